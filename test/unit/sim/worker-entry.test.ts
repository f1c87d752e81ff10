import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { Piscina } from 'piscina';
import { closeSimPool, readySimPool } from '../../../src/sim/index.js';
import { currentSimPool } from '../../../src/sim/pool.js';
import { makeWorkerEntry, runsTsx, simWorkerEntry } from '../../../src/sim/worker-entry.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'worker-entry-'));
after(async () => {
  await closeSimPool();
  rmSync(dir, { recursive: true, force: true });
});

describe("the pool's worker entry", () => {
  it('bundles the worker into one plain JavaScript file that loads no TypeScript and no npm package', () => {
    const entry = makeWorkerEntry(dir);
    assert.equal(entry.bundled, true, entry.fallbackReason);
    assert.deepEqual(entry.execArgv, []);
    const code = readFileSync(fileURLToPath(entry.filename), 'utf8');
    assert.match(path.basename(fileURLToPath(entry.filename)), /^sim\.thread\.[0-9a-f]{16}\.mjs$/);
    // Only Node's own modules are imported; everything else is inside the file.
    const imports = [...code.matchAll(/\bfrom\s+["']([^"']+)["']/g)].map((m) => m[1]);
    assert.ok(imports.every((m) => m.startsWith('node:')), `imports ${imports.join(', ')}`);
    assert.match(code, /function runGangMember/);
  });

  it('makes the same file again from the same sources, and replaces a file at that name that is not the bundle', () => {
    const a = makeWorkerEntry(dir);
    const file = fileURLToPath(a.filename);
    const good = readFileSync(file);
    writeFileSync(file, 'throw new Error("not ours")');
    const b = makeWorkerEntry(dir);
    assert.equal(b.filename, a.filename);
    assert.ok(readFileSync(file).equals(good));
    assert.deepEqual(readdirSync(dir).filter((f) => f.endsWith('.tmp')), []);
  });

  it('falls back to the TypeScript file through tsx, with the reason, when the bundle cannot be written', async () => {
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, '');
    const entry = makeWorkerEntry(path.join(blocker, 'cache'));
    assert.equal(entry.bundled, false);
    assert.match(entry.fallbackReason ?? '', /ENOTDIR|EEXIST|not a directory/i);
    assert.match(entry.filename, /workers\/sim\.thread\.ts$/);
    // That entry still boots a worker (this test process runs under tsx, which the worker inherits).
    const p = new Piscina({ filename: entry.filename, minThreads: 1, maxThreads: 1, ...(entry.execArgv ? { execArgv: entry.execArgv } : {}) });
    try {
      const buf = new SharedArrayBuffer(8);
      new Int32Array(buf)[1] = 1;
      assert.equal(await p.run(buf, { name: 'ping' }), 1);
    } finally {
      await p.destroy();
    }
  });

  it("runs the service's pool on the bundle", async () => {
    await readySimPool();
    assert.equal(currentSimPool()?.options.filename, fileURLToPath(simWorkerEntry().filename));
    assert.equal(simWorkerEntry().bundled, true, simWorkerEntry().fallbackReason);
  });

  it('tells a process started through tsx from one that was not', () => {
    assert.equal(runsTsx(['--import', 'tsx']), true);
    assert.equal(runsTsx(['--require', '/srv/app/node_modules/tsx/dist/preflight.cjs', '--import', 'file:///srv/app/node_modules/tsx/dist/loader.mjs']), true);
    assert.equal(runsTsx(['--import=tsx']), true);
    assert.equal(runsTsx(['--expose-gc', '--max-old-space-size=512']), false);
    assert.equal(runsTsx(['--import', './tsxish-loader.mjs']), false);
  });
});
