import type { Settings } from '../config.js';
import { BuiltinArchitect, BUILTIN_MODEL } from './architect/builtin.js';
import { OpenAIArchitect } from './architect/openai.js';
import { BuiltinAnalyst } from './analyst/builtin.js';
import type { SensitivitySettings } from './analyst/sensitivity.js';
import { OpenAIAnalyst } from './analyst/openai.js';
import { DEFAULT_SENSITIVITY } from './analyst/sensitivity.js';
import type { OpenAISettings } from './llm/client.js';
import type { AnalystProvider, ArchitectProvider } from './provider.js';

export * from './provider.js';
export type { OpenAISettings } from './llm/client.js';
export type { SensitivitySettings } from './analyst/sensitivity.js';
export { DEFAULT_SENSITIVITY } from './analyst/sensitivity.js';
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

/** The settings the providers read, as config.ts validated them (the one parser of the environment). */
export type ProviderSettings = Pick<
  Settings,
  | 'LLM_PROVIDER'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'LLM_MODELS'
  | 'LLM_DEFAULT_MODEL'
  | 'LLM_TIMEOUT_MS'
  | 'LLM_MAX_RETRIES'
  | 'ANALYST_SENSITIVITY_RUNS'
  | 'ANALYST_SENSITIVITY_AGENTS'
  | 'ANALYST_SENSITIVITY_AGENT_STEPS'
  | 'ANALYST_SENSITIVITY_REPLICATES'
>;

/** The providers' settings from the process settings (README, Configuration: Architect and Analyst). */
export function stageSettingsOf(settings: ProviderSettings): StageSettings {
  const sensitivity: SensitivitySettings = {
    ...DEFAULT_SENSITIVITY,
    agentSteps: settings.ANALYST_SENSITIVITY_AGENT_STEPS,
    replicates: settings.ANALYST_SENSITIVITY_REPLICATES,
    maxRuns: settings.ANALYST_SENSITIVITY_RUNS,
    agentsPerGroup: settings.ANALYST_SENSITIVITY_AGENTS,
  };
  if (settings.LLM_PROVIDER === 'builtin') return { provider: 'builtin', sensitivity };
  // config.ts refuses LLM_PROVIDER=openai without a key; this guards callers that build settings by hand.
  if (!settings.OPENAI_API_KEY) throw new Error('LLM_PROVIDER=openai needs OPENAI_API_KEY');
  const models = (settings.LLM_MODELS || 'gpt-4o-mini').split(',').map((m) => m.trim()).filter(Boolean);
  return {
    provider: 'openai',
    sensitivity,
    openai: {
      apiKey: settings.OPENAI_API_KEY,
      baseUrl: settings.OPENAI_BASE_URL || undefined,
      models,
      defaultModel: settings.LLM_DEFAULT_MODEL || models[0],
      timeoutMs: settings.LLM_TIMEOUT_MS,
      maxRetries: settings.LLM_MAX_RETRIES,
    },
  };
}

/** The models a request may name, the default first (the service takes models[0] when a request names none). */
export function modelsOf(settings: ProviderSettings): string[] {
  const stage = stageSettingsOf(settings);
  const models = allowedModels(stage);
  const def = stage.openai?.defaultModel;
  return def ? [def, ...models.filter((m) => m !== def)] : models;
}
