#!/usr/bin/env node
// Node 20's test runner only discovers .js files, so we list the .ts test files ourselves
// (a run that finds none would pass silently). Extra CLI args are passed to node --test.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith('.test.ts')) files.push(relative(root, p));
  }
})(join(root, 'test'));
files.sort();

const filter = process.env.TEST_FILTER;
const selected = filter ? files.filter((f) => f.includes(filter)) : files;
if (selected.length === 0) {
  console.error('no test files found');
  process.exit(1);
}
const args = ['--import', 'tsx', '--test', '--test-reporter=spec', ...process.argv.slice(2), ...selected];
const child = spawn(process.execPath, args, { stdio: 'inherit', cwd: root });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
