import * as grpc from '@grpc/grpc-js';
import { ReflectionService } from '@grpc/reflection';
import { HealthImplementation } from 'grpc-health-check';
import type { Logger } from 'pino';
import type { AppServices } from '../services/app-services.js';
import { reflectionPackage, serviceDefinition } from './bridge.js';
import { file_google_rpc_error_details } from './gen/google/rpc/error_details_pb.js';
import { file_google_rpc_status } from './gen/google/rpc/status_pb.js';
import { implement, type CallEnvironment } from './call.js';
import { Health } from './gen/grpc/health/v1/health_pb.js';
import { KeysService } from './gen/simulation/v1/keys_pb.js';
import { ScenariosService } from './gen/simulation/v1/scenarios_pb.js';
import { SimulationsService } from './gen/simulation/v1/simulations_pb.js';
import { keysHandlers } from './handlers/keys.js';
import { scenariosHandlers } from './handlers/scenarios.js';
import { simulationsHandlers } from './handlers/simulations.js';

export const GRPC_DEFAULT_PORT = 50051;

export interface GrpcServerOptions {
  host: string;
  /** 0 picks a free port; the bound one is on the returned server. */
  port: number;
  /** Liveness of what the RPCs depend on (the store); throws when unhealthy. */
  health: () => Promise<void>;
  healthIntervalMs?: number;
  maxReceiveMessageBytes?: number;
  maxSendMessageBytes?: number;
  keepaliveTimeMs?: number;
  keepaliveTimeoutMs?: number;
  /** How long close() lets in-flight unary calls finish before cutting connections. */
  shutdownGraceMs?: number;
  watchPollMs?: number;
}

export interface GrpcServer {
  port: number;
  close(): Promise<void>;
}

const SERVICES = [SimulationsService, ScenariosService, KeysService] as const;

/**
 * The gRPC transport beside HTTP: the same services and the same access gate, plus the
 * standard grpc.health.v1 and server reflection services (so grpcurl and grpc_health_probe
 * work without the proto files). Bound and listening when the promise resolves.
 */
export async function startGrpcServer(services: AppServices, logger: Logger, opts: GrpcServerOptions): Promise<GrpcServer> {
  const log = logger.child({ transport: 'grpc' });
  // grpc-js' own diagnostics go into our structured log, not as bare lines on stderr (process-wide setting).
  grpc.setLogger({
    error: (...args: unknown[]) => log.warn({ grpc_js: args.join(' ') }, 'grpc-js'),
    info: (...args: unknown[]) => log.debug({ grpc_js: args.join(' ') }, 'grpc-js'),
    debug: (...args: unknown[]) => log.trace({ grpc_js: args.join(' ') }, 'grpc-js'),
  });
  const server = new grpc.Server({
    'grpc.max_receive_message_length': opts.maxReceiveMessageBytes ?? 16 * 1024 * 1024,
    'grpc.max_send_message_length': opts.maxSendMessageBytes ?? 64 * 1024 * 1024,
    'grpc.keepalive_time_ms': opts.keepaliveTimeMs ?? 60_000,
    'grpc.keepalive_timeout_ms': opts.keepaliveTimeoutMs ?? 20_000,
    'grpc.keepalive_permit_without_calls': 1,
    // Clients may ping this often without being sent GOAWAY (grpc-js' default is 5 min).
    'grpc.http2.min_ping_interval_without_data_ms': 10_000,
    // Channelz (grpc-js' per-call and per-socket counters for a channelz service) is on by
    // default; we serve no channelz, so every call would pay for bookkeeping nobody reads.
    'grpc.enable_channelz': 0,
  });

  const shutdown = new AbortController();
  const env: CallEnvironment = { services, log, shutdown: shutdown.signal };
  server.addService(serviceDefinition(SimulationsService), implement(SimulationsService, simulationsHandlers({ watchPollMs: opts.watchPollMs ?? 250 }), env));
  server.addService(serviceDefinition(ScenariosService), implement(ScenariosService, scenariosHandlers(), env));
  server.addService(serviceDefinition(KeysService), implement(KeysService, keysHandlers(), env));

  const names = ['', ...SERVICES.map((s) => s.typeName)];
  const health = new HealthImplementation(Object.fromEntries(names.map((n) => [n, 'NOT_SERVING' as const])));
  health.addToServer(server);
  // Health is served by grpc-health-check; its descriptor here lets grpcurl call it too.
  new ReflectionService(reflectionPackage([...SERVICES, Health], [file_google_rpc_error_details, file_google_rpc_status]) as unknown as ConstructorParameters<typeof ReflectionService>[0]).addToServer(server);

  let healthy: boolean | undefined;
  const probe = async () => {
    const ok = await opts.health().then(
      () => true,
      (err: unknown) => {
        if (healthy !== false) log.error({ err }, 'health probe failed; gRPC reports NOT_SERVING');
        return false;
      },
    );
    if (shutdown.signal.aborted || ok === healthy) return;
    healthy = ok;
    for (const n of names) health.setStatus(n, ok ? 'SERVING' : 'NOT_SERVING');
  };
  await probe();
  const healthTimer = setInterval(() => void probe(), opts.healthIntervalMs ?? 5_000);
  healthTimer.unref();

  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`${formatHost(opts.host)}:${opts.port}`, grpc.ServerCredentials.createInsecure(), (err, p) => {
      if (!err) return resolve(p);
      clearInterval(healthTimer);
      // grpc-js says only "No address added out of total 1 resolved": name the port (src/startup.ts reads this).
      reject(Object.assign(new Error(`gRPC cannot listen on ${opts.host}:${opts.port}: ${err.message}`), { code: 'GRPC_BIND_FAILED', port: opts.port, address: opts.host }));
    }),
  );
  log.info({ grpc: `${opts.host}:${port}` }, 'gRPC listening');

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      clearInterval(healthTimer);
      for (const n of names) health.setStatus(n, 'NOT_SERVING');
      // Open watches would hold tryShutdown up for the whole grace period: end them now.
      shutdown.abort();
      const force = setTimeout(() => {
        log.warn('gRPC graceful shutdown timed out; closing connections');
        server.forceShutdown();
        resolve();
      }, opts.shutdownGraceMs ?? 5_000);
      force.unref();
      server.tryShutdown(() => {
        clearTimeout(force);
        resolve();
      });
    }));

  return { port, close };
}

/** IPv6 literals need brackets in a gRPC target. */
const formatHost = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/**
 * GRPC_PORT when set; else 50051, except beside an HTTP server on a random port (PORT=0, as in
 * tests), where gRPC takes a random port too rather than every app contending for 50051.
 */
export const grpcPortOf = (s: { PORT: number; GRPC_PORT?: number | undefined }): number => s.GRPC_PORT ?? (s.PORT === 0 ? 0 : GRPC_DEFAULT_PORT);
