import type { AgentGroupConfig, QuestionKind, SimulationEvent } from '../../../domain/simulation-config.js';
import type { Intent, Intervention, StepUnit } from '../reader/types.js';

/** A population as it will run: the prompt's count, and the agents standing for it. */
export interface GroupPlan {
  id: string;
  /** Display name in the asker's words ("Households", "Haushalte"). */
  name: string;
  concept: string;
  /** Real people (or firms, boats…) the group stands for. */
  people: number;
  agents: number;
  /** Real members per agent (1 unless the population is over the limits). */
  perAgent: number;
  /** True when the prompt gave the count; false for a default size. */
  stated: boolean;
}

export interface MechanismContext {
  intent: Intent;
  unit: StepUnit;
  steps: number;
  /** Length of one step in days. */
  stepDays: number;
  /** The populations that act, the main one first. */
  groups: GroupPlan[];
  /** Every intervention the prompt names (premises and what-ifs), for mechanisms whose structure depends on them. */
  interventions: Intervention[];
}

/** A variable an intervention sets: `value` while it is in force, `neutral` before and after. */
export interface LeverSetting {
  /** '<group_id>.<variable>' */
  target: string;
  value: number;
  neutral: number;
  /**
   * 'relative': the variable is a relative change from today (0 = today); a compounding
   * intervention makes (1 + value) grow by the change every period. 'level': compounding
   * multiplies the level itself.
   */
  scale: 'relative' | 'level';
  label: string;
  /** The setting lasts this many steps (a one-step campaign pulse), whatever the prompt's duration. */
  steps?: number;
  /** The mechanism used the prompt's period itself ("1% a week" as a rate): no compounding trend. */
  periodUsed?: boolean;
  /** A compounding change the mechanism defines itself (rent growth held to a cap), per step. */
  growthPerStep?: number;
}

export interface Outcome {
  /** '<group_id>.<variable or action>' the default question is about. */
  target: string;
  label: string;
  /** The value is a share of a group's members, so its total is a count of people. */
  share: boolean;
  /** A count of people for "how many" questions, when it differs from `target`. */
  countTarget?: string;
  /** What "peak" means here (e.g. the share ill at once). */
  peakTarget?: string;
  /** The default question when the prompt asks none. */
  defaultKind: QuestionKind;
  /** For "will it happen" and "how fast": the level that counts, and which side of it. */
  threshold?: number;
  direction?: 'above' | 'below';
  /** Mean-field expectation of `target` per step in the status quo (to pick a reachable milestone). */
  expected?: number[];
}

export interface Built {
  /** Title core in plain words ("Adoption of electric cars"). */
  label: string;
  groups: AgentGroupConfig[];
  /** Settings for an intervention on a lever this mechanism models; null when it has none. */
  lever(iv: Intervention): LeverSetting[] | null;
  /**
   * Where a lever this mechanism does not model acts, and which way "demand-like" levers
   * (subsidies, campaigns) push it: +1 when they raise the outcome, −1 when they lower it.
   */
  fallback: {
    group: string;
    action: string;
    demandSign: 1 | -1;
    /** The sign holds only for prices and charges ("turn down their heating" when energy dearer); other levers push as they usually do ("reduce their hours" with a four-day week option). */
    priceOnly?: boolean;
    /** Which way enforcement (patrols, cameras, fines) pushes the action, where the mechanism knows it (a harvest: down). */
    enforcementSign?: 1 | -1;
  };
  /** Changes the status quo itself makes over time (a new plan's enrolment window closing), in every scenario; labels in English. */
  events?: SimulationEvent[];
  outcome: Outcome;
  assumptions: string[];
  /**
   * An option that is the status quo as modelled ("85% versus 95% coverage" starts at 85%): its
   * arm would repeat the baseline, so its label names the baseline instead.
   */
  isStatusQuo?(iv: Intervention): boolean;
}

export interface Mechanism {
  id: string;
  /** Plain name for docs and assumptions. */
  name: string;
  /** Concepts that point to it, with weights. */
  cues: Record<string, number>;
  /** When set, the prompt must name one of these concepts for the mechanism to be chosen. */
  requires?: string[];
  /** Extra score from the reading as a whole (what is asked about), beyond single words. */
  affinity?: (intent: Intent) => number;
  /** Population concepts that are its actors, the most typical first. */
  actors: string[];
  /** The population used when the prompt names none. */
  defaultPopulation: { concept: string; noun: string; count: number };
  /** A population for this prompt when the prompt names none, where it depends on what is asked (else defaultPopulation). */
  defaultPopulationFor?: (intent: Intent) => { concept: string; noun: string; count: number } | undefined;
  /** The coarsest step that keeps its dynamics right, and the horizon when none is given. */
  coarsestStep: StepUnit;
  defaultHorizon: { n: number; unit: StepUnit };
  build(ctx: MechanismContext): Built;
}
