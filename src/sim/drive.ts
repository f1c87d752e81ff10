import { encodeCheckpoint, encodeCheckpointAsync, encodeRunRecord, type CheckpointData } from './checkpoint.js';
import { SEGMENT_AGENT_STEPS } from './constants.js';
import type { CheckpointSchedule } from './checkpoint-schedule.js';
import { CheckpointError, SimulationNumericError } from './errors.js';
import { runSpec, type Layout, type RunKey } from './layout.js';
import { abandonGang, GANG_SYNC_BYTES } from './gang.js';
import { defaultThreads, readySimPool, runGangOnPool, runSegmentOnPool, runSegmentsOnPool } from './pool.js';
import { allocateRun, RunCore, type SegmentOutcome, type SegmentTask } from './run-core.js';

/**
 * Where a run's steps execute:
 * - inline: on the calling thread, yielding to the event loop between steps;
 * - worker: whole on one pool worker, a segment of steps per task (no barrier across threads);
 * - chunks: a gang of `tasks` pool workers shares each step's chunks, with a barrier of
 *   their own after every step (src/sim/gang.ts); segments of steps, as for 'worker'.
 */
export type RunMode = { kind: 'inline' } | { kind: 'worker' } | { kind: 'chunks'; tasks: number };

/** One run in memory: its key, its state and how far it has gone. */
export class Run {
  private constructor(
    readonly layout: Layout,
    readonly key: RunKey,
    readonly core: RunCore,
    /** Last completed step (0: none). */
    public step: number,
    public initialised: boolean,
  ) {}

  static fresh(layout: Layout, key: RunKey): Run {
    return new Run(layout, key, new RunCore(runSpec(layout, key), allocateRun(layout.plan, layout.kernels)), 0, false);
  }

  /** A run continued from its checkpoint, after checking that the checkpoint is this configuration's. */
  static resumed(layout: Layout, data: CheckpointData): Run {
    const run = Run.fresh(layout, checkCheckpoint(layout, data));
    layout.plan.groups.forEach((_, gi) => {
      run.core.snapshot[gi].set(data.snapshot[gi]);
      run.core.metrics[gi].set(data.metrics[gi]);
      data.state[gi].forEach((col, c) => run.core.cols[gi][c].set(col));
    });
    run.step = data.header.step;
    run.initialised = true;
    return run;
  }

  get done(): boolean {
    return this.step === this.layout.plan.steps;
  }

  /** The run's checkpoint image, written into `into` when it is large enough (null: a buffer to keep for the next ones). */
  checkpoint(into?: ArrayBuffer | null): Uint8Array {
    const { core, layout } = this;
    return encodeCheckpoint(layout.plan, { ...this.runHeader(), step: this.step }, core.snapshot, core.metrics, core.cols, into);
  }

  /** checkpoint(), copied a slice at a time with yields to the event loop; the state must not change meanwhile. */
  checkpointAsync(into?: ArrayBuffer | null): Promise<Uint8Array> {
    const { core, layout } = this;
    return encodeCheckpointAsync(layout.plan, { ...this.runHeader(), step: this.step }, core.snapshot, core.metrics, core.cols, into);
  }

  record(): Uint8Array {
    return encodeRunRecord(this.layout.plan, this.runHeader(), this.core.metrics);
  }

  /** Which run of which configuration this is: the header its checkpoints and its record share. */
  private runHeader() {
    const { key, layout } = this;
    return { configHash: layout.hash, seed: key.seed, baseSeed: layout.baseSeed, arm: key.arm, replicate: key.replicate };
  }
}

/** Checks that a checkpoint belongs to this configuration and seed, and returns its run. */
export function checkCheckpoint(layout: Layout, data: CheckpointData): RunKey {
  const h = data.header;
  const plan = layout.plan;
  if (h.configHash !== layout.hash) throw new CheckpointError('checkpoint belongs to another configuration');
  if (h.baseSeed !== layout.baseSeed) throw new CheckpointError('checkpoint was made with another seed');
  if (h.step > plan.steps) throw new CheckpointError('checkpoint is past the last step of this configuration');
  const same =
    h.groups.length === plan.groups.length &&
    h.groups.every((g, i) => g.id === plan.groups[i].id && g.n === plan.groups[i].n && g.width === plan.groups[i].width);
  if (!same) throw new CheckpointError('checkpoint groups do not match the configuration');
  const key = layout.runs.find((k) => k.arm === h.arm && k.replicate === h.replicate);
  if (!key || key.seed !== h.seed) throw new CheckpointError('checkpoint belongs to a run this configuration does not have');
  return key;
}

