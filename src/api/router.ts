import { keysRouter } from './routers/keys.js';
import { metricsCsv } from './routers/metrics-csv.js';
import { scenariosRouter } from './routers/scenarios.js';
import { sessionRouter } from './routers/session.js';
import { watchSimulation } from './routers/simulation-watch.js';
import { simulationsRouter } from './routers/simulations.js';
import { router } from './trpc.js';

/** The one registry of procedures: REST (/v1), OpenAPI and the typed tRPC client all come from it. */
export const appRouter = router({
  // watch and metricsCsv have no OpenAPI meta: not JSON routes (an SSE stream; a CSV download at its own REST route).
  simulations: router({ ...simulationsRouter._def.record, watch: watchSimulation, metricsCsv }),
  scenarios: scenariosRouter,
  keys: keysRouter,
  session: sessionRouter,
});

export type AppRouter = typeof appRouter;
