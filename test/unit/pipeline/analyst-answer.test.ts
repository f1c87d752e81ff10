import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Answer } from '../../../src/domain/schemas/simulations.js';
import type { Question, SimulationConfig } from '../../../src/domain/simulation-config.js';
import { validateSimulationConfig } from '../../../src/domain/simulation-config.js';
import { computeAnswer } from '../../../src/pipeline/analyst/answer.js';
import type { Metrics, TrackedSeries } from '../../../src/pipeline/provider.js';

const close = (a: number | null | undefined, b: number, eps = 1e-9) => assert.ok(a !== null && a !== undefined && Math.abs(a - b) <= eps, `${a} != ${b}`);

/** One group of 1,000 households; owns_ev is a 0–1 state, km a plain quantity, ill a 0–1 state. */
function config(question: Question, arms: Array<{ id: string; label: string }> = [{ id: 'subsidy', label: 'Subsidy +30%' }], replicates = 5): SimulationConfig {
  const cfg = {
    step_unit: 'month',
    number_of_steps: 4,
    seed: 1,
    replicates,
    agent_groups: [
      {
        id: 'households',
        name: 'Households',
        description: 'x',
        number_of_agents: 1000,
        variables: {
          owns_ev: { type: 'initial_value', value: 0, bounds: { min: 0, max: 1 }, label: 'Owns an electric car' },
          monthly_km: { type: 'normal', mean: 900, std: 100, unit: 'km per month' },
          is_ill: { type: 'initial_value', value: 0, bounds: { min: 0, max: 1 } },
          price: { type: 'initial_value', value: 1 },
        },
        actions: { buy_ev: { type: 'binary', description: 'Buys', label: 'Buys an electric car', effects: { owns_ev: 1 } } },
      },
    ],
    arms: arms.map((a) => ({ ...a, events: [{ step: 1, target: 'households.price', op: 'multiply', value: 0.7 }] })),
    question,
  };
  const v = validateSimulationConfig(cfg);
  assert.ok(v.ok, JSON.stringify(!v.ok && v.errors));
  return v.config;
}

// Shares of households owning an EV, per replicate, steps 1–4.
const BASE = [
  [0.1, 0.2, 0.3, 0.4],
  [0.1, 0.25, 0.35, 0.5],
  [0.05, 0.15, 0.25, 0.3],
  [0.1, 0.3, 0.45, 0.6],
  [0.05, 0.1, 0.15, 0.2],
];
const SUBSIDY = [
  [0.1, 0.25, 0.4, 0.55],
  [0.1, 0.3, 0.45, 0.6],
  [0.05, 0.2, 0.3, 0.4],
  [0.15, 0.35, 0.5, 0.65],
  [0.05, 0.1, 0.2, 0.25],
];
const BIG = SUBSIDY.map((r) => r.map((x) => Math.min(1, x + 0.2)));

function tracked(target: string, arms: Array<[string, string, number[][]]>): TrackedSeries[] {
  return [{ target, arms: arms.map(([id, label, replicates]) => ({ id, label, replicates })) }];
}

/** Metrics matching the tracked series (means per step), enough for the Analyst's shape checks. */
function metricsOf(name: string, arms: Array<[string, string, number[][]]>): Metrics {
  const meanRow = (rows: number[][]) => rows[0].map((_, i) => rows.reduce((s, r) => s + r[i], 0) / rows.length);
  const byGroup = (rows: number[][]) => [{ group_id: 'households', timeline: meanRow(rows).map((x, i) => ({ step: i + 1, variables: { [name]: x }, actions: {} })) }];
  return {
    by_group: byGroup(arms[0][2]),
    replicates: arms[0][2].length,
    arms: arms.map(([id, label, rows]) => ({ id, label, by_group: byGroup(rows), p05: byGroup(rows), p95: byGroup(rows) })),
  };
}

const ARMS: Array<[string, string, number[][]]> = [
  ['baseline', 'Baseline', BASE],
  ['subsidy', 'Subsidy +30%', SUBSIDY],
];

function answer(q: Question, arms = ARMS, cfgArms?: Array<{ id: string; label: string }>) {
  const name = q.target.split('.')[1];
  const cfg = config(q, cfgArms ?? arms.slice(1).map(([id, label]) => ({ id, label })), arms[0][2].length);
  const a = computeAnswer(cfg, metricsOf(name, arms), tracked(q.target, arms));
  assert.ok(Answer.safeParse(a).success, JSON.stringify(Answer.safeParse(a).error));
  return a;
}

