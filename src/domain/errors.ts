import type { FieldError } from './validation.js';

/**
 * The closed error catalog (docs/contract.md "Errors"): every failure the service can answer,
 * with its HTTP status and exact body. Every edge maps through `errorResponse` and nothing
 * else: REST and tRPC send the body, gRPC derives its status and details from the same entry,
 * and the OpenAPI document lists each route's entries with their examples.
 */
export type ResourceKind = 'Simulation' | 'Scenario' | 'API key';

export type ServiceFailure =
  | { code: 'UNAUTHENTICATED' }
  | { code: 'FORBIDDEN'; resource: ResourceKind; id: string }
  | { code: 'NOT_FOUND'; resource: ResourceKind; id: string }
  | { code: 'ROUTE_NOT_FOUND' }
  | { code: 'METHOD_NOT_ALLOWED' }
  | { code: 'MALFORMED_URL' }
  | { code: 'BAD_REQUEST' }
  | { code: 'HEADERS_TOO_LARGE' }
  | { code: 'INVALID_JSON' }
  | { code: 'PAYLOAD_TOO_LARGE' }
  | { code: 'UNSUPPORTED_MEDIA_TYPE' }
  | { code: 'REQUEST_TIMEOUT' }
  | { code: 'VALIDATION'; errors: FieldError[] }
  | { code: 'SIMULATION_NOT_COMPLETE'; status: string }
  | { code: 'CONFIG_NOT_READY'; status: string }
  | { code: 'ARCHITECT_RUNNING'; status: string }
  | { code: 'SIMULATION_FINISHED'; status: string }
  | { code: 'IDEMPOTENCY_KEY_REUSED' }
  | { code: 'IDEMPOTENCY_KEY_IN_PROGRESS' }
  | { code: 'RATE_LIMIT_EXCEEDED'; retryAfter: number }
  | { code: 'TOO_MANY_SIMULATIONS'; retryAfter: number; limit: 'running' | 'queued'; max: number }
  | { code: 'SERVICE_UNAVAILABLE'; retryAfter: number }
  | { code: 'INTERNAL' };

export type FailureCode = ServiceFailure['code'];
export type FailureOf<C extends FailureCode> = Extract<ServiceFailure, { code: C }>;

export class ServiceError extends Error {
  constructor(readonly failure: ServiceFailure) {
    super(failure.code);
    this.name = 'ServiceError';
  }
}

export const fail = (failure: ServiceFailure): never => {
  throw new ServiceError(failure);
};

export type ErrorBody = Record<string, unknown>;

/** `detail` string, `detail` list of violations, or `{error, message, …}` (docs/contract.md). */
export type BodyShape = 'detail' | 'validation' | 'structured';

export interface CatalogEntry<F extends ServiceFailure = ServiceFailure> {
  status: number;
  shape: BodyShape;
  /** When it is answered, in a few words (the OpenAPI response description). */
  summary: string;
  body(f: F): ErrorBody;
  /** A representative failure: its body is the OpenAPI example. */
  example: F;
}

const EXAMPLE_ID = '0190a000-0000-7000-8000-000000000000';

