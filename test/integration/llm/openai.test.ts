import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { SimulationConfig } from '../../../src/domain/simulation-config.js';
import { createAnalyst, createArchitect, StageError, allowedModels, type AnalystRequest, type StageSettings } from '../../../src/pipeline/providers.js';
import { closeSimPool, runSimulation } from '../../../src/sim/index.js';
import { startFakeOpenAI, type FakeOpenAI } from '../../helpers/fake-openai.js';

after(() => closeSimPool());

const settings = (fake: FakeOpenAI, over: Partial<NonNullable<StageSettings['openai']>> = {}): StageSettings => ({
  provider: 'openai',
  openai: { apiKey: 'sk-test', baseUrl: fake.baseUrl, models: ['m-small', 'm-large'], defaultModel: 'm-small', timeoutMs: 5000, maxRetries: 0, ...over },
});

const variable = (name: string, o: Record<string, unknown>) => ({ name, mean: null, std: null, min: null, max: null, value: null, bounds: null, drift: null, noise: null, ...o });

function design(weightKey: string) {
  return JSON.stringify({
    title: 'EV adoption',
    step_unit: 'month',
    number_of_steps: 12,
    agent_groups: [
      {
        id: 'households',
        name: 'Households',
        description: 'Car owners',
        number_of_agents: 1000,
        variables: [variable('income', { type: 'normal', mean: 50, std: 10 }), variable('owns_ev', { type: 'initial_value', value: 0, bounds: { min: 0, max: 1 } })],
        actions: [
          {
            name: 'buy',
            type: 'binary',
            description: 'Buys an EV',
            intercept: -4,
            weights: [{ key: weightKey, value: 0.02 }, { key: 'households.owns_ev', value: 4 }, { key: 'owns_ev', value: -50 }],
            effects: [{ key: 'owns_ev', value: 1 }],
            max: null,
            noise: null,
            bounds: null,
          },
        ],
      },
    ],
  });
}

