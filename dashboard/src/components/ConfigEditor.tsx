import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
import { apiErrorOf, describeError, type FieldError } from '../api-error.js';
import { humanize } from '../format.js';
import { useTRPC, type Inputs, type SimulationConfig } from '../trpc.js';

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
type Path = (string | number)[];
const STEP_UNITS = ['day', 'week', 'month', 'quarter', 'year'];
// Text a person types becomes a number when it reads as one; otherwise it is sent as written
// and the API's 422 says what is wrong, at that field.
const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

const keyOf = (path: Path): string => path.join('.');

/**
 * The configuration as a form (every value of the stored configuration at its place) or as
 * JSON (for adding or removing groups, variables, arms). Saving is PUT config: the API
 * validates, and each 422 violation is shown beside its field; those with no field on screen
 * (a missing one) are listed above the form.
 */
export function ConfigEditor({ simulationId, config, onSaved }: { simulationId: string; config: SimulationConfig; onSaved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Json>(() => structuredClone(config) as unknown as Json);
  const [mode, setMode] = useState<'form' | 'json'>('form');
  const [jsonText, setJsonText] = useState('');
  const [jsonProblem, setJsonProblem] = useState<string | null>(null);
  const save = useMutation(
    trpc.simulations.replaceConfig.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.simulations.pathKey() });
        onSaved();
      },
    }),
  );

  const violations: FieldError[] = useMemo(() => {
    const e = apiErrorOf(save.error);
    return e?.status === 422 && Array.isArray(e.body.detail) ? (e.body.detail as FieldError[]) : [];
  }, [save.error]);
  const errorAt = useMemo(() => {
    const m = new Map<string, string>();
    for (const v of violations) {
      const k = keyOf(v.loc.slice(1));
      m.set(k, m.has(k) ? `${m.get(k)}; ${v.msg}` : v.msg);
    }
    return m;
  }, [violations]);

  const shownPaths = new Set<string>();
  collectPaths(draft, [], shownPaths);
  const unplaced = mode === 'json' ? violations : violations.filter((v) => !shownPaths.has(keyOf(v.loc.slice(1))));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    let body: Json = draft;
    if (mode === 'json') {
      try {
        body = JSON.parse(jsonText) as Json;
      } catch (err) {
        setJsonProblem(`This is not valid JSON: ${(err as Error).message}`);
        return;
      }
      setJsonProblem(null);
      setDraft(body);
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      setJsonProblem('The configuration must be a JSON object.');
      return;
    }
    save.mutate({ ...(body as object), id: simulationId } as Inputs['simulations']['replaceConfig']);
  };

  const switchMode = (next: 'form' | 'json') => {
    if (next === mode) return;
    if (next === 'json') setJsonText(JSON.stringify(draft, null, 2));
    else {
      try {
        setDraft(JSON.parse(jsonText) as Json);
        setJsonProblem(null);
      } catch (err) {
        setJsonProblem(`Fix the JSON before going back to the form: ${(err as Error).message}`);
        return;
      }
    }
    setMode(next);
  };

  return (
    <form onSubmit={submit} noValidate className="config-editor" aria-label="Configuration">
      <div className="segmented" role="group" aria-label="Edit as">
        <button type="button" aria-pressed={mode === 'form'} onClick={() => switchMode('form')}>
          Form
        </button>
        <button type="button" aria-pressed={mode === 'json'} onClick={() => switchMode('json')}>
          JSON
        </button>
      </div>
      {(violations.length > 0 || jsonProblem) && (
        <div role="alert" className="error-summary">
          {jsonProblem ?? `The configuration was not saved: ${violations.length} problem${violations.length === 1 ? '' : 's'}${unplaced.length < violations.length ? ', shown beside their fields' : ''}.`}
          {unplaced.length > 0 && (
            <ul>
              {unplaced.map((v, i) => (
                <li key={i}>
                  <code>{v.loc.slice(1).join(' › ') || 'configuration'}</code>: {v.msg}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {mode === 'form' ? (
        <ValueEditor value={draft} path={[]} onChange={setDraft} errorAt={errorAt} />
      ) : (
        <JsonArea value={jsonText} onChange={setJsonText} />
      )}
      {save.isError && violations.length === 0 && (
        <p role="alert" className="error">
          {describeError(save.error)}
        </p>
      )}
      {save.isSuccess && !save.isPending && <p role="status">Saved. The simulation runs again from the Simulator.</p>}
      <button type="submit" disabled={save.isPending}>
        Save configuration and rerun
      </button>
    </form>
  );
}

function JsonArea({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Configuration (JSON)</label>
      <textarea id={id} className="code" rows={24} spellCheck={false} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function collectPaths(v: Json, path: Path, into: Set<string>): void {
  into.add(keyOf(path));
  if (v && typeof v === 'object') {
    if (Array.isArray(v)) v.forEach((x, i) => collectPaths(x, [...path, i], into));
    else for (const [k, x] of Object.entries(v)) collectPaths(x, [...path, k], into);
  }
}

function setAt(root: Json, path: Path, value: Json): Json {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setAt(copy[head as number], rest, value);
    return copy;
  }
  const obj = { ...(root as Record<string, Json>) };
  obj[head as string] = setAt(obj[head as string], rest, value);
  return obj;
}

function legendOf(path: Path, value: Json): string {
  const last = path[path.length - 1];
  const parent = path[path.length - 2];
  const named = value && typeof value === 'object' && !Array.isArray(value) ? ((value as Record<string, Json>).name ?? (value as Record<string, Json>).label ?? (value as Record<string, Json>).id) : undefined;
  if (typeof last === 'number') {
    const singular: Record<string, string> = { agent_groups: 'Group', arms: 'Arm', events: 'Event', assumptions: 'Assumption' };
    return `${singular[String(parent)] ?? humanize(String(parent))} ${last + 1}${typeof named === 'string' ? `: ${named}` : ''}`;
  }
  if (parent === 'variables') return `Variable ${last}`;
  if (parent === 'actions') return `Action ${last}`;
  if (parent === 'weights' || parent === 'effects') return humanize(String(last));
  return humanize(String(last));
}

function ValueEditor({ value, path, onChange, errorAt }: { value: Json; path: Path; onChange: Dispatch<SetStateAction<Json>>; errorAt: Map<string, string> }) {
  // onChange receives a function of the root: each leaf replaces itself in the whole draft.
  return <Node value={value} path={path} errorAt={errorAt} set={(p, v) => onChange((prev) => setAt(prev as Json, p, v))} />;
}

type Setter = (path: Path, value: Json) => void;

function Node({ value, path, errorAt, set }: { value: Json; path: Path; errorAt: Map<string, string>; set: Setter }): ReactNode {
  const error = errorAt.get(keyOf(path));
  if (value !== null && typeof value === 'object') {
    const entries: [string | number, Json][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    const children = entries.map(([k, v]) => <Node key={String(k)} value={v} path={[...path, k]} errorAt={errorAt} set={set} />);
    if (path.length === 0) return <div className="config-root">{children}</div>;
    return (
      <fieldset className={error ? 'has-error' : undefined}>
        <legend>{legendOf(path, value)}</legend>
        {error && <p className="field-error">{error}</p>}
        {entries.length === 0 ? <p className="muted">(none)</p> : children}
      </fieldset>
    );
  }
  return <Leaf value={value} path={path} error={error} set={set} />;
}

function Leaf({ value, path, error, set }: { value: Exclude<Json, object> | null; path: Path; error?: string; set: Setter }) {
  const id = useId();
  // A number stays a number while edited, even through a moment of invalid text.
  const [numeric] = useState(typeof value === 'number');
  const label = typeof path[path.length - 1] === 'number' ? `${humanize(String(path[path.length - 2]))} ${(path[path.length - 1] as number) + 1}` : humanize(String(path[path.length - 1]));
  const described = error ? `${id}-error` : undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described } as const;
  let control: ReactNode;
  if (path[path.length - 1] === 'step_unit' && path.length === 1) {
    control = (
      <select {...common} value={String(value)} onChange={(e) => set(path, e.target.value)}>
        {(STEP_UNITS.includes(String(value)) ? STEP_UNITS : [String(value), ...STEP_UNITS]).map((u) => (
          <option key={u}>{u}</option>
        ))}
      </select>
    );
  } else if (typeof value === 'boolean') {
    control = <input {...common} type="checkbox" checked={value} onChange={(e) => set(path, e.target.checked)} />;
  } else if (typeof value === 'string' && (path[path.length - 1] === 'description' || value.length > 80)) {
    control = <textarea {...common} rows={2} value={value} onChange={(e) => set(path, e.target.value)} />;
  } else {
    control = (
      <input
        {...common}
        inputMode={numeric ? 'decimal' : undefined}
        value={value === null ? '' : String(value)}
        onChange={(e) => {
          const t = e.target.value;
          set(path, numeric && NUMBER.test(t.trim()) ? Number(t.trim()) : t);
        }}
      />
    );
  }
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {control}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
