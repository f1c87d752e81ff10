import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ServiceError, type ResourceKind, type ServiceFailure } from '../domain/errors.js';
import { isUuid } from '../domain/ids.js';
import { BodyProblem } from './body-marker.js';
import { requestTenants, type AuthedContext, type RequestContext } from './context.js';
import { errorOf, toTrpcError } from './error-mapping.js';
import { admitRequest } from './session/admit.js';

export interface ProcedureMeta extends OpenApiMeta {
  /** Status of a successful answer when it is not 200 (201 create, 202 accepted, 204 delete). */
  successStatus?: 201 | 202 | 204;
}

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    // isDev false keeps stack traces out of every error shape.
    isDev: false,
    errorFormatter({ shape, error, path }) {
      const { status, body } = errorOf(error, path);
      // The REST edge sends `apiError.body` as the whole response; tRPC clients read it here.
      // The default message of a validation error is zod's raw JSON; the details are in apiError.body.
      const message = status === 422 ? 'Validation failed' : shape.message;
      return { message, code: shape.code, data: { code: shape.data.code, httpStatus: status, path, apiError: { status, body } } };
    },
  });

export const router = t.router;

const fail = (failure: ServiceFailure): never => {
  throw toTrpcError(failure);
};

/** Service errors become TRPCErrors with the right code, so /trpc answers the right HTTP status too. */
const mapServiceErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof ServiceError) {
    return { ...result, error: toTrpcError(result.error.cause.failure) };
  }
  return result;
});

/** Key (401) → rate limit (429) via the shared gate; rate-limit headers on every authenticated answer. */
const authenticate = t.middleware(async ({ ctx, next }) => {
  const admission = await admitRequest(ctx); // X-API-Key, or the dashboard's session cookie
  const rate = admission.rate;
  if (rate) {
    ctx.res.header('X-RateLimit-Limit', rate.limit);
    ctx.res.header('X-RateLimit-Remaining', rate.remaining);
    ctx.res.header('X-RateLimit-Reset', rate.reset);
  }
  if (!admission.ok) {
    if (admission.failure.code === 'RATE_LIMIT_EXCEEDED') ctx.res.header('Retry-After', admission.failure.retryAfter);
    return fail(admission.failure);
  }
  const { caller } = admission;
  requestTenants.set(ctx.req, caller.tenantId);
  return next({ ctx: { ...ctx, caller } satisfies AuthedContext });
});

/** After the caller and the resource are known: a body that is not a JSON object is refused. */
const requireJsonObjectBody = t.middleware(async ({ ctx, next, type }) => {
  if (type === 'mutation' && ctx.req.body instanceof BodyProblem) {
    if (ctx.req.body.kind === 'invalid_json') return fail({ code: 'INVALID_JSON' });
    return fail({ code: 'VALIDATION', errors: [{ loc: ['body'], msg: 'value is not a valid dict', type: 'type_error.dict' }] });
  }
  return next();
});

/** No key checked: only the dashboard's sign-in and sign-out, which deal with credentials themselves. */
export const publicProcedure = t.procedure.use(mapServiceErrors);
export const authedProcedure = publicProcedure.use(authenticate);
/** For procedures that take a body: the body is checked after the caller (and resource). */
export const authedBodyProcedure = authedProcedure.use(requireJsonObjectBody);

type OwnershipCheck = (ctx: AuthedContext, id: string) => Promise<unknown>;

/**
 * For a write to an existing resource: 404/403 before the body is validated (decisions.md
 * order). A malformed id is left to input validation, which answers 422 with loc `path`.
 */
export function ownedResourceProcedure(param: string, kind: ResourceKind, check: OwnershipCheck) {
  return authedProcedure
    .use(async ({ ctx, next, getRawInput }) => {
      const raw = (await getRawInput()) as Record<string, unknown> | undefined;
      const id = raw?.[param];
      if (typeof id === 'string' && (kind === 'API key' || isUuid(id))) await check(ctx as AuthedContext, id);
      return next();
    })
    .use(requireJsonObjectBody);
}

