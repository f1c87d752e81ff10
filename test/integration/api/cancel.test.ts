/**
 * POST /v1/simulations/<id>/cancel and gRPC CancelSimulation, with the pipeline off so the
 * statuses hold still (docs/contract.md "Cancel"). The runners stopping their stage are tested
 * in test/integration/pipeline/cancel.*.test.ts.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { storeKinds } from '../../helpers/databases.js';
import { benchConfig } from '../../helpers/pipeline.js';
import { startGrpcApi, type GrpcApi } from '../grpc/setup.js';
import { rejection } from '../grpc/client.js';

for (const kind of storeKinds()) {
  describe(`cancel (${kind})`, () => {
    let g: GrpcApi;
    let key: string;
    let otherKey: string;
    before(async () => {
      g = await startGrpcApi(kind);
      key = (await g.api.mintKey('tenant-a')).api_key;
      otherKey = (await g.api.mintKey('tenant-b')).api_key;
    });
    after(() => g.close());

    const create = async () => (await g.api.request('POST', '/v1/simulations', { key, body: { prompt: 'cancel me' } })).json as { id: string };

    it('ends the simulation FAILED with "Cancelled by the client" and one FAILED lifecycle entry; 200 with the simulation', async () => {
      const s = await create();
      const r = await g.api.request('POST', `/v1/simulations/${s.id}/cancel`, { key });
      assert.equal(r.status, 200);
      assert.equal(r.json.status, 'FAILED');
      assert.equal(r.json.error_log, 'Cancelled by the client');
      assert.deepEqual(r.json.lifecycle.states.map((x: { name: string }) => x.name), ['PENDING', 'FAILED']);
      const got = await g.api.request('GET', `/v1/simulations/${s.id}`, { key });
      assert.deepEqual(got.json, r.json);
      // From another processing status too (a config exists: COMPLETED_CONFIG).
      const wc = (await g.api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'p', config: benchConfig('diffusion') } })).json;
      const c2 = await g.api.request('POST', `/v1/simulations/${wc.id}/cancel`, { key, body: {} });
      assert.equal(c2.status, 200);
      assert.deepEqual(c2.json.lifecycle.states.map((x: { name: string }) => x.name), ['PENDING', 'COMPLETED_CONFIG', 'FAILED']);
    });

    it('a finished simulation has nothing to cancel: 409 SIMULATION_FINISHED with its status, and nothing changes', async () => {
      const s = await create();
      const first = await g.api.request('POST', `/v1/simulations/${s.id}/cancel`, { key });
      const again = await g.api.request('POST', `/v1/simulations/${s.id}/cancel`, { key });
      assert.equal(again.status, 409);
      assert.deepEqual(again.json, { error: 'SIMULATION_FINISHED', message: again.json.message, status: 'FAILED' });
      assert.equal(typeof again.json.message, 'string');
      assert.deepEqual((await g.api.request('GET', `/v1/simulations/${s.id}`, { key })).json, first.json);
    });

    it('order of checks: 401, 422 on a malformed id, 404, 403', async () => {
      const s = await create();
      assert.equal((await g.api.request('POST', `/v1/simulations/${s.id}/cancel`, {})).status, 401);
      const bad = await g.api.request('POST', '/v1/simulations/not-a-uuid/cancel', { key });
      assert.equal(bad.status, 422);
      assert.deepEqual(bad.json.detail[0].loc, ['path', 'id']);
      const missing = await g.api.request('POST', '/v1/simulations/0190a000-0000-7000-8000-000000000000/cancel', { key });
      assert.equal(missing.status, 404);
      const foreign = await g.api.request('POST', `/v1/simulations/${s.id}/cancel`, { key: otherKey });
      assert.equal(foreign.status, 403);
      assert.equal((await g.api.request('GET', `/v1/simulations/${s.id}`, { key })).json.status, 'PENDING', 'refused cancels change nothing');
      assert.equal((await g.api.request('GET', `/v1/simulations/${s.id}/cancel`, { key })).status, 405);
    });

    it('a cancelled simulation can be rerun like any FAILED one (architect; config edit when it has a config)', async () => {
      const s = await create();
      await g.api.request('POST', `/v1/simulations/${s.id}/cancel`, { key });
      const rerun = await g.api.request('POST', `/v1/simulations/${s.id}/architect`, { key, body: {} });
      assert.equal(rerun.status, 202);
      assert.equal(rerun.json.status, 'PENDING');
      assert.equal('error_log' in rerun.json, false);

      const config = benchConfig('diffusion');
      const wc = (await g.api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'p', config } })).json;
      await g.api.request('POST', `/v1/simulations/${wc.id}/cancel`, { key });
      const edit = await g.api.request('PUT', `/v1/simulations/${wc.id}/config`, { key, body: config });
      assert.equal(edit.status, 200);
      assert.equal(edit.json.status, 'COMPLETED_CONFIG');
    });

    it('gRPC CancelSimulation: the same rule; FAILED_PRECONDITION with ErrorInfo SIMULATION_FINISHED', async () => {
      const s = await create();
      const { response } = await g.simulations.cancelSimulation({ id: s.id }, { key });
      assert.equal(response.simulation?.errorLog, 'Cancelled by the client');
      assert.equal((await g.api.request('GET', `/v1/simulations/${s.id}`, { key })).json.status, 'FAILED');
      const refused = await rejection(g.simulations.cancelSimulation({ id: s.id }, { key }));
      assert.equal(refused.code, 9); // FAILED_PRECONDITION
      assert.equal(refused.errorInfo?.reason, 'SIMULATION_FINISHED');
      assert.equal(refused.errorInfo?.metadata.status, 'FAILED');
    });
  });
}
