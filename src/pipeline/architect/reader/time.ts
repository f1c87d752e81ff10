import type { Gloss } from './gloss.js';
import { CADENCES, TIME_UNITS } from './lexicon.js';
import { fold } from './tokens.js';
import { UNIT_DAYS, type HorizonIntent, type StepUnit } from './types.js';

// "2 weeks later": words that end a delay, unlike "after" which starts a phrase ("12 months after a rise").
const LATER = /^(later|danach|spater|despues|plus tard|apres)$/;

/**
 * Time in a prompt: the horizon ("over 24 months", "in den nächsten 3 Jahren"), the cadence
 * ("weekly"), and the timing of a change ("from week 2", "in year 3", "weeks 2-3", "for two
 * weeks", "after 6 months", "20% a year").
 */

export function unitOf(c: string): StepUnit | null {
  if (c === 'decade') return 'year';
  return TIME_UNITS.has(c) ? (c as StepUnit) : null;
}

/** Days in n of a unit word ("decade" counts ten years). */
export function daysOf(n: number, c: string): number {
  if (c === 'decade') return n * 3650;
  return n * UNIT_DAYS[unitOf(c)!];
}

/**
 * A calendar year ("2030") as years from the current one, or null: a four-digit number from
 * 1900 to 2100 that is not a size. Only years ahead count ("in 2027" when it is 2026).
 */
export function yearsAhead(g: Gloss | undefined, year: number | undefined): number | null {
  if (year === undefined || !g || g.kind !== 'number' || !g.num || g.num.percent || g.num.currency || !/^(19|20)\d\d$/.test(g.raw)) return null;
  const ahead = g.num.value - year;
  return ahead > 0 && ahead <= 100 ? ahead : null;
}

const isNum = (g: Gloss | undefined): g is Gloss & { num: NonNullable<Gloss['num']> } =>
  !!g && g.kind === 'number' && !!g.num && !g.num.percent && !g.num.currency;

const FIRST = /^(first|ersten|primeros|primeras|premiers|premières)$/i;
/** "the first year" with no number: one unit. */
export const FIRST_ONE = /^(first|ersten?|erstes|primer|primera|premier|premi[èe]re)$/i;
const NEXT = /^(n[äa]chste[nmrs]?|prochaine?s?|pr[óo]xim[oa]s?)$/i;

/** "end of" (one concept in English), "Ende", "fin (de)", "(a) finales de" right before gloss[i]. */
function endOfYearBefore(gloss: Gloss[], i: number): boolean {
  const p = gloss[i - 1];
  if (!p) return false;
  if (p.c === 'stop' && /^end\s+of$/i.test(p.raw)) return true;
  if (/^(ende|fin|finales|final)$/i.test(p.raw)) return true;
  return p.c === 'of' && /^(ende|fin|finales|final)$/i.test(gloss[i - 2]?.raw ?? '');
}

/** The index of "next" naming gloss[i]'s unit ("next year", "l'année prochaine", "el año que viene"), or −1. */
function nextWordAround(gloss: Gloss[], i: number): number {
  const before = gloss[i - 1];
  if (before && (before.c === 'next' || NEXT.test(before.raw))) return i - 1;
  const after = gloss[i + 1];
  if (after && (after.c === 'next' || NEXT.test(after.raw))) return i + 1;
  if (/^que$/i.test(after?.raw ?? '') && /^viene$/i.test(gloss[i + 2]?.raw ?? '')) return i + 2;
  return -1;
}

/** "over the next year", "within the next month": a span asked about, not when a change starts. */
function horizonLead(gloss: Gloss[], k: number): boolean {
  let j = k - 1;
  while (j >= 0 && /^(the|a)$/.test(gloss[j].c)) j--;
  return j >= 0 && /^(over|within|during|for|in|until)$/.test(gloss[j].c);
}

export interface Timing {
  startDays: number;
  durationDays: number | null;
  compoundEveryDays: number | null;
  /** Gloss indices the timing used (so they are not read as a horizon or a size). */
  claimed: number[];
}

/**
 * The timing of a change within gloss[from..to): a start, a duration, an end, a compounding
 * period. Absent parts are 0 (from the start), null (to the end), null (once).
 */