export const ERROR_CATALOG: { readonly [C in FailureCode]: CatalogEntry<FailureOf<C>> } = {
  UNAUTHENTICATED: {
    status: 401,
    shape: 'detail',
    summary: 'Missing, unknown, disabled or expired API key',
    body: () => ({ detail: 'Invalid or missing API key' }),
    example: { code: 'UNAUTHENTICATED' },
  },
  FORBIDDEN: {
    status: 403,
    shape: 'detail',
    summary: 'The resource belongs to a different tenant',
    body: (f) => ({ detail: `${f.resource} ${f.id} belongs to a different tenant` }),
    example: { code: 'FORBIDDEN', resource: 'Simulation', id: EXAMPLE_ID },
  },
  NOT_FOUND: {
    status: 404,
    shape: 'detail',
    summary: 'No resource with this id',
    body: (f) => ({ detail: `${f.resource} ${f.id} not found` }),
    example: { code: 'NOT_FOUND', resource: 'Simulation', id: EXAMPLE_ID },
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    shape: 'detail',
    summary: 'No such route',
    body: () => ({ detail: 'Not Found' }),
    example: { code: 'ROUTE_NOT_FOUND' },
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    shape: 'detail',
    summary: 'The path exists, the method does not (see Allow)',
    body: () => ({ detail: 'Method Not Allowed' }),
    example: { code: 'METHOD_NOT_ALLOWED' },
  },
  MALFORMED_URL: {
    status: 400,
    shape: 'detail',
    summary: 'The URL cannot be decoded',
    body: () => ({ detail: 'Malformed URL' }),
    example: { code: 'MALFORMED_URL' },
  },
  BAD_REQUEST: {
    status: 400,
    shape: 'detail',
    summary: 'The HTTP request itself is malformed',
    body: () => ({ detail: 'Bad Request' }),
    example: { code: 'BAD_REQUEST' },
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    shape: 'detail',
    summary: 'Request headers over the server limit',
    body: () => ({ detail: 'Request header fields too large' }),
    example: { code: 'HEADERS_TOO_LARGE' },
  },
  INVALID_JSON: {
    status: 400,
    shape: 'detail',
    summary: 'The body is not valid JSON',
    body: () => ({ detail: 'Invalid JSON body' }),
    example: { code: 'INVALID_JSON' },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    shape: 'detail',
    summary: 'The body is over the size limit',
    body: () => ({ detail: 'Request body too large' }),
    example: { code: 'PAYLOAD_TOO_LARGE' },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    shape: 'detail',
    summary: 'The body is not sent as application/json',
    body: () => ({ detail: 'Content-Type must be application/json' }),
    example: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  },
  REQUEST_TIMEOUT: {
    status: 408,
    shape: 'detail',
    summary: 'The request was not received or answered within its time limit (the connection is closed)',
    body: () => ({ detail: 'Request timed out' }),
    example: { code: 'REQUEST_TIMEOUT' },
  },
  VALIDATION: {
    status: 422,
    shape: 'validation',
    summary: 'Invalid fields; every violation is listed',
    body: (f) => ({ detail: f.errors }),
    example: { code: 'VALIDATION', errors: [{ loc: ['body', 'prompt'], msg: 'field required', type: 'value_error.missing' }] },
  },
  SIMULATION_NOT_COMPLETE: {
    status: 409,
    shape: 'structured',
    summary: 'Results exist only once the status is COMPLETED_ANALYSIS',
    body: (f) => ({
      error: 'SIMULATION_NOT_COMPLETE',
      message:
        f.status === 'FAILED'
          ? 'Simulation failed; it has no results'
          : 'Simulation is not complete yet; results are available once status is COMPLETED_ANALYSIS',
      status: f.status,
    }),
    example: { code: 'SIMULATION_NOT_COMPLETE', status: 'PROCESSING_SIMULATION' },
  },
  CONFIG_NOT_READY: {
    status: 409,
    shape: 'structured',
    summary: 'The Architect has not produced a configuration yet',
    body: (f) => ({ error: 'CONFIG_NOT_READY', message: 'Configuration is not available yet; the Architect has not completed', status: f.status }),
    example: { code: 'CONFIG_NOT_READY', status: 'PROCESSING_CONFIG' },
  },
  ARCHITECT_RUNNING: {
    status: 409,
    shape: 'structured',
    summary: 'The Architect is already running',
    body: (f) => ({ error: 'ARCHITECT_RUNNING', message: 'The Architect is already running for this simulation', status: f.status }),
    example: { code: 'ARCHITECT_RUNNING', status: 'PROCESSING_CONFIG' },
  },
  SIMULATION_FINISHED: {
    status: 409,
    shape: 'structured',
    summary: 'The simulation has already finished (COMPLETED_ANALYSIS or FAILED); there is nothing to cancel',
    body: (f) => ({ error: 'SIMULATION_FINISHED', message: 'Simulation has already finished; there is nothing to cancel', status: f.status }),
    example: { code: 'SIMULATION_FINISHED', status: 'COMPLETED_ANALYSIS' },
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    shape: 'structured',
    summary: 'The Idempotency-Key was already used with another request body',
    body: () => ({ error: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was already used with a different request; use a new key for a new request' }),
    example: { code: 'IDEMPOTENCY_KEY_REUSED' },
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    status: 409,
    shape: 'structured',
    summary: 'A request with this Idempotency-Key is still being processed',
    body: () => ({ error: 'IDEMPOTENCY_KEY_IN_PROGRESS', message: 'A request with this Idempotency-Key is still in progress; retry once it has finished' }),
    example: { code: 'IDEMPOTENCY_KEY_IN_PROGRESS' },
  },
  RATE_LIMIT_EXCEEDED: {
    status: 429,
    shape: 'structured',
    summary: "The key's requests per hour are used up",
    body: (f) => ({ error: 'RATE_LIMIT_EXCEEDED', message: 'Rate limit exceeded; retry after the current window ends', retry_after: f.retryAfter }),
    example: { code: 'RATE_LIMIT_EXCEEDED', retryAfter: 1800 },
  },
  TOO_MANY_SIMULATIONS: {
    status: 429,
    shape: 'structured',
    summary: "The tenant's running or queued simulations are at their limit",
    body: (f) => ({
      error: 'TOO_MANY_SIMULATIONS',
      message:
        f.limit === 'queued'
          ? `Too many simulations waiting to start for this tenant (limit ${f.max}); retry once some have started`
          : `Too many simulations in progress for this tenant (limit ${f.max} running and queued); retry once some have finished`,
      retry_after: f.retryAfter,
    }),
    example: { code: 'TOO_MANY_SIMULATIONS', retryAfter: 10, limit: 'queued', max: 100 },
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    shape: 'structured',
    summary: 'The database cannot be reached or written just now (the cause is logged, never sent)',
    body: (f) => ({ error: 'SERVICE_UNAVAILABLE', message: 'The service cannot reach its database just now; retry later', retry_after: f.retryAfter }),
    example: { code: 'SERVICE_UNAVAILABLE', retryAfter: 5 },
  },
  INTERNAL: {
    status: 500,
    shape: 'detail',
    summary: 'Unexpected failure (the cause is logged, never sent)',
    body: () => ({ detail: 'Internal server error' }),
    example: { code: 'INTERNAL' },
  },
};

export const FAILURE_CODES = Object.keys(ERROR_CATALOG) as FailureCode[];

export const catalogEntry = (code: FailureCode): CatalogEntry => ERROR_CATALOG[code] as CatalogEntry;

export function errorResponse(f: ServiceFailure): { status: number; body: ErrorBody } {
  const entry = catalogEntry(f.code);
  return { status: entry.status, body: entry.body(f) };
}
