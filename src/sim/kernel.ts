import { CHUNK_SIZE } from './constants.js';
import type { PlanGroup } from './plan.js';
import type { GroupLayout } from './wasm/layout.js';
import { allocateGroupMemory, instanceFor, releaseGroupMemory, type CompiledGroup } from './wasm/runtime.js';

/**
 * The chunk work of a run, on the WebAssembly kernel (src/sim/wasm). Each group of a run owns
 * a shared WebAssembly.Memory holding its columns and chunk sums; the run sees them as
 * Float64Array views (events and checkpoints read and write those), and threads compute
 * chunks in place. The same function runs inline on the calling thread and inside pool
 * workers, so both give the same bits.
 */
export type { CompiledGroup };
export { allocateGroupMemory, releaseGroupMemory };

/** What a thread needs to compute a group's chunks; structured-clones by reference. */
export interface WireGroup {
  module: WebAssembly.Module;
  memory: WebAssembly.Memory;
}

/** The group's columns, variables then actions: views of exactly n agents into its memory. */
export function columnViews(g: PlanGroup, layout: GroupLayout, memory: WebAssembly.Memory): Float64Array[] {
  return Array.from({ length: g.width }, (_, j) => new Float64Array(memory.buffer, layout.columns + j * layout.stride, g.n));
}

/** The group's chunk sums, `width` per chunk, each written by the chunk that owns it. */
export function sumsView(g: PlanGroup, layout: GroupLayout, memory: WebAssembly.Memory): Float64Array {
  return new Float64Array(memory.buffer, layout.sums, g.chunks * g.width);
}

/**
 * The sum of one column over the agents start … end − 1 of a chunk as the kernel makes it:
 * the even agents of the chunk in agent order, the odd ones likewise, then even + odd.
 */
export function chunkSums(col: Float64Array, start: number, end: number): number {
  let even = 0.0;
  let odd = 0.0;
  for (let i = start; i < end; i += 2) even += col[i];
  for (let i = start + 1; i < end; i += 2) odd += col[i];
  return even + odd;
}

/**
 * One unit of work: a contiguous range of chunks of some groups, for initialisation
 * (phase 'init', stream step 0) or for step `step`. Plain data: it is also the message a
 * pool worker receives.
 */
export interface GroupSlice {
  g: number;
  kernel: WireGroup;
  n: number;
  from: number;
  to: number;
  /** Per action: intercept + the group-mean terms of η for this step (null for init). */
  coef: Float64Array | null;
}

export interface ChunkWork {
  phase: 'init' | 'step';
  seed: number;
  step: number;
  slices: GroupSlice[];
}

/** Streams pack the step into 29 bits (rng.streamSeed). */
const MAX_STEP = 2 ** 29 - 1;

export function runChunks(work: ChunkWork): void {
  if (work.step > MAX_STEP) throw new RangeError(`the kernel supports at most ${MAX_STEP} steps`);
  for (const s of work.slices) {
    const inst = instanceFor(s.kernel.module, s.kernel.memory);
    if (work.phase === 'init') {
      for (let c = s.from; c < s.to; c++) {
        const start = c * CHUNK_SIZE;
        inst.init(c, start, Math.min(s.n, start + CHUNK_SIZE), work.seed | 0, s.g);
      }
    } else {
      // One argument list per slice, reused for every chunk.
      const args: number[] = [0, 0, 0, work.seed | 0, s.g, work.step, ...(s.coef ?? [])];
      for (let c = s.from; c < s.to; c++) {
        const start = c * CHUNK_SIZE;
        args[0] = c;
        args[1] = start;
        args[2] = Math.min(s.n, start + CHUNK_SIZE);
        inst.step.apply(null, args as Parameters<typeof inst.step>);
      }
    }
  }
}
