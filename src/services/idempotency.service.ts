import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { fail } from '../domain/errors.js';
import type { FieldError } from '../domain/validation.js';
import type { IdempotencyRecord, Store } from '../store/index.js';
import type { Clock } from './ports.js';

export interface IdempotencySettings {
  /** How long a key is remembered (docs/contract.md "Idempotency": at least 24 h). */
  ttlMs: number;
  /**
   * A key in flight for longer than this is taken to belong to a request whose process died,
   * and a retry may run it again. Longer than any request may take.
   */
  staleInFlightMs: number;
}

export const DEFAULT_IDEMPOTENCY: IdempotencySettings = { ttlMs: 24 * 3600_000, staleInFlightMs: 10 * 60_000 };

/** 1–255 printable ASCII characters (docs/contract.md "Idempotency"). */
const KEY_RE = /^[\x20-\x7E]{1,255}$/;
const PURGE_EVERY_MS = 10 * 60_000;

/** The header's violation, if any, as a 422 entry at `["header", "Idempotency-Key"]`. */
export function idempotencyKeyViolation(key: string): FieldError | null {
  if (KEY_RE.test(key)) return null;
  if (key.length === 0) return { loc: ['header', 'Idempotency-Key'], msg: 'ensure this value has at least 1 characters', type: 'value_error.any_str.min_length' };
  if (key.length > 255) return { loc: ['header', 'Idempotency-Key'], msg: 'ensure this value has at most 255 characters', type: 'value_error.any_str.max_length' };
  return { loc: ['header', 'Idempotency-Key'], msg: 'string may contain only printable ASCII characters', type: 'value_error.str.regex' };
}

/** JSON with object keys sorted, so the same request always has the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The first answer is sealed (AES-256-GCM) under a key derived from the Idempotency-Key, which
 * is itself stored only as a hash: the table alone discloses no answer (a key creation's holds
 * the new secret).
 */
function sealKey(tenantId: string, key: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, tenantId, 'idempotency-answer/v1', 32));
}

function seal(tenantId: string, key: string, answer: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(tenantId, key), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function unseal(tenantId: string, key: string, sealed: string): unknown {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(tenantId, key), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
}

/**
 * Idempotency-Key, Stripe's semantics (docs/contract.md "Idempotency"): the first request with
 * a key runs and its answer is kept; the same key with the same request replays that answer
 * and runs nothing; with another request it is refused (IDEMPOTENCY_KEY_REUSED), and while the
 * first still runs, too (IDEMPOTENCY_KEY_IN_PROGRESS). Per tenant, in the database, so every
 * process on it agrees. A request that fails gives its key back: it created nothing, and a
 * retry runs anew.
 */
export class IdempotencyService {
  private lastPurge = 0;

  constructor(
    private readonly store: Pick<Store, 'idempotency'>,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly settings: IdempotencySettings = DEFAULT_IDEMPOTENCY,
  ) {}

  /** `request` identifies what is asked (the operation and its input): the same request, the same answer. */
  async run<T>(tenantId: string, key: string, request: unknown, work: () => Promise<T>): Promise<{ answer: T; replayed: boolean }> {
    const repo = this.store.idempotency;
    const keyHash = sha256(key);
    const fingerprint = sha256(canonical(request));
    this.purgeNowAndThen();
    for (let attempt = 0; attempt < 5; attempt++) {
      const now = this.clock();
      const mine = { tenantId, keyHash, fingerprint, lockedAt: now, createdAt: now, expiresAt: now + this.settings.ttlMs };
      if (await repo.claim(mine)) return { answer: await this.runHolding(mine, key, work), replayed: false };
      const seen = await repo.find(tenantId, keyHash);
      if (!seen) continue; // purged between the two statements
      if (this.abandoned(seen, now)) {
        if (await repo.takeOver(seen, mine)) return { answer: await this.runHolding(mine, key, work), replayed: false };
        continue;
      }
      if (seen.fingerprint !== fingerprint) return fail({ code: 'IDEMPOTENCY_KEY_REUSED' });
      if (seen.state === 'in_flight' || seen.response === null) return fail({ code: 'IDEMPOTENCY_KEY_IN_PROGRESS' });
      return { answer: unseal(tenantId, key, seen.response) as T, replayed: true };
    }
    // Only a key claimed and given back over and over gets here: it is busy.
    return fail({ code: 'IDEMPOTENCY_KEY_IN_PROGRESS' });
  }

  /** Expired, or in flight for so long that its request is gone. */
  private abandoned(r: IdempotencyRecord, now: number): boolean {
    return r.expiresAt <= now || (r.state === 'in_flight' && r.lockedAt <= now - this.settings.staleInFlightMs);
  }

  private async runHolding<T>(held: { tenantId: string; keyHash: string; lockedAt: number }, key: string, work: () => Promise<T>): Promise<T> {
    const repo = this.store.idempotency;
    let answer: T;
    try {
      answer = await work();
    } catch (err) {
      await repo.release(held.tenantId, held.keyHash, held.lockedAt).catch((e: unknown) => this.logger.error({ err: e }, 'releasing an idempotency key failed'));
      throw err;
    }
    // The work is done whatever happens to the record; a record that cannot be stored leaves the
    // key in flight until it is stale, so a retry is refused rather than run twice.
    const stored = await repo.complete(held.tenantId, held.keyHash, held.lockedAt, seal(held.tenantId, key, answer)).catch((e: unknown) => {
      this.logger.error({ err: e }, 'storing an idempotent answer failed');
      return false;
    });
    if (!stored) this.logger.warn({ tenant: held.tenantId }, 'idempotency key was taken over before its answer was stored');
    return answer;
  }

  private purgeNowAndThen(): void {
    const now = this.clock();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    void this.store.idempotency.purgeExpired(now).catch((err: unknown) => this.logger.warn({ err }, 'purging expired idempotency keys failed'));
  }
}
