import type { VariableSpec } from '../../../domain/simulation-config.js';
import type { Intervention } from '../reader/types.js';
import { binary, constant, GATE, logOdds, lowerName, num, pct, perStepFromYear, round, shareState, shareUnit, statedRate, statedShare } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Health behaviour change (smoking, drinking, exercise): people give a habit up at a yearly
 * rate and some relapse; prices and taxes, support to quit and campaigns move the rates.
 * Quitting smoking here is about a habit, not a job or a rumour. Numbers and sources:
 * docs/mechanisms.md "Health behaviour".
 */

interface Behaviour {
  concept: string;
  state: string;
  label: string;
  /** Share with the habit when the population is not defined by it. */
  prevalence: number;
  /** Yearly: giving it up, relapsing among those who gave it up during the run, taking it up. */
  quit: number;
  relapse: number;
  start: number;
  /**
   * Log-odds of quitting (and, the other way, of relapsing and starting) per unit relative price
   * change, set so that prevalence after ten years moves by the published participation elasticity.
   */
  price: number;
  /** Share of the retail price that is tax: a 50% higher tax raises the price by half that. */
  taxShare: number;
  sources: string;
  /** True when the habit is the healthy one (exercise): "quitting" is the unhealthy move. */
  healthy: boolean;
  /** A typical price of what is bought (a pack, a drink, a month of a gym), to read money amounts against. */
  typicalPrice: number;
}

/** What the price weights give: ten-year change of prevalence per unit relative price change (kept with them). */
const ELASTICITY_10Y: Record<string, number> = { smoking: 0.2, alcohol: 0.27, exercise: 0 };

const BEHAVIOURS: Behaviour[] = [
  { concept: 'smoking', state: 'smokes', label: 'Smokes', prevalence: 0.2, quit: 0.06, relapse: 0.1, start: 0.002, price: 0.35, taxShare: 0.5, healthy: false, sources: 'CDC 2020: about 7% of US smokers quit for good each year, many relapse; price elasticity of smoking −0.2, Chaloupka & Warner 2000', typicalPrice: 8 },
  { concept: 'alcohol', state: 'drinks_heavily', label: 'Drinks above the guidelines', prevalence: 0.2, quit: 0.1, relapse: 0.2, start: 0.02, price: 0.3, taxShare: 0.25, healthy: false, sources: 'price elasticity of heavy drinking about −0.28 (Wagenaar et al. 2009)', typicalPrice: 5 },
  { concept: 'exercise', state: 'exercises', label: 'Exercises regularly', prevalence: 0.3, quit: 0.25, relapse: 0.1, start: 0.1, price: -0.5, taxShare: 0, healthy: true, sources: 'about half of new exercisers stop within six months (Dishman 1988)', typicalPrice: 40 },
];

const SUPPORT = 0.7;
const CAMPAIGN = 0.15;
const BAN = 0.2;

const CURRENCY_WORD: Record<string, string> = { EUR: 'euros', GBP: 'pounds', USD: 'dollars' };

/**
 * A typical pack of cigarettes where the asker lives, by the currency named and the language
 * (2025 prices, assumed: France 12.50 euros, Germany 9, Spain 5.50, UK 16 pounds, US 9 dollars);
 * the mechanism's typical price elsewhere and for other habits.
 */
/** E-cigarettes and vapes in the asker's words. */
const ECIG = /e-?cig|vap(?:e|es|ing)|e-?zigarette|dampfer|cigarrillos? electr[oó]nicos?|vapeadores?|cigarettes? [ée]lectroniques?|vapoteuses?/i;
/** Log-odds on quitting while e-cigarettes are banned (assumed: they help a share of quit attempts; Lindson et al. 2024). */
const ECIG_BAN = Math.log(0.85);
/**
 * Log-odds of starting while the age of sale is raised once (assumed: US "Tobacco 21" laws cut smoking among
 * 18–20-year-olds by about a third) and while it rises every year, so that nobody born after a date may ever buy
 * (assumed: about half, since some buy through others; the UK and New Zealand plans have no results yet).
 */
