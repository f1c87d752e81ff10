import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { create, createFileRegistry, fromBinary } from '@bufbuild/protobuf';
import { FileDescriptorProtoSchema, FileDescriptorSetSchema } from '@bufbuild/protobuf/wkt';
import * as grpc from '@grpc/grpc-js';
import protobuf from 'protobufjs';
import { protoPath as healthProtoPath } from 'grpc-health-check';
import pino from 'pino';
import type { AppServices } from '../../../src/services/app-services.js';
import { startGrpcServer } from '../../../src/grpc/server.js';
import { startGrpcApi, type GrpcApi } from './setup.js';

const root = new URL('../../../', import.meta.url).pathname;
const run = promisify(execFile);
const buf = join(root, 'node_modules/.bin/buf');

/** A client for a service known only by its .proto (as grpcurl would be), via protobufjs. */
function dynamicClient(protoFile: string, service: string, port: number, includeDirs: string[] = []) {
  const r = new protobuf.Root();
  r.resolvePath = (_origin, target) => {
    for (const d of includeDirs) {
      try {
        statSync(join(d, target));
        return join(d, target);
      } catch {
        // not in this include dir
      }
    }
    return target;
  };
  r.loadSync(protoFile, { keepCase: true });
  const svc = r.lookupService(service);
  const def: grpc.ServiceDefinition = {};
  for (const m of svc.methodsArray) {
    const req = r.lookupType(m.requestType);
    const res = r.lookupType(m.responseType);
    (def as Record<string, grpc.MethodDefinition<unknown, unknown>>)[m.name] = {
      path: `/${service}/${m.name}`,
      requestStream: !!m.requestStream,
      responseStream: !!m.responseStream,
      requestSerialize: (v) => Buffer.from(req.encode(req.fromObject(v as object)).finish()),
      requestDeserialize: (b) => req.decode(b),
      responseSerialize: (v) => Buffer.from(res.encode(v as protobuf.Message).finish()),
      responseDeserialize: (b) => res.toObject(res.decode(b), { enums: String, bytes: Buffer, defaults: true }),
    };
  }
  const Ctor = grpc.makeGenericClientConstructor(def, service);
  return new Ctor(`127.0.0.1:${port}`, grpc.credentials.createInsecure()) as grpc.Client & Record<string, (...a: unknown[]) => unknown>;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
}

describe('gRPC standard services', () => {
  let g: GrpcApi;
  before(async () => {
    g = await startGrpcApi('sqlite');
  });
  after(() => g.close());

  it('grpc.health.v1.Health reports SERVING for the server and each service', async () => {
    const health = dynamicClient(healthProtoPath, 'grpc.health.v1.Health', g.port);
    try {
      for (const service of ['', 'simulation.v1.SimulationsService', 'simulation.v1.ScenariosService', 'simulation.v1.KeysService']) {
        const res = await new Promise<{ status: string }>((resolve, reject) =>
          health.Check({ service }, (err: Error | null, r: { status: string }) => (err ? reject(err) : resolve(r))),
        );
        assert.equal(res.status, 'SERVING', service);
      }
    } finally {
      health.close();
    }
  });

  it('server reflection lists the services and serves their descriptors (what grpcurl needs)', async () => {
    const reflectionProto = join(createRequire(import.meta.url).resolve('@grpc/reflection').replace(/build\/src\/index\.js$/, ''), 'build/proto/grpc/reflection/v1/reflection.proto');
    const client = dynamicClient(reflectionProto, 'grpc.reflection.v1.ServerReflection', g.port);
    type Res = { list_services_response?: { service: Array<{ name: string }> }; file_descriptor_response?: { file_descriptor_proto: Buffer[] } };
    const ask = (req: object) =>
      new Promise<Res>((resolve, reject) => {
        const call = client.ServerReflectionInfo() as grpc.ClientDuplexStream<object, Res>;
        call.on('data', (r) => {
          resolve(r);
          call.end();
        });
        call.on('error', reject);
        call.write(req);
      });
    try {
      const list = await ask({ list_services: '' });
      const names = list.list_services_response!.service.map((s) => s.name).sort();
      for (const n of ['grpc.health.v1.Health', 'simulation.v1.KeysService', 'simulation.v1.ScenariosService', 'simulation.v1.SimulationsService']) {
        assert.ok(names.includes(n), `${n} in ${names.join(', ')}`);
      }
      const files = (await ask({ file_containing_symbol: 'simulation.v1.SimulationsService' })).file_descriptor_response!.file_descriptor_proto;
      const set = create(FileDescriptorSetSchema, { file: files.map((b) => fromBinary(FileDescriptorProtoSchema, b)) });
      const registry = createFileRegistry(set);
      const svc = registry.getService('simulation.v1.SimulationsService');
      assert.ok(svc);
      assert.ok(svc.methods.some((m) => m.name === 'WatchSimulation' && m.methodKind === 'server_streaming'));
      assert.ok(registry.getMessage('simulation.v1.SimulationResults'));
      // The error details a status carries are served too, so grpcurl -v can decode them.
      // Like grpcurl's reflection client: a declared import the answer lacks is asked for by file name.
      for (const symbol of ['google.rpc.BadRequest', 'google.rpc.ErrorInfo', 'google.rpc.RetryInfo', 'google.rpc.Status']) {
        const known = new Map<string, ReturnType<typeof fromBinary<typeof FileDescriptorProtoSchema>>>();
        const add = (bins: Buffer[] | undefined) => bins?.forEach((b) => { const f = fromBinary(FileDescriptorProtoSchema, b); known.set(f.name, f); });
        add((await ask({ file_containing_symbol: symbol })).file_descriptor_response?.file_descriptor_proto);
        for (let missing = [...known.values()].flatMap((f) => f.dependency).filter((d) => !known.has(d)); missing.length; missing = [...known.values()].flatMap((f) => f.dependency).filter((d) => !known.has(d))) {
          add((await ask({ file_by_filename: missing[0] })).file_descriptor_response?.file_descriptor_proto);
          assert.ok(known.has(missing[0]), `reflection serves ${missing[0]}`);
        }
        // The file that holds the symbol comes first in a reflection answer.
        const reg = createFileRegistry([...known.values()][0], (name) => known.get(name));
        assert.ok(reg.getMessage(symbol), symbol);
      }
    } finally {
      client.close();
    }
  });
});

