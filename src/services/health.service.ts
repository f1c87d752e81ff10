import { StoreFileLostError } from '../store/index.js';
import type { SweeperState } from '../pipeline/ports.js';
import type { ServiceDeps } from './ports.js';

export type CheckName = 'database' | 'runner' | 'sweeper';

export interface Readiness {
  ready: boolean;
  /**
   * Each check: "ok", or why it is not ready (short and generic: /readyz needs no key). The
   * sweeper is checked only where the runner has one (embedded).
   */
  checks: { database: string; runner: string; sweeper?: string };
}

/**
 * The lease sweeper counts as stuck when its last sweep finished longer ago than this many of
 * its intervals: one slow sweep (a busy database) is not a failure, three missed ones are, for
 * then simulations a dead process left stay stranded (docs/operations.md).
 */
export const SWEEPER_LATE_INTERVALS = 3;

/** The sweeper's check: "ok", or why it counts as stuck. */
export function sweeperCheck(state: SweeperState, now: number): string {
  if (state.lastSweptAt === null) return 'lease sweeper has not run yet';
  return now - state.lastSweptAt > SWEEPER_LATE_INTERVALS * state.everyMs ? 'lease sweeper late' : 'ok';
}

/** How long one check may take before it counts as not ready (a hung database must not hang /readyz). */
export const CHECK_DEADLINE_MS = 2_000;

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness: the database answers and the pipeline runner can take work (the embedded runner
 * is running and its lease sweeper keeps sweeping; Temporal's frontend answers for our namespace). A process without a runner
 * (tests that pin statuses) has nothing to wait for there. The causes are logged, not sent.
 */
export class HealthService {
  constructor(private readonly deps: ServiceDeps) {}

  async readiness(): Promise<Readiness> {
    const { store, pipeline, logger } = this.deps;
    const run = async (name: CheckName, check: () => Promise<unknown>, failed: string): Promise<string> => {
      try {
        await within(CHECK_DEADLINE_MS, check());
        return 'ok';
      } catch (err) {
        logger.warn({ err, check: name }, 'readiness check failed');
        // A state the operator must act on says which (without the path: /readyz needs no key).
        return err instanceof StoreFileLostError ? err.reason : failed;
      }
    };
    const [database, runner] = await Promise.all([
      run('database', () => store.ping(), 'not answering'),
      pipeline.ready ? run('runner', () => pipeline.ready!(), `${pipeline.kind ?? 'pipeline'} runner not ready`) : Promise.resolve('ok'),
    ]);
    const checks: Readiness['checks'] = { database, runner };
    if (pipeline.sweeperState) {
      const state = pipeline.sweeperState();
      checks.sweeper = sweeperCheck(state, this.deps.clock());
      if (checks.sweeper !== 'ok') logger.warn({ check: 'sweeper', ...state }, 'readiness check failed');
    }
    return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
  }
}
