import { generateOpenApiDocument } from 'trpc-to-openapi';
import type { AnyTRPCRouter } from '@trpc/server';
import { catalogEntry, errorResponse, FAILURE_CODES, type BodyShape, type FailureCode } from '../domain/errors.js';
import { RESPONSE_HEADERS, type ResponseHeader } from './response-headers.js';
import type { RestRoute } from './route-table.js';

type Json = Record<string, any>;

const detailString = { type: 'object', required: ['detail'], properties: { detail: { type: 'string' } } };
const validationError = {
  type: 'object',
  required: ['detail'],
  properties: {
    detail: {
      type: 'array',
      items: {
        type: 'object',
        required: ['loc', 'msg', 'type'],
        properties: {
          loc: { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'integer' }] } },
          msg: { type: 'string' },
          type: { type: 'string' },
        },
      },
    },
  },
};

const headerRefs = (names: readonly ResponseHeader[]): Json => Object.fromEntries(names.map((n) => [n, { $ref: `#/components/headers/${n}` }]));
const RATE_LIMIT_HEADERS: ResponseHeader[] = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

/** What each tag groups, for the document's global tag list. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  simulations: 'Prompts, their configurations, the pipeline status and the results',
  scenarios: 'Named groups of simulations',
  keys: "The tenant's API keys",
};

const idempotencyKeyParam = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes the create safe to retry: the same key with the same body replays the first answer (kept at least 24 h, per tenant); ' +
    'with another body 409 IDEMPOTENCY_KEY_REUSED; while the first is in flight 409 IDEMPOTENCY_KEY_IN_PROGRESS.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
};
const ifNoneMatchParam = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'An ETag of an earlier answer: 304 with no body while the representation is unchanged',
  schema: { type: 'string' },
};

/** Every structured code, for the generic schema; each route's responses narrow it to its own. */
const STRUCTURED = FAILURE_CODES.filter((c) => catalogEntry(c).shape === 'structured');

const pascal = (code: string) => code.toLowerCase().replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase());
const schemaName = (code: FailureCode) => `${pascal(code)}Error`;

/** One schema per structured code: its `error` enum is that code, its fields those of its body. */
function structuredSchema(code: FailureCode): Json {
  const example = errorResponse(catalogEntry(code).example).body;
  const properties: Json = { error: { type: 'string', enum: [code] }, message: { type: 'string' } };
  if ('status' in example) properties.status = { type: 'string', description: 'The current status of the simulation' };
  if ('retry_after' in example) properties.retry_after = { type: 'integer', minimum: 1, description: 'Seconds to wait before retrying (as Retry-After)' };
  return { type: 'object', required: Object.keys(example), properties, example };
}

const SHAPE_REF: Record<Exclude<BodyShape, 'structured'>, string> = { detail: 'DetailError', validation: 'ValidationError' };
const refOf = (code: FailureCode) => {
  const shape = catalogEntry(code).shape;
  return `#/components/schemas/${shape === 'structured' ? schemaName(code) : SHAPE_REF[shape]}`;
};

/** The response of one status: its codes' summaries, schema (one of theirs) and one example per code. */
function errorResponseDoc(status: number, codes: FailureCode[]): Json {
  const refs = [...new Set(codes.map(refOf))];
  const examples: Json = {};
  for (const c of codes) examples[c] = { summary: catalogEntry(c).summary, value: errorResponse(catalogEntry(c).example).body };
  const response: Json = {
    description: codes.map((c) => catalogEntry(c).summary).join('; '),
    content: { 'application/json': { schema: refs.length === 1 ? { $ref: refs[0] } : { oneOf: refs.map(($ref) => ({ $ref })) }, examples } },
  };
  if (status === 429) response.headers = headerRefs(['Retry-After', ...RATE_LIMIT_HEADERS]);
  if (status === 503) response.headers = headerRefs(['Retry-After']);
  return response;
}