describe('openai Architect against a fake OpenAI-compatible server', () => {
  it('accepts a valid structured answer and sends a json_schema response format', async () => {
    const fake = await startFakeOpenAI([{ content: design('income') }]);
    try {
      const r = await createArchitect(settings(fake)).design({ prompt: 'EVs', maxTurns: 3, model: 'm-large' });
      assert.equal(r.title, 'EV adoption');
      assert.deepEqual(r.config.agent_groups[0].actions.buy.weights, { income: 0.02, 'households.owns_ev': 4, owns_ev: -50 });
      assert.equal(fake.requests.length, 1);
      assert.equal(fake.requests[0].model, 'm-large');
      assert.equal((fake.requests[0].response_format as { type: string }).type, 'json_schema');
    } finally {
      await fake.close();
    }
  });

  it('repairs: the second request carries the exact validation errors', async () => {
    const fake = await startFakeOpenAI([{ content: design('incme') }, { content: design('income') }]);
    try {
      const r = await createArchitect(settings(fake)).design({ prompt: 'EVs', maxTurns: 3 });
      assert.equal(r.config.agent_groups[0].actions.buy.weights?.income, 0.02);
      assert.equal(fake.requests.length, 2);
      const last = fake.requests[1].messages.at(-1)!;
      assert.equal(last.role, 'user');
      const expected = { loc: ['agent_groups', 0, 'actions', 'buy', 'weights', 'incme'], msg: "'incme' is not a variable of group 'households' (use '<group_id>.<name>' for a group mean)", type: 'value_error.reference' };
      assert.ok(last.content.includes(JSON.stringify([expected])), last.content);
      assert.equal(fake.requests[1].messages.at(-2)!.role, 'assistant');
    } finally {
      await fake.close();
    }
  });

  it('fails non-retryably with a readable message when no answer ever validates', async () => {
    const fake = await startFakeOpenAI([{ content: design('incme') }]);
    try {
      await assert.rejects(createArchitect(settings(fake)).design({ prompt: 'EVs', maxTurns: 3 }), (e: unknown) => {
        assert.ok(e instanceof StageError);
        assert.equal(e.retryable, false);
        assert.match(e.message, /^Architect produced no valid configuration after 3 turns: agent_groups\.0\.actions\.buy\.weights\.incme: 'incme' is not a variable/);
        return true;
      });
      assert.equal(fake.requests.length, 3);
    } finally {
      await fake.close();
    }
  });

  it('turns a slow server into a retryable timeout', async () => {
    const fake = await startFakeOpenAI([{ delayMs: 2000, content: design('income') }]);
    try {
      await assert.rejects(createArchitect(settings(fake, { timeoutMs: 200 })).design({ prompt: 'EVs', maxTurns: 1 }), (e: unknown) => e instanceof StageError && e.retryable && /timed out/.test(e.message));
    } finally {
      await fake.close();
    }
  });

  it('retries 500s through the client, then fails retryably', async () => {
    const fake = await startFakeOpenAI([{ status: 500 }]);
    try {
      await assert.rejects(createArchitect(settings(fake, { maxRetries: 2 })).design({ prompt: 'EVs', maxTurns: 1 }), (e: unknown) => e instanceof StageError && e.retryable && /500/.test(e.message));
      assert.equal(fake.requests.length, 3, 'one call and two retries');
    } finally {
      await fake.close();
    }
  });

  it('honours the abort signal', async () => {
    const fake = await startFakeOpenAI([{ delayMs: 2000, content: design('income') }]);
    try {
      const ac = new AbortController();
      setTimeout(() => ac.abort(), 50);
      await assert.rejects(createArchitect(settings(fake)).design({ prompt: 'EVs', maxTurns: 1, signal: ac.signal }), (e: unknown) => e instanceof StageError && /cancelled/.test(e.message));
    } finally {
      await fake.close();
    }
  });

  it('rejects a model outside the configured list', async () => {
    const fake = await startFakeOpenAI([{ content: design('income') }]);
    try {
      assert.deepEqual(allowedModels(settings(fake)), ['m-small', 'm-large']);
      assert.deepEqual(allowedModels({ provider: 'builtin' }), ['builtin']);
      await assert.rejects(createArchitect(settings(fake)).design({ prompt: 'EVs', maxTurns: 1, model: 'gpt-x' }), (e: unknown) => e instanceof StageError && !e.retryable);
      assert.equal(fake.requests.length, 0);
    } finally {
      await fake.close();
    }
  });
});

/** A Version 2 answer in the list-shaped schema: labels, growth, events, arms, question, assumptions, replicates. */
function designV2(over: { armEventTarget?: string; cannot?: string } = {}) {
  const v = (name: string, o: Record<string, unknown>) => variable(name, { growth: null, label: null, unit: null, ...o });
  const ev = (step: number, target: string, value: number, label: string) => ({ step, target, op: 'add', value, label });
  return JSON.stringify({
    cannot_simulate: over.cannot ?? null,
    title: 'Electric cars among 10,000 households',
    step_unit: 'month',
    number_of_steps: 24,
    agent_groups: [
      {
        id: 'households',
        name: 'Households',
        description: 'Car owners',
        number_of_agents: 10000,
        variables: [
          v('owns_ev', { type: 'initial_value', value: 0, bounds: { min: 0, max: 1 }, label: 'Owns an electric car', unit: 'share of households' }),
          v('price_change', { type: 'initial_value', value: 0, label: 'Price compared with today', unit: 'relative change', growth: -0.0184 }),
        ],
        actions: [
          {
            name: 'adopts',
            type: 'binary',
            description: 'Buys an electric car this month',
            label: 'Buys an electric car',
            unit: 'share this month',
            intercept: -6.5,
            weights: [{ key: 'price_change', value: -2.5 }, { key: 'households.owns_ev', value: 3 }, { key: 'owns_ev', value: -50 }],
            effects: [{ key: 'owns_ev', value: 1 }],
            max: null,
            noise: null,
            bounds: null,
          },
        ],
      },
    ],
    events: [ev(1, 'households.price_change', 0, 'today')],
    arms: [{ id: 'cheaper', label: 'prices fall 20%', description: 'A 20% lower price from the start', events: [ev(1, over.armEventTarget ?? 'households.price_change', -0.2, 'prices fall 20%')] }],
    baseline_label: 'today’s prices',
    replicates: 20,
    question: { text: 'How fast will electric cars spread?', kind: 'time_to_threshold', target: 'households.owns_ev', aggregate: 'mean', threshold: 0.05, direction: 'above' },
    assumptions: ['About 15% of new cars sold are electric (ACEA 2023).'],
  });
}

