import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Client, Connection } from '@temporalio/client';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { startTemporalDevServer, type TemporalDevServer } from '../../helpers/temporal.js';
import { startWorkerProcess, type ServerProcess } from '../../helpers/processes.js';
import { benchConfig, FULL_PATH, waitForCheckpointBetween, waitForSimulation, WITH_CONFIG_PATH } from '../../helpers/pipeline.js';
import { runSimulation } from '../../../src/sim/index.js';
import { PROGRESS_QUERY, SIMULATION_STATUS, TENANT_ID, workflowIdOf } from '../../../workflows/contract.js';

const PROMPT = 'How fast will electric cars spread among 10,000 households over 24 months if prices fall 20%?';

describe('pipeline on Temporal (MariaDB, real dev server, worker in a child process)', () => {
  let temporal: TemporalDevServer;
  let api: TestApi;
  let worker: ServerProcess;
  let workerEnv: Record<string, string>;
  let key: string;
  let client: Client;

  before(async () => {
    temporal = await startTemporalDevServer();
    const taskQueue = temporal.taskQueue();
    const env = { TEMPORAL_ADDRESS: temporal.address, TEMPORAL_TASK_QUEUE: taskQueue, CHECKPOINT_EVERY_MS: '150' };
    api = await startTestApi('mysql', env, { withPipeline: true });
    workerEnv = { ...env, DATA_DIR: api.db.dataDir, DATABASE_URL: api.db.databaseUrl as string, SIM_THREADS: '2' };
    worker = await startWorkerProcess(workerEnv);
    key = (await api.mintKey('tenant-t')).api_key;
    client = new Client({ connection: await Connection.connect({ address: temporal.address }) });
  });
  after(async () => {
    await worker?.stop('SIGKILL');
    await api?.close();
    await client?.connection.close();
    await temporal?.stop();
  });

  it('runs a prompt through every status; operators find it by id, status and tenant', async () => {
    const id = (await api.request('POST', '/v1/simulations', { key, body: { prompt: PROMPT } })).json.id;
    const done = await waitForSimulation(api.baseUrl, key, id, undefined, 90_000, 200);
    assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), FULL_PATH);
    const res = await api.request('GET', `/v1/simulations/${id}/results`, { key });
    assert.equal(res.status, 200);
    assert.equal(res.json.metrics.by_group[0].timeline.length, 24);

    const handle = client.workflow.getHandle(workflowIdOf(id));
    assert.equal(await handle.result(), 'COMPLETED_ANALYSIS');
    const desc = await handle.describe();
    assert.equal(desc.typedSearchAttributes.get(SIMULATION_STATUS), 'COMPLETED_ANALYSIS');
    assert.equal(desc.typedSearchAttributes.get(TENANT_ID), 'tenant-t');
    assert.ok(typeof desc.memo?.title === 'string');
    assert.deepEqual(await handle.query(PROGRESS_QUERY), { stage: 'done', status: 'COMPLETED_ANALYSIS' });
  });

  it('with-config, then a config edit restarts the workflow from the Simulator', async () => {
    const config = benchConfig('diffusion');
    const id = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'p', config } })).json.id;
    await waitForSimulation(api.baseUrl, key, id, undefined, 60_000, 200);
    const first = await client.workflow.getHandle(workflowIdOf(id)).describe();
    const edited = { ...config, number_of_steps: 5 };
    assert.equal((await api.request('PUT', `/v1/simulations/${id}/config`, { key, body: edited })).status, 200);
    const done = await waitForSimulation(api.baseUrl, key, id, (s) => s.status === 'COMPLETED_ANALYSIS' && (s.lifecycle as { states: unknown[] }).states.length > 6, 60_000, 200);
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), [...WITH_CONFIG_PATH, ...WITH_CONFIG_PATH.slice(1)]);
    const res = (await api.request('GET', `/v1/simulations/${id}/results`, { key })).json;
    assert.deepEqual(res.metrics, (await runSimulation(edited, { threads: 1 })).metrics);
    const second = await client.workflow.getHandle(workflowIdOf(id)).describe();
    assert.notEqual(second.runId, first.runId, 'a new run of the same workflow id');
  });

  it('a non-retryable stage failure ends in FAILED with a readable error_log', async () => {
    const config = benchConfig('diffusion') as unknown as { agent_groups: Array<{ variables: Record<string, Record<string, unknown>> }> };
    config.agent_groups[0].variables.income_k = { type: 'initial_value', value: 1, drift: 1e308 };
    const id = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'p', config } })).json.id;
    const done = await waitForSimulation(api.baseUrl, key, id, undefined, 60_000, 200);
    assert.equal(done.status, 'FAILED');
    assert.match(done.error_log ?? '', /^Simulator failed: .*'income_k'.*step 1/);
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), ['PENDING', 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION', 'FAILED']);
    assert.equal(await client.workflow.getHandle(workflowIdOf(id)).result(), 'FAILED');
  });

  it('a worker killed mid-simulation: a new worker resumes from the checkpoint, metrics identical', async () => {
    const config = benchConfig('two-groups-20k');
    for (const g of config.agent_groups) g.number_of_agents = 80_000;
    config.number_of_steps = 120;
    const id = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'crash', config } })).json.id;
    await waitForCheckpointBetween(api.app.store, id, 10, config.number_of_steps - 20);
    await worker.stop('SIGKILL');
    worker = await startWorkerProcess(workerEnv);
    const done = await waitForSimulation(api.baseUrl, key, id, undefined, 120_000, 250);
    assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), WITH_CONFIG_PATH);
    const res = (await api.request('GET', `/v1/simulations/${id}/results`, { key })).json;
    assert.deepEqual(res.metrics, (await runSimulation(config, { simulationId: id, threads: 2 })).metrics);
  });
});
