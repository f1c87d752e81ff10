import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { REPO_ROOT, startServerProcess, type ServerProcess } from '../helpers/processes.js';

/** `npm run keys -- create …` exactly as docs/contract.md and the README give it. */
function keysCli(args: string[], env: Record<string, string>) {
  const r = spawnSync('npm', ['run', 'keys', '--', ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
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
    const r = keysCli(['create', '--tenant', 'acme', '--name', 'first key', '--rate-limit', '50', '--expires-in-days', '30', '--environment', 'test'], env);
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
      [['delete', '--tenant', 'acme'], /the only command is "create"/],
    ] as const) {
      const r = keysCli([...args], env);
      assert.equal(r.status, 2, args.join(' '));
      assert.equal(r.stdout.trim(), '', 'nothing on stdout');
      assert.match(r.stderr, message);
      assert.match(r.stderr, /usage: npm run keys -- create/);
    }
  });
});
