import type { Intervention } from '../reader/types.js';
import { buildContagion, TRANSMISSION, type ContactLever } from './contagion.js';
import { binary, constant, GATE, logOdds, num, pct, round } from './kit.js';
import type { Mechanism } from './types.js';

/**
 * Epidemics: an SIR model with a one-step latent period, symptomatic and silent infections,
 * immunity at the start where the prompt states it, vaccination campaigns, contact changes
 * (school closures, distancing, masks, isolation) and, when the prompt speaks of hospitals,
 * the beds in use. Numbers and sources: docs/mechanisms.md "Epidemics".
 */

interface Disease {
  /** Concepts the prompt must all name ("a new flu strain": flu and pandemic). */
  keys: string[];
  name: string;
  r0: number;
  infectiousDays: number;
  symptomatic: number;
  immuneStart: number;
  /** Share infectious at the start where the disease circulates all the time (COVID-19); else a few cases seed it. */
  seedShare?: number;
  /** Share of cases needing a bed × days in bed / days infectious. */
  hospitalShare: number;
  sources: string;
  /** Share of the vaccinated the vaccine protects from infection. */
  vaccineEfficacy: number;
  /** Share vaccinated in a usual season, when vaccination is routine; immuneStart holds the share of them protected. */
  coverageToday?: number;
  /** The part of immuneStart from earlier infections (flu: past seasons), which a coverage asked about adds to. */
  priorImmune?: number;
  vaccineSource: string;
}

/** A new strain ("a new flu strain", "bird flu") or flu named with "pandemic". */
const PANDEMIC_FLU: Disease = { keys: ['pandemic_flu'], name: 'pandemic influenza', r0: 1.5, infectiousDays: 4, symptomatic: 0.6, immuneStart: 0, hospitalShare: 0.015, vaccineEfficacy: 0.6, vaccineSource: '2009 H1N1 vaccines 56–72%, Osterholm et al. 2012', sources: 'R0 1.3–1.7 for the 2009 H1N1 pandemic, Boëlle et al. 2011, up to about 2 in 1918, Mills et al. 2004; a new strain meets little immunity' };

const DISEASES: Disease[] = [
  { keys: ['measles'], name: 'measles', r0: 15, infectiousDays: 8, symptomatic: 0.95, immuneStart: 0.9, hospitalShare: 0.2, vaccineEfficacy: 0.97, vaccineSource: 'two MMR doses protect about 97%, CDC', sources: 'R0 12–18, Guerra et al. 2017; infectious about 8 days' },
  // Most people now carry some immunity from infection or vaccination: waves run at an effective R of about 1.35, not 3.
  { keys: ['covid'], name: 'COVID-19', r0: 3, infectiousDays: 7, symptomatic: 0.6, immuneStart: 0.55, seedShare: 0.002, hospitalShare: 0.04, vaccineEfficacy: 0.7, vaccineSource: 'about 70% against infection in the months after a dose, waning later', sources: 'R0 2.5–3.5 for early variants, Liu et al. 2020; most people now immune to some degree, so waves grow at an effective R of about 1.1–1.4' },
  { keys: ['norovirus'], name: 'norovirus', r0: 1.6, infectiousDays: 3, symptomatic: 0.7, immuneStart: 0.2, hospitalShare: 0.005, vaccineEfficacy: 0.5, vaccineSource: 'no licensed vaccine; a candidate is assumed to protect half', sources: 'community R about 1.5–2, Steele et al. 2020; immunity from earlier infections for about a fifth' },
  PANDEMIC_FLU,
  { ...PANDEMIC_FLU, keys: ['flu', 'pandemic'] },
  // The seasonal R of about 1.25 is seen with today's immunity in place: about 30% vaccinated
  // (assumed), half of them protected, and a fifth immune from earlier seasons (assumed), so 35%
  // start immune and R in a fully susceptible population is 1.25 / 0.65. Taken as 1.25 with nobody
  // immune, 30% vaccinated put the season near its threshold and a vaccination drive ended it
  // (50% vaccinated: 23.5% ill → 0.7%); a usual season now makes about 15% ill, near the 8–20% seen.
  { keys: ['flu'], name: 'influenza', r0: 1.92, infectiousDays: 4, symptomatic: 0.6, immuneStart: 0.35, priorImmune: 0.2, coverageToday: 0.3, hospitalShare: 0.012, vaccineEfficacy: 0.5, vaccineSource: 'seasonal flu vaccines protect 40–60% in a matched season, CDC', sources: 'a season grows at R about 1.2–1.4 with the immunity it meets, Biggerstaff et al. 2014; about a third of infections without symptoms, Carrat et al. 2008' },
];
/** "coverage drops from 95% to 85%", "von 95 % auf 85 %", "del 95 % al 85 %", "de 95 % à 85 %": both levels of a change of coverage. */
const FROM_TO = /\b(?:from|von|de|del|desde)\s+(\d+(?:[.,]\d+)?)\s*%\s*(?:to|auf|a|al|à|hasta)\s+(\d+(?:[.,]\d+)?)\s*%/i;

