import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { status } from '@grpc/grpc-js';
import { storeKinds } from '../../helpers/databases.js';
import { benchConfig } from '../../helpers/pipeline.js';
import { rejection } from '../grpc/client.js';
import { startGrpcApi, type GrpcApi } from '../grpc/setup.js';
import { FULL_CONFIG } from '../grpc/fixtures.js';
import { configToProto } from '../../../src/grpc/handlers/convert.js';

const QUEUED_FULL = {
  error: 'TOO_MANY_SIMULATIONS',
  message: 'Too many simulations waiting to start for this tenant (limit 2); retry once some have started',
  retry_after: 7,
};
const ALL_FULL = {
  error: 'TOO_MANY_SIMULATIONS',
  message: 'Too many simulations in progress for this tenant (limit 3 running and queued); retry once some have finished',
  retry_after: 7,
};

// The pipeline is off: simulations stay where the test puts them (PENDING is queued).
for (const kind of storeKinds()) {
  describe(`per-tenant simulation quotas on REST, tRPC and gRPC (${kind})`, () => {
    let g: GrpcApi;
    before(async () => {
      g = await startGrpcApi(kind, { TENANT_MAX_QUEUED_SIMULATIONS: '2', TENANT_MAX_RUNNING_SIMULATIONS: '1', TENANT_QUOTA_RETRY_AFTER_S: '7' });
    });
    after(() => g.close());

    const total = async (key: string) => (await g.api.request('GET', '/v1/simulations', { key })).json.total as number;

    it('a tenant with a full queue gets 429 TOO_MANY_SIMULATIONS with Retry-After on every transport; other tenants do not', async () => {
      const key = (await g.api.mintKey('quota-a', { rateLimit: 1000 })).api_key;
      assert.equal((await g.api.request('POST', '/v1/simulations', { key, body: { prompt: 'one' } })).status, 201);
      assert.equal((await g.api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'two', config: benchConfig('diffusion') } })).status, 201);

      const rest = await g.api.request('POST', '/v1/simulations', { key, body: { prompt: 'three' } });
      assert.equal(rest.status, 429);
      assert.deepEqual(rest.json, QUEUED_FULL);
      assert.equal(rest.headers.get('retry-after'), '7');
      assert.ok(rest.headers.get('x-ratelimit-remaining'), 'still an authenticated answer');
      const withConfig = await g.api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'three', config: benchConfig('diffusion') } });
      assert.equal(withConfig.status, 429);
      assert.deepEqual(withConfig.json, QUEUED_FULL);

      const trpc = await fetch(`${g.api.baseUrl}/trpc/simulations.create`, {
        method: 'POST',
        headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
        body: JSON.stringify({ prompt: 'three' }),
      });
      assert.equal(trpc.status, 429);
      assert.equal(trpc.headers.get('retry-after'), '7');
      const trpcBody = (await trpc.json()) as { error: { data: { apiError: { status: number; body: unknown } } } };
      assert.deepEqual(trpcBody.error.data.apiError, { status: 429, body: QUEUED_FULL });

      for (const call of [
        () => g.simulations.createSimulation({ prompt: 'three' }, { key }),
        () => g.simulations.createSimulationWithConfig({ prompt: 'three', config: configToProto(FULL_CONFIG) }, { key }),
      ]) {
        const refused = await rejection(call());
        assert.equal(refused.code, status.RESOURCE_EXHAUSTED);
        assert.equal(refused.message, QUEUED_FULL.message);
        assert.equal(Number(refused.retryInfo?.retryDelay?.seconds), 7);
        assert.equal(refused.errorInfo?.reason, 'TOO_MANY_SIMULATIONS');
        assert.deepEqual(refused.errorInfo?.metadata, { retry_after: '7' });
      }
      assert.equal(await total(key), 2, 'nothing refused was stored');

      const other = (await g.api.mintKey('quota-b')).api_key;
      assert.equal((await g.api.request('POST', '/v1/simulations', { key: other, body: { prompt: 'mine' } })).status, 201);
      const viaGrpc = await g.simulations.createSimulation({ prompt: 'mine too' }, { key: other });
      assert.ok(viaGrpc.response.simulation?.id);
    });

    it('running and queued together are capped at both limits; finished simulations free their places', async () => {
      const key = (await g.api.mintKey('quota-c')).api_key;
      const store = g.api.app.store;
      const create = () => g.api.request('POST', '/v1/simulations', { key, body: { prompt: 'p' } });
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) ids.push((await create()).json.id);
      // One leaves the queue (the Architect took it): a queued place frees.
      await store.simulations.transition(ids[0], 'PROCESSING_CONFIG', 'advance', Date.now());
      const third = await create();
      assert.equal(third.status, 201);
      ids.push(third.json.id);
      assert.deepEqual((await create()).json, QUEUED_FULL, '2 queued');
      // All three past the queue (as on a runner without a per-tenant cap): 3 in progress, the sum of the limits.
      for (const id of ids.slice(1)) await store.simulations.transition(id, 'PROCESSING_CONFIG', 'advance', Date.now());
      const full = await create();
      assert.equal(full.status, 429);
      assert.deepEqual(full.json, ALL_FULL);
      await store.simulations.transition(ids[0], 'FAILED', 'fail', Date.now(), { errorLog: 'done' });
      assert.equal((await create()).status, 201, 'a finished simulation frees its place');
    });
  });
}
