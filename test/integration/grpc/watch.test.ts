import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { status } from '@grpc/grpc-js';
import { storeKinds } from '../../helpers/databases.js';
import type { SimulationStatus as DomainStatus } from '../../../src/domain/lifecycle.js';
import { SimulationStatus, type WatchSimulationResponse } from '../../../src/grpc/gen/simulation/v1/simulations_pb.js';
import { collect } from './client.js';
import { startGrpcApi, type GrpcApi } from './setup.js';

const FORWARD: DomainStatus[] = [
  'PENDING',
  'PROCESSING_CONFIG',
  'COMPLETED_CONFIG',
  'PROCESSING_SIMULATION',
  'COMPLETED_SIMULATION',
  'PROCESSING_ANALYSIS',
  'COMPLETED_ANALYSIS',
];
const names = (ms: WatchSimulationResponse[]) => ms.map((m) => SimulationStatus[m.simulation!.status]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const kind of storeKinds()) {
  describe(`gRPC WatchSimulation (${kind})`, () => {
    let g: GrpcApi;
    let key: string;
    let polls = 0;
    before(async () => {
      g = await startGrpcApi(kind);
      key = (await g.api.mintKey('tenant-w')).api_key;
      // Counts the watch's reads, to show they stop when the watch ends.
      const svc = g.api.app.services.simulations;
      const get = svc.get.bind(svc);
      svc.get = (caller, id) => {
        polls++;
        return get(caller, id);
      };
    });
    after(() => g.close());

    const create = async () => (await g.simulations.createSimulation({ prompt: 'watch me' }, { key })).response.simulation!.id;
    const advance = (id: string, to: DomainStatus) => g.api.app.store.simulations.transition(id, to, 'advance', Date.now());

    it('sees every lifecycle status in order, each once, and ends after COMPLETED_ANALYSIS', async () => {
      const id = await create();
      const stream = g.simulations.watchSimulation({ id }, { key });
      const done = collect(stream, (m) => {
        const i = FORWARD.indexOf(SimulationStatus[m.simulation!.status] as DomainStatus);
        if (i >= 0 && i < FORWARD.length - 1) void advance(id, FORWARD[i + 1]);
      });
      const { messages, error, headers } = await done;
      assert.equal(error, undefined);
      assert.deepEqual(names(messages), FORWARD);
      assert.deepEqual(messages.at(-1)!.simulation!.lifecycle!.states.map((s) => SimulationStatus[s.name]), FORWARD);
      assert.equal(headers?.get('x-ratelimit-limit')[0], '1000');
    });

    it('ends after FAILED, with the error_log', async () => {
      const id = await create();
      const done = collect(g.simulations.watchSimulation({ id }, { key }), (m) => {
        if (m.simulation!.status === SimulationStatus.PENDING) void g.api.app.store.simulations.transition(id, 'FAILED', 'fail', Date.now(), { errorLog: 'Architect gave up' });
      });
      const { messages, error } = await done;
      assert.equal(error, undefined);
      assert.deepEqual(names(messages), ['PENDING', 'FAILED']);
      assert.equal(messages[1].simulation!.errorLog, 'Architect gave up');
    });

    it('a watch of a finished simulation sends it once and ends', async () => {
      const id = await create();
      await g.api.app.store.simulations.transition(id, 'FAILED', 'fail', Date.now());
      const { messages, error } = await collect(g.simulations.watchSimulation({ id }, { key }));
      assert.equal(error, undefined);
      assert.deepEqual(names(messages), ['FAILED']);
    });

    it('stops polling when the client cancels', async () => {
      const id = await create();
      const stream = g.simulations.watchSimulation({ id }, { key });
      const done = collect(stream, () => stream.cancel());
      const { messages, error } = await done;
      assert.equal(error?.code, status.CANCELLED);
      assert.equal(messages.length, 1);
      await sleep(100);
      const before = polls;
      await sleep(700);
      assert.equal(polls, before, 'no read after the cancel');
    });

    it('ends with DEADLINE_EXCEEDED at the deadline of a simulation that never moves, and stops polling', async () => {
      const id = await create();
      const started = Date.now();
      const { messages, error } = await collect(g.simulations.watchSimulation({ id }, { key, deadlineMs: 300 }));
      assert.equal(error?.code, status.DEADLINE_EXCEEDED);
      assert.deepEqual(names(messages), ['PENDING']);
      assert.ok(Date.now() - started < 1_500);
      await sleep(100);
      const before = polls;
      await sleep(700);
      assert.equal(polls, before, 'no read after the deadline');
    });

    it('unknown and malformed ids end the stream at once', async () => {
      const missing = await collect(g.simulations.watchSimulation({ id: '01890000-0000-7000-8000-000000000000' }, { key }));
      assert.equal(missing.error?.code, status.NOT_FOUND);
      const bad = await collect(g.simulations.watchSimulation({ id: 'nope' }, { key }));
      assert.equal(bad.error?.code, status.INVALID_ARGUMENT);
      assert.equal(bad.error?.badRequest?.fieldViolations[0]?.field, 'id');
    });

    // Last: it closes the app.
    it('shutdown ends open watches with UNAVAILABLE instead of waiting for them', async () => {
      const id = await create();
      const stream = g.simulations.watchSimulation({ id }, { key });
      let first!: () => void;
      const gotFirst = new Promise<void>((r) => (first = r));
      const done = collect(stream, () => first());
      await gotFirst;
      const started = Date.now();
      await g.api.app.close();
      const { error } = await done;
      assert.equal(error?.code, status.UNAVAILABLE);
      assert.ok(Date.now() - started < 2_000, `close took ${Date.now() - started} ms`);
    });
  });
}

describe('gRPC WatchSimulation with the real pipeline (sqlite)', () => {
  let g: GrpcApi;
  before(async () => {
    g = await startGrpcApi('sqlite', {}, { withPipeline: true });
  });
  after(() => g.close());

  it('follows a simulation from PENDING to COMPLETED_ANALYSIS, then the results are there', async () => {
    const key = (await g.api.mintKey('tenant-p')).api_key;
    const s = (await g.simulations.createSimulation({ prompt: 'How will 1,000 households adopt rooftop solar over 12 months?' }, { key })).response.simulation!;
    const { messages, error } = await collect(g.simulations.watchSimulation({ id: s.id }, { key, deadlineMs: 30_000 }));
    const seen = names(messages);
    assert.equal(error, undefined, `${error?.message}; seen ${seen.join(' → ')}; ${messages.at(-1)?.simulation?.errorLog ?? ''}`);
    assert.equal(seen.at(-1), 'COMPLETED_ANALYSIS');
    // Polling may miss a short-lived status, never the order.
    const order = seen.filter((x, i) => x !== seen[i - 1]).map((x) => FORWARD.indexOf(x as DomainStatus));
    assert.deepEqual(order, [...order].sort((a, b) => a - b));
    assert.deepEqual(messages.at(-1)!.simulation!.lifecycle!.states.map((x) => SimulationStatus[x.name]), FORWARD);
    const results = (await g.simulations.getSimulationResults({ id: s.id }, { key })).response.results!;
    assert.equal(results.status, SimulationStatus.COMPLETED_ANALYSIS);
    assert.ok(results.metrics!.byGroup.length > 0);
    assert.ok(results.analysis!.executiveSummary.length > 0);
  });
});
