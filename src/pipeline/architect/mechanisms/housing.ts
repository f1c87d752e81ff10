import type { ActionSpec, AgentGroupConfig, VariableSpec } from '../../../domain/simulation-config.js';
import type { Intent, Intervention } from '../reader/types.js';
import { binary, constant, GATE, logOdds, lowerName, pct, perStepFromYear, RENT_FREEZE, round, shareState, shareUnit, statedRate } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Housing: tenants pay a rent that grows every year; a higher rent makes moving out (and
 * being pushed out) likelier; rent control holds the growth to a cap and reduces moves; new
 * supply lowers rents. When the prompt is about buying (mortgages, interest rates), renters
 * buy homes at a yearly rate that falls as interest rates rise. Landlords, when named, sell
 * up more often under rent control. Renters never "own homes" here: owning is a transition
 * out of renting. Numbers and sources: docs/mechanisms.md "Housing".
 */

/** Office or shop rents ("office rents", "Büromieten", "alquileres de oficinas", "loyers de bureaux"): a firm's cost, not a home's. */
const OFFICE_RENT = /office rents?|rents? (?:for|of) offices?|commercial rents?|b[üu]romiet\p{L}*|gewerbemiet\p{L}*|alquiler(?:es)? de (?:oficinas|locales)|loyers? (?:de |des )?bureaux|loyers? commerciaux/iu;
/** Moving into housing with care ("move into assisted living", "ziehen in betreutes Wohnen", "vivienda tutelada", "EHPAD"): a place taken up. */
const MOVES_INTO = /\bmove into (?:a |an |the )?(?:assisted|sheltered|care|retirement)|\bziehen in (?:ein(?:e|en)? )?(?:betreut\p{L}*|senioren\p{L}*|pflegeheim\p{L}*|altenheim\p{L}*)|\bse mudar[áa]n a (?:una |un )?(?:residencia de mayores|vivienda tutelada)|\bemm[ée]nager\p{L}* (?:dans|en) (?:une |un )?(?:r[ée]sidence (?:senior|autonomie)|ehpad)/iu;
const RENT_GROWTH = 0.03;
const MOVE_RATE = 0.12;
/** Households over 65 move about a third as often as others (English Housing Survey; assumed 4% a year). */
const SENIOR_MOVE_RATE = 0.04;
/** Log-odds of moving per unit of rent relative to today (a 10% rise: +28%). */
const MOVE_RENT = 2.5;
const RENT_CONTROL_MOVES = -0.25;
/** Tenants who fall behind on rent in a year at today's rent (assumed: about 3% of private and 9% of social renters in England are in arrears at a time, English Housing Survey 2019–20). */
const RENT_ARREARS_RATE = 0.05;
/** A rent named in any of the four languages, alone or in a compound ("Mietrückstand", "retard de loyer"). */
const RENT_WORD = /(?<!\p{L})(?:rents?|rental|alquiler(?:es)?|miet\p{L}*|loyers?)(?!\p{L})/iu;
/** Log-odds of falling behind per unit of relative rent: each 10% more to pay raises the odds by about 20%, as for mortgage payments (Fuster & Willen 2017). */
const ARREARS_RENT = Math.log(1.2) / 0.1;
const RENT_CAP = 0.02;
/** Lifting rent control: the jump of controlled rents towards market rents (assumed). */
const RENT_CATCH_UP = 0.1;
/** Rents fall by this share for each 1% more homes (supply elasticity of rents about −1). */
const SUPPLY_TO_RENT = 1;
const BUY_RATE = 0.04;
/** Log-odds of buying per percentage point of mortgage rate (about −12% a point). */
const BUY_RATE_WEIGHT = -0.13;
const LANDLORD_SELL = 0.04;
/**
 * Homeowners with a mortgage: what they may do as rates move. Yearly base rates and the change
 * in log-odds per percentage point on the mortgage rate (sources in docs/mechanisms.md "Housing").
 */
