import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of one process (GET /metrics). Every label is a closed set (route
 * templates, methods, status codes, stage names, statuses): no tenant id, key, simulation id
 * or prompt ever becomes a label. One registry per app, so several apps in one process (tests)
 * never share counts.
 */
export interface Metrics {
  readonly registry: Registry;
  /** One finished HTTP request: route is the matched template (e.g. /v1/simulations/:id) or "unmatched". */
  httpRequest(route: string, method: string, status: number, seconds: number): void;
  /** One finished gRPC call: method is the full RPC name, code the gRPC status name. */
  grpcCall(method: string, code: string, seconds: number): void;
  /** A request refused by the rate limit (any transport). */
  rateLimited(): void;
  /** One attempt of a pipeline stage: completed, failed, retried, timed_out or stopped. */
  stageFinished(stage: string, outcome: StageOutcomeLabel, seconds: number): void;
  /** The Simulator finished a run of this much work (agents × steps × runs) in this time. */
  simulatorRan(agentSteps: number, seconds: number): void;
  /** Read at each scrape: simulations by status (all tenants) and the embedded runner's queue. */
  readFrom(sources: ScrapeSources): void;
}

export type StageOutcomeLabel = 'completed' | 'failed' | 'retried' | 'timed_out' | 'stopped';

export interface ScrapeSources {
  simulationsByStatus(): Promise<ReadonlyArray<{ status: string; count: number }>>;
  /** Absent with Temporal (its task queue is Temporal's to report). */
  queueDepth?(): number;
}

const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
/** Seconds: API answers are milliseconds; streams and downloads may take minutes. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];
const STAGE_BUCKETS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800];

export function createMetrics(opts: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (opts.processMetrics !== false) collectDefaultMetrics({ register: registry });

  let sources: ScrapeSources | undefined;
  const httpTotal = new Counter({ name: 'http_requests_total', help: 'HTTP requests by route template, method and status', labelNames: ['route', 'method', 'status'], registers: [registry] });
  const httpSeconds = new Histogram({ name: 'http_request_duration_seconds', help: 'HTTP request durations by route template and method', labelNames: ['route', 'method'], buckets: REQUEST_BUCKETS, registers: [registry] });
  const grpcTotal = new Counter({ name: 'grpc_requests_total', help: 'gRPC calls by method and status code', labelNames: ['method', 'code'], registers: [registry] });
  const grpcSeconds = new Histogram({ name: 'grpc_request_duration_seconds', help: 'gRPC call durations by method', labelNames: ['method'], buckets: REQUEST_BUCKETS, registers: [registry] });
  const limited = new Counter({ name: 'rate_limit_rejections_total', help: 'Requests refused by the rate limit (429 / RESOURCE_EXHAUSTED)', registers: [registry] });
  const stageTotal = new Counter({ name: 'pipeline_stage_outcomes_total', help: 'Pipeline stage attempts by stage and outcome', labelNames: ['stage', 'outcome'], registers: [registry] });
  const stageSeconds = new Histogram({ name: 'pipeline_stage_duration_seconds', help: 'Pipeline stage attempt durations by stage and outcome', labelNames: ['stage', 'outcome'], buckets: STAGE_BUCKETS, registers: [registry] });
  const agentSteps = new Counter({ name: 'simulator_agent_steps_total', help: 'Agent-steps simulated (agents x steps x runs); rate() of it is the throughput', registers: [registry] });
  const agentStepsRate = new Gauge({ name: 'simulator_agent_steps_per_second', help: 'Agent-steps per second of the last Simulator stage that finished', registers: [registry] });
  new Gauge({
    name: 'simulations',
    help: 'Simulations by status, all tenants together (read from the database at each scrape)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      if (!sources) return;
      this.reset();
      for (const { status, count } of await sources.simulationsByStatus()) this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'pipeline_queue_depth',
    help: 'Simulations waiting for a slot of the embedded runner',
    registers: [registry],
    collect() {
      if (sources?.queueDepth) this.set(sources.queueDepth());
    },
  });

  return {
    registry,
    httpRequest(route, method, status, seconds) {
      const m = HTTP_METHODS.has(method) ? method : 'OTHER';
      httpTotal.inc({ route, method: m, status: String(status) });
      httpSeconds.observe({ route, method: m }, seconds);
    },
    grpcCall(method, code, seconds) {
      grpcTotal.inc({ method, code });
      grpcSeconds.observe({ method }, seconds);
    },
    rateLimited: () => limited.inc(),
    stageFinished(stage, outcome, seconds) {
      stageTotal.inc({ stage, outcome });
      stageSeconds.observe({ stage, outcome }, seconds);
    },
    simulatorRan(steps, seconds) {
      agentSteps.inc(steps);
      if (seconds > 0) agentStepsRate.set(steps / seconds);
    },
    readFrom(s) {
      sources = s;
    },
  };
}
