import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { PROJECT_ROOT } from '../project-root.js';

/**
 * What the pool's worker threads load. The worker's code (workers/sim.thread.ts and the kernel
 * it imports: 16 files, no npm package) is bundled once per process into one plain JavaScript
 * file, and the workers start without tsx. A worker that boots through tsx carries tsx's module
 * hooks and their transform state in its isolate: ~40 MiB of RSS per worker against ~18 MiB
 * plain (measured on 2 workers: +81 MiB vs +36 MiB), which is most of what took the pool over
 * its memory budget (docs/simulation-kernel.md, "Memory").
 *
 * The bundle is made from the sources the process is running (esbuild, ~50 ms, synchronous:
 * the pool is created synchronously), so it can never be stale; its file name is the hash of
 * its contents, written under a temporary name and renamed, so processes running different
 * versions side by side, or the same version at once, never read each other's half-written
 * file. If the bundle cannot be made or written (esbuild's binary missing, no writable directory), the
 * workers fall back to the TypeScript file through tsx, as before: slower to boot, larger,
 * same results.
 */
export interface WorkerEntry {
  /** The module Piscina loads in each worker. */
  filename: string;
  /**
   * The worker's Node flags: none for the bundle (V8 flags such as --expose-gc are the
   * process's and apply to every thread; Node refuses them in a worker's execArgv);
   * undefined, i.e. inherit the process's, for the TypeScript file when the process runs tsx.
   */
  execArgv: string[] | undefined;
  /** Whether the workers run the plain JavaScript bundle (false: the TypeScript file through tsx). */
  bundled: boolean;
  /** Why the bundle was not used, when it was not. */
  fallbackReason?: string;
}

const SOURCE = path.join(PROJECT_ROOT, 'workers/sim.thread.ts');

let cached: WorkerEntry | null = null;

/**
 * The entry for this process's pool, made once. The bundle goes to the installation's own
 * cache directory (node_modules/.cache, where build tools keep theirs), not to a directory
 * other users of the machine can write to: the workers execute whatever file is there.
 */
export function simWorkerEntry(): WorkerEntry {
  cached ??= makeWorkerEntry(path.join(PROJECT_ROOT, 'node_modules/.cache/simulation-service'));
  return cached;
}

/** Bundles the worker into `dir`; on any failure, the TypeScript entry with the reason. */
export function makeWorkerEntry(dir: string): WorkerEntry {
  try {
    return { filename: pathToFileURL(writeBundle(dir, bundle())).href, execArgv: [], bundled: true };
  } catch (e) {
    return typeScriptEntry(e instanceof Error ? e.message.split('\n')[0]! : String(e));
  }
}

function typeScriptEntry(reason: string): WorkerEntry {
  const inherits = runsTsx(process.execArgv);
  return { filename: pathToFileURL(SOURCE).href, execArgv: inherits ? undefined : ['--import', 'tsx'], bundled: false, fallbackReason: reason };
}

function bundle(): Uint8Array {
  const out = buildSync({
    entryPoints: [SOURCE],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.contents;
}

/** The bundle at a content-addressed path in `dir` (a file already there is used only if it is byte for byte this bundle). */
function writeBundle(dir: string, code: Uint8Array): string {
  const file = path.join(dir, `sim.thread.${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file) || !readFileSync(file).equals(code)) {
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(tmp, code);
    renameSync(tmp, file);
  }
  return file;
}

/** Whether the process started through tsx (`tsx file.ts`, `node --import tsx`): its workers inherit it. */
export function runsTsx(argv: readonly string[]): boolean {
  return argv.some((a) => /(^|[\\/@=])tsx([\\/]|$)/.test(a));
}
