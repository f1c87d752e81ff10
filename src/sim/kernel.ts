import { CHUNK_SIZE } from './constants.js';
import type { PlanGroup } from './plan.js';
import { allocateGroupMemory, compileGroup, instanceFor } from './wasm/runtime.js';

/**
 * The chunk work of a run, on the WebAssembly kernel (src/sim/wasm). Each group of a run owns
 * a shared WebAssembly.Memory holding its columns and chunk sums; the runner sees them as
 * Float64Array views (events and checkpoints read and write those), and threads compute
 * chunks in place. The same function runs inline on the calling thread and inside pool
 * workers, so both give the same bits.
 */
export interface GroupKernel {
  /** Columns, variables then actions: views of exactly n agents into the group's memory. */
  cols: Float64Array[];
  /** Chunk sums, `width` per chunk, written by the chunk that owns them. */
  sums: Float64Array;
  /** What a thread needs to compute the group's chunks; structured-clones by reference. */
  wire: WireGroup;
}

export interface WireGroup {
  module: WebAssembly.Module;
  memory: WebAssembly.Memory;
}

/** Compiles (or reuses) the group's module and allocates its state, zeroed. */
export function createGroupKernel(g: PlanGroup): GroupKernel {
  const { module, layout } = compileGroup(g);
  const memory = allocateGroupMemory(layout);
  const buffer = memory.buffer;
  return {
    cols: Array.from({ length: g.width }, (_, j) => new Float64Array(buffer, layout.columns + j * layout.stride, g.n)),
    sums: new Float64Array(buffer, layout.sums, g.chunks * g.width),
    wire: { module, memory },
  };
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

/** Pool entry point: the work arrives structured-cloned, memories and modules by reference. */
export const runWireWork = runChunks;
export type WireWork = ChunkWork;