export function timingIn(gloss: Gloss[], from: number, to: number, strongHorizonElsewhere = false, year?: number): Timing {
  const t: Timing = { startDays: 0, durationDays: null, compoundEveryDays: null, claimed: [] };
  let endDays: number | null = null;
  for (let i = from; i < to; i++) {
    const g = gloss[i];
    // "at the end of 2027", "Ende 2027", "a finales de 2027", "fin 2027": from the first of January after it.
    if (year !== undefined && isNum(g) && /^(19|20)\d\d$/.test(g.raw) && endOfYearBefore(gloss, i)) {
      const ahead = g.num.value - Math.floor(year);
      if (ahead >= 0 && ahead <= 100) {
        t.startDays = Math.max(0, Math.round((ahead + 1 - (year - Math.floor(year))) * UNIT_DAYS.year));
        t.claimed.push(i - 1, i);
        continue;
      }
    }
    // "next year", "nächstes Jahr", "el próximo año", "el año que viene", "l'année prochaine": the
    // next calendar unit; a year starts on the first of January. "Over the next year" is a horizon.
    const nu = unitOf(g.c);
    const nextAt = nu && nu !== 'day' ? nextWordAround(gloss, i) : -1;
    if (nu && nextAt >= 0 && !horizonLead(gloss, Math.min(i, nextAt))) {
      t.startDays = nu === 'year' && year !== undefined ? Math.max(1, Math.round((1 - (year - Math.floor(year))) * UNIT_DAYS.year)) : UNIT_DAYS[nu];
      t.claimed.push(i, nextAt);
      if (nextAt > i) i = nextAt;
      continue;
    }
    // "in 2027", "from 2027", "ab 2027": a change that starts in a calendar year ahead.
    const ahead = yearsAhead(g, year === undefined ? undefined : Math.floor(year));
    if (ahead !== null && /^(in|from|on|at|after)$/.test(gloss[i - 1]?.c ?? '')) {
      // From the first of January of that year: "from 2027" in late November 2026 is a month away.
      t.startDays = Math.max(0, Math.round((ahead - (year! - Math.floor(year!))) * UNIT_DAYS.year));
      t.claimed.push(i - 1, i);
      continue;
    }
    const u = unitOf(g.c);
    // UNIT # (- | to | and | until) #: "weeks 2-3", "Wochen 2 bis 3", "weeks 2 and 3".
    const after = gloss[i + 1];
    if (u && isNum(after)) {
      const a = after.num.value;
      const mid = gloss[i + 2];
      const b = gloss[i + 3];
      const prev = gloss[i - 1]?.c;
      if (mid && (mid.c === '-' || mid.c === 'to' || mid.c === 'and' || mid.c === 'until') && isNum(b)) {
        t.startDays = (a - 1) * UNIT_DAYS[u];
        t.durationDays = (b.num.value - a + 1) * UNIT_DAYS[u];
        t.claimed.push(i, i + 1, i + 2, i + 3);
        i += 3;
        continue;
      }
      // "until week 5": ends after week 5; "after week 2": starts when week 2 is over.
      if (prev === 'until') endDays = a * UNIT_DAYS[u];
      else if (prev === 'after') t.startDays = a * UNIT_DAYS[u];
      else t.startDays = (a - 1) * UNIT_DAYS[u];
      t.claimed.push(i, i + 1);
      if (prev && /^(from|in|after|until|at|during)$/.test(prev)) t.claimed.push(i - 1);
      i += 1;
      continue;
    }
    // "for the first 3 months", "in den ersten 3 Monaten", "durante los primeros 3 meses",
    // "pendant les 3 premiers mois": a change that lasts that long from the start.
    const firstBefore = FIRST.test(gloss[i - 1]?.raw ?? '') && /^(for|during|in|over|the)$/.test(gloss[i - 2]?.c ?? '');
    const firstAfter = FIRST.test(gloss[i + 1]?.raw ?? '') && gloss[i + 2] && unitOf(gloss[i + 2].c) && /^(for|during|in|over|the)$/.test(gloss[i - 1]?.c ?? '');
    if (isNum(g) && (firstBefore ? gloss[i + 1] && unitOf(gloss[i + 1].c) : firstAfter)) {
      const unitAt = firstBefore ? i + 1 : i + 2;
      t.durationDays = daysOf(g.num.value, gloss[unitAt].c);
      t.claimed.push(firstBefore ? i - 1 : i + 1, i, unitAt);
      for (let k = i - 2; k >= Math.max(0, i - 4) && /^(for|during|in|over|the)$/.test(gloss[k].c); k--) t.claimed.push(k);
      i = unitAt;
      continue;
    }
    // "free the first year", "el primer mes es gratis", "im ersten Jahr kostenlos", "la première année": one unit
    // from the start (a span asked about outside the change, "in its first year", is the horizon's).
    if (FIRST_ONE.test(g.raw) && gloss[i + 1] && unitOf(gloss[i + 1].c) && /^(for|during|in|over|the)$/.test(gloss[i - 1]?.c ?? '')) {
      t.durationDays = daysOf(1, gloss[i + 1].c);
      t.claimed.push(i, i + 1);
      for (let k = i - 1; k >= Math.max(from, i - 3) && /^(for|during|in|over|the)$/.test(gloss[k].c); k--) t.claimed.push(k);
      i += 1;
      continue;
    }
    // # UNIT after "for" / "after" / "in" / "from": a duration or a delay.
    if (isNum(g) && gloss[i + 1] && unitOf(gloss[i + 1].c)) {
      const prev = gloss[i - 1]?.c;
      const prev2 = gloss[i - 2]?.c;
      const days = daysOf(g.num.value, gloss[i + 1].c);
      if (prev === 'for' || prev === 'during' || (prev === 'the' && (prev2 === 'for' || prev2 === 'during'))) {
        t.durationDays = days;
      } else if (prev === 'in' && !strongHorizonElsewhere) {
        // "a 20% fall in 10 weeks": the horizon, unless the prompt states one elsewhere ("a tax introduced in 3 years … over 10 years").
        continue;
      } else if (prev === 'after' || prev === 'in' || prev === 'from' || (prev === 'the' && prev2 === 'after')) {
        t.startDays = days;
      } else if (gloss[i + 2]?.c === 'after' && LATER.test(fold(gloss[i + 2].raw.toLowerCase()))) {
        t.startDays = days; // "2 weeks later", "3 Jahre danach", "dos meses después"
      } else if (i - 1 >= from && gloss[i - 1].kind === 'word' && !prev?.match(/^(?:over|within|next|by|until|the|a|of|each|per)$/) && !/^(?:before|prior|ahead|vor|vorher|antes|avant|after|later|nach|despu[ée]s|apr[èe]s)$/i.test(gloss[i + 2]?.raw ?? '') && (i + 2 >= to || gloss[i + 2].kind === 'symbol' || /^(?:and|or|if|what_if)$/.test(gloss[i + 2].c))) {
        // "si se cierran los colegios dos semanas", "if schools close two weeks": a span closing the change's words is how long it lasts.
        t.durationDays = days;
      } else {
        continue;
      }
      t.claimed.push(i, i + 1);
      if (prev) t.claimed.push(i - 1);
      i += 1;
      continue;
    }
    // "a week later", "after a year", "for a month".
    if (g.c === 'a' && gloss[i + 1] && unitOf(gloss[i + 1].c) && gloss[i - 1] && /^(after|for|in)$/.test(gloss[i - 1].c)) {
      // "la bolsa cae un 20 % en un mes": over a month, like "in 10 weeks", unless a horizon is stated elsewhere.
      if (gloss[i - 1].c === 'in' && !strongHorizonElsewhere) continue;
      const days = daysOf(1, gloss[i + 1].c);
      if (gloss[i - 1].c === 'for') t.durationDays = days;
      else t.startDays = days;
      t.claimed.push(i - 1, i, i + 1);
      i += 1;
      continue;
    }
  }
  if (endDays !== null) t.durationDays = Math.max(0, endDays - t.startDays);
  return t;
}

