/**
 * Cancel on the embedded runner (docs/contract.md "Cancel"): the Simulator in flight is
 * aborted (the signal reaches the kernel), the simulation ends FAILED, and nothing the stage
 * was doing writes after it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { benchConfig, waitForCheckpointBetween, waitForSimulation } from '../../helpers/pipeline.js';

describe('cancel on the embedded runner', () => {
  let api: TestApi;
  let key: string;
  before(async () => {
    api = await startTestApi('sqlite', { CHECKPOINT_EVERY_MS: '150', SIM_THREADS: '2' }, { withPipeline: true });
    key = (await api.mintKey('tenant-c')).api_key;
  });
  after(() => api.close());

  const blobs = async (id: string) => {
    const db = api.app.store.database.db;
    const [cp] = (await db('simulation_run_checkpoints').where({ simulation_id: id }).count({ n: '*' })) as Array<{ n: number }>;
    const [rr] = (await db('simulation_run_records').where({ simulation_id: id }).count({ n: '*' })) as Array<{ n: number }>;
    return { checkpoints: Number(cp.n), records: Number(rr.n) };
  };

  it('stops the Simulator mid-run: FAILED "Cancelled by the client", the runner goes idle, no write after it', async () => {
    const config = benchConfig('two-groups-20k');
    for (const g of config.agent_groups) g.number_of_agents = 80_000;
    // Minutes of work if it ran to the end; the cancel must cut it short.
    config.number_of_steps = 1_000;
    const created = await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'cancel me mid-run', config } });
    assert.equal(created.status, 201);
    const id = created.json.id as string;
    await waitForCheckpointBetween(api.app.store, id, 5, config.number_of_steps - 100);

    const cancelled = await api.request('POST', `/v1/simulations/${id}/cancel`, { key });
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.json.status, 'FAILED');
    assert.equal(cancelled.json.error_log, 'Cancelled by the client');
    assert.equal(cancelled.json.progress, undefined);
    assert.deepEqual(
      cancelled.json.lifecycle.states.map((s: { name: string }) => s.name),
      ['PENDING', 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION', 'FAILED'],
    );
    // The embedded stop waits for the stage to end: the kernel was aborted, not run out.
    const pipeline = api.app.pipeline as unknown as { idle(): Promise<void> };
    let idle = false;
    await Promise.race([pipeline.idle().then(() => (idle = true)), new Promise((r) => setTimeout(r, 20_000))]);
    assert.ok(idle, 'the runner is idle soon after the cancel (generous liveness bound)');

    const written = await blobs(id);
    await new Promise((r) => setTimeout(r, 1_000));
    assert.deepEqual(await blobs(id), written, 'no checkpoint or run record after the cancel');
    const later = await api.request('GET', `/v1/simulations/${id}`, { key });
    assert.deepEqual(later.json, cancelled.json, 'status, lifecycle, updated_at and progress unchanged');
    const results = await api.request('GET', `/v1/simulations/${id}/results`, { key });
    assert.equal(results.status, 409);
    assert.equal(results.json.status, 'FAILED');
  });

  it('a simulation that ran to the end cannot be cancelled: 409 SIMULATION_FINISHED, COMPLETED_ANALYSIS kept', async () => {
    const config = benchConfig('diffusion');
    config.number_of_steps = 6;
    for (const g of config.agent_groups) g.number_of_agents = 500;
    const id = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'small', config } })).json.id as string;
    const done = await waitForSimulation(api.baseUrl, key, id, undefined, 60_000);
    assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
    const r = await api.request('POST', `/v1/simulations/${id}/cancel`, { key });
    assert.equal(r.status, 409);
    assert.equal(r.json.error, 'SIMULATION_FINISHED');
    assert.equal(r.json.status, 'COMPLETED_ANALYSIS');
    assert.equal((await api.request('GET', `/v1/simulations/${id}/results`, { key })).status, 200);
  });
});
