/**
 * Traces on Temporal: the API process and the worker process both export to an in-process
 * OTLP/HTTP receiver; one trace holds the client's request, the workflow start, the workflow
 * and its activities (with their database queries), across the two processes. Real dev
 * server, MariaDB, both processes as children.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestDatabase, mintKeyOn, type TestDatabase } from '../../helpers/databases.js';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../../helpers/otlp-receiver.js';
import { startServerProcess, startWorkerProcess, type ServerProcess } from '../../helpers/processes.js';
import { startTemporalDevServer, type TemporalDevServer } from '../../helpers/temporal.js';
import { v2Config, waitForSimulation } from '../../helpers/pipeline.js';

const TRACE_ID = '6bf92f3577b34da6a3ce929d0e0e4738';
const PARENT_ID = '10f067aa0ba902b8';

describe('traces over OTLP/HTTP on Temporal (API and worker processes, MariaDB)', () => {
  let temporal: TemporalDevServer;
  let receiver: OtlpReceiver;
  let db: TestDatabase;
  let api: ServerProcess;
  let worker: ServerProcess;
  let key: string;

  before(async () => {
    temporal = await startTemporalDevServer();
    receiver = await startOtlpReceiver();
    db = await createTestDatabase('mysql');
    key = await mintKeyOn(db, 'tenant-trace', 100);
    const env = {
      TEMPORAL_ADDRESS: temporal.address,
      TEMPORAL_TASK_QUEUE: temporal.taskQueue(),
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl!,
      GRPC_PORT: '0',
      SIM_THREADS: '2',
      ANALYST_SENSITIVITY_RUNS: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    api = await startServerProcess(env);
    worker = await startWorkerProcess(env);
  });
  after(async () => {
    await worker?.stop();
    await api?.stop();
    await receiver?.close();
    await db?.drop();
    await temporal?.stop();
  });

  it('one trace: the request, the workflow start, the workflow and each activity with its queries; no key anywhere', async () => {
    const res = await fetch(`${api.baseUrl}/v1/simulations/with-config`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json', traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` },
      body: JSON.stringify({ prompt: 'EV subsidies, traced', config: v2Config() }),
    });
    assert.equal(res.status, 201);
    const id = ((await res.json()) as { id: string }).id;
    const done = await waitForSimulation(api.baseUrl, key, id, undefined, 90_000, 200);
    assert.equal(done.status, 'COMPLETED_ANALYSIS', String(done.error_log));

    const inTrace = (all: ReceivedSpan[]) => all.filter((s) => s.traceId === TRACE_ID);
    const spans = inTrace(await receiver.waitFor((all) => inTrace(all).some((s) => s.name === 'RunActivity:analyst') && inTrace(all).some((s) => s.name.startsWith('RunWorkflow:')), 60_000));
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const parentOf = (s: ReceivedSpan) => byId.get(s.parentSpanId);

    const request = spans.find((s) => s.name === 'POST /v1/simulations/with-config')!;
    assert.ok(request, 'the request span');
    assert.equal(request.service, 'simulation-service');
    assert.equal(request.parentSpanId, PARENT_ID);
    assert.equal(request.attributes['simulation.id'], id);
    assert.equal(request.attributes['tenant.id'], 'tenant-trace');

    const start = spans.find((s) => s.name === 'StartWorkflow:simulationPipeline')!;
    assert.ok(start, 'the workflow start is a span');
    assert.equal(parentOf(start)?.spanId, request.spanId, 'started inside the request');

    const run = spans.find((s) => s.name === 'RunWorkflow:simulationPipeline')!;
    assert.ok(run, 'the workflow is a span of the same trace');
    assert.equal(run.service, 'simulation-worker');
    assert.equal(run.parentSpanId, start.spanId);

    const activities = spans.filter((s) => s.name.startsWith('RunActivity:'));
    const names = new Set(activities.map((s) => s.name));
    for (const n of ['RunActivity:simulatorPrepare', 'RunActivity:simulatorRun', 'RunActivity:simulatorReduce', 'RunActivity:analyst']) assert.ok(names.has(n), `${n} in ${[...names].join(', ')}`);
    for (const a of activities) {
      assert.equal(a.service, 'simulation-worker');
      assert.equal(a.attributes['simulation.id'], id);
      // RunActivity ← StartActivity ← RunWorkflow: every activity hangs under the workflow.
      assert.equal(parentOf(parentOf(a)!)?.spanId, run.spanId, `${a.name} under the workflow`);
    }
    const analyst = activities.find((s) => s.name === 'RunActivity:analyst')!;
    assert.equal(analyst.attributes['simulation.stage'], 'analyst');
    assert.ok(spans.some((s) => s.parentSpanId === analyst.spanId && s.attributes['db.system'] === 'mysql'), 'the activity’s queries are its children');

    const secret = key.split('_').at(-1)!;
    for (const body of receiver.bodies) assert.ok(!body.includes(secret), 'the key’s secret part is never exported');
  });
});
