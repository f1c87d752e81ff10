import type { SimulationConfig } from '../../../src/domain/simulation-config.js';
import type { Simulation } from '../../../src/grpc/gen/simulation/v1/simulations_pb.js';
import { SimulationStatus } from '../../../src/grpc/gen/simulation/v1/simulations_pb.js';

/** A configuration that uses every field of §2.4 and the optional model fields. */
export const FULL_CONFIG: SimulationConfig = {
  step_unit: 'month',
  number_of_steps: 3,
  seed: 42,
  agent_groups: [
    {
      id: 'households',
      name: 'Households',
      description: 'Car owners',
      number_of_agents: 100,
      variables: {
        income: { type: 'normal', mean: 50, std: 10, bounds: { min: 0 } },
        interest: { type: 'uniform', min: 0, max: 1, drift: 0.01, noise: 0.1 },
        owns_ev: { type: 'initial_value', value: 0 },
      },
      actions: {
        buy_ev: { type: 'binary', description: 'Buy an EV', intercept: -2, weights: { interest: 1.5, 'dealers.stock': 0.2 }, effects: { owns_ev: 1 } },
        test_drives: { type: 'discrete', description: 'Test drives', max: 3 },
      },
    },
    {
      id: 'dealers',
      name: 'Dealers',
      description: '',
      number_of_agents: 5,
      variables: { stock: { type: 'initial_value', value: 10 } },
      actions: { discount: { type: 'continuous', description: 'Discount', noise: 0.5, bounds: { min: 0, max: 0.3 } } },
    },
  ],
};

export const METRICS = {
  by_group: [
    {
      group_id: 'households',
      timeline: [
        { step: 0, variables: { income: 50.5, interest: 0.5, owns_ev: 0 }, actions: { buy_ev: 0, test_drives: 0 } },
        { step: 1, variables: { income: 50.7, interest: 0.52, owns_ev: 0.1 }, actions: { buy_ev: 0.1, test_drives: 1.2 } },
      ],
    },
    { group_id: 'dealers', timeline: [{ step: 0, variables: { stock: 10 }, actions: { discount: 0.1 } }] },
  ],
};

export const ANALYSIS = {
  executive_summary: 'Adoption grows slowly.',
  key_drivers: ['interest'],
  risks: ['stock'],
  recommendations: ['discount early', 'more test drives'],
  report_markdown: '# Report\n\nText.',
};

/** A proto Simulation in REST's JSON shape, to compare the two transports field for field. */
export function simulationAsRest(s: Simulation | undefined): Record<string, unknown> {
  if (!s) throw new Error('no simulation in the response');
  const out: Record<string, unknown> = {
    id: s.id,
    status: SimulationStatus[s.status],
    title: s.title,
    prompt: s.prompt,
    tags: s.tags,
    tenant_id: s.tenantId,
    scenario_id: s.scenarioId ?? null,
    created_at: s.createdAt,
    updated_at: s.updatedAt,
    lifecycle: { states: (s.lifecycle?.states ?? []).map((st) => ({ name: SimulationStatus[st.name], at: st.at })) },
  };
  if (s.errorLog !== undefined) out.error_log = s.errorLog;
  return out;
}
