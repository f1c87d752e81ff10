import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { ApplicationFailure, Context } from '@temporalio/activity';
import { DefaultLogger, makeTelemetryFilterString, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { startTemporalDevServer, type TemporalDevServer } from '../../helpers/temporal.js';
import { startWorkerProcess, type ServerProcess } from '../../helpers/processes.js';
import { benchConfig, FULL_PATH, v2Config, waitForCheckpointBetween, waitForSimulation, WITH_CONFIG_PATH } from '../../helpers/pipeline.js';
import { runSimulation } from '../../../src/sim/index.js';
import {
  MAX_RUNS_IN_FLIGHT,
  PIPELINE_WORKFLOW,
  PROGRESS_QUERY,
  SIMULATION_STATUS,
  SIMULATION_TITLE,
  TENANT_ID,
  workflowIdOf,
  type PipelineActivities,
  type PipelineArgs,
  type PipelineProgress,
} from '../../../src/pipeline/temporal/contract.js';
import { failureMessage } from '../../../src/pipeline/stage-flow.js';
import { describeFailure, stageFailureOf } from '../../../src/pipeline/stages.js';
import { StageError } from '../../../src/pipeline/provider.js';
import type { temporal } from '@temporalio/proto';

type HistoryEvent = temporal.api.history.v1.IHistoryEvent;

/** Per simulatorRun activity of a workflow: its run, the attempt that ended it and the worker that ran that attempt. */
function runAttempts(events: HistoryEvent[]): Map<number, { attempt: number; identity: string }> {
  const runOf = new Map<string, number>();
  for (const e of events) {
    const a = e.activityTaskScheduledEventAttributes;
    if (a?.activityType?.name === 'simulatorRun') runOf.set(String(e.eventId), JSON.parse(Buffer.from(a.input!.payloads![2].data!).toString('utf8')) as number);
  }
  const out = new Map<number, { attempt: number; identity: string }>();
  for (const e of events) {
    const s = e.activityTaskStartedEventAttributes;
    const run = s ? runOf.get(String(s.scheduledEventId)) : undefined;
    if (s && run !== undefined) out.set(run, { attempt: s.attempt ?? 1, identity: s.identity ?? '' });
  }
  return out;
}

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
    // The title the Architect gave is a list column (search attribute) and in the memo.
    assert.ok(done.title);
    assert.equal(desc.typedSearchAttributes.get(SIMULATION_TITLE), done.title);
    assert.equal(desc.memo?.title, done.title);
    const progress = await handle.query<PipelineProgress>(PROGRESS_QUERY);
    assert.equal(progress.stage, 'done');
    assert.equal(progress.status, 'COMPLETED_ANALYSIS');
    assert.ok(progress.total > 0 && progress.step === progress.total, JSON.stringify(progress));
    // Only the stages' own activities: nothing between them for operators to wade through.
    const names = new Set(((await handle.fetchHistory()).events ?? []).flatMap((e) => e.activityTaskScheduledEventAttributes?.activityType?.name ?? []));
    assert.deepEqual([...names].sort(), ['analyst', 'architect', 'simulatorPrepare', 'simulatorReduce', 'simulatorRun']);
  });

  it('operators see a running simulation as it is: SimulationStatus finds it in PROCESSING_SIMULATION, progress tells its step', async () => {
    const config = benchConfig('two-groups-20k');
    for (const g of config.agent_groups) g.number_of_agents = 30_000;
    config.number_of_steps = 200;
    config.replicates = 6;
    const id = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'visible', config } })).json.id as string;
    const handle = client.workflow.getHandle(workflowIdOf(id));
    await waitForSimulation(api.baseUrl, key, id, (s) => s.status === 'PROCESSING_SIMULATION', 60_000, 20);
    // Visibility is eventually consistent: the list may need a moment to catch up.
    const query = `WorkflowId = '${workflowIdOf(id)}' AND SimulationStatus = 'PROCESSING_SIMULATION' AND TenantId = 'tenant-t'`;
    let found: string[] = [];
    for (const until = Date.now() + 10_000; found.length === 0 && Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      found = [];
      for await (const w of client.workflow.list({ query })) found.push(w.workflowId);
    }
    assert.deepEqual(found, [workflowIdOf(id)]);
    // The query tells the stage, the status and the steps of the finished runs, as REST does.
    let progress = await handle.query<PipelineProgress>(PROGRESS_QUERY);
    assert.equal(progress.stage, 'simulator');
    assert.equal(progress.total, 6 * 200);
    for (const until = Date.now() + 120_000; progress.step === 0 && Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
      progress = await handle.query<PipelineProgress>(PROGRESS_QUERY);
    }
    assert.ok(progress.step > 0 && progress.step % 200 === 0, JSON.stringify(progress));
    const rest = (await api.request('GET', `/v1/simulations/${id}`, { key })).json;
    if (rest.status === 'PROCESSING_SIMULATION') assert.equal(progress.status, 'PROCESSING_SIMULATION');
    // The workflow hears of each status just after the row has it: wait for its end, then look.
    assert.equal(await handle.result(), 'COMPLETED_ANALYSIS');
    assert.equal((await handle.describe()).typedSearchAttributes.get(SIMULATION_STATUS), 'COMPLETED_ANALYSIS');
  });

  it('a simulation of one run: the progress query tells its steps within the run, at most nine signals', async () => {
    const config = benchConfig('two-groups-20k');
    for (const g of config.agent_groups) g.number_of_agents = 60_000;
    config.number_of_steps = 600;
    const id = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'one run', config } })).json.id as string;
    const handle = client.workflow.getHandle(workflowIdOf(id));
    await waitForSimulation(api.baseUrl, key, id, (s) => s.status === 'PROCESSING_SIMULATION', 60_000, 20);
    let progress = await handle.query<PipelineProgress>(PROGRESS_QUERY);
    for (const until = Date.now() + 120_000; progress.step === 0 && progress.stage === 'simulator' && Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
      progress = await handle.query<PipelineProgress>(PROGRESS_QUERY);
    }
    assert.equal(progress.stage, 'simulator', JSON.stringify(progress));
    assert.equal(progress.total, 600);
    assert.ok(progress.step >= 60 && progress.step < 600, JSON.stringify(progress));
    assert.equal(await handle.result(), 'COMPLETED_ANALYSIS');
    const signals = ((await handle.fetchHistory()).events ?? []).filter((e) => e.workflowExecutionSignaledEventAttributes).length;
    assert.ok(signals >= 1 && signals <= 9, String(signals));
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
    // The embedded runner writes the same error_log for the same failure.
    const embedded = await startTestApi('sqlite', {}, { withPipeline: true });
    try {
      const k = (await embedded.mintKey('tenant-e')).api_key;
      const eid = (await embedded.request('POST', '/v1/simulations/with-config', { key: k, body: { prompt: 'p', config } })).json.id;
      const edone = await waitForSimulation(embedded.baseUrl, k, eid, undefined, 60_000, 100);
      assert.equal(edone.status, 'FAILED');
      assert.equal(edone.error_log, done.error_log);
    } finally {
      await embedded.close();
    }
  });

  it('fans a Version 2 simulation out as one activity per run; the reduce is bit-identical to the embedded runner; history stays small', async () => {
    const config = v2Config();
    const id = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'what if', config } })).json.id as string;
    const done = await waitForSimulation(api.baseUrl, key, id, undefined, 90_000, 200);
    assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), WITH_CONFIG_PATH);
    const res = (await api.request('GET', `/v1/simulations/${id}/results`, { key })).json;
    const direct = await runSimulation(config, { simulationId: id, threads: 1 });
    assert.deepEqual(res.metrics, direct.metrics);
    assert.equal(res.metrics.arms.length, 3);
    assert.deepEqual(await api.app.store.simulations.getTracked(id), direct.tracked);
    const history = await client.workflow.getHandle(workflowIdOf(id)).fetchHistory();
    const events = history.events ?? [];
    assert.deepEqual([...runAttempts(events).keys()].sort((a, b) => a - b), Array.from({ length: 12 }, (_, i) => i), 'one activity per run');
    for (const e of events) {
      const r = e.activityTaskCompletedEventAttributes?.result?.payloads ?? [];
      assert.ok(r.every((p) => (p.data?.length ?? 0) < 200), 'no activity returns metrics into the history');
    }
  });

  it('a worker killed during a fan-out costs only its runs in flight: they resume from their checkpoints on another worker', async () => {
    const config = benchConfig('two-groups-20k');
    for (const g of config.agent_groups) g.number_of_agents = 30_000;
    // Long enough that every run spans several stretches of its gang (each ~2 M agent-steps per
    // worker), so runs in flight have checkpoints (every 150 ms here) when the kill lands.
    config.number_of_steps = 300;
    config.arms = [{ id: 'later', label: 'Later', events: [{ step: 30, target: `${config.agent_groups[0].id}.${Object.keys(config.agent_groups[0].variables)[0]}`, op: 'add', value: 1 }] }];
    config.replicates = 3;
    const id = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'fan out', config } })).json.id as string;
    // Which runs are stored and which have a checkpoint, without reading the blobs (fast, so
    // the kill lands right after the state it was decided on).
    const knex = api.app.store.database.db;
    const runState = async () => ({
      records: ((await knex('simulation_run_records').where({ simulation_id: id, part: 0 }).select('run')) as Array<{ run: number }>).map((r) => Number(r.run)),
      checkpoints: ((await knex('simulation_run_checkpoints').where({ simulation_id: id, part: 0 }).select('run')) as Array<{ run: number }>).map((r) => Number(r.run)),
    });
    // Kill once the worker has finished some runs and holds others in flight past a checkpoint.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { records, checkpoints } = await runState();
      if (records.length >= 1 && checkpoints.some((run) => !records.includes(run))) break;
      assert.ok(Date.now() < deadline && records.length < 6, `no kill window (records ${records.join(',')})`);
      await new Promise((r) => setTimeout(r, 10));
    }
    const killed = worker;
    await killed.stop('SIGKILL');
    // Nothing writes now: this is what the killed worker left.
    const left = await runState();
    const finishedAtKill = left.records;
    const inFlightAtKill = left.checkpoints.filter((run) => !finishedAtKill.includes(run));
    assert.ok(finishedAtKill.length < 6 && inFlightAtKill.length >= 1, `the kill came too late to prove anything: ${JSON.stringify(left)}`);
    const second = await startWorkerProcess(workerEnv);
    worker = second;
    const done = await waitForSimulation(api.baseUrl, key, id, undefined, 300_000, 250);
    assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
    const res = (await api.request('GET', `/v1/simulations/${id}/results`, { key })).json;
    assert.deepEqual(res.metrics, (await runSimulation(config, { simulationId: id, threads: 2 })).metrics, 'metrics equal an uninterrupted run');
    const attempts = runAttempts((await client.workflow.getHandle(workflowIdOf(id)).fetchHistory()).events ?? []);
    assert.equal(attempts.size, 6);
    const logs = second.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { msg: string; simulation_id?: string; run?: number });
    const logged = (msg: string) => new Set(logs.filter((l) => l.simulation_id === id && l.msg === msg).map((l) => l.run));
    const story = JSON.stringify({ left, attempts: [...attempts] });
    // A run stored before the kill is never computed again: either Temporal heard of it, or
    // its retry finds the record (the worker may die between storing and reporting).
    const killedIdentity = `${killed.child.pid}@`;
    const alreadyStored = logged('run already stored');
    for (const run of finishedAtKill) {
      const a = attempts.get(run)!;
      assert.ok(a.attempt === 1 ? a.identity.startsWith(killedIdentity) : alreadyStored.has(run), `run ${run} finished before the kill and was not run again: ${story}`);
    }
    // The runs in flight went on from their checkpoints on the other worker.
    const resumed = logged('resuming run from checkpoint');
    for (const run of inFlightAtKill) {
      assert.ok(attempts.get(run)!.attempt > 1 && resumed.has(run), `run ${run} resumed from its checkpoint: ${story}`);
    }
    const retried = [...attempts].filter(([run, a]) => a.attempt > 1 && !finishedAtKill.includes(run)).map(([run]) => run);
    assert.ok(retried.length <= 4, `retried only the killed worker's runs (at most its 4 slots): ${story}`);
  });

  it('a worker killed mid-simulation: a new worker resumes from the checkpoint, metrics identical', async () => {
    const config = benchConfig('two-groups-20k');
    for (const g of config.agent_groups) g.number_of_agents = 80_000;
    // Long enough (~10⁸ agent-steps, seconds even for the WebAssembly kernel, whose checkpoint
    // writes do not slow it) that the kill lands mid-run.
    config.number_of_steps = 600;
    const id = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'crash', config } })).json.id;
    await waitForCheckpointBetween(api.app.store, id, 10, config.number_of_steps - 20);
    await worker.stop('SIGKILL');
    worker = await startWorkerProcess(workerEnv);
    const done = await waitForSimulation(api.baseUrl, key, id, undefined, 300_000, 250);
    assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
    assert.deepEqual(done.lifecycle.states.map((s) => s.name), WITH_CONFIG_PATH);
    const res = (await api.request('GET', `/v1/simulations/${id}/results`, { key })).json;
    assert.deepEqual(res.metrics, (await runSimulation(config, { simulationId: id, threads: 2 })).metrics);
  });
});

