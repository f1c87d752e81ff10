import type { ActionSpec, SimulationConfig, SimulationEvent, VariableSpec } from '../../domain/simulation-config.js';
import { startShareOf, startShareSpec } from '../../domain/model-conventions.js';
import { num, pct, signed } from './plain.js';
import { inSentence, isHelper, targetInfo, verbOf, type TargetInfo } from './target.js';

/**
 * The parameters a sensitivity analysis may change, each with the change in the asker's
 * words ("if households were 10% more inclined to buy an electric car"). Only parameters
 * that can reach the answer's target through the model's links are candidates: the others
 * cannot move it, so running them would spend the budget on zeros.
 */

export interface Candidate {
  /** Where the parameter sits (for logs and tests; never shown to people). */
  id: string;
  /** The change, as an if-clause: "if households were 10% more inclined to buy an electric car". */
  what: string;
  /** Rough size of the change's push on the model, to keep the largest when over budget. */
  priority: number;
  /** Steps of links between the parameter and the target (0: on the target itself). */
  depth: number;
  /** Applies the change to a copy of the configuration. */
  apply(cfg: SimulationConfig): void;
}

/** Switches of a model's logic (±50 gates that make a state absorbing), not behaviour. */
const GATE = 45;
const LN_1_1 = Math.log(1.1);

export interface CandidateOptions {
  /** The relative size of every change (0.1: 10%). */
  relative: number;
  /** Mean of each '<group>.<name>' over the baseline run (inputs' sizes, for priorities). */
  means: Map<string, number>;
  /** The arm whose events are part of the answer's quantity (compare_arms), by id. */
  arm?: string;
}

const possessive = (noun: string) => (noun.endsWith('s') ? `${noun}’` : `${noun}’s`);

/** "whether households buy an electric car" / "kilometres driven". */
function actionObject(a: TargetInfo): string {
  const spec = a.spec as ActionSpec;
  if (spec.type === 'continuous') return inSentence(a.label);
  const verb = verbOf(a);
  return verb ? `whether ${a.groupNoun} ${verb}` : `“${a.label}” among ${a.groupNoun}`;
}

/** "the share of households who own an electric car" / "households’ average income". */
function meanOf(ref: TargetInfo): string {
  const verb = verbOf(ref);
  if (ref.share) return verb ? `the share of ${ref.groupNoun} who ${verb}` : `the share of ${ref.groupNoun} with “${ref.label}”`;
  return `${possessive(ref.groupNoun)} average ${inSentence(ref.label)}`;
}

/** A relative change (a price 20% lower written as −0.2), read from the target's unit or label. */
const RELATIVE = /relative change|compared with today|fraction|share|percent|%/i;

function eventChange(e: SimulationEvent, k: number, target: TargetInfo): { apply: (e: SimulationEvent) => void; text: string } | null {
  if (e.op === 'multiply') {
    if (e.value === 1) return null;
    const next = 1 + k * (e.value - 1);
    const words = (f: number) => (f < 1 ? `a ${pct(1 - f)} cut` : `a ${pct(f - 1)} rise`);
    return { apply: (x) => (x.value = next), text: `${words(next)} instead of ${pct(Math.abs(1 - e.value))}` };
  }
  if (e.value === 0) return null;
  const next = e.value * k;
  // A relative change is said in % ("a 22% cut instead of 20%"), an amount with its unit.
  if (e.op === 'add' && Math.abs(e.value) < 5 && RELATIVE.test(`${target.unit ?? ''} ${target.label}`)) {
    const words = (x: number) => (x < 0 ? `a ${pct(-x)} cut` : `a ${pct(x)} rise`);
    return { apply: (x) => (x.value = next), text: `${words(next)} instead of ${pct(Math.abs(e.value))}` };
  }
  const unit = target.unit && !/^(0 = no|model)/i.test(target.unit) ? ` ${target.unit}` : '';
  return { apply: (x) => (x.value = next), text: e.op === 'add' ? `${signed(next)} instead of ${signed(e.value)}${unit}` : `${num(next)} instead of ${num(e.value)}${unit}` };
}

