import { createRequire } from 'node:module';
import type OpenAIClass from 'openai';
import type { zodResponseFormat as ZodResponseFormat } from 'openai/helpers/zod';

/**
 * The openai SDK, loaded on first use. A service on the builtin provider (the default) never
 * calls it, and loading it costs ~19 MiB of every API and worker process (measured with the
 * other libraries loaded first); the require is synchronous, so the providers stay synchronous
 * to build. The SDK ships CommonJS next to its ES modules.
 */
const require = createRequire(import.meta.url);

export type OpenAI = OpenAIClass;

export function openaiSdk(): typeof OpenAIClass {
  return (require('openai') as { default: typeof OpenAIClass }).default;
}

export const zodResponseFormat: typeof ZodResponseFormat = (...args) => (require('openai/helpers/zod') as { zodResponseFormat: typeof ZodResponseFormat }).zodResponseFormat(...args);
