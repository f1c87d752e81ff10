import { keysRouter } from './routers/keys.js';
import { metricsCsv } from './routers/metrics-csv.js';
import { resultsDocument } from './routers/results-document.js';
import { scenariosRouter } from './routers/scenarios.js';
import { sessionRouter } from './routers/session.js';
import { watchSimulation } from './routers/simulation-watch.js';
import { simulationsRouter } from './routers/simulations.js';
import { router } from './trpc.js';

/** The one registry of procedures: REST (/v1), OpenAPI and the typed tRPC client all come from it. */
export const appRouter = router({
  // watch, metricsCsv and resultsDocument have no OpenAPI meta: not JSON routes (an SSE stream; a CSV download and the
  // stored results document, each at its own REST route).
  simulations: router({ ...simulationsRouter._def.record, watch: watchSimulation, metricsCsv, resultsDocument }),
  scenarios: scenariosRouter,
  keys: keysRouter,
  session: sessionRouter,
});

export type AppRouter = typeof appRouter;
