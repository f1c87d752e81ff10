/**
 * npm run bench:analyst — the builtin Analyst on the reference workload: 10,000
 * households × 24 months × 3 arms × 20 replicates (the electric-car model with two price cuts),
 * once per question kind. The simulation runs once; the Analyst RUNS times after a warm-up.
 * Target: well under a second per analysis with the default sensitivity budget. Printed, not asserted.
 */
import { readBenchConfig } from './configs/index.js';
import { validateSimulationConfig, type Question, type SimulationConfig } from '../src/domain/simulation-config.js';
import { computeFacts } from '../src/pipeline/analyst/facts.js';
import { createAnalyst, DEFAULT_SENSITIVITY, type AnalystRequest } from '../src/pipeline/providers.js';
import { closeSimPool, runSimulation } from '../src/sim/index.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

function workload(question: Question): SimulationConfig {
  const cfg = readBenchConfig('diffusion');
  const g = cfg.agent_groups[0];
  g.variables.owns_ev.label = 'Owns an electric car';
  g.actions.buy_ev.label = 'Buys an electric car';
  g.variables.price_index = { type: 'initial_value', value: 1, label: 'Price of an electric car' };
  g.actions.buy_ev.intercept = -3;
  g.actions.buy_ev.weights!.price_index = -2;
  cfg.arms = [
    { id: 'cut10', label: 'Prices 10% lower', events: [{ step: 1, target: 'households.price_index', op: 'multiply', value: 0.9 }] },
    { id: 'cut20', label: 'Prices 20% lower', events: [{ step: 1, target: 'households.price_index', op: 'multiply', value: 0.8 }] },
  ];
  cfg.replicates = 20;
  cfg.question = question;
  const v = validateSimulationConfig(cfg);
  if (!v.ok) throw new Error(JSON.stringify(v.errors));
  return v.config;
}

const QUESTIONS: Question[] = [
  { kind: 'compare_arms', target: 'households.owns_ev', aggregate: 'total' },
  { kind: 'level_at_end', target: 'households.owns_ev' },
  { kind: 'time_to_threshold', target: 'households.owns_ev', threshold: 0.5 },
  { kind: 'peak', target: 'households.buy_ev' },
  { kind: 'probability_of_event', target: 'households.owns_ev', threshold: 0.7 },
];

const analyst = createAnalyst({ provider: 'builtin' });
process.stdout.write(`Analyst on 10,000 agents × 24 steps × 3 arms × 20 replicates; sensitivity budget ${DEFAULT_SENSITIVITY.agentSteps.toLocaleString('en-US')} agent-steps; ${RUNS} runs after 1 warm-up\n`);
// CPU time beside wall time: on a shared machine the wall clock mostly measures the neighbours.
process.stdout.write('| question | p50 ms | min ms | CPU ms (p50) | reruns | agent-steps |\n|---|---:|---:|---:|---:|---:|\n');
for (const q of QUESTIONS) {
  const config = workload(q);
  const run = await runSimulation(config, {});
  const req: AnalystRequest = { prompt: 'bench', title: 'bench', config, metrics: run.metrics, tracked: run.tracked, seed: run.seed };
  await analyst.analyse(req);
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    await analyst.analyse(req);
    const used = process.cpuUsage(c);
    ms.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
  ms.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const s = (await computeFacts(req)).sensitivity!;
  process.stdout.write(`| ${q.kind} | ${ms[Math.floor((ms.length - 1) / 2)].toFixed(0)} | ${ms[0].toFixed(0)} | ${cpu[Math.floor((cpu.length - 1) / 2)].toFixed(0)} | ${s.runs} | ${s.agentSteps.toLocaleString('en-US')} |\n`);
}
await closeSimPool();
