import { parse, serialize } from 'cookie';

/** Over https the cookie takes the `__Host-` prefix: Secure, Path=/, no Domain, enforced by the browser. */
const PLAIN_NAME = 'sim_session';
const HOST_NAME = '__Host-sim_session';

export interface CookieRequest {
  headers: Record<string, string | string[] | undefined>;
  protocol?: string;
}

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** https when the connection is TLS or a proxy in front says so (a lie there only hurts the liar). */
export function isHttps(req: CookieRequest): boolean {
  if (req.protocol === 'https') return true;
  const forwarded = first(req.headers['x-forwarded-proto']);
  return forwarded?.split(',')[0].trim().toLowerCase() === 'https';
}

/** The session token the browser sent, if any. */
export function sessionTokenOf(req: CookieRequest): string | undefined {
  const header = first(req.headers.cookie);
  if (!header) return undefined;
  const cookies = parse(header);
  return cookies[HOST_NAME] ?? cookies[PLAIN_NAME] ?? undefined;
}

/** HttpOnly (no script can read it), SameSite=Strict (no other site's page sends it), Secure behind https. */
export function sessionCookie(secure: boolean, token: string, expiresAt: number, now: number): string {
  return serialize(secure ? HOST_NAME : PLAIN_NAME, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: Math.max(0, Math.round((expiresAt - now) / 1000)),
  });
}

/** Tells the browser to drop the cookie (the session itself is ended on the server). */
export function clearedSessionCookie(secure: boolean): string {
  return serialize(secure ? HOST_NAME : PLAIN_NAME, '', { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: 0 });
}
