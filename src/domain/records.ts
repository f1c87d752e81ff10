import type { KeyEnvironment } from './ids.js';
import type { LifecycleState, SimulationStatus } from './lifecycle.js';

/** What the store holds, in domain terms (times as epoch ms). The API maps these to wire shapes. */
export interface ApiKeyRecord {
  id: string;
  tenantId: string;
  name: string;
  keyHash: string;
  environment: KeyEnvironment;
  isActive: boolean;
  rateLimit: number;
  createdAt: number;
  expiresAt: number | null;
  lastUsedAt: number | null;
  usageCount: number;
}

export interface ScenarioRecord {
  id: string;
  tenantId: string;
  name: string;
  description: string;
  createdAt: number;
  updatedAt: number;
}

export interface SimulationRecord {
  id: string;
  tenantId: string;
  scenarioId: string | null;
  title: string;
  prompt: string;
  tags: string[];
  status: SimulationStatus;
  lifecycle: LifecycleState[];
  errorLog: string | null;
  createdAt: number;
  updatedAt: number;
  /** Bumped by every reset; a stage only writes while the generation it started under holds. */
  generation: number;
  progress: { step: number; total: number } | null;
  architectOptions: ArchitectOptions | null;
}

export interface ArchitectOptions {
  maxTurns: number;
  model?: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export interface Paging {
  limit: number;
  offset: number;
}
