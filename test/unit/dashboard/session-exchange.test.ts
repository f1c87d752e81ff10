import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { hashApiKey } from '../../../src/domain/ids.js';
import { clearedSessionCookie, isHttps, sessionCookie, sessionTokenOf } from '../../../src/api/session/cookie.js';
import { sessionCredentialOf } from '../../../src/api/session/credential.js';
import { AccessService } from '../../../src/services/access.service.js';
import { Authenticator } from '../../../src/services/authenticator.js';
import { KeysService } from '../../../src/services/keys.service.js';
import { noPipeline } from '../../../src/pipeline/ports.js';
import type { Caller } from '../../../src/services/ports.js';
import { LeasingRateLimiter } from '../../../src/services/rate-limiter.js';
import { SESSION_LIFETIME_MS, SessionsService, hashSessionToken } from '../../../src/services/sessions.service.js';
import { UsageRecorder } from '../../../src/services/usage-recorder.js';
import { openStore, type Store } from '../../../src/store/index.js';

const HOUR = 3_600_000;

describe('session exchange: an API key for a server-side session', () => {
  let dir: string;
  let store: Store;
  let now = Date.UTC(2026, 10, 22, 10, 0, 0);
  const clock = () => now;
  let keys: KeysService;
  let sessions: SessionsService;
  let usage: UsageRecorder;
  let limiter: LeasingRateLimiter;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'simsvc-session-'));
    store = await openStore({ dataDir: dir, sqliteFile: ':memory:' });
    const logger = pino({ level: 'silent' });
    const deps = { store, pipeline: noPipeline, clock, logger };
    const auth = new Authenticator(store.keys, 0);
    usage = new UsageRecorder(store.keys, 60_000, () => {});
    limiter = new LeasingRateLimiter(store.rateLimits, { maxBlock: 1, idleReturnMs: 60_000 }, clock);
    keys = new KeysService(deps, auth, usage);
    sessions = new SessionsService(deps, new AccessService(auth, limiter, usage, clock));
  });
  after(async () => {
    await usage.close();
    await limiter.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const mint = (tenantId: string, o: { rateLimit?: number; expiresInDays?: number } = {}) =>
    keys.mint({ tenantId, name: 'k', rateLimit: o.rateLimit ?? 1000, expiresInDays: o.expiresInDays, environment: 'live' });
  const callerOf = (tenantId: string, keyId: string): Caller => ({ tenantId, keyId, environment: 'live' });

  it('a valid key gives a random token; only its hash is stored; the session acts as the key', async () => {
    const key = await mint('acme');
    const r = await sessions.signIn(key.api_key);
    assert.ok(r.ok);
    assert.match(r.token, /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual(r.token, key.api_key);
    assert.equal(r.expiresAt, now + SESSION_LIFETIME_MS);
    const rows = await store.database.db('dashboard_sessions').select();
    assert.ok(rows.every((row) => row.token_hash !== r.token), 'the token itself is never stored');
    assert.ok(rows.some((row) => row.token_hash === hashSessionToken(r.token)));
    assert.ok(rows.every((row) => !JSON.stringify(row).includes(key.api_key) && !JSON.stringify(row).includes(hashApiKey(key.api_key))));

    const admitted = await sessions.admit(r.token);
    assert.ok(admitted.ok);
    assert.equal(admitted.caller.tenantId, 'acme');
    assert.equal(admitted.caller.keyId, key.key_id);
    assert.equal(admitted.rate.limit, 1000);
  });

  it('an unknown, disabled or expired key gets no session (401)', async () => {
    for (const secret of ['', 'nonsense', 'svc_live_' + '0'.repeat(64)]) {
      const r = await sessions.signIn(secret);
      assert.equal(r.ok, false);
      assert.deepEqual(!r.ok && r.admission.failure, { code: 'UNAUTHENTICATED' });
    }
    const disabled = await mint('acme');
    await keys.update(callerOf('acme', disabled.key_id), disabled.key_id, { is_active: false });
    assert.equal((await sessions.signIn(disabled.api_key)).ok, false);
    const shortLived = await mint('acme', { expiresInDays: 1 });
    now += 25 * HOUR;
    assert.equal((await sessions.signIn(shortLived.api_key)).ok, false);
  });

  it('the exchange and every request of the session count against the key’s rate limit (429 as the API)', async () => {
    const key = await mint('acme', { rateLimit: 3 });
    const r = await sessions.signIn(key.api_key);
    assert.ok(r.ok);
    assert.equal(r.admission.rate.remaining, 2);
    assert.ok((await sessions.admit(r.token)).ok);
    assert.ok((await sessions.admit(r.token)).ok);
    const refused = await sessions.admit(r.token);
    assert.equal(refused.ok, false);
    assert.equal(!refused.ok && refused.failure.code, 'RATE_LIMIT_EXCEEDED');
    const again = await sessions.signIn(key.api_key);
    assert.equal(!again.ok && again.admission.failure.code, 'RATE_LIMIT_EXCEEDED', 'signing in again does not reset the window');
  });

  it('sign-out ends the session on the server: the same token is refused after', async () => {
    const key = await mint('acme');
    const r = await sessions.signIn(key.api_key);
    assert.ok(r.ok);
    assert.equal(await sessions.signOut(r.token), true);
    const after = await sessions.admit(r.token);
    assert.deepEqual(!after.ok && after.failure, { code: 'UNAUTHENTICATED' });
    assert.equal(await sessions.signOut(r.token), false, 'a second sign-out is harmless');
    assert.equal(await sessions.signOut(undefined), false);
    assert.equal(await sessions.signOut('../../etc'), false);
  });

  it('a session ends with its key: disabled, deleted, or expired', async () => {
    const a = await mint('acme');
    const sa = await sessions.signIn(a.api_key);
    assert.ok(sa.ok);
    await keys.update(callerOf('acme', a.key_id), a.key_id, { is_active: false });
    assert.equal((await sessions.admit(sa.token)).ok, false, 'disabled');
    assert.equal(await sessions.isLive(sa.token), false);
    await keys.update(callerOf('acme', a.key_id), a.key_id, { is_active: true });
    assert.equal((await sessions.admit(sa.token)).ok, true, 'enabled again');
    await keys.delete(callerOf('acme', a.key_id), a.key_id);
    assert.equal((await sessions.admit(sa.token)).ok, false, 'deleted');

    const b = await mint('acme', { expiresInDays: 1 });
    now += 20 * HOUR; // 4 hours left on the key, less than a session's lifetime
    const sb = await sessions.signIn(b.api_key);
    assert.ok(sb.ok);
    assert.equal(sb.expiresAt, Date.parse((await keys.get(callerOf('acme', b.key_id), b.key_id)).expires_at as string), 'never outlives its key');
    assert.equal((await sessions.admit(sb.token)).ok, true);
    now += 4 * HOUR;
    assert.equal((await sessions.admit(sb.token)).ok, false, 'expired with its key');
  });

  it('a session expires on its own after its lifetime, and expired ones are purged', async () => {
    const key = await mint('acme');
    const r = await sessions.signIn(key.api_key);
    assert.ok(r.ok);
    now += SESSION_LIFETIME_MS - 1;
    assert.equal((await sessions.admit(r.token)).ok, true);
    now += 1;
    assert.equal((await sessions.admit(r.token)).ok, false);
    assert.equal(await sessions.isLive(r.token), false);
    await sessions.signIn(key.api_key); // purges on the way
    const left = await store.database.db('dashboard_sessions').where({ token_hash: hashSessionToken(r.token) }).first();
    assert.equal(left, undefined);
  });

  it('malformed tokens are refused without a lookup', async () => {
    for (const t of ['', 'x', 'a'.repeat(44), 'a'.repeat(42) + '!']) assert.equal((await sessions.admit(t)).ok, false, t);
  });
});

describe('the session cookie', () => {
  const now = Date.UTC(2026, 0, 1);
  it('is HttpOnly, SameSite=Strict, Path=/, with the session’s lifetime; not Secure over http', () => {
    const c = sessionCookie(false, 'tok', now + 3600_000, now);
    assert.equal(c, 'sim_session=tok; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict');
  });
  it('behind https it is Secure with the __Host- prefix (TLS, or a proxy saying X-Forwarded-Proto: https)', () => {
    assert.equal(sessionCookie(true, 'tok', now + 1000, now), '__Host-sim_session=tok; Max-Age=1; Path=/; HttpOnly; Secure; SameSite=Strict');
    assert.equal(isHttps({ headers: {}, protocol: 'https' }), true);
    assert.equal(isHttps({ headers: { 'x-forwarded-proto': 'https, http' } }), true);
    assert.equal(isHttps({ headers: { 'x-forwarded-proto': 'http' } }), false);
  });
  it('is cleared with Max-Age=0', () => {
    assert.match(clearedSessionCookie(false), /^sim_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict$/);
  });
  it('an HTTP request yields its credential: the token, the cross-site verdict, https', () => {
    const host = 'sims.example.com';
    assert.deepEqual(sessionCredentialOf({ method: 'POST', headers: { host, origin: `https://${host}`, cookie: 'sim_session=t1' }, protocol: 'http' }), { token: 't1', mayAct: true, https: false });
    assert.deepEqual(sessionCredentialOf({ method: 'POST', headers: { host, origin: 'https://evil.example', cookie: 'sim_session=t1', 'x-forwarded-proto': 'https' } }), { token: 't1', mayAct: false, https: true });
    assert.deepEqual(sessionCredentialOf({ method: 'GET', headers: { host } }), { token: undefined, mayAct: true, https: false });
  });

  it('is read back from the Cookie header, the __Host- one first', () => {
    assert.equal(sessionTokenOf({ headers: { cookie: 'a=1; sim_session=abc; b=2' } }), 'abc');
    assert.equal(sessionTokenOf({ headers: { cookie: 'sim_session=plain; __Host-sim_session=secure' } }), 'secure');
    assert.equal(sessionTokenOf({ headers: { cookie: 'other=1' } }), undefined);
    assert.equal(sessionTokenOf({ headers: {} }), undefined);
  });
});
