import type { ActionSpec, AgentGroupConfig, VariableSpec } from '../../../domain/simulation-config.js';
import type { Intervention } from '../reader/types.js';
import { MODEL_ARITHMETIC_UNIT } from '../../../domain/model-conventions.js';
import { binary, clamp, constant, GATE, logit, logKnots, logOdds, piecewise, round, shareState, shareUnit } from './kit.js';
import type { GroupPlan, LeverSetting, MechanismContext } from './types.js';

/**
 * Contagion shared by epidemics and by rumours and misinformation: susceptible → infectious
 * (sharing) → recovered (immune, or no longer sharing). A susceptible agent is infected in a
 * step with probability 1 − exp(−β·m·I), I the infectious share (all groups mixed), m the
 * change in contacts from interventions. The model's decisions are logistic in a linear
 * predictor, so the log-odds of that probability, a concave function of I, is written every
 * step into an "infection pressure" variable by a few piecewise-linear actions (knots spaced
 * by 2.5× from one agent to everyone; error under 5% in the hazard). It is one step behind
 * the prevalence, which acts as a one-step latent period. Contact changes (closures,
 * distancing, moderation) add log m to the predictor, exact for small hazards.
 */

export interface ContagionParams {
  /** Basic reproduction number: new infections per case in a fully susceptible population. */
  r0: number;
  /** Mean days a case stays infectious. */
  infectiousDays: number;
  /** Share of infections counted as "ill" (symptomatic). */
  symptomatic: number;
  immuneStart: number;
  /** The part of immuneStart owed to earlier infections, not to vaccination (a coverage asked about adds to it). */
  priorImmune?: number;
  infectedStart: number;
  /** Share who have been infected (or have come to believe) by the start; at least `infectedStart`. */
  everStart?: number;
  /** Extra infectious-equivalent pressure from accounts that never stop (bots), as a share of the population. */
  botActivity?: number;
  /** Share of the currently infectious in hospital (only when the prompt speaks of hospitals or beds). */
  hospitalShare?: number;
  /** Share of the vaccinated the vaccine protects (default 1): a campaign immunises that share of those it reaches. */
  vaccineEfficacy?: number;
  labels: {
    infectious: string;
    immune: string;
    everInfected: string;
    everIll: string;
    fallsIll: string;
    recovers: string;
  };
}

export interface ContactLever {
  variable: string;
  label: string;
  /** Reduction of transmission while in force when the prompt gives no size. */
  reduction: number;
}

export interface ContagionBuild {
  groups: AgentGroupConfig[];
  lever(iv: Intervention): LeverSetting[] | null;
  /** Mean-field share ever infected (or ill) per step in the status quo. */
  expectedIll: number[];
}

const KNOT_RATIO = 2.5;
// The chord of a concave function lies below it: lift the pieces by half the largest gap.
const CHORD_LIFT = 0.05;

/** Words that say a share is of transmission itself, not of the people who comply. */
export const TRANSMISSION = /(?<!\p{L})(?:transmission|transmissions|contagion|infections?|spread|übertragung\p{L}*|ansteckung\p{L}*|infektionen|transmisi[óo]n|contagios?|contagio|propagaci[óo]n|contamination\p{L}*|propagation)(?!\p{L})/iu;

