import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import type { PipelineStarter, SweeperState } from './ports.js';
import type { SpanContext } from '@opentelemetry/api';
import { ATTR, currentSpanContext, inSpan } from '../telemetry/tracer.js';
import { FairQueue } from './fair-queue.js';
import { failureMessage, stageFor, type StageFailure, type StageName } from './stage-flow.js';
import { failSimulation, stageFailureOf, STAGES, UNFINISHED_STATUSES, type StageDeps } from './stages.js';

export interface EmbeddedSettings {
  /** Simulations run at once; more wait, served round-robin across tenants. */
  concurrency: number;
  /** At most this many of one tenant's simulations run at once in this process. */
  maxRunningPerTenant: number;
  stageTimeoutMs: Record<StageName, number>;
  /** Attempts of a stage whose failure is retryable (network, 5xx, an unreachable store). */
  attempts: number;
  /** Wait before the 2nd attempt; doubled for each further one, at most a minute. */
  retryBackoffMs: number;
  /** A lease not renewed for this long is free for any process to take over. */
  leaseTtlMs: number;
  /** How often the sweeper looks for unfinished simulations nobody holds a lease on. */
  sweepEveryMs: number;
}

interface Running {
  tenantId: string;
  controller: AbortController;
  done: Promise<void>;
}

const MAX_BACKOFF_MS = 60_000;

/**
 * This machine in a lease owner's name: the host name and, on Linux, the boot id, so that a
 * process can tell a lease of its own machine (whose holder it can check) from another's.
 */
