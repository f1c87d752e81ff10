import type { Intent, Intervention } from '../reader/types.js';
import { binary, clamp, constant, GATE, logit, logOdds, lowerName, MINIMUM_WAGE, num, minimumWageRiseOf, minimumWageTodayNote, pct, perStep, perStepFromYear, round, shareState, shareUnit, statedShare, UNION } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Labour flows with automation and retraining: employed workers lose their job at a monthly
 * separation rate, the unemployed find one at a job-finding rate chosen so that today's
 * unemployment is where it stays without a change. Automation adds separations; retraining
 * takes part of the unemployed out of search for about six months and then raises their
 * chance of finding a job. Numbers and sources: docs/mechanisms.md "Labour".
 */

const SEPARATION_MONTHLY = 0.015;
const TRAINING_UPTAKE_MONTHLY = 0.15;
const TRAINING_MONTHS = 6;
/** Log-odds of finding a job after retraining (trainees do not search while in training: lock-in). */
const TRAINED_FIND = 0.4;
/** Without a stated size, automation displaces this share of jobs over ten years. */
const AUTOMATION_DEFAULT = { share: 0.1, years: 10 };
/**
 * A group of people out of work ("10,000 unemployed workers") all start unemployed and find a
 * job at this rate a month: registered unemployed in Europe find one at 5–10% a month (Elsby,
 * Hobijn & Şahin 2013), so about half within eight months. The rate that keeps an economy's
 * unemployment level (about 28% a month at 5%) belongs to the short spells of a whole labour force.
 */
const JOBSEEKER_FIND_MONTHLY = 0.08;
/**
 * Jobs lost per proportional rise of the minimum wage among the workers it binds: 10% of jobs
 * for a doubling (assumed). Published estimates run from about 0 (Card & Krueger 1994 for fast
 * food; Cengiz et al. 2019, jobs below the new wage) to an elasticity of −0.3 for teenagers
 * (Neumark & Wascher 2008); the CBO's median for $15 by 2025 was 1.3 million of the 17 million
 * workers affected (CBO 2019). The losses come over the first year after the rise.
 */
const MINIMUM_WAGE_JOB_LOSS = 0.1;
/** Share of jobs lost over a year per unit fall in demand: employment moves about half as much as output in the short run (Okun's law). */
const DEMAND_JOB_LOSS = 0.5;
/**
 * Log-odds of a job lost to automation per unit relative price of the machines: a take-up price
 * elasticity of about −1, as the adoption model uses for equipment (assumed).
 */
const ROBOT_PRICE_WEIGHT = -1;
const FINDS_JOB = /\b(?:find|finds|found|get|gets|land|lands)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:jobs?|work|employment)\b|\b(?:finden|bekommen)\b[^.?!]{0,50}\b(?:jobs?|arbeit|stelle|arbeitsplatz|besch[äa]ftigung)\b|\bencontrar\p{L}*\s+(?:un\s+)?(?:trabajo|empleo)\b|\btrouv\p{L}*\s+(?:un\s+)?(?:emploi|travail|job)\b/iu;
const SEEKERS = /unemploy|job-?seek|arbeitslos|arbeitssuch|desemplead|parad[oa]s|ch[ôo]meur|demandeurs/i;

/** Support asked about before any "if" ("will they support …", "wie viele unterstützen …"). */
function supportAsked(intent: Intent): boolean {
  const ifAt = intent.gloss.findIndex((x) => x.c === 'if');
  return (ifAt > 0 ? intent.gloss.slice(0, ifAt) : intent.gloss).some((x) => x.c === 'support');
}

