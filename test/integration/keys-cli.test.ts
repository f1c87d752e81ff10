import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { REPO_ROOT, startServerProcess, type ServerProcess } from '../helpers/processes.js';

/**
 * The keys CLI in its own process. `viaNpm`: `npm run keys -- create …` exactly as docs/contract.md
 * and the README give it; otherwise the script that command runs, without npm's second of start-up
 * (the suite calls it about thirty times).
 */
function keysCli(args: string[], env: Record<string, string>, viaNpm = false) {
  const [cmd, argv] = viaNpm ? ['npm', ['run', 'keys', '--', ...args]] : [process.execPath, ['--import', 'tsx', 'scripts/keys.ts', ...args]];
  const r = spawnSync(cmd, argv, { cwd: REPO_ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('keys CLI (SQLite, beside a running server)', () => {
  let db: TestDatabase;
  let server: ServerProcess;
  let env: Record<string, string>;
  before(async () => {
    db = await createTestDatabase('sqlite');
    env = { DATA_DIR: db.dataDir, GRPC_PORT: '0' };
    server = await startServerProcess(env);
  });
  after(async () => {
    await server?.stop();
    await db.drop();
  });

  it('prints one JSON object on stdout; the key works at once against the running server', async () => {
    const r = keysCli(['create', '--tenant', 'acme', '--name', 'first key', '--rate-limit', '50', '--expires-in-days', '30', '--environment', 'test'], env, true);
    assert.equal(r.status, 0, r.stderr);
    const lines = r.stdout.trim().split('\n');
    assert.equal(lines.length, 1, `stdout: ${r.stdout}`);
    const key = JSON.parse(lines[0]);
    assert.deepEqual(Object.keys(key).sort(), ['api_key', 'created_at', 'expires_at', 'key_id', 'name', 'rate_limit', 'tenant_id']);
    assert.match(key.api_key, /^svc_test_[0-9a-f]{64}$/);
    assert.equal(key.tenant_id, 'acme');
    assert.equal(key.rate_limit, 50);
    assert.equal(Date.parse(key.expires_at) - Date.parse(key.created_at), 30 * 86_400_000);
    const res = await fetch(`${server.baseUrl}/v1/keys/${key.key_id}`, { headers: { 'X-API-Key': key.api_key } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-ratelimit-limit'), '50');
    const live = JSON.parse(keysCli(['create', '--tenant', 'acme', '--name', 'live'], env).stdout);
    assert.match(live.api_key, /^svc_live_/, 'live is the default environment');
  });

  it('refuses bad arguments with a readable message on stderr, nothing on stdout, exit code 2', async () => {
    for (const [args, message] of [
      [['create', '--name', 'x'], /--tenant is required/],
      [['create', '--tenant', 'acme'], /--name: field required/],
      [['create', '--tenant', 'acme', '--name', 'x', '--rate-limit', '0'], /--rate-limit: ensure this value is greater than or equal to 1/],
      [['create', '--tenant', 'acme', '--name', 'x', '--environment', 'prod'], /--environment: value is not a valid enumeration member/],
      [['create', '--tenant', 'acme', '--name', 'x', '--key', 'k'], /create does not take --key/],
      [['rotate', '--tenant', 'acme'], /the command must be one of create, list, disable, enable, delete, help/],
      [[], /the command must be one of/],
      [['delete', '--tenant', 'acme'], /--key is required/],
      [['disable', '--key', 'key_x'], /--tenant is required/],
      [['list', '--tenant', 'acme', '--limit', '0'], /--limit: ensure this value is greater than or equal to 1/],
      [['list', '--tenant', 'acme', '--offset', 'x'], /--offset: value is not a valid integer/],
      [['list', 'acme'], /unexpected argument 'acme'/],
    ] as const) {
      const r = keysCli([...args], env);
      assert.equal(r.status, 2, args.join(' '));
      assert.equal(r.stdout.trim(), '', 'nothing on stdout');
      assert.match(r.stderr, message);
      assert.match(r.stderr, /usage: npm run keys -- <command>/);
    }
  });

  it('help prints every command on stdout and exits 0', () => {
    for (const args of [['help'], ['--help'], ['list', '-h']]) {
      const r = keysCli(args, env);
      assert.equal(r.status, 0, r.stderr);
      for (const c of ['create', 'list', 'disable', 'enable', 'delete']) assert.match(r.stdout, new RegExp(`^  ${c} `, 'm'));
    }
  });

  it('lists, disables, enables and deletes a tenant\'s keys; the running server follows', async () => {
    const a = JSON.parse(keysCli(['create', '--tenant', 'ops', '--name', 'a'], env).stdout);
    const b = JSON.parse(keysCli(['create', '--tenant', 'ops', '--name', 'b'], env).stdout);
    keysCli(['create', '--tenant', 'other', '--name', 'c'], env);

    const listed = keysCli(['list', '--tenant', 'ops'], env);
    assert.equal(listed.status, 0, listed.stderr);
    assert.equal(listed.stdout.trim().split('\n').length, 1);
    const page = JSON.parse(listed.stdout);
    assert.equal(page.total, 2);
    assert.deepEqual(page.keys.map((k: { key_id: string }) => k.key_id).sort(), [a.key_id, b.key_id].sort());
    assert.ok(page.keys.every((k: Record<string, unknown>) => !('api_key' in k)), 'never a secret');
    assert.equal(JSON.parse(keysCli(['list', '--tenant', 'ops', '--limit', '1', '--offset', '1'], env).stdout).keys.length, 1);

    // The CLI runs take seconds under load, long enough for the server to close an idle
    // keep-alive connection just as the client reuses it: such a request is sent again.
    const get = async (): Promise<Response> => {
      const send = () => fetch(`${server.baseUrl}/v1/keys/${a.key_id}`, { headers: { 'X-API-Key': a.api_key } });
      return send().catch(send);
    };
    assert.equal((await get()).status, 200);
    const disabled = keysCli(['disable', '--tenant', 'ops', '--key', a.key_id], env);
    assert.equal(disabled.status, 0, disabled.stderr);
    assert.equal(JSON.parse(disabled.stdout).is_active, false);
    // The server trusts a cached key for KEY_CACHE_TTL_MS (2 s by default).
    await waitFor(async () => (await get()).status === 401);
    assert.equal(JSON.parse(keysCli(['enable', '--tenant', 'ops', '--key', a.key_id], env).stdout).is_active, true);
    await waitFor(async () => (await get()).status === 200);

    const deleted = keysCli(['delete', '--tenant', 'ops', '--key', a.key_id], env);
    assert.equal(deleted.status, 0, deleted.stderr);
    assert.deepEqual(JSON.parse(deleted.stdout), { key_id: a.key_id, deleted: true });
    await waitFor(async () => (await get()).status === 401);
    assert.equal(JSON.parse(keysCli(['list', '--tenant', 'ops'], env).stdout).total, 1);
  });

  it('says which key is unknown or another tenant\'s, exit code 1, nothing on stdout', () => {
    const other = JSON.parse(keysCli(['create', '--tenant', 'elsewhere', '--name', 'x'], env).stdout);
    for (const [args, message] of [
      [['disable', '--tenant', 'acme', '--key', 'key_nope'], /keys: API key key_nope not found/],
      [['delete', '--tenant', 'acme', '--key', other.key_id], new RegExp(`keys: API key ${other.key_id} belongs to a different tenant`)],
    ] as const) {
      const r = keysCli([...args], env);
      assert.equal(r.status, 1, r.stderr);
      assert.equal(r.stdout, '');
      assert.match(r.stderr, message);
    }
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}
