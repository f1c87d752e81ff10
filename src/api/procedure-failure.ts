import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponse, type ServiceFailure } from '../domain/errors.js';
import { failureOf } from './error-mapping.js';

/** The procedure's only input is the path's id: its violations are located there. */
function inPath(failure: ServiceFailure): ServiceFailure {
  if (failure.code !== 'VALIDATION') return failure;
  return { ...failure, errors: failure.errors.map((e) => ({ ...e, loc: ['path', ...e.loc.slice(1)] })) };
}

/**
 * A non-JSON route's failure (the CSV download, the events stream) as the API's JSON error
 * body; the procedure it called is named in the log when the cause was unexpected.
 */
export function sendPathProcedureFailure(req: FastifyRequest, reply: FastifyReply, err: unknown, procedure: string): FastifyReply {
  const { failure, unexpected } = failureOf(err);
  if (unexpected) req.log.error({ err, procedure }, 'request failed');
  const { status, body } = errorResponse(inPath(failure));
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}
