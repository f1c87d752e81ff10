/**
 * Reads a natural-language prompt into the facts the builtin Architect needs: populations and
 * their sizes, horizon and cadence, percentage shocks, ranges, averages and the behaviour the
 * prompt asks about. Pure and deterministic: the same prompt always gives the same facts.
 */

export type StepUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';

export type Topic =
  | 'epidemic'
  | 'election'
  | 'churn'
  | 'workforce'
  | 'traffic'
  | 'finance'
  | 'housing'
  | 'education'
  | 'information'
  | 'supply'
  | 'healthcare'
  | 'climate'
  | 'retail'
  | 'energy'
  | 'adoption'
  | 'generic';

export type Role = 'individual' | 'organisation';

export interface Population {
  /** Lower-case plural noun as written ("households"). */
  noun: string;
  /** Count as written, before caps; null when the prompt gives no number. */
  count: number | null;
  role: Role;
}

export interface Shock {
  /** Snake-case subject ("price", "interest_rate"). */
  subject: string;
  /** Signed percentage: "prices fall 20%" → -20. */
  pct: number;
  /** How a rise of the subject moves demand-like behaviour: +1 helps, -1 hurts. */
  polarity: 1 | -1;
}

export interface Range {
  name: string;
  min: number;
  max: number;
}

export interface Average {
  name: string;
  mean: number;
}

export interface Horizon {
  unit: StepUnit;
  steps: number;
  /** True when the prompt named the horizon or the cadence. */
  explicit: boolean;
}

export interface PromptFacts {
  text: string;
  topic: Topic;
  /** Verb-led phrase naming the behaviour, e.g. "adopt electric cars". */
  behaviour: { verb: string; object: string | null } | null;
  populations: Population[];
  horizon: Horizon;
  shocks: Shock[];
  ranges: Range[];
  averages: Average[];
  /** Share already in the state the prompt asks about ("5% already own one"), 0–1. */
  initialShare: number | null;
  /** A per-step rate the prompt states ("churn 3% a month"), 0–1. */
  rate: number | null;
}

const UNIT_WORDS: Record<string, StepUnit> = {
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  quarter: 'quarter',
  quarters: 'quarter',
  year: 'year',
  years: 'year',
  decade: 'year',
  decades: 'year',
};

const CADENCE_WORDS: Record<string, StepUnit> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
  annually: 'year',
  annual: 'year',
};

/** Length of one unit in days, to convert a horizon into a finer cadence. */
const DAYS: Record<StepUnit, number> = { day: 1, week: 7, month: 365 / 12, quarter: 365 / 4, year: 365 };
const UNIT_ORDER: StepUnit[] = ['day', 'week', 'month', 'quarter', 'year'];

const ORGANISATIONS = new Set([
  'firms', 'companies', 'businesses', 'stores', 'shops', 'retailers', 'suppliers', 'manufacturers', 'banks',
  'landlords', 'employers', 'hospitals', 'clinics', 'schools', 'universities', 'farms', 'factories', 'warehouses',
  'distributors', 'startups', 'restaurants', 'utilities', 'dealers', 'dealerships', 'platforms', 'brands', 'insurers',
  'lenders', 'developers', 'producers', 'plants', 'airlines', 'carriers', 'vendors', 'wholesalers', 'sellers',
]);

const INDIVIDUALS = new Set([
  'households', 'consumers', 'customers', 'people', 'persons', 'residents', 'citizens', 'voters', 'users', 'subscribers',
  'shoppers', 'buyers', 'homeowners', 'renters', 'tenants', 'patients', 'students', 'pupils', 'teachers', 'workers',
  'employees', 'staff', 'nurses', 'doctors', 'drivers', 'commuters', 'travellers', 'travelers', 'passengers',
  'investors', 'traders', 'savers', 'borrowers', 'farmers', 'families', 'individuals', 'members', 'agents', 'adults',
  'children', 'teenagers', 'seniors', 'retirees', 'viewers', 'readers', 'followers', 'accounts', 'visitors', 'fans',
  'cyclists', 'riders', 'graduates', 'applicants', 'job-seekers', 'jobseekers', 'freelancers', 'owners', 'inhabitants',
  'smokers', 'gamers', 'listeners', 'clients', 'guests', 'tourists', 'migrants', 'employees', 'contractors',
]);

