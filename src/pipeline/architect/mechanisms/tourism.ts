import type { VariableSpec } from '../../../domain/simulation-config.js';
import type { Intervention } from '../reader/types.js';
import { binary, constant, GATE, lowerName, num, pct, round, shareState, shareUnit } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Visitors and what a stay costs: "how many tourists will stay away if a tourist tax of 5 euros a
 * night is brought in". The visitors of a year each plan their next trip within the year (a
 * quarter of those yet to decide each month); at a stay dearer by Δp, a share 1 − (1 + Δp)^ε of
 * them go elsewhere, with a price elasticity of tourism demand ε of about −0.8. A tax per night is
 * read against what a visitor spends a night. Those who stay away do not come back within the
 * horizon; without a change nobody stays away on its account. Numbers and sources:
 * docs/mechanisms.md "Visitors and tourist taxes".
 */

/** Price elasticity of tourism demand (assumed; most estimates lie between −0.5 and −1.5, Peng, Song, Crouch & Witt 2015). */
const ELASTICITY = -0.8;
/** What a visitor spends a night on lodging, food and the rest, in the prompt's currency (assumed). */
const SPEND_PER_NIGHT = 100;
/** Today's tax a night, where a prompt moves one it does not size ("the tourist tax doubles") (assumed). */
const TAX_TODAY = 3;
/** Share of visitors yet to decide who plan their next trip each month: nearly all within a year. */
const PLAN_MONTHLY = 0.25;
/** Lodging's share of what a visitor spends, for "hotel prices rise 10%" (assumed). */
const LODGING_SHARE = 0.4;
/** "hotel prices", "Übernachtungspreise", "precio del hotel", "prix des hôtels": what lodging costs. */
const LODGING = /hotel|lodging|accommodation|room|[üu]bernachtung|unterkunft|alojamiento|habitaci|h[ée]bergement|chambre|nuit[ée]e/i;
/** "a tax of 5 euros per night": the charge named by the night (or by the stay). */
const PER_NIGHT = /night|nacht|noche|nuit|[üu]bernachtung|pernocta/i;
const TAXED = new Set(['tax', 'fee', 'toll']);
/** "How many will (still) come", "visiteront", "vendrán", "kommen": those who keep coming, the complement. */
const COME = /(?<!\p{L})(?:come|visit|vendr[aá]n|visitar[aá]n|viendront|visiteront|kommen|besuchen)(?!\p{L})(?!\s+(?:nicht|no|not|pas|plus)\b)/iu;
/** "to", "auf", "a", "à": a new level of the charge, in the asker's language ("a tax" is an article in English). */
const TO: Record<string, RegExp> = { en: /(?<!\p{L})to(?!\p{L})/iu, de: /(?<!\p{L})auf(?!\p{L})/iu, es: /(?<!\p{L})a(?!\p{L})/iu, fr: /(?<!\p{L})à(?!\p{L})/iu };
/** A charge brought in, not raised: "is introduced", "einführt", "se introduce", "instaurée". */
const BROUGHT_IN = /introduc|einf[üu]hr|instaur|brought in|new /i;

/** Holiday flats and short-term rentals, in the four languages. */
const SHORT_LET = /(?<!\p{L})(?:holiday (?:flats?|lets?|rentals?|apartments?)|short-term (?:rentals?|lets?)|airbnbs?|vacation rentals?|ferienwohnung\p{L}*|ferienapartment\p{L}*|pisos? tur[íi]sticos?|viviendas? (?:de uso )?tur[íi]stic[oa]s?|apartamentos? tur[íi]sticos?|alquileres? tur[íi]sticos?|meubl[ée]s? de tourisme|locations? saisonni[èe]res?|locations? de courte dur[ée]e)(?!\p{L})/iu;
/** Share of tourist beds in holiday flats, and the share of their guests who find another bed (assumed). */
const SHORT_LET_BEDS = 0.2;
const SHORT_LET_REHOUSED = 0.5;

