import { calendarNote } from '../../../domain/model-conventions.js';
import { DEFAULT_CONFIG_LIMITS, type SimulationConfig } from '../../../domain/simulation-config.js';
import { lowerName } from '../mechanisms/kit.js';
import { LIBRARY, generic } from '../mechanisms/library.js';
import { selectMechanism, type Selection } from '../mechanisms/select.js';
import type { Built, Mechanism } from '../mechanisms/types.js';
import { estimateSimulationMemory } from '../../../sim/memory.js';
import { readIntent, type ReadOptions } from '../reader/intent.js';
import { yearsAhead } from '../reader/time.js';
import { UNIT_DAYS, type Intent } from '../reader/types.js';
import { armsFor, baselineLabelFor } from './arms.js';
import { MIN_SCALED_AGENTS, niceFactor, populationsFor, stepsFor } from './plan.js';
import { questionFor } from './question.js';
import { fitAssumptions } from './fit.js';
import { finesRefusal, nothingToSimulate, unsupportedLanguage, vectorBorneRefusal } from './refusal.js';
import { labelBook, localiseConfig, localLabel, localTitle } from '../phrasebook/localise.js';

/**
 * The builtin Architect's whole design: read the prompt, pick the mechanism, size the run,
 * build the groups, turn interventions into arms and events, ask the question, size the
 * replicates to a time budget and write the assumptions. Deterministic: the same prompt
 * always gives the same configuration.
 */

/**
 * Work the replicates of one simulation may use, in agent-steps times the fields (variables and
 * actions) each agent computes: the kernel's cost grows with both. Measured on the shared
 * 2-core machine (npm run bench:sim, and the corpus's configurations): about 2·10⁸ field-agent-
 * steps a second on one core under load (5·10⁷ agent-steps/s for a 4-field adoption model,
 * 8.5·10⁶ for a 24-field epidemic), so 6·10⁹ is about 30 s of kernel time.
 */
export const WORK_BUDGET = 6e9;
export const TARGET_REPLICATES = 20;
export const MIN_REPLICATES = 10;

// Below this score a prompt names no behaviour we know; with a named population it is still
// simulated with the generic model, without one it is refused.
const CLEAR_SCORE = 2.5;

export type Design =
  | { ok: true; title: string; config: SimulationConfig; intent: Intent; mechanism: Mechanism; selection: Selection }
  | { ok: false; message: string };

const WHAT_HAPPENS = /\bwhat (?:will |would )?happens? to\b|\bwas (?:passiert|geschieht) mit\b|\bqu[ée] (?:pasar[áa]|ocurrir[áa]|suceder[áa]) con\b|\bque (?:va-t-il se passer|se passera-t-il|deviendra|deviendront)\b/i;

function nothing(intent: Intent, selection: Selection): boolean {
  const named = intent.populations.length > 0;
  const counted = intent.populations.some((p) => p.count !== null);
  if (intent.concepts.has('weather') && selection.score < 4) return true;
  // "What will happen to house prices if …": a quantity's fate, with no behaviour of people the library knows, is
  // no take-up to simulate ("26% of residents happen to house prices").
  if (WHAT_HAPPENS.test(intent.text) && selection.score < CLEAR_SCORE) return true;
  if (selection.score >= CLEAR_SCORE) return false;
  if (selection.score >= 1 && named) return false;
  // "How many households will turn down their heating": a population and a behaviour in the asker's words.
  if (named && intent.subjectAsked) return false;
  // "How many young people will leave the village", "how many restaurants will switch to plant-based menus if meat
  // prices rise": people and a behaviour the generic model has a reading of.
  if (named && (generic.affinity?.(intent) ?? 0) > 0) return false;
  // A counted population with a behaviour, or with a change to respond to, is enough for the generic model.
  return !(counted && (intent.subject !== null || intent.interventions.length > 0));
}

/** Fields each agent computes per step, summed over agents. */
function workOf(groups: SimulationConfig['agent_groups']): number {
  return groups.reduce((s, g) => s + g.number_of_agents * (Object.keys(g.variables).length + Object.keys(g.actions).length), 0);
}

function fmt(n: number): string {
  return n.toLocaleString('en-US');
}