const NOT_POPULATION = new Set([
  'percent', 'per', 'times', 'dollars', 'euros', 'pounds', 'usd', 'eur', 'points', 'kilometres', 'kilometers', 'km',
  'miles', 'units', 'items', 'hours', 'minutes', 'seconds', 'steps', 'rounds', 'degrees', 'kwh', 'mwh', 'tons', 'tonnes',
  'k', 'm', 'bn', 'percentage', 'basis', 'products', 'cars', 'vehicles', 'homes', 'houses', 'jobs', 'cases', 'votes',
  'seats', 'candidates', 'parties', 'options', 'routes', 'lanes', 'stations', 'beds', 'doses', 'sales', 'orders',
  'posts', 'messages', 'trips', 'shares', 'loans', 'apartments', 'panels', 'pumps',
]);

/** Synonyms folded into a single variable name so weights can be chosen per subject. */
const SUBJECTS: Array<[RegExp, string, 1 | -1]> = [
  [/\binterest rates?\b|\brates?\b/, 'interest_rate', -1],
  [/\bprices?\b|\bcosts?\b|\bfares?\b|\bfees?\b|\btariffs?\b|\bpremiums?\b|\btolls?\b/, 'price', -1],
  [/\brents?\b/, 'rent', -1],
  [/\btax(es)?\b|\blevy\b/, 'tax', -1],
  [/\bsubsid(y|ies)\b|\bgrants?\b|\brebates?\b|\bincentives?\b/, 'subsidy', 1],
  [/\bdiscounts?\b/, 'discount', 1],
  [/\bwages?\b|\bsalar(y|ies)\b|\bpay\b/, 'wage', 1],
  [/\bincomes?\b/, 'income', 1],
  [/\badvertis\w*|\bmarketing\b|\bcampaign\w*|\bspending\b|\bbudget\b/, 'marketing', 1],
  [/\bquality\b|\bsatisfaction\b/, 'quality', 1],
  [/\bcapacity\b|\bsupply\b/, 'capacity', 1],
  [/\bdemand\b/, 'demand', 1],
  [/\bunemployment\b/, 'unemployment', -1],
  [/\binflation\b/, 'inflation', -1],
  [/\bcongestion\b|\btraffic\b/, 'congestion', -1],
];

const DOWN = /\b(fall|falls|fell|falling|drop|drops|dropped|dropping|cut|cuts|cutting|decrease|decreases|decreased|reduce|reduces|reduced|reduction|lower|lowers|lowered|decline|declines|declined|down|slash|slashed|shrink|shrinks|less|discount|off|cheaper)\b/;
const UP = /\b(rise|rises|rose|rising|increase|increases|increased|raise|raises|raised|grow|grows|grew|growth|up|hike|hikes|hiked|more|higher|boost|boosts|boosted|jump|jumps|surge|surges|double|expand|expands)\b/;

