import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { storeKinds } from '../../helpers/databases.js';

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

for (const kind of storeKinds()) {
  describe(`keys (${kind})`, () => {
    let api: TestApi;
    let key: string;
    let keyId: string;
    let otherKey: string;
    before(async () => {
      api = await startTestApi(kind, { KEY_CACHE_TTL_MS: '0' });
      const k = await api.mintKey('tenant-a', { environment: 'live' });
      key = k.api_key;
      keyId = k.key_id;
      otherKey = (await api.mintKey('tenant-b')).api_key;
    });
    after(() => api.close());

    it('creates a key: 201, secret once, defaults, environment of the caller', async () => {
      const r = await api.request('POST', '/v1/keys', { key, body: { name: 'ci' } });
      assert.equal(r.status, 201);
      assert.deepEqual(Object.keys(r.json).sort(), ['api_key', 'created_at', 'expires_at', 'key_id', 'name', 'rate_limit', 'tenant_id']);
      assert.match(r.json.api_key, /^svc_live_[0-9a-f]{64}$/);
      assert.match(r.json.key_id, /^key_[A-Za-z0-9_-]{24}$/);
      assert.ok(!r.json.api_key.includes(r.json.key_id.slice(4)), 'key_id is not derived from the secret');
      assert.equal(r.json.rate_limit, 1000);
      assert.equal(r.json.expires_at, null);
      assert.equal(r.json.tenant_id, 'tenant-a');
      assert.match(r.json.created_at, ISO_MS);
      // The new key works and belongs to the same tenant.
      const list = await api.request('GET', '/v1/simulations', { key: r.json.api_key });
      assert.equal(list.status, 200);
      const g = await api.request('GET', `/v1/keys/${r.json.key_id}`, { key });
      assert.equal(g.status, 200);
      assert.equal('api_key' in g.json, false, 'the secret is never shown again');
    });

    it('honours rate_limit, expires_in_days and environment', async () => {
      const r = await api.request('POST', '/v1/keys', { key, body: { name: 'short', rate_limit: 5, expires_in_days: 2, environment: 'test' } });
      assert.equal(r.status, 201);
      assert.match(r.json.api_key, /^svc_test_[0-9a-f]{64}$/);
      assert.equal(r.json.rate_limit, 5);
      const expires = Date.parse(r.json.expires_at) - Date.parse(r.json.created_at);
      assert.equal(expires, 2 * 86_400_000);
    });

    it('lists keys of the tenant only, paged, with usage and no secrets', async () => {
      const fresh = await api.request('POST', '/v1/keys', { key, body: { name: 'unused' } });
      const r = await api.request('GET', '/v1/keys', { key });
      assert.equal(r.status, 200);
      assert.deepEqual(Object.keys(r.json).sort(), ['keys', 'limit', 'offset', 'total']);
      assert.ok(r.json.keys.every((k: { tenant_id: string }) => k.tenant_id === 'tenant-a'));
      assert.ok(r.json.keys.every((k: object) => !('api_key' in k)));
      assert.equal(r.json.total, r.json.keys.length);
      const unused = r.json.keys.find((k: { key_id: string }) => k.key_id === fresh.json.key_id);
      assert.equal(unused.last_used_at, null);
      assert.equal(unused.usage_count, 0);
      assert.equal(unused.is_active, true);
      const me = r.json.keys.find((k: { key_id: string }) => k.key_id === keyId);
      assert.ok(me.usage_count >= 3, `usage_count follows use (got ${me.usage_count})`);
      assert.match(me.last_used_at, ISO_MS);
      const page = await api.request('GET', '/v1/keys?limit=1&offset=1', { key });
      assert.equal(page.json.keys.length, 1);
      assert.equal(page.json.total, r.json.total);
      assert.equal(page.json.keys[0].key_id, r.json.keys[1].key_id);
    });

    it('disables and re-enables a key with PATCH; disabled keys get 401', async () => {
      const k = (await api.request('POST', '/v1/keys', { key, body: { name: 'toggle' } })).json;
      const off = await api.request('PATCH', `/v1/keys/${k.key_id}`, { key, body: { is_active: false, name: 'toggled' } });
      assert.equal(off.status, 200);
      assert.equal(off.json.is_active, false);
      assert.equal(off.json.name, 'toggled');
      const denied = await api.request('GET', '/v1/simulations', { key: k.api_key });
      assert.equal(denied.status, 401);
      assert.deepEqual(denied.json, { detail: 'Invalid or missing API key' });
      const on = await api.request('PATCH', `/v1/keys/${k.key_id}`, { key, body: { is_active: true } });
      assert.equal(on.json.is_active, true);
      assert.equal(on.json.name, 'toggled');
      assert.equal((await api.request('GET', '/v1/simulations', { key: k.api_key })).status, 200);
    });

    it('deletes a key: 204 empty, then 404; the key stops working', async () => {
      const k = (await api.request('POST', '/v1/keys', { key, body: { name: 'doomed' } })).json;
      const d = await api.request('DELETE', `/v1/keys/${k.key_id}`, { key });
      assert.equal(d.status, 204);
      assert.equal(d.text, '');
      const again = await api.request('DELETE', `/v1/keys/${k.key_id}`, { key });
      assert.equal(again.status, 404);
      assert.deepEqual(again.json, { detail: `API key ${k.key_id} not found` });
      assert.equal((await api.request('GET', '/v1/simulations', { key: k.api_key })).status, 401);
    });

    it('a key may delete itself; its next request gets 401', async () => {
      const k = (await api.request('POST', '/v1/keys', { key, body: { name: 'self' } })).json;
      assert.equal((await api.request('DELETE', `/v1/keys/${k.key_id}`, { key: k.api_key })).status, 204);
      assert.equal((await api.request('GET', '/v1/keys', { key: k.api_key })).status, 401);
    });

    it('validates bodies with every violation listed', async () => {
      const r = await api.request('POST', '/v1/keys', { key, body: { rate_limit: 0, expires_in_days: 4000, environment: 'prod', extra: 1 } });
      assert.equal(r.status, 422);
      const byField = Object.fromEntries(r.json.detail.map((d: { loc: string[]; type: string }) => [d.loc.join('.'), d.type]));
      assert.equal(byField['body.name'], 'value_error.missing');
      assert.equal(byField['body.rate_limit'], 'value_error.number.not_ge');
      assert.equal(byField['body.expires_in_days'], 'value_error.number.not_le');
      assert.equal(byField['body.environment'], 'type_error.enum');
      const long = await api.request('POST', '/v1/keys', { key, body: { name: 'x'.repeat(201), rate_limit: 1.5 } });
      assert.deepEqual(long.json.detail, [
        { loc: ['body', 'name'], msg: 'ensure this value has at most 200 characters', type: 'value_error.any_str.max_length' },
        { loc: ['body', 'rate_limit'], msg: 'value is not a valid integer', type: 'type_error.integer' },
      ]);
      const patch = await api.request('PATCH', `/v1/keys/${keyId}`, { key, body: { is_active: 'no' } });
      assert.equal(patch.status, 422);
      assert.deepEqual(patch.json.detail, [{ loc: ['body', 'is_active'], msg: 'value could not be parsed to a boolean', type: 'type_error.bool' }]);
    });

    it('scopes keys to the tenant: 403 for another tenant\'s key, never the key', async () => {
      for (const [method, body] of [['GET', undefined], ['PATCH', { name: 'stolen' }], ['DELETE', undefined]] as const) {
        const r = await api.request(method, `/v1/keys/${keyId}`, { key: otherKey, body });
        assert.equal(r.status, 403, method);
        assert.deepEqual(r.json, { detail: `API key ${keyId} belongs to a different tenant` });
      }
      const list = await api.request('GET', '/v1/keys', { key: otherKey });
      assert.ok(list.json.keys.every((k: { tenant_id: string }) => k.tenant_id === 'tenant-b'));
      const mine = await api.request('GET', `/v1/keys/${keyId}`, { key });
      assert.notEqual(mine.json.name, 'stolen');
    });

    it('checks the resource before the body: unknown id with a bad body is 404, foreign id is 403', async () => {
      const r = await api.request('PATCH', '/v1/keys/key_doesnotexist', { key, body: { is_active: 'bad' } });
      assert.equal(r.status, 404);
      const f = await api.request('PATCH', `/v1/keys/${keyId}`, { key: otherKey, body: { is_active: 'bad' } });
      assert.equal(f.status, 403);
    });
  });
}
