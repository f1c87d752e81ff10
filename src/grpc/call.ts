import type { DescMessage, MessageInitShape, MessageShape } from '@bufbuild/protobuf';
import { create } from '@bufbuild/protobuf';
import type { GenService, GenServiceMethods } from '@bufbuild/protobuf/codegenv2';
import * as grpc from '@grpc/grpc-js';
import type { Logger } from 'pino';
import { createContextInner, type ContextOptions } from '../api/context.js';
import { failureOf } from '../api/error-mapping.js';
import { appRouter } from '../api/router.js';
import { createCallerFactory } from '../api/trpc.js';
import type { AppServices } from '../services/app-services.js';
import type { Caller } from '../services/ports.js';
import { grpcError } from './errors.js';
import { UndecodableRequest } from './undecodable.js';
import { ATTR, context, endSpan, startServerSpan, tracingOn, type ActiveSpan } from '../telemetry/tracer.js';

const createCaller = createCallerFactory(appRouter);
/** The API's procedures, called in-process: the one rule book REST and /trpc run too. */
export type Procedures = ReturnType<typeof createCaller>;

export interface CallContext {
  /** The procedures, answering as this call's caller: a call checks the key and counts against the rate limit. */
  api: Procedures;
  /**
   * The same procedures for the rest of a long-lived call, once a first call above has admitted
   * the caller: not counted again (one watch is one request).
   */
  admitted: () => Procedures;
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

function textOf(md: grpc.Metadata, name: string): string | undefined {
  const v = md.get(name)[0];
  return typeof v === 'string' ? v : undefined;
}

type AnyCall = grpc.ServerUnaryCall<unknown, unknown> | grpc.ServerWritableStream<unknown, unknown>;

/**
 * The procedure context of one call: the key from the metadata; the headers the procedures
 * set (the rate-limit figures) become the initial metadata, and are repeated in the trailers
 * of a failed call, where clients read a failed call's metadata.
 */
function callContext(call: AnyCall, env: CallEnvironment, signal: AbortSignal, span: ActiveSpan | null): { ctx: CallContext; headers: grpc.Metadata } {
  const headers = new grpc.Metadata();
  let caller: Caller | undefined;
  const options: ContextOptions = {
    services: env.services,
    log: env.log,
    apiKey: textOf(call.metadata, 'x-api-key'),
    idempotencyKey: textOf(call.metadata, 'idempotency-key'),
    setHeader: (name, value) => headers.set(name.toLowerCase(), String(value)),
    onAdmitted: (c) => {
      caller = c;
      span?.span.setAttribute(ATTR.tenantId, c.tenantId);
    },
    signal,
  };
  const ctx: CallContext = {
    api: createCaller(createContextInner(options)),
    admitted: () => {
      if (!caller) throw new Error('admitted() before a first procedure call admitted the caller');
      return createCaller(createContextInner({ ...options, caller }));
    },
    log: env.log,
    signal,
  };
  return { ctx, headers };
}

/** A status outside the catalog (CANCELLED, UNAVAILABLE, …), or a catalog failure; an unexpected cause is logged. */
function errorOf(err: unknown, env: CallEnvironment, method: string, trailers: grpc.Metadata): Partial<grpc.ServiceError> {
  if (err instanceof GrpcStatusError) return { code: err.code, details: err.message, metadata: trailers };
  const { failure, unexpected } = failureOf(err);
  if (unexpected) env.log.error({ err, method }, 'unexpected error in gRPC handler');
  return grpcError(failure, trailers);
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

/** GET /metrics: one finished call by method and status name (OK, NOT_FOUND, …). */
function observe(env: CallEnvironment, method: string, code: number, started: number, span: ActiveSpan | null): void {
  env.services.metrics.grpcCall(method, grpc.status[code] ?? String(code), (performance.now() - started) / 1000);
  if (span) {
    span.span.setAttribute('rpc.grpc.status_code', code);
    endSpan(span.span, SERVER_FAULTS.has(code) ? (grpc.status[code] ?? String(code)) : undefined);
  }
}

/** Statuses that are the server's fault (OpenTelemetry's rule for gRPC server spans): the span is marked failed. */
const SERVER_FAULTS = new Set<number>([grpc.status.UNKNOWN, grpc.status.DEADLINE_EXCEEDED, grpc.status.UNIMPLEMENTED, grpc.status.INTERNAL, grpc.status.UNAVAILABLE, grpc.status.DATA_LOSS]);

/**
 * Traces on: the call's server span, continuing a `traceparent` in the metadata. The key's
 * metadata is never read here; the tenant is added once the key is checked (callContext).
 */
function callSpan(call: AnyCall, method: string): ActiveSpan | null {
  if (!tracingOn()) return null;
  const md = call.metadata.getMap();
  const carrier = { traceparent: md.traceparent, tracestate: md.tracestate };
  const id = (call.request as { id?: unknown } | undefined)?.id;
  const simulation = typeof id === 'string' && method.startsWith('simulation.v1.SimulationsService/') ? { [ATTR.simulationId]: id } : {};
  return startServerSpan(method, carrier, { 'rpc.system': 'grpc', 'rpc.method': method, ...simulation });
}

export function unary<I extends DescMessage, O extends DescMessage>(
  name: string,
  output: O,
  handler: UnaryHandler<I, O>,
  env: CallEnvironment,
): grpc.handleUnaryCall<MessageShape<I>, MessageShape<O>> {
  return (call, callback) => {
    // Work for a caller that has already gone (deadline passed while queued) is skipped.
    if (call.cancelled) return;
    const started = performance.now();
    if (call.request instanceof UndecodableRequest) {
      observe(env, name, grpc.status.INVALID_ARGUMENT, started, null);
      return callback(grpcError(call.request.failure));
    }
    const span = callSpan(call, name);
    const sig = callSignal(call, env);
    const { ctx, headers } = callContext(call, env, sig.signal, span);
    const answer = (err: Partial<grpc.ServiceError> | null, out?: MessageInitShape<O>) => {
      observe(env, name, call.cancelled ? grpc.status.CANCELLED : (err?.code ?? grpc.status.OK), started, span);
      if (call.cancelled) return;
      call.sendMetadata(headers);
      if (err) callback(err);
      else callback(null, create(output, out));
    };
    (span ? context.with(span.context, () => handler(call.request, ctx)) : handler(call.request, ctx))
      .then(
        (out) => answer(null, out),
        (err: unknown) => answer(errorOf(err, env, name, headers.clone())),
      )
      .catch((err: unknown) => callback(errorOf(err, env, name, new grpc.Metadata())))
      .finally(() => sig.dispose());
  };
}

export function serverStream<I extends DescMessage, O extends DescMessage>(
  name: string,
  output: O,
  handler: ServerStreamHandler<I, O>,
  env: CallEnvironment,
): grpc.handleServerStreamingCall<MessageShape<I>, MessageShape<O>> {
  return (call) => {
    if (call.cancelled) return;
    const started = performance.now();
    if (call.request instanceof UndecodableRequest) {
      observe(env, name, grpc.status.INVALID_ARGUMENT, started, null);
      call.emit('error', grpcError(call.request.failure));
      return;
    }
    const span = callSpan(call, name);
    const sig = callSignal(call, env);
    const { ctx, headers } = callContext(call, env, sig.signal, span);
    let headersSent = false;
    let code: number = grpc.status.OK;
    const sendHeaders = () => {
      if (headersSent || call.cancelled) return;
      headersSent = true;
      call.sendMetadata(headers);
    };
    const fail = (e: Partial<grpc.ServiceError>) => {
      code = e.code ?? grpc.status.UNKNOWN;
      sendHeaders();
      if (!call.cancelled) call.emit('error', e);
    };
    const send: Send<O> = (msg) =>
      new Promise<void>((resolve) => {
        if (sig.signal.aborted || call.cancelled) return resolve();
        sendHeaders();
        if (call.write(create(output, msg))) return resolve();
        const done = () => {
          call.removeListener('drain', done);
          sig.signal.removeEventListener('abort', done);
          resolve();
        };
        call.once('drain', done);
        sig.signal.addEventListener('abort', done, { once: true });
      });
    const run = async () => {
      try {
        await handler(call.request, ctx, send);
        if (sig.signal.aborted) {
          const reason: unknown = sig.signal.reason;
          if (reason instanceof GrpcStatusError && reason.code !== grpc.status.CANCELLED) fail({ code: reason.code, details: reason.message });
        } else if (!call.cancelled) {
          sendHeaders();
          call.end();
        }
      } catch (err) {
        fail(errorOf(err, env, name, headers.clone()));
      } finally {
        observe(env, name, call.cancelled ? grpc.status.CANCELLED : code, started, span);
        sig.dispose();
      }
    };
    void (span ? context.with(span.context, run) : run());
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
