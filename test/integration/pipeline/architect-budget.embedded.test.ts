/**
 * An Architect-made configuration is checked against the Simulator's memory budget before the
 * Simulator (issue 11): the builtin Architect scales the population to fit; what still does not
 * fit ends the Architect stage FAILED with the words a submitted configuration gets in its 422.
 * The openai Architect is told the budget error like any other and asked to fix its design.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createArchitect } from '../../../src/pipeline/providers.js';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { startFakeOpenAI } from '../../helpers/fake-openai.js';
import { waitForSimulation } from '../../helpers/pipeline.js';

const MiB = 2 ** 20;
const PROMPT = 'How does a rumour spread among 5,000,000 people over 1000 days?';

describe('pipeline: an Architect configuration over the memory budget (sqlite)', () => {
  let api: TestApi;
  let key: string;
  before(async () => {
    api = await startTestApi('sqlite', { SIM_MEMORY_BUDGET_BYTES: String(4 * MiB) }, { withPipeline: true });
    key = (await api.mintKey('t')).api_key;
  });
  after(() => api.close());

  it('ends the Architect stage FAILED with the submission 422 message, and the Simulator never starts', async () => {
    const created = await api.request('POST', '/v1/simulations', { key, body: { prompt: PROMPT } });
    assert.equal(created.status, 201);
    const done = await waitForSimulation(api.baseUrl, key, created.json.id);
    assert.equal(done.status, 'FAILED', JSON.stringify(done));
    assert.match(
      String(done.error_log),
      /^Architect failed: The Architect produced a configuration over the Simulator's memory budget: Simulation needs about [\d.]+ MiB, over the memory budget of 4\.0 MiB \(agent state .*\); use fewer agents, variables, actions, steps, arms or replicates$/,
    );
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), ['PENDING', 'PROCESSING_CONFIG', 'FAILED'], 'failed once, without retries');
  });
});

describe('openai Architect: the memory budget is one more error its model is asked to fix', () => {
  const design = (agents: number) =>
    JSON.stringify({
      cannot_simulate: null,
      title: 'Rumour',
      step_unit: 'day',
      number_of_steps: 100,
      agent_groups: [
        {
          id: 'people',
          name: 'People',
          description: 'Townspeople',
          number_of_agents: agents,
          variables: [{ name: 'heard', type: 'initial_value', value: 0, mean: null, std: null, min: null, max: null, bounds: { min: 0, max: 1 }, drift: null, noise: null }],
          actions: [],
        },
      ],
      events: [],
      arms: [],
      baseline_label: null,
      replicates: null,
      question: null,
      assumptions: [],
    });
  const settings = (baseUrl: string) => ({
    provider: 'openai' as const,
    openai: { apiKey: 'sk-test', baseUrl, models: ['m'], defaultModel: 'm', timeoutMs: 5000, maxRetries: 0 },
  });

  it('an over-budget design is sent back with the budget message; the fixed one is taken', async () => {
    const fake = await startFakeOpenAI([{ content: design(1_000_000) }, { content: design(1_000) }]);
    try {
      const r = await createArchitect(settings(fake.baseUrl)).design({ prompt: PROMPT, maxTurns: 3, memoryBudgetBytes: 4 * MiB });
      assert.equal(r.config.agent_groups[0].number_of_agents, 1_000);
      assert.equal(fake.requests.length, 2);
      const feedback = fake.requests[1].messages.at(-1)!.content;
      assert.match(feedback, /Simulation needs about .* over the memory budget of 4\.0 MiB/);
    } finally {
      await fake.close();
    }
  });

  it('a model that keeps going over it fails the stage with the budget message', async () => {
    const fake = await startFakeOpenAI([{ content: design(1_000_000) }]);
    try {
      await assert.rejects(
        createArchitect(settings(fake.baseUrl)).design({ prompt: PROMPT, maxTurns: 2, memoryBudgetBytes: 4 * MiB }),
        { message: /^Architect produced no valid configuration after 2 turns: agent_groups: Simulation needs about [\d.]+ MiB, over the memory budget of 4\.0 MiB/ },
      );
    } finally {
      await fake.close();
    }
  });
});
