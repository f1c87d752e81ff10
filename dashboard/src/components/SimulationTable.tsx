import { Link } from 'wouter';
import { when } from '../format.js';
import type { Simulation } from '../trpc.js';
import { StatusBadge } from './StatusBadge.js';

export function SimulationTable({ items, caption }: { items: Simulation[]; caption: string }) {
  return (
    <table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Status</th>
          <th scope="col">Tags</th>
          <th scope="col">Created</th>
        </tr>
      </thead>
      <tbody>
        {items.map((s) => (
          <tr key={s.id}>
            <td>
              <Link href={`/simulations/${s.id}`}>{s.title}</Link>
            </td>
            <td>
              <StatusBadge status={s.status} />
              {s.progress && (
                <span className="muted">
                  {' '}
                  step {s.progress.step} of {s.progress.total}
                </span>
              )}
            </td>
            <td>{s.tags.length ? s.tags.map((t) => <span key={t} className="tag">{t}</span>) : <span className="muted">—</span>}</td>
            <td>
              <time dateTime={s.created_at} title={s.created_at}>
                {when(s.created_at)}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
