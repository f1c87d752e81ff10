import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Client, Connection } from '@temporalio/client';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { benchConfig, waitForSimulation } from '../../helpers/pipeline.js';
import { startPrivateMariaDb, type PrivateMariaDb } from '../../helpers/private-mariadb.js';
import { startWorkerProcess, type ServerProcess } from '../../helpers/processes.js';
import { startTemporalDevServer, type TemporalDevServer } from '../../helpers/temporal.js';
import { workflowIdOf } from '../../../src/pipeline/temporal/contract.js';

/**
 * The pipeline on Temporal through a database outage (issue 11): the test runs a MariaDB of
 * its own and stops it mid-run for ~10 s (the shared MariaDB is never touched). The stage's
 * activities fail retryably meanwhile; the workflow waits the outage out with backoff, or,
 * past STORE_OUTAGE_RETRY_MS, ends the simulation FAILED once the database is back: never a
 * row left in a processing status.
 */
describe('pipeline on Temporal through a database outage (private MariaDB, real dev server, worker in a child process)', () => {
  let temporal: TemporalDevServer;
  let mariadb: PrivateMariaDb;
  let worker: ServerProcess;
  let client: Client;
  const apis: TestApi[] = [];
  let env: Record<string, string>;

  before(async () => {
    [temporal, mariadb] = await Promise.all([startTemporalDevServer(), startPrivateMariaDb()]);
    // Two attempts per activity (1 s apart): the outage outlasts them, so the workflow's own retries are what is tested.
    env = { TEMPORAL_ADDRESS: temporal.address, TEMPORAL_TASK_QUEUE: temporal.taskQueue(), DATABASE_URL: mariadb.databaseUrl, CHECKPOINT_EVERY_MS: '200', STAGE_ATTEMPTS: '2' };
    client = new Client({ connection: await Connection.connect({ address: temporal.address }) });
  });
  after(async () => {
    await worker?.stop('SIGKILL');
    for (const api of apis) await api.close().catch(() => undefined);
    await client?.connection.close();
    await temporal?.stop();
    await mariadb?.destroy();
  });

  /** An API on the private database (the kind 'sqlite' only names its temp dir: DATABASE_URL wins). */
  async function api(more: Record<string, string> = {}): Promise<TestApi> {
    const a = await startTestApi('sqlite', { ...env, ...more }, { withPipeline: true });
    apis.push(a);
    // No sensitivity reruns: the Analyst's time is not what these tests are about.
    // The worker's queries fail after 1 s without a connection (knex would otherwise wait up
    // to a minute for the server and ride a short outage out unseen): the workflow's retries are tested.
    worker ??= await startWorkerProcess({ ...env, DATA_DIR: a.db.dataDir, SIM_THREADS: '2', ANALYST_SENSITIVITY_RUNS: '0', DATABASE_ACQUIRE_TIMEOUT_MS: '1000' });
    return a;
  }

  /** A with-config simulation long enough (several runs of seconds each) to be caught mid-Simulator. */
  async function startLongRun(a: TestApi, key: string): Promise<string> {
    const config = benchConfig('two-groups-20k');
    for (const g of config.agent_groups) g.number_of_agents = 40_000;
    config.number_of_steps = 300;
    config.replicates = 6;
    const id = (await a.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'outage', config } })).json.id as string;
    await waitForSimulation(a.baseUrl, key, id, (s) => s.status === 'PROCESSING_SIMULATION', 60_000, 20);
    return id;
  }

  async function outage(ms: number): Promise<void> {
    await mariadb.stop();
    await new Promise((r) => setTimeout(r, ms));
    await mariadb.start();
  }

  it('a ~10 s outage mid-Simulator: the workflow outlives it and the simulation completes', async () => {
    const a = await api();
    const key = (await a.mintKey('tenant-o')).api_key;
    const id = await startLongRun(a, key);
    const outageAt = new Date().toISOString();
    await outage(10_000);
    const done = await waitForSimulation(a.baseUrl, key, id, undefined, 300_000, 250);
    assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
    const handle = client.workflow.getHandle(workflowIdOf(id));
    assert.equal(await handle.result(), 'COMPLETED_ANALYSIS');
    // The outage was felt (an activity gave up on the database) and waited out, not ignored.
    const failures = ((await handle.fetchHistory()).events ?? []).flatMap((e) => e.activityTaskFailedEventAttributes?.failure?.applicationFailureInfo?.type ?? []);
    const warnings = worker.output().split('\n').filter((l) => /"level":(40|50)/.test(l)).slice(-5);
    assert.ok(failures.includes('StoreUnavailable'), `activity failures: ${JSON.stringify(failures)}; outage at ${outageAt}, lifecycle ${JSON.stringify(done.lifecycle)}; worker warnings: ${warnings.join('\n')}`);
  });

  it('an outage longer than STORE_OUTAGE_RETRY_MS: FAILED with a readable error_log once the database is back', async () => {
    const a = await api({ STORE_OUTAGE_RETRY_MS: '2000' });
    const key = (await a.mintKey('tenant-p')).api_key;
    const id = await startLongRun(a, key);
    await outage(12_000);
    const done = await waitForSimulation(a.baseUrl, key, id, undefined, 120_000, 250);
    assert.equal(done.status, 'FAILED');
    assert.equal(done.error_log, 'Simulator failed: the database could not be reached');
    assert.equal(await client.workflow.getHandle(workflowIdOf(id)).result(), 'FAILED');
  });
});
