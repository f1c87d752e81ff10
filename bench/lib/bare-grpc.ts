/**
 * The ceiling of the gRPC benchmark, as bare-fastify.ts is the REST one: a grpc-js server
 * with the same SimulationsService definition (protobuf-es codecs through the bridge, as the
 * real server) whose GetSimulation answers an empty response at once, with no access gate, no
 * store and no metadata (server reflection too, for ghz). Same Node, same tsx loader, its own process. Prints "listening <port>"
 * once bound. BARE_GRPC_OPTIONS (JSON) adds grpc.Server options, to try transport settings.
 */
import * as grpc from '@grpc/grpc-js';
import { create } from '@bufbuild/protobuf';
import { ReflectionService } from '@grpc/reflection';
import { reflectionPackage, serviceDefinition } from '../../src/grpc/bridge.js';
import { GetSimulationResponseSchema, SimulationsService } from '../../src/grpc/gen/simulation/v1/simulations_pb.js';

const options = JSON.parse(process.env.BARE_GRPC_OPTIONS ?? '{}') as grpc.ServerOptions;
const server = new grpc.Server(options);
const empty = create(GetSimulationResponseSchema, {});
const notImplemented: grpc.handleUnaryCall<unknown, unknown> = (_call, callback) => callback({ code: grpc.status.UNIMPLEMENTED });
const impl: grpc.UntypedServiceImplementation = {};
for (const m of SimulationsService.methods) impl[m.localName] = notImplemented;
impl.getSimulation = ((_call, callback) => callback(null, empty)) as grpc.handleUnaryCall<unknown, unknown>;
server.addService(serviceDefinition(SimulationsService), impl);
// Reflection only serves ghz its descriptors before the measurement, as on the real server.
new ReflectionService(reflectionPackage([SimulationsService]) as unknown as ConstructorParameters<typeof ReflectionService>[0]).addToServer(server);
const port = await new Promise<number>((resolve, reject) =>
  server.bindAsync(`127.0.0.1:${process.env.PORT ?? 0}`, grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
);
process.stdout.write(`listening ${port}\n`);
const stop = () => server.tryShutdown(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
