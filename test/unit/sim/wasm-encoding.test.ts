import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Code, F64, I32, ModuleBuilder, V128, type PlainOp } from '../../../src/sim/wasm/encoding.js';

/**
 * Every instruction the kernel's emitter knows, checked against JavaScript arithmetic: a
 * wrong opcode either fails validation or computes something else, and both fail here.
 */

/** A module whose exported `run` is `body`, over a fresh 1-page memory (also exported to the test). */
function build(params: Array<typeof I32 | typeof F64>, results: Array<typeof I32 | typeof F64>, body: (c: Code) => void, shared = false) {
  const m = new ModuleBuilder();
  m.importMemory('env', 'memory', 1, shared);
  const g = m.globalI32();
  const f = m.func(params, results, 'run');
  body(f.code);
  assert.equal(g, 0);
  const memory = new WebAssembly.Memory({ initial: 1, maximum: 1, shared });
  const inst = new WebAssembly.Instance(new WebAssembly.Module(m.encode()), { env: { memory } });
  return { run: inst.exports.run as (...a: number[]) => number, memory };
}

/** v128 op on the vectors at 0 and 16 (or 0 alone), result stored at 32. */
function vectorOp(op: PlainOp, arity: 1 | 2, inputs: ArrayBufferView[]): DataView {
  const { run, memory } = build([], [], (c) => {
    c.i32(32).i32(0).mem('v128.load');
    if (arity === 2) c.i32(16).mem('v128.load');
    c.op(op).mem('v128.store');
  });
  const bytes = new Uint8Array(memory.buffer);
  inputs.forEach((v, i) => bytes.set(new Uint8Array(v.buffer, v.byteOffset, 16), 16 * i));
  run();
  return new DataView(memory.buffer, 32, 16);
}

const i32s = (v: DataView) => [0, 1, 2, 3].map((k) => v.getInt32(4 * k, true));
const f64s = (v: DataView) => [0, 1].map((k) => v.getFloat64(8 * k, true));
const mask64 = (v: DataView) => [0, 1].map((k) => v.getBigInt64(8 * k, true) === -1n);

