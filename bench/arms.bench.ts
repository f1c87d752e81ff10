/**
 * The Version 2 part of `npm run bench:sim`: 10,000 agents × 24 steps × 3 arms × 20
 * replicates (14.4 M agent-steps) end to end through POST /v1/simulations/with-config to
 * COMPLETED_ANALYSIS (embedded runner, SQLite, builtin Analyst), with the time of every stage
 * from the lifecycle the server wrote. Printed, not asserted.
 */
import { armsBenchConfig } from './configs/arms.js';
import { startTestApi } from '../test/helpers/api.js';
import { waitForSimulation } from '../test/helpers/pipeline.js';

const SPANS: Array<[string, string, string]> = [
  ['queue', 'COMPLETED_CONFIG', 'PROCESSING_SIMULATION'],
  ['simulator', 'PROCESSING_SIMULATION', 'COMPLETED_SIMULATION'],
  ['handover', 'COMPLETED_SIMULATION', 'PROCESSING_ANALYSIS'],
  ['analyst', 'PROCESSING_ANALYSIS', 'COMPLETED_ANALYSIS'],
  ['total', 'PENDING', 'COMPLETED_ANALYSIS'],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

export async function benchArmsEndToEnd(dir: string, runs: number): Promise<void> {
  const api = await startTestApi('sqlite', { LOG_LEVEL: 'warn', SIM_THREADS: '0' }, { withPipeline: true });
  try {
    const key = (await api.mintKey('bench', { rateLimit: 1_000_000 })).api_key;
    const config = armsBenchConfig(dir);
    const samples = new Map<string, number[]>(SPANS.map(([s]) => [s, []]));
    const wall: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const t0 = performance.now();
      const created = await api.request('POST', '/v1/simulations/with-config', { key, body: { prompt: 'EV adoption: lower price sensitivity vs higher incomes', config } });
      if (created.status !== 201) throw new Error(`with-config answered ${created.status}: ${created.text}`);
      const done = await waitForSimulation(api.baseUrl, key, created.json.id, undefined, 300_000, 10);
      if (done.status !== 'COMPLETED_ANALYSIS') throw new Error(`run failed: ${done.error_log}`);
      if (i === 0) continue; // warm-up: JIT, pool workers booted, compiled step cached
      wall.push(performance.now() - t0);
      const at = new Map(done.lifecycle.states.map((s) => [s.name, Date.parse(s.at)]));
      for (const [stage, from, to] of SPANS) samples.get(stage)!.push(at.get(to)! - at.get(from)!);
    }
    console.log(`\n== 10,000 agents × 24 steps × 3 arms × 20 replicates (14.4 M agent-steps) end to end, embedded runner, SQLite`);
    console.log(`  ${runs} runs after one warm-up; medians from the lifecycle timestamps (ms):`);
    for (const [stage] of SPANS) console.log(`  ${stage.padEnd(10)} ${String(median(samples.get(stage)!)).padStart(6)}`);
    const total = median(wall);
    console.log(`  POST → COMPLETED_ANALYSIS seen by the client (10 ms polls): ${total.toFixed(0)} ms; target ≤ 1500 ms: ${total <= 1500 ? 'met' : 'MISSED'}`);
  } finally {
    await api.close();
  }
}
