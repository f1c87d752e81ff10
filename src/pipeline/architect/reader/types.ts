import type { Gloss } from './gloss.js';
import type { Language } from './lexicon.js';

export type StepUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';
export const UNIT_DAYS: Record<StepUnit, number> = { day: 1, week: 7, month: 365 / 12, quarter: 365 / 4, year: 365 };
export const UNIT_ORDER: StepUnit[] = ['day', 'week', 'month', 'quarter', 'year'];

export interface PopulationMention {
  /** Lexicon concept ("households", "boats") or 'other' for a plural noun we do not know. */
  concept: string;
  /** The noun as the prompt writes it ("Haushalten", "villagers"). */
  noun: string;
  count: number | null;
  role: 'individual' | 'organisation';
  /** Index in the gloss. */
  at: number;
}

export interface HorizonIntent {
  /** The span asked about ("over 24 months"), null when the prompt gives none. */
  span: { n: number; unit: StepUnit } | null;
  /** The month named as a deadline ("by March"), as written, when the span was counted to its end. */
  untilMonth?: string;
  /** A cadence the prompt names ("weekly", "each month"). */
  cadence: StepUnit | null;
}

export type Change =
  /**
   * −0.2: falls by 20%; halved: −0.5. `assumed`: the prompt names the direction but no size
   * ("if we cut the price", "overtime is capped"), and the size is the reader's default.
   */
  | { kind: 'relative'; value: number; assumed?: true }
  /** A rate moved by percentage points ("interest rates rise 2 points"); `assumed` as for relative. */
  | { kind: 'points'; value: number; assumed?: true }
  /**
   * Money: a level ("a $50 tax", "€5,000 subsidy", "to $13") or, with `by`, a change of that
   * size in the direction `by` ("raise the price by €3", "a 3-euro price rise": by = 1).
   */
  | { kind: 'amount'; value: number; currency: string | null; by?: 1 | -1; from?: number }
  /** A number of things or people ("hire 200 nurses", "500 bots", "5,000 new homes"). */
  | { kind: 'count'; value: number }
  /** A share: of the cost a subsidy covers, of people a campaign reaches, of catch a quota allows. */
  /** `from`: the level today when the prompt names it ("falls from 40% to 20%"); else none today. */
  | { kind: 'share'; value: number; from?: number }
  /** Introduced or in force, no size given. */
  | { kind: 'on' }
  /** Removed or stopped. */
  | { kind: 'off' };

export interface Intervention {
  /** What it acts on: a lever concept ('price', 'subsidy', 'carbon_price', 'school_closure', …). */
  lever: string;
  /** The prompt's words for the lever ("carbon tax", "Förderung"). */
  leverText: string;
  /** The prompt's words for the whole change ("prices fall 20%"), for labels. */
  text: string;
  change: Change;
  /** Days elapsed before it applies (0: from the start). */
  startDays: number;
  /** How long it lasts, in days; null: to the end. */
  durationDays: number | null;
  /** The change repeats and compounds every this many days ("20% a year" → 365). */
  compoundEveryDays: number | null;
  /** The share of the population it reaches, when the prompt says so. */
  share: number | null;
  /** 'premise': a condition of every run (an assumption); 'scenario': a what-if, compared with the status quo. */
  role: 'premise' | 'scenario';
  /** A level stated with no verb of change ("if coverage is 85%"), not "rises to" or "falls to". */
  levelOnly?: true;
  /** Scenario group: interventions of one group form one arm. */
  group: number;
  at: number;
}

export interface ArmIntent {
  /** The asker's words for it. */
  label: string;
  interventions: Intervention[];
}

export interface LevelMention {
  /** A share (0–1) when `isShare`, otherwise a count. */
  value: number;
  isShare: boolean;
  /** Concepts in the same clause, to tell what the level is of ("immune", "own", "support"). */
  near: string[];
  text: string;
  at: number;
}

export interface RateMention {
  /** Share per period (0–1). */
  value: number;
  perDays: number;
  near: string[];
  text: string;
  at: number;
}

export type QuestionKindIntent = 'level_at_end' | 'time_to_threshold' | 'peak' | 'probability_of_event' | 'compare_arms';

export interface QuestionIntent {
  kind: QuestionKindIntent | null;
  /** "how many": a count; "what share": a share. */
  wants: 'count' | 'share' | null;
  /** `at`: the gloss index of the number, so it is not read as a starting level too. */
  threshold: { value: number; isShare: boolean; at?: number } | null;
  /** The prompt compares options ("compare", "versus", "with and without", "instead of"). */
  comparison: boolean;
}

export interface Intent {
  /** The prompt made plain for reading (normaliseText): spaces, quotes, elisions. */
  text: string;
  /** The prompt in the asker's own words (trimmed), for what is shown back to them. */
  asked: string;
  language: Language;
  gloss: Gloss[];
  /** Known concepts present (for mechanism cues). */
  concepts: Set<string>;
  populations: PopulationMention[];
  horizon: HorizonIntent;
  interventions: Intervention[];
  arms: ArmIntent[];
  /** The asker's words for the status quo, when given ("without a quota", "keeping them open"). */
  baselineLabel: string | null;
  levels: LevelMention[];
  rates: RateMention[];
  question: QuestionIntent;
  /** The calendar year the prompt was read in: "by 2030" and "in 2027" count from it. */
  year: number;
  /** The thing or behaviour in question, in the prompt's words ("electric cars", "join the union"). */
  subject: string | null;
  /** The subject was read from the asked clause ("will eat breakfast at the canteen"), not named by a verb the lexicon knows. */
  subjectAsked?: boolean;
  /** What is asked is an arrangement people take ("how many will work from home", "take parental leave"), not leaving. */
  arrangementAsked?: boolean;
  /** How many start it, when the prompt says ("if 5 students start it"): a rumour's first sharers, an outbreak's first cases. */
  seedCount?: number | null;
}
