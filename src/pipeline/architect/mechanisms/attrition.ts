import type { VariableSpec } from '../../../domain/simulation-config.js';
import type { Intervention } from '../reader/types.js';
import { asksWhoStays, binary, clamp, constant, DIRECTION_ONLY, GATE, ifClause, logOdds, lowerName, num, pct, perStepFromYear, round, shareState, shareUnit, statedDirection, statedRate, statedShare, UNION } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Staff attrition under workload: every agent is a post; its holder leaves at the yearly
 * turnover rate, more often when vacancies pile work on those who stay (the workload spiral);
 * a vacant post is filled at a rate that keeps today's vacancy rate without a change. Pay
 * rises and extra hires relieve it. The count of leavers is what "how many leave" asks; the
 * patients or pupils they serve are not agents. Numbers and sources: docs/mechanisms.md
 * "Staff attrition".
 */

interface Staff {
  concepts: string[];
  turnover: number;
  vacancy: number;
  sources: string;
  /** Words the prompt must hold too (gig platforms for drivers: a bus company's drivers are staff). */
  text?: RegExp;
}

const STAFF: Staff[] = [
  { concepts: ['nurses'], turnover: 0.16, vacancy: 0.08, sources: 'US hospital nurse turnover 16–18% a year (NSI 2024); NHS vacancy rate about 8–10%' },
  { concepts: ['doctors'], turnover: 0.08, vacancy: 0.06, sources: 'physician turnover about 7–9% a year' },
  // Gig drivers and couriers on a platform: no posts to fill, and many stop within a year.
  { concepts: ['drivers', 'couriers', 'riders'], text: /\b(platform|app|gig|uber|lyft|bolt|deliveroo|doordash|glovo|just eat|plataforma|plateforme|plattform)\b/i, turnover: 0.5, vacancy: 0.05, sources: 'about half of new ride-hail drivers stop within a year, Hall & Krueger 2018; JPMorgan Chase Institute 2018' },
  { concepts: ['teachers'], turnover: 0.1, vacancy: 0.04, sources: 'about 8% of US teachers leave the profession and 8% move schools a year (Learning Policy Institute)' },
];
const STAFF_CONCEPTS = new Set(['nurses', 'doctors', 'teachers', 'employees', 'workers', 'drivers', 'couriers', 'riders', 'staff']);
const GENERIC: Staff = { concepts: [], turnover: 0.12, vacancy: 0.05, sources: 'a typical voluntary turnover of 10–15% a year' };

/** Overtime, on-call duty and weekend or night shifts as a share of the hours worked (assumed). */
const PART_OF_HOURS = 0.2;
// Letters on both sides, not \b: "Überstunden" starts with a letter \b does not know.
const PART_WORDS = /(?<!\p{L})(overtime|on-call|on call|shifts?|weekend|night|[üu]berstunden\p{L}*|\p{L}*zuschl[äa]g\p{L}*|bereitschaft\p{L}*|\p{L}*schicht\p{L}*|\p{L}*dienst\p{L}*|horas extra|guardias?|turnos?|heures suppl[ée]mentaires|astreintes?|gardes?|nuits?|noches?|nocturn\p{L}*|turnicidad)(?!\p{L})/iu;
/** "Nachtzuschläge", or "night-shift bonuses": the kind of hours said in the lever's word or in the one just before it. */
const partOfHours = (iv: Intervention) => PART_WORDS.test(iv.leverText) || PART_WORDS.test(iv.text.slice(0, Math.max(0, iv.text.indexOf(iv.leverText))).trim().split(/\s+/).pop() ?? '');
/** "extended to 40 hours", "se amplía la jornada a 40 horas": the direction of a new length of the working week (+1 longer, −1 shorter, 0 unsaid). */
function weekHours(iv: Intervention): number {
  if (!/(?<!\p{L})(?:hours?|horas?|heures?|stunden?)(?!\p{L})/iu.test(iv.text)) return 0;
  if (/(?<!\p{L})(?:extend\p{L}*|longer|rais\p{L}*|increas\p{L}*|ampl[ií]\p{L}*|alarg\p{L}*|aument\p{L}*|verl[äa]nger\p{L}*|erh[öo]h\p{L}*|steigt|steigen|gestiegen|angehoben|allong\p{L}*|augment\p{L}*|prolong\p{L}*)(?!\p{L})/iu.test(iv.text)) return 1;
  if (/(?<!\p{L})(?:shorten\p{L}*|shorter|reduc\p{L}*|cut|drops?|dropped|falls?|fell|less|fewer|lower\p{L}*|decreas\p{L}*|reduz\p{L}*|verk[üu]rz\p{L}*|senk\p{L}*|gesenkt|begrenz\p{L}*|capped|limited|limitad\p{L}*|limit[ée]e?s?|plafonn\p{L}*|sinkt|sinken|gesunken|verringer\p{L}*|gek[üu]rzt|k[üu]rz\p{L}*|weniger|acort\p{L}*|rebaj\p{L}*|baja|bajan|menos|r[ée]dui\p{L}*|baiss\p{L}*|diminu\p{L}*|moins)(?!\p{L})/iu.test(iv.text)) return -1;
  return 0;
}

