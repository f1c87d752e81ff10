/**
 * Property-based bad-input tests: random and malformed bodies, query strings, path ids and
 * headers against every /v1 route, with and without a valid key. The server must answer
 * every one with a documented status and body shape (never a 500, never a hang), answer
 * exactly what docs/contract.md fixes where the input is known to be wrong, and store nothing
 * for a rejected request.
 *
 * Runs: FUZZ_RUNS (default 150 on SQLite, a third of that on MariaDB).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { appRouter } from '../../../src/api/router.js';
import { SIMULATION_STATUSES } from '../../../src/domain/lifecycle.js';
import { noPipeline } from '../../../src/pipeline/ports.js';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { storeKinds, type StoreKind } from '../../helpers/databases.js';
import { rawRequest, closeRawAgent, type RawResponse } from '../../helpers/raw-http.js';
import {
  INVALID_JSON,
  METHOD_NOT_ALLOWED,
  REQUEST_ID_RE,
  ROUTE_NOT_FOUND,
  UNAUTHENTICATED,
  assertDocumentedResponse,
  assertValidationBody,
  fromHeaders,
  type AnyResponse,
} from '../../helpers/contract.js';

const BASE_RUNS = Number(process.env.FUZZ_RUNS) || 150;
const runsFor = (kind: StoreKind, factor = 1) => Math.max(10, Math.round((kind === 'sqlite' ? BASE_RUNS : BASE_RUNS / 3) * factor));
const BODY_LIMIT = 1_048_576;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

// ---------------------------------------------------------------------------------------------
// The routes under test. Checked against the router below, so a new route fails this file
// until it is fuzzed too.
// ---------------------------------------------------------------------------------------------
type Resource = 'Simulation' | 'Scenario' | 'API key';
interface Route {
  method: (typeof METHODS)[number];
  template: string;
  success: number;
  body: boolean;
  param?: 'id' | 'key_id';
  resource?: Resource;
  list?: 'simulations' | 'paging';
  /** Answer for an own, PENDING resource (results/config are not ready yet). */
  ownStatus?: number;
}
const ROUTES: Route[] = [
  { method: 'POST', template: '/v1/simulations', success: 201, body: true },
  { method: 'POST', template: '/v1/simulations/with-config', success: 201, body: true },
  { method: 'PUT', template: '/v1/simulations/{id}/config', success: 200, body: true, param: 'id', resource: 'Simulation' },
  { method: 'POST', template: '/v1/simulations/{id}/architect', success: 202, body: true, param: 'id', resource: 'Simulation' },
  { method: 'POST', template: '/v1/simulations/{id}/cancel', success: 200, body: true, param: 'id', resource: 'Simulation' },
  { method: 'GET', template: '/v1/simulations', success: 200, body: false, list: 'simulations' },
  { method: 'GET', template: '/v1/simulations/{id}', success: 200, body: false, param: 'id', resource: 'Simulation', ownStatus: 200 },
  { method: 'GET', template: '/v1/simulations/{id}/results', success: 200, body: false, param: 'id', resource: 'Simulation', ownStatus: 409 },
  { method: 'GET', template: '/v1/simulations/{id}/config', success: 200, body: false, param: 'id', resource: 'Simulation', ownStatus: 409 },
  { method: 'POST', template: '/v1/keys', success: 201, body: true },
  { method: 'GET', template: '/v1/keys', success: 200, body: false, list: 'paging' },
  { method: 'GET', template: '/v1/keys/{key_id}', success: 200, body: false, param: 'key_id', resource: 'API key', ownStatus: 200 },
  { method: 'PATCH', template: '/v1/keys/{key_id}', success: 200, body: true, param: 'key_id', resource: 'API key' },
  { method: 'DELETE', template: '/v1/keys/{key_id}', success: 204, body: false, param: 'key_id', resource: 'API key' },
  { method: 'POST', template: '/v1/scenarios', success: 201, body: true },
  { method: 'GET', template: '/v1/scenarios', success: 200, body: false, list: 'paging' },
  { method: 'GET', template: '/v1/scenarios/{id}', success: 200, body: false, param: 'id', resource: 'Scenario', ownStatus: 200 },
  { method: 'PUT', template: '/v1/scenarios/{id}', success: 200, body: true, param: 'id', resource: 'Scenario' },
  { method: 'DELETE', template: '/v1/scenarios/{id}', success: 204, body: false, param: 'id', resource: 'Scenario' },
];
const patternOf = (template: string) => new RegExp('^' + template.replace(/\{\w+\}/g, '[^/]+') + '/?$');
/** Methods answering at a concrete path (a literal segment such as with-config also matches {id}). */
const allowedMethods = (path: string) => ROUTES.filter((r) => patternOf(r.template).test(path)).map((r) => r.method);
const TEMPLATES = [...new Set(ROUTES.map((r) => r.template))];
const BODY_ROUTES = ROUTES.filter((r) => r.body);

function routerRoutes(): string[] {
  const procs = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: { openapi?: { method: string; path: string } } } }>;
  return Object.values(procs)
    .map((p) => p._def.meta?.openapi)
    .filter((o): o is { method: string; path: string } => !!o)
    .map((o) => `${o.method} /v1${o.path}`)
    .sort();
}

// ---------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------
const enc = encodeURIComponent;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Header-safe characters (Node refuses others client-side): tab, printable ASCII, Latin-1. */
const headerChar = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff })).map((c) => String.fromCharCode(c));
const headerValue = (maxLength: number) => fc.string({ unit: headerChar, minLength: 1, maxLength });
const text = (maxLength = 40) => fc.oneof(fc.string({ maxLength }), fc.string({ unit: 'grapheme', maxLength }), fc.string({ unit: 'binary', maxLength }));
const safeDouble = fc.double({ noNaN: true, noDefaultInfinity: true });
const nonInteger = safeDouble.filter((d) => !Number.isInteger(d));
const smallJson = fc.jsonValue({ maxDepth: 2 });
const jsonArray = fc.array(smallJson, { maxLength: 3 });
const jsonObject = fc.dictionary(fc.string({ maxLength: 8 }), smallJson, { maxKeys: 3 });
const notString = fc.oneof(fc.integer(), safeDouble, fc.boolean(), fc.constant(null), jsonArray, jsonObject);
const notInteger = fc.oneof(nonInteger, fc.boolean(), fc.constant(null), text(), jsonArray, jsonObject, fc.integer().map(String));
const notBoolean = fc.oneof(fc.integer(), safeDouble, fc.constant(null), fc.constantFrom('true', 'false', '1', '0', 'yes'), jsonArray, jsonObject);
const notArray = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), text(), jsonObject);
const bigString = (min: number) => fc.integer({ min, max: min + 500 }).chain((n) => fc.constantFrom('x', 'é', '😀'.slice(0, 1) + '😀'.slice(1)).map((c) => c.repeat(n)));
const nonEmpty = (max: number) => fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 60) }).filter((s) => s.length >= 1 && s.length <= max);

