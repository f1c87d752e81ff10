import type { AnyTRPCRouter } from '@trpc/server';
import { z } from 'zod';
import type { FailureCode, ResourceKind } from '../domain/errors.js';
import type { ProcedureMeta } from './trpc.js';

export interface RestRoute {
  /** `simulations.get`: the procedure this route calls. */
  procedurePath: string;
  method: string;
  /** `/v1/simulations/{id}` */
  template: string;
  pattern: RegExp;
  successStatus: number;
  pathParams: string[];
  /** The input is read from a JSON body (POST, PUT, PATCH), else from the query string. */
  takesBody: boolean;
  /** The resource the path names, checked for every caller (404, then 403). */
  resource?: { param: string; kind: ResourceKind };
  /** Every catalog failure this route can answer (its OpenAPI error responses). */
  failures: FailureCode[];
  /** A creating route: the `Location` of what it created, from its answer. */
  location?: (answer: Record<string, unknown>) => string;
  /** The route answers a strong ETag and honours If-None-Match. */
  etag: boolean;
}

/** `/v1/simulations/{id}` filled from the answer's fields (each value URL-encoded). */
function locationOf(template: string): (answer: Record<string, unknown>) => string {
  return (answer) => template.replace(/\{(\w+)\}/g, (_m, field: string) => encodeURIComponent(String(answer[field])));
}

const SHARED: FailureCode[] = ['UNAUTHENTICATED', 'RATE_LIMIT_EXCEEDED', 'SERVICE_UNAVAILABLE', 'INTERNAL'];
const BODY: FailureCode[] = ['INVALID_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];

interface ProcedureDef {
  _def: { meta?: ProcedureMeta; inputs?: unknown[] };
}

/**
 * The REST routes, read once from the procedures' meta and passed to whoever needs them: the
 * /v1 routes, the 404/405 answer, the OpenAPI document, and the tests that run over every
 * route. A route's failures follow from what it takes: every route shares the key, rate-limit
 * and internal failures; a route with input fields can answer 422; a body route 400/413/415;
 * a route naming a resource 404/403; the use case adds its own (`meta.failures`).
 */
export function buildRouteTable(appRouter: AnyTRPCRouter, basePath: string): RestRoute[] {
  const routes: RestRoute[] = [];
  const procedures = appRouter._def.procedures as Record<string, ProcedureDef>;
  for (const [procedurePath, proc] of Object.entries(procedures)) {
    const meta = proc._def.meta;
    if (!meta?.openapi) continue;
    const { method, path } = meta.openapi;
    const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const pattern = new RegExp('^' + (basePath + path).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+') + '/?$');
    const takesBody = method !== 'GET' && method !== 'DELETE';
    const input = proc._def.inputs?.[0];
    const hasFields = input instanceof z.ZodObject && Object.keys(input.shape).length > 0;
    const failures = new Set<FailureCode>(SHARED);
    if (takesBody) BODY.forEach((c) => failures.add(c));
    if (hasFields || takesBody) failures.add('VALIDATION');
    if (meta.resource) ['NOT_FOUND', 'FORBIDDEN'].forEach((c) => failures.add(c as FailureCode));
    for (const c of meta.failures ?? []) failures.add(c);
    if (meta.creates) ['IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_PROGRESS'].forEach((c) => failures.add(c as FailureCode));
    routes.push({
      procedurePath,
      method,
      template: basePath + path,
      pattern,
      successStatus: meta.successStatus ?? 200,
      pathParams,
      takesBody,
      resource: meta.resource,
      failures: [...failures],
      location: meta.creates ? locationOf(basePath + meta.creates.location) : undefined,
      etag: meta.etag === true,
    });
  }
  return routes;
}

export type RouteMatch = { kind: 'ok' } | { kind: 'not_found' } | { kind: 'method_not_allowed'; allow: string[] };

export function matchRoute(routes: readonly RestRoute[], method: string, pathname: string): RouteMatch {
  const allow: string[] = [];
  for (const r of routes) {
    if (!r.pattern.test(pathname)) continue;
    if (r.method === method) return { kind: 'ok' };
    allow.push(r.method);
  }
  return allow.length > 0 ? { kind: 'method_not_allowed', allow } : { kind: 'not_found' };
}
