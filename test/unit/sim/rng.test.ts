import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ChunkStream,
  bernoulliSrc,
  binomial,
  binomialSrc,
  binomialTable,
  INLINE_BINOMIAL_MAX,
  LOAD_STATE_SRC,
  NEXT_SRC,
  normal,
  SIG,
  streamSeed,
  uniform,
  warmUp,
} from '../../../src/sim/rng.js';
import { runWithState } from '../../../src/sim/runner.js';
import { CHUNK_SIZE } from '../../../src/sim/constants.js';
import { config, group } from './fixtures.js';

/** Chi-square statistic of counts against expected counts. */
function chiSquare(counts: number[], expected: number[]): number {
  return counts.reduce((s, c, i) => s + (c - expected[i]) ** 2 / expected[i], 0);
}
/** Upper limit for a chi-square with df degrees of freedom, about 5 standard deviations out. */
const chiLimit = (df: number) => df + 5 * Math.sqrt(2 * df) + 10;

function uniformChi(xs: number[], buckets = 64): number {
  const counts = new Array(buckets).fill(0);
  for (const x of xs) counts[Math.floor(x * buckets)]++;
  return chiSquare(counts, new Array(buckets).fill(xs.length / buckets));
}

function correlation(a: number[], b: number[]): number {
  const n = a.length;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let sab = 0,
    saa = 0,
    sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (a[i] - ma) * (b[i] - mb);
    saa += (a[i] - ma) ** 2;
    sbb += (b[i] - mb) ** 2;
  }
  return sab / Math.sqrt(saa * sbb);
}

