/**
 * One rule book, three transports: the same requests, good and bad, over REST (/v1), the
 * tRPC client (/trpc) and gRPC must have the same outcome.
 *  - REST and tRPC: the same status and exactly the same body (tRPC's `apiError`).
 *  - gRPC: the status the catalog maps REST's status to (docs/grpc.md), and the same content:
 *    the detail / message as the status message; every 422 violation as a BadRequest field
 *    violation (REST's loc without its body/query/path origin, and the message); a 409's code
 *    and status as ErrorInfo; a 429's retry_after as RetryInfo; a success converted to REST's
 *    JSON shape equals REST's body.
 * Requests that create something are made once per transport; their answers are compared
 * with the new ids and times set aside.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { status as Code } from '@grpc/grpc-js';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../../src/api/router.js';
import { configToProto, configToRest } from '../../../src/grpc/handlers/convert.js';
import { KeyEnvironment, type ApiKey as ProtoKey } from '../../../src/grpc/gen/simulation/v1/keys_pb.js';
import type { Scenario as ProtoScenario } from '../../../src/grpc/gen/simulation/v1/scenarios_pb.js';
import { SimulationStatus } from '../../../src/grpc/gen/simulation/v1/simulations_pb.js';
import { storeKinds } from '../../helpers/databases.js';
import { decodeError, type DecodedStatus } from '../grpc/client.js';
import { ANALYSIS_V2, FULL_CONFIG, FULL_CONFIG_V2, METRICS_V2, resultsAsRest, simulationAsRest } from '../grpc/fixtures.js';
import { startGrpcApi, type GrpcApi } from '../grpc/setup.js';

type Json = any;
interface Outcome {
  status: number;
  body: Json;
}

/** REST status → the gRPC status of docs/grpc.md. */
const GRPC_OF: Record<number, Code> = {
  200: Code.OK,
  201: Code.OK,
  202: Code.OK,
  204: Code.OK,
  401: Code.UNAUTHENTICATED,
  403: Code.PERMISSION_DENIED,
  404: Code.NOT_FOUND,
  409: Code.FAILED_PRECONDITION,
  422: Code.INVALID_ARGUMENT,
  429: Code.RESOURCE_EXHAUSTED,
  500: Code.INTERNAL,
};

const UNKNOWN = '0190a000-0000-7000-8000-00000000beef';

const scenarioAsRest = (s: ProtoScenario | undefined) => ({ id: s!.id, tenant_id: s!.tenantId, name: s!.name, description: s!.description, created_at: s!.createdAt, updated_at: s!.updatedAt });
const keyAsRest = (k: ProtoKey | undefined) => ({
  key_id: k!.keyId,
  tenant_id: k!.tenantId,
  name: k!.name,
  is_active: k!.isActive,
  rate_limit: k!.rateLimit,
  created_at: k!.createdAt,
  expires_at: k!.expiresAt ?? null,
  last_used_at: k!.lastUsedAt ?? null,
  usage_count: Number(k!.usageCount),
});

/** The identity of what a create made (ids, times, secrets) is set aside; the rest must agree. */
function sansIdentity(body: Json): Json {
  return JSON.parse(
    JSON.stringify(body, (k, v) => (['id', 'key_id', 'api_key', 'created_at', 'updated_at', 'at'].includes(k) && typeof v === 'string' ? `<${k}>` : v)),
  );
}

interface Case {
  name: string;
  key?: () => string | undefined;
  rest: { method: string; path: string; body?: unknown };
  trpc: (t: ReturnType<typeof trpcClient>) => Promise<unknown>;
  grpc: (g: GrpcApi, key: string | undefined) => Promise<Json>;
  /** The success answer of gRPC in REST's shape. */
  grpcAsRest?: (response: Json) => unknown;
  /** Where REST's loc sits in the gRPC request, when it is not loc minus its origin. */
  field?: (loc: Array<string | number>) => string;
  /** Each transport creates its own resource: compare without the new identity. */
  creates?: boolean;
}

