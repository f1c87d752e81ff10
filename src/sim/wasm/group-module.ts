import { TILE_SIZE } from '../constants.js';
import type { PlanGroup } from '../plan.js';
import { INLINE_BINOMIAL_MAX, LANES, SEED_K1, SEED_K2, SEED_K3, SIG_CELLS, SIG_HALF, SIG_LO, SIG_SCALE, TWO_POW_M24, TWO_POW_M32, UNIFORM_OFFSET, WARMUP_ROUNDS } from '../rng.js';
import { Code, F64, I32, ModuleBuilder, V128, type ValType } from './encoding.js';
import { FIX_ENTRY, SCRATCH_BYTES, type GroupLayout } from './layout.js';
import { addScalarFunctions, type ScalarFunctions } from './scalar.js';

/**
 * Generates the WebAssembly module of one group: `step` computes the chunk of a step, `init`
 * initialises a chunk. Like the JavaScript generator before it, every coefficient, bound,
 * drift and noise is a constant of the code and every column an address, so there is no
 * dispatch on types and no lookup.
 *
 * Agents go four at a time, one per lane of the SIMD generator (lane = agent index in the
 * chunk mod 4): two f64x2 pairs, A (lanes 0, 1) and B (lanes 2, 3). Each pair's arithmetic
 * is the scalar arithmetic of simulation-model.md done on both agents at once, in the same
 * order of operations as the scalar reference, so every value is the reference's bits.
 *
 * A chunk runs tile by tile (TILE_SIZE agents), and within a tile in passes: one per action
 * in config order, then one per variable. Each pass is a small loop with few live values,
 * and the tile's columns stay in the first-level cache between passes. This fixes the draw
 * order of a lane (the draw's "place in the chunk's work"): tile by tile; within a tile,
 * pass by pass; within a pass, agent by agent:
 * - step: an action's pass draws per agent: binary 1 output; discrete n ≤ 16: 1; discrete
 *   n > 16: none (all from the side stream); continuous with noise: 1 normal. A variable's
 *   pass: 1 normal where noise > 0.
 * - init: a variable's pass: normal 1 output, uniform 2, value none.
 * A normal that leaves the ziggurat's fast path, and a large-n binomial, continue on the
 * lane's side stream (scalar.ts), in the same order.
 *
 * Chunk sums: the even agents of the chunk are summed in agent order in lane 0 of an
 * accumulator, the odd ones in lane 1, and the chunk sum is even + odd.
 */

export const STEP_EXPORT = 'step';
export const INIT_EXPORT = 'init';

const HI_TO_LO = [8, 9, 10, 11, 12, 13, 14, 15, 8, 9, 10, 11, 12, 13, 14, 15];
const LANE0_BOTH = [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7];
const LANE1_BOTH = [8, 9, 10, 11, 12, 13, 14, 15, 8, 9, 10, 11, 12, 13, 14, 15];
/** 64-bit lane 0 of the first operand, then lane 0 of the second. */
const LOW_HALVES = [0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23];
/** 64-bit lane 1 of the first operand, then lane 1 of the second. */
const HIGH_HALVES = [8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31];
/** The low 32 bits of both 64-bit lanes into i32 lanes 0 and 1. */
const LOW_WORDS = [0, 1, 2, 3, 8, 9, 10, 11, 0, 1, 2, 3, 8, 9, 10, 11];

export function buildGroupModule(g: PlanGroup, layout: GroupLayout): Uint8Array {
  const m = new ModuleBuilder();
  m.importMemory('env', 'memory', layout.pages, true);
  const math = { exp: m.importFunction('env', 'exp', [F64], [F64]), log: m.importFunction('env', 'log', [F64], [F64]) };
  const scalar = addScalarFunctions(m, math, layout);
  const step = m.func([I32, I32, I32, I32, I32, I32, ...g.actions.map((): ValType => F64)], [], STEP_EXPORT);
  new ChunkEmitter(step.code, g, layout, scalar, 'step').emit();
  const init = m.func([I32, I32, I32, I32, I32], [], INIT_EXPORT);
  new ChunkEmitter(init.code, g, layout, scalar, 'init').emit();
  return m.encode();
}

type Pair = 0 | 1;

