/**
 * A small WebAssembly binary emitter: just what the kernel's generated modules use (one
 * imported shared memory, imported Math functions, mutable i32 globals, functions with
 * i32/f64/v128 locals, scalar and 128-bit SIMD instructions). Writing our own keeps the
 * kernel free of a multi-megabyte compiler dependency; every opcode used is exercised by
 * test/unit/sim/wasm-encoding.test.ts against JavaScript arithmetic.
 */

export const I32 = 0x7f;
export const F64 = 0x7c;
export const V128 = 0x7b;
export type ValType = typeof I32 | typeof F64 | typeof V128;

/** Block type of a structured instruction: no result, or one value. */
export const VOID = 0x40;

function uleb(out: number[], v: number): void {
  if (!Number.isInteger(v) || v < 0 || v > 0xffffffff) throw new RangeError(`not a u32: ${v}`);
  do {
    let b = v & 0x7f;
    v = Math.floor(v / 128);
    if (v !== 0) b |= 0x80;
    out.push(b);
  } while (v !== 0);
}

function sleb32(out: number[], v: number): void {
  v |= 0;
  for (;;) {
    const b = v & 0x7f;
    v >>= 7;
    if ((v === 0 && (b & 0x40) === 0) || (v === -1 && (b & 0x40) !== 0)) {
      out.push(b);
      return;
    }
    out.push(b | 0x80);
  }
}

/** out.push(...items) without the argument-count limit of a spread call. */
function append(out: number[], items: ArrayLike<number>): void {
  for (let i = 0; i < items.length; i++) out.push(items[i]);
}

const f64Bytes = new Uint8Array(8);
const f64View = new DataView(f64Bytes.buffer);

function name(out: number[], s: string): void {
  const bytes = Buffer.from(s, 'utf8');
  uleb(out, bytes.length);
  for (const b of bytes) out.push(b);
}

// Opcodes without immediates. SIMD ones are [0xfd, simdop].
const PLAIN: Record<string, number | [number, number]> = {
  unreachable: 0x00,
  nop: 0x01,
  return: 0x0f,
  drop: 0x1a,
  select: 0x1b,
  'i32.eqz': 0x45,
  'i32.eq': 0x46,
  'i32.ne': 0x47,
  'i32.lt_s': 0x48,
  'i32.lt_u': 0x49,
  'i32.gt_s': 0x4a,
  'i32.gt_u': 0x4b,
  'i32.le_s': 0x4c,
  'i32.ge_s': 0x4e,
  'i32.ge_u': 0x4f,
  'f64.eq': 0x61,
  'f64.ne': 0x62,
  'f64.lt': 0x63,
  'f64.gt': 0x64,
  'f64.le': 0x65,
  'f64.ge': 0x66,
  'i32.add': 0x6a,
  'i32.sub': 0x6b,
  'i32.mul': 0x6c,
  'i32.and': 0x71,
  'i32.or': 0x72,
  'i32.xor': 0x73,
  'i32.shl': 0x74,
  'i32.shr_s': 0x75,
  'i32.shr_u': 0x76,
  'i32.rotl': 0x77,
  'f64.abs': 0x99,
  'f64.neg': 0x9a,
  'f64.floor': 0x9c,
  'f64.sqrt': 0x9f,
  'f64.add': 0xa0,
  'f64.sub': 0xa1,
  'f64.mul': 0xa2,
  'f64.div': 0xa3,
  'i32.trunc_f64_s': 0xaa,
  'f64.convert_i32_s': 0xb7,
  'f64.convert_i32_u': 0xb8,
  'i32.trunc_sat_f64_s': [0xfc, 0x02],
  'i8x16.swizzle': [0xfd, 0x0e],
  'i32x4.splat': [0xfd, 0x11],
  'f64x2.splat': [0xfd, 0x14],
  'i32x4.eq': [0xfd, 0x37],
  'i32x4.gt_s': [0xfd, 0x3b],
  'f64x2.eq': [0xfd, 0x47],
  'f64x2.ne': [0xfd, 0x48],
  'f64x2.lt': [0xfd, 0x49],
  'f64x2.gt': [0xfd, 0x4a],
  'f64x2.le': [0xfd, 0x4b],
  'f64x2.ge': [0xfd, 0x4c],
  'v128.not': [0xfd, 0x4d],
  'v128.and': [0xfd, 0x4e],
  'v128.andnot': [0xfd, 0x4f],
  'v128.or': [0xfd, 0x50],
  'v128.xor': [0xfd, 0x51],
  'v128.bitselect': [0xfd, 0x52],
  'v128.any_true': [0xfd, 0x53],
  'i32x4.shl': [0xfd, 0xab],
  'i32x4.shr_s': [0xfd, 0xac],
  'i32x4.shr_u': [0xfd, 0xad],
  'i32x4.add': [0xfd, 0xae],
  'i32x4.sub': [0xfd, 0xb1],
  'i32x4.mul': [0xfd, 0xb5],
  'i32x4.min_s': [0xfd, 0xb6],
  'i32x4.max_s': [0xfd, 0xb8],
  'i64x2.all_true': [0xfd, 0xc3],
  'i64x2.extend_low_i32x4_s': [0xfd, 0xc7],
  'i64x2.sub': [0xfd, 0xd1],
  'i64x2.eq': [0xfd, 0xd6],
  'f64x2.abs': [0xfd, 0xec],
  'f64x2.neg': [0xfd, 0xed],
  'f64x2.add': [0xfd, 0xf0],
  'f64x2.sub': [0xfd, 0xf1],
  'f64x2.mul': [0xfd, 0xf2],
  'f64x2.div': [0xfd, 0xf3],
  'f64x2.pmin': [0xfd, 0xf6],
  'f64x2.pmax': [0xfd, 0xf7],
  'i32x4.trunc_sat_f64x2_s_zero': [0xfd, 0xfc],
  'f64x2.convert_low_i32x4_s': [0xfd, 0xfe],
  'f64x2.convert_low_i32x4_u': [0xfd, 0xff],
};
export type PlainOp = keyof typeof PLAIN;

