import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import { largeConfig, percentile, pollLatencies, readRaw, smallConfig, startFairnessServer, type FairnessServer } from '../../../bench/lib/fairness.js';

/**
 * Issue 11 items 2 and 4, scaled down: beside one tenant's large run (checkpoints of tens of
 * MB every 200 ms) and beside ten concurrent reads of a results document of several MB,
 * another tenant's GETs keep p99 under 100 ms and its 1,000-agent simulation finishes within
 * 2 s (the bounds the issue asks for). The server runs in its own process (src/main.ts).
 */
// Latency bounds say nothing on a machine whose run queue is several times its cores (the
// shared CI box reached a load of 21 on 2 cores): then the test says so and skips. The bounds
// themselves are the issue's.
const overloaded = os.loadavg()[0] > 3 * os.availableParallelism();

describe('another tenant beside a large run', { skip: overloaded ? `machine overloaded (load ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores)` : false }, () => {
  let server: FairnessServer;
  let a: string;
  let b: string;
  let bId: string;
  const submit = async (key: string, config: unknown) => {
    const r = await fetch(`${server.baseUrl}/v1/simulations/with-config`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: 'fairness', config }),
    });
    assert.equal(r.status, 201);
    return ((await r.json()) as { id: string }).id;
  };
  const status = async (key: string, id: string) =>
    ((await (await fetch(`${server.baseUrl}/v1/simulations/${id}`, { headers: { 'X-API-Key': key } })).json()) as { status: string; error_log?: string });
  const finished = async (key: string, id: string, timeoutMs = 300_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const s = await status(key, id);
      if (s.status === 'COMPLETED_ANALYSIS' || s.status === 'FAILED') return s;
      assert.ok(Date.now() < deadline, `${id} still ${s.status}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  before(async () => {
    server = await startFairnessServer('sqlite', { CHECKPOINT_EVERY_MS: '200' });
    a = await server.mintKey('tenant-a');
    b = await server.mintKey('tenant-b');
    bId = await submit(b, smallConfig());
    assert.equal((await finished(b, bId)).status, 'COMPLETED_ANALYSIS');
  });
  after(() => server?.stop());

  it('while a large run checkpoints, the other tenant’s GET p99 stays under 100 ms and its small simulation takes under 2 s', async () => {
    // 2 groups × 80,000 agents × 31 columns: a checkpoint image of about 40 MB. The spec's most
    // steps (1,000), so that no machine finishes it while the measurement runs (a quiet CI box
    // ran 60 steps in about a second); the test cancels it afterwards.
    const aId = await submit(a, largeConfig({ groups: 2, agents: 80_000, variables: 30, steps: 1_000 }));
    for (;;) {
      const s = await status(a, aId);
      if (s.status === 'PROCESSING_SIMULATION') break;
      assert.notEqual(s.status, 'FAILED', s.error_log);
      await new Promise((r) => setTimeout(r, 20));
    }
    const poll = pollLatencies(server.baseUrl, b, `/v1/simulations/${bId}`);
    await new Promise((r) => setTimeout(r, 1000));
    const t0 = performance.now();
    const small = await finished(b, await submit(b, smallConfig()));
    const smallMs = performance.now() - t0;
    // A p99 means something only over enough GETs (over 40 it is the slowest one): keep
    // measuring beside the large run until there are at least 200.
    while (poll.count() < 200) await new Promise((r) => setTimeout(r, 50));
    const large = await status(a, aId);
    const latencies = await poll.stop();
    assert.equal(small.status, 'COMPLETED_ANALYSIS');
    assert.equal(large.status, 'PROCESSING_SIMULATION', 'the large run was still going');
    assert.ok(smallMs < 2000, `small simulation took ${smallMs.toFixed(0)} ms`);
    assert.ok(percentile(latencies, 99) < 100, `GET p99 ${percentile(latencies, 99).toFixed(1)} ms over ${latencies.length} GETs`);
    const cancel = await fetch(`${server.baseUrl}/v1/simulations/${aId}/cancel`, { method: 'POST', headers: { 'X-API-Key': a } });
    assert.equal(cancel.status, 200);
    assert.equal((await finished(a, aId, 60_000)).status, 'FAILED');
  });

  it('ten concurrent reads of a large results document do not stall the other tenant’s GETs', async () => {
    const docId = await submit(a, { ...largeConfig({ groups: 6, agents: 1, variables: 40, steps: 300 }), replicates: 2 });
    assert.equal((await finished(a, docId)).status, 'COMPLETED_ANALYSIS');
    const poll = pollLatencies(server.baseUrl, b, `/v1/simulations/${bId}`);
    await new Promise((r) => setTimeout(r, 200));
    // Rounds of ten concurrent reads until the other tenant has made at least 200 GETs beside them
    // (a p99 over fewer is the slowest single GET).
    const reads: Array<{ status: number }> = [];
    while (poll.count() < 200) {
      reads.push(...(await Promise.all(Array.from({ length: 10 }, () => readRaw(`${server.baseUrl}/v1/simulations/${docId}/results`, { 'X-API-Key': a, 'Accept-Encoding': 'gzip' })))));
    }
    const latencies = await poll.stop();
    for (const r of reads) assert.equal(r.status, 200);
    assert.ok(percentile(latencies, 99) < 100, `GET p99 ${percentile(latencies, 99).toFixed(1)} ms over ${latencies.length} GETs`);
  });
});