class ChunkEmitter {
  // Parameters: chunk index, first agent, end agent, seed, group index, step; then K_a.
  private readonly P_CHUNK = 0;
  private readonly P_START = 1;
  private readonly P_END = 2;
  private readonly P_SEED = 3;
  private readonly P_GROUP = 4;
  private readonly P_STEP = 5;
  private readonly s: number[];
  private readonly o: number;
  private readonly oEnd: number;
  private readonly rem: number;
  private readonly acc: number[];
  private readonly mask: [number, number];
  private readonly consts = new Map<string, { local: number; init: (c: Code) => void }>();
  private readonly K: number[] = [];
  /** True while emitting the partial last block of a group, where lanes ≥ rem are padding. */
  private masked = false;
  /** Scratch of the chunk: `zb + o` addresses the tile's normal of the agent at o. */
  private readonly zb: number;
  /** Deferred exact decisions of the current pass: list base and count. */
  private readonly fixBase: number;
  private readonly nfix: number;

  constructor(
    private readonly c: Code,
    private readonly g: PlanGroup,
    private readonly layout: GroupLayout,
    private readonly scalar: ScalarFunctions,
    private readonly kind: 'step' | 'init',
  ) {
    this.s = [c.local(V128), c.local(V128), c.local(V128), c.local(V128)];
    this.o = c.local(I32);
    this.oEnd = c.local(I32);
    this.rem = c.local(I32);
    this.acc = Array.from({ length: g.width }, () => c.local(V128));
    this.mask = [c.local(V128), c.local(V128)];
    this.zb = c.local(I32);
    this.fixBase = c.local(I32);
    this.nfix = c.local(I32);
  }

  emit(): void {
    const c = this.c;
    if (this.kind === 'step') {
      this.g.actions.forEach(() => {
        const k = c.local(V128);
        this.K.push(k);
      });
    }
    this.chunkLoop();
    c.prepend(() => {
      for (const { init } of this.consts.values()) init(c);
      this.K.forEach((k, j) => c.get(6 + j).op('f64x2.splat').set(k));
      this.seedStreams();
      for (const a of this.acc) c.f64x2(0).set(a);
    });
  }

  // ---- constants, hoisted into locals set once at entry

  private f(x: number): number {
    const key = 'f' + (Object.is(x, -0) ? '-0' : String(x));
    let e = this.consts.get(key);
    if (!e) {
      const local = this.c.local(V128);
      e = { local, init: (c) => c.f64x2(x).set(local) };
      this.consts.set(key, e);
    }
    return e.local;
  }

  private i4(a: number, b = a, cc = a, d = a): number {
    const key = `i${a},${b},${cc},${d}`;
    let e = this.consts.get(key);
    if (!e) {
      const local = this.c.local(V128);
      e = { local, init: (c) => c.i32x4(a, b, cc, d).set(local) };
      this.consts.set(key, e);
    }
    return e.local;
  }

  /** All bits but the sign: `and` gives |x| in one instruction, without a constant load. */
  private absMask(): number {
    return this.i4(-1, 0x7fffffff, -1, 0x7fffffff);
  }

  // ---- streams

  private fmixScalar(): void {
    const c = this.c;
    const h = c.local(I32);
    c.set(h);
    c.get(h).get(h).i32(16).op('i32.shr_u').op('i32.xor').i32(0x85ebca6b | 0).op('i32.mul').set(h);
    c.get(h).get(h).i32(13).op('i32.shr_u').op('i32.xor').i32(0xc2b2ae35 | 0).op('i32.mul').set(h);
    c.get(h).get(h).i32(16).op('i32.shr_u').op('i32.xor');
  }

  private fmixVector(): void {
    const c = this.c;
    const h = c.local(V128);
    c.set(h);
    c.get(h).get(h).i32(16).op('i32x4.shr_u').op('v128.xor').i32x4(0x85ebca6b | 0).op('i32x4.mul').set(h);
    c.get(h).get(h).i32(13).op('i32x4.shr_u').op('v128.xor').i32x4(0xc2b2ae35 | 0).op('i32x4.mul').set(h);
    c.get(h).get(h).i32(16).op('i32x4.shr_u').op('v128.xor');
  }

  /** One sfc32 step of four streams held in state locals `st`; leaves the outputs in `t`. */
  private sfc32(st: number[], t: number): void {
    const c = this.c;
    const [s0, s1, s2, s3] = st;
    const tmp = c.local(V128);
    c.get(s0).get(s1).op('i32x4.add').get(s3).op('i32x4.add').set(t);
    c.get(s3).i32x4(1).op('i32x4.add').set(s3);
    c.get(s1).get(s1).i32(9).op('i32x4.shr_u').op('v128.xor').set(s0);
    c.get(s2).i32(21).op('i32x4.shl').get(s2).i32(11).op('i32x4.shr_u').op('v128.or').get(t).op('i32x4.add').set(tmp);
    c.get(s2).get(s2).i32(3).op('i32x4.shl').op('i32x4.add').set(s1);
    c.get(tmp).set(s2);
  }