export interface DriveHooks {
  /** Throws when the run must stop (cancellation, or another run failed first). */
  check(): void;
  /** The run's checkpoints (by steps or by run time; never after the last step); none when absent. */
  checkpoints?: CheckpointSchedule;
  /** Steps just completed (progress). */
  advanced(steps: number): void;
}

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Runs a run to its last step in the given mode; a failing run leaves no checkpoint write behind. */
export async function drive(run: Run, mode: RunMode, hooks: DriveHooks): Promise<void> {
  try {
    if (mode.kind === 'inline') await driveHere(run, hooks);
    else await driveOnPool(run, mode.kind === 'worker' ? 1 : Math.min(mode.tasks, defaultThreads()), hooks);
  } catch (err) {
    await hooks.checkpoints?.drain();
    throw err;
  }
}

async function driveHere(run: Run, hooks: DriveHooks): Promise<void> {
  const total = run.layout.plan.steps;
  if (!run.initialised) {
    hooks.check();
    run.core.init();
    run.initialised = true;
  }
  for (let t = run.step + 1; t <= total; t++) {
    hooks.check();
    run.core.step(t);
    run.step = t;
    hooks.advanced(1);
    await maybeCheckpoint(run, hooks);
    await yieldToEventLoop();
  }
  await hooks.checkpoints?.finish();
  hooks.check();
}

/**
 * Takes the run's image at this step boundary when one is due; the write does not hold up the
 * steps. The image is copied in slices with yields between them (the event loop serves the
 * API), the run waiting at this boundary until the copy is done.
 */
async function maybeCheckpoint(run: Run, hooks: DriveHooks): Promise<void> {
  const cp = hooks.checkpoints;
  if (cp && run.step < run.layout.plan.steps && cp.due(run.step)) cp.write(await run.checkpointAsync(cp.takeSpare() ?? null), run.step);
}

/**
 * The run on the pool, a segment at a time: whole on one worker, or shared by a gang of
 * `members` workers that meet at a barrier of their own after every step (src/sim/gang.ts).
 * A segment ends at the next checkpoint step or after about SEGMENT_AGENT_STEPS of work per
 * worker, so the main thread sees cancellation, progress and checkpoints between segments
 * while the workers do every step of the segment in one go.
 */
async function driveOnPool(run: Run, members: number, hooks: DriveHooks): Promise<void> {
  const { plan } = run.layout;
  const agents = plan.groups.reduce((s, g) => s + g.n, 0);
  const length = Math.max(1, Math.floor((SEGMENT_AGENT_STEPS * members) / agents));
  const pool = await readySimPool();
  while (!run.done) {
    hooks.check();
    let to = Math.min(plan.steps, run.step + length);
    const every = hooks.checkpoints?.everySteps ?? 0;
    if (every) to = Math.min(to, (Math.floor(run.step / every) + 1) * every);
    const task = { spec: run.core.spec, buffers: run.core.buffers, init: !run.initialised, from: run.step, to };
    const outcome = members === 1 ? await runSegmentOnPool(pool, task) : await runGang(pool, task, members);
    if (!outcome.ok) {
      const n = outcome.numeric;
      throw new SimulationNumericError(n.groupId, n.kind, n.column, n.step, n.what);
    }
    run.initialised = true;
    hooks.advanced(to - run.step);
    run.step = to;
    await maybeCheckpoint(run, hooks);
  }
  await hooks.checkpoints?.finish();
  hooks.check();
}

/** One segment on a gang; the leader's outcome, or the first member's error (the others then stop). */
async function runGang(pool: Awaited<ReturnType<typeof readySimPool>>, task: SegmentTask, members: number): Promise<SegmentOutcome> {
  const sync = new SharedArrayBuffer(GANG_SYNC_BYTES);
  const settled = await runGangOnPool(
    pool,
    Array.from({ length: members }, (_, member) => ({ ...task, member, members, sync })),
    () => abandonGang(sync),
  );
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return (settled[0] as PromiseFulfilledResult<SegmentOutcome>).value;
}

/**
 * Fresh runs small enough to finish in one segment (and so to take no checkpoint), whole on one
 * worker in one task, in order. Returns what became of each run attempted: null when it
 * finished, its error when it failed; the worker stops at the first failure, so the runs after
 * it are missing from the list.
 */
export async function driveWholeOnWorker(runs: Run[]): Promise<Array<SimulationNumericError | null>> {
  const pool = await readySimPool();
  const tasks = runs.map((run) => ({ spec: run.core.spec, buffers: run.core.buffers, init: true, from: 0, to: run.layout.plan.steps }));
  const outcomes = await runSegmentsOnPool(pool, tasks);
  return outcomes.map((outcome, i) => {
    if (!outcome.ok) {
      const n = outcome.numeric;
      return new SimulationNumericError(n.groupId, n.kind, n.column, n.step, n.what);
    }
    runs[i].initialised = true;
    runs[i].step = runs[i].layout.plan.steps;
    return null;
  });
}
