import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { describeError, fieldErrorsOf } from '../api-error.js';
import { ConfirmDialog } from '../components/ConfirmDialog.js';
import { Field } from '../components/Field.js';
import { Pager } from '../components/Pager.js';
import { when } from '../format.js';
import { useTRPC, type ApiKey } from '../trpc.js';

const LIMIT = 20;

export function KeysPage({ currentKeyId }: { currentKeyId: string }) {
  const trpc = useTRPC();
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const list = useQuery({ ...trpc.keys.list.queryOptions({ limit: LIMIT, offset }), placeholderData: keepPreviousData });
  return (
    <>
      <div className="title-row">
        <h1>API keys</h1>
        {!creating && (
          <button type="button" onClick={() => setCreating(true)}>
            Create key
          </button>
        )}
      </div>
      <p>Keys are for server-side use. Each has its own rate limit (requests per hour); a disabled key can be enabled again, a deleted one cannot.</p>
      {creating && <CreateKey onClose={() => setCreating(false)} />}
      {list.isError && (
        <p role="alert" className="error">
          {describeError(list.error)}
        </p>
      )}
      {list.data && (
        <table className="keys">
          <caption className="visually-hidden">API keys of this tenant</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Key ID</th>
              <th scope="col">State</th>
              <th scope="col">Rate limit</th>
              <th scope="col">Uses</th>
              <th scope="col">Last used</th>
              <th scope="col">Expires</th>
              <th scope="col">Created</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.keys.map((k) => (
              <KeyRow key={k.key_id} k={k} current={k.key_id === currentKeyId} />
            ))}
          </tbody>
        </table>
      )}
      {list.data && <Pager label="API keys" page={list.data} onOffset={setOffset} />}
    </>
  );
}

/** The secret is shown once, here, and forgotten when this panel closes (the server keeps only its hash). */
function CreateKey({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [rateLimit, setRateLimit] = useState('1000');
  const [expires, setExpires] = useState('');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const secretRef = useRef<HTMLElement>(null);
  const create = useMutation(
    trpc.keys.create.mutationOptions({
      gcTime: 0,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.keys.pathKey() }),
    }),
  );
  const errors = fieldErrorsOf(create.error);
  const asNumber = (t: string) => (t.trim() !== '' && /^-?\d+$/.test(t.trim()) ? Number(t) : (t as unknown as number));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name, rate_limit: asNumber(rateLimit), expires_in_days: expires.trim() === '' ? undefined : asNumber(expires) });
  };
  const close = () => {
    create.reset();
    onClose();
  };
  const copy = async () => {
    if (!create.data) return;
    try {
      await navigator.clipboard.writeText(create.data.api_key);
      setCopied('yes');
    } catch {
      // No clipboard (plain http on another host): select the text so Ctrl+C works.
      const range = document.createRange();
      if (secretRef.current) range.selectNodeContents(secretRef.current);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      setCopied('no');
    }
  };

  if (create.data) {
    return (
      <section aria-labelledby="new-key-heading" className="panel secret-panel">
        <h2 id="new-key-heading">Key “{create.data.name}” created</h2>
        <p>Copy the secret now: it is shown only this once.</p>
        <div className="secret-row">
          <code ref={secretRef} role="region" aria-label="New API key" className="secret">
            {create.data.api_key}
          </code>
          <button type="button" onClick={() => void copy()}>
            Copy
          </button>
        </div>
        <p role="status">{copied === 'yes' ? 'Copied to the clipboard.' : copied === 'no' ? 'Selected: press Ctrl+C (⌘C) to copy.' : ''}</p>
        <button type="button" className="secondary" onClick={close}>
          Done
        </button>
      </section>
    );
  }
  return (
    <form onSubmit={submit} className="panel stack" aria-label="New API key form" noValidate>
      <h2>New API key</h2>
      <Field label="Name" error={errors.get('name')}>
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
      </Field>
      <Field label="Rate limit" error={errors.get('rate_limit')} hint="Requests per hour, 1 to 1,000,000.">
        <input inputMode="numeric" value={rateLimit} onChange={(e) => setRateLimit(e.target.value)} />
      </Field>
      <Field label="Expires in days" error={errors.get('expires_in_days')} hint="Optional, 1 to 3650. Empty: never expires.">
        <input inputMode="numeric" value={expires} onChange={(e) => setExpires(e.target.value)} />
      </Field>
      <div className="row">
        <button type="submit" disabled={create.isPending}>
          Create
        </button>
        <button type="button" className="secondary" onClick={close}>
          Cancel
        </button>
      </div>
      {create.isError && errors.size === 0 && (
        <p role="alert" className="error">
          {describeError(create.error)}
        </p>
      )}
    </form>
  );
}

function KeyRow({ k, current }: { k: ApiKey; current: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<'delete' | 'disable' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.keys.pathKey() });
  const update = useMutation(trpc.keys.update.mutationOptions({ onSuccess: async () => (setConfirming(null), await refresh()) }));
  const remove = useMutation(trpc.keys.delete.mutationOptions({ onSuccess: async () => (setConfirming(null), await refresh()) }));
  // eslint-disable-next-line react-hooks/purity -- expiry as of this render; every refetch of the list renders the row again
  const expired = k.expires_at !== null && Date.parse(k.expires_at) <= Date.now();
  const state = !k.is_active ? 'Disabled' : expired ? 'Expired' : 'Active';
  const toggle = () => {
    // Disabling the key this session uses ends the session: ask first.
    if (k.is_active && current) setConfirming('disable');
    else update.mutate({ key_id: k.key_id, is_active: !k.is_active });
  };
  return (
    <tr data-key-id={k.key_id}>
      <th scope="row">
        {k.name}
        {current && <span className="muted"> (this session)</span>}
      </th>
      <td>
        <code>{k.key_id}</code>
      </td>
      <td>
        <span className={`badge ${state === 'Active' ? 'done' : 'failed'}`}>{state}</span>
      </td>
      <td>{k.rate_limit.toLocaleString()}/h</td>
      <td>{k.usage_count.toLocaleString()}</td>
      <td>{when(k.last_used_at)}</td>
      <td>{k.expires_at ? when(k.expires_at) : 'Never'}</td>
      <td>{when(k.created_at)}</td>
      <td>
        <div className="actions">
          <button type="button" className="secondary" onClick={toggle} disabled={update.isPending}>
            {k.is_active ? 'Disable' : 'Enable'}
          </button>
          <button type="button" className="danger" onClick={() => setConfirming('delete')}>
            Delete
          </button>
          {(update.isError || remove.isError) && (
            <p role="alert" className="error">
              {describeError(update.error ?? remove.error)}
            </p>
          )}
          {confirming === 'delete' && (
            <ConfirmDialog title={`Delete the key “${k.name}”?`} confirmLabel="Delete key" busy={remove.isPending} onCancel={() => setConfirming(null)} onConfirm={() => remove.mutate({ key_id: k.key_id })}>
              <p>Every request made with it will be refused from now on. This cannot be undone.</p>
              {current && <p className="error">This is the key of your current session: you will be signed out.</p>}
            </ConfirmDialog>
          )}
          {confirming === 'disable' && (
            <ConfirmDialog title={`Disable the key “${k.name}”?`} confirmLabel="Disable key" busy={update.isPending} onCancel={() => setConfirming(null)} onConfirm={() => update.mutate({ key_id: k.key_id, is_active: false })}>
              <p>This is the key of your current session: you will be signed out until it is enabled again with another key.</p>
            </ConfirmDialog>
          )}
        </div>
      </td>
    </tr>
  );
}
