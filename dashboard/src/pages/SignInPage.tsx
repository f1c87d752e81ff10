import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { describeError, fieldErrorsOf, statusOf } from '../api-error.js';
import { useTRPC, useTRPCClient } from '../trpc.js';

/**
 * The key is sent once, exchanged for an HttpOnly session cookie, and dropped: it lives only
 * in this form's state until the answer comes, never in storage.
 */
export function SignInPage() {
  const trpc = useTRPC();
  // The plain client, not a cached mutation: TanStack Query would keep the key (the mutation's
  // variables) in its cache for minutes. Here it lives in this state until the answer comes.
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const [apiKey, setApiKey] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      await client.session.signIn.mutate({ api_key: apiKey.trim() });
      if (location === '/sign-in') navigate('/simulations', { replace: true });
      await queryClient.invalidateQueries({ queryKey: trpc.session.me.queryKey() });
    } catch (err) {
      setError(err);
    } finally {
      setApiKey('');
      setPending(false);
    }
  };
  const field = fieldErrorsOf(error).get('api_key');
  const status = statusOf(error);
  const message = !error ? null : status === 401 ? 'That key is not valid, or it is disabled or expired.' : field ? null : describeError(error);

  return (
    <main className="signin" id="main">
      <h1>Simulation Service</h1>
      <p>Sign in with one of your organisation’s API keys. The key is exchanged for a session; this browser does not keep it.</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="api-key">API key</label>
        <input
          id="api-key"
          type="text"
          name="api_key"
          autoComplete="off"
          spellCheck={false}
          placeholder="svc_live_…"
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
          aria-invalid={field ? true : undefined}
          aria-describedby={field ? 'api-key-error' : undefined}
          required
        />
        {field && (
          <p id="api-key-error" className="field-error">
            {field}
          </p>
        )}
        <button type="submit" disabled={pending}>
          Sign in
        </button>
        {message && (
          <p role="alert" className="error">
            {message}
          </p>
        )}
      </form>
    </main>
  );
}
