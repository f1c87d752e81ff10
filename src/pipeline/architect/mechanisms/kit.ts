import { HELPER_PREFIX, MODEL_ARITHMETIC_UNIT, SHARE_WIDTH, startShareSpec } from '../../../domain/model-conventions.js';
import type { ActionSpec, AgentGroupConfig, VariableSpec } from '../../../domain/simulation-config.js';
import { LEVER_CONCEPTS, POPULATION_CONCEPTS } from '../reader/lexicon.js';
import type { Gloss } from '../reader/gloss.js';

/**
 * Building blocks the mechanisms share: hazards per step from rates per year, an exact
 * encoding of a 0/1 state held by a share of agents, gates that make a state absorbing,
 * and piecewise-linear arithmetic (ReLU pieces) for the few places where a mechanism needs a
 * nonlinear function of a group mean (infection pressure, a stock's regrowth).
 */

export const round = (x: number, d = 6): number => {
  const f = 10 ** d;
  const r = Math.round(x * f) / f;
  return Object.is(r, -0) ? 0 : r;
};
export const logit = (p: number): number => Math.log(p / (1 - p));
export const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));
export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** Probability per step of an event that happens with probability `perPeriod` per `periodDays`. */
export function perStep(perPeriod: number, periodDays: number, stepDays: number): number {
  const p = clamp(perPeriod, 0, 0.999999);
  return 1 - (1 - p) ** (stepDays / periodDays);
}

/** The same for a rate per year. */
export const perStepFromYear = (perYear: number, stepDays: number): number => perStep(perYear, 365, stepDays);

/** Log-odds of a per-step probability, kept away from 0 and 1 so weights stay finite. */
export const logOdds = (p: number): number => round(logit(clamp(p, 1e-9, 1 - 1e-9)), 4);

/**
 * A gate weight: a binary action whose predictor gets this times a 0/1 state is effectively
 * off for agents in that state (σ(−50) ≈ 2e-22).
 */
export const GATE = 50;

/**
 * A 0/1 state held by a share p of agents at the start. The model has no Bernoulli
 * initialiser; a uniform variable on [−(1−p)·W, p·W] clamped to [0, 1] is 1 for a share
 * p − 1/W of agents, 0 for a share 1 − p, and strictly between for a share 1/W. With
 * W = 10⁶ that share is one in a million: an exact share for any population we can run.
 */
export { SHARE_WIDTH };
/** A group's name inside a sentence: lower case, but an acronym keeps its capitals ("8% of GPs", not "gps"). */
export function lowerName(name: string): string {
  return name.replace(/\p{L}+/gu, (w) => (/^\p{Lu}{2,}s?$/u.test(w) || NATIONALITY.test(w) ? w : w.toLowerCase()));
}
/** The prompt after its first "if" ("wenn", "falls", "si"): where a change's words may stand outside the change itself. */
export function ifClause(text: string): string | null {
  return /(?<!\p{L})(?:if|wenn|falls|si)(?!\p{L})(.*)$/iu.exec(text)?.[1] ?? null;
}
/** Peoples named by a noun keep their capital in English, German and French ("10,000 Germans", "10 000 Allemands"). */
const NATIONALITY = /^(?:Germans|Americans|Britons|Brits|Europeans|Canadians|Australians|Spaniards|Italians|Swiss|Austrians|Deutschen?|Amerikaner|Franzosen|Spanier|Italiener|Europäer|Österreicher|Schweizer|Briten|Français|Allemands|Espagnols|Italiens|Européens|Américains|Belges|Suisses|Canadiens|Québécois|Britanniques|Anglais)$/u;
/** A unit of at most 32 characters ("share of households"), shortened to "share" when the noun is long. */
export function shareUnit(noun: string): string {
  const u = `share of ${lowerName(noun)}`;
  return u.length <= 32 ? u : 'share';
}

export function shareState(p: number, label: string, unit: string): VariableSpec {
  const lab = { label: label.slice(0, 120), unit: unit.slice(0, 32) };
  if (p <= 0) return { type: 'initial_value', value: 0, bounds: { min: 0, max: 1 }, ...lab };
  if (p >= 1) return { type: 'initial_value', value: 1, bounds: { min: 0, max: 1 }, ...lab };
  return { ...startShareSpec(p), ...lab };
}

export function constant(value: number, label: string, unit: string, extra: Partial<VariableSpec> = {}): VariableSpec {
  return { type: 'initial_value', value: round(value, 6), label: label.slice(0, 120), unit: unit.slice(0, 32), ...extra } as VariableSpec;
}

