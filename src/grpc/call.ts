import type { DescMessage, MessageInitShape, MessageShape } from '@bufbuild/protobuf';
import { create } from '@bufbuild/protobuf';
import type { GenService, GenServiceMethods } from '@bufbuild/protobuf/codegenv2';
import * as grpc from '@grpc/grpc-js';
import type { Logger } from 'pino';
import type { AppServices } from '../api/context.js';
import type { ServiceFailure } from '../domain/errors.js';
import type { Caller } from '../services/ports.js';
import type { RateLimitDecision } from '../services/rate-limiter.js';
import { failureOf, grpcError } from './errors.js';

export interface CallContext {
  caller: Caller;
  services: AppServices;
  log: Logger;
  /** Aborted when the client cancels, the deadline passes or the server shuts down. */
  signal: AbortSignal;
}

export type UnaryHandler<I extends DescMessage, O extends DescMessage> = (req: MessageShape<I>, ctx: CallContext) => Promise<MessageInitShape<O>>;

/** Resolves once the message is handed to the transport (waits for 'drain' under backpressure). */
export type Send<O extends DescMessage> = (msg: MessageInitShape<O>) => Promise<void>;
export type ServerStreamHandler<I extends DescMessage, O extends DescMessage> = (req: MessageShape<I>, ctx: CallContext, send: Send<O>) => Promise<void>;

/** One handler per RPC of a generated service, typed from its descriptors. */
export type Handlers<T extends GenServiceMethods> = {
  [K in keyof T]: T[K]['methodKind'] extends 'unary'
    ? UnaryHandler<T[K]['input'], T[K]['output']>
    : T[K]['methodKind'] extends 'server_streaming'
      ? ServerStreamHandler<T[K]['input'], T[K]['output']>
      : never;
};

/** A status outside the catalog (UNIMPLEMENTED, UNAVAILABLE): only the transport raises these. */
export class GrpcStatusError extends Error {
  constructor(
    readonly code: grpc.status,
    message: string,
  ) {
    super(message);
    this.name = 'GrpcStatusError';
  }
}

export interface CallEnvironment {
  services: AppServices;
  log: Logger;
  /** Aborted when the server shuts down: open streams end with UNAVAILABLE instead of holding shutdown up. */
  shutdown: AbortSignal;
}

const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'] as const;

function rateMetadata(rate: RateLimitDecision | undefined): grpc.Metadata {
  const md = new grpc.Metadata();
  if (rate) {
    md.set(RATE_HEADERS[0], String(rate.limit));
    md.set(RATE_HEADERS[1], String(rate.remaining));
    md.set(RATE_HEADERS[2], String(rate.reset));
  }
  return md;
}

function apiKeyOf(md: grpc.Metadata): string | undefined {
  const v = md.get('x-api-key')[0];
  return typeof v === 'string' ? v : undefined;
}

type AnyCall = grpc.ServerUnaryCall<unknown, unknown> | grpc.ServerWritableStream<unknown, unknown>;

/**
 * The gate of every call: `access.admit` (the same auth + rate-limit window as REST), then the
 * rate-limit figures as initial metadata, so they arrive whatever the outcome. On refusal the
 * figures are repeated in the trailers, where clients read a failed call's metadata.
 */
async function admit(call: AnyCall, env: CallEnvironment): Promise<{ ok: true; caller: Caller } | { ok: false; error: Partial<grpc.ServiceError> }> {
  const admission = await env.services.access.admit(apiKeyOf(call.metadata));
  if (admission.rate && !call.cancelled) call.sendMetadata(rateMetadata(admission.rate));
  if (admission.ok) return { ok: true, caller: admission.caller };
  return { ok: false, error: grpcError(admission.failure, rateMetadata(admission.rate)) };
}

function errorOf(err: unknown, env: CallEnvironment, method: string, caller?: Caller): Partial<grpc.ServiceError> {
  if (err instanceof GrpcStatusError) return { code: err.code, details: err.message };
  const log = caller ? env.log.child({ tenant: caller.tenantId, key_id: caller.keyId }) : env.log;
  const failure: ServiceFailure = failureOf(err, log, method);
  return grpcError(failure);
}

