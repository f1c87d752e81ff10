import { getTRPCErrorFromUnknown } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from './context.js';
import { errorOf, registerInputOrigin } from './error-mapping.js';
import type { AppRouter } from './router.js';

/**
 * GET /v1/simulations/{id}/metrics.csv: the results as a CSV download. Not a JSON route, so
 * it is served here rather than from the route table, but through the same procedure
 * (simulations.metricsCsv): key or session, rate limit, 404/403, 422 on a bad id, 409 until
 * COMPLETED_ANALYSIS, all in the API's error bodies.
 */
export function registerMetricsCsvRoute(
  app: FastifyInstance,
  appRouter: AppRouter,
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => RequestContext,
): void {
  registerInputOrigin('simulations.metricsCsv', { pathParams: new Set(['id']), rest: 'query' });
  app.get<{ Params: { id: string } }>('/v1/simulations/:id/metrics.csv', async (req, reply) => {
    try {
      const csv = await appRouter.createCaller(createContext({ req, res: reply })).simulations.metricsCsv({ id: req.params.id });
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('Content-Disposition', `attachment; filename="simulation-${req.params.id}-metrics.csv"`)
        .send(csv);
    } catch (err) {
      const error = getTRPCErrorFromUnknown(err);
      const { status, body, failure } = errorOf(error, 'simulations.metricsCsv');
      if (failure.code === 'INTERNAL') req.log.error({ err: error.cause ?? error, procedure: 'simulations.metricsCsv' }, 'request failed');
      return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
    }
  });
}
