import { openaiSdk, type OpenAI } from './sdk.js';
import { StageError } from '../provider.js';

export interface OpenAISettings {
  apiKey: string;
  /** Any OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1. */
  baseUrl?: string;
  /** Allowed values of `model`; the API answers 422 for others. */
  models: string[];
  defaultModel: string;
  timeoutMs: number;
  maxRetries: number;
}

export function createOpenAIClient(s: OpenAISettings): OpenAI {
  const OpenAIClient = openaiSdk();
  return new OpenAIClient({ apiKey: s.apiKey, baseURL: s.baseUrl, timeout: s.timeoutMs, maxRetries: s.maxRetries });
}

export function pickModel(s: OpenAISettings, requested: string | undefined): string {
  const model = requested ?? s.defaultModel;
  if (!s.models.includes(model)) throw new StageError(`Unknown model '${model}' (allowed: ${s.models.join(', ')})`, false);
  return model;
}

/**
 * Maps an SDK failure (after the client's own retries) to a StageError: transport trouble,
 * timeouts, 429 and 5xx may pass on a later attempt; auth and request errors will not.
 */
export function toStageError(stage: string, err: unknown, signal?: AbortSignal): StageError {
  if (err instanceof StageError) return err;
  const OpenAI = openaiSdk();
  if (signal?.aborted || err instanceof OpenAI.APIUserAbortError) return new StageError(`The ${stage} was cancelled`, true, { cause: err });
  if (err instanceof OpenAI.APIConnectionTimeoutError) return new StageError(`The ${stage}'s language model timed out`, true, { cause: err });
  if (err instanceof OpenAI.APIConnectionError) return new StageError(`The ${stage} could not reach the language model: ${err.message}`, true, { cause: err });
  if (err instanceof OpenAI.APIError) {
    const status = Number(err.status ?? 0);
    const retryable = status === 408 || status === 409 || status === 429 || status >= 500 || status === 0;
    return new StageError(`The ${stage}'s language model answered ${status || 'an error'}: ${err.message}`, retryable, { cause: err });
  }
  const msg = err instanceof Error ? err.message : String(err);
  return new StageError(`The ${stage} failed: ${msg}`, true, { cause: err });
}
