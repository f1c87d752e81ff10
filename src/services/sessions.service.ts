import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { SessionWithKey } from '../store/sessions.repo.js';
import type { AccessService, Admission } from './access.service.js';
import type { ServiceDeps } from './ports.js';

/** How long a dashboard sign-in lasts (never longer than its key). */
export const SESSION_LIFETIME_MS = 12 * 3_600_000;

// 32 random bytes, base64url: 43 characters. Anything else is refused without a lookup.
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export type SignIn =
  | { ok: true; token: string; expiresAt: number; admission: Extract<Admission, { ok: true }> }
  | { ok: false; admission: Extract<Admission, { ok: false }> };

/**
 * The dashboard's sign-in: an API key is exchanged once for a random session token, which the
 * browser keeps in an HttpOnly cookie instead of the key. A session acts with its key: same
 * tenant, same rate limit (charged to that key), same usage count, and it stops working the
 * moment the key is disabled, deleted or expires. Only the token's SHA-256 is stored.
 */
export class SessionsService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly access: AccessService,
    private readonly lifetimeMs: number = SESSION_LIFETIME_MS,
  ) {}

  /** The exchange is itself a request of the key: 401 and 429 exactly as the API answers them. */
  async signIn(secret: string, log?: Logger): Promise<SignIn> {
    const admission = await this.access.admit(secret, log);
    if (!admission.ok) return { ok: false, admission };
    const now = this.deps.clock();
    const key = await this.deps.store.keys.findById(admission.caller.keyId);
    const keyEnd = key?.expiresAt ?? Number.POSITIVE_INFINITY;
    const expiresAt = Math.min(now + this.lifetimeMs, keyEnd);
    const token = randomBytes(32).toString('base64url');
    await this.deps.store.sessions.insert({ tokenHash: hashSessionToken(token), keyId: admission.caller.keyId, tenantId: admission.caller.tenantId, createdAt: now, expiresAt });
    // Opportunistic clean-up: sign-ins are rare, so this costs nothing noticeable.
    await this.deps.store.sessions.purge(now).catch((err) => (log ?? this.deps.logger).warn({ err }, 'purging old dashboard sessions failed'));
    (log ?? this.deps.logger).info({ tenant: admission.caller.tenantId, key_id: admission.caller.keyId }, 'dashboard session started');
    return { ok: true, token, expiresAt, admission };
  }

  /** A request made with a session: 401 unless the session and its key are both usable, then the key's gate. */
  async admit(token: string, log?: Logger): Promise<Admission> {
    const now = this.deps.clock();
    const session = await this.usable(token, now);
    if (!session) return { ok: false, failure: { code: 'UNAUTHENTICATED' } };
    const { key } = session;
    return this.access.admitKey({ id: key.id, tenantId: key.tenantId, environment: key.environment, rateLimit: key.rateLimit }, now, log);
  }

  /** For long-lived streams: is the session still good (signed in, key usable)? Not counted as a request. */
  async isLive(token: string): Promise<boolean> {
    return (await this.usable(token, this.deps.clock())) !== null;
  }

  /** Ends the session on the server; the cookie alone is worth nothing afterwards. */
  async signOut(token: string | undefined, log?: Logger): Promise<boolean> {
    if (!token || !TOKEN_RE.test(token)) return false;
    const ended = await this.deps.store.sessions.delete(hashSessionToken(token));
    if (ended) (log ?? this.deps.logger).info('dashboard session ended');
    return ended;
  }

  private async usable(token: string, now: number): Promise<SessionWithKey | null> {
    if (!TOKEN_RE.test(token)) return null;
    const s = await this.deps.store.sessions.findWithKey(hashSessionToken(token));
    if (!s || s.expiresAt <= now) return null;
    const { key } = s;
    if (!key.isActive || (key.expiresAt !== null && key.expiresAt <= now) || key.tenantId !== s.tenantId) return null;
    return s;
  }
}
