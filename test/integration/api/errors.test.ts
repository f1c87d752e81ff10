import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { storeKinds } from '../../helpers/databases.js';
import { closeRawAgent, rawRequest } from '../../helpers/raw-http.js';

for (const kind of storeKinds()) {
  describe(`error rows of docs/contract.md (${kind})`, () => {
    let api: TestApi;
    let key: string;
    before(async () => {
      api = await startTestApi(kind, { BODY_LIMIT_BYTES: '65536' });
      key = (await api.mintKey('t')).api_key;
    });
    after(() => api.close());

    const count = async () => (await api.request('GET', '/v1/simulations', { key })).json.total as number;

    it('400 for a body that is not JSON, and nothing is stored', async () => {
      const before = await count();
      for (const raw of ['{bad', '{"prompt": "x",}', "{'prompt': 'x'}", 'nul']) {
        const r = await api.request('POST', '/v1/simulations', { key, rawBody: raw });
        assert.equal(r.status, 400, raw);
        assert.equal(r.text, '{"detail":"Invalid JSON body"}');
      }
      assert.equal(await count(), before);
    });

    it('422 for JSON that is not an object, or a missing body', async () => {
      for (const raw of ['[]', '"prompt"', '42', 'null', 'true']) {
        const r = await api.request('POST', '/v1/simulations', { key, rawBody: raw });
        assert.equal(r.status, 422, raw);
        assert.deepEqual(r.json, { detail: [{ loc: ['body'], msg: 'value is not a valid dict', type: 'type_error.dict' }] });
      }
      const empty = await api.request('POST', '/v1/simulations', { key, rawBody: '' });
      assert.equal(empty.status, 422);
      assert.deepEqual(empty.json, { detail: [{ loc: ['body', 'prompt'], msg: 'field required', type: 'value_error.missing' }] });
    });

    it('422 lists every violation, FastAPI style', async () => {
      const r = await api.request('POST', '/v1/simulations', { key, body: { prompt: '', tags: ['ok', '', 5], scenario_id: 'nope' } });
      assert.equal(r.status, 422);
      assert.deepEqual(r.json.detail, [
        { loc: ['body', 'prompt'], msg: 'ensure this value has at least 1 characters', type: 'value_error.any_str.min_length' },
        { loc: ['body', 'scenario_id'], msg: 'value is not a valid uuid', type: 'value_error.uuid' },
        { loc: ['body', 'tags', 1], msg: 'ensure this value has at least 1 characters', type: 'value_error.any_str.min_length' },
        { loc: ['body', 'tags', 2], msg: 'str type expected', type: 'type_error.str' },
      ]);
      const long = await api.request('POST', '/v1/simulations', { key, body: { prompt: 'x'.repeat(10_001), tags: Array(21).fill('t') } });
      assert.deepEqual(long.json.detail.map((d: { type: string }) => d.type), ['value_error.any_str.max_length', 'value_error.list.max_items']);
    });

    it('422 for bad query parameters, with loc query', async () => {
      const r = await api.request('GET', '/v1/simulations?limit=101&offset=-1&created_before=yesterday', { key });
      assert.equal(r.status, 422);
      assert.deepEqual(r.json.detail, [
        { loc: ['query', 'limit'], msg: 'ensure this value is less than or equal to 100', type: 'value_error.number.not_le' },
        { loc: ['query', 'offset'], msg: 'ensure this value is greater than or equal to 0', type: 'value_error.number.not_ge' },
        { loc: ['query', 'created_before'], msg: 'invalid datetime format', type: 'value_error.datetime' },
      ]);
      const nan = await api.request('GET', '/v1/simulations?limit=abc', { key });
      assert.deepEqual(nan.json.detail, [{ loc: ['query', 'limit'], msg: 'value is not a valid integer', type: 'type_error.integer' }]);
    });

    it('JSON bodies are not coerced: strings are not numbers or booleans', async () => {
      const r = await api.request('POST', '/v1/keys', { key, body: { name: 'k', rate_limit: '5' } });
      assert.equal(r.status, 422);
      assert.deepEqual(r.json.detail, [{ loc: ['body', 'rate_limit'], msg: 'value is not a valid integer', type: 'type_error.integer' }]);
    });

    it('413 for a body over the limit, 415 for another content type', async () => {
      const big = await api.request('POST', '/v1/simulations', { key, rawBody: JSON.stringify({ prompt: 'x'.repeat(70_000) }) });
      assert.equal(big.status, 413);
      assert.deepEqual(big.json, { detail: 'Request body too large' });
      const text = await api.request('POST', '/v1/simulations', { key, rawBody: 'prompt=x', headers: { 'Content-Type': 'text/plain' } });
      assert.equal(text.status, 415);
      assert.deepEqual(text.json, { detail: 'Content-Type must be application/json' });
    });

    it('ignores prototype-poisoning keys in bodies', async () => {
      const r = await api.request('POST', '/v1/scenarios', { key, rawBody: '{"name":"n","__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' });
      assert.equal(r.status, 201);
      assert.equal(({} as Record<string, unknown>).admin, undefined);
    });

    it('404 bodies name the resource type and id', async () => {
      const id = '0190a000-0000-7000-8000-00000000abcd';
      for (const [path, type] of [[`/v1/simulations/${id}`, 'Simulation'], [`/v1/simulations/${id}/results`, 'Simulation'], [`/v1/scenarios/${id}`, 'Scenario']]) {
        const r = await api.request('GET', path, { key });
        assert.equal(r.status, 404);
        assert.equal(r.text, JSON.stringify({ detail: `${type} ${id} not found` }));
      }
    });

    it('answers in our shapes for what Fastify or Node refuse before any route', async () => {
      const badUrl = await rawRequest(api.baseUrl, { method: 'GET', path: '/v1/simulations/%ZZ', headers: { 'X-API-Key': key } });
      assert.equal(badUrl.status, 400);
      assert.equal(badUrl.text, '{"detail":"Malformed URL"}');
      const huge = await rawRequest(api.baseUrl, { method: 'GET', path: '/v1/simulations', headers: { 'X-API-Key': 'k'.repeat(20_000) } });
      assert.equal(huge.status, 431);
      assert.equal(huge.text, '{"detail":"Request header fields too large"}');
      closeRawAgent();
    });

    it('a request Node cannot parse gets the catalog\'s 400, on a raw socket', async () => {
      const { port } = new URL(api.baseUrl);
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write('GARBAGE / NOPE\r\n\r\n'));
        let text = '';
        socket.on('data', (c) => (text += c.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      assert.match(raw, /^HTTP\/1\.1 400 /);
      assert.ok(raw.endsWith('\r\n\r\n{"detail":"Bad Request"}'), raw);
    });

    it('/trpc refusals of the adapter itself answer through the catalog too, never 500', async () => {
      const trpc = (method: string, path: string, body?: string) => api.request(method, `/trpc/${path}`, { key, rawBody: body });
      const badInput = await trpc('GET', 'simulations.get?input=%7Bbad');
      assert.equal(badInput.status, 400);
      assert.deepEqual(badInput.json.error.data.apiError, { status: 400, body: { detail: 'Invalid JSON body' } });
      const badBody = await trpc('POST', 'scenarios.create', '{bad');
      assert.deepEqual(badBody.json.error.data.apiError, { status: 400, body: { detail: 'Invalid JSON body' } });
      // Was a 500: a batch whose input is not an object keyed by call index.
      const badBatch = await trpc('POST', 'scenarios.create?batch=1', '[1,2]');
      assert.equal(badBatch.status, 400);
      assert.deepEqual(badBatch.json[0].error.data.apiError, { status: 400, body: { detail: 'Bad Request' } });
      const nothing = await trpc('GET', 'nothing.here');
      assert.deepEqual(nothing.json.error.data.apiError, { status: 404, body: { detail: 'Not Found' } });
      const wrongMethod = await trpc('GET', 'scenarios.create?input=%7B%7D');
      assert.deepEqual(wrongMethod.json.error.data.apiError, { status: 405, body: { detail: 'Method Not Allowed' } });
      // The key still comes first.
      const noKey = await api.request('POST', '/trpc/scenarios.create', { rawBody: '{bad' });
      assert.deepEqual(noKey.json.error.data.apiError, { status: 401, body: { detail: 'Invalid or missing API key' } });
    });

    it('media types are case-insensitive; path ids are decoded; query numbers are plain decimals', async () => {
      const r = await api.request('POST', '/v1/scenarios', { key, body: { name: 'n' }, headers: { 'Content-Type': 'Application/JSON; Charset=UTF-8' } });
      assert.equal(r.status, 201);
      const k = await api.request('GET', '/v1/keys/%D0%BA%D0%BB', { key });
      assert.deepEqual(k.json, { detail: 'API key кл not found' });
      for (const v of ['0x10', '%205', '', '1e1']) {
        const q = await api.request('GET', `/v1/simulations?limit=${v}`, { key });
        assert.equal(q.status, 422, `limit=${v}`);
        assert.deepEqual(q.json.detail[0].loc, ['query', 'limit']);
      }
      const long = await api.request('GET', `/v1/simulations/${'a'.repeat(300)}`, { key });
      assert.equal(long.status, 422, 'a long id reaches validation');
    });

    it('deeply nested JSON is answered, not a 500', async () => {
      const deep = '['.repeat(6000) + '1' + ']'.repeat(6000);
      const r = await api.request('POST', '/v1/simulations', { key, rawBody: `{"prompt":"x","tags":${deep}}` });
      assert.equal(r.status, 422);
      assert.deepEqual(r.json.detail, [{ loc: ['body', 'tags', 0], msg: 'str type expected', type: 'type_error.str' }]);
    });

    it('500 hides the cause', async () => {
      // Break the store underneath the running server: the client must learn nothing of it.
      const db = api.app.store.database.db;
      await db.schema.renameTable('scenarios', 'scenarios_away');
      try {
        const r = await api.request('GET', '/v1/scenarios', { key });
        assert.equal(r.status, 500);
        assert.equal(r.text, '{"detail":"Internal server error"}');
      } finally {
        await db.schema.renameTable('scenarios_away', 'scenarios');
      }
    });
  });
}
