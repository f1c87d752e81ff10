/**
 * /healthz (alive) and /readyz (database and runner ready, else 503 naming what is not): no
 * key, no rate limit, on both stores; readyz fails when the store is closed or the embedded
 * runner has stopped.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { storeKinds } from '../../helpers/databases.js';

for (const kind of storeKinds()) {
  describe(`health and readiness (${kind})`, () => {
    let api: TestApi;
    before(async () => {
      api = await startTestApi(kind, {}, { withPipeline: true });
    });
    after(() => api.close());

    it('/healthz and /readyz answer 200 without a key, and are not rate-limited', async () => {
      const health = await api.request('GET', '/healthz');
      assert.equal(health.status, 200);
      assert.deepEqual(health.json, { status: 'ok' });
      const ready = await api.request('GET', '/readyz');
      assert.equal(ready.status, 200);
      assert.deepEqual(ready.json, { status: 'ready', checks: { database: 'ok', runner: 'ok' } });
      assert.equal(ready.headers.get('x-ratelimit-limit'), null);
      // An invalid key changes nothing: these routes never look at it.
      assert.equal((await api.request('GET', '/readyz', { key: 'svc_test_nope' })).status, 200);
    });

    it('/readyz answers 503 naming the runner once the embedded runner has stopped; /healthz stays 200', async () => {
      await api.app.pipeline!.close();
      const r = await api.request('GET', '/readyz');
      assert.equal(r.status, 503);
      assert.deepEqual(r.json, { status: 'not_ready', checks: { database: 'ok', runner: 'embedded runner not ready' } });
      assert.equal((await api.request('GET', '/healthz')).status, 200);
    });

    it('/readyz answers 503 naming the database once the store is closed', async () => {
      await api.app.store.close();
      const r = await api.request('GET', '/readyz');
      assert.equal(r.status, 503);
      assert.equal(r.json.status, 'not_ready');
      assert.equal(r.json.checks.database, 'not answering');
      assert.equal((await api.request('GET', '/healthz')).status, 200, 'alive even when not ready');
    });
  });
}
