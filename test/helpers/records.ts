import { uuidv7 } from '../../src/domain/ids.js';
import type { SimulationStatus } from '../../src/domain/lifecycle.js';
import type { SimulationRecord } from '../../src/domain/records.js';

/**
 * A simulation row as a test writes it straight into the store (what another process, or
 * one that died, would have left): PENDING, generation 0, no error, unless `over` says else.
 */
export function simulationRecord(tenantId: string, now: number, over: Partial<SimulationRecord> = {}): SimulationRecord {
  return {
    id: uuidv7(now),
    tenantId,
    scenarioId: null,
    title: 't',
    prompt: 'p',
    tags: [],
    status: 'PENDING',
    lifecycle: [{ name: 'PENDING', at: new Date(now).toISOString() }],
    errorLog: null,
    createdAt: now,
    updatedAt: now,
    generation: 0,
    progress: null,
    architectOptions: null,
    ...over,
  };
}

/** A status reached through these statuses, one millisecond apart from `now` (a legal lifecycle for the row). */
export function walkedThrough(now: number, ...path: SimulationStatus[]): Pick<SimulationRecord, 'status' | 'lifecycle'> {
  return { status: path[path.length - 1], lifecycle: path.map((name, i) => ({ name, at: new Date(now + i).toISOString() })) };
}
