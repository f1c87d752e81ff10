import type { SimulationConfig } from '../../src/domain/simulation-config.js';
import { readBenchConfig } from './index.js';

/** The diffusion benchmark with two interventions and 20 replicates. */
export function armsBenchConfig(dir: string): SimulationConfig {
  const c = readBenchConfig('diffusion', dir);
  return {
    ...c,
    number_of_steps: 24,
    agent_groups: c.agent_groups.map((g) => ({ ...g, number_of_agents: 10_000 })),
    arms: [
      { id: 'less_sensitive', label: 'Price sensitivity 20% lower from month 6', events: [{ step: 6, target: 'households.price_sensitivity', op: 'multiply', value: 0.8 }] },
      { id: 'richer', label: 'Incomes up 10% from month 1', events: [{ step: 1, target: 'households.income_k', op: 'multiply', value: 1.1 }] },
    ],
    replicates: 20,
    question: { text: 'What share owns an EV after 24 months?', kind: 'compare_arms', target: 'households.owns_ev' },
  };
}
