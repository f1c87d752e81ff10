import { LANES, TWO_POW_M24, TWO_POW_M32, UNIFORM_OFFSET, ZIG_R } from '../rng.js';
import { F64, I32, type Code, type ModuleBuilder } from './encoding.js';
import type { GroupLayout } from './layout.js';

/**
 * The scalar functions of a group's module: the rare paths a lane leaves the SIMD fast path
 * for. Each is the arithmetic of its reference in src/sim/rng.ts, operation for operation
 * (WebAssembly's f64 is IEEE double like JavaScript's number, without fused operations), so
 * they give the same bits; test/unit/sim/wasm-kernel.test.ts checks that.
 *
 * The side stream of lane L lives in four mutable i32 globals. Globals belong to an instance
 * and every thread instantiates its own, so they are thread-local while the memory is shared.
 */
export interface ScalarFunctions {
  /** Global index of word 0 of lane L's side stream (words 0..3 follow). */
  sideGlobal: (lane: number) => number;
  /** () → i32: the next output of lane L's side stream. */
  sideNext: number[];
  /** (i: i32, u: f64) → f64: the ziggurat's wedges and tail on lane L's side stream. */
  zslow: number[];
  /** (u, η) → f64: 1 if u < σ(η), else 0 (η not NaN). */
  bernoulliExact: number;
  /** (u, η, n: i32) → f64: rng.binomialOf (η not NaN). */
  binomialExact: number;
  /** (η, n: i32) → f64: Binomial(n, σ(η)) from lane L's side stream; NaN for NaN η. */
  binomialSide: number[];
}

export interface MathImports {
  exp: number;
  log: number;
}

export function addScalarFunctions(m: ModuleBuilder, math: MathImports, layout: GroupLayout): ScalarFunctions {
  const globals: number[] = [];
  for (let i = 0; i < LANES * 4; i++) globals.push(m.globalI32());
  const sideGlobal = (lane: number) => globals[lane * 4];

  const sideNext: number[] = [];
  const sideFns = Array.from({ length: LANES }, () => m.func([], [I32]));
  sideFns.forEach(({ index, code }, lane) => {
    sideNext.push(index);
    emitSideNext(code, sideGlobal(lane));
  });

  const powInt = m.func([F64, I32], [F64]);
  emitPowInt(powInt.code);
  const inversion = m.func([F64, I32, F64], [F64]);
  emitInversion(inversion.code, powInt.index);

  const zslow = Array.from({ length: LANES }, (_, lane) => {
    const f = m.func([I32, F64], [F64]);
    emitZslow(f.code, math, layout, sideNext[lane]);
    return f.index;
  });

  const bernoulliExact = m.func([F64, F64], [F64]);
  emitBernoulliExact(bernoulliExact.code, math);
  const binomialExact = m.func([F64, F64, I32], [F64]);
  emitBinomialExact(binomialExact.code, math, inversion.index);

  const binomialSide = Array.from({ length: LANES }, (_, lane) => {
    const btrs = m.func([I32, F64], [F64]);
    emitBtrs(btrs.code, math, layout, sideNext[lane]);
    const f = m.func([F64, I32], [F64]);
    emitBinomialSide(f.code, math, inversion.index, btrs.index, sideNext[lane]);
    return f.index;
  });

  return { sideGlobal, sideNext, zslow, bernoulliExact: bernoulliExact.index, binomialExact: binomialExact.index, binomialSide };
}

/** sfc32 on four globals (as rng.nextU32). */
function emitSideNext(c: Code, g: number): void {
  const t = c.local(I32);
  const s2 = c.local(I32);
  c.globalGet(g).globalGet(g + 1).op('i32.add').globalGet(g + 3).op('i32.add').set(t);
  c.globalGet(g + 3).i32(1).op('i32.add').globalSet(g + 3);
  c.globalGet(g + 1).globalGet(g + 1).i32(9).op('i32.shr_u').op('i32.xor').globalSet(g);
  c.globalGet(g + 2).set(s2);
  c.get(s2).get(s2).i32(3).op('i32.shl').op('i32.add').globalSet(g + 1);
  c.get(s2).i32(21).op('i32.rotl').get(t).op('i32.add').globalSet(g + 2);
  c.get(t);
}

