import type { PipelineStarter } from '../services/ports.js';
import { describeFailure, failSimulation, STAGE_LABEL, STAGES, stageFor, UNFINISHED_STATUSES, type StageDeps, type StageName } from './stage-functions.js';

export interface EmbeddedSettings {
  /** Simulations run at once; more wait in order. */
  concurrency: number;
  stageTimeoutMs: Record<StageName, number>;
  /** Attempts of a stage whose failure is retryable (network, 5xx). */
  attempts: number;
  retryDelayMs: number;
}

interface Running {
  controller: AbortController;
  done: Promise<void>;
}

/**
 * The in-process runner (the embedded default): the same stage functions as the Temporal
 * activities, one simulation after another up to `concurrency`. Meant for one process per
 * database; several API processes sharing a database should use Temporal.
 */
export class EmbeddedPipeline implements PipelineStarter {
  private readonly queue: string[] = [];
  private readonly running = new Map<string, Running>();
  private closed = false;

  constructor(
    private readonly deps: StageDeps,
    private readonly settings: EmbeddedSettings,
  ) {}

  async start(simulationId: string): Promise<void> {
    if (this.closed || this.running.has(simulationId) || this.queue.includes(simulationId)) return;
    this.queue.push(simulationId);
    this.pump();
  }

  async stop(simulationId: string): Promise<void> {
    const i = this.queue.indexOf(simulationId);
    if (i >= 0) this.queue.splice(i, 1);
    const r = this.running.get(simulationId);
    if (r) {
      r.controller.abort();
      await r.done;
    }
  }

  /** After a crash or restart: resume every simulation that still has pipeline work. */
  async recover(): Promise<number> {
    const pending = await this.deps.store.simulations.findIdsByStatus(UNFINISHED_STATUSES);
    for (const { id } of pending) await this.start(id);
    if (pending.length > 0) this.deps.logger.info({ count: pending.length }, 'resuming unfinished simulations');
    return pending.length;
  }

  /** Idle means nothing queued or running (tests, benchmarks). */
  async idle(): Promise<void> {
    while (this.queue.length > 0 || this.running.size > 0) {
      await Promise.all([...this.running.values()].map((r) => r.done));
      await new Promise((r) => setImmediate(r));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    // Stopped work stays in its processing status and is resumed by recover() on the next start.
    await Promise.all([...this.running.keys()].map((id) => this.stop(id)));
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.settings.concurrency && this.queue.length > 0) {
      const id = this.queue.shift() as string;
      const controller = new AbortController();
      const done = this.run(id, controller.signal)
        .catch((err) => this.deps.logger.error({ err, simulation_id: id }, 'pipeline runner error'))
        .finally(() => {
          this.running.delete(id);
          this.pump();
        });
      this.running.set(id, { controller, done });
    }
  }

  private async run(id: string, stopped: AbortSignal): Promise<void> {
    for (;;) {
      if (stopped.aborted) return;
      const s = await this.deps.store.simulations.findById(id);
      if (!s) return;
      const stage = stageFor(s.status);
      if (!stage) return;
      const log = this.deps.logger.child({ simulation_id: id, tenant: s.tenantId, stage });
      let attempt = 0;
      for (;;) {
        attempt++;
        const timeout = AbortSignal.timeout(this.settings.stageTimeoutMs[stage]);
        const signal = AbortSignal.any([stopped, timeout]);
        const started = Date.now();
        try {
          await STAGES[stage](this.deps, id, { signal });
          log.info({ ms: Date.now() - started }, 'stage finished');
          break;
        } catch (err) {
          if (stopped.aborted) return;
          if (timeout.aborted) {
            const secs = Math.round(this.settings.stageTimeoutMs[stage] / 1000);
            await failSimulation(this.deps, id, `${STAGE_LABEL[stage]} did not finish within its time limit (${secs} s)`, s.generation);
            log.warn('stage timed out');
            return;
          }
          const { message, retryable } = describeFailure(stage, err);
          if (retryable && attempt < this.settings.attempts) {
            log.warn({ err, attempt }, 'stage failed; retrying');
            await new Promise((r) => setTimeout(r, this.settings.retryDelayMs * attempt));
            continue;
          }
          log.error({ err }, 'stage failed');
          await failSimulation(this.deps, id, message, s.generation);
          return;
        }
      }
    }
  }
}
