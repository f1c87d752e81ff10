import { isHttps, sessionTokenOf, type CookieRequest } from './cookie.js';
import { requestOriginOf, sessionMayAct } from './origin.js';

/**
 * What an HTTP request brings of a dashboard session, read once by the HTTP context: the
 * cookie's token, whether this request may act with it (the cross-site rule, origin.ts), and
 * whether it came over https (the cookie it gets back is then Secure).
 */
export interface SessionCredential {
  token: string | undefined;
  mayAct: boolean;
  https: boolean;
}

export function sessionCredentialOf(req: CookieRequest & { method: string }): SessionCredential {
  return { token: sessionTokenOf(req), mayAct: sessionMayAct(requestOriginOf(req)), https: isHttps(req) };
}