  /** Seeds lanes 0..3 (state locals) and the side streams 4..7 (globals), as rng.streamSeed. */
  private seedStreams(): void {
    const c = this.c;
    const a = c.local(I32);
    const b = c.local(I32);
    const base = c.local(I32);
    c.get(this.P_SEED).i32(SEED_K1).op('i32.xor');
    this.fmixScalar();
    c.set(a);
    c.get(this.P_GROUP).i32(20).op('i32.shl').get(this.P_CHUNK).op('i32.or').i32(SEED_K2).op('i32.xor').get(a).op('i32.xor');
    this.fmixScalar();
    c.set(b);
    if (this.kind === 'step') c.get(this.P_STEP).i32(3).op('i32.shl');
    else c.i32(0);
    c.i32(SEED_K3).op('i32.xor').get(b).op('i32.xor').set(base);

    const seed = (st: number[], streams: [number, number, number, number]) => {
      c.get(a).op('i32x4.splat').set(st[0]);
      c.get(b).op('i32x4.splat').set(st[1]);
      c.get(base).op('i32x4.splat').i32x4(...streams).op('v128.xor');
      this.fmixVector();
      c.set(st[2]);
      c.i32x4(1).set(st[3]);
      const t = c.local(V128);
      for (let w = 0; w < WARMUP_ROUNDS; w++) this.sfc32(st, t);
    };
    seed(this.s, [0, 1, 2, 3]);
    const side = [c.local(V128), c.local(V128), c.local(V128), c.local(V128)];
    seed(side, [4, 5, 6, 7]);
    for (let lane = 0; lane < LANES; lane++) {
      for (let w = 0; w < 4; w++) c.get(side[w]).lane('i32x4.extract_lane', lane).globalSet(this.scalar.sideGlobal(lane) + w);
    }
  }

  /** The next output of the four lanes, in a fresh local. */
  private draw(): number {
    const t = this.c.local(V128);
    this.sfc32(this.s, t);
    return t;
  }

  /** Pushes the i32x4 whose low two lanes are the pair's two lanes of `t`. */
  private pairLanes(t: number, pair: Pair): void {
    this.c.get(t);
    if (pair === 1) this.c.get(t).shuffle(HI_TO_LO);
  }

  private uniform(t: number, pair: Pair): number {
    const c = this.c;
    const u = c.local(V128);
    this.pairLanes(t, pair);
    c.op('f64x2.convert_low_i32x4_s').get(this.f(TWO_POW_M32)).op('f64x2.mul').get(this.f(UNIFORM_OFFSET)).op('f64x2.add').set(u);
    return u;
  }

  /**
   * Emits `slow` for lane `l` of the pair, except on padding: padding agents take their lanes'
   * fixed draws like any agent but never a side-stream draw, so that what they draw does not
   * depend on their (unsaved, meaningless) values and real agents' draws never depend on them.
   */
  private unlessPadding(pair: Pair, l: 0 | 1, slow: () => void): void {
    const lane = 2 * pair + l;
    if (!this.masked || lane === 0) return slow();
    if (lane === LANES - 1) return;
    this.c.get(this.rem).i32(lane).op('i32.gt_s').if();
    slow();
    this.c.end();
  }

  /**
   * Standard normals of a pair from output `t` on the ziggurat's fast path; `off` marks the
   * lanes that must continue on the slow path (deferNormals).
   */
  private normal(t: number, pair: Pair): { z: number; off: number; u: number; ti: number } {
    const c = this.c;
    const L = this.layout;
    const ti = c.local(V128);
    const idx = c.local(V128);
    const u = c.local(V128);
    const z = c.local(V128);
    const off = c.local(V128);
    const a = [c.local(I32), c.local(I32)];
    this.pairLanes(t, pair);
    c.set(ti);
    c.get(ti).get(this.i4(127)).op('v128.and').i32(3).op('i32x4.shl').set(idx);
    c.get(ti).i32(7).op('i32x4.shr_s').op('f64x2.convert_low_i32x4_s').get(this.f(TWO_POW_M24)).op('f64x2.mul').set(u);
    c.get(idx).lane('i32x4.extract_lane', 0).set(a[0]);
    c.get(idx).lane('i32x4.extract_lane', 1).set(a[1]);
    // |u| < ZR[i] → z = u · ZX[i]; the tables are gathered lane by lane.
    const tab = c.local(V128);
    c.get(a[0]).mem('v128.load64_zero', L.zr).set(tab);
    c.get(a[1]).get(tab).load64Lane(1, L.zr).set(tab);
    c.get(u).get(this.absMask()).op('v128.and').get(tab).op('f64x2.ge').set(off);
    c.get(a[0]).mem('v128.load64_zero', L.zx).set(tab);
    c.get(a[1]).get(tab).load64Lane(1, L.zx).set(tab);
    c.get(u).get(tab).op('f64x2.mul').set(z);
    return { z, off, u, ti };
  }

