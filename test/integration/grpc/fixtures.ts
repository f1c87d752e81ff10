import type { SimulationConfig } from '../../../src/domain/simulation-config.js';
import type { Simulation, SimulationResults } from '../../../src/grpc/gen/simulation/v1/simulations_pb.js';
import { QuestionKind, SimulationStatus } from '../../../src/grpc/gen/simulation/v1/simulations_pb.js';

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

/** FULL_CONFIG with every Version 2 field: labels, units, growth, events, arms, replicates, a question, assumptions. */
export const FULL_CONFIG_V2: SimulationConfig = {
  ...FULL_CONFIG,
  agent_groups: [
    {
      ...FULL_CONFIG.agent_groups[0],
      variables: {
        ...FULL_CONFIG.agent_groups[0].variables,
        income: { type: 'normal', mean: 50, std: 10, bounds: { min: 0 }, growth: 0.01, label: 'Income', unit: 'k€' },
      },
      actions: {
        ...FULL_CONFIG.agent_groups[0].actions,
        buy_ev: { type: 'binary', description: 'Buy an EV', label: 'Buys an EV', unit: 'households', intercept: -2, effects: { owns_ev: 1 } },
      },
    },
    FULL_CONFIG.agent_groups[1],
  ],
  events: [{ step: 1, target: 'dealers.stock', op: 'add', value: 5, label: 'Delivery' }],
  arms: [
    { id: 'cheaper', label: 'Prices 20% lower', description: 'A subsidy', events: [{ step: 1, target: 'households.interest', op: 'multiply', value: 1.2 }] },
    { id: 'nothing', label: 'No change', events: [] },
  ],
  baseline_label: 'Prices as today',
  replicates: 3,
  question: { text: 'How many households own an EV?', kind: 'compare_arms', target: 'households.owns_ev', aggregate: 'total', threshold: 0.5, direction: 'above' },
  assumptions: ['Interest in EVs rises with neighbours who own one (q ≈ 0.4/yr).'],
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

const band = (shift: number) =>
  METRICS.by_group.map((g) => ({
    group_id: g.group_id,
    timeline: g.timeline.map((p) => ({
      step: p.step,
      variables: Object.fromEntries(Object.entries(p.variables).map(([k, v]) => [k, v + shift])),
      actions: Object.fromEntries(Object.entries(p.actions).map(([k, v]) => [k, v + shift])),
    })),
  }));

/** Version 2 metrics: replicates and two arms with their percentile bands. */
export const METRICS_V2 = {
  by_group: METRICS.by_group,
  replicates: 5,
  arms: [
    { id: 'baseline', label: 'Prices as today', by_group: METRICS.by_group, p05: band(-0.5), p95: band(0.5) },
    { id: 'cheaper', label: 'Prices 20% lower', by_group: band(1), p05: band(0.5), p95: band(1.5) },
  ],
};

/** A Version 2 analysis with an answer; nulls where the number does not exist (one replicate, not reached). */
export const ANALYSIS_V2 = {
  ...ANALYSIS,
  answer: {
    kind: 'compare_arms' as const,
    statement: 'About 10% of households own an EV after 2 months with prices as today; 20% lower prices add 1 point (0.5–1.5).',
    value: 0.1,
    low: 0.05,
    high: null,
    unit: 'share',
    arm: 'cheaper',
    by_arm: [
      { arm: 'baseline', label: 'Prices as today', value: 0.1, low: 0.05, high: 0.15, difference: 0, difference_low: null, difference_high: null },
      { arm: 'cheaper', label: 'Prices 20% lower', value: 1.1, low: 0.6, high: 1.6, difference: 1, difference_low: 0.5, difference_high: 1.5 },
    ],
  },
};

/** A peak answer with its step, and an arm that carries only a share reached. */
export const ANALYSIS_PEAK = {
  ...ANALYSIS,
  answer: {
    kind: 'peak' as const,
    statement: 'Interest peaks around month 2 at 0.6.',
    value: 0.6,
    low: 0.5,
    high: 0.7,
    unit: 'share',
    step: 2,
    by_arm: [
      { arm: 'baseline', label: 'Prices as today', value: 0.6, low: 0.5, high: 0.7, difference: 0, difference_low: null, difference_high: null, step: 2 },
      { arm: 'cheaper', label: 'Prices 20% lower', value: 0.7, low: 0.6, high: 0.8, difference: 0.1, difference_low: 0, difference_high: 0.2, share_reached: 0.8 },
    ],
  },
};

type Proto = Record<string, any>;
const groupsAsRest = (groups: Proto[]) =>
  groups.map((g) => ({ group_id: g.groupId, timeline: g.timeline.map((p: Proto) => ({ step: p.step, variables: p.variables, actions: p.actions })) }));
const orNull = (n: number | undefined) => (n === undefined ? null : n);

/** A proto SimulationResults in REST's JSON shape (config through `configAsRest`), to compare the transports. */
export function resultsAsRest(r: SimulationResults | undefined, configAsRest: (c: SimulationResults['config']) => unknown): Record<string, unknown> {
  if (!r) throw new Error('no results in the response');
  const m = r.metrics!;
  const metrics: Record<string, unknown> = { by_group: groupsAsRest(m.byGroup) };
  if (m.replicates !== undefined) metrics.replicates = m.replicates;
  if (m.arms.length > 0) metrics.arms = m.arms.map((a) => ({ id: a.id, label: a.label, by_group: groupsAsRest(a.byGroup), p05: groupsAsRest(a.p05), p95: groupsAsRest(a.p95) }));
  const a = r.analysis!;
  const analysis: Record<string, unknown> = {
    executive_summary: a.executiveSummary,
    key_drivers: a.keyDrivers,
    risks: a.risks,
    recommendations: a.recommendations,
    report_markdown: a.reportMarkdown,
  };
  if (a.answer) {
    const ans = a.answer;
    analysis.answer = {
      kind: QuestionKind[ans.kind].toLowerCase(),
      statement: ans.statement,
      value: orNull(ans.value),
      low: orNull(ans.low),
      high: orNull(ans.high),
      unit: ans.unit,
      ...(ans.byArm.length > 0
        ? {
            by_arm: ans.byArm.map((b) => ({
              arm: b.arm,
              label: b.label,
              value: orNull(b.value),
              low: orNull(b.low),
              high: orNull(b.high),
              difference: orNull(b.difference),
              difference_low: orNull(b.differenceLow),
              difference_high: orNull(b.differenceHigh),
              ...(b.step !== undefined ? { step: b.step } : {}),
              ...(b.shareReached !== undefined ? { share_reached: b.shareReached } : {}),
            })),
          }
        : {}),
      ...(ans.arm !== undefined ? { arm: ans.arm } : {}),
      ...(ans.step !== undefined ? { step: ans.step } : {}),
      ...(ans.shareReached !== undefined ? { share_reached: ans.shareReached } : {}),
    };
  }
  return { id: r.id, status: SimulationStatus[r.status], config: configAsRest(r.config), metrics, analysis };
}
