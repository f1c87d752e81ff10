import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { z } from 'zod';
import { errorResponse, ServiceError, type FailureCode, type ResourceKind, type ServiceFailure } from '../domain/errors.js';
import { isUuid } from '../domain/ids.js';
import { loneSurrogateErrors, type FieldError } from '../domain/validation.js';
import type { Caller } from '../services/ports.js';
import type { AuthedContext, ProcedureContext } from './context.js';
import { idempotencyKeyViolation } from '../services/idempotency.service.js';
import { admitRequest, credentialStillStands } from './session/admit.js';
import { failureOf, inputOriginOf, locate, relativeViolations, toTrpcError, zodErrorOf } from './error-mapping.js';

export interface ProcedureMeta extends OpenApiMeta {
  /** Status of a successful answer when it is not 200 (201 create, 202 accepted, 204 delete). */
  successStatus?: 201 | 202 | 204;
  /**
   * The resource the input names by this field (the path parameter): a write checks it (404,
   * then 403) before its other fields; the route documents 403 and 404.
   */
  resource?: { param: string; kind: ResourceKind };
  /** Catalog failures of this use case beyond those every route shares (409s; 404/403 of a referenced resource). */
  failures?: FailureCode[];
  /**
   * The procedure creates a resource: REST answers `Location` (this path, `{field}` filled from
   * the answer) and the request may carry an Idempotency-Key (docs/contract.md "Idempotency").
   */
  creates?: { location: string };
  /** REST answers a strong ETag and 304 to a matching If-None-Match (docs/contract.md "Caching"). */
  etag?: true;
}