/**
 * Individual differences around a calibrated hazard: a uniform taste u on [−1, 1] with
 * weight 1 in the log-odds. For small hazards E[e^u] = sinh(1) ≈ 1.175, so the intercept is
 * lowered by ln(sinh 1) to keep the population's average hazard where it was calibrated.
 */
export const TASTE_CORRECTION = Math.log(Math.sinh(1));
export function taste(label: string): VariableSpec {
  return { type: 'uniform', min: -1, max: 1, label: label.slice(0, 120), unit: 'log-odds' };
}

export function binary(description: string, label: string, intercept: number, weights: Record<string, number>, effects: Record<string, number>, unit = 'share this step'): ActionSpec {
  return { type: 'binary', description, label: label.slice(0, 120), unit: unit.slice(0, 32), intercept: round(intercept, 4), weights: roundAll(weights), effects };
}

export function roundAll(w: Record<string, number>, d = 6): Record<string, number> {
  return Object.fromEntries(Object.entries(w).map(([k, v]) => [k, round(v, d)]));
}

/**
 * Piecewise-linear f(x) of a linear input x = Σ inputs[k]·value_k, written into the variable
 * `target` every step (one step behind its input): one linear action, one ReLU action per
 * knot (a continuous action clamped at 0 is max(0, ·) or min(0, ·)), and a reset action that
 * clears the previous value. f must be concave or convex on the knots given.
 */
export function piecewise(
  target: string,
  inputs: Record<string, number>,
  knots: number[],
  f: (x: number) => number,
  label: string,
  unit = MODEL_ARITHMETIC_UNIT,
): Record<string, ActionSpec> {
  // The pieces are helpers (docs/mechanisms.md): their names carry the helper prefix.
  const stem = `${HELPER_PREFIX}${target.startsWith(HELPER_PREFIX) ? target.slice(HELPER_PREFIX.length) : target}`;
  const slope = (a: number, b: number) => (f(b) - f(a)) / (b - a);
  const actions: Record<string, ActionSpec> = {};
  const s0 = slope(knots[0], knots[1]);
  const scaled = (k: number) => Object.fromEntries(Object.entries(inputs).map(([n, w]) => [n, round(w * k, 8)]));
  actions[`${stem}_reset`] = { type: 'continuous', description: `Model arithmetic: clears last step's ${label.toLowerCase()}`, label: `${label}: reset (model arithmetic)`, unit, intercept: 0, weights: { [target]: -1 }, noise: 0, effects: { [target]: 1 } };
  actions[`${stem}_base`] = {
    type: 'continuous',
    description: `Model arithmetic: first linear piece of the ${label.toLowerCase()}`,
    label: `${label}: piece 0 (model arithmetic)`,
    unit,
    intercept: round(f(knots[0]) - s0 * knots[0], 8),
    weights: scaled(s0),
    noise: 0,
    effects: { [target]: 1 },
  };
  let prev = s0;
  for (let k = 1; k < knots.length - 1; k++) {
    const s = slope(knots[k], knots[k + 1]);
    const d = s - prev;
    prev = s;
    if (Math.abs(d) < 1e-12) continue;
    actions[`${stem}_piece${k}`] = {
      type: 'continuous',
      description: `Model arithmetic: change of slope of the ${label.toLowerCase()} above ${round(knots[k], 8)}`,
      label: `${label}: piece ${k} (model arithmetic)`,
      unit,
      intercept: round(-d * knots[k], 8),
      weights: scaled(d),
      noise: 0,
      // Concave f: d < 0, the piece is min(0, d·(x − knot)); convex: max(0, ·).
      bounds: d < 0 ? { max: 0 } : { min: 0 },
      effects: { [target]: 1 },
    };
  }
  return actions;
}

/** Log-spaced knots from lo to 1 with the given ratio. */
export function logKnots(lo: number, ratio: number): number[] {
  const out: number[] = [];
  for (let x = lo; x < 1; x *= ratio) out.push(x);
  out.push(1);
  return out;
}

/** A round number near x for thresholds people use ("5%", "10%", "25%", "a half"). */
export function niceShare(x: number): number {
  const nice = [0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 0.95];
  let best = nice[0];
  for (const n of nice) if (Math.abs(Math.log(n / x)) < Math.abs(Math.log(best / x))) best = n;
  return best;
}

