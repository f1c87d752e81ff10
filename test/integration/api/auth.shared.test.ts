import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appRouter } from '../../../src/api/router.js';
import type { RestRoute } from '../../../src/api/route-table.js';
import type { ResourceKind } from '../../../src/domain/errors.js';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { storeKinds } from '../../helpers/databases.js';

/**
 * One suite over every /v1 route: missing, malformed, unknown, disabled, expired and foreign
 * keys, and the rate limit. The routes come from the route table the server itself is built
 * from (`app.routes`), so a new route is covered the day it is added; each gets a body that
 * would be valid, so a failure here can only come from the key.
 */
interface Ids {
  simulation: string;
  scenario: string;
  key: string;
}

const CONFIG = {
  step_unit: 'month',
  number_of_steps: 2,
  agent_groups: [{ id: 'g', name: 'G', description: '', number_of_agents: 5, variables: { v: { type: 'initial_value', value: 1 } }, actions: {} }],
};

/** A valid body for each body-taking procedure; a route missing here fails the suite. */
const VALID_BODIES: Record<string, unknown> = {
  'simulations.create': { prompt: 'p' },
  'simulations.createWithConfig': { prompt: 'p', config: CONFIG },
  'simulations.replaceConfig': CONFIG,
  'simulations.rerunArchitect': { max_turns: 2 },
  'simulations.cancel': {},
  'scenarios.create': { name: 'n' },
  'scenarios.replace': { name: 'n' },
  'keys.create': { name: 'n' },
  'keys.update': { name: 'n' },
};

const ID_OF: Record<ResourceKind, keyof Ids> = { Simulation: 'simulation', Scenario: 'scenario', 'API key': 'key' };

const pathOf = (r: RestRoute, ids: Ids) => (r.resource ? r.template.replace(`{${r.resource.param}}`, ids[ID_OF[r.resource.kind]]) : r.template);
const bodyOf = (r: RestRoute) => {
  if (!r.takesBody) return undefined;
  assert.ok(r.procedurePath in VALID_BODIES, `${r.method} ${r.template}: give it a valid body in VALID_BODIES`);
  return VALID_BODIES[r.procedurePath];
};

const UNAUTHORIZED = { detail: 'Invalid or missing API key' };

for (const kind of storeKinds()) {
  describe(`authentication and rate limits on every route (${kind})`, () => {
    let api: TestApi;
    let ids: Ids;
    let disabled: string;
    let expired: string;
    let foreign: string;
    let owner: string;
    let routes: readonly RestRoute[];
    before(async () => {
      api = await startTestApi(kind, { KEY_CACHE_TTL_MS: '0' });
      routes = api.app.routes;
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
        for (const r of routes) {
          // Even a bad body must not be looked at before the key.
          const res = await api.request(r.method, pathOf(r, ids), { key: keyOf(), body: r.takesBody ? { nonsense: true } : undefined });
          assert.equal(res.status, 401, `${r.method} ${pathOf(r, ids)}`);
          assert.deepEqual(res.json, UNAUTHORIZED);
          assert.equal(res.headers.get('x-ratelimit-limit'), null);
        }
      });
    }

    it("another tenant's key gets 403 on every route naming a resource, and nothing changes", async () => {
      const named = routes.filter((x) => x.resource);
      assert.equal(named.length, 12, 'every route naming a resource (keys 3, scenarios 3, simulations 6)');
      for (const r of named) {
        const kind = r.resource!.kind;
        const res = await api.request(r.method, pathOf(r, ids), { key: foreign, body: bodyOf(r) });
        assert.equal(res.status, 403, `${r.method} ${pathOf(r, ids)}`);
        assert.deepEqual(res.json, { detail: `${kind} ${ids[ID_OF[kind]]} belongs to a different tenant` });
      }
      assert.equal((await api.request('GET', `/v1/scenarios/${ids.scenario}`, { key: owner })).status, 200);
      assert.equal((await api.request('GET', `/v1/keys/${ids.key}`, { key: owner })).json.name, 'test key');
      // The foreign cancel changed nothing either.
      assert.notEqual((await api.request('GET', `/v1/simulations/${ids.simulation}`, { key: owner })).json.error_log, 'Cancelled by the client');
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

    it('covers the whole router (with-config, PUT config and the architect rerun included), each body route with a valid body', () => {
      const listed = new Set(routes.map((r) => `${r.method} ${r.template}`));
      for (const r of ['POST /v1/simulations/with-config', 'PUT /v1/simulations/{id}/config', 'POST /v1/simulations/{id}/architect']) assert.ok(listed.has(r), r);
      assert.equal(listed.size, Object.values(appRouter._def.procedures as unknown as Record<string, { _def: { meta?: { openapi?: unknown } } }>).filter((p) => p._def.meta?.openapi).length);
      for (const r of routes) bodyOf(r);
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
