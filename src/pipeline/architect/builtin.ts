import {
  DEFAULT_CONFIG_LIMITS,
  validateSimulationConfig,
  type ActionSpec,
  type SimulationConfig,
  type VariableSpec,
} from '../../domain/simulation-config.js';
import { StageError, type ArchitectProvider, type ArchitectRequest, type ArchitectResult } from '../stages/types.js';
import { readPrompt, snake, type Population, type PromptFacts, type Shock, type StepUnit, type Topic } from './prompt.js';

/**
 * The offline Architect: reads the prompt (prompt.ts), picks a model archetype for its topic,
 * and calibrates rates to the horizon so the dynamics the prompt asks about (an S-curve, a
 * decay, a wave) unfold within the simulated steps rather than in step 2 or after the end.
 */

export const DEFAULT_AGENTS = 10_000;

type Vars = Record<string, VariableSpec>;
type Acts = Record<string, ActionSpec>;

interface Draft {
  id: string;
  name: string;
  description: string;
  number_of_agents: number;
  variables: Vars;
  actions: Acts;
}

const round = (x: number, d = 4) => {
  const f = 10 ** d;
  const r = Math.round(x * f) / f;
  return Object.is(r, -0) ? 0 : r;
};
const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Acklam's rational approximation of the standard normal quantile (|error| < 1.2e-9). */
function probit(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const pl = 0.02425;
  if (p < pl) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  if (p > 1 - pl) return -probit(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

/**
 * A 0/1 state held by a share p of agents at the start. The model has no Bernoulli
 * initialiser, so this is a very wide normal clamped to [0, 1]: P(x ≥ 1) = p and fewer than
 * 0.05% of agents land strictly between 0 and 1.
 */
function binaryState(p: number): VariableSpec {
  if (p <= 0) return { type: 'initial_value', value: 0, bounds: { min: 0, max: 1 } };
  if (p >= 1) return { type: 'initial_value', value: 1, bounds: { min: 0, max: 1 } };
  const std = 1000;
  return { type: 'normal', mean: round(1 + std * probit(p), 2), std, bounds: { min: 0, max: 1 } };
}

// ---------------------------------------------------------------------------------------------
// Covariates: the ranges and averages the prompt states, plus a topic default.

interface Covariate {
  name: string;
  spec: VariableSpec;
  mean: number;
  /** Half-width of the typical spread, to scale weights to a fixed logit effect. */
  spread: number;
  /** How a high value moves the main (entry) behaviour. */
  sign: number;
}

function covariateSign(name: string): number {
  if (/income|wealth|salar|wage|saving|budget|education|trust|satisf|quality|awareness|skill|loyal|engage|interest(?!_rate)/.test(name)) return 1;
  if (/price|cost|rent|distance|age|debt|risk|fare|tax|commute|wait|time|fear|stress/.test(name)) return -1;
  return 0.5;
}

function covariatesOf(f: PromptFacts, defaults: Covariate[]): Covariate[] {
  const out: Covariate[] = [];
  for (const r of f.ranges) {
    const spread = Math.max((r.max - r.min) / 2, 1e-9);
    out.push({ name: r.name, spec: { type: 'uniform', min: r.min, max: r.max }, mean: (r.min + r.max) / 2, spread, sign: covariateSign(r.name) });
  }
  for (const a of f.averages) {
    if (out.some((c) => c.name === a.name)) continue;
    const std = /age/.test(a.name) ? Math.max(1, Math.min(15, Math.abs(a.mean) * 0.3)) : Math.abs(a.mean) * 0.25 || 1;
    const spec: VariableSpec = { type: 'normal', mean: a.mean, std: round(std, 4) };
    if (a.mean >= 0) spec.bounds = { min: 0 };
    out.push({ name: a.name, spec, mean: a.mean, spread: std, sign: covariateSign(a.name) });
  }
  // A default stands in only for a concept the prompt did not already give ("income" vs "income_k").
  const stem = (n: string) => n.split('_')[0];
  for (const d of defaults) if (out.length < 3 && !out.some((c) => stem(c.name) === stem(d.name))) out.push(d);
  return out.slice(0, 6);
}

const income: Covariate = { name: 'income_k', spec: { type: 'normal', mean: 55, std: 15, bounds: { min: 5 } }, mean: 55, spread: 15, sign: 1 };
const openness: Covariate = { name: 'openness', spec: { type: 'uniform', min: 0, max: 1 }, mean: 0.5, spread: 0.5, sign: 1 };
const satisfaction: Covariate = { name: 'satisfaction', spec: { type: 'uniform', min: 0, max: 1, noise: 0.02, bounds: { min: 0, max: 1 } }, mean: 0.5, spread: 0.5, sign: 1 };
const age: Covariate = { name: 'age', spec: { type: 'normal', mean: 40, std: 15, bounds: { min: 0, max: 100 } }, mean: 40, spread: 15, sign: -1 };

/** Adds covariates to an action with a logit effect of ±strength at one spread, centred so the calibrated intercept still holds at the mean. */
function applyCovariates(action: ActionSpec, covs: Covariate[], direction: number, strength = 0.6): void {
  action.weights ??= {};
  let shift = 0;
  for (const c of covs) {
    const w = round((direction * c.sign * strength) / c.spread, 6);
    if (w === 0) continue;
    action.weights[c.name] = w;
    shift += w * c.mean;
  }
  action.intercept = round((action.intercept ?? 0) - shift);
}

/** Percentage shocks become an explicit variable (e.g. price_change_pct = -20) with a weight of
 * 0.03 logit per point in the direction the subject moves the behaviour. */
function applyShocks(vars: Vars, action: ActionSpec, shocks: Shock[], direction: number): void {
  action.weights ??= {};
  for (const s of shocks) {
    const name = `${s.subject}_change_pct`;
    vars[name] = { type: 'initial_value', value: s.pct };
    action.weights[name] = round(0.03 * s.polarity * direction, 4);
  }
}

function shockTerm(vars: Vars, action: ActionSpec): number {
  let t = 0;
  for (const [k, w] of Object.entries(action.weights ?? {})) {
    const v = vars[k];
    if (k.endsWith('_change_pct') && v?.type === 'initial_value') t += w * v.value;
  }
  return t;
}

// ---------------------------------------------------------------------------------------------
// Calibration by the mean-field recurrence of the model, so horizons of 5 or 500 steps both
// show the whole curve.

function adoptionPath(a: number, b: number, s0: number, steps: number): number[] {
  const path: number[] = [];
  let s = s0;
  for (let t = 0; t < steps; t++) {
    s = s + (1 - s) * sigmoid(a + b * s);
    path.push(s);
  }
  return path;
}

/** Intercept of an adoption hazard σ(a + b·share) reaching `target` at step `at`. */
function calibrateAdoption(b: number, s0: number, at: number, target: number): number {
  let lo = -15;
  let hi = 5;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    const path = adoptionPath(mid, b, s0, at);
    if ((path[at - 1] ?? s0) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function sirPeak(a: number, b: number, gamma: number, i0: number, steps: number, stayHome: boolean): { peakAt: number; peak: number } {
  let s = 1 - i0;
  let i = i0;
  let peak = i;
  let peakAt = 0;
  let stay = 0;
  for (let t = 1; t <= steps; t++) {
    const inf = s * sigmoid(a + b * i - (stayHome ? 1.5 * stay : 0));
    if (stayHome) stay = sigmoid(-2.5 + 8 * i);
    const rec = i * gamma;
    s -= inf;
    i += inf - rec;
    if (i > peak) {
      peak = i;
      peakAt = t;
    }
  }
  return { peakAt, peak };
}

/** Transmission weight b whose wave peaks near `at` (later peaks for smaller b). */
function calibrateWave(a: number, gamma: number, i0: number, steps: number, at: number, stayHome: boolean): number {
  let lo = 1;
  let hi = 150;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    const r = sirPeak(a, mid, gamma, i0, steps, stayHome);
    if (r.peak < 0.02 || r.peakAt > at) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

const PER_STEP_RECOVERY: Record<StepUnit, number> = { day: 1 / 7, week: 0.5, month: 0.85, quarter: 0.95, year: 0.97 };

// ---------------------------------------------------------------------------------------------
// Archetypes. Each fills one group's variables and actions and names the outcome it is about.

interface Ctx {
  f: PromptFacts;
  gid: string;
  steps: number;
  unit: StepUnit;
  /** Present for every group after the first: the main group's id and state variable. */
  main: { id: string; state: string; action: string } | null;
  /** The first organisation group, when there is one besides this group. */
  org: { id: string } | null;
  primary: boolean;
}

interface Built {
  variables: Vars;
  actions: Acts;
  state: string;
  action: string;
  label: string;
}

const ADOPT_VERBS: Record<string, string> = {
  adopt: 'adopt', buy: 'buy', purchase: 'buy', install: 'install', 'switch to': 'switch', use: 'start_using',
  'subscribe to': 'subscribe', 'sign up for': 'sign_up', try: 'try_it', join: 'join', accept: 'accept', choose: 'choose_it',
  'invest in': 'invest', recycle: 'start_recycling',
};

function stateNameFor(f: PromptFacts): string {
  const obj = f.behaviour?.object ?? '';
  if (/electric (car|vehicle)|\bevs?\b/.test(obj + ' ' + f.text.toLowerCase())) return 'owns_ev';
  if (/solar/.test(f.text.toLowerCase())) return 'has_solar';
  if (/heat pump/.test(f.text.toLowerCase())) return 'has_heat_pump';
  return 'adopted';
}

function enterExit(
  c: Ctx,
  o: {
    state: string;
    enter: string;
    enterDesc: string;
    exit?: string;
    exitDesc?: string;
    s0: number;
    covs: Covariate[];
    mode: 'grow' | 'decay' | 'balance';
    label: string;
  },
): Built {
  const { steps } = c;
  const variables: Vars = {};
  for (const cov of o.covs) variables[cov.name] = structuredClone(cov.spec);
  variables[o.state] = binaryState(o.s0);
  const actions: Acts = {};
  const peer = `${c.gid}.${o.state}`;
  if (o.mode === 'grow') {
    // S-curve: a weak innovation hazard plus imitation of the share that has adopted.
    const b = 6;
    const a = c.f.rate !== null ? logit(clamp(c.f.rate, 1e-4, 0.9)) : calibrateAdoption(b, o.s0, Math.max(1, Math.round(steps * 0.8)), Math.max(0.7, o.s0 + 0.1));
    const enter: ActionSpec = { type: 'binary', description: o.enterDesc, intercept: round(a), weights: { [peer]: b, [o.state]: -50 }, effects: { [o.state]: 1 } };
    applyCovariates(enter, o.covs, 1, 0.4);
    // The curve is calibrated for the scenario as stated, shock included, so that it unfolds
    // within the horizon; the shock's own effect shows in the sensitivity analysis.
    applyShocks(variables, enter, c.f.shocks, 1);
    if (c.f.rate === null) enter.intercept = round(enter.intercept! - shockTerm(variables, enter));
    if (c.org) {
      // Capacity starts at 1, so centring keeps the calibrated baseline.
      enter.weights![`${c.org.id}.capacity`] = 0.5;
      enter.intercept = round(enter.intercept! - 0.5);
    }
    actions[o.enter] = enter;
  } else if (o.mode === 'decay') {
    // Exit hazard sized so roughly half remain at the end; a small way back in keeps it from
    // emptying entirely; peers leaving make leaving likelier.
    const h = c.f.rate !== null ? clamp(c.f.rate, 1e-4, 0.9) : 1 - 0.45 ** (1 / Math.max(1, steps));
    const exit: ActionSpec = { type: 'binary', description: o.exitDesc ?? 'Leaves', intercept: round(logit(h) - 50), weights: { [o.state]: 50, [`${c.gid}.${o.exit}`]: 4 }, effects: { [o.state]: -1 } };
    applyCovariates(exit, o.covs, -1);
    applyShocks(variables, exit, c.f.shocks, -1);
    actions[o.exit!] = exit;
    actions[o.enter] = { type: 'binary', description: o.enterDesc, intercept: round(logit(h / 10)), weights: { [o.state]: -50 }, effects: { [o.state]: 1 } };
  } else {
    const hin = clamp(4 / Math.max(4, steps), 0.01, 0.4);
    const hout = clamp(c.f.rate ?? 2 / Math.max(4, steps), 0.005, 0.3);
    const enter: ActionSpec = { type: 'binary', description: o.enterDesc, intercept: round(logit(hin) - 1.5), weights: { [peer]: 3, [o.state]: -50 }, effects: { [o.state]: 1 } };
    applyCovariates(enter, o.covs, 1);
    applyShocks(variables, enter, c.f.shocks, 1);
    if (c.org) enter.weights![`${c.org.id}.expand`] = 2;
    const exit: ActionSpec = { type: 'binary', description: o.exitDesc ?? 'Leaves', intercept: round(logit(hout) - 50), weights: { [o.state]: 50, [`${c.gid}.${o.exit}`]: 5 }, effects: { [o.state]: -1 } };
    applyCovariates(exit, o.covs, -1, 0.4);
    actions[o.enter] = enter;
    actions[o.exit!] = exit;
  }
  return { variables, actions, state: o.state, action: o.mode === 'decay' ? o.exit! : o.enter, label: o.label };
}

function sir(c: Ctx, names: { s: string; i: string; r: string; inf: string; rec: string; infDesc: string; recDesc: string; label: string }, covs: Covariate[]): Built {
  const { steps, unit, gid } = c;
  const i0 = c.f.initialShare ?? (c.f.topic === 'epidemic' ? 0.002 : 0.01);
  const gamma = c.f.rate !== null && c.f.topic !== 'epidemic' ? clamp(c.f.rate, 0.02, 0.95) : PER_STEP_RECOVERY[unit];
  const a = -7;
  const b = calibrateWave(a, gamma, i0, steps, Math.max(2, Math.round(steps * (c.f.topic === 'epidemic' ? 0.5 : 0.3))), c.f.topic === 'epidemic');
  const variables: Vars = {};
  for (const cov of covs) variables[cov.name] = structuredClone(cov.spec);
  variables[names.i] = binaryState(i0);
  variables[names.r] = { type: 'initial_value', value: 0, bounds: { min: 0, max: 1 } };
  const inf: ActionSpec = {
    type: 'binary',
    description: names.infDesc,
    intercept: round(a),
    // The off-switches must outweigh the largest peer pressure b·1.
    weights: { [`${gid}.${names.i}`]: round(b, 3), [names.i]: -1000, [names.r]: -1000 },
    effects: { [names.i]: 1 },
  };
  applyCovariates(inf, covs, 1, 0.15);
  applyShocks(variables, inf, c.f.shocks, 1);
  const rec: ActionSpec = {
    type: 'binary',
    description: names.recDesc,
    intercept: round(logit(gamma) - 1000),
    weights: { [names.i]: 1000 },
    effects: { [names.i]: -1, [names.r]: 1 },
  };
  const actions: Acts = { [names.inf]: inf, [names.rec]: rec };
  if (c.f.topic === 'epidemic') {
    // People stay home more when many are ill, which slows transmission a little.
    actions.stay_home = { type: 'binary', description: 'Stays at home to avoid infection', intercept: -2.5, weights: { [`${gid}.${names.i}`]: 8 } };
    inf.weights![`${gid}.stay_home`] = -1.5;
    if (/vaccin/.test(c.f.text.toLowerCase())) {
      // The -50s switch vaccination off for the infected and the immune.
      actions.get_vaccinated = { type: 'binary', description: 'Gets vaccinated (moves to immune)', intercept: round(logit(clamp(2 / steps, 0.002, 0.2))), weights: { [names.r]: -50, [names.i]: -50 }, effects: { [names.r]: 1 } };
    }
  }
  return { variables, actions, state: names.i, action: names.inf, label: names.label };
}

function election(c: Ctx, covs: Covariate[]): Built {
  const p = c.f.initialShare ?? 0.5;
  const variables: Vars = {};
  for (const cov of covs) variables[cov.name] = structuredClone(cov.spec);
  variables.leaning = { type: 'uniform', min: round(p - 0.45), max: round(p + 0.45), bounds: { min: 0, max: 1 }, noise: 0.01 };
  variables.engagement = { type: 'uniform', min: 0, max: 1, bounds: { min: 0, max: 1 } };
  const shift: ActionSpec = {
    type: 'continuous',
    description: 'Change in leaning towards candidate A after talking to others',
    intercept: 0,
    weights: { [`${c.gid}.leaning`]: 0.1, leaning: -0.1 },
    noise: 0.01,
    effects: { leaning: 1 },
  };
  applyShocks(variables, shift, c.f.shocks, 0.01);
  const vote: ActionSpec = { type: 'binary', description: 'Would vote for candidate A', intercept: -6, weights: { leaning: 12 } };
  const turnout: ActionSpec = { type: 'binary', description: 'Intends to turn out to vote', intercept: -1, weights: { engagement: 2, [`${c.gid}.turn_out`]: 1 } };
  applyCovariates(turnout, covs, 1, 0.3);
  return { variables, actions: { shift_opinion: shift, vote_a: vote, turn_out: turnout }, state: 'leaning', action: 'vote_a', label: 'Election' };
}

function traffic(c: Ctx, covs: Covariate[]): Built {
  const variables: Vars = {};
  for (const cov of covs) variables[cov.name] = structuredClone(cov.spec);
  variables.car_habit = { type: 'uniform', min: 0.2, max: 0.8, bounds: { min: 0, max: 1 }, drift: -0.02 };
  const drive: ActionSpec = {
    type: 'binary',
    description: 'Drives instead of taking transit or cycling',
    // Congestion: the more others drove last step, the less attractive driving is.
    intercept: 1.2,
    weights: { car_habit: 2, [`${c.gid}.drive`]: -3.5 },
    effects: { car_habit: 0.05 },
  };
  applyCovariates(drive, covs.filter((x) => x.name !== 'car_habit'), 1, 0.4);
  drive.intercept = round(drive.intercept! - 1);
  applyShocks(variables, drive, c.f.shocks, 1);
  const minutes: ActionSpec = { type: 'continuous', description: 'Commute time in minutes', intercept: 20, weights: { [`${c.gid}.drive`]: 40 }, noise: 5, bounds: { min: 1 } };
  return { variables, actions: { drive, commute_minutes: minutes }, state: 'car_habit', action: 'drive', label: 'Commuting and congestion' };
}

function supply(c: Ctx, covs: Covariate[]): Built {
  const variables: Vars = {};
  for (const cov of covs) variables[cov.name] = structuredClone(cov.spec);
  const demandShock = c.f.shocks.find((s) => s.subject === 'demand');
  const demand = 20 * (1 + (demandShock?.pct ?? 0) / 100);
  variables.inventory = { type: 'normal', mean: 100, std: 10, bounds: { min: 0 }, drift: round(-demand, 4) };
  if (demandShock) variables.demand_change_pct = { type: 'initial_value', value: demandShock.pct };
  // Order up to a target of 100 units, and over-react to what peers order (bullwhip).
  const order: ActionSpec = { type: 'continuous', description: 'Units ordered from upstream', intercept: 40, weights: { inventory: -0.4, [`${c.gid}.order`]: 0.3 }, noise: 4, bounds: { min: 0 }, effects: { inventory: 1 } };
  const stockout: ActionSpec = { type: 'binary', description: 'Runs out of stock', intercept: 1, weights: { inventory: -0.15 } };
  for (const s of c.f.shocks) if (s.subject !== 'demand') {
    variables[`${s.subject}_change_pct`] = { type: 'initial_value', value: s.pct };
    order.weights![`${s.subject}_change_pct`] = round(0.2 * s.polarity, 4);
  }
  return { variables, actions: { order, stock_out: stockout }, state: 'inventory', action: 'order', label: 'Supply chain' };
}

function retail(c: Ctx, covs: Covariate[]): Built {
  const variables: Vars = {};
  for (const cov of covs) variables[cov.name] = structuredClone(cov.spec);
  variables.loyalty = { type: 'uniform', min: 0, max: 1, bounds: { min: 0, max: 1 }, drift: -0.01 };
  const buy: ActionSpec = { type: 'discrete', description: 'Items bought this step', max: 5, intercept: -1.5, weights: { loyalty: 1.5, [`${c.gid}.purchases`]: 0.2 }, effects: { loyalty: 0.01 } };
  applyCovariates(buy, covs, 1, 0.4);
  applyShocks(variables, buy, c.f.shocks, 1);
  const sw: ActionSpec = { type: 'binary', description: 'Switches to a competing store', intercept: -2, weights: { loyalty: -3 }, effects: { loyalty: -0.3 } };
  return { variables, actions: { purchases: buy, switch_store: sw }, state: 'loyalty', action: 'purchases', label: 'Shopping' };
}

function organisation(c: Ctx): Built {
  const variables: Vars = {
    capacity: { type: 'initial_value', value: 1, bounds: { min: 0, max: 5 }, drift: -0.01 },
    margin: { type: 'normal', mean: 0.15, std: 0.05, noise: 0.005 },
  };
  const demand = c.main ? `${c.main.id}.${c.main.state}` : null;
  const expand: ActionSpec = { type: 'binary', description: 'Expands capacity in response to demand', intercept: -3, weights: { margin: 5 }, effects: { capacity: 0.05 } };
  if (demand) expand.weights![demand] = 4;
  const invest: ActionSpec = { type: 'continuous', description: 'Investment this step (index)', intercept: 1, weights: { margin: 4 }, noise: 0.2, bounds: { min: 0 } };
  if (c.main) invest.weights![`${c.main.id}.${c.main.action}`] = 2;
  return { variables, actions: { expand, invest }, state: 'capacity', action: 'expand', label: 'Organisations' };
}

const DEFAULT_POPULATION: Record<Topic, string> = {
  epidemic: 'residents', election: 'voters', churn: 'subscribers', workforce: 'workers', traffic: 'commuters',
  finance: 'investors', housing: 'households', education: 'students', information: 'users', supply: 'firms',
  healthcare: 'patients', climate: 'households', energy: 'households', retail: 'shoppers', adoption: 'consumers',
  generic: 'people',
};

function archetype(c: Ctx, role: Population['role']): Built {
  const f = c.f;
  if (!c.primary && role === 'organisation' && f.topic !== 'supply') return organisation(c);
  switch (f.topic) {
    case 'epidemic':
      return sir(c, { s: 'susceptible', i: 'infected', r: 'recovered', inf: 'get_infected', rec: 'recover', infDesc: 'Becomes infected this step', recDesc: 'Recovers and becomes immune', label: 'Epidemic' }, covariatesOf(f, [age]));
    case 'information':
      return sir(c, { s: 'unaware', i: 'spreading', r: 'stopped', inf: 'start_sharing', rec: 'stop_sharing', infDesc: 'Starts sharing the story after seeing it from others', recDesc: 'Loses interest and stops sharing', label: 'Information spread' }, covariatesOf(f, [openness]));
    case 'election':
      return election(c, covariatesOf(f, [age]));
    case 'traffic':
      return traffic(c, covariatesOf(f, []));
    case 'supply':
      return supply(c, covariatesOf(f, []));
    case 'retail':
      return retail(c, covariatesOf(f, [income]));
    case 'churn':
      return enterExit(c, { state: 'subscribed', enter: 'rejoin', enterDesc: 'Signs up again', exit: /churn/.test(f.text.toLowerCase()) ? 'churn' : 'cancel', exitDesc: 'Cancels the subscription this step', s0: 1, covs: covariatesOf(f, [satisfaction, income]), mode: 'decay', label: 'Subscriber churn' });
    case 'workforce':
      return enterExit(c, { state: 'employed', enter: 'get_hired', enterDesc: 'Finds a job this step', exit: 'quit', exitDesc: 'Quits or is laid off this step', s0: f.initialShare ?? 0.9, covs: covariatesOf(f, [{ ...openness, name: 'skill', sign: 1 }]), mode: 'balance', label: 'Workforce dynamics' });
    case 'finance':
      return enterExit(c, { state: 'invested', enter: 'buy_in', enterDesc: 'Puts savings into the market', exit: 'sell_out', exitDesc: 'Sells out, more so when others sell', s0: f.initialShare ?? 0.3, covs: covariatesOf(f, [income, { ...openness, name: 'risk_appetite' }]), mode: 'balance', label: 'Investment' });
    case 'housing':
      return enterExit(c, { state: 'owns_home', enter: 'buy_home', enterDesc: 'Buys a home this step', exit: 'sell_home', exitDesc: 'Sells and moves out', s0: f.initialShare ?? 0.4, covs: covariatesOf(f, [income]), mode: 'balance', label: 'Housing market' });
    case 'education':
      return enterExit(c, { state: 'enrolled', enter: 'enrol', enterDesc: 'Enrols this step', exit: 'drop_out', exitDesc: 'Drops out this step', s0: 1, covs: covariatesOf(f, [{ ...openness, name: 'motivation' }, income]), mode: 'decay', label: 'Enrolment and dropout' });
    case 'healthcare':
      return enterExit(c, { state: 'in_treatment', enter: 'seek_care', enterDesc: 'Seeks treatment this step', exit: 'discharged', exitDesc: 'Completes treatment', s0: f.initialShare ?? 0.05, covs: covariatesOf(f, [age]), mode: 'balance', label: 'Healthcare demand' });
    case 'climate':
    case 'energy':
    case 'adoption':
    case 'generic': {
      const verb = f.behaviour ? ADOPT_VERBS[f.behaviour.verb] : undefined;
      const generic = f.topic === 'generic' && !verb;
      const state = generic ? 'engaged' : stateNameFor(f);
      const enter = generic ? 'engage' : (verb ?? (f.topic === 'energy' || f.topic === 'climate' ? 'switch' : 'adopt'));
      const what = f.behaviour?.object ? ` ${f.behaviour.object}` : '';
      const built = enterExit(c, {
        state,
        enter,
        enterDesc: generic ? 'Takes up the behaviour in question this step' : `Decides to ${f.behaviour?.verb ?? 'adopt'}${what} this step`,
        s0: f.initialShare ?? 0,
        covs: covariatesOf(f, f.topic === 'generic' ? [openness] : [income, { ...openness, name: 'price_sensitivity', sign: -1 }]),
        mode: 'grow',
        label: f.topic === 'generic' ? 'Behaviour spread' : 'Adoption',
      });
      if (f.topic === 'energy' || f.topic === 'climate') {
        const unitScale = { day: 1 / 30, week: 0.25, month: 1, quarter: 3, year: 12 }[c.unit];
        built.actions[f.topic === 'energy' ? 'energy_use_kwh' : 'emissions_t'] = f.topic === 'energy'
          ? { type: 'continuous', description: 'Grid electricity used this step (kWh)', intercept: round(300 * unitScale, 2), weights: { [state]: round(-180 * unitScale, 2) }, noise: round(30 * unitScale, 2), bounds: { min: 0 } }
          : { type: 'continuous', description: 'CO2 emitted this step (tonnes)', intercept: round(0.8 * unitScale, 4), weights: { [state]: round(-0.5 * unitScale, 4) }, noise: round(0.05 * unitScale, 4), bounds: { min: 0 } };
      }
      return built;
    }
  }
}

function titleCase(s: string): string {
  return s.replace(/[_-]+/g, ' ').replace(/\b[a-z]/g, (m) => m.toUpperCase());
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** Keeps the prompt's counts; caps each group and scales all down together past the total cap. */
function agentCounts(pops: Population[]): number[] {
  const counts = pops.map((p) => Math.max(1, Math.min(DEFAULT_CONFIG_LIMITS.maxAgentsPerGroup, Math.round(p.count ?? (p.role === 'organisation' ? Math.min(DEFAULT_AGENTS, 500) : DEFAULT_AGENTS)))));
  const total = counts.reduce((a, b) => a + b, 0);
  if (total <= DEFAULT_CONFIG_LIMITS.maxTotalAgents) return counts;
  const k = DEFAULT_CONFIG_LIMITS.maxTotalAgents / total;
  return counts.map((n) => Math.max(1, Math.floor(n * k)));
}

function groupId(noun: string, used: Set<string>): string {
  let id = snake(noun).replace(/^_+/, '') || 'agents';
  if (!/^[a-z]/.test(id)) id = `g_${id}`;
  id = id.slice(0, 60);
  let k = 2;
  const base = id;
  while (used.has(id)) id = `${base}_${k++}`;
  used.add(id);
  return id;
}

export function buildTitle(f: PromptFacts, label: string, pops: Array<{ noun: string; n: number }>): string {
  const subject = f.behaviour?.object && label === 'Adoption' ? ` of ${f.behaviour.object}` : '';
  const who = pops[0] ? ` among ${fmt(pops[0].n)} ${pops[0].noun}` : '';
  const title = `${label}${subject}${who} over ${f.horizon.steps} ${f.horizon.unit}${f.horizon.steps === 1 ? '' : 's'}`;
  return title.length > 120 ? `${title.slice(0, 117)}…` : title;
}

/** The whole builtin design: prompt → title and configuration (not yet validated). */
export function designFromPrompt(prompt: string): { title: string; config: SimulationConfig; facts: PromptFacts } {
  const f = readPrompt(prompt);
  let pops = f.populations.slice(0, 4);
  if (pops.length === 0) pops = [{ noun: DEFAULT_POPULATION[f.topic], count: null, role: f.topic === 'supply' ? 'organisation' : 'individual' }];
  // The behaviour is about individuals when the prompt names any: put them first.
  if (f.topic !== 'supply') {
    const firstIndividual = pops.findIndex((p) => p.role === 'individual');
    if (firstIndividual > 0) pops = [pops[firstIndividual], ...pops.filter((_, i) => i !== firstIndividual)];
  }
  const counts = agentCounts(pops);
  const used = new Set<string>();
  const ids = pops.map((p) => groupId(p.noun, used));
  const orgIndex = pops.findIndex((p, i) => i > 0 && p.role === 'organisation' && f.topic !== 'supply');
  const groups: Draft[] = [];
  let main: Ctx['main'] = null;
  let label = 'Simulation';
  pops.forEach((p, i) => {
    const ctx: Ctx = {
      f,
      gid: ids[i],
      steps: f.horizon.steps,
      unit: f.horizon.unit,
      main,
      org: i === 0 && orgIndex > 0 ? { id: ids[orgIndex] } : null,
      primary: i === 0,
    };
    const built = archetype(ctx, p.role);
    if (i === 0) {
      main = { id: ids[0], state: built.state, action: built.action };
      label = built.label;
    } else if (main && p.role === 'individual' && !built.actions[built.action]?.weights?.[`${main.id}.${main.state}`]) {
      // Other individual groups watch the main group too: a light cross-group influence.
      const act = built.actions[built.action];
      act.weights = { ...(act.weights ?? {}), [`${main.id}.${main.state}`]: 1 };
      act.intercept = round((act.intercept ?? 0) - 0.5);
    }
    groups.push({
      id: ids[i],
      name: titleCase(p.noun),
      description: i === 0 ? `${titleCase(p.noun)} in: ${f.text.slice(0, 300)}` : `${titleCase(p.noun)} responding to the ${ids[0]}`,
      number_of_agents: counts[i],
      variables: built.variables,
      actions: built.actions,
    });
  });
  const config: SimulationConfig = { step_unit: f.horizon.unit, number_of_steps: f.horizon.steps, agent_groups: groups };
  return { title: buildTitle(f, label, pops.map((p, i) => ({ noun: p.noun, n: counts[i] }))), config, facts: f };
}

export const BUILTIN_MODEL = 'builtin';

export class BuiltinArchitect implements ArchitectProvider {
  readonly name = 'builtin';

  async design(req: ArchitectRequest): Promise<ArchitectResult> {
    if (req.signal?.aborted) throw new StageError('The Architect was cancelled', true);
    if (req.model !== undefined && req.model !== BUILTIN_MODEL) throw new StageError(`Unknown model '${req.model}' (allowed: ${BUILTIN_MODEL})`, false);
    if (!req.prompt.trim()) throw new StageError('The prompt is empty', false);
    const { title, config } = designFromPrompt(req.prompt);
    const v = validateSimulationConfig(config);
    if (!v.ok) {
      // A bug in the templates, not in the prompt: retrying cannot help.
      const first = v.errors[0];
      throw new StageError(`Architect produced an invalid configuration: ${first.loc.join('.')}: ${first.msg}`, false);
    }
    return { title, config: v.config };
  }
}
