import { z } from 'zod';

const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);

/**
 * Every setting, read from the environment once, validated by one schema, then frozen.
 * The README lists each with its default; keep the two in step.
 */
export const SettingsSchema = z.object({
  HOST: z.string().default('0.0.0.0'),
  PORT: int(8000).pipe(z.number().max(65535)),
  // gRPC beside HTTP; 0 = a random free port. Unset = 50051, or a random port when PORT is 0
  // (tests), so apps started side by side never contend for 50051 (src/grpc/server.ts grpcPortOf).
  GRPC_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  GRPC_HOST: z.string().min(1).optional(),
  PUBLIC_BASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^mysql2?:\/\//, 'must be a mysql:// URL')
    .optional(),
  // MySQL/MariaDB: how long a query waits for a connection (the server down: then it fails, and runners retry)
  DATABASE_ACQUIRE_TIMEOUT_MS: int(60_000, 100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: int(1_048_576, 1024),
  // Slow clients (src/api/request-limits.ts): the whole exchange, the body (and the headers) alone, open sockets.
  REQUEST_TIMEOUT_MS: int(120_000, 1_000),
  BODY_TIMEOUT_MS: int(30_000, 100),
  MAX_CONNECTIONS: int(1_000, 1),
  KEY_CACHE_TTL_MS: int(2_000),
  USAGE_FLUSH_MS: int(2_000, 100),
  RATE_LIMIT_LEASE_MAX: int(32, 1),
  RATE_LIMIT_IDLE_RETURN_MS: int(1_000, 50),
  SHUTDOWN_GRACE_MS: int(10_000, 0),
  // GET /metrics (Prometheus text); false: the route is not served.
  // OpenTelemetry traces over OTLP/HTTP to <endpoint>/v1/traces; unset: no tracing code runs.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  // Unset: simulation-service (the API) and simulation-worker (the Temporal worker).
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  // Server-sent events: a keep-alive comment after this long without an event (proxies cut idle streams).
  EVENTS_KEEP_ALIVE_MS: int(15_000, 10),
  METRICS_ENABLED: z.enum(['true', 'false', '1', '0']).default('true').transform((v) => v === 'true' || v === '1'),

  // Pipeline (embedded runner unless TEMPORAL_ADDRESS is set)
  PIPELINE_CONCURRENCY: int(2, 1),
  STAGE_TIMEOUT_ARCHITECT_MS: int(300_000, 1_000),
  STAGE_TIMEOUT_SIMULATOR_MS: int(600_000, 1_000),
  STAGE_TIMEOUT_ANALYST_MS: int(300_000, 1_000),
  STAGE_ATTEMPTS: int(5, 1),
  STAGE_RETRY_BACKOFF_MS: int(1_000, 0),
  LEASE_TTL_MS: int(30_000, 200),
  SWEEP_EVERY_MS: int(5_000, 50),
  TENANT_MAX_RUNNING_SIMULATIONS: int(10, 1),
  TENANT_MAX_QUEUED_SIMULATIONS: int(100, 0),
  TENANT_QUOTA_RETRY_AFTER_S: int(10, 1),
  SIM_THREADS: int(0, 0),
  SIM_MEMORY_BUDGET_BYTES: int(4 * 1024 ** 3, 1_048_576),
  // After a run with this much agent state the worker pool is recycled once idle (0: never; docs/operations.md).
  SIM_POOL_RECYCLE_BYTES: int(256 * 1024 ** 2, 0),
  CHECKPOINT_EVERY_MS: int(5_000, 100),
  TEMPORAL_ADDRESS: z.string().min(1).optional(),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('simulation-pipeline'),
  // The Temporal worker's own GET /metrics (Prometheus text); unset: not served. 0: any free port.
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // On Temporal, how long a stage is retried while the database is unreachable before FAILED
  STORE_OUTAGE_RETRY_MS: int(600_000, 0),

  // Architect and Analyst providers (mapped by the pipeline's stageSettingsOf)
  LLM_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  LLM_MODELS: z.string().optional(),
  LLM_DEFAULT_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: int(60_000, 100),
  LLM_MAX_RETRIES: int(2, 0),
  ANALYST_SENSITIVITY_RUNS: int(400, 0),
  ANALYST_SENSITIVITY_AGENTS: int(5_000, 1),
  ANALYST_SENSITIVITY_AGENT_STEPS: int(6_000_000, 0),
  ANALYST_SENSITIVITY_REPLICATES: int(10, 2),
});

export type Settings = Readonly<z.output<typeof SettingsSchema>>;

export class SettingsError extends Error {}

/** The only reader of process.env. Fails with one readable line naming every bad variable. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const picked: Record<string, string | undefined> = {};
  for (const k of Object.keys(SettingsSchema.shape)) {
    const v = env[k];
    picked[k] = v === '' ? undefined : v;
  }
  const r = SettingsSchema.refine((v) => v.LLM_PROVIDER !== 'openai' || !!v.OPENAI_API_KEY, {
    path: ['OPENAI_API_KEY'],
    message: 'required when LLM_PROVIDER=openai',
  }).safeParse(picked);
  if (!r.success) {
    // One line, every problem named by its variable: what an operator reads in a crash-looping container's log.
    const problems = r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new SettingsError(`invalid settings: ${problems.join('; ')}`);
  }
  return Object.freeze(r.data);
}

export const defaultSettings = (overrides: Partial<Record<keyof z.input<typeof SettingsSchema>, string>> = {}): Settings =>
  loadSettings(overrides as NodeJS.ProcessEnv);

/** For entry points: the settings, or one readable line of problems and exit code 2. */
export function loadSettingsOrExit(): Settings {
  try {
    return loadSettings();
  } catch (err) {
    if (err instanceof SettingsError) {
      process.stderr.write(err.message + '\n');
      process.exit(2);
    }
    throw err;
  }
}