const OWNER_CHOICES = {
  default: { state: 'has_defaulted', label: 'Has fallen into arrears or default', act: 'Falls into arrears', base: 0.01, perPoint: 0.2, why: 'about 1% of mortgage holders fall 90 days or more into arrears in a normal year (FCA/UK Finance, NY Fed); a point on the rate raises a typical repayment by about 11%, and each 10% of payment raises default odds by about 20% (Fuster & Willen 2017)' },
  sell: { state: 'has_sold', label: 'Has sold the home', act: 'Sells the home', base: 0.05, perPoint: -0.1, why: 'about 5% of owner-occupied homes change hands a year; owners locked into cheaper fixed rates move about 9% less per point of rate gap (Fonseca & Liu 2023)' },
  refinance: { state: 'has_refinanced', label: 'Has refinanced the mortgage', act: 'Refinances', base: 0.1, perPoint: -0.5, why: 'about 10% of mortgages are refinanced a year at stable rates; refinancing falls by about 40% per point of rate rise (Freddie Mac, Agarwal et al. 2017)' },
} as const;
/** Consumer credit (cards, personal and car loans): variable rates, so a point reaches the payment at once but is a small part of it. */
const CREDIT_DEFAULT = { state: 'has_defaulted', label: 'Has fallen into arrears or default', act: 'Falls into arrears', base: 0.035, perPoint: 0.1, why: 'US card charge-offs run at 3–4% a year, Federal Reserve 2023–24; card rates are variable' };
const CREDIT = /\b(credit[- ]cards?|card (?:customers|holders)|cardholders|consumer (?:credit|loans?)|personal loans?|car loans?|auto loans?|kreditkart\w*|tarjetas? de cr[eé]dito|cartes? de cr[eé]dit)\b/i;
const LANDLORD_CONTROL = 0.4;

const AMENITIES = new Set(['transit_line', 'bike_lane', 'bus_lane']);
/** A grant paid for moving ("relocation grant", "Umzugsprämie", "ayuda a la mudanza", "aide au déménagement"). */
const RELOCATION = /(?<!\p{L})(?:relocation|moving|downsiz\p{L}*|umzug\p{L}*|umzugs\p{L}*|mudanza|traslado|d[ée]m[ée]nagement)(?!\p{L})/iu;
/** How hard such a grant pushes a move, as the rent rise that would push as hard (assumed). */
const RELOCATION_PUSH = 0.1;

/** Bills for energy or water, with no rent, mortgage or home in the prompt. */
const OTHER_BILLS = (intent: Intent): boolean => ['electricity', 'energy', 'heating', 'fuel', 'water'].some((c) => intent.concepts.has(c)) && !['rent', 'mortgage', 'home_purchase', 'rent_control', 'tenants', 'landlords', 'homeowners', 'housing', 'evict'].some((c) => intent.concepts.has(c));

