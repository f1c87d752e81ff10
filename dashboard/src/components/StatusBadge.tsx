import { STATUS_HINT } from '../format.js';

/** A simulation's status by its name, coloured by stage, with its meaning for assistive technology. */
export function StatusBadge({ status }: { status: string }) {
  const tone = status === 'FAILED' ? 'failed' : status === 'COMPLETED_ANALYSIS' ? 'done' : status.startsWith('PROCESSING') ? 'busy' : 'waiting';
  return (
    <span className={`badge ${tone}`} title={STATUS_HINT[status]}>
      {status}
    </span>
  );
}
