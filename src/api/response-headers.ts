/**
 * Every response header we document, defined once (components.headers) and referenced by the
 * responses that carry it (src/api/openapi.ts): every answer to an authenticated request the
 * rate-limit figures, a 429 Retry-After, a creating route (meta.creates) Location and
 * Idempotent-Replayed, a cached read (meta.etag) ETag.
 */
export const RESPONSE_HEADERS = {
  'X-RateLimit-Limit': { description: "The key's requests per hour", schema: { type: 'integer', minimum: 1 } },
  'X-RateLimit-Remaining': { description: 'Requests left in the window after this one', schema: { type: 'integer', minimum: 0 } },
  'X-RateLimit-Reset': { description: 'Epoch seconds at which the window ends', schema: { type: 'integer', minimum: 0 } },
  'Retry-After': { description: 'Seconds until a request may succeed again (the rate-limit window ends, or the database is back)', schema: { type: 'integer', minimum: 1 } },
  Location: { description: 'The path of the resource just created (e.g. /v1/simulations/{id})', schema: { type: 'string' } },
  ETag: { description: 'Strong validator of the representation; send it back in If-None-Match to get 304 when unchanged', schema: { type: 'string' } },
  'Idempotent-Replayed': { description: '"true" when this answer replays the first request made with the same Idempotency-Key', schema: { type: 'string', enum: ['true'] } },
} as const;
export type ResponseHeader = keyof typeof RESPONSE_HEADERS;
