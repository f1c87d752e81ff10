import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The Node flags `npm start` gives the server (package.json "start", e.g. its young-generation
 * size), so every server a benchmark starts, ours and the bare ceilings alike, runs as
 * production runs it. BENCH_SERVER_NODE_ARGS replaces them ("" for Node's defaults), to compare.
 */
export function serverNodeFlags(): string[] {
  const override = process.env.BENCH_SERVER_NODE_ARGS;
  if (override !== undefined) return override.split(' ').filter(Boolean);
  const pkg = JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/).filter((a) => a.startsWith('--'));
}

/** A free loopback port (the OS picks it; a race with another process is unlikely and fails loudly). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

export interface Child {
  proc: ChildProcess;
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts `node [nodeArgs] --import tsx <script>` (plain `node` for a .mjs bundle) in a child process (so the load generator
 * never shares its event loop) and waits until `readyPath` answers 200.
 */
export async function startChild(script: string, opts: { env: Record<string, string>; port: number; readyPath: string; nodeArgs?: string[] }): Promise<Child> {
  // A built bundle (dist/server.mjs, what `npm start` runs) needs no TypeScript loader.
  const loader = script.endsWith('.mjs') ? [] : ['--import', 'tsx'];
  const proc = spawn(process.execPath, [...serverNodeFlags(), ...(opts.nodeArgs ?? []), ...loader, script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...opts.env, PORT: String(opts.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (c: Buffer) => {
    stderr += c.toString();
    if (stderr.length > 20_000) stderr = stderr.slice(-20_000);
  });
  proc.stdout?.resume();
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`${script} exited with ${proc.exitCode}:\n${stderr}`);
    try {
      const r = await fetch(baseUrl + opts.readyPath, { signal: AbortSignal.timeout(1000) });
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`${script} did not become ready:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null) return resolve();
      const t = setTimeout(() => proc.kill('SIGKILL'), 15_000);
      proc.once('exit', () => {
        clearTimeout(t);
        resolve();
      });
      proc.kill('SIGTERM');
    });
  return { proc, baseUrl, stop };
}

/** Runs a command to completion and returns its stdout (throws with stderr on failure). */
export function run(cmd: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    p.stdout.on('data', (c: Buffer) => (out += c.toString()));
    p.stderr.on('data', (c: Buffer) => (err += c.toString()));
    p.on('error', reject);
    p.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${err}`))));
  });
}
