import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { createApp, type App } from '../../../src/app.js';
import { loadSettings } from '../../../src/config.js';
import { createLogger } from '../../../src/logger.js';
import { redactKeys } from '../../../src/api/log-redaction.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/databases.js';

describe('a key placed in a URL is never logged (sqlite)', () => {
  let raw = '';
  let db: TestDatabase;
  let app: App;
  let base: string;
  before(async () => {
    db = await createTestDatabase('sqlite');
    const sink = new Writable({
      write(chunk, _enc, done) {
        raw += chunk.toString();
        done();
      },
    });
    const settings = loadSettings({ DATA_DIR: db.dataDir, PORT: '0', GRPC_PORT: '0', LOG_LEVEL: 'info' });
    app = await createApp(settings, createLogger('info', sink), { pipeline: 'off' });
    await app.http.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.http.server.address() as { port: number }).port}`;
  });
  after(async () => {
    await app.close();
    await db.drop();
  });

  it('redacts it in the query string and in the path, on every route, answered or refused', async () => {
    const { api_key: key } = await app.services.keys.mint({ tenantId: 'acme', name: 'k', rateLimit: 100, environment: 'live' });
    const urls = [
      `/v1/simulations?api_key=${key}`,
      `/v1/simulations?limit=5&X-API-Key=${key}&offset=0`,
      `/v1/simulations/${key}`,
      `/v1/keys/${key}`,
      `/nowhere/${key}?k=${key}`,
      `/trpc/simulations.list?input=${encodeURIComponent(JSON.stringify({ key }))}`,
    ];
    for (const url of urls) {
      await fetch(base + url, { headers: { 'X-API-Key': key } });
      await fetch(base + url);
    }
    await new Promise((r) => setTimeout(r, 50));
    const lines = raw.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    const access = lines.filter((l) => l.msg === 'request');
    assert.equal(access.length, urls.length * 2, raw.slice(0, 2000));
    assert.ok(!raw.includes(key), 'the key appears in a log line');
    assert.ok(!raw.includes(key.slice(9, 40)), 'a part of the key appears in a log line');
    assert.ok(access.every((l) => String(l.url).includes('svc_live_[redacted]')), JSON.stringify(access.map((l) => l.url)));
    // The rest of the URL is kept, for the reader.
    assert.ok(access.some((l) => l.url === '/v1/simulations?limit=5&X-API-Key=svc_live_[redacted]&offset=0'));
  });

  it('the logger redacts any url it is given, alone or in a req', () => {
    let out = '';
    const log = createLogger('info', {
      write: (s: string) => {
        out += s;
      },
    });
    const key = 'svc_test_' + 'ab'.repeat(32);
    log.info({ url: `/x?key=${key}` }, 'one');
    log.info({ req: { method: 'GET', url: `/y/${key}` } }, 'two');
    assert.ok(!out.includes(key), out);
    assert.match(out, /"url":"\/x\?key=svc_test_\[redacted\]"/);
    assert.match(out, /"url":"\/y\/svc_test_\[redacted\]"/);
  });

  it('leaves everything else as it is', () => {
    assert.equal(redactKeys('/v1/simulations?limit=5'), '/v1/simulations?limit=5');
    assert.equal(redactKeys('svc_live_12'), 'svc_live_12');
  });
});