/** A share as people write it: "28%", "5.6%", "0.05%" (two significant digits, at most). */
export function pct(x: number, digits?: number): string {
  const v = x * 100;
  if (digits !== undefined) return `${Number(v.toFixed(digits))}%`;
  const a = Math.abs(v);
  const d = a >= 10 ? 0 : a >= 1 ? 1 : 2;
  return `${Number(v.toFixed(d))}%`;
}

export function num(x: number): string {
  if (Math.abs(x) >= 100) return Math.round(x).toLocaleString('en-US');
  return String(Number(x.toPrecision(3)));
}

/** A share the prompt states next to one of these concepts ("85% immune", "turnout of 60%"). */
export function statedShare(levels: Array<{ value: number; isShare: boolean; near: string[] }>, cues: string[]): number | null {
  // The mechanism's own words first; then a share said to hold at the start ("starts at 40%").
  const l = levels.find((x) => x.isShare && x.near.some((c) => cues.includes(c))) ?? levels.find((x) => x.isShare && x.near.some((c) => c === 'start' || c === 'at_start' || c === 'already'));
  return l ? clamp(l.value, 0, 1) : null;
}

/** A rate the prompt states next to one of these concepts ("4% cancel each month"), per step. */
export function statedRate(rates: Array<{ value: number; perDays: number; near: string[] }>, cues: string[], stepDays: number): number | null {
  const r = rates.find((x) => cues.length === 0 || x.near.some((c) => cues.includes(c)));
  return r ? perStep(r.value, r.perDays, stepDays) : null;
}

/** Log-odds shift that turns hazard h into h·factor (for small hazards, ln factor). */
export const hazardShift = (h: number, factor: number): number => logit(clamp(h * factor, 1e-9, 0.999)) - logit(clamp(h, 1e-9, 0.999));

/**
 * Renames variables and actions in every group (their keys, the weights that read them, own or
 * '<group>.<name>', and the effects that write them): a shared structure speaks each domain's
 * words ("has_shared", not "has_been_ill", for a rumour).
 */
export function renameFields(groups: AgentGroupConfig[], map: Record<string, string>): void {
  const to = (n: string) => map[n] ?? n;
  const ref = (k: string) => {
    const dot = k.indexOf('.');
    return dot < 0 ? to(k) : `${k.slice(0, dot)}.${to(k.slice(dot + 1))}`;
  };
  const rekey = <T>(rec: Record<string, T>, f: (k: string) => string): Record<string, T> => Object.fromEntries(Object.entries(rec).map(([k, v]) => [f(k), v]));
  for (const g of groups) {
    g.variables = rekey(g.variables, to);
    g.actions = rekey(g.actions, to);
    for (const a of Object.values(g.actions)) {
      if (a.weights) a.weights = rekey(a.weights, ref);
      if (a.effects) a.effects = rekey(a.effects, to);
    }
  }
}

/**
 * Per percentage point of interest paid on savings: the odds of moving money in rise by 25%, and
 * of taking it out to another bank fall as much (assumed: savers are slow to switch, but deposits
 * flow to better-paying accounts, Drechsler, Savov & Schnabl 2017).
 */
export const SAVINGS_RATE_WEIGHT = Math.log(1.25);

/** A wage change that names the statutory floor ("the minimum wage rises to $15", "Mindestlohn", "SMIC"). */
export const MINIMUM_WAGE = /minimum|mindestlohn|m[ií]nimo|smic|salaire minimum|living wage/i;
/** Today's minimum wage an hour by currency, to read "rises to $15" as a rise (assumed). */
const MINIMUM_WAGE_TODAY: Record<string, number> = { USD: 12, EUR: 12, GBP: 11.5 };
const minimumWageToday = (currency: string | null): number => MINIMUM_WAGE_TODAY[currency ?? 'USD'] ?? MINIMUM_WAGE_TODAY.USD!;
/** The proportional rise a money amount names: "by $2" from today's minimum wage, "to $15" a new level. */
export const minimumWageRiseOf = (c: { value: number; currency: string | null; by?: 1 | -1 }): number => {
  const today = minimumWageToday(c.currency);
  return c.by ? (c.by * c.value) / today : c.value / today - 1;
};
/** The assumption behind minimumWageRiseOf for a new level. */
export const minimumWageTodayNote = (currency: string | null): string => `Today's minimum wage is taken as ${num(minimumWageToday(currency))} an hour (assumed), to read a new level as a rise.`;

