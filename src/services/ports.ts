import type { Logger } from 'pino';
import type { Store } from '../store/index.js';

/**
 * How a service asks for pipeline work without knowing which runner does it (embedded or
 * Temporal). main.ts wires the implementation; services never import the pipeline.
 */
export interface PipelineStarter {
  /** Runs the pipeline from the stage the simulation's status calls for. */
  start(simulationId: string, tenantId: string): Promise<void>;
  /** Stops any stage in flight (config edit, architect rerun). Resolves once it has stopped. */
  stop(simulationId: string): Promise<void>;
}

export const noPipeline: PipelineStarter = {
  start: async () => {},
  stop: async () => {},
};

export type Clock = () => number;

export interface ServiceDeps {
  store: Store;
  pipeline: PipelineStarter;
  clock: Clock;
  logger: Logger;
}

/** Who is calling: set by authentication, required by every tenant-scoped use case. */
export interface Caller {
  tenantId: string;
  keyId: string;
  environment: 'live' | 'test';
  /** The request's logger (it carries the request id), for the lines a use case writes. */
  log?: Logger;
}
