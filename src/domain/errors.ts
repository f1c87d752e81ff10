import type { FieldError } from './validation.js';

/**
 * The closed error catalog of decisions.md: every failure the API can answer, with its
 * status and exact body. Transports map a ServiceError through `errorResponse` and nothing
 * else, so REST and gRPC can never disagree on a body.
 */
export type ResourceKind = 'Simulation' | 'Scenario' | 'API key';

export type ServiceFailure =
  | { code: 'UNAUTHENTICATED' }
  | { code: 'FORBIDDEN'; resource: ResourceKind; id: string }
  | { code: 'NOT_FOUND'; resource: ResourceKind; id: string }
  | { code: 'ROUTE_NOT_FOUND' }
  | { code: 'METHOD_NOT_ALLOWED' }
  | { code: 'INVALID_JSON' }
  | { code: 'PAYLOAD_TOO_LARGE' }
  | { code: 'UNSUPPORTED_MEDIA_TYPE' }
  | { code: 'VALIDATION'; errors: FieldError[] }
  | { code: 'SIMULATION_NOT_COMPLETE'; status: string }
  | { code: 'CONFIG_NOT_READY'; status: string }
  | { code: 'ARCHITECT_RUNNING'; status: string }
  | { code: 'RATE_LIMIT_EXCEEDED'; retryAfter: number }
  | { code: 'INTERNAL' };

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

export function errorResponse(f: ServiceFailure): { status: number; body: ErrorBody } {
  switch (f.code) {
    case 'UNAUTHENTICATED':
      return { status: 401, body: { detail: 'Invalid or missing API key' } };
    case 'FORBIDDEN':
      return { status: 403, body: { detail: `${f.resource} ${f.id} belongs to a different tenant` } };
    case 'NOT_FOUND':
      return { status: 404, body: { detail: `${f.resource} ${f.id} not found` } };
    case 'ROUTE_NOT_FOUND':
      return { status: 404, body: { detail: 'Not Found' } };
    case 'METHOD_NOT_ALLOWED':
      return { status: 405, body: { detail: 'Method Not Allowed' } };
    case 'INVALID_JSON':
      return { status: 400, body: { detail: 'Invalid JSON body' } };
    case 'PAYLOAD_TOO_LARGE':
      return { status: 413, body: { detail: 'Request body too large' } };
    case 'UNSUPPORTED_MEDIA_TYPE':
      return { status: 415, body: { detail: 'Content-Type must be application/json' } };
    case 'VALIDATION':
      return { status: 422, body: { detail: f.errors } };
    case 'SIMULATION_NOT_COMPLETE':
      return {
        status: 409,
        body: {
          error: 'SIMULATION_NOT_COMPLETE',
          message:
            f.status === 'FAILED'
              ? 'Simulation failed; it has no results'
              : 'Simulation is not complete yet; results are available once status is COMPLETED_ANALYSIS',
          status: f.status,
        },
      };
    case 'CONFIG_NOT_READY':
      return {
        status: 409,
        body: { error: 'CONFIG_NOT_READY', message: 'Configuration is not available yet; the Architect has not completed', status: f.status },
      };
    case 'ARCHITECT_RUNNING':
      return { status: 409, body: { error: 'ARCHITECT_RUNNING', message: 'The Architect is already running for this simulation', status: f.status } };
    case 'RATE_LIMIT_EXCEEDED':
      return {
        status: 429,
        body: { error: 'RATE_LIMIT_EXCEEDED', message: 'Rate limit exceeded; retry after the current window ends', retry_after: f.retryAfter },
      };
    case 'INTERNAL':
      return { status: 500, body: { detail: 'Internal server error' } };
  }
}
