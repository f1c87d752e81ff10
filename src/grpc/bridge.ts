import * as grpc from '@grpc/grpc-js';
import { fromBinary, toBinary, type DescMethod, type DescService } from '@bufbuild/protobuf';
import type { DescFile } from '@bufbuild/protobuf';
import { FileDescriptorProtoSchema } from '@bufbuild/protobuf/wkt';
import { undecodable } from './undecodable.js';

/**
 * There is no official protobuf-es → grpc-js adapter: this maps a generated
 * DescService to a grpc-js ServiceDefinition keyed by each method's localName, which both the
 * server (addService) and grpc.makeGenericClientConstructor accept.
 */
export function serviceDefinition(svc: DescService): grpc.ServiceDefinition {
  const def: Record<string, grpc.MethodDefinition<unknown, unknown>> = {};
  for (const m of svc.methods) def[m.localName] = methodDefinition(svc, m);
  return def as grpc.ServiceDefinition;
}

function methodDefinition(svc: DescService, m: DescMethod): grpc.MethodDefinition<unknown, unknown> {
  return {
    path: `/${svc.typeName}/${m.name}`,
    originalName: m.name,
    requestStream: m.methodKind === 'client_streaming' || m.methodKind === 'bidi_streaming',
    responseStream: m.methodKind === 'server_streaming' || m.methodKind === 'bidi_streaming',
    requestSerialize: (v) => Buffer.from(toBinary(m.input, v as never)),
    // A request that cannot be decoded (invalid UTF-8 in a string, bytes that are no message)
    // reaches the handler as an UndecodableRequest, answered INVALID_ARGUMENT, not grpc-js's INTERNAL.
    requestDeserialize: (b: Buffer) => {
      try {
        return fromBinary(m.input, b);
      } catch {
        return undecodable(m.input, b);
      }
    },
    responseSerialize: (v) => Buffer.from(toBinary(m.output, v as never)),
    responseDeserialize: (b: Buffer) => fromBinary(m.output, b),
  };
}

/** A grpc-js client class for a generated service (tests, benchmarks, internal callers). */
export function clientConstructor(svc: DescService): grpc.ServiceClientConstructor {
  return grpc.makeGenericClientConstructor(serviceDefinition(svc), svc.typeName);
}

/**
 * What @grpc/reflection reads of a proto-loader PackageDefinition: only `fileDescriptorProtos`
 * (it indexes every message and service of every file given). Each service gets its file and
 * every file it imports, transitively. `extraFiles` are served too though no service imports
 * them: the google.rpc error details travel inside `grpc-status-details-bin` as `Any`, and a
 * client such as `grpcurl -v` decodes them by asking reflection for their type.
 */
export function reflectionPackage(services: readonly DescService[], extraFiles: readonly DescFile[] = []): Record<string, { fileDescriptorProtos: Buffer[] }> {
  const closure = (roots: readonly DescFile[]) => {
    const files: DescFile[] = [];
    const walk = (f: DescFile) => {
      if (files.includes(f)) return;
      files.push(f);
      f.dependencies.forEach(walk);
    };
    roots.forEach(walk);
    return { fileDescriptorProtos: files.map((f) => Buffer.from(toBinary(FileDescriptorProtoSchema, f.proto))) };
  };
  const pkg: Record<string, { fileDescriptorProtos: Buffer[] }> = {};
  for (const svc of services) pkg[svc.typeName] = closure([svc.file]);
  for (const f of extraFiles) pkg[f.name] = closure([f]);
  return pkg;
}