describe('random streams', () => {
  it('are uniform within a stream (chi-square, 64 buckets)', () => {
    const s = new ChunkStream(1, 0, 0, 1);
    const xs = Array.from({ length: 400_000 }, () => s.uniform());
    assert.ok(uniformChi(xs) < chiLimit(63));
    assert.ok(xs.every((x) => x > 0 && x < 1));
  });

  it('are uniform and uncorrelated across adjacent chunks, steps, groups and seeds', () => {
    const draws = 200;
    const variants: Array<[string, (k: number) => ChunkStream]> = [
      ['chunk', (k) => new ChunkStream(7, 0, k, 3)],
      ['step', (k) => new ChunkStream(7, 0, 3, k)],
      ['group', (k) => new ChunkStream(7, k, 3, 3)],
      ['seed', (k) => new ChunkStream(k, 0, 0, 0)],
    ];
    for (const [what, make] of variants) {
      const streams = Array.from({ length: 400 }, (_, k) => Array.from({ length: draws }, (() => {
        const s = make(k);
        return () => s.uniform();
      })()));
      // First draws across streams: uniform.
      assert.ok(uniformChi(streams.map((x) => x[0]), 16) < chiLimit(15), `${what}: first draws uniform`);
      assert.ok(uniformChi(streams.flat()) < chiLimit(63), `${what}: all draws uniform`);
      // Same position in neighbouring streams: uncorrelated.
      const a: number[] = [];
      const b: number[] = [];
      for (let k = 0; k + 1 < streams.length; k++) {
        a.push(...streams[k]);
        b.push(...streams[k + 1]);
      }
      const r = correlation(a, b);
      assert.ok(Math.abs(r) < 5 / Math.sqrt(a.length), `${what}: neighbour correlation ${r}`);
    }
  });

  it('have no lag-1 correlation within a stream and distinct states for distinct tuples', () => {
    const s = new ChunkStream(3, 1, 2, 3);
    const xs = Array.from({ length: 200_001 }, () => s.uniform());
    const r = correlation(xs.slice(0, -1), xs.slice(1));
    assert.ok(Math.abs(r) < 5 / Math.sqrt(xs.length), `lag-1 correlation ${r}`);
    const seen = new Set<string>();
    const st = new Int32Array(4);
    for (let g = 0; g < 4; g++)
      for (let c = 0; c < 50; c++)
        for (let t = 0; t < 50; t++) {
          streamSeed(99, g, c, t, st);
          seen.add(st.join(','));
        }
    assert.equal(seen.size, 4 * 50 * 50);
  });

  it('gives normal deviates with the right moments and tails', () => {
    const s = new ChunkStream(5, 0, 0, 1);
    const n = 400_000;
    let m1 = 0,
      m2 = 0,
      m4 = 0,
      beyond3 = 0,
      beyondR = 0;
    for (let i = 0; i < n; i++) {
      const z = s.normal();
      m1 += z;
      m2 += z * z;
      m4 += z ** 4;
      if (Math.abs(z) > 3) beyond3++;
      if (z > 3.442619855899) beyondR++;
    }
    m1 /= n;
    m2 /= n;
    m4 /= n;
    assert.ok(Math.abs(m1) < 5 / Math.sqrt(n), `mean ${m1}`);
    assert.ok(Math.abs(m2 - 1) < 5 * Math.sqrt(2 / n), `variance ${m2}`);
    assert.ok(Math.abs(m4 - 3) < 5 * Math.sqrt(96 / n), `fourth moment ${m4}`);
    const p3 = 0.0026997960632601866;
    assert.ok(Math.abs(beyond3 / n - p3) < 5 * Math.sqrt(p3 / n), `P(|z|>3) ${beyond3 / n}`);
    const pR = 0.000288; // 1 − Φ(3.4426)
    assert.ok(Math.abs(beyondR / n - pR) < 5 * Math.sqrt(pR / n) + 1e-5, `tail ${beyondR / n}`);
    // Normal CDF at deciles of the standard normal.
    const deciles = [-1.2815515655446004, -0.8416212335729143, -0.5244005127080407, -0.2533471031357997, 0, 0.2533471031357997, 0.5244005127080407, 0.8416212335729143, 1.2815515655446004];
    const counts = new Array(10).fill(0);
    const s2 = new ChunkStream(6, 0, 0, 1);
    for (let i = 0; i < 200_000; i++) {
      const z = s2.normal();
      let k = 0;
      while (k < 9 && z > deciles[k]) k++;
      counts[k]++;
    }
    assert.ok(chiSquare(counts, new Array(10).fill(20_000)) < chiLimit(9));
  });

  function logBinomPmf(n: number, k: number, p: number): number {
    let lc = 0;
    for (let i = 1; i <= k; i++) lc += Math.log((n - k + i) / i);
    return lc + k * Math.log(p) + (n - k) * Math.log1p(-p);
  }

  for (const [n, p] of [
    [8, 0.7],
    [50, 0.1],
    [1000, 0.3],
    [200, 0.93],
    [30, 0.5],
  ] as const) {
    it(`binomial(${n}, ${p}) matches the exact pmf (chi-square)`, () => {
      const s = new ChunkStream(8, 0, n, 1);
      const draws = 200_000;
      const counts = new Map<number, number>();
      for (let i = 0; i < draws; i++) {
        const k = s.binomial(n, p);
        assert.ok(Number.isInteger(k) && k >= 0 && k <= n);
        counts.set(k, (counts.get(k) ?? 0) + 1);
      }
      // Pool the tails so every cell expects at least 20.
      const obs: number[] = [];
      const exp: number[] = [];
      let o = 0,
        e = 0;
      for (let k = 0; k <= n; k++) {
        o += counts.get(k) ?? 0;
        e += draws * Math.exp(logBinomPmf(n, k, p));
        if (e >= 20 && draws * (1 - exp.reduce((a, b) => a + b, 0) / draws) - e >= 20) {
          obs.push(o);
          exp.push(e);
          o = 0;
          e = 0;
        }
      }
      obs.push(o);
      exp.push(draws - exp.reduce((a, b) => a + b, 0));
      const chi = chiSquare(obs, exp);
      assert.ok(chi < chiLimit(obs.length - 1), `chi-square ${chi} with ${obs.length - 1} df`);
    });
  }

  /** Logits covering grid points, cell edges, η = 0 and its neighbours, the off-grid range. */
  function logits(): number[] {
    const out = [0, -0, 1e-17, -1e-17, 1 / 16, -1 / 16, 1 / 16 + 1e-15, 31.999, 32, -32, -32.0001, 40, -40, 700, -700, 1e300, -1e300];
    for (let i = 0; i < 3000; i++) out.push(((i * 7919) % 6400) / 100 - 32 + (i % 3) * 1e-13);
    return out;
  }

  it('inline binomial source consumes and returns exactly what binomial() does', () => {
    for (let n = 1; n <= INLINE_BINOMIAL_MAX; n++) {
      const body =
        `let s0 = st[0], s1 = st[1], s2 = st[2], s3 = st[3], t = 0, bp = 0.0, bf = false, bq = 0.0, br = 0.0, bP = 0.0, bF = 0.0, bk = 0, bt = 0.0, bu = 0.0, bg = 0.0, bo = 0, c1 = 0, c2 = 0, y = 0;\n` +
        binomialSrc('y', 'e', n, 'BT') +
        `\nst[0] = s0; st[1] = s1; st[2] = s2; st[3] = s3; return y;`;
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- compiles the generated source the kernel would compile
      const inline = new Function('st', 'e', 'BT', body) as (st: Int32Array, e: number, bt: Float64Array) => number;
      const table = binomialTable(n);
      const a = new Int32Array(4);
      const b = new Int32Array(4);
      streamSeed(1, 2, 3, n, a);
      warmUp(a);
      b.set(a);
      for (const e of logits()) {
        for (let rep = 0; rep < 3; rep++) {
          assert.equal(inline(a, e, table), binomial(b, n, 1 / (1 + Math.exp(-e))), `n ${n}, e ${e}`);
          assert.deepEqual(a, b);
        }
      }
      assert.ok(Number.isNaN(inline(a, NaN, table)));
    }
    assert.ok(NEXT_SRC.length > 0 && LOAD_STATE_SRC.length > 0);
  });

  it('inline Bernoulli source decides exactly as u < sigmoid(η)', () => {
    const body =
      `let s0 = st[0], s1 = st[1], s2 = st[2], s3 = st[3], t = 0, bu = 0.0, bg = 0.0, bk = 0, p = 0.0, y = 0;\n` +
      `${NEXT_SRC} ${bernoulliSrc('y', 'e')}\nst[0] = s0; st[1] = s1; st[2] = s2; st[3] = s3; return y;`;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- compiles the generated source the kernel would compile
    const inline = new Function('st', 'e', 'SIG', body) as (st: Int32Array, e: number, sig: Float64Array) => number;
    const a = new Int32Array(4);
    const b = new Int32Array(4);
    streamSeed(4, 5, 6, 7, a);
    warmUp(a);
    b.set(a);
    let ones = 0;
    for (const e of logits()) {
      for (let rep = 0; rep < 20; rep++) {
        const y = inline(a, e, SIG);
        assert.equal(y, uniform(b) < 1 / (1 + Math.exp(-e)) ? 1 : 0, `e ${e}`);
        ones += y;
      }
    }
    assert.ok(ones > 0);
    assert.ok(Number.isNaN(inline(a, NaN, SIG)));
  });

  it('the kernel draws initial values from the stream of (seed, group, chunk, step 0)', async () => {
    const cfg = config(
      1,
      [
        group('a', 10, { x: { type: 'initial_value', value: 0 } }),
        group('b', CHUNK_SIZE + 20, { u: { type: 'uniform', min: 2, max: 5 }, z: { type: 'normal', mean: 1, std: 3 } }),
      ],
      77,
    );
    const { state } = await runWithState(cfg, { threads: 1 });
    const s = new ChunkStream(77, 1, 1, 0);
    for (let i = CHUNK_SIZE; i < CHUNK_SIZE + 20; i++) {
      assert.equal(state[1][0][i], 2 + (5 - 2) * s.uniform53());
      assert.equal(state[1][1][i], 1 + 3 * s.normal());
    }
    assert.equal(typeof normal, 'function');
  });
});
