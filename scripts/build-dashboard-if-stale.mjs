#!/usr/bin/env node
// `npm start` runs this first: builds the dashboard when dashboard/dist is missing or older
// than its sources (or the lock file), so `npm install && npm start` serves a current
// dashboard with no step to remember. `--check` only reports (exit 1 when a build is due).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dashboard/dist/index.html');

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = 0;
  for (const name of readdirSync(path)) m = Math.max(m, newest(join(path, name)));
  return m;
}

const sources = ['dashboard/src', 'dashboard/public', 'dashboard/index.html', 'dashboard/vite.config.ts', 'package-lock.json', 'src/api/router.ts'];
const sourceTime = Math.max(...sources.map((p) => newest(join(root, p))));
const builtTime = existsSync(built) ? statSync(built).mtimeMs : 0;
if (builtTime >= sourceTime) process.exit(0);
if (process.argv.includes('--check')) {
  console.error('dashboard build is due');
  process.exit(1);
}
process.stderr.write('building the dashboard (dashboard/dist is missing or older than its sources)…\n');
// Build output goes to stderr: `npm start`'s stdout stays the server's JSON log lines.
const r = spawnSync('npm', ['run', '--silent', 'build:dashboard'], { cwd: root, stdio: ['ignore', 2, 2] });
process.exit(r.status ?? 1);
