import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponse, type ServiceFailure } from '../domain/errors.js';
import type { ProcedureContext } from './context.js';
import { failureOf } from './error-mapping.js';
import { matchesIfNoneMatch } from './http-caching.js';
import { appRouter } from './router.js';

/** The procedure's only input is the path's id: its violations are located there. */
function inPath(failure: ServiceFailure): ServiceFailure {
  if (failure.code !== 'VALIDATION') return failure;
  return { ...failure, errors: failure.errors.map((e) => ({ ...e, loc: ['path', ...e.loc.slice(1)] })) };
}

/** Whether the client takes gzip (Accept-Encoding, q=0 meaning no). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * GET /v1/simulations/{id}/results, streamed: the document was serialized and compressed once
 * when the Analyst finished, and is sent as stored, a part at a time, gzip-encoded when the
 * client accepts it (else decompressed on libuv's pool as it goes). Reads of a document of tens
 * of MB so never hold the event loop. Same checks and error bodies as every route (the
 * procedure simulations.resultsDocument); the OpenAPI document describes it from
 * simulations.results, whose JSON value it sends.
 */
export function registerResultsRoute(app: FastifyInstance, createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => ProcedureContext): void {
  app.get<{ Params: { id: string } }>('/v1/simulations/:id/results', async (req, reply) => {
    try {
      const doc = await appRouter.createCaller(createContext({ req, res: reply })).simulations.resultsDocument({ id: req.params.id });
      // As every JSON answer with a validator (src/api/http-caching.ts): the caller's own, revalidated.
      reply.header('ETag', doc.etag).header('Cache-Control', 'private, no-cache');
      if (matchesIfNoneMatch(req.headers['if-none-match'], doc.etag)) return reply.code(304).send();
      const gz = Readable.from(doc.gzipParts, { objectMode: false });
      reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
      if (acceptsGzip(req.headers['accept-encoding'])) return reply.header('Content-Encoding', 'gzip').send(gz);
      return reply.send(gz.pipe(createGunzip()));
    } catch (err) {
      const { failure, unexpected } = failureOf(err);
      if (unexpected) req.log.error({ err, procedure: 'simulations.resultsDocument' }, 'request failed');
      const { status, body } = errorResponse(inPath(failure));
      return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
    }
  });
}
