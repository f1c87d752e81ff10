import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { startFakeOpenAI, type FakeOpenAI } from '../../helpers/fake-openai.js';
import { benchConfig, FULL_PATH, waitForSimulation, WITH_CONFIG_PATH } from '../../helpers/pipeline.js';
import { runSimulation } from '../../../src/sim/index.js';
import type { SimulationConfig } from '../../../src/domain/simulation-config.js';

const PROMPT = 'How fast will electric cars spread among 10,000 households over 24 months if prices fall 20%?';

function slowConfig(): SimulationConfig {
  const c = benchConfig('two-groups-20k');
  for (const g of c.agent_groups) g.number_of_agents = 150_000;
  c.number_of_steps = 200;
  return c;
}

describe('pipeline, embedded runner (sqlite)', () => {
  let api: TestApi;
  let key: string;
  before(async () => {
    api = await startTestApi('sqlite', { CHECKPOINT_EVERY_MS: '200' }, { withPipeline: true });
    key = (await api.mintKey('t')).api_key;
  });
  after(() => api.close());

  it('runs a prompt through every status in order, once each, to results', async () => {
    const created = await api.request('POST', '/v1/simulations', { key, body: { prompt: PROMPT, tags: ['ev'] } });
    assert.equal(created.status, 201);
    assert.equal(created.json.status, 'PENDING');
    const done = await waitForSimulation(api.baseUrl, key, created.json.id);
    assert.equal(done.status, 'COMPLETED_ANALYSIS', JSON.stringify(done));
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), FULL_PATH);
    const times = done.lifecycle.states.map((s) => Date.parse(s.at));
    assert.deepEqual([...times].sort((a, b) => a - b), times, 'entries in order of entry');
    assert.notEqual(done.title, created.json.title, 'the Architect names it');

    const r = await api.request('GET', `/v1/simulations/${created.json.id}/results`, { key });
    assert.equal(r.status, 200);
    const res = r.json;
    assert.deepEqual(Object.keys(res).sort(), ['analysis', 'config', 'id', 'metrics', 'status']);
    assert.equal(res.status, 'COMPLETED_ANALYSIS');
    assert.equal(res.config.number_of_steps, 24);
    assert.equal(res.metrics.by_group.length, res.config.agent_groups.length);
    for (const g of res.metrics.by_group) {
      assert.deepEqual(g.timeline.map((p: { step: number }) => p.step), Array.from({ length: 24 }, (_, i) => i + 1));
      const group = res.config.agent_groups.find((x: { id: string }) => x.id === g.group_id);
      assert.deepEqual(Object.keys(g.timeline[0].variables), Object.keys(group.variables));
      assert.deepEqual(Object.keys(g.timeline[0].actions), Object.keys(group.actions));
    }
    for (const k of ['key_drivers', 'risks', 'recommendations']) assert.ok(res.analysis[k].length > 0, k);
    assert.ok(res.analysis.executive_summary.length > 20);
    assert.match(res.analysis.report_markdown, /^#/m);

    const cfg = await api.request('GET', `/v1/simulations/${created.json.id}/config`, { key });
    assert.deepEqual(cfg.json, res.config);
  });

  it('with-config skips the Architect and gives the metrics of the kernel for that config and seed', async () => {
    const config = benchConfig('diffusion');
    const created = await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'EV diffusion', config } });
    assert.equal(created.status, 201);
    assert.deepEqual(created.json.lifecycle.states.map((s: { name: string }) => s.name), ['PENDING', 'COMPLETED_CONFIG']);
    const done = await waitForSimulation(api.baseUrl, key, created.json.id);
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), WITH_CONFIG_PATH);
    const res = (await api.request('GET', `/v1/simulations/${created.json.id}/results`, { key })).json;
    assert.deepEqual(res.config, config, 'the config round-trips unchanged');
    const direct = await runSimulation(config, { threads: 1 });
    assert.deepEqual(res.metrics, direct.metrics, 'bit-identical to the kernel run on its own');
  });

  it('rejects an invalid configuration with every violation, and stores nothing', async () => {
    const config = benchConfig('diffusion') as unknown as { agent_groups: Array<{ actions: Record<string, { weights: Record<string, number> }> }>; number_of_steps: number };
    config.agent_groups[0].actions.buy_ev.weights.incme = 1;
    config.number_of_steps = 0;
    const before = (await api.request('GET', '/v1/simulations', { key })).json.total;
    const r = await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'p', config } });
    assert.equal(r.status, 422);
    const locs = r.json.detail.map((d: { loc: Array<string | number> }) => d.loc.join('.'));
    assert.ok(locs.includes('body.config.number_of_steps'), locs.join(' '));
    assert.ok(locs.includes('body.config.agent_groups.0.actions.buy_ev.weights.incme'), locs.join(' '));
    assert.equal((await api.request('GET', '/v1/simulations', { key })).json.total, before);
  });

  it('a config edit after completion clears results and reruns from the Simulator', async () => {
    const config = benchConfig('diffusion');
    const id = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'p', config } })).json.id;
    await waitForSimulation(api.baseUrl, key, id);
    const edited = { ...config, number_of_steps: 6 };
    const put = await api.request('PUT', `/v1/simulations/${id}/config`, { key, body: edited });
    assert.equal(put.status, 200);
    assert.deepEqual(put.json, { id, status: 'COMPLETED_CONFIG', config: edited });
    const blocked = await api.request('GET', `/v1/simulations/${id}/results`, { key });
    assert.ok(blocked.status === 409 || blocked.status === 200);
    const done = await waitForSimulation(api.baseUrl, key, id, (s) => s.status === 'COMPLETED_ANALYSIS' && (s.lifecycle as { states: unknown[] }).states.length > 6);
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), [...WITH_CONFIG_PATH, ...WITH_CONFIG_PATH.slice(1)]);
    const res = (await api.request('GET', `/v1/simulations/${id}/results`, { key })).json;
    assert.equal(res.metrics.by_group[0].timeline.length, 6);
    assert.deepEqual(res.config, edited);
  });

  it('a config edit during the simulation stops it; only the new run writes results', async () => {
    const id = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'slow', config: slowConfig() } })).json.id;
    const running = await waitForSimulation(api.baseUrl, key, id, (s) => s.status === 'PROCESSING_SIMULATION' && s.progress !== undefined);
    const progress = running.progress as { step: number; total: number };
    assert.equal(progress.total, 200);
    assert.ok(progress.step >= 1 && progress.step <= 200, JSON.stringify(progress));
    const small = benchConfig('diffusion');
    const put = await api.request('PUT', `/v1/simulations/${id}/config`, { key, body: small });
    assert.equal(put.status, 200);
    const done = await waitForSimulation(api.baseUrl, key, id);
    assert.equal(done.status, 'COMPLETED_ANALYSIS');
    const names = done.lifecycle.states.map((s) => s.name);
    assert.deepEqual(names, ['PENDING', 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION', ...WITH_CONFIG_PATH.slice(1)]);
    const res = (await api.request('GET', `/v1/simulations/${id}/results`, { key })).json;
    assert.deepEqual(res.metrics, (await runSimulation(small, { threads: 1 })).metrics);
  });

  it('PUT config is refused with 409 CONFIG_NOT_READY before a config exists, and validated', async () => {
    const off = await startTestApi('sqlite');
    try {
      const k = (await off.mintKey('t')).api_key;
      const id = (await off.request('POST', '/v1/simulations', { key: k, body: { prompt: 'p' } })).json.id;
      const r = await off.request('PUT', `/v1/simulations/${id}/config`, { key: k, body: benchConfig('diffusion') });
      assert.equal(r.status, 409);
      assert.deepEqual(r.json, { error: 'CONFIG_NOT_READY', message: r.json.message, status: 'PENDING' });
    } finally {
      await off.close();
    }
    const id = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'p', config: benchConfig('diffusion') } })).json.id;
    const bad = await api.request('PUT', `/v1/simulations/${id}/config`, { key, body: { step_unit: 'fortnight', number_of_steps: 5, agent_groups: [] } });
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.json.detail.map((d: { loc: string[] }) => d.loc.join('.')), ['body.step_unit', 'body.agent_groups']);
    // Cross-field checks are listed together with field errors (one answer lists every violation).
    const g = benchConfig('diffusion').agent_groups[0];
    const dup = await api.request('PUT', `/v1/simulations/${id}/config`, { key, body: { step_unit: 'days', number_of_steps: 5, agent_groups: [g, g] } });
    assert.deepEqual(dup.json.detail.map((d: { loc: Array<string | number>; type: string }) => `${d.loc.join('.')}:${d.type}`), [
      'body.step_unit:type_error.enum',
      'body.agent_groups.1.id:value_error.duplicate',
    ]);
  });

  it('an architect rerun clears everything and runs the whole pipeline again (202)', async () => {
    const id = (await api.request('POST', '/v1/simulations', { key, body: { prompt: PROMPT } })).json.id;
    await waitForSimulation(api.baseUrl, key, id);
    const newPrompt = 'How will a measles outbreak spread among 5,000 pupils over 20 weeks?';
    const r = await api.request('POST', `/v1/simulations/${id}/architect`, { key, body: { prompt: newPrompt, max_turns: 2 } });
    assert.equal(r.status, 202);
    assert.equal(r.json.status, 'PENDING');
    assert.equal(r.json.prompt, newPrompt);
    const done = await waitForSimulation(api.baseUrl, key, id, (s) => s.status === 'COMPLETED_ANALYSIS' && (s.lifecycle as { states: unknown[] }).states.length > 7);
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), [...FULL_PATH, ...FULL_PATH]);
    const res = (await api.request('GET', `/v1/simulations/${id}/results`, { key })).json;
    // The horizon asked for, in weekly steps or in daily ones (an epidemic may need the finer step).
    assert.ok(
      (res.config.step_unit === 'week' && res.config.number_of_steps === 20) || (res.config.step_unit === 'day' && res.config.number_of_steps === 140),
      `${res.config.number_of_steps} ${res.config.step_unit}s`,
    );
    const unknown = await api.request('POST', `/v1/simulations/${id}/architect`, { key, body: { model: 'gpt-99' } });
    assert.equal(unknown.status, 422);
    assert.deepEqual(unknown.json.detail, [{ loc: ['body', 'model'], msg: "value is not a valid enumeration member; permitted: 'builtin'", type: 'type_error.enum' }]);
    const turns = await api.request('POST', `/v1/simulations/${id}/architect`, { key, body: { max_turns: 11 } });
    assert.equal(turns.status, 422);
    const both = await api.request('POST', `/v1/simulations/${id}/architect`, { key, body: { max_turns: 0, model: 'nope', prompt: '' } });
    assert.deepEqual(both.json.detail.map((d: { loc: string[] }) => d.loc.join('.')), ['body.prompt', 'body.max_turns', 'body.model']);
  });

  it('a value that overflows fails the simulation with a readable error_log', async () => {
    const config = benchConfig('diffusion') as unknown as { agent_groups: Array<{ variables: Record<string, Record<string, unknown>> }> };
    config.agent_groups[0].variables.income_k = { type: 'initial_value', value: 1, drift: 1e308 };
    const id = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'p', config } })).json.id;
    const done = await waitForSimulation(api.baseUrl, key, id);
    assert.equal(done.status, 'FAILED');
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), ['PENDING', 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION', 'FAILED']);
    assert.match(done.error_log ?? '', /^Simulator failed: .*'income_k'.*'households'.*step 1/);
    assert.doesNotMatch(done.error_log ?? '', /\n\s+at /, 'no stack trace');
    const r = await api.request('GET', `/v1/simulations/${id}/results`, { key });
    assert.equal(r.status, 409);
    assert.equal(r.json.status, 'FAILED');
    // A failed simulation with a config can be edited and rerun.
    const put = await api.request('PUT', `/v1/simulations/${id}/config`, { key, body: benchConfig('diffusion') });
    assert.equal(put.status, 200);
    const again = await waitForSimulation(api.baseUrl, key, id, (s) => s.status === 'COMPLETED_ANALYSIS');
    assert.equal('error_log' in again, false);
  });
});

