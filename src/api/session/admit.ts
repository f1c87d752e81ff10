import type { Admission } from '../../services/access.service.js';
import type { AuthedContext, ProcedureContext } from '../context.js';

/**
 * Who is calling: the API key presented (X-API-Key) or, without one, the dashboard's session
 * cookie. Both end at the same gate (the key's rate limit, usage and tenant), and both fail
 * with the same 401. A session cookie on a cross-site request is ignored, as if absent.
 */
export async function admitRequest(ctx: ProcedureContext): Promise<Admission> {
  const session = ctx.apiKey === undefined ? ctx.session : undefined;
  if (!session?.token) return ctx.services.access.admit(ctx.apiKey, ctx.log);
  if (!session.mayAct) return { ok: false, failure: { code: 'UNAUTHENTICATED' } };
  return ctx.services.sessions.admit(session.token, ctx.log);
}

/**
 * For a long-lived call admitted once (a watch): whether the credential it was admitted with
 * still stands. A deleted, disabled or expired key, or an ended session, ends the call; a key
 * changed through another process is seen within the key cache's lifetime.
 */
export async function credentialStillStands(ctx: AuthedContext): Promise<boolean> {
  if (ctx.apiKey !== undefined) {
    const key = await ctx.services.authenticator.authenticate(ctx.apiKey, ctx.services.clock());
    return key !== null && key.id === ctx.caller.keyId;
  }
  const token = ctx.session?.token;
  return token === undefined || (await ctx.services.sessions.isLive(token));
}
