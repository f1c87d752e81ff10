/**
 * Traces' edges: unset, no tracer provider is registered and nothing is traced; a bad endpoint
 * is a settings error naming the variable; a collector that is down costs the API nothing.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { trace, type ProxyTracerProvider } from '@opentelemetry/api';
import { loadSettings, SettingsError } from '../../../src/config.js';
import { tracingOn } from '../../../src/telemetry/tracer.js';
import { createTestDatabase, mintKeyOn, type TestDatabase } from '../../helpers/databases.js';
import { startTestApi } from '../../helpers/api.js';
import { freePort, startServerProcess, type ServerProcess } from '../../helpers/processes.js';

describe('traces off, and a collector that cannot be reached', () => {
  it('without OTEL_EXPORTER_OTLP_ENDPOINT no tracer provider is registered, and serving requests starts none', async () => {
    const api = await startTestApi('sqlite');
    try {
      const key = (await api.mintKey('tenant-off')).api_key;
      assert.equal((await api.request('POST', '/v1/simulations', { key, body: { prompt: 'How fast will heat pumps spread?' } })).status, 201);
      assert.equal(tracingOn(), false);
      const delegate = (trace.getTracerProvider() as ProxyTracerProvider).getDelegate();
      assert.equal(delegate.constructor.name, 'NoopTracerProvider', 'the API’s no-op provider: no SDK was started');
    } finally {
      await api.close();
    }
  });

  it('an endpoint that is not an http(s) URL is a settings error naming the variable', () => {
    assert.throws(() => loadSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }), (err: Error) => err instanceof SettingsError && /OTEL_EXPORTER_OTLP_ENDPOINT/.test(err.message));
  });

  describe('a collector that is down', () => {
    let db: TestDatabase;
    let server: ServerProcess;
    before(async () => {
      db = await createTestDatabase('sqlite');
      // A port nothing listens on: every export fails.
      server = await startServerProcess({ DATA_DIR: db.dataDir, GRPC_PORT: '0', OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${await freePort()}`, OTEL_BSP_SCHEDULE_DELAY: '50' });
    });
    after(async () => {
      await server?.stop();
      await db?.drop();
    });

    it('costs the API nothing: requests are answered as usual and the process shuts down cleanly', async () => {
      const key = await mintKeyOn(db, 'tenant-down', 100);
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${server.baseUrl}/v1/simulations`, { method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: JSON.stringify({ prompt: `Heat pumps ${i}` }) });
        assert.equal(res.status, 201);
      }
      await new Promise((r) => setTimeout(r, 200)); // a few failed exports happen meanwhile
      assert.equal((await fetch(`${server.baseUrl}/healthz`)).status, 200);
      assert.equal(await server.stop('SIGTERM'), 0, 'exits 0 even though the last traces could not be sent');
    });
  });
});
