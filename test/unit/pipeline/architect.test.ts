import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { validateSimulationConfig, type SimulationConfig } from '../../../src/domain/simulation-config.js';
import { designFromPrompt } from '../../../src/pipeline/architect/builtin.js';
import { createArchitect, StageError } from '../../../src/pipeline/stages/index.js';
import { closeSimPool, runSimulation } from '../../../src/sim/index.js';

after(() => closeSimPool());

interface Case {
  prompt: string;
  agents?: Record<string, number>;
  steps?: number;
  unit?: SimulationConfig['step_unit'];
  /** A number that must appear as some parameter value. */
  param?: number;
}

const CORPUS: Case[] = [
  { prompt: 'How will 10,000 households adopt electric cars over 24 months if prices fall 20%?', agents: { households: 10000 }, steps: 24, unit: 'month', param: -20 },
  { prompt: 'Model solar panel uptake among 5,000 homeowners for 10 years with a 30% subsidy', agents: { homeowners: 5000 }, steps: 10, unit: 'year', param: 30 },
  { prompt: 'A streaming service with 50,000 subscribers: model churn over 12 months after a 15% price increase', agents: { subscribers: 50000 }, steps: 12, unit: 'month', param: 15 },
  { prompt: 'Simulate a flu epidemic in a city of 300,000 over 120 days', agents: { residents: 300000 }, steps: 120, unit: 'day' },
  { prompt: 'COVID outbreak among 2 million residents, daily for 180 days, with vaccination', agents: { residents: 1000000 }, steps: 180, unit: 'day' },
  { prompt: '2 million voters in an election over 12 weeks; candidate A starts at 48%', agents: { voters: 1000000 }, steps: 12, unit: 'week' },
  { prompt: 'Referendum campaign: how do 800,000 citizens vote if campaign spending rises 10%? weekly for 26 weeks', agents: { citizens: 800000 }, steps: 26, unit: 'week', param: 10 },
  { prompt: 'Workforce: 3,000 employees and 50 firms, hiring and quitting over 36 months when wages rise 5%', agents: { employees: 3000, firms: 50 }, steps: 36, unit: 'month', param: 5 },
  { prompt: 'Unemployment dynamics for 20,000 workers over 8 quarters', agents: { workers: 20000 }, steps: 8, unit: 'quarter' },
  { prompt: 'How do 1,000 investors react to a market crash over 52 weeks if interest rates rise 2%?', agents: { investors: 1000 }, steps: 52, unit: 'week', param: 2 },
  { prompt: 'Savings behaviour of 4,000 households over 5 years, income between 30k and 90k', agents: { households: 4000 }, steps: 5, unit: 'year', param: 90000 },
  { prompt: 'Bank run risk: 2,500 depositors and 10 banks over 30 days', agents: { banks: 10 }, steps: 30, unit: 'day' },
  { prompt: 'Electricity demand of 8,000 households monthly for 2 years after prices rise 25%', agents: { households: 8000 }, steps: 24, unit: 'month', param: 25 },
  { prompt: 'Heat pump adoption by 12,000 households over 15 years', agents: { households: 12000 }, steps: 15, unit: 'year' },
  { prompt: 'Traffic congestion: 40,000 commuters choosing car or bus over 60 days with a 10% toll increase', agents: { commuters: 40000 }, steps: 60, unit: 'day', param: 10 },
  { prompt: 'Cycling uptake among 6,000 commuters weekly for 52 weeks', agents: { commuters: 6000 }, steps: 52, unit: 'week' },
  { prompt: 'Housing market with 15,000 renters and 300 landlords over 10 years if rents rise 8%', agents: { renters: 15000, landlords: 300 }, steps: 10, unit: 'year', param: 8 },
  { prompt: 'Home buying among 9,000 households over 20 quarters when mortgage rates fall 1.5%', agents: { households: 9000 }, steps: 20, unit: 'quarter', param: -1.5 },
  { prompt: 'Student dropout at a university with 25,000 students over 48 months', agents: { students: 25000 }, steps: 48, unit: 'month' },
  { prompt: 'Online course enrolment of 7,000 learners over 12 weeks', steps: 12, unit: 'week' },
  { prompt: 'Climate policy: 100,000 households reducing emissions over 30 years with a carbon tax of 20%', agents: { households: 100000 }, steps: 30, unit: 'year', param: 20 },
  { prompt: 'Recycling habits of 2,000 residents over 18 months', agents: { residents: 2000 }, steps: 18, unit: 'month' },
  { prompt: 'How does misinformation spread among 1 million social media users over 30 days', agents: { users: 1000000 }, steps: 30, unit: 'day' },
  { prompt: 'A meme goes viral among 250,000 followers: daily for 14 days', agents: { followers: 250000 }, steps: 14, unit: 'day' },
  { prompt: 'Black Friday: 30,000 shoppers and 40 stores over 8 weeks with a 25% discount', agents: { shoppers: 30000, stores: 40 }, steps: 8, unit: 'week', param: 25 },
  { prompt: 'Grocery retail sales among 12,000 customers over 52 weeks, average income of 45k', agents: { customers: 12000 }, steps: 52, unit: 'week', param: 45000 },
  { prompt: 'Hospital demand from 50,000 patients over 26 weeks with average age 65', agents: { patients: 50000 }, steps: 26, unit: 'week', param: 65 },
  { prompt: 'Waiting lists at 20 hospitals serving 80,000 patients over 24 months', agents: { patients: 80000, hospitals: 20 }, steps: 24, unit: 'month' },
  { prompt: 'Supply chain: 200 suppliers and 50 retailers, weekly for 40 weeks, demand rises 30%', agents: { suppliers: 200, retailers: 50 }, steps: 40, unit: 'week', param: 30 },
  { prompt: 'Inventory shortages across 500 firms over 12 months', agents: { firms: 500 }, steps: 12, unit: 'month' },
  { prompt: 'Smartphone app adoption among 3 million users over 2 years', agents: { users: 1000000 }, steps: 2, unit: 'year' },
  { prompt: 'Will 500 firms invest in AI over 5 years?', agents: { firms: 500 }, steps: 5, unit: 'year' },
  { prompt: 'Gym membership churn among 8,000 members over 12 months, 4% cancel each month', agents: { members: 8000 }, steps: 12, unit: 'month' },
  { prompt: 'Telecom customer retention: 60,000 customers, churn over 24 months with a 10% price cut', agents: { customers: 60000 }, steps: 24, unit: 'month', param: -10 },
  { prompt: 'Measles outbreak in a town of 50k over 20 weeks', agents: { residents: 50000 }, steps: 20, unit: 'week' },
  { prompt: 'Remote work adoption among 10,000 employees over 36 months', agents: { employees: 10000 }, steps: 36, unit: 'month' },
  { prompt: 'Farmers adopting drought-resistant seeds: 4,000 farmers over 8 years', agents: { farmers: 4000 }, steps: 8, unit: 'year' },
  { prompt: 'Public transport ridership among 100,000 residents after fares fall 50%, monthly for 3 years', agents: { residents: 100000 }, steps: 36, unit: 'month', param: -50 },
  { prompt: 'Crypto trading among 5,000 traders over 90 days', agents: { traders: 5000 }, steps: 90, unit: 'day' },
  { prompt: 'Tourism: 20,000 tourists and 100 restaurants over 12 weeks', agents: { tourists: 20000, restaurants: 100 }, steps: 12, unit: 'week' },
  { prompt: 'Something about people and their daily lives', unit: 'month' },
  { prompt: 'Quantum widgets', steps: 24 },
  { prompt: 'Energy transition of 6 million households over the next decade', steps: 10, unit: 'year' },
];

