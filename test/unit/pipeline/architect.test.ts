import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { DEFAULT_CONFIG_LIMITS, validateSimulationConfig, type SimulationConfig } from '../../../src/domain/simulation-config.js';
import { designFromPrompt, MIN_REPLICATES, WORK_BUDGET } from '../../../src/pipeline/architect/design/assemble.js';
import { computeAnswer } from '../../../src/pipeline/analyst/answer.js';
import { membersPerAgent } from '../../../src/pipeline/analyst/target.js';
import { createArchitect, StageError } from '../../../src/pipeline/providers.js';
import { closeSimPool, runSimulation } from '../../../src/sim/index.js';

after(() => closeSimPool());

function design(prompt: string): SimulationConfig {
  const d = designFromPrompt(prompt);
  assert.ok(d.ok, `refused: ${prompt}`);
  const v = validateSimulationConfig(d.config);
  assert.ok(v.ok, JSON.stringify(!v.ok && v.errors));
  return d.config;
}

/** The work the time budget counts: agent-steps times the fields each agent computes. */
const fieldWork = (c: SimulationConfig) =>
  c.agent_groups.reduce((s, g) => s + g.number_of_agents * (Object.keys(g.variables).length + Object.keys(g.actions).length), 0) * c.number_of_steps * (1 + (c.arms?.length ?? 0)) * (c.replicates ?? 1);
const work = (c: SimulationConfig) => c.agent_groups.reduce((s, g) => s + g.number_of_agents, 0) * c.number_of_steps * (1 + (c.arms?.length ?? 0)) * (c.replicates ?? 1);

