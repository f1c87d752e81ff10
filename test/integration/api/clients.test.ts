/**
 * The two typed clients of docs/clients.md, against the real server:
 *  - openapi-fetch with types generated from /openapi.json by openapi-typescript: the generated
 *    types must typecheck a client module (and refuse wrong calls), and that module must work;
 *  - the tRPC client on /trpc with the AppRouter type: same data, same error bodies as REST.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '../../../src/api/router.js';
import { noPipeline } from '../../../src/pipeline/ports.js';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { storeKinds } from '../../helpers/databases.js';
import { assertValidationBody } from '../../helpers/contract.js';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The client module: the openapi-fetch example of docs/clients.md, plus a function of calls
 * that must NOT typecheck (each under @ts-expect-error, so a too-loose type fails the check).
 */
const CLIENT_MODULE = `import createClient from 'openapi-fetch';
import type { components, paths } from './openapi.js';

export type Simulation = components['schemas']['Simulation'];

export function apiClient(baseUrl: string, apiKey: string) {
  return createClient<paths>({ baseUrl, headers: { 'X-API-Key': apiKey } });
}

export async function exercise(baseUrl: string, apiKey: string, unknownId: string) {
  const client = apiClient(baseUrl, apiKey);
  const created = await client.POST('/v1/simulations', { body: { prompt: 'Typed client: heat pump adoption', tags: ['typed-client'] } });
  if (!created.data) throw new Error('create failed: ' + created.response.status);
  const sim: Simulation = created.data;
  const status: 'PENDING' | 'PROCESSING_CONFIG' | 'COMPLETED_CONFIG' | 'PROCESSING_SIMULATION' | 'COMPLETED_SIMULATION' | 'PROCESSING_ANALYSIS' | 'COMPLETED_ANALYSIS' | 'FAILED' = sim.status;
  const got = await client.GET('/v1/simulations/{id}', { params: { path: { id: sim.id } } });
  const list = await client.GET('/v1/simulations', { params: { query: { tag: 'typed-client', limit: 10 } } });
  const invalid = await client.POST('/v1/simulations', { body: { prompt: '' } });
  const missing = await client.GET('/v1/simulations/{id}', { params: { path: { id: unknownId } } });
  return {
    created: { status: created.response.status, sim, simStatus: status },
    got: { status: got.response.status, data: got.data },
    list: { status: list.response.status, ids: list.data?.items.map((s) => s.id) ?? [], total: list.data?.total, limit: list.data?.limit },
    invalid: { status: invalid.response.status, error: invalid.error },
    missing: { status: missing.response.status, error: missing.error },
  };
}

/** Never called: only typechecked. Each line below must be a type error. */
export function wrongCalls(client: ReturnType<typeof apiClient>): void {
  // @ts-expect-error prompt is a string
  void client.POST('/v1/simulations', { body: { prompt: 5 } });
  // @ts-expect-error prompt is required
  void client.POST('/v1/simulations', { body: { tags: ['x'] } });
  // @ts-expect-error no such route
  void client.GET('/v1/simulation');
  // @ts-expect-error the id path parameter is required
  void client.GET('/v1/simulations/{id}', { params: { path: {} } });
  // @ts-expect-error limit is a number
  void client.GET('/v1/simulations', { params: { query: { limit: 'ten' } } });
  // @ts-expect-error status is an enum
  void client.GET('/v1/simulations', { params: { query: { status: 'DONE' } } });
  // @ts-expect-error keys are PATCHed, not PUT
  void client.PUT('/v1/keys/{key_id}', { params: { path: { key_id: 'k' } }, body: { name: 'n' } });
  // @ts-expect-error is_active is a boolean
  void client.PATCH('/v1/keys/{key_id}', { params: { path: { key_id: 'k' } }, body: { is_active: 'no' } });
}
`;

function typecheck(files: string[]): readonly ts.Diagnostic[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2023.d.ts'],
    types: ['node'],
    skipLibCheck: true,
    noUnusedLocals: false,
  });
  return ts.getPreEmitDiagnostics(program);
}