/**
 * The compounding period of a size: right after it ("20% a year", "20 % pro Jahr", "20%
 * annually") or just before it ("jährlich um 7 %", "each year by 5%").
 */
export function compoundingAfter(gloss: Gloss[], i: number): { days: number; claimed: number[] } | null {
  const a = gloss[i + 1];
  const b = gloss[i + 2];
  if (a && CADENCES[a.c]) return { days: UNIT_DAYS[CADENCES[a.c]], claimed: [i + 1] };
  if (a && /^(a|per|each)$/.test(a.c) && b && unitOf(b.c)) return { days: daysOf(1, b.c), claimed: [i + 1, i + 2] };
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    const g = gloss[k];
    if (g.kind === 'number' || g.c === ',' || g.c === '.') break;
    // "the monthly fee goes up 10%": a cadence before a noun names that noun, not a compounding.
    if (CADENCES[g.c] && !attributive(gloss[k + 1])) return { days: UNIT_DAYS[CADENCES[g.c]], claimed: [k] };
    if (/^(per|each)$/.test(g.c) && gloss[k + 1] && unitOf(gloss[k + 1].c)) return { days: daysOf(1, gloss[k + 1].c), claimed: [k, k + 1] };
  }
  return null;
}

/** True when a horizon phrase ("over 10 years", "within 8 weeks", "for 30 days") lies outside gloss[from..to). */
export function horizonOutside(gloss: Gloss[], from: number, to: number): boolean {
  for (let i = 0; i < gloss.length; i++) {
    if (i >= from && i < to) continue;
    if (isNum(gloss[i]) && gloss[i + 1] && unitOf(gloss[i + 1].c) && /^(over|within|during|next|for)$/.test(gloss[i - 1]?.c ?? '')) return true;
  }
  return false;
}