describe('pipeline with the openai provider against a fake server (sqlite)', () => {
  let fake: FakeOpenAI;
  let api: TestApi;
  let key: string;
  before(async () => {
    // Never a valid configuration, and slow enough to catch the Architect at work.
    fake = await startFakeOpenAI([{ delayMs: 400, content: '{"not":"a config"}' }]);
    api = await startTestApi(
      'sqlite',
      { LLM_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl, LLM_MODELS: 'fake-large,fake-small', LLM_MAX_RETRIES: '0', LLM_TIMEOUT_MS: '5000' },
      { withPipeline: true },
    );
    key = (await api.mintKey('t')).api_key;
  });
  after(async () => {
    await api.close();
    await fake.close();
  });

  it('an Architect that never validates fails the simulation with a readable error_log; a rerun meanwhile is 409', async () => {
    const id = (await api.request('POST', '/v1/simulations', { key, body: { prompt: PROMPT } })).json.id;
    await waitForSimulation(api.baseUrl, key, id, (s) => s.status === 'PROCESSING_CONFIG');
    const busy = await api.request('POST', `/v1/simulations/${id}/architect`, { key, body: {} });
    assert.equal(busy.status, 409);
    assert.deepEqual(busy.json, { error: 'ARCHITECT_RUNNING', message: busy.json.message, status: 'PROCESSING_CONFIG' });
    const done = await waitForSimulation(api.baseUrl, key, id);
    assert.equal(done.status, 'FAILED');
    assert.match(done.error_log ?? '', /^Architect failed: .*no valid configuration after 3 turns/);
    assert.ok(fake.requests.length >= 3);
    assert.equal(fake.requests[0].model, 'fake-large', 'the default model is the first configured');
    const cfg = await api.request('GET', `/v1/simulations/${id}/config`, { key });
    assert.equal(cfg.status, 409);
    assert.equal(cfg.json.error, 'CONFIG_NOT_READY');
    assert.equal(cfg.json.status, 'FAILED');
    const model = await api.request('POST', `/v1/simulations/${id}/architect`, { key, body: { model: 'builtin' } });
    assert.equal(model.status, 422);
    const ok = await api.request('POST', `/v1/simulations/${id}/architect`, { key, body: { model: 'fake-small', max_turns: 1 } });
    assert.equal(ok.status, 202);
  });
});
