import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { Analysis } from '../../../src/domain/schemas/simulations.js';
import { validateSimulationConfig, type SimulationConfig } from '../../../src/domain/simulation-config.js';
import { computeFacts } from '../../../src/pipeline/analyst/facts.js';
import { allowedNumbers, identifiersIn, inventedNumbers, numbersIn } from '../../../src/pipeline/analyst/numbers.js';
import { driverSentence } from '../../../src/pipeline/analyst/prose.js';
import { sensitivity } from '../../../src/pipeline/analyst/sensitivity.js';
import { targetInfo } from '../../../src/pipeline/analyst/target.js';
import { createAnalyst, StageError, type AnalystRequest } from '../../../src/pipeline/providers.js';
import { closeSimPool, runSimulation } from '../../../src/sim/index.js';
import { readBenchConfig } from '../../../bench/configs/index.js';

after(() => closeSimPool());

function valid(cfg: unknown): SimulationConfig {
  const v = validateSimulationConfig(cfg);
  assert.ok(v.ok, JSON.stringify(!v.ok && v.errors));
  return v.config;
}

/** The EV diffusion model of the spec's example, with labels. */
function diffusion(agents = 10_000): SimulationConfig {
  const cfg = readBenchConfig('diffusion');
  cfg.agent_groups[0].number_of_agents = agents;
  cfg.agent_groups[0].variables.owns_ev.label = 'Owns an electric car';
  cfg.agent_groups[0].actions.buy_ev.label = 'Buys an electric car';
  cfg.agent_groups[0].actions.monthly_km.label = 'Kilometres driven';
  cfg.agent_groups[0].actions.monthly_km.unit = 'km per month';
  return valid(cfg);
}

/**
 * Voters decide each month, with no feedback. Political lean is symmetric around 0 and so is
 * the rest of the predictor (−1 + 2 × motivation), so the share voting yes is exactly 1/2 in
 * expectation whatever the weight on lean: changing that weight has no effect, only noise.
 * The weight on motivation and the intercept have real effects. Donations and savings do
 * not feed the vote.
 */
function voters(): SimulationConfig {
  return valid({
    step_unit: 'month',
    number_of_steps: 6,
    seed: 11,
    agent_groups: [
      {
        id: 'voters',
        name: 'Voters',
        description: 'x',
        number_of_agents: 2000,
        variables: {
          political_lean: { type: 'uniform', min: -1, max: 1 },
          motivation: { type: 'uniform', min: 0, max: 1 },
          savings: { type: 'initial_value', value: 0.0001, growth: 1, unit: 'EUR' },
        },
        actions: {
          vote_yes: { type: 'binary', description: 'Votes yes', label: 'Votes yes', intercept: -1, weights: { political_lean: 0.8, motivation: 2 } },
          donate_eur: { type: 'continuous', description: 'Donates', label: 'Donation', unit: 'EUR', intercept: 5, weights: { motivation: 10 }, noise: 2 },
        },
      },
    ],
    question: { kind: 'level_at_end', target: 'voters.vote_yes' },
    assumptions: ['Motivation is spread evenly between 0 and 1 (survey, 2023).'],
  });
}

async function request(cfg: SimulationConfig, over: Partial<AnalystRequest> = {}): Promise<AnalystRequest> {
  const run = await runSimulation(cfg, { threads: 1 });
  return { prompt: 'p', title: 'T', config: cfg, metrics: run.metrics, tracked: run.tracked, seed: run.seed, engineVersion: run.engineVersion, ...over };
}

const allText = (a: Analysis) => [a.executive_summary, ...a.key_drivers, ...a.risks, ...a.recommendations, a.report_markdown];

