import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runWithState } from '../../../src/sim/runner.js';
import { runSimulation } from '../../../src/sim/index.js';
import { config, group, meanVar, sigmoid } from './fixtures.js';

const N = 40_000;

/** |observed − expected| within 5 standard errors. */
function near(observed: number, expected: number, se: number, what: string): void {
  assert.ok(Math.abs(observed - expected) <= 5 * se, `${what}: ${observed} vs ${expected} (5 SE = ${5 * se})`);
}

const last = (r: Awaited<ReturnType<typeof runSimulation>>, g = 0) => r.metrics.by_group[g].timeline.at(-1)!;

describe('initialisation', () => {
  it('draws normal, uniform and fixed initial values and clamps them to bounds', async () => {
    const cfg = config(
      1,
      [
        group('g', N, {
          n: { type: 'normal', mean: 3, std: 2 },
          u: { type: 'uniform', min: -2, max: 6 },
          v: { type: 'initial_value', value: 7.25 },
          c: { type: 'uniform', min: -1, max: 1, bounds: { min: 0 } },
          h: { type: 'normal', mean: 0, std: 1, bounds: { min: -0.5, max: 0.5 } },
          z: { type: 'normal', mean: 4, std: 0 },
        }),
      ],
      5,
    );
    const { state } = await runWithState(cfg, { threads: 1 });
    const [n, u, v, c, h, z] = state[0];
    const sn = meanVar(n);
    near(sn.mean, 3, 2 / Math.sqrt(N), 'normal mean');
    near(sn.variance, 4, 4 * Math.sqrt(2 / N), 'normal variance');
    const su = meanVar(u);
    near(su.mean, 2, 8 / Math.sqrt(12 * N), 'uniform mean');
    // Var of the sample variance of U(a,b): (μ4 − σ⁴)/N with μ4 = w⁴/80, σ² = w²/12.
    near(su.variance, 64 / 12, Math.sqrt((4096 / 80 - (64 / 12) ** 2) / N), 'uniform variance');
    assert.ok(Math.min(...u) >= -2 && Math.max(...u) <= 6);
    assert.ok(v.every((x) => x === 7.25));
    // E[max(U(-1,1), 0)] = 1/4, Var = 1/6 − 1/16.
    near(meanVar(c).mean, 0.25, Math.sqrt((1 / 6 - 1 / 16) / N), 'clamped uniform mean');
    assert.ok(Math.min(...c) === 0);
    assert.ok(Math.min(...h) === -0.5 && Math.max(...h) === 0.5);
    assert.ok(z.every((x) => x === 4));
  });
});

describe('variables over steps', () => {
  it('adds drift every step', async () => {
    const cfg = config(10, [group('g', 1000, { x: { type: 'initial_value', value: 5, drift: 0.5 } })], 1);
    const r = await runSimulation(cfg, { threads: 1 });
    r.metrics.by_group[0].timeline.forEach((e, i) => assert.equal(e.variables.x, 5 + 0.5 * (i + 1)));
  });

  it('adds a normal shock of the given standard deviation every step', async () => {
    const T = 9;
    const cfg = config(T, [group('g', N, { x: { type: 'initial_value', value: 1, noise: 2 } })], 2);
    const { state, result } = await runWithState(cfg, { threads: 1 });
    const s = meanVar(state[0][0]);
    near(s.variance, 4 * T, 4 * T * Math.sqrt(2 / N), 'noise variance');
    near(last(result).variables.x, 1, Math.sqrt((4 * T) / N), 'noise mean');
  });

  it('clamps to bounds after effects, drift and noise', async () => {
    const cfg = config(
      6,
      [group('g', N, { x: { type: 'initial_value', value: 0, noise: 1, drift: 0.2, bounds: { min: -0.5, max: 0.5 } } })],
      3,
    );
    const { state } = await runWithState(cfg, { threads: 1 });
    assert.ok(Math.min(...state[0][0]) >= -0.5 && Math.max(...state[0][0]) <= 0.5);
  });
});

