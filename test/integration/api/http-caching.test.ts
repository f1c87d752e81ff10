/**
 * Location on 201, compression, ETag / If-None-Match (docs/contract.md "Location, compression
 * and caching"). HTTP behaviour only: one store is enough.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApi, type TestApi } from '../../helpers/api.js';

describe('Location, compression and ETag', () => {
  let api: TestApi;
  let key: string;
  before(async () => {
    api = await startTestApi('sqlite');
    key = (await api.mintKey('tenant-a')).api_key;
  });
  after(() => api.close());

  it('every 201 carries the Location of what it created, and the Location answers it', async () => {
    const sim = await api.request('POST', '/v1/simulations', { key, body: { prompt: 'p' } });
    assert.equal(sim.status, 201);
    assert.equal(sim.headers.get('location'), `/v1/simulations/${sim.json.id}`);
    const scenario = await api.request('POST', '/v1/scenarios', { key, body: { name: 'n' } });
    assert.equal(scenario.headers.get('location'), `/v1/scenarios/${scenario.json.id}`);
    const created = await api.request('POST', '/v1/keys', { key, body: { name: 'k' } });
    assert.equal(created.headers.get('location'), `/v1/keys/${created.json.key_id}`);
    for (const r of [sim, scenario, created]) {
      const again = await api.request('GET', r.headers.get('location') as string, { key });
      assert.equal(again.status, 200);
    }
    // Not on other answers.
    const list = await api.request('GET', '/v1/simulations', { key });
    assert.equal(list.headers.get('location'), null);
    const refused = await api.request('POST', '/v1/simulations', { key, body: {} });
    assert.equal(refused.status, 422);
    assert.equal(refused.headers.get('location'), null);
  });

  it('GET of a simulation answers a strong ETag; If-None-Match with it answers 304 with no body, still counted', async () => {
    const sim = (await api.request('POST', '/v1/simulations', { key, body: { prompt: 'etag' } })).json;
    const first = await api.request('GET', `/v1/simulations/${sim.id}`, { key });
    const etag = first.headers.get('etag');
    assert.match(etag ?? '', /^"[A-Za-z0-9_-]+"$/, 'a strong validator (no W/)');
    assert.equal(first.headers.get('cache-control'), 'private, no-cache');
    const again = await api.request('GET', `/v1/simulations/${sim.id}`, { key });
    assert.equal(again.headers.get('etag'), etag, 'the same representation has the same tag');

    const notModified = await api.request('GET', `/v1/simulations/${sim.id}`, { key, headers: { 'If-None-Match': etag as string } });
    assert.equal(notModified.status, 304);
    assert.equal(notModified.text, '');
    assert.equal(notModified.headers.get('etag'), etag);
    const remaining = Number(again.headers.get('x-ratelimit-remaining'));
    assert.equal(Number(notModified.headers.get('x-ratelimit-remaining')), remaining - 1, 'a 304 is counted by the rate limit');

    // A list of tags, a weak form and * match too; another tag does not.
    assert.equal((await api.request('GET', `/v1/simulations/${sim.id}`, { key, headers: { 'If-None-Match': `"nope", W/${etag}` } })).status, 304);
    assert.equal((await api.request('GET', `/v1/simulations/${sim.id}`, { key, headers: { 'If-None-Match': '*' } })).status, 304);
    const other = await api.request('GET', `/v1/simulations/${sim.id}`, { key, headers: { 'If-None-Match': '"nope"' } });
    assert.equal(other.status, 200);
    assert.equal(other.json.id, sim.id);
  });

  it('the ETag changes with the simulation, so a stale tag gets the new body', async () => {
    const config = (await import('../../helpers/pipeline.js')).benchConfig('diffusion');
    const sim = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'p', config } })).json;
    const before = await api.request('GET', `/v1/simulations/${sim.id}/config`, { key });
    assert.equal(before.status, 200);
    const tag = before.headers.get('etag') as string;
    assert.ok(tag);
    assert.equal((await api.request('GET', `/v1/simulations/${sim.id}/config`, { key, headers: { 'If-None-Match': tag } })).status, 304);
    const edited = { ...config, number_of_steps: config.number_of_steps + 1 };
    assert.equal((await api.request('PUT', `/v1/simulations/${sim.id}/config`, { key, body: edited })).status, 200);
    const after = await api.request('GET', `/v1/simulations/${sim.id}/config`, { key, headers: { 'If-None-Match': tag } });
    assert.equal(after.status, 200);
    assert.notEqual(after.headers.get('etag'), tag);
    assert.equal(after.json.number_of_steps, config.number_of_steps + 1);
  });

  it('errors carry no ETag and a matching If-None-Match does not hide them', async () => {
    const sim = (await api.request('POST', '/v1/simulations', { key, body: { prompt: 'p' } })).json;
    const r = await api.request('GET', `/v1/simulations/${sim.id}/results`, { key, headers: { 'If-None-Match': '*' } });
    assert.equal(r.status, 409);
    assert.equal(r.headers.get('etag'), null);
    assert.equal(r.headers.get('cache-control'), 'no-store');
  });

  it('compresses answers over 1 KiB with br or gzip as accepted; small ones and unaccepted codings stay plain', async () => {
    const config = (await import('../../helpers/pipeline.js')).benchConfig('diffusion');
    const sim = (await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'p'.repeat(3000), config } })).json;
    const path = `/v1/simulations/${sim.id}`;
    const br = await api.request('GET', path, { key, headers: { 'Accept-Encoding': 'br, gzip' } });
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.equal(br.json.prompt, 'p'.repeat(3000), 'the body decodes to the same JSON');
    const gz = await api.request('GET', path, { key, headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.match(gz.headers.get('vary') ?? '', /accept-encoding/i);
    const plain = await api.request('GET', path, { key, headers: { 'Accept-Encoding': 'identity' } });
    assert.equal(plain.headers.get('content-encoding'), null);
    const small = await api.request('GET', '/v1/scenarios?limit=1', { key, headers: { 'Accept-Encoding': 'gzip' } });
    assert.ok(small.text.length < 1024);
    assert.equal(small.headers.get('content-encoding'), null);

    // The strong tag names the coding; each coding's tag revalidates.
    const tags = [br, gz, plain].map((r) => r.headers.get('etag') as string);
    assert.equal(new Set(tags).size, 3);
    assert.equal(tags[0], tags[2].replace(/"$/, '-br"'));
    for (const tag of tags) {
      assert.equal((await api.request('GET', path, { key, headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': tag } })).status, 304);
    }
  });

  it('never compresses a server-sent event stream: the first event arrives at once', async () => {
    const sim = (await api.request('POST', '/v1/simulations', { key, body: { prompt: 'p'.repeat(3000) } })).json;
    const ac = new AbortController();
    const input = encodeURIComponent(JSON.stringify({ id: sim.id }));
    const res = await fetch(`${api.baseUrl}/trpc/simulations.watch?input=${input}`, {
      headers: { 'X-API-Key': key, 'Accept-Encoding': 'br, gzip', Accept: 'text/event-stream' },
      signal: ac.signal,
    });
    try {
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
      assert.equal(res.headers.get('content-encoding'), null);
      // The simulation stays PENDING (no pipeline): the stream stays open, so only a flushed event can be read.
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      let text = '';
      while (!text.includes(sim.id)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      assert.ok(text.includes(sim.id), 'the current state is streamed before the stream ends');
    } finally {
      ac.abort();
    }
  });
});