/** Aborts on cancel, on the call's own deadline (belt and braces: grpc-js also cancels) and on shutdown. */
function callSignal(call: AnyCall, env: CallEnvironment): { signal: AbortSignal; dispose(): void } {
  const ac = new AbortController();
  const onCancel = () => ac.abort(new GrpcStatusError(grpc.status.CANCELLED, 'Cancelled'));
  const onShutdown = () => ac.abort(new GrpcStatusError(grpc.status.UNAVAILABLE, 'Server is shutting down'));
  call.once('cancelled', onCancel);
  env.shutdown.addEventListener('abort', onShutdown, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const deadline = call.getDeadline();
  const at = deadline instanceof Date ? deadline.getTime() : deadline;
  if (Number.isFinite(at)) {
    timer = setTimeout(() => ac.abort(new GrpcStatusError(grpc.status.DEADLINE_EXCEEDED, 'Deadline exceeded')), Math.max(0, at - Date.now()));
  }
  if (env.shutdown.aborted) onShutdown();
  return {
    signal: ac.signal,
    dispose: () => {
      if (timer) clearTimeout(timer);
      call.removeListener('cancelled', onCancel);
      env.shutdown.removeEventListener('abort', onShutdown);
    },
  };
}

export function unary<I extends DescMessage, O extends DescMessage>(
  name: string,
  output: O,
  handler: UnaryHandler<I, O>,
  env: CallEnvironment,
): grpc.handleUnaryCall<MessageShape<I>, MessageShape<O>> {
  return (call, callback) => {
    void (async () => {
      const gate = await admit(call, env);
      if (!gate.ok) return callback(gate.error);
      // Work for a caller that has already gone (deadline passed while queued) is skipped.
      if (call.cancelled) return;
      const sig = callSignal(call, env);
      try {
        const out = await handler(call.request, { caller: gate.caller, services: env.services, log: env.log, signal: sig.signal });
        callback(null, create(output, out));
      } catch (err) {
        callback(errorOf(err, env, name, gate.caller));
      } finally {
        sig.dispose();
      }
    })().catch((err) => callback(errorOf(err, env, name)));
  };
}

export function serverStream<I extends DescMessage, O extends DescMessage>(
  name: string,
  output: O,
  handler: ServerStreamHandler<I, O>,
  env: CallEnvironment,
): grpc.handleServerStreamingCall<MessageShape<I>, MessageShape<O>> {
  return (call) => {
    const fail = (e: Partial<grpc.ServiceError>) => {
      if (!call.cancelled) call.emit('error', e);
    };
    void (async () => {
      const gate = await admit(call, env);
      if (!gate.ok) return fail(gate.error);
      if (call.cancelled) return;
      const sig = callSignal(call, env);
      const send: Send<O> = (msg) =>
        new Promise<void>((resolve) => {
          if (sig.signal.aborted || call.cancelled) return resolve();
          if (call.write(create(output, msg))) return resolve();
          const done = () => {
            call.removeListener('drain', done);
            sig.signal.removeEventListener('abort', done);
            resolve();
          };
          call.once('drain', done);
          sig.signal.addEventListener('abort', done, { once: true });
        });
      try {
        await handler(call.request, { caller: gate.caller, services: env.services, log: env.log, signal: sig.signal }, send);
        if (sig.signal.aborted) {
          const reason: unknown = sig.signal.reason;
          if (reason instanceof GrpcStatusError && reason.code !== grpc.status.CANCELLED) fail({ code: reason.code, details: reason.message });
        } else if (!call.cancelled) {
          call.end();
        }
      } catch (err) {
        fail(errorOf(err, env, name, gate.caller));
      } finally {
        sig.dispose();
      }
    })().catch((err) => fail(errorOf(err, env, name)));
  };
}

/** The grpc-js implementation object of a generated service, every method behind the gate. */
export function implement<T extends GenServiceMethods>(svc: GenService<T>, handlers: Handlers<T>, env: CallEnvironment): grpc.UntypedServiceImplementation {
  const impl: grpc.UntypedServiceImplementation = {};
  for (const m of svc.methods) {
    const h = (handlers as Record<string, unknown>)[m.localName];
    const name = `${svc.typeName}/${m.name}`;
    if (m.methodKind === 'unary') impl[m.localName] = unary(name, m.output, h as UnaryHandler<DescMessage, DescMessage>, env) as grpc.UntypedHandleCall;
    else if (m.methodKind === 'server_streaming') impl[m.localName] = serverStream(name, m.output, h as ServerStreamHandler<DescMessage, DescMessage>, env) as grpc.UntypedHandleCall;
    else throw new Error(`${name}: ${m.methodKind} is not supported`);
  }
  return impl;
}
