import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { describeError, fieldErrorsOf } from '../api-error.js';
import { Pager } from '../components/Pager.js';
import { SimulationTable } from '../components/SimulationTable.js';
import { STATUSES, isTerminal } from '../format.js';
import { useTRPC, type Inputs } from '../trpc.js';

type Filters = Inputs['simulations']['list'];
const PAGE_SIZES = [20, 50, 100];

/** datetime-local (the reader's time zone) ⇄ the API's ISO 8601 UTC. */
const toIso = (local: string): string | undefined => (local ? new Date(local).toISOString() : undefined);
const toLocal = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** The list's filters live in the URL, so a filtered view can be bookmarked and shared. */
function filtersOf(search: string): Filters {
  const p = new URLSearchParams(search);
  const num = (k: string, d: number) => {
    const v = Number(p.get(k));
    return Number.isInteger(v) && v >= 0 && p.get(k) !== null ? v : d;
  };
  const limit = num('limit', 20);
  const f: Filters = { limit: limit >= 1 && limit <= 100 ? limit : 20, offset: num('offset', 0) };
  const status = p.get('status');
  if (status && (STATUSES as readonly string[]).includes(status)) f.status = status as Filters['status'];
  if (p.get('tag')) f.tag = p.get('tag') as string;
  if (p.get('created_after')) f.created_after = p.get('created_after') as string;
  if (p.get('created_before')) f.created_before = p.get('created_before') as string;
  return f;
}

function searchOf(f: Filters): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '' && !(k === 'offset' && v === 0) && !(k === 'limit' && v === 20)) p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export function SimulationsPage() {
  const trpc = useTRPC();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = filtersOf(search);
  const list = useQuery({
    ...trpc.simulations.list.queryOptions(filters),
    placeholderData: keepPreviousData,
    // Unfinished simulations move on their own: refresh the list every 10 s while one is listed
    // and the tab is visible (each refresh counts against the key's hourly rate limit).
    refetchInterval: (q) => (q.state.data?.items.some((s) => !isTerminal(s.status)) ? 10_000 : false),
    refetchIntervalInBackground: false,
  });
  const go = (f: Filters) => navigate(`/simulations${searchOf(f)}`);
  const errors = fieldErrorsOf(list.error);

  return (
    <>
      <div className="title-row">
        <h1>Simulations</h1>
        <Link href="/simulations/new" className="button">
          New simulation
        </Link>
      </div>
      <FilterForm key={search} filters={filters} onApply={(f) => go({ ...f, limit: filters.limit, offset: 0 })} errors={errors} />
      {list.isError && errors.size === 0 && (
        <p role="alert" className="error">
          {describeError(list.error)}
        </p>
      )}
      {list.data && (
        <>
          <p className="muted" aria-live="polite">
            {list.data.total === 0 ? 'No simulations match.' : `${list.data.total} simulation${list.data.total === 1 ? '' : 's'}`}
          </p>
          {list.data.items.length > 0 && <SimulationTable items={list.data.items} caption="Simulations, newest first" />}
          <div className="list-footer">
            <Pager label="Simulations" page={list.data} onOffset={(offset) => go({ ...filters, offset })} />
            <label className="inline">
              Per page{' '}
              <select value={filters.limit ?? 20} onChange={(e) => go({ ...filters, limit: Number(e.target.value), offset: 0 })}>
                {[...new Set([...PAGE_SIZES, filters.limit ?? 20])].sort((a, b) => a - b).map((n) => (
                  <option key={n}>{n}</option>
                ))}
              </select>
            </label>
          </div>
        </>
      )}
      {list.isPending && <p className="loading">Loading…</p>}
    </>
  );
}

function FilterForm({ filters, onApply, errors }: { filters: Filters; onApply: (f: Filters) => void; errors: Map<string, string> }) {
  const [status, setStatus] = useState(filters.status ?? '');
  const [tag, setTag] = useState(filters.tag ?? '');
  const [after, setAfter] = useState(toLocal(filters.created_after ?? null));
  const [before, setBefore] = useState(toLocal(filters.created_before ?? null));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ status: (status || undefined) as Filters['status'], tag: tag.trim() || undefined, created_after: toIso(after), created_before: toIso(before) });
  };
  const fieldError = (name: string) =>
    errors.get(name) && (
      <span id={`filter-${name}-error`} className="field-error">
        {errors.get(name)}
      </span>
    );
  return (
    <form className="filters" onSubmit={submit} aria-label="Filter simulations" noValidate>
      <label>
        Status
        <select value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">Any</option>
          {STATUSES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <label>
        Tag
        <input value={tag} onChange={(e) => setTag(e.target.value)} aria-invalid={errors.has('tag') || undefined} aria-describedby={errors.has('tag') ? 'filter-tag-error' : undefined} />
        {fieldError('tag')}
      </label>
      <label>
        Created from
        <input type="datetime-local" value={after} onChange={(e) => setAfter(e.target.value)} />
      </label>
      <label>
        Created before
        <input type="datetime-local" value={before} onChange={(e) => setBefore(e.target.value)} />
      </label>
      <div className="filter-actions">
        <button type="submit">Apply filters</button>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setStatus('');
            setTag('');
            setAfter('');
            setBefore('');
            onApply({});
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
