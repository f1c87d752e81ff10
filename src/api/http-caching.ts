import { createHash } from 'node:crypto';

/**
 * Strong validators for the JSON answers of simulations, configs and results
 * (docs/contract.md "Caching"). The ETag names the exact JSON bytes; when the response is
 * compressed, the content coding is appended (`"…-gzip"`), as a strong validator must differ
 * between codings, and If-None-Match compares without it.
 */
export function etagOf(json: string): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
}

/** The ETag of the answer as sent with a content coding (gzip, br). */
export const encodedEtag = (etag: string, encoding: string): string => `${etag.slice(0, -1)}-${encoding}"`;

const CODING_SUFFIX = /-(gzip|br|deflate|zstd)"$/;

/**
 * If-None-Match with the weak comparison RFC 9110 §13.1.2 prescribes for it: `*`, or any listed
 * tag equal to ours once `W/` and a content-coding suffix are set aside.
 */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  for (const raw of value.split(',')) {
    const tag = raw.trim().replace(/^W\//, '').replace(CODING_SUFFIX, '"');
    if (tag === etag) return true;
  }
  return false;
}