describe('openai Architect: Version 2 answers', () => {
  it('keeps labels, growth, events, arms, question, assumptions and replicates, and asks for them', async () => {
    const fake = await startFakeOpenAI([{ content: designV2() }]);
    try {
      const r = await createArchitect(settings(fake)).design({ prompt: 'How fast will electric cars spread among 10,000 households if prices fall 20%?', maxTurns: 2 });
      const c = r.config;
      assert.equal(c.agent_groups[0].variables.owns_ev.label, 'Owns an electric car');
      assert.equal(c.agent_groups[0].variables.price_change.growth, -0.0184);
      assert.equal(c.agent_groups[0].actions.adopts.unit, 'share this month');
      assert.deepEqual(c.arms?.map((a) => [a.id, a.label, a.events.length]), [['cheaper', 'prices fall 20%', 1]]);
      assert.equal(c.baseline_label, 'today’s prices');
      assert.equal(c.events?.length, 1);
      assert.deepEqual(c.question, { text: 'How fast will electric cars spread?', kind: 'time_to_threshold', target: 'households.owns_ev', aggregate: 'mean', threshold: 0.05, direction: 'above' });
      assert.equal(c.replicates, 20);
      assert.equal(c.assumptions?.length, 1);
      const system = fake.requests[0].messages[0].content;
      for (const word of ['arm', 'event', 'question', 'assumptions', 'replicates', 'label', 'growth', 'cannot_simulate']) assert.match(system, new RegExp(word));
      const schema = JSON.stringify(fake.requests[0].response_format);
      for (const key of ['"arms"', '"events"', '"question"', '"assumptions"', '"replicates"', '"baseline_label"', '"growth"', '"unit"']) assert.ok(schema.includes(key), key);
    } finally {
      await fake.close();
    }
  });

  it('repairs a Version 2 answer: the second request carries the exact error of the arm event', async () => {
    const fake = await startFakeOpenAI([{ content: designV2({ armEventTarget: 'households.adopts' }) }, { content: designV2() }]);
    try {
      const r = await createArchitect(settings(fake)).design({ prompt: 'EVs', maxTurns: 3 });
      assert.equal(r.config.arms?.[0].events[0].target, 'households.price_change');
      assert.equal(fake.requests.length, 2);
      const expected = { loc: ['arms', 0, 'events', 0, 'target'], msg: "'adopts' is an action of group 'households'; an event changes a variable", type: 'value_error.reference' };
      assert.ok(fake.requests[1].messages.at(-1)!.content.includes(JSON.stringify([expected])), fake.requests[1].messages.at(-1)!.content);
    } finally {
      await fake.close();
    }
  });

  it('fails non-retryably when no Version 2 answer ever validates', async () => {
    const fake = await startFakeOpenAI([{ content: designV2({ armEventTarget: 'households.adopts' }) }]);
    try {
      await assert.rejects(createArchitect(settings(fake)).design({ prompt: 'EVs', maxTurns: 2 }), (e: unknown) => {
        assert.ok(e instanceof StageError);
        assert.equal(e.retryable, false);
        assert.match(e.message, /^Architect produced no valid configuration after 2 turns: arms\.0\.events\.0\.target: 'adopts' is an action/);
        return true;
      });
      assert.equal(fake.requests.length, 2);
    } finally {
      await fake.close();
    }
  });

  it('ends with a non-retryable failure that says what a prompt needs when the model finds nothing to simulate', async () => {
    const fake = await startFakeOpenAI([{ content: designV2({ cannot: 'The prompt asks about the weather; no population or behaviour.' }) }]);
    try {
      await assert.rejects(createArchitect(settings(fake)).design({ prompt: "What's the weather tomorrow?", maxTurns: 3 }), (e: unknown) => {
        assert.ok(e instanceof StageError);
        assert.equal(e.retryable, false);
        assert.match(e.message, /nothing to simulate.*weather.*population, a behaviour over time and a horizon, for example/s);
        return true;
      });
      assert.equal(fake.requests.length, 1, 'a refusal is not repaired');
    } finally {
      await fake.close();
    }
  });
});

