import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
// Type-only: the server's router gives every call its input and output types, so a change of
// a procedure's type breaks this app's build (npm run typecheck covers dashboard/).
import type { AppRouter } from '../../src/api/router.js';

export type Outputs = inferRouterOutputs<AppRouter>;
export type Inputs = inferRouterInputs<AppRouter>;
export type Simulation = Outputs['simulations']['get'];
export type Results = Outputs['simulations']['results'];
export type SimulationConfig = Outputs['simulations']['getConfig'];
export type ApiKey = Outputs['keys']['list']['keys'][number];
export type Scenario = Outputs['scenarios']['get'];

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * Same origin only: the session cookie goes with every call (the browser never sees the key),
 * queries and mutations in batches over /trpc, live status as server-sent events.
 */
export function createClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/trpc' }),
        false: httpBatchLink({ url: '/trpc', maxURLLength: 4000 }),
      }),
    ],
  });
}
