import { keysRouter } from './routers/keys.js';
import { scenariosRouter } from './routers/scenarios.js';
import { simulationsRouter } from './routers/simulations.js';
import { router } from './trpc.js';

/** The one registry of procedures: REST (/v1), OpenAPI and the typed tRPC client all come from it. */
export const appRouter = router({
  simulations: simulationsRouter,
  scenarios: scenariosRouter,
  keys: keysRouter,
});

export type AppRouter = typeof appRouter;
