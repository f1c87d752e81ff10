/**
 * GET /v1/simulations/{id}/events (server-sent events): the API's checks answered as JSON
 * before any stream; then the current state first, status changes and throttled progress,
 * closing after a terminal status; the whole stream counts as one request. Runs the embedded
 * pipeline on SQLite (the stream reads through the same procedure on every store).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { v2Config, WITH_CONFIG_PATH } from '../../helpers/pipeline.js';

interface Received {
  status: number;
  headers: Headers;
  events: Array<{ event: string; data: any }>;
}

/** Reads a whole stream (it must close on its own: a generous bound fails a stream that never ends). */
async function readEvents(baseUrl: string, path: string, key: string, until?: (e: { event: string; data: any }) => boolean): Promise<Received> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), 120_000);
  try {
    const res = await fetch(baseUrl + path, { headers: { 'X-API-Key': key, Accept: 'text/event-stream' }, signal: ctrl.signal });
    const events: Received['events'] = [];
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return { status: res.status, headers: res.headers, events };
    const decoder = new TextDecoder();
    let buffer = '';
    let stopped = false;
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while (!stopped && (end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
          events.push({ event, data });
          if (until?.({ event, data })) {
            stopped = true;
            ctrl.abort();
          }
        }
      }
    } catch (err) {
      // Our own abort (the client going away) ends the read; anything else is a failure.
      if (!stopped) throw err;
    }
    if (stopped) return { status: res.status, headers: res.headers, events };
    assert.equal(buffer, '', 'the stream ends on an event boundary');
    return { status: res.status, headers: res.headers, events };
  } finally {
    clearTimeout(timer);
  }
}

describe('GET /v1/simulations/{id}/events', () => {
  let api: TestApi;
  let key: string;
  let other: string;
  before(async () => {
    api = await startTestApi('sqlite', { ANALYST_SENSITIVITY_RUNS: '0' }, { withPipeline: true });
    key = (await api.mintKey('acme', { rateLimit: 50 })).api_key;
    other = (await api.mintKey('globex')).api_key;
  });
  after(() => api.close());

  it('refuses before the stream, in the API’s JSON bodies: 401, 422 at path.id, 404, 403', async () => {
    const own = await api.request('POST', '/v1/simulations', { key, body: { prompt: 'How fast will heat pumps spread among 2,000 households?' } });
    const id = own.json.id as string;
    const none = await api.request('GET', `/v1/simulations/${id}/events`);
    assert.equal(none.status, 401);
    assert.match(none.headers.get('content-type') ?? '', /^application\/json/);
    const bad = await api.request('GET', '/v1/simulations/nope/events', { key });
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.json.detail[0].loc, ['path', 'id']);
    assert.equal((await api.request('GET', '/v1/simulations/00000000-0000-4000-8000-000000000000/events', { key })).status, 404);
    const foreign = await api.request('GET', `/v1/simulations/${id}/events`, { key: other });
    assert.equal(foreign.status, 403);
    assert.deepEqual(foreign.json, { detail: `Simulation ${id} belongs to a different tenant` });
  });

  it('sends the current state first, every status change in order, progress while the Simulator runs, and closes; one request', async () => {
    const created = await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'EV subsidies, two arms', config: { ...v2Config(), number_of_steps: 120 } } });
    assert.equal(created.status, 201);
    const id = created.json.id as string;
    const before = Number(created.headers.get('x-ratelimit-remaining'));

    const got = await readEvents(api.baseUrl, `/v1/simulations/${id}/events`, key);
    assert.equal(got.status, 200);
    assert.match(got.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.equal(got.headers.get('cache-control'), 'no-store');
    assert.equal(Number(got.headers.get('x-ratelimit-remaining')), before - 1);

    const statuses = got.events.filter((e) => e.event === 'status').map((e) => e.data.status as string);
    assert.equal(got.events[0].event, 'status', 'the current state comes first');
    assert.equal(got.events[0].data.id, id);
    // The first is whatever the simulation was in when the stream opened; from there, the path in order without repeats.
    assert.deepEqual(statuses, WITH_CONFIG_PATH.slice(WITH_CONFIG_PATH.indexOf(statuses[0])));
    assert.equal(statuses.at(-1), 'COMPLETED_ANALYSIS');
    assert.equal(got.events.at(-1)?.event, 'status', 'the stream ends with the terminal status');

    // Progress, if the Simulator ran long enough to be seen, only while it ran, as {step,total}, and moving forward.
    let inSimulator = false;
    let lastStep = -1;
    let total: number | undefined;
    for (const e of got.events) {
      if (e.event === 'status') inSimulator = e.data.status === 'PROCESSING_SIMULATION';
      else {
        assert.equal(e.event, 'progress');
        assert.ok(inSimulator, 'progress only while PROCESSING_SIMULATION');
        assert.deepEqual(Object.keys(e.data).sort(), ['step', 'total']);
        // The total counts every arm's and replicate's steps; it does not change during a run.
        total ??= e.data.total;
        assert.equal(e.data.total, total);
        assert.ok(e.data.step > lastStep && e.data.step <= e.data.total);
        lastStep = e.data.step;
      }
    }

    const afterwards = await api.request('GET', `/v1/simulations/${id}`, { key });
    assert.equal(Number(afterwards.headers.get('x-ratelimit-remaining')), before - 2, 'the stream counted as one request');

    // A finished simulation: its state, then the stream closes at once.
    const done = await readEvents(api.baseUrl, `/v1/simulations/${id}/events`, key);
    assert.deepEqual(
      done.events.map((e) => e.event),
      ['status'],
    );
    assert.equal(done.events[0].data.status, 'COMPLETED_ANALYSIS');

    // Model v2's arms in the CSV export: every arm, each with mean, p05 and p95.
    const csv = await api.request('GET', `/v1/simulations/${id}/metrics.csv`, { key });
    assert.equal(csv.status, 200);
    const rows = csv.text.trimEnd().split('\r\n');
    assert.equal(rows[0], 'arm,statistic,group_id,step,kind,name,label,value');
    const armStats = new Set(rows.slice(1).map((r) => r.split(',').slice(0, 2).join('/')));
    assert.deepEqual([...armStats], ['baseline', 'subsidy', 'none'].flatMap((a) => ['mean', 'p05', 'p95'].map((s) => `${a}/${s}`)));
  });

  it('a client that goes away ends its stream; the server keeps answering and closes promptly', async () => {
    const created = await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'long run', config: { ...v2Config(), number_of_steps: 1000 } } });
    assert.equal(created.status, 201, created.text);
    const first = await readEvents(api.baseUrl, `/v1/simulations/${created.json.id}/events`, key, () => true);
    assert.equal(first.events.length, 1);
    assert.equal(first.events[0].event, 'status');
    assert.equal((await api.request('GET', `/v1/simulations/${created.json.id}`, { key })).status, 200);
  });
});