/** The coverage a vaccination change starts from, when the prompt gives both levels; null otherwise. */
/** A coverage that falls, in any of the four languages. */
const COVERAGE_FALLS = /(?<!\p{L})(falls?|fell|drops?|dropped|declines?|declined|decreases?|decreased|sinkt|sinken|gesunken|f[äa]llt|fallen|gefallen|baja|bajan|bajad[oa]|cae|caen|ca[ií]d[oa]|desciende|tombe|tombent|tomb[ée]e?|baisse|baissent|baiss[ée]e?|chute|chut[ée]e?)(?!\p{L})/iu;

function coverageFrom(iv: Intervention): number | null {
  const m = FROM_TO.exec(iv.text);
  if (!m || iv.change.kind !== 'share') return null;
  const [from, to] = [Number(m[1]!.replace(',', '.')) / 100, Number(m[2]!.replace(',', '.')) / 100];
  return Math.abs(to - iv.change.value) < 1e-9 && from !== to ? from : null;
}

const GENERIC: Disease = { keys: [], name: 'the infection', r0: 2, infectiousDays: 7, symptomatic: 0.7, immuneStart: 0, hospitalShare: 0.02, vaccineEfficacy: 0.7, vaccineSource: 'assumed for a generic vaccine', sources: 'a generic respiratory infection, R0 2' };

const CONTACTS: Record<string, ContactLever> = {
  school_closure: { variable: 'schools_closed', label: 'Schools closed: change in transmission (log)', reduction: 0.25 },
  distancing: { variable: 'distancing', label: 'Distancing or lockdown: change in transmission (log)', reduction: 0.5 },
  mask: { variable: 'masks', label: 'Masks: change in transmission (log)', reduction: 0.15 },
  quarantine: { variable: 'isolation', label: 'Isolation of cases: change in transmission (log)', reduction: 0.3 },
  // Community trials measure illness, which an outbreak near its threshold amplifies: 7% less
  // transmission cuts the cases of a seasonal outbreak (R about 1.2–1.3) by about a quarter, as they found.
  hygiene: { variable: 'hand_hygiene', label: 'Hand hygiene: change in transmission (log)', reduction: 0.07 },
  // "a new variant 30% more transmissible": transmission rises by the stated share (a third more when unsized, assumed).
  transmissible: { variable: 'variant', label: 'More transmissible variant: change in transmission (log)', reduction: -0.3 },
};

function premiseCoverage(ivs: Intervention[]): number | null {
  const v = ivs.find((iv) => iv.lever === 'vaccination' && iv.role === 'premise' && iv.change.kind === 'share' && !iv.compoundEveryDays);
  return v && v.change.kind === 'share' ? v.change.value : null;
}

const UNVACCINATED = /\b(?:unvaccinated|non-vaccinated|not vaccinated|unimmunised|unimmunized|ungeimpfte?[nrs]?|no vacunad[oa]s|sin vacunar|non vaccinée?s)\b/i;