export function machineName(): string {
  let boot = '';
  try {
    boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim().slice(0, 8);
  } catch {
    /* not Linux: the host name alone */
  }
  return boot ? `${hostname()}/${boot}` : hostname();
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The in-process runner (the embedded default): the same stage functions as the Temporal
 * activities, `concurrency` simulations at a time, tenants served in turn (fair-queue.ts).
 *
 * Self-healing (docs/operations.md): a stage runs only under a lease in the database that
 * this process renews while it works. A sweeper takes up every unfinished simulation without a
 * live lease — left by a dead process, by a failure the runner could not even record (the
 * store was down), or waiting out a retry's backoff — so nothing stays in a processing status
 * while any process runs. Several processes may share one database: the lease keeps a stage on
 * one of them, and the generation guard keeps a stopped stage from writing over a reset.
 */
export class EmbeddedPipeline implements PipelineStarter {
  private readonly queue = new FairQueue();
  private readonly running = new Map<string, Running>();
  private readonly retries = new Map<string, NodeJS.Timeout>();
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping = false;
  /** Traces on: the span of the request that asked for a simulation's work, for its stages' links. */
  private readonly origins = new Map<string, SpanContext>();
  /** When the last sweep finished (the deps' clock), for /readyz: a stuck sweeper strands work. */
  private lastSweptAt: number | null = null;
  private closed = false;
  private readonly machine = machineName();
  /** This process's name on its leases: machine:pid:random (logs say who holds what). */
  readonly owner = `${this.machine}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly deps: StageDeps,
    private readonly settings: EmbeddedSettings,
  ) {}

  async start(simulationId: string, tenantId: string): Promise<void> {
    if (this.closed) return;
    // The request asking for the work (traces on): its stages link to it.
    const origin = currentSpanContext();
    if (origin) this.origins.set(simulationId, origin);
    if (this.running.has(simulationId) || this.queue.has(simulationId)) return;
    const timer = this.retries.get(simulationId);
    if (timer) {
      clearTimeout(timer);
      this.retries.delete(simulationId);
    }
    this.queue.push(simulationId, tenantId);
    this.pump();
  }

  async stop(simulationId: string): Promise<void> {
    this.queue.remove(simulationId);
    const timer = this.retries.get(simulationId);
    if (timer) {
      clearTimeout(timer);
      this.retries.delete(simulationId);
    }
    const r = this.running.get(simulationId);
    if (r) {
      r.controller.abort();
      await r.done;
    }
  }

  /** At start-up: take up every unfinished simulation nobody holds, then keep sweeping. */
  async recover(): Promise<number> {
    const found = await this.sweep();
    if (found > 0) this.deps.logger.info({ count: found }, 'resuming unfinished simulations');
    this.sweeper ??= setInterval(() => {
      void this.sweep().then(
        (n) => n > 0 && this.deps.logger.info({ count: n }, 'taking up unfinished simulations nobody works on'),
        (err: unknown) => this.deps.logger.warn({ err }, 'sweep for unfinished simulations failed; trying again'),
      );
    }, this.settings.sweepEveryMs);
    this.sweeper.unref();
    return found;
  }

  /** Queues every unfinished simulation without a live lease that this process does not already have. */
  async sweep(): Promise<number> {
    if (this.closed || this.sweeping) return 0;
    this.sweeping = true;
    try {
      await this.expireDeadNeighbours();
      const free = await this.deps.store.workload.findUnleased(UNFINISHED_STATUSES, this.deps.clock(), 1000);
      let n = 0;
      for (const { id, tenantId } of free) {
        if (this.running.has(id) || this.queue.has(id) || this.retries.has(id)) continue;
        await this.start(id, tenantId);
        n++;
      }
      this.lastSweptAt = this.deps.clock();
      return n;
    } finally {
      this.sweeping = false;
    }
  }

  /** Simulations waiting for a slot (GET /metrics). */
  get queued(): number {
    return this.queue.size;
  }

  /** The sweeper as /readyz sees it. */
  sweeperState(): SweeperState {
    return { lastSweptAt: this.lastSweptAt, everyMs: this.settings.sweepEveryMs };
  }

  /** True once close() has begun: no new work is taken (/readyz). */
  get stopped(): boolean {
    return this.closed;
  }

  /**
   * A process of this machine that was killed leaves leases that would block its work until
   * they expire; a restart on the same machine need not wait. A holder is dead when no process
   * has its pid, or when the pid is this process's own under another name (a restarted
   * container). Leases of other machines are left to expire.
   */
  private async expireDeadNeighbours(): Promise<void> {
    const prefix = `${this.machine}:`;
    for (const owner of await this.deps.store.workload.liveOwners(prefix, this.deps.clock())) {
      if (owner === this.owner) continue;
      const pid = Number(owner.slice(prefix.length).split(':')[0]);
      if (!Number.isInteger(pid) || (pid !== process.pid && processAlive(pid))) continue;
      const n = await this.deps.store.workload.expireOwner(owner);
      if (n > 0) this.deps.logger.info({ owner, leases: n }, 'taking over the leases of a dead process of this machine');
    }
  }

  /** Idle means nothing queued, running or waiting to retry here (tests, benchmarks). */
  async idle(): Promise<void> {
    while (this.queue.size > 0 || this.running.size > 0 || this.retries.size > 0) {
      await Promise.all([...this.running.values()].map((r) => r.done));
      await new Promise((r) => setTimeout(r, this.running.size > 0 || this.queue.size > 0 ? 0 : 20));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.queue.clear();
    this.origins.clear();
    for (const t of this.retries.values()) clearTimeout(t);
    this.retries.clear();
    // Stopped work stays in its processing status; its lease is given up, so the next process
    // (or this one restarted) takes it up at once.
    await Promise.all([...this.running.keys()].map((id) => this.stop(id)));
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.settings.concurrency) {
      const next = this.queue.next((tenant) => this.runningOf(tenant) < this.settings.maxRunningPerTenant);
      if (!next) return;
      const { id, tenantId } = next;
      const controller = new AbortController();
      const done = this.run(id, controller.signal)
        .catch((err: unknown) =>
          // Typically the store is unreachable: the lease runs out and a sweep takes the simulation up again.
          this.deps.logger.error({ err, simulation_id: id }, 'pipeline runner error; the simulation is taken up again once its lease expires'),
        )
        .finally(() => {
          this.running.delete(id);
          this.origins.delete(id);
          this.pump();
        });
      this.running.set(id, { tenantId, controller, done });
    }
  }

  private runningOf(tenantId: string): number {
    let n = 0;
    for (const r of this.running.values()) if (r.tenantId === tenantId) n++;
    return n;
  }

  private async run(id: string, stopped: AbortSignal): Promise<void> {
    const { store, logger, clock } = this.deps;
    for (;;) {
      if (stopped.aborted) return this.giveUp(id);
      const s = await store.simulations.findById(id);
      if (!s) return;
      const stage = stageFor(s.status);
      if (!stage) return store.workload.release(id, this.owner);
      const claim = await store.workload.claim(id, this.owner, stage, s.generation, clock(), this.settings.leaseTtlMs);
      if (!claim) return; // another process works on it, or its backoff runs: a sweep brings it back
      const log = logger.child({ simulation_id: id, tenant: s.tenantId, stage, attempt: claim.attempts });
      if (claim.attempts > this.settings.attempts) {
        // Attempts that never got to record their failure (the process died, or the store was down).
        const attempts = this.settings.attempts;
        const cause: StageFailure = claim.lastError ? { kind: 'recorded', message: claim.lastError } : { kind: 'interrupted', times: attempts };
        await this.fail(id, failureMessage(stage, cause, attempts), s.generation);
        log.error('stage failed; no attempts left');
        return;
      }
      const lease = this.keepLease(id);
      const timeout = AbortSignal.timeout(this.settings.stageTimeoutMs[stage]);
      const signal = AbortSignal.any([stopped, timeout, lease.lost]);
      const started = Date.now();
      const outcome = (o: 'completed' | 'failed' | 'retried' | 'timed_out' | 'stopped') => this.deps.metrics?.stageFinished(stage, o, (Date.now() - started) / 1000);
      try {
        // A stage outlives the request that asked for it: a trace of its own, linked to that request.
        const origin = this.origins.get(id);
        await inSpan(
          `stage ${stage}`,
          { root: true, links: origin ? [{ context: origin }] : [], attributes: { [ATTR.simulationId]: id, [ATTR.tenantId]: s.tenantId, [ATTR.stage]: stage, [ATTR.attempt]: claim.attempts } },
          () => STAGES[stage](this.deps, id, { signal }),
        );
        log.info({ ms: Date.now() - started }, 'stage finished');
        outcome('completed');
        continue;
      } catch (err) {
        if (stopped.aborted || lease.lost.aborted) outcome('stopped');
        if (stopped.aborted) return this.giveUp(id);
        if (lease.lost.aborted) {
          log.warn('lease lost; leaving the simulation to whoever holds it now');
          return;
        }
        if (timeout.aborted) {
          outcome('timed_out');
          await this.fail(id, failureMessage(stage, { kind: 'timeout', limitMs: this.settings.stageTimeoutMs[stage] }), s.generation);
          log.warn('stage timed out');
          return;
        }
        const { failure, retryable } = stageFailureOf(err);
        const message = failureMessage(stage, failure);
        if (retryable && claim.attempts < this.settings.attempts) {
          const delay = Math.min(MAX_BACKOFF_MS, this.settings.retryBackoffMs * 2 ** (claim.attempts - 1));
          outcome('retried');
          log.warn({ err, retry_in_ms: delay }, 'stage failed; retrying');
          await store.workload.releaseForRetry(id, this.owner, clock() + delay, message);
          this.retryLater(id, s.tenantId, delay);
          return;
        }
        log.error({ err }, 'stage failed');
        outcome('failed');
        await this.fail(id, failureMessage(stage, failure, retryable ? claim.attempts : undefined), s.generation);
        return;
      } finally {
        lease.end();
      }
    }
  }

  private async fail(id: string, message: string, generation: number): Promise<void> {
    await failSimulation(this.deps, id, message, generation);
    await this.deps.store.workload.release(id, this.owner);
  }

  /** Stopped here (a reset, or shutdown): the lease goes, so the next owner need not wait for it to expire. */
  private async giveUp(id: string): Promise<void> {
    await this.deps.store.workload.release(id, this.owner).catch((err: unknown) => this.deps.logger.warn({ err, simulation_id: id }, 'giving up a lease failed'));
  }

  private retryLater(id: string, tenantId: string, delayMs: number): void {
    const timer = setTimeout(() => {
      this.retries.delete(id);
      void this.start(id, tenantId);
    }, delayMs);
    timer.unref();
    this.retries.set(id, timer);
  }

  /**
   * Renews the lease a third of its time apart while the stage works. `lost` is aborted when
   * another process has taken it over, or when renewals kept failing until it would have run
   * out: from then on someone else may run the stage, so this process stops it.
   */
  private keepLease(id: string): { lost: AbortSignal; end(): void } {
    const { store, clock, logger } = this.deps;
    const ttl = this.settings.leaseTtlMs;
    const every = Math.max(50, Math.floor(ttl / 3));
    const lost = new AbortController();
    let heldUntil = clock() + ttl;
    let renewing = false;
    const timer = setInterval(() => {
      if (renewing) return;
      renewing = true;
      const now = clock();
      store.workload
        .renew(id, this.owner, now, ttl)
        .then((ok) => {
          if (ok) heldUntil = now + ttl;
          else lost.abort();
        })
        .catch((err: unknown) => {
          logger.warn({ err, simulation_id: id }, 'renewing the lease failed');
          if (clock() + every >= heldUntil) lost.abort();
        })
        .finally(() => {
          renewing = false;
        });
    }, every);
    timer.unref();
    return { lost: lost.signal, end: () => clearInterval(timer) };
  }
}