describe('WebAssembly emitter', () => {
  const A = Int32Array.from([7, -9, 0x7fffffff, -0x80000000]);
  const B = Int32Array.from([3, 5, 2, -1]);

  it('integer SIMD lanes match JavaScript int32 arithmetic', () => {
    const cases: Array<[PlainOp, (a: number, b: number) => number]> = [
      ['i32x4.add', (a, b) => (a + b) | 0],
      ['i32x4.sub', (a, b) => (a - b) | 0],
      ['i32x4.mul', (a, b) => Math.imul(a, b)],
      ['v128.and', (a, b) => a & b],
      ['v128.or', (a, b) => a | b],
      ['v128.xor', (a, b) => a ^ b],
      ['v128.andnot', (a, b) => a & ~b],
      ['i32x4.min_s', (a, b) => Math.min(a, b)],
      ['i32x4.max_s', (a, b) => Math.max(a, b)],
      ['i32x4.gt_s', (a, b) => (a > b ? -1 : 0)],
      ['i32x4.eq', (a, b) => (a === b ? -1 : 0)],
    ];
    for (const [op, js] of cases) assert.deepEqual(i32s(vectorOp(op, 2, [A, B])), [...A].map((a, k) => js(a, B[k])), op);
    assert.deepEqual(i32s(vectorOp('v128.not', 1, [A])), [...A].map((a) => ~a));
  });

  it('shifts, splats and lane access', () => {
    for (const [op, js] of [
      ['i32x4.shl', (a: number) => a << 21],
      ['i32x4.shr_s', (a: number) => a >> 21],
      ['i32x4.shr_u', (a: number) => (a >>> 21) | 0],
    ] as const) {
      const { run, memory } = build([], [], (c) => c.i32(32).i32(0).mem('v128.load').i32(21).op(op).mem('v128.store'));
      new Int32Array(memory.buffer).set(A);
      run();
      assert.deepEqual(i32s(new DataView(memory.buffer, 32, 16)), [...A].map(js), op);
    }
    const lanes = build([I32], [I32], (c) => c.get(0).op('i32x4.splat').i32(5).lane('i32x4.replace_lane', 2).lane('i32x4.extract_lane', 2));
    assert.equal(lanes.run(99), 5);
    const f = build([F64], [F64], (c) => c.get(0).op('f64x2.splat').f64(2.5).lane('f64x2.replace_lane', 1).lane('f64x2.extract_lane', 1));
    assert.equal(f.run(1), 2.5);
    const g = build([F64], [F64], (c) => c.get(0).op('f64x2.splat').lane('f64x2.extract_lane', 0));
    assert.equal(g.run(-0.125), -0.125);
  });

  it('float SIMD lanes match JavaScript double arithmetic, NaN, −0 and pseudo-min/max included', () => {
    const X = Float64Array.from([1.5, NaN]);
    const Y = Float64Array.from([-0.25, 3]);
    const Z = Float64Array.from([-0, 0]);
    const cases: Array<[PlainOp, (a: number, b: number) => number]> = [
      ['f64x2.add', (a, b) => a + b],
      ['f64x2.sub', (a, b) => a - b],
      ['f64x2.mul', (a, b) => a * b],
      ['f64x2.div', (a, b) => a / b],
      ['f64x2.pmin', (a, b) => (b < a ? b : a)],
      ['f64x2.pmax', (a, b) => (a < b ? b : a)],
    ];
    for (const [op, js] of cases) {
      for (const [p, q] of [
        [X, Y],
        [Y, X],
        [Z, Y],
        [Y, Z],
      ]) {
        const got = f64s(vectorOp(op, 2, [p, q]));
        [...p].forEach((a, k) => assert.ok(Object.is(got[k], js(a, q[k])), `${op}(${a}, ${q[k]}) = ${got[k]}`));
      }
    }
    const cmps: Array<[PlainOp, (a: number, b: number) => boolean]> = [
      ['f64x2.lt', (a, b) => a < b],
      ['f64x2.gt', (a, b) => a > b],
      ['f64x2.le', (a, b) => a <= b],
      ['f64x2.ge', (a, b) => a >= b],
      ['f64x2.eq', (a, b) => a === b],
      ['f64x2.ne', (a, b) => a !== b],
    ];
    for (const [op, js] of cmps) assert.deepEqual(mask64(vectorOp(op, 2, [X, Y])), [...X].map((a, k) => js(a, Y[k])), op);
    assert.deepEqual(f64s(vectorOp('f64x2.abs', 1, [Float64Array.from([-2, -0])])), [2, 0]);
    assert.ok(Object.is(f64s(vectorOp('f64x2.neg', 1, [Float64Array.from([0, 1])]))[0], -0));
  });

  it('conversions, 64-bit lanes, shuffles, selects and lane loads', () => {
    const t = Int32Array.from([-5, -0x80000000, 9, 9]);
    assert.deepEqual(f64s(vectorOp('f64x2.convert_low_i32x4_s', 1, [t])), [-5, -0x80000000]);
    assert.deepEqual(f64s(vectorOp('f64x2.convert_low_i32x4_u', 1, [t])), [2 ** 32 - 5, 2 ** 31]);
    assert.deepEqual(i32s(vectorOp('i32x4.trunc_sat_f64x2_s_zero', 1, [Float64Array.from([-3.9, 1e300])])), [-3, 0x7fffffff, 0, 0]);
    assert.deepEqual(i32s(vectorOp('i32x4.trunc_sat_f64x2_s_zero', 1, [Float64Array.from([NaN, -1e300])])), [0, -0x80000000, 0, 0]);
    assert.deepEqual(i32s(vectorOp('i64x2.extend_low_i32x4_s', 1, [Int32Array.from([-1, 2, 7, 7])])), [-1, -1, 2, 0]);
    const big = (a: bigint, b: bigint) => BigInt64Array.from([a, b]);
    const sub = vectorOp('i64x2.sub', 2, [big(5n, 0n), big(-1n, -1n)]);
    assert.deepEqual([sub.getBigInt64(0, true), sub.getBigInt64(8, true)], [6n, 1n]);
    assert.deepEqual(mask64(vectorOp('i64x2.eq', 2, [big(5n, 3n), big(5n, 4n)])), [true, false]);

    const truth = (op: PlainOp, v: ArrayBufferView) => {
      const { run, memory } = build([], [I32], (c) => c.i32(0).mem('v128.load').op(op));
      new Uint8Array(memory.buffer).set(new Uint8Array(v.buffer, v.byteOffset, 16));
      return run();
    };
    assert.equal(truth('i64x2.all_true', big(-1n, 1n)), 1);
    assert.equal(truth('i64x2.all_true', big(-1n, 0n)), 0);
    assert.equal(truth('v128.any_true', big(0n, 0n)), 0);
    assert.equal(truth('v128.any_true', big(0n, 256n)), 1);

    // bitselect(a, b, mask) takes a's bits where the mask is set
    const { run, memory } = build([], [], (c) => {
      c.i32(48).i32(0).mem('v128.load').i32(16).mem('v128.load').i32(32).mem('v128.load').op('v128.bitselect').mem('v128.store');
      c.i32(64).i32(0).mem('v128.load').i32(16).mem('v128.load').shuffle([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]).mem('v128.store');
      c.i32(80).i32(0).mem('v128.load64_zero', 8).mem('v128.store');
      c.i32(96).i32(16).mem('v128.load').i32(0).op('nop').op('drop').i32(16).op('drop').mem('v128.store');
    });
    const f = new Float64Array(memory.buffer);
    f.set([1, 2, 3, 4]);
    new BigInt64Array(memory.buffer, 32, 2).set([-1n, 0n]);
    run();
    assert.deepEqual([...f.subarray(6, 8)], [1, 4], 'bitselect');
    assert.deepEqual([...f.subarray(8, 10)], [2, 3], 'shuffle');
    assert.deepEqual([...f.subarray(10, 12)], [2, 0], 'load64_zero');
    assert.deepEqual([...f.subarray(12, 14)], [3, 4], 'store of a loaded vector');
    const lane = build([I32], [F64], (c) => c.get(0).f64x2(7, 8).load64Lane(1, 0).lane('f64x2.extract_lane', 1));
    new Float64Array(lane.memory.buffer).set([0, 42.5]);
    assert.equal(lane.run(8), 42.5);
  });

  it('scalar instructions, constants, control flow, globals and calls', () => {
    const m = new ModuleBuilder();
    m.importMemory('env', 'memory', 1, true);
    const sqrt = m.importFunction('env', 'sqrt', [F64], [F64]);
    const g = m.globalI32();
    const helper = m.func([I32], [I32]);
    helper.code.get(0).i32(-123456789).op('i32.add');
    // sum of i for i < n, through a loop, a global and a call
    const loop = m.func([I32], [I32], 'loop');
    const i = loop.code.local(I32);
    loop.code.block().loop().get(i).get(0).op('i32.ge_s').brIf(1);
    loop.code.globalGet(g).get(i).op('i32.add').globalSet(g).get(i).i32(1).op('i32.add').set(i).br(0).end().end();
    loop.code.globalGet(g).call(helper.index);
    const fl = m.func([F64, F64], [F64], 'fl');
    fl.code.get(0).get(1).op('f64.div').op('f64.floor').op('f64.neg').op('f64.abs').call(sqrt).get(0).get(1).op('f64.lt').if(F64).f64(1).else().f64(-1).end().op('f64.mul');
    const ints = m.func([I32, I32], [I32], 'ints');
    ints.code.get(0).get(1).op('i32.rotl').get(0).get(1).op('i32.shr_u').op('i32.xor').get(0).i32(0x7fffffff).op('i32.mul').op('i32.sub');
    const conv = m.func([F64], [I32], 'conv');
    conv.code.get(0).op('i32.trunc_sat_f64_s');
    const trunc = m.func([F64], [I32], 'trunc');
    trunc.code.get(0).op('i32.trunc_f64_s');
    const sel = m.func([I32], [F64], 'sel');
    sel.code.f64(1.25).get(0).op('f64.convert_i32_u').get(0).op('i32.eqz').op('select');
    const memory = new WebAssembly.Memory({ initial: 1, maximum: 1, shared: true });
    const e = new WebAssembly.Instance(new WebAssembly.Module(m.encode()), { env: { memory, sqrt: Math.sqrt } }).exports as Record<string, (...a: number[]) => number>;
    assert.equal(e.loop(100), (4950 - 123456789) | 0);
    assert.equal(e.fl(10, 3), -Math.sqrt(3));
    assert.equal(e.fl(1, 3), 0);
    const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));
    assert.equal(e.ints(-7, 5), (rotl(-7, 5) ^ (-7 >>> 5)) - Math.imul(-7, 0x7fffffff) | 0);
    assert.deepEqual([e.conv(-1e12), e.conv(1e12), e.conv(NaN), e.conv(-3.7)], [-0x80000000, 0x7fffffff, 0, -3]);
    assert.equal(e.trunc(-3.7), -3);
    assert.throws(() => e.trunc(1e12), WebAssembly.RuntimeError);
    assert.equal(e.sel(0), 1.25);
    assert.equal(e.sel(-1), 2 ** 32 - 1);
  });

  it('refuses malformed code: unbalanced blocks, unknown ops, bad immediates', () => {
    const c = new Code([], []);
    c.block();
    assert.throws(() => c.encode(), /unbalanced blocks/);
    assert.throws(() => new Code([], []).op('no.such.op' as PlainOp), /unknown op/);
    assert.throws(() => new Code([], []).shuffle([0, 1]), /16 lane indices/);
    assert.throws(() => new Code([], []).get(-1), /not a u32/);
    const m = new ModuleBuilder();
    m.func([], []);
    assert.throws(() => m.importFunction('env', 'late', [], []), /before functions/);
    assert.ok(WebAssembly.validate(new ModuleBuilder().encode()));
    assert.equal(V128, 0x7b);
  });
});
