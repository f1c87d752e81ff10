import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { waitForSimulation } from '../../helpers/pipeline.js';

/**
 * A prompt with nothing to simulate ends the Architect with FAILED and an error_log that says
 * what a prompt needs, with an example, in the asker's language; the run is not retried.
 */
describe('pipeline: the builtin Architect refuses prompts with nothing to simulate (sqlite)', () => {
  let api: TestApi;
  let key: string;
  before(async () => {
    api = await startTestApi('sqlite', {}, { withPipeline: true });
    key = (await api.mintKey('t')).api_key;
  });
  after(() => api.close());

  for (const [prompt, message] of [
    ['test', /^Architect failed: There is nothing to simulate in this prompt\. A prompt needs a population .*For example: "How fast will electric cars spread among 10,000 households over 24 months if prices fall 20%\?"$/s],
    ["What's the weather tomorrow?", /^Architect failed: There is nothing to simulate/],
    ['Bonjour, comment allez-vous ?', /^Architect failed: Il n'y a rien à simuler.*Par exemple/s],
    ['Quanto velocemente si diffonderanno le auto elettriche tra 10.000 famiglie?', /^Architect failed: The builtin Architect reads prompts in English, German, Spanish and French; it cannot read Italian/],
  ] as const) {
    it(`FAILED with a helpful error_log: ${prompt}`, async () => {
      const created = await api.request('POST', '/v1/simulations', { key, body: { prompt } });
      assert.equal(created.status, 201);
      const done = await waitForSimulation(api.baseUrl, key, created.json.id);
      assert.equal(done.status, 'FAILED', JSON.stringify(done));
      assert.match(String(done.error_log), message);
      assert.deepEqual(done.lifecycle.states.map((s) => s.name), ['PENDING', 'PROCESSING_CONFIG', 'FAILED'], 'failed once, without retries');
    });
  }
});