export const housing: Mechanism = {
  id: 'housing',
  name: 'Housing: rents, supply and moves',
  // "l'entreprise offre une place de parking": an offer of something else is no housing supply without homes, rents or tenants.
  requires: ['home_purchase', 'rent', 'rent_control', 'housing', 'move', 'evict', 'afford', 'mortgage', 'tenants', 'landlords', 'homeowners', 'homes', 'default', 'refinance'],
  // "¿cuántos jóvenes se independizarán si el alquiler baja?": young people leaving their parents' home start renting;
  // a lower rent helps them, the opposite of tenants moving out under a rise.
  // "how many companies will offer remote work if office rents rise": a firm's office rent is a cost of working there, not a home's;
  // "how many seniors will move into assisted living if the city pays 200 euros": moving into a place taken up, not tenants leaving.
  // "fall behind on their energy bills": arrears on bills other than the home's are no mortgage or rent question.
  // "apply for housing benefit if we simplify the form": a benefit taken up, not rents and moves.
  affinity: (intent) => (intent.concepts.has('leave_home') || ((intent.concepts.has('programme') || intent.concepts.has('subsidy')) && intent.concepts.has('enrol')) || intent.concepts.has('move_away') || OFFICE_RENT.test(intent.text) || MOVES_INTO.test(intent.text) || OTHER_BILLS(intent) ? -10 : 0),
  cues: { home_purchase: 4, rent: 3.5, rent_control: 4, housing: 3, move: 2, evict: 3.5, afford: 2, mortgage: 3, interest_rate: 1, tenants: 3.5, landlords: 3.5, homeowners: 2.5, supply: 1, homes: 0.5, default: 1.5, refinance: 3 },
  actors: ['tenants', 'households', 'families', 'residents', 'people', 'homeowners', 'landlords', 'students', 'seniors'],
  defaultPopulation: { concept: 'tenants', noun: 'tenants', count: 10_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 5, unit: 'year' },
  build(ctx) {
    const cs = ctx.intent.concepts;
    // "How many of 6,000 landlords will sell if a rent cap is introduced": landlords alone are asked about (they ran as tenants moving out).
    if (ctx.groups.length === 1 && ctx.groups[0].concept === 'landlords') return landlordsAlone(ctx);
    // Homeowners with a mortgage do not buy: they fall behind, sell or refinance as rates move.
    // Tenants behind on rent are no owners, whatever word the rent hides in ("Mietrückstand", "dejar de pagar el alquiler").
    const rentNamed = cs.has('rent') || RENT_WORD.test(ctx.intent.text) || ctx.groups[0].concept === 'tenants';
    const owners = !rentNamed && (ctx.groups[0].concept === 'homeowners' || cs.has('default') || cs.has('refinance'));
    // "credit card customers default if rates rise": consumer credit, not mortgages.
    const credit = CREDIT.test(ctx.intent.text) && !cs.has('mortgage');
    const ownerChoice = credit ? CREDIT_DEFAULT : cs.has('refinance') ? OWNER_CHOICES.refinance : cs.has('default') ? OWNER_CHOICES.default : cs.has('sell') || cs.has('move') ? OWNER_CHOICES.sell : OWNER_CHOICES.default;
    const buying = !owners && (['mortgage', 'interest_rate'].some((c) => cs.has(c)) || cs.has('home_purchase')) && !cs.has('rent');
    // Tenants asked about falling behind ("fall behind on rent", "Mietrückstand", "impagos del alquiler", "impayés de loyer").
    const arrears = !owners && !buying && cs.has('default');
    const tenantsPlan = ctx.groups.find((g) => g.concept !== 'landlords') ?? ctx.groups[0];
    const landlordsPlan = ctx.groups.find((g) => g.concept === 'landlords' && g !== tenantsPlan);
    const g = tenantsPlan;
    const unit = shareUnit(g.name);
    const marketGrowthYear = statedRate(ctx.intent.rates, ['rent'], 365) ?? RENT_GROWTH;
    const marketStepGrowth = (1 + marketGrowthYear) ** (ctx.stepDays / 365) - 1;
    // "if rent control is lifted": it is in force today (rents grow at the cap), and the option ends it.
    const controlledToday = ctx.interventions.some((iv) => iv.lever === 'rent_control' && iv.change.kind === 'off');
    const cappedStepGrowth = (1 + RENT_CAP) ** (ctx.stepDays / 365) - 1;
    const stepGrowth = controlledToday ? Math.min(marketStepGrowth, cappedStepGrowth) : marketStepGrowth;
    const needs = new Set(ctx.interventions.map((iv) => iv.lever));
    const variables: Record<string, VariableSpec> = {};
    const actions: Record<string, ActionSpec> = {};
    const notes: string[] = [];
    let outcome: { target: string; label: string };
    if (owners) {
      const o = ownerChoice;
      variables[o.state] = shareState(0, o.label, unit);
      variables.mortgage_rate_change = constant(0, credit ? 'Interest rate on their debt compared with today' : 'Mortgage rate compared with today', 'percentage points');
      variables.price_change = constant(0, 'House prices compared with today', 'relative change');
      // Falling prices push owners into negative equity (more defaults) and hold back sales.
      actions.acts = binary(`${o.act} this ${ctx.unit}`, `${o.act} this ${ctx.unit}`, logOdds(perStepFromYear(o.base, ctx.stepDays)), { mortgage_rate_change: o.perPoint, price_change: o === OWNER_CHOICES.default ? -2 : o === CREDIT_DEFAULT ? 0 : 1, [o.state]: -GATE }, { [o.state]: 1 });
      notes.push(`${pct(o.base)} of ${lowerName(g.name)} a year: ${o.label.toLowerCase()} at today's rates (${o.why}); each percentage point on the ${credit ? 'interest rate' : 'mortgage rate'} changes the odds by ${o.perPoint > 0 ? '+' : '−'}${pct(Math.abs(Math.exp(o.perPoint) - 1))}.`);
      outcome = { target: `${g.id}.${o.state}`, label: o.label };
    } else if (buying) {
      variables.has_bought = shareState(0, 'Has bought a home', unit);
      variables.mortgage_rate_change = constant(0, 'Mortgage rate compared with today', 'percentage points');
      variables.price_change = constant(0, 'House prices compared with today', 'relative change');
      actions.buys_home = binary(`Buys a home this ${ctx.unit}`, `Buys a home this ${ctx.unit}`, logOdds(perStepFromYear(BUY_RATE, ctx.stepDays)), { mortgage_rate_change: BUY_RATE_WEIGHT, price_change: -1.5, has_bought: -GATE }, { has_bought: 1 });
      notes.push(`About ${pct(BUY_RATE)} of renting households buy a home each year; each percentage point on the mortgage rate lowers that by about ${pct(1 - Math.exp(BUY_RATE_WEIGHT))} (mortgage demand falls 10–15% a point in most estimates), and 10% higher prices by about 14%.`);
      outcome = { target: `${g.id}.has_bought`, label: 'Has bought a home' };
    } else {
      // Older people move far less often than renters at large.
      const seniors = ctx.intent.populations[0]?.concept === 'seniors';
      const moveRate = seniors ? SENIOR_MOVE_RATE : MOVE_RATE;
      if (seniors) notes.push(`Older people move far less often: about ${pct(SENIOR_MOVE_RATE)} a year (assumed; households over 65 move about a third as often as others, English Housing Survey).`);
      variables.rent_level = { ...constant(1, 'Rent compared with today (1 = today), yearly growth included', 'index'), growth: round(stepGrowth, 8) };
      variables.rent_change = constant(0, 'Extra change in rent from the scenario', 'relative change');
      if (needs.has('rent_control')) variables.rent_control = constant(controlledToday ? 1 : 0, 'Rent control in force', '0 = no, 1 = yes');
      if (arrears) {
        // "How many tenants will fall behind on rent if rents rise 8%": arrears, not moves, answer it.
        variables.has_fallen_behind = shareState(0, 'Has fallen behind on rent', unit);
        actions.falls_behind = binary(
          `Falls behind on rent this ${ctx.unit}`,
          `Falls behind on rent this ${ctx.unit}`,
          logOdds(perStepFromYear(RENT_ARREARS_RATE, ctx.stepDays)) - ARREARS_RENT,
          { rent_level: ARREARS_RENT, rent_change: ARREARS_RENT, has_fallen_behind: -GATE },
          { has_fallen_behind: 1 },
        );
      } else {
        variables.has_moved_out = shareState(0, 'Has moved out', unit);
        actions.moves_out = binary(
          `Moves out this ${ctx.unit}`,
          `Moves out this ${ctx.unit}`,
          logOdds(perStepFromYear(moveRate, ctx.stepDays)) - MOVE_RENT,
          { rent_level: MOVE_RENT, rent_change: MOVE_RENT, ...(needs.has('rent_control') ? { rent_control: RENT_CONTROL_MOVES } : {}), has_moved_out: -GATE },
          { has_moved_out: 1 },
        );
      }
      actions.rent_paid = { type: 'continuous', description: 'Rent paid compared with today (index)', label: 'Rent paid (1 = today)', unit: 'index', intercept: 0, weights: { rent_level: 1, rent_change: 1 }, noise: 0 };
      const growthSaid = `Rents grow ${pct(statedRate(ctx.intent.rates, ['rent'], 365) ?? RENT_GROWTH, 1)} a year${statedRate(ctx.intent.rates, ['rent'], 365) !== null ? ' (as the prompt says)' : ' (assumed, about the long-run average in Europe and the US)'}`;
      if (arrears) {
        notes.push(`${growthSaid}; about ${pct(RENT_ARREARS_RATE)} of tenants fall behind on rent in a year at today's rent (assumed: about 3% of private and 9% of social renters in England are in arrears at a time, English Housing Survey 2019–20).`);
        notes.push(`A rent 10% higher makes falling behind ${pct(Math.exp(ARREARS_RENT * 0.1) - 1)} likelier (assumed, as for mortgages: each 10% more to pay raises the odds of default by about 20%, Fuster & Willen 2017).`);
      } else {
        notes.push(`${growthSaid}; about ${pct(moveRate)} of tenants move out in a year at today's rent, and a rent 10% higher makes moving ${pct(Math.exp(MOVE_RENT * 0.1) - 1)} likelier (displacement studies, e.g. Asquith 2019).`);
      }
      if (ctx.interventions.some((iv) => (iv.lever === 'subsidy' || iv.lever === 'cash_transfer') && RELOCATION.test(iv.text))) notes.push(`A grant paid for moving pushes a move as a ${pct(RELOCATION_PUSH)} rent rise would (assumed; no calibrated estimate).`);
      if (needs.has('rent_control') && ctx.interventions.some((iv) => iv.lever === 'rent_control' && RENT_FREEZE.test(iv.text))) notes.push(`A rent freeze holds rents where they are, and makes tenants ${pct(1 - Math.exp(RENT_CONTROL_MOVES))} less likely to move, as rent control does (Diamond, McQuade & Qian 2019).`);
      else if (needs.has('rent_control')) notes.push(`Rent control holds rent growth to ${pct(RENT_CAP)} a year unless the prompt says otherwise, and makes tenants ${pct(1 - Math.exp(RENT_CONTROL_MOVES))} less likely to move (Diamond, McQuade & Qian 2019).`);
      if (controlledToday) notes.push(`Rent control is in force today; lifted, rents catch up ${pct(RENT_CATCH_UP)} towards market rents at once (assumed: controlled rents sit 10–20% below market ones) and then grow at the market's pace.`);
      if (needs.has('supply')) notes.push(`Each 1% more homes lowers rents by about ${SUPPLY_TO_RENT}% (supply elasticity of rents about −1; estimates range −0.5 to −2).`);
      outcome = arrears ? { target: `${g.id}.has_fallen_behind`, label: 'Has fallen behind on rent' } : { target: `${g.id}.has_moved_out`, label: 'Has moved out' };
    }
    const groups: AgentGroupConfig[] = [{ id: g.id, name: g.name, description: owners ? `${g.name} with a mortgage, as rates move` : buying ? `${g.name} who rent and may buy` : arrears ? `${g.name} paying rent, some falling behind` : `${g.name} paying rent and deciding whether to move`, number_of_agents: g.agents, variables, actions }];
    if (landlordsPlan) {
      const lv: Record<string, VariableSpec> = { has_sold: shareState(0, 'Has sold or left renting', shareUnit(landlordsPlan.name)) };
      const lw: Record<string, number> = { has_sold: -GATE };
      if (variables.rent_control) {
        lv.rent_control = constant(controlledToday ? 1 : 0, 'Rent control in force', '0 = no, 1 = yes');
        lw.rent_control = LANDLORD_CONTROL;
      }
      groups.push({
        id: landlordsPlan.id,
        name: landlordsPlan.name,
        description: `${landlordsPlan.name} deciding whether to sell or stop renting out`,
        number_of_agents: landlordsPlan.agents,
        variables: lv,
        actions: { sells_up: binary(`Sells or stops renting out this ${ctx.unit}`, 'Sells up', logOdds(perStepFromYear(LANDLORD_SELL, ctx.stepDays)), lw, { has_sold: 1 }) },
      });
      notes.push(`About ${pct(LANDLORD_SELL)} of landlords sell or stop renting out each year${variables.rent_control ? `; rent control makes that ${pct(Math.exp(LANDLORD_CONTROL) - 1)} likelier (Diamond, McQuade & Qian 2019 find 15% fewer rental units)` : ''}.`);
    }
    const target = (v: string) => `${g.id}.${v}`;
    const rel = (v: string, value: number, label: string): LeverSetting[] => [{ target: target(v), value: round(value, 6), neutral: 0, scale: 'relative', label }];
    const expectedRate = owners ? perStepFromYear(ownerChoice.base, ctx.stepDays) : buying ? perStepFromYear(BUY_RATE, ctx.stepDays) : perStepFromYear(arrears ? RENT_ARREARS_RATE : MOVE_RATE, ctx.stepDays);
    const expected: number[] = [];
    for (let t = 1; t <= ctx.steps; t++) expected.push(1 - (1 - expectedRate) ** t);
    // "a new metro line opens nearby and rents rise 10%": the amenity acts through the rent the prompt names with it.
    const amenityViaRent = ctx.interventions.some((x) => AMENITIES.has(x.lever)) && ctx.interventions.some((x) => x.lever === 'rent');
    return {
      label: owners && credit ? 'Borrowers falling into arrears' : owners ? `Homeowners under mortgage rates: ${ownerChoice.act.toLowerCase().replace(/^falls/, 'falling').replace(/^sells/, 'selling').replace(/^refinances/, 'refinancing')}` : buying ? 'Home buying' : arrears ? 'Rents and arrears' : 'Rents and moves',
      groups,
      lever(iv: Intervention) {
        const c = iv.change;
        switch (iv.lever) {
          // "a new metro line opens nearby and rents rise 10%": an amenity acts through the rents it brings, which the prompt names.
          case 'transit_line':
          case 'bike_lane':
          case 'bus_lane':
            return amenityViaRent ? [] : null;
          case 'rent':
            if (buying || owners) return null;
            // "if rents rise 10% a year": the rent grows at that rate instead of today's trend, so the
            // scenario's extra is what compounds on top of the trend the baseline already has.
            if (c.kind === 'relative' && iv.compoundEveryDays && c.value > 0) {
              const years = iv.compoundEveryDays / 365;
              const own = (1 + c.value) ** (1 / years) - 1;
              const growthPerStep = ((1 + own) / (1 + marketGrowthYear)) ** (ctx.stepDays / 365) - 1;
              return [{ target: target('rent_change'), value: c.value, neutral: 0, scale: 'relative', label: iv.text, growthPerStep }];
            }
            if (c.kind === 'relative') return rel('rent_change', c.value, iv.text);
            if (c.kind === 'share') return rel('rent_change', c.value, iv.text);
            return null;
          case 'rent_control': {
            if (buying || owners) return null;
            if (c.kind === 'off') {
              if (!controlledToday) return null;
              const out: LeverSetting[] = [
                { target: target('rent_change'), value: RENT_CATCH_UP, neutral: 0, scale: 'relative', label: iv.text, growthPerStep: Math.max(0, (1 + marketStepGrowth) / (1 + stepGrowth) - 1) },
                { target: target('rent_control'), value: 0, neutral: 1, scale: 'level', label: iv.text },
              ];
              if (landlordsPlan) out.push({ target: `${landlordsPlan.id}.rent_control`, value: 0, neutral: 1, scale: 'level', label: iv.text });
              return out;
            }
            // "if rents are frozen": held where they are.
            const cap = c.kind === 'share' ? c.value : c.kind === 'relative' ? Math.abs(c.value) : RENT_FREEZE.test(iv.text) ? 0 : RENT_CAP;
            const growth = ((1 + cap) / (1 + (stepGrowth + 1) ** (365 / ctx.stepDays) - 1)) ** (ctx.stepDays / 365) - 1;
            const out: LeverSetting[] = [
              { target: target('rent_change'), value: 0, neutral: 0, scale: 'relative', label: iv.text, growthPerStep: Math.min(0, growth) },
              { target: target('rent_control'), value: 1, neutral: 0, scale: 'level', label: iv.text },
            ];
            if (landlordsPlan) out.push({ target: `${landlordsPlan.id}.rent_control`, value: 1, neutral: 0, scale: 'level', label: iv.text });
            return out;
          }
          case 'supply': {
            if (buying || owners) return rel('price_change', -(c.kind === 'relative' || c.kind === 'share' ? Math.abs(c.value) : c.kind === 'count' ? c.value / g.people : 0.05) * SUPPLY_TO_RENT, iv.text);
            const share = c.kind === 'relative' || c.kind === 'share' ? Math.abs(c.value) : c.kind === 'count' ? c.value / g.people : 0.05;
            return rel('rent_change', -share * SUPPLY_TO_RENT, iv.text);
          }
          case 'subsidy':
          case 'cash_transfer':
            if (owners) return [{ target: target('mortgage_rate_change'), value: -1, neutral: 0, scale: 'level', label: iv.text }];
            if (buying) return null;
            // "a 10,000 euro relocation grant", "Umzugsprämie": money paid for moving pushes a move, as a rent rise does.
            if (RELOCATION.test(iv.text)) return rel('rent_change', RELOCATION_PUSH, iv.text);
            return rel('rent_change', -(c.kind === 'share' || c.kind === 'relative' ? Math.abs(c.value) : 0.1), iv.text);
          case 'interest_rate':
            if (!buying && !owners) return null;
            if (c.kind === 'points') return [{ target: target('mortgage_rate_change'), value: c.value, neutral: 0, scale: 'level', label: iv.text }];
            if (c.kind === 'relative') return [{ target: target('mortgage_rate_change'), value: c.value * 5, neutral: 0, scale: 'level', label: iv.text }];
            return null;
          case 'price':
            if (!buying && !owners) return null;
            return c.kind === 'relative' ? rel('price_change', c.value, iv.text) : null;
          default:
            return null;
        }
      },
      fallback: { group: g.id, action: owners ? 'acts' : buying ? 'buys_home' : arrears ? 'falls_behind' : 'moves_out', demandSign: owners ? (ownerChoice === OWNER_CHOICES.default ? -1 : 1) : buying ? 1 : -1 },
      outcome: { ...outcome, share: true, defaultKind: 'level_at_end', direction: 'above', threshold: 0.25, expected },
      assumptions: [
        ...notes,
        ...(amenityViaRent
          ? ['A new line or lane nearby is read through the rent change the prompt names with it; it has no effect of its own on moving (assumed).']
          : []),
      ],
    };
  },
};

