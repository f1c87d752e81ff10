import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { storeKinds } from '../../helpers/databases.js';
import { waitForSimulation } from '../../helpers/pipeline.js';
import { largeConfig } from '../../../bench/lib/fairness.js';
import { acceptsGzip } from '../../../src/api/results-route.js';

/** A wide configuration: a results document of several MB (2 replicates: mean, p05 and p95 per arm). */
const wideConfig = () => ({ ...largeConfig({ groups: 4, agents: 1, variables: 30, steps: 200 }), replicates: 2 });

for (const kind of storeKinds()) {
  describe(`results document, stored once and streamed (${kind})`, () => {
    let api: TestApi;
    let key: string;
    let other: string;
    let id: string;
    before(async () => {
      api = await startTestApi(kind, {}, { withPipeline: true });
      key = (await api.mintKey('t')).api_key;
      other = (await api.mintKey('u')).api_key;
      id = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'wide', config: wideConfig() } })).json.id as string;
      const done = await waitForSimulation(api.baseUrl, key, id, undefined, 120_000);
      assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
    });
    after(() => api.close());

    it('is written with the analysis, compressed, in parts', async () => {
      const parts = await api.app.store.simulations.resultsDocumentParts(id);
      assert.ok(parts >= 1);
      const gz = Buffer.concat(await Promise.all(Array.from({ length: parts }, async (_, p) => (await api.app.store.simulations.resultsDocumentPart(id, p)) as Buffer)));
      const text = gunzipSync(gz).toString('utf8');
      assert.ok(text.length > 4 * gz.length / 3, 'compressed');
      assert.equal(JSON.parse(text).id, id);
    });

    it('GET /results sends the value the results procedure answers, gzip-encoded or not', async () => {
      const trpc = await fetch(`${api.baseUrl}/trpc/simulations.results?input=${encodeURIComponent(JSON.stringify({ id }))}`, { headers: { 'X-API-Key': key } });
      const value = ((await trpc.json()) as { result: { data: unknown } }).result.data;
      const gz = await api.request('GET', `/v1/simulations/${id}/results`, { key, headers: { 'Accept-Encoding': 'gzip' } });
      assert.equal(gz.status, 200);
      assert.equal(gz.headers.get('content-encoding'), 'gzip');
      assert.match(gz.headers.get('content-type') ?? '', /^application\/json/);
      assert.deepEqual(gz.json, value);
      const plain = await api.request('GET', `/v1/simulations/${id}/results`, { key, headers: { 'Accept-Encoding': 'identity' } });
      assert.equal(plain.status, 200);
      assert.equal(plain.headers.get('content-encoding'), null);
      assert.deepEqual(plain.json, value);
      // One validator for both codings (the coding appended, as for every compressed answer); a match is 304.
      const tag = plain.headers.get('etag') as string;
      assert.match(tag, /^"[A-Za-z0-9_-]{32}"$/);
      assert.equal(gz.headers.get('etag'), `${tag.slice(0, -1)}-gzip"`);
      assert.equal(plain.headers.get('cache-control'), 'private, no-cache');
      assert.equal((await api.request('GET', `/v1/simulations/${id}/results`, { key, headers: { 'If-None-Match': tag } })).status, 304);
      assert.equal((await api.request('GET', `/v1/simulations/${id}/results`, { key, headers: { 'If-None-Match': gz.headers.get('etag') as string } })).status, 304);
    });

    it('is made at the first read when a simulation finished without one, then kept', async () => {
      await api.app.store.database.db('simulation_results_documents').where({ simulation_id: id }).delete();
      assert.equal(await api.app.store.simulations.resultsDocumentParts(id), 0);
      const r = await api.request('GET', `/v1/simulations/${id}/results`, { key });
      assert.equal(r.status, 200);
      assert.equal(r.json.id, id);
      assert.ok((await api.app.store.simulations.resultsDocumentParts(id)) >= 1);
    });

    it('keeps the checks and error bodies: 401, 404, 403, 422 at the path', async () => {
      assert.equal((await api.request('GET', `/v1/simulations/${id}/results`)).status, 401);
      const unknown = await api.request('GET', '/v1/simulations/00000000-0000-7000-8000-000000000000/results', { key });
      assert.equal(unknown.status, 404);
      assert.deepEqual(unknown.json, { detail: 'Simulation 00000000-0000-7000-8000-000000000000 not found' });
      assert.equal((await api.request('GET', `/v1/simulations/${id}/results`, { key: other })).status, 403);
      const bad = await api.request('GET', `/v1/simulations/${'x'.repeat(300)}/results`, { key });
      assert.equal(bad.status, 422);
    });

    it('a reset deletes the document with the results: 409 until the new run finishes, then the new document', async () => {
      const config = wideConfig();
      const put = await api.request('PUT', `/v1/simulations/${id}/config`, { key, body: { ...config, number_of_steps: 150 } });
      assert.equal(put.status, 200, put.text);
      const early = await api.request('GET', `/v1/simulations/${id}/results`, { key });
      assert.equal(early.status, 409);
      assert.equal(early.json.error, 'SIMULATION_NOT_COMPLETE');
      const done = await waitForSimulation(api.baseUrl, key, id, undefined, 120_000);
      assert.equal(done.status, 'COMPLETED_ANALYSIS');
      const r = await api.request('GET', `/v1/simulations/${id}/results`, { key });
      assert.equal(r.json.config.number_of_steps, 150);
      assert.equal(r.json.metrics.by_group[0].timeline.length, 150);
    });
  });
}

describe('Accept-Encoding', () => {
  it('gzip unless refused with q=0', () => {
    assert.equal(acceptsGzip('gzip, deflate, br'), true);
    assert.equal(acceptsGzip('br;q=1.0, gzip;q=0.5'), true);
    assert.equal(acceptsGzip('*'), true);
    assert.equal(acceptsGzip('gzip;q=0'), false);
    assert.equal(acceptsGzip('identity'), false);
    assert.equal(acceptsGzip(undefined), false);
  });
});
