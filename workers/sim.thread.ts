import { runWireWork, type WireWork } from '../src/sim/kernel.js';

/** Piscina entry: runs one slice of chunks; results travel back through shared memory. */
export default function runSimTask(work: WireWork): number {
  runWireWork(work);
  return work.slices.length;
}
