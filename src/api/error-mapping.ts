import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/unstable-core-do-not-import';
import { ZodError } from 'zod';
import { ServiceError, errorResponse, type ServiceFailure } from '../domain/errors.js';
import { zodIssuesToFieldErrors } from '../domain/validation.js';

const TRPC_CODES: Record<ServiceFailure['code'], TRPC_ERROR_CODE_KEY> = {
  UNAUTHENTICATED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  ROUTE_NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_SUPPORTED',
  INVALID_JSON: 'BAD_REQUEST',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  VALIDATION: 'UNPROCESSABLE_CONTENT',
  SIMULATION_NOT_COMPLETE: 'CONFLICT',
  CONFIG_NOT_READY: 'CONFLICT',
  ARCHITECT_RUNNING: 'CONFLICT',
  RATE_LIMIT_EXCEEDED: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
};

export const toTrpcError = (failure: ServiceFailure): TRPCError =>
  new TRPCError({ code: TRPC_CODES[failure.code], message: failure.code, cause: new ServiceError(failure) });

/** Where each input field of a procedure comes from, for the first segment of a 422 `loc`. */
export interface InputOrigin {
  pathParams: ReadonlySet<string>;
  rest: 'query' | 'body';
}

const origins = new Map<string, InputOrigin>();
export const registerInputOrigin = (procedurePath: string, origin: InputOrigin): void => {
  origins.set(procedurePath, origin);
};

/** Turns whatever a procedure or adapter threw into the catalog failure it stands for. */
export function failureOf(error: TRPCError, procedurePath: string | undefined): ServiceFailure {
  const cause = error.cause;
  if (cause instanceof ServiceError) return cause.failure;
  if (cause instanceof ZodError || (error.code === 'BAD_REQUEST' && cause?.name === 'ZodError')) {
    const issues = (cause as ZodError).issues;
    const origin = procedurePath ? origins.get(procedurePath) : undefined;
    const errors = issues.flatMap((issue) => {
      const first = issue.path[0];
      const where = origin && typeof first === 'string' && origin.pathParams.has(first) ? 'path' : (origin?.rest ?? 'body');
      return zodIssuesToFieldErrors([issue], [where]);
    });
    return { code: 'VALIDATION', errors };
  }
  switch (error.code) {
    case 'PARSE_ERROR':
      return { code: 'INVALID_JSON' };
    case 'PAYLOAD_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE' };
    case 'UNSUPPORTED_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE' };
    case 'NOT_FOUND':
      // Only the adapter throws a bare NOT_FOUND: no procedure at this path.
      return { code: 'ROUTE_NOT_FOUND' };
    case 'METHOD_NOT_SUPPORTED':
      return { code: 'METHOD_NOT_ALLOWED' };
    default:
      return { code: 'INTERNAL' };
  }
}

export function errorOf(error: TRPCError, procedurePath: string | undefined): { status: number; body: Record<string, unknown>; failure: ServiceFailure } {
  const failure = failureOf(error, procedurePath);
  return { ...errorResponse(failure), failure };
}
