/** Simulation statuses and the legal moves between them (docs/contract.md "Simulations"). */
export const SIMULATION_STATUSES = [
  'PENDING',
  'PROCESSING_CONFIG',
  'COMPLETED_CONFIG',
  'PROCESSING_SIMULATION',
  'COMPLETED_SIMULATION',
  'PROCESSING_ANALYSIS',
  'COMPLETED_ANALYSIS',
  'FAILED',
] as const;
export type SimulationStatus = (typeof SIMULATION_STATUSES)[number];

export interface LifecycleState {
  name: SimulationStatus;
  at: string;
}

const FORWARD: Record<SimulationStatus, readonly SimulationStatus[]> = {
  PENDING: ['PROCESSING_CONFIG', 'COMPLETED_CONFIG'], // COMPLETED_CONFIG directly: with-config skips the Architect
  PROCESSING_CONFIG: ['COMPLETED_CONFIG'],
  COMPLETED_CONFIG: ['PROCESSING_SIMULATION'],
  PROCESSING_SIMULATION: ['COMPLETED_SIMULATION'],
  COMPLETED_SIMULATION: ['PROCESSING_ANALYSIS'],
  PROCESSING_ANALYSIS: ['COMPLETED_ANALYSIS'],
  COMPLETED_ANALYSIS: [],
  FAILED: [],
};

/** Statuses in which a stage is working; a simulation must never stay in one forever. */
export const PROCESSING_STATUSES: readonly SimulationStatus[] = ['PROCESSING_CONFIG', 'PROCESSING_SIMULATION', 'PROCESSING_ANALYSIS'];
export const TERMINAL_STATUSES: readonly SimulationStatus[] = ['COMPLETED_ANALYSIS', 'FAILED'];

/**
 * Why a move is made decides which moves are legal besides the forward path:
 * - `fail`: any non-terminal status may end in FAILED;
 * - `config_edit`: a stored config was replaced, so any status that has a config goes back to COMPLETED_CONFIG;
 * - `architect_rerun`: everything is cleared and the pipeline restarts at PENDING.
 */
export type TransitionReason = 'advance' | 'fail' | 'config_edit' | 'architect_rerun';

export function isLegalTransition(from: SimulationStatus, to: SimulationStatus, reason: TransitionReason): boolean {
  switch (reason) {
    case 'advance':
      return FORWARD[from].includes(to);
    case 'fail':
      return to === 'FAILED' && from !== 'FAILED' && from !== 'COMPLETED_ANALYSIS';
    case 'config_edit':
      return to === 'COMPLETED_CONFIG' && from !== 'PENDING' && from !== 'PROCESSING_CONFIG';
    case 'architect_rerun':
      return to === 'PENDING' && from !== 'PROCESSING_CONFIG';
  }
}

/** Appends exactly one lifecycle entry for a legal move; returns null for an illegal one. */
export function appendLifecycle(
  states: readonly LifecycleState[],
  from: SimulationStatus,
  to: SimulationStatus,
  reason: TransitionReason,
  at: string,
): LifecycleState[] | null {
  if (!isLegalTransition(from, to, reason)) return null;
  return [...states, { name: to, at }];
}

/** The error_log of a simulation the client cancelled (docs/contract.md "Cancel"). */
export const CANCELLED_BY_CLIENT = 'Cancelled by the client';

/** ISO 8601 UTC with milliseconds and Z (docs/contract.md "Wire format"). */
export const isoNow = (now: number = Date.now()): string => new Date(now).toISOString();
