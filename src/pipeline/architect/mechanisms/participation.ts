import type { ActionSpec, VariableSpec } from '../../../domain/simulation-config.js';
import type { Intent, Intervention } from '../reader/types.js';
import { asksTheWayThere, binary, constant, DIRECTION_ONLY, directionOnlyNote, GATE, logOdds, lowerName, num, pct, perStepFromYear, round, shareState, shareUnit, statedDirection, statedShare } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';
import type { SimulationEvent } from '../../../domain/simulation-config.js';
import { HELPER_PREFIX, MODEL_ARITHMETIC_UNIT } from '../../../domain/model-conventions.js';

/**
 * Programme participation and attendance: members enrol or drop out at yearly rates that
 * keep today's enrolment where it is without a change; attendance is a choice each step
 * among the enrolled. Fees raise drop-out, cash transfers, reminders and campaigns lower it
 * and raise enrolment. Enrolment moves by points a year, not by half. Numbers and sources:
 * docs/mechanisms.md "Participation".
 */

interface Setting {
  test: (cs: Set<string>, pop: string, text?: string) => boolean;
  what: string;
  start: number;
  /** Yearly drop-out among participants. */
  dropout: number;
  attendance: number;
  sources: string;
  /** A typical yearly fee, to read money amounts against (assumed). */
  fee: number;
  /** Words for a setting that is not a programme one enrols in ("Still taking their medication"). */
  stateLabel?: string;
  title?: string;
  /** Log-odds of leaving per unit relative change of the fee, when it differs from FEE_EXIT. */
  feeWeight?: number;
  /** Today's yearly fee where the asker's language says where they are; 0: none, so a stated fee is new. */
  feeToday?: Partial<Record<'en' | 'de' | 'es' | 'fr', number>>;
  /** Today's fee is not known (a school sport, a youth club): a level stated with no direction ("passe à 50 euros") is a new fee, with this note. */
  newFeeNote?: string;
  /** A charge per item (a prescription) by currency: an amount with no period is read against it (assumed). */
  perItem?: Record<string, number>;
  /** A facility people use (a library, a museum), not a programme they enrol in: its notes say "use", "start" and "stop". */
  uses?: boolean;
  /** Effects of levers that differ here from EFFECTS (a donation match is no employer's pension match). */
  effects?: Partial<Record<string, { exit: number; entry: number; attend: number; source: string }>>;
}
const LIBRARY = /librar|bibliot|b[üu]cherei|m[ée]diath/i;
/** Organ donation, in four languages. */
const ORGAN = /organ donor|organ donation|donate (?:their )?organs|organspend\p{L}*|spenden organe|[óo]rganos|don d['’]organes|donneurs? d['’]organes/iu;
/** Blood (and plasma), in four languages. */
const BLOOD = /blood|plasma|blut|sangre|(?<!\p{L})sang(?!\p{L})/iu;
/** Giving money to a charity. */
const DONATE = /(?<!\p{L})(?:donat\p{L}*|donors?|charit\p{L}*|spenden|spendet|spende|spender\p{L}*|donar[áa]n?|donaci[oó]n\p{L}*|donantes?|dons?|donateurs?|faire un don)(?!\p{L})/iu;

// Long-term medicines by name count as medication ("stop taking their statins").
const MEDICATION = /\b(medication|medicines?|prescriptions?|pills|tablets|adherence|statins?|insulin|antidepressants?|inhalers?|antihypertensives?|blood[- ]pressure (?:drugs|pills)|medikament\w*|blutdruck\w*|tabletten|statine?n?|pastillas|comprim[ée]s|m[eé]dicaments?|medicamentos?|medicaci[oó]n|m[eé]dication|medikation|estatinas?|leur traitement|su tratamiento|their treatment|ihre behandlung)(?![a-z])/i;
/** The medicine the asker names, for the labels ("Still taking their statins"). */
const NAMED_MEDICINE = /\b(statins|insulin|antidepressants|inhalers|antihypertensives)\b/i;
// "How many drop out", "stop taking their statins": the question counts those who stop.
/** A charge for missing or cancelling late ("no-show fee", "Ausfallgebühr", "penalización por no acudir", "frais de lapin"). */
const NO_SHOW_FEE = /(?<!\p{L})(?:no-?show (?:fees?|charges?|penalt(?:y|ies))|missed[- ]appointment (?:fees?|charges?)|late[- ]cancellation (?:fees?|charges?)|ausfallgeb[üu]hr\p{L}*|ausfallhonorar\p{L}*|versäumnisgeb[üu]hr\p{L}*|penalizaci[óo]n(?:es)? por (?:no (?:acudir|presentarse)|ausencia)|tasa por no (?:acudir|presentarse)|frais de (?:lapin|rendez-vous (?:manqu[ée]|non honor[ée]))|p[ée]nalit[ée]s? (?:de|pour) (?:lapin|absence|rendez-vous manqu[ée]))(?!\p{L})/iu;
/** Who takes part in a programme. */
const PARTICIPANTS = ['pupils', 'students', 'children', 'families', 'households', 'people', 'residents', 'members', 'patients', 'workers', 'jobseekers', 'citizens', 'villagers', 'employees'];
/** A general health check: "health check", "Gesundheitscheck", "chequeo médico", "bilan de santé". */
const HEALTH_CHECK = /(?<!\p{L})(?:health ?checks?|check-?ups?|medical checks?|gesundheits-?checks?|gesundheitsuntersuchung\p{L}*|check-?up\p{L}*|chequeos? m[ée]dicos?|revisi[óo]n m[ée]dica|reconocimientos? m[ée]dicos?|bilans? de sant[ée]|examens? de sant[ée])(?!\p{L})/iu;
/** Childcare for young children: "Kita", "daycare", "nursery", "guardería", "crèche". */
const CHILDCARE = /(?<!\p{L})(?:kita|kitas|kindertagesst[äa]tte\p{L}*|krippe\p{L}*|kinderkrippe\p{L}*|kindergarten|kinderg[äa]rten|daycare|day care|childcare|child care|nurser(?:y|ies)|guarder[ií]as?|escuelas? infantil(?:es)?|cr[èe]ches?|assistantes? maternelles?)(?!\p{L})/iu;
const ASKS_STOPPING = /\b(drop(?:s|ped|ping)?[ -]out|dropouts?|stop(?:s|ped)? (?:taking|using|attending|going|coming|doing|playing)|give up|gives up|quit|quits|discontinue\w*|abandon\w*|d[ée]croch\w*|abbrechen|brechen\b[^.?!]{0,60}?\bab|dej(?:an|ar[áa]n|en|ar[áa]|ar[íi]an) (?:de|su|sus|el|la|los|las)|arr[eê]t(?:ent|eront|eraient|er) de|arr[eê]tent|arr[eê]ter(?:ont|a|aient|ait)|h[öo]ren\b[^.?!]{0,40}?\bauf)(?![a-z])/i;

// "How many will miss their appointment", "no-shows", "fehlen", "faltarán", "manqueront": the absent are counted.
const ASKS_MISSING = /\b(miss|misses|missed|missing|no-shows?|no shows?|skip|skips|absent|absences?|truancy|fehlen|versäum\w*|verpass\w*|nicht erschein\w*|faltar\w*|faltan|no acud\w*|no se presenta\w*|manquer\w*|manquent|absents?)\b/i;