/** zod's int() bounds (±2^53-1) say nothing to a reader, and Swagger UI shows them as example values. */
function dropSafeIntegerBounds(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(dropSafeIntegerBounds);
  if (node === null || typeof node !== 'object') return;
  const o = node as Json;
  if (o.minimum === Number.MIN_SAFE_INTEGER) delete o.minimum;
  if (o.maximum === Number.MAX_SAFE_INTEGER) delete o.maximum;
  for (const v of Object.values(o)) dropSafeIntegerBounds(v);
}

/**
 * The /v1 routes that answer something other than JSON (src/api/events-stream-route.ts,
 * src/api/metrics-csv-route.ts): outside the route table, documented here by hand.
 */
const NON_JSON_ROUTES: Array<{ path: string; operationId: string; summary: string; description: string; type: string; failures: FailureCode[] }> = [
  {
    path: '/simulations/{id}/events',
    operationId: 'simulations-events',
    summary: 'Watch a simulation as server-sent events',
    description:
      'A text/event-stream: an event `status` (data: the simulation) with the current state first and on every status change, ' +
      '`progress` (data: {"step","total"}) at most twice a second while the Simulator runs; it closes after COMPLETED_ANALYSIS or FAILED. ' +
      'The checks answer as JSON before any event; the whole stream counts as one request.',
    type: 'text/event-stream',
    failures: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION', 'RATE_LIMIT_EXCEEDED', 'SERVICE_UNAVAILABLE', 'INTERNAL'],
  },
  {
    path: '/simulations/{id}/metrics.csv',
    operationId: 'simulations-metricsCsv',
    summary: 'The results as a CSV download',
    description:
      'One row per value: arm,statistic,group_id,step,kind,name,label,value (every arm with mean, p05 and p95), RFC 4180, ' +
      'as an attachment. 409 like the results until COMPLETED_ANALYSIS.',
    type: 'text/csv',
    failures: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'SIMULATION_NOT_COMPLETE', 'VALIDATION', 'RATE_LIMIT_EXCEEDED', 'SERVICE_UNAVAILABLE', 'INTERNAL'],
  },
];

function nonJsonOperation(r: (typeof NON_JSON_ROUTES)[number]): Json {
  const responses: Json = { '200': { description: r.summary, headers: headerRefs(RATE_LIMIT_HEADERS), content: { [r.type]: { schema: { type: 'string' } } } } };
  const byStatus = new Map<number, FailureCode[]>();
  for (const code of r.failures) byStatus.set(catalogEntry(code).status, [...(byStatus.get(catalogEntry(code).status) ?? []), code]);
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) responses[String(status)] = errorResponseDoc(status, codes);
  return {
    operationId: r.operationId,
    summary: r.summary,
    description: r.description,
    tags: ['simulations'],
    security: [{ ApiKeyAuth: [] }],
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
    responses,
  };
}

/** An operation's description when its procedure gives none: the summary and who may call it. */
function describeOperation(op: Json, route: RestRoute): string {
  const errors = route.failures.filter((c) => c !== 'INTERNAL').map((c) => `${catalogEntry(c).status} ${c}`);
  return `${op.summary ?? route.procedurePath}. Needs the X-API-Key header. Answers ${route.successStatus} on success; errors: ${errors.join(', ')}.`;
}

/**
 * The OpenAPI document, generated from the router and then corrected where the generator
 * cannot know our contract: success codes other than 200, and each route's error responses,
 * generated from the error catalog (src/domain/errors.ts) and the route table.
 */
