import { CHUNK_SIZE } from './constants.js';
import { binomial, binomialTable, compileInit, compileStep, SIG, zslow, ZR, ZX } from './codegen.js';
import { streamSeed } from './rng.js';

/**
 * One unit of work: a contiguous range of chunks of some groups, for initialisation
 * (phase 'init', stream step 0) or for step `step`. The same function runs inline on the
 * calling thread and inside pool workers, so both give the same bits.
 */
export interface GroupSlice {
  g: number;
  src: string;
  cols: Float64Array[];
  sums: Float64Array;
  n: number;
  width: number;
  from: number;
  to: number;
  coef: Float64Array | null;
}

export interface ChunkWork {
  phase: 'init' | 'step';
  seed: number;
  step: number;
  slices: GroupSlice[];
}

/** The transferable form of ChunkWork: shared buffers instead of views. */
export interface WireSlice {
  g: number;
  src: string;
  buffers: SharedArrayBuffer[];
  sums: SharedArrayBuffer;
  n: number;
  width: number;
  from: number;
  to: number;
  coef: Float64Array | null;
}

export interface WireWork {
  phase: 'init' | 'step';
  seed: number;
  step: number;
  slices: WireSlice[];
}

const seedWords = new Int32Array(4);
const scratch = new Int32Array(4);

export function runChunks(work: ChunkWork): void {
  const streamStep = work.phase === 'init' ? 0 : work.step;
  for (const s of work.slices) {
    if (work.phase === 'init') {
      const fn = compileInit(s.src);
      for (let c = s.from; c < s.to; c++) {
        const start = c * CHUNK_SIZE;
        const end = Math.min(s.n, start + CHUNK_SIZE);
        streamSeed(work.seed, s.g, c, streamStep, seedWords);
        fn(s.cols, start, end, seedWords[0], seedWords[1], seedWords[2], s.sums, c * s.width, ZX, ZR, scratch, zslow);
      }
    } else {
      const fn = compileStep(s.src);
      const coef = s.coef ?? new Float64Array(0);
      for (let c = s.from; c < s.to; c++) {
        const start = c * CHUNK_SIZE;
        const end = Math.min(s.n, start + CHUNK_SIZE);
        streamSeed(work.seed, s.g, c, streamStep, seedWords);
        fn(s.cols, start, end, seedWords[0], seedWords[1], seedWords[2], coef, s.sums, c * s.width, ZX, ZR, scratch, zslow, binomial, SIG, binomialTable);
      }
    }
  }
}

export function runWireWork(work: WireWork): void {
  runChunks({
    phase: work.phase,
    seed: work.seed,
    step: work.step,
    slices: work.slices.map((s) => ({
      g: s.g,
      src: s.src,
      cols: s.buffers.map((b) => new Float64Array(b)),
      sums: new Float64Array(s.sums),
      n: s.n,
      width: s.width,
      from: s.from,
      to: s.to,
      coef: s.coef,
    })),
  });
}
