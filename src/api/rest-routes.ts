import type { AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponse } from '../domain/errors.js';
import type { ProcedureContext } from './context.js';
import { failureOf } from './error-mapping.js';
import { etagOf, matchesIfNoneMatch } from './http-caching.js';
import type { RestRoute } from './route-table.js';

type Procedure = (input: unknown) => Promise<unknown>;
type Shape = Record<string, { _zod?: { def: { type?: string; innerType?: unknown } } }>;

// Only plain decimal numerals become numbers; "0x10", " 5" or "" stay strings and fail validation.
const DECIMAL = /^-?\d+(\.\d+)?$/;

function baseType(schema: unknown): string | undefined {
  let def = (schema as { _zod?: { def: { type?: string; innerType?: unknown } } } | undefined)?._zod?.def;
  while (def && (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && def.innerType) {
    def = (def.innerType as { _zod?: { def: { type?: string; innerType?: unknown } } })._zod?.def;
  }
  return def?.type;
}

/** Query strings are text: convert what the input schema says is a number, nothing else. */
function queryInput(query: Record<string, unknown>, numeric: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) out[k] = numeric.has(k) && typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v;
  return out;
}

/**
 * Serves the router's REST routes as native Fastify routes. Each route calls its tRPC
 * procedure through a server-side caller, so middlewares, validation and output schemas are
 * exactly those of /trpc and of the OpenAPI document; only the HTTP plumbing is ours.
 * (trpc-to-openapi's runtime adapter builds a Fetch Request per call and capped throughput at
 * about a third of bare Fastify; it still generates /openapi.json.)
 */
export function registerRestRoutes(
  app: FastifyInstance,
  appRouter: AnyTRPCRouter,
  routes: readonly RestRoute[],
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => ProcedureContext,
): void {
  const createCaller = appRouter.createCaller as (ctx: ProcedureContext) => Record<string, Record<string, Procedure>>;
  const procedures = appRouter._def.procedures as Record<string, { _def: { inputs?: unknown[] } }>;

  for (const route of routes) {
    const [group, name] = route.procedurePath.split('.');
    const input0 = procedures[route.procedurePath]._def.inputs?.[0] as { shape?: Shape } | undefined;
    const numeric = new Set(Object.entries(input0?.shape ?? {}).filter(([, s]) => baseType(s) === 'number').map(([k]) => k));
    const readsQuery = route.method === 'GET' || route.method === 'DELETE';

    app.route({
      method: route.method as 'GET',
      url: route.template.replace(/\{(\w+)\}/g, ':$1'),
      handler: async (req, reply) => {
        const params = req.params as Record<string, string>;
        let input: Record<string, unknown>;
        if (readsQuery) input = { ...queryInput(req.query as Record<string, unknown>, numeric), ...params };
        else {
          const body = req.body;
          // Non-object bodies arrive as a BodyProblem marker (no own fields): the procedure refuses them after auth.
          input = body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...(body as object), ...params } : { ...params };
        }
        try {
          const data = await createCaller(createContext({ req, res: reply }))[group][name](input);
          if (route.successStatus === 204) return reply.code(204).send();
          if (route.location) reply.header('Location', route.location(data as Record<string, unknown>));
          if (route.etag) {
            const json = JSON.stringify(data);
            const etag = etagOf(json);
            // Cached copies are the caller's alone and must be revalidated (the status moves on).
            reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
            if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) return reply.code(304).send();
            return reply.code(route.successStatus).type('application/json; charset=utf-8').send(json);
          }
          return reply.code(route.successStatus).send(data);
        } catch (err) {
          const { failure, unexpected } = failureOf(err);
          if (unexpected) req.log.error({ err, procedure: route.procedurePath }, 'request failed');
          const { status, body } = errorResponse(failure);
          return reply.code(status).send(body);
        }
      },
    });
  }
}
