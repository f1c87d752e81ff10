import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { statusOf } from './api-error.js';
import { SignInPage } from './pages/SignInPage.js';
import { SimulationsPage } from './pages/SimulationsPage.js';
import { NewSimulationPage } from './pages/NewSimulationPage.js';
import { ScenariosPage } from './pages/ScenariosPage.js';
import { ScenarioPage } from './pages/ScenarioPage.js';
import { KeysPage } from './pages/KeysPage.js';
import { useTRPC } from './trpc.js';

// The simulation page brings the charts and the Markdown renderer: loaded when first opened.
const SimulationPage = lazy(() => import('./pages/SimulationPage.js'));

export function App() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions(undefined, { retry: false, staleTime: 60_000 }));
  if (me.isPending) return <p className="loading">Loading…</p>;
  if (me.isError && statusOf(me.error) !== 401) {
    return (
      <main className="page">
        <h1>Simulation Service</h1>
        <p role="alert">The service could not be reached. Reload the page to try again.</p>
      </main>
    );
  }
  if (!me.data) return <SignInPage />;
  return <SignedIn tenantId={me.data.tenant_id} keyId={me.data.key_id} />;
}

function SignedIn({ tenantId, keyId }: { tenantId: string; keyId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const signOut = useMutation(
    trpc.session.signOut.mutationOptions({
      onSettled: async () => {
        navigate('/sign-in');
        // Ask who we are again (nobody: the sign-in page), and keep nothing of the tenant in memory.
        const me = trpc.session.me.queryKey();
        await queryClient.resetQueries({ queryKey: me });
        queryClient.removeQueries({ predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(me) });
        queryClient.getMutationCache().clear();
      },
    }),
  );
  const main = useRef<HTMLElement>(null);
  // After a client-side navigation, move focus to the new page, as a full page load would.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [location]);

  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <span className="brand">Simulation Service</span>
        <nav aria-label="Main">
          <ul>
            <li>
              <NavLink href="/simulations" current={location === '/' || location.startsWith('/simulations')}>
                Simulations
              </NavLink>
            </li>
            <li>
              <NavLink href="/scenarios" current={location.startsWith('/scenarios')}>
                Scenarios
              </NavLink>
            </li>
            <li>
              <NavLink href="/keys" current={location.startsWith('/keys')}>
                API keys
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="account">
          <span>
            Tenant <strong data-testid="tenant-id">{tenantId}</strong>
          </span>
          <button type="button" className="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1} className="page">
        <Suspense fallback={<p className="loading">Loading…</p>}>
          <Switch>
            <Route path="/">{() => <Redirect to="/simulations" replace />}</Route>
            <Route path="/sign-in">{() => <Redirect to="/simulations" replace />}</Route>
            <Route path="/simulations" component={SimulationsPage} />
            <Route path="/simulations/new" component={NewSimulationPage} />
            <Route path="/simulations/:id">{(params) => <SimulationPage id={params.id} />}</Route>
            <Route path="/scenarios" component={ScenariosPage} />
            <Route path="/scenarios/:id">{(params) => <ScenarioPage id={params.id} />}</Route>
            <Route path="/keys">{() => <KeysPage currentKeyId={keyId} />}</Route>
            <Route>
              <h1>Page not found</h1>
              <p>
                <Link href="/simulations">Go to the simulations</Link>
              </p>
            </Route>
          </Switch>
        </Suspense>
      </main>
    </>
  );
}

function NavLink({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <Link href={href} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
