#!/usr/bin/env node
// Prints what the dashboard's first page load downloads (the entry script, the chunks it
// preloads, its CSS), gzip-compressed as the server sends them, and fails the build when the
// JavaScript exceeds the budget (350 KB gzip). Chunks loaded later (the simulation page with
// its charts and report renderer) are listed apart.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 350;
const dist = new URL('../dashboard/dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1).padStart(7) + ' KB';

let firstJs = 0;
const lines = [];
for (const file of refs) {
  const size = gz(file);
  if (file.endsWith('.js')) firstJs += size;
  lines.push(`  ${kb(size)}  ${file}`);
}
const later = readdirSync(join(dist, 'assets'))
  .map((f) => `assets/${f}`)
  .filter((f) => f.endsWith('.js') && !refs.includes(f));
console.log('dashboard first load (gzip):');
console.log(lines.join('\n'));
console.log(`  ${kb(firstJs)}  JavaScript on first load (budget ${BUDGET_KB} KB)`);
if (later.length) {
  console.log('loaded on demand (gzip):');
  for (const f of later) console.log(`  ${kb(gz(f))}  ${f}`);
}
if (firstJs > BUDGET_KB * 1024) {
  console.error(`dashboard bundle over budget: ${(firstJs / 1024).toFixed(1)} KB > ${BUDGET_KB} KB`);
  process.exit(1);
}
