import os from 'node:os';
import { Piscina } from 'piscina';
import type { WireWork } from './kernel.js';
import type { SegmentOutcome, SegmentTask } from './run-core.js';

/**
 * One worker pool per process, created on first use. Workers are .ts files run through
 * tsx: worker threads inherit process.execArgv, so this works when the process itself
 * runs under `tsx` or `node --import tsx` (see stack-notes §4).
 */
let pool: Piscina | null = null;
let ready: Promise<void> | null = null;

export function defaultThreads(): number {
  return Math.max(1, os.availableParallelism());
}

function workerExecArgv(): string[] | undefined {
  const argv = process.execArgv;
  const hasTsx = argv.some((a, i) => a.includes('tsx') || (a === '--import' && argv[i + 1]?.includes('tsx')));
  return hasTsx ? undefined : ['--import', 'tsx'];
}

export function getSimPool(): Piscina {
  // Sized to the machine, not to a run: a run's `threads` is its number of tasks per step,
  // and more tasks than threads only queue. Never resized, so concurrent runs can share it.
  if (pool) return pool;
  const size = defaultThreads();
  const execArgv = workerExecArgv();
  pool = new Piscina({
    filename: new URL('../../workers/sim.thread.ts', import.meta.url).href,
    minThreads: size,
    maxThreads: size,
    idleTimeout: 30_000,
    ...(execArgv ? { execArgv } : {}),
  });
  return pool;
}

/**
 * The shared pool with every worker booted: the first run would otherwise hand its first
 * step to whichever worker finished loading first and pay the others' start-up in series.
 */
export function readySimPool(): Promise<Piscina> {
  const p = getSimPool();
  if (!ready) {
    const size = defaultThreads();
    const buf = new SharedArrayBuffer(8);
    new Int32Array(buf)[1] = size;
    ready = Promise.all(Array.from({ length: size }, () => p.run(buf, { name: 'ping' }))).then(() => undefined);
  }
  return ready.then(() => p);
}

export function runOnPool(p: Piscina, work: WireWork): Promise<number> {
  return p.run(work) as Promise<number>;
}

/** A whole run, or a stretch of its steps, on one worker. */
export function runSegmentOnPool(p: Piscina, task: SegmentTask): Promise<SegmentOutcome> {
  return p.run(task, { name: 'segment' }) as Promise<SegmentOutcome>;
}

/** Destroys the shared pool (tests and shutdown), so the process can exit. */
export async function closeSimPool(): Promise<void> {
  const p = pool;
  pool = null;
  ready = null;
  if (p) await p.destroy();
}
