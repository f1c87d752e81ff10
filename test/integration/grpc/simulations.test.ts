import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { status } from '@grpc/grpc-js';
import { storeKinds } from '../../helpers/databases.js';
import { configToProto, configToRest } from '../../../src/grpc/handlers/convert.js';
import { create } from '@bufbuild/protobuf';
import { EventOp, QuestionKind, SimulationConfigSchema, SimulationStatus, StepUnit } from '../../../src/grpc/gen/simulation/v1/simulations_pb.js';
import { rejection } from './client.js';
import { ANALYSIS, ANALYSIS_PEAK, ANALYSIS_V2, FULL_CONFIG, FULL_CONFIG_V2, METRICS, METRICS_V2, resultsAsRest, simulationAsRest } from './fixtures.js';
import { ISO_MS, startGrpcApi, UUID, type GrpcApi } from './setup.js';

for (const kind of storeKinds()) {
  describe(`gRPC SimulationsService (${kind})`, () => {
    let g: GrpcApi;
    let key: string;
    before(async () => {
      g = await startGrpcApi(kind);
      key = (await g.api.mintKey('tenant-a')).api_key;
    });
    after(() => g.close());

    it('CreateSimulation answers the same resource REST serves, in PENDING', async () => {
      const { response, headers } = await g.simulations.createSimulation({ prompt: 'How fast will EVs spread?', tags: ['ev', 'ev', 'x'] }, { key });
      const s = response.simulation!;
      assert.match(s.id, UUID);
      assert.equal(s.status, SimulationStatus.PENDING);
      assert.deepEqual(s.tags, ['ev', 'x']);
      assert.equal(s.tenantId, 'tenant-a');
      assert.equal(s.scenarioId, undefined);
      assert.match(s.createdAt, ISO_MS);
      assert.deepEqual(s.lifecycle?.states.map((x) => [x.name, x.at]), [[SimulationStatus.PENDING, s.createdAt]]);
      assert.equal(headers.get('x-ratelimit-limit')[0], '1000');

      const rest = await g.api.request('GET', `/v1/simulations/${s.id}`, { key });
      assert.deepEqual(simulationAsRest(s), rest.json);
      const got = await g.simulations.getSimulation({ id: s.id }, { key });
      assert.deepEqual(simulationAsRest(got.response.simulation), rest.json);
    });

    it('CreateSimulation in a scenario of the same tenant', async () => {
      const sc = (await g.scenarios.createScenario({ name: 'EV study' }, { key })).response.scenario!;
      const s = (await g.simulations.createSimulation({ prompt: 'p', scenarioId: sc.id }, { key })).response.simulation!;
      assert.equal(s.scenarioId, sc.id);
    });

    it('ListSimulations: newest first, filters combined, paging', async () => {
      const t0 = new Date().toISOString();
      await new Promise((r) => setTimeout(r, 5));
      const mk = async (prompt: string, tags: string[]) => (await g.simulations.createSimulation({ prompt, tags }, { key })).response.simulation!;
      const a = await mk('a', ['lx']);
      const b = await mk('b', ['lx', 'ly']);
      const c = await mk('c', ['ly']);
      const all = (await g.simulations.listSimulations({ createdAfter: t0 }, { key })).response;
      assert.deepEqual(all.items.map((s) => s.id), [c.id, b.id, a.id]);
      assert.deepEqual([all.total, all.limit, all.offset], [3, 20, 0]);
      const page = (await g.simulations.listSimulations({ tag: 'ly', status: SimulationStatus.PENDING, createdAfter: t0, limit: 1, offset: 1 }, { key })).response;
      assert.deepEqual(page.items.map((s) => s.id), [b.id]);
      assert.deepEqual([page.total, page.limit, page.offset], [2, 1, 1]);
      const none = (await g.simulations.listSimulations({ status: SimulationStatus.COMPLETED_ANALYSIS, createdAfter: t0 }, { key })).response;
      assert.deepEqual([none.items.length, none.total], [0, 0]);
      const rest = await g.api.request('GET', `/v1/simulations?created_after=${t0}`, { key });
      assert.deepEqual(all.items.map(simulationAsRest), rest.json.items);
    });

    it('config and results, field for field as REST, once the pipeline has produced them', async () => {
      const s = (await g.simulations.createSimulation({ prompt: 'full' }, { key })).response.simulation!;
      const sims = g.api.app.store.simulations;
      let now = Date.now();
      const go = async (to: Parameters<typeof sims.transition>[1], patch = {}) => assert.equal((await sims.transition(s.id, to, 'advance', ++now, patch)).ok, true);

      const early = await rejection(g.simulations.getSimulationConfig({ id: s.id }, { key }));
      assert.equal(early.code, status.FAILED_PRECONDITION);

      await go('PROCESSING_CONFIG');
      await go('COMPLETED_CONFIG', { config: FULL_CONFIG });
      const cfg = (await g.simulations.getSimulationConfig({ id: s.id }, { key })).response.config!;
      assert.equal(cfg.stepUnit, StepUnit.MONTH);
      assert.equal(cfg.agentGroups[0].variables.income.distribution.case, 'normal');
      const restCfg = await g.api.request('GET', `/v1/simulations/${s.id}/config`, { key });
      assert.deepEqual(configToRest(cfg), restCfg.json);
      assert.deepEqual(restCfg.json, FULL_CONFIG);

      await go('PROCESSING_SIMULATION');
      await go('COMPLETED_SIMULATION', { metrics: { metrics: METRICS, seed: 42, engineVersion: 'test' } });
      await go('PROCESSING_ANALYSIS');
      await go('COMPLETED_ANALYSIS', { analysis: ANALYSIS });
      const r = (await g.simulations.getSimulationResults({ id: s.id }, { key })).response.results!;
      const rest = (await g.api.request('GET', `/v1/simulations/${s.id}/results`, { key })).json;
      assert.deepEqual(resultsAsRest(r, configToRest), rest);
      assert.equal(r.metrics!.replicates, undefined, 'a Version 1 result has no replicates');
      assert.deepEqual([r.metrics!.arms, r.analysis!.answer], [[], undefined]);
      assert.deepEqual(rest.metrics, METRICS);
    });

    it('Version 2 results: replicates, arms with p05/p95, and the answer (nulls unset), field for field as REST', async () => {
      const s = (await g.simulations.createSimulationWithConfig({ prompt: 'v2', config: configToProto(FULL_CONFIG) }, { key })).response.simulation!;
      const sims = g.api.app.store.simulations;
      let now = Date.now();
      for (const [to, patch] of [
        ['PROCESSING_SIMULATION', {}],
        ['COMPLETED_SIMULATION', { metrics: { metrics: METRICS_V2, seed: 42, engineVersion: 'test' } }],
        ['PROCESSING_ANALYSIS', {}],
        ['COMPLETED_ANALYSIS', { analysis: ANALYSIS_V2 }],
      ] as const) {
        assert.equal((await sims.transition(s.id, to, 'advance', ++now, patch)).ok, true, to);
      }
      const r = (await g.simulations.getSimulationResults({ id: s.id }, { key })).response.results!;
      assert.equal(r.metrics!.replicates, 5);
      assert.deepEqual(r.metrics!.arms.map((a) => [a.id, a.label, a.p05.length, a.p95.length]), [
        ['baseline', 'Prices as today', 2, 2],
        ['cheaper', 'Prices 20% lower', 2, 2],
      ]);
      const answer = r.analysis!.answer!;
      assert.equal(answer.kind, QuestionKind.COMPARE_ARMS);
      assert.deepEqual([answer.value, answer.low, answer.high], [0.1, 0.05, undefined], 'null → unset optional');
      assert.equal(answer.byArm[0].differenceLow, undefined);
      assert.equal(answer.byArm[1].differenceHigh, 1.5);
      const rest = (await g.api.request('GET', `/v1/simulations/${s.id}/results`, { key })).json;
      assert.deepEqual(rest.metrics, METRICS_V2);
      assert.deepEqual(rest.analysis, ANALYSIS_V2);
      assert.deepEqual(resultsAsRest(r, configToRest), rest);

      // A peak answer: its step; an arm with a share reached and no step.
      const p = (await g.simulations.createSimulationWithConfig({ prompt: 'peak', config: configToProto(FULL_CONFIG) }, { key })).response.simulation!;
      for (const [to, patch] of [
        ['PROCESSING_SIMULATION', {}],
        ['COMPLETED_SIMULATION', { metrics: { metrics: METRICS_V2, seed: 42, engineVersion: 'test' } }],
        ['PROCESSING_ANALYSIS', {}],
        ['COMPLETED_ANALYSIS', { analysis: ANALYSIS_PEAK }],
      ] as const) {
        assert.equal((await sims.transition(p.id, to, 'advance', ++now, patch)).ok, true, to);
      }
      const peak = (await g.simulations.getSimulationResults({ id: p.id }, { key })).response.results!;
      assert.equal(peak.analysis!.answer!.step, 2);
      assert.deepEqual([peak.analysis!.answer!.byArm[1].step, peak.analysis!.answer!.byArm[1].shareReached], [undefined, 0.8]);
      const restPeak = (await g.api.request('GET', `/v1/simulations/${p.id}/results`, { key })).json;
      assert.deepEqual(restPeak.analysis, ANALYSIS_PEAK);
      assert.deepEqual(resultsAsRest(peak, configToRest), restPeak);
    });

    it('a Version 2 configuration crosses gRPC whole: with-config, GetSimulationConfig and ReplaceSimulationConfig agree with REST', async () => {
      assert.deepEqual(configToRest(create(SimulationConfigSchema, configToProto(FULL_CONFIG_V2))), FULL_CONFIG_V2, 'round trip through the proto');
      const s = (await g.simulations.createSimulationWithConfig({ prompt: 'v2 config', config: configToProto(FULL_CONFIG_V2) }, { key })).response.simulation!;
      assert.deepEqual((await g.api.request('GET', `/v1/simulations/${s.id}/config`, { key })).json, FULL_CONFIG_V2);
      const got = (await g.simulations.getSimulationConfig({ id: s.id }, { key })).response.config!;
      assert.equal(got.arms[0].events[0].op, EventOp.MULTIPLY);
      assert.equal(got.question?.kind, QuestionKind.COMPARE_ARMS);
      assert.equal(got.agentGroups[0].variables.income.unit, 'k€');
      const edited = { ...FULL_CONFIG_V2, replicates: 7, arms: [FULL_CONFIG_V2.arms![0]] };
      const replaced = (await g.simulations.replaceSimulationConfig({ id: s.id, config: configToProto(edited) }, { key })).response;
      assert.deepEqual(configToRest(replaced.config), edited);
      assert.deepEqual((await g.api.request('GET', `/v1/simulations/${s.id}/config`, { key })).json, edited);
      // Version 2 rules hold over gRPC too, at their config.* fields.
      const bad = await rejection(
        g.simulations.replaceSimulationConfig({ id: s.id, config: configToProto({ ...FULL_CONFIG_V2, events: [{ step: 9, target: 'nobody.x', op: 'add', value: 1 }] }) }, { key }),
      );
      assert.deepEqual(
        bad.badRequest?.fieldViolations.map((v) => v.field),
        ['config.events.0.step', 'config.events.0.target'],
      );
    });

    it('CreateSimulationWithConfig, ReplaceSimulationConfig and RerunArchitect, as REST', async () => {
      const config = configToProto(FULL_CONFIG);
      const s = (await g.simulations.createSimulationWithConfig({ prompt: 'reference', config, tags: ['wc'] }, { key })).response.simulation!;
      assert.equal(s.status, SimulationStatus.COMPLETED_CONFIG);
      assert.deepEqual(s.lifecycle?.states.map((x) => x.name), [SimulationStatus.PENDING, SimulationStatus.COMPLETED_CONFIG]);
      assert.deepEqual((await g.api.request('GET', `/v1/simulations/${s.id}/config`, { key })).json, FULL_CONFIG);

      const edited = { ...FULL_CONFIG, number_of_steps: 7 };
      const replaced = (await g.simulations.replaceSimulationConfig({ id: s.id, config: configToProto(edited) }, { key })).response;
      assert.equal(replaced.id, s.id);
      assert.equal(replaced.status, SimulationStatus.COMPLETED_CONFIG);
      assert.deepEqual(configToRest(replaced.config), edited);
      assert.deepEqual((await g.api.request('GET', `/v1/simulations/${s.id}/config`, { key })).json, edited);

      const rerun = (await g.simulations.rerunArchitect({ id: s.id, prompt: 'a new prompt', maxTurns: 2 }, { key })).response.simulation!;
      assert.equal(rerun.status, SimulationStatus.PENDING);
      assert.equal(rerun.prompt, 'a new prompt');
      assert.deepEqual(simulationAsRest(rerun), (await g.api.request('GET', `/v1/simulations/${s.id}`, { key })).json);
      assert.equal((await rejection(g.simulations.getSimulationConfig({ id: s.id }, { key }))).code, status.FAILED_PRECONDITION);
    });
  });
}
