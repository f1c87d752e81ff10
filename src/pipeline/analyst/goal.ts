import type { SimulationConfig } from '../../domain/simulation-config.js';
import type { ComputedAnswer } from './answer.js';
import { count } from './plain.js';
import { inSentence, verbOf, who, type TargetInfo } from './target.js';

/**
 * Which way the asker wants the answer to move, so recommendations can say which option is
 * better and never recommend one that makes things worse: fewer people ill, fewer nurses
 * quitting, fewer depositors withdrawing; more households adopting, more commuters on the bus,
 * a larger fish stock. Read from the outcome's own words (its label as the Architect wrote it,
 * in the mechanisms' vocabulary), not from a list of questions. 0 when the words do not say:
 * then the Analyst reports sizes and leaves the judgement to the asker.
 */
export type Goal = 1 | -1 | 0;

/** Outcomes people want fewer of: harm, loss, leaving, panic, spreading a falsehood. */
const WORSE = /\b(?:quit|leav|left|ill\b|sick|infect|cancel|withdr|drop(?:s|ped)? out|di(?:e|es|ed)\b|dying|dead|death|hospital|unemploy|lose|lost|jobless|mov(?:e|es|ed) out|churn|default|evict|sell|sells|sold|switch(?:es|ed|ing)? away|turn(?:s|ed)? away|vacan|crime|pollut|emission|arrears|bankrupt|fallen ill|clos(?:ed|es|ing|ure)|has switched$|single-use|single use|disposable|rumou?r|misinform|false|fake|by car\b|overdos|burn)/i;
/** Outcomes a policy usually promotes: adoption, enrolment, health, jobs, clean transport, a stock. ("Employed", not the "employés" who leave.) */
const BETTER = /\b(?:adopt|buy|buys|bought|own|enrol|attend|vaccinat|immun|recover|find|found a job|retrain|invest|install|complet|compl(?:y|ies)|abate|clean|public transport|by bike|cycl|bus\b|transit|subscrib|still with|stock|employ(?:ed|s)?(?![\wÀ-ɏ])|takes? up|uptake|still open|brings own|reusable|decided to vote|will vote|turn(?:s|ed)? out|ha(?:s|ve) (?:a|an) )/i;

/** A harmful habit held in the same group: quitting it is the aim ("Has quit during the period" among smokers). */
const HABIT = /smok|drink|alcohol|drug|gambl|vap(?:e|ing)/i;

export function goalOf(t: TargetInfo, config?: Pick<SimulationConfig, 'agent_groups'>): Goal {
  const words = `${t.label} ${verbOf(t) ?? ''}`;
  const group = config?.agent_groups.find((g) => g.id === t.groupId);
  if (/\b(?:quit|stop)/i.test(words) && group && Object.values(group.variables).some((v) => HABIT.test(v.label ?? ''))) return 1;
  if (WORSE.test(words) || HABIT.test(t.label)) return -1;
  if (BETTER.test(words)) return 1;
  return goalOfId(t, group);
}

/**
 * The outcome's id when its label is in another language ("Haushalte mit Wärmepumpe"): the
 * mechanisms name variables and actions in English ("has_heat_pump", "has_cancelled",
 * "times_left"), so the same words decide. A "has_…" state that a group's "adopts" action
 * raises is a thing adopted.
 */
function goalOfId(t: TargetInfo, group?: SimulationConfig['agent_groups'][number]): Goal {
  const name = t.key.slice(t.key.indexOf('.') + 1).replace(/_/g, ' ');
  if (WORSE.test(name)) return -1;
  if (BETTER.test(name)) return 1;
  if (/^has /.test(name) && group && Object.keys(group.actions).some((a) => /^(?:adopts|installs|buys|enrols|takes up)/.test(a.replace(/_/g, ' ')))) return 1;
  return 0;
}

