import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { describeError, statusOf } from '../api-error.js';
import { NotFound } from '../components/NotFound.js';
import { Pager } from '../components/Pager.js';
import { SimulationTable } from '../components/SimulationTable.js';
import { useTRPC } from '../trpc.js';

const LIMIT = 20;

export function ScenarioPage({ id }: { id: string }) {
  const trpc = useTRPC();
  const [offset, setOffset] = useState(0);
  const scenario = useQuery(trpc.scenarios.get.queryOptions({ id }, { retry: false }));
  const sims = useQuery({ ...trpc.simulations.list.queryOptions({ scenario_id: id, limit: LIMIT, offset }, { enabled: scenario.isSuccess }), placeholderData: keepPreviousData });
  if (scenario.isPending) return <p className="loading">Loading…</p>;
  if (scenario.isError) {
    const status = statusOf(scenario.error);
    if (status === 403 || status === 404 || status === 422) return <NotFound what="Scenario" />;
    return (
      <p role="alert" className="error">
        {describeError(scenario.error)}
      </p>
    );
  }
  const s = scenario.data;
  return (
    <>
      <p className="crumbs">
        <Link href="/scenarios">Scenarios</Link>
      </p>
      <div className="title-row">
        <h1>{s.name}</h1>
        <Link href={`/simulations/new?scenario=${s.id}`} className="button">
          New simulation in this scenario
        </Link>
      </div>
      {s.description && <p>{s.description}</p>}
      <h2>Simulations</h2>
      {sims.data && sims.data.total === 0 && <p className="muted">No simulations in this scenario yet.</p>}
      {sims.data && sims.data.items.length > 0 && <SimulationTable items={sims.data.items} caption={`Simulations of ${s.name}`} />}
      {sims.data && <Pager label="Simulations" page={sims.data} onOffset={setOffset} />}
      {sims.isError && (
        <p role="alert" className="error">
          {describeError(sims.error)}
        </p>
      )}
    </>
  );
}