const AGE_RAISED = Math.log(0.7);
const AGE_RISING = Math.log(0.5);
/** "rises by one year every year", "jedes Jahr", "cada año", "chaque année": a generational rule. */
const EVERY_YEAR = /\b(every year|each year|a year every year|yearly|annually|jedes jahr|j[aä]hrlich|cada a[nñ]o|todos los a[nñ]os|chaque ann[ée]e|tous les ans)\b/i;
/** "how many will start smoking", "anfangen zu rauchen", "empezarán a fumar", "commenceront à fumer": those who take the habit up are asked. */
const STARTING = /\b(?:start|starts|begin|begins|take up|took up|pick up)\s+(?:smoking|vaping|drinking)|(?:anfangen|fangen\s+(?:\p{L}+\s+){0,3}an)\s+zu\s+(?:rauchen|dampfen|trinken)|mit\s+dem\s+(?:rauchen|dampfen|trinken)\s+(?:anfangen|beginnen)|(?:empez|comenz)\p{L}*\s+a\s+(?:fumar|vapear|beber)|commenc\p{L}*\s+[àa]\s+(?:fumer|vapoter|boire)|se\s+mettr\p{L}*\s+[àa]\s+(?:fumer|vapoter|boire)/iu;
/** The habit itself asked of young people ("will vape", "werden rauchen", "vapearán", "fumeront"). */
const HABIT_ASKED = /\b(?:will|would)\s+(?:vape|smoke)\b|\bwerden\s+(?:\p{L}+\s+){0,3}(?:rauchen|dampfen)\b|\bwie viele\s+(?:\p{L}+\s+){0,2}(?:rauchen|dampfen)\b|\b(?:vapear|fumar)[áa]n\b|\b(?:vapoter|fumer)ont\b/iu;
const QUIT_WORD = /\b(?:quit|stop|give up|aufh[öo]ren|aufgeben|dejar[áa]n?|abandon\p{L}*|arr[êe]ter\p{L}*|arr[êe]teront)\b/iu;
/** Teenagers and young adults, where most smokers start. */
const YOUNG = /(?<!\p{L})(teen\p{L}*|young|youth\p{L}*|adolesc\p{L}*|jugendlich\p{L}*|junge[nm]?|j[óo]venes|adolescentes|jeunes|ados|pupils|sch[üu]ler\p{L}*|alumnos|[ée]l[èe]ves|lyc[ée]ens)(?!\p{L})/iu;
/** Yearly share of young non-smokers who start, and the share who smoke at the start (assumed: most smokers start before 21; about 5–8% of 12–17-year-olds smoke in Europe, ESPAD 2019 and BZgA). */
const YOUNG_START = 0.03;
const YOUNG_PREVALENCE = 0.06;
/** "a minimum unit price", "Mindestpreis", "precio mínimo", "prix plancher": a floor under the price, not its level. */
const MINIMUM_PRICE = /\b(minimum(?: unit)? price|price floor|floor price|mindestpreis\w*|precio m[ií]nimo|prix (?:minimum|plancher))\b/i;
/** The average price rise a 50p-per-unit floor brings (assumed, Scotland 2018) and the most any floor is read as. */
const MINIMUM_PRICE_RISE = 0.1;
const MINIMUM_PRICE_RISE_MAX = 0.3;
function typicalPrice(b: { concept: string; typicalPrice: number }, currency: string | null, language: string): number {
  if (b.concept !== 'smoking') return b.typicalPrice;
  if (currency === 'GBP') return 16;
  if (currency === 'USD') return 9;
  if (currency === 'EUR') return ({ fr: 12.5, de: 9, es: 5.5 } as Record<string, number>)[language] ?? 9;
  return b.typicalPrice;
}

/**
 * "How will the number of smokers change", "wie viele Raucher wird es geben": a count of those with the habit, not of
 * those who quit. Smokers named as the population counted ("how many of 10,000 smokers") are asked who quits.
 */
/** Share who have started by each step, with no quitting among them (close enough for a milestone). */
function startedExpected(p0: number, h: number, steps: number): number[] {
  const out: number[] = [];
  let started = 0;
  for (let t = 0; t < steps; t++) {
    started += (1 - p0 - started) * h;
    out.push(started);
  }
  return out;
}