export const tourism: Mechanism = {
  id: 'tourism',
  name: 'Visitors and tourist taxes',
  requires: ['tourists'],
  cues: { tourists: 5, stay_away: 3, tax: 1, fee: 1 },
  actors: ['tourists'],
  defaultPopulation: { concept: 'tourists', noun: 'visitors', count: 100_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 12, unit: 'month' },
  // "How many of 1 million visitors will come if hotel prices rise 15%": visitors and what a stay costs are the topic.
  affinity: (intent) => (intent.populations[0]?.concept === 'tourists' && intent.interventions.some((iv) => TAXED.has(iv.lever) || iv.lever === 'price') ? 2 : 0),
  build(ctx) {
    const g = ctx.groups[0];
    const unit = shareUnit(g.name);
    const step = ctx.stepDays / 30.4;
    // Deciding is spread over the year: a quarter of those yet to decide each month.
    const plan = 1 - (1 - PLAN_MONTHLY) ** step;
    const coming = !ctx.intent.concepts.has('stay_away') && COME.test(ctx.intent.text.split(/\b(?:if|wenn|si|falls)\b/i)[0] ?? '');
    const variables: Record<string, VariableSpec> = {
      stays_away: shareState(0, 'Stays away', unit),
      ...(coming ? { still_comes: shareState(1, 'Still coming', unit) } : {}),
      // Log of the share who decide this step and go elsewhere: it falls as fewer are left to decide.
      pull: { ...constant(-GATE, 'Pull to go elsewhere (log-odds, fading as visitors decide)', 'log-odds'), drift: round(Math.log(1 - plan), 6) },
    };
    const notes = [
      `The ${num(g.people)} ${lowerName(g.name)} each plan their next trip within the year (${pct(PLAN_MONTHLY)} of those yet to decide each month); without a change none stay away on its account, and those who stay away do not come back within the horizon.`,
      `A stay dearer by 10% sends about ${pct(1 - 1.1 ** ELASTICITY)} of them elsewhere (price elasticity of tourism demand about ${String(ELASTICITY).replace('-', '−')}, assumed; most estimates lie between −0.5 and −1.5, Peng, Song, Crouch & Witt 2015).`,
    ];
    if (ctx.interventions.some((iv) => TAXED.has(iv.lever) && (iv.change.kind === 'amount' || iv.change.kind === 'relative' || iv.change.kind === 'on'))) {
      notes.push(`A charge per night is read against about ${SPEND_PER_NIGHT} a visitor spends a night on lodging, food and the rest (assumed); where the prompt moves today's tax without sizing it, today's is taken as ${TAX_TODAY} a night (assumed).`);
    }
    if (ctx.interventions.some((iv) => iv.lever === 'ban' && SHORT_LET.test(iv.text))) {
      notes.push(`A ban on holiday flats takes away their beds, ${pct(SHORT_LET_BEDS)} of a city's tourist beds (assumed; short-term rentals hold about a fifth of them in many European city centres), and half of their guests find no other bed and stay away (assumed).`);
    }
    if (ctx.interventions.some((iv) => iv.lever === 'price' && LODGING.test(iv.text))) notes.push(`Lodging is taken as ${pct(LODGING_SHARE)} of what a visitor spends (assumed).`);

    /** The stay's price change as a share, or null when the change says nothing of it. */
    const priceChange = (iv: Intervention): number | null => {
      const c = iv.change;
      if (TAXED.has(iv.lever)) {
        // "a tax of 5 euros a night", "rises to 4 euros a night" (from an assumed 3), "doubles" (of an assumed 3).
        if (c.kind === 'amount') {
          const perStay = !PER_NIGHT.test(iv.text);
          const rise = c.from !== undefined ? c.value - c.from : c.by !== undefined ? c.by * c.value : (TO[ctx.intent.language] ?? TO.en).test(iv.text) && !BROUGHT_IN.test(iv.text) ? c.value - TAX_TODAY : c.value;
          // A charge per stay is spread over a typical stay of three nights (assumed).
          return rise / (SPEND_PER_NIGHT * (perStay ? 3 : 1));
        }
        if (c.kind === 'relative') return (TAX_TODAY * c.value) / SPEND_PER_NIGHT;
        if (c.kind === 'on') return TAX_TODAY / SPEND_PER_NIGHT;
        if (c.kind === 'off') return -TAX_TODAY / SPEND_PER_NIGHT;
        return null;
      }
      if (iv.lever === 'price' && c.kind === 'relative') return LODGING.test(iv.text) ? LODGING_SHARE * c.value : c.value;
      return null;
    };
    const target = (v: string) => `${g.id}.${v}`;
    return {
      label: 'Visitors staying away',
      groups: [
        {
          id: g.id,
          name: g.name,
          description: `${g.name} planning their next trip`,
          number_of_agents: g.agents,
          variables,
          actions: { goes_elsewhere: binary(`Goes elsewhere this ${ctx.unit}`, `Goes elsewhere this ${ctx.unit}`, 0, { pull: 1, stays_away: -GATE }, coming ? { stays_away: 1, still_comes: -1 } : { stays_away: 1 }) },
        },
      ],
      lever(iv: Intervention): LeverSetting[] | null {
        const dp = priceChange(iv);
        // "si se prohíben los pisos turísticos": the beds they offered go, and those who stayed in them and find no other bed stay away.
        const shortLetsBanned = iv.lever === 'ban' && iv.change.kind !== 'off' && SHORT_LET.test(iv.text);
        if (dp === null && !shortLetsBanned) return null;
        // The share of those who decide this step and go elsewhere, as log-odds: (1 − (1 + Δp)^ε) of the planners.
        const away = shortLetsBanned ? SHORT_LET_BEDS * (1 - SHORT_LET_REHOUSED) : 1 - (1 + Math.max(-0.9, dp!)) ** ELASTICITY;
        const h = plan * away;
        if (h <= 0) return [];
        return [{ target: target('pull'), value: round(Math.log(h / (1 - h)), 6), neutral: -GATE, scale: 'level', label: iv.text }];
      },
      fallback: { group: g.id, action: 'goes_elsewhere', demandSign: -1 },
      outcome: coming
        ? { target: target('still_comes'), label: 'Still coming', share: true, defaultKind: 'level_at_end', direction: 'below', expected: Array.from({ length: ctx.steps }, () => 1) }
        : { target: target('stays_away'), label: 'Stays away', share: true, defaultKind: 'level_at_end', direction: 'above', expected: Array.from({ length: ctx.steps }, () => 0) },
      assumptions: notes,
    };
  },
};