function numbersOf(cfg: SimulationConfig): number[] {
  const out: number[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'number') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(cfg.agent_groups);
  return out;
}

async function checkCase(architect: ReturnType<typeof createArchitect>, c: Case): Promise<void> {
      const { title, config } = await architect.design({ prompt: c.prompt, maxTurns: 3 });
      const v = validateSimulationConfig(config);
      assert.ok(v.ok, `${c.prompt}: ${JSON.stringify(!v.ok && v.errors)}`);
      assert.ok(title.length > 5 && title.length <= 120, title);
      assert.equal(config.seed, undefined);
      if (c.steps !== undefined) assert.equal(config.number_of_steps, c.steps, c.prompt);
      if (c.unit !== undefined) assert.equal(config.step_unit, c.unit, c.prompt);
      const total = config.agent_groups.reduce((s, g) => s + g.number_of_agents, 0);
      assert.ok(total <= 5_000_000 && config.agent_groups.every((g) => g.number_of_agents <= 1_000_000));
      for (const [id, n] of Object.entries(c.agents ?? {})) {
        const g = config.agent_groups.find((x) => x.id === id);
        assert.ok(g, `${c.prompt}: no group ${id} in ${config.agent_groups.map((x) => x.id)}`);
        assert.equal(g.number_of_agents, n, `${c.prompt}: ${id}`);
      }
      if (!c.agents && !/\d/.test(c.prompt)) assert.equal(config.agent_groups[0].number_of_agents, 10_000);
      if (c.param !== undefined) assert.ok(numbersOf(config).includes(c.param), `${c.prompt}: ${c.param} not in the parameters`);
      const small = structuredClone(config);
      for (const g of small.agent_groups) g.number_of_agents = Math.min(g.number_of_agents, 300);
      small.number_of_steps = Math.min(small.number_of_steps, 12);
      const r = await runSimulation(small, { seed: 3, threads: 1, inline: true });
      assert.equal(r.metrics.by_group.length, small.agent_groups.length);
      for (const g of r.metrics.by_group) {
        for (const p of g.timeline) for (const x of [...Object.values(p.variables), ...Object.values(p.actions)]) assert.ok(Number.isFinite(x));
      }
}

