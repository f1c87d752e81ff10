#!/usr/bin/env node
// `npm start` runs this first: bundles the server (src/main.ts and everything of ours it
// imports; npm packages stay imports) into dist/server.mjs with esbuild, so the server runs on
// plain Node. Through tsx it carried tsx's loader and transform state (~30 MiB of RSS) and
// compiled TypeScript at every start. Takes well under a second and is done at every start,
// so the bundle is never stale. Written under a temporary name and renamed: a server starting
// at the same moment never reads a half-written file. dist/server.mjs.map maps it back to the
// sources (`NODE_OPTIONS=--enable-source-maps npm start`; off by default: it costs ~17 MiB).
// Messages go to stderr: `npm start`'s stdout stays the server's JSON log lines.
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outfile = join(root, 'dist/server.mjs');
let result;
try {
  result = await build({
    absWorkingDir: root,
    entryPoints: { server: 'src/main.ts' },
    outdir: join(root, 'dist'),
    outExtension: { '.js': '.mjs' },
    // What the sources import lazily (the Temporal client, the tracing SDK) stays lazy: in one
    // file esbuild would hoist those packages' imports to the top and load them at every start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    sourcemap: true,
    write: false,
    logLevel: 'warning',
  });
} catch {
  // esbuild has printed what failed.
  process.exit(1);
}
mkdirSync(join(root, 'dist'), { recursive: true });
// Chunks and maps first, the entry last: a server starting meanwhile runs the old entry with
// the old chunks (content-named, so a build never rewrites one in use) or the new one whole.
const last = (f) => Number(f.path === outfile) * 2 + Number(f.path.endsWith('.mjs'));
for (const file of [...result.outputFiles].sort((a, b) => last(a) - last(b))) {
  mkdirSync(dirname(file.path), { recursive: true });
  const tmp = `${file.path}.${process.pid}.tmp`;
  writeFileSync(tmp, file.contents);
  renameSync(tmp, file.path);
}
if (!result.outputFiles.some((f) => basename(f.path) === 'server.mjs')) {
  process.stderr.write('build-server: esbuild wrote no dist/server.mjs\n');
  process.exit(1);
}