const sameWords = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** E|x| at the start, for the priority of a weight on x. */
function typicalSize(v: VariableSpec): number {
  // A yes/no state drawn as a clamped uniform is 1 for a share p: E|x| = p, not the raw bounds.
  const p = startShareOf(v);
  if (p !== null) return p;
  if (v.type === 'initial_value') return Math.abs(v.value);
  if (v.type === 'normal') return Math.sqrt(v.mean ** 2 + v.std ** 2);
  if (v.min >= 0 || v.max <= 0) return Math.abs(v.min + v.max) / 2;
  return (v.min ** 2 + v.max ** 2) / (2 * (v.max - v.min));
}

/** A variable drawn symmetrically around zero that no action, drift or growth moves. */
function symmetricTrait(config: SimulationConfig, key: string): boolean {
  const dot = key.indexOf('.');
  const g = config.agent_groups.find((x) => x.id === key.slice(0, dot));
  const name = key.slice(dot + 1);
  const v = g?.variables[name];
  if (!g || !v || v.drift || v.noise || v.growth || Object.values(g.actions).some((a) => a.effects?.[name])) return false;
  return (v.type === 'uniform' && v.min === -v.max && v.max > 0) || (v.type === 'normal' && v.mean === 0 && v.std > 0);
}

export function candidatesFor(config: SimulationConfig, target: TargetInfo, opts: CandidateOptions): Candidate[] {
  const rel = opts.relative;
  const k = 1 + rel;
  const pctText = `${num(rel * 100)}%`;
  const out: Candidate[] = [];
  const seen = new Set<string>();
  const depthOf = new Map<string, number>([[target.key, 0]]);
  const queue: string[] = [target.key];
  const groupIndex = (id: string) => config.agent_groups.findIndex((g) => g.id === id);
  // An input's typical size: |x| on average, which for a variable centred on 0 is its spread, not its mean.
  const mean = (key: string) => {
    const runMean = Math.abs(opts.means.get(key) ?? 0);
    const dot = key.indexOf('.');
    const spec = config.agent_groups.find((g) => g.id === key.slice(0, dot))?.variables[key.slice(dot + 1)];
    return Math.max(runMean, spec ? typicalSize(spec) : 0);
  };
  const add = (c: Candidate) => {
    if (seen.has(c.id) || !(c.priority > 0)) return;
    seen.add(c.id);
    out.push(c);
  };
  const visit = (key: string, depth: number) => {
    if (depthOf.has(key)) return;
    depthOf.set(key, depth);
    queue.push(key);
  };
  const armIndex = opts.arm ? (config.arms ?? []).findIndex((a) => a.id === opts.arm) : -1;
  const events: Array<{ e: SimulationEvent; where: (c: SimulationConfig) => SimulationEvent; arm?: string }> = [
    ...(config.events ?? []).map((e, i) => ({ e, where: (c: SimulationConfig) => c.events![i] })),
    // Found by id when applied: the reruns keep only this arm, so its index changes.
    ...(armIndex >= 0 ? config.arms![armIndex].events.map((e, i) => ({ e, where: (c: SimulationConfig) => c.arms!.find((a) => a.id === opts.arm)!.events[i], arm: config.arms![armIndex].label })) : []),
  ];

  while (queue.length) {
    const key = queue.shift()!;
    const depth = depthOf.get(key)!;
    const info = targetInfo(config, key);
    const gi = groupIndex(info.groupId);
    const group = config.agent_groups[gi];
    const damp = 1 / (1 + depth);
    if (info.kind === 'variable') {
      const v = info.spec as VariableSpec;
      const vOf = (c: SimulationConfig) => c.agent_groups[gi].variables[info.name] as VariableSpec;
      const label = inSentence(info.label);
      const unit = info.unit ? ` ${info.unit}` : '';
      // A variable nothing changes is a trait: "higher", not "higher at the start".
      const moves = Boolean(v.drift || v.noise || v.growth || events.some((e) => e.e.target === key) || Object.values(group.actions).some((a) => a.effects?.[info.name]));
      const atStart = moves ? ' at the start' : '';
      // A helper of the model's arithmetic has no parameters of its own worth a sentence, and
      // how many start with a yes/no state is data (a stated assumption), not behaviour: the
      // drivers are behaviour parameters in the asker's terms (docs/analyst.md).
      const helper = isHelper(config, key);
      if (helper || info.share) {
        // nothing: its writers and readers are still followed below
      } else if (v.type === 'initial_value' && v.value !== 0) {
        const next = v.value * k;
        const text = `if ${label} started ${pctText} higher (${num(next)} instead of ${num(v.value)}${unit})`;
        add({ id: `${key}:initial`, what: text, priority: rel * damp, depth, apply: (c) => ((vOf(c) as { value: number }).value = next) });
      } else if (v.type === 'normal' && v.mean !== 0) {
        const next = v.mean * k;
        add({ id: `${key}:initial`, what: `if ${label} were ${pctText} higher${atStart} (${num(next)} instead of ${num(v.mean)}${unit} on average)`, priority: rel * damp, depth, apply: (c) => ((vOf(c) as { mean: number }).mean = next) });
      } else if (startShareOf(v) !== null) {
        // A yes/no state starting at a share p: move p itself, never the raw bounds.
        const p = startShareOf(v)!;
        const next = Math.min(1, p * k);
        add({
          id: `${key}:initial`,
          what: `if ${label} started ${pctText} higher (${pct(next)} instead of ${pct(p)})`,
          priority: rel * damp,
          depth,
          apply: (c) => Object.assign(vOf(c), startShareSpec(next)),
        });
      } else if (v.type === 'uniform' && v.min + v.max !== 0) {
        const mid = (v.min + v.max) / 2;
        const shift = rel * Math.abs(mid);
        add({
          id: `${key}:initial`,
          what: `if ${label} were ${pctText} higher${atStart} (${num(mid + shift)} instead of ${num(mid)}${unit} on average)`,
          priority: rel * damp,
          depth,
          apply: (c) => {
            const u = vOf(c) as { min: number; max: number };
            u.min += shift;
            u.max += shift;
          },
        });
      }
      if (v.growth && !helper) {
        const next = v.growth * k;
        add({ id: `${key}:growth`, what: `if ${label} ${v.growth > 0 ? 'grew' : 'shrank'} ${pctText} faster (${pct(Math.abs(next))} instead of ${pct(Math.abs(v.growth))} a ${config.step_unit})`, priority: rel * damp, depth, apply: (c) => (vOf(c).growth = next) });
      }
      if (v.drift && !helper) {
        const next = v.drift * k;
        add({ id: `${key}:drift`, what: `if ${label} drifted ${pctText} faster (${signed(next)} instead of ${signed(v.drift)} a ${config.step_unit})`, priority: rel * damp, depth, apply: (c) => (vOf(c).drift = next) });
      }
      // The interventions on it: a stated change's size is often what the answer hinges on.
      for (const [i, ev] of events.entries()) {
        if (ev.e.target !== key) continue;
        const ch = eventChange(ev.e, k, info);
        if (!ch) continue;
        const name = ev.e.label ? `“${ev.e.label}”` : `the change to ${label}`;
        // "in “<arm>”" only when it adds something: not when the change is named as its arm is.
        const where = ev.arm && !sameWords(ev.arm, ev.e.label ?? '') ? ` in “${ev.arm}”` : '';
        add({ id: `${key}:event:${ev.arm ?? 'all'}:${i}`, what: `if ${name}${where} were ${pctText} larger (${ch.text})`, priority: 2 * rel * damp, depth, apply: (c) => ch.apply(ev.where(c)) });
      }
      // Actions that change it.
      for (const [an, a] of Object.entries(group.actions)) {
        const e = a.effects?.[info.name];
        if (!e) continue;
        const akey = `${info.groupId}.${an}`;
        visit(akey, depth + 1);
        if (isHelper(config, akey)) continue;
        // Switching a yes/no state (an effect of ±1 on a 0–1 state) is the model's logic, not a dose.
        if (info.share && Math.abs(e) >= 1) continue;
        const act = targetInfo(config, akey);
        const next = e * k;
        const verbA = verbOf(act);
        const when = (a.type === 'continuous' ? `each unit of ${inSentence(act.label)}` : verbA ? `each time ${info.groupNoun} ${verbA}` : `each “${act.label}”`);
        add({ id: `${akey}:effect:${info.name}`, what: `if ${when} changed ${label} ${pctText} more`, priority: rel * damp * 0.8, depth: depth + 1, apply: (c) => (c.agent_groups[gi].actions[an].effects![info.name] = next) });
      }
    } else {
      const a = info.spec as ActionSpec;
      const aOf = (c: SimulationConfig) => c.agent_groups[gi].actions[info.name];
      const logit = a.type !== 'continuous';
      const ic = a.intercept ?? 0;
      // Bookkeeping: nobody decides it, so its numbers are not levers; what it reads still is.
      const helper = isHelper(config, key);
      if (Math.abs(ic) < GATE && !helper) {
        if (logit) {
          const verb = verbOf(info);
          const what = verb ? `if ${info.groupNoun} were ${pctText} more inclined to ${verb}` : `if “${info.label}” were ${pctText} more likely among ${info.groupNoun}`;
          const next = ic + Math.log(k);
          add({ id: `${key}:intercept`, what, priority: (Math.log(k) / LN_1_1) * 0.1 * damp, depth, apply: (c) => (aOf(c).intercept = next) });
        } else if (ic !== 0) {
          const next = ic * k;
          add({ id: `${key}:intercept`, what: `if the base level of ${inSentence(info.label)} were ${pctText} higher`, priority: rel * damp, depth, apply: (c) => (aOf(c).intercept = next) });
        }
      }
      const contributions = Object.entries(a.weights ?? {}).map(([wk, w]) => ({ wk, w, ref: wk.includes('.') ? wk : `${info.groupId}.${wk}` }));
      const scale = Math.abs(ic) + contributions.reduce((s, x) => s + Math.abs(x.w) * mean(x.ref), 0);
      for (const { wk, w, ref } of contributions) {
        visit(ref, depth + 1);
        if (Math.abs(w) >= GATE || w === 0 || helper || isHelper(config, ref)) continue;
        const refInfo = targetInfo(config, ref);
        const push = Math.abs(w) * mean(ref);
        // A logit shift of rel·|w·x̄|; for an amount, its share of the amount.
        const priority = (logit ? rel * Math.min(push, 5) : (rel * push) / Math.max(scale, 1e-12)) * damp;
        const next = w * k;
        // A trait centred on zero that nothing changes (individual taste) only spreads people
        // out: its weight says how much they differ, not how much of it there is.
        const what = wk.includes('.')
          ? `if ${meanOf(refInfo)} swayed ${actionObject(info)} ${pctText} more`
          : symmetricTrait(config, ref)
            ? `if ${refInfo.groupNoun} differed ${pctText} more in ${inSentence(refInfo.label)}, as it bears on ${actionObject(info)}`
            : `if ${inSentence(refInfo.label)} counted ${pctText} more in ${actionObject(info)}`;
        add({ id: `${key}:weight:${wk}`, what, priority, depth, apply: (c) => (aOf(c).weights![wk] = next) });
      }
    }
  }
  return out;
}
