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
  const r = SettingsSchema.safeParse(picked);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new SettingsError(`Invalid settings:\n${lines.join('\n')}`);
  }
  return Object.freeze(r.data);
}

export const defaultSettings = (overrides: Partial<Record<keyof z.input<typeof SettingsSchema>, string>> = {}): Settings =>
  loadSettings(overrides as NodeJS.ProcessEnv);
