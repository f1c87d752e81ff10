import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/unstable-core-do-not-import';
import { ZodError } from 'zod';
import { ServiceError, type FailureCode, type ServiceFailure } from '../domain/errors.js';
import { zodIssuesToFieldErrors, type FieldError } from '../domain/validation.js';
import { isStoreUnavailable } from '../store/index.js';

/** Seconds a client is told to wait when the database is unavailable (an outage's retries take a few seconds). */
export const STORE_RETRY_AFTER_S = 5;

/** The tRPC code of each catalog failure, so /trpc answers the catalog's HTTP status too. */
const TRPC_CODES: Record<FailureCode, TRPC_ERROR_CODE_KEY> = {
  UNAUTHENTICATED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  ROUTE_NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_SUPPORTED',
  MALFORMED_URL: 'BAD_REQUEST',
  BAD_REQUEST: 'BAD_REQUEST',
  HEADERS_TOO_LARGE: 'BAD_REQUEST',
  INVALID_JSON: 'BAD_REQUEST',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  REQUEST_TIMEOUT: 'TIMEOUT',
  VALIDATION: 'UNPROCESSABLE_CONTENT',
  SIMULATION_NOT_COMPLETE: 'CONFLICT',
  CONFIG_NOT_READY: 'CONFLICT',
  ARCHITECT_RUNNING: 'CONFLICT',
  SIMULATION_FINISHED: 'CONFLICT',
  IDEMPOTENCY_KEY_REUSED: 'CONFLICT',
  IDEMPOTENCY_KEY_IN_PROGRESS: 'CONFLICT',
  RATE_LIMIT_EXCEEDED: 'TOO_MANY_REQUESTS',
  TOO_MANY_SIMULATIONS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
};

export const toTrpcError = (failure: ServiceFailure): TRPCError =>
  new TRPCError({ code: TRPC_CODES[failure.code], message: failure.code, cause: new ServiceError(failure) });

/** Where each input field of a procedure comes from: the first segment of a 422 `loc`. */
export interface InputOrigin {
  pathParams: ReadonlySet<string>;
  rest: 'query' | 'body';
}

/** Read from the procedure's REST meta; a procedure without one (tRPC only) takes a body. */
export function inputOriginOf(openapi: { method: string; path: string } | undefined): InputOrigin {
  if (!openapi) return { pathParams: new Set(), rest: 'body' };
  const pathParams = new Set([...openapi.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  return { pathParams, rest: openapi.method === 'GET' || openapi.method === 'DELETE' ? 'query' : 'body' };
}

/**
 * Violations are found relative to the procedure's input (`['model']`, `[]` for the input as a
 * whole); the answer names where each field came from (`['body', 'model']`, `['path', 'id']`).
 */
export function locate(errors: readonly FieldError[], origin: InputOrigin): FieldError[] {
  return errors.map((e) => {
    const first = e.loc[0];
    if (first === 'header') return e; // a request header (Idempotency-Key) is located already
    const where = typeof first === 'string' && origin.pathParams.has(first) ? 'path' : origin.rest;
    return { ...e, loc: [where, ...e.loc] };
  });
}

/** A procedure's input failed its schema: tRPC wraps the ZodError in a BAD_REQUEST. */
export function zodErrorOf(error: TRPCError): ZodError | null {
  const cause = error.cause;
  if (cause instanceof ZodError) return cause;
  if (error.code === 'BAD_REQUEST' && cause?.name === 'ZodError') return cause as unknown as ZodError;
  return null;
}

export const relativeViolations = (zod: ZodError): FieldError[] => zodIssuesToFieldErrors(zod.issues);

/**
 * What an error that reached a transport edge stands for. Every error a procedure throws has
 * been through the checks (a catalog failure, its cause logged if unexpected); `unexpected`
 * marks anything else, which the edge logs. tRPC's own adapter errors keep their meaning.
 */
export function failureOf(error: unknown): { failure: ServiceFailure; unexpected: boolean } {
  if (error instanceof ServiceError) return { failure: error.failure, unexpected: false };
  // The database down, unreachable, read-only or its file gone: the request may succeed later
  // (503 with retry_after), which is still logged at error level like any failure of ours.
  if (isStoreUnavailable(error)) return { failure: { code: 'SERVICE_UNAVAILABLE', retryAfter: STORE_RETRY_AFTER_S }, unexpected: true };
  if (!(error instanceof TRPCError)) return { failure: { code: 'INTERNAL' }, unexpected: true };
  if (error.cause instanceof ServiceError) return { failure: error.cause.failure, unexpected: false };
  switch (error.code) {
    case 'PARSE_ERROR':
      return { failure: { code: 'INVALID_JSON' }, unexpected: false };
    case 'PAYLOAD_TOO_LARGE':
      return { failure: { code: 'PAYLOAD_TOO_LARGE' }, unexpected: false };
    case 'UNSUPPORTED_MEDIA_TYPE':
      return { failure: { code: 'UNSUPPORTED_MEDIA_TYPE' }, unexpected: false };
    case 'NOT_FOUND':
      // Only the adapter throws a bare NOT_FOUND: no procedure at this path.
      return { failure: { code: 'ROUTE_NOT_FOUND' }, unexpected: false };
    case 'METHOD_NOT_SUPPORTED':
      return { failure: { code: 'METHOD_NOT_ALLOWED' }, unexpected: false };
    case 'BAD_REQUEST':
      // /trpc's input that is not JSON (its adapter parses lazily) reads as REST's invalid body.
      return { failure: error.cause instanceof SyntaxError ? { code: 'INVALID_JSON' } : { code: 'BAD_REQUEST' }, unexpected: false };
    default:
      return { failure: { code: 'INTERNAL' }, unexpected: true };
  }
}
