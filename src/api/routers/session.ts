import { z } from 'zod';
import { iso } from '../../domain/schemas/common.js';
import type { ServiceFailure } from '../../domain/errors.js';
import type { RateLimitDecision } from '../../services/rate-limiter.js';
import type { ProcedureContext } from '../context.js';
import { toTrpcError } from '../error-mapping.js';
import { clearedSessionCookie, sessionCookie } from '../session/cookie.js';
import { procedure, publicProcedure, router } from '../trpc.js';

export const SignInInput = z.object({ api_key: z.string().min(1).max(200) });

export const SessionInfo = z.object({
  tenant_id: z.string(),
  key_id: z.string(),
  key_name: z.string(),
});

const SignedIn = SessionInfo.extend({ expires_at: z.string() });

function rateHeaders(ctx: ProcedureContext, rate: RateLimitDecision | undefined, failure?: ServiceFailure): void {
  if (rate) {
    ctx.setHeader('X-RateLimit-Limit', rate.limit);
    ctx.setHeader('X-RateLimit-Remaining', rate.remaining);
    ctx.setHeader('X-RateLimit-Reset', rate.reset);
  }
  if (failure?.code === 'RATE_LIMIT_EXCEEDED') ctx.setHeader('Retry-After', failure.retryAfter);
}

/** Sign-in and sign-out change who the browser is: only over HTTP, and never from another site. */
function refuseCrossSite(ctx: ProcedureContext): void {
  if (!ctx.session?.mayAct) throw toTrpcError({ code: 'UNAUTHENTICATED' });
}

/**
 * The dashboard's session (no REST route): an API key is exchanged once for an HttpOnly
 * cookie, so the browser never keeps the key. Every other procedure accepts that cookie in
 * place of X-API-Key (src/api/session/admit.ts). See docs/dashboard.md.
 */
export const sessionRouter = router({
  signIn: publicProcedure
    .input(SignInInput)
    .output(SignedIn)
    .mutation(async ({ ctx, input }) => {
      refuseCrossSite(ctx);
      const result = await ctx.services.sessions.signIn(input.api_key, ctx.log);
      rateHeaders(ctx, result.admission.rate, result.ok ? undefined : result.admission.failure);
      if (!result.ok) throw toTrpcError(result.admission.failure);
      const { caller } = result.admission;
      ctx.onAdmitted?.(caller);
      ctx.setHeader('Set-Cookie', sessionCookie(!!ctx.session?.https, result.token, result.expiresAt, ctx.services.clock()));
      const key = await ctx.services.keys.get(caller, caller.keyId);
      return { tenant_id: caller.tenantId, key_id: caller.keyId, key_name: key.name, expires_at: iso(result.expiresAt) };
    }),

  /** Who is signed in (401 when nobody is): the dashboard asks this first. */
  me: procedure.output(SessionInfo).query(async ({ ctx }) => {
    const key = await ctx.services.keys.get(ctx.caller, ctx.caller.keyId);
    return { tenant_id: ctx.caller.tenantId, key_id: ctx.caller.keyId, key_name: key.name };
  }),

  /** Ends the session on the server and drops the cookie; harmless when already signed out. */
  signOut: publicProcedure.output(z.object({ ended: z.boolean() })).mutation(async ({ ctx }) => {
    refuseCrossSite(ctx);
    const ended = await ctx.services.sessions.signOut(ctx.session?.token, ctx.log);
    ctx.setHeader('Set-Cookie', clearedSessionCookie(!!ctx.session?.https));
    return { ended };
  }),
});
