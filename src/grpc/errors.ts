import { create, toBinary } from '@bufbuild/protobuf';
import { anyPack, DurationSchema, type Any } from '@bufbuild/protobuf/wkt';
import { Metadata, status as Status, type ServiceError as GrpcServiceError } from '@grpc/grpc-js';
import { errorResponse, type ServiceFailure } from '../domain/errors.js';
import type { FieldError } from '../domain/validation.js';
import { BadRequestSchema, ErrorInfoSchema, RetryInfoSchema } from './gen/google/rpc/error_details_pb.js';
import { StatusSchema } from './gen/google/rpc/status_pb.js';

/**
 * THE gRPC status of every catalog failure (docs/contract.md "Errors"), by the HTTP status REST
 * answers: 401 → UNAUTHENTICATED, 403 → PERMISSION_DENIED, 404 → NOT_FOUND, 409 →
 * FAILED_PRECONDITION (but IDEMPOTENCY_KEY_IN_PROGRESS → ABORTED: a concurrency conflict, retried
 * later), 400/422 → INVALID_ARGUMENT, 429 → RESOURCE_EXHAUSTED, 503 → UNAVAILABLE, 500 → INTERNAL.
 * The transport-only failures (routes, methods, media types) cannot occur over gRPC; they are
 * listed so the table stays total.
 */
export const GRPC_STATUS: Readonly<Record<ServiceFailure['code'], Status>> = Object.freeze({
  UNAUTHENTICATED: Status.UNAUTHENTICATED,
  FORBIDDEN: Status.PERMISSION_DENIED,
  NOT_FOUND: Status.NOT_FOUND,
  ROUTE_NOT_FOUND: Status.UNIMPLEMENTED,
  METHOD_NOT_ALLOWED: Status.UNIMPLEMENTED,
  MALFORMED_URL: Status.INVALID_ARGUMENT,
  BAD_REQUEST: Status.INVALID_ARGUMENT,
  HEADERS_TOO_LARGE: Status.RESOURCE_EXHAUSTED,
  INVALID_JSON: Status.INVALID_ARGUMENT,
  PAYLOAD_TOO_LARGE: Status.RESOURCE_EXHAUSTED,
  UNSUPPORTED_MEDIA_TYPE: Status.INVALID_ARGUMENT,
  REQUEST_TIMEOUT: Status.DEADLINE_EXCEEDED,
  VALIDATION: Status.INVALID_ARGUMENT,
  SIMULATION_NOT_COMPLETE: Status.FAILED_PRECONDITION,
  CONFIG_NOT_READY: Status.FAILED_PRECONDITION,
  ARCHITECT_RUNNING: Status.FAILED_PRECONDITION,
  SIMULATION_FINISHED: Status.FAILED_PRECONDITION,
  // ABORTED: a concurrency conflict the client resolves by retrying later (in progress) or with a new key (reused).
  IDEMPOTENCY_KEY_REUSED: Status.FAILED_PRECONDITION,
  IDEMPOTENCY_KEY_IN_PROGRESS: Status.ABORTED,
  RATE_LIMIT_EXCEEDED: Status.RESOURCE_EXHAUSTED,
  TOO_MANY_SIMULATIONS: Status.RESOURCE_EXHAUSTED,
  SERVICE_UNAVAILABLE: Status.UNAVAILABLE,
  INTERNAL: Status.INTERNAL,
});

/** The `domain` of every google.rpc.ErrorInfo this service sends. */
export const ERROR_DOMAIN = 'simulation.v1';

export const STATUS_DETAILS_KEY = 'grpc-status-details-bin';

const REST_ORIGINS = new Set<unknown>(['body', 'query', 'path']);

/**
 * Field path of a BadRequest violation: the REST `loc` joined with '.', relative to the request
 * message, so without REST's leading `body`/`query`/`path` (a gRPC request has one origin).
 */
export const fieldPath = (loc: FieldError['loc']): string => (REST_ORIGINS.has(loc[0]) ? loc.slice(1) : loc).join('.');

/** REST's `detail` (or `message` for structured bodies); for 422 a one-line summary of the list. */
export function statusMessage(f: ServiceFailure): string {
  if (f.code === 'VALIDATION') {
    return `Invalid request: ${f.errors.map((e) => (e.loc.length ? `${fieldPath(e.loc)}: ${e.msg}` : e.msg)).join('; ')}`;
  }
  const { body } = errorResponse(f);
  const text = typeof body.detail === 'string' ? body.detail : body.message;
  return typeof text === 'string' ? text : f.code;
}

function details(f: ServiceFailure): Any[] {
  switch (f.code) {
    case 'VALIDATION':
      return [
        anyPack(
          BadRequestSchema,
          create(BadRequestSchema, { fieldViolations: f.errors.map((e) => ({ field: fieldPath(e.loc), description: e.msg })) }),
        ),
      ];
    case 'RATE_LIMIT_EXCEEDED':
    case 'TOO_MANY_SIMULATIONS':
    case 'SERVICE_UNAVAILABLE':
      // The same details for both 429s: when to retry, and which limit it was.
      return [
        anyPack(RetryInfoSchema, create(RetryInfoSchema, { retryDelay: create(DurationSchema, { seconds: BigInt(f.retryAfter) }) })),
        errorInfo(f.code, { retry_after: String(f.retryAfter) }),
      ];
    case 'SIMULATION_NOT_COMPLETE':
    case 'CONFIG_NOT_READY':
    case 'ARCHITECT_RUNNING':
    case 'SIMULATION_FINISHED':
      // REST's structured body: the error code and the current status.
      return [errorInfo(f.code, { status: f.status })];
    case 'IDEMPOTENCY_KEY_REUSED':
    case 'IDEMPOTENCY_KEY_IN_PROGRESS':
      return [errorInfo(f.code, {})];
    default:
      return [];
  }
}

const errorInfo = (reason: string, metadata: Record<string, string>): Any =>
  anyPack(ErrorInfoSchema, create(ErrorInfoSchema, { reason, domain: ERROR_DOMAIN, metadata }));

/** A grpc-js error for a catalog failure, with google.rpc.Status details when there are any. */
export function grpcError(f: ServiceFailure, trailers: Metadata = new Metadata()): Partial<GrpcServiceError> {
  const code = GRPC_STATUS[f.code];
  const message = statusMessage(f);
  const extra = details(f);
  if (extra.length) {
    trailers.set(STATUS_DETAILS_KEY, Buffer.from(toBinary(StatusSchema, create(StatusSchema, { code, message, details: extra }))));
  }
  return { code, details: message, metadata: trailers };
}
