import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { describeError, fieldErrorsOf, statusOf } from '../api-error.js';
import { NotFound } from '../components/NotFound.js';
import { Charts } from '../components/Charts.js';
import { ConfigEditor } from '../components/ConfigEditor.js';
import { Field } from '../components/Field.js';
import { Report } from '../components/Report.js';
import { StatusBadge } from '../components/StatusBadge.js';
import { STATUS_HINT, formatNumber, isTerminal, when } from '../format.js';
import { useTRPC, type Results, type Simulation } from '../trpc.js';

const HAS_CONFIG = ['COMPLETED_CONFIG', 'PROCESSING_SIMULATION', 'COMPLETED_SIMULATION', 'PROCESSING_ANALYSIS', 'COMPLETED_ANALYSIS', 'FAILED'];

export default function SimulationPage({ id }: { id: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sim = useQuery(trpc.simulations.get.queryOptions({ id }, { retry: false }));
  const live = !!sim.data && !isTerminal(sim.data.status);
  // Live status: the server pushes every change (server-sent events); the page never polls.
  const watch = useSubscription(
    trpc.simulations.watch.subscriptionOptions(
      { id },
      {
        enabled: live,
        onData: (s) => queryClient.setQueryData(trpc.simulations.get.queryKey({ id }), s as Simulation),
      },
    ),
  );

  if (sim.isPending) return <p className="loading">Loading…</p>;
  if (sim.isError) {
    const status = statusOf(sim.error);
    // Another tenant's simulation looks exactly like a missing one.
    if (status === 403 || status === 404 || status === 422) return <NotFound what="Simulation" />;
    return (
      <p role="alert" className="error">
        {describeError(sim.error)}
      </p>
    );
  }
  const s = sim.data;
  return (
    <article className="simulation">
      <p className="crumbs">
        <Link href="/simulations">Simulations</Link>
      </p>
      <h1>{s.title}</h1>
      <StatusPanel s={s} streaming={live && watch.status === 'pending'} />
      {s.status === 'COMPLETED_ANALYSIS' && <ResultsView id={id} />}
      <ConfigurationSection s={s} />
      <ArchitectRerun s={s} />
    </article>
  );
}

function StatusPanel({ s, streaming }: { s: Simulation; streaming: boolean }) {
  return (
    <section aria-labelledby="status-heading" className="panel">
      <h2 id="status-heading">Status</h2>
      <p className="status-line">
        <span role="status" aria-live="polite" data-testid="simulation-status">
          <StatusBadge status={s.status} /> <span className="muted">{STATUS_HINT[s.status]}</span>
        </span>
        {streaming && <span className="live-dot">live</span>}
      </p>
      {s.progress && (
        <p>
          <label htmlFor="progress">
            Simulator: step {s.progress.step} of {s.progress.total}
          </label>{' '}
          <progress id="progress" max={s.progress.total} value={s.progress.step} />
        </p>
      )}
      {s.error_log && (
        <p role="alert" className="error">
          {s.error_log}
        </p>
      )}
      <dl className="facts">
        <dt>Prompt</dt>
        <dd className="prompt">{s.prompt}</dd>
        <dt>Tags</dt>
        <dd>{s.tags.length ? s.tags.map((t) => <span key={t} className="tag">{t}</span>) : '—'}</dd>
        <dt>Scenario</dt>
        <dd>{s.scenario_id ? <Link href={`/scenarios/${s.scenario_id}`}>Open the scenario</Link> : '—'}</dd>
        <dt>Created</dt>
        <dd>{when(s.created_at)}</dd>
      </dl>
      <h3>Lifecycle</h3>
      <ol className="lifecycle" aria-label="Lifecycle">
        {s.lifecycle.states.map((st, i) => (
          <li key={i}>
            <span className="state-name">{st.name}</span>{' '}
            <time dateTime={st.at} className="muted">
              {new Date(st.at).toLocaleTimeString()}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ResultsView({ id }: { id: string }) {
  const trpc = useTRPC();
  const results = useQuery(trpc.simulations.results.queryOptions({ id }, { staleTime: Infinity }));
  if (results.isPending) return <p className="loading">Loading the results…</p>;
  if (results.isError)
    return (
      <p role="alert" className="error">
        {describeError(results.error)}
      </p>
    );
  const r = results.data;
  return (
    <>
      <Answer r={r} />
      <section aria-labelledby="charts-heading" className="panel">
        <div className="title-row">
          <h2 id="charts-heading">Charts</h2>
          <a href={`/v1/simulations/${id}/metrics.csv`} download className="button secondary">
            Download CSV
          </a>
        </div>
        <Charts results={r} />
      </section>
      <Findings r={r} />
      <section aria-labelledby="report-heading" className="panel">
        <h2 id="report-heading">Report</h2>
        <Report markdown={r.analysis.report_markdown} />
      </section>
    </>
  );
}

function Answer({ r }: { r: Results }) {
  const answer = r.analysis.answer;
  return (
    <section aria-labelledby="answer-heading" className="panel answer">
      <h2 id="answer-heading">Answer</h2>
      <p className="statement" data-testid="answer-statement">
        {answer?.statement ?? r.analysis.executive_summary}
      </p>
      {/* With arms, the value is a difference: the table below says it per arm. */}
      {answer && answer.value !== null && !(answer.by_arm && answer.by_arm.length > 0) && (
        <p className="muted">
          {formatNumber(answer.value)} {answer.unit}
          {answer.low !== null && answer.high !== null && ` (90% range ${formatNumber(answer.low)}–${formatNumber(answer.high)})`}
        </p>
      )}
      {answer?.by_arm && answer.by_arm.length > 0 && (
        <table>
          <caption>By arm</caption>
          <thead>
            <tr>
              <th scope="col">Arm</th>
              <th scope="col">Value ({answer.unit})</th>
              <th scope="col">Range</th>
              <th scope="col">Difference from the baseline</th>
            </tr>
          </thead>
          <tbody>
            {answer.by_arm.map((a) => (
              <tr key={a.arm}>
                <th scope="row">{a.label}</th>
                <td>{formatNumber(a.value)}</td>
                <td>{a.low !== null && a.high !== null ? `${formatNumber(a.low)}–${formatNumber(a.high)}` : '—'}</td>
                <td>
                  {formatNumber(a.difference)}
                  {a.difference_low !== null && a.difference_high !== null ? ` (${formatNumber(a.difference_low)}–${formatNumber(a.difference_high)})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Findings({ r }: { r: Results }) {
  const lists: [string, string[]][] = [
    ['Key drivers', r.analysis.key_drivers],
    ['Risks', r.analysis.risks],
    ['Recommendations', r.analysis.recommendations],
  ];
  return (
    <section aria-labelledby="findings-heading" className="panel">
      <h2 id="findings-heading">Findings</h2>
      {r.analysis.answer && <p>{r.analysis.executive_summary}</p>}
      <div className="columns">
        {lists.map(([title, items]) => (
          <div key={title}>
            <h3>{title}</h3>
            {items.length ? (
              <ul>
                {items.map((x, i) => (
                  <li key={i}>{x}</li>
                ))}
              </ul>
            ) : (
              <p className="muted">None.</p>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

function ConfigurationSection({ s }: { s: Simulation }) {
  const trpc = useTRPC();
  const ready = HAS_CONFIG.includes(s.status);
  const [editing, setEditing] = useState(false);
  // Refetched whenever the simulation's generation moves (a new lifecycle entry).
  const config = useQuery(trpc.simulations.getConfig.queryOptions({ id: s.id }, { enabled: ready, retry: false }));
  return (
    <section aria-labelledby="config-heading" className="panel">
      <div className="title-row">
        <h2 id="config-heading">Configuration</h2>
        {config.data && !editing && (
          <button type="button" className="secondary" onClick={() => setEditing(true)}>
            Edit configuration
          </button>
        )}
      </div>
      {!ready && <p className="muted">The Architect has not finished the configuration yet.</p>}
      {ready && config.isError && <p className="muted">{statusOf(config.error) === 409 ? 'This simulation has no configuration.' : describeError(config.error)}</p>}
      {config.data && !editing && <ConfigSummary config={config.data} />}
      {config.data && editing && (
        <>
          <p>Saving replaces the configuration, clears the results and runs the simulation again from the Simulator.</p>
          <ConfigEditor key={s.id} simulationId={s.id} config={config.data} onSaved={() => setEditing(false)} />
          <button type="button" className="secondary" onClick={() => setEditing(false)}>
            Cancel editing
          </button>
        </>
      )}
    </section>
  );
}

function ConfigSummary({ config }: { config: Results['config'] }) {
  const totalAgents = config.agent_groups.reduce((n, g) => n + g.number_of_agents, 0);
  return (
    <>
      <p>
        {config.number_of_steps} {config.step_unit}
        {config.number_of_steps === 1 ? '' : 's'}, {config.agent_groups.length} group{config.agent_groups.length === 1 ? '' : 's'}, {totalAgents.toLocaleString()} agents.
      </p>
      <details>
        <summary>Show the configuration as JSON</summary>
        <pre className="code">{JSON.stringify(config, null, 2)}</pre>
      </details>
    </>
  );
}

function ArchitectRerun({ s }: { s: Simulation }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [prompt, setPrompt] = useState(s.prompt);
  const [maxTurns, setMaxTurns] = useState('3');
  const rerun = useMutation(
    trpc.simulations.rerunArchitect.mutationOptions({
      onSuccess: (sim) => {
        queryClient.setQueryData(trpc.simulations.get.queryKey({ id: s.id }), sim);
        void queryClient.invalidateQueries({ queryKey: trpc.simulations.pathKey() });
      },
    }),
  );
  const errors = fieldErrorsOf(rerun.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const turns = Number(maxTurns);
    rerun.mutate({ id: s.id, prompt: prompt === s.prompt ? undefined : prompt, max_turns: Number.isInteger(turns) && maxTurns.trim() !== '' ? turns : (maxTurns as unknown as number) });
  };
  return (
    <section aria-labelledby="architect-heading" className="panel">
      <h2 id="architect-heading">Run again from the Architect</h2>
      <p>Designs a new configuration from the prompt (edit it first if you like) and runs the whole pipeline again. The current results are cleared.</p>
      <form onSubmit={submit} className="stack" noValidate>
        <Field label="Prompt for the rerun" error={errors.get('prompt')}>
          <textarea rows={3} value={prompt} onChange={(e) => setPrompt(e.target.value)} />
        </Field>
        <Field label="Architect turns" error={errors.get('max_turns')} hint="1 to 10">
          <input inputMode="numeric" value={maxTurns} onChange={(e) => setMaxTurns(e.target.value)} />
        </Field>
        <div>
          <button type="submit" disabled={rerun.isPending}>
            Rerun the Architect
          </button>
        </div>
        {rerun.isError && errors.size === 0 && (
          <p role="alert" className="error">
            {describeError(rerun.error)}
          </p>
        )}
        {rerun.isSuccess && <p role="status">The Architect is working on it.</p>}
      </form>
    </section>
  );
}
