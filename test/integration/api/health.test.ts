/**
 * /healthz (alive) and /readyz (database and runner ready, else 503 naming what is not): no
 * key, no rate limit, on both stores; readyz fails when the store is closed, the embedded
 * runner has stopped or its lease sweeper has not swept for three of its intervals.
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
      assert.deepEqual(ready.json, { status: 'ready', checks: { database: 'ok', runner: 'ok', sweeper: 'ok' } });
      assert.equal(ready.headers.get('x-ratelimit-limit'), null);
      // An invalid key changes nothing: these routes never look at it.
      assert.equal((await api.request('GET', '/readyz', { key: 'svc_test_nope' })).status, 200);
    });

    it('/readyz answers 503 naming the runner once the embedded runner has stopped; /healthz stays 200', async () => {
      await api.app.pipeline!.close();
      const r = await api.request('GET', '/readyz');
      assert.equal(r.status, 503);
      assert.deepEqual(r.json, { status: 'not_ready', checks: { database: 'ok', runner: 'embedded runner not ready', sweeper: 'ok' } });
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

describe('readiness follows the lease sweeper (embedded runner)', () => {
  let api: TestApi;
  // The services' clock, which the runner's sweeps read too: moved by hand, so "late" needs no waiting.
  let now = Date.parse('2026-03-01T00:00:00Z');
  const every = 60_000; // no timed sweep comes during the test: only the start-up one and ours
  before(async () => {
    api = await startTestApi('sqlite', { SWEEP_EVERY_MS: String(every) }, { withPipeline: true, clock: () => now });
  });
  after(() => api.close());

  it('is ready after the start-up sweep, not ready once the last sweep is over three intervals old, ready again after the next sweep', async () => {
    const ready = await api.request('GET', '/readyz');
    assert.equal(ready.status, 200);
    assert.equal(ready.json.checks.sweeper, 'ok');

    now += 3 * every; // three intervals: still in time
    assert.equal((await api.request('GET', '/readyz')).status, 200);
    now += 1; // a millisecond more: late
    const late = await api.request('GET', '/readyz');
    assert.equal(late.status, 503);
    assert.deepEqual(late.json, { status: 'not_ready', checks: { database: 'ok', runner: 'ok', sweeper: 'lease sweeper late' } });
    assert.equal((await api.request('GET', '/healthz')).status, 200, 'alive all the same');

    // The next sweep (as the sweeper's timer would run it) makes it ready again.
    await (api.app.pipeline as unknown as { sweep(): Promise<number> }).sweep();
    const again = await api.request('GET', '/readyz');
    assert.equal(again.status, 200);
    assert.equal(again.json.checks.sweeper, 'ok');
  });
});
