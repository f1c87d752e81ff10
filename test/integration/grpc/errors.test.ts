import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { status } from '@grpc/grpc-js';
import { storeKinds } from '../../helpers/databases.js';
import { GRPC_STATUS } from '../../../src/grpc/errors.js';
import { errorResponse, type ServiceFailure } from '../../../src/domain/errors.js';
import { SimulationStatus, StepUnit } from '../../../src/grpc/gen/simulation/v1/simulations_pb.js';
import { rejection, type DecodedStatus } from './client.js';
import { startGrpcApi, type GrpcApi } from './setup.js';

const violations = (e: DecodedStatus) => (e.badRequest?.fieldViolations ?? []).map((v) => [v.field, v.description]);

describe('the status table', () => {
  it('follows the HTTP status of every catalog failure', () => {
    const byHttp: Record<number, status> = {
      400: status.INVALID_ARGUMENT,
      401: status.UNAUTHENTICATED,
      403: status.PERMISSION_DENIED,
      404: status.NOT_FOUND,
      409: status.FAILED_PRECONDITION,
      422: status.INVALID_ARGUMENT,
      429: status.RESOURCE_EXHAUSTED,
      500: status.INTERNAL,
      503: status.UNAVAILABLE,
    };
    const samples: ServiceFailure[] = [
      { code: 'UNAUTHENTICATED' },
      { code: 'FORBIDDEN', resource: 'Simulation', id: 'x' },
      { code: 'NOT_FOUND', resource: 'Scenario', id: 'x' },
      { code: 'INVALID_JSON' },
      { code: 'VALIDATION', errors: [] },
      { code: 'SIMULATION_NOT_COMPLETE', status: 'PENDING' },
      { code: 'CONFIG_NOT_READY', status: 'PENDING' },
      { code: 'ARCHITECT_RUNNING', status: 'PROCESSING_CONFIG' },
      { code: 'RATE_LIMIT_EXCEEDED', retryAfter: 5 },
      { code: 'SERVICE_UNAVAILABLE', retryAfter: 5 },
      { code: 'INTERNAL' },
    ];
    for (const f of samples) assert.equal(GRPC_STATUS[f.code], byHttp[errorResponse(f).status], f.code);
  });
});

