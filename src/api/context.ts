import type { Logger } from 'pino';
import type { AppServices } from '../services/app-services.js';
import type { Caller } from '../services/ports.js';
import type { SessionCredential } from './session/credential.js';

/**
 * What every procedure runs with, whatever carried the request (REST, /trpc, gRPC, a test's
 * `createCaller`): the services, a logger carrying the request's id, the key the caller
 * presented, and a way to answer with headers. Nothing here knows HTTP or gRPC.
 */
export interface ProcedureContext {
  services: AppServices;
  log: Logger;
  /** The API key as presented (X-API-Key header, x-api-key metadata); undefined when none. */
  apiKey: string | undefined;
  /**
   * Set when the transport has admitted the caller already, so the checks do not count the
   * request again (a gRPC watch polls through the procedures: one watch is one request).
   */
  caller?: Caller;
  /** Adds a response header (HTTP header, gRPC initial metadata). */
  setHeader(name: string, value: string | number): void;
  /** Told once the key is accepted (the HTTP access line names the tenant). */
  onAdmitted?(caller: Caller): void;
  /** An HTTP body that is not a JSON object, refused once the caller and resource are known. */
  bodyProblem?: 'invalid_json' | 'not_object';
  /** Aborted when the caller goes away (gRPC cancel, deadline, shutdown). */
  signal?: AbortSignal;
  /** The dashboard's session cookie, when an HTTP request carries one (src/api/session). */
  session?: SessionCredential;
  /** Idempotency-Key header (gRPC: `idempotency-key` metadata), as sent. */
  idempotencyKey?: string;
}

/** After the key check: the tenant and key are known. */
export interface AuthedContext extends ProcedureContext {
  caller: Caller;
}

export interface ContextOptions {
  services: AppServices;
  log?: Logger;
  apiKey?: string;
  caller?: Caller;
  setHeader?: ProcedureContext['setHeader'];
  onAdmitted?: ProcedureContext['onAdmitted'];
  bodyProblem?: ProcedureContext['bodyProblem'];
  signal?: AbortSignal;
  session?: SessionCredential;
  idempotencyKey?: string;
}

const ignoreHeader = (): void => {};

/** The transport-neutral context (tRPC's createContextInner): transports and tests build theirs with it. */
export function createContextInner(o: ContextOptions): ProcedureContext {
  return {
    services: o.services,
    log: o.log ?? o.services.logger,
    apiKey: o.apiKey,
    caller: o.caller,
    setHeader: o.setHeader ?? ignoreHeader,
    onAdmitted: o.onAdmitted,
    bodyProblem: o.bodyProblem,
    signal: o.signal,
    session: o.session,
    idempotencyKey: o.idempotencyKey,
  };
}