export function buildOpenApiDocument(appRouter: AnyTRPCRouter, routes: readonly RestRoute[], publicBaseUrl?: string): Json {
  const doc = generateOpenApiDocument(appRouter, {
    title: 'Simulation Service API',
    version: '1.0.0',
    description:
      'Turns a natural-language prompt into an agent-based simulation and an analysis of its results. ' +
      'Every /v1 call needs the X-API-Key header. See README for the error catalogue and rate limits.',
    baseUrl: '/v1',
    securitySchemes: { ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
  }) as Json;
  doc.info.contact = { name: 'Simulation Service maintainers' };
  doc.components ??= {};
  doc.components.schemas ??= {};
  doc.components.schemas.DetailError = detailString;
  doc.components.schemas.ValidationError = validationError;
  // The generator's tRPC error shapes are not what we send; ours are the three above.
  for (const name of Object.keys(doc.components.schemas)) if (name === 'error' || name.startsWith('error.')) delete doc.components.schemas[name];

  // Only codes some route answers: a catalog code no route uses yet would be an unused component.
  const answered = new Set(routes.flatMap((r) => r.failures));
  for (const code of STRUCTURED) if (answered.has(code)) doc.components.schemas[schemaName(code)] = structuredSchema(code);

  for (const route of routes) {
    const relative = route.template.replace(/^\/v1/, '');
    const op = doc.paths?.[relative]?.[route.method.toLowerCase()];
    if (!op) continue;
    // The success answer is the generator's 200 under the route's own status; every error
    // response comes from the catalog (the generator's describe tRPC's envelope, not ours).
    const success = { ...(op.responses as Json)['200'], headers: headerRefs(RATE_LIMIT_HEADERS) };
    if (route.successStatus === 204) {
      delete success.content;
      success.description = 'No content';
    }
    const responses: Json = { [String(route.successStatus)]: success };
    if (route.location) {
      success.headers = { ...success.headers, ...headerRefs(['Location', 'Idempotent-Replayed']) };
      op.parameters = [...(op.parameters ?? []), idempotencyKeyParam];
    }
    if (route.etag) {
      success.headers = { ...success.headers, ...headerRefs(['ETag']) };
      op.parameters = [...(op.parameters ?? []), ifNoneMatchParam];
      responses['304'] = { description: 'Not modified: the If-None-Match tag is current (no body)', headers: headerRefs(['ETag', ...RATE_LIMIT_HEADERS]) };
    }
    const byStatus = new Map<number, FailureCode[]>();
    for (const code of route.failures) {
      const status = catalogEntry(code).status;
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) responses[String(status)] = errorResponseDoc(status, codes);
    op.responses = responses;
    op.description ??= describeOperation(op, route);
  }
  for (const r of NON_JSON_ROUTES) doc.paths[r.path] = { get: nonJsonOperation(r) };
  const answeredHere = new Set(NON_JSON_ROUTES.flatMap((r) => r.failures));
  for (const code of STRUCTURED) if (answeredHere.has(code)) doc.components.schemas[schemaName(code)] ??= structuredSchema(code);
  const operations = Object.values(doc.paths as Record<string, Record<string, Json>>).flatMap((item) => Object.values(item));
  const tags = new Set<string>(operations.flatMap((op) => (op.tags ?? []) as string[]));
  doc.tags = [...tags].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
  // Only the headers some response refers to (an unused component is a lint warning).
  const text = JSON.stringify(doc.paths);
  doc.components.headers = Object.fromEntries(Object.entries(RESPONSE_HEADERS).filter(([name]) => text.includes(`"#/components/headers/${name}"`)));
  dropSafeIntegerBounds(doc.paths);
  dropSafeIntegerBounds(doc.components.schemas);
  // The generator prefixes paths with baseUrl's path through `servers`; keep /v1 in the paths instead
  // so the document reads like the spec (/v1/simulations) against the bare host.
  const paths: Json = {};
  for (const [p, item] of Object.entries(doc.paths as Json)) paths['/v1' + p] = item;
  doc.paths = paths;
  // Relative, so /docs' "Try it out" works at whatever host serves it; PUBLIC_BASE_URL, when set, is offered second.
  doc.servers = [{ url: '/', description: 'The host serving this document' }, ...(publicBaseUrl ? [{ url: publicBaseUrl, description: 'PUBLIC_BASE_URL' }] : [])];
  return doc;
}