describe('computeAnswer: level_at_end', () => {
  it('median and 5th/95th percentiles of the end value, and paired differences per arm', () => {
    const a = answer({ kind: 'level_at_end', target: 'households.owns_ev' });
    // End values 0.4 0.5 0.3 0.6 0.2 → sorted 0.2 0.3 0.4 0.5 0.6: median 0.4; p05 = 0.2 + 0.2·0.1; p95 = 0.5 + 0.8·0.1.
    close(a.value, 0.4);
    close(a.low, 0.22);
    close(a.high, 0.58);
    assert.equal(a.unit, 'share of households');
    assert.equal(a.by_arm!.length, 2);
    assert.deepEqual(a.by_arm![0], { arm: 'baseline', label: 'Baseline', value: a.value, low: a.low, high: a.high, difference: 0, difference_low: 0, difference_high: 0 });
    const s = a.by_arm![1];
    // Arm ends 0.55 0.6 0.4 0.65 0.25 → median 0.55, p05 0.25 + 0.2·0.15, p95 0.6 + 0.8·0.05.
    close(s.value, 0.55);
    close(s.low, 0.28);
    close(s.high, 0.64);
    // Paired differences 0.15 0.1 0.1 0.05 0.05: median 0.1, p05 0.05, p95 0.1 + 0.8·0.05. Not the difference of the percentiles.
    close(s.difference, 0.1);
    close(s.difference_low, 0.05);
    close(s.difference_high, 0.14);
  });

  it('states the share in %, the range, and the arm in percentage points, without identifiers', () => {
    const a = answer({ kind: 'level_at_end', target: 'households.owns_ev' });
    assert.match(a.statement, /^After 4 months, 40% of households own an electric car \(90% range 22–58%\) under the baseline\./);
    assert.match(a.statement, /With “Subsidy \+30%”, 55% \(28–64%\): \+10 percentage points \(\+5\.0 to \+14 percentage points\)\.$/);
    assert.doesNotMatch(a.statement, /owns_ev|households\.|buy_ev/);
  });

  it('total is the mean times the group’s agents, a count of households', () => {
    const a = answer({ kind: 'level_at_end', target: 'households.owns_ev', aggregate: 'total' });
    close(a.value, 400);
    close(a.low, 220);
    close(a.high, 580);
    close(a.by_arm![1].difference, 100);
    assert.equal(a.unit, 'households');
    assert.match(a.statement, /about 400 of the 1,000 households \(40%\) own an electric car \(90% range 220–580\)/);
  });

  it('a scaled population: totals count the members the agents stand for', () => {
    const q: Question = { kind: 'level_at_end', target: 'households.owns_ev', aggregate: 'total' };
    const cfg = config(q);
    cfg.assumptions = ['Each of the 1,000 agents stands for 50 households (50,000 in the city).'];
    const a = computeAnswer(cfg, metricsOf('owns_ev', ARMS), tracked(q.target, ARMS));
    close(a.value, 400 * 50);
    assert.match(a.statement, /about 20,000 of the 50,000 households \(40%\) own an electric car/);
  });

  it('cumulative is the sum over steps of the total', () => {
    const a = answer({ kind: 'level_at_end', target: 'households.owns_ev', aggregate: 'cumulative' });
    // Sums ×1000: 1000 1200 750 1450 500 → median 1000, p05 500 + 0.2·250, p95 1200 + 0.8·250.
    close(a.value, 1000);
    close(a.low, 550);
    close(a.high, 1400);
    assert.match(a.statement, /^Over 4 months, /);
  });

  it('a variable with a unit keeps it, and its label is the name with spaces', () => {
    const km = BASE.map((r) => r.map((x) => 800 + 1000 * x));
    const a = answer({ kind: 'level_at_end', target: 'households.monthly_km' }, [['baseline', 'Baseline', km]], []);
    close(a.value, 1200);
    assert.equal(a.unit, 'km per month');
    assert.equal(a.by_arm, undefined, 'no arms, no by_arm');
    assert.match(a.statement, /^After 4 months, monthly km averages 1,200 km per month over households \(90% range 1,020–1,380 km per month\)\.$/);
  });
});

