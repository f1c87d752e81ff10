import { z } from 'zod';
import type { ScenarioRecord } from '../records.js';
import { PagingInput, Timestamp, Uuid, iso, pageOf } from './common.js';

export const ScenarioFields = z.object({
  name: z.string().min(1).max(200),
  description: z.string().max(2000).default(''),
});
export type ScenarioFields = z.output<typeof ScenarioFields>;

export const ScenarioIdInput = z.object({ id: Uuid });
export const ListScenariosInput = PagingInput;

export const Scenario = z
  .object({
    id: z.string(),
    tenant_id: z.string(),
    name: z.string(),
    description: z.string(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Scenario' });
export type Scenario = z.output<typeof Scenario>;

export const ScenarioPage = pageOf(Scenario);
export type ScenarioPage = z.output<typeof ScenarioPage>;

export const toScenario = (s: ScenarioRecord): Scenario => ({
  id: s.id,
  tenant_id: s.tenantId,
  name: s.name,
  description: s.description,
  created_at: iso(s.createdAt),
  updated_at: iso(s.updatedAt),
});