const formatDiagnostics = (d: readonly ts.Diagnostic[]) =>
  ts.formatDiagnostics(d, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => REPO, getNewLine: () => '\n' });

describe('openapi-typescript types from /openapi.json', () => {
  let api: TestApi;
  let dir: string;
  before(async () => {
    api = await startTestApi('sqlite', {}, { pipeline: noPipeline });
    // Under the repo (.tmp/ is git-ignored) so that 'openapi-fetch' and @types/node resolve.
    mkdirSync(join(REPO, '.tmp'), { recursive: true });
    dir = mkdtempSync(join(REPO, '.tmp', 'openapi-client-'));
    const doc = (await api.request('GET', '/openapi.json')).json;
    writeFileSync(join(dir, 'openapi.d.ts'), astToString(await openapiTS(structuredClone(doc))));
    writeFileSync(join(dir, 'client.ts'), CLIENT_MODULE);
  });
  after(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('generate types that typecheck an openapi-fetch client and refuse wrong calls', async () => {
    assert.match(readFileSync(join(dir, 'openapi.d.ts'), 'utf8'), /"\/v1\/simulations\/\{id\}"/);
    const diagnostics = typecheck([join(dir, 'client.ts')]);
    assert.equal(diagnostics.length, 0, formatDiagnostics(diagnostics));

    // The check can fail: the same module with one @ts-expect-error dropped is refused.
    writeFileSync(join(dir, 'loose.ts'), CLIENT_MODULE.replace('  // @ts-expect-error prompt is a string\n', ''));
    const loose = typecheck([join(dir, 'loose.ts')]);
    assert.equal(loose.length, 1, formatDiagnostics(loose));
    assert.match(ts.flattenDiagnosticMessageText(loose[0].messageText, '\n'), /number.*string|string.*number/s);
  });

  for (const kind of storeKinds()) {
    it(`the generated client calls the API (${kind}): create, get, list, a 422 and a 404`, async () => {
      const server = kind === 'sqlite' ? api : await startTestApi(kind, {}, { pipeline: noPipeline });
      try {
        const { api_key } = await server.mintKey(`openapi-fetch-${kind}`);
        const mod = (await import(pathToFileURL(join(dir, 'client.ts')).href)) as {
          exercise(baseUrl: string, apiKey: string, unknownId: string): Promise<{
            created: { status: number; sim: { id: string; status: string; prompt: string; tags: string[] }; simStatus: string };
            got: { status: number; data: unknown };
            list: { status: number; ids: string[]; total?: number; limit?: number };
            invalid: { status: number; error: unknown };
            missing: { status: number; error: unknown };
          }>;
        };
        const out = await mod.exercise(server.baseUrl, api_key, UNKNOWN_ID);
        assert.equal(out.created.status, 201);
        assert.equal(out.created.sim.status, 'PENDING');
        assert.deepEqual(out.created.sim.tags, ['typed-client']);
        assert.equal(out.got.status, 200);
        assert.deepEqual(out.got.data, out.created.sim);
        assert.equal(out.list.status, 200);
        assert.deepEqual(out.list.ids, [out.created.sim.id]);
        assert.deepEqual([out.list.total, out.list.limit], [1, 10]);
        assert.equal(out.invalid.status, 422);
        assertValidationBody(out.invalid.error, 'openapi-fetch 422');
        assert.deepEqual(out.invalid.error.detail.map((e) => e.loc), [['body', 'prompt']]);
        assert.deepEqual([out.missing.status, out.missing.error], [404, { detail: `Simulation ${UNKNOWN_ID} not found` }]);
      } finally {
        if (server !== api) await server.close();
      }
    });
  }
});

for (const kind of storeKinds()) {
  describe(`typed tRPC client on /trpc (${kind})`, () => {
    let api: TestApi;
    let key: string;
    before(async () => {
      api = await startTestApi(kind, {}, { pipeline: noPipeline });
      key = (await api.mintKey(`trpc-${kind}`)).api_key;
    });
    after(() => api.close());

    /** `apiKey` null: no X-API-Key header at all. */
    const client = (link: 'batch' | 'single', apiKey: string | null = key) => {
      const opts = { url: `${api.baseUrl}/trpc`, headers: apiKey === null ? {} : { 'X-API-Key': apiKey } };
      const links: TRPCLink<AppRouter>[] = [link === 'batch' ? httpBatchLink(opts) : httpLink(opts)];
      return createTRPCClient<AppRouter>({ links });
    };

    /** The error a tRPC call rejects with, typed by the router's error formatter. */
    async function failure(call: () => Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
      try {
        await call();
      } catch (err) {
        assert.ok(err instanceof TRPCClientError, `a TRPCClientError, got ${String(err)}`);
        return err as TRPCClientError<AppRouter>;
      }
      return assert.fail('the call should have failed');
    }

    it('creates, gets and lists simulations (httpBatchLink and httpLink)', async () => {
      for (const link of ['batch', 'single'] as const) {
        const trpc = client(link);
        const created = await trpc.simulations.create.mutate({ prompt: `tRPC client over ${link}`, tags: [`trpc-${link}`] });
        assert.equal(created.status, 'PENDING');
        assert.deepEqual(created.tags, [`trpc-${link}`]);
        const [got, page] = await Promise.all([trpc.simulations.get.query({ id: created.id }), trpc.simulations.list.query({ tag: `trpc-${link}`, limit: 5 })]);
        assert.deepEqual(got, created);
        assert.deepEqual(page.items, [created]);
        assert.deepEqual([page.total, page.limit, page.offset], [1, 5, 0]);
        // The REST answer is the same object.
        const rest = await api.request('GET', `/v1/simulations/${created.id}`, { key });
        assert.deepEqual(rest.json, got);
      }
    });

    it('errors carry the REST body in error.data.apiError.body, with the REST status', async () => {
      const trpc = client('batch');
      const cases: Array<{ call: () => Promise<unknown>; rest: [string, string, { key?: string; body?: unknown }] }> = [
        { call: () => trpc.simulations.get.query({ id: UNKNOWN_ID }), rest: ['GET', `/v1/simulations/${UNKNOWN_ID}`, { key }] },
        { call: () => trpc.simulations.create.mutate({ prompt: '', tags: [''] }), rest: ['POST', '/v1/simulations', { key, body: { prompt: '', tags: [''] } }] },
        { call: () => client('single', null).simulations.list.query({}), rest: ['GET', '/v1/simulations', {}] },
        { call: () => client('single', 'svc_test_' + '0'.repeat(64)).scenarios.list.query({}), rest: ['GET', '/v1/scenarios', { key: 'svc_test_' + '0'.repeat(64) }] },
        { call: () => trpc.keys.get.query({ key_id: 'key_does_not_exist' }), rest: ['GET', '/v1/keys/key_does_not_exist', { key }] },
      ];
      const pending = await trpc.simulations.create.mutate({ prompt: 'not finished' });
      cases.push({ call: () => trpc.simulations.results.query({ id: pending.id }), rest: ['GET', `/v1/simulations/${pending.id}/results`, { key }] });
      for (const c of cases) {
        const err = await failure(c.call);
        const rest = await api.request(...c.rest);
        const where = `${c.rest[0]} ${c.rest[1]}`;
        assert.ok(rest.status >= 400, where);
        assert.ok(err.data, `${where}: error.data`);
        assert.deepEqual(err.data.apiError.body, rest.json, `${where}: same body as REST`);
        assert.equal(err.data.apiError.status, rest.status, `${where}: same status as REST`);
        assert.equal(err.data.httpStatus, rest.status, `${where}: httpStatus`);
        assert.equal('stack' in (err.shape?.data ?? {}), false, `${where}: no stack trace`);
      }
      // Spot-check the bodies themselves (docs/contract.md shapes).
      const validation = (await failure(() => trpc.simulations.create.mutate({ prompt: '' }))).data!.apiError.body;
      assertValidationBody(validation, 'tRPC 422');
      assert.deepEqual((await failure(() => client('single', null).keys.list.query({}))).data!.apiError.body, { detail: 'Invalid or missing API key' });
    });
  });
}
