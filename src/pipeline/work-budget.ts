import type { SimulationConfig } from '../domain/simulation-config.js';
import type { FieldError } from '../domain/validation.js';
import type { WorkBudget } from './ports.js';
import { estimateSimulationMemory, SimulationMemoryError } from '../sim/index.js';

/**
 * The Simulator's memory budget, checked when a configuration is submitted instead of when the
 * Simulator starts (docs/operations.md "Bounds at submission"). The estimate is the kernel's own
 * (src/sim/memory.ts) for the smallest way it can run the configuration: one run at a time,
 * with checkpoints and the reduce, which is what the embedded Simulator falls back to under the
 * budget; so whatever passes here does not fail on the budget later.
 */
export function simulatorMemoryBudget(budgetBytes: number): WorkBudget {
  return {
    configViolations(config: SimulationConfig): FieldError[] {
      const est = estimateSimulationMemory(config, { checkpoints: true, runsAtOnce: 1 });
      if (est.totalBytes <= budgetBytes) return [];
      const msg = new SimulationMemoryError(est.totalBytes, budgetBytes, est.breakdown).message;
      return [{ loc: ['agent_groups'], msg: `${msg}; use fewer agents, variables, actions, steps, arms or replicates`, type: 'value_error.memory_budget' }];
    },
  };
}
