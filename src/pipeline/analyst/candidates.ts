import type { ActionSpec, SimulationConfig, SimulationEvent, VariableSpec } from '../../domain/simulation-config.js';
import { localNumbers } from './phrasebook/numbers.js';
import { phrasebookFor } from './phrasebook/index.js';
import type { Phrasebook, StepUnit } from './phrasebook/types.js';
import { startShareOf, startShareSpec } from '../../domain/model-conventions.js';
import { num, pct, signed } from './plain.js';
import { bareVerb, inSentence, isHelper, targetInfo, verbOf, who, type TargetInfo } from './target.js';

/**
 * The parameters a sensitivity analysis may change, each with the change in the asker's
 * words ("if households were 10% more likely to buy an electric car"). Only parameters
 * that can reach the answer's target through the model's links are candidates: the others
 * cannot move it, so running them would spend the budget on zeros.
 */

export interface Candidate {
  /** Where the parameter sits (for logs and tests; never shown to people). */
  id: string;
  /** The change, as an if-clause: "if households were 10% more likely to buy an electric car". */
  what: string;
  /** The parameter itself as a noun phrase, for risks and levers: "how likely households are to buy an electric car". */
  about?: string;
  /** Rough size of the change's push on the model, to keep the largest when over budget. */
  priority: number;
  /** Steps of links between the parameter and the target (0: on the target itself). */
  depth: number;
  /** Applies the change to a copy of the configuration. */
  apply(cfg: SimulationConfig): void;
}

/**
 * Switches of a model's logic (±50 gates that make a state absorbing), not behaviour. A gate
 * can carry a rate folded into it (50 + logit(0.0005) ≈ 42 in the investors' model), so anything
 * from 30 up is a gate: no behavioural weight or intercept in log-odds comes near that.
 */
const GATE = 30;
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

/**
 * What a yes/no action decides, as the object of "weighs on": "households’ decisions to buy an
 * electric car", "whether people are in hospital"; an amount by its label.
 */
function decisions(a: TargetInfo): string {
  const spec = a.spec as ActionSpec;
  if (spec.type === 'continuous') return inSentence(a.label);
  const verb = verbOf(a);
  if (!verb) return `${inSentence(a.label)} among ${a.groupNoun}`;
  return /^are\s/.test(verb) ? `whether ${a.groupNoun} ${bareVerb(verb)}` : `${possessive(a.groupNoun)} decisions to ${bareVerb(verb)}`;
}

/** "buy an electric car", "be in hospital": a predicate after "to". */
const infinitive = (verb: string) => bareVerb(verb).replace(/^are\s/, 'be ');

/** A label inside a sentence, with "the" before a common noun that needs one ("the share of others …", "the fear from bad news"). */
function theLabel(label: string): string {
  const l = inSentence(label);
  return /^(?:share|number|level|rate|amount|size|cost|price|risk|fear|workload|pay|probability|chance|pressure|effect|influence)\b/.test(l) ? `the ${l}` : l;
}

/** "the share of households who own an electric car" / "households’ average income". */
function meanOf(ref: TargetInfo): string {
  const verb = verbOf(ref);
  if (ref.share) return verb ? `the share of ${ref.groupNoun} ${who(ref.groupNoun)} ${verb}` : `the share of ${ref.groupNoun} with ${inSentence(ref.label)}`;
  return `${possessive(ref.groupNoun)} average ${inSentence(ref.label)}`;
}

/** A relative change (a price 20% lower written as −0.2), read from the target's unit or label. */
const RELATIVE = /relative change|compared with today|fraction|share|percent|%|relative Änderung|im Vergleich zu heute|cambio relativo|respecto a hoy|variation relative|par rapport à aujourd’hui/i;

/** A change that already takes the thing to nothing ("offered free", a fee cut by 100%) cannot be 10% larger. */
function cutToNothing(e: SimulationEvent, target: TargetInfo): boolean {
  if (e.op === 'multiply') return e.value <= 1e-9;
  return e.op === 'add' && e.value <= -0.999 && e.value >= -1.001 && RELATIVE.test(`${target.unit ?? ''} ${target.label}`);
}