describe('key drivers: only effects that stand out of the run-to-run noise', () => {
  it('a change with no effect is not reported, though its paired runs differ; real effects are, with their range', async () => {
    const cfg = voters();
    const target = targetInfo(cfg, 'voters.vote_yes');
    const r = await sensitivity({ config: cfg, seed: 11, question: cfg.question!, target, quantity: { kind: 'level' }, means: new Map([['voters.political_lean', 0], ['voters.motivation', 0.5]]) });
    const ids = r.tried.map((d) => d.id);
    // Only what can reach the vote is tried: not the donation, not savings.
    assert.deepEqual(ids.sort(), ['voters.motivation:initial', 'voters.vote_yes:intercept', 'voters.vote_yes:weight:motivation', 'voters.vote_yes:weight:political_lean'].sort());
    const lean = r.tried.find((d) => d.id === 'voters.vote_yes:weight:political_lean')!;
    assert.ok(lean.differences.some((d) => d !== 0), 'the change moves individual runs (noise)…');
    assert.equal(lean.reported, false, '…but is not a driver');
    const reported = r.drivers.map((d) => d.id).sort();
    assert.deepEqual(reported, ['voters.motivation:initial', 'voters.vote_yes:intercept', 'voters.vote_yes:weight:motivation']);
    // Odds × 1.1 at p ≈ 1/2 adds about ln(1.1)/4 ≈ 2.4 percentage points.
    const ic = r.drivers.find((d) => d.id === 'voters.vote_yes:intercept')!;
    assert.ok(ic.effect > 0.015 && ic.effect < 0.035, String(ic.effect));
    assert.ok(ic.low < ic.effect && ic.effect < ic.high && ic.low > 0);
    assert.ok(r.agentSteps <= r.budget);
    assert.equal(r.replicates, 10);
  });

  it('the noise test itself: over several seeds, the no-effect change almost never passes it, the real one always does', async () => {
    const cfg = voters();
    const target = targetInfo(cfg, 'voters.vote_yes');
    let noise = 0;
    let real = 0;
    const seeds = [21, 22, 23, 24, 25];
    for (const seed of seeds) {
      const r = await sensitivity({ config: cfg, seed, question: cfg.question!, target, quantity: { kind: 'level' }, means: new Map() });
      const t = (id: string) => r.tried.find((d) => d.id === id)!.t ?? 0;
      if (t('voters.vote_yes:weight:political_lean') > r.tCritical) noise++;
      if (t('voters.vote_yes:weight:motivation') > r.tCritical) real++;
    }
    // 5% family-wise per analysis: two false passes in five analyses would be a 1-in-200 event.
    assert.ok(noise <= 1, `no-effect change passed ${noise} of ${seeds.length} times`);
    assert.equal(real, seeds.length);
  });

  it('stays within its budget of agent-steps, giving way on agents, then parameters, then replicates', async () => {
    const cfg = voters();
    const target = targetInfo(cfg, 'voters.vote_yes');
    const base = { config: cfg, seed: 11, question: cfg.question!, target, quantity: { kind: 'level' as const }, means: new Map<string, number>() };
    const small = await sensitivity({ ...base, settings: { agentSteps: 150_000 } });
    assert.ok(small.agentSteps <= 150_000, String(small.agentSteps));
    assert.ok(small.agentsPerGroup >= 300 && small.agentsPerGroup < 2000);
    const tiny = await sensitivity({ ...base, settings: { agentSteps: 1000 } });
    assert.match(tiny.skipped!, /budget of 1000 agent-steps is too small/);
    assert.equal(tiny.runs, 0);
    const off = await sensitivity({ ...base, settings: { maxRuns: 0 } });
    assert.match(off.skipped!, /switched off/);
  });

  it('drives the time asked for, in domain words: neighbours’ pull makes half the households adopt sooner', async () => {
    const cfg = diffusion(4000);
    cfg.question = { kind: 'time_to_threshold', target: 'households.owns_ev', threshold: 0.5 };
    const facts = await computeFacts(await request(cfg), { agentSteps: 3_000_000 });
    assert.equal(facts.sensitivity!.quantity.kind, 'time');
    const peer = facts.sensitivity!.drivers.find((d) => d.id === 'households.buy_ev:weight:households.owns_ev');
    assert.ok(peer, JSON.stringify(facts.sensitivity!.tried.map((d) => [d.id, d.effect, d.t])));
    assert.ok(peer.effect < 0, 'more pull from neighbours: sooner');
    const text = driverSentence(facts, peer);
    assert.match(text, /^If the share of households who own an electric car weighed 10% more on households’ decisions to buy an electric car, 50% of households own an electric car [\d.]+ months sooner \(90% interval [\d.]+–[\d.]+ months sooner\)\./);
    // Kilometres driven cannot reach ownership: never a driver.
    assert.ok(!facts.sensitivity!.tried.some((d) => d.id.includes('monthly_km')));
  });
});

