import os from 'node:os';
import { Piscina } from 'piscina';
import type { WireWork } from './kernel.js';
import { dropSpareMemories } from './wasm/runtime.js';
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

/** Several whole runs on one worker, in order (see runSegments). */
export function runSegmentsOnPool(p: Piscina, tasks: SegmentTask[]): Promise<SegmentOutcome[]> {
  return p.run(tasks, { name: 'segments' }) as Promise<SegmentOutcome[]>;
}

/**
 * Recycling after a large run. A run's state lives in shared WebAssembly memories, which can
 * never shrink and live as long as any thread still holds one: pool workers receive them in
 * every task and collect their garbage rarely when idle, so after a run of GBs the process
 * kept its RSS (issue 11). A run whose state is at least `recycleAboveBytes` marks the pool;
 * once no run uses it any more, its workers are destroyed (their heaps and every reference
 * they held go with the threads), the spare memories kept for reuse are dropped, and the next
 * run starts a fresh pool (about 100 ms of worker start-up, against a run of that size).
 */
let users = 0;
let recycleWanted = false;
let recycles = 0;

/** A run starts using the pool (counted synchronously, so a recycle never cuts a run short). */
export function enterSimPool(): void {
  users++;
}

/** A run is done with the pool; `stateBytes` is what its state held, `recycleAboveBytes` the setting. */
export function leaveSimPool(stateBytes: number, recycleAboveBytes: number | undefined): void {
  users = Math.max(0, users - 1);
  if (recycleAboveBytes !== undefined && recycleAboveBytes > 0 && stateBytes >= recycleAboveBytes) recycleWanted = true;
  if (users === 0 && recycleWanted) {
    recycleWanted = false;
    dropSpareMemories();
    if (pool) {
      recycles++;
      // Workers end at once; a failure to end one is no reason to fail the run that finished.
      void closeSimPool().catch(() => undefined);
    }
  }
}

/** How many times the pool was recycled after a large run (GET /metrics, tests). */
export function simPoolRecycles(): number {
  return recycles;
}

/** The shared pool if one is running (tests look at its workers). */
export function currentSimPool(): Piscina | null {
  return pool;
}

/** Destroys the shared pool (tests and shutdown), so the process can exit. */
export async function closeSimPool(): Promise<void> {
  const p = pool;
  pool = null;
  ready = null;
  if (p) await p.destroy();
}
