/** Typed failures of the kernel; the pipeline turns them into FAILED with an error_log. */
export class SimulationError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SimulationError';
  }
}

/** A value became NaN or infinite. Names the group, the variable or action, and the step. */
export class SimulationNumericError extends SimulationError {
  constructor(
    readonly groupId: string,
    readonly kind: 'variable' | 'action',
    readonly column: string,
    /** 0 = initialisation */
    readonly step: number,
    /** 'mean': every value was finite but the group mean overflowed */
    readonly what: 'value' | 'mean' = 'value',
    /** Which run failed, named when the configuration has more than one. */
    readonly run?: { arm: string; replicate: number },
  ) {
    super(
      'NON_FINITE_VALUE',
      `Simulation failed: ${kind} '${column}' of group '${groupId}' ` +
        (what === 'value' ? 'became NaN or infinite ' : 'has a group mean that overflowed to infinity ') +
        (step === 0 ? 'during initialisation' : `at step ${step}`) +
        (run ? ` (arm '${run.arm}', replicate ${run.replicate})` : ''),
    );
    this.name = 'SimulationNumericError';
  }

  inRun(arm: string, replicate: number): SimulationNumericError {
    return new SimulationNumericError(this.groupId, this.kind, this.column, this.step, this.what, { arm, replicate });
  }
}

export class SimulationMemoryError extends SimulationError {
  constructor(
    readonly requiredBytes: number,
    readonly budgetBytes: number,
    /** What the estimate is made of, in words ("agent state 1.2 GiB for 2 runs at a time, …"). */
    readonly breakdown?: string,
  ) {
    super(
      'MEMORY_BUDGET_EXCEEDED',
      `Simulation needs about ${formatBytes(requiredBytes)}, over the memory budget of ${formatBytes(budgetBytes)}` +
        (breakdown ? ` (${breakdown})` : ''),
    );
    this.name = 'SimulationMemoryError';
  }
}

export class CheckpointError extends SimulationError {
  constructor(message: string) {
    super('INVALID_CHECKPOINT', message);
    this.name = 'CheckpointError';
  }
}

/** Rejection of a cancelled run; `name` is 'AbortError' like every aborted Node API. */
export class SimulationAbortError extends Error {
  readonly code = 'ABORT_ERR';
  constructor(message = 'The simulation was aborted', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AbortError';
  }
}

export function formatBytes(n: number): string {
  if (n >= 2 ** 30) return `${(n / 2 ** 30).toFixed(2)} GiB`;
  return `${(n / 2 ** 20).toFixed(1)} MiB`;
}
