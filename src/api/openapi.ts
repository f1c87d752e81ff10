import { generateOpenApiDocument } from 'trpc-to-openapi';
import type { AnyTRPCRouter } from '@trpc/server';
import { catalogEntry, errorResponse, FAILURE_CODES, type BodyShape, type FailureCode } from '../domain/errors.js';
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
const rateLimitHeaders = {
  'X-RateLimit-Limit': { description: "The key's requests per hour", schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the window after this one', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Epoch seconds at which the window ends', schema: { type: 'integer' } },
};

/** Every structured code, for the generic schema; each route's responses narrow it to its own. */
const STRUCTURED = FAILURE_CODES.filter((c) => catalogEntry(c).shape === 'structured');
const structuredError = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string', enum: STRUCTURED },
    message: { type: 'string' },
    status: { type: 'string' },
    retry_after: { type: 'integer' },
  },
};

const pascal = (code: string) => code.toLowerCase().replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase());
const schemaName = (code: FailureCode) => `${pascal(code)}Error`;

/** One schema per structured code: its `error` enum is that code, its fields those of its body. */
function structuredSchema(code: FailureCode): Json {
  const example = errorResponse(catalogEntry(code).example).body;
  const properties: Json = { error: { type: 'string', enum: [code] }, message: { type: 'string' } };
  if ('status' in example) properties.status = { type: 'string', description: 'The current status of the simulation' };
  if ('retry_after' in example) properties.retry_after = { type: 'integer', minimum: 1, description: 'Seconds until the window ends' };
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
  if (status === 429) response.headers = { 'Retry-After': { description: 'Seconds until the window ends', schema: { type: 'integer' } }, ...rateLimitHeaders };
  return response;
}

/**
 * The OpenAPI document, generated from the router and then corrected where the generator
 * cannot know our contract: success codes other than 200, and each route's error responses,
 * generated from the error catalog (src/domain/errors.ts) and the route table.
 */
export function buildOpenApiDocument(appRouter: AnyTRPCRouter, routes: readonly RestRoute[], baseUrl: string): Json {
  const doc = generateOpenApiDocument(appRouter, {
    title: 'Simulation Service API',
    version: '1.0.0',
    description:
      'Turns a natural-language prompt into an agent-based simulation and an analysis of its results. ' +
      'Every /v1 call needs the X-API-Key header. See README for the error catalogue and rate limits.',
    baseUrl,
    securitySchemes: { ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
  }) as Json;
  doc.components ??= {};
  doc.components.schemas ??= {};
  doc.components.schemas.DetailError = detailString;
  doc.components.schemas.ValidationError = validationError;
  doc.components.schemas.StructuredError = structuredError;
  // The generator's tRPC error shapes are not what we send; ours are the three above.
  for (const name of Object.keys(doc.components.schemas)) if (name === 'error' || name.startsWith('error.')) delete doc.components.schemas[name];

  for (const code of STRUCTURED) doc.components.schemas[schemaName(code)] = structuredSchema(code);

  for (const route of routes) {
    const relative = route.template.replace(/^\/v1/, '');
    const op = doc.paths?.[relative]?.[route.method.toLowerCase()];
    if (!op) continue;
    // The success answer is the generator's 200 under the route's own status; every error
    // response comes from the catalog (the generator's describe tRPC's envelope, not ours).
    const success = { ...(op.responses as Json)['200'], headers: rateLimitHeaders };
    if (route.successStatus === 204) {
      delete success.content;
      success.description = 'No content';
    }
    const responses: Json = { [String(route.successStatus)]: success };
    const byStatus = new Map<number, FailureCode[]>();
    for (const code of route.failures) {
      const status = catalogEntry(code).status;
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) responses[String(status)] = errorResponseDoc(status, codes);
    op.responses = responses;
  }
  // The generator prefixes paths with baseUrl's path through `servers`; keep /v1 in the paths instead
  // so the document reads like the spec (/v1/simulations) against the bare host.
  const paths: Json = {};
  for (const [p, item] of Object.entries(doc.paths as Json)) paths['/v1' + p] = item;
  doc.paths = paths;
  doc.servers = [{ url: baseUrl.replace(/\/v1\/?$/, '') || '/' }];
  return doc;
}
