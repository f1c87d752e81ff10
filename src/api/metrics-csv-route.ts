import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProcedureContext } from './context.js';
import { sendPathProcedureFailure } from './procedure-failure.js';
import { appRouter } from './router.js';

/**
 * GET /v1/simulations/{id}/metrics.csv: the results as a CSV download. Not a JSON route, so
 * it is served here rather than from the route table, but through the same procedure
 * (simulations.metricsCsv) and so the same checks: key or session, rate limit, 404/403, 422
 * on a bad id, 409 until COMPLETED_ANALYSIS, all in the API's error bodies.
 */
export function registerMetricsCsvRoute(app: FastifyInstance, createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => ProcedureContext): void {
  app.get<{ Params: { id: string } }>('/v1/simulations/:id/metrics.csv', async (req, reply) => {
    try {
      const csv = await appRouter.createCaller(createContext({ req, res: reply })).simulations.metricsCsv({ id: req.params.id });
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('Content-Disposition', `attachment; filename="simulation-${req.params.id}-metrics.csv"`)
        .send(csv);
    } catch (err) {
      return sendPathProcedureFailure(req, reply, err, 'simulations.metricsCsv');
    }
  });
}
