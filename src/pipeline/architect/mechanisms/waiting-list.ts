import { HELPER_PREFIX, MODEL_ARITHMETIC_UNIT } from '../../../domain/model-conventions.js';
import type { ActionSpec, VariableSpec } from '../../../domain/simulation-config.js';
import type { Intervention } from '../reader/types.js';
import { binary, constant, GATE, lowerName, num, pct, round, shareState, shareUnit } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Waiting lists for planned care: "how many patients will wait longer than 3 months for an
 * operation if the hospital hires 10% more doctors?". The patients a service treats over time
 * are the agents: some are on its list, the others are referred onto it at a steady rate. Each
 * week a patient on the list is treated with the chance that the service's capacity gives over
 * the list's length (the shorter the list, the sooner each is treated), so the list settles where
 * referrals and treatments balance. A patient's wait counts from the week they join; those still
 * waiting past the mark asked are counted. More staff or capacity raise treatments, more referrals
 * lengthen the list. Numbers and sources: docs/mechanisms.md "Waiting lists".
 */

/** Share of the patients on the list at the start (the rest are referred over time; assumed). */
const ON_LIST = 0.2;
/** Mean wait today, in days (assumed; OECD median waits for hip and knee replacement are about 2–4 months in many countries). */
const MEAN_WAIT_DAYS = 100;
/** The wait asked about when the prompt names none: 18 weeks, the English NHS standard. */
const DEFAULT_MARK_DAYS = 126;
/** Staff or capacity added: treatments follow one for one (assumed). */
const CAPACITY_PER_STAFF = 1;
/** Opening on Saturdays adds a sixth day to five (assumed); the whole weekend adds two. */
const SATURDAY = Math.log(6 / 5);
const WEEKEND = Math.log(7 / 5);
/** Steepness of the wait-mark test per step of waiting (a near-certain switch a step past the mark). */
const STEEP = 20;
/** The list's length as each agent reads it (the group's share on the list, one step behind). */
const LIST_SHARE = `${HELPER_PREFIX}list_share`;
/** Keeps the mark test off for patients not on the list, however long their old wait (far beyond STEEP × any wait). */
const OFF_LIST = 1e6;

const WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8, nine: 9, ten: 10, twelve: 12, eighteen: 18,
  ein: 1, einen: 1, eine: 1, einem: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, acht: 8, neun: 9, zehn: 10, zwölf: 12, achtzehn: 18,
  un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, ocho: 8, nueve: 9, diez: 10, doce: 12, dieciocho: 18,
  une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, huit: 8, neuf: 9, dix: 10, douze: 12, 'dix-huit': 18,
};
const UNIT_DAYS: Array<[RegExp, number]> = [
  [/^(?:day|days|tag|tage|tagen|día|días|dia|dias|jour|jours)$/i, 1],
  [/^(?:week|weeks|woche|wochen|semana|semanas|semaine|semaines)$/i, 7],
  [/^(?:month|months|monat|monate|monaten|mes|meses|mois)$/i, 365 / 12],
  [/^(?:year|years|jahr|jahre|jahren|año|años|an|ans|année|années)$/i, 365],
];
/** "longer than 3 months", "länger als drei Monate", "más de 6 meses", "plus de 3 mois". */
const MARK = /(?<!\p{L})(?:longer than|more than|over|länger als|mehr als|über|más de|plus de|au-delà de)\s+(\d+|\p{L}+(?:-\p{L}+)?)\s+(\p{L}+)/iu;

/** The wait asked about, in days, or null when the prompt names none. */
export function waitMarkDays(text: string): number | null {
  const m = MARK.exec(text);
  if (!m) return null;
  const n = /^\d+$/.test(m[1]) ? Number(m[1]) : WORDS[m[1].toLowerCase()];
  const unit = UNIT_DAYS.find(([re]) => re.test(m[2]))?.[1];
  return n && unit ? n * unit : null;
}