/** "12-hour shifts", "12-Stunden-Schichten", "turnos de 12 horas": the length of a shift, 10 hours or more. */
function longShift(iv: Intervention): boolean {
  // "si les gardes de nuit passent à 12 heures", "if night shifts go up to 12 hours": the length said after the shift.
  const m = /(\d+)\s*-?\s*(?:hours?|hour|stunden|horas|heures)[\s-]*(?:shifts?|schicht\p{L}*|turnos?|gardes?|postes?)|(?:turnos?|guardias?|gardes?|postes?) de (\d+) (?:horas|heures)|(?:shifts?|schicht\p{L}*|turnos?|guardias?|gardes?|postes?)(?:\s+\p{L}+){0,4}?\s+(?:à|a|auf|to)\s+(\d+)\s*(?:heures|horas|stunden|hours?)/iu.exec(iv.text);
  const hours = m ? Number(m[1] ?? m[2] ?? m[3]) : NaN;
  return hours >= 10 && hours <= 24;
}
/**
 * Shifts of 12 hours or more (in place of 8) make nurses about 30% likelier to mean to leave
 * (odds ratio 1.31, Dall'Ora et al. 2015): as workload that is 0.27 log-odds, about 20% more.
 * Meaning to leave overstates leaving, so half is kept: 10% more workload.
 */
const LONG_SHIFT_WORKLOAD = 0.1;

/** A typical class (assumed: OECD lower-secondary classes average about 23 pupils, 25 in many systems): "5 more pupils" is a fifth more work. */
const TYPICAL_CLASS = 25;
const CLASS = /(?<!\p{L})(?:class(?:es)?|class sizes?|klassen?\p{L}*|clases?|aulas?|classes?)(?!\p{L})/iu;