/** The answer's outcome counted in members with a predicate ("nurses who have left"), when it is one. */
export function countedMembers(c: ComputedAnswer): { noun: string; verb: string } | null {
  const t = c.target;
  const agg = c.question.aggregate ?? 'mean';
  const verb = verbOf(t);
  if (!verb || agg === 'mean' || !(t.share || t.members)) return null;
  return { noun: t.groupNoun, verb };
}

/** What the asker wants, in words: "fewer nurses who have left", "more commuters who commute by bus". */
export function goalWords(c: ComputedAnswer, goal: Goal): string | null {
  if (goal === 0) return null;
  const t = c.target;
  const verb = verbOf(t);
  const more = goal > 0 ? 'more' : 'fewer';
  if (verb && (t.share || t.members)) return `${more} ${t.groupNoun} ${who(t.groupNoun)} ${verb}`;
  return `a ${goal > 0 ? 'higher' : 'lower'} ${inSentence(t.label)}`;
}

/**
 * A change of a count of members in words: "about 416 more nurses have left", "about 880 fewer
 * commuters commute by car"; null when the outcome is not such a count.
 */
export function countChange(c: ComputedAnswer, x: number): string | null {
  const m = countedMembers(c);
  if (!m) return null;
  return `about ${count(Math.abs(x))} ${x >= 0 ? 'more' : 'fewer'} ${m.noun} ${m.verb}`;
}

/**
 * Whether a change of the answer's quantity by `x` works for the goal. A time to a threshold
 * is better sooner when the goal is to get more of it (later when less), the other way round
 * for a fall below a threshold ("below"); a chance follows its threshold's direction the same way.
 */
export function helps(goal: Goal, kind: ComputedAnswer['question']['kind'] | 'time' | 'extreme', x: number, below = false): boolean | null {
  if (goal === 0 || x === 0) return null;
  const time = kind === 'time_to_threshold' || kind === 'time';
  const s = (time ? -Math.sign(x) : Math.sign(x)) * (below && (time || kind === 'probability_of_event') ? -1 : 1);
  return s * goal > 0;
}

/**
 * An option that happens to the asker rather than one they choose: a rival opening, a market
 * crash, a recession, a storm. Its effect is something to prepare for, never an option to
 * "avoid" or to pick: read from the arm's id and label, which the Architect writes from the
 * asker's words ("rival_opened_next_door", "20% stock market crash", "Unemployment rises").
 */
const EXTERNAL = /\b(?:rivals?|competitors?|competition|konkurrent\w*|wettbewerber\w*|competidor\w*|rival(?:es)?|concurrent\w*|crash|krach|shock|schock|slump|recession|rezession|recesi[oó]n|r[eé]cession|downturn|unemployment|arbeitslosigkeit|desempleo|paro|ch[oô]mage|inflation|inflaci[oó]n|storm|sturm|tormenta|temp[eê]te|rain|regen|lluvia|pluie|flood|hochwasser|inundaci[oó]n|inondation|drought|d[uü]rre|sequ[ií]a|s[eé]cheresse|heatwave|hitzewelle|pandemic|pandemie|pandemia|pand[eé]mie|outbreak|strike|streik|huelga|gr[eè]ve|outage|ausfall|war|krieg|guerra|guerre)\b/i;
// News that breaks on its own ("Rumour spreads"), not a campaign about it ("Rumour debunked by teachers").
const NEWS_BREAKS = /\b(?:rumou?rs?|ger[uü]cht\w*|rumor(?:es)?|rumeurs?|bad news|scandal\w*|skandal\w*|esc[aá]ndalo\w*)\s+(?:spreads?|breaks?|hits?|emerges?|circulates?|verbreitet\s+sich|se\s+difunde|circule)\b/i;

export function isExternalEvent(arm: { id?: string; label?: string }): boolean {
  const words = `${(arm.id ?? '').replace(/_/g, ' ')} ${arm.label ?? ''}`;
  return EXTERNAL.test(words) || NEWS_BREAKS.test(arm.label ?? '');
}
