import type { Question, SimulationConfig } from '../../domain/simulation-config.js';
import { ENGINE_VERSION } from '../../sim/index.js';
import type { AnalystRequest, Metrics } from '../provider.js';
import { computeAnswerDetail, type ComputedAnswer } from './answer.js';
import { describeOutcomes, pickQuestion, rankOutcomes, type Outcome } from './outcomes.js';
import { sensitivity, type SensitivityResult, type SensitivitySettings, type StudiedQuantity } from './sensitivity.js';

/**
 * Numbers first: everything the Analyst says is computed here, from the metrics, the
 * per-replicate series and the sensitivity reruns, so that prose (templated or from a model)
 * can only quote it.
 */
export interface AnalysisFacts {
  title: string;
  prompt: string;
  config: SimulationConfig;
  engineVersion: string;
  seed: number;
  replicates: number;
  /** Arms run, the baseline included. */
  arms: number;
  agents: number;
  /** Whether the configuration asked the question (false: the Analyst picked the outcome). */
  asked: boolean;
  question?: Question;
  answer?: ComputedAnswer;
  /** The outcomes that matter, most important first (constants left out). */
  outcomes: Outcome[];
  sensitivity?: SensitivityResult;
}

/** Mean over the run of every '<group>.<name>' of the baseline (the sizes of inputs). */
export function runMeans(metrics: Metrics): Map<string, number> {
  const m = new Map<string, number>();
  for (const g of metrics.by_group) {
    const n = g.timeline.length || 1;
    for (const p of g.timeline) {
      for (const [k, v] of [...Object.entries(p.variables), ...Object.entries(p.actions)]) {
        const key = `${g.group_id}.${k}`;
        m.set(key, (m.get(key) ?? 0) + v / n);
      }
    }
  }
  return m;
}

/** What the sensitivity analysis measures for an answer: its own quantity, or a continuous stand-in. */
export function studiedQuantity(c: ComputedAnswer): StudiedQuantity {
  switch (c.question.kind) {
    case 'level_at_end':
      return { kind: 'level' };
    case 'compare_arms': {
      const arm = c.arms.find((a) => a.id === c.headlineArm);
      return arm ? { kind: 'difference', arm: { id: arm.id, label: arm.label } } : { kind: 'level' };
    }
    case 'time_to_threshold':
      return (c.arms[0].shareReached ?? 0) >= 0.5
        ? { kind: 'time' }
        : { kind: 'level', note: 'the threshold is not reached in most runs, so drivers are of the level at the end' };
    case 'peak':
      return { kind: 'peak' };
    case 'probability_of_event':
      return { kind: 'extreme', note: 'a probability moves in whole runs, so drivers are of the highest level reached, which decides whether the threshold is crossed' };
  }
}

export async function computeFacts(req: AnalystRequest, settings: Partial<SensitivitySettings> = {}): Promise<AnalysisFacts> {
  const { config, metrics } = req;
  const all = describeOutcomes(config, metrics, config.question?.target);
  const asked = Boolean(config.question);
  const question = config.question ?? pickQuestion(config, all);
  const answer = question ? computeAnswerDetail(config, metrics, req.tracked, question) : undefined;
  const outcomes = rankOutcomes(all, question?.target);
  let sens: SensitivityResult | undefined;
  if (answer && question) {
    sens = await sensitivity({
      config,
      seed: req.seed,
      question,
      target: answer.target,
      quantity: studiedQuantity(answer),
      means: runMeans(metrics),
      settings,
      signal: req.signal,
    });
  }
  return {
    title: req.title,
    prompt: req.prompt,
    config,
    engineVersion: req.engineVersion ?? ENGINE_VERSION,
    seed: req.seed,
    replicates: metrics.replicates ?? 1,
    arms: metrics.arms?.length ?? 1 + (config.arms?.length ?? 0),
    agents: config.agent_groups.reduce((s, g) => s + g.number_of_agents, 0),
    asked,
    question,
    answer,
    outcomes,
    sensitivity: sens,
  };
}