// Memory instructions: opcode and natural alignment (log2 bytes).
const MEMORY: Record<string, [number[], number]> = {
  'i32.load': [[0x28], 2],
  'f64.load': [[0x2b], 3],
  'i32.store': [[0x36], 2],
  'f64.store': [[0x39], 3],
  'v128.load': [[0xfd, 0x00], 4],
  'v128.store': [[0xfd, 0x0b], 4],
  'v128.load64_zero': [[0xfd, 0x5d], 3],
};
export type MemoryOp = keyof typeof MEMORY;

const LANE: Record<string, number> = {
  'i32x4.extract_lane': 0x1b,
  'i32x4.replace_lane': 0x1c,
  'f64x2.extract_lane': 0x21,
  'f64x2.replace_lane': 0x22,
};
export type LaneOp = keyof typeof LANE;

/** One function body under construction: parameters first, then declared locals. */
export class Code {
  readonly bytes: number[] = [];
  private readonly locals: ValType[] = [];
  private depth = 0;

  constructor(
    readonly params: readonly ValType[],
    readonly results: readonly ValType[],
  ) {}

  local(type: ValType): number {
    this.locals.push(type);
    return this.params.length + this.locals.length - 1;
  }

  op(name: PlainOp): this {
    const code = PLAIN[name];
    if (code === undefined) throw new Error(`unknown op ${name}`);
    if (Array.isArray(code)) {
      this.bytes.push(code[0]);
      uleb(this.bytes, code[1]);
    } else this.bytes.push(code);
    return this;
  }

  ops(...names: PlainOp[]): this {
    for (const n of names) this.op(n);
    return this;
  }

  mem(name: MemoryOp, offset = 0, align?: number): this {
    const [code, natural] = MEMORY[name];
    this.bytes.push(...code);
    uleb(this.bytes, align ?? natural);
    uleb(this.bytes, offset);
    return this;
  }

  /** v128.load64_lane: replaces one 64-bit lane of the vector on the stack from memory. */
  load64Lane(lane: 0 | 1, offset = 0): this {
    this.bytes.push(0xfd);
    uleb(this.bytes, 0x57);
    uleb(this.bytes, 3);
    uleb(this.bytes, offset);
    this.bytes.push(lane);
    return this;
  }

