import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Connection } from '@temporalio/client';
import { SEARCH_ATTRIBUTES_CLI } from '../../src/pipeline/temporal/contract.js';
import { freePort, REPO_ROOT } from './processes.js';

/**
 * A real Temporal dev server for the test run, from the `temporal` CLI (found or built by
 * scripts/services/temporal-cli.sh). In-memory, headless, on free ports; stopped after.
 * If it cannot be had the tests fail (never a silent skip).
 */
export interface TemporalDevServer {
  address: string;
  /** A task queue no other test uses. */
  taskQueue(): string;
  stop(): Promise<void>;
}

export async function startTemporalDevServer(): Promise<TemporalDevServer> {
  const cli = execFileSync('bash', ['scripts/services/temporal-cli.sh'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  const port = await freePort();
  const httpPort = await freePort();
  const metricsPort = await freePort();
  const args = ['server', 'start-dev', '--headless', '--ip', '127.0.0.1', '--port', String(port), '--http-port', String(httpPort), '--metrics-port', String(metricsPort), '--log-level', 'error'];
  for (const sa of SEARCH_ATTRIBUTES_CLI) args.push('--search-attribute', sa);
  const child: ChildProcess = spawn(cli, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const address = `127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`temporal dev server exited (${child.exitCode}): ${out}`);
    try {
      const c = await Connection.connect({ address, connectTimeout: 1_000 });
      await c.workflowService.getSystemInfo({});
      await c.close();
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`temporal dev server did not answer on ${address}: ${out}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    address,
    taskQueue: () => `test-${randomBytes(6).toString('hex')}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
