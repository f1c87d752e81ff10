import { SimulationNumericError } from './errors.js';
import { runChunks } from './kernel.js';
import { RunCore, type SegmentOutcome, type SegmentTask } from './run-core.js';

/**
 * A run too large for one thread, on several pool workers at once: a "gang". The members
 * claim blocks of chunks from a shared counter until none is left, so a member whose core is
 * slowed (another process, a hypervisor's other guests) takes fewer and no one waits for a
 * fixed half; at the end of each step the members meet at a
 * barrier in shared memory, and member 0 (the leader) does the step's serial part there (the
 * reduce to group means, the metrics row and the snapshot, then the next step's events)
 * before it lets the others go on. The main thread sees only segments of steps, as for a run
 * whole on one worker; before, it was the barrier of every step, and in the server a step's
 * next dispatch waited for whatever the event loop was doing (HTTP, SQLite, GC).
 *
 * The bits are those of the same run on one thread: the serial part is the same code in the
 * same order, the chunks are computed by the same kernel whichever thread takes them, and the
 * step's coefficients are a pure function of the snapshot, which every member reads only
 * after the leader has written it.
 *
 * The members of a gang must run at the same time, so a gang never has more members than the
 * pool has workers, and the pool admits gangs only while their members fit (pool.ts).
 */
export interface GangTask extends SegmentTask {
  /** This member's index (0: the leader) and the gang's size. */
  member: number;
  members: number;
  /** The gang's barrier and work counter: Int32Array [ARRIVED, GENERATION, STOP, NEXT], zero at the start. */
  sync: SharedArrayBuffer;
}

export const GANG_SYNC_BYTES = 4 * 4;
const ARRIVED = 0;
const GENERATION = 1;
/** Non-zero: stop at the next barrier (1: the leader met a numeric failure; 2: the main thread gave up on the gang). */
const STOP = 2;
/** The next block of chunks to claim this step; the leader sets it back to 0 at each barrier. */
const NEXT = 3;

/**
 * Chunks per block a member claims at once: 4 chunks (16,384 agents, about half a millisecond
 * of work) keep the claims rare and the last block of a step short.
 */
export const GANG_BLOCK_CHUNKS = 4;
export const STOP_FAILED = 1;
export const STOP_ABANDONED = 2;

/** How long a member sleeps between looks at the STOP word while it waits (ms). */
const WAIT_SLICE_MS = 100;

class GangStopped extends Error {
  constructor() {
    super('gang stopped');
  }
}

/** Tells the members of a gang to stop at their next barrier (main thread, when a member failed). */
export function abandonGang(sync: SharedArrayBuffer): void {
  const a = new Int32Array(sync);
  Atomics.store(a, STOP, STOP_ABANDONED);
  Atomics.notify(a, ARRIVED);
  Atomics.notify(a, GENERATION);
}

export function runGangMember(task: GangTask): SegmentOutcome {
  const core = new RunCore(task.spec, task.buffers);
  const a = new Int32Array(task.sync);
  const { member, members } = task;
  const leader = member === 0;
  let outcome: SegmentOutcome = { ok: true };

  /** Every member arrives; the leader, once all have, runs `serial` and releases them. */
  const barrier = (serial: () => void): void => {
    const generation = Atomics.load(a, GENERATION);
    Atomics.add(a, ARRIVED, 1);
    if (!leader) {
      Atomics.notify(a, ARRIVED);
      while (Atomics.load(a, GENERATION) === generation) {
        if (Atomics.load(a, STOP)) throw new GangStopped();
        Atomics.wait(a, GENERATION, generation, WAIT_SLICE_MS);
      }
      if (Atomics.load(a, STOP)) throw new GangStopped();
      return;
    }
    for (;;) {
      const arrived = Atomics.load(a, ARRIVED);
      if (arrived === members) break;
      if (Atomics.load(a, STOP)) throw new GangStopped();
      Atomics.wait(a, ARRIVED, arrived, WAIT_SLICE_MS);
    }
    Atomics.store(a, ARRIVED, 0);
    // Every member has stopped claiming: the next step's blocks start from the first.
    Atomics.store(a, NEXT, 0);
    try {
      serial();
    } catch (err) {
      if (!(err instanceof SimulationNumericError)) throw err;
      outcome = { ok: false, numeric: { groupId: err.groupId, kind: err.kind, column: err.column, step: err.step, what: err.what } };
      Atomics.store(a, STOP, STOP_FAILED);
    }
    Atomics.add(a, GENERATION, 1);
    Atomics.notify(a, GENERATION);
    if (Atomics.load(a, STOP)) throw new GangStopped();
  };

  const blocks = core.chunkBlocks(GANG_BLOCK_CHUNKS);
  const work = (phase: 'init' | 'step', t: number, coef: Float64Array[] | null): void => {
    for (let b = Atomics.add(a, NEXT, 1); b < blocks.length; b = Atomics.add(a, NEXT, 1)) {
      runChunks({ phase, seed: task.spec.seed, step: t, slices: [core.blockSlice(blocks[b]!, coef)] });
    }
  };

  const first = task.from + 1;
  try {
    if (task.init) {
      work('init', 0, null);
      barrier(() => {
        core.afterInit();
        if (first <= task.to) core.applyEventsAt(first);
      });
    } else if (first <= task.to && core.hasEventsAt(first)) {
      barrier(() => core.applyEventsAt(first));
    }
    for (let t = first; t <= task.to; t++) {
      work('step', t, core.coefficients());
      barrier(() => {
        core.afterStep(t);
        if (t < task.to) core.applyEventsAt(t + 1);
      });
    }
  } catch (err) {
    if (!(err instanceof GangStopped)) {
      // This member failed in a way the others cannot see: stop them too.
      Atomics.store(a, STOP, STOP_ABANDONED);
      Atomics.notify(a, ARRIVED);
      Atomics.notify(a, GENERATION);
      throw err;
    }
  }
  return outcome;
}
