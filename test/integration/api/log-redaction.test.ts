import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createLogger } from '../../../src/logger.js';
import { redactKeys } from '../../../src/api/log-redaction.js';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { captureLogs } from '../../helpers/logs.js';

describe('a key placed in a URL is never logged (sqlite)', () => {
  const logs = captureLogs();
  let api: TestApi;
  before(async () => {
    api = await startTestApi('sqlite', { LOG_LEVEL: 'info' }, { logger: createLogger('info', logs.sink) });
  });
  after(() => api.close());

  it('redacts it in the query string and in the path, on every route, answered or refused', async () => {
    const { api_key: key } = await api.app.services.keys.mint({ tenantId: 'acme', name: 'k', rateLimit: 100, environment: 'live' });
    const urls = [
      `/v1/simulations?api_key=${key}`,
      `/v1/simulations?limit=5&X-API-Key=${key}&offset=0`,
      `/v1/simulations/${key}`,
      `/v1/keys/${key}`,
      `/nowhere/${key}?k=${key}`,
      `/trpc/simulations.list?input=${encodeURIComponent(JSON.stringify({ key }))}`,
    ];
    for (const url of urls) {
      await fetch(api.baseUrl + url, { headers: { 'X-API-Key': key } });
      await fetch(api.baseUrl + url);
    }
    await new Promise((r) => setTimeout(r, 50));
    const raw = logs.raw();
    const access = logs.lines().filter((l) => l.msg === 'request');
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
