/**
 * The keys CLI: how a tenant's first key is made (docs/contract.md "Authentication and keys"),
 * and how an operator lists, disables, enables and deletes a tenant's keys without a key of their own.
 *   npm run keys -- create  --tenant <tenant_id> --name <name> [--rate-limit N] [--expires-in-days N] [--environment live|test]
 *   npm run keys -- list    --tenant <tenant_id> [--limit N] [--offset N]
 *   npm run keys -- disable --tenant <tenant_id> --key <key_id>      (enable, delete likewise)
 * Prints one JSON object on stdout (the same shapes as the API); uses the server's database
 * settings. Exit codes: 0 done, 1 failed (unknown key, another tenant's key, database), 2 bad arguments.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadSettings } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { PagingInput } from '../src/domain/schemas/common.js';
import { CreateKeyInput } from '../src/domain/schemas/keys.js';
import { ServiceError, errorResponse } from '../src/domain/errors.js';
import { zodIssuesToFieldErrors } from '../src/domain/validation.js';
import { Authenticator } from '../src/services/authenticator.js';
import { KeysService } from '../src/services/keys.service.js';
import { noPipeline } from '../src/pipeline/ports.js';
import type { Caller } from '../src/services/ports.js';
import { UsageRecorder } from '../src/services/usage-recorder.js';
import { openStore } from '../src/store/index.js';

const USAGE = `usage: npm run keys -- <command> [options]

commands:
  create  --tenant <tenant_id> --name <name> [--rate-limit N] [--expires-in-days N] [--environment live|test]
          creates a key and prints it once, with its secret (api_key)
  list    --tenant <tenant_id> [--limit N] [--offset N]
          prints {"keys":[…],"total":N,"limit":L,"offset":O}, newest first, never a secret
  disable --tenant <tenant_id> --key <key_id>   stops the key working (reversible); prints the key
  enable  --tenant <tenant_id> --key <key_id>   lets a disabled key work again; prints the key
  delete  --tenant <tenant_id> --key <key_id>   revokes the key for good; prints {"key_id":…,"deleted":true}
  help    prints this text

Uses the server's database settings (DATA_DIR or DATABASE_URL). Exit codes: 0 done,
1 failed (unknown key, another tenant's key, database), 2 bad arguments.`;

const COMMANDS = ['create', 'list', 'disable', 'enable', 'delete', 'help'] as const;
type Command = (typeof COMMANDS)[number];

const TenantId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'tenant id: 1–64 letters, digits, ".", "_" or "-"');
const KeyId = z.string().min(1, '--key is required').max(200);

const OPTIONS = {
  tenant: { type: 'string' },
  name: { type: 'string' },
  key: { type: 'string' },
  'rate-limit': { type: 'string' },
  'expires-in-days': { type: 'string' },
  environment: { type: 'string' },
  limit: { type: 'string' },
  offset: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
/** Which options each command takes; any other is refused rather than silently ignored. */
const ALLOWED: Record<Command, ReadonlyArray<keyof typeof OPTIONS>> = {
  create: ['tenant', 'name', 'rate-limit', 'expires-in-days', 'environment'],
  list: ['tenant', 'limit', 'offset'],
  disable: ['tenant', 'key'],
  enable: ['tenant', 'key'],
  delete: ['tenant', 'key'],
  help: [],
};
const FLAG: Record<string, string> = {
  name: '--name',
  rate_limit: '--rate-limit',
  expires_in_days: '--expires-in-days',
  environment: '--environment',
  limit: '--limit',
  offset: '--offset',
};

function die(msg: string): never {
  process.stderr.write(`${msg}\n${USAGE.split('\n')[0]} (npm run keys -- help for more)\n`);
  process.exit(2);
}

function fieldErrors(issues: z.core.$ZodIssue[]): string {
  return zodIssuesToFieldErrors(issues)
    .map((e) => `${FLAG[String(e.loc[0])] ?? e.loc.join('.')}: ${e.msg}`)
    .join('\n');
}

const num = (v: string | undefined) => (v === undefined ? undefined : /^-?\d+$/.test(v) ? Number(v) : v);

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: OPTIONS });
  } catch (err) {
    die((err as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help || positionals[0] === 'help') {
    process.stdout.write(USAGE + '\n');
    return;
  }
  const command = positionals[0] as Command | undefined;
  if (!command || !COMMANDS.includes(command)) die(`the command must be one of ${COMMANDS.join(', ')}`);
  if (positionals.length !== 1) die(`unexpected argument '${positionals[1]}'`);
  const extra = Object.keys(values).filter((k) => !ALLOWED[command].includes(k as keyof typeof OPTIONS));
  if (extra.length) die(`${command} does not take --${extra.join(', --')}`);
  const tenant = TenantId.safeParse(values.tenant);
  if (!tenant.success) die(values.tenant === undefined ? '--tenant is required' : tenant.error.issues[0].message);

  // Arguments are checked before the database is opened: a typo never touches it.
  let run: (keys: KeysService, caller: Caller) => Promise<unknown>;
  if (command === 'create') {
    const input = CreateKeyInput.safeParse({
      name: values.name,
      rate_limit: num(values['rate-limit']),
      expires_in_days: num(values['expires-in-days']),
      environment: values.environment ?? 'live',
    });
    if (!input.success) die(fieldErrors(input.error.issues));
    run = (keys) =>
      keys.mint({
        tenantId: tenant.data,
        name: input.data.name,
        rateLimit: input.data.rate_limit,
        expiresInDays: input.data.expires_in_days,
        environment: input.data.environment ?? 'live',
      });
  } else if (command === 'list') {
    const paging = PagingInput.safeParse({ limit: num(values.limit), offset: num(values.offset) });
    if (!paging.success) die(fieldErrors(paging.error.issues));
    run = (keys, caller) => keys.list(caller, paging.data);
  } else {
    const keyId = KeyId.safeParse(values.key ?? '');
    if (!keyId.success) die(keyId.error.issues[0].message);
    run =
      command === 'delete'
        ? async (keys, caller) => {
            await keys.delete(caller, keyId.data);
            return { key_id: keyId.data, deleted: true };
          }
        : (keys, caller) => keys.update(caller, keyId.data, { is_active: command === 'enable' });
  }

  const settings = loadSettings();
  const logger = createLogger('silent');
  const store = await openStore({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  try {
    const usage = new UsageRecorder(store.keys, 60_000, () => {});
    const keys = new KeysService({ store, pipeline: noPipeline, clock: Date.now, logger }, new Authenticator(store.keys, 0), usage);
    // The operator acts for the tenant; no key of theirs is involved.
    const caller: Caller = { tenantId: tenant.data, keyId: '(keys CLI)', environment: 'live', log: logger };
    try {
      const out = await run(keys, caller);
      process.stdout.write(JSON.stringify(out) + '\n');
    } catch (err) {
      if (!(err instanceof ServiceError)) throw err;
      const body = errorResponse(err.failure).body;
      process.stderr.write(`keys: ${typeof body.detail === 'string' ? body.detail : err.failure.code}\n`);
      process.exitCode = 1;
    }
    await usage.close();
  } finally {
    await store.close();
  }
}

main().catch((err) => {
  process.stderr.write(`keys: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