describe('computeAnswer: time_to_threshold', () => {
  it('first step at or past the threshold, in steps; a replicate that never reaches it counts as later than every step', () => {
    const a = answer({ kind: 'time_to_threshold', target: 'households.owns_ev', threshold: 0.3 });
    // Steps 3 3 4 2 never → sorted 2 3 3 4 ∞: median 3, p05 2.2, p95 beyond the horizon → null.
    close(a.value, 3);
    close(a.low, 2.2);
    assert.equal(a.high, null);
    assert.equal(a.share_reached, 0.8);
    assert.equal(a.unit, 'months');
    // Arm: 3 2 3 2 never. Pairs 0 −1 −1 0 (the replicate where neither reaches it is left out): median −0.5.
    const s = a.by_arm![1];
    close(s.value, 3); // sorted 2 2 3 3 ∞
    close(s.difference, -0.5);
    close(s.difference_low, -1);
    close(s.difference_high, 0);
    assert.match(a.statement, /^30% of households own an electric car by month 3 \(90% range month 2 to beyond the 4 months\) under the baseline\./);
    assert.match(a.statement, /In 4 of 5 runs it happens within the 4 months/);
    assert.match(a.statement, /0\.5 months sooner/);
  });

  it('a threshold on a total is a count of households', () => {
    const a = answer({ kind: 'time_to_threshold', target: 'households.owns_ev', threshold: 300, aggregate: 'total' }, [['baseline', 'Baseline', BASE]], []);
    close(a.value, 3);
    assert.equal(a.unit, 'months');
    assert.match(a.statement, /^300 households own an electric car by month 3 \(90% range month 2 to beyond the 4 months\)\./);
  });

  it('below: the first step at or under the threshold', () => {
    const falling = BASE.map((r) => r.map((x) => 1 - x));
    const a = answer({ kind: 'time_to_threshold', target: 'households.owns_ev', threshold: 0.7, direction: 'below' }, [['baseline', 'Baseline', falling]], []);
    close(a.value, 3);
  });

  it('null when not reached in most replicates, and says so', () => {
    const a = answer({ kind: 'time_to_threshold', target: 'households.owns_ev', threshold: 0.55 }, [['baseline', 'Baseline', BASE]], []);
    assert.equal(a.value, null);
    assert.equal(a.share_reached, 0.2);
    assert.match(a.statement, /longer than 4 months until 55% of households own an electric car: only 1 of 5 runs/);
  });

  it('never reached at all', () => {
    const a = answer({ kind: 'time_to_threshold', target: 'households.owns_ev', threshold: 0.9 }, [['baseline', 'Baseline', BASE]], []);
    assert.equal(a.value, null);
    assert.equal(a.low, null);
    assert.equal(a.high, null);
    assert.equal(a.share_reached, 0);
    assert.match(a.statement, /in any of 5 runs: the level is 40% at the end of the 4 months on average/);
  });
});

describe('computeAnswer: peak', () => {
  it('the largest value and its step, per replicate', () => {
    const ill = [
      [0.1, 0.3, 0.2, 0.1],
      [0.2, 0.25, 0.1, 0.05],
      [0.05, 0.1, 0.4, 0.2],
    ];
    const a = answer({ kind: 'peak', target: 'households.is_ill' }, [['baseline', 'Baseline', ill]], []);
    // Peaks 0.3@2 0.25@2 0.4@3: median 0.3, p05 0.25 + 0.1·0.05, p95 0.3 + 0.9·0.1; steps median 2, p95 2.9.
    close(a.value, 0.3);
    close(a.low, 0.255);
    close(a.high, 0.39);
    close(a.step, 2);
    // The step's own range (2–2.9) is in the statement.
    assert.match(a.statement, /^The share of households who are ill peaks at 30% \(90% range 25\.5–39%\) in month 2 \(months 2–3\)\.$/);
  });

  it('below: the lowest value', () => {
    const a = answer({ kind: 'peak', target: 'households.owns_ev', direction: 'below' }, [['baseline', 'Baseline', BASE]], []);
    close(a.value, 0.1); // minima 0.1 0.1 0.05 0.1 0.05 → median 0.1
    close(a.step, 1);
    assert.match(a.statement, /is lowest at/);
  });
});

describe('computeAnswer: probability_of_event', () => {
  it('the share of replicates reaching the threshold at any step, with a Wilson 90% interval', () => {
    const a = answer({ kind: 'probability_of_event', target: 'households.owns_ev', threshold: 0.5 });
    // Baseline reaches 0.5 in replicates 1 and 3: 2 of 5. Wilson 90% by hand: centre 0.43511, half 0.29242.
    close(a.value, 0.4);
    close(a.low, 0.1427, 1e-3);
    close(a.high, 0.7275, 1e-3);
    assert.equal(a.unit, 'probability');
    // Arm: 3 of 5. Paired outcomes 1 0 0 0 0 → mean 0.2, sd √0.2, t(90%, 4 df) 2.132.
    const s = a.by_arm![1];
    close(s.value, 0.6);
    close(s.difference, 0.2);
    close(s.difference_low, 0.2 - (2.132 * Math.sqrt(0.2)) / Math.sqrt(5), 2e-3);
    close(s.difference_high, 0.2 + (2.132 * Math.sqrt(0.2)) / Math.sqrt(5), 2e-3);
    assert.match(a.statement, /^The chance that 50% of households own an electric car at some point within 4 months is 40% \(90% interval 14\.3–72\.8%, from 5 runs\) under the baseline\./);
    assert.match(a.statement, /With “Subsidy \+30%”, 60% \(27\.2–85\.7%\): \+20 percentage points \(−22\.6 to \+62\.6 percentage points, within run-to-run noise\)\.$/);
  });
});