/** Topic keywords; the first topic with the most hits wins, in this priority order. */
const TOPICS: Array<[Topic, RegExp]> = [
  ['epidemic', /\b(epidemic|pandemic|outbreak|infect\w*|virus|viral infection|flu|influenza|covid\w*|measles|disease|contagio\w*|vaccin\w*|transmission|quarantine|r0)\b/g],
  ['election', /\b(elect|elects|elected|electing|election\w*|elector\w*|vote|votes|voting|voter|voters|ballot|referendum|candidate\w*|poll\w*|campaign|turnout|party|parties)\b/g],
  ['churn', /\b(churn\w*|cancel\w*|unsubscrib\w*|attrition|retention|retain|lapse|defect\w*|leave the service|drop out of)\b/g],
  ['information', /\b(rumou?r\w*|misinformation|disinformation|fake news|viral|go viral|meme\w*|share\w*|retweet\w*|social media|posts?|news spread)\b/g],
  ['workforce', /\b(hir\w*|layoff\w*|lay off|fire|firing|recruit\w*|unemploy\w*|employment|job|jobs|workforce|labou?r|quit\w*|resign\w*|turnover|remote work|wages?)\b/g],
  ['traffic', /\b(traffic|commut\w*|congestion|transit|bus|buses|metro|subway|cycling|bike\w*|road\w*|toll\w*|car-?pool\w*|ride\w*|public transport)\b/g],
  ['finance', /\b(invest\w*|stocks?|portfolio\w*|sav(e|es|ing|ings)|loan\w*|default\w*|credit|mortgage\w*|bank run|crypto\w*|bitcoin|asset\w*|market crash|interest rates?|bonds?|deposit\w*|withdraw\w*)\b/g],
  // Not "household(s)" or "homes": those name populations ("10,000 households") in every topic.
  ['housing', /\b(housing|houses|house prices?|home ?ownership|home prices?|rent|rents|rented|renting|renters?|rental\w*|landlord\w*|tenant\w*|relocat\w*|move house|moving|real estate|property|properties|apartment\w*|gentrif\w*|eviction\w*)\b/g],
  ['education', /\b(enrol\w*|school\w*|student\w*|pupil\w*|universit\w*|college\w*|dropout\w*|drop out|graduat\w*|tuition|course\w*|learn\w*|teacher\w*)\b/g],
  ['supply', /\b(supply chain|supplier\w*|inventor\w*|stock-?outs?|shortage\w*|order\w*|backlog\w*|logistic\w*|shipping|warehouse\w*|bullwhip|lead time\w*|distributor\w*)\b/g],
  ['healthcare', /\b(patient\w*|hospital\w*|clinic\w*|doctor\w*|nurse\w*|treatment\w*|diagnos\w*|health ?care|appointment\w*|waiting list\w*|admission\w*|therap\w*|medication\w*|screening\w*)\b/g],
  ['climate', /\b(climate|emission\w*|carbon|co2|greenhouse|warming|net[- ]zero|deforest\w*|pollution|recycl\w*)\b/g],
  ['energy', /\b(energy|electricity|solar|heat pumps?|power|grid|wind|batter(y|ies)|kwh|insulat\w*|fuel|gas)\b/g],
  ['retail', /\b(shop\w*|retail\w*|store\w*|sales|purchas\w*|basket\w*|loyalty|coupon\w*|promotion\w*|black friday|e-?commerce|checkout)\b/g],
  ['adoption', /\b(adopt\w*|diffus\w*|uptake|take-?up|switch\w*|install\w*|upgrade\w*|buy|buys|buying|electric (cars?|vehicles?)|evs?|new technology|innovation|smartphones?|app)\b/g],
];

const BEHAVIOUR_VERBS =
  /\b(adopt|buy|purchase|switch to|install|subscribe to|sign up for|use|spread|churn|cancel|leave|vote for|vote|infect|catch|hire|invest in|invest|commute|move to|rent|enrol in|enroll in|share|recycle|save|borrow|default on|quit|order|visit|choose|accept|join|try|reject)\b/;
const OBJECT_STOP = /^(by|over|for|in|within|during|if|when|after|before|as|and|or|but|with|across|among|amongst|through|throughout|at|from|under|given|while|because|so|to|that|each|every|per|the next|next)$/;
// "How fast will electric cars spread …": for these verbs the thing in question comes before the verb.
const SUBJECT_VERBS = /^(spread)$/;
const SUBJECT_STOP = /^(how|fast|quickly|slowly|far|will|would|could|can|might|may|do|does|did|is|are|the|a|an|of|many|much|when|why|what|if|and|or)$/;

/** "10,000" → 10000, "2.5" → 2.5; suffix words or letters scale it. */
export function parseNumber(raw: string, suffix?: string): number {
  const n = Number(raw.replace(/[,_\s]/g, ''));
  const s = (suffix ?? '').toLowerCase();
  if (s === 'k' || s === 'thousand') return n * 1e3;
  if (s === 'm' || s === 'mn' || s === 'million' || s === 'millions') return n * 1e6;
  if (s === 'b' || s === 'bn' || s === 'billion') return n * 1e9;
  return n;
}

const NUM = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const SCALE = String.raw`(?:\s*(k|m|mn|bn|thousand|million|millions|billion)\b)?`;

export function snake(words: string): string {
  const s = words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^[^a-z]+/, '');
  return s.slice(0, 40).replace(/_+$/, '') || 'value';
}

function detectTopic(text: string): Topic {
  let best: Topic = 'generic';
  let bestHits = 0;
  for (const [topic, re] of TOPICS) {
    const hits = text.match(re)?.length ?? 0;
    if (hits > bestHits) {
      best = topic;
      bestHits = hits;
    }
  }
  return best;
}