describe('openai Analyst against a fake server', () => {
  /** A v2 configuration: labels, a question, an arm, replicates and assumptions. */
  const cfg: SimulationConfig = {
    step_unit: 'month',
    number_of_steps: 12,
    seed: 4,
    replicates: 3,
    agent_groups: [
      {
        id: 'households',
        name: 'Households',
        description: 'x',
        number_of_agents: 1000,
        variables: {
          income_k: { type: 'normal', mean: 50, std: 10, label: 'Income', unit: 'kEUR' },
          owns_ev: { type: 'initial_value', value: 0, bounds: { min: 0, max: 1 }, label: 'Owns an electric car' },
          price_index: { type: 'initial_value', value: 1, label: 'Price of an electric car' },
        },
        actions: {
          buy_ev: {
            type: 'binary',
            description: 'Buys',
            label: 'Buys an electric car',
            intercept: -3,
            weights: { income_k: 0.02, 'households.owns_ev': 4, owns_ev: -50, price_index: -1 },
            effects: { owns_ev: 1 },
          },
        },
      },
    ],
    arms: [{ id: 'price_cut', label: 'Prices 20% lower', events: [{ step: 1, target: 'households.price_index', op: 'multiply', value: 0.8 }] }],
    question: { kind: 'level_at_end', target: 'households.owns_ev', text: 'What share of households owns an electric car after a year?' },
    assumptions: ['About 1% of households buy an electric car each month at today’s prices.'],
  };
  const sens = { sensitivity: { agentSteps: 300_000 } };

  async function request(): Promise<AnalystRequest> {
    const run = await runSimulation(cfg, { threads: 1 });
    return { prompt: 'EVs', title: 'EVs', config: cfg, metrics: run.metrics, tracked: run.tracked, seed: run.seed, engineVersion: run.engineVersion };
  }
  const prose = (o: Partial<Record<'executive_summary' | 'key_drivers' | 'risks' | 'recommendations', unknown>> = {}) =>
    JSON.stringify({ executive_summary: 'Ownership grows steadily.', key_drivers: ['Neighbours matter most.'], risks: ['Prices may not fall.'], recommendations: ['Compare the options.'], ...o });

  it('keeps the computed answer and leads the summary with it; the model sees labelled facts, no identifiers', async () => {
    const req = await request();
    const builtin = await createAnalyst({ provider: 'builtin', ...sens }).analyse(req);
    const fake = await startFakeOpenAI([{ content: JSON.stringify({ ...JSON.parse(prose()), answer: { value: 0.99, statement: 'Everyone buys one.' } }) }]);
    try {
      const a = await createAnalyst({ ...settings(fake), ...sens }).analyse(req);
      assert.equal(fake.requests.length, 1);
      assert.deepEqual(a.answer, builtin.answer, 'the model cannot change the answer');
      assert.equal(a.executive_summary, `${builtin.answer!.statement} Ownership grows steadily.`);
      assert.deepEqual(a.key_drivers, ['Neighbours matter most.']);
      assert.match(a.report_markdown, /## Answer\n\n/);
      assert.match(a.report_markdown, /### Arms compared/);
      assert.match(a.report_markdown, /- About 1% of households buy an electric car each month/);
      const digest = fake.requests[0].messages[1].content;
      assert.ok(digest.includes(`Answer sentence (begin the executive summary with it): ${builtin.answer!.statement}`));
      assert.match(digest, /Owns an electric car/);
      assert.match(digest, /Prices 20% lower/);
      assert.doesNotMatch(digest, /owns_ev|buy_ev|households\.|price_cut/);
      assert.equal((fake.requests[0].response_format as { type: string }).type, 'json_schema');
    } finally {
      await fake.close();
    }
  });

  it('sends an invented number back for repair and keeps the repaired answer', async () => {
    const req = await request();
    const builtin = await createAnalyst({ provider: 'builtin', ...sens }).analyse(req);
    const quoted = builtin.answer!.statement; // every number in it was printed for the model
    const fake = await startFakeOpenAI([{ content: prose({ executive_summary: 'Ownership reaches 98.7654% after 12 months.' }) }, { content: prose({ executive_summary: quoted }) }]);
    try {
      const a = await createAnalyst({ ...settings(fake), ...sens }).analyse(req);
      assert.equal(fake.requests.length, 2);
      const repair = fake.requests[1].messages.at(-1)!;
      assert.equal(repair.role, 'user');
      assert.match(repair.content, /These numbers do not appear in the facts: 98\.7654/);
      assert.equal(fake.requests[1].messages.at(-2)!.role, 'assistant');
      assert.equal(a.executive_summary, quoted);
    } finally {
      await fake.close();
    }
  });

  it('sends identifiers back for repair', async () => {
    const req = await request();
    const fake = await startFakeOpenAI([{ content: prose({ key_drivers: ['households.owns_ev drives buy_ev.'] }) }, { content: prose() }]);
    try {
      const a = await createAnalyst({ ...settings(fake), ...sens }).analyse(req);
      assert.equal(fake.requests.length, 2);
      assert.match(fake.requests[1].messages.at(-1)!.content, /These are identifiers, not names for people: buy_ev, households\.owns_ev\. Use the labels/);
      assert.deepEqual(a.key_drivers, ['Neighbours matter most.']);
    } finally {
      await fake.close();
    }
  });

  it('sends invalid JSON and a wrong shape back for repair', async () => {
    const req = await request();
    const fake = await startFakeOpenAI([{ content: 'not json' }, { content: JSON.stringify({ executive_summary: 3 }) }, { content: prose() }]);
    try {
      const a = await createAnalyst({ ...settings(fake), ...sens, analystMaxTurns: 3 }).analyse(req);
      assert.equal(fake.requests.length, 3);
      assert.match(fake.requests[1].messages.at(-1)!.content, /not valid JSON/);
      assert.match(fake.requests[2].messages.at(-1)!.content, /does not match the schema: executive_summary/);
      assert.match(a.executive_summary, /Ownership grows steadily\.$/);
    } finally {
      await fake.close();
    }
  });

  it('falls back to the builtin prose when the model keeps inventing numbers', async () => {
    const req = await request();
    const builtin = await createAnalyst({ provider: 'builtin', ...sens }).analyse(req);
    const fake = await startFakeOpenAI([{ content: prose({ executive_summary: 'Ownership reaches 98.7654%.' }) }]);
    try {
      const a = await createAnalyst({ ...settings(fake), ...sens }).analyse(req);
      assert.equal(fake.requests.length, 2);
      assert.deepEqual(a, builtin);
    } finally {
      await fake.close();
    }
  });

  it('fails retryably on server errors, after the client’s retries', async () => {
    const req = await request();
    const fake = await startFakeOpenAI([{ status: 503 }]);
    try {
      await assert.rejects(createAnalyst({ ...settings(fake, { maxRetries: 1 }), ...sens }).analyse(req), (e: unknown) => e instanceof StageError && e.retryable && /503/.test(e.message));
      assert.equal(fake.requests.length, 2);
    } finally {
      await fake.close();
    }
  });

  it('turns a slow server into a retryable timeout', async () => {
    const req = await request();
    const fake = await startFakeOpenAI([{ delayMs: 2000, content: prose() }]);
    try {
      await assert.rejects(createAnalyst({ ...settings(fake, { timeoutMs: 200 }), ...sens }).analyse(req), (e: unknown) => e instanceof StageError && e.retryable && /timed out/.test(e.message));
    } finally {
      await fake.close();
    }
  });

  it('fails non-retryably on a client error', async () => {
    const req = await request();
    const fake = await startFakeOpenAI([{ status: 400, body: { error: { message: 'bad request', type: 'invalid_request_error' } } }]);
    try {
      await assert.rejects(createAnalyst({ ...settings(fake), ...sens }).analyse(req), (e: unknown) => e instanceof StageError && !e.retryable);
      assert.equal(fake.requests.length, 1);
    } finally {
      await fake.close();
    }
  });
});