/** One field of a body: how to make a valid and an invalid value. */
interface FieldSpec {
  required: boolean;
  valid: fc.Arbitrary<unknown>;
  invalid: fc.Arbitrary<unknown>;
}
type Model = Record<string, FieldSpec>;
/** Models whose objects refuse unknown fields (value_error.extra). */
const STRICT_MODELS = new WeakSet<Model>();

const simulationModel = (scenarioIds: string[]): Model => ({
  prompt: { required: true, valid: nonEmpty(10_000), invalid: fc.oneof(notString, fc.constant(''), bigString(10_001)) },
  scenario_id: {
    required: false,
    valid: fc.oneof(fc.constant(null), fc.constantFrom(...scenarioIds)),
    invalid: fc.oneof(fc.integer(), fc.boolean(), jsonArray, jsonObject, text().filter((s) => !UUID_RE.test(s))),
  },
  tags: {
    required: false,
    valid: fc.array(nonEmpty(64), { maxLength: 20 }),
    invalid: fc.oneof(
      notArray,
      fc.array(notString, { minLength: 1, maxLength: 3 }),
      fc.constant(['']),
      bigString(65).map((s) => [s]),
      fc.array(fc.constant('t'), { minLength: 21, maxLength: 30 }),
    ),
  },
});
/** A small valid configuration (docs/contract.md "Resources"). */
const CONFIG = {
  step_unit: 'month',
  number_of_steps: 3,
  agent_groups: [{ id: 'households', name: 'Households', description: 'd', number_of_agents: 10, variables: { income: { type: 'normal', mean: 50, std: 10 } }, actions: { buy: { type: 'binary', description: 'Buy' } } }],
};
const group = CONFIG.agent_groups[0];
/** Configuration fields, top level. Config objects are strict: unknown fields are violations too. */
const configModel: Model = {
  step_unit: { required: true, valid: fc.constantFrom('day', 'week', 'month', 'quarter', 'year'), invalid: fc.oneof(notString, fc.constantFrom('days', 'Month', '', 'decade')) },
  number_of_steps: { required: true, valid: fc.integer({ min: 1, max: 1000 }), invalid: fc.oneof(notInteger, fc.integer({ max: 0 }), fc.integer({ min: 1001 })) },
  agent_groups: {
    required: true,
    valid: fc.constant(CONFIG.agent_groups),
    invalid: fc.oneof(
      notArray,
      fc.constant([]),
      fc.constant([{ ...group, id: '1bad' }]),
      fc.constant([{ ...group, number_of_agents: 0 }]),
      fc.constant([{ ...group, variables: { income: { type: 'poisson', mean: 1 } } }]),
      fc.constant([{ ...group, unknown_field: 1 }]),
      // Duplicate group ids ([group, group]) are refused only when every other field is valid
      // (see report): not generated until fixed.
    ),
  },
};
const withConfigModel = (scenarioIds: string[]): Model => ({
  ...simulationModel(scenarioIds),
  config: {
    required: true,
    valid: fc.constant(CONFIG),
    invalid: fc.oneof(notArray.filter((v) => typeof v !== 'object' || v === null), fc.constant({}), fc.constant({ ...CONFIG, number_of_steps: 0 }), fc.constant({ ...CONFIG, extra: true })),
  },
});
// `model` names that are strings but not configured are refused only once the other fields are
// valid (see report); they are left out of the generated invalid values until fixed.
const architectModel: Model = {
  prompt: { required: false, valid: nonEmpty(10_000), invalid: fc.oneof(notString, fc.constant(''), bigString(10_001)) },
  max_turns: { required: false, valid: fc.integer({ min: 1, max: 10 }), invalid: fc.oneof(notInteger, fc.integer({ max: 0 }), fc.integer({ min: 11 })) },
  model: { required: false, valid: fc.constant('builtin'), invalid: fc.oneof(notString, fc.constant(''), bigString(201)) },
};
STRICT_MODELS.add(configModel);

const keyModel: Model = {
  name: { required: true, valid: nonEmpty(200), invalid: fc.oneof(notString, fc.constant(''), bigString(201)) },
  rate_limit: { required: false, valid: fc.integer({ min: 1, max: 1_000_000 }), invalid: fc.oneof(notInteger, fc.integer({ max: 0 }), fc.integer({ min: 1_000_001 })) },
  expires_in_days: { required: false, valid: fc.integer({ min: 1, max: 3650 }), invalid: fc.oneof(notInteger, fc.integer({ max: 0 }), fc.integer({ min: 3651 })) },
  environment: { required: false, valid: fc.constantFrom('live', 'test'), invalid: fc.oneof(notString, fc.constantFrom('prod', 'LIVE', '', 'test ')) },
};
const keyPatchModel: Model = {
  name: { required: false, valid: nonEmpty(200), invalid: fc.oneof(notString, fc.constant(''), bigString(201)) },
  is_active: { required: false, valid: fc.constant(true), invalid: notBoolean },
};
const scenarioModel: Model = {
  name: { required: true, valid: nonEmpty(200), invalid: fc.oneof(notString, fc.constant(''), bigString(201)) },
  description: { required: false, valid: fc.string({ unit: 'grapheme', maxLength: 60 }).filter((s) => s.length <= 2000), invalid: fc.oneof(notString, bigString(2001)) },
};

function modelFor(route: Route, scenarioIds: string[]): Model {
  const models: Record<string, Model> = {
    'POST /v1/simulations': simulationModel(scenarioIds),
    'POST /v1/simulations/with-config': withConfigModel(scenarioIds),
    'PUT /v1/simulations/{id}/config': configModel,
    'POST /v1/simulations/{id}/architect': architectModel,
    // Takes no fields: any object body is accepted (unknown keys are ignored, as elsewhere).
    'POST /v1/simulations/{id}/cancel': {},
    'POST /v1/keys': keyModel,
    'PATCH /v1/keys/{key_id}': keyPatchModel,
    'POST /v1/scenarios': scenarioModel,
    'PUT /v1/scenarios/{id}': scenarioModel,
  };
  const m = models[`${route.method} ${route.template}`];
  assert.ok(m, `no body model for ${route.method} ${route.template}`);
  return m;
}