  lane(name: LaneOp, lane: number): this {
    this.bytes.push(0xfd);
    uleb(this.bytes, LANE[name]);
    this.bytes.push(lane);
    return this;
  }

  shuffle(lanes: readonly number[]): this {
    if (lanes.length !== 16) throw new RangeError('i8x16.shuffle takes 16 lane indices');
    this.bytes.push(0xfd);
    uleb(this.bytes, 0x0d);
    this.bytes.push(...lanes);
    return this;
  }

  i32(v: number): this {
    this.bytes.push(0x41);
    sleb32(this.bytes, v);
    return this;
  }

  f64(v: number): this {
    this.bytes.push(0x44);
    f64View.setFloat64(0, v, true);
    this.bytes.push(...f64Bytes);
    return this;
  }

  /** v128.const from two doubles. */
  f64x2(a: number, b = a): this {
    this.bytes.push(0xfd);
    uleb(this.bytes, 0x0c);
    f64View.setFloat64(0, a, true);
    this.bytes.push(...f64Bytes);
    f64View.setFloat64(0, b, true);
    this.bytes.push(...f64Bytes);
    return this;
  }

  /** v128.const from four 32-bit integers. */
  i32x4(a: number, b = a, c = a, d = a): this {
    this.bytes.push(0xfd);
    uleb(this.bytes, 0x0c);
    const v = new DataView(new ArrayBuffer(16));
    [a, b, c, d].forEach((x, i) => v.setInt32(i * 4, x, true));
    this.bytes.push(...new Uint8Array(v.buffer));
    return this;
  }

  get(i: number): this {
    this.bytes.push(0x20);
    uleb(this.bytes, i);
    return this;
  }

  set(i: number): this {
    this.bytes.push(0x21);
    uleb(this.bytes, i);
    return this;
  }

  tee(i: number): this {
    this.bytes.push(0x22);
    uleb(this.bytes, i);
    return this;
  }

  globalGet(i: number): this {
    this.bytes.push(0x23);
    uleb(this.bytes, i);
    return this;
  }

  globalSet(i: number): this {
    this.bytes.push(0x24);
    uleb(this.bytes, i);
    return this;
  }

  call(fn: number): this {
    this.bytes.push(0x10);
    uleb(this.bytes, fn);
    return this;
  }

  block(type: ValType | typeof VOID = VOID): this {
    this.bytes.push(0x02, type);
    this.depth++;
    return this;
  }

  loop(type: ValType | typeof VOID = VOID): this {
    this.bytes.push(0x03, type);
    this.depth++;
    return this;
  }

  if(type: ValType | typeof VOID = VOID): this {
    this.bytes.push(0x04, type);
    this.depth++;
    return this;
  }

  else(): this {
    this.bytes.push(0x05);
    return this;
  }

  end(): this {
    this.bytes.push(0x0b);
    this.depth--;
    return this;
  }

  br(depth: number): this {
    this.bytes.push(0x0c);
    uleb(this.bytes, depth);
    return this;
  }

  brIf(depth: number): this {
    this.bytes.push(0x0d);
    uleb(this.bytes, depth);
    return this;
  }

  /** Emits `fill` before everything emitted so far (a prologue known only after the body). */
  prepend(fill: (c: this) => void): this {
    const body = this.bytes.splice(0, this.bytes.length);
    fill(this);
    append(this.bytes, body);
    return this;
  }

  /** The body as the code section wants it: size, local declarations, instructions, end. */
  encode(): number[] {
    if (this.depth !== 0) throw new Error(`unbalanced blocks (${this.depth} open)`);
    const body: number[] = [];
    const runs: Array<[number, ValType]> = [];
    for (const t of this.locals) {
      const last = runs.at(-1);
      if (last && last[1] === t) last[0]++;
      else runs.push([1, t]);
    }
    uleb(body, runs.length);
    for (const [count, t] of runs) {
      uleb(body, count);
      body.push(t);
    }
    append(body, this.bytes);
    body.push(0x0b);
    const out: number[] = [];
    uleb(out, body.length);
    append(out, body);
    return out;
  }
}

