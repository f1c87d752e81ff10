import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { toBinary } from '@bufbuild/protobuf';
import { storeKinds } from '../../helpers/databases.js';
import { waitForSimulation } from '../../helpers/pipeline.js';
import { startGrpcApi, type GrpcApi } from '../grpc/setup.js';
import { collect, rejection } from '../grpc/client.js';
import { resultsAsRest } from '../grpc/fixtures.js';
import { largeConfig } from '../../../bench/lib/fairness.js';
import { configToRest } from '../../../src/grpc/handlers/convert.js';
import { SimulationResultsSchema, StreamSimulationResultsResponseSchema, type SimulationResults, type StreamSimulationResultsResponse } from '../../../src/grpc/gen/simulation/v1/simulations_pb.js';

/** Appends every TimelineChunk to the first message's results, as a client does. */
function assemble(messages: StreamSimulationResultsResponse[]): SimulationResults {
  const [first, ...rest] = messages;
  assert.equal(first.part.case, 'results');
  const r = first.part.value as SimulationResults;
  for (const m of rest) {
    assert.equal(m.part.case, 'timeline');
    const c = m.part.value!;
    const metrics = r.metrics!;
    const arm = c.arm === '' ? null : metrics.arms.find((a) => a.id === c.arm)!;
    const list = arm ? (c.series === 'p05' ? arm.p05 : c.series === 'p95' ? arm.p95 : arm.byGroup) : metrics.byGroup;
    list[c.groupIndex].timeline.push(...c.points);
  }
  return r;
}

for (const kind of storeKinds()) {
  describe(`StreamSimulationResults: results over the 4 MiB message limit (${kind})`, () => {
    let g: GrpcApi;
    let key: string;
    let id: string;
    before(async () => {
      g = await startGrpcApi(kind, {}, { withPipeline: true });
      key = (await g.api.mintKey('t')).api_key;
      // 6 groups × 300 steps × 41 values × 4 series (mean, and p05/p95/mean of the baseline arm): about 5 MB of protobuf.
      const config = { ...largeConfig({ groups: 6, agents: 1, variables: 40, steps: 300 }), replicates: 2 };
      id = (await g.api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'wide', config } })).json.id as string;
      const done = await waitForSimulation(g.api.baseUrl, key, id, undefined, 180_000);
      assert.equal(done.status, 'COMPLETED_ANALYSIS', done.error_log);
    });
    after(() => g.close());

    it('streams them in messages under the limit that assemble to REST’s results, field for field', async () => {
      const { messages, error } = await collect(g.simulations.streamSimulationResults({ id }, { key }));
      assert.equal(error, undefined);
      assert.ok(messages.length > 5);
      for (const m of messages) assert.ok(toBinary(StreamSimulationResultsResponseSchema, m).length < 2 * 2 ** 20, 'every message well under 4 MiB');
      const assembled = assemble(messages);
      const size = toBinary(SimulationResultsSchema, assembled).length;
      assert.ok(size > 4 * 2 ** 20, `the results are over 4 MiB (${size} bytes)`);
      const rest = (await g.api.request('GET', `/v1/simulations/${id}/results`, { key })).json;
      assert.deepEqual(resultsAsRest(assembled, configToRest), rest);
    });

    it('the unary GetSimulationResults cannot carry them to a client with the default limit', async () => {
      const e = await rejection(g.simulations.getSimulationResults({ id }, { key }));
      assert.equal(e.code, 8); // RESOURCE_EXHAUSTED: received message larger than max
    });

    it('checks as the unary call: no key, unknown id', async () => {
      const anonymous = await collect(g.simulations.streamSimulationResults({ id }));
      assert.equal(anonymous.error?.code, 16);
      const unknown = await collect(g.simulations.streamSimulationResults({ id: '00000000-0000-7000-8000-000000000000' }, { key }));
      assert.equal(unknown.error?.code, 5);
    });
  });
}
