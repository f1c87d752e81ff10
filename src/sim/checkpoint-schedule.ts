/**
 * When a run checkpoints, and the write of a checkpoint off the step loop.
 *
 * - Cadence: every `everySteps` steps, or once `everyMs` of run time has passed since the
 *   last checkpoint (or the start): a fixed step count would checkpoint a fast kernel far too
 *   often and a slow one too rarely.
 * - The image is taken at the step boundary (the state changes with the next step), then
 *   handed to `onCheckpoint` without waiting: the next step runs while the store writes.
 * - At most one write is in flight: a checkpoint that falls due meanwhile is taken at the
 *   first step boundary after the write ends, so at most one extra image of the state exists.
 * - A failed write fails the run at the next step boundary, and finish() waits for the last
 *   write, so a finished run has no write left behind.
 */
export interface CheckpointScheduleOptions {
  everySteps?: number;
  everyMs?: number;
  onCheckpoint?: (checkpoint: Uint8Array, step: number) => void | Promise<void>;
  now?: () => number;
}

export class CheckpointSchedule {
  /** The step cadence (0: none), so a worker's segments can end on checkpoint steps. */
  readonly everySteps: number;
  private readonly everyMs: number;
  private readonly now: () => number;
  private last: number;
  private inFlight: Promise<void> | null = null;
  private failure: { error: unknown } | null = null;

  constructor(private readonly opts: CheckpointScheduleOptions) {
    const on = Boolean(opts.onCheckpoint);
    this.everySteps = on && opts.everySteps ? Math.max(1, Math.floor(opts.everySteps)) : 0;
    this.everyMs = on && opts.everyMs !== undefined ? Math.max(0, opts.everyMs) : -1;
    this.now = opts.now ?? (() => performance.now());
    this.last = this.now();
  }

  get enabled(): boolean {
    return this.everySteps > 0 || this.everyMs >= 0;
  }

  /** Whether to take a checkpoint after step `step` (never while a write is in flight). */
  due(step: number): boolean {
    if (this.inFlight) return false;
    if (this.everySteps > 0 && step % this.everySteps === 0) return true;
    return this.everyMs >= 0 && this.now() - this.last >= this.everyMs;
  }

  /** Starts writing an image taken at this step boundary; returns at once. */
  write(image: Uint8Array, step: number): void {
    this.last = this.now();
    const settle = () => {
      if (this.inFlight === write) this.inFlight = null;
    };
    const write: Promise<void> = Promise.resolve()
      .then(() => this.opts.onCheckpoint!(image, step))
      .then(settle, (error: unknown) => {
        this.failure ??= { error };
        settle();
      });
    this.inFlight = write;
  }

  /** Rethrows a failed write at a step boundary. */
  check(): void {
    if (this.failure) throw this.failure.error;
  }

  /** Waits for the write in flight, whatever its outcome (a run that is failing anyway). */
  async drain(): Promise<void> {
    await this.inFlight;
  }

  /** Waits for the write in flight, then rethrows a failure. */
  async finish(): Promise<void> {
    await this.inFlight;
    this.check();
  }
}