describe('the Simulator fan-out workflow with stand-in activities (real dev server)', () => {
  let temporal: TemporalDevServer;
  let client: Client;
  let connection: NativeConnection;
  before(async () => {
    // The stand-ins fail and get cancelled on purpose: keep the SDK's warnings about it quiet.
    Runtime.install({ logger: new DefaultLogger('ERROR'), telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: 'ERROR' }), forward: {} } } });
    temporal = await startTemporalDevServer();
    client = new Client({ connection: await Connection.connect({ address: temporal.address }) });
    connection = await NativeConnection.connect({ address: temporal.address });
  });
  after(async () => {
    await connection?.close();
    await client?.connection.close();
    await temporal?.stop();
  });

  /** Runs the pipeline workflow at the Simulator stage against stand-ins for its activities. */
  async function fanOut(
    runs: number,
    runMs: number,
    simulatorMs: number,
    failRun = -1,
    how: { failWith?: 'stage' | 'retryable' | 'plain' | 'outage'; failTimes?: number; outageRetryMs?: number; attempts?: number } = {},
  ) {
    let failures = 0;
    const seen = { inFlight: 0, maxInFlight: 0, started: 0, reduced: 0, analysed: 0, failed: [] as string[] };
    const activities: Partial<PipelineActivities> = {
      simulatorPrepare: async () => ({ runs, steps: 10 }),
      simulatorRun: async (_id: string, _generation: number, run: number) => {
        seen.started++;
        seen.maxInFlight = Math.max(seen.maxInFlight, ++seen.inFlight);
        try {
          if (run === failRun && failures < (how.failTimes ?? Infinity)) {
            failures++;
            if (how.failWith === 'plain') throw new Error(`run ${run} hit a bug`);
            if (how.failWith === 'outage') throw ApplicationFailure.retryable('the database could not be reached', 'StoreUnavailable');
            if (how.failWith === 'retryable') throw ApplicationFailure.retryable(`run ${run} lost its LLM`, 'RetryableStageError');
            throw ApplicationFailure.nonRetryable(`run ${run} overflowed`, 'StageError');
          }
          const ctx = Context.current();
          for (let t = 0; t < runMs; t += 50) {
            ctx.heartbeat();
            await ctx.sleep(50);
          }
        } finally {
          seen.inFlight--;
        }
      },
      simulatorReduce: async () => {
        seen.reduced++;
        return { status: 'COMPLETED_SIMULATION', generation: 0 };
      },
      analyst: async () => {
        seen.analysed++;
        return { status: 'COMPLETED_ANALYSIS', generation: 0 };
      },
      fail: async (_id: string, _generation: number, message: string) => {
        seen.failed.push(message);
        return { status: 'FAILED', generation: 0 };
      },
    };
    const taskQueue = temporal.taskQueue();
    const worker = await Worker.create({
      connection,
      taskQueue,
      workflowsPath: fileURLToPath(new URL('../../../src/pipeline/temporal/workflow.ts', import.meta.url)),
      activities,
    });
    const args: PipelineArgs = {
      simulationId: `stand-in-${taskQueue}`,
      tenantId: 't',
      timeouts: { architect: 60_000, simulator: simulatorMs, analyst: 60_000 },
      attempts: how.attempts ?? 1,
      status: 'COMPLETED_CONFIG',
      generation: 0,
      outageRetryMs: how.outageRetryMs ?? 0,
    };
    const status = await worker.runUntil(client.workflow.execute(PIPELINE_WORKFLOW, { workflowId: `wf-${taskQueue}`, taskQueue, args: [args] }));
    const events = (await client.workflow.getHandle(`wf-${taskQueue}`).fetchHistory()).events ?? [];
    const cancelRequests = events.filter((e) => e.activityTaskCancelRequestedEventAttributes).length;
    return { status, seen, cancelRequests, failures };
  }

  it('runs every run, at most MAX_RUNS_IN_FLIGHT at once, then reduces once', async () => {
    const { status, seen } = await fanOut(MAX_RUNS_IN_FLIGHT + 8, 300, 120_000);
    assert.equal(status, 'COMPLETED_ANALYSIS');
    assert.equal(seen.analysed, 1, 'then the Analyst, with no activity in between');
    assert.equal(seen.started, MAX_RUNS_IN_FLIGHT + 8);
    assert.ok(seen.maxInFlight > 1 && seen.maxInFlight <= MAX_RUNS_IN_FLIGHT, String(seen.maxInFlight));
    assert.equal(seen.reduced, 1);
    assert.deepEqual(seen.failed, []);
  });

  it('the first failing run fails the stage with its message and cancels the runs still going', async () => {
    const { status, seen, cancelRequests } = await fanOut(8, 5_000, 120_000, 3);
    assert.equal(status, 'FAILED');
    assert.deepEqual(seen.failed, ['Simulator failed: run 3 overflowed']);
    assert.equal(seen.reduced, 0);
    assert.equal(cancelRequests, 7, 'the workflow asked to cancel the other 7 runs');
  });

  it('the whole fan-out keeps the Simulator’s time limit, though every run keeps its own', async () => {
    const { status, seen, cancelRequests } = await fanOut(4 * MAX_RUNS_IN_FLIGHT, 800, 2_000);
    assert.equal(status, 'FAILED');
    // The same words as the embedded runner's (stage-flow.ts), the limit included.
    assert.deepEqual(seen.failed, ['Simulator did not finish within its time limit (2 s)']);
    assert.equal(seen.failed[0], failureMessage('simulator', { kind: 'timeout', limitMs: 2_000 }));
    assert.equal(seen.reduced, 0);
    assert.ok(seen.started < 4 * MAX_RUNS_IN_FLIGHT);
    assert.ok(cancelRequests >= 1 && cancelRequests <= MAX_RUNS_IN_FLIGHT, String(cancelRequests));
  });

  it('an unexpected failure reads as on the embedded runner', async () => {
    const { status, seen } = await fanOut(2, 100, 60_000, 0, { failWith: 'plain' });
    assert.equal(status, 'FAILED');
    assert.deepEqual(seen.failed, [describeFailure('simulator', new Error('run 0 hit a bug')).message]);
    assert.deepEqual(seen.failed, ['Simulator failed unexpectedly (see the service logs)']);
  });

  it('a retryable failure that outlasts its attempts names them, in the embedded runner’s words', async () => {
    const { status, seen, failures } = await fanOut(2, 100, 60_000, 1, { failWith: 'retryable', attempts: 2 });
    assert.equal(status, 'FAILED');
    assert.equal(failures, 2, 'each attempt ran');
    assert.deepEqual(seen.failed, ['Simulator failed: run 1 lost its LLM (gave up after 2 attempts)']);
    // What the embedded runner writes after its last attempt at the same StageError.
    const embedded = stageFailureOf(new StageError('run 1 lost its LLM', true));
    assert.equal(embedded.retryable, true);
    assert.equal(seen.failed[0], failureMessage('simulator', embedded.failure, 2));
  });

  it('a database outage is waited out with backoff: the stage goes on and the simulation completes', async () => {
    const { status, seen, failures } = await fanOut(3, 100, 120_000, 1, { failWith: 'outage', failTimes: 3, outageRetryMs: 60_000 });
    assert.equal(status, 'COMPLETED_ANALYSIS');
    assert.equal(failures, 3);
    assert.deepEqual(seen.failed, []);
  });

  it('an outage longer than STORE_OUTAGE_RETRY_MS ends in FAILED, saying the database could not be reached', async () => {
    const { status, seen } = await fanOut(3, 100, 120_000, 1, { failWith: 'outage', outageRetryMs: 2_000 });
    assert.equal(status, 'FAILED');
    assert.deepEqual(seen.failed, ['Simulator failed: the database could not be reached']);
    assert.equal(seen.failed[0], describeFailure('simulator', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })).message);
  });
});
