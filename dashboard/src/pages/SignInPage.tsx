import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { describeError, fieldErrorsOf, statusOf } from '../api-error.js';
import { useTRPC } from '../trpc.js';

/**
 * The key is sent once, exchanged for an HttpOnly session cookie, and dropped: it lives only
 * in this form's state until the answer comes, never in storage.
 */
export function SignInPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const [apiKey, setApiKey] = useState('');
  const signIn = useMutation(
    trpc.session.signIn.mutationOptions({
      gcTime: 0,
      onSettled: () => setApiKey(''),
      onSuccess: async () => {
        if (location === '/sign-in') navigate('/simulations', { replace: true });
        await queryClient.invalidateQueries({ queryKey: trpc.session.me.queryKey() });
      },
    }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate({ api_key: apiKey.trim() });
  };
  const field = fieldErrorsOf(signIn.error).get('api_key');
  const status = statusOf(signIn.error);
  const message = !signIn.error ? null : status === 401 ? 'That key is not valid, or it is disabled or expired.' : field ? null : describeError(signIn.error);

  return (
    <main className="signin" id="main">
      <h1>Simulation Service</h1>
      <p>Sign in with one of your organisation’s API keys. The key is exchanged for a session; this browser does not keep it.</p>
      <form onSubmit={submit} noValidate>
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
        <button type="submit" disabled={signIn.isPending || apiKey.trim() === ''}>
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