function asksHabitCount(intent: { concepts: Set<string> }, definedBy: boolean): boolean {
  const cs = intent.concepts;
  return !definedBy && cs.has('smokers') && !['leave', 'stop', 'cessation', 'cut', 'reduce'].some((c) => cs.has(c));
}

export const health: Mechanism = {
  id: 'health',
  name: 'Health behaviour change',
  // "¿Cuántos bares cerrarán si se prohíbe fumar en las terrazas?": bars do not smoke; businesses are another question.
  affinity: (intent) => (intent.populations.length > 0 && intent.populations.every((p) => p.role === 'organisation') ? -10 : 0),
  cues: { smoking: 5, alcohol: 4, exercise: 3.5, cessation: 4, smokers: 5, habit: 1.5, leave: 0.5, stop: 0.5 },
  actors: ['smokers', 'adults', 'people', 'residents', 'patients', 'employees', 'students', 'citizens', 'seniors', 'members'],
  defaultPopulation: { concept: 'adults', noun: 'adults', count: 10_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 2, unit: 'year' },
  build(ctx) {
    const g = ctx.groups[0];
    const cs = ctx.intent.concepts;
    const b = BEHAVIOURS.find((x) => cs.has(x.concept)) ?? BEHAVIOURS[0];
    // "10,000 smokers", "12,000 heavy drinkers": a group named by the habit all have it at the start.
    const definedBy = (g.concept === 'smokers' && b.concept === 'smoking') || (b.concept === 'alcohol' && /drinkers|trinker|bebedores|buveurs/i.test(g.name));
    const stated = statedShare(ctx.intent.levels, [b.concept, 'smokers', 'habit']);
    // Teenagers and young adults start far more often than adults at large, and fewer smoke yet.
    const young = b.concept === 'smoking' && !definedBy && YOUNG.test(`${g.name} ${ctx.intent.text}`);
    const startRate = young ? YOUNG_START : b.start;
    const p0 = definedBy ? 1 : stated ?? (young ? YOUNG_PREVALENCE : b.prevalence);
    // "How many will start smoking": those who take it up during the run are counted.
    // "How many teenagers will vape", "wie viele Jugendliche werden dampfen": young people asked whether they take the habit up.
    const startsAsked = !b.healthy && !definedBy && (STARTING.test(ctx.intent.text) || (young && HABIT_ASKED.test(ctx.intent.text) && !QUIT_WORD.test(ctx.intent.text)));
    const rate = statedRate(ctx.intent.rates, ['leave', b.concept, 'smokers'], 365);
    const quit = rate ?? b.quit;
    const unit = shareUnit(g.name);
    const needs = new Set(ctx.interventions.map((iv) => iv.lever));
    const variables: Record<string, VariableSpec> = {
      [b.state]: shareState(p0, b.label, unit),
      has_quit: shareState(0, b.healthy ? 'Has stopped during the period' : b.concept === 'alcohol' ? 'Has cut down during the period' : 'Has quit during the period', unit),
      ...(startsAsked ? { has_started: shareState(0, b.concept === 'alcohol' ? 'Has started drinking during the period' : 'Has started smoking during the period', unit) } : {}),
      price_change: constant(0, b.concept === 'exercise' ? 'Cost of exercising compared with today' : 'Price compared with today (taxes included)', 'relative change'),
    };
    const quitW: Record<string, number> = { [b.state]: GATE, price_change: b.price };
    const extra: Array<[string, string, number, string]> = [
      ['cessation', 'Support to quit offered', SUPPORT, 'support to quit (medication and counselling) roughly doubles success, Cochrane reviews'],
      ['campaign', 'Campaign running', CAMPAIGN, 'mass-media campaigns raise quitting modestly, Durkin et al. 2012'],
      ['subsidy', 'Subsidised support offered', SUPPORT * 0.5, 'free or subsidised treatment raises its use and quitting'],
      ['ban', 'Ban in force', BAN, 'smoke-free laws cut smoking by a few points, Fichtenberg & Glantz 2002'],
    ];
    const notes = [
      `${definedBy ? `All ${lowerName(g.name)} ${b.concept === 'alcohol' ? 'drink above the guidelines' : 'smoke'} at the start` : `${pct(p0)} of ${lowerName(g.name)}: "${b.label}" at the start${stated !== null ? ' (as the prompt says)' : ' (assumed)'}`}; ${pct(quit)} give it up each year${rate !== null ? ' (as the prompt says)' : ''}, ${pct(b.relapse)} of those who gave it up go back each year, and ${pct(startRate, 1)} of the others start (${b.sources}).`,
      ...(young ? [`Young people start far more often than adults at large: ${pct(YOUNG_START)} of young non-smokers start each year and ${pct(YOUNG_PREVALENCE)} smoke at the start (assumed: most smokers start before 21; about 5–8% of 12–17-year-olds smoke in Europe).`] : []),
    ];
    // "if e-cigarettes are banned": a ban on an aid some smokers quit with, not a smoke-free law.
    const ecigBan = ctx.interventions.some((iv) => iv.lever === 'ban' && ECIG.test(iv.text));
    if (ecigBan && b.concept === 'smoking') {
      variables.ecig_ban_in_force = constant(0, 'E-cigarettes banned', '0 = no, 1 = yes');
      quitW.ecig_ban_in_force = ECIG_BAN;
      notes.push(`Banning e-cigarettes takes away an aid some smokers quit with: the odds of quitting fall by ${pct(1 - Math.exp(ECIG_BAN))} while in force (assumed; nicotine e-cigarettes help more smokers quit than nicotine replacement, Cochrane review, Lindson et al. 2024).`);
    }
    for (const [lever, label, w, source] of extra) {
      // A ban on e-cigarettes alone is no smoke-free law (above).
      if (!needs.has(lever) || (lever === 'ban' && b.concept === 'smoking' && !ctx.interventions.some((iv) => iv.lever === 'ban' && !ECIG.test(iv.text)))) continue;
      variables[`${lever}_in_force`] = constant(0, label, '0 = no, 1 = yes');
      quitW[`${lever}_in_force`] = b.healthy ? -w : w;
      notes.push(`${label}: the odds of ${b.healthy ? 'keeping it up' : 'quitting'} rise by ${pct(Math.exp(w) - 1)} while in force (${source}).`);
    }
    if (!b.healthy) notes.push(`A 10% higher price raises the odds of quitting by about ${pct(Math.exp(b.price * 0.1) - 1)} and lowers those of going back and of starting as much: after ten years about ${pct(0.1 * ELASTICITY_10Y[b.concept])} fewer have the habit (${b.sources.replace(/^.*?;\s*/, '')}).`);
    if (!b.healthy && ctx.interventions.some((iv) => iv.lever === 'tax' && iv.change.kind === 'relative')) notes.push(`Tax is about ${pct(b.taxShare)} of the retail price (${b.concept === 'smoking' ? 'WHO 2023: taxes are 40–80% of the price of cigarettes' : 'assumed; duties vary widely'}): a 10% higher tax makes the price about ${pct(0.1 * b.taxShare)} higher.`);
    if (ctx.interventions.some((iv) => iv.lever === 'price' && iv.change.kind === 'amount' && MINIMUM_PRICE.test(iv.text))) {
      notes.push(`A minimum price lifts only the cheapest ${b.concept === 'alcohol' ? 'drinks' : 'products'}: ${b.concept === 'alcohol' ? '50 pence per unit of alcohol' : 'a floor of that size'} is taken to raise the average price paid by ${pct(MINIMUM_PRICE_RISE)}, in proportion for other floors, at most ${pct(MINIMUM_PRICE_RISE_MAX)} (assumed; in Scotland the 50p floor from 2018 cut alcohol sales by about 3%, Public Health Scotland 2023).`);
    }
    const priced = ctx.interventions.find((iv) => (iv.lever === 'price' || iv.lever === 'tax') && iv.change.kind === 'amount' && !MINIMUM_PRICE.test(iv.text));
    if (priced && priced.change.kind === 'amount') {
      const typical = typicalPrice(b, priced.change.currency ?? null, ctx.intent.language);
      notes.push(
        b.concept === 'smoking' && typical !== b.typicalPrice
          ? `Money amounts are read against a typical price of ${num(typical)} ${CURRENCY_WORD[priced.change.currency ?? 'EUR']} for a pack of cigarettes (assumed, 2025: France 12.50 euros, Germany 9, Spain 5.50, UK 16 pounds, US 9 dollars).`
          : `Money amounts are read against a typical price of ${b.typicalPrice} (${b.concept === 'smoking' ? 'a pack of cigarettes' : b.concept === 'alcohol' ? 'a drink' : 'a month of exercise'}).`,
      );
    }
    // "if the legal age for buying cigarettes rises by one year every year": fewer may start; nobody is made to stop.
    const ageRule = ctx.interventions.find((iv) => iv.lever === 'eligibility_narrowed' || iv.lever === 'eligibility_widened');
    const startW: Record<string, number> = { [b.state]: -GATE, has_quit: -GATE, price_change: -b.price };
    if (ageRule && !b.healthy) {
      const rising = EVERY_YEAR.test(ageRule.text);
      variables.age_of_sale = constant(0, ageRule.lever === 'eligibility_narrowed' ? 'Age of sale raised' : 'Age of sale lowered', '0 = no, 1 = yes');
      startW.age_of_sale = round(ageRule.lever === 'eligibility_narrowed' ? (rising ? AGE_RISING : AGE_RAISED) : -AGE_RAISED, 4);
      notes.push(
        rising
          ? `An age of sale that rises every year keeps those born after a date from ever buying: the odds of starting fall by ${pct(1 - Math.exp(AGE_RISING))} (assumed, as some buy through others); those who smoke today are not made to stop, so prevalence falls slowly.`
          : ageRule.lever === 'eligibility_narrowed'
          ? `A higher age of sale lowers the odds of starting by about ${pct(1 - Math.exp(AGE_RAISED))} (assumed: US "Tobacco 21" laws cut smoking among 18–20-year-olds by about a third); those who smoke today are not made to stop.`
          : `A lower age of sale raises the odds of starting by about ${pct(Math.exp(-AGE_RAISED) - 1)} (assumed, the reverse of US "Tobacco 21" laws, which cut smoking among 18–20-year-olds by about a third).`,
      );
    }
    const relapseW: Record<string, number> = { [b.state]: -GATE, has_quit: GATE, price_change: -b.price };
    const actions = {
      quits: binary(b.healthy ? `Stops this ${ctx.unit}` : `Quits this ${ctx.unit}`, b.healthy ? `Stops this ${ctx.unit}` : `Quits this ${ctx.unit}`, -GATE + logOdds(perStepFromYear(quit, ctx.stepDays)), quitW, { [b.state]: -1, has_quit: 1 }),
      relapses: binary(`Goes back this ${ctx.unit}`, `Goes back this ${ctx.unit}`, -GATE + logOdds(perStepFromYear(b.relapse, ctx.stepDays)), relapseW, { [b.state]: 1 }),
      starts: binary(`Starts this ${ctx.unit}`, `Starts this ${ctx.unit}`, logOdds(perStepFromYear(startRate, ctx.stepDays)), startsAsked ? { ...startW, has_started: -GATE } : startW, startsAsked ? { [b.state]: 1, has_started: 1 } : { [b.state]: 1 }),
    };
    const expected: number[] = [];
    let s = p0;
    let q = 0;
    const hq = perStepFromYear(quit, ctx.stepDays);
    const hr = perStepFromYear(b.relapse, ctx.stepDays);
    for (let t = 0; t < ctx.steps; t++) {
      const quitNow = s * hq;
      const back = q * hr;
      s += back - quitNow;
      q += quitNow - back;
      expected.push(s);
    }
    const target = (v: string) => `${g.id}.${v}`;
    return {
      label: b.concept === 'smoking' ? 'Smoking and quitting' : b.concept === 'alcohol' ? 'Heavy drinking' : 'Regular exercise',
      groups: [{ id: g.id, name: g.name, description: `${g.name}: who ${b.label.toLowerCase()}, who gives it up, who goes back`, number_of_agents: g.agents, variables, actions }],
      lever(iv: Intervention): LeverSetting[] | null {
        const c = iv.change;
        if (iv.lever === 'tax' || iv.lever === 'price') {
          // "cigarette taxes rise 50%": the tax is part of the price, so the price rises by its share of that.
          if (c.kind === 'relative') return [{ target: target('price_change'), value: round(iv.lever === 'tax' ? c.value * b.taxShare : c.value, 6), neutral: 0, scale: 'relative', label: iv.text }];
          if (c.kind === 'share') return [{ target: target('price_change'), value: iv.lever === 'tax' ? c.value * 0.5 : c.value, neutral: 0, scale: 'relative', label: iv.text }];
          // "a minimum price of 50 pence per unit": a floor lifts the cheapest, so the average price rises a little,
          // whatever the floor's level against a typical drink.
          if (c.kind === 'amount' && MINIMUM_PRICE.test(iv.text)) {
            const perUnit = /\b(units?|einheit|unidad|unit[ée])\b/i.test(iv.text) && (c.currency === 'GBP' || c.currency === 'EUR');
            return [{ target: target('price_change'), value: round(perUnit ? Math.min(MINIMUM_PRICE_RISE_MAX, (MINIMUM_PRICE_RISE * c.value) / 0.5) : MINIMUM_PRICE_RISE, 6), neutral: 0, scale: 'relative', label: iv.text }];
          }
          // "if the price of a pack rises by 1 euro", "a tax of 50 cents": an amount against a typical price.
          if (c.kind === 'amount') {
            const near = ctx.intent.gloss.slice(Math.max(0, iv.at - 6), iv.at + 6).map((w) => w.c);
            // "if a pack costs £18", "si le paquet passe à 15 euros": a price with no change named is the new level.
            const moved = near.some((w) => ['up', 'down', 'more', 'fewer', 'double', 'halve'].includes(w));
            const toLevel = iv.lever === 'price' ? !c.by && !moved : ctx.intent.gloss.slice(Math.max(0, iv.at - 2), iv.at).some((w) => w.c === 'to');
            const sign = c.by ?? (near.includes('down') ? -1 : 1);
            const typical = typicalPrice(b, c.currency ?? null, ctx.intent.language);
            return [{ target: target('price_change'), value: round(toLevel && !c.by ? Math.max(-0.9, c.value / typical - 1) : (sign * c.value) / typical, 6), neutral: 0, scale: 'relative', label: iv.text }];
          }
          return null;
        }
        if ((iv.lever === 'eligibility_narrowed' || iv.lever === 'eligibility_widened') && variables.age_of_sale) return [{ target: target('age_of_sale'), value: 1, neutral: 0, scale: 'level', label: iv.text }];
        if (iv.lever === 'ban' && ECIG.test(iv.text) && variables.ecig_ban_in_force) return [{ target: target('ecig_ban_in_force'), value: c.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }];
        if (variables[`${iv.lever}_in_force`]) return [{ target: target(`${iv.lever}_in_force`), value: c.kind === 'off' ? 0 : c.kind === 'share' ? c.value : 1, neutral: 0, scale: 'level', label: iv.text }];
        return null;
      },
      fallback: { group: g.id, action: 'quits', demandSign: b.healthy ? -1 : 1 },
      outcome: startsAsked
        ? { target: target('has_started'), label: variables.has_started.label!, share: true, defaultKind: 'level_at_end', direction: 'above', expected: startedExpected(p0, perStepFromYear(startRate, ctx.stepDays), ctx.steps) }
        : { target: target(b.state), label: b.label, share: true, ...(asksHabitCount(ctx.intent, definedBy) ? {} : { countTarget: target('has_quit') }), defaultKind: 'level_at_end', direction: b.healthy ? 'above' : 'below', expected },
      assumptions: notes,
    };
  },
};