function populationsOf(text: string): Population[] {
  const out: Population[] = [];
  const seen = new Set<string>();
  const add = (noun: string, count: number | null) => {
    const n = noun.toLowerCase();
    if (seen.has(n)) {
      const p = out.find((x) => x.noun === n);
      if (p && p.count === null && count !== null) p.count = count;
      return;
    }
    seen.add(n);
    out.push({ noun: n, count, role: ORGANISATIONS.has(n) ? 'organisation' : 'individual' });
  };
  // "10,000 households", "2 million voters", "1 million social media users": the first known
  // noun within the next three words.
  const re = new RegExp(`${NUM}${SCALE}\\s+((?:[a-z][a-z-]*\\s*){1,3})`, 'gi');
  for (const m of text.matchAll(re)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 1), m.index ?? 0);
    if (before === '$' || before === '€' || before === '£') continue;
    const words = m[3].toLowerCase().trim().split(/\s+/);
    for (const w of words) {
      if (UNIT_WORDS[w] || NOT_POPULATION.has(w)) break;
      if (INDIVIDUALS.has(w) || ORGANISATIONS.has(w)) {
        add(w, parseNumber(m[1], m[2]));
        break;
      }
    }
  }
  // "a city of 300,000", "population of 2 million", "a town of 50k people"
  const city = new RegExp(`\\b(?:city|town|region|country|population|community|village|district|state)\\s+of\\s+${NUM}${SCALE}`, 'gi');
  for (const m of text.matchAll(city)) add('residents', parseNumber(m[1], m[2]));
  // Populations named without a number still count ("households and firms").
  for (const w of text.toLowerCase().match(/\b[a-z][a-z-]+\b/g) ?? []) {
    if (INDIVIDUALS.has(w) || ORGANISATIONS.has(w)) add(w, null);
  }
  return out;
}

function horizonOf(text: string): Horizon | null {
  const lower = text.toLowerCase();
  let cadence: StepUnit | null = null;
  for (const [w, u] of Object.entries(CADENCE_WORDS)) {
    if (new RegExp(`\\b${w}\\b(?!\\s+(lives|life|routines?|habits?|needs))`).test(lower)) {
      cadence = u;
      break;
    }
  }
  const perMatch = lower.match(/\b(?:per|each|every)\s+(day|week|month|quarter|year)\b/);
  if (!cadence && perMatch && !/\b\d+(\.\d+)?\s*%/.test(lower)) cadence = UNIT_WORDS[perMatch[1]];
  let span: { n: number; unit: StepUnit } | null = null;
  const re = new RegExp(`${NUM}[\\s-]*(days?|weeks?|months?|quarters?|years?|decades?)\\b`, 'gi');
  let best = -1;
  for (const m of lower.matchAll(re)) {
    const unitWord = m[2].toLowerCase();
    let n = parseNumber(m[1]);
    let unit = UNIT_WORDS[unitWord];
    if (unitWord.startsWith('decade')) n *= 10;
    // Prefer a horizon introduced by over/for/within/next; "age 40 years" is not one.
    const lead = lower.slice(Math.max(0, (m.index ?? 0) - 12), m.index ?? 0);
    const score = /(over|for|within|next|during|across|horizon|in|of|the)\s+(the\s+)?(next\s+|first\s+|coming\s+)?$/.test(lead) ? 2 : 1;
    if (/\bold\b/.test(lower.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 5))) continue;
    if (score > best && n > 0) {
      best = score;
      span = { n, unit };
    }
  }
  if (!span) {
    const word = lower.match(/\b(?:over|for|within|in|during)\s+(?:a|one|the next|the coming|the)\s+(day|week|month|quarter|year|decade)\b/);
    if (word) span = word[1] === 'decade' ? { n: 10, unit: 'year' } : { n: 1, unit: UNIT_WORDS[word[1]] };
  }
  if (!span && !cadence) return null;
  if (!span) return { unit: cadence!, steps: DEFAULT_STEPS[cadence!], explicit: true };
  let unit = span.unit;
  let steps = span.n;
  if (cadence && UNIT_ORDER.indexOf(cadence) < UNIT_ORDER.indexOf(unit)) {
    steps = Math.round((span.n * DAYS[span.unit]) / DAYS[cadence]);
    unit = cadence;
  }
  // A long horizon in a fine unit becomes a coarser unit rather than being cut short.
  while (steps > 1000 && unit !== 'year') {
    const next = UNIT_ORDER[UNIT_ORDER.indexOf(unit) + 1];
    steps = Math.round((steps * DAYS[unit]) / DAYS[next]);
    unit = next;
  }
  return { unit, steps: Math.min(1000, Math.max(1, Math.round(steps))), explicit: true };
}

