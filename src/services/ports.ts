import type { Logger } from 'pino';
import type { Metrics } from '../metrics.js';
import type { PipelineStarter, WorkBudget } from '../pipeline/ports.js';
import type { Store } from '../store/index.js';

export type Clock = () => number;

export interface ServiceDeps {
  store: Store;
  pipeline: PipelineStarter;
  /** Absent: no limit beyond the schema's. */
  budget?: WorkBudget;
  clock: Clock;
  logger: Logger;
  /** Counters and histograms of GET /metrics (no tenant data in any label); a private set when absent (CLI, tests). */
  metrics?: Metrics;
}

/** Who is calling: set by authentication, required by every tenant-scoped use case. */
export interface Caller {
  tenantId: string;
  keyId: string;
  environment: 'live' | 'test';
  /** The request's logger (it carries the request id), for the lines a use case writes. */
  log?: Logger;
}
