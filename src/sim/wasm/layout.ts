import { TILE_SIZE } from '../constants.js';
import type { PlanGroup } from '../plan.js';
import { binomialCellTable, FZ, INLINE_BINOMIAL_MAX, SIG, SIG_CELLS, SIG_EPS, SIG_HALF, STIRLING_TAIL, ZR, ZX } from '../rng.js';

/**
 * Where a group's data lives in its WebAssembly memory (byte offsets). One memory per group
 * and run, shared by every thread that computes its chunks:
 *
 *   tables   ziggurat (ZR, ZX), Bernoulli cell brackets, Stirling tail, binomial cell tables
 *   sums     one row of `width` chunk sums per chunk
 *   scratch  SCRATCH_BYTES per chunk
 *   columns  `width` columns (variables, then actions) of `stride` bytes each: the agents,
 *            padded to a multiple of 4 (the kernel computes 4 agents at a time; the padding
 *            agents are computed but never summed nor seen)
 */
export interface GroupLayout {
  zr: number;
  zx: number;
  /** f(ZX[i]) for the wedge test. */
  fz: number;
  /** Per cell k: (SIG[k] − ε, SIG[k+1] + ε). */
  sig: number;
  stirling: number;
  /** n → offset of binomialCellTable(n), for every discrete action with n ≤ INLINE_BINOMIAL_MAX. */
  binomial: Map<number, number>;
  sums: number;
  /** Per chunk SCRATCH_BYTES: a tile of normals, then the list of deferred exact decisions. */
  scratch: number;
  columns: number;
  /** Bytes from one column to the next. */
  stride: number;
  /** Agents per column including the padding. */
  padded: number;
  pages: number;
  /** Equal for layouts with the same offsets and tables: their memories are interchangeable. */
  key: string;
}

const PAGE = 65536;

/**
 * Scratch of one chunk: TILE_SIZE normals (f64), then up to TILE_SIZE deferred decisions of
 * FIX_ENTRY bytes (i32 byte offset of the agent, f64 uniform, f64 predictor). Only the thread
 * computing a chunk touches its scratch, so the shared memory needs no per-thread area.
 */
export const FIX_ENTRY = 24;
export const SCRATCH_BYTES = TILE_SIZE * 8 + TILE_SIZE * FIX_ENTRY;
/** wasm32 addresses 4 GiB at most. */
export const MAX_PAGES = 65536;

const align = (x: number, a: number) => Math.ceil(x / a) * a;

export function groupLayout(g: PlanGroup): GroupLayout {
  let o = 0;
  const zr = o;
  o += ZR.length * 8;
  const zx = o;
  o = align(o + ZX.length * 8, 16);
  const fz = o;
  o = align(o + FZ.length * 8, 16);
  const sig = o;
  o += SIG_CELLS * 16;
  const stirling = o;
  o = align(o + STIRLING_TAIL.length * 8, 16);
  const binomial = new Map<number, number>();
  for (const a of g.actions) {
    if (a.kind !== 'discrete' || a.max > INLINE_BINOMIAL_MAX || binomial.has(a.max)) continue;
    binomial.set(a.max, o);
    o += SIG_HALF * 2 * a.max * 8;
  }
  const sums = align(o, 16);
  o = sums + g.chunks * g.width * 8;
  const scratch = align(o, 16);
  o = scratch + g.chunks * SCRATCH_BYTES;
  const columns = align(o, 64);
  const padded = align(g.n, 4);
  const stride = padded * 8;
  const bytes = columns + g.width * stride;
  const pages = Math.max(1, Math.ceil(bytes / PAGE));
  const key = [zr, zx, fz, sig, stirling, ...[...binomial].flat(), sums, scratch, columns, stride, pages].join(',');
  return { zr, zx, fz, sig, stirling, binomial, sums, scratch, columns, stride, padded, pages, key };
}

/** Writes the constant tables into a fresh memory (once, before any thread reads them). */
export function writeTables(layout: GroupLayout, buffer: ArrayBufferLike): void {
  const f = (offset: number, length: number) => new Float64Array(buffer, offset, length);
  f(layout.zr, ZR.length).set(ZR);
  f(layout.zx, ZX.length).set(ZX);
  f(layout.fz, FZ.length).set(FZ);
  const sig = f(layout.sig, SIG_CELLS * 2);
  for (let k = 0; k < SIG_CELLS; k++) {
    sig[2 * k] = SIG[k] - SIG_EPS;
    sig[2 * k + 1] = SIG[k + 1] + SIG_EPS;
  }
  f(layout.stirling, STIRLING_TAIL.length).set(STIRLING_TAIL);
  for (const [n, offset] of layout.binomial) f(offset, SIG_HALF * 2 * n).set(binomialTable(n));
}

const cellTables = new Map<number, Float64Array>();
function binomialTable(n: number): Float64Array {
  let t = cellTables.get(n);
  if (!t) cellTables.set(n, (t = binomialCellTable(n)));
  return t;
}
