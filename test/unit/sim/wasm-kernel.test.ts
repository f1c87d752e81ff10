import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { SimulationConfig } from '../../../src/domain/simulation-config.js';
import { closeSimPool, runSimulation, SimulationMemoryError } from '../../../src/sim/index.js';
import { buildPlan } from '../../../src/sim/plan.js';
import { runWithState } from '../../../src/sim/runner.js';
import { allocateGroupMemory, compileGroup, releaseGroupMemory } from '../../../src/sim/wasm/runtime.js';
import { config, group, metricsHash, richConfig } from './fixtures.js';
import { referenceRun } from './reference-kernel.js';

after(closeSimPool);

/** Every value bit for bit (Object.is also tells 0 from −0 and matches NaN). */
function assertSameBits(actual: ArrayLike<number>, expected: ArrayLike<number>, what: string): void {
  assert.equal(actual.length, expected.length, `${what}: length`);
  for (let i = 0; i < expected.length; i++) {
    if (!Object.is(actual[i], expected[i])) assert.fail(`${what}[${i}]: ${actual[i]} !== ${expected[i]}`);
  }
}

async function assertMatchesReference(cfg: SimulationConfig, opts: { threads: number; inline?: boolean } = { threads: 1 }): Promise<void> {
  const seed = cfg.seed ?? 1;
  const { state, result } = await runWithState(cfg, opts);
  const ref = referenceRun(cfg, seed);
  ref.state.forEach((cols, g) => cols.forEach((col, c) => assertSameBits(state[g][c], col, `group ${g} column ${c}`)));
  result.metrics.by_group.forEach((bg, g) => {
    const names = [...Object.keys(bg.timeline[0].variables), ...Object.keys(bg.timeline[0].actions)];
    bg.timeline.forEach((e, t) => {
      const row = names.map((n) => (n in e.variables ? e.variables[n] : e.actions[n]));
      assertSameBits(row, ref.means[g][t], `group ${g} means at step ${t + 1}`);
    });
  });
}

/** A group whose predictors sweep every sigmoid cell and the range beyond it. */
function sweepGroup(n: number): SimulationConfig['agent_groups'][number] {
  return group(
    'sweep',
    n,
    {
      w: { type: 'uniform', min: -45, max: 45, noise: 3, bounds: { min: -50, max: 50 } },
      q: { type: 'normal', mean: 0, std: 1, growth: 0.01, drift: 0.001 },
    },
    {
      b: { type: 'binary', description: '', weights: { w: 1 } },
      d1: { type: 'discrete', description: '', max: 1, weights: { w: 1 } },
      d7: { type: 'discrete', description: '', max: 7, weights: { w: 0.5, q: 1 } },
      d16: { type: 'discrete', description: '', max: 16, weights: { w: 0.25 }, effects: { q: 0.001 } },
      d17: { type: 'discrete', description: '', max: 17, intercept: 2, weights: { q: 0.1 } },
      d100: { type: 'discrete', description: '', max: 100, intercept: -3, weights: { q: 0.1 } },
      d1000: { type: 'discrete', description: '', max: 1000, intercept: -0.85, weights: { w: 0.01 } },
      c: { type: 'continuous', description: '', weights: { w: 1 }, noise: 2, bounds: { min: -3, max: 3 } },
    },
  );
}

describe('WebAssembly kernel against the scalar reference engine', () => {
  it('gives the reference bits for every kind of variable and action, over several chunks with a partial last block', async () => {
    // 9001 and 5003 agents: the last chunk of each group ends inside a block of four.
    await assertMatchesReference(richConfig(4, 11, 9001, 5003));
  });

  it('gives the reference bits where predictors sweep every sigmoid cell, saturate and use the side streams', async () => {
    await assertMatchesReference(config(3, [sweepGroup(8195)], 5));
  });

  it('gives the reference bits on the pool as inline', async () => {
    await assertMatchesReference(config(2, [sweepGroup(3 * 4096 + 1)], 6), { threads: 2, inline: false });
  });

  it('decides Bernoulli and binomial draws exactly at grid points, cell edges, η = 0 and far beyond the grid', async () => {
    const logits = [0, 1e-17, -1e-17, 1 / 16, -1 / 16, 1 / 16 + 1e-15, 31.999, 32, -32, -32.0001, 29.99, -30.01, 40, -40, 700, -700, 1e300, -1e300];
    const groups = logits.map((x, i) =>
      group(`g${i}`, 997, { x: { type: 'initial_value', value: x } }, {
        b: { type: 'binary', description: '', weights: { x: 1 } },
        d3: { type: 'discrete', description: '', max: 3, weights: { x: 1 } },
        d16: { type: 'discrete', description: '', max: 16, weights: { x: 1 } },
        d40: { type: 'discrete', description: '', max: 40, weights: { x: 1 } },
      }),
    );
    await assertMatchesReference(config(2, groups, 9));
  });

  it('reuses a finished run\'s memory for the next run of the same layout, whatever configuration that run has', async () => {
    const a = richConfig(3, 21, 5001, 3003);
    const b = structuredClone(a);
    // Same shape, other constants and seed: the same memory layout, another module.
    b.seed = 22;
    b.agent_groups[0].variables.income = { type: 'uniform', min: 0, max: 90, noise: 3 };
    (b.agent_groups[0].actions.buy as { intercept: number }).intercept = 1;
    const first = await runSimulation(a, { threads: 1 });
    await assertMatchesReference(b);
    await assertMatchesReference(a);
    assert.equal(metricsHash((await runSimulation(a, { threads: 1 })).metrics), metricsHash(first.metrics));

    const [g] = buildPlan(a).groups;
    const { layout } = compileGroup(g);
    const m = allocateGroupMemory(layout);
    releaseGroupMemory(layout, m);
    assert.equal(allocateGroupMemory(layout), m, 'a released memory comes back');
    const other = compileGroup(buildPlan(richConfig(3, 21, 6001, 3003)).groups[0]).layout;
    assert.notEqual(other.key, layout.key);
    assert.notEqual(allocateGroupMemory(other), m, 'never to another layout');
  });

  it('refuses a group whose state cannot fit one 32-bit WebAssembly memory (4 GiB), before allocating it', () => {
    const cols = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`v${i}`, { type: 'initial_value' as const, value: 0 }]));
    const [huge] = buildPlan(config(1, [group('huge', 60_000_000, cols)], 1)).groups;
    assert.throws(() => compileGroup(huge), (e: unknown) => {
      assert.ok(e instanceof SimulationMemoryError);
      assert.ok(e.requiredBytes > 2 ** 32);
      assert.equal(e.budgetBytes, 2 ** 32);
      assert.match(e.message, /group 'huge' in one WebAssembly memory, 4 GiB at most/);
      return true;
    });
  });
});
