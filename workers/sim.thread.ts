import { runWireWork, type WireWork } from '../src/sim/kernel.js';
import { runSegment, runSegments, type SegmentOutcome, type SegmentTask } from '../src/sim/run-core.js';
import { warmUpThread } from '../src/sim/warm-up.js';

// Before the first task: the code around the kernel optimised in this thread (src/sim/warm-up.ts).
warmUpThread();

/** Piscina entry: runs one slice of chunks of a step; results travel back through shared memory. */
export default function runSimTask(work: WireWork): number {
  runWireWork(work);
  return work.slices.length;
}

/** Runs one run for a stretch of steps (events, steps and their barriers all on this thread). */
export function segment(task: SegmentTask): SegmentOutcome {
  return runSegment(task);
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
