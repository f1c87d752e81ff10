import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Simulation } from '../domain/schemas/simulations.js';
import type { ProcedureContext } from './context.js';
import { sendPathProcedureFailure } from './procedure-failure.js';
import { appRouter } from './router.js';

/**
 * The one long-lived REST route: a server-sent events stream. Request time limits must not
 * apply to it; its route config carries `stream: true` so that any such limit can tell.
 */
export const EVENTS_STREAM_ROUTE = '/v1/simulations/:id/events';

/** decisions.md "Events stream": progress at most twice a second. */
export const PROGRESS_MIN_GAP_MS = 500;
/** EVENTS_KEEP_ALIVE_MS's default: well under the usual proxy idle timeouts (60 s). */
export const DEFAULT_KEEP_ALIVE_MS = 15_000;

export interface SimulationEvent {
  event: 'status' | 'progress';
  data: unknown;
}

/**
 * The simulation as it stood when it entered its lifecycle entry `i`: statuses the watch's
 * reads went past (a stage shorter than a read) are still told, each once, in order. Only what
 * the lifecycle records is set back (status, updated_at, lifecycle); progress is dropped.
 */
function asOfEntry(s: Simulation, i: number): Simulation {
  const states = s.lifecycle.states.slice(0, i + 1);
  const { progress: _progress, error_log: _errorLog, ...rest } = s;
  return { ...rest, status: states[i].name, updated_at: states[i].at, lifecycle: { states } };
}

/**
 * The watch's snapshots as the stream's events: `status` (the simulation) first and on every
 * status change, including statuses passed between two reads (from the lifecycle); `progress`
 * ({step,total}) when the Simulator's step moved, no more often than PROGRESS_MIN_GAP_MS. Any
 * other change (a title, an updated_at) is not an event.
 */
export async function* simulationEvents(snapshots: AsyncIterable<Simulation>, now: () => number = Date.now): AsyncGenerator<SimulationEvent> {
  let status: string | undefined;
  let told = 0; // lifecycle entries already told
  let step: number | undefined;
  let lastProgressAt = -Infinity;
  for await (const s of snapshots) {
    const states = s.lifecycle.states;
    if (status === undefined || s.status !== status || states.length !== told) {
      // A rerun restarts the lifecycle: then only the current state is told.
      if (status !== undefined && states.length > told) {
        for (let i = told; i < states.length - 1; i++) yield { event: 'status', data: asOfEntry(s, i) };
      }
      if (s.status !== status || states.length > told) yield { event: 'status', data: s };
      status = s.status;
      told = states.length;
      step = s.progress?.step;
    } else if (s.progress && s.progress.step !== step && now() - lastProgressAt >= PROGRESS_MIN_GAP_MS) {
      step = s.progress.step;
      lastProgressAt = now();
      yield { event: 'progress', data: { step: s.progress.step, total: s.progress.total } };
    }
  }
}

/** One event in the text/event-stream format (the data is one line of JSON). */
export const formatEvent = (e: SimulationEvent): string => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;

/** A comment line: clients ignore it, proxies see bytes moving and keep the connection open. */
export const KEEP_ALIVE = ': keep-alive\n\n';

/**
 * The stream's text with a keep-alive comment whenever nothing was sent for `everyMs`: an idle
 * stream (a long Architect or Analyst stage sends nothing) must not be cut by a proxy's idle
 * timeout (nginx's is 60 s). The pending read is kept across keep-alives, never dropped.
 */
export async function* withKeepAlive(source: AsyncIterable<string>, everyMs: number): AsyncGenerator<string> {
  const it = source[Symbol.asyncIterator]();
  let next = it.next();
  let timer: NodeJS.Timeout | undefined;
  try {
    for (;;) {
      const idle = new Promise<'idle'>((resolve) => {
        timer = setTimeout(() => resolve('idle'), everyMs);
      });
      const got = await Promise.race([next, idle]);
      clearTimeout(timer);
      if (got === 'idle') {
        yield KEEP_ALIVE;
        continue;
      }
      if (got.done) return;
      yield got.value;
      next = it.next();
    }
  } finally {
    clearTimeout(timer);
    // The client went away mid-wait: end the source too (its finally blocks release the watch).
    void it.return?.(undefined)?.catch(() => {});
  }
}

/**
 * GET /v1/simulations/{id}/events: the simulations.watch procedure (the dashboard's tRPC
 * subscription) as plain server-sent events. The procedure runs the API's checks before the
 * stream starts, so 401/429/422/404/403 are ordinary JSON answers, and the whole stream counts
 * as one request. It ends after a terminal status, when the client goes away or at shutdown.
 */
export function registerEventsStreamRoute(
  app: FastifyInstance,
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => ProcedureContext,
  keepAliveMs: number = DEFAULT_KEEP_ALIVE_MS,
): () => void {
  const open = new Set<ServerResponse>();
  app.get<{ Params: { id: string } }>(EVENTS_STREAM_ROUTE, { config: { stream: true } }, async (req, reply) => {
    const gone = new AbortController();
    open.add(reply.raw);
    reply.raw.once('close', () => {
      open.delete(reply.raw);
      gone.abort();
    });
    let snapshots: AsyncIterable<Simulation>;
    try {
      const ctx = { ...createContext({ req, res: reply }), signal: gone.signal };
      snapshots = await appRouter.createCaller(ctx, { signal: gone.signal }).simulations.watch({ id: req.params.id });
    } catch (err) {
      return sendPathProcedureFailure(req, reply, err, 'simulations.watch');
    }
    async function* body() {
      try {
        for await (const e of simulationEvents(snapshots)) yield formatEvent(e);
      } catch (err) {
        // A read failing mid-stream ends the stream; the client reconnects and gets the state first.
        if (!gone.signal.aborted) req.log.error({ err, procedure: 'simulations.watch' }, 'events stream failed');
      }
    }
    return reply
      .type('text/event-stream; charset=utf-8')
      .header('X-Accel-Buffering', 'no') // proxies must pass each event on at once
      .send(Readable.from(withKeepAlive(body(), keepAliveMs), { objectMode: false }));
  });
  // At shutdown the watches end and their streams with them; a client that stopped reading without
  // closing its socket leaves the last write pending, and the server would wait for it (72 s, the
  // keep-alive timeout). What is still open after a moment is cut; the client reconnects elsewhere.
  return () => {
    setTimeout(() => {
      for (const res of open) res.destroy();
    }, STREAMS_CLOSE_GRACE_MS).unref();
  };
}

/** How long open event streams get to end on their own at shutdown before they are cut. */
const STREAMS_CLOSE_GRACE_MS = 500;
