import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import type { ServiceFailure } from '../domain/errors.js';
import { toTrpcError } from './error-mapping.js';
import { appRouter } from './router.js';

/**
 * The body /trpc itself would answer for a failure found before tRPC runs (a body refused
 * before it is read): the router's own error shape, one per call of a batch, so a tRPC client
 * reads it like any other error (`error.data.apiError`).
 */
export function trpcRefusalBody(url: string, failure: ServiceFailure): unknown {
  const [pathPart, query = ''] = url.slice('/trpc/'.length).split('?');
  const error = toTrpcError(failure);
  const shape = (path: string) => ({
    error: getErrorShape({ config: appRouter._def._config, error, type: 'unknown', path, input: undefined, ctx: undefined }),
  });
  const paths = pathPart.split(',');
  return new URLSearchParams(query).get('batch') === '1' ? paths.map(shape) : shape(paths[0]);
}
