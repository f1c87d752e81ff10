import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { SimulationConfig } from '../../../src/domain/simulation-config.js';
import { Analysis } from '../../../src/domain/schemas/simulations.js';
import { computeFacts, seriesFacts, sensitivity } from '../../../src/pipeline/analyst/facts.js';
import { allowedNumbers, inventedNumbers } from '../../../src/pipeline/analyst/numbers.js';
import { createAnalyst, StageError } from '../../../src/pipeline/stages/index.js';
import { closeSimPool, runSimulation } from '../../../src/sim/index.js';
import { readBenchConfig } from '../../../bench/configs/index.js';

after(() => closeSimPool());

const close = (a: number, b: number, eps = 1e-9) => assert.ok(Math.abs(a - b) <= eps, `${a} != ${b}`);

describe('series facts', () => {
  it('computes change, peak, trough, slope, volatility by hand', () => {
    const f = seriesFacts([2, 4, 8, 6, 5]);
    assert.equal(f.start, 2);
    assert.equal(f.end, 5);
    assert.equal(f.change, 3);
    close(f.changePct!, 150);
    assert.equal(f.peak, 8);
    assert.equal(f.peakStep, 3);
    assert.equal(f.trough, 2);
    assert.equal(f.troughStep, 1);
    // x = 1..5, mean 3; y mean 5; Σ(x−3)(y−5) = (−2)(−3)+(−1)(−1)+0+1·1+2·0 = 8; Σ(x−3)² = 10.
    close(f.slope, 0.8);
    // diffs 2, 4, −2, −1: mean 0.75; deviations 1.25, 3.25, −2.75, −1.75 → var = 22.75/4.
    close(f.volatility, Math.sqrt(22.75 / 4));
    assert.equal(f.saturated, false);
  });

  it('flags saturation, zero starts and constants', () => {
    const sat = seriesFacts([0, 0.1, 0.4, 0.8, 0.95, 0.99, 0.995, 0.996, 0.997, 0.997]);
    assert.equal(sat.saturated, true);
    assert.equal(sat.changePct, null);
    const still = seriesFacts([3, 3, 3]);
    assert.equal(still.moving, false);
    assert.equal(still.slope, 0);
    assert.equal(seriesFacts([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).saturated, false);
  });
});

const dominated: SimulationConfig = {
  step_unit: 'month',
  number_of_steps: 12,
  agent_groups: [
    {
      id: 'firms',
      name: 'Firms',
      description: 'test',
      number_of_agents: 3000,
      variables: {
        a: { type: 'uniform', min: 0, max: 1 },
        b: { type: 'uniform', min: 0, max: 1 },
        stock: { type: 'initial_value', value: 0 },
      },
      actions: {
        // The weight on a is 40 times the weight on b.
        hire: { type: 'continuous', description: 'hires', intercept: 0, weights: { a: 4, b: 0.1 }, effects: { stock: 1 } },
      },
    },
  ],
};

describe('sensitivity', () => {
  it('ranks the dominant weight first and quotes its effect', async () => {
    const r = await sensitivity(dominated, 5, () => ['firms.hire']);
    assert.ok(r.runs <= 40);
    const top = r.drivers[0];
    assert.equal(top.parameter, 'firms.actions.hire.weights.a');
    const b = r.drivers.find((d) => d.parameter === 'firms.actions.hire.weights.b')!;
    assert.ok(top.score > 10 * b.score, `${top.score} vs ${b.score}`);
    // hire ≈ 4·E[a] = 2 → +10% of the weight moves it by ≈ 0.2.
    assert.ok(Math.abs(top.effect - 0.2) < 0.03, JSON.stringify(top));
  });

  it('keeps within the run budget by picking the largest parameters', async () => {
    const r = await sensitivity(dominated, 5, () => ['firms.hire'], { maxRuns: 3 });
    assert.equal(r.runs, 3);
    assert.ok(r.drivers.some((d) => d.parameter === 'firms.actions.hire.weights.a'));
    assert.ok(!r.drivers.some((d) => d.parameter === 'firms.actions.hire.weights.b'));
  });
});

describe('builtin Analyst', () => {
  it('writes an analysis from the numbers, with tables, drivers and method', async () => {
    const cfg = readBenchConfig('diffusion');
    const run = await runSimulation(cfg, { threads: 1 });
    const analyst = createAnalyst({ provider: 'builtin' });
    const req = { prompt: "EV adoption", title: "EV adoption", config: cfg, metrics: run.metrics, tracked: run.tracked, seed: run.seed };
    const t = performance.now();
    const a = await analyst.analyse(req);
    const ms = performance.now() - t;
    process.stdout.write(`# analyst on 10k agents × 24 steps: ${ms.toFixed(0)} ms\n`);
    assert.ok(Analysis.safeParse(a).success);
    for (const h of ['## Summary', '## Outcomes by group', '| outcome | start | end | change | peak (step) | trend |', '## Key drivers', '## Risks', '## Recommendations', '## Method']) {
      assert.ok(a.report_markdown.includes(h), h);
    }
    assert.match(a.report_markdown, /seed 7/);
    assert.ok(a.key_drivers.length >= 3);
    assert.match(a.key_drivers[0], /households\.actions\.buy_ev\./);
    // Every number in the prose comes from the facts.
    const facts = await computeFacts(cfg, run.metrics, run.seed);
    assert.deepEqual(inventedNumbers([a.executive_summary, ...a.key_drivers, ...a.risks, ...a.recommendations], allowedNumbers(facts, ['EV adoption'])), []);
    assert.deepEqual(await analyst.analyse(req), a, 'deterministic');
  });

  it('refuses empty metrics without retry', async () => {
    const analyst = createAnalyst({ provider: 'builtin' });
    await assert.rejects(
      analyst.analyse({ prompt: 'p', title: 't', config: dominated, metrics: { by_group: [], replicates: 1 }, tracked: [], seed: 1 }),
      (e) => e instanceof StageError && !e.retryable,
    );
  });

  it('catches invented numbers but allows rounding', () => {
    const allowed = [0.63612, 24, 3731.2];
    assert.deepEqual(inventedNumbers(['share rises to 0.636 by month 24 (+3,731%)'], allowed), []);
    assert.deepEqual(inventedNumbers(['share rises to 0.75 by month 24'], allowed), ['0.75']);
    assert.deepEqual(inventedNumbers(['income_k and group_2 are names'], allowed), []);
  });
});