/** Places a measure may be limited to, with their share of all contacts (assumed from POLYMOD, Mossong et al. 2008). */
const PLACES: Array<{ test: RegExp; where: string; share: number }> = [
  { test: /public transport|buses and trains|on (?:the )?(?:bus|buses|trains?|metro|tube|subway)|[öo]ffentlichen verkehrsmitteln|[öo]pnv|bus und bahn|transporte p[úu]blico|transports? en commun|dans les transports/i, where: 'public transport', share: 0.05 },
  { test: /in (?:shops|stores|supermarkets)|gesch[äa]ften|l[äa]den|supermärkten|en (?:las )?tiendas|en (?:los )?comercios|dans les (?:commerces|magasins)/i, where: 'shops', share: 0.1 },
  { test: /at work|in (?:the )?(?:office|offices|workplaces?)|am arbeitsplatz|im b[üu]ro|en el trabajo|en las oficinas|au travail|au bureau|en entreprise/i, where: 'workplaces', share: 0.2 },
];
function placeOf(iv: Intervention, gloss: Array<{ raw: string }>): { where: string; share: number } | null {
  // The words around the measure: "masks become mandatory on public transport", "in Bus und Bahn Maskenpflicht".
  const near = `${iv.text} ${gloss.slice(Math.max(0, iv.at - 5), iv.at + 10).map((g) => g.raw).join(' ')}`;
  return PLACES.find((p) => p.test.test(near)) ?? null;
}

