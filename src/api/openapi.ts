import { generateOpenApiDocument } from 'trpc-to-openapi';
import type { AnyTRPCRouter } from '@trpc/server';
import type { RestRoute } from './route-table.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

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
const structuredError = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string', enum: ['SIMULATION_NOT_COMPLETE', 'CONFIG_NOT_READY', 'ARCHITECT_RUNNING', 'RATE_LIMIT_EXCEEDED'] },
    message: { type: 'string' },
    status: { type: 'string' },
    retry_after: { type: 'integer' },
  },
};

const ERROR_SCHEMAS: Record<string, { description: string; ref: string }> = {
  '400': { description: 'Body is not valid JSON', ref: 'DetailError' },
  '401': { description: 'Invalid or missing API key', ref: 'DetailError' },
  '403': { description: 'The resource belongs to a different tenant', ref: 'DetailError' },
  '404': { description: 'Not found', ref: 'DetailError' },
  '409': { description: 'The resource is not ready', ref: 'StructuredError' },
  '413': { description: 'Request body too large', ref: 'DetailError' },
  '415': { description: 'Content-Type must be application/json', ref: 'DetailError' },
  '422': { description: 'Validation error; every violation is listed', ref: 'ValidationError' },
  '429': { description: 'Rate limit exceeded', ref: 'StructuredError' },
  '500': { description: 'Internal server error', ref: 'DetailError' },
};

const rateLimitHeaders = {
  'X-RateLimit-Limit': { description: "The key's requests per hour", schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the window after this one', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Epoch seconds at which the window ends', schema: { type: 'integer' } },
};

/**
 * The OpenAPI document, generated from the router and then corrected where the generator
 * cannot know our contract: success codes other than 200, and our exact error bodies.
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

  for (const route of routes) {
    const relative = route.template.replace(/^\/v1/, '');
    const op = doc.paths?.[relative]?.[route.method.toLowerCase()];
    if (!op) continue;
    const responses: Json = {};
    for (const [code, resp] of Object.entries(op.responses as Json)) {
      if (code === '200') {
        const success = { ...resp, headers: rateLimitHeaders };
        if (route.successStatus === 204) {
          delete success.content;
          success.description = 'No content';
        }
        responses[String(route.successStatus)] = success;
      } else if (ERROR_SCHEMAS[code]) {
        const e = ERROR_SCHEMAS[code];
        responses[code] = { description: e.description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${e.ref}` } } } };
      }
    }
    const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
    for (const code of ['401', '429', '500', ...(takesBody ? ['400', '413', '415', '422'] : [])]) {
      if (!responses[code]) {
        const e = ERROR_SCHEMAS[code];
        responses[code] = { description: e.description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${e.ref}` } } } };
      }
    }
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
