import { DEFAULT_CONFIG_LIMITS, type SimulationConfig } from '../../../domain/simulation-config.js';
import { LIBRARY, generic } from '../mechanisms/library.js';
import { selectMechanism, type Selection } from '../mechanisms/select.js';
import type { Built, Mechanism } from '../mechanisms/types.js';
import { readIntent } from '../reader/intent.js';
import type { Intent } from '../reader/types.js';
import { armsFor } from './arms.js';
import { populationsFor, stepsFor } from './plan.js';
import { questionFor } from './question.js';
import { nothingToSimulate, unsupportedLanguage } from './refusal.js';

/**
 * The builtin Architect's whole design: read the prompt, pick the mechanism, size the run,
 * build the groups, turn interventions into arms and events, ask the question, size the
 * replicates to a time budget and write the assumptions. Deterministic: the same prompt
 * always gives the same configuration.
 */

/** Agent-steps the replicates of one simulation may use (about one to two minutes of kernel time on two cores). */
export const WORK_BUDGET = 2e9;
export const TARGET_REPLICATES = 20;
export const MIN_REPLICATES = 10;

// Below this score a prompt names no behaviour we know; with a named population it is still
// simulated with the generic model, without one it is refused.
const CLEAR_SCORE = 2.5;

export type Design =
  | { ok: true; title: string; config: SimulationConfig; intent: Intent; mechanism: Mechanism; selection: Selection }
  | { ok: false; message: string };

function nothing(intent: Intent, selection: Selection): boolean {
  const named = intent.populations.length > 0;
  const counted = intent.populations.some((p) => p.count !== null);
  if (intent.concepts.has('weather') && selection.score < 4) return true;
  if (selection.score >= CLEAR_SCORE) return false;
  if (selection.score >= 1 && named) return false;
  // A counted population with a behaviour, or with a change to respond to, is enough for the generic model.
  return !(counted && (intent.subject !== null || intent.interventions.length > 0));
}

function fmt(n: number): string {
  return n.toLocaleString('en-US');
}

/** "Adoption of electric cars — 10,000 households, 24 months". */
function title(built: Built, config: SimulationConfig, intent: Intent, people: number, noun: string): string {
  const span = intent.horizon.span;
  const n = span && span.unit !== config.step_unit ? span.n : config.number_of_steps;
  const unit = span && span.unit !== config.step_unit ? span.unit : config.step_unit;
  const t = `${built.label} — ${fmt(people)} ${noun.toLowerCase()}, ${n} ${unit}${n === 1 ? '' : 's'}`;
  return t.length > 120 ? `${t.slice(0, 117)}…` : t;
}

export function designFromPrompt(prompt: string): Design {
  const read = readIntent(prompt);
  if (!read.ok) return { ok: false, message: unsupportedLanguage(read.languageName) };
  const intent = read.intent;
  const selection = selectMechanism(intent, LIBRARY);
  if (nothing(intent, selection)) return { ok: false, message: nothingToSimulate(intent.language) };
  const mechanism = selection.score >= CLEAR_SCORE || selection.score >= 1 ? selection.mechanism : generic;
  const shape = stepsFor(intent, mechanism);
  const pops = populationsFor(intent, mechanism);
  const built = mechanism.build({ intent, unit: shape.unit, steps: shape.steps, stepDays: shape.stepDays, groups: pops.groups, interventions: intent.interventions });
  const groups = built.groups;
  const arms = armsFor(intent, built, groups, shape.steps, shape.stepDays);
  const { question, assumptions: qNotes } = questionFor(intent, built, pops.groups, arms.arms.length);

  const agents = groups.reduce((s, g) => s + g.number_of_agents, 0);
  const perReplicate = agents * shape.steps * (1 + arms.arms.length);
  const replicates = Math.max(1, Math.min(TARGET_REPLICATES, Math.floor(WORK_BUDGET / perReplicate), DEFAULT_CONFIG_LIMITS.maxReplicates));

  const notes: string[] = [];
  const main = pops.groups[0];
  if (!main.stated) notes.push(`The prompt gives no number of ${main.name.toLowerCase()}; ${fmt(main.people)} are simulated (shares do not depend on it).`);
  for (const g of pops.groups) {
    if (g.perAgent > 1 && groups.some((x) => x.id === g.id)) {
      notes.push(`${fmt(g.people)} ${g.name.toLowerCase()} are more than one run can hold (1,000,000 agents a group, 5,000,000 in all): each of the ${fmt(g.agents)} agents stands for ${fmt(g.perAgent)} ${g.name.toLowerCase()}.`);
    }
  }
  if (!shape.stated) {
    const year = intent.gloss.find((g) => g.kind === 'number' && /^(19|20)\d\d$/.test(g.raw));
    notes.push(
      year
        ? `"${year.raw}" is not read as a horizon (the Architect does not assume today's date); ${shape.steps} ${shape.unit}s are simulated, so state the span ("over 3 years") to change it.`
        : `The prompt gives no horizon; ${shape.steps} ${shape.unit}s are simulated.`,
    );
  }
  const unusedNamed = [...pops.unused, ...pops.groups.filter((g) => !groups.some((x) => x.id === g.id)).map((g) => ({ noun: g.name }))];
  for (const u of unusedNamed.slice(0, 3)) notes.push(`${u.noun.charAt(0).toUpperCase()}${u.noun.slice(1)} are not simulated as agents of their own; the model represents them through the ${groups[0].name.toLowerCase()}' behaviour.`);
  notes.push(
    replicates >= MIN_REPLICATES
      ? `Each scenario runs ${replicates} times with different random draws (the same draws in every scenario), so ranges show the run-to-run spread.`
      : `Each scenario runs only ${replicates} time${replicates === 1 ? '' : 's'}: ${fmt(agents)} agents over ${shape.steps} steps is a large run, so ranges are rougher than usual.`,
  );
  const assumptions = [...built.assumptions, ...arms.assumptions, ...qNotes, ...notes].map((a) => (a.length > 300 ? `${a.slice(0, 297)}…` : a)).slice(0, DEFAULT_CONFIG_LIMITS.maxAssumptions);

  const config: SimulationConfig = {
    step_unit: shape.unit,
    number_of_steps: shape.steps,
    agent_groups: groups,
    ...(arms.events.length ? { events: arms.events } : {}),
    ...(arms.arms.length ? { arms: arms.arms, baseline_label: (intent.baselineLabel ?? baselineWords(intent)).slice(0, 120) } : {}),
    replicates,
    question,
    assumptions,
  };
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
