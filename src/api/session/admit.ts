import type { Admission } from '../../services/access.service.js';
import type { RequestContext } from '../context.js';
import { sessionTokenOf } from './cookie.js';
import { requestOriginOf, sessionMayAct } from './origin.js';

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/**
 * Who is calling: an X-API-Key header (the API) or, without one, the dashboard's session
 * cookie. Both end at the same gate (the key's rate limit, usage and tenant), and both fail
 * with the same 401. A session cookie on a cross-site request is ignored, as if absent.
 */
export async function admitRequest(ctx: RequestContext): Promise<Admission> {
  const apiKey = first(ctx.req.headers['x-api-key']);
  const token = apiKey === undefined ? sessionTokenOf(ctx.req) : undefined;
  if (token === undefined) return ctx.services.access.admit(apiKey, ctx.log);
  if (!sessionMayAct(requestOriginOf(ctx.req))) return { ok: false, failure: { code: 'UNAUTHENTICATED' } };
  return ctx.services.sessions.admit(token, ctx.log);
}
