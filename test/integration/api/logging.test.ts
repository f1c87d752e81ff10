import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pino from 'pino';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { captureLogs } from '../../helpers/logs.js';

describe('structured logs (sqlite)', () => {
  const logs = captureLogs();
  let api: TestApi;
  before(async () => {
    // Only the header is redacted here: whatever else would carry a secret must not log it at all.
    api = await startTestApi('sqlite', { LOG_LEVEL: 'info' }, { logger: pino({ level: 'info', redact: ['req.headers["x-api-key"]'] }, logs.sink) });
  });
  after(() => api.close());

  it('every line of a request carries its request id and tenant; no secret is ever logged', async () => {
    const minted = await api.app.services.keys.mint({ tenantId: 'acme', name: 'k', rateLimit: 100, environment: 'test' });
    const post = (path: string, body: unknown, requestId: string) =>
      fetch(api.baseUrl + path, { method: 'POST', headers: { 'X-API-Key': minted.api_key, 'Content-Type': 'application/json', 'X-Request-Id': requestId }, body: JSON.stringify(body) });
    assert.equal((await post('/v1/simulations', { prompt: 'p' }, 'req-sim-1')).status, 201);
    const key = await post('/v1/keys', { name: 'second' }, 'req-key-1');
    const secret = ((await key.json()) as { api_key: string }).api_key;
    await new Promise((r) => setTimeout(r, 50));

    const lines = logs.lines();
    const raw = logs.raw();
    const ofSim = lines.filter((l) => l.request_id === 'req-sim-1');
    assert.ok(ofSim.some((l) => l.msg === 'simulation created' && l.tenant === 'acme' && typeof l.simulation_id === 'string'), JSON.stringify(ofSim));
    assert.ok(ofSim.some((l) => l.msg === 'request' && l.status === 201 && l.tenant === 'acme'));
    const ofKey = lines.filter((l) => l.request_id === 'req-key-1');
    assert.ok(ofKey.some((l) => l.msg === 'api key created' && l.tenant === 'acme'));
    assert.ok(!raw.includes(minted.api_key) && !raw.includes(secret), 'no secret in any log line');
  });
});