describe('computeAnswer: compare_arms', () => {
  it('headlines the arm that differs most, with its paired range', () => {
    const arms: Array<[string, string, number[][]]> = [...ARMS, ['big', 'Subsidy +60%', BIG]];
    const a = answer({ kind: 'compare_arms', target: 'households.owns_ev' }, arms);
    assert.equal(a.arm, 'big');
    // BIG ends are the subsidy ends + 0.2: paired differences 0.35 0.3 0.3 0.25 0.25.
    close(a.value, 0.3);
    close(a.low, 0.25);
    close(a.high, 0.34);
    assert.equal(a.by_arm!.length, 3);
    close(a.by_arm![1].difference, 0.1);
    assert.match(a.statement, /“Subsidy \+60%”, 75% \(48–84%\): \+30 percentage points \(\+25 to \+34 percentage points\)\.$/);
  });

  it('an arm identical to the baseline differs by exactly 0', () => {
    const a = answer({ kind: 'compare_arms', target: 'households.owns_ev' }, [ARMS[0], ['same', 'No change', BASE]]);
    assert.equal(a.value, 0);
    assert.equal(a.low, 0);
    assert.equal(a.high, 0);
  });
});

describe('computeAnswer: one replicate and missing series', () => {
  it('one replicate: the run’s value, no ranges anywhere, and it says so', () => {
    const a = answer({ kind: 'level_at_end', target: 'households.owns_ev' }, [
      ['baseline', 'Baseline', [BASE[0]]],
      ['subsidy', 'Subsidy +30%', [SUBSIDY[0]]],
    ]);
    close(a.value, 0.4);
    assert.equal(a.low, null);
    assert.equal(a.high, null);
    close(a.by_arm![1].difference, 0.15);
    assert.equal(a.by_arm![1].difference_low, null);
    assert.equal(a.by_arm![1].difference_high, null);
    assert.match(a.statement, /one run, so no range/);
  });

  it('without per-replicate series: the mean run, ranges from the metrics’ percentiles at the end', () => {
    const q: Question = { kind: 'level_at_end', target: 'households.owns_ev', aggregate: 'total' };
    const cfg = config(q);
    const m = metricsOf('owns_ev', ARMS);
    m.arms![0].p05[0].timeline[3].variables.owns_ev = 0.21;
    m.arms![0].p95[0].timeline[3].variables.owns_ev = 0.59;
    const a = computeAnswer(cfg, m, []);
    close(a.value, 400);
    close(a.low, 210);
    close(a.high, 590);
    assert.equal(a.by_arm![1].difference_low, null, 'no pairing without the replicates');
    assert.match(a.statement, /\(90% range 210–590\) under the baseline \(the mean of 5 runs\)\./);
  });
});

describe('the Analyst answers the configuration’s question', () => {
  it('analysis.answer is present and its statement leads the summary and the report', async () => {
    const { readBenchConfig } = await import('../../../bench/configs/index.js');
    const { createAnalyst } = await import('../../../src/pipeline/providers.js');
    const { runSimulation, closeSimPool } = await import('../../../src/sim/index.js');
    const { Analysis } = await import('../../../src/domain/schemas/simulations.js');
    try {
      const cfg = readBenchConfig('diffusion');
      cfg.agent_groups[0].number_of_agents = 2000;
      cfg.question = { kind: 'level_at_end', target: 'households.owns_ev' };
      const run = await runSimulation(cfg, { threads: 1 });
      const analyst = createAnalyst({ provider: 'builtin', sensitivity: { maxRuns: 4, agentsPerGroup: 500 } });
      const a = await analyst.analyse({ prompt: 'EVs', title: 'EVs', config: cfg, metrics: run.metrics, tracked: run.tracked, seed: run.seed });
      assert.ok(Analysis.safeParse(a).success);
      assert.ok(a.answer);
      const end = run.metrics.by_group[0].timeline.at(-1)!.variables.owns_ev;
      close(a.answer.value, end);
      assert.ok(a.executive_summary.startsWith(a.answer.statement));
      assert.match(a.report_markdown, /## Answer\n\n/);
      const without = await analyst.analyse({ prompt: 'EVs', title: 'EVs', config: { ...cfg, question: undefined }, metrics: run.metrics, tracked: [], seed: run.seed });
      assert.equal(without.answer, undefined);
    } finally {
      await closeSimPool();
    }
  });
});
