import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { bodyOf, slowRequest } from '../../helpers/slow-client.js';

const portOf = (api: TestApi) => Number(new URL(api.baseUrl).port);
const BODY = JSON.stringify({ prompt: 'How fast will heat pumps spread among 5,000 households?' });
const postHead = (path: string, headers: Record<string, string> = {}) =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\n` +
  Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('') +
  '\r\n';

describe('request time limits: the body (BODY_TIMEOUT_MS)', () => {
  let api: TestApi;
  let key: string;
  before(async () => {
    api = await startTestApi('sqlite', { BODY_TIMEOUT_MS: '3000', REQUEST_TIMEOUT_MS: '600000' });
    key = (await api.mintKey('slow')).api_key;
  });
  after(() => api.close());

  it('a keyed body sent a byte every 2 s is cut off with 408 REQUEST_TIMEOUT and the connection closed', async () => {
    const r = await slowRequest(portOf(api), postHead('/v1/simulations', { 'X-API-Key': key }), BODY, { everyMs: 2_000 });
    assert.equal(r.status, 408, r.response);
    assert.deepEqual(bodyOf(r.response), { detail: 'Request timed out' });
    assert.match(r.response, /\r\nconnection: close\r\n/i);
    assert.ok(r.closedByServer);
    assert.ok(r.bodyBytesSent < Buffer.byteLength(BODY));
    // Nothing was created from the half body.
    assert.equal((await api.request('GET', '/v1/simulations', { key })).json.total, 0);
  });

  it('the same over /trpc', async () => {
    const r = await slowRequest(portOf(api), postHead('/trpc/simulations.create', { 'X-API-Key': key }), BODY, { everyMs: 2_000 });
    assert.equal(r.status, 408, r.response);
    assert.ok(r.closedByServer);
  });

  it('an anonymous body is refused (401) before it is read: at once, not after the body limit', async () => {
    const variants: Array<Record<string, string>> = [{}, { 'X-API-Key': 'svc_test_' + '0'.repeat(64) }, { 'X-API-Key': 'nonsense' }];
    for (const headers of variants) {
      const r = await slowRequest(portOf(api), postHead('/v1/simulations', headers), BODY, { everyMs: 2_000 });
      assert.equal(r.status, 401, r.response);
      assert.deepEqual(bodyOf(r.response), { detail: 'Invalid or missing API key' });
      assert.ok(r.closedByServer);
      // The answer came before the second byte of the body was due.
      assert.ok(r.bodyBytesSent <= 1, `sent ${r.bodyBytesSent} bytes first`);
    }
    // /trpc answers in its own error shape, one entry per call of a batch.
    const trpc = await slowRequest(portOf(api), postHead('/trpc/simulations.create'), BODY, { everyMs: 2_000 });
    assert.equal(trpc.status, 401, trpc.response);
    assert.ok(trpc.bodyBytesSent <= 1);
    assert.deepEqual((bodyOf(trpc.response) as any).error.data.apiError, { status: 401, body: { detail: 'Invalid or missing API key' } });
    const batch = await slowRequest(portOf(api), postHead('/trpc/simulations.create,scenarios.create?batch=1'), BODY, { everyMs: 2_000 });
    assert.equal(batch.status, 401, batch.response);
    assert.deepEqual(
      (bodyOf(batch.response) as any[]).map((e) => [e.error.data.path, e.error.data.apiError.status]),
      [
        ['simulations.create', 401],
        ['scenarios.create', 401],
      ],
    );
  });

  it('a client that goes on trickling its body after the 401 is disconnected once the body limit has passed', async () => {
    const long = JSON.stringify({ prompt: 'x'.repeat(200) });
    const head = `POST /v1/simulations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${long.length}\r\n\r\n`;
    const r = await slowRequest(portOf(api), head, long, { everyMs: 500, keepSending: true, giveUpMs: 20_000 });
    assert.equal(r.status, 401);
    assert.ok(r.closedByServer);
    assert.ok(r.bodyBytesSent < long.length, `the server waited for the whole body (${r.bodyBytesSent} bytes)`);
  });

  it('a disabled key is refused before its body is read', async () => {
    const second = await api.mintKey('slow');
    await api.app.services.keys.update({ tenantId: 'slow', keyId: second.key_id, environment: 'test' }, second.key_id, { is_active: false });
    const r = await slowRequest(portOf(api), postHead('/v1/simulations', { 'X-API-Key': second.api_key }), BODY, { everyMs: 2_000 });
    assert.equal(r.status, 401);
    assert.ok(r.bodyBytesSent <= 1);
  });

  it('the order of checks holds: an unknown route is still 404, an oversized body 413, a non-JSON body 415', async () => {
    const unknown = await slowRequest(portOf(api), postHead('/v1/nowhere'), BODY, { everyMs: 2_000 });
    assert.notEqual(unknown.status, 401);
    const big = await api.request('POST', '/v1/simulations', { rawBody: 'x'.repeat(2 * 1024 * 1024) });
    assert.equal(big.status, 413);
    const text = await api.request('POST', '/v1/simulations', { rawBody: 'hello', headers: { 'Content-Type': 'text/plain' } });
    assert.equal(text.status, 415);
  });

  it('slow headers are cut off too (408)', async () => {
    const head = `POST /v1/simulations HTTP/1.1\r\nHost: x\r\nX-Slow: `;
    const r = await slowRequest(portOf(api), head, 'a'.repeat(100), { everyMs: 1_000 });
    assert.equal(r.status, 408, r.response);
    assert.ok(r.closedByServer);
  });

  it('a body sent at a normal pace still works', async () => {
    const r = await api.request('POST', '/v1/simulations', { key, body: { prompt: 'quick' } });
    assert.equal(r.status, 201);
  });
});

describe('request time limits: the whole request (REQUEST_TIMEOUT_MS)', () => {
  let api: TestApi;
  let key: string;
  before(async () => {
    api = await startTestApi('sqlite', { BODY_TIMEOUT_MS: '600000', REQUEST_TIMEOUT_MS: '2500' });
    key = (await api.mintKey('whole')).api_key;
  });
  after(() => api.close());

  it('cuts off a slow body whose own limit is far away', async () => {
    const r = await slowRequest(portOf(api), postHead('/v1/simulations', { 'X-API-Key': key }), BODY, { everyMs: 2_000 });
    assert.equal(r.status, 408, r.response);
    assert.ok(r.closedByServer);
  });

  it('answers 408 when the handler does not finish in time, and the server goes on serving', async () => {
    const id = (await api.request('POST', '/v1/simulations', { key, body: { prompt: 'p' } })).json.id as string;
    const svc = api.app.services.simulations;
    const get = svc.get.bind(svc);
    let slow = true;
    svc.get = async (caller, simId) => {
      if (slow) await sleep(4_000);
      return get(caller, simId);
    };
    try {
      const r = await api.request('GET', `/v1/simulations/${id}`, { key });
      assert.equal(r.status, 408);
      assert.deepEqual(r.json, { detail: 'Request timed out' });
      assert.equal(r.headers.get('connection'), 'close');
    } finally {
      slow = false;
    }
    await sleep(2_000); // the slow handler finishes into an answered request
    assert.equal((await api.request('GET', `/v1/simulations/${id}`, { key })).status, 200);
  });

  it('does not cut a watch stream (tRPC subscription): it outlives the limit and still delivers', async () => {
    const id = (await api.request('POST', '/v1/simulations', { key, body: { prompt: 'watch' } })).json.id as string;
    const ac = new AbortController();
    const res = await fetch(`${api.baseUrl}/trpc/simulations.watch?input=${encodeURIComponent(JSON.stringify({ id }))}`, {
      headers: { 'X-API-Key': key, Accept: 'text/event-stream' },
      signal: ac.signal,
    });
    assert.equal(res.status, 200);
    const reader = res.body!.getReader();
    let text = '';
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended; got: ${text}`);
        text += new TextDecoder().decode(value);
      }
    };
    try {
      await readUntil(/"status":"PENDING"/);
      await sleep(4_000); // past REQUEST_TIMEOUT_MS
      await api.app.store.simulations.transition(id, 'FAILED', 'fail', Date.now(), { errorLog: 'stopped by the test' });
      await readUntil(/"status":"FAILED"/);
    } finally {
      ac.abort();
    }
  });
});

describe('connections are bounded (MAX_CONNECTIONS)', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi('sqlite', { MAX_CONNECTIONS: '3' });
  });
  after(() => api.close());

  const open = () =>
    new Promise<net.Socket>((resolve, reject) => {
      const s = net.connect(portOf(api), '127.0.0.1', () => resolve(s));
      s.on('error', reject);
    });
  const closedSoon = (s: net.Socket) =>
    Promise.race([new Promise<boolean>((r) => s.once('close', () => r(true))), sleep(2_000).then(() => false)]);

  it('one connection over the bound is closed at once; a freed slot takes a new one', async () => {
    const held = [await open(), await open(), await open()];
    const extra = await open();
    assert.equal(await closedSoon(extra), true, 'the fourth connection is closed by the server');
    held.pop()!.destroy();
    await sleep(200);
    const again = await open();
    assert.equal(await closedSoon(again), false, 'a freed slot is usable');
    again.destroy();
    for (const s of held) s.destroy();
  });
});
