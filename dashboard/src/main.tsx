import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { statusOf } from './api-error.js';
import { App } from './App.js';
import { TRPCProvider, createClient } from './trpc.js';
import './styles.css';

function Root() {
  const [queryClient] = useState(() => {
    // A 401 anywhere means the session is gone (signed out elsewhere, key disabled): ask who we are again.
    const onError = (err: unknown) => {
      if (statusOf(err) === 401) void client.invalidateQueries({ queryKey: [['session', 'me']] });
    };
    const client: QueryClient = new QueryClient({
      queryCache: new QueryCache({
        // The session query's own 401 is its answer ("signed out"), not a reason to ask again.
        onError: (err, query) => {
          const [path] = query.queryKey as [unknown];
          if (!(Array.isArray(path) && path.join('.') === 'session.me')) onError(err);
        },
      }),
      mutationCache: new MutationCache({ onError }),
      defaultOptions: {
        queries: {
          // Only the service's own hiccups are worth a retry; 4xx answers are final.
          retry: (count, err) => count < 2 && (statusOf(err) ?? 500) >= 500,
          refetchOnWindowFocus: false,
          staleTime: 2_000,
        },
      },
    });
    return client;
  });
  const [trpcClient] = useState(createClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <App />
      </TRPCProvider>
    </QueryClientProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