interface ModelBody {
  body: Record<string, unknown>;
  /** Fields that must be reported (invalid values and missing required fields). */
  wrong: Set<string>;
}

/** A body built from a model: each field absent, valid or invalid, plus unknown extra fields. */
/** A body of this model can be wrong: it has fields, or it refuses unknown ones. */
const canBeWrong = (model: Model) => Object.keys(model).length > 0 || STRICT_MODELS.has(model);

function modelBody(model: Model, opts: { atLeastOneWrong?: boolean } = {}): fc.Arbitrary<ModelBody> {
  const strict = STRICT_MODELS.has(model);
  const names = Object.keys(model);
  // The filter below would never pass, and fast-check would generate forever (a silent hang).
  if (opts.atLeastOneWrong && !canBeWrong(model)) throw new Error('a body that takes no fields and ignores unknown ones cannot be wrong');
  const choice = (name: string) => {
    const spec = model[name];
    return fc.oneof(
      fc.constant({ kind: 'absent' as const, value: undefined as unknown }),
      spec.valid.map((value) => ({ kind: 'valid' as const, value })),
      spec.invalid.map((value) => ({ kind: 'invalid' as const, value })),
    );
  };
  const extras = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !names.includes(k) && k !== '__proto__' && k !== 'constructor' && k !== 'id'),
    smallJson,
    { maxKeys: 3 },
  );
  return fc
    .tuple(fc.tuple(...names.map(choice)), extras)
    .map(([choices, extra]) => {
      const body: Record<string, unknown> = { ...extra };
      const wrong = new Set<string>(strict ? Object.keys(extra) : []);
      names.forEach((name, i) => {
        const c = choices[i];
        if (c.kind !== 'absent') body[name] = c.value;
        if (c.kind === 'invalid' || (c.kind === 'absent' && model[name].required)) wrong.add(name);
      });
      return { body, wrong };
    })
    .filter((b) => !opts.atLeastOneWrong || b.wrong.size > 0);
}