/**
 * Giving up something one uses ("stop using the app", "hören auf, die App zu nutzen", "dejan de
 * usar", "arrêtent d'utiliser"): those who stop are lost users, not adopters.
 */
export const GIVING_UP_USE = /\b(?:stop(?:s|ped|ping)?|quit(?:s|ting)?)\s+using\b|\bh[öo]ren\b[^.?!]{0,60}?\bauf\b[^.?!]{0,40}?\bzu\s+(?:nutzen|verwenden|benutzen)\b|\bnicht\s+mehr\s+(?:nutzen|verwenden|benutzen)\b|\bdej(?:an|ar[áa]n|en)\s+de\s+usar\b|\b(?:arr[êe]t|cess)(?:ent|eront)\s+d['’]utiliser\b/i;


/**
 * The change in what buyers pay when a subsidy covers a share of the cost: −share when none is
 * paid today; from 40% to 20% the price goes from 0.6 to 0.8 of the cost, +33%.
 */
export function coveredCostChange(c: { value: number; from?: number }): number {
  if (c.from === undefined) return -c.value;
  return (1 - c.value) / (1 - Math.min(0.99, c.from)) - 1;
}

/**
 * "How many will stay?", "¿cuántos se quedarán?": the question asks for those still there, the
 * complement of those who left. "… but keep the price" keeps a lever as it is; it does not ask who stays.
 */
export function asksWhoStays(gl: Gloss[]): boolean {
  const keepsLever = (i: number) => {
    const j = /^(the|our|a|its|their)$/.test(gl[i + 1]?.c ?? '') ? i + 2 : i + 1;
    return Boolean(gl[j] && LEVER_CONCEPTS.has(gl[j].c));
  };
  // "if overtime stays at 12 hours", "if workload remains unchanged": a lever kept, not people staying.
  // The people (or "how many") stand just before the verb: "how many of our nurses will stay".
  const saidOfPeople = (i: number) => {
    for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
      const c = gl[k].c;
      if (POPULATION_CONCEPTS.has(c) || c === 'many' || c === 'how') return true;
      if (LEVER_CONCEPTS.has(c) || c === 'if' || c === 'what_if' || c === ',') return false;
    }
    return true;
  };
  // "la remise de fidélité", "the discount for loyalty": a lever named for its aim, after it.
  const namesLeverBefore = (i: number) => {
    const j = /^(of|for)$/.test(gl[i - 1]?.c ?? '') ? i - 2 : i - 1;
    return Boolean(gl[j] && LEVER_CONCEPTS.has(gl[j].c));
  };
  // "a 3,000 euro retention bonus" is a lever named for its aim, not a question about who stays.
  return gl.some((w, i) => (w.c === 'keep' || w.c === 'still' || w.c === 'retention') && w.known && !(w.c === 'keep' && (keepsLever(i) || !saidOfPeople(i))) && !(w.c === 'retention' && (keepsLever(i) || namesLeverBefore(i))));
}

/**
 * The direction the asker gives a change ("raise", "cut", "augmente"), read six words either side of
 * the amount and back to the start of its clause: +1, −1, or 0 when none is said.
 */
/**
 * A named new level that contradicts the direction the asker states ("raise the fee to €5" on a
 * typical €10 bill, "el billete baja a 10 euros" against a 2.50 fare): today's level is not given,
 * so the direction stands and a change of this size that way is assumed.
 */
export const DIRECTION_ONLY = 0.1;

/** Today's typical pump price, to read a fuel price named in money (assumed, 2024–25 averages: euros and pounds a litre, dollars a gallon). */
export const FUEL_PRICE_TODAY: Record<string, number> = { EUR: 1.75, GBP: 1.45, USD: 3.4 };

/** The assumption said when DIRECTION_ONLY is used (phrasebook/model-notes.ts translates it). */
export function directionOnlyNote(text: string, rise: boolean, typical: 'bill' | 'fee' | 'fare'): string {
  return `"${text}": today's level is not given and the new one is ${rise ? 'below' : 'above'} the typical ${typical}, so a ${pct(DIRECTION_ONLY)} ${rise ? 'rise' : 'cut'} is assumed.`;
}

export function statedDirection(gl: Gloss[], at: number): number {
  const said = gl.slice(Math.max(0, at - 6), at + 6).map((w) => w.c);
  for (let k = at - 1; k >= Math.max(0, at - 12) && !['.', '?', '!', ';', ',', 'if', 'what_if'].includes(gl[k].c); k--) said.push(gl[k].c);
  return said.includes('up') ? 1 : said.includes('down') ? -1 : 0;
}

