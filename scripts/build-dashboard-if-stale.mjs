#!/usr/bin/env node
// `npm start` runs this first: builds the dashboard when dashboard/dist is missing or older
// than its sources (or the lock file), so `npm install && npm start` serves a current
// dashboard with no step to remember. `--check` only reports (exit 1 when a build is due).
// Two of these at once (two servers starting, the test suite's browser tests beside its
// `npm start` test) take turns through a lock directory: the second waits for the first's
// build, finds the dashboard current and builds nothing, so no one serves a half-written dist.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dashboard/dist/index.html');
const lock = join(root, 'dashboard/.build-lock');
/** A lock older than this belongs to a build that died: taken over. */
const STALE_LOCK_MS = 10 * 60_000;

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = 0;
  for (const name of readdirSync(path)) m = Math.max(m, newest(join(path, name)));
  return m;
}

const sources = ['dashboard/src', 'dashboard/public', 'dashboard/index.html', 'dashboard/vite.config.ts', 'package-lock.json', 'src/api/router.ts'];
const due = () => (existsSync(built) ? statSync(built).mtimeMs : 0) < Math.max(...sources.map((p) => newest(join(root, p))));

if (!due()) process.exit(0);
if (process.argv.includes('--check')) {
  console.error('dashboard build is due');
  process.exit(1);
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch (e) {
    if (e.code !== 'EEXIST') throw e;
    const age = (() => {
      try {
        return Date.now() - statSync(lock).mtimeMs;
      } catch {
        return 0; // released meanwhile
      }
    })();
    if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
    else sleep(250);
  }
}
let status = 0;
try {
  if (due()) {
    process.stderr.write('building the dashboard (dashboard/dist is missing or older than its sources)…\n');
    // Build output goes to stderr: `npm start`'s stdout stays the server's JSON log lines.
    const r = spawnSync('npm', ['run', '--silent', 'build:dashboard'], { cwd: root, stdio: ['ignore', 2, 2] });
    status = r.status ?? 1;
  }
} finally {
  rmSync(lock, { recursive: true, force: true });
}
process.exit(status);
