import { z } from 'zod';
import { SIMULATION_STATUSES } from '../lifecycle.js';
import type { SimulationRecord } from '../records.js';
import { QUESTION_KINDS, SimulationConfigSchema, simulationConfigSchemaWith } from '../simulation-config.js';
import { PagingInput, Timestamp, Uuid, iso, pageOf } from './common.js';

export const PROMPT_MAX = 10_000;

export const SimulationStatus = z.enum(SIMULATION_STATUSES).meta({ id: 'SimulationStatus' });
export const Tags = z.array(z.string().min(1).max(64)).max(20);

export const CreateSimulationInput = z.object({
  prompt: z.string().min(1).max(PROMPT_MAX),
  scenario_id: Uuid.nullish(),
  tags: Tags.default([]),
});
export type CreateSimulationInput = z.output<typeof CreateSimulationInput>;

export const CreateWithConfigInput = CreateSimulationInput.extend({ config: SimulationConfigSchema });
export type CreateWithConfigInput = z.output<typeof CreateWithConfigInput>;

export const SimulationIdInput = z.object({ id: Uuid });

export const ListSimulationsInput = PagingInput.extend({
  status: SimulationStatus.optional(),
  tag: z.string().min(1).max(64).optional(),
  scenario_id: Uuid.optional().meta({ description: "Only the simulations of this scenario" }),
  created_after: z.iso.datetime({ offset: true }).optional().meta({ description: 'Inclusive lower bound on created_at' }),
  created_before: z.iso.datetime({ offset: true }).optional().meta({ description: 'Exclusive upper bound on created_at' }),
});
export type ListSimulationsInput = z.output<typeof ListSimulationsInput>;

export const LifecycleState = z.object({ name: SimulationStatus, at: Timestamp });

export const Simulation = z
  .object({
    id: z.string(),
    status: SimulationStatus,
    title: z.string(),
    prompt: z.string(),
    tags: z.array(z.string()),
    tenant_id: z.string(),
    scenario_id: z.string().nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
    lifecycle: z.object({ states: z.array(LifecycleState) }),
    error_log: z.string().optional().meta({ description: 'Present when the simulation has failed' }),
    progress: z
      .object({ step: z.int(), total: z.int() })
      .optional()
      .meta({ description: 'While the Simulator runs: steps done of the total (updated about twice a second)' }),
  })
  .meta({ id: 'Simulation' });
export type Simulation = z.output<typeof Simulation>;

export const SimulationPage = pageOf(Simulation);
export type SimulationPage = z.output<typeof SimulationPage>;

export const ConfigOutput = SimulationConfigSchema;

/**
 * PUT config takes the configuration object itself as the body (docs/contract.md "Simulations"); the REST
 * adapter merges the path id into it, so the procedure's input is the config plus `id`.
 */
export const ReplaceConfigInput = simulationConfigSchemaWith({ id: Uuid });

export const RerunArchitectInput = z.object({
  prompt: z.string().min(1).max(PROMPT_MAX).optional().meta({ description: 'Replaces the stored prompt' }),
  max_turns: z.int().min(1).max(10).optional().meta({ description: 'Architect turns (1–10, default 3)' }),
  model: z.string().min(1).max(200).optional().meta({ description: 'One of the configured models; unknown → 422' }),
});
export type RerunArchitectInput = z.output<typeof RerunArchitectInput>;

export const ConfigReplaced = z.object({ id: z.string(), status: SimulationStatus, config: SimulationConfigSchema });
export type ConfigReplaced = z.output<typeof ConfigReplaced>;

const TimelinePoint = z.object({
  step: z.int(),
  variables: z.record(z.string(), z.number()),
  actions: z.record(z.string(), z.number()),
});

const ByGroup = z.array(z.object({ group_id: z.string(), timeline: z.array(TimelinePoint) }));

export const ArmMetrics = z
  .object({
    id: z.string().meta({ description: "'baseline' for the configuration as written, else the arm's id" }),
    label: z.string(),
    by_group: ByGroup.meta({ description: 'Mean over replicates of every value' }),
    p05: ByGroup.meta({ description: '5th percentile over replicates (linear interpolation)' }),
    p95: ByGroup.meta({ description: '95th percentile over replicates (linear interpolation)' }),
  })
  .meta({ id: 'ArmMetrics' });