/** JSON text that JSON.parse refuses. */
const invalidJsonText = fc.oneof(
  fc.constantFrom('{', '}', '{"prompt":', "{'prompt':'x'}", '{"prompt":"x",}', '[1,]', 'undefined', 'NaN', '{"a":1}{"b":2}', '\u0000', '{"prompt":"\u0001"}', 'nul', 'tru', '"unterminated', '{"a":01}', '\uFEFF{"x":'),
  fc.json().chain((j) => fc.nat({ max: Math.max(0, j.length - 1) }).map((n) => j.slice(0, n) + '}{')),
  fc.string({ minLength: 1, maxLength: 30 }).map((s) => '{' + s),
).filter((t) => {
  try {
    JSON.parse(t);
    return false;
  } catch {
    return true;
  }
});
/** JSON values that are not objects. */
const nonObjectJson = fc.oneof(fc.constant('null'), fc.integer().map(String), fc.boolean().map(String), text().map((s) => JSON.stringify(s)), jsonArray.map((a) => JSON.stringify(a)));
const deepNesting = fc.tuple(fc.integer({ min: 1, max: 1000 }), fc.boolean()).map(([depth, arrays]) =>
  arrays ? `{"prompt":${'['.repeat(depth)}${']'.repeat(depth)}}` : `{"name":"n","prompt":"p","x":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
);
const protoPoison = fc.tuple(smallJson, smallJson).map(
  ([a, b]) => `{"__proto__":{"polluted":${JSON.stringify(a)},"is_active":false},"constructor":{"prototype":{"polluted":${JSON.stringify(b)}}},"prompt":"p","name":"n"}`,
);
const hugeBody = fc.integer({ min: BODY_LIMIT - 100, max: BODY_LIMIT + 50_000 }).map((n) => JSON.stringify({ prompt: 'x'.repeat(n), name: 'n' }));

const anyBodyText = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: invalidJsonText },
  { weight: 2, arbitrary: nonObjectJson },
  { weight: 4, arbitrary: fc.record({ prompt: smallJson, name: smallJson, tags: smallJson, scenario_id: smallJson, rate_limit: smallJson, is_active: smallJson, description: smallJson }, { requiredKeys: [] }).map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: protoPoison },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\n\t ') },
  { weight: 1, arbitrary: text(200) },
);
// Media types are case-insensitive, but `Application/JSON` is refused today (see report): not generated yet.
const jsonContentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8');
const anyContentType = fc.oneof(
  { weight: 6, arbitrary: jsonContentType },
  {
    weight: 3,
    arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/octet-stream', 'text/json', '*/*', ';;;', 'application/json-patch+json'),
  },
  { weight: 1, arbitrary: headerValue(40) },
);

const QUERY_KEYS = ['limit', 'offset', 'status', 'tag', 'created_after', 'created_before', 'id', 'key_id', '__proto__', 'constructor', 'input', 'prompt', 'name'];
const queryValue = fc.oneof(
  text(20),
  fc.integer().map(String),
  safeDouble.map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom(...SIMULATION_STATUSES, 'pending', '', '1e400', '0x10', ' 5', '-0', 'NaN', 'Infinity', '2026-13-01T00:00:00Z', 'yesterday'),
);
const anyQuery = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ minLength: 1, maxLength: 10 })), queryValue), { maxLength: 6 })
  .map((pairs) => (pairs.length ? '?' + pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&') : ''));

/** A path segment that stays one opaque segment (no dot-segments, no encoded slash). */
const opaqueSegment = fc.oneof(
  text(80)
    .filter((s) => s.length > 0 && s !== '.' && s !== '..')
    .map(enc),
  fc.constantFrom('%00', 'null', 'undefined', '__proto__', 'constructor', '0', '-1', "'%20OR%201=1", 'a'.repeat(300), '%F0%9F%98%80', '%25', '~'),
);
/** Also segments a URL parser may resolve away or split: those may land on another route. */
const strangeSegment = fc.oneof(opaqueSegment, fc.constantFrom('.', '..', '%2e%2e', '%2F', '%2f..%2f', ''));

// ---------------------------------------------------------------------------------------------
// Fixture per store
// ---------------------------------------------------------------------------------------------
interface Fixture {
  api: TestApi;
  key: string;
  keyId: string;
  /** A second key of the caller's tenant: the only own key a random request may touch. */
  victimKeyId: string;
  ownSimulations: string[];
  ownScenarios: string[];
  /** Created with a configuration (COMPLETED_CONFIG); only the PUT config model test uses it. */
  configuredSimulation: string;
  /** The only own simulation a cancel may end (the others must stay unfinished for the other routes). */
  cancelTarget: string;
  otherKey: string;
  /** A valid key of a third tenant that owns nothing: requests with it cannot harm the fixture. */
  strangerKey: string;
  otherSimulation: string;
  otherScenario: string;
  otherKeyId: string;
}

async function setUp(kind: StoreKind): Promise<Fixture> {
  // No pipeline: simulations stay where the API puts them, so expected statuses are fixed.
  const api = await startTestApi(kind, {}, { pipeline: noPipeline });
  const mine = await api.mintKey('fuzz-a', { rateLimit: 1_000_000 });
  const victim = await api.mintKey('fuzz-a', { name: 'victim', rateLimit: 1_000_000 });
  const other = await api.mintKey('fuzz-b', { rateLimit: 1_000_000 });
  const post = async (key: string, path: string, body: unknown) => {
    const r = await api.request('POST', path, { key, body });
    assert.equal(r.status, 201, r.text);
    return r.json.id as string;
  };
  const scenario = await post(mine.api_key, '/v1/scenarios', { name: 'fuzz' });
  return {
    api,
    key: mine.api_key,
    keyId: mine.key_id,
    victimKeyId: victim.key_id,
    ownScenarios: [scenario],
    ownSimulations: [await post(mine.api_key, '/v1/simulations', { prompt: 'one', scenario_id: scenario }), await post(mine.api_key, '/v1/simulations', { prompt: 'two' })],
    configuredSimulation: await post(mine.api_key, '/v1/simulations/with-config', { prompt: 'configured', config: CONFIG }),
    cancelTarget: await post(mine.api_key, '/v1/simulations', { prompt: 'to cancel' }),
    otherKey: other.api_key,
    strangerKey: (await api.mintKey('fuzz-c', { rateLimit: 1_000_000 })).api_key,
    otherSimulation: await post(other.api_key, '/v1/simulations', { prompt: 'theirs' }),
    otherScenario: await post(other.api_key, '/v1/scenarios', { name: 'theirs' }),
    otherKeyId: other.key_id,
  };
}

/** The own resource a body route is aimed at in the body tests (never the caller's key). */
function bodyTarget(f: Fixture, route: Route): string {
  if (route.resource === 'API key') return f.victimKeyId;
  if (route.resource === 'Scenario') return f.ownScenarios[0];
  if (isCancel(route)) return f.cancelTarget;
  return route.method === 'PUT' ? f.configuredSimulation : f.ownSimulations[0];
}

const isCancel = (route: Route) => route.template.endsWith('/cancel');

/**
 * A valid request's status: the route's success, except that a cancel answers 409
 * SIMULATION_FINISHED once an earlier run of the property has cancelled its target.
 */
function assertSucceeded(res: { status: number; json: unknown }, route: Route, ctx: string): void {
  if (isCancel(route) && res.status === 409) assert.equal((res.json as { error?: string }).error, 'SIMULATION_FINISHED', ctx);
  else assert.equal(res.status, route.success, ctx);
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

async function send(f: Fixture, r: FuzzRequest): Promise<AnyResponse & RawResponse> {
  const res = await rawRequest(f.api.baseUrl, { ...r, timeoutMs: 15_000 });
  return { ...res, header: fromHeaders(res.headers) };
}

const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.path.slice(0, 200)} headers=${JSON.stringify(r.headers).slice(0, 200)} body=${r.body === undefined ? '-' : JSON.stringify(r.body.slice(0, 200)) + ` (${r.body.length} chars)`}`;

const fill = (template: string, id: string) => template.replace(/\{\w+\}/, id);

/** Ids for a route's path parameter, from every family (own, other tenant's, unknown, malformed). */
function idFor(f: Fixture, route: Route): fc.Arbitrary<string> {
  const destructive = route.method === 'DELETE' || isCancel(route);
  if (route.resource === 'API key') {
    const own = destructive ? [] : [f.victimKeyId];
    return fc.oneof(fc.constantFrom(...own, f.otherKeyId), fc.stringMatching(/^key_[A-Za-z0-9_-]{1,60}$/), strangeSegment);
  }
  const own = destructive ? [] : route.resource === 'Simulation' ? f.ownSimulations : f.ownScenarios;
  const other = route.resource === 'Simulation' ? f.otherSimulation : f.otherScenario;
  return fc.oneof(fc.constantFrom(...own, other), fc.uuid(), strangeSegment);
}

function keyHeader(f: Fixture, withValid: boolean): fc.Arbitrary<string | undefined> {
  const invalid = fc.oneof(
    fc.constant(undefined),
    fc.constant(''),
    headerValue(100),
    fc.stringMatching(/^svc_(live|test)_[0-9a-f]{64}$/),
    fc.constantFrom(f.key + 'x', f.key.slice(0, -1), f.key.toUpperCase(), ' ' + f.key + 'é', f.key.replace('svc_test_', 'svc_live_')),
    fc.integer({ min: 1000, max: 8000 }).map((n) => 'k'.repeat(n)),
  );
  return withValid ? fc.oneof({ weight: 3, arbitrary: fc.constant(f.key) }, { weight: 1, arbitrary: fc.constant(f.strangerKey) }, { weight: 2, arbitrary: invalid }) : invalid;
}

const requestIdHeader = fc.option(
  fc.oneof(fc.stringMatching(/^[A-Za-z0-9._-]{1,128}$/), headerValue(60), fc.integer({ min: 129, max: 2000 }).map((n) => 'r'.repeat(n)), fc.constant('')),
  { nil: undefined },
);

function headersOf(parts: { key?: string; contentType?: string; requestId?: string }): Record<string, string> {
  const h: Record<string, string> = {};
  if (parts.key !== undefined) h['X-API-Key'] = parts.key;
  if (parts.contentType !== undefined) h['Content-Type'] = parts.contentType;
  if (parts.requestId !== undefined) h['X-Request-Id'] = parts.requestId;
  return h;
}

/** Any request at all: known routes, wrong methods, unknown paths; any key, query, body. */
function anyRequest(f: Fixture): fc.Arbitrary<{ req: FuzzRequest; success?: number }> {
  const known = fc.constantFrom(...ROUTES).chain((route) =>
    (route.param ? idFor(f, route) : fc.constant('')).map((id) => ({ method: route.method as string, path: fill(route.template, id), success: route.success as number | undefined })),
  );
  const wrongMethod = fc
    .tuple(fc.constantFrom(...TEMPLATES), fc.uuid())
    .chain(([t, id]) => fc.constantFrom(...METHODS.filter((m) => !allowedMethods(fill(t, id)).includes(m)), 'OPTIONS').map((method) => ({ method: method as string, path: fill(t, id), success: undefined })));
  const unknown = fc
    .tuple(fc.constantFrom(...METHODS), fc.array(fc.oneof(fc.constantFrom('v1', 'simulations', 'keys', 'scenarios', 'results', 'config', 'v2', 'trpc'), strangeSegment), { minLength: 1, maxLength: 4 }))
    .map(([method, segs]) => ({ method: method as string, path: '/v1/' + segs.join('/') }))
    .filter((r) => !TEMPLATES.some((t) => patternOf(t).test(r.path)))
    .map((r) => ({ ...r, success: undefined }));
  return fc
    .record({
      target: fc.oneof({ weight: 6, arbitrary: known }, { weight: 1, arbitrary: wrongMethod }, { weight: 1, arbitrary: unknown }),
      query: anyQuery,
      key: keyHeader(f, true),
      contentType: fc.option(anyContentType, { nil: undefined }),
      requestId: requestIdHeader,
      body: fc.option(anyBodyText, { nil: undefined }),
    })
    .map(({ target, query, key, contentType, requestId, body }) => ({
      req: { method: target.method, path: target.path + query, headers: headersOf({ key, contentType, requestId }), body },
      success: target.success,
    }));
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------
describe('fuzzed routes cover the router', () => {
  it('lists exactly the REST routes of appRouter', () => {
    assert.deepEqual(ROUTES.map((r) => `${r.method} ${r.template}`).sort(), routerRoutes());
  });
});

for (const kind of storeKinds()) {
  describe(`bad input, property-based (${kind})`, () => {
    let f: Fixture;
    before(async () => {
      f = await setUp(kind);
    });
    after(async () => {
      await f.api.close();
      closeRawAgent();
    });

    it('any request to any route gets a documented status and body, never a 500 or a hang', async () => {
      await fc.assert(
        fc.asyncProperty(anyRequest(f), async ({ req, success }) => {
          const res = await send(f, req);
          assertDocumentedResponse(res, describeRequest(req), success);
        }),
        { numRuns: runsFor(kind, 3) },
      );
    });

    it('without a valid key, every known route answers 401 whatever the id, query and body', async () => {
      const arb = fc.record({
        route: fc.constantFrom(...ROUTES),
        id: fc.oneof(fc.uuid(), opaqueSegment, fc.constantFrom(...f.ownSimulations, f.victimKeyId)),
        query: anyQuery,
        key: keyHeader(f, false),
        body: fc.option(fc.oneof(anyBodyText, hugeBody), { nil: undefined }),
        contentType: fc.option(anyContentType, { nil: undefined }),
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ route, id, query, key, body, contentType }) => {
          const req = { method: route.method, path: fill(route.template, id) + query, headers: headersOf({ key, contentType }), body };
          const res = await send(f, req);
          const ctx = describeRequest(req);
          assertDocumentedResponse(res, ctx);
          // Transport-level refusals happen before authentication (see report): an oversize
          // body (413) and, for a body-taking route, a content type that is not JSON (415).
          const oversize = body !== undefined && Buffer.byteLength(body) > BODY_LIMIT;
          const jsonType = contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType.trim());
          const notJson = (contentType !== undefined && !jsonType) || (contentType === undefined && (route.body || (body ?? '') !== ''));
          if (res.status === 413) assert.ok(oversize, `${ctx}: 413 only for an oversize body`);
          else if (res.status === 415) assert.ok(notJson, `${ctx}: 415 only for a missing or non-JSON content type`);
          else {
            assert.equal(res.status, 401, ctx);
            assert.deepEqual(res.json, UNAUTHENTICATED, ctx);
            assert.equal(res.header('x-ratelimit-limit'), undefined, `${ctx}: no rate-limit headers without a key`);
          }
        }),
        { numRuns: runsFor(kind) },
      );
    });

    for (const route of BODY_ROUTES) {
      it(`${route.method} ${route.template}: every wrong or missing field is listed in one 422, valid bodies pass`, async () => {
        const model = modelFor(route, f.ownScenarios);
        const id = bodyTarget(f, route);
        await fc.assert(
          fc.asyncProperty(modelBody(model), async ({ body, wrong }) => {
            const req = { method: route.method, path: fill(route.template, id), headers: headersOf({ key: f.key, contentType: 'application/json' }), body: JSON.stringify(body) };
            const res = await send(f, req);
            const ctx = `${describeRequest(req)} wrong=${[...wrong].join(',')}`;
            assertDocumentedResponse(res, ctx, route.success);
            if (wrong.size === 0) {
              assertSucceeded(res, route, ctx);
              return;
            }
            assert.equal(res.status, 422, ctx);
            assertValidationBody(res.json, ctx);
            const reported = new Set(res.json.detail.map((e) => e.loc[1]));
            for (const e of res.json.detail) assert.equal(e.loc[0], 'body', ctx);
            assert.deepEqual([...reported].sort(), [...wrong].sort(), `${ctx}: exactly the wrong fields are reported`);
          }),
          { numRuns: runsFor(kind) },
        );
      });
    }

    it('malformed bodies: invalid JSON → 400, non-object JSON → 422 at loc [body], wrong content type → 415, empty → no body', async () => {
      const arb = fc.record({
        route: fc.constantFrom(...BODY_ROUTES),
        kind: fc.constantFrom('invalid', 'non-object', 'content-type', 'empty'),
        invalid: invalidJsonText,
        nonObject: nonObjectJson,
        contentType: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/octet-stream', 'text/json'),
        payload: fc.json(),
        whitespace: fc.constantFrom('', ' ', '\r\n\t'),
      });
      await fc.assert(
        fc.asyncProperty(arb, async (a) => {
          const id = bodyTarget(f, a.route);
          const body = a.kind === 'invalid' ? a.invalid : a.kind === 'non-object' ? a.nonObject : a.kind === 'content-type' ? a.payload : a.whitespace;
          const contentType = a.kind === 'content-type' ? a.contentType : 'application/json';
          const req = { method: a.route.method, path: fill(a.route.template, id), headers: headersOf({ key: f.key, contentType }), body };
          const res = await send(f, req);
          const ctx = describeRequest(req);
          assertDocumentedResponse(res, ctx, a.route.success);
          if (a.kind === 'invalid') assert.deepEqual([res.status, res.json], [400, INVALID_JSON], ctx);
          else if (a.kind === 'non-object')
            assert.deepEqual([res.status, res.json], [422, { detail: [{ loc: ['body'], msg: 'value is not a valid dict', type: 'type_error.dict' }] }], ctx);
          else if (a.kind === 'content-type') assert.deepEqual([res.status, res.json], [415, { detail: 'Content-Type must be application/json' }], ctx);
          else if (!Object.values(modelFor(a.route, f.ownScenarios)).some((s) => s.required)) assertSucceeded(res, a.route, `${ctx}: no field is required`);
          else {
            assert.equal(res.status, 422, ctx);
            assertValidationBody(res.json, ctx);
            assert.ok(res.json.detail.every((e) => e.type === 'value_error.missing' && e.loc[0] === 'body'), ctx);
          }
        }),
        { numRuns: runsFor(kind) },
      );
    });

    it('prototype-poisoning keys are ignored and pollute nothing', async () => {
      await fc.assert(
        fc.asyncProperty(protoPoison, fc.constantFrom('/v1/simulations', '/v1/scenarios', '/v1/keys'), async (body, path) => {
          const req = { method: 'POST', path, headers: headersOf({ key: f.key, contentType: 'application/json' }), body };
          const res = await send(f, req);
          assertDocumentedResponse(res, describeRequest(req), 201);
          assert.equal(res.status, 201, describeRequest(req));
          assert.equal(({} as Record<string, unknown>).polluted, undefined, 'Object.prototype untouched');
          if (path === '/v1/keys') {
            const got = await send(f, { method: 'GET', path: `/v1/keys/${(res.json as { key_id: string }).key_id}`, headers: headersOf({ key: f.key }) });
            assert.equal((got.json as { is_active: boolean }).is_active, true, 'is_active from __proto__ was not applied');
          }
        }),
        { numRuns: runsFor(kind, 0.3) },
      );
    });

    it('deeply nested, huge and unicode bodies are answered in shape (413 over the body limit)', async () => {
      const arb = fc.oneof(
        deepNesting.map((b) => ({ b, path: '/v1/simulations' })),
        hugeBody.map((b) => ({ b, path: '/v1/scenarios' })),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }).map((s) => ({ b: JSON.stringify({ prompt: s, name: s, tags: [s.slice(0, 10) || 'x'] }), path: '/v1/simulations' })),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 300 }).map((s) => ({ b: JSON.stringify({ name: s, description: s }), path: '/v1/scenarios' })),
      );
      await fc.assert(
        fc.asyncProperty(arb, async ({ b, path }) => {
          const req = { method: 'POST', path, headers: headersOf({ key: f.key, contentType: 'application/json' }), body: b };
          const res = await send(f, req);
          const ctx = describeRequest(req);
          assertDocumentedResponse(res, ctx, 201);
          if (Buffer.byteLength(b) > BODY_LIMIT) assert.deepEqual([res.status, res.json], [413, { detail: 'Request body too large' }], ctx);
          else assert.ok([201, 422].includes(res.status), ctx);
        }),
        { numRuns: runsFor(kind, 0.5) },
      );
    });

    it('GET /v1/simulations query: 422 lists exactly the bad parameters at loc [query, name]; unknown parameters are ignored', async () => {
      const iso = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
      const params: Record<string, { valid: fc.Arbitrary<string>; invalid: fc.Arbitrary<string> }> = {
        limit: { valid: fc.integer({ min: 1, max: 100 }).map(String), invalid: fc.oneof(fc.constantFrom('0', '101', '-1', 'abc', '1.5', 'NaN', 'ten'), fc.integer({ min: 101 }).map(String)) },
        offset: { valid: fc.integer({ min: 0, max: 1_000_000 }).map(String), invalid: fc.oneof(fc.constantFrom('-1', 'x', '2.5', 'NaN'), fc.integer({ max: -1 }).map(String)) },
        status: { valid: fc.constantFrom(...SIMULATION_STATUSES), invalid: fc.oneof(fc.constantFrom('pending', 'DONE', 'PENDING '), fc.stringMatching(/^[A-Z_]{1,12}$/).filter((s) => !(SIMULATION_STATUSES as readonly string[]).includes(s))) },
        tag: { valid: fc.stringMatching(/^[a-z0-9-]{1,64}$/), invalid: bigString(65) },
        created_after: { valid: iso, invalid: fc.constantFrom('yesterday', '2026-01-01', '2026-13-01T00:00:00Z', '1700000000', 'T', '2026-01-01 10:00:00') },
        created_before: { valid: iso, invalid: fc.constantFrom('tomorrow', '2026-02-30T00:00:00Z', '0', '2026-01-01T25:00:00Z') },
      };
      const names = Object.keys(params);
      const arb = fc.tuple(
        fc.tuple(...names.map((n) => fc.oneof(fc.constant(undefined), params[n].valid.map((v) => ({ v, bad: false })), params[n].invalid.map((v) => ({ v, bad: true }))))),
        fc.array(fc.tuple(fc.stringMatching(/^[a-z_]{1,10}$/).filter((k) => !names.includes(k)), text(10)), { maxLength: 3 }),
      );
      await fc.assert(
        fc.asyncProperty(arb, async ([choices, extra]) => {
          const pairs: Array<[string, string]> = [...extra];
          const bad: string[] = [];
          names.forEach((n, i) => {
            const c = choices[i];
            if (!c) return;
            pairs.push([n, c.v]);
            if (c.bad) bad.push(n);
          });
          const qs = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
          const req = { method: 'GET', path: `/v1/simulations${qs ? '?' + qs : ''}`, headers: headersOf({ key: f.key }) };
          const res = await send(f, req);
          const ctx = `${describeRequest(req)} bad=${bad.join(',')}`;
          assertDocumentedResponse(res, ctx, 200);
          if (bad.length === 0) {
            assert.equal(res.status, 200, ctx);
            return;
          }
          assert.equal(res.status, 422, ctx);
          assertValidationBody(res.json, ctx);
          for (const e of res.json.detail) assert.equal(e.loc[0], 'query', ctx);
          assert.deepEqual([...new Set(res.json.detail.map((e) => e.loc[1]))].sort(), bad.sort(), ctx);
        }),
        { numRuns: runsFor(kind) },
      );
    });

    it('paging of /v1/keys and /v1/scenarios: limit 1–100, offset ≥ 0, anything else 422 at [query, name]', async () => {
      const arb = fc.record({
        path: fc.constantFrom('/v1/keys', '/v1/scenarios', '/v1/simulations'),
        limit: fc.option(fc.oneof(fc.integer({ min: -5, max: 110 }).map(String), fc.constantFrom('abc', '1.5', 'NaN')), { nil: undefined }),
        offset: fc.option(fc.oneof(fc.integer({ min: -5, max: 1000 }).map(String), fc.constantFrom('x', '0.5')), { nil: undefined }),
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ path, limit, offset }) => {
          const okLimit = limit === undefined || (/^\d+$/.test(limit) && +limit >= 1 && +limit <= 100);
          const okOffset = offset === undefined || /^\d+$/.test(offset);
          const qs = [limit !== undefined && `limit=${limit}`, offset !== undefined && `offset=${offset}`].filter(Boolean).join('&');
          const req = { method: 'GET', path: `${path}${qs ? '?' + qs : ''}`, headers: headersOf({ key: f.key }) };
          const res = await send(f, req);
          const ctx = describeRequest(req);
          assertDocumentedResponse(res, ctx, 200);
          if (okLimit && okOffset) {
            assert.equal(res.status, 200, ctx);
            const page = res.json as { limit: number; offset: number; total: number };
            assert.equal(page.limit, limit === undefined ? 20 : +limit, ctx);
            assert.equal(page.offset, offset === undefined ? 0 : +offset, ctx);
          } else {
            assert.equal(res.status, 422, ctx);
            assertValidationBody(res.json, ctx);
            const expected = [!okLimit && 'limit', !okOffset && 'offset'].filter(Boolean);
            assert.deepEqual(res.json.detail.map((e) => e.loc.join('.')).sort(), expected.map((n) => `query.${n}`).sort(), ctx);
          }
        }),
        { numRuns: runsFor(kind) },
      );
    });

    it('path ids: malformed → 422 at [path, name], unknown → 404, another tenant’s → 403, own → the route’s answer', async () => {
      const idRoutes = ROUTES.filter((r) => r.param && r.method !== 'DELETE' && !r.body);
      const arb = fc.constantFrom(...idRoutes).chain((route) => {
        const isKey = route.resource === 'API key';
        const own = isKey ? [f.victimKeyId] : route.resource === 'Simulation' ? f.ownSimulations : f.ownScenarios;
        const other = isKey ? f.otherKeyId : route.resource === 'Simulation' ? f.otherSimulation : f.otherScenario;
        const unknown = isKey ? fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) : fc.uuid();
        const malformed = isKey ? fc.stringMatching(/^[A-Za-z0-9_-]{65,120}$/) : fc.stringMatching(/^[A-Za-z0-9_.~-]{1,80}$/).filter((s) => !UUID_RE.test(s) && s !== '.' && s !== '..');
        return fc.oneof(
          fc.constantFrom(...own).map((id) => ({ route, id, family: 'own' as const })),
          fc.constant({ route, id: other, family: 'other' as const }),
          unknown.filter((id) => !own.includes(id) && id !== other).map((id) => ({ route, id, family: 'unknown' as const })),
          malformed.map((id) => ({ route, id, family: 'malformed' as const })),
        );
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ route, id, family }) => {
          const req = { method: route.method, path: fill(route.template, id), headers: headersOf({ key: f.key }) };
          const res = await send(f, req);
          const ctx = `${describeRequest(req)} (${family})`;
          assertDocumentedResponse(res, ctx, route.success);
          if (family === 'own') assert.equal(res.status, route.ownStatus, ctx);
          else if (family === 'other') assert.deepEqual([res.status, res.json], [403, { detail: `${route.resource} ${id} belongs to a different tenant` }], ctx);
          else if (family === 'unknown') assert.deepEqual([res.status, res.json], [404, { detail: `${route.resource} ${id} not found` }], ctx);
          else {
            assert.equal(res.status, 422, ctx);
            assertValidationBody(res.json, ctx);
            assert.deepEqual(res.json.detail.map((e) => e.loc), [['path', route.param]], ctx);
          }
        }),
        { numRuns: runsFor(kind) },
      );
    });

    it('unknown routes → 404 Not Found, wrong methods → 405 with Allow, both before authentication', async () => {
      const arb = fc.oneof(
        fc
          .tuple(fc.constantFrom(...TEMPLATES), fc.uuid(), keyHeader(f, true))
          .filter(([t, id]) => allowedMethods(fill(t, id)).length < METHODS.length)
          .chain(([t, id, key]) =>
            fc.constantFrom(...METHODS.filter((m) => !allowedMethods(fill(t, id)).includes(m))).map((method) => ({ method, path: fill(t, id), key, status: 405, allow: allowedMethods(fill(t, id)) })),
          ),
        fc
          .tuple(fc.constantFrom(...METHODS), fc.array(fc.stringMatching(/^[a-z0-9_-]{1,12}$/), { minLength: 1, maxLength: 4 }), keyHeader(f, true))
          .filter(([, segs]) => !['simulations', 'keys', 'scenarios'].includes(segs[0]))
          .map(([method, segs, key]) => ({ method, path: '/v1/' + segs.join('/'), key, status: 404, allow: [] as string[] })),
      );
      await fc.assert(
        fc.asyncProperty(arb, async ({ method, path, key, status, allow }) => {
          const req = { method, path, headers: headersOf({ key }) };
          const res = await send(f, req);
          const ctx = describeRequest(req);
          assertDocumentedResponse(res, ctx);
          assert.deepEqual([res.status, res.json], [status, status === 405 ? METHOD_NOT_ALLOWED : ROUTE_NOT_FOUND], ctx);
          if (status === 405) assert.deepEqual((res.header('allow') ?? '').split(', ').sort(), [...allow].sort(), ctx);
        }),
        { numRuns: runsFor(kind, 0.5) },
      );
    });

    it('headers: random X-API-Key values → 401; X-Request-Id is echoed only when well-formed', async () => {
      const arb = fc.record({ key: keyHeader(f, false), requestId: requestIdHeader, route: fc.constantFrom(...ROUTES.filter((r) => !r.param)) });
      await fc.assert(
        fc.asyncProperty(arb, async ({ key, requestId, route }) => {
          const req = { method: route.method, path: route.template, headers: headersOf({ key, requestId, contentType: route.body ? 'application/json' : undefined }), body: route.body ? '{}' : undefined };
          const res = await send(f, req);
          const ctx = describeRequest(req);
          assertDocumentedResponse(res, ctx);
          assert.deepEqual([res.status, res.json], [401, UNAUTHENTICATED], ctx);
          const echoed = res.header('x-request-id');
          if (requestId !== undefined && REQUEST_ID_RE.test(requestId)) assert.equal(echoed, requestId, ctx);
          else assert.notEqual(echoed, requestId, ctx);
        }),
        { numRuns: runsFor(kind) },
      );
    });

    it('rejected requests change nothing: simulations, scenarios and keys are the same before and after a batch', async () => {
      const tenant = `fuzz-state-${kind}`;
      const k = await f.api.mintKey(tenant, { rateLimit: 1_000_000 });
      const spare = await f.api.mintKey(tenant, { name: 'spare', rateLimit: 1_000_000 });
      const sc = (await f.api.request('POST', '/v1/scenarios', { key: k.api_key, body: { name: 'kept', description: 'd' } })).json.id as string;
      const sim = (await f.api.request('POST', '/v1/simulations', { key: k.api_key, body: { prompt: 'kept', scenario_id: sc, tags: ['t'] } })).json.id as string;
      const snapshot = async () => {
        const get = async (path: string) => {
          const r = await f.api.request('GET', path, { key: k.api_key });
          assert.equal(r.status, 200, r.text);
          return r.json;
        };
        const keys = await get('/v1/keys?limit=100');
        return {
          simulations: await get('/v1/simulations?limit=100'),
          scenarios: await get('/v1/scenarios?limit=100'),
          // Usage fields follow every request by design; everything else must stay.
          keys: { ...keys, keys: keys.keys.map(({ last_used_at: _l, usage_count: _u, ...rest }: Record<string, unknown>) => rest) },
        };
      };
      const idOf = (r: Route) => (r.resource === 'API key' ? spare.key_id : r.resource === 'Scenario' ? sc : sim);
      const rejected = fc.oneof(
        // A wrong field in an otherwise plausible body (cancel takes none, so none can be wrong).
        fc.constantFrom(...BODY_ROUTES.filter((r) => canBeWrong(modelFor(r, [sc])))).chain((route) =>
          modelBody(modelFor(route, [sc]), { atLeastOneWrong: true }).map(({ body }) => ({
            method: route.method as string,
            path: fill(route.template, idOf(route)),
            headers: headersOf({ key: k.api_key, contentType: 'application/json' }),
            body: JSON.stringify(body) as string | undefined,
          })),
        ),
        // Broken JSON, non-objects, wrong content types.
        fc.tuple(fc.constantFrom(...BODY_ROUTES), fc.oneof(invalidJsonText, nonObjectJson), fc.boolean()).map(([route, body, badType]) => ({
          method: route.method as string,
          path: fill(route.template, idOf(route)),
          headers: headersOf({ key: k.api_key, contentType: badType ? 'text/plain' : 'application/json' }),
          body: (badType ? '{"name":"x","prompt":"x"}' : body) as string | undefined,
        })),
        // Valid bodies, and deletes, without a valid key.
        fc.tuple(fc.constantFrom(...ROUTES), keyHeader(f, false)).map(([route, key]) => ({
          method: route.method as string,
          path: fill(route.template, idOf(route)),
          headers: headersOf({ key, contentType: 'application/json' }),
          body: route.body ? JSON.stringify({ prompt: 'x', name: 'x', is_active: false, description: 'changed' }) : undefined,
        })),
        // Another tenant's key on this tenant's resources.
        fc.constantFrom(...ROUTES.filter((r) => r.param)).map((route) => ({
          method: route.method as string,
          path: fill(route.template, idOf(route)),
          headers: headersOf({ key: f.key, contentType: 'application/json' }),
          body: route.body ? JSON.stringify({ name: 'stolen', is_active: false }) : undefined,
        })),
        // Malformed ids, wrong methods, unknown routes, oversize bodies.
        fc.constantFrom(...ROUTES.filter((r) => r.param && r.resource !== 'API key')).map((route) => ({
          method: route.method as string,
          path: fill(route.template, 'not-a-uuid'),
          headers: headersOf({ key: k.api_key, contentType: 'application/json' }),
          body: route.body ? JSON.stringify({ name: 'x' }) : undefined,
        })),
        fc.constantFrom(
          { method: 'DELETE', path: '/v1/simulations', headers: headersOf({ key: k.api_key }), body: undefined },
          { method: 'PUT', path: `/v1/simulations/${sim}`, headers: headersOf({ key: k.api_key, contentType: 'application/json' }), body: '{"prompt":"x"}' },
          { method: 'POST', path: '/v1/scenario', headers: headersOf({ key: k.api_key, contentType: 'application/json' }), body: '{"name":"x"}' },
          { method: 'POST', path: '/v1/scenarios', headers: headersOf({ key: k.api_key, contentType: 'application/json' }), body: JSON.stringify({ name: 'x', description: 'y'.repeat(BODY_LIMIT) }) },
        ),
      );
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(rejected, async (req) => {
          const res = await send(f, req);
          const ctx = describeRequest(req);
          assertDocumentedResponse(res, ctx);
          assert.ok(res.status >= 400, `${ctx}: rejected`);
        }),
        { numRuns: runsFor(kind, 1.5) },
      );
      assert.deepEqual(await snapshot(), before);
    });

    it('an exhausted key gets 429 RATE_LIMIT_EXCEEDED on every route, whatever the input', async () => {
      // Windows end on the clock hour: start well inside one so the key stays exhausted.
      const msToHourEnd = 3_600_000 - (Date.now() % 3_600_000);
      if (msToHourEnd < 15_000) await new Promise((r) => setTimeout(r, msToHourEnd + 200));
      const limited = await f.api.mintKey(`fuzz-rl-${kind}`, { rateLimit: 2 });
      for (let i = 0; i < 2; i++) assert.equal((await f.api.request('GET', '/v1/simulations', { key: limited.api_key })).status, 200);
      const arb = fc.record({
        route: fc.constantFrom(...ROUTES),
        id: fc.oneof(fc.uuid(), opaqueSegment),
        query: anyQuery,
        body: fc.option(anyBodyText, { nil: undefined }),
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ route, id, query, body }) => {
          const req = { method: route.method, path: fill(route.template, id) + query, headers: headersOf({ key: limited.api_key, contentType: 'application/json' }), body };
          const res = await send(f, req);
          const ctx = describeRequest(req);
          assertDocumentedResponse(res, ctx);
          assert.equal(res.status, 429, ctx);
          assert.equal(res.header('x-ratelimit-remaining'), '0', ctx);
          assert.equal(res.header('x-ratelimit-limit'), '2', ctx);
        }),
        { numRuns: runsFor(kind, 0.5) },
      );
    });
  });
}