describe('actions', () => {
  it('binary: the share taking the action is sigmoid(η)', async () => {
    const eta = 0.7 + 0.3 * 2;
    const cfg = config(
      3,
      [group('g', N, { x: { type: 'initial_value', value: 2 } }, { b: { type: 'binary', description: '', intercept: 0.7, weights: { x: 0.3 } } })],
      4,
    );
    const r = await runSimulation(cfg, { threads: 1 });
    const p = sigmoid(eta);
    for (const e of r.metrics.by_group[0].timeline) near(e.actions.b, p, Math.sqrt((p * (1 - p)) / N), 'binary share');
  });

  for (const [max, intercept] of [
    [5, -0.3],
    [40, -3],
    [300, 0.4],
    [1000, 2],
  ] as const) {
    it(`discrete: the mean level is max·sigmoid(η) with binomial variance (max ${max}, η ${intercept})`, async () => {
      const cfg = config(
        1,
        [group('g', N, { x: { type: 'initial_value', value: 0 } }, { d: { type: 'discrete', description: '', max, intercept } })],
        5,
      );
      const { state, result } = await runWithState(cfg, { threads: 1 });
      const p = sigmoid(intercept);
      const variance = max * p * (1 - p);
      near(result.metrics.by_group[0].timeline[0].actions.d, max * p, Math.sqrt(variance / N), 'discrete mean');
      const col = state[0][1];
      near(meanVar(col).variance, variance, variance * Math.sqrt(2 / N) * 1.5, 'discrete variance');
      assert.ok(col.every((k) => Number.isInteger(k) && k >= 0 && k <= max));
    });
  }

  it('continuous: the mean amount is η, with the given noise and bounds', async () => {
    const cfg = config(
      2,
      [
        group(
          'g',
          N,
          { x: { type: 'initial_value', value: 2 } },
          {
            c: { type: 'continuous', description: '', intercept: 3, weights: { x: 1.5 }, noise: 1 },
            k: { type: 'continuous', description: '', intercept: 0, noise: 1, bounds: { min: 0 } },
          },
        ),
      ],
      6,
    );
    const { state, result } = await runWithState(cfg, { threads: 1 });
    near(last(result).actions.c, 6, 1 / Math.sqrt(N), 'continuous mean');
    near(meanVar(state[0][1]).variance, 1, Math.sqrt(2 / N), 'continuous noise variance');
    // E[max(Z, 0)] = 1/√(2π)
    near(last(result).actions.k, 1 / Math.sqrt(2 * Math.PI), Math.sqrt(0.5 - 1 / (2 * Math.PI)) / Math.sqrt(N), 'clamped continuous mean');
    assert.ok(Math.min(...state[0][2]) === 0);
  });

  it('effects add effect · action value to own variables', async () => {
    const cfg = config(
      1,
      [
        group(
          'g',
          N,
          { x: { type: 'initial_value', value: 0 }, y: { type: 'initial_value', value: 1 } },
          {
            b: { type: 'binary', description: '', intercept: 0.4, effects: { x: 2 } },
            c: { type: 'continuous', description: '', intercept: 5, effects: { y: -0.5, x: 1 } },
          },
        ),
      ],
      7,
    );
    const r = await runSimulation(cfg, { threads: 1 });
    const e = last(r);
    const p = sigmoid(0.4);
    near(e.actions.b, p, Math.sqrt((p * (1 - p)) / N), 'share');
    assert.ok(Math.abs(e.variables.x - (2 * e.actions.b + 5)) < 1e-9);
    assert.equal(e.variables.y, 1 - 2.5);
  });
});

describe('step semantics', () => {
  it('cross-references read group means at the end of the previous step (0 for actions before step 1)', async () => {
    const cfg = config(
      5,
      [
        group('a', 3000, { x: { type: 'initial_value', value: 10, drift: 1 } }, { act: { type: 'continuous', description: '', intercept: 0, weights: { x: 1 } } }),
        group(
          'b',
          2000,
          { y: { type: 'initial_value', value: 0 } },
          {
            seesVar: { type: 'continuous', description: '', weights: { 'a.x': 1 } },
            seesAct: { type: 'continuous', description: '', weights: { 'a.act': 1 } },
            seesOwn: { type: 'continuous', description: '', weights: { 'b.seesOwn': 1 }, intercept: 1 },
          },
        ),
      ],
      8,
    );
    const r = await runSimulation(cfg, { threads: 1 });
    const a = r.metrics.by_group[0].timeline;
    const b = r.metrics.by_group[1].timeline;
    b.forEach((e, i) => {
      const t = i + 1;
      // a.x is 10 + t at the end of step t; a.act at step t = a.x at the start of t.
      assert.equal(a[i].variables.x, 10 + t);
      assert.equal(a[i].actions.act, 10 + t - 1);
      assert.equal(e.actions.seesVar, 10 + t - 1);
      assert.equal(e.actions.seesAct, t === 1 ? 0 : 10 + t - 2);
      assert.equal(e.actions.seesOwn, t);
    });
  });

  it('decides every action from start-of-step values, then applies effects, drift, noise and bounds', async () => {
    const cfg = config(
      4,
      [
        group(
          'g',
          100,
          { x: { type: 'initial_value', value: 0, drift: 1, bounds: { max: 5 } } },
          {
            first: { type: 'continuous', description: '', weights: { x: 1 }, effects: { x: 1 } },
            second: { type: 'continuous', description: '', weights: { x: 1 } },
          },
        ),
      ],
      9,
    );
    const r = await runSimulation(cfg, { threads: 1 });
    const tl = r.metrics.by_group[0].timeline;
    // x: 0 → (0 + 0 + 1) = 1 → (1 + 1 + 1) = 3 → min(3 + 3 + 1, 5) = 5 → min(5 + 5 + 1, 5) = 5
    assert.deepEqual(tl.map((e) => e.variables.x), [1, 3, 5, 5]);
    assert.deepEqual(tl.map((e) => e.actions.first), [0, 1, 3, 5]);
    // `second` does not see the effect of `first` of the same step.
    assert.deepEqual(tl.map((e) => e.actions.second), [0, 1, 3, 5]);
  });

  it('keeps metric keys in config order and steps 1..T', async () => {
    const cfg = config(3, [group('g', 10, { zeta: { type: 'initial_value', value: 1 }, alpha: { type: 'initial_value', value: 2 } }, { m: { type: 'binary', description: '' }, b: { type: 'binary', description: '' } })], 1);
    const r = await runSimulation(cfg, { threads: 1 });
    const tl = r.metrics.by_group[0].timeline;
    assert.deepEqual(tl.map((e) => e.step), [1, 2, 3]);
    assert.deepEqual(Object.keys(tl[0].variables), ['zeta', 'alpha']);
    assert.deepEqual(Object.keys(tl[0].actions), ['m', 'b']);
    assert.deepEqual(r.metrics.by_group.map((g) => g.group_id), ['g']);
  });
});