export type ArmMetrics = z.output<typeof ArmMetrics>;

export const Metrics = z.object({
  by_group: ByGroup.meta({ description: "The baseline arm: every value the mean over replicates (with one replicate, exactly that run)" }),
  replicates: z.int().optional().meta({ description: 'Runs per arm' }),
  arms: z
    .array(ArmMetrics)
    .optional()
    .meta({ description: 'Present when there are arms or more than one replicate: one entry per arm, the baseline first' }),
});
export type Metrics = z.output<typeof Metrics>;

const nullableNumber = z.number().nullable();

export const AnswerByArm = z.object({
  arm: z.string(),
  label: z.string(),
  value: nullableNumber,
  low: nullableNumber,
  high: nullableNumber,
  difference: nullableNumber.meta({ description: 'Difference from the baseline (0 for the baseline itself)' }),
  difference_low: nullableNumber,
  difference_high: nullableNumber,
  step: z.number().optional().meta({ description: 'peak: the median over replicates of the step of the peak' }),
  share_reached: z.number().optional().meta({ description: 'time_to_threshold: the share of replicates that reach the threshold' }),
});
export type AnswerByArm = z.output<typeof AnswerByArm>;

export const Answer = z
  .object({
    kind: z.enum(QUESTION_KINDS),
    statement: z.string().meta({ description: 'One or two plain sentences that answer the question with its number and range' }),
    value: nullableNumber.meta({ description: 'Median over replicates; a time in step units; null when not reached' }),
    low: nullableNumber.meta({ description: '5th percentile over replicates; null with one replicate or where not applicable' }),
    high: nullableNumber.meta({ description: '95th percentile over replicates; null with one replicate or where not applicable' }),
    unit: z.string(),
    arm: z.string().optional().meta({ description: 'compare_arms: the arm whose difference from the baseline is value (the one that differs most)' }),
    step: z.number().optional().meta({ description: 'peak: the median over replicates of the step of the peak (baseline)' }),
    share_reached: z.number().optional().meta({ description: 'time_to_threshold: the share of replicates that reach the threshold (baseline)' }),
    by_arm: z.array(AnswerByArm).optional().meta({ description: 'Whenever there are arms: one entry per arm, the baseline first' }),
  })
  .meta({ id: 'Answer' });
export type Answer = z.output<typeof Answer>;

export const Analysis = z.object({
  executive_summary: z.string(),
  key_drivers: z.array(z.string()),
  risks: z.array(z.string()),
  recommendations: z.array(z.string()),
  report_markdown: z.string(),
  answer: Answer.optional().meta({ description: 'The answer to the configuration’s question, computed from the metrics' }),
});
export type Analysis = z.output<typeof Analysis>;

export const Results = z
  .object({
    id: z.string(),
    status: SimulationStatus,
    config: SimulationConfigSchema,
    metrics: Metrics,
    analysis: Analysis,
  })
  .meta({ id: 'SimulationResults' });
export type Results = z.output<typeof Results>;

export function toSimulation(s: SimulationRecord): Simulation {
  const out: Simulation = {
    id: s.id,
    status: s.status,
    title: s.title,
    prompt: s.prompt,
    tags: s.tags,
    tenant_id: s.tenantId,
    scenario_id: s.scenarioId,
    created_at: iso(s.createdAt),
    updated_at: iso(s.updatedAt),
    lifecycle: { states: s.lifecycle },
  };
  if (s.status === 'FAILED' && s.errorLog !== null) out.error_log = s.errorLog;
  if (s.status === 'PROCESSING_SIMULATION' && s.progress) out.progress = { ...s.progress };
  return out;
}

/** Until the Architect names it, a simulation is titled by the start of its prompt. */
export function titleFromPrompt(prompt: string): string {
  const words = prompt.trim().replace(/\s+/g, ' ').split(' ');
  let title = '';
  for (const w of words) {
    if ((title + ' ' + w).trim().length > 80) break;
    title = (title + ' ' + w).trim();
  }
  if (!title) title = prompt.trim().slice(0, 80);
  if (title.length < prompt.trim().length) title += '…';
  return title || 'Untitled simulation';
}
