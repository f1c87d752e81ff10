import { StoreFileLostError } from '../store/index.js';
import type { ServiceDeps } from './ports.js';

export type CheckName = 'database' | 'runner';

export interface Readiness {
  ready: boolean;
  /** Each check: "ok", or why it is not ready (short and generic: /readyz needs no key). */
  checks: Record<CheckName, string>;
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
 * is running; Temporal's frontend answers for our namespace). A process without a runner
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
    return { ready: database === 'ok' && runner === 'ok', checks: { database, runner } };
  }
}