for (const kind of storeKinds()) {
  describe(`gRPC errors (${kind})`, () => {
    let g: GrpcApi;
    let keyA: string;
    let keyB: string;
    before(async () => {
      g = await startGrpcApi(kind);
      keyA = (await g.api.mintKey('tenant-a')).api_key;
      keyB = (await g.api.mintKey('tenant-b')).api_key;
    });
    after(() => g.close());

    it('UNAUTHENTICATED for a missing, unknown, malformed or disabled key, with REST detail and no rate figures', async () => {
      const disabled = await g.api.mintKey('tenant-a');
      await g.api.app.store.keys.update(disabled.key_id, { isActive: false });
      for (const key of [undefined, 'svc_test_' + '0'.repeat(64), 'nonsense', disabled.api_key]) {
        const e = await rejection(g.simulations.listSimulations({}, { key }));
        assert.equal(e.code, status.UNAUTHENTICATED);
        assert.equal(e.message, 'Invalid or missing API key');
        assert.equal(e.trailers.get('x-ratelimit-limit').length, 0);
      }
    });

    it("another tenant's resources: PERMISSION_DENIED on every RPC that names them, never the resource", async () => {
      const sim = (await g.simulations.createSimulation({ prompt: 'secret plan' }, { key: keyA })).response.simulation!;
      const sc = (await g.scenarios.createScenario({ name: 'secret scenario' }, { key: keyA })).response.scenario!;
      const k = (await g.keys.createKey({ name: 'secret key' }, { key: keyA })).response.key!;
      const calls: Array<[() => Promise<unknown>, string]> = [
        [() => g.simulations.getSimulation({ id: sim.id }, { key: keyB }), `Simulation ${sim.id} belongs to a different tenant`],
        [() => g.simulations.getSimulationResults({ id: sim.id }, { key: keyB }), `Simulation ${sim.id} belongs to a different tenant`],
        [() => g.simulations.getSimulationConfig({ id: sim.id }, { key: keyB }), `Simulation ${sim.id} belongs to a different tenant`],
        [() => g.simulations.replaceSimulationConfig({ id: sim.id }, { key: keyB }), `Simulation ${sim.id} belongs to a different tenant`],
        [() => g.simulations.rerunArchitect({ id: sim.id }, { key: keyB }), `Simulation ${sim.id} belongs to a different tenant`],
        [() => g.simulations.createSimulation({ prompt: 'p', scenarioId: sc.id }, { key: keyB }), `Scenario ${sc.id} belongs to a different tenant`],
        [() => g.scenarios.getScenario({ id: sc.id }, { key: keyB }), `Scenario ${sc.id} belongs to a different tenant`],
        [() => g.scenarios.replaceScenario({ id: sc.id, name: 'x' }, { key: keyB }), `Scenario ${sc.id} belongs to a different tenant`],
        [() => g.scenarios.deleteScenario({ id: sc.id }, { key: keyB }), `Scenario ${sc.id} belongs to a different tenant`],
        [() => g.keys.getKey({ keyId: k.keyId }, { key: keyB }), `API key ${k.keyId} belongs to a different tenant`],
        [() => g.keys.updateKey({ keyId: k.keyId, isActive: false }, { key: keyB }), `API key ${k.keyId} belongs to a different tenant`],
        [() => g.keys.deleteKey({ keyId: k.keyId }, { key: keyB }), `API key ${k.keyId} belongs to a different tenant`],
      ];
      for (const [call, message] of calls) {
        const e = await rejection(call());
        assert.equal(e.code, status.PERMISSION_DENIED, message);
        assert.equal(e.message, message);
        assert.ok(!JSON.stringify(e.trailers.getMap()).includes('secret'));
      }
      const watch = g.simulations.watchSimulation({ id: sim.id }, { key: keyB });
      const seen: unknown[] = [];
      watch.on('data', (m) => seen.push(m));
      const e = await new Promise<DecodedStatus>((resolve) => watch.on('error', (err) => resolve(err as unknown as DecodedStatus)));
      assert.equal(e.code, status.PERMISSION_DENIED);
      assert.equal(seen.length, 0);
      // Nothing changed for the owner; lists never mix tenants.
      assert.equal((await g.scenarios.getScenario({ id: sc.id }, { key: keyA })).response.scenario!.name, 'secret scenario');
      assert.equal((await g.keys.getKey({ keyId: k.keyId }, { key: keyA })).response.key!.isActive, true);
      const listB = (await g.simulations.listSimulations({}, { key: keyB })).response;
      assert.ok(listB.items.every((s) => s.tenantId === 'tenant-b'));
    });

    it('NOT_FOUND names the resource type and id', async () => {
      const id = '01890000-0000-7000-8000-000000000000';
      const cases: Array<[() => Promise<unknown>, string]> = [
        [() => g.simulations.getSimulation({ id }, { key: keyA }), `Simulation ${id} not found`],
        [() => g.simulations.createSimulation({ prompt: 'p', scenarioId: id }, { key: keyA }), `Scenario ${id} not found`],
        [() => g.scenarios.replaceScenario({ id, name: '' }, { key: keyA }), `Scenario ${id} not found`],
        [() => g.keys.getKey({ keyId: 'key_nope' }, { key: keyA }), 'API key key_nope not found'],
      ];
      for (const [call, message] of cases) {
        const e = await rejection(call());
        assert.deepEqual([e.code, e.message], [status.NOT_FOUND, message]);
      }
    });

    it('FAILED_PRECONDITION with REST message and ErrorInfo {reason, status}', async () => {
      const sim = (await g.simulations.createSimulation({ prompt: 'p' }, { key: keyA })).response.simulation!;
      const results = await rejection(g.simulations.getSimulationResults({ id: sim.id }, { key: keyA }));
      assert.equal(results.code, status.FAILED_PRECONDITION);
      assert.equal(results.message, errorResponse({ code: 'SIMULATION_NOT_COMPLETE', status: 'PENDING' }).body.message);
      assert.equal(results.errorInfo?.reason, 'SIMULATION_NOT_COMPLETE');
      assert.equal(results.errorInfo?.domain, 'simulation.v1');
      assert.deepEqual(results.errorInfo?.metadata, { status: 'PENDING' });
      const config = await rejection(g.simulations.getSimulationConfig({ id: sim.id }, { key: keyA }));
      assert.equal(config.code, status.FAILED_PRECONDITION);
      assert.equal(config.errorInfo?.reason, 'CONFIG_NOT_READY');
    });

    it('INVALID_ARGUMENT with BadRequest field violations from the REST schemas (every violation listed)', async () => {
      const missing = await rejection(g.simulations.createSimulation({ tags: ['', 'ok'] }, { key: keyA }));
      assert.equal(missing.code, status.INVALID_ARGUMENT);
      assert.deepEqual(violations(missing), [
        ['prompt', 'ensure this value has at least 1 characters'],
        ['tags.0', 'ensure this value has at least 1 characters'],
      ]);
      assert.equal(missing.message, 'Invalid request: prompt: ensure this value has at least 1 characters; tags.0: ensure this value has at least 1 characters');

      const badId = await rejection(g.simulations.getSimulation({ id: 'not-a-uuid' }, { key: keyA }));
      assert.deepEqual(violations(badId), [['id', 'value is not a valid uuid']]);

      const list = await rejection(g.simulations.listSimulations({ limit: 0, offset: -1, status: 99 as SimulationStatus, createdAfter: 'yesterday' }, { key: keyA }));
      assert.deepEqual(
        violations(list).map(([f]) => f),
        ['limit', 'offset', 'status', 'created_after'],
      );

      const keys = await rejection(g.keys.createKey({ name: '', rateLimit: 0, expiresInDays: 4000 }, { key: keyA }));
      assert.deepEqual(violations(keys).map(([f]) => f), ['name', 'rate_limit', 'expires_in_days']);

      // The config schema, with nested paths, through the request converter.
      const cfg = await rejection(
        g.simulations.createSimulationWithConfig(
          {
            prompt: 'p',
            config: {
              stepUnit: StepUnit.UNSPECIFIED,
              numberOfSteps: 0,
              agentGroups: [
                {
                  id: '1bad',
                  name: 'G',
                  numberOfAgents: 1,
                  variables: { x: { distribution: { case: 'uniform', value: { min: 2, max: 1 } } } },
                  actions: { x: { type: 1, description: 'd', max: 3 } },
                },
              ],
            },
          },
          { key: keyA },
        ),
      );
      assert.equal(cfg.code, status.INVALID_ARGUMENT);
      const fields = violations(cfg).map(([f]) => f);
      for (const f of [
        'config.step_unit',
        'config.number_of_steps',
        'config.agent_groups.0.id',
        'config.agent_groups.0.variables.x.max',
        'config.agent_groups.0.actions.x.max',
        'config.agent_groups.0.actions.x',
      ]) {
        assert.ok(fields.includes(f), `${f} in ${fields.join(', ')}`);
      }
      assert.ok(violations(cfg).some(([f, d]) => f === 'config.step_unit' && d === 'field required'));
      assert.ok(violations(cfg).some(([f, d]) => f === 'config.agent_groups.0.actions.x.max' && d === 'extra fields not permitted'));

      const noConfig = await rejection(g.simulations.createSimulationWithConfig({ prompt: 'p' }, { key: keyA }));
      assert.deepEqual(violations(noConfig), [['config', 'field required']]);
    });

    it('checks the resource (404/403) before the body (INVALID_ARGUMENT), as REST does', async () => {
      const id = '01890000-0000-7000-8000-000000000001';
      assert.equal((await rejection(g.scenarios.replaceScenario({ id, name: '' }, { key: keyA }))).code, status.NOT_FOUND);
      const sc = (await g.scenarios.createScenario({ name: 'n' }, { key: keyA })).response.scenario!;
      assert.equal((await rejection(g.scenarios.replaceScenario({ id: sc.id, name: '' }, { key: keyB }))).code, status.PERMISSION_DENIED);
      assert.equal((await rejection(g.scenarios.replaceScenario({ id: sc.id, name: '' }, { key: keyA }))).code, status.INVALID_ARGUMENT);
    });

    it('INTERNAL hides the cause', async () => {
      const svc = g.api.app.services.simulations;
      const original = svc.get;
      svc.get = async () => {
        throw new Error('db password is hunter2');
      };
      try {
        const e = await rejection(g.simulations.getSimulation({ id: '01890000-0000-7000-8000-000000000002' }, { key: keyA }));
        assert.deepEqual([e.code, e.message], [status.INTERNAL, 'Internal server error']);
        assert.ok(!JSON.stringify(e.trailers.getMap()).includes('hunter2'));
      } finally {
        svc.get = original;
      }
    });

    it('pipeline RPCs: CONFIG_NOT_READY before a config exists, unknown model and bad fields as INVALID_ARGUMENT', async () => {
      const sim = (await g.simulations.createSimulation({ prompt: 'p' }, { key: keyA })).response.simulation!;
      const config = { stepUnit: StepUnit.DAY, numberOfSteps: 1, agentGroups: [{ id: 'g', name: 'G', numberOfAgents: 1, variables: { v: { distribution: { case: 'initialValue' as const, value: { value: 1 } } } } }] };
      const early = await rejection(g.simulations.replaceSimulationConfig({ id: sim.id, config }, { key: keyA }));
      assert.equal(early.code, status.FAILED_PRECONDITION);
      assert.equal(early.errorInfo?.reason, 'CONFIG_NOT_READY');
      const bad = await rejection(g.simulations.replaceSimulationConfig({ id: sim.id, config: { ...config, numberOfSteps: 0 } }, { key: keyA }));
      assert.deepEqual(violations(bad), [['config.number_of_steps', 'ensure this value is greater than or equal to 1']]);
      // One INVALID_ARGUMENT lists every violation, the configured-model rule included, exactly as REST's 422.
      const model = await rejection(g.simulations.rerunArchitect({ id: sim.id, prompt: '', model: 'gpt-nope', maxTurns: 11 }, { key: keyA }));
      assert.deepEqual(violations(model).map(([f]) => f), ['prompt', 'max_turns', 'model']);
      const rest = await g.api.request('POST', `/v1/simulations/${sim.id}/architect`, { key: keyA, body: { prompt: '', model: 'gpt-nope', max_turns: 11 } });
      assert.deepEqual(
        violations(model),
        rest.json.detail.map((e: { loc: string[]; msg: string }) => [e.loc.slice(1).join('.'), e.msg]),
      );
      const unknownModel = await rejection(g.simulations.rerunArchitect({ id: sim.id, model: 'gpt-nope' }, { key: keyA }));
      assert.deepEqual(violations(unknownModel).map(([f]) => f), ['model']);
      assert.equal((await g.simulations.getSimulation({ id: sim.id }, { key: keyA })).response.simulation!.status, SimulationStatus.PENDING);
    });
  });
}
