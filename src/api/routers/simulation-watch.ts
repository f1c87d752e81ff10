import { setTimeout as sleep } from 'node:timers/promises';
import { TERMINAL_STATUSES } from '../../domain/lifecycle.js';
import { type Simulation, SimulationIdInput } from '../../domain/schemas/simulations.js';
import type { AppServices } from '../../services/app-services.js';
import { procedure } from '../trpc.js';
import { credentialStillStands } from '../session/admit.js';

/** How often a watch re-reads its simulation on the server (the browser never polls). */
export const WATCH_READ_MS = 500;
/** How often a watch made with a session checks that the session still stands (sign-out, key disabled). */
const SESSION_CHECK_EVERY = 10;

// Open streams would hold the server's close for its whole grace period: end them first.
const shutdowns = new WeakMap<AppServices, AbortController>();
const shutdownOf = (services: AppServices): AbortController => {
  let c = shutdowns.get(services);
  if (!c) shutdowns.set(services, (c = new AbortController()));
  return c;
};
export const endWatches = (services: AppServices): void => shutdownOf(services).abort();

/**
 * simulations.watch: a tRPC subscription (server-sent events over /trpc) that sends the
 * simulation now and again on every visible change (status, lifecycle, progress at most twice
 * a second, title), and ends after a terminal status. It counts as one request. 404/403
 * are answered before the stream starts, as for a GET. The REST events stream
 * (GET /v1/simulations/{id}/events) is this same watch, told as `status` and `progress` events.
 */
export const watchSimulation = procedure
  .input(SimulationIdInput)
  .subscription(async ({ ctx, input, signal }) => {
    const { services, caller } = ctx;
    const first = await services.simulations.get(caller, input.id);
    const token = ctx.apiKey === undefined ? ctx.session?.token : undefined;
    // tRPC's own signal on /trpc; the context's when a REST stream calls it (src/api/events-stream-route.ts).
    const stop = AbortSignal.any([shutdownOf(services).signal, ...[signal, ctx.signal].filter((s) => s !== undefined)]);

    return (async function* () {
      let current: Simulation = first;
      let last = '';
      for (let round = 1; !stop.aborted; round++) {
        const seen = JSON.stringify(current);
        if (seen !== last) {
          last = seen;
          yield current;
        }
        if (TERMINAL_STATUSES.includes(current.status)) return;
        await sleep(WATCH_READ_MS, undefined, { signal: stop }).catch(() => {});
        if (stop.aborted) return;
        // The key is checked on every read (the authenticator caches it), a session less often (a store read).
        if ((token === undefined || round % SESSION_CHECK_EVERY === 0) && !(await credentialStillStands({ ...ctx, caller }))) return;
        current = await services.simulations.get(caller, input.id);
      }
    })();
  });
