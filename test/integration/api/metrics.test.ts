/**
 * GET /metrics: Prometheus text after real traffic (REST, a 429, gRPC, a pipeline run),
 * parsed line by line; no tenant id, key, simulation id or prompt in any label; off with
 * METRICS_ENABLED=false.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SimulationsService } from '../../../src/grpc/gen/simulation/v1/simulations_pb.js';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { v2Config, waitForSimulation } from '../../helpers/pipeline.js';
import { connect } from '../grpc/client.js';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The text exposition format: # HELP / # TYPE lines, then `name{label="v",…} value`. */
function parseProm(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1], type[2]);
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    assert.ok(m, `a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]] = l[2];
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return { samples, types };
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

describe('GET /metrics', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi('sqlite', { ANALYST_SENSITIVITY_RUNS: '0' }, { withPipeline: true });
  });
  after(() => api.close());

  it('serves every metric of decisions.md after traffic, with no tenant data in labels', async () => {
    const tenant = 'tenant-secret-acme';
    const { api_key: key } = await api.mintKey(tenant);
    const { api_key: small } = await api.mintKey(tenant, { rateLimit: 2 });
    const prompt = 'A very private prompt about heat pumps';
    const created = await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt, config: v2Config() } });
    assert.equal(created.status, 201);
    const id = created.json.id as string;
    await waitForSimulation(api.baseUrl, key, id);
    const g = connect(SimulationsService, api.app.grpc.port);
    try {
      await g.getSimulation({ id }, { key });
      await g.getSimulation({ id: '00000000-0000-4000-8000-000000000000' }, { key }).catch(() => {});
    } finally {
      g.close();
    }
    let limited = 0;
    for (let i = 0; i < 5; i++) if ((await api.request('GET', `/v1/simulations/${id}`, { key: small })).status === 429) limited++;
    assert.equal(limited, 3);

    const r = await fetch(`${api.baseUrl}/metrics`);
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    const text = await r.text();
    for (const secret of [tenant, key, small, id, prompt, 'heat pumps']) assert.ok(!text.includes(secret), `no ${secret} in /metrics`);
    const { samples, types } = parseProm(text);

    assert.equal(types.get('http_requests_total'), 'counter');
    assert.equal(types.get('http_request_duration_seconds'), 'histogram');
    assert.equal(find(samples, 'http_requests_total', { route: '/v1/simulations/with-config', method: 'POST', status: '201' })[0]?.value, 1);
    assert.equal(find(samples, 'http_requests_total', { route: '/v1/simulations/:id', method: 'GET', status: '429' })[0]?.value, limited);
    assert.ok(find(samples, 'http_request_duration_seconds_count', { route: '/v1/simulations/:id', method: 'GET' })[0]?.value >= 5);
    assert.equal(find(samples, 'rate_limit_rejections_total')[0]?.value, limited);

    assert.equal(find(samples, 'grpc_requests_total', { method: 'simulation.v1.SimulationsService/GetSimulation', code: 'OK' })[0]?.value, 1);
    assert.equal(find(samples, 'grpc_requests_total', { method: 'simulation.v1.SimulationsService/GetSimulation', code: 'NOT_FOUND' })[0]?.value, 1);
    assert.equal(types.get('grpc_request_duration_seconds'), 'histogram');

    for (const stage of ['simulator', 'analyst']) {
      assert.equal(find(samples, 'pipeline_stage_outcomes_total', { stage, outcome: 'completed' })[0]?.value, 1, stage);
      assert.equal(find(samples, 'pipeline_stage_duration_seconds_count', { stage, outcome: 'completed' })[0]?.value, 1, stage);
    }
    const work = 6000 * 12 * 3 * 4; // agents × steps × (1 + 2 arms) × 4 replicates
    assert.equal(find(samples, 'simulator_agent_steps_total')[0]?.value, work);
    assert.ok(find(samples, 'simulator_agent_steps_per_second')[0]?.value > 0);
    assert.equal(find(samples, 'simulations', { status: 'COMPLETED_ANALYSIS' })[0]?.value, 1);
    assert.equal(find(samples, 'pipeline_queue_depth')[0]?.value, 0);
    assert.ok(find(samples, 'process_cpu_user_seconds_total').length === 1, 'process metrics');

    // Every label value is from a closed set: route templates, methods, status codes, names.
    for (const s of samples) for (const v of Object.values(s.labels)) assert.ok(!/[0-9a-f]{8}-[0-9a-f]{4}/.test(v), `no ids in labels: ${s.name} ${v}`);
    // An unknown path is counted under one label, not its own.
    await fetch(`${api.baseUrl}/v1/nope/${id}`);
    const again = parseProm(await (await fetch(`${api.baseUrl}/metrics`)).text()).samples;
    assert.equal(find(again, 'http_requests_total', { route: 'unmatched', status: '404' })[0]?.value, 1);
  });
});

describe('METRICS_ENABLED=false', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi('sqlite', { METRICS_ENABLED: 'false' });
  });
  after(() => api.close());

  it('does not serve /metrics', async () => {
    const r = await api.request('GET', '/metrics');
    assert.equal(r.status, 404);
    assert.equal(r.json.error ?? r.json.detail, 'Not Found');
  });
});
