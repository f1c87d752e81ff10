import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services/app-services.js';

/**
 * GET /healthz: the process is alive (200 {"status":"ok"}), nothing else is asked.
 * GET /readyz: 200 when the database answers and the pipeline runner can take work, else 503
 * with the check that is not ready. Neither needs a key nor counts against a rate limit, and
 * neither is under /v1: they are for load balancers and orchestrators.
 */
export function registerHealthRoutes(app: FastifyInstance, services: AppServices): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const { ready, checks } = await services.health.readiness();
    return reply.code(ready ? 200 : 503).header('Cache-Control', 'no-store').send({ status: ready ? 'ready' : 'not_ready', checks });
  });
}