/** Pushes a uniform in (0, 1) from a side-stream output (as rng.uniform). */
function uniformFrom(c: Code, sideNext: number): void {
  c.call(sideNext).op('f64.convert_i32_s').f64(TWO_POW_M32).op('f64.mul').f64(UNIFORM_OFFSET).op('f64.add');
}

/** (q, n) → q^n by binary powering (as rng.powInt). */
function emitPowInt(c: Code): void {
  const [q, n] = [0, 1];
  const result = c.local(F64);
  const base = c.local(F64);
  c.f64(1).set(result).get(q).set(base);
  c.block().loop();
  c.get(n).i32(1).op('i32.and').if().get(result).get(base).op('f64.mul').set(result).end();
  c.get(n).i32(1).op('i32.shr_u').tee(n).op('i32.eqz').brIf(1);
  c.get(base).get(base).op('f64.mul').set(base);
  c.br(0);
  c.end().end();
  c.get(result);
}

/** (u, n, pp) → k as f64 (as rng.binomialInversion). */
function emitInversion(c: Code, powInt: number): void {
  const [u, n, pp] = [0, 1, 2];
  const r = c.local(F64);
  const P = c.local(F64);
  const F = c.local(F64);
  const k = c.local(I32);
  const q = c.local(F64);
  c.f64(1).get(pp).op('f64.sub').set(q);
  c.get(pp).get(q).op('f64.div').set(r);
  c.get(q).get(n).call(powInt).tee(P).set(F);
  c.i32(0).set(k);
  c.block().loop();
  // while (u > F && k < n)
  c.get(u).get(F).op('f64.gt').op('i32.eqz').brIf(1);
  c.get(k).get(n).op('i32.lt_s').op('i32.eqz').brIf(1);
  // P = P * r * ((n - k) / (k + 1))
  c.get(P).get(r).op('f64.mul');
  c.get(n).get(k).op('i32.sub').op('f64.convert_i32_s').get(k).i32(1).op('i32.add').op('f64.convert_i32_s').op('f64.div');
  c.op('f64.mul').set(P);
  c.get(k).i32(1).op('i32.add').set(k);
  c.get(F).get(P).op('f64.add').set(F);
  c.br(0);
  c.end().end();
  c.get(k).op('f64.convert_i32_s');
}

/** Pushes σ(η) = 1 / (1 + exp(−η)) for the f64 local `eta` (as rng.sigmoid). */
function sigmoidOf(c: Code, math: MathImports, eta: number): void {
  c.f64(1).f64(1).get(eta).op('f64.neg').call(math.exp).op('f64.add').op('f64.div');
}

function emitBernoulliExact(c: Code, math: MathImports): void {
  const [u, eta] = [0, 1];
  c.f64(1).f64(0).get(u);
  sigmoidOf(c, math, eta);
  c.op('f64.lt').op('select');
}

/** (u, η, n) → the inversion at σ(−|η|), counted from the top for η ≥ 0 (as rng.binomialOf). */
function emitBinomialExact(c: Code, math: MathImports, inversion: number): void {
  const [u, eta, n] = [0, 1, 2];
  const k = c.local(F64);
  // σ(−|η|) = 1 / (1 + exp(|η|))
  c.get(u).get(n).f64(1).f64(1).get(eta).op('f64.abs').call(math.exp).op('f64.add').op('f64.div').call(inversion).set(k);
  c.get(eta).f64(0).op('f64.ge').if(F64).get(n).op('f64.convert_i32_s').get(k).op('f64.sub').else().get(k).end();
}

/** (η, n) → Binomial(n, σ(η)) from the side stream (as rng.binomial on σ(η)). */
function emitBinomialSide(c: Code, math: MathImports, inversion: number, btrs: number, sideNext: number): void {
  const [eta, n] = [0, 1];
  const p = c.local(F64);
  const pp = c.local(F64);
  const flip = c.local(I32);
  const k = c.local(F64);
  sigmoidOf(c, math, eta);
  c.set(p);
  c.get(p).get(p).op('f64.ne').if().f64(NaN).op('return').end();
  c.get(p).f64(0.5).op('f64.gt').tee(flip).if(F64).f64(1).get(p).op('f64.sub').else().get(p).end().set(pp);
  c.get(n).op('f64.convert_i32_s').get(pp).op('f64.mul').f64(10).op('f64.lt').if(F64);
  uniformFrom(c, sideNext);
  c.get(n).get(pp).call(inversion);
  c.else();
  c.get(n).get(pp).call(btrs);
  c.end().set(k);
  c.get(flip).if(F64).get(n).op('f64.convert_i32_s').get(k).op('f64.sub').else().get(k).end();
}

