/**
 * Inputs at the edges (issue 11, item 6): text no store can keep as sent, ids as long as a
 * request line allows, and integers far beyond a field's bound. Each is refused with a 422 that
 * names the field, the same on every transport and with either store.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appRouter } from '../../../src/api/router.js';
import { createContextInner } from '../../../src/api/context.js';
import { createCallerFactory } from '../../../src/api/trpc.js';
import { failureOf } from '../../../src/api/error-mapping.js';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { storeKinds } from '../../helpers/databases.js';
import { rawRequest } from '../../helpers/raw-http.js';

const LONE_HIGH = '\\ud800';
const LONE_LOW = '\\udfff';
const SURROGATE = { loc: [], msg: 'string contains a lone UTF-16 surrogate', type: 'value_error.str.surrogate' };
const at = (...loc: Array<string | number>) => ({ ...SURROGATE, loc });

for (const kind of storeKinds()) {
  describe(`lone UTF-16 surrogates are refused, not altered (${kind})`, () => {
    let api: TestApi;
    let key: string;
    before(async () => {
      api = await startTestApi(kind);
      key = (await api.mintKey('edges')).api_key;
    });
    after(() => api.close());

    it('REST: in a string, an array item and a key of an object; every one listed, nothing stored', async () => {
      const r = await api.request('POST', '/v1/simulations', { key, rawBody: `{"prompt":"ab${LONE_HIGH}cd","tags":["ok","x${LONE_LOW}"]}` });
      assert.equal(r.status, 422, r.text);
      assert.deepEqual(r.json.detail, [at('body', 'prompt'), at('body', 'tags', 1)]);
      const s = await api.request('POST', '/v1/scenarios', { key, rawBody: `{"name":"${LONE_LOW}"}` });
      assert.equal(s.status, 422);
      assert.deepEqual(s.json.detail, [at('body', 'name')]);
      const k = await api.request('PATCH', `/v1/keys/${(await api.mintKey('edges')).key_id}`, { key, rawBody: `{"name":"n${LONE_HIGH}"}` });
      assert.deepEqual(k.json.detail, [at('body', 'name')]);
      const odd = await api.request('POST', '/v1/simulations', { key, rawBody: `{"prompt":"p","${LONE_HIGH}":1}` });
      assert.deepEqual(odd.json.detail, [at('body', '\ud800')]);
      assert.equal((await api.request('GET', '/v1/simulations', { key })).json.total, 0);
      assert.equal((await api.request('GET', '/v1/scenarios', { key })).json.total, 0);
    });

    it('tRPC: in a body and in the query input', async () => {
      const m = await api.request('POST', '/trpc/simulations.create', { key, rawBody: `{"prompt":"ab${LONE_HIGH}"}` });
      assert.equal(m.status, 422);
      assert.deepEqual(m.json.error.data.apiError.body.detail, [at('body', 'prompt')]);
      const q = await api.request('GET', `/trpc/simulations.list?input=${encodeURIComponent(`{"tag":"t${LONE_LOW}"}`)}`, { key });
      assert.equal(q.status, 422);
      assert.deepEqual(q.json.error.data.apiError.body.detail, [at('query', 'tag')]);
    });

    it('the procedures gRPC calls refuse them too', async () => {
      const caller = createCallerFactory(appRouter)(createContextInner({ services: api.app.services, apiKey: key }));
      const err = await caller.simulations.create({ prompt: 'x\ud800' }).then(
        () => null,
        (e: unknown) => e,
      );
      const { failure } = failureOf(err);
      assert.equal(failure.code, 'VALIDATION');
      assert.deepEqual(failure.code === 'VALIDATION' && failure.errors, [at('body', 'prompt')]);
    });

    it('whole surrogate pairs (emoji) are text like any other and come back exactly as sent', async () => {
      const prompt = 'How fast will 🚗 and 🔋 spread? 𝔸 ☃';
      const r = await api.request('POST', '/v1/simulations', { key, body: { prompt, tags: ['🌍'] } });
      assert.equal(r.status, 201, r.text);
      const back = await api.request('GET', `/v1/simulations/${r.json.id}`, { key });
      assert.equal(back.json.prompt, prompt);
      assert.deepEqual(back.json.tags, ['🌍']);
    });
  });
}

describe('path ids and huge integers (sqlite)', () => {
  let api: TestApi;
  let key: string;
  before(async () => {
    api = await startTestApi('sqlite');
    key = (await api.mintKey('edges')).api_key;
  });
  after(() => api.close());

  it('a path id of 5,000 or 15,000 characters is a 422 at its field, like any malformed id', async () => {
    for (const n of [5_000, 15_000]) {
      const id = 'a'.repeat(n);
      const sim = await rawRequest(api.baseUrl, { method: 'GET', path: `/v1/simulations/${id}/results`, headers: { 'X-API-Key': key } });
      assert.equal(sim.status, 422, `${n}: ${sim.text.slice(0, 200)}`);
      assert.deepEqual((sim.json as any).detail[0].loc, ['path', 'id']);
      const k = await rawRequest(api.baseUrl, { method: 'DELETE', path: `/v1/keys/${id}`, headers: { 'X-API-Key': key } });
      assert.equal(k.status, 422);
      assert.deepEqual((k.json as any).detail[0].loc, ['path', 'key_id']);
    }
  });

  it("an offset far beyond any integer names the field's own bound, on REST and tRPC", async () => {
    const expected = [{ loc: ['query', 'offset'], msg: 'ensure this value is less than or equal to 2147483647', type: 'value_error.number.not_le' }];
    for (const path of ['/v1/simulations', '/v1/scenarios', '/v1/keys']) {
      const r = await api.request('GET', `${path}?offset=99999999999999999999`, { key });
      assert.equal(r.status, 422);
      assert.deepEqual(r.json.detail, expected, path);
    }
    const t = await api.request('GET', `/trpc/simulations.list?input=${encodeURIComponent('{"offset":99999999999999999999}')}`, { key });
    assert.deepEqual(t.json.error.data.apiError.body.detail, expected);
    assert.ok(!JSON.stringify(t.json).includes('9007199254740991'));
    // The bound itself is still accepted.
    assert.equal((await api.request('GET', '/v1/simulations?offset=2147483647', { key })).status, 200);
  });
});