/** Landlords asked about alone: each year a few sell or stop renting out, more under rent control. */
function landlordsAlone(ctx: Parameters<Mechanism['build']>[0]): ReturnType<Mechanism['build']> {
  const g = ctx.groups[0];
  const controlledToday = ctx.interventions.some((iv) => iv.lever === 'rent_control' && iv.change.kind === 'off');
  const controlled = ctx.interventions.some((iv) => iv.lever === 'rent_control');
  const variables: Record<string, VariableSpec> = { has_sold: shareState(0, 'Has sold or left renting', shareUnit(g.name)) };
  const weights: Record<string, number> = { has_sold: -GATE };
  if (controlled) {
    variables.rent_control = constant(controlledToday ? 1 : 0, 'Rent control in force', '0 = no, 1 = yes');
    weights.rent_control = LANDLORD_CONTROL;
  }
  const rate = perStepFromYear(LANDLORD_SELL, ctx.stepDays);
  return {
    label: 'Landlords selling up',
    groups: [{
      id: g.id, name: g.name, description: `${g.name} deciding whether to sell or stop renting out`, number_of_agents: g.agents, variables,
      actions: { sells_up: binary(`Sells or stops renting out this ${ctx.unit}`, 'Sells up', logOdds(rate) - (controlledToday ? LANDLORD_CONTROL : 0), weights, { has_sold: 1 }) },
    }],
    lever(iv: Intervention) {
      if (iv.lever !== 'rent_control' || !controlled) return null;
      return [{ target: `${g.id}.rent_control`, value: iv.change.kind === 'off' ? 0 : 1, neutral: controlledToday ? 1 : 0, scale: 'level', label: iv.text }];
    },
    // A charge on landlords (a tax, higher rates) pushes selling; a help to them holds it back.
    fallback: { group: g.id, action: 'sells_up', demandSign: -1 },
    outcome: { target: `${g.id}.has_sold`, label: 'Has sold or left renting', share: true, defaultKind: 'level_at_end', direction: 'above', threshold: 0.1, expected: Array.from({ length: ctx.steps }, (_, t) => 1 - (1 - rate) ** (t + 1)) },
    assumptions: [`About ${pct(LANDLORD_SELL)} of landlords sell or stop renting out each year${controlled ? `; rent control makes that ${pct(Math.exp(LANDLORD_CONTROL) - 1)} likelier (Diamond, McQuade & Qian 2019 find 15% fewer rental units)` : ''}.`],
  };
}