// What may follow a cadence word that is used as one: "weekly steps", "monthly for two years", "yearly, …".
const AFTER_CADENCE = /^(steps?|basis|schritte[n]?|pasos?|etapes?|pas|periods?|intervals?|updates?)$/i;
const AFTER_CADENCE_CONCEPTS = new Set(['over', 'for', 'in', 'within', 'during', 'until', 'from', 'with', 'and', 'or', 'to', 'by', 'if', 'what_if', 'how', 'will', 'after', 'between', 'among', 'of', 'the', 'a']);

/** A cadence word directly before a noun describes that noun ("annual bonus"), not the steps. */
function attributive(next: Gloss | undefined): boolean {
  if (!next || next.kind !== 'word') return false;
  return !AFTER_CADENCE.test(next.raw) && !AFTER_CADENCE_CONCEPTS.has(next.c);
}

/** The horizon and cadence of the prompt, skipping the indices that timings already used. */
const SEMESTER = /^(?:semesters?|semestre|semestres|halbjahr|halbjahres|halbjahre)$/i;

/** Month names (folded: no accents), 0 = January, in the four languages. */
const MONTHS: Record<string, number> = {
  january: 0, february: 1, march: 2, april: 3, may: 4, june: 5, july: 6, august: 7, september: 8, october: 9, november: 10, december: 11,
  januar: 0, februar: 1, marz: 2, mai: 4, juni: 5, juli: 6, oktober: 9, dezember: 11,
  enero: 0, febrero: 1, marzo: 2, abril: 3, mayo: 4, junio: 5, julio: 6, agosto: 7, septiembre: 8, setiembre: 8, octubre: 9, noviembre: 10, diciembre: 11,
  janvier: 0, fevrier: 1, mars: 2, avril: 3, juin: 5, juillet: 6, aout: 7, septembre: 8, octobre: 9, novembre: 10, decembre: 11,
};
/** A month's name ("January", "März", "enero", "mars"). */
export function isMonthName(raw: string): boolean {
  return fold(raw.toLowerCase()) in MONTHS;
}
/** Words that make a month a deadline: "by March", "bis (Ende) März", "para/antes de/hasta (finales de) marzo", "d'ici (fin) mars". */
const BY_MONTH = /^(?:by|until|till|before|through|bis|vor|para|hasta|antes|d['’]ici|avant|jusqu['’]en|jusqu['’]a)$/;
const END_OF = /^(?:end|the|of|ende|finales|fines|final|de|fin|la)$/;

/**
 * "by March" read on 29 November: the months from today to the end of the month named (4), the
 * next such month when it is this one. With no date given, counted from the first of January.
 */
function monthsUntil(gloss: Gloss[], i: number, today: Date): number | null {
  const m = MONTHS[fold(gloss[i].raw.toLowerCase())];
  if (m === undefined) return null;
  let k = i - 1;
  while (k >= 0 && k >= i - 3 && END_OF.test(fold(gloss[k].raw.toLowerCase()))) k--;
  if (k < 0 || !BY_MONTH.test(fold(gloss[k].raw.toLowerCase()))) return null;
  const now = today.getUTCMonth() + (today.getUTCDate() - 1) / 30;
  let ahead = m + 1 - now;
  if (ahead <= 0.5) ahead += 12;
  return Math.max(1, Math.round(ahead));
}

export function horizonOf(gloss: Gloss[], claimed: Set<number>, year?: number, today?: Date): HorizonIntent {
  let cadence: StepUnit | null = null;
  for (let i = 0; i < gloss.length; i++) {
    const g = gloss[i];
    // "in monthly steps", "simulate it weekly" name a cadence; "the annual bonus", "a monthly fee" name a thing.
    // "switch to annual", "auf jährlich umstellen", "passer à l'annuel": a plan switched to, not the steps.
    if (CADENCES[g.c] && !claimed.has(i) && !attributive(gloss[i + 1]) && !/^(?:to|zu|auf|a|al|à|au|vers)$/i.test(gloss[i - 1]?.raw ?? '')) {
      cadence = CADENCES[g.c];
      break;
    }
    // "each week", "month by month" as a cadence, unless it is the period of a rate ("4% each month").
    if (g.c === 'each' && gloss[i + 1] && unitOf(gloss[i + 1].c) && !claimed.has(i + 1)) {
      const before = gloss.slice(Math.max(0, i - 4), i);
      // "5 jours par semaine", "3 Tage pro Woche": how often something happens, not the steps.
      const often = gloss[i - 2]?.kind === 'number' && unitOf(gloss[i - 1]?.c ?? '') !== null;
      if (!before.some((x) => x.num?.percent) && !often) {
        cadence = unitOf(gloss[i + 1].c);
        break;
      }
    }
  }
  let best: { n: number; unit: StepUnit; score: number; month?: string } | null = null;
  for (let i = 0; i < gloss.length; i++) {
    const g = gloss[i];
    if (claimed.has(i)) continue;
    // "if early voting is extended from one week to two": a length changed from one to another is the change's size.
    if (isNum(g) && gloss[i - 1]?.c === 'from' && gloss[i + 1] && unitOf(gloss[i + 1].c) && gloss[i + 2]?.c === 'to' && isNum(gloss[i + 3])) {
      i += 3;
      continue;
    }
    // "by 2030", "until 2030", "bis 2030", "d'ici 2030": the years from now to then.
    const ahead = yearsAhead(g, year);
    if (ahead !== null) {
      const lead = gloss[i - 1]?.c ?? '';
      const score = /^(by|until|within|over)$/.test(lead) || /^(d'ici|para|hasta)$/.test(fold(gloss[i - 1]?.raw.toLowerCase() ?? '')) ? 3 : /^(in|after)$/.test(lead) ? 1 : 0;
      if (score > 0 && (!best || score > best.score)) best = { n: ahead, unit: 'year', score };
      continue;
    }
    // "in its first semester", "im ersten Semester", "en el primer semestre", "au premier semestre": half a year of months.
    if (SEMESTER.test(g.raw)) {
      const before = gloss[i - 1];
      const k = isNum(before) ? before.num.value : 1;
      const lead = gloss.slice(Math.max(0, i - 4), i).map((x) => x.c);
      if (lead.some((c) => /^(first|next|over|within|in|during|for|a|this)$/.test(c)) && k > 0 && k <= 20) {
        if (!best || best.score < 3) best = { n: 6 * k, unit: 'month', score: 3 };
        continue;
      }
    }
    const byMonth = year !== undefined || today ? monthsUntil(gloss, i, today ?? new Date(Date.UTC(year!, 0, 1))) : null;
    if (byMonth !== null) {
      if (!best || best.score < 3) best = { n: byMonth, unit: 'month', score: 3, month: g.raw };
      continue;
    }
    const next = gloss[i + 1];
    const hyphen = next?.c === '-' ? gloss[i + 2] : null;
    const unitTok = next && unitOf(next.c) ? next : hyphen && unitOf(hyphen.c) ? hyphen : null;
    if (isNum(g) && unitTok && !claimed.has(gloss.indexOf(unitTok))) {
      const n = unitTok.c === 'decade' ? g.num.value * 10 : g.num.value;
      const unit = unitOf(unitTok.c)!;
      const lead = gloss.slice(Math.max(0, i - 3), i).map((x) => x.c);
      // "20 years old" is an age; "2 years later" is a timing.
      const after = gloss[gloss.indexOf(unitTok) + 1]?.c;
      // "over 8 weeks after a rumour" is still the horizon, counted from the rumour.
      const spanLead = lead.some((c) => /^(over|within|for|during|next|first|in|until|by)$/.test(c));
      const afterTok = gloss[gloss.indexOf(unitTok) + 1];
      if ((after === 'after' && !(spanLead && !LATER.test(fold(afterTok.raw.toLowerCase())))) || /^old$/.test(afterTok?.raw.toLowerCase() ?? '')) continue;
      // "gratis para mayores de 65 años", "free for those aged 65", "ab 65 Jahren", "les plus de 65 ans": an age, not a span.
      const AGE_LEAD = /^(?:mayores|menores|aged|ages?|edad|[âa]g[ée]e?s|alter|[äa]lter|j[üu]nger|seniors?|personas|people|those)$/i;
      // "gratuita hasta los 26 años", "free up to age 26", "bis zum Alter von 26 Jahren", "jusqu'à l'âge de 26 ans": an age limit.
      if (unit === 'year' && ((/^(?:los|las)$/i.test(gloss[i - 1]?.raw ?? '') && /^(?:hasta|desde|a|de)$/i.test(gloss[i - 2]?.raw ?? '')) || /^(?:under|until|up to)$/i.test(gloss[i - 1]?.raw ?? '') && AGE_LEAD.test(gloss[i - 2]?.raw ?? ''))) continue;
      if (unit === 'year' && (AGE_LEAD.test(gloss[i - 1]?.raw ?? '') || (/^(?:de|of|von|ab|über|uber)$/i.test(gloss[i - 1]?.raw ?? '') && AGE_LEAD.test(gloss[i - 2]?.raw ?? '')) || (/^ab$/i.test(gloss[i - 1]?.raw ?? '') && g.num.value >= 14))) continue;
      // "wait longer than 3 months", "länger als drei Monate", "más de 6 meses", "plus de 3 mois": a length compared, not a span.
      const longer = /^(?:longer|more|länger|laenger|mehr|más|mas|plus)$/i;
      if (!spanLead && ((gloss[i - 1]?.c === 'than' && longer.test(gloss[i - 2]?.raw ?? '')) || (/^(?:de|d['’])$/i.test(gloss[i - 1]?.raw ?? '') && longer.test(gloss[i - 2]?.raw ?? '')))) continue;
      // "extend paid leave from 2 to 4 weeks", "von 2 auf 4 Wochen": the two ends of a length that changes, not a span.
      if (/^(?:to|auf|a|à)$/i.test(gloss[i - 1]?.raw ?? '') && isNum(gloss[i - 2]) && /^(?:from|von|de|del)$/i.test(gloss[i - 3]?.raw ?? '')) continue;
      // "an fünf Tagen", "on five days": the days something happens on, not a span.
      if (!spanLead && /^(?:an|on)$/i.test(gloss[i - 1]?.raw ?? '') && unit === 'day') continue;
      // "collected every two weeks", "alle zwei Wochen", "cada dos semanas", "toutes les deux semaines": how often, not a span.
      if (gloss[i - 1]?.c === 'each' || /^alle$/i.test(gloss[i - 1]?.raw ?? '')) continue;
      // "pay within 15 days instead of 60", "en 15 jours au lieu de 60": a length that replaces another is a change, not the horizon.
      if (after === 'instead') continue;
      // "a reminder two weeks before it expires", "zwei Wochen vor", "dos semanas antes", "deux semaines avant": a timing, not a span.
      if (/^(?:before|prior|ahead|vor|vorher|antes|avant)$/i.test(afterTok?.raw ?? '')) continue;
      // "five days a week", "two days per month": a share of each period, not a span.
      // "dos días a la semana", "zwei Tage in der Woche", "two days of remote work a week": so with an article, or
      // with the thing done in between.
      const u = gloss.indexOf(unitTok);
      const perPeriod = (j: number) => {
        const c = gloss[j]?.c;
        const at = gloss[j + 1]?.c === 'the' || /^(?:der|la|le)$/i.test(gloss[j + 1]?.raw ?? '') ? j + 2 : j + 1;
        if (!gloss[at] || !unitOf(gloss[at].c)) return false;
        return c === 'a' || c === 'per' || c === 'each' || ((c === 'to' || c === 'in') && at === j + 2);
      };
      let often = false;
      for (let j = u + 1; j <= u + 5 && j < gloss.length; j++) {
        if (perPeriod(j)) {
          often = true;
          break;
        }
        if (gloss[j].kind !== 'word' || unitOf(gloss[j].c) || gloss[j].c === 'if' || (j > u + 1 && gloss[j].c !== 'of' && gloss[u + 1].c !== 'of')) break;
      }
      if (often) continue;
      // "eine Testphase von 30 Tagen", "una prueba de 14 días": the length of the thing named just before.
      if (!spanLead && gloss[i - 1]?.c === 'of' && gloss[i - 2]?.kind === 'word' && !unitOf(gloss[i - 2].c) && !/^(?:period|periods|zeitraum|periodo|período|periode|période|horizon|horizonte|spanne|plazo)$/i.test(gloss[i - 2].raw)) continue;
      // "a 7-day free trial", "a 12-month contract": a hyphenated length describes the thing after it, unless that is a span
      // ("over a 5-year period") or what the question waits for ("after a 10-week campaign").
      if (hyphen && !spanLead && !lead.includes('after') && afterTok?.kind === 'word' && !/^(?:period|horizon|span|window|timeframe|time|run|simulation)$/i.test(afterTok.raw)) continue;
      let score = 1;
      if (spanLead) score = 3;
      // "after 2 years" can be the horizon ("what share after 2 years?"), but a weak one.
      if (lead.includes('after') || lead.includes('from')) score = 1;
      if (n > 0 && (!best || score > best.score)) best = { n, unit, score };
      continue;
    }
    // "over the next year", "within a year", "next decade", "in one month".
    const u = unitOf(g.c);
    if (u && !claimed.has(i)) {
      const lead = gloss.slice(Math.max(0, i - 3), i).map((x) => x.c);
      const article = lead[lead.length - 1];
      // "the first year": a span from now, like "the next year".
      // "in its first year", "im ersten Jahr", "en su primer año", "dans sa première année" too.
      const leadRaw = gloss.slice(Math.max(0, i - 3), i).map((x) => x.raw.toLowerCase());
      const firstOne = article === 'first' && (lead.includes('the') || lead.includes('in') || leadRaw.some((w) => /^(?:its|their|our|im|su|sus|sa|son|leur|ihr|ihrem|seinem)$/.test(w)));
      // "le mois prochain", "el año que viene": "next" after the unit, French and Spanish order.
      const nextAfter = article === 'the' && nextWordAround(gloss, i) > i;
      if (firstOne || nextAfter || ((article === 'a' || article === 'next' || article === 'the') && lead.some((c) => /^(over|within|for|during|next|in)$/.test(c)))) {
        const n = g.c === 'decade' ? 10 : 1;
        if (!best || best.score < 2) best = { n, unit: u, score: 2 };
      } else if (article === 'a' && lead.includes('after')) {
        // "after a year", "nach einem Jahr", "au bout d'un an": a weak horizon, like "after 2 years".
        if (!best) best = { n: g.c === 'decade' ? 10 : 1, unit: u, score: 1 };
      }
    }
  }
  // "this winter", "diesen Winter", "este invierno", "cet hiver": the season ahead, about 6 months, when nothing else sets the span.
  // An outbreak's season is the epidemic model's own (120 days of flu), not this reading.
  if (!best && !gloss.some((g) => ['flu', 'ill', 'infect', 'disease', 'vaccination', 'covid', 'measles', 'epidemic'].includes(g.c))) {
    const season = gloss.findIndex((g, i) => !claimed.has(i) && /^(?:winter|summer|invierno|verano|hiver|été|ete|sommer)$/i.test(g.raw) && /^(?:this|next|coming|diesen|dieser|diesem|kommenden|nächsten|este|próximo|proximo|cet|cette|ce|prochain)$/i.test(gloss[i - 1]?.raw ?? ''));
    if (season >= 0) best = { n: 6, unit: 'month', score: 1 };
  }
  // A cadence coarser than the span asked ("annual" steps for 6 months) cannot be its steps.
  if (cadence && best && best.score > 0 && UNIT_DAYS[cadence] > best.n * UNIT_DAYS[best.unit]) cadence = null;
  return { span: best && best.score > 0 ? { n: best.n, unit: best.unit } : null, ...(best?.month ? { untilMonth: best.month } : {}), cadence };
}
