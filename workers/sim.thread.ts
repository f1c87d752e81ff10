import { runSegment, runSegments, type SegmentOutcome, type SegmentTask } from '../src/sim/run-core.js';
import { warmUpThread } from '../src/sim/warm-up.js';
import { runGangMember, type GangTask } from '../src/sim/gang.js';

// Before the first task: the code around the kernel optimised in this thread (src/sim/warm-up.ts).
warmUpThread();

/** Runs one run for a stretch of steps (events, steps and their barriers all on this thread). */
export function segment(task: SegmentTask): SegmentOutcome {
  return runSegment(task);
}

// Piscina looks the default export up when a worker starts, through require() first: a module
// without one is imported again as ESM, which a worker running the TypeScript file through tsx
// (the fallback of src/sim/worker-entry.ts) cannot do in Node 20.
export default segment;

/** One member's share of a run's segment, several workers at once (see src/sim/gang.ts). */
export function gang(task: GangTask): SegmentOutcome {
  return runGangMember(task);
}

/** Several whole runs in order (see runSegments). */
export function segments(tasks: SegmentTask[]): SegmentOutcome[] {
  return runSegments(tasks);
}

/**
 * Start-up barrier: every worker blocks here until all `a[1]` workers have arrived, so
 * `a[1]` concurrent pings reach `a[1]` distinct, fully booted workers.
 */
export function ping(buf: SharedArrayBuffer): number {
  const a = new Int32Array(buf);
  Atomics.add(a, 0, 1);
  Atomics.notify(a, 0);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const v = Atomics.load(a, 0);
    if (v >= a[1] || Date.now() > deadline) return v;
    Atomics.wait(a, 0, v, 50);
  }
}