export const labour: Mechanism = {
  id: 'labour',
  name: 'Labour flows with automation and retraining',
  cues: { job: 3, unemployment: 4, employment: 3, layoff: 3.5, labour_market: 4, automation: 3, retraining: 3.5, hire: 1, jobseekers: 3, workers: 1.5, wage: 0.5 },
  actors: ['workers', 'employees', 'jobseekers', 'people', 'residents', 'adults', 'citizens'],
  // "members will renew if we add a free personal training session": training offered to customers is a perk, not a labour market.
  // "How many workers will join the union": a choice about membership, the generic take-up model's, not jobs.
  affinity: (intent) =>
    // "¿Cuántos trabajadores aceptarán la semana de cuatro días si el sueldo baja?": an arrangement taken up, no job lost.
    intent.arrangementAsked ? -6 :
    // "Will half of our teachers support the new curriculum if we run training workshops?": an opinion asked, no job lost.
    supportAsked(intent) && !['job', 'unemployment', 'employment', 'layoff', 'jobseekers', 'labour_market'].some((c) => intent.concepts.has(c)) ? -4 :
    // "join the union if the company lays off 10%": joining asked; the layoffs are the change.
    UNION.test(intent.text) && (!['unemployment', 'layoff', 'jobseekers', 'automation', 'labour_market'].some((c) => intent.concepts.has(c)) || (intent.concepts.has('join') && intent.interventions.some((iv) => iv.lever === 'mass_layoff'))) ? -6 :
    intent.populations.length > 0 && intent.populations.every((p) => ['members', 'customers', 'subscribers', 'users', 'clients', 'patients'].includes(p.concept)) && !['job', 'unemployment', 'employment', 'layoff', 'jobseekers', 'workers', 'labour_market'].some((c) => intent.concepts.has(c)) ? -4 :
    // "how many dairy farmers will install milking robots": those who buy the machines adopt them; nobody here loses a job.
    ['install', 'adopt', 'buy'].some((c) => intent.concepts.has(c)) && !['job', 'unemployment', 'employment', 'layoff', 'jobseekers', 'workers', 'employees', 'labour_market'].some((c) => intent.concepts.has(c)) ? -4 : 0,
  defaultPopulation: { concept: 'workers', noun: 'workers', count: 10_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 24, unit: 'month' },
  build(ctx) {
    const g = ctx.groups[0];
    // "How many of 10,000 unemployed workers find a job": a group out of work, not a labour force.
    // "How many of 50,000 young people will find a job": those asked about finding one are looking for one.
    // Workers asked the same after their plant closes or they are laid off are looking for one too.
    const laidOff = ['close', 'layoff'].some((c) => ctx.intent.concepts.has(c));
    const seekers = g.concept === 'jobseekers' || SEEKERS.test(g.name) || (FINDS_JOB.test(ctx.intent.text) && (!['workers', 'employees'].includes(g.concept) || laidOff));
    const u0 = seekers ? 1 : statedShare(ctx.intent.levels, ['unemployment', 'jobseekers', 'employment']) ?? 0.05;
    const sep = perStep(SEPARATION_MONTHLY, 365 / 12, ctx.stepDays);
    const find = seekers ? perStep(JOBSEEKER_FIND_MONTHLY, 365 / 12, ctx.stepDays) : clamp((sep * (1 - u0)) / Math.max(0.005, u0), 0.001, 0.95);
    const uptake = perStep(TRAINING_UPTAKE_MONTHLY, 365 / 12, ctx.stepDays);
    const finishTraining = perStep(1 / TRAINING_MONTHS, 365 / 12, ctx.stepDays);
    const unit = shareUnit(g.name);
    const needs = new Set(ctx.interventions.map((iv) => iv.lever));
    const retraining = needs.has('retraining');
    // Automation is its own flow, so that "how many lose their jobs to automation" counts those it
    // displaces, not the usual turnover (1.5% a month is 60% over five years). Named without a change
    // ("lose their jobs to automation"), it runs at the default pace in every scenario.
    const automationIv = ctx.interventions.find((iv) => iv.lever === 'automation');
    const automationNamed = ctx.intent.concepts.has('automation') || automationIv !== undefined;
    const automationPremise = automationNamed && !automationIv;
    // A higher minimum wage costs the jobs it binds (its own flow, so the count of job losses shows
    // it); the general wage lever (fallback) raises the pay of finding a job instead.
    const isMinimumWage = (iv: Intervention) => iv.lever === 'wage' && MINIMUM_WAGE.test(iv.text);
    const minimumIv = ctx.interventions.find(isMinimumWage);
    // "if demand falls 10%", "si la demanda cae un 10 %": lost sales cost jobs, a flow of its own as the minimum wage's.
    const isDemandFall = (iv: Intervention) => iv.lever === 'sales' && iv.change.kind === 'relative' && iv.change.value < 0;
    const demandIv = ctx.interventions.find(isDemandFall);
    // "if robots get 10% cheaper each year": where automation is named, a price is the machines' price.
    const robotPriceIv = automationNamed ? ctx.interventions.find((iv) => iv.lever === 'price') : undefined;
    const extraOf = (share: number, years: number) => perStepFromYear(1 - (1 - share) ** (1 / years), ctx.stepDays);
    const variables: Record<string, ReturnType<typeof constant>> = {
      unemployed: shareState(u0, 'Unemployed and looking for work', unit),
      has_lost_job: shareState(0, 'Has lost a job during the period', unit),
      automation_displacement: constant(automationPremise ? logit(extraOf(AUTOMATION_DEFAULT.share, AUTOMATION_DEFAULT.years)) : -GATE, 'Job losses from automation (log-odds a step)', 'log-odds'),
    };
    if (robotPriceIv) variables.robot_price_change = constant(0, 'Price of robots and automation compared with today (−0.1 = 10% cheaper)', 'relative change');
    if (minimumIv) variables.minimum_wage_displacement = constant(-GATE, 'Job losses from the minimum-wage rise (log-odds a step)', 'log-odds');
    if (demandIv) variables.demand_displacement = constant(-GATE, 'Job losses from the fall in demand (log-odds a step)', 'log-odds');
    // "if a factory closes and 2,000 jobs are lost": that many out of work at once, in the first step.
    const layoffIv = ctx.interventions.find((iv) => iv.lever === 'mass_layoff' && iv.change.kind === 'amount');
    if (layoffIv) variables.mass_layoff = constant(-GATE, 'Jobs lost at once in a closure (log-odds in its step)', 'log-odds');
    // Those laid off together look for work like registered jobseekers, slower than the usual flow through unemployment.
    if (layoffIv) variables.displaced = shareState(0, 'Laid off in the closure, still looking', unit);
    if (automationNamed) variables.lost_to_automation = shareState(0, 'Has lost a job to automation', unit);
    if (seekers) variables.has_found_job = shareState(0, 'Has found a job', unit);
    if (retraining) {
      variables.retraining_offered = constant(0, 'Retraining offered', '0 = no, 1 = yes');
      variables.retraining_reach = constant(0, 'Reach of retraining (log of the share reached)', 'log share');
      variables.in_training = shareState(0, 'In retraining', unit);
      variables.retrained = shareState(0, 'Has completed retraining', unit);
    }
    const findWeights: Record<string, number> = { unemployed: round(GATE + logit(find), 4) };
    // The displaced find work at the jobseekers' pace.
    if (layoffIv) findWeights.displaced = round(logit(perStep(JOBSEEKER_FIND_MONTHLY, 365 / 12, ctx.stepDays)) - logit(find), 4);
    if (retraining) findWeights.retrained = TRAINED_FIND;
    const actions: Record<string, ReturnType<typeof binary>> = {
      loses_job: binary(`Loses the job this ${ctx.unit}`, `Loses the job this ${ctx.unit}`, logOdds(sep), { unemployed: -GATE, ...(retraining ? { in_training: -GATE } : {}) }, { unemployed: 1, has_lost_job: 1 }),
      displaced_by_automation: binary(
        `Loses the job to automation this ${ctx.unit}`,
        `Loses the job to automation this ${ctx.unit}`,
        0,
        { automation_displacement: 1, unemployed: -GATE, ...(retraining ? { in_training: -GATE } : {}), ...(robotPriceIv ? { robot_price_change: ROBOT_PRICE_WEIGHT } : {}) },
        { unemployed: 1, has_lost_job: 1, ...(automationNamed ? { lost_to_automation: 1 } : {}) },
      ),
      ...(minimumIv
        ? {
            loses_job_to_minimum_wage: binary(
              `Loses the job to the minimum-wage rise this ${ctx.unit}`,
              `Loses the job to the minimum-wage rise this ${ctx.unit}`,
              0,
              { minimum_wage_displacement: 1, unemployed: -GATE, ...(retraining ? { in_training: -GATE } : {}) },
              { unemployed: 1, has_lost_job: 1 },
            ),
          }
        : {}),
      ...(demandIv
        ? {
            loses_job_to_demand: binary(
              `Loses the job to the fall in demand this ${ctx.unit}`,
              `Loses the job to the fall in demand this ${ctx.unit}`,
              0,
              { demand_displacement: 1, unemployed: -GATE, ...(retraining ? { in_training: -GATE } : {}) },
              { unemployed: 1, has_lost_job: 1 },
            ),
          }
        : {}),
      ...(layoffIv
        ? {
            laid_off_in_closure: binary(
              `Loses the job in the closure this ${ctx.unit}`,
              `Loses the job in the closure this ${ctx.unit}`,
              0,
              { mass_layoff: 1, unemployed: -GATE, ...(retraining ? { in_training: -GATE } : {}) },
              { unemployed: 1, has_lost_job: 1, displaced: 1 },
            ),
          }
        : {}),
      finds_job: binary(`Finds a job this ${ctx.unit}`, `Finds a job this ${ctx.unit}`, -GATE, findWeights, seekers ? { unemployed: -1, has_found_job: 1 } : { unemployed: -1, ...(layoffIv ? { displaced: -1 } : {}) }),
    };
    if (retraining) {
      // Trainees leave the unemployed (they no longer search) and come back to search retrained.
      actions.starts_retraining = binary(`Starts retraining this ${ctx.unit}`, 'Starts retraining', -2 * GATE, { unemployed: GATE, retraining_offered: GATE + logOdds(uptake), retraining_reach: 1, retrained: -GATE }, { in_training: 1, unemployed: -1 });
      actions.finishes_retraining = binary(`Finishes retraining this ${ctx.unit}`, 'Finishes retraining', -GATE, { in_training: GATE + logOdds(finishTraining) }, { in_training: -1, retrained: 1, unemployed: 1 });
    }
    // From "none" (−GATE) to the displacement hazard of the size asked.
    const automationShift = (share: number, years: number) => round(GATE + logit(extraOf(share, years)), 6);
    const expected: number[] = [];
    let u = u0;
    let found = 0;
    const foundPath: number[] = [];
    for (let t = 0; t < ctx.steps; t++) {
      found += (1 - found) * find;
      u += (1 - u) * sep - u * find;
      expected.push(u);
      foundPath.push(found);
    }
    const target = (v: string) => `${g.id}.${v}`;
    const notes = seekers ? [
      `All ${lowerName(g.name)} are out of work at the start and find a job at ${pct(JOBSEEKER_FIND_MONTHLY)} a month, so about half within ${Math.round(Math.log(0.5) / Math.log(1 - JOBSEEKER_FIND_MONTHLY))} months (registered unemployed in Europe find one at 5–10% a month, Elsby, Hobijn & Şahin 2013); those who find one lose it again at ${pct(SEPARATION_MONTHLY, 1)} a month.`,
    ] : [
      `Workers lose their job at ${pct(SEPARATION_MONTHLY, 1)} a month (inflows to unemployment in OECD countries are about 1–2% a month); the unemployed find one at ${pct(perStep(find, ctx.stepDays, 365 / 12), 1)} a month, so unemployment stays at ${pct(u0, 1)}${statedShare(ctx.intent.levels, ['unemployment']) !== null ? ' (as the prompt says)' : ' (assumed)'} without a change.`,
    ];
    if (layoffIv && layoffIv.change.kind === 'amount') notes.push(`The ${num(layoffIv.change.value)} jobs lost lose them at once, in the first ${ctx.unit} (${pct(Math.min(0.9, layoffIv.change.value / Math.max(1, g.people * (1 - u0))), 1)} of ${lowerName(g.name)} in work); they then look for work as registered jobseekers do, finding it at ${pct(JOBSEEKER_FIND_MONTHLY)} a month (Elsby, Hobijn & Şahin 2013), slower than the usual flow through unemployment.`);
    const automation = automationIv;
    if (automationPremise) notes.push(`Automation is named but no pace is given: it displaces ${pct(AUTOMATION_DEFAULT.share)} of jobs over ${AUTOMATION_DEFAULT.years} years in every scenario (14% of jobs are at high risk, Nedelkoska & Quintini 2018, OECD); those it displaces are counted apart from the usual job losses.`);
    if (automation) {
      const sized = automation.change.kind === 'share' || automation.change.kind === 'relative';
      notes.push(
        sized
          ? `Automation displaces the share of jobs the prompt states over the ${Math.round((ctx.steps * ctx.stepDays) / 365)} years simulated, on top of the usual job losses.`
          : `Without a stated size, automation displaces ${pct(AUTOMATION_DEFAULT.share)} of jobs over ${AUTOMATION_DEFAULT.years} years (14% of jobs are at high risk, Nedelkoska & Quintini 2018, OECD).`,
      );
    }
    if (robotPriceIv) {
      notes.push(
        `Cheaper robots are taken up faster, and the jobs they displace with them: a price 10% lower raises the odds of a job lost to automation by about ${pct(Math.exp(-ROBOT_PRICE_WEIGHT * 0.1) - 1)} (assumed: a price elasticity of take-up of about −1, as for other equipment; robot prices fell about 80% in real terms in 1990–2005 while robot density more than doubled, Graetz & Michaels 2018).`,
      );
    }
    if (minimumIv) {
      const rise = minimumWageRise(minimumIv.change);
      notes.push(
        `A higher minimum wage costs some of the jobs it binds: ${pct(MINIMUM_WAGE_JOB_LOSS)} for a doubling (assumed; studies find from none, Cengiz et al. 2019, to an elasticity of −0.3 for teenagers, Neumark & Wascher 2008), so a ${pct(rise)} rise loses about ${pct(clamp(MINIMUM_WAGE_JOB_LOSS * Math.max(0, rise), 0, 0.5), 1)} of jobs over its first year.`,
      );
      if (minimumIv.change.kind === 'amount' && !minimumIv.change.by) notes.push(minimumWageTodayNote(minimumIv.change.currency));
    }
    if (demandIv) {
      notes.push(`A fall in demand costs jobs: about ${pct(DEMAND_JOB_LOSS)} of its size as a share of jobs over its first year (assumed; employment moves about half as much as output in the short run, Okun's law).`);
    }
    if (retraining) {
      notes.push(
        `Retraining reaches ${pct(TRAINING_UPTAKE_MONTHLY)} of the eligible unemployed a month and lasts about ${TRAINING_MONTHS} months; trainees do not search meanwhile and are not counted as unemployed (ILO definition), then find jobs ${pct(Math.exp(TRAINED_FIND) - 1)} more often (Card, Kluve & Weber 2018: small at first, larger after 2–3 years).`,
      );
    }
    return {
      label: needs.has('automation') ? 'Jobs under automation' : 'Employment and unemployment',
      groups: [{ id: g.id, name: g.name, description: `${g.name} moving between jobs and unemployment`, number_of_agents: g.agents, variables, actions }],
      lever(iv: Intervention): LeverSetting[] | null {
        const c = iv.change;
        if (iv.lever === 'automation') {
          const share = c.kind === 'share' ? c.value : c.kind === 'relative' ? Math.abs(c.value) : AUTOMATION_DEFAULT.share;
          const years = iv.durationDays ? iv.durationDays / 365 : Math.max(1, (ctx.steps * ctx.stepDays) / 365);
          return [{ target: target('automation_displacement'), value: automationShift(Math.min(0.9, share), c.kind === 'share' || c.kind === 'relative' ? years : AUTOMATION_DEFAULT.years), neutral: 0, scale: 'level', label: iv.text, periodUsed: true }];
        }
        if (robotPriceIv && iv.lever === 'price' && c.kind === 'relative') return [{ target: target('robot_price_change'), value: c.value, neutral: 0, scale: 'relative', label: iv.text }];
        if (minimumIv && isMinimumWage(iv)) {
          const rise = minimumWageRise(c);
          const lost = clamp(MINIMUM_WAGE_JOB_LOSS * Math.max(0, rise), 0, 0.5);
          const steps = Math.max(1, Math.round(365 / ctx.stepDays));
          // From "none" (−GATE) to the hazard that loses `lost` of the jobs over the first year.
          const value = lost > 0 ? round(GATE + logit(perStepFromYear(lost, ctx.stepDays)), 6) : 0;
          return [{ target: target('minimum_wage_displacement'), value, neutral: 0, scale: 'level', label: iv.text, steps, periodUsed: true }];
        }
        if (demandIv && isDemandFall(iv) && c.kind === 'relative') {
          const lost = clamp(DEMAND_JOB_LOSS * -c.value, 0, 0.5);
          const steps = Math.max(1, Math.round(365 / ctx.stepDays));
          return [{ target: target('demand_displacement'), value: round(GATE + logit(perStepFromYear(lost, ctx.stepDays)), 6), neutral: 0, scale: 'level', label: iv.text, steps, periodUsed: true }];
        }
        if (layoffIv && iv.lever === 'mass_layoff' && c.kind === 'amount') {
          // Of those in work, the share the count stands for, all in the first step of the change.
          const share = clamp(c.value / Math.max(1, g.people * (1 - u0)), 0.0001, 0.9);
          return [{ target: target('mass_layoff'), value: round(GATE + logit(share), 6), neutral: 0, scale: 'level', label: iv.text, steps: 1, periodUsed: true }];
        }
        if (iv.lever === 'retraining' && retraining) {
          if (c.kind === 'off') return [{ target: target('retraining_offered'), value: 0, neutral: 0, scale: 'level', label: iv.text }];
          const reach = c.kind === 'share' ? clamp(c.value, 0.01, 1) : 1;
          return [
            { target: target('retraining_offered'), value: 1, neutral: 0, scale: 'level', label: iv.text },
            ...(reach < 1 ? [{ target: target('retraining_reach'), value: round(Math.log(reach), 6), neutral: 0, scale: 'level' as const, label: iv.text }] : []),
          ];
        }
        return null;
      },
      fallback: { group: g.id, action: 'finds_job', demandSign: 1 },
      outcome: seekers
        ? { target: target('has_found_job'), label: 'Has found a job', share: true, defaultKind: 'level_at_end', direction: 'above', threshold: 0.5, expected: foundPath }
        : { target: target('unemployed'), label: 'Unemployed and looking for work', share: true, countTarget: target(automationNamed ? 'lost_to_automation' : 'has_lost_job'), defaultKind: 'level_at_end', direction: 'above', threshold: u0 * 1.5, expected },
      assumptions: notes,
    };
  },
};

/** The proportional rise of the minimum wage a change states ("from $10 to $15": 0.5; "to $15": from today's, assumed). */
function minimumWageRise(c: Intervention['change']): number {
  if (c.kind === 'relative') return c.value;
  if (c.kind === 'amount') return minimumWageRiseOf(c);
  // "raise the minimum wage" with no size: a 10% rise, as a direction without a size elsewhere.
  return c.kind === 'off' ? 0 : 0.1;
}