/** Concepts that make a question one of taking part in a programme, a school or a course. */
const PROGRAMME_WORDS = ['facility', 'enrol', 'attend', 'dropout', 'programme', 'participate', 'cash_transfer', 'auto_enrol', 'employer_match', 'medication'];

// A sport, a club, lessons or a team pupils take part in: not school itself ("stop doing school sports", "arrêteront le sport scolaire").
const ACTIVITY = /(?<!\p{L})(sports?|football|soccer|basketball|handball|volleyball|rugby|swimming|athletics|gymnastics|tennis|hockey|choir|band|orchestra|scouts|club|team|lessons|after-school|extracurricular|sportverein|verein|mannschaft|musikunterricht|musikschule|schwimmunterricht|deportes?|f[úu]tbol|baloncesto|nataci[óo]n|equipo|extraescolar\p{L}*|clases de m[úu]sica|sport scolaire|[ée]quipe|natation|chorale|cours de musique|conservatoire|p[ée]riscolaire\p{L}*)(?!\p{L})/iu;
/** A typical yearly fee for a school sport or a youth activity (assumed: about 20–40 euros a month for a club or an after-school activity). */
const ACTIVITY_FEE = 300;

// An employee share or stock purchase plan: a workplace plan employees choose to join, as a pension is.
const SHARE_PLAN = /\b(?:employee )?(?:share|stock) (?:purchase|ownership|savings?|matching) (?:plans?|schemes?|programmes?|programs?)\b|\bESPPs?\b|belegschaftsaktie\p{L}*|mitarbeiteraktie\p{L}*|aktien(?:kauf|spar)(?:plan|programm)\p{L}*|plan(?:es)? de (?:compra de acciones|accionariado)|accionariado (?:de los )?(?:empleados|trabajadores)|actionnariat salari\p{L}*/iu;
// A workplace savings plan employees choose to pay into, with or without an employer's top-up.
const SAVINGS_PLAN = /\b(?:workplace|employee|company|staff) savings (?:plans?|schemes?)\b|plan d['’]épargne (?:d['’])?(?:entreprise|salariale|interentreprises?)|\bPEE\b|\bPERCO\b|plan(?:es)? de ahorro (?:de la empresa|para (?:los )?empleados|colectivo)|betriebliche\p{L}* sparpl\p{L}*|mitarbeitersparpl\p{L}*/iu;
const CHALLENGE = /\b(?:challenges?|step (?:contest|competition)|wettbewerb\p{L}*|schrittwettbewerb\p{L}*|retos?|desaf[ií]os?|d[ée]fis?)\b/iu;
// "pensioners", "pensionistas", "Rentner" are people drawing a pension, not a plan to join.
const WORKPLACE_PLAN = /\bpension(?!er|ist|nair)|\bretirement (?:plan|savings)|\b401\(?k/i;
// "our new share purchase plan", "un nouveau plan d'épargne": a plan that starts now has nobody in it yet.
const NEW_PLAN = /\b(?:new|newly launched|neue[nmrs]?|nuevos?|nuevas?|nouveaux?|nouvelles?)\s+(?:\p{L}+\s+){0,3}?(?:plans?|pensions?|schemes?|programmes?|programs?|rentenplan\p{L}*|betriebsrente|altersvorsorge\p{L}*|aktienkaufprogramm\p{L}*|ESPP)\b|\b(?:plans?|pensions?|programmes?|régimen|régime|esquema) (?:de [^.?!,]{0,40}?)?(?:nuevos?|nuevas?|nouveaux?|nouvelles?)\b|\b(?:launch\p{L}*|introduc\p{L}*|start(?:s|ing)?|set(?:s|ting)? up) (?:a |an |our |the |its )?(?:new )?(?:\p{L}+ ){0,3}?(?:plans?|pensions?|schemes?)\b/iu;

/** A help cut, not brought in ("halved", "cut by half", "a la mitad", "halbiert", "réduite de moitié", "reduced"). */
const CUT_WORD = /(?<!\p{L})(?:halv\p{L}*|cut|cuts|reduc\p{L}*|lower\p{L}*|mitad|recort\p{L}*|baj\p{L}*|halbiert\p{L}*|gek[üu]rzt|k[üu]rz\p{L}*|gesenkt|senk\p{L}*|moiti[ée]|r[ée]dui\p{L}*|baiss\p{L}*|diminu\p{L}*)(?!\p{L})/iu;
/** Cancer screening ("breast cancer screening", "Mammographie-Screening", "cribado", "dépistage"). */
const SCREENING = /screening|screened|d[ée]pist\p{L}*|cribad\p{L}*|mammogra\p{L}*|früherkennung\p{L}*|vorsorgeuntersuchung\p{L}*|darmspiegelung|cribado|detecci[óo]n precoz|d[ée]pistage|coloscop\p{L}*|colonoscop\p{L}*/iu;
/** A school named in the prompt ("at school", "Schule", "escuela", "colegio", "école", "lycée", "collège"). */
const SCHOOL_NAMED = /(?<!\p{L})(?:schools?|schule\p{L}*|escuela\p{L}*|colegios?|instituto|[ée]coles?|lyc[ée]es?|coll[èe]ges?)(?!\p{L})/iu;
/** A university or college named ("college" in English is one; French "collège" is a school). */
const UNIVERSITY_NAMED = /(?<!\p{L})(?:universit\p{L}*|college|campus|hochschul\p{L}*|uni|facultad|fac|facult[ée])(?!\p{L})/iu;
const SETTINGS: Setting[] = [
  // A library named is the library, whoever uses it ("students will use the library's study space").
  { test: (cs, _pop, text) => cs.has('facility') && LIBRARY.test(text ?? ''), what: 'the library', start: 0.3, dropout: 0.25, attendance: 0.5, sources: 'about a third of adults use a public library in a year, DCMS Taking Part 2019/20', fee: 20, feeToday: { en: 0, de: 0, es: 0, fr: 0 }, stateLabel: 'Uses the library', title: 'Use of the library', uses: true },
  { test: (_cs, _pop, text) => HEALTH_CHECK.test(text ?? ''), what: 'health checks', start: 0.45, dropout: 0.2, attendance: 0.9, sources: 'assumed: about half of those invited take up a health check (NHS Health Check uptake about 45–50%, Public Health England 2019)', fee: 100, feeToday: { en: 0, de: 0, es: 0, fr: 0 }, stateLabel: 'Takes up health checks', title: 'Taking up health checks' },
  { test: (_cs, _pop, text) => CHILDCARE.test(text ?? ''), what: 'childcare', start: 0.5, dropout: 0.05, attendance: 0.9, sources: 'assumed: about half of children under six attend formal childcare in the EU, 38% of those under three and about 9 in 10 from three (Eurostat 2023)', fee: 2_400 },
  { test: (cs, pop, text) => (pop === 'pupils' || pop === 'children' || pop === 'students') && ACTIVITY.test(text ?? '') && !cs.has('attend'), what: 'the activity', start: 1, dropout: 0.3, attendance: 0.85, sources: 'about a third of young people drop out of an organised sport or activity each year, Crane & Temple 2015', fee: ACTIVITY_FEE, stateLabel: 'Still taking part in the activity', title: 'Taking part in the activity', newFeeNote: `Today's fee is not given: money amounts are read against a typical ${ACTIVITY_FEE} a year for a school or youth activity (assumed), and a fee stated without a rise or a cut is read as new.` },
  // "free breakfast at school, how many of 600 students attend": students at a school are pupils (not at a university).
  { test: (cs, pop, text) => pop === 'pupils' || pop === 'children' || cs.has('school') || (pop === 'students' && SCHOOL_NAMED.test(text ?? '') && !UNIVERSITY_NAMED.test(text ?? '')), what: 'school', start: 0.95, dropout: 0.02, attendance: 0.92, sources: 'about 2% of secondary pupils leave school early each year (OECD, national statistics)', fee: 500 },
  { test: (cs, pop) => pop === 'students', what: 'the course', start: 1, dropout: 0.1, attendance: 0.8, sources: 'about 10% of university students drop out a year, most in the first year (OECD Education at a Glance)', fee: 5_000, feeToday: { de: 0, es: 1_200, fr: 200 } },
  { test: (cs, _pop, text) => MEDICATION.test(text ?? ''), what: 'their medication', start: 1, dropout: 0.3, attendance: 0.8, sources: 'about a third to a half of patients on long-term medication stop within a year (WHO 2003, Adherence to long-term therapies)', fee: 180, stateLabel: 'Still taking their medication', title: 'Adherence to their medication', feeWeight: 0.4, perItem: { EUR: 3, USD: 12, GBP: 9.9 } },
  // Cancer screening: about 6 in 10 invited women attend breast screening in the EU; most who attend come back each round.
  { test: (_cs, _pop, text) => SCREENING.test(text ?? ''), what: 'the screening programme', start: 0.6, dropout: 0.1, attendance: 0.95, sources: 'assumed: about 6 in 10 of those invited attend breast or bowel cancer screening in the EU (European Commission 2017), and most who attend come back', fee: 50, feeToday: { en: 0, de: 0, es: 0, fr: 0 },
    effects: {
      reminder: { exit: -0.2, entry: 0.5, attend: 0.3, source: 'invitations with a fixed appointment and reminders raise screening uptake by several points, Jepson et al. 2000' },
      // A stool test mailed home: no appointment, no trip.
      home_kit: { exit: -0.3, entry: 1, attend: 0.6, source: 'mailing a stool test kit home raised bowel screening by about 20 points against usual care in trials, Jager et al. 2019 (meta-analysis)' },
    } },
  { test: (cs, pop) => pop === 'patients', what: 'their appointments', start: 1, dropout: 0.05, attendance: 0.85, sources: 'outpatients missing 10–30% of appointments, about 15% in Europe (Dantas et al. 2018); about 5% of a practice’s patients leave it a year (assumed)', fee: 50 },
  { test: (_cs, _pop, text) => SAVINGS_PLAN.test(text ?? ''), what: 'the savings plan', start: 0.4, dropout: 0.05, attendance: 0.8, sources: 'assumed: about 40% of eligible employees pay into a workplace savings plan where joining is a choice', fee: 500 },
  { test: (_cs, _pop, text) => SHARE_PLAN.test(text ?? ''), what: 'the share purchase plan', start: 0.3, dropout: 0.1, attendance: 0.8, sources: 'about 30% of eligible employees join an employee share purchase plan, Babenko & Sen 2014', fee: 500 },
  { test: (cs, _pop, text) => /\bpension(?!er|ist|nair)|\bretirement (?:plan|savings)|\b401\(?k|rente(?!r)|pensi[oó]n(?!ist)|retraite/i.test(text ?? ''), what: 'the pension plan', start: 0.5, dropout: 0.03, attendance: 0.8, sources: 'about half of eligible employees join a workplace pension when they must opt in (Madrian & Shea 2001: 37–49%); few leave once in', fee: 500 },
  // "a walking challenge", "un reto de pasos", "un défi": a workplace challenge opens once and is joined as it starts.
  { test: (_cs, _pop, text) => CHALLENGE.test(text ?? ''), what: 'the challenge', start: 0.45, dropout: 0.2, attendance: 0.8, sources: 'about half of employees joined a workplace wellness programme in its first year, Jones, Molitor & Reif 2019', fee: 100, stateLabel: 'Taking part in the challenge', title: 'Taking part in the challenge' },
  // The organ donor register: opt-in registers hold about 40% of adults; presumed consent ("opt-out") counts all who do not object.
  { test: (_cs, _pop, text) => ORGAN.test(text ?? ''), what: 'the organ donor register', start: 0.4, dropout: 0.01, attendance: 0.8, sources: 'assumed: about 40% of adults are on the register where joining is a choice, as in the UK before 2020 (NHS Blood and Transplant); few leave it', fee: 100, stateLabel: 'On the organ donor register', title: 'Organ donor registration' },
  // Blood donors: all give at the start; the question is who comes back (about a third of active donors do not within a year).
  { test: (_cs, pop, text) => BLOOD.test(text ?? '') && (pop === 'donors' || DONATE.test(text ?? '')), what: 'giving blood', start: 1, dropout: 0.35, attendance: 0.8, sources: 'assumed: about a third of active blood donors do not give again within a year; first-time donors lapse more often', fee: 20, feeToday: { en: 0, de: 0, es: 0, fr: 0 }, stateLabel: 'Still giving blood', title: 'Blood donors giving again', uses: true },
  // Giving to a charity: an appeal draws replies from a few percent of those asked, and most first-time donors do not give again.
  { test: (_cs, _pop, text) => DONATE.test(text ?? '') && !ORGAN.test(text ?? '') && !BLOOD.test(text ?? ''), what: 'giving to the charity', start: 0.02, dropout: 0.55, attendance: 0.8, sources: 'about 2% of those asked by a mail appeal give, Karlan & List 2007; about half of donors lapse within a year, Fundraising Effectiveness Project', fee: 100, stateLabel: 'Gives to the charity', title: 'Giving to the charity', uses: true,
    effects: { employer_match: { exit: -0.1, entry: 0.2, attend: 0, source: 'a matching offer raised the share who gave by about 22%, with no gain from larger ratios, Karlan & List 2007' } } },
  // A public library or a museum people use or visit: about a third of adults use a library in a year, about half visit a museum.
  { test: (cs) => cs.has('facility'), what: 'the museum', start: 0.5, dropout: 0.25, attendance: 0.5, sources: 'about half of adults visit a museum or gallery in a year, DCMS Taking Part 2019/20', fee: 20, stateLabel: 'Visits the museum', title: 'Visits to the museum', uses: true },
  { test: (cs) => cs.has('programme') || cs.has('participate'), what: 'the programme', start: 0.5, dropout: 0.1, attendance: 0.75, sources: 'take-up of means-tested programmes is typically 40–80% (Currie 2006)', fee: 500 },
];
const GENERIC: Setting = { test: () => true, what: 'the programme', start: 0.5, dropout: 0.1, attendance: 0.8, sources: 'take-up of public programmes is typically 40–80% (Currie 2006)', fee: 500 };

/** Log-odds effects while a lever is in force: on drop-out (negative helps) and on enrolling and attending. */
/** Log-odds of leaving per unit relative change in the number of teachers (assumed: 10% fewer, about 3% likelier to leave). */
const TEACHERS_EXIT = -0.3;
/** What a student pays in rent a year, to read a rent rise as a cost of studying (assumed: about 400 a month for a room, a third of what students spend, DSW Sozialerhebung 2021). */
const STUDENT_RENT_YEAR = 4_800;
const EFFECTS: Record<string, { exit: number; entry: number; attend: number; source: string }> = {
  // Opening on Sundays or in the evening: those who work in the week can come.
  opening_hours: { exit: -0.1, entry: 0.25, attend: 0.2, source: 'assumed: opening on Sundays or in the evening brings in those who work in the week; no calibrated estimate' },
  // Closing a day, shorter hours: the same weight as a service cut for subscribers (churn), on leaving and on starting.
  service_cut: { exit: 0.15, entry: -0.15, attend: -0.1, source: 'assumed: only those who relied on the hours lost are touched; no calibrated estimate' },
  // Free entry to a museum: visits to UK national museums that had charged rose by half or more when entry became free in 2001.
  free: { exit: -0.3, entry: 0.5, attend: 0.3, source: 'visits to UK national museums that had charged rose by half or more when entry became free in 2001, DCMS' },
  cash_transfer: { exit: -0.4, entry: 0.4, attend: 0.3, source: 'conditional cash transfers raise enrolment by 5–10 points, Fiszbein & Schady 2009' },
  subsidy: { exit: -0.3, entry: 0.3, attend: 0.2, source: 'grants and fee waivers, Dynarski 2003' },
  // "if we simplify the application form": help with the forms brings in those the paperwork kept out.
  simplify: { exit: -0.05, entry: 0.4, attend: 0, source: 'help with the application raised take-up of student aid and of food stamps by 6–16 points, Bettinger et al. 2012, Finkelstein & Notowidigdo 2019' },
  reminder: { exit: -0.1, entry: 0.2, attend: 0.15, source: 'text reminders raise take-up and attendance by a few points, Bergman & Chan 2021' },
  campaign: { exit: -0.05, entry: 0.15, attend: 0.05, source: 'information campaigns have small effects, Bhargava & Manoli 2015' },
  auto_enrol: { exit: -0.5, entry: 1, attend: 0, source: 'inertia: few leave once enrolled by default, and those who opted out are enrolled again every few years, as UK employers must every three' },
  // An employer who adds to what employees save: participation rises by about 5–10 points where joining is a choice.
  employer_match: { exit: -0.2, entry: 0.4, attend: 0, source: 'an employer match raises participation by about 5–10 points, Choi, Laibson & Madrian 2006; Engelhardt & Kumar 2007' },
  // Attendance made compulsory: absences fall where the rule is enforced; a smaller effect on who stays enrolled.
  mandate: { exit: -0.2, entry: 0.2, attend: 0.7, source: 'assumed: classroom studies of compulsory attendance find absences fall markedly where it is enforced, e.g. Marburger 2006' },
  // School buses: where pupils live far from school, transport keeps them coming; taking it away is a cost of getting there.
  school_transport: { exit: -0.2, entry: 0.2, attend: 0.2, source: 'assumed: free school transport raises enrolment and attendance where schools are far, e.g. bicycles and buses for girls in rural India and Africa, Muralidharan & Prakash 2017' },
  school_meals: { exit: -0.15, entry: 0.2, attend: 0.2, source: 'school meals raise enrolment and attendance by a few points where children go hungry (Snilstveit et al. 2016) and attendance slightly elsewhere (Schwartz & Rothbart 2020)' },
};
/**
 * Automatic enrolment enrols everyone not yet in when it starts, and a share opts out in the
 * window that follows (Madrian & Shea 2001: 86% of new hires took part under automatic
 * enrolment against 37% when they had to opt in; UK: about 9–12% opt out, DWP 2019). As a
 * slow rise in the odds of joining it reached 64% after a year from 50%.
 */
const AUTO_ENROL_OPT_OUT = 0.13;
/**
 * A match brought in is news every eligible employee hears: those not yet in reconsider once,
 * and about 14% of them join in that step, so participation around the opt-in level of 50%
 * rises by about 7 points at once, within the 5–10 points an employer match makes
 * (Choi, Laibson & Madrian 2006; Engelhardt & Kumar 2007). Through the slow monthly entry
 * alone it had added 1 point in a year.
 */
const MATCH_JOIN = 0.14;
/** The match's effect on joining a new plan as it opens (log-odds): about 7 points around the opt-in level of 50%, within Choi et al.'s 5–10. */
const MATCH_AT_LAUNCH = 0.3;
/** The switch that holds a new plan's first step open. */
const WINDOW = `${HELPER_PREFIX}enrolment_window`;
/** Per unit relative change of a fee: a 10% higher fee makes leaving about 10% likelier. */
const FEE_EXIT = 1;
/**
 * The most a fee cut can take off the odds of leaving: a third. Most who leave a course or a
 * programme leave for reasons other than money (financial reasons are one of several main reasons
 * students give for dropping out, OECD), so a fee cut to nothing does not end dropping out (assumed).
 */
const FEE_CUT_CEILING = 1 / 3;
const FEE_ENTRY = -1;

export const participation: Mechanism = {
  id: 'participation',
  name: 'Programme participation and attendance',
  // "sign up for the company pension if we switch to automatic enrolment": a workplace pension is a programme.
  // Patients who stop their medicines are a question of adherence, not of staff leaving.
  // "How many pupils will eat breakfast at the canteen": a behaviour the question names in its own words is not enrolment or attendance.
  // "How many of 500 schools will adopt a four-day week": schools counted are organisations that decide, not pupils enrolling.
  affinity: (intent) =>
    (intent.populations.length > 0 && intent.populations.every((p) => p.role === 'organisation') && intent.populations[0].count !== null) || asksTheWayThere(intent.gloss)
      ? -10
      : intent.interventions.some((iv) => iv.lever === 'auto_enrol') || intent.populations[0]?.concept === 'donors' || WORKPLACE_PLAN.test(intent.text) || SHARE_PLAN.test(intent.text) || SAVINGS_PLAN.test(intent.text) || (intent.concepts.has('medication') && MEDICATION.test(intent.text)) || CHILDCARE.test(intent.text) || (intent.concepts.has('donate') && DONATE.test(intent.text)) || intent.concepts.has('food_bank')
      ? 3
      : intent.subjectAsked && !PROGRAMME_WORDS.some((c) => intent.concepts.has(c)) && !ASKS_STOPPING.test(intent.text) && !MEDICATION.test(intent.text)
        ? -3
        // "How many hotel guests will skip daily room cleaning if we give them a voucher": customers doing something the
        // question names take up a behaviour; a reward does not make it a programme they enrol in.
        : intent.subjectAsked && intent.populations[0] && !PARTICIPANTS.includes(intent.populations[0].concept) && !['enrol', 'attend', 'programme', 'dropout', 'facility', 'medication', 'school'].some((c) => intent.concepts.has(c)) && !DONATE.test(intent.text)
        ? -6
        : 0,
  cues: { home_kit: 2, facility: 3, medication: 3, simplify: 2, auto_enrol: 4, enrol: 4, attend: 4, programme: 2.5, dropout: 3.5, participate: 2.5, school: 1, students: 2, pupils: 2.5, fee: 1.5, cash_transfer: 3, reminder: 2, school_meals: 3, employer_match: 3 },
  actors: PARTICIPANTS,
  defaultPopulation: { concept: 'people', noun: 'eligible people', count: 10_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 12, unit: 'month' },
  build(ctx) {
    const g = ctx.groups[0];
    const cs = ctx.intent.concepts;
    let s = SETTINGS.find((x) => x.test(cs, g.concept, ctx.intent.text)) ?? GENERIC;
    const attendance = cs.has('attend');
    const stated = statedShare(ctx.intent.levels, ['enrol', 'participate', 'programme', 'attend', 'school', 'already']);
    const typical = attendance ? s.start : stated ?? s.start;
    // A workplace plan that starts now: nobody is in it, and the typical share joins as it opens
    // (an enrolment window), so "how many join in the first two years" does not start half joined.
    const autoEnrolNow = ctx.interventions.some((iv) => iv.lever === 'auto_enrol' && iv.change.kind !== 'off');
    // A challenge is new by nature: it opens with nobody in it.
    const launched = !attendance && !autoEnrolNow && ((['the pension plan', 'the share purchase plan', 'the savings plan'].includes(s.what) && NEW_PLAN.test(ctx.intent.text)) || s.what === 'the challenge') && ctx.steps >= 2;
    // "How many of our 5,000 donors will give again": those asked about are all donors today.
    const start = launched ? 0 : g.concept === 'donors' && stated === null ? 1 : typical;
    const attend0 = attendance ? stated ?? s.attendance : s.attendance;
    const named = s.stateLabel ? NAMED_MEDICINE.exec(ctx.intent.text)?.[1]?.toLowerCase() : undefined;
    if (named) s = { ...s, what: `their ${named}`, stateLabel: `Still taking their ${named}`, title: `Adherence to their ${named}` };
    // "drop out of university": the place the asker names.
    const place = s.what === 'the course' ? /\b(university|college)\b/i.exec(ctx.intent.text)?.[1]?.toLowerCase() : undefined;
    if (place) s = { ...s, what: place };
    // "kommen nicht mehr", "ne viendront plus": staying away is stopping too.
    // "leave college", "quitteront la fac", "verlassen die Uni": students leaving their place of study are read as dropping out (gloss.ts).
    const asksStopping = !attendance && (ASKS_STOPPING.test(ctx.intent.text) || ctx.intent.concepts.has('stay_away') || ctx.intent.concepts.has('dropout'));
    const asksMissing = attendance && ASKS_MISSING.test(ctx.intent.text);
    const exit = perStepFromYear(s.dropout, ctx.stepDays);
    // Enrolment stays at its start without a change: entry balances exit.
    const entry = typical >= 0.999 ? perStepFromYear(0.02, ctx.stepDays) : Math.min(0.5, (exit * typical) / (1 - typical));
    const unit = shareUnit(g.name);
    const variables: Record<string, VariableSpec> = {
      enrolled: shareState(start, s.stateLabel ?? `Enrolled in ${s.what}`, unit),
      fee_change: constant(0, 'Fee compared with today', 'relative change'),
    };
    // "Has stopped" alone is the medicine's (translated as stopping a treatment); a place people use, a charity and a challenge say what stopped.
    const stoppedLabel = s.what === 'the activity' || s.what === 'the challenge' ? 'Has stopped taking part' : s.what === 'giving to the charity' || s.what === 'giving blood' ? 'Has stopped giving' : s.uses ? 'Has stopped coming' : s.stateLabel && !s.stateLabel.startsWith('Still taking') ? 'Has left' : s.stateLabel ? 'Has stopped' : 'Has dropped out';
    if (asksStopping) variables.has_dropped_out = { type: 'initial_value', value: 0, bounds: { min: 0, max: 1 }, label: stoppedLabel, unit: 'share' };
    // Fees act on the odds through the log of the fee ratio ("from $5 to $20" is two doublings,
    // not +300%), taken as the secant at the size the prompt names, as fares do in transport.
    // German public universities charge no tuition, Spanish about 1,200 a year, French about 200 (assumed from the question's language).
    const lang = ctx.intent.language;
    const feeToday = lang === 'en' || lang === 'de' || lang === 'es' || lang === 'fr' ? s.feeToday?.[lang] ?? s.fee : s.fee;
    // "if the copay rises to 5 euros": a charge per prescription, not per year, when no period is said.
    const perItemOf = (iv: Intervention) => (s.perItem && iv.change.kind === 'amount' && !periodNear(ctx.intent.gloss, iv.at) ? s.perItem[iv.change.currency ?? 'EUR'] ?? s.perItem.EUR : null);
    // "wenn die Mieten in der Stadt um 15 % steigen": for students, rent is a cost of studying, in money against the typical fee.
    const studentRent = s.what === 'the course';
    const readingOf = (iv: Intervention) => {
      if (iv.lever === 'rent' && studentRent) {
        const c = iv.change;
        const extra = c.kind === 'relative' ? c.value * STUDENT_RENT_YEAR : c.kind === 'share' ? (c.value - 1) * STUDENT_RENT_YEAR : c.kind === 'amount' ? (c.by ?? (statedDirection(ctx.intent.gloss, iv.at) || 1)) * c.value * perYear(ctx.intent.gloss, iv.at) : null;
        return extra === null ? null : { change: extra / s.fee, directionOnly: false };
      }
      const item = perItemOf(iv);
      return item !== null ? feeReading(iv, item, item, ctx.intent.gloss) : feeReading(iv, feeToday, s.fee, ctx.intent.gloss, s.newFeeNote !== undefined);
    };
    // "eine Ausfallgebühr von 20 Euro", "a no-show fee": a charge for missing makes coming the cheaper way, by as much.
    const feeOf = (iv: Intervention) => {
      const change = readingOf(iv)?.change ?? null;
      return change !== null && NO_SHOW_FEE.test(iv.text) ? -change : change;
    };
    const feeSize = ctx.interventions.map(feeOf).find((x) => x !== null) ?? 0;
    const directionOnly = ctx.interventions.filter((iv) => readingOf(iv)?.directionOnly === true);
    // Only part of leaving is about money: even a fee cut to nothing lowers the odds of leaving by at most FEE_CUT_CEILING.
    const secant = Math.abs(feeSize) > 1e-6 ? Math.max(Math.log(1 - FEE_CUT_CEILING), Math.log(1 + Math.max(-0.99, feeSize))) / feeSize : 1;
    const feeExit = (s.feeWeight ?? FEE_EXIT) * secant;
    const exitW: Record<string, number> = { enrolled: GATE, fee_change: round(feeExit, 6) };
    const entryW: Record<string, number> = { enrolled: -GATE, fee_change: round((s.feeWeight !== undefined ? -s.feeWeight : FEE_ENTRY) * secant, 6) };
    const attendW: Record<string, number> = { enrolled: GATE, fee_change: round(-0.5 * secant, 6) };
    const events: SimulationEvent[] = [];
    if (launched) {
      // Model arithmetic: a switch the status quo's own event turns off, no behaviour of its own (the report never names it as a driver).
      variables[WINDOW] = constant(1, 'Enrolment window of the new plan open (model arithmetic)', MODEL_ARITHMETIC_UNIT);
      entryW[WINDOW] = round(logOdds(typical) - logOdds(entry), 6);
      events.push({ step: 2, target: `${g.id}.${WINDOW}`, op: 'add', value: -1, label: 'Enrolment window of the new plan closes' });
    }
    const notes = [
      launched
        ? `The ${s.what === 'the challenge' ? 'challenge' : 'plan'} is new: nobody is in it at the start. About ${pct(typical)} of ${lowerName(g.name)} join in the first ${ctx.unit}, as it opens (${s.sources}); ${pct(s.dropout)} of members leave a year (assumed).`
        : start >= 0.999
        ? `All ${lowerName(g.name)} ${s.stateLabel ? `are ${s.stateLabel.replace(/^Still /, '').toLowerCase()}` : `are in ${s.what}`} at the start; ${pct(s.dropout)} of them stop within a year (${s.sources}), and 2% a year of those who stopped start again.`
        : s.what === 'giving to the charity'
        ? `${pct(start)} of ${lowerName(g.name)} give to the charity at the start (${s.sources}); ${pct(s.dropout)} of donors stop giving within a year and as many others start, so giving stays level without a change.`
        : s.uses
        ? `${pct(start)} of ${lowerName(g.name)} use ${s.what} at the start (${s.sources}); ${pct(s.dropout)} of them stop within a year and as many others start, so use stays level without a change.`
        : `${pct(start)} are enrolled in ${s.what} at the start${stated !== null && !attendance ? ' (as the prompt says)' : ' (assumed)'}; ${pct(s.dropout)} of them leave a year (${s.sources}), and enrolment among the others balances that, so enrolment stays level without a change.`,
    ];
    // "de 170 à 2 770 euros": the rise said in money against the typical fee.
    for (const iv of ctx.interventions) {
      const r = readingOf(iv);
      if (r && iv.lever === 'rent') {
        notes.push(`For students, rent is a cost of studying: about ${num(STUDENT_RENT_YEAR)} a year (assumed, a third of what students spend), so "${iv.text}" costs ${num(Math.round(r.change * s.fee))} a year, read against a typical fee of ${num(s.fee)}.`);
        continue;
      }
      // "si les frais passent à 3 000 euros" from about 200: the same reading of a new level.
      const aboveLowFee = iv.change.kind === 'amount' && iv.change.by === undefined && feeToday > 0 && feeToday < s.fee && (r?.change ?? 0) > 0;
      if (r && ((iv.change.kind === 'relative' && Math.abs(r.change - iv.change.value) > 1e-6) || aboveLowFee) && !r.directionOnly) notes.push(`"${iv.text}" is read in money against a typical fee of ${num(s.fee)} a year: a rise of ${pct(r.change)} of it (from a fee far below the typical one, the ratio would overstate it).`);
    }
    for (const iv of directionOnly) {
      const up = statedDirection(ctx.intent.gloss, iv.at) > 0;
      notes.push(directionOnlyNote(iv.text, up, 'fee'));
    }
    const needs = new Set(ctx.interventions.map((iv) => iv.lever));
    // "if the number of teachers is cut by 10%": fewer teachers, larger classes, a little more leaving.
    const staffed = (s.what === 'school' || s.what === 'the course') && ctx.interventions.some((iv) => iv.lever === 'hire' && iv.change.kind === 'relative');
    if (staffed) {
      variables.teachers_change = constant(0, 'Number of teachers compared with today', 'relative change');
      exitW.teachers_change = TEACHERS_EXIT;
      notes.push(`Fewer teachers make larger classes: 10% fewer make leaving about ${pct(Math.exp(-TEACHERS_EXIT * 0.1) - 1)} likelier (assumed; smaller classes raise graduation, Finn, Gerber & Boyd-Zaharias 2005, but no calibrated size for drop-out is known).`);
    }
    // A lever the question takes away ("if we stop sending reminders") is in force today.
    const inForceToday = (lever: string) => ctx.interventions.some((iv) => iv.lever === lever && iv.change.kind === 'off') ? 1 : 0;
    const effects = { ...EFFECTS, ...(s.effects ?? {}) } as typeof EFFECTS;
    for (const [lever, e] of Object.entries(effects)) {
      if (!needs.has(lever)) continue;
      // Opening hours and free entry are read for a facility people use; elsewhere they keep the fallback's uncertain effect.
      if ((lever === 'opening_hours' || lever === 'free' || lever === 'service_cut') && !s.uses) continue;
      const leverText = ctx.interventions.find((iv) => iv.lever === lever)?.leverText ?? lever.replace('_', ' ');
      variables[`${lever}_in_force`] = lever === 'service_cut'
        ? constant(inForceToday(lever), `Cut in ${leverText.toLowerCase()}`, '0 = none, 1 = a cut of a third or more')
        : constant(inForceToday(lever), `${leverText} in force`, '0 = no, 1 = yes');
      // A new plan's match works through the one choice made as it opens: +0.3 log-odds, about 7 points around 50%.
      const entryEffect = launched && lever === 'employer_match' ? MATCH_AT_LAUNCH : e.entry;
      exitW[`${lever}_in_force`] = e.exit;
      entryW[`${lever}_in_force`] = entryEffect;
      attendW[`${lever}_in_force`] = e.attend;
      // "if enrolment becomes automatic": the lever's own word alone ("Automatic") names no policy.
      // "we match", "la empresa regala": a verb names no policy either; the employer's match does.
      const verbal = lever === 'employer_match' && /^(?:we|our|the company|company|employer|la empresa|empresa|igualamos|igualaremos|die firma|wir|nous)\b/i.test(ctx.interventions.find((iv) => iv.lever === lever)?.leverText ?? '');
      const name = lever === 'employer_match' && s.effects?.employer_match ? 'Matching donations' : lever === 'auto_enrol' ? 'Automatic enrolment' : lever === 'opening_hours' ? 'Opening more hours' : lever === 'simplify' ? 'A simpler application' : lever === 'free' && s.uses ? 'Free entry' : verbal ? 'Employer match' : (ctx.interventions.find((iv) => iv.lever === lever)?.leverText ?? lever.replace('_', ' ')).replace(/^./, (m) => m.toUpperCase());
      if (lever === 'service_cut') notes.push(`A cut in the service (a day's closure, shorter hours) raises the odds of leaving by ${pct(Math.exp(e.exit) - 1)} while it lasts, and more of it lowers them as much (${e.source}).`);
      else notes.push(s.uses ? `${name} makes stopping ${pct(1 - Math.exp(e.exit))} less likely and starting ${pct(Math.exp(entryEffect) - 1)} likelier (${e.source}).` : `${name} makes leaving ${pct(1 - Math.exp(e.exit))} less likely and enrolling ${pct(Math.exp(entryEffect) - 1)} likelier (${e.source}).`);
    }
    // The opt-out window: one step after everyone is enrolled, in which the share that will not stay leaves.
    const autoEnrols = ctx.interventions.some((iv) => iv.lever === 'auto_enrol' && iv.change.kind !== 'off' && iv.durationDays === null) && !attendance;
    if (autoEnrols) {
      variables.opt_out_window = constant(0, 'Opt-out window after automatic enrolment (0 = no, 1 = yes)', '0 = no, 1 = yes');
      exitW.opt_out_window = round(logOdds(AUTO_ENROL_OPT_OUT) - logOdds(exit) - EFFECTS.auto_enrol.exit, 6);
      notes.push(`Automatic enrolment enrols everyone not yet in when it starts; about ${pct(AUTO_ENROL_OPT_OUT)} then opt out in the first ${ctx.unit} (Madrian & Shea 2001: 86% took part under automatic enrolment against 37% when they had to opt in; UK opt-out rates about 9–12%, DWP 2019).`);
    }
    // A new plan's match is part of what everyone weighs as it opens: no second wave of reconsidering.
    const matchStarts = ctx.interventions.some((iv) => iv.lever === 'employer_match' && iv.change.kind !== 'off') && !attendance && !launched && !s.effects?.employer_match;
    if (matchStarts) {
      variables.match_news = constant(0, 'Employees reconsidering as the match starts (0 = no, 1 = yes)', '0 = no, 1 = yes');
      entryW.match_news = round(logOdds(MATCH_JOIN) - logOdds(entry) - EFFECTS.employer_match!.entry, 6);
      notes.push(`When the match starts, those not yet in reconsider once: about ${pct(MATCH_JOIN)} of them join in the first ${ctx.unit} (assumed, so that participation rises by about 7 points, within the 5–10 an employer match makes).`);
    }
    for (const [lever] of Object.entries(EFFECTS)) if (inForceToday(lever)) notes.push(`Today ${(ctx.interventions.find((iv) => iv.lever === lever)?.leverText ?? lever.replace('_', ' ')).toLowerCase()} are in place; the option takes them away.`);
    if (ctx.interventions.some((iv) => iv.lever === 'fee' && NO_SHOW_FEE.test(iv.text))) {
      notes.push('A charge for missing is read as coming made cheaper by as much: the fee weighs against staying away, not against taking part (assumed).');
    }
    if (needs.has('fee') || (needs.has('free') && !s.uses)) {
      notes.push(
        s.feeWeight !== undefined
          ? `A copay twice as high makes stopping about ${pct(Math.pow(2, s.feeWeight) - 1)} likelier, four times as high about ${pct(Math.pow(4, s.feeWeight) - 1)} (doubling copays cut the use of prescribed drugs by 25–45%, Goldman et al. 2004).`
          : `A 10% higher fee makes leaving about ${pct(Math.pow(1.1, FEE_EXIT) - 1)} likelier and enrolling as much less likely, a fee twice as high about ${pct(Math.pow(2, FEE_EXIT) - 1)} (enrolment falls 3–4 points per $1,000 of cost, Dynarski 2003).`,
      );
    }
    const itemAmount = ctx.interventions.find((iv) => (iv.lever === 'fee' || iv.lever === 'price') && perItemOf(iv) !== null);
    if (itemAmount && itemAmount.change.kind === 'amount') {
      const cur = itemAmount.change.currency ?? 'EUR';
      notes.push(`A copay in money with no period is a charge per prescription, read against a typical ${num(perItemOf(itemAmount)!)} ${CURRENCY_WORDS[cur] ?? cur} per prescription today (assumed: from under 1 euro in France to 5–10 in Germany, 9.90 pounds in England, 10–15 dollars for US generics).`);
    } else if (ctx.interventions.some((iv) => (iv.lever === 'fee' || iv.lever === 'price') && iv.change.kind === 'amount')) {
      notes.push(
        s.newFeeNote
          ? s.newFeeNote
          : feeToday === 0
          ? `There is no tuition fee today (public universities where the question's language is spoken charge none, assumed): a stated fee is new, and its size is read against a typical ${num(s.fee)} a year.`
          : `Money amounts are read against a typical fee of ${num(feeToday)} a year for ${s.what} (assumed).`,
      );
    }
    const actions: Record<string, ActionSpec> = {
      drops_out: binary(`Drops out this ${ctx.unit}`, s.stateLabel ? `Stops this ${ctx.unit}` : `Drops out this ${ctx.unit}`, -GATE + logOdds(exit), exitW, asksStopping ? { enrolled: -1, has_dropped_out: 1 } : { enrolled: -1 }),
      // A library or a museum is not enrolled in: people start using it.
      enrols: binary(`Enrols this ${ctx.unit}`, s.uses ? `Starts this ${ctx.unit}` : `Enrols this ${ctx.unit}`, logOdds(entry), entryW, { enrolled: 1 }),
    };
    if (attendance) {
      // Attendance: share of the enrolled present in a step, among all members as the group mean.
      actions.attends = binary(`Attends this ${ctx.unit}`, `Attends ${s.what}`, -GATE + logOdds(attend0), attendW, {});
      actions.attends.unit = 'share attending';
      // "how many will miss their appointment": the enrolled who are absent, the same odds turned round.
      if (asksMissing) {
        const missW = Object.fromEntries(Object.entries(attendW).map(([k, w]) => [k, k === 'enrolled' ? w : -w]));
        actions.misses = binary(`Misses this ${ctx.unit}`, `Misses ${s.what}`, -GATE + logOdds(1 - attend0), missW, {});
        actions.misses.unit = 'share missing';
      }
      notes.push(`${pct(attend0)} of the enrolled attend in a typical ${ctx.unit}${stated !== null ? ' (as the prompt says)' : ' (assumed; daily attendance is about 90–95% in most school systems)'}; attendance is reported over all ${lowerName(g.name)}.`);
    }
    const expected: number[] = Array.from({ length: ctx.steps }, () => typical);
    const target = (v: string) => `${g.id}.${v}`;
    return {
      label: attendance ? `Attendance at ${s.what}` : s.title ?? (asksStopping ? `Drop-outs from ${s.what}` : `Enrolment in ${s.what}`),
      groups: [{ id: g.id, name: g.name, description: `${g.name} deciding whether to take part in ${s.what}`, number_of_agents: g.agents, variables, actions }],
      lever(iv: Intervention): LeverSetting[] | null {
        const c = iv.change;
        if (iv.lever === 'hire' && staffed && c.kind === 'relative') return [{ target: target('teachers_change'), value: round(c.value, 6), neutral: 0, scale: 'relative', label: iv.text }];
        // "si la guardería es gratuita", "if tuition is free": free is the fee taken to nothing (a place people use has its own free entry).
        if (iv.lever === 'fee' || iv.lever === 'price' || (iv.lever === 'rent' && studentRent) || (iv.lever === 'free' && !s.uses)) {
          const value = feeOf(iv);
          return value === null ? null : [{ target: target('fee_change'), value: round(value, 6), neutral: 0, scale: 'relative', label: iv.text }];
        }
        if (effects[iv.lever]) {
          // "match contributions up to 5%": the share is the match's ceiling, not how much of it is in force.
          const shareInForce = c.kind === 'share' && iv.lever !== 'employer_match';
          // "if grants are halved", "si la beca se reduce a la mitad": a help there today, cut to that share (it read as half a new grant: fewer left).
          // "if grants rise 20%": a help there today, that much more of it (it brought in the whole effect of a new grant).
          // "cut opening hours by a third", "reduce hours by 10%": the size of a cut that is not there today (it read as a help cut to two
          // thirds of itself, so fewer left); a third of the hours or more is the whole effect, a smaller cut a part of it.
          if (iv.lever === 'service_cut' && (c.kind === 'relative' || c.kind === 'share')) {
            const size = c.kind === 'relative' ? Math.abs(c.value) : 1 - c.value;
            return [{ target: target('service_cut_in_force'), value: round(Math.min(1, Math.max(0, 3 * size)), 6), neutral: 0, scale: 'level', label: iv.text }];
          }
          const cutToday = (c.kind === 'share' && CUT_WORD.test(iv.text)) || (c.kind === 'relative' && iv.lever !== 'employer_match');
          const inForce: LeverSetting = cutToday
            ? { target: target(`${iv.lever}_in_force`), value: round(c.kind === 'share' ? c.value : Math.max(0, 1 + (c as { value: number }).value), 6), neutral: 1, scale: 'level', label: iv.text }
            : { target: target(`${iv.lever}_in_force`), value: c.kind === 'off' ? 0 : shareInForce ? c.value : 1, neutral: inForceToday(iv.lever), scale: 'level', label: iv.text };
          // Everyone not yet in is enrolled at once (the state is 0/1 and bounded, so +1 enrols), then the opt-out window opens for one step.
          if (iv.lever === 'auto_enrol' && autoEnrols && c.kind !== 'off' && iv.durationDays === null) {
            return [inForce, { target: target('enrolled'), value: 1, neutral: 0, scale: 'level', label: iv.text }, { target: target('opt_out_window'), value: 1, neutral: 0, scale: 'level', label: iv.text, steps: 1 }];
          }
          if (iv.lever === 'employer_match' && matchStarts && c.kind !== 'off') return [inForce, { target: target('match_news'), value: 1, neutral: 0, scale: 'level', label: iv.text, steps: 1 }];
          return [inForce];
        }
        return null;
      },
      fallback: { group: g.id, action: 'enrols', demandSign: 1 },
      outcome: asksStopping
        ? { target: target('has_dropped_out'), label: stoppedLabel, share: true, defaultKind: 'level_at_end', direction: 'above', threshold: 0.05, expected: Array.from({ length: ctx.steps }, (_, i) => 1 - Math.pow(1 - exit, i + 1)) }
        : asksMissing
        ? { target: target('misses'), label: `Misses ${s.what}`, share: true, defaultKind: 'level_at_end', direction: 'above', threshold: 1 - attend0, expected: Array.from({ length: ctx.steps }, () => (1 - attend0) * start) }
        : attendance
        ? { target: target('attends'), label: `Attends ${s.what}`, share: true, defaultKind: 'level_at_end', direction: 'above', threshold: attend0, expected: Array.from({ length: ctx.steps }, () => attend0 * start) }
        : launched
        ? { target: target('enrolled'), label: `Enrolled in ${s.what}`, share: true, defaultKind: 'level_at_end', direction: 'above', threshold: typical / 2, expected }
        : { target: target('enrolled'), label: s.stateLabel ?? `Enrolled in ${s.what}`, share: true, defaultKind: 'level_at_end', direction: 'below', threshold: start - 0.05, expected },
      assumptions: notes,
      ...(events.length ? { events } : {}),
    };
  },
};

/** A change of the fee as a relative change, or null when the intervention is not about the fee. */
/** What a fee lever does to the fee, and whether the asker's direction stood in for a level that contradicts it. */
function feeReading(iv: Intervention, today: number, reference: number, gloss: Intent['gloss'], unknownToday = false): { change: number; directionOnly: boolean } | null {
  const c = iv.change;
  if (iv.lever === 'free') return c.kind === 'off' || c.kind === 'relative' || c.kind === 'amount' ? null : { change: today > 0 ? -1 : 0, directionOnly: false };
  if (iv.lever !== 'fee' && iv.lever !== 'price') return null;
  // "de 170 à 2 770 euros": a rise from a fee far below the typical one is measured in money against
  // the typical fee (enrolment falls a few points per 1,000 of cost, Dynarski 2003), not as 16 times the fee.
  if (c.kind === 'relative') {
    const money = gloss.slice(Math.max(0, iv.at - 2), iv.at + 10).filter((w) => w.kind === 'number' && w.num && !w.num.percent);
    const [a, b] = money.length >= 2 && money.some((w) => w.num?.currency) ? [money[0].num!.value, money[1].num!.value] : [NaN, NaN];
    if (a > 0 && Math.abs(b / a - 1 - c.value) < 1e-3 && a < reference) return { change: ((b - a) * perYear(gloss, iv.at)) / Math.max(a * perYear(gloss, iv.at), reference), directionOnly: false };
  }
  if (c.kind === 'relative' || c.kind === 'share') return { change: c.value, directionOnly: false };
  // "wenn die Gebühren abgeschafft werden", "if tuition fees are scrapped": a fee there today taken to nothing.
  if (c.kind === 'off') return { change: today > 0 ? -1 : 0, directionOnly: false };
  // "tuition rises by 1,000 euros": an amount against a typical fee; "to 6,000" a new level.
  // A fee brought in ("introduce a fee of 10 euros") adds its amount; "a fee of 300 euros" alone is the new fee.
  if (c.kind !== 'amount') return null;
  // "raise fees by 5 euros" / "augmentons les frais de 5 euros": a direction word makes the amount a change.
  const near = gloss.slice(Math.max(0, iv.at - 6), iv.at + 6).map((w) => w.c);
  // "if we charge a fee of 100 euros", "si cobramos 50 euros": charging is bringing a fee in.
  const charging = gloss.slice(Math.max(0, iv.at - 6), iv.at + 1).some((w) => /^(?:charge|charges|charging|cobrar|cobra|cobramos|cobraremos|cobrase|facturer|facturons|facturera|verlangen|verlangt|erheben|erhebt)$/i.test(w.raw));
  const brought = near.includes('introduce') || near.includes('new') || near.includes('up') || charging;
  const toLevel = gloss.slice(Math.max(0, iv.at - 2), iv.at).some((w) => w.c === 'to');
  const added = c.by ?? (toLevel ? 0 : near.includes('down') ? -1 : brought ? 1 : 0);
  // "500 euros per semester", "50 euros a month": the typical fee is yearly.
  const amount = c.value * perYear(gloss, iv.at);
  // No fee today: whatever is stated is brought in, its size read against the reference fee.
  if (today === 0) return { change: Math.max(0, added === 0 ? 1 : added) * (amount / reference), directionOnly: false };
  if (added) return { change: (added * amount) / today, directionOnly: false };
  // "si l'inscription passe à 50 euros" where today's fee is not known: a fee stated with no direction is new.
  if (unknownToday && statedDirection(gloss, iv.at) === 0) return { change: amount / reference, directionOnly: false };
  // "if the copay rises to 100 dollars a year" below a typical 180: today's level is not known, so the asker's direction wins, by 10%.
  const dir = statedDirection(gloss, iv.at);
  if (dir !== 0 && Math.sign(amount / today - 1) !== dir) return { change: dir * DIRECTION_ONLY, directionOnly: true };
  // "si les frais passent à 3 000 euros" from about 200: a new level far above a low fee today is measured in money
  // against the typical fee (enrolment falls a few points per 1,000 of cost, Dynarski 2003), not as 15 times the fee.
  return { change: (amount - today) / Math.max(today, reference), directionOnly: false };
}


const CURRENCY_WORDS: Record<string, string> = { EUR: 'euros', USD: 'dollars', GBP: 'pounds' };

/** A period said near an amount ("a month", "per year", "pro Semester"): it is then no charge per item. */
function periodNear(gloss: Intent['gloss'], at: number): boolean {
  for (let k = at; k < Math.min(gloss.length - 1, at + 8); k++) {
    if (/^(per|each|a)$/.test(gloss[k].c) && /^(day|week|month|quarter|year)$/.test(gloss[k + 1].c)) return true;
    if (/^(semesters?|terms?|trimest\p{L}*|semestre\p{L}*)$/iu.test(gloss[k + 1].raw)) return true;
  }
  return false;
}

/** How many times a year an amount near gloss[at] is paid: "per semester" twice, "a month" twelve times, else once. */
function perYear(gloss: Intent['gloss'], at: number): number {
  for (let k = at; k < Math.min(gloss.length - 1, at + 8); k++) {
    if (!/^(per|each|a)$/.test(gloss[k].c)) continue;
    const w = gloss[k + 1].raw.toLowerCase();
    if (/^(semesters?|terms?|trimest\p{L}*|semestre\p{L}*)$/u.test(w)) return 2;
    if (gloss[k + 1].c === 'month') return 12;
    if (gloss[k + 1].c === 'week') return 52;
    if (gloss[k + 1].c === 'quarter') return 4;
  }
  return 1;
}
