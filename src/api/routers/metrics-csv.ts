import { z } from 'zod';
import { SimulationIdInput } from '../../domain/schemas/simulations.js';
import { toMetricsCsv } from '../../services/metrics-csv.js';
import { procedure } from '../trpc.js';

/**
 * simulations.metricsCsv: the results as CSV text (409 SIMULATION_NOT_COMPLETE like results).
 * REST serves it as a download at GET /v1/simulations/{id}/metrics.csv (src/api/metrics-csv-route.ts).
 */
export const metricsCsv = procedure
  .input(SimulationIdInput)
  .output(z.string())
  .query(async ({ ctx, input }) => toMetricsCsv(await ctx.services.simulations.results(ctx.caller, input.id)));