const t = initTRPC
  .context<ProcedureContext>()
  .meta<ProcedureMeta>()
  .create({
    // isDev false keeps stack traces out of every error shape.
    isDev: false,
    errorFormatter({ shape, error, path }) {
      const { status, body } = errorResponse(failureOf(error).failure);
      // The REST edge sends `apiError.body` as the whole response; tRPC clients read it here.
      // The default message of a validation error is zod's raw JSON; the details are in apiError.body.
      const message = status === 422 ? 'Validation failed' : shape.message;
      return { message, code: shape.code, data: { code: shape.data.code, httpStatus: status, path, apiError: { status, body } } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

const fail = (failure: ServiceFailure): never => {
  throw toTrpcError(failure);
};

/** Key (401) → rate limit (429) through the shared gate; rate-limit headers on every authenticated answer. */
async function admit(ctx: ProcedureContext) {
  const admission = await admitRequest(ctx); // X-API-Key, or the dashboard's session cookie
  const rate = admission.rate;
  if (rate) {
    ctx.setHeader('X-RateLimit-Limit', rate.limit);
    ctx.setHeader('X-RateLimit-Remaining', rate.remaining);
    ctx.setHeader('X-RateLimit-Reset', rate.reset);
  }
  if (!admission.ok) {
    if (admission.failure.code === 'RATE_LIMIT_EXCEEDED') {
      ctx.setHeader('Retry-After', admission.failure.retryAfter);
      ctx.services.metrics.rateLimited();
    }
    return fail(admission.failure);
  }
  ctx.onAdmitted?.(admission.caller);
  return admission.caller;
}

const OWNERS: Record<ResourceKind, (ctx: AuthedContext, id: string) => Promise<unknown>> = {
  Simulation: (ctx, id) => ctx.services.simulations.owned(ctx.caller, id),
  Scenario: (ctx, id) => ctx.services.scenarios.owned(ctx.caller, id),
  'API key': (ctx, id) => ctx.services.keys.owned(ctx.caller, id),
};

/** The REST routes that carry a body; a procedure with no REST route takes its input as one. */
const takesBody = (meta: ProcedureMeta | undefined, type: string) =>
  meta?.openapi ? meta.openapi.method !== 'GET' && meta.openapi.method !== 'DELETE' : type === 'mutation';

/** Whatever left the procedure, as a catalog failure with REST locs; an unexpected cause is logged here, once. */
function catalogError(error: TRPCError, meta: ProcedureMeta | undefined, ctx: ProcedureContext, path: string): TRPCError {
  // Computed on failure only: the success path stays free of it.
  const origin = inputOriginOf(meta?.openapi);
  const zod = zodErrorOf(error);
  if (zod) return toTrpcError({ code: 'VALIDATION', errors: locate(relativeViolations(zod), origin) });
  if (error.cause instanceof ServiceError) {
    const f = error.cause.failure;
    return toTrpcError(f.code === 'VALIDATION' ? { code: 'VALIDATION', errors: locate(f.errors, origin) } : f);
  }
  // tRPC's own refusals keep their meaning (/trpc reads its input lazily: a body that is not
  // JSON is a PARSE_ERROR raised here); anything else is a failure of ours.
  const { failure, unexpected } = failureOf(error);
  if (unexpected) ctx.log.error({ err: error.cause ?? error, procedure: path }, 'request failed');
  return toTrpcError(failure);
}

/**
 * THE order of checks of every procedure, on every transport (docs/contract.md "Order of
 * checks"): the key (401) and the rate limit (429); then, for a write to a named resource,
 * that resource (404, then 403); then a body that is not a JSON object (400 / 422); then the
 * input's fields, every violation in one 422 (the input schema, plus `fieldChecks` that need
 * the context); then the use case, which answers the resource's state (409). Every failure
 * leaves as a catalog failure whose 422 locs say where each field came from.
 */
const checks = t.middleware(async ({ ctx, meta, type, path, next, getRawInput }) => {
  const before = async (): Promise<Caller> => {
    // A call admitted already (the polls of a gRPC watch) is not counted again, but its key must still stand.
    const caller = ctx.caller ?? (await admit(ctx));
    if (ctx.caller && ctx.apiKey !== undefined && !(await credentialStillStands({ ...ctx, caller }))) fail({ code: 'UNAUTHENTICATED' });
    const resource = meta?.resource;
    // Only a write with a body has fields to check after the resource; a read or a delete
    // meets the resource in its use case first anyway.
    if (resource && type === 'mutation' && takesBody(meta, type)) {
      const id = ((await getRawInput()) as Record<string, unknown> | undefined)?.[resource.param];
      // A malformed id is left to input validation (422 at loc path).
      if (typeof id === 'string' && (resource.kind === 'API key' || isUuid(id))) await OWNERS[resource.kind]({ ...ctx, caller }, id);
    }
    if (ctx.bodyProblem && takesBody(meta, type)) {
      if (ctx.bodyProblem === 'invalid_json') fail({ code: 'INVALID_JSON' });
      fail({ code: 'VALIDATION', errors: [{ loc: [], msg: 'value is not a valid dict', type: 'type_error.dict' }] });
    }
    // Text no store can keep as sent is refused, not silently altered (docs/contract.md "Errors").
    // Input that is not JSON is left to the procedure's own parse (INVALID_JSON where it reads
    // input; a procedure without input ignores it, as before).
    const lone = loneSurrogateErrors(await getRawInput().catch(() => undefined));
    if (lone.length > 0) fail({ code: 'VALIDATION', errors: lone });
    return caller;
  };
  const caller = await before().catch((err: unknown) => {
    throw catalogError(err instanceof TRPCError ? err : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: err }), meta, ctx, path);
  });
  const result = await next({ ctx: { caller } });
  if (result.ok) return result;
  const error = catalogError(result.error, meta, ctx, path);
  const failure = error.cause instanceof ServiceError ? error.cause.failure : null;
  if (failure?.code === 'TOO_MANY_SIMULATIONS' || failure?.code === 'SERVICE_UNAVAILABLE') ctx.setHeader('Retry-After', failure.retryAfter);
  return { ...result, error };
});

/** Every procedure of the API: the checks above, then its input, output and use case. */
export const procedure = t.procedure.use(checks);

/**
 * The dashboard's sign-in and sign-out only: no key is checked (they handle the credential
 * themselves), but failures leave through the catalog like every other procedure's.
 */
export const publicProcedure = t.procedure.use(async ({ ctx, meta, path, next }) => {
  const result = await next();
  return result.ok ? result : { ...result, error: catalogError(result.error, meta, ctx, path) };
});

/**
 * A creating procedure's Idempotency-Key (docs/contract.md "Idempotency"), after the checks and
 * the input's validation, so a request refused before it runs (401, 422, 429) is not kept.
 * The rule is the service's; this only hands it the key, the request and the answer header.
 */
export const idempotent = t.middleware(async ({ ctx, path, input, next }) => {
  const key = ctx.idempotencyKey;
  const caller = ctx.caller;
  if (key === undefined || !caller) return next();
  const violation = idempotencyKeyViolation(key);
  if (violation) return fail({ code: 'VALIDATION', errors: [violation] });
  const { answer, replayed } = await ctx.services.idempotency.run(caller.tenantId, key, { operation: path, input }, async () => {
    const result = await next();
    if (!result.ok) throw result.error;
    return result.data;
  });
  if (replayed) ctx.setHeader('Idempotent-Replayed', 'true');
  // The stored answer stands for the resolver's; tRPC reads a middleware's result by this marker.
  return { ok: true as const, data: answer, marker: 'middlewareMarker' } as unknown as Awaited<ReturnType<typeof next>>;
});

/**
 * Field rules that need the context (the configured model list): their violations and the
 * input schema's are answered in one 422, in the schema's field order.
 */
export function fieldChecks<S extends z.ZodObject>(schema: S, check: (ctx: AuthedContext, raw: Record<string, unknown>) => FieldError[]) {
  const order = Object.keys(schema.shape);
  const rank = (e: FieldError) => {
    const i = order.indexOf(String(e.loc[0]));
    return i < 0 ? order.length : i;
  };
  return t.middleware(async ({ ctx, next, getRawInput }) => {
    const raw = ((await getRawInput()) ?? {}) as Record<string, unknown>;
    const extra = check(ctx as AuthedContext, raw);
    if (extra.length > 0) {
      const fields = new Set(extra.map((e) => e.loc[0]));
      const parsed = schema.safeParse(raw);
      const others = parsed.success ? [] : relativeViolations(parsed.error).filter((e) => !fields.has(e.loc[0]));
      fail({ code: 'VALIDATION', errors: [...others, ...extra].sort((a, b) => rank(a) - rank(b)) });
    }
    return next();
  });
}
