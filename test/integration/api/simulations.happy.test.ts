import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { storeKinds } from '../../helpers/databases.js';

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

for (const kind of storeKinds()) {
  describe(`simulations, happy paths (${kind})`, () => {
    let api: TestApi;
    let key: string;
    before(async () => {
      api = await startTestApi(kind);
      key = (await api.mintKey('tenant-a')).api_key;
    });
    after(() => api.close());

    it('creates a simulation in PENDING with one lifecycle entry', async () => {
      const r = await api.request('POST', '/v1/simulations', { key, body: { prompt: 'How fast will electric cars spread among 10,000 households?' } });
      assert.equal(r.status, 201);
      const s = r.json;
      assert.match(s.id, UUID);
      assert.equal(s.status, 'PENDING');
      assert.equal(s.prompt, 'How fast will electric cars spread among 10,000 households?');
      assert.deepEqual(s.tags, []);
      assert.equal(s.tenant_id, 'tenant-a');
      assert.equal(s.scenario_id, null);
      assert.match(s.created_at, ISO_MS);
      assert.equal(s.created_at, s.updated_at);
      assert.deepEqual(s.lifecycle, { states: [{ name: 'PENDING', at: s.created_at }] });
      assert.ok(s.title.length > 0 && s.title.length <= 81);
      assert.equal('error_log' in s, false);

      const g = await api.request('GET', `/v1/simulations/${s.id}`, { key });
      assert.equal(g.status, 200);
      assert.deepEqual(g.json, s);
    });

    it('creates with tags and a scenario of the same tenant', async () => {
      const sc = await api.request('POST', '/v1/scenarios', { key, body: { name: 'EV study' } });
      assert.equal(sc.status, 201);
      const r = await api.request('POST', '/v1/simulations', { key, body: { prompt: 'p', scenario_id: sc.json.id, tags: ['ev', 'pricing', 'ev'] } });
      assert.equal(r.status, 201);
      assert.equal(r.json.scenario_id, sc.json.id);
      assert.deepEqual(r.json.tags, ['ev', 'pricing']);
    });

    it('tags are exact strings on every store: case and rare characters are kept apart', async () => {
      const tags = ['EV', 'ev', '\uFFFD', '\u{10000}'];
      const r = await api.request('POST', '/v1/simulations', { key, body: { prompt: 'p', tags } });
      assert.equal(r.status, 201);
      assert.deepEqual(r.json.tags, tags);
      const upper = await api.request('GET', '/v1/simulations?tag=EV', { key });
      assert.deepEqual(upper.json.items.map((s: { id: string }) => s.id), [r.json.id]);
      const rare = await api.request('GET', `/v1/simulations?tag=${encodeURIComponent('\u{10000}')}`, { key });
      assert.deepEqual(rare.json.items.map((s: { id: string }) => s.id), [r.json.id]);
    });

    it('lists newest first, with every filter combined and paging', async () => {
      const mk = async (prompt: string, tags: string[]) => (await api.request('POST', '/v1/simulations', { key, body: { prompt, tags } })).json;
      const t0 = new Date().toISOString();
      await new Promise((r) => setTimeout(r, 5));
      const a = await mk('a', ['x']);
      const b = await mk('b', ['x', 'y']);
      const c = await mk('c', ['y']);
      await new Promise((r) => setTimeout(r, 5));
      const t1 = new Date().toISOString();

      const all = await api.request('GET', `/v1/simulations?created_after=${t0}&created_before=${t1}`, { key });
      assert.equal(all.status, 200);
      assert.deepEqual(all.json.items.map((s: { id: string }) => s.id), [c.id, b.id, a.id]);
      assert.equal(all.json.total, 3);
      assert.equal(all.json.limit, 20);
      assert.equal(all.json.offset, 0);
      assert.ok(all.json.items[0].lifecycle.states.length === 1, 'list items carry their lifecycle');

      const tagX = await api.request('GET', `/v1/simulations?tag=x&created_after=${t0}`, { key });
      assert.deepEqual(tagX.json.items.map((s: { id: string }) => s.id), [b.id, a.id]);
      assert.equal(tagX.json.total, 2);

      const page = await api.request('GET', `/v1/simulations?tag=y&status=PENDING&created_after=${t0}&limit=1&offset=1`, { key });
      assert.deepEqual(page.json.items.map((s: { id: string }) => s.id), [b.id]);
      assert.equal(page.json.total, 2);
      assert.equal(page.json.limit, 1);
      assert.equal(page.json.offset, 1);

      const none = await api.request('GET', `/v1/simulations?status=COMPLETED_ANALYSIS&created_after=${t0}`, { key });
      assert.deepEqual(none.json.items, []);
      assert.equal(none.json.total, 0);

      // created_after is inclusive, created_before exclusive.
      const exact = await api.request('GET', `/v1/simulations?created_after=${b.created_at}&created_before=${c.created_at}`, { key });
      assert.ok(exact.json.items.some((s: { id: string }) => s.id === b.id));
      assert.ok(!exact.json.items.some((s: { id: string }) => s.id === c.id));
    });

    it('answers 409 SIMULATION_NOT_COMPLETE for results and CONFIG_NOT_READY for config while PENDING', async () => {
      const s = (await api.request('POST', '/v1/simulations', { key, body: { prompt: 'p' } })).json;
      const r = await api.request('GET', `/v1/simulations/${s.id}/results`, { key });
      assert.equal(r.status, 409);
      assert.equal(r.json.error, 'SIMULATION_NOT_COMPLETE');
      assert.equal(r.json.status, 'PENDING');
      assert.equal(typeof r.json.message, 'string');
      assert.deepEqual(Object.keys(r.json).sort(), ['error', 'message', 'status']);
      const c = await api.request('GET', `/v1/simulations/${s.id}/config`, { key });
      assert.equal(c.status, 409);
      assert.equal(c.json.error, 'CONFIG_NOT_READY');
      assert.equal(c.json.status, 'PENDING');
    });

    it('sends rate-limit, request-id and security headers', async () => {
      const r = await api.request('GET', '/v1/simulations', { key, headers: { 'X-Request-Id': 'my-req.1' } });
      assert.equal(r.headers.get('x-ratelimit-limit'), '1000');
      assert.match(r.headers.get('x-ratelimit-remaining') ?? '', /^\d+$/);
      const reset = Number(r.headers.get('x-ratelimit-reset'));
      assert.equal(reset % 3600, 0, 'window ends on the clock hour');
      assert.ok(reset * 1000 > Date.now() && reset * 1000 <= Date.now() + 3_600_000);
      assert.equal(r.headers.get('x-request-id'), 'my-req.1');
      assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(r.headers.get('cache-control'), 'no-store');
      const bad = await api.request('GET', '/v1/simulations', { key, headers: { 'X-Request-Id': 'bad id with spaces' } });
      assert.notEqual(bad.headers.get('x-request-id'), 'bad id with spaces');
      assert.match(bad.headers.get('x-request-id') ?? '', /^[A-Za-z0-9._-]+$/);
    });
  });
}