/** Pushes rng's stirlingTail(k) for the f64 local k (an integer ≥ 0). */
function stirlingTail(c: Code, layout: GroupLayout, k: number, tmp: number): void {
  c.get(k).f64(9).op('f64.le').if(F64);
  c.get(k).op('i32.trunc_f64_s').i32(3).op('i32.shl').mem('f64.load', layout.stirling);
  c.else();
  // kp1sq = (k + 1)²; (1/12 − (1/360 − 1/1260/kp1sq)/kp1sq)/(k + 1)
  c.get(k).f64(1).op('f64.add').tee(tmp).get(tmp).op('f64.mul').set(tmp);
  c.f64(1.0 / 12).f64(1.0 / 360).f64(1.0 / 1260).get(tmp).op('f64.div').op('f64.sub').get(tmp).op('f64.div').op('f64.sub');
  c.get(k).f64(1).op('f64.add').op('f64.div');
  c.end();
}

/** (n, p) → k: Hörmann's BTRS for n·p ≥ 10, p ≤ ½ (as rng's binomialBtrs). */
function emitBtrs(c: Code, math: MathImports, layout: GroupLayout, sideNext: number): void {
  const [ni, p] = [0, 1];
  const L = (t: typeof F64) => c.local(t);
  const n = L(F64), spq = L(F64), b = L(F64), a = L(F64), cc = L(F64), vr = L(F64), r = L(F64), alpha = L(F64), m = L(F64);
  const u = L(F64), v = L(F64), us = L(F64), k = L(F64), bound = L(F64), tmp = L(F64);
  const log = math.log;
  c.get(ni).op('f64.convert_i32_s').set(n);
  // spq = sqrt(n * p * (1 - p))
  c.get(n).get(p).op('f64.mul').f64(1).get(p).op('f64.sub').op('f64.mul').op('f64.sqrt').set(spq);
  c.f64(1.15).f64(2.53).get(spq).op('f64.mul').op('f64.add').set(b);
  // a = -0.0873 + 0.0248 * b + 0.01 * p
  c.f64(-0.0873).f64(0.0248).get(b).op('f64.mul').op('f64.add').f64(0.01).get(p).op('f64.mul').op('f64.add').set(a);
  c.get(n).get(p).op('f64.mul').f64(0.5).op('f64.add').set(cc);
  c.f64(0.92).f64(4.2).get(b).op('f64.div').op('f64.sub').set(vr);
  c.get(p).f64(1).get(p).op('f64.sub').op('f64.div').set(r);
  c.f64(2.83).f64(5.1).get(b).op('f64.div').op('f64.add').get(spq).op('f64.mul').set(alpha);
  c.get(n).f64(1).op('f64.add').get(p).op('f64.mul').op('f64.floor').set(m);

  c.loop();
  uniformFrom(c, sideNext);
  c.f64(0.5).op('f64.sub').set(u);
  uniformFrom(c, sideNext);
  c.set(v);
  c.f64(0.5).get(u).op('f64.abs').op('f64.sub').set(us);
  // k = floor(((2 * a) / us + b) * u + c)
  c.f64(2).get(a).op('f64.mul').get(us).op('f64.div').get(b).op('f64.add').get(u).op('f64.mul').get(cc).op('f64.add').op('f64.floor').set(k);
  // if (us >= 0.07 && v <= vr) return k
  c.get(us).f64(0.07).op('f64.ge').get(v).get(vr).op('f64.le').op('i32.and').if().get(k).op('return').end();
  // if (k < 0 || k > n) continue
  c.get(k).f64(0).op('f64.lt').get(k).get(n).op('f64.gt').op('i32.or').brIf(0);
  // v = log((v * alpha) / (a / (us * us) + b))
  c.get(v).get(alpha).op('f64.mul').get(a).get(us).get(us).op('f64.mul').op('f64.div').get(b).op('f64.add').op('f64.div').call(log).set(v);
  // (m + 0.5) * log((m + 1) / (r * (n - m + 1)))
  c.get(m).f64(0.5).op('f64.add');
  c.get(m).f64(1).op('f64.add').get(r).get(n).get(m).op('f64.sub').f64(1).op('f64.add').op('f64.mul').op('f64.div').call(log).op('f64.mul');
  // + (n + 1) * log((n - m + 1) / (n - k + 1))
  c.get(n).f64(1).op('f64.add');
  c.get(n).get(m).op('f64.sub').f64(1).op('f64.add').get(n).get(k).op('f64.sub').f64(1).op('f64.add').op('f64.div').call(log).op('f64.mul');
  c.op('f64.add');
  // + (k + 0.5) * log((r * (n - k + 1)) / (k + 1))
  c.get(k).f64(0.5).op('f64.add');
  c.get(r).get(n).get(k).op('f64.sub').f64(1).op('f64.add').op('f64.mul').get(k).f64(1).op('f64.add').op('f64.div').call(log).op('f64.mul');
  c.op('f64.add');
  // + st(m) + st(n - m) - st(k) - st(n - k)
  stirlingTail(c, layout, m, tmp);
  c.op('f64.add');
  c.get(n).get(m).op('f64.sub').set(bound);
  stirlingTail(c, layout, bound, tmp);
  c.op('f64.add');
  stirlingTail(c, layout, k, tmp);
  c.op('f64.sub');
  c.get(n).get(k).op('f64.sub').set(tmp);
  // stirlingTail clobbers tmp only after reading its argument, so pass a copy.
  c.get(tmp).set(u);
  stirlingTail(c, layout, u, tmp);
  c.op('f64.sub').set(bound);
  c.get(v).get(bound).op('f64.le').if().get(k).op('return').end();
  c.br(0);
  c.end();
  c.op('unreachable');
}

