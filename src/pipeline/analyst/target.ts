import { detectLanguage } from '../architect/reader/gloss.js';
import type { ActionSpec, AgentGroupConfig, SimulationConfig, VariableSpec } from '../../domain/simulation-config.js';

/**
 * What a '<group>.<name>' is, in the asker's words: its label, its unit, whether its mean is
 * a share of the group (a yes/no state or action), and how many agents its group has.
 */
export interface TargetInfo {
  key: string;
  groupId: string;
  name: string;
  kind: 'variable' | 'action';
  /** The group's name as a plural noun in a sentence: "households". */
  groupNoun: string;
  /** The members the group stands for: its agents × the members each agent stands for. */
  agents: number;
  /** Members each agent stands for (1 unless the assumptions say a population was scaled). */
  perAgent: number;
  /** The label, or the name with '_' as spaces. */
  label: string;
  /** The configuration's unit, when it gives one. */
  unit?: string;
  /** The mean is a share of the group's agents (0…1): a yes/no action or a 0–1 state. */
  share: boolean;
  /**
   * Not a share, but its total counts members of the group: a counter labelled as people
   * ("Nurses who have left", unit "leavers"), so a total reads "1,180 of the 5,000 nurses have left".
   */
  members: boolean;
  /**
   * Its total is a whole number of events: a counter that starts at a whole number and changes
   * only by whole steps of yes/no or count actions (departures, visits), in any language. Its
   * totals print as counts ("239", never "239,4").
   */
  counted: boolean;
  /**
   * Every agent of the group holds the same value: a resource they share (a fish stock, an
   * aquifer), kept by one copy each. Its mean is its level, not an average over the group.
   */
  common: boolean;
  spec: VariableSpec | ActionSpec;
}

/** A variable that only ever holds whole numbers: see TargetInfo.counted. */
function isCounter(group: AgentGroupConfig, name: string, spec: VariableSpec): boolean {
  if (spec.type !== 'initial_value' || !Number.isInteger(spec.value)) return false;
  if (spec.noise || spec.drift || spec.growth) return false;
  let changed = false;
  for (const a of Object.values(group.actions)) {
    const e = a.effects?.[name];
    if (e === undefined || e === 0) continue;
    if (!Number.isInteger(e) || (a.type !== 'binary' && a.type !== 'discrete')) return false;
    changed = true;
  }
  return changed;
}

/**
 * The variables every agent holds at the same value: they start at one value without noise or
 * drift, and only deterministic continuous actions change them, from group aggregates
 * ("boats.harvests"), constants and other such variables, one of them an aggregate. Found as a
 * fixed point: a variable leaves the set when something not held in common moves it.
 */
function heldInCommon(group: AgentGroupConfig): Set<string> {
  const common = new Set(Object.entries(group.variables).filter(([, v]) => v.type === 'initial_value' && !v.noise && !v.drift).map(([n]) => n));
  for (let changed = true; changed; ) {
    changed = false;
    for (const a of Object.values(group.actions)) {
      if (a.type === 'continuous' && !a.noise && Object.keys(a.weights ?? {}).every((k) => k.includes('.') || common.has(k))) continue;
      for (const [t, e] of Object.entries(a.effects ?? {})) if (e && common.delete(t)) changed = true;
    }
  }
  // Shared means moved by what the group does ("boats.harvests"); a per-person quantity that every
  // member happens to hold alike (spending under a price change) is still averaged over them.
  const shared = new Set<string>();
  for (const a of Object.values(group.actions)) {
    if (!Object.keys(a.weights ?? {}).some((k) => k.includes('.'))) continue;
    for (const [t, e] of Object.entries(a.effects ?? {})) if (e && common.has(t)) shared.add(t);
  }
  return shared;
}

/**
 * A remark in a label about the model's own scale ("(log-odds)", "(log-odds, fading)", "(log)",
 * "(model arithmetic)"): true for the modeller, noise for the asker.
 */
