import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { status } from '@grpc/grpc-js';
import { storeKinds } from '../../helpers/databases.js';
import { rejection } from './client.js';
import { startGrpcApi, type GrpcApi } from './setup.js';

for (const kind of storeKinds()) {
  describe(`gRPC rate limits, shared with REST (${kind})`, () => {
    let g: GrpcApi;
    before(async () => {
      g = await startGrpcApi(kind);
    });
    after(() => g.close());

    it('a key with rate_limit 4: 2 REST + 2 gRPC calls pass, the next is refused on either transport', async () => {
      const key = (await g.api.mintKey('tenant-rl', { rateLimit: 4 })).api_key;
      assert.equal((await g.api.request('GET', '/v1/simulations', { key })).status, 200);
      const first = await g.simulations.listSimulations({}, { key });
      assert.equal(first.headers.get('x-ratelimit-limit')[0], '4');
      assert.equal(first.headers.get('x-ratelimit-remaining')[0], '2');
      const reset = Number(first.headers.get('x-ratelimit-reset')[0]);
      assert.equal(reset % 3600, 0, 'the window ends on the clock hour');
      assert.equal((await g.api.request('GET', '/v1/scenarios', { key })).status, 200);
      const second = await g.scenarios.listScenarios({}, { key });
      assert.equal(second.headers.get('x-ratelimit-remaining')[0], '0');

      const refused = await rejection(g.simulations.listSimulations({}, { key }));
      assert.equal(refused.code, status.RESOURCE_EXHAUSTED);
      assert.equal(refused.message, 'Rate limit exceeded; retry after the current window ends');
      const delay = Number(refused.retryInfo?.retryDelay?.seconds);
      assert.ok(delay >= 1 && delay <= 3600, `retry delay ${delay}`);
      assert.equal(refused.errorInfo?.reason, 'RATE_LIMIT_EXCEEDED');
      assert.equal(refused.errorInfo?.metadata.retry_after, String(delay));
      assert.equal(refused.trailers.get('x-ratelimit-limit')[0], '4');
      assert.equal(refused.trailers.get('x-ratelimit-remaining')[0], '0');
      assert.equal(refused.trailers.get('x-ratelimit-reset')[0], String(reset));

      const rest = await g.api.request('GET', '/v1/simulations', { key });
      assert.equal(rest.status, 429);
      // The same window's end, counted a moment later: the second may have turned meanwhile.
      assert.ok(rest.json.retry_after === delay || rest.json.retry_after === delay - 1, `REST ${rest.json.retry_after} s, gRPC ${delay} s`);
      assert.equal(rest.headers.get('x-ratelimit-reset'), String(reset), 'one window: the same end on both transports');
      const watch = await rejection(new Promise((resolve, reject) => {
        const s = g.simulations.watchSimulation({ id: '01890000-0000-7000-8000-000000000000' }, { key });
        s.on('data', resolve);
        s.on('error', reject);
      }));
      assert.equal(watch.code, status.RESOURCE_EXHAUSTED);
      assert.ok(watch.retryInfo);
    });
  });
}
