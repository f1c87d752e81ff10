import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { storeKinds } from '../../helpers/databases.js';

for (const kind of storeKinds()) {
  describe(`scenarios (${kind})`, () => {
    let api: TestApi;
    let key: string;
    let otherKey: string;
    before(async () => {
      api = await startTestApi(kind);
      key = (await api.mintKey('tenant-a')).api_key;
      otherKey = (await api.mintKey('tenant-b')).api_key;
    });
    after(() => api.close());

    it('creates, gets, replaces and lists scenarios', async () => {
      const c = await api.request('POST', '/v1/scenarios', { key, body: { name: 'Pricing', description: 'EV price cuts' } });
      assert.equal(c.status, 201);
      assert.deepEqual(Object.keys(c.json).sort(), ['created_at', 'description', 'id', 'name', 'tenant_id', 'updated_at']);
      const plain = await api.request('POST', '/v1/scenarios', { key, body: { name: 'No description' } });
      assert.equal(plain.json.description, '');
      const g = await api.request('GET', `/v1/scenarios/${c.json.id}`, { key });
      assert.deepEqual(g.json, c.json);
      await new Promise((r) => setTimeout(r, 3));
      const p = await api.request('PUT', `/v1/scenarios/${c.json.id}`, { key, body: { name: 'Pricing v2' } });
      assert.equal(p.status, 200);
      assert.equal(p.json.name, 'Pricing v2');
      assert.equal(p.json.description, '', 'PUT replaces the whole resource');
      assert.equal(p.json.created_at, c.json.created_at);
      assert.ok(p.json.updated_at > c.json.updated_at);
      assert.deepEqual((await api.request('GET', `/v1/scenarios/${c.json.id}`, { key })).json, p.json);
      const l = await api.request('GET', '/v1/scenarios?limit=1', { key });
      assert.equal(l.status, 200);
      assert.deepEqual(Object.keys(l.json).sort(), ['items', 'limit', 'offset', 'total']);
      assert.equal(l.json.total, 2);
      assert.equal(l.json.items[0].id, plain.json.id, 'newest first');
    });

    it('deleting a scenario keeps its simulations, with scenario_id null', async () => {
      const sc = (await api.request('POST', '/v1/scenarios', { key, body: { name: 'temp' } })).json;
      const sim = (await api.request('POST', '/v1/simulations', { key, body: { prompt: 'p', scenario_id: sc.id } })).json;
      const d = await api.request('DELETE', `/v1/scenarios/${sc.id}`, { key });
      assert.equal(d.status, 204);
      assert.equal(d.text, '');
      const again = await api.request('DELETE', `/v1/scenarios/${sc.id}`, { key });
      assert.equal(again.status, 404);
      assert.deepEqual(again.json, { detail: `Scenario ${sc.id} not found` });
      const s = await api.request('GET', `/v1/simulations/${sim.id}`, { key });
      assert.equal(s.status, 200);
      assert.equal(s.json.scenario_id, null);
    });

    it('validates: name required and bounded, description bounded, ids are UUIDs', async () => {
      const r = await api.request('POST', '/v1/scenarios', { key, body: { name: '', description: 'd'.repeat(2001) } });
      assert.equal(r.status, 422);
      assert.deepEqual(r.json.detail, [
        { loc: ['body', 'name'], msg: 'ensure this value has at least 1 characters', type: 'value_error.any_str.min_length' },
        { loc: ['body', 'description'], msg: 'ensure this value has at most 2000 characters', type: 'value_error.any_str.max_length' },
      ]);
      const bad = await api.request('GET', '/v1/scenarios/not-a-uuid', { key });
      assert.equal(bad.status, 422);
      assert.deepEqual(bad.json.detail, [{ loc: ['path', 'id'], msg: 'value is not a valid uuid', type: 'value_error.uuid' }]);
    });

    it('scopes scenarios to the tenant, and checks the resource before the body', async () => {
      const sc = (await api.request('POST', '/v1/scenarios', { key, body: { name: 'mine' } })).json;
      for (const [method, body] of [['GET', undefined], ['PUT', { name: 'theirs' }], ['PUT', { name: 5 }], ['DELETE', undefined]] as const) {
        const r = await api.request(method, `/v1/scenarios/${sc.id}`, { key: otherKey, body });
        assert.equal(r.status, 403, `${method} ${JSON.stringify(body)}`);
        assert.deepEqual(r.json, { detail: `Scenario ${sc.id} belongs to a different tenant` });
      }
      assert.equal((await api.request('GET', `/v1/scenarios/${sc.id}`, { key })).json.name, 'mine');
      const list = await api.request('GET', '/v1/scenarios', { key: otherKey });
      assert.equal(list.json.total, 0);
      const unknown = '0190a000-0000-7000-8000-000000000000';
      const r = await api.request('PUT', `/v1/scenarios/${unknown}`, { key, body: { name: 5 } });
      assert.equal(r.status, 404);
      // A simulation may not join another tenant's scenario.
      const sim = await api.request('POST', '/v1/simulations', { key: otherKey, body: { prompt: 'p', scenario_id: sc.id } });
      assert.equal(sim.status, 403);
      const sim404 = await api.request('POST', '/v1/simulations', { key, body: { prompt: 'p', scenario_id: unknown } });
      assert.equal(sim404.status, 404);
      assert.deepEqual(sim404.json, { detail: `Scenario ${unknown} not found` });
    });
  });
}
