import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { storeKinds } from '../../helpers/databases.js';

/**
 * One suite over every /v1 route: missing, malformed, unknown, disabled, expired and foreign
 * keys, and the rate limit. Routes are listed with a body that would be valid, so a failure
 * here can only come from the key.
 */
interface Route {
  method: string;
  path: (ids: Ids) => string;
  body?: unknown;
  /** Routes naming a resource of the tenant: a foreign key must get 403. */
  owned?: 'Simulation' | 'Scenario' | 'API key';
}
interface Ids {
  simulation: string;
  scenario: string;
  key: string;
}

const ROUTES: Route[] = [
  { method: 'POST', path: () => '/v1/simulations', body: { prompt: 'p' } },
  { method: 'GET', path: () => '/v1/simulations' },
  { method: 'GET', path: (i) => `/v1/simulations/${i.simulation}`, owned: 'Simulation' },
  { method: 'GET', path: (i) => `/v1/simulations/${i.simulation}/results`, owned: 'Simulation' },
  { method: 'GET', path: (i) => `/v1/simulations/${i.simulation}/config`, owned: 'Simulation' },
  { method: 'POST', path: () => '/v1/scenarios', body: { name: 'n' } },
  { method: 'GET', path: () => '/v1/scenarios' },
  { method: 'GET', path: (i) => `/v1/scenarios/${i.scenario}`, owned: 'Scenario' },
  { method: 'PUT', path: (i) => `/v1/scenarios/${i.scenario}`, body: { name: 'n' }, owned: 'Scenario' },
  { method: 'DELETE', path: (i) => `/v1/scenarios/${i.scenario}`, owned: 'Scenario' },
  { method: 'POST', path: () => '/v1/keys', body: { name: 'n' } },
  { method: 'GET', path: () => '/v1/keys' },
  { method: 'GET', path: (i) => `/v1/keys/${i.key}`, owned: 'API key' },
  { method: 'PATCH', path: (i) => `/v1/keys/${i.key}`, body: { name: 'n' }, owned: 'API key' },
  { method: 'DELETE', path: (i) => `/v1/keys/${i.key}`, owned: 'API key' },
];

const UNAUTHORIZED = { detail: 'Invalid or missing API key' };

