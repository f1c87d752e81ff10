/**
 * When a run checkpoints, and the write of a checkpoint off the step loop.
 *
 * - Cadence: every `everySteps` steps, or once `everyMs` of run time has passed since the
 *   last write ended (or the start): a fixed step count would checkpoint a fast kernel far too
 *   often and a slow one too rarely. A write may also block the thread that makes it (a
 *   synchronous database driver shares the event loop with the server), so after a write that
 *   took d, the next waits at least WRITE_SHARE_FACTOR × d: writing never takes more than a
 *   fifth of the time, whatever the store's speed.
 * - The image is taken at the step boundary (the state changes with the next step), then
 *   handed to `onCheckpoint` without waiting: the next step runs while the store writes.
 * - At most one write is in flight: a checkpoint that falls due meanwhile is taken at the
 *   first step boundary after the write ends, so at most one extra image of the state exists.
 * - A failed write fails the run at the next step boundary, and finish() waits for the last
 *   write, so a finished run has no write left behind.
 * - The buffer of a written image is handed back (takeSpare) for the next image: a run keeps
 *   one image buffer instead of leaving each image, as large as the state, to the collector.
 *   So `onCheckpoint` must not use the bytes once its promise has settled (copy them to keep).
 */
export interface CheckpointScheduleOptions {
  everySteps?: number;
  everyMs?: number;
  onCheckpoint?: (checkpoint: Uint8Array, step: number) => void | Promise<void>;
  now?: () => number;
}

const WRITE_SHARE_FACTOR = 4;

export class CheckpointSchedule {
  /** The step cadence (0: none), so a worker's segments can end on checkpoint steps. */
  readonly everySteps: number;
  private readonly everyMs: number;
  private readonly now: () => number;
  /** When the last write ended (the start, before any), and how long it took. */
  private last: number;
  private lastWriteMs = 0;
  private inFlight: Promise<void> | null = null;
  private spare: ArrayBuffer | undefined;
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
    return this.everyMs >= 0 && this.now() - this.last >= Math.max(this.everyMs, WRITE_SHARE_FACTOR * this.lastWriteMs);
  }

  /** Starts writing an image taken at this step boundary; returns at once. */
  write(image: Uint8Array, step: number): void {
    // Timed from when the write starts (a microtask later, maybe after more steps), not from here.
    let started = this.now();
    const settle = () => {
      this.last = this.now();
      this.lastWriteMs = this.last - started;
      if (this.inFlight === write) this.inFlight = null;
    };
    const write: Promise<void> = Promise.resolve()
      .then(() => {
        started = this.now();
        return this.opts.onCheckpoint!(image, step);
      })
      .then(
        () => {
          this.spare = image.buffer as ArrayBuffer;
          settle();
        },
        (error: unknown) => {
          this.failure ??= { error };
          settle();
        },
      );
    this.inFlight = write;
  }

  /** The buffer of the last image written, for the next one (once). */
  takeSpare(): ArrayBuffer | undefined {
    const b = this.spare;
    this.spare = undefined;
    return b;
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
