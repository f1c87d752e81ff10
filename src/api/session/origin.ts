/**
 * The cross-site rule for requests authenticated by the session cookie (the CSRF defence
 * beside SameSite=Strict). A request may act with the session only if
 *  - the browser does not say it comes from another site (`Sec-Fetch-Site` absent,
 *    `same-origin` or `none`), and
 *  - when it can change state (any method but GET, HEAD, OPTIONS), it carries an `Origin`
 *    whose host is the host it was sent to. Browsers always send Origin on such requests, so
 *    a missing one is refused too.
 * Requests with an X-API-Key header never reach this rule: they carry their credential
 * explicitly, which a cross-site page cannot do.
 */
export interface RequestOrigin {
  method: string;
  host: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SAME_SITE_VALUES = new Set(['same-origin', 'none']);

export function sessionMayAct(r: RequestOrigin): boolean {
  if (r.secFetchSite !== undefined && !SAME_SITE_VALUES.has(r.secFetchSite.toLowerCase())) return false;
  if (SAFE_METHODS.has(r.method.toUpperCase())) return true;
  if (!r.origin || !r.host || r.origin === 'null') return false;
  let originHost: string;
  try {
    originHost = new URL(r.origin).host;
  } catch {
    return false;
  }
  return originHost.toLowerCase() === r.host.toLowerCase();
}

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

export function requestOriginOf(req: { method: string; headers: Record<string, string | string[] | undefined> }): RequestOrigin {
  return {
    method: req.method,
    host: first(req.headers.host),
    origin: first(req.headers.origin),
    secFetchSite: first(req.headers['sec-fetch-site']),
  };
}