  /**
   * Records the lanes of a block that left the fast path for the wedge or tail after the
   * pass (drawNormals), in agent order: the normal's scratch address, its layer and lane, its
   * abscissa. One branch per block.
   */
  private deferNormals(parts: Array<{ off: number; u: number; ti: number }>): void {
    const c = this.c;
    c.get(parts[0].off).get(parts[1].off).op('v128.or').op('v128.any_true').if();
    parts.forEach(({ off, u, ti }, pair) => {
      for (const l of [0, 1] as const) {
        this.unlessPadding(pair as Pair, l, () => {
          c.get(off).lane('i32x4.extract_lane', 2 * l).if();
          const at = c.local(I32);
          c.get(this.nfix).i32(FIX_ENTRY).op('i32.mul').get(this.fixBase).op('i32.add').set(at);
          c.get(at).get(this.zb).get(this.o).op('i32.add').i32(16 * pair + 8 * l).op('i32.add').mem('i32.store', 0);
          c.get(at).get(ti).lane('i32x4.extract_lane', l).i32(127).op('i32.and').i32((2 * pair + l) << 8).op('i32.or').mem('i32.store', 4);
          c.get(at).get(u).lane('f64x2.extract_lane', l).mem('f64.store', 8);
          c.get(this.nfix).i32(1).op('i32.add').set(this.nfix);
          c.end();
        });
      }
    });
    c.end();
  }

  /**
   * A pass that only draws the normals of a pass to come into the chunk's scratch. Its loop
   * holds the generator and little else, so the rare call to the slow path costs little;
   * the pass that uses the normals then has no call at all.
   */
  private drawNormals(tile: number): void {
    const c = this.c;
    c.i32(0).set(this.nfix);
    this.pass(tile, () => {
      const t = this.draw();
      const parts = [this.normal(t, 0), this.normal(t, 1)];
      parts.forEach(({ z }, pair) => c.get(this.zb).get(this.o).op('i32.add').get(z).mem('v128.store', 16 * pair));
      this.deferNormals(parts);
    });
    // The deferred slow paths: each entry holds the normal's address, its layer and lane, and
    // its abscissa; the lane's side stream pays, in agent order as in the reference.
    const at = c.local(I32);
    const il = c.local(I32);
    const zu = c.local(F64);
    c.get(this.fixBase).set(at);
    c.block().loop();
    c.get(this.nfix).op('i32.eqz').brIf(1);
    c.get(at).mem('i32.load', 4).set(il);
    c.get(at).mem('f64.load', 8).set(zu);
    // zslow(layer, abscissa) of the entry's lane
    const zslow = (lane: number) => c.get(il).i32(255).op('i32.and').get(zu).call(this.scalar.zslow[lane]);
    c.get(at).mem('i32.load', 0);
    c.get(il).i32(8).op('i32.shr_u').i32(2).op('i32.lt_u').if(F64);
    c.get(il).i32(8).op('i32.shr_u').if(F64);
    zslow(1);
    c.else();
    zslow(0);
    c.end();
    c.else();
    c.get(il).i32(8).op('i32.shr_u').i32(3).op('i32.eq').if(F64);
    zslow(3);
    c.else();
    zslow(2);
    c.end();
    c.end();
    c.mem('f64.store', 0);
    c.get(at).i32(FIX_ENTRY).op('i32.add').set(at);
    c.get(this.nfix).i32(1).op('i32.sub').set(this.nfix);
    c.br(0);
    c.end().end();
  }

  /** The normals drawNormals() left for the pair. */
  private loadNormals(pair: Pair): number {
    const z = this.c.local(V128);
    this.c.get(this.zb).get(this.o).op('i32.add').mem('v128.load', 16 * pair).set(z);
    return z;
  }