function eventChange(e: SimulationEvent, k: number, target: TargetInfo, pb: Phrasebook | null = null): { apply: (e: SimulationEvent) => void; text: string } | null {
  if (pb) return localEventChange(e, k, target, pb);
  if (cutToNothing(e, target)) return null;
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

/** eventChange in the asker's language (phrasebook/). */
function localEventChange(e: SimulationEvent, k: number, target: TargetInfo, pb: Phrasebook): { apply: (e: SimulationEvent) => void; text: string } | null {
  const n = localNumbers(pb);
  const d = pb.drivers;
  if (cutToNothing(e, target)) return null;
  if (e.op === 'multiply') {
    if (e.value === 1) return null;
    const next = 1 + k * (e.value - 1);
    const words = (f: number) => (f < 1 ? d.cut(n.pct(1 - f)) : d.rise(n.pct(f - 1)));
    return { apply: (x) => (x.value = next), text: d.instead(words(next), n.pct(Math.abs(1 - e.value))) };
  }
  if (e.value === 0) return null;
  const next = e.value * k;
  if (e.op === 'add' && Math.abs(e.value) < 5 && RELATIVE.test(`${target.unit ?? ''} ${target.label}`)) {
    const words = (x: number) => (x < 0 ? d.cut(n.pct(-x)) : d.rise(n.pct(x)));
    return { apply: (x) => (x.value = next), text: d.instead(words(next), n.pct(Math.abs(e.value))) };
  }
  const unit = target.unit && !/^(0 = no|model)/i.test(target.unit) ? ` ${target.unit}` : '';
  return { apply: (x) => (x.value = next), text: e.op === 'add' ? `${d.instead(n.signed(next), n.signed(e.value))}${unit}` : `${d.instead(n.num(next), n.num(e.value))}${unit}` };
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
  // The asker's language: each "what" below has its English words and, through the phrasebook, another language's.
  const pb = phrasebookFor(config);
  const ln = pb ? localNumbers(pb) : null;
  const pctLocal = ln ? ln.pct(rel) : pctText;
  const say = (en: string, local: (pb: Phrasebook, n: NonNullable<typeof ln>) => string) => (pb && ln ? local(pb, ln) : en);
  const labelIn = (l: string) => (pb?.lang === 'de' ? l : inSentence(l));
  const stepUnit = config.step_unit as StepUnit;
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
      const label = theLabel(info.label);
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
        const text = say(`if ${label} started ${pctText} higher (${num(next)} instead of ${num(v.value)}${unit})`, (b, n) => b.drivers.startHigher(labelIn(info.label), pctLocal, `${b.drivers.instead(n.num(next), n.num(v.value))}${unit}`));
        add({ id: `${key}:initial`, what: text, about: `where ${label} starts`, priority: rel * damp, depth, apply: (c) => ((vOf(c) as { value: number }).value = next) });
      } else if (v.type === 'normal' && v.mean !== 0) {
        const next = v.mean * k;
        add({ id: `${key}:initial`, about: moves ? `where ${label} starts` : `how high ${label} is`, what: say(`if ${label} were ${pctText} higher${atStart} (${num(next)} instead of ${num(v.mean)}${unit} on average)`, (b, n) => b.drivers.startHigher(labelIn(info.label), pctLocal, `${b.drivers.instead(n.num(next), n.num(v.mean))}${unit}`)), priority: rel * damp, depth, apply: (c) => ((vOf(c) as { mean: number }).mean = next) });
      } else if (startShareOf(v) !== null) {
        // A yes/no state starting at a share p: move p itself, never the raw bounds.
        const p = startShareOf(v)!;
        const next = Math.min(1, p * k);
        add({
          id: `${key}:initial`,
          what: say(`if ${label} started ${pctText} higher (${pct(next)} instead of ${pct(p)})`, (b, n) => b.drivers.startHigher(labelIn(info.label), pctLocal, b.drivers.instead(n.pct(next), n.pct(p)))),
          about: `where ${label} starts`,
          priority: rel * damp,
          depth,
          apply: (c) => Object.assign(vOf(c), startShareSpec(next)),
        });
      } else if (v.type === 'uniform' && v.min + v.max !== 0) {
        const mid = (v.min + v.max) / 2;
        const shift = rel * Math.abs(mid);
        add({
          id: `${key}:initial`,
          about: moves ? `where ${label} starts` : `how high ${label} is`,
          what: say(`if ${label} were ${pctText} higher${atStart} (${num(mid + shift)} instead of ${num(mid)}${unit} on average)`, (b, n) => b.drivers.startHigher(labelIn(info.label), pctLocal, `${b.drivers.instead(n.num(mid + shift), n.num(mid))}${unit}`)),
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
        add({ id: `${key}:growth`, about: `how fast ${label} ${v.growth > 0 ? 'grows' : 'shrinks'}`, what: say(`if ${label} ${v.growth > 0 ? 'grew' : 'shrank'} ${pctText} faster (${pct(Math.abs(next))} instead of ${pct(Math.abs(v.growth))} a ${config.step_unit})`, (b, n) => b.drivers.grewFaster(labelIn(info.label), pctLocal, `${b.drivers.instead(n.pct(Math.abs(next)), n.pct(Math.abs(v.growth ?? 0)))} ${b.drivers.perStep(stepUnit)}`)), priority: rel * damp, depth, apply: (c) => (vOf(c).growth = next) });
      }
      if (v.drift && !helper) {
        const next = v.drift * k;
        add({ id: `${key}:drift`, about: `how fast ${label} drifts`, what: say(`if ${label} drifted ${pctText} faster (${signed(next)} instead of ${signed(v.drift)} a ${config.step_unit})`, (b, n) => b.drivers.grewFaster(labelIn(info.label), pctLocal, `${b.drivers.instead(n.signed(next), n.signed(v.drift ?? 0))} ${b.drivers.perStep(stepUnit)}`)), priority: rel * damp, depth, apply: (c) => (vOf(c).drift = next) });
      }
      // The interventions on it: a stated change's size is often what the answer hinges on.
      for (const [i, ev] of events.entries()) {
        if (ev.e.target !== key) continue;
        // A change the model makes to its own arithmetic in every scenario (a new plan's window closing) is no dose.
        if (helper && !ev.arm) continue;
        const ch = eventChange(ev.e, k, info, pb);
        if (!ch) continue;
        const name = ev.e.label ? `“${ev.e.label}”` : `the change to ${label}`;
        // "in “<arm>”" only when it adds something: not when the change is named as its arm is.
        const where = ev.arm && !sameWords(ev.arm, ev.e.label ?? '') ? ` in “${ev.arm}”` : '';
        const localName = () => `${ev.e.label ? pb!.quote(ev.e.label) : labelIn(info.label)}${ev.arm && !sameWords(ev.arm, ev.e.label ?? '') ? ` (${pb!.words.inArm(pb!.quote(ev.arm))})` : ''}`;
        add({ id: `${key}:event:${ev.arm ?? 'all'}:${i}`, about: `the size of ${name}`, what: say(`if ${name}${where} were ${pctText} larger (${ch.text})`, (b) => b.drivers.eventLarger(localName(), pctLocal, ch.text)), priority: 2 * rel * damp, depth, apply: (c) => ch.apply(ev.where(c)) });
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
        // Counting an event (an effect of exactly ±1 on a counter: "nurses who have left") is bookkeeping too: it only rescales the count.
        if (Math.abs(e) === 1) continue;
        const act = targetInfo(config, akey);
        const next = e * k;
        const verbA = verbOf(act);
        const when = a.type === 'continuous' ? `with each unit of ${inSentence(act.label)}` : verbA ? `each time ${info.groupNoun} ${bareVerb(verbA)}` : `with each ${inSentence(act.label)}`;
        add({ id: `${akey}:effect:${info.name}`, about: `how much ${theLabel(info.label)} moves ${when}`, what: say(`if ${theLabel(info.label)} moved ${pctText} more ${when}`, (b) => b.drivers.effectMore(b.quote(labelIn(act.label)), labelIn(info.label), pctLocal)), priority: rel * damp * 0.8, depth: depth + 1, apply: (c) => (c.agent_groups[gi].actions[an].effects![info.name] = next) });
      }
    } else {
      const a = info.spec as ActionSpec;
      const aOf = (c: SimulationConfig) => c.agent_groups[gi].actions[info.name];
      const logit = a.type !== 'continuous';
      const ic = a.intercept ?? 0;
      // Bookkeeping: nobody decides it, so its numbers are not levers; what it reads still is.
      const helper = isHelper(config, key);
      // "−50 + 50·enrolled + logit(rate)": a gate the member's own yes/no state opens, with the
      // behaviour's rate in the intercept; once open, the intercept's share is behaviour.
      const opened = Math.abs(ic) >= GATE && logit && Object.entries(a.weights ?? {}).some(([w, x]) => !w.includes('.') && Math.abs(x) >= GATE && Math.abs(ic + x) < GATE && Math.sign(x) !== Math.sign(ic));
      if ((Math.abs(ic) < GATE || opened) && !helper) {
        if (logit) {
          const verb = verbOf(info);
          // "likely", not "inclined": losing a job or falling ill is no one's inclination.
          const what = say(verb ? `if ${info.groupNoun} were ${pctText} more likely to ${infinitive(verb)}` : `if ${inSentence(info.label)} were ${pctText} more likely among ${info.groupNoun}`, (b) => b.drivers.likelier(b.quote(labelIn(info.label)), info.groupNoun, pctLocal));
          const next = ic + Math.log(k);
          const about = verb ? `how likely ${info.groupNoun} are to ${infinitive(verb)}` : `how likely ${inSentence(info.label)} is among ${info.groupNoun}`;
          add({ id: `${key}:intercept`, what, about, priority: (Math.log(k) / LN_1_1) * 0.1 * damp, depth, apply: (c) => (aOf(c).intercept = next) });
        } else if (ic !== 0) {
          const next = ic * k;
          add({ id: `${key}:intercept`, about: `the base level of ${inSentence(info.label)}`, what: say(`if the base level of ${inSentence(info.label)} were ${pctText} higher`, (b) => b.drivers.baseHigher(labelIn(info.label), pctLocal)), priority: rel * damp, depth, apply: (c) => (aOf(c).intercept = next) });
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
        // "weighs on" a decision: neighbours' example, a price or a fear, in the decision's own words.
        const input = wk.includes('.') ? meanOf(refInfo) : theLabel(refInfo.label);
        const trait = !wk.includes('.') && symmetricTrait(config, ref);
        const english = trait
          ? `if ${refInfo.groupNoun} differed ${pctText} more in ${inSentence(refInfo.label)}, as it bears on ${decisions(info)}`
          : `if ${input} weighed ${pctText} more on ${decisions(info)}`;
        const about = trait ? `how much ${refInfo.groupNoun} differ in ${inSentence(refInfo.label)}` : `how much ${input} weighs on ${decisions(info)}`;
        const what = say(english, (b) => {
          const act = b.quote(labelIn(info.label));
          if (wk.includes('.')) return b.drivers.weightMore(refInfo.share ? b.subjects.share(refInfo.groupNoun, labelIn(refInfo.label)) : b.subjects.mean(labelIn(refInfo.label), refInfo.groupNoun), act, info.groupNoun, pctLocal);
          if (symmetricTrait(config, ref)) return b.drivers.traitMore(labelIn(refInfo.label), act, refInfo.groupNoun, pctLocal);
          return b.drivers.weightMore(labelIn(refInfo.label), act, info.groupNoun, pctLocal);
        });
        add({ id: `${key}:weight:${wk}`, what, about, priority, depth, apply: (c) => (aOf(c).weights![wk] = next) });
      }
    }
  }
  return out;
}