describe('GET /v1/simulations/{id}/events on an idle simulation', () => {
  let api: TestApi;
  let key: string;
  before(async () => {
    // No runner: the simulation stays PENDING and the stream has nothing to tell after its first event.
    api = await startTestApi('sqlite', { EVENTS_KEEP_ALIVE_MS: '50' });
    key = (await api.mintKey('acme')).api_key;
  });
  after(() => api.close());

  it('sends a ": keep-alive" comment line while nothing happens (EVENTS_KEEP_ALIVE_MS)', async () => {
    const created = await api.request('POST', '/v1/simulations', { key, body: { prompt: 'How fast will heat pumps spread among 2,000 households?' } });
    assert.equal(created.status, 201);
    const ctrl = new AbortController();
    const res = await fetch(`${api.baseUrl}/v1/simulations/${created.json.id}/events`, { headers: { 'X-API-Key': key }, signal: ctrl.signal });
    assert.equal(res.status, 200);
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of res.body!) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        if (text.split(': keep-alive\n\n').length > 2) break; // two keep-alives seen
      }
    } finally {
      ctrl.abort();
    }
    const blocks = text.split('\n\n').filter(Boolean);
    assert.match(blocks[0], /^event: status\ndata: /, 'the current state still comes first');
    assert.equal(JSON.parse(blocks[0].split('data: ')[1]).status, 'PENDING');
    assert.deepEqual(blocks.slice(1, 3), [': keep-alive', ': keep-alive']);
    // The server is fine after the client went away.
    assert.equal((await api.request('GET', `/v1/simulations/${created.json.id}`, { key })).status, 200);
  });

  it('a shutdown after a stream and a kept-alive connection ends within the shutdown grace period, not the 72 s keep-alive timeout', async () => {
    const started = Date.now();
    await api.app.close();
    const took = Date.now() - started;
    assert.ok(took < 10_000, `closing took ${took} ms (SHUTDOWN_GRACE_MS defaults to 10 s)`);
  });
});
