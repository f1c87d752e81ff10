/**
 * OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT): a real server process exports to an
 * in-process OTLP/HTTP receiver. A REST request is a server span whose children are its
 * database queries, continuing the caller's traceparent; a gRPC call likewise; the embedded
 * runner's stages are spans of their own trace linked to the creating request. No span
 * carries the API key. Without the variable nothing is exported.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../../helpers/otlp-receiver.js';
import { freePort, REPO_ROOT, startServerProcess, type ServerProcess } from '../../helpers/processes.js';
import { connect } from '../grpc/client.js';
import { SimulationsService } from '../../../src/grpc/gen/simulation/v1/simulations_pb.js';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const GRPC_TRACE_ID = '5bf92f3577b34da6a3ce929d0e0e4737';

function mintKey(dataDir: string, tenant: string): string {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/keys.ts', 'create', '--tenant', tenant, '--name', 'otel test'], { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, encoding: 'utf8' });
  const key = /svc_(live|test)_[A-Za-z0-9_-]+/.exec(out)?.[0];
  assert.ok(key, `a key in: ${out}`);
  return key;
}

const childrenOf = (spans: ReceivedSpan[], parent: ReceivedSpan) => spans.filter((s) => s.traceId === parent.traceId && s.parentSpanId === parent.spanId);

describe('traces over OTLP/HTTP (embedded runner, SQLite, a real server process)', () => {
  let receiver: OtlpReceiver;
  let server: ServerProcess;
  let dataDir: string;
  let key: string;
  let grpcPort: number;
  before(async () => {
    grpcPort = await freePort();
    receiver = await startOtlpReceiver();
    dataDir = mkdtempSync(join(tmpdir(), 'otel-'));
    key = mintKey(dataDir, 'tenant-otel');
    server = await startServerProcess({
      DATA_DIR: dataDir,
      GRPC_PORT: String(grpcPort),
      ANALYST_SENSITIVITY_RUNS: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_SERVICE_NAME: 'sim-api-under-test',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
  });
  after(async () => {
    await server?.stop();
    await receiver?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a REST request is a server span continuing the caller’s trace, with its queries as children; attributes name the simulation, tenant and request', async () => {
    const res = await fetch(`${server.baseUrl}/v1/simulations`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json', traceparent: `00-${TRACE_ID}-${PARENT_ID}-01`, 'X-Request-Id': 'req-otel-1' },
      body: JSON.stringify({ prompt: 'How fast will heat pumps spread among 2,000 households over 12 months?' }),
    });
    assert.equal(res.status, 201);
    const id = ((await res.json()) as { id: string }).id;

    const spans = await receiver.waitFor((all) => all.some((s) => s.name === 'POST /v1/simulations' && s.traceId === TRACE_ID));
    const request = spans.find((s) => s.name === 'POST /v1/simulations' && s.traceId === TRACE_ID)!;
    assert.equal(request.service, 'sim-api-under-test');
    assert.equal(request.parentSpanId, PARENT_ID, 'continues the caller’s traceparent');
    assert.equal(request.kind, 2, 'SERVER');
    assert.equal(request.attributes['simulation.id'], id);
    assert.equal(request.attributes['tenant.id'], 'tenant-otel');
    assert.equal(request.attributes['request.id'], 'req-otel-1');
    assert.equal(request.attributes['http.response.status_code'], 201);
    assert.equal(request.attributes['http.route'], '/v1/simulations');

    const queries = childrenOf(spans, request).filter((s) => s.attributes['db.system'] === 'sqlite');
    assert.ok(queries.length >= 2, `the request's queries are its children: ${childrenOf(spans, request).map((s) => s.name).join(', ')}`);
    assert.ok(queries.some((q) => /^insert/i.test(String(q.attributes['db.statement'])) && /simulations/.test(String(q.attributes['db.statement']))), 'the simulation row is written under the request');
    for (const q of queries) assert.equal(q.kind, 3, 'CLIENT');
  });

  it('a gRPC call is a server span continuing a traceparent in its metadata, with its queries as children', async () => {
    const created = await fetch(`${server.baseUrl}/v1/simulations`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: 'How fast will solar panels spread among 500 households over 12 months?' }),
    });
    const id = ((await created.json()) as { id: string }).id;
    const client = connect(SimulationsService, grpcPort);
    try {
      const got = await client.getSimulation({ id }, { key, metadata: { traceparent: `00-${GRPC_TRACE_ID}-${PARENT_ID}-01` } });
      assert.equal(got.response.simulation?.id, id);
    } finally {
      client.close();
    }
    const spans = await receiver.waitFor((all) => all.some((s) => s.traceId === GRPC_TRACE_ID && s.kind === 2));
    const call = spans.find((s) => s.traceId === GRPC_TRACE_ID && s.kind === 2)!;
    assert.equal(call.name, 'simulation.v1.SimulationsService/GetSimulation');
    assert.equal(call.parentSpanId, PARENT_ID);
    assert.equal(call.attributes['rpc.system'], 'grpc');
    assert.equal(call.attributes['rpc.grpc.status_code'], 0);
    assert.equal(call.attributes['simulation.id'], id);
    assert.equal(call.attributes['tenant.id'], 'tenant-otel');
    assert.ok(childrenOf(spans, call).some((s) => /^select/.test(s.name)), 'its reads are its children');
  });

  it('the embedded runner’s stages are spans of their own trace, linked to the creating request', async () => {
    const res = await fetch(`${server.baseUrl}/v1/simulations`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: 'How fast will electric cars spread among 1,000 households over 12 months?' }),
    });
    assert.equal(res.status, 201);
    const id = ((await res.json()) as { id: string }).id;
    const stageSpans = (all: ReceivedSpan[]) => all.filter((s) => s.attributes['simulation.id'] === id && String(s.attributes['simulation.stage'] ?? '') !== '');
    const spans = await receiver.waitFor((all) => stageSpans(all).length >= 3, 90_000);
    const request = spans.find((s) => s.name === 'POST /v1/simulations' && s.attributes['simulation.id'] === id)!;
    const stages = stageSpans(spans);
    assert.deepEqual(stages.map((s) => s.name).sort(), ['stage analyst', 'stage architect', 'stage simulator']);
    for (const s of stages) {
      assert.notEqual(s.traceId, request.traceId, 'a stage outlives the request: a trace of its own');
      assert.deepEqual(s.links, [{ traceId: request.traceId, spanId: request.spanId }], 'linked to the request that created the simulation');
      assert.equal(s.attributes['tenant.id'], 'tenant-otel');
      assert.ok(childrenOf(spans, s).some((c) => c.attributes['db.system'] === 'sqlite'), `${s.name} has its queries as children`);
    }
  });

  it('no span attribute or exported byte carries the API key', () => {
    assert.ok(receiver.bodies.length > 0);
    const secret = key.split('_').at(-1)!;
    for (const body of receiver.bodies) assert.ok(!body.includes(secret), 'the key’s secret part is never exported');
  });
});