export const DEFAULT_STEPS: Record<StepUnit, number> = { day: 120, week: 52, month: 24, quarter: 12, year: 10 };

function subjectNear(window: string): { subject: string; polarity: 1 | -1 } | null {
  for (const [re, subject, polarity] of SUBJECTS) if (re.test(window)) return { subject, polarity };
  return null;
}

function shocksOf(text: string): { shocks: Shock[]; initialShare: number | null; rate: number | null } {
  const lower = text.toLowerCase();
  const shocks: Shock[] = [];
  let initialShare: number | null = null;
  let rate: number | null = null;
  for (const m of lower.matchAll(/(\d+(?:\.\d+)?)\s*(%|percent\b|per cent\b)/g)) {
    const pct = Number(m[1]);
    const at = m.index ?? 0;
    const before = lower.slice(Math.max(0, at - 45), at);
    const after = lower.slice(at + m[0].length, at + m[0].length + 45);
    const clauseBefore = before.split(/[,;.]/).pop() ?? '';
    const clauseAfter = after.split(/[,;.]/)[0] ?? '';
    // "5% already own", "20% of households currently use" → initial share.
    if (/\b(already|currently|initially|today|at the start|to start)\b/.test(clauseAfter + ' ' + clauseBefore) || /^\s*of\s+(the\s+)?[a-z]+\s+(already|currently|use|own|have|are)\b/.test(clauseAfter)) {
      if (initialShare === null) initialShare = Math.min(1, pct / 100);
      continue;
    }
    // "churn 3% a month", "3% monthly churn", "infection rate of 5%" → a per-step rate.
    if (/\b(a|per|each|every)\s+(day|week|month|quarter|year)\b|\b(daily|weekly|monthly|quarterly|yearly|annual)\b/.test(clauseAfter.slice(0, 25)) || /\b(churn|attrition|infection|transmission|recovery|adoption|turnover|dropout|default)\s+(rate\s+)?(of\s+)?$/.test(clauseBefore)) {
      const sub = subjectNear(clauseBefore + ' ' + clauseAfter);
      if (!sub || /\b(churn|attrition|infection|transmission|recovery|adoption|turnover|dropout|default)\b/.test(clauseBefore + clauseAfter)) {
        if (rate === null) rate = Math.min(1, pct / 100);
        continue;
      }
    }
    const sub = subjectNear(clauseBefore.split(/\b(and|while|but|then)\b/).pop() + ' ' + clauseAfter) ?? subjectNear(clauseBefore + ' ' + clauseAfter);
    if (!sub) continue;
    const dir = (w: string) => (DOWN.test(w) ? -1 : UP.test(w) ? 1 : 0);
    // "a 25% discount" is a discount of +25, not a fall: the size words of the subject itself
    // say nothing about direction.
    const strip = (w: string) => (sub.polarity === 1 && /discount|subsid/.test(sub.subject) ? w.replace(/\b(discount|off|cheaper)\b/g, '') : w);
    let sign = dir(strip(clauseBefore.slice(-25) + ' ' + clauseAfter.slice(0, 15)));
    if (sign === 0) sign = dir(strip(clauseBefore + ' ' + clauseAfter));
    if (sign === 0) sign = sub.subject === 'discount' || sub.subject === 'subsidy' ? 1 : 1;
    if (shocks.some((s) => s.subject === sub.subject)) continue;
    shocks.push({ subject: sub.subject, pct: sign * pct, polarity: sub.polarity });
  }
  return { shocks, initialShare, rate };
}

const QUANTITY = String.raw`\$?${NUM}\s*(k|m|mn|bn|thousand|million|billion)?`;