  /**
   * Records the lanes of `pending` (a 64-bit lane mask) for an exact decision after the pass:
   * the agent's byte offset in a column, its uniform and its predictor. Padding is never
   * recorded.
   */
  private defer(pending: number, u: number, e: number, pair: Pair): void {
    const c = this.c;
    c.get(pending).op('v128.any_true').if();
    for (const l of [0, 1] as const) {
      this.unlessPadding(pair, l, () => {
        c.get(pending).lane('i32x4.extract_lane', 2 * l).if();
        const at = c.local(I32);
        c.get(this.nfix).i32(FIX_ENTRY).op('i32.mul').get(this.fixBase).op('i32.add').set(at);
        c.get(at).get(this.o).i32(16 * pair + 8 * l).op('i32.add').mem('i32.store', 0);
        c.get(at).get(u).lane('f64x2.extract_lane', l).mem('f64.store', 8);
        c.get(at).get(e).lane('f64x2.extract_lane', l).mem('f64.store', 16);
        c.get(this.nfix).i32(1).op('i32.add').set(this.nfix);
        c.end();
      });
    }
    c.end();
  }

  /**
   * Makes the deferred decisions of a pass over action column `col`: the exact value goes to
   * the column and into the even or odd lane of the column's sum. The pass left 0 there; the
   * values are integers, so adding them afterwards gives the same sum exactly.
   */
  private fixUp(col: number, exact: () => void): void {
    const c = this.c;
    const at = c.local(I32);
    const off = c.local(I32);
    const y = c.local(F64);
    const acc = this.acc[col];
    c.get(this.fixBase).set(at);
    c.block().loop();
    c.get(this.nfix).op('i32.eqz').brIf(1);
    c.get(at).mem('i32.load', 0).set(off);
    c.get(at).mem('f64.load', 8).get(at).mem('f64.load', 16);
    exact();
    c.set(y);
    c.get(off).get(y).mem('f64.store', this.colOffset(col, 0));
    c.get(off).i32(8).op('i32.and').if();
    c.get(acc).get(acc).lane('f64x2.extract_lane', 1).get(y).op('f64.add').lane('f64x2.replace_lane', 1).set(acc);
    c.else();
    c.get(acc).get(acc).lane('f64x2.extract_lane', 0).get(y).op('f64.add').lane('f64x2.replace_lane', 0).set(acc);
    c.end();
    c.get(at).i32(FIX_ENTRY).op('i32.add').set(at);
    c.get(this.nfix).i32(1).op('i32.sub').set(this.nfix);
    c.br(0);
    c.end().end();
  }

  /** 1 with probability σ(e), from the uniforms u; NaN where e is NaN. */
  private bernoulli(e: number, u: number, pair: Pair): number {
    const c = this.c;
    const L = this.layout;
    const k = c.local(V128);
    const a = [c.local(I32), c.local(I32)];
    const lo = c.local(V128);
    const hi = c.local(V128);
    const one = c.local(V128);
    const gap = c.local(V128);
    const y = c.local(V128);
    this.cellIndex(e, k);
    c.get(k).i32(4).op('i32x4.shl').set(k);
    c.get(k).lane('i32x4.extract_lane', 0).set(a[0]);
    c.get(k).lane('i32x4.extract_lane', 1).set(a[1]);
    c.get(a[0]).mem('v128.load64_zero', L.sig).set(lo);
    c.get(a[1]).get(lo).load64Lane(1, L.sig).set(lo);
    c.get(a[0]).mem('v128.load64_zero', L.sig + 8).set(hi);
    c.get(a[1]).get(hi).load64Lane(1, L.sig + 8).set(hi);
    c.get(u).get(lo).op('f64x2.lt').set(one);
    c.get(one).get(this.f(1)).op('v128.and').set(y);
    c.get(one).get(u).get(hi).op('f64x2.ge').op('v128.or').op('v128.not').set(gap);
    this.defer(gap, u, e, pair);
    return this.nanWhereNan(e, y);
  }

  /** y, with NaN in the lanes where e is NaN (a NaN predictor fails the run, never a silent 0). */
  private nanWhereNan(e: number, y: number): number {
    this.c.get(this.f(NaN)).get(y).get(e).get(e).op('f64x2.ne').op('v128.bitselect').set(y);
    return y;
  }

  /** k = the sigmoid cell of e (rng.sigmoidCell), at most `last`, in the low two i32 lanes. */
  private cellIndex(e: number, k: number, last = SIG_CELLS - 1): void {
    const c = this.c;
    c.get(e).get(this.f(-SIG_LO)).op('f64x2.add').get(this.f(SIG_SCALE)).op('f64x2.mul').op('i32x4.trunc_sat_f64x2_s_zero');
    c.get(this.i4(0)).op('i32x4.max_s').get(this.i4(last)).op('i32x4.min_s').set(k);
  }

