/**
 * The keys CLI: how a tenant's first key is made (docs/contract.md "Authentication and keys").
 *   npm run keys -- create --tenant <tenant_id> --name <name> [--rate-limit N] [--expires-in-days N] [--environment live|test]
 * Prints the created key as one JSON object on stdout; uses the server's database settings.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadSettings } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { CreateKeyInput } from '../src/domain/schemas/keys.js';
import { zodIssuesToFieldErrors } from '../src/domain/validation.js';
import { Authenticator } from '../src/services/authenticator.js';
import { KeysService } from '../src/services/keys.service.js';
import { noPipeline } from '../src/services/ports.js';
import { UsageRecorder } from '../src/services/usage-recorder.js';
import { openStore } from '../src/store/index.js';

const USAGE = `usage: npm run keys -- create --tenant <tenant_id> --name <name> [--rate-limit N] [--expires-in-days N] [--environment live|test]`;

const TenantId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'tenant id: 1–64 letters, digits, ".", "_" or "-"');

function die(msg: string): never {
  process.stderr.write(`${msg}\n${USAGE}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        tenant: { type: 'string' },
        name: { type: 'string' },
        'rate-limit': { type: 'string' },
        'expires-in-days': { type: 'string' },
        environment: { type: 'string' },
      },
    });
  } catch (err) {
    die((err as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals[0] !== 'create' || positionals.length !== 1) die('the only command is "create"');
  const tenant = TenantId.safeParse(values.tenant);
  if (!tenant.success) die(values.tenant === undefined ? '--tenant is required' : tenant.error.issues[0].message);
  const num = (v: string | undefined) => (v === undefined ? undefined : /^-?\d+$/.test(v) ? Number(v) : v);
  const input = CreateKeyInput.safeParse({
    name: values.name,
    rate_limit: num(values['rate-limit']),
    expires_in_days: num(values['expires-in-days']),
    environment: values.environment ?? 'live',
  });
  if (!input.success) {
    const flag: Record<string, string> = { name: '--name', rate_limit: '--rate-limit', expires_in_days: '--expires-in-days', environment: '--environment' };
    die(zodIssuesToFieldErrors(input.error.issues).map((e) => `${flag[String(e.loc[0])] ?? e.loc.join('.')}: ${e.msg}`).join('\n'));
  }

  const settings = loadSettings();
  const logger = createLogger('silent');
  const store = await openStore({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  try {
    const usage = new UsageRecorder(store.keys, 60_000, () => {});
    const keys = new KeysService({ store, pipeline: noPipeline, clock: Date.now, logger }, new Authenticator(store.keys, 0), usage);
    const created = await keys.mint({
      tenantId: tenant.data,
      name: input.data.name,
      rateLimit: input.data.rate_limit,
      expiresInDays: input.data.expires_in_days,
      environment: input.data.environment ?? 'live',
    });
    await usage.close();
    process.stdout.write(JSON.stringify(created) + '\n');
  } finally {
    await store.close();
  }
}

main().catch((err) => {
  process.stderr.write(`keys: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
