import type { AnyTRPCRouter } from '@trpc/server';
import type { ProcedureMeta } from './trpc.js';
import { registerInputOrigin } from './error-mapping.js';

export interface RestRoute {
  procedurePath: string;
  method: string;
  template: string;
  pattern: RegExp;
  successStatus: number;
}

/**
 * The REST routes, read from the procedures' OpenAPI meta. Used to answer 404 vs 405 for
 * paths the adapter does not know (it answers 404 for both), and to tell 422 locs apart.
 */
export function buildRouteTable(appRouter: AnyTRPCRouter, basePath: string): RestRoute[] {
  const routes: RestRoute[] = [];
  const procedures = appRouter._def.procedures as Record<string, { _def: { meta?: ProcedureMeta } }>;
  for (const [procedurePath, proc] of Object.entries(procedures)) {
    const meta = proc._def.meta;
    if (!meta?.openapi) continue;
    const { method, path } = meta.openapi;
    const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const pattern = new RegExp(
      '^' + (basePath + path).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+') + '/?$',
    );
    routes.push({ procedurePath, method, template: basePath + path, pattern, successStatus: meta.successStatus ?? 200 });
    registerInputOrigin(procedurePath, { pathParams: new Set(params), rest: method === 'GET' || method === 'DELETE' ? 'query' : 'body' });
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
