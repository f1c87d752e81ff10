import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * The openai SDK is loaded on first use (src/pipeline/llm/sdk.ts): a service on the builtin
 * provider never loads it (~19 MiB per process). Checked in a fresh process, whose module
 * cache is its own.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function sdkLoadedAfter(code: string): boolean {
  const script = `
    const { createRequire } = await import('node:module');
    const providers = await import('./src/pipeline/providers.ts');
    ${code}
    const cache = createRequire(import.meta.url).cache;
    console.log(Object.keys(cache).some((k) => k.includes('/node_modules/openai/')));
  `;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }).trim().endsWith('true');
}

describe('the openai SDK', () => {
  it('is not loaded by a service on the builtin provider', () => {
    assert.equal(sdkLoadedAfter(`providers.createArchitect(); providers.createAnalyst();`), false);
  });

  it('is loaded when the openai provider is built', () => {
    const settings = `{ provider: 'openai', openai: { apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1', models: ['m'], defaultModel: 'm', timeoutMs: 1000, maxRetries: 0 } }`;
    assert.equal(sdkLoadedAfter(`providers.createArchitect(${settings}); providers.createAnalyst(${settings});`), true);
  });
});
