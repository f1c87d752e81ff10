/**
 * A key placed where it does not belong (a query string, a path) must not reach a log line.
 * Anything shaped like one (`svc_live_…`/`svc_test_…` followed by hex, whole or cut short) is
 * replaced wherever a URL is logged: the access line, and any `url` or `req.url` a line carries
 * (the logger's serializers, src/logger.ts).
 */
const KEY_SHAPE = /svc_(live|test)_[0-9a-f]{8,}/gi;

export const redactKeys = (text: string): string => text.replace(KEY_SHAPE, 'svc_$1_[redacted]');

const redactUrl = (url: unknown): unknown => (typeof url === 'string' ? redactKeys(url) : url);

/** pino serializers: a logged `url`, and the `url` of a logged `req`, with keys redacted. */
export const urlSerializers = {
  url: redactUrl,
  req: (req: unknown): unknown =>
    req !== null && typeof req === 'object' && 'url' in req ? { ...(req as Record<string, unknown>), url: redactUrl((req as { url: unknown }).url) } : req,
};
