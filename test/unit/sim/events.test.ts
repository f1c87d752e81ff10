import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SimulationConfig } from '../../../src/domain/simulation-config.js';
import { runSimulation } from '../../../src/sim/index.js';
import { runWithState } from '../../../src/sim/runner.js';
import { config, group } from './fixtures.js';

describe('growth', () => {
  it('compounds: x_t = x0·(1+g)^t, a price falling 20% a year in monthly steps', async () => {
    const g = 0.8 ** (1 / 12) - 1;
    // One agent, so the group mean is the agent's value exactly.
    const cfg = config(24, [group('m', 1, { price: { type: 'initial_value', value: 100, growth: g } })], 1);
    const tl = (await runSimulation(cfg, { threads: 1 })).metrics.by_group[0].timeline;
    let x = 100;
    tl.forEach((e, i) => {
      x = x * (1 + g);
      assert.equal(e.variables.price, x, `step ${i + 1}: the kernel multiplies by (1 + growth) once a step`);
      const closed = 100 * (1 + g) ** (i + 1);
      assert.ok(Math.abs(e.variables.price - closed) <= 1e-12 * closed, `step ${i + 1}: ${e.variables.price} vs closed form ${closed}`);
    });
    assert.ok(Math.abs(tl[11].variables.price - 80) < 1e-9, 'one year: 20% lower');
    assert.ok(Math.abs(tl[23].variables.price - 64) < 1e-9, 'two years: 36% lower');
    const many = await runWithState({ ...cfg, agent_groups: [{ ...cfg.agent_groups[0], number_of_agents: 5000 }] }, { threads: 1 });
    assert.ok(many.state[0][0].every((v) => v === x), 'every agent compounds alike');
  });

  it('applies after the effects and before the drift: x_t = (x_{t−1} + effect)·(1+g) + drift, then bounds', async () => {
    const g = 0.05;
    const d = -2;
    const cfg = config(
      20,
      [
        group(
          'h',
          1,
          { x: { type: 'initial_value', value: 25, growth: g, drift: d, bounds: { max: 30 } } },
          // η ≥ 30 makes the binary action certain: its effect adds exactly 1 every step.
          { always: { type: 'binary', description: '', intercept: 40, effects: { x: 1 } } },
        ),
      ],
      2,
    );
    const tl = (await runSimulation(cfg, { threads: 1 })).metrics.by_group[0].timeline;
    let x = 25;
    for (const e of tl) {
      x = Math.min((x + 1 * 1) * (1 + g) + d, 30);
      assert.equal(e.variables.x, x);
    }
    // Unbounded, x_t = (1+g)·x_{t−1} + c with c = (1+g)·effect + drift, so
    // x_t = (1+g)^t·x0 + c·((1+g)^t − 1)/g.
    const c = (1 + g) * 1 + d;
    const closed = (t: number) => (1 + g) ** t * 25 + (c * ((1 + g) ** t - 1)) / g;
    assert.ok(Math.abs(tl[4].variables.x - closed(5)) < 1e-9, `${tl[4].variables.x} vs ${closed(5)}`);
    assert.equal(tl.at(-1)!.variables.x, 30, 'clamped to the bound once it gets there');
  });
});

/** One group of 5,000 agents (two chunks) whose x the events change; actions that read x. */
function eventConfig(events: SimulationConfig['events'], arms?: SimulationConfig['arms']): SimulationConfig {
  return {
    ...config(
      6,
      [
        group(
          'g',
          5000,
          { x: { type: 'initial_value', value: 1, bounds: { min: 0, max: 5 } }, other: { type: 'normal', mean: 0, std: 1, noise: 0.1 } },
          {
            own: { type: 'continuous', description: 'reads its own x', weights: { x: 1 } },
            mean: { type: 'continuous', description: 'reads the group mean of x', weights: { 'g.x': 1 } },
          },
        ),
      ],
      3,
    ),
    ...(events ? { events } : {}),
    ...(arms ? { arms } : {}),
  };
}

describe('events', () => {
  it('change the variable at the start of their step, before the snapshot: that step decides on the new value', async () => {
    const r = await runSimulation(eventConfig([{ step: 3, target: 'g.x', op: 'add', value: 1.5 }]), { threads: 1 });
    const tl = r.metrics.by_group[0].timeline;
    assert.deepEqual(tl.map((e) => e.variables.x), [1, 1, 2.5, 2.5, 2.5, 2.5]);
    assert.deepEqual(tl.map((e) => e.actions.own), [1, 1, 2.5, 2.5, 2.5, 2.5], 'an agent reads its own changed value in the event step');
    assert.deepEqual(tl.map((e) => e.actions.mean), [1, 1, 2.5, 2.5, 2.5, 2.5], 'group-mean references read the changed mean in the event step');
  });

  it('clamp to the bounds after the op; events of one step apply in array order', async () => {
    const r = await runSimulation(
      eventConfig([
        { step: 2, target: 'g.x', op: 'add', value: 10 },
        { step: 4, target: 'g.x', op: 'set', value: -3 },
        { step: 5, target: 'g.x', op: 'set', value: 2 },
        { step: 5, target: 'g.x', op: 'multiply', value: 2 },
        { step: 6, target: 'g.x', op: 'multiply', value: 0.25 },
        { step: 6, target: 'g.x', op: 'add', value: 1 },
      ]),
      { threads: 1 },
    );
    // step 2: 1 + 10 → 5 (max); step 4: −3 → 0 (min); step 5: set 2, ×2 = 4; step 6: 4 × 0.25 + 1 = 2.
    assert.deepEqual(r.metrics.by_group[0].timeline.map((e) => e.variables.x), [1, 5, 5, 0, 4, 2]);
  });

  it('change every agent of the group and no other variable', async () => {
    const base = await runWithState(eventConfig(undefined), { threads: 1 });
    const ev = await runWithState(eventConfig([{ step: 2, target: 'g.x', op: 'set', value: 4 }]), { threads: 1 });
    assert.ok(ev.state[0][0].every((v) => v === 4));
    assert.deepEqual(ev.state[0][1], base.state[0][1], "'other' is untouched, draws included");
  });

  it("in an arm: the top-level events of a step first, then the arm's", async () => {
    const r = await runSimulation(
      eventConfig(
        [{ step: 2, target: 'g.x', op: 'set', value: 2 }],
        [{ id: 'double', label: 'Doubled at step 2', events: [{ step: 2, target: 'g.x', op: 'multiply', value: 2 }] }],
      ),
      { threads: 1 },
    );
    const [baseline, arm] = r.metrics.arms!;
    assert.deepEqual(baseline.by_group[0].timeline.map((e) => e.variables.x), [1, 2, 2, 2, 2, 2]);
    assert.deepEqual(arm.by_group[0].timeline.map((e) => e.variables.x), [1, 4, 4, 4, 4, 4], 'set 2, then ×2');
  });
});