  /**
   * Binomial(n, σ(e)) for n ≤ INLINE_BINOMIAL_MAX from the uniforms u: the cell table's
   * counts c1 = #{j : u > A_j} and c2 = #{j : u > B_j}, both at once per lane; where they
   * differ (rare), the exact inversion.
   */
  private binomialSmall(e: number, u: number, n: number, pair: Pair): number {
    const c = this.c;
    const table = this.layout.binomial.get(n)!;
    const k = c.local(V128);
    const flip = c.local(V128);
    const a = [c.local(I32), c.local(I32)];
    const cnt = [c.local(V128), c.local(V128)];
    const counts = c.local(V128);
    const y = c.local(V128);
    // The table's cell of −|e|; from e ≥ 0 on the result is n − count.
    const neg = c.local(V128);
    c.get(e).get(this.i4(0, 0x80000000 | 0, 0, 0x80000000 | 0)).op('v128.or').set(neg);
    this.cellIndex(neg, k, SIG_HALF - 1);
    c.get(e).get(this.f(0)).op('f64x2.ge').set(flip);
    c.get(k).get(this.i4(2 * n * 8)).op('i32x4.mul').set(k);
    for (const l of [0, 1] as const) {
      const uu = c.local(V128);
      c.get(k).lane('i32x4.extract_lane', l).set(a[l]);
      c.get(u).get(u).shuffle(l === 0 ? LANE0_BOTH : LANE1_BOTH).set(uu);
      c.f64x2(0).set(cnt[l]);
      for (let j = 0; j < n; j++) {
        // (u > A_j, u > B_j) as −1/0 in each 64-bit half: subtracting counts up.
        c.get(cnt[l]).get(uu).get(a[l]).mem('v128.load', table + j * 16, 3).op('f64x2.gt').op('i64x2.sub').set(cnt[l]);
      }
    }
    // counts = (c1 of lane 0, c1 of lane 1); the eq test compares with (c2, c2)
    c.get(cnt[0]).get(cnt[1]).shuffle(LOW_HALVES).set(counts);
    c.get(counts).get(counts).shuffle(LOW_WORDS).op('f64x2.convert_low_i32x4_s').set(y);
    c.get(this.f(n)).get(y).op('f64x2.sub').get(y).get(flip).op('v128.bitselect').set(y);
    const eq = c.local(V128);
    c.get(counts).get(cnt[0]).get(cnt[1]).shuffle(HIGH_HALVES).op('i64x2.eq').set(eq);
    // Where the ends disagree: 0 now, the exact inversion after the pass.
    c.get(y).get(eq).op('v128.and').set(y);
    c.get(eq).op('v128.not').set(eq);
    this.defer(eq, u, e, pair);
    return this.nanWhereNan(e, y);
  }

  private binomialSide(e: number, n: number, pair: Pair): number {
    const c = this.c;
    const y = c.local(V128);
    c.get(this.f(0)).set(y);
    for (const l of [0, 1] as const) {
      this.unlessPadding(pair, l, () => {
        c.get(y).get(e).lane('f64x2.extract_lane', l).i32(n).call(this.scalar.binomialSide[2 * pair + l]).lane('f64x2.replace_lane', l).set(y);
      });
    }
    return y;
  }

  private clamp(v: number, lo: number | null, hi: number | null): void {
    const c = this.c;
    if (lo !== null) c.get(v).get(this.f(lo)).op('f64x2.pmax').set(v);
    if (hi !== null) c.get(v).get(this.f(hi)).op('f64x2.pmin').set(v);
  }

  // ---- addresses: o is the byte offset of the block's first agent within a column

  private colOffset(col: number, pair: Pair): number {
    return this.layout.columns + col * this.layout.stride + 16 * pair;
  }

  private load(col: number, pair: Pair): number {
    const v = this.c.local(V128);
    this.c.get(this.o).mem('v128.load', this.colOffset(col, pair)).set(v);
    return v;
  }

  private store(col: number, pair: Pair, v: number): void {
    this.c.get(this.o).get(v).mem('v128.store', this.colOffset(col, pair));
  }

  private accumulate(col: number, pair: Pair, v: number, masked: boolean): void {
    const c = this.c;
    c.get(this.acc[col]).get(v);
    if (masked) c.get(this.mask[pair]).op('v128.and');
    c.op('f64x2.add').set(this.acc[col]);
  }

  // ---- the chunk: tiles, passes, blocks of four agents

