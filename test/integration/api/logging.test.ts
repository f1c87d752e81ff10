import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createApp, type App } from '../../../src/app.js';
import { loadSettings } from '../../../src/config.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/databases.js';

describe('structured logs (sqlite)', () => {
  const lines: Array<Record<string, unknown>> = [];
  let raw = '';
  let db: TestDatabase;
  let app: App;
  let base: string;
  before(async () => {
    db = await createTestDatabase('sqlite');
    const sink = new Writable({
      write(chunk, _enc, done) {
        raw += chunk.toString();
        for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    const settings = loadSettings({ DATA_DIR: db.dataDir, PORT: '0', GRPC_PORT: '0', LOG_LEVEL: 'info' });
    app = await createApp(settings, pino({ level: 'info', redact: ['req.headers["x-api-key"]'] }, sink), { pipeline: 'off' });
    await app.http.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.http.server.address() as { port: number }).port}`;
  });
  after(async () => {
    await app.close();
    await db.drop();
  });

  it('every line of a request carries its request id and tenant; no secret is ever logged', async () => {
    const minted = await app.services.keys.mint({ tenantId: 'acme', name: 'k', rateLimit: 100, environment: 'test' });
    const post = (path: string, body: unknown, requestId: string) =>
      fetch(base + path, { method: 'POST', headers: { 'X-API-Key': minted.api_key, 'Content-Type': 'application/json', 'X-Request-Id': requestId }, body: JSON.stringify(body) });
    assert.equal((await post('/v1/simulations', { prompt: 'p' }, 'req-sim-1')).status, 201);
    const key = await post('/v1/keys', { name: 'second' }, 'req-key-1');
    const secret = ((await key.json()) as { api_key: string }).api_key;
    await new Promise((r) => setTimeout(r, 50));

    const ofSim = lines.filter((l) => l.request_id === 'req-sim-1');
    assert.ok(ofSim.some((l) => l.msg === 'simulation created' && l.tenant === 'acme' && typeof l.simulation_id === 'string'), JSON.stringify(ofSim));
    assert.ok(ofSim.some((l) => l.msg === 'request' && l.status === 201 && l.tenant === 'acme'));
    const ofKey = lines.filter((l) => l.request_id === 'req-key-1');
    assert.ok(ofKey.some((l) => l.msg === 'api key created' && l.tenant === 'acme'));
    assert.ok(!raw.includes(minted.api_key) && !raw.includes(secret), 'no secret in any log line');
  });
});