function trpcClient(baseUrl: string, key: string | undefined) {
  return createTRPCClient<AppRouter>({ links: [httpLink({ url: `${baseUrl}/trpc`, headers: key === undefined ? {} : { 'X-API-Key': key } })] });
}

for (const kind of storeKinds()) {
  describe(`the same requests over REST, tRPC and gRPC (${kind})`, () => {
    let g: GrpcApi;
    let key: string;
    let other: string;
    let ids: { simulation: string; foreignSimulation: string; finished: string; architect: string; scenario: string; foreignScenario: string; foreignKey: string; spareKey: string };

    const successOf = (method: string, path: string) => {
      const route = g.api.app.routes.find((r) => r.method === method && r.pattern.test(path.split('?')[0]));
      assert.ok(route, `${method} ${path} is a route`);
      return route;
    };

    async function viaRest(c: Case, k: string | undefined): Promise<Outcome> {
      const res = await g.api.request(c.rest.method, c.rest.path, { key: k, body: c.rest.body });
      return { status: res.status, body: res.status === 204 ? undefined : res.json };
    }

    async function viaTrpc(c: Case, k: string | undefined): Promise<Outcome> {
      try {
        const data = await c.trpc(trpcClient(g.api.baseUrl, k));
        return { status: successOf(c.rest.method, c.rest.path).successStatus, body: data ?? undefined };
      } catch (err) {
        if (!(err instanceof TRPCClientError)) throw err;
        const api = (err as TRPCClientError<AppRouter>).data?.apiError;
        assert.ok(api, `${c.name}: tRPC error carries apiError: ${String(err)}`);
        return { status: api.status, body: api.body };
      }
    }

    async function viaGrpc(c: Case, k: string | undefined): Promise<{ code: Code; response?: Json; error?: DecodedStatus }> {
      try {
        return { code: Code.OK, response: await c.grpc(g, k) };
      } catch (err) {
        const e = decodeError(err);
        return { code: e.code, error: e };
      }
    }

    /** What gRPC must say, given REST's outcome. */
    function assertGrpcLike(c: Case, rest: Outcome, got: Awaited<ReturnType<typeof viaGrpc>>): void {
      const where = `${c.name} over gRPC`;
      assert.equal(Code[got.code], Code[GRPC_OF[rest.status]], `${where}: status for REST ${rest.status} (${got.error?.message ?? ''})`);
      if (got.code === Code.OK) {
        if (rest.status === 204) return;
        assert.ok(c.grpcAsRest, `${where}: a mapping of the answer`);
        const mine = c.grpcAsRest(got.response);
        assert.deepEqual(c.creates ? sansIdentity(mine) : mine, c.creates ? sansIdentity(rest.body) : rest.body, `${where}: same resource`);
        return;
      }
      const e = got.error!;
      switch (rest.status) {
        case 422: {
          const field = c.field ?? ((loc) => loc.slice(1).join('.'));
          assert.deepEqual(
            (e.badRequest?.fieldViolations ?? []).map((v) => [v.field, v.description]),
            rest.body.detail.map((d: { loc: Array<string | number>; msg: string }) => [field(d.loc), d.msg]),
            `${where}: the same violations`,
          );
          break;
        }
        case 409:
          assert.equal(e.message, rest.body.message, `${where}: message`);
          assert.deepEqual([e.errorInfo?.reason, e.errorInfo?.metadata.status], [rest.body.error, rest.body.status], `${where}: code and status`);
          break;
        case 429:
          assert.equal(e.message, rest.body.message, `${where}: message`);
          assert.equal(e.errorInfo?.reason, 'RATE_LIMIT_EXCEEDED');
          // The seconds to the window's end, counted a moment apart.
          assert.ok(Math.abs(Number(e.retryInfo?.retryDelay?.seconds) - rest.body.retry_after) <= 1, `${where}: retry delay`);
          break;
        default:
          assert.equal(e.message, rest.body.detail, `${where}: message`);
      }
    }

    async function same(c: Case): Promise<Outcome> {
      const k = c.key ? c.key() : key;
      const rest = await viaRest(c, k);
      const trpc = await viaTrpc(c, k);
      const where = `${c.name}: tRPC as REST`;
      assert.equal(trpc.status, rest.status, `${where}: status ${JSON.stringify(trpc.body)}`);
      if (c.creates) assert.deepEqual(sansIdentity(trpc.body), sansIdentity(rest.body), where);
      else assert.deepEqual(trpc.body, rest.body, where);
      assertGrpcLike(c, rest, await viaGrpc(c, k));
      return rest;
    }

    before(async () => {
      g = await startGrpcApi(kind);
      const own = await g.api.mintKey('tenant-p');
      key = own.api_key;
      other = (await g.api.mintKey('tenant-q')).api_key;
      const post = async (k: string, path: string, body: unknown) => (await g.api.request('POST', path, { key: k, body })).json;
      const sims = g.api.app.store.simulations;
      let now = Date.now();
      const finished = (await post(key, '/v1/simulations/with-config', { prompt: 'finished', config: FULL_CONFIG_V2 })).id;
      for (const [to, patch] of [
        ['PROCESSING_SIMULATION', {}],
        ['COMPLETED_SIMULATION', { metrics: { metrics: METRICS_V2, seed: 42, engineVersion: 'test' } }],
        ['PROCESSING_ANALYSIS', {}],
        ['COMPLETED_ANALYSIS', { analysis: ANALYSIS_V2 }],
      ] as const) {
        assert.equal((await sims.transition(finished, to, 'advance', ++now, patch)).ok, true);
      }
      const architect = (await post(key, '/v1/simulations', { prompt: 'architect at work' })).id;
      assert.equal((await sims.transition(architect, 'PROCESSING_CONFIG', 'advance', ++now)).ok, true);
      ids = {
        simulation: (await post(key, '/v1/simulations', { prompt: 'pending', tags: ['parity'] })).id,
        foreignSimulation: (await post(other, '/v1/simulations', { prompt: 'theirs' })).id,
        finished,
        architect,
        scenario: (await post(key, '/v1/scenarios', { name: 'mine' })).id,
        foreignScenario: (await post(other, '/v1/scenarios', { name: 'theirs' })).id,
        foreignKey: (await g.api.mintKey('tenant-q', { name: 'theirs' })).key_id,
        spareKey: (await g.api.mintKey('tenant-p', { name: 'spare', expiresInDays: 30 })).key_id,
      };
    });
    after(() => g.close());

    it('simulations: reads, lists, creates and every kind of refusal', async () => {
      const cases: Case[] = [
        {
          name: 'get',
          rest: { method: 'GET', path: `/v1/simulations/${ids.simulation}` },
          trpc: (t) => t.simulations.get.query({ id: ids.simulation }),
          grpc: async (x, k) => (await x.simulations.getSimulation({ id: ids.simulation }, { key: k })).response,
          grpcAsRest: (r) => simulationAsRest(r.simulation),
        },
        {
          name: 'list with filters',
          rest: { method: 'GET', path: '/v1/simulations?tag=parity&status=PENDING&limit=5' },
          trpc: (t) => t.simulations.list.query({ tag: 'parity', status: 'PENDING', limit: 5 }),
          grpc: async (x, k) => (await x.simulations.listSimulations({ tag: 'parity', status: SimulationStatus.PENDING, limit: 5 }, { key: k })).response,
          grpcAsRest: (r) => ({ items: r.items.map(simulationAsRest), total: r.total, limit: r.limit, offset: r.offset }),
        },
        {
          name: 'create',
          creates: true,
          rest: { method: 'POST', path: '/v1/simulations', body: { prompt: 'How fast will heat pumps spread?', tags: ['a', 'a', 'b'], scenario_id: ids.scenario } },
          trpc: (t) => t.simulations.create.mutate({ prompt: 'How fast will heat pumps spread?', tags: ['a', 'a', 'b'], scenario_id: ids.scenario }),
          grpc: async (x, k) => (await x.simulations.createSimulation({ prompt: 'How fast will heat pumps spread?', tags: ['a', 'a', 'b'], scenarioId: ids.scenario }, { key: k })).response,
          grpcAsRest: (r) => simulationAsRest(r.simulation),
        },
        {
          name: 'create with config',
          creates: true,
          rest: { method: 'POST', path: '/v1/simulations/with-config', body: { prompt: 'reference', config: FULL_CONFIG } },
          trpc: (t) => t.simulations.createWithConfig.mutate({ prompt: 'reference', config: FULL_CONFIG }),
          grpc: async (x, k) => (await x.simulations.createSimulationWithConfig({ prompt: 'reference', config: configToProto(FULL_CONFIG) }, { key: k })).response,
          grpcAsRest: (r) => simulationAsRest(r.simulation),
        },
        {
          name: 'create with a Version 2 config',
          creates: true,
          rest: { method: 'POST', path: '/v1/simulations/with-config', body: { prompt: 'arms', config: FULL_CONFIG_V2, tags: ['v2'] } },
          trpc: (t) => t.simulations.createWithConfig.mutate({ prompt: 'arms', config: FULL_CONFIG_V2, tags: ['v2'] }),
          grpc: async (x, k) => (await x.simulations.createSimulationWithConfig({ prompt: 'arms', config: configToProto(FULL_CONFIG_V2), tags: ['v2'] }, { key: k })).response,
          grpcAsRest: (r) => simulationAsRest(r.simulation),
        },
        {
          name: 'a Version 2 config breaking its cross-references',
          rest: { method: 'POST', path: '/v1/simulations/with-config', body: { prompt: 'arms', config: { ...FULL_CONFIG_V2, arms: [{ id: 'baseline', label: 'x', events: [] }] } } },
          trpc: (t) => t.simulations.createWithConfig.mutate({ prompt: 'arms', config: { ...FULL_CONFIG_V2, arms: [{ id: 'baseline', label: 'x', events: [] }] } }),
          grpc: (x, k) =>
            x.simulations.createSimulationWithConfig({ prompt: 'arms', config: configToProto({ ...FULL_CONFIG_V2, arms: [{ id: 'baseline', label: 'x', events: [] }] }) }, { key: k }),
        },
        {
          name: 'config of a finished simulation',
          rest: { method: 'GET', path: `/v1/simulations/${ids.finished}/config` },
          trpc: (t) => t.simulations.getConfig.query({ id: ids.finished }),
          grpc: async (x, k) => (await x.simulations.getSimulationConfig({ id: ids.finished }, { key: k })).response,
          grpcAsRest: (r) => configToRest(r.config),
        },
        {
          name: 'Version 2 results',
          rest: { method: 'GET', path: `/v1/simulations/${ids.finished}/results` },
          trpc: (t) => t.simulations.results.query({ id: ids.finished }),
          grpc: async (x, k) => (await x.simulations.getSimulationResults({ id: ids.finished }, { key: k })).response,
          grpcAsRest: (r) => resultsAsRest(r.results, configToRest),
        },
        {
          name: 'unknown id',
          rest: { method: 'GET', path: `/v1/simulations/${UNKNOWN}` },
          trpc: (t) => t.simulations.get.query({ id: UNKNOWN }),
          grpc: (x, k) => x.simulations.getSimulation({ id: UNKNOWN }, { key: k }),
        },
        {
          name: "another tenant's simulation",
          rest: { method: 'GET', path: `/v1/simulations/${ids.foreignSimulation}/results` },
          trpc: (t) => t.simulations.results.query({ id: ids.foreignSimulation }),
          grpc: (x, k) => x.simulations.getSimulationResults({ id: ids.foreignSimulation }, { key: k }),
        },
        {
          name: 'malformed id',
          rest: { method: 'GET', path: '/v1/simulations/not-a-uuid/config' },
          trpc: (t) => t.simulations.getConfig.query({ id: 'not-a-uuid' }),
          grpc: (x, k) => x.simulations.getSimulationConfig({ id: 'not-a-uuid' }, { key: k }),
        },
        {
          name: 'bad fields of a create',
          rest: { method: 'POST', path: '/v1/simulations', body: { prompt: '', tags: ['ok', ''], scenario_id: 'nope' } },
          trpc: (t) => t.simulations.create.mutate({ prompt: '', tags: ['ok', ''], scenario_id: 'nope' }),
          grpc: (x, k) => x.simulations.createSimulation({ prompt: '', tags: ['ok', ''], scenarioId: 'nope' }, { key: k }),
        },
        {
          name: 'bad query of a list',
          rest: { method: 'GET', path: '/v1/simulations?limit=0&offset=-1&created_after=yesterday' },
          trpc: (t) => t.simulations.list.query({ limit: 0, offset: -1, created_after: 'yesterday' }),
          grpc: (x, k) => x.simulations.listSimulations({ limit: 0, offset: -1, createdAfter: 'yesterday' }, { key: k }),
        },
        {
          name: "a scenario of another tenant in a create",
          rest: { method: 'POST', path: '/v1/simulations', body: { prompt: 'p', scenario_id: ids.foreignScenario } },
          trpc: (t) => t.simulations.create.mutate({ prompt: 'p', scenario_id: ids.foreignScenario }),
          grpc: (x, k) => x.simulations.createSimulation({ prompt: 'p', scenarioId: ids.foreignScenario }, { key: k }),
        },
        {
          name: 'architect rerun: every violation in one answer (schema and configured models)',
          rest: { method: 'POST', path: `/v1/simulations/${ids.simulation}/architect`, body: { prompt: '', max_turns: 11, model: 'gpt-nope' } },
          trpc: (t) => t.simulations.rerunArchitect.mutate({ id: ids.simulation, prompt: '', max_turns: 11, model: 'gpt-nope' }),
          grpc: (x, k) => x.simulations.rerunArchitect({ id: ids.simulation, prompt: '', maxTurns: 11, model: 'gpt-nope' }, { key: k }),
        },
        {
          name: 'architect rerun of an unknown simulation with bad fields: the resource first',
          rest: { method: 'POST', path: `/v1/simulations/${UNKNOWN}/architect`, body: { max_turns: 11 } },
          trpc: (t) => t.simulations.rerunArchitect.mutate({ id: UNKNOWN, max_turns: 11 }),
          grpc: (x, k) => x.simulations.rerunArchitect({ id: UNKNOWN, maxTurns: 11 }, { key: k }),
        },
        {
          name: 'architect rerun while the Architect works: conflict',
          rest: { method: 'POST', path: `/v1/simulations/${ids.architect}/architect`, body: {} },
          trpc: (t) => t.simulations.rerunArchitect.mutate({ id: ids.architect }),
          grpc: (x, k) => x.simulations.rerunArchitect({ id: ids.architect }, { key: k }),
        },
        {
          name: 'results before COMPLETED_ANALYSIS: conflict',
          rest: { method: 'GET', path: `/v1/simulations/${ids.simulation}/results` },
          trpc: (t) => t.simulations.results.query({ id: ids.simulation }),
          grpc: (x, k) => x.simulations.getSimulationResults({ id: ids.simulation }, { key: k }),
        },
        {
          name: 'config before the Architect: conflict, even for a valid config',
          rest: { method: 'PUT', path: `/v1/simulations/${ids.simulation}/config`, body: FULL_CONFIG },
          trpc: (t) => t.simulations.replaceConfig.mutate({ id: ids.simulation, ...FULL_CONFIG }),
          grpc: (x, k) => x.simulations.replaceSimulationConfig({ id: ids.simulation, config: configToProto(FULL_CONFIG) }, { key: k }),
        },
        {
          name: 'a bad config: its fields, at config.* over gRPC',
          rest: { method: 'PUT', path: `/v1/simulations/${ids.finished}/config`, body: { ...FULL_CONFIG, number_of_steps: 0, step_unit: undefined } },
          trpc: (t) => t.simulations.replaceConfig.mutate({ id: ids.finished, ...FULL_CONFIG, number_of_steps: 0, step_unit: undefined as never }),
          grpc: (x, k) => x.simulations.replaceSimulationConfig({ id: ids.finished, config: { ...configToProto(FULL_CONFIG), numberOfSteps: 0, stepUnit: 0 } }, { key: k }),
          field: (loc) => ['config', ...loc.slice(1)].join('.'),
        },
        {
          name: 'a config for another tenant’s simulation: 403 before its fields',
          rest: { method: 'PUT', path: `/v1/simulations/${ids.foreignSimulation}/config`, body: { number_of_steps: 0 } },
          trpc: (t) => t.simulations.replaceConfig.mutate({ id: ids.foreignSimulation, number_of_steps: 0 } as never),
          grpc: (x, k) => x.simulations.replaceSimulationConfig({ id: ids.foreignSimulation, config: { numberOfSteps: 0 } }, { key: k }),
        },
        {
          name: 'a missing key',
          key: () => undefined,
          rest: { method: 'GET', path: `/v1/simulations/${ids.simulation}` },
          trpc: (t) => t.simulations.get.query({ id: ids.simulation }),
          grpc: (x, k) => x.simulations.getSimulation({ id: ids.simulation }, { key: k }),
        },
        {
          name: 'an unknown key',
          key: () => 'svc_test_' + 'f'.repeat(64),
          rest: { method: 'POST', path: '/v1/simulations', body: { prompt: '' } },
          trpc: (t) => t.simulations.create.mutate({ prompt: '' }),
          grpc: (x, k) => x.simulations.createSimulation({ prompt: '' }, { key: k }),
        },
      ];
      for (const c of cases) await same(c);
    });

    it('scenarios and keys: good and bad', async () => {
      const cases: Case[] = [
        {
          name: 'get a scenario',
          rest: { method: 'GET', path: `/v1/scenarios/${ids.scenario}` },
          trpc: (t) => t.scenarios.get.query({ id: ids.scenario }),
          grpc: async (x, k) => (await x.scenarios.getScenario({ id: ids.scenario }, { key: k })).response,
          grpcAsRest: (r) => scenarioAsRest(r.scenario),
        },
        {
          name: 'create a scenario',
          creates: true,
          rest: { method: 'POST', path: '/v1/scenarios', body: { name: 'Study' } },
          trpc: (t) => t.scenarios.create.mutate({ name: 'Study' }),
          grpc: async (x, k) => (await x.scenarios.createScenario({ name: 'Study' }, { key: k })).response,
          grpcAsRest: (r) => scenarioAsRest(r.scenario),
        },
        {
          name: 'replace a scenario with bad fields',
          rest: { method: 'PUT', path: `/v1/scenarios/${ids.scenario}`, body: { name: '', description: 'x'.repeat(2001) } },
          trpc: (t) => t.scenarios.replace.mutate({ id: ids.scenario, name: '', description: 'x'.repeat(2001) }),
          grpc: (x, k) => x.scenarios.replaceScenario({ id: ids.scenario, name: '', description: 'x'.repeat(2001) }, { key: k }),
        },
        {
          name: "replace another tenant's scenario",
          rest: { method: 'PUT', path: `/v1/scenarios/${ids.foreignScenario}`, body: { name: '' } },
          trpc: (t) => t.scenarios.replace.mutate({ id: ids.foreignScenario, name: '' }),
          grpc: (x, k) => x.scenarios.replaceScenario({ id: ids.foreignScenario, name: '' }, { key: k }),
        },
        {
          name: 'delete an unknown scenario',
          rest: { method: 'DELETE', path: `/v1/scenarios/${UNKNOWN}` },
          trpc: (t) => t.scenarios.delete.mutate({ id: UNKNOWN }),
          grpc: (x, k) => x.scenarios.deleteScenario({ id: UNKNOWN }, { key: k }),
        },
        {
          name: 'scenario paging out of bounds',
          rest: { method: 'GET', path: '/v1/scenarios?limit=101' },
          trpc: (t) => t.scenarios.list.query({ limit: 101 }),
          grpc: (x, k) => x.scenarios.listScenarios({ limit: 101 }, { key: k }),
        },
        {
          name: 'create a key',
          creates: true,
          rest: { method: 'POST', path: '/v1/keys', body: { name: 'ci', rate_limit: 50, environment: 'live' } },
          trpc: (t) => t.keys.create.mutate({ name: 'ci', rate_limit: 50, environment: 'live' }),
          grpc: async (x, k) => (await x.keys.createKey({ name: 'ci', rateLimit: 50, environment: KeyEnvironment.LIVE }, { key: k })).response,
          grpcAsRest: (r) => ({
            key_id: r.key.keyId,
            api_key: r.key.apiKey,
            tenant_id: r.key.tenantId,
            name: r.key.name,
            rate_limit: r.key.rateLimit,
            expires_at: r.key.expiresAt ?? null,
            created_at: r.key.createdAt,
          }),
        },
        {
          name: 'get a key of the tenant',
          rest: { method: 'GET', path: `/v1/keys/${ids.spareKey}` },
          trpc: (t) => t.keys.get.query({ key_id: ids.spareKey }),
          grpc: async (x, k) => (await x.keys.getKey({ keyId: ids.spareKey }, { key: k })).response,
          grpcAsRest: (r) => keyAsRest(r.key),
        },
        {
          name: 'bad fields of a key',
          rest: { method: 'POST', path: '/v1/keys', body: { name: '', rate_limit: 0, expires_in_days: 4000 } },
          trpc: (t) => t.keys.create.mutate({ name: '', rate_limit: 0, expires_in_days: 4000 }),
          grpc: (x, k) => x.keys.createKey({ name: '', rateLimit: 0, expiresInDays: 4000 }, { key: k }),
        },
        {
          name: "another tenant's key",
          rest: { method: 'PATCH', path: `/v1/keys/${ids.foreignKey}`, body: { is_active: false } },
          trpc: (t) => t.keys.update.mutate({ key_id: ids.foreignKey, is_active: false }),
          grpc: (x, k) => x.keys.updateKey({ keyId: ids.foreignKey, isActive: false }, { key: k }),
        },
        {
          name: 'an unknown key id',
          rest: { method: 'GET', path: '/v1/keys/key_nothing' },
          trpc: (t) => t.keys.get.query({ key_id: 'key_nothing' }),
          grpc: (x, k) => x.keys.getKey({ keyId: 'key_nothing' }, { key: k }),
        },
      ];
      for (const c of cases) await same(c);
    });

    it('deletes: 204 (no body) on each transport, then 404', async () => {
      for (const transport of ['rest', 'trpc', 'grpc'] as const) {
        const id = (await g.api.request('POST', '/v1/scenarios', { key, body: { name: `gone via ${transport}` } })).json.id as string;
        const c: Case = {
          name: `delete via ${transport}`,
          rest: { method: 'DELETE', path: `/v1/scenarios/${id}` },
          trpc: (t) => t.scenarios.delete.mutate({ id }),
          grpc: async (x, k) => (await x.scenarios.deleteScenario({ id }, { key: k })).response,
        };
        const first =
          transport === 'rest' ? await viaRest(c, key) : transport === 'trpc' ? await viaTrpc(c, key) : { status: (await viaGrpc(c, key)).code === Code.OK ? 204 : 0, body: undefined };
        assert.deepEqual(first, { status: 204, body: undefined }, c.name);
        await same({ ...c, name: `${c.name}, again` });
      }
    });

    it('the rate limit: one window for the key, the same 429 on every transport', async () => {
      const limited = (await g.api.mintKey('tenant-p', { name: 'limited', rateLimit: 3 })).api_key;
      const list: Case = {
        name: 'a list',
        key: () => limited,
        rest: { method: 'GET', path: '/v1/scenarios?limit=1' },
        trpc: (t) => t.scenarios.list.query({ limit: 1 }),
        grpc: async (x, k) => (await x.scenarios.listScenarios({ limit: 1 }, { key: k })).response,
        grpcAsRest: (r) => ({ items: r.items.map(scenarioAsRest), total: r.total, limit: r.limit, offset: r.offset }),
      };
      // Three calls, one per transport, use the window up...
      await same(list);
      // ...and the next is refused everywhere, with the same body.
      const refused = await same(list);
      assert.equal(refused.status, 429);
      assert.equal(refused.body.error, 'RATE_LIMIT_EXCEEDED');
    });
  });
}
