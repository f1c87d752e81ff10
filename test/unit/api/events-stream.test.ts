import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatEvent, KEEP_ALIVE, PROGRESS_MIN_GAP_MS, simulationEvents, withKeepAlive, type SimulationEvent } from '../../../src/api/events-stream-route.js';
import type { Simulation } from '../../../src/domain/schemas/simulations.js';

const base = {
  id: '0190f3a0-0000-7000-8000-000000000000',
  title: 't',
  prompt: 'p',
  tags: [],
  tenant_id: 'acme',
  scenario_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  lifecycle: { states: [] },
} as const;
const sim = (status: Simulation['status'], extra: Partial<Simulation> = {}): Simulation => ({ ...base, tags: [], lifecycle: { states: [] }, status, ...extra });

async function collect(snapshots: Array<[number, Simulation]>): Promise<SimulationEvent[]> {
  let t = 0;
  async function* gen() {
    for (const [at, s] of snapshots) {
      t = at;
      yield s;
    }
  }
  const out: SimulationEvent[] = [];
  for await (const e of simulationEvents(gen(), () => t)) out.push(e);
  return out;
}

describe('events stream: snapshots as status and progress events', () => {
  it('the current state first, then one status event per status change and progress when the step moves', async () => {
    const events = await collect([
      [0, sim('COMPLETED_CONFIG')],
      [500, sim('PROCESSING_SIMULATION')],
      [1000, sim('PROCESSING_SIMULATION', { progress: { step: 10, total: 100 } })],
      [1500, sim('PROCESSING_SIMULATION', { progress: { step: 10, total: 100 }, title: 'renamed' })],
      [2000, sim('PROCESSING_SIMULATION', { progress: { step: 60, total: 100 } })],
      [2500, sim('COMPLETED_SIMULATION')],
      [3000, sim('COMPLETED_ANALYSIS')],
    ]);
    assert.deepEqual(
      events.map((e) => (e.event === 'status' ? `status:${(e.data as Simulation).status}` : `progress:${JSON.stringify(e.data)}`)),
      [
        'status:COMPLETED_CONFIG',
        'status:PROCESSING_SIMULATION',
        'progress:{"step":10,"total":100}',
        'progress:{"step":60,"total":100}',
        'status:COMPLETED_SIMULATION',
        'status:COMPLETED_ANALYSIS',
      ],
    );
    assert.equal((events[0].data as Simulation).id, base.id, 'a status event carries the whole simulation');
  });

  it('statuses passed between two reads are told from the lifecycle, each once and in order, as the simulation stood then', async () => {
    const at = (n: number) => `2026-01-01T00:00:0${n}.000Z`;
    const states = (names: Simulation['status'][]) => ({ states: names.map((name, i) => ({ name, at: at(i) })) });
    const events = await collect([
      [0, sim('PROCESSING_SIMULATION', { lifecycle: states(['PENDING', 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION']), progress: { step: 5, total: 10 } })],
      [500, sim('COMPLETED_ANALYSIS', { updated_at: at(5), lifecycle: states(['PENDING', 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION', 'COMPLETED_SIMULATION', 'PROCESSING_ANALYSIS', 'COMPLETED_ANALYSIS']) })],
    ]);
    assert.deepEqual(
      events.map((e) => (e.data as Simulation).status),
      ['PROCESSING_SIMULATION', 'COMPLETED_SIMULATION', 'PROCESSING_ANALYSIS', 'COMPLETED_ANALYSIS'],
    );
    const passed = events[1].data as Simulation;
    assert.equal(passed.updated_at, at(3));
    assert.deepEqual(passed.lifecycle.states.map((s) => s.name), ['PENDING', 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION', 'COMPLETED_SIMULATION']);
    assert.equal('progress' in passed, false);
  });

  it('progress at most twice a second however often the step moves', async () => {
    const snaps: Array<[number, Simulation]> = [[0, sim('PROCESSING_SIMULATION')]];
    for (let i = 1; i <= 40; i++) snaps.push([i * 50, sim('PROCESSING_SIMULATION', { progress: { step: i, total: 40 } })]);
    const progress = (await collect(snaps)).filter((e) => e.event === 'progress');
    assert.equal(progress.length, Math.floor((40 * 50 - 50) / PROGRESS_MIN_GAP_MS) + 1);
  });

  it('formats an event as text/event-stream lines with one line of JSON', () => {
    assert.equal(formatEvent({ event: 'progress', data: { step: 1, total: 2 } }), 'event: progress\ndata: {"step":1,"total":2}\n\n');
    assert.ok(!formatEvent({ event: 'status', data: sim('FAILED', { error_log: 'a\nb' }) }).slice(0, -2).includes('\n\n'));
  });
});

describe('events stream: keep-alive comments while idle', () => {
  it('sends a keep-alive comment while the source is silent and loses none of its values', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    async function* source() {
      yield 'a';
      await gate;
      yield 'b';
    }
    const out = withKeepAlive(source(), 5);
    assert.deepEqual(await out.next(), { value: 'a', done: false });
    // The source waits on the gate: only keep-alives come until it opens.
    assert.deepEqual(await out.next(), { value: KEEP_ALIVE, done: false });
    assert.deepEqual(await out.next(), { value: KEEP_ALIVE, done: false });
    open();
    const rest: string[] = [];
    for await (const chunk of out) rest.push(chunk);
    assert.deepEqual(rest.filter((c) => c !== KEEP_ALIVE), ['b'], 'the read pending across keep-alives is delivered once');
    assert.equal(KEEP_ALIVE, ': keep-alive\n\n', 'a comment line (clients ignore it), ending its block');
  });

  it('ends the source when the client goes away mid-wait', async () => {
    let ended = false;
    async function* source() {
      try {
        yield 'a';
        await new Promise(() => {}); // never answers
      } finally {
        ended = true;
      }
    }
    const it = source();
    const out = withKeepAlive(
      {
        [Symbol.asyncIterator]: () => ({
          next: () => it.next(),
          // A watch's source ends on its abort signal; here return ends it at once.
          return: async () => {
            ended = true;
            return { value: undefined, done: true as const };
          },
        }),
      },
      5,
    );
    assert.equal((await out.next()).value, 'a');
    assert.equal((await out.next()).value, KEEP_ALIVE);
    await out.return(undefined);
    assert.ok(ended);
  });
});