  private chunkLoop(): void {
    const c = this.c;
    const tile = c.local(I32);
    const tileEnd = c.local(I32);
    c.get(this.P_START).set(tile);
    c.get(this.P_CHUNK).i32(SCRATCH_BYTES).op('i32.mul').i32(this.layout.scratch).op('i32.add').set(this.zb);
    c.get(this.zb).i32(TILE_SIZE * 8).op('i32.add').set(this.fixBase);
    // zb + o addresses the tile's scratch from the agent's byte offset o: subtract the tile's.
    c.get(this.zb).get(tile).i32(3).op('i32.shl').op('i32.sub').set(this.zb);
    c.block().loop();
    c.get(tile).get(this.P_END).op('i32.ge_u').brIf(1);
    // tileEnd = min(tile + TILE_SIZE, end); the block range of the tile's passes
    c.get(tile).i32(TILE_SIZE).op('i32.add').tee(tileEnd).get(this.P_END).get(tileEnd).get(this.P_END).op('i32.lt_u').op('select').set(tileEnd);
    c.get(tileEnd).get(tile).op('i32.sub').i32(3).op('i32.and').set(this.rem);
    c.get(tileEnd).get(this.rem).op('i32.sub').i32(3).op('i32.shl').set(this.oEnd);
    c.get(this.rem).if();
    c.get(this.rem).op('i32x4.splat').i32x4(0, 0, 1, 1).op('i32x4.gt_s').set(this.mask[0]);
    c.get(this.rem).op('i32x4.splat').i32x4(2, 2, 3, 3).op('i32x4.gt_s').set(this.mask[1]);
    c.end();
    if (this.kind === 'init') this.initPasses(tile);
    else this.stepPasses(tile);
    c.get(tile).i32(TILE_SIZE).op('i32.add').set(tile);
    c.get(this.zb).i32(TILE_SIZE * 8).op('i32.sub').set(this.zb);
    c.br(0);
    c.end().end();
    const sums = c.local(I32);
    c.get(this.P_CHUNK).i32(this.g.width * 8).op('i32.mul').set(sums);
    for (let col = 0; col < this.g.width; col++) {
      c.get(sums).get(this.acc[col]).lane('f64x2.extract_lane', 0).get(this.acc[col]).lane('f64x2.extract_lane', 1).op('f64.add');
      c.mem('f64.store', this.layout.sums + col * 8);
    }
  }

  /** One pass over the tile's blocks; the last block of a group may be partial (masked). */
  private pass(tile: number, body: (masked: boolean) => void): void {
    const c = this.c;
    c.get(tile).i32(3).op('i32.shl').set(this.o);
    c.block().loop();
    c.get(this.o).get(this.oEnd).op('i32.ge_u').brIf(1);
    body(false);
    c.get(this.o).i32(32).op('i32.add').set(this.o);
    c.br(0);
    c.end().end();
    c.get(this.rem).if();
    this.masked = true;
    body(true);
    this.masked = false;
    c.end();
  }

  private initPasses(tile: number): void {
    const c = this.c;
    const g = this.g;
    g.variables.forEach((v, j) => {
      if (v.init === 'normal') this.drawNormals(tile);
      this.pass(tile, (masked) => {
        const tUniform = v.init === 'uniform' ? [this.draw(), this.draw()] : null;
        for (const pair of [0, 1] as const) {
          const x = c.local(V128);
          if (v.init === 'normal') {
            const z = this.loadNormals(pair);
            c.get(this.f(v.p1)).get(this.f(v.p2)).get(z).op('f64x2.mul').op('f64x2.add').set(x);
          } else if (tUniform) {
            // rng.uniform53: (hi · 2^26 + lo + 0.5) · 2^-53 with hi = t1 >>> 5, lo = t2 >>> 6
            // (both non-negative after the shift, so the signed conversion is exact)
            this.pairLanes(tUniform[0], pair);
            c.i32(5).op('i32x4.shr_u').op('f64x2.convert_low_i32x4_s').get(this.f(67108864)).op('f64x2.mul');
            this.pairLanes(tUniform[1], pair);
            c.i32(6).op('i32x4.shr_u').op('f64x2.convert_low_i32x4_s').op('f64x2.add');
            c.get(this.f(0.5)).op('f64x2.add').get(this.f(1.1102230246251565e-16)).op('f64x2.mul').set(x);
            c.get(this.f(v.p1)).get(this.f(v.p2 - v.p1)).get(x).op('f64x2.mul').op('f64x2.add').set(x);
          } else {
            c.get(this.f(v.p1)).set(x);
          }
          this.clamp(x, v.lo, v.hi);
          this.store(j, pair, x);
          this.accumulate(j, pair, x, masked);
        }
      });
    });
    if (g.actions.length) {
      const zero = this.f(0);
      this.pass(tile, () => {
        g.actions.forEach((_, j) => {
          for (const pair of [0, 1] as const) this.store(g.variables.length + j, pair, zero);
        });
      });
    }
  }