export const epidemic: Mechanism = {
  id: 'epidemic',
  name: 'Epidemics with vaccination and capacity',
  cues: {
    epidemic: 4, flu: 4, pandemic_flu: 4, measles: 4, covid: 4, norovirus: 4, virus: 3, disease: 3, infect: 3, ill: 2, cases: 1.5, hospital: 1, quarantine: 2,
    vaccination: 1.5, immune: 2, pandemic: 2, school_closure: 1, distancing: 2, mask: 2, hygiene: 1,
  },
  // An outbreak needs a disease or its signs: "a hospital sees 300 patients a day" is no epidemic.
  // Organisations counted ("1,000 pharmacies offer vaccinations") do not fall ill: the question is what they do.
  affinity: (intent) => (intent.populations.length > 0 && intent.populations.every((p) => p.role === 'organisation') && !intent.populations.some((p) => /hospital|care home|krankenh|pflegeheim|hospitales|residencias|h[oô]pitaux|ehpad/i.test(p.noun)) ? -10 : 0),
  requires: ['epidemic', 'flu', 'pandemic_flu', 'measles', 'covid', 'norovirus', 'virus', 'disease', 'infect', 'ill', 'cases', 'quarantine', 'vaccination', 'immune', 'pandemic', 'distancing', 'mask', 'school_closure'],
  actors: ['residents', 'people', 'citizens', 'children', 'adults', 'pupils', 'students', 'seniors', 'patients', 'employees', 'workers', 'families', 'villagers', 'households'],
  defaultPopulation: { concept: 'residents', noun: 'residents', count: 100_000 },
  coarsestStep: 'day',
  defaultHorizon: { n: 120, unit: 'day' },
  build(ctx) {
    const d = DISEASES.find((x) => x.keys.every((k) => ctx.intent.concepts.has(k))) ?? GENERIC;
    const people = ctx.groups.reduce((s, g) => s + g.people, 0);
    const agents = ctx.groups.reduce((s, g) => s + g.agents, 0);
    const immuneLevel = ctx.intent.levels.find((l) => l.isShare && l.near.some((c) => c === 'immune' || c === 'vaccination'));
    // "85% are vaccinated": immune are those the vaccine protects (flu 40–60%, measles 97%).
    const ve = d.vaccineEfficacy;
    const covered = premiseCoverage(ctx.interventions);
    const prior = d.priorImmune ?? 0;
    const coverage = covered === null ? null : prior + covered * ve;
    // Coverage levels compared ("85% versus 95%", "if 30% are vaccinated"): the status quo starts
    // no higher than the lowest of them, so every level asked about changes something.
    const compared = ctx.interventions.filter((iv) => iv.lever === 'vaccination' && iv.role === 'scenario' && iv.change.kind === 'share' && !iv.compoundEveryDays);
    const lowest = compared.length ? Math.min(...compared.map((iv) => (iv.change.kind === 'share' ? iv.change.value : 1))) : 1;
    // "coverage drops from 95% to 85%": today is the level it starts from, and the option the one it reaches.
    // "coverage falls to 80%" with no level before it: it falls from today's usual coverage (measles: 90% immune).
    const fallsFromToday = (iv: Intervention) => !iv.levelOnly && iv.change.kind === 'share' && COVERAGE_FALLS.test(iv.text) && prior + iv.change.value * d.vaccineEfficacy < d.immuneStart ? round((d.immuneStart - prior) / d.vaccineEfficacy, 6) : null;
    const fromTo = compared.length === 1 ? coverageFrom(compared[0]!) ?? fallsFromToday(compared[0]!) : null;
    // "if 30% get vaccinated" against a flu season's usual 30%: nobody vaccinated is the status quo, so the coverage asked about changes something.
    const noneToday = d.coverageToday !== undefined && compared.length > 0 && fromTo === null && prior + lowest * ve <= d.immuneStart + 1e-9;
    // "2,000 unvaccinated children", "ungeimpfte Kinder": a population named as unvaccinated has only
    // the immunity of earlier infections, whatever the usual coverage.
    const unvaccinated = ctx.groups.length > 0 && ctx.groups.every((g) => UNVACCINATED.test(g.name));
    const immuneStart = unvaccinated && !immuneLevel && coverage === null ? prior : immuneLevel?.value ?? coverage ?? (fromTo !== null ? round(prior + fromTo * ve, 6) : noneToday ? prior : Math.min(d.immuneStart, prior + lowest * ve));
    const dropTo = fromTo !== null && compared[0]!.change.kind === 'share' && compared[0]!.change.value < fromTo ? compared[0]!.change.value : null;
    const casesLevel = ctx.intent.levels.find((l) => l.near.some((c) => c === 'infect' || c === 'cases' || c === 'ill') && !l.near.includes('immune'));
    const statedCases = casesLevel ? (casesLevel.isShare ? casesLevel.value * people : casesLevel.value) : null;
    const seeded = ctx.intent.seedCount && ctx.intent.seedCount < people ? ctx.intent.seedCount : null;
    const cases = statedCases ?? seeded ?? Math.max(3, Math.round(people * (d.seedShare ?? 0.0002)));
    const infectedStart = Math.min(0.5, Math.max(cases / people, 1 / agents));
    const hospital = ['hospital', 'capacity'].some((c) => ctx.intent.concepts.has(c));
    const c = buildContagion(
      ctx,
      {
        r0: d.r0,
        infectiousDays: d.infectiousDays,
        symptomatic: d.symptomatic,
        immuneStart,
        priorImmune: immuneLevel ? 0 : prior,
        infectedStart,
        hospitalShare: hospital ? d.hospitalShare : undefined,
        vaccineEfficacy: ve,
        labels: {
          infectious: 'Infectious now',
          immune: 'Immune (recovered or vaccinated)',
          everInfected: 'Has been infected',
          everIll: 'Has fallen ill',
          fallsIll: `Falls ill this ${ctx.unit}`,
          recovers: `Recovers this ${ctx.unit}`,
        },
      },
      CONTACTS,
      0.005,
    );
    const main = ctx.groups[0];
    const bedsLevel = ctx.intent.levels.find((l) => !l.isShare && l.near.includes('capacity'));
    const rEff = d.r0 * (1 - immuneStart);
    const assumptions = [
      `${d.name.charAt(0).toUpperCase()}${d.name.slice(1)}: each case infects ${d.r0} others in a fully susceptible population and stays infectious about ${d.infectiousDays} days (${d.sources}); ${pct(d.symptomatic)} of infections make people ill.`,
      `At the start ${pct(immuneStart)} are immune${unvaccinated && !immuneLevel && coverage === null ? ' (the prompt names them unvaccinated)' : immuneLevel || coverage !== null || (fromTo !== null && compared.length === 1 && coverageFrom(compared[0]!) !== null) || (compared.length === 1 && compared[0].levelOnly && Math.abs(immuneStart - lowest * ve) < 1e-9) ? ' (as the prompt says)' : compared.length >= 2 && Math.abs(immuneStart - lowest * ve) < 1e-9 ? ' (the lowest coverage the question compares)' : ' (assumed)'}, so each case infects about ${num(rEff)} others at first${rEff < 1 ? ': below 1, a large outbreak is unlikely' : ''}; ${num(cases)} ${cases === 1 ? 'person is' : 'people are'} infectious at the start${statedCases !== null || seeded !== null ? ' (as the prompt says)' : ' (assumed)'}.`,
      'Everyone mixes with everyone (no households or neighbourhoods); infection takes effect one step after contact (a short latent period).',
    ];
    if (ctx.interventions.some((iv) => iv.lever === 'school_closure')) assumptions.push('Closing schools cuts transmission by 25% while they are closed (school contacts are a quarter to a third of all contacts, Mossong et al. 2008, POLYMOD).');
    if (ctx.interventions.some((iv) => iv.lever === 'distancing')) assumptions.push('Distancing or a lockdown cuts transmission by 50% while in force unless the prompt says otherwise (Brauner et al. 2021 estimate 30–80% for combined measures).');
    if (ctx.interventions.some((iv) => iv.lever === 'hygiene')) assumptions.push('Hand hygiene (washing, sanitiser) cuts transmission by 7%: in a seasonal outbreak that removes about a quarter of the cases, as community trials found (Aiello et al. 2008: −31% for gastrointestinal and −21% for respiratory illness).');
    if (ctx.interventions.some((iv) => iv.lever === 'transmissible')) assumptions.push('A more transmissible variant raises transmission by the share the prompt gives from when it arrives (30% when no size is given, assumed), with the immunity the population already has unchanged.');
    if (ctx.interventions.some((iv) => iv.lever === 'quarantine')) assumptions.push('Isolating the sick cuts transmission by 30% while in force (assumed: those isolated once ill have already passed on part of it, Fraser et al. 2004).');
    if (ctx.interventions.some((iv) => iv.lever === 'mask')) assumptions.push('Masks cut transmission by 15% (Brauner et al. 2021 estimate about 19% for mask wearing).');
    // "if 60% wear masks": only those who comply cut their part of the transmission.
    for (const iv of ctx.interventions) {
      const cl = CONTACTS[iv.lever];
      if (cl && cl.reduction > 0 && iv.change.kind === 'share' && !TRANSMISSION.test(iv.text)) assumptions.push(`"${iv.text}" is read as the share who comply: only they cut their part, so transmission falls by ${pct(cl.reduction * iv.change.value, 1)}.`);
    }
    const placed = ctx.interventions.map((iv) => ((iv.lever === 'mask' || iv.lever === 'distancing') ? placeOf(iv, ctx.intent.gloss) : null)).find((x) => x !== null);
    if (placed) assumptions.push(`A measure limited to ${placed.where} covers only the contacts made there, about ${pct(placed.share)} of all contacts (assumed from POLYMOD, Mossong et al. 2008), so its effect is that share of the full one.`);
    for (const lever of ['mask', 'distancing', 'school_closure']) {
      const ivs = ctx.interventions.filter((iv) => iv.lever === lever);
      if (ivs.length && ivs.every((iv) => iv.change.kind === 'off')) assumptions.push(`"${ivs[0].leverText}" is in force at the start, since the question lifts it.`);
    }
    if (noneToday && !immuneLevel && coverage === null) {
      assumptions.push(`Nobody is vaccinated in the status quo, so that the coverage asked about changes something; ${pct(prior)} are immune from earlier seasons (assumed), and with about ${pct(d.coverageToday!)} vaccinated, as in a usual season, a season grows at the R of about ${num(d.r0 * (1 - d.immuneStart))} seen.`);
    } else if (d.coverageToday !== undefined && immuneStart === d.immuneStart && !immuneLevel && coverage === null) {
      assumptions.push(`About ${pct(d.coverageToday)} are vaccinated in a usual season (assumed; a fifth to a half by age, CDC, ECDC), ${pct(d.vaccineEfficacy)} of them protected, and ${pct(prior)} are immune from earlier seasons (assumed): with them a season grows at the R of about ${num(d.r0 * (1 - d.immuneStart))} seen.`);
    }
    if (ctx.interventions.some((iv) => iv.lever === 'vaccination')) {
      assumptions.push(`Vaccination makes a susceptible person immune; without a stated pace a campaign reaches 0.5% of the population a day; the vaccine protects ${pct(ve)} of the vaccinated (${d.vaccineSource}).`);
    }
    // A drop in coverage cannot be a campaign: in its first step a share of the vaccinated are left unprotected.
    const lost = dropTo !== null && fromTo !== null ? 1 - dropTo / fromTo : 0;
    if (lost > 0) {
      for (const g of c.groups) {
        g.variables.coverage_drop = constant(0, `Coverage falls: ${compared[0]!.text}`.slice(0, 120), '0 = no, 1 = yes');
        g.actions.loses_protection = binary(`Left unvaccinated as coverage falls`, `Left unvaccinated as coverage falls`, -GATE, { coverage_drop: round(GATE + logOdds(lost), 6) }, { immune: -1 });
      }
      assumptions.push(`Coverage falling from ${pct(fromTo!)} to ${pct(dropTo!)} is read as ${pct(lost)} of the vaccinated left unprotected at the start of the option.`);
    }
    if (hospital) assumptions.push(`About ${pct(d.hospitalShare, 1)} of the currently infectious occupy a hospital bed.`);
    const countable = ctx.intent.question.wants === 'count';
    return {
      label: `Outbreak of ${d.name}`,
      groups: c.groups,
      lever(iv) {
        // "if masks become mandatory": the mandate is the masks' own, said once by the mask measure (a setting of no effect keeps its words).
        if (iv.lever === 'mandate' && ctx.interventions.some((x) => (x.lever === 'mask' || x.lever === 'distancing') && x.group === iv.group)) {
          const m = ctx.interventions.find((x) => (x.lever === 'mask' || x.lever === 'distancing') && x.group === iv.group)!;
          return (c.lever(m) ?? []).map((x) => ({ ...x, value: 0, label: iv.text }));
        }
        // "masks mandatory on public transport": only the contacts made there are covered.
        const place = placeOf(iv, ctx.intent.gloss);
        if (place && (iv.lever === 'mask' || iv.lever === 'distancing' || iv.lever === 'mandate')) return c.lever(iv)?.map((x) => ({ ...x, value: round(x.value * place.share, 6) })) ?? null;
        if (iv.lever === 'vaccination' && iv.role === 'premise' && coverage !== null && iv.change.kind === 'share' && !iv.compoundEveryDays) return [];
        if (lost > 0 && iv.lever === 'vaccination' && (coverageFrom(iv) ?? fallsFromToday(iv)) === fromTo) return c.groups.map((g) => ({ target: `${g.id}.coverage_drop`, value: 1, neutral: 0, scale: 'level' as const, label: iv.text, steps: 1 }));
        return c.lever(iv);
      },
      // "85% versus 95% coverage": the run starts at the lowest level compared, which is the status quo.
      // "if coverage is 85%" alone, for measles (90% assumed today): the level asked about is the status
      // quo; an arm "to" it would change nothing. "rises to 95%", "falls to 85%" stay what-ifs.
      isStatusQuo: (iv) =>
        (compared.length >= 2 || (compared.length === 1 && iv.levelOnly === true)) && compared.includes(iv) && iv.change.kind === 'share' && Math.abs(iv.change.value * ve - immuneStart) < 1e-9,
      fallback: { group: main.id, action: 'falls_ill', demandSign: -1 },
      outcome: {
        target: hospital && ctx.intent.question.kind === 'probability_of_event' ? `${main.id}.in_hospital` : `${main.id}.has_been_ill`,
        label: hospital && ctx.intent.question.kind === 'probability_of_event' ? 'In hospital' : 'Has fallen ill',
        share: true,
        countTarget: `${main.id}.has_been_ill`,
        peakTarget: hospital ? `${main.id}.in_hospital` : `${main.id}.infectious`,
        defaultKind: countable ? 'level_at_end' : 'level_at_end',
        direction: 'above',
        threshold: hospital && bedsLevel ? bedsLevel.value / main.perAgent / main.agents : 0.1,
        expected: c.expectedIll,
      },
      assumptions,
    };
  },
};
