/** Dates in the reader's locale, to the minute; the exact ISO time in the title. */
export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export const humanize = (name: string): string => {
  const s = name.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
};

export const STATUSES = [
  'PENDING',
  'PROCESSING_CONFIG',
  'COMPLETED_CONFIG',
  'PROCESSING_SIMULATION',
  'COMPLETED_SIMULATION',
  'PROCESSING_ANALYSIS',
  'COMPLETED_ANALYSIS',
  'FAILED',
] as const;

export const STATUS_HINT: Record<string, string> = {
  PENDING: 'waiting for the Architect',
  PROCESSING_CONFIG: 'the Architect is designing the simulation',
  COMPLETED_CONFIG: 'configuration ready',
  PROCESSING_SIMULATION: 'the Simulator is running',
  COMPLETED_SIMULATION: 'simulation complete',
  PROCESSING_ANALYSIS: 'the Analyst is working',
  COMPLETED_ANALYSIS: 'results ready',
  FAILED: 'failed',
};

export const isTerminal = (status: string): boolean => status === 'COMPLETED_ANALYSIS' || status === 'FAILED';

export function formatNumber(v: number | null | undefined, digits = 3): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  return v.toLocaleString(undefined, { maximumSignificantDigits: digits });
}