describe('builtin Architect', () => {
  it(`turns each of ${CORPUS.length} varied prompts into a valid configuration that runs and keeps the prompt's numbers`, async () => {
    assert.ok(CORPUS.length >= 40);
    const architect = createArchitect({ provider: 'builtin' });
    const failures: string[] = [];
    for (const c of CORPUS) {
      try {
        await checkCase(architect, c);
      } catch (err) {
        failures.push(err instanceof Error ? err.message : String(err));
      }
    }
    assert.deepEqual(failures, []);
  });


  it('is deterministic and caps totals over 5,000,000 agents', async () => {
    const p = 'Adoption of heat pumps by 900,000 households and 900,000 renters and 900,000 homeowners and 900,000 tenants and 900,000 landlords';
    assert.deepEqual(designFromPrompt(p), designFromPrompt(p));
    const { config } = designFromPrompt('Vaccination among 3 million residents and 3 million workers over 30 days');
    assert.ok(config.agent_groups.reduce((s, g) => s + g.number_of_agents, 0) <= 5_000_000);
  });

  it('rejects an unknown model and an empty prompt without retry', async () => {
    const a = createArchitect({ provider: 'builtin' });
    await assert.rejects(a.design({ prompt: 'x', maxTurns: 1, model: 'gpt-9' }), (e) => e instanceof StageError && !e.retryable);
    await assert.rejects(a.design({ prompt: '  ', maxTurns: 1 }), (e) => e instanceof StageError && !e.retryable);
  });
});

async function series(prompt: string, name: string, agents = 3000): Promise<number[]> {
  const { config } = designFromPrompt(prompt);
  for (const g of config.agent_groups) g.number_of_agents = Math.min(g.number_of_agents, agents);
  const r = await runSimulation(config, { seed: 11, threads: 1, inline: true });
  const tl = r.metrics.by_group[0].timeline;
  return tl.map((p) => p.variables[name] ?? p.actions[name]);
}

describe('builtin Architect dynamics', () => {
  it('a diffusion prompt gives an S-curve of the adoption share', async () => {
    const s = await series('How will 10,000 households adopt electric cars over 24 months?', 'owns_ev');
    const n = s.length;
    for (let i = 1; i < n; i++) assert.ok(s[i] >= s[i - 1] - 0.01, `falls at step ${i + 1}`);
    assert.ok(s[0] < 0.1, `starts low: ${s[0]}`);
    assert.ok(s[n - 1] > 0.6, `saturates high: ${s[n - 1]}`);
    const d = s.slice(1).map((x, i) => x - s[i]);
    const peakAt = d.indexOf(Math.max(...d));
    assert.ok(peakAt > 2 && peakAt < n - 3, `fastest growth mid-run, at ${peakAt + 2}`);
    assert.ok(d[0] < d[peakAt] / 2 && d[n - 2] < d[peakAt] / 2, 'accelerates then slows');
  });

  it('a churn prompt gives a decaying subscriber share', async () => {
    const s = await series('A streaming service with 50,000 subscribers: model churn over 12 months', 'subscribed');
    for (let i = 1; i < s.length; i++) assert.ok(s[i] <= s[i - 1] + 0.01);
    assert.ok(s[0] > 0.85 && s[s.length - 1] < 0.7, `${s[0]} → ${s[s.length - 1]}`);
  });

  it('an epidemic prompt gives a wave of infections', async () => {
    const s = await series('Simulate a flu epidemic in a city of 300,000 over 120 days', 'infected');
    const peak = Math.max(...s);
    const at = s.indexOf(peak);
    assert.ok(s[0] < 0.05 && peak > 0.1, `peak ${peak}`);
    assert.ok(at > 3 && at < s.length - 5, `peak at ${at + 1}`);
    assert.ok(s[s.length - 1] < peak / 3, 'falls after the peak');
  });

  it('a stated price fall speeds adoption relative to a price rise', async () => {
    const down = await series('10,000 households adopt electric cars over 24 months if prices fall 20%', 'owns_ev');
    const { config } = designFromPrompt('10,000 households adopt electric cars over 24 months if prices fall 20%');
    assert.equal(config.agent_groups[0].variables.price_change_pct?.type, 'initial_value');
    assert.ok(down[down.length - 1] > 0.5);
  });
});
