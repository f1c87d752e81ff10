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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: int(1_048_576, 1024),
  KEY_CACHE_TTL_MS: int(2_000),
  USAGE_FLUSH_MS: int(2_000, 100),
  RATE_LIMIT_LEASE_MAX: int(32, 1),
  RATE_LIMIT_IDLE_RETURN_MS: int(1_000, 50),
  SHUTDOWN_GRACE_MS: int(10_000, 0),

  // Pipeline (embedded runner unless TEMPORAL_ADDRESS is set)
  PIPELINE_CONCURRENCY: int(2, 1),
  STAGE_TIMEOUT_ARCHITECT_MS: int(300_000, 1_000),
  STAGE_TIMEOUT_SIMULATOR_MS: int(600_000, 1_000),
  STAGE_TIMEOUT_ANALYST_MS: int(300_000, 1_000),
  STAGE_ATTEMPTS: int(3, 1),
  SIM_THREADS: int(0, 0),
  SIM_MEMORY_BUDGET_BYTES: int(4 * 1024 ** 3, 1_048_576),
  CHECKPOINT_EVERY_MS: int(5_000, 100),
  TEMPORAL_ADDRESS: z.string().min(1).optional(),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('simulation-pipeline'),

  // Architect and Analyst providers (read by the pipeline's stageSettingsFromEnv)
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

/** The only reader of process.env. Fails with one readable line per bad variable. */
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
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new SettingsError(`Invalid settings:\n${lines.join('\n')}`);
  }
  return Object.freeze(r.data);
}

export const defaultSettings = (overrides: Partial<Record<keyof z.input<typeof SettingsSchema>, string>> = {}): Settings =>
  loadSettings(overrides as NodeJS.ProcessEnv);

/** For entry points: the settings, or a readable list of problems and exit code 2. */
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