describe('builtin Architect: the provider', () => {
  const architect = createArchitect({ provider: 'builtin' });

  it('designs a valid Version 2 configuration with a title', async () => {
    const r = await architect.design({ prompt: 'How fast will electric cars spread among 10,000 households over 24 months if prices fall 20%?', maxTurns: 1 });
    assert.ok(validateSimulationConfig(r.config).ok);
    assert.equal(r.title, 'Adoption of electric cars — 10,000 households, 24 months');
    assert.equal(r.config.seed, undefined, 'the kernel derives the seed from the simulation id');
  });

  it('refuses prompts with nothing to simulate without retry, saying what a prompt needs with an example', async () => {
    for (const prompt of ['test', "What's the weather tomorrow?", 'Hello!', 'Please tell me a joke.', '   ']) {
      await assert.rejects(architect.design({ prompt, maxTurns: 1 }), (e: unknown) => {
        assert.ok(e instanceof StageError, prompt);
        assert.equal(e.retryable, false);
        assert.match(e.message, /population/, prompt);
        assert.match(e.message, /for example: "How fast will electric cars spread/i, prompt);
        return true;
      });
    }
  });

  it('refuses in the asker\'s language, and names the languages it reads for others', async () => {
    const msg = async (prompt: string) => {
      try {
        await architect.design({ prompt, maxTurns: 1 });
      } catch (e) {
        return (e as Error).message;
      }
      throw new Error(`not refused: ${prompt}`);
    };
    assert.match(await msg("Hallo, wie geht's?"), /^In dieser Anfrage gibt es nichts zu simulieren.*Zum Beispiel/s);
    assert.match(await msg('¿Qué tiempo hará mañana en Madrid?'), /^No hay nada que simular.*Por ejemplo/s);
    assert.match(await msg('Bonjour, comment allez-vous ?'), /^Il n'y a rien à simuler.*Par exemple/s);
    assert.match(await msg('Quanto velocemente si diffonderanno le auto elettriche tra 10.000 famiglie?'), /reads prompts in English, German, Spanish and French; it cannot read Italian/);
    assert.match(await msg('電気自動車は1万世帯にどのくらいの速さで普及しますか？'), /English, German, Spanish and French/);
  });

  it('rejects an unknown model without retry and stops when cancelled', async () => {
    await assert.rejects(architect.design({ prompt: 'EVs among 1,000 households', maxTurns: 1, model: 'gpt-9' }), (e) => e instanceof StageError && !e.retryable);
    const ac = new AbortController();
    ac.abort();
    await assert.rejects(architect.design({ prompt: 'EVs among 1,000 households', maxTurns: 1, signal: ac.signal }), (e) => e instanceof StageError && e.retryable);
  });

  it('is deterministic: the same prompt gives the same configuration', () => {
    for (const p of ['A town of 20,000 faces a norovirus outbreak. How many fall ill within 8 weeks if schools close for two weeks from week 2?', "Compare a $50 and a $100 carbon tax on 300 firms' emissions over 10 years"]) {
      assert.deepEqual(designFromPrompt(p), designFromPrompt(p));
    }
  });
});

describe('builtin Architect: the configuration carries Version 2', () => {
  it('labels and short units on every variable and action; assumptions with their numbers', () => {
    const c = design('How many of 15,000 tenants move out over 5 years if rents rise 8% a year, compared with rent control?');
    for (const g of c.agent_groups) {
      for (const [name, v] of [...Object.entries(g.variables), ...Object.entries(g.actions)]) {
        assert.ok(v.label && v.label.length <= 120, `${name} has a label`);
        assert.ok(v.unit !== undefined && v.unit.length <= 32, `${name} has a unit`);
      }
    }
    assert.ok(c.assumptions!.length >= 3 && c.assumptions!.every((a) => a.length <= 300));
    assert.ok(c.assumptions!.some((a) => /\d/.test(a) && /\(.*\d{4}.*\)/.test(a)), 'a number with a dated source');
  });

  it('events at the steps the prompt names: weeks 2-3 in daily steps, and in weekly steps', () => {
    const daily = design('Flu among 20,000 residents over 8 weeks if schools close for two weeks from week 2, compared with keeping them open');
    assert.equal(daily.step_unit, 'day');
    assert.deepEqual(daily.arms![0].events.map((e) => [e.step, e.op, e.value]), [[8, 'add', -0.287682], [22, 'add', 0.287682]]);
    assert.equal(daily.baseline_label, 'Keeping them open');
    const weekly = design('Flu among 20,000 residents, weekly for 8 weeks, if schools close in weeks 2-3');
    assert.equal(weekly.step_unit, 'week');
    assert.deepEqual(weekly.arms![0].events.map((e) => e.step), [2, 4]);
    // Without the asker's words for the status quo, it is the schools open (not "No schools").
    assert.equal(weekly.baseline_label, 'Schools open');
    assert.equal(design('Grippe unter 30.000 Einwohnern über 10 Wochen: was, wenn die Schulen ab Woche 2 für 3 Wochen schließen?').baseline_label, 'Schulen offen');
  });

  it('a tariff halved in year 3 is an event at the first month of year 3', () => {
    const c = design('How many of 10,000 households own an EV after 5 years if the import tariff is halved in year 3?');
    assert.equal(c.step_unit, 'month');
    assert.deepEqual(c.arms![0].events.map((e) => e.step), [25]);
  });

  it('"prices fall 20% a year" in monthly steps compounds by 0.8^(1/12) − 1 a month, and the kernel follows it', async () => {
    const c = design('How fast will electric cars spread among 10,000 households over 24 months if prices fall 20% a year?');
    const g = c.agent_groups[0];
    const trend = Object.entries(g.variables).find(([, v]) => v.growth !== undefined);
    assert.ok(trend, 'a variable with growth');
    assert.ok(Math.abs(trend[1].growth! - (0.8 ** (1 / 12) - 1)) < 1e-6, String(trend[1].growth));
    const small = structuredClone(c);
    small.agent_groups[0].number_of_agents = 200;
    small.replicates = 1;
    const r = await runSimulation(small, { seed: 1, threads: 1 });
    const arm = r.metrics.arms!.find((a) => a.id !== 'baseline')!;
    const tl = arm.by_group[0].timeline;
    assert.ok(Math.abs(tl[11].variables[trend[0]] - -0.2) < 1e-6, `after 12 months: ${tl[11].variables[trend[0]]}`);
    assert.ok(Math.abs(tl[23].variables[trend[0]] - (0.64 - 1)) < 1e-6, `after 24 months: ${tl[23].variables[trend[0]]}`);
    const base = r.metrics.by_group[0].timeline;
    assert.equal(base[23].variables[trend[0]], 0, 'the status quo does not compound');
  });

  it('a question of the right kind on the right target', () => {
    const q = (p: string) => design(p).question!;
    assert.deepEqual(pick(q('How fast will heat pumps spread among 5,000 households over 36 months?')), { kind: 'time_to_threshold', target: 'households.has_heat_pump', aggregate: 'mean' });
    assert.deepEqual(pick(q('How many of 5,000 smokers quit within 2 years?')), { kind: 'level_at_end', target: 'smokers.has_quit', aggregate: 'total' });
    assert.deepEqual(pick(q('Will a rumour about insolvency trigger a bank run among 2,500 depositors over 30 days?')), { kind: 'probability_of_event', target: 'depositors.has_withdrawn', aggregate: 'mean' });
    assert.deepEqual(pick(q('Simulate COVID among 20,000 residents. When is the peak of infections?')), { kind: 'peak', target: 'residents.infectious', aggregate: 'mean' });
    assert.deepEqual(pick(q('Compare a 10% and a 20% price cut on churn among 50,000 subscribers over 12 months.')), { kind: 'compare_arms', target: 'subscribers.has_cancelled', aggregate: 'mean' });
    function pick(x: SimulationConfig['question']) {
      return { kind: x!.kind, target: x!.target, aggregate: x!.aggregate };
    }
  });

  it('a new flu strain is pandemic influenza (R0 1.5), a flu season seasonal influenza (R 1.25 with the immunity it meets), in every language read', () => {
    const r0 = (p: string) => (design(p).assumptions ?? []).find((a) => /infects [\d.]+ others in a fully susceptible/.test(a)) ?? '';
    assert.match(r0('A city of 200,000 people is hit by a new flu strain. How many fall ill over 12 weeks?'), /^Pandemic influenza: each case infects 1\.5 others/);
    assert.match(r0('Pandemic flu in a city of 80,000 residents: how many are ill after 10 weeks?'), /^Pandemic influenza: each case infects 1\.5 others/);
    const de = (design('Eine neue Grippe trifft eine Stadt mit 50.000 Einwohnern. Wie viele erkranken in 10 Wochen?').assumptions ?? []).join('\n');
    assert.match(de, /^Pandemische Grippe: Jeder Fall steckt in einer voll empfänglichen Bevölkerung 1,5 weitere an/m);
    assert.match(r0('A city of 250,000 people faces a flu season. How many will catch it over 20 weeks?'), /^Influenza: each case infects 1\.92 others/);
    // The seasonal R of 1.25 is seen with the immunity a season meets: 30% vaccinated (15% protected) and 20% from earlier seasons.
    assert.ok((design('A city of 250,000 people faces a flu season. How many will catch it over 20 weeks?').assumptions ?? []).some((a) => /^At the start 35% are immune \(assumed\), so each case infects about 1\.25 others/.test(a)));
    // "pandemic" without a named disease stays the generic infection; COVID stays COVID.
    assert.match(r0('A new COVID variant spreads among 30,000 residents: how many are infected in 8 weeks?'), /^COVID-19: each case infects 3 others/);
  });

  it('levels start where the prompt says: 85% immune, candidate at 48%, 98% enrolled', () => {
    const measles = design('Measles outbreak in a town of 50,000 over 20 weeks where 85% are immune').agent_groups[0].variables.immune;
    assert.deepEqual([measles.type === 'uniform' && measles.min, measles.type === 'uniform' && measles.max], [-150000, 850000]);
    const votes = design('In an election with 2 million voters, candidate A polls at 48%. Will A win within 12 weeks?').agent_groups[0].variables.supports;
    assert.ok(votes.type === 'uniform' && votes.max === 480000);
    const school = design('School enrolment is 98% among 8,000 pupils. What share are still enrolled after 12 months?').agent_groups[0].variables.enrolled;
    assert.ok(school.type === 'uniform' && school.max === 980000);
  });
});

describe('builtin Architect: populations, limits and replicates', () => {
  it('keeps every count the prompt gives', () => {
    const c = design('1,000 villagers share a pasture. Will it collapse within 10 years?');
    assert.deepEqual(c.agent_groups.map((g) => [g.id, g.number_of_agents]), [['villagers', 1000]]);
    const two = design('Bank run risk: 2,500 depositors and 10 banks over 30 days');
    assert.deepEqual(two.agent_groups.map((g) => [g.id, g.number_of_agents]), [['depositors', 2500], ['banks', 10]]);
  });

  it('scales a population over the limits, says so in the words the Analyst reads, and answers counts in real members', async () => {
    const c = design('How many of 10 million residents will catch the flu over 4 months?');
    assert.deepEqual(c.agent_groups.map((g) => g.number_of_agents), [1_000_000]);
    assert.ok(c.assumptions!.some((a) => /each of the 1,000,000 agents stands for 10 residents/.test(a)), c.assumptions!.join('\n'));
    assert.equal(c.question!.aggregate, 'total');
    assert.equal(membersPerAgent(c, c.agent_groups[0]), 10);
    // A run at a tenth of the size: the Analyst's count is in residents (about ten million times the share).
    const small = structuredClone(c);
    small.agent_groups[0].number_of_agents = 20_000;
    small.replicates = 1;
    small.assumptions = small.assumptions!.map((a) => a.replace('each of the 1,000,000 agents stands for 10 residents', 'each of the 20,000 agents stands for 500 residents'));
    const r = await runSimulation(small, { seed: 2, threads: 1 });
    const answer = computeAnswer(small, r.metrics, r.tracked);
    const tl = r.metrics.by_group[0].timeline;
    const share = tl[tl.length - 1].variables.has_been_ill;
    assert.ok(Math.abs(answer.value! - share * 10_000_000) < 1, `${answer.value} vs ${share * 1e7}`);
  });

  it('keeps all groups under 5,000,000 agents in all', () => {
    const c = design('A flu epidemic among 4 million children and 4 million adults over 90 days');
    const total = c.agent_groups.reduce((s, g) => s + g.number_of_agents, 0);
    assert.ok(total <= DEFAULT_CONFIG_LIMITS.maxTotalAgents && c.agent_groups.every((g) => g.number_of_agents <= DEFAULT_CONFIG_LIMITS.maxAgentsPerGroup), String(total));
    // The limits alone would allow 800,000 each; the time budget (10 replicates in about 30 s) scales to 400,000.
    assert.deepEqual(c.agent_groups.map((g) => g.number_of_agents), [400_000, 400_000]);
  });

  it('sizes replicates to the time budget: 20 for small runs, at least 10 where the work allows, fewer (and said) for very large runs', () => {
    const small = design('How fast will heat pumps spread among 5,000 households over 36 months?');
    assert.equal(small.replicates, 20);
    const big = design('COVID outbreak among 2 million residents, daily for 180 days, with and without vaccination');
    assert.ok(big.replicates! < MIN_REPLICATES, String(big.replicates));
    assert.ok(big.assumptions!.some((a) => /runs only \d+ time/.test(a)));
    for (const c of [small, big]) assert.ok(fieldWork(c) <= WORK_BUDGET && work(c) <= DEFAULT_CONFIG_LIMITS.maxAgentSteps);
  });

  it('scales a large population to the time budget before cutting replicates below 10, and says so', () => {
    const c = design('A city of 250,000 people faces a flu season. How many will catch it over 20 weeks if 30% get vaccinated?');
    assert.ok(c.replicates! >= MIN_REPLICATES, String(c.replicates));
    assert.ok(fieldWork(c) <= WORK_BUDGET, String(fieldWork(c)));
    const g = c.agent_groups[0];
    assert.ok(g.number_of_agents < 250_000 && g.number_of_agents >= 20_000, String(g.number_of_agents));
    const k = 250_000 / g.number_of_agents;
    assert.ok(c.assumptions!.some((a) => a.includes(`stands for ${k} people`)), c.assumptions!.join('\n'));
    assert.equal(membersPerAgent(c, g), k);
    // A population that fits keeps one agent per person.
    assert.equal(design('How many of 40,000 students get measles in 3 months if vaccination coverage is 80%?').agent_groups[0].number_of_agents, 40_000);
  });
});

describe('builtin Architect: a 0/1 state at a share p starts at exactly that share', () => {
  it('every agent is 0 or 1 and the share is p up to sampling noise', async () => {
    const c = design('Measles outbreak in a town of 50,000 over 20 weeks where 85% are immune');
    const probe: SimulationConfig = {
      step_unit: 'day',
      number_of_steps: 1,
      agent_groups: [
        {
          id: 'town',
          name: 'Town',
          description: 'probe',
          number_of_agents: 200_000,
          variables: { immune: c.agent_groups[0].variables.immune },
          // 1 exactly when immune ≥ 0.5: equal to the mean only if no value lies strictly between 0 and 1.
          actions: { is_immune: { type: 'binary', description: 'probe', intercept: -1000, weights: { immune: 2000 } } },
        },
      ],
    };
    const r = await runSimulation(probe, { seed: 3, threads: 1 });
    const step = r.metrics.by_group[0].timeline[0];
    assert.ok(Math.abs(step.variables.immune - 0.85) < 0.004, String(step.variables.immune));
    assert.ok(Math.abs(step.actions.is_immune - step.variables.immune) < 1e-4, `${step.actions.is_immune} vs ${step.variables.immune}`);
  });
});

describe('builtin Architect: no group the prompt did not count', () => {
  it('"personas" next to 300,000 "habitantes" are the same people, not a second group of a default size', () => {
    const c = designFromPrompt('¿Cuántas personas de una ciudad de 300.000 habitantes se contagiarán de COVID en 4 meses si se cierran las escuelas durante 3 semanas?');
    assert.ok(c.ok);
    assert.deepEqual(c.config.agent_groups.map((g) => g.id), ['residents']);
    assert.equal(c.config.question!.threshold, undefined);
  });
  it('winning is crossing half of the vote, whatever the start', () => {
    const c = designFromPrompt('Will candidate A win among 1.2 million voters after a 10-week campaign if she starts at 47%?');
    assert.ok(c.ok);
    assert.equal(c.config.question!.kind, 'probability_of_event');
    assert.equal(c.config.question!.threshold, 0.5);
  });
});

describe('builtin Architect: "when will half adopt" looks far enough ahead', () => {
  it('with no horizon, a time-to-threshold question runs four default horizons, from the default start', () => {
    const d = designFromPrompt('When will half of 12,000 farms adopt drip irrigation if the government pays 40% of the cost?');
    assert.ok(d.ok);
    assert.equal(d.config.step_unit, 'month');
    assert.equal(d.config.number_of_steps, 96);
    assert.equal(d.config.question!.threshold, 0.5);
    assert.ok(d.config.arms?.[0].events.some((e) => e.value < 0), 'the subsidy lowers the price');
  });
});
