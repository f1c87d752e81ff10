/**
 * Cancel on Temporal (docs/contract.md "Cancel"): the workflow is cancelled, the Simulator's
 * activity stops at its next heartbeat (its cancellation is in the history), the simulation
 * ends FAILED "Cancelled by the client", the SimulationStatus search attribute says FAILED,
 * and nothing is written after it. Real dev server; the worker in a child process.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Client, Connection, WorkflowFailedError } from '@temporalio/client';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { startTemporalDevServer, type TemporalDevServer } from '../../helpers/temporal.js';
import { startWorkerProcess, type ServerProcess } from '../../helpers/processes.js';
import { benchConfig, waitForSimulation } from '../../helpers/pipeline.js';
import { SIMULATION_STATUS, workflowIdOf } from '../../../src/pipeline/temporal/contract.js';

describe('cancel on Temporal (MariaDB, real dev server, worker in a child process)', () => {
  let temporal: TemporalDevServer;
  let api: TestApi;
  let worker: ServerProcess;
  let key: string;
  let client: Client;

  before(async () => {
    temporal = await startTemporalDevServer();
    // Checkpoints far apart: the run is stopped by the heartbeat's cancellation, not by a
    // checkpoint write that the FAILED status refuses (which stops it too, at the next checkpoint).
    const env = { TEMPORAL_ADDRESS: temporal.address, TEMPORAL_TASK_QUEUE: temporal.taskQueue(), CHECKPOINT_EVERY_MS: '600000' };
    api = await startTestApi('mysql', env, { withPipeline: true });
    worker = await startWorkerProcess({ ...env, DATA_DIR: api.db.dataDir, DATABASE_URL: api.db.databaseUrl as string, SIM_THREADS: '2' });
    key = (await api.mintKey('tenant-t')).api_key;
    client = new Client({ connection: await Connection.connect({ address: temporal.address }) });
  });
  after(async () => {
    await worker?.stop('SIGKILL');
    await api?.close();
    await client?.connection.close();
    await temporal?.stop();
  });

  it('cancels the workflow; it closes once the activity in flight has stopped; FAILED and nothing written after', async () => {
    const config = benchConfig('two-groups-20k');
    for (const g of config.agent_groups) g.number_of_agents = 80_000;
    config.number_of_steps = 1_000; // minutes if it ran to the end
    const created = await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'cancel me on Temporal', config } });
    assert.equal(created.status, 201);
    const id = created.json.id as string;
    await waitForSimulation(api.baseUrl, key, id, (s) => s.status === 'PROCESSING_SIMULATION' && ((s.progress as { step?: number } | undefined)?.step ?? 0) >= 5, 90_000);

    const cancelled = await api.request('POST', `/v1/simulations/${id}/cancel`, { key });
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.json.status, 'FAILED');
    assert.equal(cancelled.json.error_log, 'Cancelled by the client');

    const handle = client.workflow.getHandle(workflowIdOf(id));
    const outcome = await Promise.race([
      handle.result().then(
        () => 'completed',
        (err: unknown) => (err instanceof WorkflowFailedError ? err.cause?.name ?? 'failed' : String(err)),
      ),
      new Promise<string>((r) => setTimeout(() => r('still running'), 60_000)),
    ]);
    assert.equal(outcome, 'CancelledFailure', 'the workflow ends cancelled');
    const desc = await handle.describe();
    assert.equal(desc.status.name, 'CANCELLED');
    assert.equal(desc.typedSearchAttributes.get(SIMULATION_STATUS), 'FAILED');

    // The Simulator's activity acknowledged the cancellation (it heartbeats; it does not run out).
    const history = await handle.fetchHistory();
    const events = history.events ?? [];
    const types = events.map((e) => e.eventType).join(', ');
    const requested = events.findIndex((e) => e.workflowExecutionCancelRequestedEventAttributes);
    const closed = events.findIndex((e) => e.workflowExecutionCanceledEventAttributes);
    // The run in flight stops either at its heartbeat (ActivityTaskCanceled) or when a write
    // of its own is refused by the FAILED status and it returns; either way it has closed
    // after the cancel and before the workflow did (the workflow waits for it).
    const runStopped = events.findIndex(
      (e, i) => i > requested && (e.activityTaskCanceledEventAttributes || e.activityTaskCompletedEventAttributes || e.activityTaskFailedEventAttributes),
    );
    assert.ok(requested >= 0 && runStopped > requested && closed > runStopped, `the run's activity stopped before the workflow closed: ${types}`);

    const db = api.app.store.database.db;
    const count = async () => {
      const [cp] = (await db('simulation_run_checkpoints').where({ simulation_id: id }).count({ n: '*' })) as Array<{ n: number }>;
      const [rr] = (await db('simulation_run_records').where({ simulation_id: id }).count({ n: '*' })) as Array<{ n: number }>;
      return [Number(cp.n), Number(rr.n)];
    };
    const written = await count();
    await new Promise((r) => setTimeout(r, 1_500));
    assert.deepEqual(await count(), written, 'no checkpoint or run record after the cancel');
    const later = await api.request('GET', `/v1/simulations/${id}`, { key });
    assert.deepEqual(later.json, cancelled.json, 'status, lifecycle (one FAILED entry) and updated_at unchanged');
    assert.equal(later.json.lifecycle.states.filter((s: { name: string }) => s.name === 'FAILED').length, 1);

    // A cancelled simulation reruns like any FAILED one: a config edit starts a new workflow.
    const small = benchConfig('diffusion');
    small.number_of_steps = 4;
    const edit = await api.request('PUT', `/v1/simulations/${id}/config`, { key, body: small });
    assert.equal(edit.status, 200);
    assert.equal(edit.json.status, 'COMPLETED_CONFIG');
  });
});
