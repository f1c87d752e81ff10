import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceFailure } from '../domain/errors.js';
import type { AppServices } from '../services/app-services.js';
import { sessionCredentialOf } from './session/credential.js';

/**
 * Slow clients (issue 11, item 5): a connection that trickles its headers or body, or never
 * reads its answer, is cut off instead of holding a socket for ever, keyed or not.
 *
 * - The whole request, from its headers to the end of its answer, has `requestTimeoutMs`;
 *   over it the client gets 408 REQUEST_TIMEOUT (or, once the answer has started, the
 *   connection is closed). Streams the client watches for as long as it likes are exempt,
 *   by name: STREAMING_ROUTES.
 * - Reading the body has `bodyTimeoutMs` of its own, and so does reading the headers (Node's
 *   headersTimeout; Node answers that one through the server's clientErrorHandler).
 * - A body sent to a route that needs a key is refused (401) before it is read when no valid
 *   key or session comes with it, so an anonymous client cannot hold a body open at all.
 * - At most `maxConnections` sockets are open; more are closed at once by Node.
 *
 * Every refusal here closes the connection (`Connection: close`): the rest of a body that was
 * not read must not be taken for the next request.
 */
export interface RequestLimits {
  requestTimeoutMs: number;
  bodyTimeoutMs: number;
  maxConnections: number;
  /** The body size limit: a larger declared body is refused (413) before any key check. */
  bodyLimitBytes: number;
}

/** Long-lived streams: the tRPC subscription the dashboard watches, and the SSE events route. */
const STREAMING_ROUTES: readonly RegExp[] = [/^\/trpc\/simulations\.watch(?:[?/]|$)/, /^\/v1\/simulations\/[^/?]+\/events\/?(?:\?|$)/];

export const isStreamingRoute = (url: string): boolean => STREAMING_ROUTES.some((r) => r.test(url));

/** How often Node checks its headers timeout (its default, 30 s, would stretch a short limit). */
export const connectionsCheckingInterval = (limits: Pick<RequestLimits, 'bodyTimeoutMs'>): number =>
  Math.max(50, Math.min(1_000, Math.floor(limits.bodyTimeoutMs / 4)));

/** The error a body stream fails with when its time is up; the error handler answers it. */
export class RequestTimeoutError extends Error {
  readonly code = 'REQUEST_TIMEOUT';
  readonly statusCode = 408;
  constructor(readonly limit: 'body' | 'request') {
    super(limit === 'body' ? 'request body not received within its time limit' : 'request not completed within its time limit');
    this.name = 'RequestTimeoutError';
  }
}

const hasBody = (raw: IncomingMessage): boolean => raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;

const headerValue = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** Routes that need a key: every /v1 route, every /trpc procedure but the dashboard's sign-in and sign-out. */
function needsKey(url: string): boolean {
  const path = url.split('?')[0];
  if (path.startsWith('/v1/')) return true;
  if (!path.startsWith('/trpc/')) return false;
  return path
    .slice('/trpc/'.length)
    .split(',')
    .every((p) => !p.startsWith('session.'));
}

// The body stream of a request while it is read, so the whole-request limit can end it the same way.
const bodies = new WeakMap<FastifyRequest, PassThrough>();

export function registerRequestLimits(
  app: FastifyInstance,
  services: AppServices,
  limits: RequestLimits,
  /** Answers a catalog failure in the shape of the request's transport, closing the connection. */
  refuse: (req: FastifyRequest, reply: FastifyReply, failure: ServiceFailure) => FastifyReply,
): void {
  app.server.maxConnections = limits.maxConnections;
  app.server.headersTimeout = limits.bodyTimeoutMs;

  /** The same credential the procedures admit (src/api/session/admit.ts), without counting the request. */
  const credentialStands = async (req: FastifyRequest): Promise<boolean> => {
    const key = headerValue(req.headers['x-api-key']);
    if (key !== undefined) return (await services.authenticator.authenticate(key, services.clock())) !== null;
    const session = sessionCredentialOf(req);
    return !!session.token && session.mayAct && (await services.sessions.isLive(session.token));
  };

  /** A body the route would refuse anyway (413, 415) is left to Fastify, which answers before reading it. */
  const readableJsonBody = (req: FastifyRequest): boolean =>
    /^application\/json\b/i.test(req.headers['content-type'] ?? '') && !(Number(req.headers['content-length'] ?? 0) > limits.bodyLimitBytes);

  const expire = (req: FastifyRequest, reply: FastifyReply): void => {
    req.log.warn({ limit_ms: limits.requestTimeoutMs }, 'request time limit reached; closing the connection');
    const body = bodies.get(req);
    // Still reading the body: fail the read, and the error handler answers 408.
    if (body && !body.readableEnded) return void body.destroy(new RequestTimeoutError('request'));
    if (!reply.sent && !reply.raw.headersSent) return void refuse(req, reply, { code: 'REQUEST_TIMEOUT' });
    // The answer has started (a slow reader): nothing can be said any more.
    req.raw.socket?.destroy();
  };

  /**
   * Answered before its body was all read (a refusal, a timeout): Node drains the rest so the
   * connection can be closed or reused cleanly, but a client still trickling it gets
   * `bodyTimeoutMs` for that, not for ever.
   */
  const linger = (req: FastifyRequest): void => {
    const socket = req.raw.socket;
    if (req.raw.complete || !socket || socket.destroyed) return;
    const timer = setTimeout(() => socket.destroy(), limits.bodyTimeoutMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    req.raw.once('end', stop);
    socket.once('close', stop);
  };

  app.addHook('onRequest', async (req, reply) => {
    const timer = isStreamingRoute(req.url) ? undefined : setTimeout(() => expire(req, reply), limits.requestTimeoutMs);
    reply.raw.once('close', () => {
      clearTimeout(timer);
      linger(req);
    });
    if (hasBody(req.raw) && !req.is404 && needsKey(req.url) && readableJsonBody(req)) {
      let stands: boolean;
      try {
        stands = await credentialStands(req);
      } catch {
        stands = true; // the store is failing: let the procedure answer as it does for any request
      }
      if (!stands) return refuse(req, reply, { code: 'UNAUTHENTICATED' });
    }
  });

  app.addHook('preParsing', async (req, reply, payload) => {
    if (!hasBody(req.raw)) return payload;
    const body = new PassThrough();
    bodies.set(req, body);
    const timer = setTimeout(() => {
      req.log.warn({ limit_ms: limits.bodyTimeoutMs }, 'request body time limit reached; closing the connection');
      body.destroy(new RequestTimeoutError('body'));
    }, limits.bodyTimeoutMs);
    const done = () => clearTimeout(timer);
    body.once('end', done).once('close', done);
    // A body nobody reads (the route answered without it) must not time out into an unhandled
    // error, nor stay paused: Node drains what is left (see `linger`).
    reply.raw.once('close', () => {
      done();
      payload.unpipe(body);
      if (!body.destroyed) body.destroy();
      if (!payload.readableEnded) payload.resume();
    });
    body.on('error', () => {});
    payload.once('error', (err) => body.destroy(err));
    payload.pipe(body);
    return body;
  });
}
