import { startTestApi, type TestApi } from '../../helpers/api.js';
import type { StoreKind } from '../../helpers/databases.js';
import { KeysService } from '../../../src/grpc/gen/simulation/v1/keys_pb.js';
import { ScenariosService } from '../../../src/grpc/gen/simulation/v1/scenarios_pb.js';
import { SimulationsService } from '../../../src/grpc/gen/simulation/v1/simulations_pb.js';
import { connect } from './client.js';

/**
 * The whole app (HTTP + gRPC on random ports, fresh database) and one client per service.
 * The pipeline is off unless `withPipeline` is set, so simulations stay where a test puts them.
 */
export async function startGrpcApi(kind: StoreKind, env: Record<string, string> = {}, opts: Parameters<typeof startTestApi>[2] = {}) {
  const api: TestApi = await startTestApi(kind, { GRPC_PORT: '0', ...env }, opts);
  const port = api.app.grpc.port;
  const simulations = connect(SimulationsService, port);
  const scenarios = connect(ScenariosService, port);
  const keys = connect(KeysService, port);
  return {
    api,
    port,
    simulations,
    scenarios,
    keys,
    close: async () => {
      simulations.close();
      scenarios.close();
      keys.close();
      await api.close();
    },
  };
}

export type GrpcApi = Awaited<ReturnType<typeof startGrpcApi>>;

export const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