/** "the 8,000 patients on the waiting list": the population is the list today, a cohort treated in turn. */
const ON_THE_LIST = /(?<!\p{L})(?:patients?|people|persons|Patienten|Personen|Menschen|pacientes|personas|personnes)\s+(?:(?:currently|now|already|today|derzeit|aktuell|bereits|actualmente|ya|actuellement|déjà)\s+)?(?:on|auf|en|sur)\s+(?:the\s+|der\s+|la\s+|une\s+|einer\s+)?(?:waiting\s+list|warteliste|lista\s+de\s+espera|liste\s+d['’]attente)/iu;

const EMERGENCY = /emergency|\bA&E\b|\bER\b|notaufnahme|notfall\p{L}*|urgencias|urgences/iu;
const SATURDAY_WORD = /saturday|samstag|sonnabend|s[áa]bado|samedi/i;
const WEEKEND_WORD = /weekend|wochenende|fin(?:es)? de semana|week-end/i;

export const waitingList: Mechanism = {
  id: 'waiting_list',
  name: 'Waiting lists for planned care',
  requires: ['wait', 'waiting_list', 'elective_care'],
  cues: { waiting_list: 4, wait: 2, wait_time: 1, elective_care: 3, patients: 1.5, hospital: 1, capacity: 1, hire: 0.5, doctors: 0.5 },
  // A wait for care or a place on a list: not customers waiting for a delivery or a call centre.
  // An emergency department's waits are hours in a queue, not weeks on a list.
  affinity: (intent) => (EMERGENCY.test(intent.text) || !['waiting_list', 'elective_care', 'patients', 'hospital'].some((c) => intent.concepts.has(c)) ? -10 : 1),
  actors: ['patients', 'people', 'residents'],
  defaultPopulation: { concept: 'patients', noun: 'patients', count: 10_000 },
  coarsestStep: 'week',
  defaultHorizon: { n: 12, unit: 'month' },
  build(ctx) {
    const g = ctx.groups[0];
    const name = lowerName(g.name);
    const stepsPerDay = 1 / ctx.stepDays;
    const markDays = waitMarkDays(ctx.intent.text) ?? DEFAULT_MARK_DAYS;
    const markSteps = Math.max(1, Math.round(markDays * stepsPerDay));
    const meanSteps = MEAN_WAIT_DAYS * stepsPerDay;
    // Each week a share 1/mean of the list is treated; referrals onto it balance that in the status quo.
    const treat = Math.min(0.9, 1 / meanSteps);
    const refer = (treat * ON_LIST) / (1 - ON_LIST);
    const logit = (p: number) => Math.log(p / (1 - p));
    // A cohort (everyone on the list today): new referrals queue behind them and do not slow their turn.
    const cohort = ON_THE_LIST.test(ctx.intent.text);
    const markText = markDays % 365 === 0 ? `${markDays / 365} year${markDays === 365 ? '' : 's'}` : markDays % 7 === 0 && markDays < 120 ? `${markDays / 7} weeks` : Math.abs(markDays / (365 / 12) - Math.round(markDays / (365 / 12))) < 0.01 ? `${Math.round(markDays / (365 / 12))} month${Math.round(markDays / (365 / 12)) === 1 ? '' : 's'}` : `${markDays / 7} weeks`;
    const variables: Record<string, VariableSpec> = {
      on_list: shareState(cohort ? 1 : ON_LIST, 'On the waiting list', shareUnit(g.name)),
      // Those on the list at the start have waited between nothing and twice the mean.
      waited: { type: 'uniform', min: 0, max: round(2 * meanSteps, 3), bounds: { min: 0, max: 100_000 }, label: `Time on the list so far (${ctx.unit}s)`, unit: `${ctx.unit}s` },
      long_wait: { type: 'initial_value', value: 0, bounds: { min: 0, max: 1 }, label: `Waiting longer than ${markText}`, unit: shareUnit(g.name) },
      capacity_change: constant(0, 'Treatment capacity compared with today (log)', 'log ratio'),
      ...(cohort ? {} : { [LIST_SHARE]: constant(ON_LIST, 'Share on the list last step (model arithmetic)', MODEL_ARITHMETIC_UNIT) }),
      referral_change: constant(0, 'Referrals compared with today (log)', 'log ratio'),
    };
    const actions: Record<string, ActionSpec> = {
      referred: binary(`Referred onto the list this ${ctx.unit}`, `Joins the waiting list this ${ctx.unit}`, logit(refer), { on_list: -GATE, referral_change: 1 }, { on_list: 1, waited: -100_000, long_wait: -1 }),
      // Treated with capacity over the list's length: the log chance falls by (W − W0)/W0 as the list W grows past W0.
      treated: binary(
        `Treated this ${ctx.unit}`,
        `Is treated this ${ctx.unit}`,
        logit(treat) - GATE + (cohort ? 0 : 1),
        { on_list: GATE, capacity_change: 1, ...(cohort ? {} : { [LIST_SHARE]: -1 / ON_LIST }) },
        { on_list: -1, waited: -100_000, long_wait: -1 },
      ),
      // Model arithmetic (the list's length, the clock of each wait and the mark's test), not behaviour: the Analyst leaves them out of the drivers.
      ...(cohort
        ? {}
        : {
            [`${HELPER_PREFIX}list_update`]: { type: 'continuous' as const, description: 'Copies the share on the list for next week', label: 'The list’s length, copied (model arithmetic)', unit: MODEL_ARITHMETIC_UNIT, intercept: 0, weights: { [LIST_SHARE]: -1, [`${g.id}.on_list`]: 1 }, noise: 0, effects: { [LIST_SHARE]: 1 } },
          }),
      [`${HELPER_PREFIX}waits`]: { type: 'continuous' as const, description: `Another ${ctx.unit} on the list`, label: `Another ${ctx.unit} on the list (model arithmetic)`, unit: MODEL_ARITHMETIC_UNIT, intercept: 0, weights: { on_list: 1 }, noise: 0, effects: { waited: 1 } },
      // Past the mark while still on the list: counted once, until treated.
      [`${HELPER_PREFIX}passes_mark`]: binary(
        `Has waited past the mark this ${ctx.unit}`,
        `Passes the mark this ${ctx.unit} (model arithmetic)`,
        -STEEP * (markSteps - 0.5) - OFF_LIST,
        { waited: STEEP, on_list: OFF_LIST, long_wait: -OFF_LIST },
        { long_wait: 1 },
        MODEL_ARITHMETIC_UNIT,
      ),
    };
    if (cohort) delete actions.referred;
    const notes = [
      cohort
        ? `The ${name} are those on the list today; new referrals join behind them and do not slow their turn (assumed).`
        : `About ${pct(ON_LIST)} of the ${name} are on the list at the start; the rest are referred onto it over time, as fast as the list is treated, so it holds steady in the status quo.`,
      `The list waits about ${num(Math.round(MEAN_WAIT_DAYS / 7))} weeks on average today (assumed; OECD median waits for hip and knee replacement are about 2–4 months in many countries).`,
      `Each ${ctx.unit} the service treats about as many as its capacity allows: the shorter the list, the sooner each patient is treated.`,
      `Counted: ${name} still on the list after more than ${markText}${waitMarkDays(ctx.intent.text) === null ? ' (18 weeks, the English standard, when the prompt names no mark)' : ''}.`,
    ];
    if (ctx.interventions.some((iv) => iv.lever === 'hire' || iv.lever === 'capacity')) notes.push(`More staff or capacity raise treatments one for one: 10% more doctors treat 10% more patients a ${ctx.unit} (assumed; it holds while theatres, beds and other staff keep up).`);
    if (ctx.interventions.some((iv) => (iv.lever === 'open' || iv.lever === 'opening_hours') && (SATURDAY_WORD.test(iv.text) || WEEKEND_WORD.test(iv.text)))) notes.push('Opening on Saturdays adds a sixth working day, 20% more treatments; the whole weekend adds 40% (assumed).');
    const target = (v: string) => `${g.id}.${v}`;
    const expected: number[] = [];
    const listAsked = waitMarkDays(ctx.intent.text) === null && ctx.intent.concepts.has('waiting_list');
    return {
      label: 'Waiting list',
      groups: [{ id: g.id, name: g.name, description: `${g.name} referred onto a waiting list and treated as capacity allows`, number_of_agents: g.agents, variables, actions }],
      lever(iv: Intervention): LeverSetting[] | null {
        const c = iv.change;
        const capacity = (x: number): LeverSetting[] => [{ target: target('capacity_change'), value: round(x, 6), neutral: 0, scale: 'level', label: iv.text }];
        switch (iv.lever) {
          case 'hire':
          case 'capacity':
            if (c.kind === 'relative') return capacity(Math.log(Math.max(0.1, 1 + CAPACITY_PER_STAFF * c.value)));
            if (c.kind === 'share') return capacity(Math.log(Math.max(0.1, 1 + CAPACITY_PER_STAFF * c.value)));
            if (c.kind === 'off') return capacity(Math.log(0.9));
            return null;
          case 'referrals':
            return c.kind === 'relative' ? [{ target: target('referral_change'), value: round(Math.log(Math.max(0.1, 1 + c.value)), 6), neutral: 0, scale: 'level', label: iv.text }] : null;
          case 'opening_hours':
          case 'open':
            if (WEEKEND_WORD.test(iv.text)) return capacity(c.kind === 'off' ? -WEEKEND : WEEKEND);
            if (SATURDAY_WORD.test(iv.text)) return capacity(c.kind === 'off' ? -SATURDAY : SATURDAY);
            return null;
          default:
            return null;
        }
      },
      fallback: { group: g.id, action: 'treated', demandSign: 1 },
      // "How long will the waiting list be": its length, when no wait is named as a mark.
      outcome: listAsked ? { target: target('on_list'), label: 'On the waiting list', share: true, defaultKind: 'level_at_end', direction: 'below', expected } : { target: target('long_wait'), label: `Waiting longer than ${markText}`, share: true, defaultKind: 'level_at_end', direction: 'below', expected },
      assumptions: notes,
    };
  },
};
