import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { describeError, fieldErrorsOf } from '../api-error.js';
import { ConfirmDialog } from '../components/ConfirmDialog.js';
import { Field } from '../components/Field.js';
import { Pager } from '../components/Pager.js';
import { when } from '../format.js';
import { useTRPC, type Scenario } from '../trpc.js';

const LIMIT = 20;

export function ScenariosPage() {
  const trpc = useTRPC();
  const [offset, setOffset] = useState(0);
  const list = useQuery({ ...trpc.scenarios.list.queryOptions({ limit: LIMIT, offset }), placeholderData: keepPreviousData });
  return (
    <>
      <h1>Scenarios</h1>
      <p>A scenario is a folder for related simulations. Deleting one keeps its simulations.</p>
      <CreateScenario />
      {list.isError && (
        <p role="alert" className="error">
          {describeError(list.error)}
        </p>
      )}
      {list.data && list.data.total === 0 && <p className="muted">No scenarios yet.</p>}
      {list.data && list.data.items.length > 0 && (
        <table>
          <caption className="visually-hidden">Scenarios, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Description</th>
              <th scope="col">Created</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((s) => (
              <ScenarioRow key={s.id} scenario={s} />
            ))}
          </tbody>
        </table>
      )}
      {list.data && <Pager label="Scenarios" page={list.data} onOffset={setOffset} />}
    </>
  );
}

function CreateScenario() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const create = useMutation(
    trpc.scenarios.create.mutationOptions({
      onSuccess: async () => {
        setName('');
        setDescription('');
        await queryClient.invalidateQueries({ queryKey: trpc.scenarios.pathKey() });
      },
    }),
  );
  const errors = fieldErrorsOf(create.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name, description });
  };
  return (
    <form onSubmit={submit} className="inline-form" aria-label="New scenario" noValidate>
      <Field label="Name" error={errors.get('name')}>
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
      </Field>
      <Field label="Description" error={errors.get('description')}>
        <input value={description} onChange={(e) => setDescription(e.target.value)} maxLength={2000} />
      </Field>
      <button type="submit" disabled={create.isPending}>
        Create scenario
      </button>
      {create.isError && errors.size === 0 && (
        <p role="alert" className="error">
          {describeError(create.error)}
        </p>
      )}
    </form>
  );
}

function ScenarioRow({ scenario }: { scenario: Scenario }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(scenario.name);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.scenarios.pathKey() });
  const rename = useMutation(trpc.scenarios.replace.mutationOptions({ onSuccess: async () => (setRenaming(false), await refresh()) }));
  const remove = useMutation(trpc.scenarios.delete.mutationOptions({ onSuccess: async () => (setConfirming(false), await refresh()) }));
  const errors = fieldErrorsOf(rename.error);
  return (
    <tr>
      <td>
        {renaming ? (
          <form
            className="inline-form"
            aria-label={`Rename ${scenario.name}`}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              rename.mutate({ id: scenario.id, name, description: scenario.description });
            }}
          >
            <Field label="New name" error={errors.get('name')}>
              <input value={name} onChange={(e) => setName(e.target.value)} autoFocus />
            </Field>
            <button type="submit" disabled={rename.isPending}>
              Save
            </button>
            <button type="button" className="secondary" onClick={() => (setRenaming(false), setName(scenario.name))}>
              Cancel
            </button>
          </form>
        ) : (
          <Link href={`/scenarios/${scenario.id}`}>{scenario.name}</Link>
        )}
      </td>
      <td>{scenario.description || <span className="muted">—</span>}</td>
      <td>{when(scenario.created_at)}</td>
      <td>
        <div className="actions">
          {!renaming && (
            <button type="button" className="secondary" onClick={() => setRenaming(true)} aria-label={`Rename ${scenario.name}`}>
              Rename
            </button>
          )}
          <button type="button" className="danger" onClick={() => setConfirming(true)} aria-label={`Delete ${scenario.name}`}>
            Delete
          </button>
          {(remove.isError || (rename.isError && errors.size === 0)) && (
            <p role="alert" className="error">
              {describeError(remove.error ?? rename.error)}
            </p>
          )}
          {confirming && (
            <ConfirmDialog title={`Delete the scenario “${scenario.name}”?`} confirmLabel="Delete scenario" busy={remove.isPending} onCancel={() => setConfirming(false)} onConfirm={() => remove.mutate({ id: scenario.id })}>
              <p>Its simulations stay; they just no longer belong to a scenario.</p>
            </ConfirmDialog>
          )}
        </div>
      </td>
    </tr>
  );
}