interface FuncEntry {
  type: number;
  code: Code;
  exportAs?: string;
}

/**
 * A module: imports come first in the function index space, then defined functions in the
 * order they were declared (declare first, fill the body later, so functions can call each
 * other in any order).
 */
export class ModuleBuilder {
  private readonly types: Array<{ params: readonly ValType[]; results: readonly ValType[] }> = [];
  private readonly funcImports: Array<{ module: string; field: string; type: number }> = [];
  private memoryImport: { module: string; field: string; pages: number; shared: boolean } | null = null;
  private readonly globals: ValType[] = [];
  private readonly funcs: FuncEntry[] = [];
  private sealedImports = false;

  private typeIndex(params: readonly ValType[], results: readonly ValType[]): number {
    const key = params.join(',') + '>' + results.join(',');
    const i = this.types.findIndex((t) => t.params.join(',') + '>' + t.results.join(',') === key);
    if (i >= 0) return i;
    this.types.push({ params, results });
    return this.types.length - 1;
  }

  importMemory(module: string, field: string, pages: number, shared: boolean): void {
    this.memoryImport = { module, field, pages, shared };
  }

  importFunction(module: string, field: string, params: readonly ValType[], results: readonly ValType[]): number {
    if (this.sealedImports) throw new Error('imports must be declared before functions');
    this.funcImports.push({ module, field, type: this.typeIndex(params, results) });
    return this.funcImports.length - 1;
  }

  /** A mutable i32 global, initialised to 0; returns its index. */
  globalI32(): number {
    this.globals.push(I32);
    return this.globals.length - 1;
  }

  /** Declares a function and returns its index and (empty) body. */
  func(params: readonly ValType[], results: readonly ValType[], exportAs?: string): { index: number; code: Code } {
    this.sealedImports = true;
    const code = new Code(params, results);
    this.funcs.push({ type: this.typeIndex(params, results), code, exportAs });
    return { index: this.funcImports.length + this.funcs.length - 1, code };
  }

  encode(): Uint8Array {
    const out: number[] = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
    const section = (id: number, content: number[]) => {
      out.push(id);
      uleb(out, content.length);
      append(out, content);
    };
    const vec = <T>(items: readonly T[], each: (s: number[], item: T) => void): number[] => {
      const s: number[] = [];
      uleb(s, items.length);
      for (const it of items) each(s, it);
      return s;
    };

    section(
      1,
      vec(this.types, (s, t) => {
        s.push(0x60);
        uleb(s, t.params.length);
        s.push(...t.params);
        uleb(s, t.results.length);
        s.push(...t.results);
      }),
    );

    const imports: Array<(s: number[]) => void> = [];
    if (this.memoryImport) {
      const m = this.memoryImport;
      imports.push((s) => {
        name(s, m.module);
        name(s, m.field);
        s.push(0x02, m.shared ? 0x03 : 0x01);
        uleb(s, m.pages);
        uleb(s, m.pages);
      });
    }
    for (const f of this.funcImports) {
      imports.push((s) => {
        name(s, f.module);
        name(s, f.field);
        s.push(0x00);
        uleb(s, f.type);
      });
    }
    section(2, vec(imports, (s, emit) => emit(s)));
    section(3, vec(this.funcs, (s, f) => uleb(s, f.type)));
    if (this.globals.length) {
      section(
        6,
        vec(this.globals, (s, t) => {
          s.push(t, 0x01);
          if (t !== I32) throw new Error('only i32 globals are supported');
          s.push(0x41, 0x00, 0x0b);
        }),
      );
    }
    const exported = this.funcs.map((f, i) => ({ f, index: this.funcImports.length + i })).filter((e) => e.f.exportAs);
    section(
      7,
      vec(exported, (s, e) => {
        name(s, e.f.exportAs!);
        s.push(0x00);
        uleb(s, e.index);
      }),
    );
    section(10, vec(this.funcs, (s, f) => append(s, f.code.encode())));
    return Uint8Array.from(out);
  }
}