describe('builtin Analyst: the answer first, in plain language', () => {
  it('writes every section, answer first, with labels and never identifiers', async () => {
    const cfg = voters();
    const a = await createAnalyst({ provider: 'builtin' }).analyse(await request(cfg));
    assert.ok(Analysis.safeParse(a).success);
    assert.ok(a.answer);
    assert.ok(a.executive_summary.startsWith(a.answer.statement), a.executive_summary);
    assert.match(a.answer.statement, /^After 6 months, [\d.]+% of voters vote yes\./);
    const heads = ['# T', '## Answer', '## Outcomes that matter', '## Key drivers', '## Risks', '## Recommendations', '## Assumptions', '## Method'];
    let at = -1;
    for (const h of heads) {
      const i = a.report_markdown.indexOf(`${h}\n`);
      assert.ok(i > at, `${h} in order`);
      at = i;
    }
    assert.deepEqual(identifiersIn(allText(a), cfg), []);
    assert.doesNotMatch(allText(a).join('\n'), /weights|intercept|coefficient|Act on/i);
    assert.match(a.report_markdown, /- Motivation is spread evenly between 0 and 1 \(survey, 2023\)\./);
    assert.match(a.report_markdown, /Engine: abm-kernel\//);
    assert.match(a.report_markdown, /replicate 0 uses seed 11/);
    assert.match(a.report_markdown, /1 arm × 1 replicate = 1 run of 2,000 agents over 6 months/);
  });

  it('shares in %, their changes in percentage points, no percentage change from a start near zero', async () => {
    const a = await createAnalyst({ provider: 'builtin' }).analyse(await request(voters()));
    const rows = a.report_markdown.split('\n').filter((l) => l.startsWith('| '));
    const vote = rows.find((l) => l.startsWith('| Votes yes'))!;
    assert.match(vote, /\| [\d.]+% \| [\d.]+% \| [+−±][\d.]+ pp \|/);
    const savings = rows.find((l) => l.startsWith('| Savings'))!;
    // Doubling from 0.0002 to 0.0064 EUR: a change in EUR, never "+3,100%" from a start near zero.
    assert.match(savings, /\| 0\.0002 EUR \| 0\.0064 EUR \| \+0\.0062 EUR \|/);
    assert.doesNotMatch(savings, /%/);
  });

  it('prints 2–3 significant digits', async () => {
    const a = await createAnalyst({ provider: 'builtin' }).analyse(await request(diffusion(3000)));
    for (const q of numbersIn([a.executive_summary, ...a.key_drivers].join(' '))) {
      const digits = q.text.replace(/[−+,-]/g, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
      assert.ok(digits.length <= 3, `${q.text} in ${a.executive_summary}`);
    }
  });

  it('without a question: picks the outcome that moved most and says so; no analysis.answer', async () => {
    const a = await createAnalyst({ provider: 'builtin' }).analyse(await request(diffusion(3000)));
    assert.equal(a.answer, undefined);
    assert.match(a.executive_summary, /^No question was set, so this analysis follows the share of households who own an electric car, the outcome that moved most\. After 24 months, [\d.]+% of households own an electric car\./);
    assert.ok(a.key_drivers.some((d) => /^If /.test(d)));
  });

  it('is deterministic', async () => {
    const req = await request(voters());
    const analyst = createAnalyst({ provider: 'builtin' });
    assert.deepEqual(await analyst.analyse(req), await analyst.analyse(req));
  });

  it('says when no sensitivity analysis could be run', async () => {
    const a = await createAnalyst({ provider: 'builtin', sensitivity: { agentSteps: 0 } }).analyse(await request(voters()));
    assert.deepEqual(a.key_drivers, ['No sensitivity analysis was run: it is switched off in the settings.']);
    assert.match(a.report_markdown, /Key drivers: no sensitivity analysis was run \(it is switched off in the settings\)\./);
  });

  it('refuses empty metrics without retry', async () => {
    const analyst = createAnalyst({ provider: 'builtin' });
    await assert.rejects(
      analyst.analyse({ prompt: 'p', title: 't', config: voters(), metrics: { by_group: [], replicates: 1 }, tracked: [], seed: 1 }),
      (e) => e instanceof StageError && !e.retryable,
    );
  });

  it('stops when cancelled', async () => {
    const ac = new AbortController();
    ac.abort();
    await assert.rejects(createAnalyst({ provider: 'builtin' }).analyse({ ...(await request(voters())), signal: ac.signal }), (e) => e instanceof StageError && e.retryable && /cancelled/.test(e.message));
  });
});

describe('the prose check', () => {
  it('catches invented numbers but allows rounding', () => {
    const allowed = allowedNumbers(['share rises to 63.6% (0.636) by month 24, +3,731 households']);
    assert.deepEqual(inventedNumbers(['share rises to 64% by month 24 (+3,731)'], allowed), []);
    assert.deepEqual(inventedNumbers(['share rises to 75% by month 24'], allowed), ['75']);
    assert.deepEqual(inventedNumbers(['income_k and group_2 are names'], allowed), []);
  });

  it('finds identifiers, not words', () => {
    const cfg = diffusion(100);
    assert.deepEqual(identifiersIn(['households.owns_ev rises; owns_ev matters'], cfg), ['households.owns_ev', 'owns_ev']);
    assert.deepEqual(identifiersIn(['Households own an electric car'], cfg), []);
  });
});

describe('a realistic configuration with arms and replicates, through the kernel', () => {
  /** Electric cars among 3,000 households: today's prices against 10% and 20% lower prices, 10 replicates. */
  function priceCuts(): SimulationConfig {
    const cfg = diffusion(3000);
    const g = cfg.agent_groups[0];
    g.variables.price_index = { type: 'initial_value', value: 1, label: 'Price of an electric car' };
    g.actions.buy_ev.intercept = -3;
    g.actions.buy_ev.weights!.price_index = -2;
    cfg.arms = [
      { id: 'cut10', label: 'Prices 10% lower', events: [{ step: 1, target: 'households.price_index', op: 'multiply', value: 0.9, label: '10% price cut' }] },
      { id: 'cut20', label: 'Prices 20% lower', events: [{ step: 1, target: 'households.price_index', op: 'multiply', value: 0.8, label: '20% price cut' }] },
    ];
    cfg.baseline_label = 'Prices as today';
    cfg.replicates = 10;
    cfg.question = { kind: 'compare_arms', target: 'households.owns_ev', aggregate: 'total', text: 'How many more households own an electric car if prices fall 10% or 20%?' };
    cfg.assumptions = ['Prices fall one for one with the cut.'];
    return valid(cfg);
  }

  it('answers with paired differences per arm, the size of the cut as a driver, and diminishing returns', async () => {
    const cfg = priceCuts();
    const req = await request(cfg);
    assert.equal(req.tracked[0].arms.length, 3);
    const a = await createAnalyst({ provider: 'builtin' }).analyse(req);
    const ans = a.answer!;
    assert.equal(ans.kind, 'compare_arms');
    assert.equal(ans.unit, 'households');
    assert.equal(ans.arm, 'cut20');
    assert.deepEqual(ans.by_arm!.map((r) => r.arm), ['baseline', 'cut10', 'cut20']);
    // The headline is the median of replicate-by-replicate differences, computed here directly.
    const ends = (arm: number) => req.tracked[0].arms[arm].replicates.map((r) => r.at(-1)! * 3000);
    const d = ends(2).map((x, r) => x - ends(0)[r]).sort((x, y) => x - y);
    assert.ok(Math.abs(ans.value! - (d[4] + d[5]) / 2) < 1e-6, `${ans.value} vs ${(d[4] + d[5]) / 2}`);
    const [, cut10, cut20] = ans.by_arm!;
    assert.ok(cut20.difference! > cut10.difference! && cut10.difference! > 0);
    assert.ok(cut10.difference_low! > 0, 'the 10% cut stands out of the noise');
    assert.match(ans.statement, /^After 24 months, about [\d,]+ of the 3,000 households \([\d.]+%\) own an electric car \(90% range [\d,]+–[\d,]+\) under “Prices as today”\. With “Prices 10% lower”, about [\d,]+ \([\d,]+–[\d,]+\): [\d,]+ more \([\d,]+–[\d,]+\); with “Prices 20% lower”, /);
    assert.ok(a.executive_summary.startsWith(ans.statement));
    assert.match(a.report_markdown, /### Arms compared\n\n\*The number of households who own an electric car after 24 months, by arm \(90% ranges over 10 replicates; differences paired by replicate\)\.\*/);
    assert.match(a.report_markdown, /\| Prices 20% lower \| [\d,]+ \| [\d,]+–[\d,]+ \| \+[\d,]+ \| \+[\d,]+ to \+[\d,]+ \|/);
    assert.match(a.report_markdown, /3 arms × 10 replicates = 30 runs of 3,000 agents over 24 months/);
    assert.ok(a.recommendations.some((r) => /^“Prices 20% lower” adds \+[\d,]+ \(.*\) over “Prices 10% lower”: diminishing returns/.test(r)), a.recommendations.join('\n'));
    assert.deepEqual(identifiersIn(allText(a), cfg), []);

    // The drivers are of the difference the 20% cut makes, and the cut's own size is one of them.
    const facts = await computeFacts(req);
    assert.deepEqual(facts.sensitivity!.quantity, { kind: 'difference', arm: { id: 'cut20', label: 'Prices 20% lower' } });
    const size = facts.sensitivity!.tried.find((x) => x.id.includes(':event:'))!;
    assert.equal(size.what, 'if “20% price cut” in “Prices 20% lower” were 10% larger (a 22% cut instead of 20%)');
    assert.ok(size.reported && size.effect > 0, JSON.stringify(size));
    assert.match(driverSentence(facts, size), /^If “20% price cut” in “Prices 20% lower” were 10% larger \(a 22% cut instead of 20%\), the gap between “Prices 20% lower” and “Prices as today” after 24 months widens by about [\d,]+ households who own an electric car \(90% interval [\d,]+–[\d,]+\)\.$/);
  });
});
