import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { AppServices } from '../services/app-services.js';
import { BodyProblem } from './body-marker.js';
import { createContextInner, type ProcedureContext } from './context.js';
import { sessionCredentialOf } from './session/credential.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of an authenticated request, for its access line. */
    tenantId: string | null;
  }
}

const headerValue = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** The procedure context of an HTTP request (REST /v1 and /trpc alike). */
export const createHttpContext =
  (services: AppServices) =>
  ({ req, res }: { req: FastifyRequest; res: FastifyReply }): ProcedureContext =>
    createContextInner({
      services,
      log: req.log as unknown as Logger,
      apiKey: headerValue(req.headers['x-api-key']),
      setHeader: (name, value) => void res.header(name, value),
      onAdmitted: (caller) => {
        req.tenantId = caller.tenantId;
      },
      bodyProblem: req.body instanceof BodyProblem ? req.body.kind : undefined,
      session: sessionCredentialOf(req),
      idempotencyKey: headerValue(req.headers['idempotency-key']),
    });
