/**
 * The Temporal worker's own GET /metrics (WORKER_METRICS_PORT): scraped from a real worker
 * process after a simulation ran through it (the Simulator completes, the Analyst fails on a
 * language model that answers 400), on a real dev server and MariaDB. A busy port is one line.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { startFakeOpenAI, type FakeOpenAI } from '../../helpers/fake-openai.js';
import { startTemporalDevServer, type TemporalDevServer } from '../../helpers/temporal.js';
import { freePort, startWorkerProcess, type ServerProcess } from '../../helpers/processes.js';
import { v2Config, waitForSimulation } from '../../helpers/pipeline.js';

/** Prometheus text → sample lines as [name, labels, value]. */
function samples(text: string): Array<{ name: string; labels: Record<string, string>; value: number }> {
  const out: Array<{ name: string; labels: Record<string, string>; value: number }> = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    assert.ok(m, `a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[k] = v;
    out.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return out;
}

describe('the Temporal worker’s /metrics (WORKER_METRICS_PORT)', () => {
  let temporal: TemporalDevServer;
  let api: TestApi;
  let llm: FakeOpenAI;
  let worker: ServerProcess;
  let workerEnv: Record<string, string>;
  let metricsUrl: string;
  let key: string;

  before(async () => {
    temporal = await startTemporalDevServer();
    llm = await startFakeOpenAI([{ status: 400, body: { error: { message: 'scripted bad request', type: 'invalid_request_error' } } }]);
    const env = { TEMPORAL_ADDRESS: temporal.address, TEMPORAL_TASK_QUEUE: temporal.taskQueue(), STAGE_ATTEMPTS: '1' };
    api = await startTestApi('mysql', env, { withPipeline: true });
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    workerEnv = {
      ...env,
      HOST: '127.0.0.1',
      WORKER_METRICS_PORT: String(port),
      DATA_DIR: api.db.dataDir,
      DATABASE_URL: api.db.databaseUrl as string,
      SIM_THREADS: '2',
      // The worker's Analyst asks a language model that refuses: a stage failure to count.
      LLM_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test-not-a-real-key',
      OPENAI_BASE_URL: llm.baseUrl,
      LLM_MAX_RETRIES: '0',
    };
    worker = await startWorkerProcess(workerEnv);
    key = (await api.mintKey('tenant-m')).api_key;
  });
  after(async () => {
    await worker?.stop('SIGKILL');
    await api?.close();
    await llm?.close();
    await temporal?.stop();
  });

  it('counts stage outcomes and durations by stage, the Simulator’s agent-steps and process metrics; no ids in labels', async () => {
    const before = await fetch(metricsUrl);
    assert.equal(before.status, 200);
    assert.match(before.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    assert.ok(!samples(await before.text()).some((s) => s.name === 'pipeline_stage_outcomes_total'), 'nothing counted before any work');

    const created = await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'EV subsidies', config: v2Config() } });
    assert.equal(created.status, 201, created.text);
    const id = created.json.id as string;
    const done = await waitForSimulation(api.baseUrl, key, id, undefined, 90_000, 200);
    assert.equal(done.status, 'FAILED');
    assert.match(String(done.error_log), /400/);

    const text = await (await fetch(metricsUrl)).text();
    const all = samples(text);
    const value = (name: string, labels: Record<string, string>) =>
      all.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);
    assert.ok(value('pipeline_stage_outcomes_total', { stage: 'simulator', outcome: 'completed' }) >= 1, 'the Simulator’s activities completed');
    assert.equal(value('pipeline_stage_outcomes_total', { stage: 'analyst', outcome: 'failed' }), 1, 'the Analyst failed once, for good');
    assert.equal(value('pipeline_stage_outcomes_total', { stage: 'architect' }), 0, 'a with-config simulation has no Architect');
    assert.equal(value('pipeline_stage_duration_seconds_count', { stage: 'analyst', outcome: 'failed' }), 1);
    assert.ok(value('pipeline_stage_duration_seconds_count', { stage: 'simulator', outcome: 'completed' }) >= 1);
    assert.ok(value('simulator_agent_steps_total', {}) > 0);
    assert.ok(all.some((s) => s.name === 'process_cpu_user_seconds_total'), 'process metrics');
    for (const secret of [id, 'tenant-m', key]) assert.ok(!text.includes(secret), `no simulation id, tenant or key anywhere (${secret.slice(0, 12)}…)`);
  });

  it('answers only GET /metrics: 404 elsewhere, 405 for another method', async () => {
    assert.equal((await fetch(metricsUrl.replace('/metrics', '/other'))).status, 404);
    const post = await fetch(metricsUrl, { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET');
  });

  it('a metrics port in use stops a second worker with one readable line', async () => {
    const second = startWorkerProcess(workerEnv, 30_000);
    await assert.rejects(second, (err: Error) => {
      assert.match(err.message, /worker exited \(1\)/);
      assert.match(err.message, /worker cannot start: metrics port \d+ on 127\.0\.0\.1 is already in use \(set WORKER_METRICS_PORT/);
      assert.doesNotMatch(err.message, /\n\s+at /, 'no stack trace');
      return true;
    });
  });
});
