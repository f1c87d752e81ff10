/**
 * npm run bench:fairness — issue 11 items 2 and 4: what another tenant sees beside a large run.
 *
 * Phase 1: tenant A runs a large configuration (big checkpoints, a big results document) while
 * tenant B polls GET /v1/simulations/<id> and submits a 1,000-agent simulation.
 * Phase 2: ten concurrent reads of A's results document while B keeps polling.
 * Prints B's GET latency percentiles (p50/p99/max), B's completion time and the server
 * process's peak RSS (the server runs in a child process: src/main.ts, as deployed).
 *
 * Sizes: FAIR_GROUPS (5) × FAIR_AGENTS (100000) agents × FAIR_VARIABLES (50), FAIR_STEPS (100)
 * for the large run; the results document comes from FAIR_DOC_GROUPS (10) groups × 1 agent ×
 * FAIR_DOC_STEPS (500) steps × FAIR_VARIABLES, 2 replicates. DATABASE=mysql runs on MariaDB.
 */
import { largeConfig, percentile, pollLatencies, readRaw, smallConfig, startFairnessServer } from './lib/fairness.js';
import type { StoreKind } from '../test/helpers/databases.js';

const env = (name: string, dflt: number) => Number(process.env[name] ?? dflt);
const GROUPS = env('FAIR_GROUPS', 5);
const AGENTS = env('FAIR_AGENTS', 100_000);
const VARIABLES = env('FAIR_VARIABLES', 50);
const STEPS = env('FAIR_STEPS', 100);
const DOC_GROUPS = env('FAIR_DOC_GROUPS', 10);
const DOC_STEPS = env('FAIR_DOC_STEPS', 500);
const kind = (process.env.DATABASE ?? 'sqlite') as StoreKind;

const mb = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`;
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main(): Promise<void> {
  const api = await startFairnessServer(kind, { CHECKPOINT_EVERY_MS: process.env.CHECKPOINT_EVERY_MS ?? '1000' });
  const request = async (method: string, path: string, o: { key: string; body?: unknown }) => {
    const r = await fetch(api.baseUrl + path, {
      method,
      headers: { 'X-API-Key': o.key, ...(o.body ? { 'Content-Type': 'application/json' } : {}) },
      body: o.body ? JSON.stringify(o.body) : undefined,
    });
    const text = await r.text();
    return { status: r.status, text, json: JSON.parse(text) };
  };
  try {
    const a = await api.mintKey('tenant-a');
    const b = await api.mintKey('tenant-b');
    const submit = async (key: string, config: unknown) => {
      const r = await request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'fairness', config } });
      if (r.status !== 201) throw new Error(`create: ${r.status} ${r.text}`);
      return r.json.id as string;
    };
    const finished = async (key: string, id: string, timeoutMs = 600_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const s = (await request('GET', `/v1/simulations/${id}`, { key })).json;
        if (s.status === 'COMPLETED_ANALYSIS' || s.status === 'FAILED') return s;
        if (Date.now() > deadline) throw new Error(`${id} still ${s.status}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    // Warm-up, and the simulation B polls.
    const bId = await submit(b, smallConfig());
    await finished(b, bId);

    process.stdout.write(`large run: ${GROUPS} groups × ${AGENTS} agents × ${VARIABLES} variables, ${STEPS} steps (${kind})\n`);
    await api.eventLoopMaxMs();
    let poll = pollLatencies(api.baseUrl, b, `/v1/simulations/${bId}`);
    const t0 = performance.now();
    const aId = await submit(a, largeConfig({ groups: GROUPS, agents: AGENTS, variables: VARIABLES, steps: STEPS }));
    // B's small simulation once A's run is simulating.
    for (;;) {
      const s = (await request('GET', `/v1/simulations/${aId}`, { key: a })).json;
      if (s.status !== 'PENDING' && s.status !== 'COMPLETED_CONFIG') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 1500));
    const s0 = performance.now();
    const small = await finished(b, await submit(b, smallConfig()));
    const smallMs = performance.now() - s0;
    const large = await finished(a, aId);
    const largeMs = performance.now() - t0;
    let lat = await poll.stop();
    let loop = await api.eventLoopMaxMs();
    process.stdout.write(`  large run ${large.status} in ${(largeMs / 1000).toFixed(1)} s; B's small simulation ${small.status} in ${ms(smallMs)}\n`);
    process.stdout.write(`  B's GETs (${lat.length}): p50 ${ms(percentile(lat, 50))}  p99 ${ms(percentile(lat, 99))}  max ${ms(Math.max(...lat))}; server's longest event-loop delay ${ms(loop)}\n`);

    const docConfig = { ...largeConfig({ groups: DOC_GROUPS, agents: 1, variables: VARIABLES, steps: DOC_STEPS }), replicates: 2 };
    const docId = await submit(a, docConfig);
    const docDone = await finished(a, docId);
    if (docDone.status !== 'COMPLETED_ANALYSIS') throw new Error(`results document run: ${docDone.status} ${docDone.error_log}`);
    await api.eventLoopMaxMs();
    poll = pollLatencies(api.baseUrl, b, `/v1/simulations/${bId}`);
    await new Promise((r) => setTimeout(r, 200));
    const r0 = performance.now();
    const sizes = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const r = await readRaw(`${api.baseUrl}/v1/simulations/${docId}/results`, { 'X-API-Key': a, 'Accept-Encoding': 'gzip' });
        if (r.status !== 200) throw new Error(`results: ${r.status}`);
        return r.bytes;
      }),
    );
    const plain = await readRaw(`${api.baseUrl}/v1/simulations/${docId}/results`, { 'X-API-Key': a, 'Accept-Encoding': 'identity' });
    const readsMs = performance.now() - r0;
    await new Promise((r) => setTimeout(r, 200));
    lat = await poll.stop();
    loop = await api.eventLoopMaxMs();
    process.stdout.write(`results document: ${mb(plain.bytes)}, ${mb(sizes[0])} gzip-encoded (${DOC_GROUPS} groups × ${DOC_STEPS} steps × ${VARIABLES} variables, 2 replicates)\n`);
    process.stdout.write(`  10 concurrent reads in ${ms(readsMs)}\n`);
    process.stdout.write(`  B's GETs (${lat.length}): p50 ${ms(percentile(lat, 50))}  p99 ${ms(percentile(lat, 99))}  max ${ms(Math.max(...lat))}; server's longest event-loop delay ${ms(loop)}\n`);
    process.stdout.write(`server peak RSS ${mb(api.peakRss())}; RSS now ${mb(api.rss())}\n`);
  } finally {
    await api.stop();
  }
}

await main();
