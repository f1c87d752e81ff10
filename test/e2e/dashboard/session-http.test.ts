import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { registerDashboard } from '../../../src/api/dashboard-static.js';
import type { CreatedApiKey } from '../../../src/domain/schemas/keys.js';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { ensureDashboardBuilt } from './browser.js';

/**
 * The dashboard's transport over real HTTP (no browser): the session exchange, the cross-site
 * rule, the rate limit charged to the session's key, the live-status stream, the CSV download
 * and the static pages. The pipeline runs (embedded, builtin stages) on a fresh SQLite file.
 */
describe('dashboard transport over HTTP', () => {
  let api: TestApi;
  let acme: CreatedApiKey;
  let globex: CreatedApiKey;
  let origin: string;

  before(async () => {
    ensureDashboardBuilt();
    api = await startTestApi('sqlite', {}, { withPipeline: true });
    origin = api.baseUrl;
    acme = await api.mintKey('acme');
    globex = await api.mintKey('globex');
  });
  after(async () => {
    await api?.close();
  });

  const trpcPost = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.baseUrl}/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const trpcGet = (path: string, input: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.baseUrl}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers });
  const apiErrorOf = async (r: Response) => ((await r.json()) as { error: { data: { apiError: { status: number; body: unknown } } } }).error.data.apiError;

  async function signIn(secret: string): Promise<string> {
    const r = await trpcPost('session.signIn', { api_key: secret }, { origin });
    assert.equal(r.status, 200, await r.clone().text());
    return (r.headers.get('set-cookie') ?? '').split(';')[0];
  }

  it('sign-in answers the API’s 401 and 422 shapes; a valid key sets an HttpOnly SameSite=Strict cookie and nothing of the key', async () => {
    const bad = await trpcPost('session.signIn', { api_key: 'svc_live_' + 'f'.repeat(64) }, { origin });
    assert.equal(bad.status, 401);
    assert.equal(bad.headers.get('set-cookie'), null);
    assert.deepEqual(await apiErrorOf(bad), { status: 401, body: { detail: 'Invalid or missing API key' } });

    const missing = await trpcPost('session.signIn', {}, { origin });
    assert.equal(missing.status, 422);
    assert.deepEqual(await apiErrorOf(missing), { status: 422, body: { detail: [{ loc: ['body', 'api_key'], msg: 'field required', type: 'value_error.missing' }] } });

    const ok = await trpcPost('session.signIn', { api_key: acme.api_key }, { origin });
    assert.equal(ok.status, 200);
    const cookie = ok.headers.get('set-cookie') ?? '';
    assert.match(cookie, /^sim_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    const text = await ok.text();
    assert.ok(!text.includes(acme.api_key) && !cookie.includes(acme.api_key));
    assert.equal(ok.headers.get('x-ratelimit-limit'), '1000');
  });

  it('over https (a proxy saying so) the cookie is Secure with the __Host- prefix', async () => {
    const r = await trpcPost('session.signIn', { api_key: acme.api_key }, { origin, 'x-forwarded-proto': 'https' });
    assert.match(r.headers.get('set-cookie') ?? '', /^__Host-sim_session=[^;]+; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
  });

  it('cross-site requests cannot act with the session (missing or foreign Origin, Sec-Fetch-Site cross-site): 401, nothing created', async () => {
    const cookie = await signIn(acme.api_key);
    const before = (await api.request('GET', '/v1/simulations', { key: acme.api_key })).json.total;
    const attempts: Record<string, string>[] = [{}, { origin: 'https://evil.example' }, { origin, 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
    for (const headers of attempts) {
      const r = await trpcPost('simulations.create', { prompt: 'from elsewhere' }, { cookie, ...headers });
      assert.equal(r.status, 401, JSON.stringify(headers));
      assert.deepEqual((await apiErrorOf(r)).body, { detail: 'Invalid or missing API key' });
    }
    const cross = await trpcGet('simulations.list', {}, { cookie, 'sec-fetch-site': 'cross-site' });
    assert.equal(cross.status, 401, 'a read the browser marks cross-site is refused too');
    const signInFromElsewhere = await trpcPost('session.signIn', { api_key: acme.api_key }, { origin: 'https://evil.example' });
    assert.equal(signInFromElsewhere.status, 401, 'no login CSRF');
    assert.equal(signInFromElsewhere.headers.get('set-cookie'), null);
    assert.equal((await api.request('GET', '/v1/simulations', { key: acme.api_key })).json.total, before);

    const same = await trpcPost('simulations.create', { prompt: 'from the dashboard' }, { cookie, origin, 'sec-fetch-site': 'same-origin' });
    assert.equal(same.status, 200);
    const read = await trpcGet('simulations.list', {}, { cookie });
    assert.equal(read.status, 200);
  });

  it('the session goes through the same services: tenant scoping and error bodies as the API', async () => {
    const cookie = await signIn(acme.api_key);
    const theirs = await api.request('POST', '/v1/simulations', { key: globex.api_key, body: { prompt: 'globex only' } });
    const r = await trpcGet('simulations.get', { id: theirs.json.id }, { cookie });
    assert.equal(r.status, 403);
    assert.deepEqual((await apiErrorOf(r)).body, { detail: `Simulation ${theirs.json.id} belongs to a different tenant` });
    const list = (await (await trpcGet('simulations.list', {}, { cookie })).json()) as { result: { data: { items: { tenant_id: string }[] } } };
    assert.ok(list.result.data.items.every((s) => s.tenant_id === 'acme'));
    const me = (await (await trpcGet('session.me', undefined, { cookie })).json()) as { result: { data: unknown } };
    assert.deepEqual(me.result.data, { tenant_id: 'acme', key_id: acme.key_id, key_name: 'test key' });
    // An explicit key wins over the cookie.
    const asGlobex = await trpcGet('session.me', undefined, { cookie, 'x-api-key': globex.api_key });
    assert.equal(((await asGlobex.json()) as { result: { data: { tenant_id: string } } }).result.data.tenant_id, 'globex');
  });

  it('every request of the session is charged to its key: 429 as the API, with Retry-After', async () => {
    const small = await api.mintKey('acme', { rateLimit: 3 });
    const cookie = await signIn(small.api_key); // 1
    assert.equal((await trpcGet('session.me', undefined, { cookie })).status, 200); // 2
    const viaKey = await api.request('GET', '/v1/keys', { key: small.api_key }); // 3: the same window
    assert.equal(viaKey.headers.get('x-ratelimit-remaining'), '0');
    const over = await trpcGet('session.me', undefined, { cookie });
    assert.equal(over.status, 429);
    assert.ok(Number(over.headers.get('retry-after')) >= 1);
    const body = (await apiErrorOf(over)).body as { error: string; retry_after: number };
    assert.equal(body.error, 'RATE_LIMIT_EXCEEDED');
    assert.ok(body.retry_after >= 1);
  });

  it('disabling the session’s key ends the session; sign-out ends it on the server', async () => {
    const k = await api.mintKey('acme');
    const cookie = await signIn(k.api_key);
    assert.equal((await api.request('PATCH', `/v1/keys/${k.key_id}`, { key: acme.api_key, body: { is_active: false } })).status, 200);
    assert.equal((await trpcGet('session.me', undefined, { cookie })).status, 401);
    await api.request('PATCH', `/v1/keys/${k.key_id}`, { key: acme.api_key, body: { is_active: true } });
    assert.equal((await trpcGet('session.me', undefined, { cookie })).status, 200);

    const crossSignOut = await trpcPost('session.signOut', {}, { cookie, origin: 'https://evil.example' });
    assert.equal(crossSignOut.status, 401, 'another site cannot sign the user out either');
    const out = await trpcPost('session.signOut', {}, { cookie, origin });
    assert.equal(out.status, 200);
    assert.match(out.headers.get('set-cookie') ?? '', /^sim_session=; Max-Age=0;/);
    assert.equal((await trpcGet('session.me', undefined, { cookie })).status, 401);
    assert.equal((await fetch(`${api.baseUrl}/v1/simulations`, { headers: { cookie } })).status, 401);
  });

  it('simulations.watch streams the simulation over SSE until a terminal status; 404/403/422 before any data', async () => {
    const cookie = await signIn(acme.api_key);
    const created = await api.request('POST', '/v1/simulations', { key: acme.api_key, body: { prompt: 'How fast will electric cars spread among 10,000 households?' } });
    const r = await trpcGet('simulations.watch', { id: created.json.id }, { cookie, accept: 'text/event-stream' });
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /^text\/event-stream/);
    const statuses: string[] = [];
    let ended = false;
    for (const line of (await r.text()).split('\n')) {
      if (line.startsWith('event: return')) ended = true;
      if (!line.startsWith('data: ') || line.length === 6) continue;
      const data = JSON.parse(line.slice(6)) as { status?: string };
      if (data.status && statuses.at(-1) !== data.status) statuses.push(data.status);
    }
    assert.ok(ended, 'the stream ends by itself');
    assert.equal(statuses.at(-1), 'COMPLETED_ANALYSIS');
    assert.ok(statuses.length >= 1);
    // The whole stream counted as one request of the key.
    const remainingAtStart = Number(r.headers.get('x-ratelimit-remaining'));
    const next = await trpcGet('session.me', undefined, { cookie });
    assert.equal(Number(next.headers.get('x-ratelimit-remaining')), remainingAtStart - 1);

    const theirs = await api.request('POST', '/v1/simulations', { key: globex.api_key, body: { prompt: 'globex' } });
    for (const [id, status] of [
      [theirs.json.id, 403],
      ['00000000-0000-4000-8000-000000000000', 404],
      ['nope', 422],
    ] as const) {
      const w = await trpcGet('simulations.watch', { id }, { cookie, accept: 'text/event-stream' });
      const text = await w.text();
      assert.ok(!text.includes('globex'), 'nothing of the other tenant');
      assert.match(text, new RegExp(`"httpStatus":${status}`), `${id}: ${text.slice(0, 300)}`);
    }
  });

  it('GET /v1/simulations/{id}/metrics.csv: the API’s checks and bodies, then an attachment', async () => {
    const created = await api.request('POST', '/v1/simulations', { key: acme.api_key, body: { prompt: 'How fast will heat pumps spread among 2,000 households?' } });
    const id: string = created.json.id;
    const early = await api.request('GET', `/v1/simulations/${id}/metrics.csv`, { key: acme.api_key });
    assert.equal(early.status, 409);
    assert.equal(early.json.error, 'SIMULATION_NOT_COMPLETE');
    assert.equal((await api.request('GET', `/v1/simulations/${id}/metrics.csv`)).status, 401);
    assert.deepEqual((await api.request('GET', `/v1/simulations/${id}/metrics.csv`, { key: globex.api_key })).json, { detail: `Simulation ${id} belongs to a different tenant` });
    assert.equal((await api.request('GET', '/v1/simulations/00000000-0000-4000-8000-000000000000/metrics.csv', { key: acme.api_key })).status, 404);
    const bad = await api.request('GET', '/v1/simulations/nope/metrics.csv', { key: acme.api_key });
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.json.detail[0].loc, ['path', 'id']);

    for (let i = 0; i < 600; i++) {
      const s = await api.request('GET', `/v1/simulations/${id}`, { key: acme.api_key });
      if (s.json.status === 'COMPLETED_ANALYSIS' || s.json.status === 'FAILED') break;
      await new Promise((res) => setTimeout(res, 100));
    }
    const ok = await api.request('GET', `/v1/simulations/${id}/metrics.csv`, { key: acme.api_key });
    assert.equal(ok.status, 200);
    assert.match(ok.headers.get('content-type') ?? '', /^text\/csv/);
    assert.equal(ok.headers.get('content-disposition'), `attachment; filename="simulation-${id}-metrics.csv"`);
    assert.ok(ok.headers.get('x-ratelimit-remaining'));
    assert.ok(ok.text.startsWith('arm,statistic,group_id,step,kind,name,label,value\r\n'));
    const results = await api.request('GET', `/v1/simulations/${id}/results`, { key: acme.api_key });
    type ByGroup = { timeline: { variables: object; actions: object }[] }[];
    const count = (byGroup: ByGroup) => byGroup.reduce((n, g) => n + g.timeline.reduce((m, p) => m + Object.keys(p.variables).length + Object.keys(p.actions).length, 0), 0);
    // With arms or replicates every arm has a mean, a p05 and a p95 of each value; a single run only its values.
    const m = results.json.metrics as { by_group: ByGroup; arms?: { by_group: ByGroup }[] };
    const values = m.arms ? m.arms.reduce((n, a) => n + 3 * count(a.by_group), 0) : count(m.by_group);
    assert.equal(ok.text.trimEnd().split('\r\n').length - 1, values, 'one row per value');
    const cookie = await signIn(acme.api_key);
    assert.equal((await fetch(`${api.baseUrl}/v1/simulations/${id}/metrics.csv`, { headers: { cookie } })).status, 200, 'the dashboard’s download link works with the session');
  });

  it('the pages: index.html with a strict CSP at every client route, hashed assets, the API’s 404 elsewhere', async () => {
    for (const path of ['/', '/simulations', '/simulations/new', `/simulations/abc`, '/scenarios', '/scenarios/x', '/keys', '/sign-in']) {
      const r = await fetch(api.baseUrl + path);
      assert.equal(r.status, 200, path);
      assert.match(r.headers.get('content-type') ?? '', /^text\/html/);
      const csp = r.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'none'/);
      assert.match(csp, /script-src 'self'(;|$)/);
      assert.match(csp, /connect-src 'self'(;|$)/);
      assert.match(csp, /frame-ancestors 'none'/);
      const html = await r.text();
      assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script');
      assert.equal(r.headers.get('x-frame-options'), 'DENY');
    }
    const html = await (await fetch(api.baseUrl + '/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] as string;
    const js = await fetch(api.baseUrl + asset, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(js.status, 200);
    assert.match(js.headers.get('cache-control') ?? '', /immutable/);
    assert.equal(js.headers.get('content-encoding'), 'gzip');
    for (const path of ['/assets/missing.js', '/assets/..%2Fpackage.json', '/nope', '/v1']) {
      const r = await fetch(api.baseUrl + path);
      assert.equal(r.status, 404, path);
      assert.deepEqual(await r.json(), { detail: 'Not Found' }, path);
    }
    const docs = await fetch(api.baseUrl + '/docs');
    assert.doesNotMatch(docs.headers.get('content-security-policy') ?? '', /connect-src/, 'other pages keep their own policy');
  });
});

describe('dashboard pages before a build', () => {
  it('answer 503 with how to build, not a broken page', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'simsvc-dist-'));
    const app = Fastify();
    registerDashboard(app, dist);
    try {
      const r = await app.inject({ method: 'GET', url: '/keys' });
      assert.equal(r.statusCode, 503);
      assert.match(r.body, /npm run build:dashboard/);
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
      const after = await app.inject({ method: 'GET', url: '/keys' });
      assert.equal(after.statusCode, 200);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