for (const kind of storeKinds()) {
  describe(`authentication and rate limits on every route (${kind})`, () => {
    let api: TestApi;
    let ids: Ids;
    let disabled: string;
    let expired: string;
    let foreign: string;
    let owner: string;
    before(async () => {
      api = await startTestApi(kind, { KEY_CACHE_TTL_MS: '0' });
      const ownerKey = await api.mintKey('owner');
      owner = ownerKey.api_key;
      const sim = await api.request('POST', '/v1/simulations', { key: owner, body: { prompt: 'p' } });
      const sc = await api.request('POST', '/v1/scenarios', { key: owner, body: { name: 's' } });
      ids = { simulation: sim.json.id, scenario: sc.json.id, key: ownerKey.key_id };
      const d = await api.mintKey('owner', { name: 'disabled' });
      await api.request('PATCH', `/v1/keys/${d.key_id}`, { key: owner, body: { is_active: false } });
      disabled = d.api_key;
      const e = await api.mintKey('owner', { name: 'expired', expiresInDays: 1 });
      await api.app.store.database.db('api_keys').where({ id: e.key_id }).update({ expires_at: Date.now() - 1 });
      expired = e.api_key;
      foreign = (await api.mintKey('intruder')).api_key;
    });
    after(() => api.close());

    const badKeys: Array<[string, () => string | undefined]> = [
      ['missing', () => undefined],
      ['empty', () => ''],
      ['malformed', () => 'not-a-key'],
      ['unknown', () => 'svc_live_' + 'a'.repeat(64)],
      ['uppercase hex', () => 'svc_live_' + 'A'.repeat(64)],
      ['disabled', () => disabled],
      ['expired', () => expired],
    ];

    for (const [label, keyOf] of badKeys) {
      it(`a ${label} key gets 401 on every route, with no rate-limit headers`, async () => {
        for (const r of ROUTES) {
          // Even a bad body must not be looked at before the key.
          const res = await api.request(r.method, r.path(ids), { key: keyOf(), body: r.body === undefined ? undefined : { nonsense: true } });
          assert.equal(res.status, 401, `${r.method} ${r.path(ids)}`);
          assert.deepEqual(res.json, UNAUTHORIZED);
          assert.equal(res.headers.get('x-ratelimit-limit'), null);
        }
      });
    }

    it("another tenant's key gets 403 on every route naming a resource, and nothing changes", async () => {
      for (const r of ROUTES.filter((x) => x.owned)) {
        const id = r.owned === 'Simulation' ? ids.simulation : r.owned === 'Scenario' ? ids.scenario : ids.key;
        const res = await api.request(r.method, r.path(ids), { key: foreign, body: r.body });
        assert.equal(res.status, 403, `${r.method} ${r.path(ids)}`);
        assert.deepEqual(res.json, { detail: `${r.owned} ${id} belongs to a different tenant` });
      }
      assert.equal((await api.request('GET', `/v1/scenarios/${ids.scenario}`, { key: owner })).status, 200);
      assert.equal((await api.request('GET', `/v1/keys/${ids.key}`, { key: owner })).json.name, 'test key');
    });

    it('rate limit: counts every authenticated request, then 429 with the exact body and headers', async () => {
      const limited = (await api.mintKey('owner', { name: 'limited', rateLimit: 3 })).api_key;
      const statuses: number[] = [];
      const remaining: string[] = [];
      // An error answer counts too: the third call is a 404.
      for (const path of ['/v1/simulations', '/v1/scenarios', '/v1/simulations/0190a000-0000-7000-8000-000000000000']) {
        const r = await api.request('GET', path, { key: limited });
        statuses.push(r.status);
        remaining.push(r.headers.get('x-ratelimit-remaining') ?? '');
      }
      assert.deepEqual(statuses, [200, 200, 404]);
      assert.deepEqual(remaining, ['2', '1', '0']);
      for (let i = 0; i < 2; i++) {
        const r = await api.request('GET', '/v1/simulations', { key: limited });
        assert.equal(r.status, 429);
        assert.equal(r.json.error, 'RATE_LIMIT_EXCEEDED');
        assert.equal(typeof r.json.message, 'string');
        assert.ok(Number.isInteger(r.json.retry_after) && r.json.retry_after >= 1 && r.json.retry_after <= 3600);
        assert.deepEqual(Object.keys(r.json).sort(), ['error', 'message', 'retry_after']);
        assert.equal(r.headers.get('retry-after'), String(r.json.retry_after));
        assert.equal(r.headers.get('x-ratelimit-limit'), '3');
        assert.equal(r.headers.get('x-ratelimit-remaining'), '0');
        const reset = Number(r.headers.get('x-ratelimit-reset'));
        assert.ok(Math.abs(reset - (Math.floor(Date.now() / 1000) + r.json.retry_after)) <= 2);
      }
      // Other keys of the same tenant have their own window.
      assert.equal((await api.request('GET', '/v1/simulations', { key: owner })).status, 200);
      // A 429 is not a use.
      const keys = (await api.request('GET', '/v1/keys?limit=100', { key: owner })).json.keys;
      assert.equal(keys.find((k: { name: string }) => k.name === 'limited').usage_count, 3);
    });

    it('unknown routes are 404 and wrong methods 405, even without a key', async () => {
      const nf = await api.request('GET', '/v1/nothing-here');
      assert.equal(nf.status, 404);
      assert.deepEqual(nf.json, { detail: 'Not Found' });
      const na = await api.request('DELETE', '/v1/simulations');
      assert.equal(na.status, 405);
      assert.deepEqual(na.json, { detail: 'Method Not Allowed' });
      assert.equal(na.headers.get('allow'), 'POST, GET');
      const put = await api.request('PUT', `/v1/simulations/${ids.simulation}`, { key: owner, body: {} });
      assert.equal(put.status, 405);
      const root = await api.request('GET', '/nope');
      assert.deepEqual(root.json, { detail: 'Not Found' });
    });

    it('/openapi.json and /docs need no key', async () => {
      assert.equal((await api.request('GET', '/openapi.json')).status, 200);
      assert.equal((await api.request('GET', '/docs')).status, 200);
    });
  });
}
