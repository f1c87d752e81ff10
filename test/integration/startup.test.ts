/**
 * Operability of `npm start`'s entry (src/main.ts) as a real process: a busy port or a bad
 * setting is one readable line on stderr (no stack trace) and a non-zero exit code; a good
 * start logs which store and which runner are in use.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REPO_ROOT, startServerProcess } from '../helpers/processes.js';

/** Runs src/main.ts until it exits on its own (bounded: a process that stays up fails the test). */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: REPO_ROOT, env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still running after 60 s: ${stdout}${stderr}`));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const oneLine = (text: string) => text.trimEnd().split('\n');

describe('start-up failures and the start-up line', () => {
  let dataDir: string;
  let blocker: Server;
  let busyPort: number;
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'simsvc-startup-'));
    blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    busyPort = (blocker.address() as { port: number }).port;
  });
  after(() => {
    blocker.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a busy HTTP port: one line naming the port and PORT, exit code 1', async () => {
    const r = await runToExit({ PORT: String(busyPort), GRPC_PORT: '0', DATA_DIR: dataDir });
    assert.equal(r.code, 1);
    const lines = oneLine(r.stderr);
    assert.equal(lines.length, 1, r.stderr);
    assert.match(lines[0], new RegExp(`^cannot start: HTTP port ${busyPort} on 127\\.0\\.0\\.1 is already in use \\(set PORT`));
    assert.ok(!/\n\s+at /.test(r.stderr + r.stdout), 'no stack trace');
  });

  it('a busy gRPC port: one line naming GRPC_PORT, exit code 1', async () => {
    const r = await runToExit({ PORT: String(await freePort()), GRPC_PORT: String(busyPort), DATA_DIR: dataDir });
    assert.equal(r.code, 1);
    const lines = oneLine(r.stderr);
    assert.equal(lines.length, 1, r.stderr);
    assert.match(lines[0], /^cannot start: gRPC port \d+ .*GRPC_PORT/);
    assert.ok(!/\n\s+at /.test(r.stderr + r.stdout), 'no stack trace');
  });

  it('bad settings: one line naming every bad variable, exit code 2', async () => {
    const r = await runToExit({ PORT: 'eighty', LOG_LEVEL: 'loud', DATA_DIR: dataDir });
    assert.equal(r.code, 2);
    const lines = oneLine(r.stderr);
    assert.equal(lines.length, 1, r.stderr);
    assert.match(lines[0], /^invalid settings: PORT: .+; LOG_LEVEL: .+/);
  });

  it('a good start logs the store and the runner in use', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, GRPC_PORT: '0', LOG_LEVEL: 'info' });
    try {
      const line = server
        .output()
        .split('\n')
        .find((l) => l.includes('simulation service listening'));
      assert.ok(line, server.output());
      const entry = JSON.parse(line) as Record<string, string>;
      assert.equal(entry.store, `sqlite (${dataDir}/service.db)`);
      assert.match(entry.runner, /^embedded \(\d+ at a time\)$/);
      assert.match(entry.grpc, /^127\.0\.0\.1:\d+$/);
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });
});
