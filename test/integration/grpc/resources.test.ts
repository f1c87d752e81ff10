import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { status } from '@grpc/grpc-js';
import { storeKinds } from '../../helpers/databases.js';
import { KeyEnvironment } from '../../../src/grpc/gen/simulation/v1/keys_pb.js';
import { rejection } from './client.js';
import { ISO_MS, startGrpcApi, UUID, type GrpcApi } from './setup.js';

for (const kind of storeKinds()) {
  describe(`gRPC ScenariosService and KeysService (${kind})`, () => {
    let g: GrpcApi;
    let key: string;
    before(async () => {
      g = await startGrpcApi(kind);
      key = (await g.api.mintKey('tenant-r')).api_key;
    });
    after(() => g.close());

    it('scenarios: create, get, list, replace, delete (simulations stay, detached)', async () => {
      const sc = (await g.scenarios.createScenario({ name: 'Study', description: 'EVs' }, { key })).response.scenario!;
      assert.match(sc.id, UUID);
      assert.deepEqual([sc.tenantId, sc.name, sc.description], ['tenant-r', 'Study', 'EVs']);
      assert.match(sc.createdAt, ISO_MS);
      const rest = await g.api.request('GET', `/v1/scenarios/${sc.id}`, { key });
      assert.deepEqual(
        { id: sc.id, tenant_id: sc.tenantId, name: sc.name, description: sc.description, created_at: sc.createdAt, updated_at: sc.updatedAt },
        rest.json,
      );
      const noDesc = (await g.scenarios.createScenario({ name: 'Bare' }, { key })).response.scenario!;
      assert.equal(noDesc.description, '');

      const list = (await g.scenarios.listScenarios({ limit: 1 }, { key })).response;
      assert.deepEqual([list.items.map((s) => s.id), list.total, list.limit, list.offset], [[noDesc.id], 2, 1, 0]);

      const replaced = (await g.scenarios.replaceScenario({ id: sc.id, name: 'Renamed' }, { key })).response.scenario!;
      assert.deepEqual([replaced.name, replaced.description], ['Renamed', '']);
      assert.equal((await g.scenarios.getScenario({ id: sc.id }, { key })).response.scenario!.name, 'Renamed');

      const sim = (await g.simulations.createSimulation({ prompt: 'p', scenarioId: sc.id }, { key })).response.simulation!;
      await g.scenarios.deleteScenario({ id: sc.id }, { key });
      assert.equal((await rejection(g.scenarios.getScenario({ id: sc.id }, { key }))).code, status.NOT_FOUND);
      assert.equal((await rejection(g.scenarios.deleteScenario({ id: sc.id }, { key }))).code, status.NOT_FOUND);
      const kept = (await g.simulations.getSimulation({ id: sim.id }, { key })).response.simulation!;
      assert.equal(kept.scenarioId, undefined);
    });

    it('keys: create (secret once), get, list, update, delete; a deleted key is refused', async () => {
      const created = (await g.keys.createKey({ name: 'ci', rateLimit: 50, expiresInDays: 30 }, { key })).response.key!;
      assert.match(created.apiKey, /^svc_test_[0-9a-f]{64}$/);
      assert.deepEqual([created.tenantId, created.name, created.rateLimit], ['tenant-r', 'ci', 50]);
      assert.match(created.expiresAt ?? '', ISO_MS);
      const live = (await g.keys.createKey({ name: 'prod', environment: KeyEnvironment.LIVE }, { key })).response.key!;
      assert.match(live.apiKey, /^svc_live_/);
      assert.equal(live.rateLimit, 1000);
      assert.equal(live.expiresAt, undefined);

      await g.simulations.listSimulations({}, { key: created.apiKey });
      const got = (await g.keys.getKey({ keyId: created.keyId }, { key })).response.key!;
      assert.deepEqual([got.keyId, got.isActive, got.rateLimit, got.usageCount], [created.keyId, true, 50, 1n]);
      assert.match(got.lastUsedAt ?? '', ISO_MS);
      const rest = (await g.api.request('GET', `/v1/keys/${created.keyId}`, { key })).json;
      assert.deepEqual(
        {
          key_id: got.keyId,
          tenant_id: got.tenantId,
          name: got.name,
          is_active: got.isActive,
          rate_limit: got.rateLimit,
          created_at: got.createdAt,
          expires_at: got.expiresAt ?? null,
          last_used_at: got.lastUsedAt ?? null,
          usage_count: Number(got.usageCount),
        },
        rest,
      );

      const list = (await g.keys.listKeys({}, { key })).response;
      assert.equal(list.total, 3);
      assert.ok(list.keys.every((k) => !('apiKey' in k)));

      const disabled = (await g.keys.updateKey({ keyId: created.keyId, isActive: false }, { key })).response.key!;
      assert.deepEqual([disabled.isActive, disabled.name], [false, 'ci']);
      assert.equal((await rejection(g.simulations.listSimulations({}, { key: created.apiKey }))).code, status.UNAUTHENTICATED);
      const renamed = (await g.keys.updateKey({ keyId: created.keyId, name: 'ci-2', isActive: true }, { key })).response.key!;
      assert.deepEqual([renamed.isActive, renamed.name], [true, 'ci-2']);

      await g.keys.deleteKey({ keyId: created.keyId }, { key });
      assert.equal((await rejection(g.keys.getKey({ keyId: created.keyId }, { key }))).code, status.NOT_FOUND);
      assert.equal((await rejection(g.simulations.listSimulations({}, { key: created.apiKey }))).code, status.UNAUTHENTICATED);
    });
  });
}