/**
 * A behaviour that is a cut in using something ("turn down their heating", "reduce their water
 * use", "ahorrar energía", "baisser le chauffage"): a higher price of what is used pushes towards it.
 */
export const CONSERVES = /\b(?:stop (?:flying|driving|eating|buying|using)|give up (?:flying|driving|meat|their cars?)|(?:dejar[áa]?n?|dejen) de (?:volar|conducir|comer|comprar|usar)|(?:h[öo]ren|aufh[öo]ren) \p{L}* ?(?:zu fliegen|zu fahren|auf zu fliegen)|verzicht\p{L}* auf|arr[êe]te\p{L}* (?:de prendre l['’]avion|de voler|de conduire|de manger|d['’]acheter)|renonce\p{L}* (?:à|a) (?:l['’]avion|la voiture|prendre)|reduc\p{L}*|cut (?:back|down)|cut (?:their|its|back on)|save (?:energy|water|fuel|electricity|power)|turn(?:s|ing)? down|lower (?:their|the)|use less|consume less|drive less|(?:eat|eats|eating|buy|buys|fly|flies|drink|drinks|travel|waste|spend) (?:less|fewer)|(?:com|compr|vol|beb|gast)(?:er|ar)(?:[áa]n)? menos|herunterdreh\p{L}*|(?:dreh|regel)\p{L}* \p{L}+ (?:\p{L}+ )?(?:herunter|runter|ab)|senk\p{L}*|spar\p{L}*|reduzier\p{L}*|verringer\p{L}*|weniger|ahorr\p{L}*|baj(?:ar|ar[áa]n|en|an)|r[ée]dui\p{L}*|baiss\p{L}*|[ée]conomis\p{L}*|moins)\b/iu;

/** "join the union", "sich gewerkschaftlich organisieren", "afiliarse al sindicato": membership of a union, a choice the generic take-up model answers. */
export const UNION = /\b(?:unions?|trade unions?|unioni[sz]\p{L}*|gewerkschaft\p{L}*|sindicat\p{L}*|sindicar\p{L}*|syndicat\p{L}*|syndiqu\p{L}*)\b/iu;

/**
 * "How many pupils will walk to school", "gehen zu Fuß zur Schule", "iront à l'école à pied": the way
 * there is asked (a mode of travel next to school or work in the question's own clause), not whether they go.
 */
export function asksTheWayThere(gloss: Gloss[]): boolean {
  const ifAt = gloss.findIndex((x) => x.c === 'if');
  const asked = ifAt > 0 ? gloss.slice(0, ifAt) : gloss;
  const place = (c: string) => c === 'school' || c === 'work' || c === 'commute' || c === 'attend';
  return asked.some((x, k) => (x.c === 'walk' || x.c === 'cycling') && (asked.slice(k + 1, k + 5).some((y) => place(y.c)) || asked.slice(Math.max(0, k - 4), k).some((y) => place(y.c))));
}

/** "if rents are frozen", "Mietstopp", "congelación", "gel des loyers": rents held where they are (housing, and the status quo's name). */
export const RENT_FREEZE = /(?<!\p{L})(?:frozen|freeze|freezes|congel\p{L}*|eingefroren|einfrieren|friert|mietstopp|gel[ée]s?|gel des loyers)(?!\p{L})/iu;

/** Behaviours a fine is for, when the question asks about one ("how many drivers will speed", "wie viele rasen", "¿cuántos aparcarán mal?"). */
export const OFFENCE = /(?<!\p{L})(?:speed\p{L}*|litter\p{L}*|late|illegal\p{L}*|evad\p{L}*|evasion|dodg\p{L}*|fraud\p{L}*|cheat\p{L}*|violat\p{L}*|pollut(?:e|es|ed|ing)|jaywalk\p{L}*|overstay\p{L}*|rasen|rast|raser|schwarzfahr\p{L}*|versp[äa]t\p{L}*|falsch park\p{L}*|vermüll\p{L}*|exceso|excederán|tirar basura|colar\p{L}*|retraso|con retraso|tarde|fraude|exc[èe]s de vitesse|en retard|retard|resquill\p{L}*|frauder\p{L}*|jett\p{L}* (?:des |leurs )?d[ée]chets)(?!\p{L})/iu;