export function buildContagion(ctx: MechanismContext, p: ContagionParams, contactLevers: Record<string, ContactLever>, vaccinationDefaultPerDay: number): ContagionBuild {
  const groups = ctx.groups;
  const total = groups.reduce((s, g) => s + g.agents, 0);
  const stepDays = ctx.stepDays;
  const beta = (p.r0 / p.infectiousDays) * stepDays;
  const recover = 1 - Math.exp(-stepDays / p.infectiousDays);
  const pressureOf = (x: number) => logit(clamp(1 - Math.exp(-beta * x), 1e-12, 1 - 1e-12)) + CHORD_LIFT;
  const knots = logKnots(Math.max(1e-7, 0.5 / total), KNOT_RATIO);
  const inputs: Record<string, number> = {};
  for (const g of groups) inputs[`${g.id}.infectious`] = g.agents / total;
  if (p.botActivity !== undefined) inputs.bot_activity = 1;
  const i0 = p.infectedStart;
  const startPressure = pressureOf(i0 + (p.botActivity ?? 0));

  // Interventions that switch contacts or campaigns on: their variables exist only when named.
  const named = new Set(ctx.interventions.map((iv) => iv.lever));
  // "if masks become optional", "wenn die Maskenpflicht aufgehoben wird": a measure the prompt only
  // lifts is in force today, and lifting it takes its cut away.
  const liftedOnly = (lever: string) => ctx.interventions.filter((iv) => iv.lever === lever).every((iv) => iv.change.kind === 'off');
  const today = (lever: string): number => (contactLevers[lever] && named.has(lever) && liftedOnly(lever) ? round(Math.log(clamp(1 - contactLevers[lever].reduction, 0.01, 1)), 6) : 0);
  const campaigns: Array<{ variable: string; perStep: number; label: string }> = [];
  const campaignFor = (perStep: number, label: string): string => {
    const same = campaigns.find((c) => Math.abs(c.perStep - perStep) < 1e-9);
    if (same) return same.variable;
    const variable = campaigns.length === 0 ? 'vaccination_campaign' : `vaccination_campaign_${campaigns.length + 1}`;
    campaigns.push({ variable, perStep, label });
    return variable;
  };
  const susceptibleStart = Math.max(0.01, 1 - p.immuneStart - i0);
  const ve = p.vaccineEfficacy ?? 1;
  /** The per-step chance a susceptible is vaccinated, and for how many steps. */
  const campaignOf = (iv: Intervention): { perStep: number; steps?: number } | null => {
    const c = iv.change;
    if (c.kind === 'share' && iv.compoundEveryDays) {
      // "vaccinate 1% of the population a week": a rate of the whole population, spread over the susceptible.
      return { perStep: clamp(((ve * c.value * stepDays) / iv.compoundEveryDays) / susceptibleStart, 1e-6, 0.99) };
    }
    if (c.kind === 'share') {
      // "coverage rises to 70%": a one-step campaign that brings immunity to that level, of which the vaccine protects its share.
      return { perStep: clamp((ve * c.value - (p.immuneStart - (p.priorImmune ?? 0))) / susceptibleStart, 1e-6, 0.99), steps: 1 };
    }
    if (c.kind === 'on' || c.kind === 'relative') return { perStep: clamp((ve * vaccinationDefaultPerDay * stepDays) / susceptibleStart, 1e-6, 0.99) };
    return null;
  };
  for (const iv of ctx.interventions) if (iv.lever === 'vaccination') {
    const c = campaignOf(iv);
    if (c) campaignFor(c.perStep, iv.text);
  }

  const out: AgentGroupConfig[] = groups.map((g: GroupPlan) => {
    const unit = shareUnit(g.name);
    const variables: Record<string, VariableSpec> = {
      infectious: shareState(i0, p.labels.infectious, unit),
      immune: shareState(p.immuneStart, p.labels.immune, unit),
      has_been_infected: shareState(Math.max(i0, p.everStart ?? 0), p.labels.everInfected, unit),
      has_been_ill: shareState(Math.max(i0, p.everStart ?? 0) * p.symptomatic, p.labels.everIll, unit),
      aux_infection_pressure: constant(startPressure, 'Infection pressure (log-odds; model arithmetic)', MODEL_ARITHMETIC_UNIT),
    };
    if (p.botActivity !== undefined) variables.bot_activity = constant(p.botActivity, 'Bot activity (as a share of accounts sharing)', 'share of accounts');
    for (const [lever, cl] of Object.entries(contactLevers)) {
      if (named.has(lever)) variables[cl.variable] = constant(today(lever), cl.label, 'log change in contacts');
    }
    for (const c of campaigns) variables[c.variable] = constant(0, `Vaccination campaign running: ${c.label}`, '0 = no, 1 = yes');
    const contact: Record<string, number> = {};
    for (const [lever, cl] of Object.entries(contactLevers)) if (named.has(lever)) contact[cl.variable] = 1;
    const gates = { infectious: -GATE, immune: -GATE };
    const actions: Record<string, ActionSpec> = {
      falls_ill: binary(p.labels.fallsIll, p.labels.fallsIll, Math.log(p.symptomatic), { aux_infection_pressure: 1, ...contact, ...gates }, { infectious: 1, has_been_infected: 1, has_been_ill: 1 }),
      infected_without_symptoms: binary('Is infected without falling ill this step', 'Infected without symptoms this step', Math.log(1 - p.symptomatic), { aux_infection_pressure: 1, ...contact, ...gates }, { infectious: 1, has_been_infected: 1 }),
      // Only the infectious recover: η = −50 + (50 + logit γ)·infectious.
      recovers: binary(p.labels.recovers, p.labels.recovers, -GATE, { infectious: GATE + logOdds(recover) }, { infectious: -1, immune: 1 }),
      ...piecewise('aux_infection_pressure', inputs, knots, pressureOf, 'Infection pressure'),
    };
    for (const c of campaigns) {
      actions[`gets_vaccinated${c.variable.slice('vaccination_campaign'.length)}`] = binary(
        `Is vaccinated this ${ctx.unit} (${c.label})`,
        `Vaccinated this ${ctx.unit}`,
        -GATE,
        { [c.variable]: GATE + logOdds(c.perStep), infectious: -GATE, immune: -GATE },
        { immune: 1 },
      );
    }
    if (p.hospitalShare !== undefined) {
      actions.in_hospital = binary('Is in a hospital bed this step', 'In hospital', -GATE, { infectious: GATE + logOdds(p.hospitalShare) }, {});
      actions.in_hospital.unit = 'share in hospital';
    }
    return { id: g.id, name: g.name, description: `${g.name}: who is infectious, immune, or has been ill`, number_of_agents: g.agents, variables, actions };
  });

  // Mean-field path of the share ever ill (one step latent, as the model runs).
  const expectedIll: number[] = [];
  {
    let s = 1 - p.immuneStart - i0;
    let i = i0;
    let iPrev = i0;
    let ever = Math.max(i0, p.everStart ?? 0) * p.symptomatic;
    for (let t = 0; t < ctx.steps; t++) {
      const h = 1 - Math.exp(-beta * (iPrev + (p.botActivity ?? 0)));
      const inf = s * h;
      iPrev = i;
      s -= inf;
      i += inf - i * recover;
      ever += inf * p.symptomatic;
      expectedIll.push(ever);
    }
  }

  const targets = (v: string) => out.map((g) => `${g.id}.${v}`);
  return {
    groups: out,
    expectedIll,
    lever(iv) {
      const c = iv.change;
      if (iv.lever === 'vaccination') {
        const camp = campaignOf(iv);
        if (!camp) return null;
        const variable = campaignFor(camp.perStep, iv.text);
        return targets(variable).map((t) => ({ target: t, value: 1, neutral: 0, scale: 'level' as const, label: iv.text, steps: camp.steps, periodUsed: true }));
      }
      if (iv.lever === 'bots' && p.botActivity !== undefined) {
        const value = c.kind === 'off' ? 0 : c.kind === 'relative' ? p.botActivity * (1 + c.value) : c.kind === 'share' ? c.value : p.botActivity;
        return targets('bot_activity').map((t) => ({ target: t, value: round(value, 8), neutral: p.botActivity!, scale: 'level' as const, label: iv.text }));
      }
      const cl = contactLevers[iv.lever];
      if (!cl) return null;
      let reduction = cl.reduction;
      if (c.kind === 'relative' && c.value < 0) reduction = -c.value;
      // "a new variant 30% more transmissible": a lever that raises transmission (a negative reduction) takes its stated rise.
      else if (c.kind === 'relative' && c.value > 0 && cl.reduction < 0) reduction = -c.value;
      // "50 % ansteckender": a comparative says the direction of a lever that raises transmission.
      // "if 60% wear masks", "wenn 70 % Abstand halten": a share of people who comply, each cutting their part of the
      // transmission by the measure's own reduction; only a share of transmission itself ("cut transmission by 60%") is the cut.
      else if (c.kind === 'share' && cl.reduction > 0 && !TRANSMISSION.test(iv.text)) reduction = cl.reduction * c.value;
      else if (c.kind === 'share') reduction = cl.reduction < 0 ? -c.value : c.value;
      else if (c.kind === 'off') reduction = 0;
      const value = round(Math.log(clamp(1 - reduction, 0.01, cl.reduction < 0 ? 5 : 1)), 6);
      return targets(cl.variable).map((t) => ({ target: t, value, neutral: today(iv.lever), scale: 'level' as const, label: iv.text, periodUsed: true }));
    },
  };
}
