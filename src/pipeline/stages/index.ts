import { BuiltinArchitect, BUILTIN_MODEL } from '../architect/builtin.js';
import { OpenAIArchitect } from '../architect/openai.js';
import { BuiltinAnalyst } from '../analyst/builtin.js';
import type { SensitivitySettings } from '../analyst/sensitivity.js';
import { OpenAIAnalyst } from '../analyst/openai.js';
import { DEFAULT_SENSITIVITY } from '../analyst/sensitivity.js';
import type { OpenAISettings } from '../llm/client.js';
import type { AnalystProvider, ArchitectProvider } from './types.js';

export * from './types.js';
export type { OpenAISettings } from '../llm/client.js';
export type { SensitivitySettings } from '../analyst/sensitivity.js';
export { DEFAULT_SENSITIVITY } from '../analyst/sensitivity.js';
export { BUILTIN_MODEL };

export interface StageSettings {
  provider: 'builtin' | 'openai';
  openai?: OpenAISettings;
  /** Budget and design of the Analyst's sensitivity reruns. */
  sensitivity?: Partial<SensitivitySettings>;
  /** Answers the openai Analyst asks for before falling back to template prose (default 2). */
  analystMaxTurns?: number;
}

/** Allowed values of `model` per provider: builtin has one, openai the configured list. */
export const LLM_MODELS = {
  builtin: [BUILTIN_MODEL] as readonly string[],
  openai: (s: OpenAISettings): readonly string[] => s.models,
} as const;

function openaiOf(settings: StageSettings): OpenAISettings {
  if (!settings.openai) throw new Error("provider 'openai' needs settings.openai");
  if (!settings.openai.models.includes(settings.openai.defaultModel)) {
    throw new Error(`default model '${settings.openai.defaultModel}' is not among the models (${settings.openai.models.join(', ')})`);
  }
  return settings.openai;
}

export function allowedModels(settings: StageSettings): string[] {
  return settings.provider === 'openai' ? [...LLM_MODELS.openai(openaiOf(settings))] : [...LLM_MODELS.builtin];
}

export function createArchitect(settings: StageSettings = { provider: 'builtin' }): ArchitectProvider {
  return settings.provider === 'openai' ? new OpenAIArchitect(openaiOf(settings)) : new BuiltinArchitect();
}

export function createAnalyst(settings: StageSettings = { provider: 'builtin' }): AnalystProvider {
  return settings.provider === 'openai'
    ? new OpenAIAnalyst(openaiOf(settings), { sensitivity: settings.sensitivity, maxTurns: settings.analystMaxTurns })
    : new BuiltinAnalyst(settings.sensitivity);
}

/**
 * Stage settings from environment variables, for whoever owns the process settings:
 * LLM_PROVIDER (builtin|openai), OPENAI_API_KEY, OPENAI_BASE_URL, LLM_MODELS (comma list),
 * LLM_DEFAULT_MODEL (first of LLM_MODELS), LLM_TIMEOUT_MS (60000), LLM_MAX_RETRIES (2), and the
 * Analyst's sensitivity analysis: ANALYST_SENSITIVITY_AGENT_STEPS (its budget, 6,000,000; 0: none),
 * ANALYST_SENSITIVITY_REPLICATES (10), ANALYST_SENSITIVITY_RUNS (at most 400 reruns; 0: none),
 * ANALYST_SENSITIVITY_AGENTS (at most 5,000 agents per group in a rerun).
 */
export function stageSettingsFromEnv(env: Record<string, string | undefined>): StageSettings {
  const num = (k: string, d: number) => {
    const v = env[k];
    if (v === undefined || v === '') return d;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0) throw new Error(`${k} must be a non-negative number`);
    return n;
  };
  const sensitivity: SensitivitySettings = {
    ...DEFAULT_SENSITIVITY,
    agentSteps: num('ANALYST_SENSITIVITY_AGENT_STEPS', DEFAULT_SENSITIVITY.agentSteps),
    replicates: Math.max(2, num('ANALYST_SENSITIVITY_REPLICATES', DEFAULT_SENSITIVITY.replicates)),
    maxRuns: num('ANALYST_SENSITIVITY_RUNS', DEFAULT_SENSITIVITY.maxRuns),
    agentsPerGroup: Math.max(1, num('ANALYST_SENSITIVITY_AGENTS', DEFAULT_SENSITIVITY.agentsPerGroup)),
  };
  const provider = (env.LLM_PROVIDER || 'builtin').toLowerCase();
  if (provider === 'builtin') return { provider: 'builtin', sensitivity };
  if (provider !== 'openai') throw new Error(`LLM_PROVIDER must be builtin or openai, not '${provider}'`);
  const apiKey = env.OPENAI_API_KEY;
  if (!apiKey) throw new Error('LLM_PROVIDER=openai needs OPENAI_API_KEY');
  const models = (env.LLM_MODELS || 'gpt-4o-mini').split(',').map((m) => m.trim()).filter(Boolean);
  return {
    provider: 'openai',
    sensitivity,
    openai: {
      apiKey,
      baseUrl: env.OPENAI_BASE_URL || undefined,
      models,
      defaultModel: env.LLM_DEFAULT_MODEL || models[0],
      timeoutMs: num('LLM_TIMEOUT_MS', 60_000),
      maxRetries: num('LLM_MAX_RETRIES', 2),
    },
  };
}
