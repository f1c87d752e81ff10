import { z } from 'zod';
import { SimulationIdInput } from '../../domain/schemas/simulations.js';
import type { ResultsDocument } from '../../services/simulations.service.js';
import { procedure } from '../trpc.js';

/**
 * simulations.resultsDocument: the results as stored bytes (the checks and 409 of results).
 * REST serves GET /v1/simulations/{id}/results from it (src/api/results-route.ts); the
 * OpenAPI document describes that route from `simulations.results`, whose JSON value it is.
 */
export const resultsDocument = procedure
  .input(SimulationIdInput)
  .output(z.custom<ResultsDocument>((v) => typeof v === 'object' && v !== null && 'gzipParts' in v))
  .query(({ ctx, input }) => ctx.services.simulations.resultsDocument(ctx.caller, input.id));
