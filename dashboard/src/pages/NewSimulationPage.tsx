import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { describeError, fieldErrorsOf } from '../api-error.js';
import { Field } from '../components/Field.js';
import { useTRPC } from '../trpc.js';

export function NewSimulationPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const preset = new URLSearchParams(useSearch()).get('scenario') ?? '';
  const [prompt, setPrompt] = useState('');
  const [scenarioId, setScenarioId] = useState(preset);
  const [tags, setTags] = useState('');
  const scenarios = useQuery(trpc.scenarios.list.queryOptions({ limit: 100 }));
  const create = useMutation(
    trpc.simulations.create.mutationOptions({
      onSuccess: async (sim) => {
        await queryClient.invalidateQueries({ queryKey: trpc.simulations.list.queryKey() });
        navigate(`/simulations/${sim.id}`);
      },
    }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const tagList = tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    create.mutate({ prompt, scenario_id: scenarioId || undefined, tags: tagList });
  };
  const errors = fieldErrorsOf(create.error);
  const tagError = [...errors].filter(([k]) => k === 'tags' || k.startsWith('tags.')).map(([, m]) => m).join('; ');

  return (
    <>
      <h1>New simulation</h1>
      <p>Ask a question in plain words. The Architect designs a simulation for it, the Simulator runs it, and the Analyst answers.</p>
      <form onSubmit={submit} className="stack" noValidate>
        <Field label="Prompt" error={errors.get('prompt')} hint="For example: How fast will heat pumps spread among 5,000 households over 36 months if subsidies rise 30%?">
          <textarea rows={5} value={prompt} onChange={(e) => setPrompt(e.target.value)} maxLength={10_000} required />
        </Field>
        <Field label="Scenario" error={errors.get('scenario_id')} hint="Optional: a folder for related simulations.">
          <select value={scenarioId} onChange={(e) => setScenarioId(e.target.value)}>
            <option value="">None</option>
            {scenarios.data?.items.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Tags" error={tagError || undefined} hint="Optional, separated by commas (at most 20, each up to 64 characters).">
          <input value={tags} onChange={(e) => setTags(e.target.value)} />
        </Field>
        <div>
          <button type="submit" disabled={create.isPending}>
            Run simulation
          </button>
        </div>
        {create.isError && (
          <p role="alert" className="error">
            {describeError(create.error)}
          </p>
        )}
      </form>
    </>
  );
}
