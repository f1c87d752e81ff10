/**
 * The procedures without any transport: `createCaller` over a transport-neutral context, the
 * real services over a SQLite store in a temporary directory (no HTTP, no gRPC). What every
 * transport inherits is pinned here: the order of checks, the locs of a 422, the headers a
 * procedure sets, the pre-admitted context of a long-lived call, and one log line per
 * unexpected failure.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createContextInner, type ContextOptions } from '../../../src/api/context.js';
import { failureOf } from '../../../src/api/error-mapping.js';
import { appRouter } from '../../../src/api/router.js';
import { createCallerFactory } from '../../../src/api/trpc.js';
import type { ServiceFailure } from '../../../src/domain/errors.js';
import { createAppServices, type AppServices } from '../../../src/services/app-services.js';
import { noPipeline } from '../../../src/pipeline/ports.js';
import { openStore, type Store } from '../../../src/store/index.js';

const createCaller = createCallerFactory(appRouter);
const UNKNOWN = '0190a000-0000-7000-8000-0000000000aa';
const CONFIG = {
  step_unit: 'month',
  number_of_steps: 2,
  agent_groups: [{ id: 'g', name: 'G', description: '', number_of_agents: 5, variables: { v: { type: 'initial_value', value: 1 } }, actions: {} }],
};

async function failure(p: Promise<unknown>): Promise<ServiceFailure> {
  try {
    await p;
  } catch (err) {
    return failureOf(err).failure;
  }
  throw new Error('expected the procedure to fail');
}

describe('procedures through createCaller, no transport', () => {
  let dir: string;
  let store: Store;
  let services: AppServices;
  const lines: Array<Record<string, unknown>> = [];
  let keyA: string;
  let keyB: string;

  /** A caller as a transport would build it, recording the headers the procedures set. */
  const as = (apiKey: string | undefined, extra: Partial<ContextOptions> = {}) => {
    const headers: Record<string, string> = {};
    const api = createCaller(createContextInner({ services, apiKey, setHeader: (n, v) => (headers[n] = String(v)), ...extra }));
    return { api, headers };
  };

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'procedures-'));
    store = await openStore({ dataDir: dir });
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    services = createAppServices(
      { store, pipeline: noPipeline, clock: Date.now, logger },
      { keyCacheTtlMs: 0, usageFlushMs: 60_000, rateLimitLeaseMax: 1, rateLimitIdleReturnMs: 60_000, simulations: { models: ['builtin'], defaultMaxTurns: 3 } },
    );
    keyA = (await services.keys.mint({ tenantId: 'a', name: 'a', rateLimit: 1000, environment: 'test' })).api_key;
    keyB = (await services.keys.mint({ tenantId: 'b', name: 'b', rateLimit: 1000, environment: 'test' })).api_key;
  });
  after(async () => {
    await services.usage.close();
    await services.rateLimiter.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers as the key’s tenant and sets the rate-limit headers', async () => {
    const { api, headers } = as(keyA);
    const s = await api.simulations.create({ prompt: 'How fast will heat pumps spread?' });
    assert.equal(s.tenant_id, 'a');
    assert.equal(s.status, 'PENDING');
    assert.deepEqual(await api.simulations.get({ id: s.id }), s);
    assert.equal(headers['X-RateLimit-Limit'], '1000');
    assert.match(headers['X-RateLimit-Remaining'], /^\d+$/);
  });

  it('the key comes first: no key is 401 whatever the input, with no rate-limit headers', async () => {
    const { api, headers } = as(undefined);
    assert.deepEqual(await failure(api.simulations.create({ prompt: '' })), { code: 'UNAUTHENTICATED' });
    assert.deepEqual(await failure(api.simulations.replaceConfig({ id: UNKNOWN } as never)), { code: 'UNAUTHENTICATED' });
    assert.deepEqual(headers, {});
  });

  it('a write names its resource before its fields are checked: 404, then 403, then one 422', async () => {
    const own = await as(keyA).api.simulations.create({ prompt: 'p' });
    const bad = { step_unit: 'fortnight', number_of_steps: 0, agent_groups: [] };
    assert.deepEqual(await failure(as(keyA).api.simulations.replaceConfig({ id: UNKNOWN, ...bad } as never)), { code: 'NOT_FOUND', resource: 'Simulation', id: UNKNOWN });
    assert.deepEqual(await failure(as(keyB).api.simulations.replaceConfig({ id: own.id, ...bad } as never)), { code: 'FORBIDDEN', resource: 'Simulation', id: own.id });
    const v = await failure(as(keyA).api.simulations.replaceConfig({ id: own.id, ...bad } as never));
    assert.equal(v.code, 'VALIDATION');
    assert.deepEqual(v.code === 'VALIDATION' && v.errors.map((e) => e.loc), [['body', 'step_unit'], ['body', 'number_of_steps'], ['body', 'agent_groups']]);
    // Only then the state: no config yet.
    assert.deepEqual(await failure(as(keyA).api.simulations.replaceConfig({ id: own.id, ...CONFIG } as never)), { code: 'CONFIG_NOT_READY', status: 'PENDING' });
  });

  it('one 422 lists the schema’s violations and the configured-model rule together, in field order', async () => {
    const own = await as(keyA).api.simulations.create({ prompt: 'p' });
    const v = await failure(as(keyA).api.simulations.rerunArchitect({ id: own.id, prompt: '', max_turns: 11, model: 'gpt-nope' }));
    assert.equal(v.code, 'VALIDATION');
    assert.deepEqual(
      v.code === 'VALIDATION' && v.errors.map((e) => [e.loc.join('.'), e.type]),
      [
        ['body.prompt', 'value_error.any_str.min_length'],
        ['body.max_turns', 'value_error.number.not_le'],
        ['body.model', 'type_error.enum'],
      ],
    );
    const badId = await failure(as(keyA).api.simulations.get({ id: 'nope' }));
    assert.deepEqual(badId.code === 'VALIDATION' && badId.errors.map((e) => e.loc), [['path', 'id']]);
    const badQuery = await failure(as(keyA).api.simulations.list({ limit: 0 }));
    assert.deepEqual(badQuery.code === 'VALIDATION' && badQuery.errors.map((e) => e.loc), [['query', 'limit']]);
  });

  it('a body that is not a JSON object is refused after the key and the named resource', async () => {
    assert.deepEqual(await failure(as(undefined, { bodyProblem: 'invalid_json' }).api.scenarios.create({ name: 'n' })), { code: 'UNAUTHENTICATED' });
    assert.deepEqual(await failure(as(keyA, { bodyProblem: 'invalid_json' }).api.scenarios.create({ name: 'n' })), { code: 'INVALID_JSON' });
    assert.deepEqual(await failure(as(keyA, { bodyProblem: 'not_object' }).api.scenarios.replace({ id: UNKNOWN, name: 'n' })), {
      code: 'NOT_FOUND',
      resource: 'Scenario',
      id: UNKNOWN,
    });
    const v = await failure(as(keyA, { bodyProblem: 'not_object' }).api.scenarios.create({ name: 'n' }));
    assert.deepEqual(v, { code: 'VALIDATION', errors: [{ loc: ['body'], msg: 'value is not a valid dict', type: 'type_error.dict' }] });
    // A read takes no body: the marker is not its business.
    assert.equal((await as(keyA, { bodyProblem: 'invalid_json' }).api.scenarios.list({})).offset, 0);
  });

  it('the rate limit: 429 with Retry-After once the window is used up; a pre-admitted context is not counted again', async () => {
    const limited = await services.keys.mint({ tenantId: 'a', name: 'limited', rateLimit: 2, environment: 'test' });
    let admitted: Parameters<NonNullable<ContextOptions['onAdmitted']>>[0] | undefined;
    const first = as(limited.api_key, { onAdmitted: (c) => (admitted = c) });
    await first.api.scenarios.list({});
    assert.equal(admitted?.tenantId, 'a');
    // The caller is known: these polls are not requests of their own.
    const polls = as(limited.api_key, { caller: admitted });
    for (let i = 0; i < 5; i++) await polls.api.scenarios.list({});
    assert.deepEqual(polls.headers, {});
    await as(limited.api_key).api.scenarios.list({});
    const refused = as(limited.api_key);
    const f = await failure(refused.api.scenarios.list({}));
    assert.equal(f.code, 'RATE_LIMIT_EXCEEDED');
    assert.equal(refused.headers['Retry-After'], String(f.code === 'RATE_LIMIT_EXCEEDED' && f.retryAfter));
    assert.equal(refused.headers['X-RateLimit-Remaining'], '0');
  });

  it('an unexpected failure is INTERNAL to the caller and logged once, with its cause', async () => {
    const original = services.scenarios.list;
    services.scenarios.list = async () => {
      throw new Error('disk on fire');
    };
    lines.length = 0;
    try {
      assert.deepEqual(await failure(as(keyA).api.scenarios.list({})), { code: 'INTERNAL' });
    } finally {
      services.scenarios.list = original;
    }
    const errors = lines.filter((l) => l.level === 50);
    assert.equal(errors.length, 1);
    assert.equal(errors[0].procedure, 'scenarios.list');
    assert.match(JSON.stringify(errors[0].err), /disk on fire/);
  });
});