const SCALE_REMARK = /\s*\((?:[^()]*[,;]\s*)?(?:log-odds|logit|log|model arithmetic)(?:[,;][^()]*)?\)/gi;

/** A name for people: the label, else the name with '_' as spaces (never an identifier). */
export function plainName(name: string, label?: string): string {
  // "(1 = today)" defines the model's scale: the modeller's note, not the asker's words.
  const cleaned = label?.replace(SCALE_REMARK, '').replace(/\s*\([^()]*=[^()]*\)/g, '').trim();
  if (cleaned) return cleaned;
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * "Households" → "households"; "EU citizens" stays (an acronym or proper noun keeps its case),
 * and so does every German noun ("Haushalte"): German capitalises nouns inside a sentence.
 */
export function groupNoun(group: Pick<AgentGroupConfig, 'name' | 'id'>, config?: Pick<SimulationConfig, 'question'>): string {
  const n = (group.name || plainName(group.id)).trim();
  if (config?.question?.text && detectLanguage(config.question.text).lang === 'de') return n;
  // "Uber drivers", "Berlin renters", "combien d'Allemands": a name the asker capitalised inside a sentence keeps its capital.
  const first = n.split(/\s+/)[0];
  const escaped = first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (config?.question?.text && new RegExp(`(?:[\\p{Ll}\\d,]\\s+|\\p{L}['’])${escaped}(?!\\p{L})`, 'u').test(config.question.text)) return n;
  return /^\p{Lu}\p{Ll}/u.test(n) ? n.charAt(0).toLowerCase() + n.slice(1) : n;
}

// The units the Architect writes in German, Spanish and French too ("Anteil der Haushalte", "proporción de hogares", "part des ménages").
const SHARE_UNIT = /share|proportion|fraction|probability|anteil|proporci[oó]n|^part\b/i;

function isShare(kind: 'variable' | 'action', spec: VariableSpec | ActionSpec): boolean {
  if (spec.unit && !SHARE_UNIT.test(spec.unit)) return false;
  if (kind === 'action') {
    const a = spec as ActionSpec;
    return a.type === 'binary' || (a.type === 'discrete' && (a.max ?? 1) === 1);
  }
  const b = (spec as VariableSpec).bounds;
  return b?.min === 0 && b?.max === 1;
}

export function findGroup(config: SimulationConfig, groupId: string): AgentGroupConfig | undefined {
  return config.agent_groups.find((g) => g.id === groupId);
}

export function targetInfo(config: SimulationConfig, key: string): TargetInfo {
  const dot = key.indexOf('.');
  const groupId = key.slice(0, dot);
  const name = key.slice(dot + 1);
  const group = findGroup(config, groupId);
  if (!group) throw new Error(`'${groupId}' is not a group of the configuration`);
  const v = group.variables[name];
  const a = group.actions[name];
  const spec = v ?? a;
  if (!spec) throw new Error(`'${name}' is neither a variable nor an action of group '${groupId}'`);
  const kind = v ? 'variable' : 'action';
  const perAgent = membersPerAgent(config, group);
  return {
    key,
    groupId,
    name,
    kind,
    groupNoun: groupNoun(group, config),
    agents: group.number_of_agents * perAgent,
    perAgent,
    // A unit repeated in the label ("Fish stock (% of its unfished level)", "(per post)") is said once, by the unit.
    label: plainName(name, spec.label).replace(/\s*\((?:%|per\s)[^()]*\)/gi, '').trim() || plainName(name),
    unit: spec.unit || undefined,
    share: isShare(kind, spec),
    members: !isShare(kind, spec) && (RELATIVE_CLAUSE.test(plainName(name, spec.label)) || LOCAL_MEMBERS.test(spec.label ?? '')),
    counted: !isShare(kind, spec) && (v ? isCounter(group, name, v) : a.type === 'binary' || a.type === 'discrete'),
    common: Boolean(v) && !isShare(kind, spec) && heldInCommon(group).has(name),
    spec,
  };
}

const STANDS_FOR = /\beach\b[^.;]*?\bagents?\b[^.;]*?\b(?:stands|stand|represents|represent)\s+for\s+(\d[\d,]*(?:\.\d+)?)\s+([A-Za-z][A-Za-z -]*)/gi;
/** The same sentence as the Architect writes it in German, Spanish and French (whole numbers, any thousands separator). */
const STANDS_FOR_LOCAL = /(?:\bjeder der [\d.,\s\u00a0\u202f]+ Agenten steht für|\bcada uno de los [\d.,\s\u00a0\u202f]+ agentes representa a|\bchacun des [\d.,\s\u00a0\u202f]+ agents représente)\s+(\d[\d.,\u00a0\u202f ]*\d|\d)\s+(\p{L}[\p{L} -]*)/giu;

/**
 * A population too large to simulate agent by agent is scaled: the configuration's
 * assumptions then say so in words, "each of the 1,000,000 agents stands for 10 households".
 * Totals are given back in real members, so the Analyst reads that sentence (docs/analyst.md).
 */
export function membersPerAgent(config: SimulationConfig, group: Pick<AgentGroupConfig, 'name' | 'id'>): number {
  const noun = groupNoun(group).toLowerCase();
  for (const a of config.assumptions ?? []) {
    for (const m of a.matchAll(STANDS_FOR)) {
      const k = Number(m[1].replace(/,/g, ''));
      const what = m[2].trim().toLowerCase();
      if (Number.isFinite(k) && k >= 1 && (what.startsWith(noun) || noun.startsWith(what.split(' ')[0]))) return k;
    }
    for (const m of a.matchAll(STANDS_FOR_LOCAL)) {
      const k = Number(m[1].replace(/[^\d]/g, ''));
      const what = m[2].trim().toLowerCase();
      if (Number.isFinite(k) && k >= 1 && (what.startsWith(noun) || noun.startsWith(what.split(' ')[0]))) return k;
    }
  }
  return 1;
}

const IRREGULAR: Record<string, string> = { has: 'have', is: 'are', was: 'were', does: 'do', goes: 'go' };

/**
 * A label written as a third-person verb phrase ("Owns an electric car", "Has been ill")
 * turned into the plural ("own an electric car", "have been ill"), so a share reads
 * "9% of households own an electric car". null when the label does not start with such a
 * verb: the caller then quotes the label instead of guessing.
 */
export function pluralVerbPhrase(label: string, oneWord = false): string | null {
  const m = /^(\S+)(\s+.*)?$/.exec(label.trim());
  if (!m) return null;
  const first = m[1];
  const rest = m[2] ?? '';
  const lower = first.toLowerCase();
  if (first !== lower && first.slice(1) !== first.slice(1).toLowerCase()) return null; // an acronym
  // A one-word label is taken for a verb only for an action ("Recovers"): "Sales" is a noun.
  const verb = rest || oneWord ? pluralVerb(lower) : IRREGULAR[lower] ?? null;
  return verb ? `${verb}${conjoinedVerbs(rest)}` : null;
}

/** "owns" → "own", "has" → "have"; null when the word does not read as a third-person verb. */
function pluralVerb(word: string): string | null {
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (/[^aeiou]ies$/.test(word)) return word.slice(0, -3) + 'y';
  if (/(ss|sh|ch|x|z|o)es$/.test(word)) return word.slice(0, -2);
  if (/[a-z][^s]s$/.test(word) && !/(ous|ss|us|is|ics)$/.test(word)) return word.slice(0, -1);
  return null;
}

/** Words after which a word ending in -s is a verb's object, so the word was a verb ("shares the"). */
const OBJECT_START = /^(?:the|a|an|its|their|his|her|this|that|these|those|some|no|to|on|in|at|with|for|from|up|out|off|away|back|it|them)$/i;

/**
 * The verbs after "and"/"or" agree too: "Believes and has shared the story" → "believe and have
 * shared the story". A conjoined word is taken for a verb when it is an auxiliary (has, is) or
 * ends in -s and is followed by an object ("and shares the"), so "owns cars and bikes" keeps
 * its nouns.
 */
function conjoinedVerbs(rest: string): string {
  return rest.replace(/(\s(?:and|or)\s+)([a-z]+)(?=(\s+\S+)?)/g, (all, conj: string, word: string, next?: string) => {
    const plural = IRREGULAR[word] ?? (next && OBJECT_START.test(next.trim()) ? pluralVerb(word) : null);
    return plural ? `${conj}${plural}` : all;
  });
}

/** The target's label as a plural predicate ("own an electric car", "have left", "are in hospital"), when it reads as one. */
/** "restaurants that have closed", "nurses who have left": organisations and things take "that". */
export function who(noun: string): 'who' | 'that' {
  return /\b(?:firms|companies|businesses|enterprises|farms|shops|stores|retailers|restaurants|cafés|cafes|bars|pubs|hotels|banks|hospitals|clinics|schools|factories|plants|manufacturers|boats|vessels|trawlers|mills)$/i.test(noun.trim()) ? 'that' : 'who';
}

export function verbOf(t: TargetInfo): string | null {
  // A one-word label is a verb for an action ("Recovers") or a yes/no state ("Smokes"); "Sales" stays a noun.
  return predicateOf(t.label, t.kind === 'action' || t.share);
}

/**
 * A label as what the members of a group do or are, in the plural, so a share or a count reads
 * as a sentence ("9% of households own an electric car", "1,180 of the 5,000 nurses have left",
 * "the number of people who are infectious now"):
 * - a verb phrase ("Owns an electric car", "Switches to: commutes by bus" → "switch to commuting by bus");
 * - a relative clause after a plural noun ("Nurses who have left" → "have left");
 * - a state said with an adjective, participle or preposition ("Infectious now", "In hospital",
 *   "Unemployed and looking for work") → "are infectious now".
 * null when none fits (a noun phrase such as "Post vacant"): the caller quotes the label.
 */
export function predicateOf(label: string, oneWord = false): string | null {
  // "Has quit during the period": the period is the answer's own horizon, said there.
  label = label.replace(/\s+during the (?:period|run)$/i, '');
  const rel = RELATIVE_CLAUSE.exec(label.trim());
  if (rel) return rel[1];
  const verb = pluralVerbPhrase(label, oneWord);
  if (verb) return gerundAfterColon(verb);
  const first = label.trim().split(/\s+/)[0] ?? '';
  const lower = first.toLowerCase();
  if (first && first !== lower && first.slice(1) !== first.slice(1).toLowerCase()) return null; // an acronym
  // A thing and its state: "Post vacant" → "have a vacant post".
  // ("Still open" is a state word first: "are still open".)
  const held = STATE_WORD.test(lower) ? null : NOUN_STATE.exec(label.trim());
  if (held) return `have a ${held[2].toLowerCase()} ${held[1].toLowerCase()}`;
  // A gerund of two words or more is an activity under way: "Sharing the rumour now" → "are sharing the rumour now".
  const gerund = /^[a-z]{3,}ing$/.test(lower) && /\s/.test(label.trim());
  if (gerund || STATE_WORD.test(lower) || (/^[a-z]{4,}(?:ed|ous)$/.test(lower) && !/(?:eed|ness)$/.test(lower))) return `are ${inSentence(label.trim())}`;
  return null;
}

/** A noun and an adjective of state after it: "Post vacant", "Account closed". */
const NOUN_STATE = /^([A-Za-z]+)\s+(vacant|empty|open|closed|filled|unfilled|free|occupied|active|inactive|overdue|paid|unpaid|insured|uninsured)$/i;

/**
 * "Nurses who have left", "Customers that have cancelled", "Staff who have left": the clause
 * after the noun (a plural, or a noun that is plural without an s: staff, people, children),
 * which a name may stand before ("Uber drivers who have left").
 */
/**
 * "<Group> who have left" as the Architect's phrasebooks say it ("Abgänge (Pflegekräfte)",
 * "Salidas (enfermeras)", "Départs (infirmières)"), each with what one member did ("Abgang").
 */
export const LOCAL_LEAVERS: Record<string, string> = { Abgänge: 'Abgang', Salidas: 'salida', Départs: 'départ' };
const LOCAL_MEMBERS = new RegExp(`^(?:${Object.keys(LOCAL_LEAVERS).join('|')}) \\([^()]*\\)$`);
const RELATIVE_CLAUSE = /^(?:[A-Za-zÀ-ÿ-]+\s+(?=[A-Za-zÀ-ÿ]+s\s+(?:who|that)\s))?(?:[A-Za-zÀ-ÿ]+s|[Ss]taff|[Pp]eople|[Pp]ersonnel|[Cc]hildren|[Pp]olice|[Cc]rew|[Ww]orkforce|[A-Za-z]*(?:men|women))(?:\s+[a-zà-ÿ]+s)?\s+(?:who|that)\s+(.+)$/;

/** First words that make a state of being: "In hospital", "Still with the provider", "Immune". */
const STATE_WORD = /^(?:in|on|at|still|out|off|ill|sick|immune|infectious|susceptible|unemployed|employed|enrolled|vaccinated|recovered|retired|homeless|aware|active|inactive|alive|dead|absent|present|away|abroad)$/;

/** "switch to: commutes by bus" → "switch to commuting by bus" (a mode written as a verb after a colon). */
function gerundAfterColon(phrase: string): string {
  return phrase.replace(/\b(to|from):\s+([a-z]+)/g, (all, prep: string, word: string) => {
    const base = pluralVerb(word);
    if (!base) return `${prep} ${word}`;
    const ing = /[^e]e$/.test(base) ? `${base.slice(0, -1)}ing` : `${base}ing`;
    return `${prep} ${ing}`;
  });
}

/** "leave this month" → "leave": a per-step action as a decision, without its step. */
export function bareVerb(phrase: string): string {
  return phrase.replace(/\s+(?:this|each|per|a)\s+(?:day|week|month|quarter|year|step)$/i, '');
}

/** The Architect's mark on a piece of bookkeeping ("Infection pressure: reset (model arithmetic)"). */
const ARITHMETIC = /model arithmetic/i;

/**
 * An action that is bookkeeping, not a decision: marked as model arithmetic, or a continuous
 * amount without noise whose only job is to write its effects (a transfer, a reset, a piece of
 * a curve). Nobody decides it, so it is never a driver nor an outcome to report.
 */
export function isArithmeticAction(a: ActionSpec): boolean {
  if (ARITHMETIC.test(a.label ?? '') || ARITHMETIC.test(a.description ?? '')) return true;
  return a.type === 'continuous' && a.noise === 0 && Object.keys(a.effects ?? {}).length > 0;
}

/**
 * A helper of the model's arithmetic rather than something people have, do or decide: an
 * action that is bookkeeping (above), or a variable marked as model arithmetic or recomputed
 * from scratch every step by such actions (one of them clears it: weight −1 on itself, effect
 * on itself) — a derived quantity like an infection pressure, whose own start and scale mean
 * nothing to the asker. Read by role, so it holds for any Architect that builds helpers this way.
 */
export function isHelper(config: SimulationConfig, key: string): boolean {
  const dot = key.indexOf('.');
  const group = findGroup(config, key.slice(0, dot));
  const name = key.slice(dot + 1);
  if (!group) return false;
  const a = group.actions[name];
  if (a && !group.variables[name]) return isArithmeticAction(a);
  const v = group.variables[name];
  if (!v) return false;
  if (ARITHMETIC.test(v.label ?? '')) return true;
  const writers = Object.values(group.actions).filter((x) => x.effects?.[name]);
  return writers.length > 0 && writers.every(isArithmeticAction) && writers.some((x) => x.weights?.[name] === -1 && x.effects?.[name] === 1);
}

/** The label as it sits inside a sentence: lower-case first letter unless an acronym. */
export function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}
