/**
 * Idempotency-Key on every creating POST (docs/contract.md "Idempotency"), on both stores,
 * over REST, /trpc and gRPC; the rule itself (in flight, stale, expiry, sealing) through the
 * service over a real database.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pino from 'pino';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { storeKinds } from '../../helpers/databases.js';
import { benchConfig } from '../../helpers/pipeline.js';
import { connect } from '../grpc/client.js';
import { SimulationsService } from '../../../src/grpc/gen/simulation/v1/simulations_pb.js';
import { IdempotencyService } from '../../../src/services/idempotency.service.js';
import { ServiceError } from '../../../src/domain/errors.js';

const code = (err: unknown) => (err instanceof ServiceError ? err.failure.code : String(err));

for (const kind of storeKinds()) {
  describe(`Idempotency-Key (${kind})`, () => {
    let api: TestApi;
    let key: string;
    let otherTenantKey: string;
    before(async () => {
      api = await startTestApi(kind, { GRPC_PORT: '0' });
      key = (await api.mintKey('tenant-a')).api_key;
      otherTenantKey = (await api.mintKey('tenant-b')).api_key;
    });
    after(() => api.close());

    const count = async (k: string) => (await api.request('GET', '/v1/simulations?limit=1', { key: k })).json.total as number;

    it('the same key and body replays the first answer (status, body, Location) and creates nothing', async () => {
      const before = await count(key);
      const headers = { 'Idempotency-Key': 'create-1' };
      const first = await api.request('POST', '/v1/simulations', { key, body: { prompt: 'once', tags: ['a'] }, headers });
      assert.equal(first.status, 201);
      assert.equal(first.headers.get('idempotent-replayed'), null);
      // The same body with its fields in another order is the same request.
      const again = await api.request('POST', '/v1/simulations', { key, rawBody: '{"tags":["a"],"prompt":"once"}', headers });
      assert.equal(again.status, 201);
      assert.equal(again.headers.get('idempotent-replayed'), 'true');
      assert.deepEqual(again.json, first.json);
      assert.equal(again.headers.get('location'), first.headers.get('location'));
      assert.equal(await count(key), before + 1);
    });

    it('the same key with another body is refused: 409 IDEMPOTENCY_KEY_REUSED; on another route too', async () => {
      const headers = { 'Idempotency-Key': 'create-2' };
      assert.equal((await api.request('POST', '/v1/simulations', { key, body: { prompt: 'one' }, headers })).status, 201);
      const other = await api.request('POST', '/v1/simulations', { key, body: { prompt: 'two' }, headers });
      assert.equal(other.status, 409);
      assert.equal(other.json.error, 'IDEMPOTENCY_KEY_REUSED');
      assert.equal(typeof other.json.message, 'string');
      const elsewhere = await api.request('POST', '/v1/scenarios', { key, body: { name: 'one' }, headers });
      assert.equal(elsewhere.status, 409);
      assert.equal(elsewhere.json.error, 'IDEMPOTENCY_KEY_REUSED');
    });

    it('keys are per tenant: another tenant with the same key creates its own', async () => {
      const headers = { 'Idempotency-Key': 'shared-key' };
      const a = await api.request('POST', '/v1/scenarios', { key, body: { name: 'a' }, headers });
      const b = await api.request('POST', '/v1/scenarios', { key: otherTenantKey, body: { name: 'b' }, headers });
      assert.equal(a.status, 201);
      assert.equal(b.status, 201);
      assert.equal(b.headers.get('idempotent-replayed'), null);
      assert.notEqual(a.json.id, b.json.id);
      assert.equal(b.json.tenant_id, 'tenant-b');
    });

    it('every creating route honours it: with-config, scenarios, keys (the secret replayed, never stored in clear)', async () => {
      const config = benchConfig('diffusion');
      const wc = { key, body: { prompt: 'wc', config }, headers: { 'Idempotency-Key': 'wc-1' } };
      const w1 = await api.request('POST', '/v1/simulations/with-config', wc);
      const w2 = await api.request('POST', '/v1/simulations/with-config', wc);
      assert.equal(w1.status, 201);
      assert.equal(w2.headers.get('idempotent-replayed'), 'true');
      assert.equal(w2.json.id, w1.json.id);

      const sc = { key, body: { name: 'sc' }, headers: { 'Idempotency-Key': 'sc-1' } };
      const s1 = await api.request('POST', '/v1/scenarios', sc);
      const s2 = await api.request('POST', '/v1/scenarios', sc);
      assert.equal(s2.headers.get('idempotent-replayed'), 'true');
      assert.deepEqual(s2.json, s1.json);

      const kc = { key, body: { name: 'ci key' }, headers: { 'Idempotency-Key': 'key-1' } };
      const k1 = await api.request('POST', '/v1/keys', kc);
      const k2 = await api.request('POST', '/v1/keys', kc);
      assert.equal(k1.status, 201);
      assert.equal(k2.headers.get('idempotent-replayed'), 'true');
      assert.equal(k2.json.api_key, k1.json.api_key, 'a lost answer can be fetched again with its key');
      assert.equal(k2.headers.get('location'), `/v1/keys/${k1.json.key_id}`);
      const keys = (await api.request('GET', '/v1/keys?limit=100', { key })).json.keys as Array<{ name: string }>;
      assert.equal(keys.filter((x) => x.name === 'ci key').length, 1);

      const rows = (await api.app.store.database.db('idempotency_keys').select('key_hash', 'response')) as Array<{ key_hash: string; response: string | null }>;
      assert.ok(rows.length > 0);
      for (const r of rows) {
        assert.doesNotMatch(r.key_hash, /key-1|sc-1/, 'the key is stored as a hash');
        assert.ok(!(r.response ?? '').includes(k1.json.api_key.slice(9)), 'the secret is not in the table');
        assert.ok(!(r.response ?? '').includes('ci key'), 'answers are sealed');
      }
    });

    it('a request refused before it runs (422) keeps nothing: the key stays free', async () => {
      const headers = { 'Idempotency-Key': 'refused-1' };
      const bad = await api.request('POST', '/v1/simulations', { key, body: { prompt: '' }, headers });
      assert.equal(bad.status, 422);
      const ok = await api.request('POST', '/v1/simulations', { key, body: { prompt: 'fixed' }, headers });
      assert.equal(ok.status, 201);
      assert.equal(ok.headers.get('idempotent-replayed'), null);
      // A failure of the use case (an unknown scenario, 404) keeps nothing either.
      const h2 = { 'Idempotency-Key': 'refused-2' };
      const missing = await api.request('POST', '/v1/simulations', { key, body: { prompt: 'p', scenario_id: '0190a000-0000-7000-8000-000000000000' }, headers: h2 });
      assert.equal(missing.status, 404);
      assert.equal((await api.request('POST', '/v1/simulations', { key, body: { prompt: 'p' }, headers: h2 })).status, 201);
    });

    it('a malformed key is a 422 at ["header","Idempotency-Key"] and creates nothing', async () => {
      const before = await count(key);
      for (const bad of ['x'.repeat(256), 'caf\u00e9']) {
        const r = await api.request('POST', '/v1/simulations', { key, body: { prompt: 'p' }, headers: { 'Idempotency-Key': bad } });
        assert.equal(r.status, 422, bad.slice(0, 10));
        assert.deepEqual(r.json.detail[0].loc, ['header', 'Idempotency-Key']);
      }
      assert.equal(await count(key), before);
    });

    it('/trpc and gRPC share the rule (metadata idempotency-key; replay says idempotent-replayed)', async () => {
      const post = (prompt: string) =>
        fetch(`${api.baseUrl}/trpc/simulations.create`, {
          method: 'POST',
          headers: { 'X-API-Key': key, 'Content-Type': 'application/json', 'Idempotency-Key': 'trpc-1' },
          body: JSON.stringify({ prompt }),
        });
      const t1 = await post('via trpc');
      const t2 = await post('via trpc');
      assert.equal(t1.status, 200);
      assert.equal(t2.headers.get('idempotent-replayed'), 'true');
      assert.deepEqual(((await t2.json()) as { result: unknown }).result, ((await t1.json()) as { result: unknown }).result);

      const client = connect(SimulationsService, api.app.grpc.port);
      try {
        const opts = { key, metadata: { 'idempotency-key': 'grpc-1' } };
        const g1 = await client.createSimulation({ prompt: 'via grpc' }, opts);
        const g2 = await client.createSimulation({ prompt: 'via grpc' }, opts);
        assert.equal(g2.response.simulation?.id, g1.response.simulation?.id);
        assert.deepEqual(g2.headers.get('idempotent-replayed'), ['true']);
        assert.deepEqual(g1.headers.get('idempotent-replayed'), []);
        await assert.rejects(client.createSimulation({ prompt: 'another' }, opts), (err: { code: number; details: string }) => {
          assert.equal(err.code, 9); // FAILED_PRECONDITION
          return true;
        });
      } finally {
        client.close();
      }
    });

    it('the rule: in flight → IDEMPOTENCY_KEY_IN_PROGRESS; a stale claim or an expired key runs anew', async () => {
      let now = Date.now();
      const svc = new IdempotencyService(api.app.store, () => now, pino({ level: 'silent' }), { ttlMs: 60_000, staleInFlightMs: 5_000 });
      let release!: (v: string) => void;
      const first = svc.run('t-rule', 'k', { op: 1 }, () => new Promise<string>((r) => (release = r)));
      await new Promise((r) => setTimeout(r, 50));
      await assert.rejects(svc.run('t-rule', 'k', { op: 1 }, async () => 'twice'), (e) => code(e) === 'IDEMPOTENCY_KEY_IN_PROGRESS');
      await assert.rejects(svc.run('t-rule', 'k', { op: 2 }, async () => 'other'), (e) => code(e) === 'IDEMPOTENCY_KEY_REUSED');
      release('answer');
      assert.deepEqual(await first, { answer: 'answer', replayed: false });
      let ran = false;
      assert.deepEqual(
        await svc.run('t-rule', 'k', { op: 1 }, async () => {
          ran = true;
          return 'again';
        }),
        { answer: 'answer', replayed: true },
      );
      assert.equal(ran, false);

      // A claim whose process died: refused while fresh, taken over once stale.
      void svc.run('t-rule', 'dead', { op: 1 }, () => new Promise(() => {}));
      await new Promise((r) => setTimeout(r, 50));
      await assert.rejects(svc.run('t-rule', 'dead', { op: 1 }, async () => 'x'), (e) => code(e) === 'IDEMPOTENCY_KEY_IN_PROGRESS');
      now += 6_000;
      assert.deepEqual(await svc.run('t-rule', 'dead', { op: 1 }, async () => 'taken over'), { answer: 'taken over', replayed: false });

      // After the time to live, the key is new again (and may carry another request).
      now += 61_000;
      assert.deepEqual(await svc.run('t-rule', 'k', { op: 2 }, async () => 'fresh'), { answer: 'fresh', replayed: false });
    });
  });
}