/** (i, u) → f64 (as rng.zslow on the lane's side stream). */
function emitZslow(c: Code, math: MathImports, layout: GroupLayout, sideNext: number): void {
  const [i, u] = [0, 1];
  const x = c.local(F64);
  const y = c.local(F64);
  const t = c.local(I32);
  const xx = c.local(F64);
  const zx = (idx: () => void, extra = 0) => {
    idx();
    c.i32(3).op('i32.shl').mem('f64.load', layout.zx + extra);
  };
  c.loop();
  c.get(i).op('i32.eqz').if();
  {
    c.loop();
    uniformFrom(c, sideNext);
    c.call(math.log).f64(ZIG_R).op('f64.div').set(x);
    uniformFrom(c, sideNext);
    c.call(math.log).set(y);
    c.f64(-2).get(y).op('f64.mul').get(x).get(x).op('f64.mul').op('f64.lt').brIf(0);
    c.end();
    c.get(u).f64(0).op('f64.lt').if(F64).get(x).f64(ZIG_R).op('f64.sub').else().f64(ZIG_R).get(x).op('f64.sub').end();
    c.op('return');
  }
  c.end();
  // x = u * ZX[i]
  c.get(u);
  zx(() => c.get(i));
  c.op('f64.mul').set(x);
  c.get(x).get(x).op('f64.mul').set(xx);
  // Under the density within the wedge: FZ[i+1] + U · (FZ[i] − FZ[i+1]) < exp(−x²/2)
  c.get(i).i32(3).op('i32.shl').mem('f64.load', layout.fz + 8);
  uniformFrom(c, sideNext);
  c.get(i).i32(3).op('i32.shl').mem('f64.load', layout.fz).get(i).i32(3).op('i32.shl').mem('f64.load', layout.fz + 8).op('f64.sub');
  c.op('f64.mul').op('f64.add');
  c.f64(-0.5).get(xx).op('f64.mul').call(math.exp).op('f64.lt').if().get(x).op('return').end();
  // a fresh layer and abscissa from the side stream
  c.call(sideNext).tee(t).i32(127).op('i32.and').set(i);
  c.get(t).i32(7).op('i32.shr_s').op('f64.convert_i32_s').f64(TWO_POW_M24).op('f64.mul').set(u);
  c.get(u).op('f64.abs').get(i).i32(3).op('i32.shl').mem('f64.load', layout.zr).op('f64.lt').if();
  c.get(u);
  zx(() => c.get(i));
  c.op('f64.mul').op('return');
  c.end();
  c.br(0);
  c.end();
  c.op('unreachable');
}
