import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import knex from 'knex';
import { freePort } from './processes.js';

/**
 * A MariaDB server of the test's own (its datadir in a temp dir, a free port, no grant
 * tables), so a test can take the database away and bring it back. The shared MariaDB on
 * :3306 is never stopped: other tests use it. Needs mariadb-install-db and mariadbd
 * (MARIADB_INSTALL_DB, MARIADBD to override); the test fails without them.
 */
export interface PrivateMariaDb {
  /** mysql://root@127.0.0.1:<port>/<database> */
  databaseUrl: string;
  /** Stops the server (a clean shutdown: clients see connections refused). */
  stop(): Promise<void>;
  /** Starts it again on the same datadir and port. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  destroy(): Promise<void>;
}

const INSTALL_DB = process.env.MARIADB_INSTALL_DB ?? '/usr/bin/mariadb-install-db';
const MARIADBD = process.env.MARIADBD ?? '/usr/sbin/mariadbd';

export async function startPrivateMariaDb(): Promise<PrivateMariaDb> {
  const dir = mkdtempSync(join(tmpdir(), 'simsvc-mariadb-'));
  const datadir = join(dir, 'data');
  await promisify(execFile)(INSTALL_DB, ['--no-defaults', `--datadir=${datadir}`, '--auth-root-authentication-method=normal', '--skip-test-db'], { timeout: 120_000 });
  const port = await freePort();
  const adminUrl = `mysql://root@127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let log = '';

  const start = async () => {
    const args = [
      '--no-defaults',
      `--datadir=${datadir}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--socket=${join(dir, 'mariadb.sock')}`,
      `--pid-file=${join(dir, 'mariadb.pid')}`,
      '--skip-grant-tables',
      '--skip-log-bin',
      '--innodb-buffer-pool-size=64M',
      ...(process.getuid?.() === 0 ? ['--user=root'] : []),
    ];
    const c = spawn(MARIADBD, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = c;
    c.stdout?.on('data', (d) => (log += d));
    c.stderr?.on('data', (d) => (log += d));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (c.exitCode !== null) throw new Error(`mariadbd exited (${c.exitCode}): ${log.slice(-2000)}`);
      const probe = knex({ client: 'mysql2', connection: { uri: adminUrl } as never, pool: { min: 0, max: 1 } });
      try {
        await probe.raw('SELECT 1');
        return;
      } catch (err) {
        if (Date.now() > deadline) throw new Error(`mariadbd did not answer on ${port}: ${(err as Error).message}\n${log.slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 200));
      } finally {
        await probe.destroy();
      }
    }
  };

  const stop = async () => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGTERM');
      setTimeout(() => c.kill('SIGKILL'), 20_000).unref();
    });
  };

  await start();
  const admin = knex({ client: 'mysql2', connection: { uri: adminUrl } as never, pool: { min: 0, max: 1 } });
  try {
    await admin.raw('CREATE DATABASE simsvc CHARACTER SET utf8mb4 COLLATE utf8mb4_bin');
  } finally {
    await admin.destroy();
  }
  return {
    databaseUrl: `${adminUrl}/simsvc`,
    start,
    stop,
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