function rangesOf(text: string): { ranges: Range[]; averages: Average[] } {
  const lower = text.toLowerCase();
  const ranges: Range[] = [];
  const averages: Average[] = [];
  const nameOf = (words: string) => {
    const ws = words.trim().split(/\s+/).filter((w) => !/^(an?|the|with|and|of|their|whose|has|have|is|are|where|s)$/.test(w));
    return ws.length ? snake(ws.slice(-2).join(' ')) : null;
  };
  const rangeRe = new RegExp(`([a-z][a-z ]{0,30}?)\\s+(?:between|from|ranging from|ranges from|of)\\s+${QUANTITY}\\s*(?:and|to|-|–)\\s*${QUANTITY}`, 'g');
  for (const m of lower.matchAll(rangeRe)) {
    const name = nameOf(m[1]);
    if (!name || UNIT_WORDS[name]) continue;
    let a = parseNumber(m[2], m[3]);
    let b = parseNumber(m[4], m[5] ?? m[3]);
    if (a > b) [a, b] = [b, a];
    if (!ranges.some((r) => r.name === name)) ranges.push({ name, min: a, max: b });
  }
  const avgRe = new RegExp(`\\b(?:average|mean|median|typical)\\s+([a-z][a-z ]{0,25}?)\\s+(?:of\\s+|is\\s+|around\\s+|about\\s+|=\\s*)?${QUANTITY}`, 'g');
  for (const m of lower.matchAll(avgRe)) {
    const name = nameOf(m[1]);
    if (!name) continue;
    if (!averages.some((a) => a.name === name)) averages.push({ name, mean: parseNumber(m[2], m[3]) });
  }
  const avgAfter = new RegExp(`\\b([a-z]+)\\s+(?:of\\s+)?${QUANTITY}\\s+on average\\b`, 'g');
  for (const m of lower.matchAll(avgAfter)) {
    const name = snake(m[1]);
    if (!averages.some((a) => a.name === name)) averages.push({ name, mean: parseNumber(m[2], m[3]) });
  }
  return { ranges, averages };
}

function behaviourOf(text: string): PromptFacts['behaviour'] {
  const lower = text.toLowerCase();
  const m = lower.match(BEHAVIOUR_VERBS);
  if (!m) return null;
  if (SUBJECT_VERBS.test(m[1])) {
    const before = lower.slice(0, m.index ?? 0).split(/[,.;:!?()]/).pop() ?? '';
    const subject: string[] = [];
    for (const w of before.trim().split(/\s+/).reverse()) {
      if (!w || SUBJECT_STOP.test(w) || /\d/.test(w) || subject.length >= 3) break;
      subject.unshift(w);
    }
    if (subject.length > 0) return { verb: m[1], object: subject.join(' ') };
  }
  const rest = lower.slice((m.index ?? 0) + m[0].length).split(/[,.;:!?()]/)[0];
  const words: string[] = [];
  for (const w of rest.trim().split(/\s+/)) {
    if (!w || OBJECT_STOP.test(w) || /\d/.test(w) || words.length >= 3) break;
    words.push(w);
  }
  const object = words.filter((w) => !/^(a|an|the|their|its|new)$/.test(w)).join(' ') || null;
  return { verb: m[1], object };
}

export function readPrompt(prompt: string): PromptFacts {
  const text = prompt.replace(/\s+/g, ' ').trim();
  const topic = detectTopic(text.toLowerCase());
  const { shocks, initialShare, rate } = shocksOf(text);
  const { ranges, averages } = rangesOf(text);
  return {
    text,
    topic,
    behaviour: behaviourOf(text),
    populations: populationsOf(text),
    horizon: horizonOf(text) ?? { unit: TOPIC_UNIT[topic], steps: DEFAULT_STEPS[TOPIC_UNIT[topic]], explicit: false },
    shocks,
    ranges,
    averages,
    initialShare,
    rate,
  };
}

export const TOPIC_UNIT: Record<Topic, StepUnit> = {
  epidemic: 'day',
  election: 'week',
  churn: 'month',
  workforce: 'month',
  traffic: 'day',
  finance: 'month',
  housing: 'quarter',
  education: 'month',
  information: 'day',
  supply: 'week',
  healthcare: 'week',
  climate: 'year',
  retail: 'week',
  energy: 'month',
  adoption: 'month',
  generic: 'month',
};
