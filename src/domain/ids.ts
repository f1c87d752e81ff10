import { createHash, randomBytes, randomFillSync } from 'node:crypto';

// Request ids are minted on every request: draw random bytes from a pool, not a syscall each.
const POOL = Buffer.allocUnsafe(4096);
let poolOffset = POOL.length;
function random16(): Buffer {
  if (poolOffset + 16 > POOL.length) {
    randomFillSync(POOL);
    poolOffset = 0;
  }
  const out = Buffer.from(POOL.subarray(poolOffset, poolOffset + 16));
  poolOffset += 16;
  return out;
}

/** UUID v7 (RFC 9562): 48-bit ms timestamp first, so ids sort by creation time. */
export function uuidv7(now: number = Date.now()): string {
  const b = random16();
  b.writeUIntBE(now, 0, 6);
  b[6] = (b[6] & 0x0f) | 0x70;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string): boolean => UUID_RE.test(s);

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A key's public id: random, never derived from the secret. */
export function newKeyId(): string {
  const bytes = randomBytes(24);
  let s = 'key_';
  for (const x of bytes) s += URL_SAFE[x & 63];
  return s;
}

export const KEY_ENVIRONMENTS = ['live', 'test'] as const;
export type KeyEnvironment = (typeof KEY_ENVIRONMENTS)[number];

const API_KEY_RE = /^svc_(live|test)_[0-9a-f]{64}$/;

export function newApiKeySecret(environment: KeyEnvironment): string {
  return `svc_${environment}_${randomBytes(32).toString('hex')}`;
}

/** Cheap syntactic check first, so malformed keys never cost a store lookup. */
export const looksLikeApiKey = (s: string): boolean => s.length === 73 && API_KEY_RE.test(s);

export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