  private stepPasses(tile: number): void {
    const c = this.c;
    const g = this.g;
    const nv = g.variables.length;

    g.actions.forEach((a, j) => {
      const deferred = a.kind === 'binary' || (a.kind === 'discrete' && a.max <= INLINE_BINOMIAL_MAX);
      const normals = a.kind === 'continuous' && a.noise > 0;
      if (normals) this.drawNormals(tile);
      if (deferred) c.i32(0).set(this.nfix);
      this.pass(tile, (masked) => {
        const x = new Map<number, [number, number]>();
        for (const w of a.own) if (!x.has(w.variable)) x.set(w.variable, [this.load(w.variable, 0), this.load(w.variable, 1)]);
        const e = ([0, 1] as const).map((pair) => {
          const eta = c.local(V128);
          c.get(this.K[j]);
          for (const w of a.own) c.get(this.f(w.weight)).get(x.get(w.variable)![pair]).op('f64x2.mul').op('f64x2.add');
          c.set(eta);
          return eta;
        });
        let out: [number, number];
        if (a.kind === 'binary') {
          const t = this.draw();
          out = [this.bernoulli(e[0], this.uniform(t, 0), 0), this.bernoulli(e[1], this.uniform(t, 1), 1)];
        } else if (a.kind === 'discrete' && a.max <= INLINE_BINOMIAL_MAX) {
          const t = this.draw();
          out = [this.binomialSmall(e[0], this.uniform(t, 0), a.max, 0), this.binomialSmall(e[1], this.uniform(t, 1), a.max, 1)];
        } else if (a.kind === 'discrete') {
          out = [this.binomialSide(e[0], a.max, 0), this.binomialSide(e[1], a.max, 1)];
        } else {
          out = [e[0], e[1]];
          if (normals) {
            for (const pair of [0, 1] as const) {
              const z = this.loadNormals(pair);
              c.get(out[pair]).get(this.f(a.noise)).get(z).op('f64x2.mul').op('f64x2.add').set(out[pair]);
            }
          }
          for (const pair of [0, 1] as const) this.clamp(out[pair], a.lo, a.hi);
        }
        for (const pair of [0, 1] as const) {
          this.store(nv + j, pair, out[pair]);
          this.accumulate(nv + j, pair, out[pair], masked);
        }
      });
      if (a.kind === 'binary') this.fixUp(nv + j, () => c.call(this.scalar.bernoulliExact));
      else if (deferred) this.fixUp(nv + j, () => c.i32(a.max).call(this.scalar.binomialExact));
    });

    g.variables.forEach((v, j) => {
      const effects = g.actions.flatMap((a, k) => a.effects.filter((e) => e.variable === j).map((e) => ({ effect: e.effect, k })));
      const changes = effects.length > 0 || v.drift !== 0 || v.noise > 0 || v.growth !== 0;
      if (changes && v.noise > 0) this.drawNormals(tile);
      this.pass(tile, (masked) => {
        if (!changes) {
          for (const pair of [0, 1] as const) this.accumulate(j, pair, this.load(j, pair), masked);
          return;
        }
        for (const pair of [0, 1] as const) {
          const nx = this.load(j, pair);
          c.get(nx);
          for (const { effect, k } of effects) c.get(this.f(effect)).get(this.load(nv + k, pair)).op('f64x2.mul').op('f64x2.add');
          c.set(nx);
          // Emitted only when set, so a configuration without growth runs exactly as before.
          if (v.growth !== 0) c.get(nx).get(this.f(1 + v.growth)).op('f64x2.mul').set(nx);
          if (v.drift !== 0) c.get(nx).get(this.f(v.drift)).op('f64x2.add').set(nx);
          if (v.noise > 0) {
            const z = this.loadNormals(pair);
            c.get(nx).get(this.f(v.noise)).get(z).op('f64x2.mul').op('f64x2.add').set(nx);
          }
          this.clamp(nx, v.lo, v.hi);
          this.store(j, pair, nx);
          this.accumulate(j, pair, nx, masked);
        }
      });
    });
  }
}
