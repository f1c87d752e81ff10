import os from 'node:os';
import { Piscina } from 'piscina';
import { dropSpareMemories } from './wasm/runtime.js';
import { simWorkerEntry } from './worker-entry.js';
import type { GangTask } from './gang.js';
import type { SegmentOutcome, SegmentTask } from './run-core.js';

/**
 * One worker pool per process, created on first use. Workers run the worker's code bundled
 * into plain JavaScript, without tsx (src/sim/worker-entry.ts: half the memory per worker);
 * if that cannot be made, the TypeScript file through tsx.
 */
let pool: Piscina | null = null;
let ready: Promise<void> | null = null;

export function defaultThreads(): number {
  return Math.max(1, os.availableParallelism());
}

export function getSimPool(): Piscina {
  // Sized to the machine, not to a run: a run's `threads` is its number of tasks per step,
  // and more tasks than threads only queue. Never resized, so concurrent runs can share it.
  if (pool) return pool;
  const size = defaultThreads();
  const entry = simWorkerEntry();
  pool = new Piscina({
    filename: entry.filename,
    minThreads: size,
    maxThreads: size,
    idleTimeout: 30_000,
    ...(entry.execArgv ? { execArgv: entry.execArgv } : {}),
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

/** A whole run, or a stretch of its steps, on one worker. */
export function runSegmentOnPool(p: Piscina, task: SegmentTask): Promise<SegmentOutcome> {
  return p.run(task, { name: 'segment' }) as Promise<SegmentOutcome>;
}

/**
 * A gang's members, one task each, admitted only while every gang in flight fits the pool's
 * workers at once (src/sim/gang.ts): members wait for each other, so two gangs that each held
 * some workers while their other members queued would wait forever. Tasks that never wait
 * (whole runs) can only delay a gang, not block it. Resolves to every member's outcome.
 */
export async function runGangOnPool(p: Piscina, tasks: GangTask[], onMemberFailed: () => void): Promise<PromiseSettledResult<SegmentOutcome>[]> {
  const size = defaultThreads();
  if (tasks.length > size) throw new RangeError(`a gang of ${tasks.length} on a pool of ${size} workers`);
  while (gangWorkers + tasks.length > size) await new Promise<void>((resolve) => gangQueue.push(resolve));
  gangWorkers += tasks.length;
  gangSegments++;
  try {
    // A member that fails (its worker died, say) must not leave the others waiting for it.
    return await Promise.allSettled(
      tasks.map((t) =>
        (p.run(t, { name: 'gang' }) as Promise<SegmentOutcome>).catch((err: unknown) => {
          onMemberFailed();
          throw err;
        }),
      ),
    );
  } finally {
    gangWorkers -= tasks.length;
    const waiting = gangQueue;
    gangQueue = [];
    for (const wake of waiting) wake();
  }
}

let gangWorkers = 0;
let gangQueue: Array<() => void> = [];
let gangSegments = 0;

/** How many gang segments this process has run (tests: which path a run took). */
export function gangSegmentsRun(): number {
  return gangSegments;
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
