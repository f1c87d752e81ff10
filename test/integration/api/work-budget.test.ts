import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { status } from '@grpc/grpc-js';
import { benchConfig } from '../../helpers/pipeline.js';
import { rejection } from '../grpc/client.js';
import { startGrpcApi, type GrpcApi } from '../grpc/setup.js';
import { configToProto } from '../../../src/grpc/handlers/convert.js';
import { estimateSimulationMemory } from '../../../src/sim/index.js';

const BUDGET = 16 * 2 ** 20;
const MSG = /^Simulation needs about (\d+\.\d) MiB, over the memory budget of 16\.0 MiB \(agent state .*\); use fewer agents, variables, actions, steps, arms or replicates$/;

function sized(agents: number) {
  const c = benchConfig('two-groups-20k');
  for (const g of c.agent_groups) g.number_of_agents = agents;
  return c;
}

describe('the Simulator memory budget is checked at submission (sqlite)', () => {
  let g: GrpcApi;
  let key: string;
  before(async () => {
    g = await startGrpcApi('sqlite', { SIM_MEMORY_BUDGET_BYTES: String(BUDGET) });
    key = (await g.api.mintKey('budget')).api_key;
  });
  after(() => g.close());

  it('a configuration inside every schema bound but over the budget is refused with 422 naming the estimate and the budget, on REST and gRPC', async () => {
    const big = sized(400_000);
    const est = estimateSimulationMemory(big, { checkpoints: true, runsAtOnce: 1 });
    assert.ok(est.totalBytes > BUDGET);
    const r = await g.api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'too big', config: big } });
    assert.equal(r.status, 422);
    assert.equal(r.json.detail.length, 1);
    const [v] = r.json.detail;
    assert.deepEqual(v.loc, ['body', 'config', 'agent_groups']);
    assert.equal(v.type, 'value_error.memory_budget');
    const m = MSG.exec(v.msg);
    assert.ok(m, v.msg);
    assert.equal(Number(m[1]), Number((est.totalBytes / 2 ** 20).toFixed(1)), 'the estimate is the kernel estimate');
    assert.equal((await g.api.request('GET', '/v1/simulations', { key })).json.total, 0, 'nothing stored');

    const refused = await rejection(g.simulations.createSimulationWithConfig({ prompt: 'too big', config: configToProto(big) }, { key }));
    assert.equal(refused.code, status.INVALID_ARGUMENT);
    assert.deepEqual(refused.badRequest?.fieldViolations.map((f) => [f.field, f.description]), [['config.agent_groups', v.msg]]);
  });

  it('PUT config over the budget is refused the same way and leaves the configuration as it was', async () => {
    const small = sized(20_000);
    const created = await g.api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'fits', config: small } });
    assert.equal(created.status, 201);
    const id = created.json.id;
    const r = await g.api.request('PUT', `/v1/simulations/${id}/config`, { key, body: sized(400_000) });
    assert.equal(r.status, 422);
    assert.deepEqual(r.json.detail.map((d: { loc: string[] }) => d.loc), [['body', 'agent_groups']]);
    assert.match(r.json.detail[0].msg, MSG);
    assert.deepEqual((await g.api.request('GET', `/v1/simulations/${id}/config`, { key })).json, small);
  });
});