/** "How many Londoners", "combien de Parisiens": a name the asker capitalised inside a sentence keeps its capital. */
function askedCapital(noun: string, text: string): boolean {
  const first = noun.split(/\s+/)[0];
  if (!/^\p{Lu}\p{Ll}/u.test(first)) return false;
  const escaped = first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:[\\p{Ll}\\d,]\\s+|\\p{L}['’])${escaped}(?!\\p{L})`, 'u').test(text);
}

/** "Adoption of electric cars — 10,000 households, 24 months". */
function title(built: Built, config: SimulationConfig, intent: Intent, people: number, noun: string): string {
  const span = intent.horizon.span;
  const n = span && span.unit !== config.step_unit ? span.n : config.number_of_steps;
  const unit = span && span.unit !== config.step_unit ? span.unit : config.step_unit;
  const t = `${built.label} — ${fmt(people)} ${askedCapital(noun, intent.text) ? noun : lowerName(noun)}, ${n} ${unit}${n === 1 ? '' : 's'}`;
  return t.length > 120 ? `${t.slice(0, 117)}…` : t;
}

export interface DesignOptions extends ReadOptions {
  /**
   * The Simulator's memory budget (SIM_MEMORY_BUDGET_BYTES): populations are scaled further
   * (each agent standing for more people) until the configuration fits it, estimated as the
   * submission check does (src/pipeline/work-budget.ts).
   */
  memoryBudgetBytes?: number;
}

/** Titles whose head noun is plural ("Closures of shops", "Rents and moves") take a plural verb. */
const PLURAL_LABEL = /^(closures|cancellations|withdrawals|rents|burglaries|vehicle thefts|bike thefts)\b|^\S+ and \S+ing\b/i;

export function designFromPrompt(prompt: string, opts: DesignOptions = {}): Design {
  const read = readIntent(prompt, { year: opts.year });
  if (!read.ok) return { ok: false, message: unsupportedLanguage(read.languageName) };
  const intent = read.intent;
  // A disease carried by mosquitoes would run as person-to-person contagion (or as a programme's enrolment): no honest model.
  const vector = vectorBorneRefusal(intent.text, intent.language);
  if (vector) return { ok: false, message: vector };
  // Tickets issued would run as commuting or as take-up of the cameras: no honest model.
  const fines = finesRefusal(intent.gloss, intent.language);
  if (fines) return { ok: false, message: fines };
  const selection = selectMechanism(intent, LIBRARY);
  if (nothing(intent, selection)) return { ok: false, message: nothingToSimulate(intent.language) };
  // The generic model wins where it has a reading of its own (cutting back) that beats the library's best.
  const mechanism = selection.score >= 1 && (generic.affinity?.(intent) ?? 0) <= selection.score ? selection.mechanism : generic;
  const shape = stepsFor(intent, mechanism);
  const make = (scale: number) => {
    const pops = populationsFor(intent, mechanism, scale);
    const built = mechanism.build({ intent, unit: shape.unit, steps: shape.steps, stepDays: shape.stepDays, groups: pops.groups, interventions: intent.interventions });
    const groups = built.groups;
    const arms = armsFor(intent, built, groups, shape.steps, shape.stepDays);
    const perReplicate = workOf(groups) * shape.steps * (1 + arms.arms.length);
    return { pops, built, groups, arms, perReplicate };
  };
  // Replicates are sized to a time budget. Below 10, large populations are scaled first (each
  // agent then stands for k people; shares are unchanged and counts are given in real units),
  // and only then are replicates cut.
  let m = make(1);
  const fit = (perReplicate: number) => Math.floor(WORK_BUDGET / perReplicate);
  if (fit(m.perReplicate) < MIN_REPLICATES) {
    const scaled = make(niceFactor((MIN_REPLICATES * m.perReplicate) / WORK_BUDGET));
    if (scaled.perReplicate < m.perReplicate) m = scaled;
  }
  // Why agents stand for several people: the per-run limits, or the time budget of the runs.
  const overLimits = m.pops.groups.some((g) => g.people > DEFAULT_CONFIG_LIMITS.maxAgentsPerGroup) || m.pops.groups.reduce((s, g) => s + g.people, 0) > DEFAULT_CONFIG_LIMITS.maxTotalAgents;
  // Then to the memory budget, the same way: a larger k while that still makes the run smaller
  // and no scaled group falls under MIN_SCALED_AGENTS. What cannot fit even so is refused by
  // the Architect stage with the submission's message.
  const memoryOf = (x: typeof m) =>
    estimateSimulationMemory(
      { step_unit: shape.unit, number_of_steps: shape.steps, agent_groups: x.groups, arms: x.arms.arms, replicates: TARGET_REPLICATES },
      { checkpoints: true, runsAtOnce: 1, tracked: 1 },
    ).totalBytes;
  let memoryScaled = false;
  if (opts.memoryBudgetBytes !== undefined) {
    while (memoryOf(m) > opts.memoryBudgetBytes) {
      const next = make(niceFactor(Math.max(2, m.pops.scale * 2)));
      const tooFew = next.pops.groups.some((g) => g.perAgent > 1 && g.agents < MIN_SCALED_AGENTS);
      if (tooFew || memoryOf(next) >= memoryOf(m)) break;
      m = next;
      memoryScaled = true;
    }
  }
  const { pops, built, groups, arms } = m;
  const { question, assumptions: qNotes } = questionFor(intent, built, pops.groups, arms.arms.length);
  const agents = groups.reduce((s, g) => s + g.number_of_agents, 0);
  const replicates = Math.max(1, Math.min(TARGET_REPLICATES, fit(m.perReplicate), DEFAULT_CONFIG_LIMITS.maxReplicates));

  const notes: string[] = [];
  const main = pops.groups[0];
  if (!main.stated) notes.push(`The prompt gives no number of ${lowerName(main.name)}; ${fmt(main.people)} are simulated (shares do not depend on it).`);
  for (const g of pops.groups) {
    if (g.perAgent > 1 && groups.some((x) => x.id === g.id)) {
      const name = lowerName(g.name);
      if (memoryScaled || overLimits) {
        const why = memoryScaled ? "the Simulator's memory budget holds" : 'one run can hold (1,000,000 agents a group, 5,000,000 in all)';
        notes.push(`${fmt(g.people)} ${name} are more than ${why}: each of the ${fmt(g.agents)} agents stands for ${fmt(g.perAgent)} ${name}.`);
      } else {
        // 500,000 residents fit one run; 20 runs of every scenario do not fit the time budget.
        notes.push(`${fmt(g.people)} ${name} are simulated as ${fmt(g.agents)} agents so that every scenario runs at least ${MIN_REPLICATES} times within the Simulator's time budget: each of the ${fmt(g.agents)} agents stands for ${fmt(g.perAgent)} ${name}.`);
      }
    }
  }
  if (shape.reachesPast) notes.push(`The prompt gives no horizon; the run reaches past the change it names by the usual span: ${shape.steps} ${shape.unit}${shape.steps === 1 ? '' : 's'} are simulated.`);
  else if (shape.lasting) notes.push(`The prompt gives no other horizon; the ${shape.steps} ${shape.unit}${shape.steps === 1 ? '' : 's'} that "${shape.lasting}" lasts are simulated.`);
  else if (!shape.stated) {
    // A year ahead that starts a change ("obligatoria desde 2027") is no failed horizon; only a year not ahead is said so.
    const year = intent.gloss.find((g) => g.kind === 'number' && /^(19|20)\d\d$/.test(g.raw) && yearsAhead(g, intent.year) === null);
    notes.push(
      year
        ? `"${year.raw}" is not read as a horizon (it is not a year after ${intent.year}); ${shape.steps} ${shape.unit}s are simulated, so state the span ("over 3 years") to change it.`
        : `The prompt gives no horizon; ${shape.steps === 1 ? `1 ${shape.unit} is` : `${shape.steps} ${shape.unit}s are`} simulated.`,
    );
  }
  // "by 2030", "in 2027": calendar years count from the year the prompt was read in, said so.
  const years = [...new Set(intent.gloss.filter((g) => yearsAhead(g, intent.year) !== null).map((g) => g.raw))];
  if (years.length) notes.push(calendarNote('en', intent.year, years.map((y) => ({ year: y, ahead: Number(y) - intent.year }))));
  // "by March": the end of the month named, counted from today, said so.
  if (intent.horizon.untilMonth && intent.horizon.span && shape.stated) notes.push(`"${intent.horizon.untilMonth}" is read as the end of that month, ${intent.horizon.span.n} month${intent.horizon.span.n === 1 ? '' : 's'} from today.`);
  const span = intent.horizon.span;
  if (span && shape.stated && span.unit !== shape.unit) {
    const every: Record<string, string> = { day: 'daily', week: 'weekly', month: 'monthly', quarter: 'quarterly', year: 'yearly' };
    notes.push(`${span.n === 1 ? `The ${span.unit} asked is` : `The ${span.n} ${span.unit}s asked are`} simulated in ${shape.steps} ${every[shape.unit]} steps: ${lowerName(built.label)} ${PLURAL_LABEL.test(built.label) ? 'change' : 'changes'} too fast for ${span.unit}ly steps; times can be read in ${span.unit}s (${Math.round(UNIT_DAYS[span.unit] / UNIT_DAYS[shape.unit])} steps a ${span.unit}).`);
  }
  // "if the company lays off 10% of staff": people named inside a change are its words, not a population left out.
  const inChange = (noun: string) => intent.interventions.some((iv) => new RegExp(`(?<!\\p{L})${noun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'iu').test(iv.text));
  const unusedNamed = [...pops.unused, ...pops.groups.filter((g) => !groups.some((x) => x.id === g.id)).map((g) => ({ noun: g.name }))].filter((u) => !inChange(u.noun));
  for (const u of unusedNamed.slice(0, 3)) notes.push(`${u.noun.charAt(0).toUpperCase()}${u.noun.slice(1)} are not simulated as agents of their own; the model represents them through the ${groups[0].name.toLowerCase()}' behaviour.`);
  notes.push(
    replicates >= MIN_REPLICATES
      ? `Each scenario runs ${replicates} times with different random draws (the same draws in every scenario), so ranges show the run-to-run spread.`
      : `Each scenario runs only ${replicates} time${replicates === 1 ? '' : 's'}: ${fmt(agents)} agents over ${shape.steps} steps is a large run, so ranges are rougher than usual.`,
  );
  // A German, Spanish or French prompt gets its labels, units, assumptions and title in its language;
  // those are cut to length after translation (localiseConfig), which needs the whole English sentence.
  const book = labelBook(intent.language);
  const all = [...built.assumptions, ...arms.assumptions, ...qNotes, ...notes];
  const assumptions = book ? all.slice(0, DEFAULT_CONFIG_LIMITS.maxAssumptions) : fitAssumptions(all, DEFAULT_CONFIG_LIMITS.maxAssumptions);

  const config: SimulationConfig = {
    step_unit: shape.unit,
    number_of_steps: shape.steps,
    agent_groups: groups,
    // The status quo's own changes come first, in every scenario; then the premises.
    ...(arms.events.length || built.events?.length ? { events: [...(built.events ?? []).map((e) => (book && e.label ? { ...e, label: localLabel(book, e.label) } : e)), ...arms.events] } : {}),
    ...(arms.arms.length ? { arms: arms.arms, baseline_label: (arms.baselineLabel ?? baselineLabelFor(intent) ?? baselineWords(intent)).slice(0, 120) } : {}),
    replicates,
    question,
    assumptions,
  };
  if (book) {
    localiseConfig(config, book);
    const span = intent.horizon.span;
    const other = span && span.unit !== config.step_unit;
    return { ok: true, title: localTitle(book, built.label, main.people, main.name, other ? span.n : config.number_of_steps, other ? span.unit : config.step_unit), config, intent, mechanism, selection };
  }
  return { ok: true, title: title(built, config, intent, main.people, main.name), config, intent, mechanism, selection };
}

function baselineWords(intent: Intent): string {
  switch (intent.language) {
    case 'de':
      return 'Status quo (keine Änderung)';
    case 'es':
      return 'Situación actual (sin cambios)';
    case 'fr':
      return 'Statu quo (aucun changement)';
    default:
      return 'Status quo (no change)';
  }
}