describe('gRPC health follows the store', () => {
  it('NOT_SERVING while the probe fails, SERVING again once it passes', async () => {
    let up = true;
    const server = await startGrpcServer({} as AppServices, pino({ level: 'silent' }), {
      host: '127.0.0.1',
      port: 0,
      health: async () => {
        if (!up) throw new Error('database unreachable');
      },
      healthIntervalMs: 50,
    });
    const health = dynamicClient(healthProtoPath, 'grpc.health.v1.Health', server.port);
    const check = () =>
      new Promise<string>((resolve, reject) =>
        health.Check({ service: 'simulation.v1.SimulationsService' }, (err: Error | null, r: { status: string }) => (err ? reject(err) : resolve(r.status))),
      );
    try {
      assert.equal(await check(), 'SERVING');
      up = false;
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(await check(), 'NOT_SERVING');
      up = true;
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(await check(), 'SERVING');
    } finally {
      health.close();
      await server.close();
    }
  });
});

describe('the gRPC contract', () => {
  it('buf lint passes', async () => {
    await run(buf, ['lint'], { cwd: root });
  });

  it('changes since the released contract are additive only (buf breaking against proto/released.json)', async () => {
    await run(buf, ['breaking', '--against', 'proto/released.json'], { cwd: root });
  });

  it('buf breaking does catch a breaking change (a renumbered field)', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'grpc-breaking-'));
    try {
      cpSync(join(root, 'proto'), join(copy, 'proto'), { recursive: true });
      cpSync(join(root, 'buf.yaml'), join(copy, 'buf.yaml'));
      const file = join(copy, 'proto/simulation/v1/simulations.proto');
      writeFileSync(file, readFileSync(file, 'utf8').replace('string executive_summary = 1;', 'string executive_summary = 9;'));
      await assert.rejects(run(buf, ['breaking', '--against', join(root, 'proto/released.json')], { cwd: copy }), (err: { stdout?: string; stderr?: string }) => {
        assert.match(`${err.stdout}${err.stderr}`, /executive_summary/);
        return true;
      });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('the committed code under src/grpc/gen is what `npm run gen` makes of proto/', async () => {
    const out = mkdtempSync(join(tmpdir(), 'grpc-gen-'));
    try {
      await run(buf, ['generate', '--output', out], { cwd: root });
      const fresh = join(out, 'src/grpc/gen');
      const committed = join(root, 'src/grpc/gen');
      const list = (d: string) => walk(d).map((f) => relative(d, f)).sort();
      assert.deepEqual(list(committed), list(fresh), 'same files (run `npm run gen`)');
      for (const f of list(fresh)) {
        assert.equal(readFileSync(join(committed, f), 'utf8'), readFileSync(join(fresh, f), 'utf8'), `${f} is stale: run \`npm run gen\``);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
