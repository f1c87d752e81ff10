import type { DescMessage, MessageInitShape, MessageShape } from '@bufbuild/protobuf';
import { create, fromBinary } from '@bufbuild/protobuf';
import type { GenService, GenServiceMethods } from '@bufbuild/protobuf/codegenv2';
import { anyUnpack } from '@bufbuild/protobuf/wkt';
import * as grpc from '@grpc/grpc-js';
import { clientConstructor } from '../../../src/grpc/bridge.js';
import { BadRequestSchema, ErrorInfoSchema, RetryInfoSchema } from '../../../src/grpc/gen/google/rpc/error_details_pb.js';
import { StatusSchema } from '../../../src/grpc/gen/google/rpc/status_pb.js';

/**
 * A real grpc-js client over the same generated descriptors (through the bridge's
 * makeGenericClientConstructor), with promise-returning unary calls and an async-iterable
 * server stream. Every answer keeps its initial and trailing metadata for the assertions.
 */
export interface CallOptions {
  key?: string;
  deadlineMs?: number;
  metadata?: Record<string, string>;
}

export interface UnaryResult<O> {
  response: O;
  headers: grpc.Metadata;
  trailers: grpc.Metadata;
}

type Unary<I extends DescMessage, O extends DescMessage> = (req: MessageInitShape<I>, opts?: CallOptions) => Promise<UnaryResult<MessageShape<O>>>;
type Stream<I extends DescMessage, O extends DescMessage> = (req: MessageInitShape<I>, opts?: CallOptions) => grpc.ClientReadableStream<MessageShape<O>>;

export type TypedClient<T extends GenServiceMethods> = {
  [K in keyof T]: T[K]['methodKind'] extends 'unary' ? Unary<T[K]['input'], T[K]['output']> : Stream<T[K]['input'], T[K]['output']>;
} & { close(): void; raw: grpc.Client };

export function metadataOf(opts: CallOptions = {}): grpc.Metadata {
  const md = new grpc.Metadata();
  if (opts.key !== undefined) md.set('x-api-key', opts.key);
  for (const [k, v] of Object.entries(opts.metadata ?? {})) md.set(k, v);
  return md;
}

const callOptions = (opts: CallOptions = {}): grpc.CallOptions => (opts.deadlineMs === undefined ? {} : { deadline: Date.now() + opts.deadlineMs });

export function connect<T extends GenServiceMethods>(svc: GenService<T>, port: number, channel?: grpc.Channel): TypedClient<T> {
  const Ctor = clientConstructor(svc);
  const raw = new Ctor(`127.0.0.1:${port}`, grpc.credentials.createInsecure(), channel ? { channelOverride: channel } : {});
  const out: Record<string, unknown> = { raw, close: () => raw.close() };
  for (const m of svc.methods) {
    const fn = (raw as unknown as Record<string, (...args: unknown[]) => unknown>)[m.localName].bind(raw);
    if (m.methodKind === 'unary') {
      out[m.localName] = (req: MessageInitShape<DescMessage>, opts?: CallOptions) =>
        new Promise((resolve, reject) => {
          let headers = new grpc.Metadata();
          let trailers = new grpc.Metadata();
          const call = fn(create(m.input, req), metadataOf(opts), callOptions(opts), (err: grpc.ServiceError | null, response: unknown) =>
            err ? reject(err) : setImmediate(() => resolve({ response, headers, trailers })),
          ) as grpc.ClientUnaryCall;
          call.on('metadata', (md) => (headers = md));
          call.on('status', (s) => (trailers = s.metadata));
        });
    } else {
      out[m.localName] = (req: MessageInitShape<DescMessage>, opts?: CallOptions) => fn(create(m.input, req), metadataOf(opts), callOptions(opts));
    }
  }
  return out as TypedClient<T>;
}

export interface DecodedStatus {
  code: grpc.status;
  message: string;
  badRequest?: MessageShape<typeof BadRequestSchema>;
  retryInfo?: MessageShape<typeof RetryInfoSchema>;
  errorInfo?: MessageShape<typeof ErrorInfoSchema>;
  trailers: grpc.Metadata;
}

/** Reads grpc-status-details-bin (google.rpc.Status) and unpacks the known details. */
export function decodeError(err: unknown): DecodedStatus {
  const e = err as grpc.ServiceError;
  if (typeof e?.code !== 'number') throw err;
  const out: DecodedStatus = { code: e.code, message: e.details, trailers: e.metadata };
  const bin = e.metadata?.get('grpc-status-details-bin')[0];
  if (bin instanceof Buffer) {
    const st = fromBinary(StatusSchema, bin);
    if (Number(st.code) !== Number(e.code) || st.message !== e.details) throw new Error(`status details disagree with the status: ${st.code} ${st.message}`);
    for (const d of st.details) {
      out.badRequest ??= anyUnpack(d, BadRequestSchema);
      out.retryInfo ??= anyUnpack(d, RetryInfoSchema);
      out.errorInfo ??= anyUnpack(d, ErrorInfoSchema);
    }
  }
  return out;
}

/** Awaits a rejected call and returns its decoded status (fails when the call succeeds). */
export async function rejection(p: Promise<unknown>): Promise<DecodedStatus> {
  try {
    await p;
  } catch (err) {
    return decodeError(err);
  }
  throw new Error('expected the call to fail');
}

/** Collects a server stream: every message, then the final status (OK or the error). */
export function collect<O>(stream: grpc.ClientReadableStream<O>, onMessage?: (m: O, all: O[]) => void): Promise<{ messages: O[]; error?: DecodedStatus; headers?: grpc.Metadata }> {
  return new Promise((resolve) => {
    const messages: O[] = [];
    let headers: grpc.Metadata | undefined;
    stream.on('metadata', (md) => (headers = md));
    stream.on('data', (m: O) => {
      messages.push(m);
      onMessage?.(m, messages);
    });
    stream.on('error', (err) => resolve({ messages, error: decodeError(err), headers }));
    stream.on('end', () => setImmediate(() => resolve({ messages, headers })));
  });
}