/** Log-odds of leaving per unit of relative workload (Aiken et al. 2002: +1 patient per nurse ≈ +23% burnout odds at 6 patients per nurse). */
const WORKLOAD = 1.24;
/** Log-odds of leaving per unit relative pay: a 10% rise makes leaving about 10% less likely. */
const PAY = -1;
const HIRING_DRIVE = 0.5;
/** Log-odds of leaving while a four-day week is in force: the UK pilot saw 57% fewer leavers (Lewis et al. 2023); a third less is kept as a conservative long-run effect. */
const FOUR_DAY_WEEK = -0.4;
/** Retirements among those who leave (assumed: about a quarter of leavers in teaching, nursing and public services retire). */
const RETIRE_SHARE = 0.25;
/** A pension age raised without a size: two years (assumed; the usual step of recent reforms). */
const PENSION_AGE_STEP = 2;
/** Years a pension age is raised by: "from 65 to 67", "by two years", "to 67" (from a typical 65). */
function pensionAgeRise(iv: Intervention): number {
  const c = iv.change;
  if (c.kind === 'amount' && c.from !== undefined) return c.value - c.from;
  if (c.kind === 'amount' && c.by !== undefined) return c.by * c.value;
  if (c.kind === 'amount' && c.value >= 55 && c.value <= 75) return c.value - 65;
  if (c.kind === 'count' && Math.abs(c.value) <= 10) return c.value;
  return c.kind === 'off' ? -PENSION_AGE_STEP : PENSION_AGE_STEP;
}
/** A four-day school week shortens pupils' week, not teachers' work: a small pull on retention (assumed; US district studies find small, mixed effects). */
const FOUR_DAY_SCHOOL_WEEK = -0.1;
/** Log-odds of leaving while staff may work from home part of the week: hybrid work cut quits by a third in a randomised trial (Bloom, Han & Liang 2024, Nature). */
/** Pay named in another country ("in der Schweiz", "abroad", "en Suisse"): a pull from outside, not pay here. */
const ABROAD = /\b(?:abroad|overseas|(?:in|to) (?:the )?(?:switzerland|germany|the uk|britain|the us|usa|australia|canada|norway|france|spain|ireland|the netherlands)|im ausland|ins ausland|(?:in|nach) (?:der |die |den )?(?:schweiz|deutschland|österreich|norwegen|frankreich|großbritannien|den usa)|en el extranjero|(?:en|a) (?:suiza|alemania|francia|el reino unido|estados unidos|noruega)|à l['’]étranger|en (?:suisse|allemagne|espagne|belgique|norvège)|au (?:luxembourg|canada|royaume-uni|québec)|aux états-unis)\b/i;
/** Another employer paying more ("private hospitals pay 40% more", "los privados pagan", "die Privatkliniken zahlen"): pay here falls behind. */
const RIVAL_EMPLOYER = /(?<!\p{L})(?:(?:temp(?:ing)? |staffing |employment |nursing )?agenc(?:y|ies)|leiharbeit\p{L}*|zeitarbeit\p{L}*|personaldienstleist\p{L}*|agencias?(?: de trabajo temporal| de empleo)?|empresas de trabajo temporal|ett|agences? d['’]int[ée]rim|int[ée]rim\p{L}*|private (?:hospitals?|clinics?|sector|schools?|practices?|employers?)|the private ones|competitors?|rival (?:firms?|employers?)|other (?:hospitals|employers|firms|companies)|privad[oa]s?|sector privado|cl[íi]nicas privadas|hospitales privados|la competencia|privatklinik\p{L}*|privatsektor|privatwirtschaft|private (?:arbeitgeber|kliniken)|konkurrenz|le priv[ée]|secteur priv[ée]|cliniques priv[ée]es|concurrents?)(?!\p{L})/iu;
/** How much of the gap to pay abroad counts as a cut in pay here: half (assumed; most staff do not emigrate for pay). */
const ABROAD_WEIGHT = 0.5;
/** "bonuses", "Prämien", "primes", "bonificaciones": a part of pay, not all of it. */
const BONUS_WORD = /(?<!\p{L})(?:bonus|bonuses|pr[äa]mie[n]?|primes?|bonificaci[oó]n(?:es)?|incentivos?)(?!\p{L})/iu;
/** "wenn dort 50 % mehr gezahlt wird" after "in die Schweiz": "there" is the country the question named. */
const THERE = /(?<!\p{L})(?:there|dort|drüben|allí|allá|là-bas|là|y (?:paie|paye|paient|gagne|gagnent))(?!\p{L})/iu;
const REMOTE_WORK = -0.4;
/**
 * A mandate of some office days a week ("three office days a week") leaves part of the week at
 * home: turnover rose 14% after return-to-office mandates at S&P 500 firms (Ding & Ma 2024),
 * less than the third more of ending home working altogether. The level of "remote work
 * allowed" that gives odds of leaving 14% above today's.
 */
const PARTIAL_RETURN = round(1 - Math.log(1.14) / -REMOTE_WORK, 6);
/** Fewer days of home working: "cut", "reduce", "reduzieren", "reducir", "réduire", "from three days to one". */
const REMOTE_CUT = /(?<!\p{L})(?:cut|cuts|reduc\p{L}*|fewer|less|limit\p{L}*|restrict\p{L}*|k[üu]rz\p{L}*|reduzier\p{L}*|weniger|begrenz\p{L}*|einschr[äa]nk\p{L}*|recort\p{L}*|reduc\p{L}*|menos|limit\p{L}*|r[ée]dui\p{L}*|moins|diminu\p{L}*)(?!\p{L})/iu;
const DAY_WORDS: Record<string, number> = { one: 1, a: 1, ein: 1, einen: 1, einem: 1, un: 1, uno: 1, una: 1, une: 1, two: 2, zwei: 2, dos: 2, deux: 2, three: 3, drei: 3, tres: 3, trois: 3, four: 4, vier: 4, cuatro: 4, quatre: 4 };
/** The office days a week left after home working is cut "to one day": five less the home days, or null when unsaid. */
function homeDaysLeft(text: string): number | null {
  const m = /(?<!\p{L})(?:from|von|de|del)\s+\S+\s+(?:(?:days?|tagen?|d[íi]as?|jours?)\s+)?(?:to|auf|a|à|al)\s+(\d|\p{L}+)(?!\p{L})/iu.exec(text) ?? /(?<!\p{L})(?:to|auf|à)\s+(\d|\p{L}+)\s+(?:days?|tage?n?|d[íi]as?|jours?)(?!\p{L})/iu.exec(text);
  const n = m ? (/^\d$/.test(m[1]!) ? Number(m[1]) : DAY_WORDS[m[1]!.toLowerCase()]) : undefined;
  return n !== undefined && n >= 0 && n < 5 ? 5 - n : null;
}

/** Pay by the job: "per order", "per delivery", "por pedido", "par course", "pro Auftrag". */
const PER_JOB = /(?:per|a|each|por|par|pro|je)\s+(?:order|delivery|trip|ride|job|drop|parcel|pedido|entrega|viaje|servicio|carrera|paquete|commande|livraison|course|colis|auftrag|lieferung|fahrt|tour|paket)s?\b/i;
/** A bonus or allowance stopped or brought in, as a share of pay. */
const BONUS_SHARE = 0.05;
/** A platform's commission today when the prompt gives none (Uber and delivery apps take about 25%). */
const COMMISSION_TODAY = 0.25;

/** A commission change as a change of what the worker keeps: from 25% to 30% keeps 70/75 of today's pay. */
function commissionPay(iv: Intervention): number | null {
  const c = iv.change;
  const from = /\bfrom\s+(\d+(?:[.,]\d+)?)\s*%/i.exec(iv.text);
  // "from 20% to 30%", "del 20 % al 30 %": the reader keeps today's level with the new one.
  const old = c.kind === 'share' && c.from !== undefined ? c.from : from ? Number(from[1].replace(',', '.')) / 100 : COMMISSION_TODAY;
  const next = c.kind === 'share' ? c.value : c.kind === 'points' ? old + c.value / 100 : c.kind === 'relative' ? old * (1 + c.value) : null;
  if (next === null || next >= 1 || old >= 1) return null;
  return (1 - next) / (1 - old) - 1;
}

export const attrition: Mechanism = {
  id: 'attrition',
  name: 'Staff attrition under workload',
  cues: { commission: 3, leave: 2, turnover: 3.5, burnout: 3.5, workload: 3.5, shortage: 3, nurses: 3.5, doctors: 2.5, teachers: 2.5, employees: 1, officers: 1, hire: 1, wage: 1, ratio: 1.5, cancel: 0.5, four_day_week: 3, remote_work: 3 },
  // "How many Uber drivers quit the platform": gig workers leaving are staff turnover, not an app's users.
  // "How many workers will join the union": membership, not staff leaving.
  // "¿cuántos conductores dejarán de usar el coche?": drivers who give up driving change how they travel.
  // "Wie viele Beschäftigte arbeiten im Homeoffice": a behaviour asked in the asker's words, with nobody leaving, is not attrition.
  // "How many of 500 schools will adopt a four-day week": organisations counted with no staff named are not staff leaving.
  // "¿Cuántas familias se irán de vacaciones?": going on holiday is no leaving.
  affinity: (intent) => intent.concepts.has('holiday') ? -10 : intent.populations[0]?.role === 'organisation' && !intent.populations.some((p) => STAFF_CONCEPTS.has(p.concept)) ? -10 : (((UNION.test(intent.text) || intent.concepts.has('strike')) && !['leave', 'turnover', 'burnout', 'shortage', 'dropout'].some((c) => intent.concepts.has(c))) || intent.arrangementAsked ? -6 : intent.populations.some((p) => ['drivers', 'couriers', 'riders'].includes(p.concept)) && intent.concepts.has('leave') && !intent.concepts.has('adopt') && !intent.concepts.has('driving') ? 2
      // "how many GPs will offer video consultations": staff taking up a thing is not staff leaving.
      : (intent.concepts.has('technology') || intent.concepts.has('app')) && !['leave', 'turnover', 'burnout', 'shortage', 'dropout', 'workload'].some((c) => intent.concepts.has(c)) ? -3
      // "how many dentists will accept new public patients": a behaviour asked in its own words, nobody leaving.
      : intent.subjectAsked && !['leave', 'turnover', 'burnout', 'shortage', 'dropout', 'workload', 'stop', 'cancel', 'keep', 'stay', 'close', 'retire'].some((c) => intent.concepts.has(c)) ? -6 : 0),
  actors: ['nurses', 'doctors', 'teachers', 'employees', 'workers', 'drivers', 'members', 'officers'],
  defaultPopulation: { concept: 'employees', noun: 'staff', count: 1_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 24, unit: 'month' },
  build(ctx) {
    // "if private hospitals pay 30% more": the employer paying may stand outside the change's words, in its clause.
    const clause = ifClause(ctx.intent.text) ?? '';
    // Pay in another country, or at another employer here (a rival, a private provider, an agency): both are ours falling behind.
    const inAnotherCountry = (iv: Intervention) => ABROAD.test(iv.text) || (THERE.test(iv.text) && ABROAD.test(ctx.intent.text));
    const abroad = (iv: Intervention) => inAnotherCountry(iv) || RIVAL_EMPLOYER.test(iv.text) || (iv.lever === 'wage' && RIVAL_EMPLOYER.test(clause));
    const g = ctx.groups[0];
    const st = STAFF.find((s) => s.concepts.includes(g.concept) && (!s.text || s.text.test(ctx.intent.text))) ?? GENERIC;
    const rate = statedRate(ctx.intent.rates, ['leave', 'turnover', 'nurses', 'doctors', 'teachers', 'employees'], 365);
    const turnover = rate ?? st.turnover;
    const v0 = statedShare(ctx.intent.levels, ['shortage', 'vacancies']) ?? st.vacancy;
    const leave = perStepFromYear(turnover, ctx.stepDays);
    const fill = clamp((leave * (1 - v0)) / v0, 0.001, 0.95);
    const remote = ctx.interventions.find((iv) => iv.lever === 'remote_work');
    // A return to the office, whole or for some days a week: remote work is allowed today.
    // "cut remote work from three days to one", "die Homeoffice-Tage reduzieren": home working allowed today, fewer days of it.
    const cutRemote = (iv: Intervention | undefined) => iv?.lever === 'remote_work' && (iv.change.kind === 'on' || iv.change.kind === 'count') && REMOTE_CUT.test(iv.text);
    const allowedToday = remote?.change.kind === 'off' || remote?.change.kind === 'share' || cutRemote(remote);
    const officeDays = remote?.change.kind === 'share' && remote.change.value < 1 ? Math.round(remote.change.value * 5) : cutRemote(remote) ? homeDaysLeft(remote!.text) : null;
    const commission = ctx.interventions.find((iv) => iv.lever === 'commission');
    const kept = commission ? commissionPay(commission) : null;
    // "a four-day school week": the pupils' week, a smaller pull on teachers than a shorter working week.
    const schoolWeek = /\bschool[- ]week|schulwoche|semana escolar|semaine scolaire/i.test(ctx.intent.text);
    const fourDay = schoolWeek ? FOUR_DAY_SCHOOL_WEEK : FOUR_DAY_WEEK;
    // "if the pension age rises from 65 to 67": those due to retire within the horizon stay, up to 80% of retirements.
    const pensionAge = ctx.interventions.find((iv) => iv.lever === 'pension_age');
    const riseYears = pensionAge ? pensionAgeRise(pensionAge) : 0;
    const horizonYears = Math.max(0.5, (ctx.steps * ctx.stepDays) / 365);
    const retirementsDelayed = Math.sign(riseYears) * Math.min(0.8, Math.abs(riseYears) / horizonYears);
    const pensionWeight = round(Math.log(Math.max(0.05, 1 - RETIRE_SHARE * retirementsDelayed)), 6);
    // "How many of our 600 nurses will stay?": those who never left, the complement of the first departures.
    const stay = asksWhoStays(ctx.intent.gloss);
    const variables: Record<string, VariableSpec> = {
      vacant: shareState(v0, 'Post vacant', 'share of posts'),
      times_left: { type: 'initial_value', value: 0, label: `${g.name} who have left`, unit: 'leavers' },
      ...(stay ? { still_in_post: shareState(1, 'Still in post', shareUnit(g.name)) } : {}),
      pay_change: constant(0, 'Pay compared with today', 'relative change'),
      workload_change: constant(0, 'Workload compared with today (from the scenario)', 'relative change'),
      extra_staff: constant(0, 'Extra staff hired (share of posts)', 'share of posts'),
      hiring_drive: constant(0, 'Hiring drive running', '0 = no, 1 = yes'),
      ...(ctx.interventions.some((iv) => iv.lever === 'four_day_week') ? { four_day_week: constant(0, 'Four-day week in force', '0 = no, 1 = yes') } : {}),
      ...(pensionAge ? { pension_age_raised: constant(0, 'Pension age raised', '0 = no, 1 = yes') } : {}),
      // Remote work that the scenario takes away is in place today; one it brings in is not.
      ...(remote ? { remote_work: constant(allowedToday ? 1 : 0, 'Remote work allowed', '0 = no, 1 = yes') } : {}),
    };
    // Workload of those in post rises with the vacancy share: (1 − v0)/(1 − v) − 1 ≈ (v − v0)/(1 − v0).
    const actions = {
      leaves: binary(
        `Leaves the job this ${ctx.unit}`,
        `Leaves this ${ctx.unit}`,
        // Today's turnover is what leavers show with today's remote work: its pull is taken out of the base.
        logOdds(leave) - (WORKLOAD * v0) / (1 - v0) - (allowedToday ? REMOTE_WORK : 0),
        { [`${g.id}.vacant`]: round(WORKLOAD / (1 - v0), 6), workload_change: WORKLOAD, extra_staff: -WORKLOAD, pay_change: PAY, vacant: -GATE, ...('four_day_week' in variables ? { four_day_week: fourDay } : {}), ...('pension_age_raised' in variables ? { pension_age_raised: pensionWeight } : {}), ...('remote_work' in variables ? { remote_work: REMOTE_WORK } : {}) },
        stay ? { vacant: 1, times_left: 1, still_in_post: -1 } : { vacant: 1, times_left: 1 },
      ),
      post_filled: binary(`Vacant post filled this ${ctx.unit}`, `Post filled this ${ctx.unit}`, -GATE, { vacant: round(GATE + logOdds(fill), 4), hiring_drive: HIRING_DRIVE, pay_change: 1 }, { vacant: -1 }),
    };
    const expected: number[] = [];
    let left = 0;
    for (let t = 0; t < ctx.steps; t++) {
      left += (1 - v0) * leave;
      expected.push(left);
    }
    const target = (v: string) => `${g.id}.${v}`;
    return {
      label: `${g.name} leaving`,
      groups: [{ id: g.id, name: g.name, description: `Posts of ${lowerName(g.name)}: who stays, who leaves, how fast posts are filled`, number_of_agents: g.agents, variables, actions }],
      lever(iv: Intervention): LeverSetting[] | null {
        const c = iv.change;
        // "if the platform cuts the fee per order by 15%", "baja la tarifa por pedido": what a gig worker is paid for each job is their pay.
        if (['fee', 'fare', 'price', 'tariff', 'rate'].includes(iv.lever) && PER_JOB.test(iv.text) && c.kind === 'relative') {
          return [{ target: target('pay_change'), value: round(c.value, 6), neutral: 0, scale: 'relative', label: iv.text }];
        }
        switch (iv.lever) {
          case 'commission': {
            const pay = commissionPay(iv);
            return pay === null ? null : [{ target: target('pay_change'), value: round(pay, 6), neutral: 0, scale: 'relative', label: iv.text }];
          }
          case 'wage':
            // "wenn die Gehälter in der Schweiz 40 % höher sind": pay elsewhere pulls staff away. Pay here
            // falls that much behind, and half of it counts: most will not move abroad (family, language; assumed).
            if (c.kind === 'relative' && abroad(iv)) return [{ target: target('pay_change'), value: round(ABROAD_WEIGHT * (1 / (1 + c.value) - 1), 6), neutral: 0, scale: 'relative', label: iv.text }];
            // "cut overtime pay by 15%": a part of pay moves, pay by its share.
            // "cut bonuses by 50%": a bonus is a part of pay too.
            if (c.kind === 'relative' || c.kind === 'share') return [{ target: target('pay_change'), value: round(c.value * (partOfHours(iv) ? PART_OF_HOURS : BONUS_WORD.test(iv.text) ? BONUS_SHARE : 1), 6), neutral: 0, scale: 'relative', label: iv.text }];
            // "if we scrap the annual bonus", "si nous supprimons les primes": a part of pay stopped (or brought in).
            if (c.kind === 'off' || c.kind === 'on') return [{ target: target('pay_change'), value: c.kind === 'off' ? -BONUS_SHARE : BONUS_SHARE, neutral: 0, scale: 'relative', label: iv.text }];
            return null;
          case 'workload':
          case 'ratio':
            // "if the working week is extended to 40 hours": a level of hours with today's not given.
            // "class sizes grow by 5 pupils": against a typical class, that share more work.
            if (c.kind === 'count' && CLASS.test(iv.text)) return [{ target: target('workload_change'), value: round((statedDirection(ctx.intent.gloss, iv.at) || 1) * c.value / TYPICAL_CLASS, 6), neutral: 0, scale: 'relative', label: iv.text }];
            if ((c.kind === 'count' || c.kind === 'amount' || c.kind === 'on') && longShift(iv)) return [{ target: target('workload_change'), value: LONG_SHIFT_WORKLOAD, neutral: 0, scale: 'relative', label: iv.text }];
            if ((c.kind === 'count' || c.kind === 'amount') && weekHours(iv) !== 0) return [{ target: target('workload_change'), value: weekHours(iv) * DIRECTION_ONLY, neutral: 0, scale: 'relative', label: iv.text }];
            // "if on-call duty doubles", "overtime is cut 20%": a part of the hours moves, the workload by its share.
            if (c.kind === 'relative' || c.kind === 'share') return [{ target: target('workload_change'), value: round(c.value * (partOfHours(iv) ? PART_OF_HOURS : 1), 6), neutral: 0, scale: 'relative', label: iv.text }];
            return null;
          case 'hire': {
            // A hiring freeze: vacant posts are not filled while it lasts.
            if (c.kind === 'off') return [{ target: target('hiring_drive'), value: round(-GATE / HIRING_DRIVE, 6), neutral: 0, scale: 'level', label: iv.text }];
            const share = c.kind === 'count' ? c.value / g.people : c.kind === 'relative' || c.kind === 'share' ? Math.abs(c.value) : null;
            if (share === null) return [{ target: target('hiring_drive'), value: 1, neutral: 0, scale: 'level', label: iv.text }];
            return [{ target: target('extra_staff'), value: round(Math.min(0.5, share), 6), neutral: 0, scale: 'level', label: iv.text }];
          }
          case 'pension_age':
            return 'pension_age_raised' in variables ? [{ target: target('pension_age_raised'), value: 1, neutral: 0, scale: 'level', label: iv.text }] : null;
          case 'four_day_week':
            return [{ target: target('four_day_week'), value: c.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }];
          case 'remote_work': {
            const today = allowedToday ? 1 : 0;
            const value = c.kind === 'off' ? 0 : c.kind === 'share' ? (c.value < 1 ? PARTIAL_RETURN : 0) : cutRemote(iv) ? PARTIAL_RETURN : 1;
            return [{ target: target('remote_work'), value, neutral: today, scale: 'level', label: iv.text }];
          }
          default:
            return null;
        }
      },
      fallback: { group: g.id, action: 'leaves', demandSign: -1 },
      outcome: stay
        ? { target: target('still_in_post'), label: 'Still in post', share: true, defaultKind: 'level_at_end', direction: 'below', threshold: 0.9, expected: expected.map((x) => 1 - x) }
        : { target: target('times_left'), label: `${g.name} who have left (per post)`, share: true, countTarget: target('times_left'), peakTarget: target('vacant'), defaultKind: 'level_at_end', direction: 'above', threshold: 0.1, expected },
      assumptions: [
        `${rate !== null ? `${pct(turnover)} of ${lowerName(g.name)} leave a year, as the prompt says` : `${pct(turnover)} of ${lowerName(g.name)} leave a year (${st.sources})`}; ${pct(v0)} of posts are vacant at the start and vacancies are filled at a pace that keeps that rate without a change.`,
        `Vacancies raise the workload of those who stay; each 10% more workload makes leaving ${pct(Math.exp(WORKLOAD * 0.1) - 1)} likelier (Aiken et al. 2002: each extra patient per nurse raises burnout odds 23%). A 10% pay rise makes leaving about ${pct(1 - Math.exp(PAY * 0.1))} less likely.`,
        ...(pensionAge
          ? [`About ${pct(RETIRE_SHARE)} of those who leave retire (assumed). A pension age ${riseYears >= 0 ? 'raised' : 'lowered'} by ${num(Math.abs(riseYears))} year${Math.abs(riseYears) === 1 ? '' : 's'} ${riseYears >= 0 ? 'keeps at work' : 'lets go'} ${pct(Math.abs(retirementsDelayed))} of those due to retire within the horizon, so leaving is ${pct(Math.abs(1 - Math.exp(pensionWeight)))} ${riseYears >= 0 ? 'less' : 'more'} likely while it holds.`]
          : []),
        ...(ctx.interventions.some((iv) => iv.lever === 'hire' && iv.change.kind === 'off')
          ? ['A hiring freeze leaves every post that falls vacant empty while it lasts: those still in post carry the work, so fewer remain to leave but each is likelier to.']
          : []),
        ...(ctx.interventions.some((iv) => iv.lever === 'wage' && iv.change.kind === 'relative' && abroad(iv))
          ? [ctx.interventions.some((iv) => iv.lever === 'wage' && iv.change.kind === 'relative' && inAnotherCountry(iv))
              ? `Higher pay abroad is read as pay here falling behind by that gap, of which half counts (assumed: family, language and licensing keep most staff at home).`
              : `Higher pay at another employer (a rival, a private provider, an agency) is read as pay here falling behind by that gap, of which half counts (assumed: most staff do not move for the gap alone).`]
          : []),
        ...('remote_work' in variables
          ? [`Staff allowed to work from home part of the week are ${pct(1 - Math.exp(REMOTE_WORK))} less likely to leave (a randomised trial of hybrid work cut quits by a third, Bloom, Han & Liang 2024); ${allowedToday ? 'today remote work is allowed' : 'today it is not'}.`,
              ...(officeDays !== null ? [`A mandate of ${officeDays} office day${officeDays === 1 ? '' : 's'} a week leaves part of the week at home: it makes leaving 14% likelier (Ding & Ma 2024: turnover rose 14% after return-to-office mandates at S&P 500 firms), not a third more as a full return would.`] : [])]
          : []),
        ...(commission && kept !== null
          ? [`A platform commission is read as a cut in what ${g.name} keep: "${commission.text}" ${kept < 0 ? 'cuts' : 'raises'} their earnings by ${pct(Math.abs(kept), 1)} (${/\bfrom\s+\d/.test(commission.text) || (commission.change.kind === 'share' && commission.change.from !== undefined) ? 'from the commission the prompt gives' : `from a commission of ${pct(COMMISSION_TODAY)} today, assumed`}).`]
          : []),
        ...('four_day_week' in variables
          ? [schoolWeek
              ? `A four-day school week makes leaving ${pct(1 - Math.exp(fourDay))} less likely while it is in force (assumed: it shortens the pupils' week more than the teachers' work; US districts that adopted one found small, mixed effects on teacher retention).`
              : `A four-day week makes leaving ${pct(1 - Math.exp(fourDay))} less likely while it is in force (the UK four-day-week pilot of 2022 saw 57% fewer leavers over six months, Lewis et al. 2023; a smaller lasting effect is assumed).`]
          : []),
        ...(ctx.interventions.some((iv) => iv.lever === 'wage' && (iv.change.kind === 'off' || iv.change.kind === 'on' || ((iv.change.kind === 'relative' || iv.change.kind === 'share') && BONUS_WORD.test(iv.text) && !partOfHours(iv))))
          ? [`A bonus or allowance that is stopped, brought in or changed is taken as ${pct(BONUS_SHARE)} of pay (assumed: annual bonuses are typically 3–10% of base pay).`]
          : []),
        ...(ctx.interventions.some((iv) => (iv.lever === 'workload' || iv.lever === 'ratio') && partOfHours(iv))
          ? [`Overtime, on-call duty and weekend or night shifts are taken as ${pct(PART_OF_HOURS)} of the hours worked (assumed): a change in them moves the workload by that share of its size.`]
          : []),
        ...(ctx.interventions.some((iv) => iv.lever === 'workload' && iv.change.kind === 'count' && CLASS.test(iv.text))
          ? [`Pupils added to a class are read against a typical class of ${TYPICAL_CLASS} (assumed; OECD averages are about 21–23): 5 more pupils are 20% more workload.`]
          : []),
        ...(ctx.interventions.some((iv) => iv.lever === 'workload' && longShift(iv))
          ? [`Shifts of 10 hours or more are read as ${pct(LONG_SHIFT_WORKLOAD)} more workload: nurses on shifts of 12 hours or more are about 30% likelier to mean to leave than on 8-hour shifts (Dall'Ora et al. 2015), and half of that is kept, as not all who mean to leave do.`]
          : []),
        ...ctx.interventions
          .filter((iv) => (iv.lever === 'workload' || iv.lever === 'ratio') && (iv.change.kind === 'count' || iv.change.kind === 'amount') && weekHours(iv) !== 0 && !longShift(iv))
          .map((iv) => `"${iv.text}": today's working week is not given, so a ${pct(DIRECTION_ONLY)} ${weekHours(iv) > 0 ? 'longer' : 'shorter'} week is assumed (as ${pct(DIRECTION_ONLY)} ${weekHours(iv) > 0 ? 'more' : 'less'} workload).`),
        ...(ctx.interventions.some((iv) => iv.lever === 'wage' && (iv.change.kind === 'relative' || iv.change.kind === 'share') && partOfHours(iv))
          ? [`Pay for overtime, on-call duty and weekend or night shifts is taken as ${pct(PART_OF_HOURS)} of pay (assumed): a change in it moves pay by that share of its size.`]
          : []),
        `Extra hires lower the workload of everyone in post in proportion; a hiring drive fills vacant posts ${pct(Math.exp(HIRING_DRIVE) - 1)} faster. ${g.name} who leave are counted once per departure; the people they serve are not simulated.`,
      ],
    };
  },
};
