import type { VariableSpec } from '../../../domain/simulation-config.js';
import type { Intervention } from '../reader/types.js';
import { binary, constant, GATE, logOdds, lowerName, MINIMUM_WAGE, minimumWageRiseOf, minimumWageTodayNote, pct, perStepFromYear, round, shareState, shareUnit, statedRate, taste, TASTE_CORRECTION } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Business closures under cost shocks: each step some firms close (the yearly exit rate of
 * their trade); a cost that rises eats into a thin profit margin, and the share of the margin
 * it takes raises the odds of closing. Wages, rent, energy and inputs weigh differently by
 * trade (labour is a third of a restaurant's sales, energy a twentieth); support schemes
 * lower the odds. Closed firms do not reopen within the horizon. Numbers and sources:
 * docs/mechanisms.md "Business closures".
 */

interface Trade {
  test: (text: string, concepts: Set<string>) => boolean;
  /** "restaurants", for labels. */
  what: string;
  /** Share closing per year at today's costs. */
  exit: number;
  /** Cost shares of sales. */
  labour: number;
  rent: number;
  energy: number;
  inputs: number;
  /** Pre-tax profit margin on sales. */
  margin: number;
  /** Share of the wage bill paid at or near the minimum wage. */
  minimumWageShare: number;
  /** What the inputs are, in words. */
  inputsAre: string;
  /** Debt as a share of a year's sales, where it differs from DEBT_SHARE (land makes farms borrow about a year's sales). */
  debt?: number;
  debtSources?: string;
  /** Direct payments (farm subsidies paid whatever is produced) as a share of sales, where a trade gets them. */
  payments?: number;
  paymentsSources?: string;
  /** Where the exit rate and the cost shares come from. */
  exitSources: string;
  costSources: string;
}

const TRADES: Trade[] = [
  // Fishing: fuel is the largest cost after the crew's share (STECF Annual Economic Report on the EU fishing fleet).
  {
    test: (t, cs) => cs.has('boats') || cs.has('fishers') || /\b(fishing|fisher\w*|trawler\w*|pesca\w*|p[eê]che\w*|fischer\w*|fischerei)\b/i.test(t),
    what: 'fishing boats', exit: 0.04, labour: 0.3, rent: 0.02, energy: 0.2, inputs: 0.15, margin: 0.1, minimumWageShare: 0.2, inputsAre: 'gear, ice and upkeep',
    exitSources: 'assumed: the EU fleet shrinks by about 2% a year net, STECF', costSources: 'STECF Annual Economic Report on the EU fishing fleet: fuel 10–30% of revenue',
  },
  {
    test: (t, cs) => cs.has('dining') || /\b(restaurant|caf[eé]s?|coffee|bars|pubs|hotels?|hospitality|gastronom|bistro|bakeries|bakery)/i.test(t),
    what: 'restaurants', exit: 0.1, labour: 0.32, rent: 0.08, energy: 0.05, inputs: 0.3, margin: 0.05, minimumWageShare: 0.6, inputsAre: 'food and drink',
    exitSources: 'BLS Business Employment Dynamics; more in their first years, Parsa et al. 2005', costSources: 'National Restaurant Association: pre-tax margins 3–6%',
  },
  {
    test: (t, cs) => cs.has('farms') || cs.has('farmers') || cs.has('herders') || /\bfarm|agricult|landwirt|granj|\bfermes?\b/i.test(t),
    what: 'farms', exit: 0.03, labour: 0.1, rent: 0.12, energy: 0.07, inputs: 0.35, margin: 0.1, minimumWageShare: 0.3, inputsAre: 'fertiliser, feed and seed', debt: 1, debtSources: 'US farm debt is about a year of gross cash farm income, USDA ERS',
    payments: 0.07, paymentsSources: 'EU CAP direct payments of about 38 billion euros a year against about 530 billion of agricultural output, European Commission 2022',
    exitSources: 'USDA Census of Agriculture: farm numbers fall 1–2% a year net', costSources: 'USDA ERS farm cost shares',
  },
  {
    test: (t) => /\b(shops?|stores?|retail\w*|boutiques?|tiendas?|comercios?|l[aä]den|gesch[aä]ft\w*|einzelh[aä]nd\w*|magasins?|commer[cç]\w*)\b/i.test(t),
    what: 'shops', exit: 0.08, labour: 0.12, rent: 0.08, energy: 0.02, inputs: 0.65, margin: 0.04, minimumWageShare: 0.5, inputsAre: 'goods bought for resale',
    exitSources: 'BLS Business Employment Dynamics', costSources: 'typical retail accounts: margins 2–5%',
  },
  {
    test: (t) => /\b(factor(?:y|ies)|manufactur\w*|plants|industr\w*|fabri\w*|usines?|werke?)\b/i.test(t),
    what: 'manufacturers', exit: 0.05, labour: 0.22, rent: 0.03, energy: 0.06, inputs: 0.5, margin: 0.07, minimumWageShare: 0.1, inputsAre: 'materials',
    exitSources: 'BLS Business Employment Dynamics', costSources: 'energy 2–10% by industry',
  },
];
const GENERIC: Trade = {
  test: () => true, what: 'businesses', exit: 0.08, labour: 0.25, rent: 0.07, energy: 0.03, inputs: 0.4, margin: 0.07, minimumWageShare: 0.3, inputsAre: 'supplies',
  exitSources: 'BLS Business Employment Dynamics', costSources: 'typical small-business accounts: margins 5–10%',
};

/**
 * Log-odds of closing per unit of the profit margin a cost rise takes (0.5 = half the margin).
 * Luca & Luca (2019): a $1 rise in the minimum wage raised the exit odds of a median (3.5-star)
 * restaurant by about 14%; with the shares above that is about a third of the margin.
 */
const MARGIN_WEIGHT = 0.4;
/** Log-odds of closing while a support scheme (grants, loans, wage subsidies) runs. */
const SUPPORT_WEIGHT = -0.5;
/** Share of sales a large rival opening nearby takes (assumed: nearby incumbents lose roughly 5–20% of customers within a year). */
const RIVAL_SALES_LOSS = 0.1;
/** Levers that raise a business's costs or cut its sales. */
const COST_LEVERS = new Set(['price', 'wage', 'rent', 'electricity_price', 'fuel_price', 'tax', 'interest_rate', 'sales', 'tariff', 'commission']);
/** A delivery or marketplace platform's commission today when the prompt gives none (delivery apps take 15–30% of an order; the full service is about 30%). */
const PLATFORM_COMMISSION_TODAY = 0.3;
/** Share of a business's sales made through platforms that charge a commission (assumed: about a fifth of a restaurant's sales come through delivery apps where it uses them). */
const PLATFORM_SALES_SHARE = 0.2;
/** A commission that moves, in points of the orders it is taken on: "from 30% to 35%" is 0.05. */
function commissionRise(iv: Intervention): number | null {
  const c = iv.change;
  const from = /\b(?:from|de|del|von)\s+(\d+(?:[.,]\d+)?)\s*%/i.exec(iv.text);
  const old = c.kind === 'share' && c.from !== undefined ? c.from : from ? Number(from[1].replace(',', '.')) / 100 : PLATFORM_COMMISSION_TODAY;
  const next = c.kind === 'share' ? c.value : c.kind === 'points' ? old + c.value / 100 : c.kind === 'relative' ? old * (1 + c.value) : c.kind === 'off' ? 0 : null;
  return next === null || next >= 1 ? null : next - old;
}
/** Grants, rescues, transfers and guarantees ("a loan guarantee scheme") all keep firms afloat. */
const SUPPORT_LEVERS = ['subsidy', 'bailout', 'cash_transfer', 'deposit_insurance'];
/** Debt, as a share of sales, on which a change in interest rates is paid. */
const DEBT_SHARE = 0.25;
/** A ban on smoking ("smoking is banned on terraces", "se prohíbe fumar", "Rauchverbot"). */
const smokeFree = (iv: Intervention): boolean => (iv.lever === 'ban' || iv.lever === 'smoking') && /smok|fumar|fumeur|fumer|tabac|tabaco|rauch/i.test(iv.text);
/** Local taxes and business rates as a share of sales. */
const TAX_SHARE = 0.03;
/** A tax on what customers pay, not on the business's costs. */
const VAT = /\b(vat|sales tax|mehrwertsteuer|mwst|umsatzsteuer|iva|tva)\b/i;
/**
 * Sales lost per unit of a VAT-driven price rise: VAT rises reach prices almost in full (Benzarti, Carloni,
 * Harju & Kosonen 2020), and spending on food away from home has a price elasticity of about −0.8 (Andreyeva,
 * Long & Brownell 2010).
 */
const VAT_SALES_LOST = 0.8;
/** Share of a catch cut that dearer fish gives back in revenue (assumed: a price flexibility of about −0.3 for fish at first sale). */
const QUOTA_PRICE_OFFSET = 0.3;
const ENERGY = /energ|electric|power|gas\b|fuel|strom|diesel|petrol|gasoline|heating|energie|electricit|combustible/i;
/** Prices of what the firm sells: a fall is lost revenue with the costs unchanged. */
const OUTPUT = /\b(milk|crops?|grain|wheat|corn|maize|soy\w*|beef|pork|cattle|eggs?|producer|farm-?gate|selling|room rates?|menu|their prices|our prices|milch|weizen|leche|trigo|lait|bl[eé]|(?:milch|weizen|getreide|schweine|erzeuger)preis\w*|paid to (?:the )?(?:farmers|growers|producers))\b/i;
const INPUTS = /fertili[sz]|feed|seed|input|ingredient|food|material|suppl|wholesale|goods|d[uü]nger|futter|fertilizante|engrais/i;

/** One input named on its own ("fertiliser prices") is only part of the inputs. */
const ONE_INPUT: Array<{ test: RegExp; share: number }> = [
  // Fertiliser is about 10–15% of a crop farm's costs, feed about a fifth of a livestock farm's (USDA ERS).
  { test: /fertili[sz]|d[uü]nger|engrais|fertilizante/i, share: 0.12 },
  { test: /\bfeed\b|futter|pienso/i, share: 0.2 },
];
function inputShare(trade: Trade, text: string): number {
  const one = trade.what === 'farms' ? ONE_INPUT.find((x) => x.test.test(text)) : undefined;
  if (one) return Math.min(one.share, trade.inputs);
  // "food prices", "materials", "wholesale prices": the inputs as a whole; "coffee bean prices": one of them, about a third.
  return INPUT_CATEGORY.test(text) ? trade.inputs : trade.inputs / 3;
}
const INPUT_CATEGORY = /\b(food|ingredients?|inputs?|materials?|supplies|supplier|wholesale|goods|stock|lebensmittel|material|vorleistung\w*|insumos|materias|alimentos|mati[eè]res|fournitures|denr[eé]es)\b/i;

/**
 * What a lost unit of sales costs in profit: the sales minus the costs that go with them
 * (inputs and energy, and half the labour: hours are cut within months); rent stays.
 */
const contribution = (trade: Trade): number => 1 - trade.inputs - trade.energy - trade.labour / 2;

type CostKind = 'wage' | 'rent' | 'energy' | 'inputs' | 'all' | 'tax' | 'interest' | 'sales' | 'output' | 'payments' | 'vat' | 'quota' | 'commission';

export const closures: Mechanism = {
  id: 'closures',
  name: 'Business closures under cost shocks',
  cues: { bankrupt: 5, insolvency: 2.5, close: 3, survive: 2.5, firms: 1.5, farms: 1, dining: 1.5, wage: 0.5, rent: 1, electricity: 0.5, fuel_price: 0.5 },
  // Businesses close; customers or staff "closing" something are another question ("if we close half our branches").
  // "What happens to small bakeries if flour prices rise 30%?": a cost shock to businesses is about whether they last.
  affinity: (intent) => {
    // Who is counted decides: "50,000 customers switch banks" counts customers, whatever banks are named.
    const counted = intent.populations.find((p) => p.count !== null) ?? intent.populations[0];
    // Farmers who give up (sell the land) close their farm: each of them is a business.
    const farmersClosing = (counted?.concept === 'farmers' || counted?.concept === 'fishers' || counted?.concept === 'herders') && intent.concepts.has('close');
    if (!((counted ? counted.role === 'organisation' : false) || farmersClosing || intent.concepts.has('bankrupt') || intent.concepts.has('insolvency'))) return -10;
    // "How quickly do dairy farms adopt milking robots if labour costs rise": adopting, not closing.
    // "How many restaurants will switch to plant-based menus": switching or installing is a behaviour of theirs, not closing.
    if (['adopt', 'switch', 'install'].some((c) => intent.concepts.has(c)) && !['close', 'bankrupt', 'insolvency', 'survive'].some((c) => intent.concepts.has(c))) return -10;
    // "How many restaurants will offer plant-based menus if demand grows": a behaviour asked in its own words, not closing.
    if (intent.subjectAsked && !['close', 'bankrupt', 'insolvency', 'survive'].some((c) => intent.concepts.has(c))) return -10;
    const shock = intent.interventions.some((iv) => COST_LEVERS.has(iv.lever) && !(iv.change.kind === 'relative' && iv.change.value < 0 && iv.lever !== 'sales'));
    return shock && (farmersClosing || intent.populations.some((p) => p.role === 'organisation')) ? 2 : 0;
  },
  actors: ['firms', 'farms', 'farmers', 'herders', 'boats', 'fishers', 'hospitals', 'landlords'],
  defaultPopulation: { concept: 'firms', noun: 'small businesses', count: 1_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 24, unit: 'month' },
  build(ctx) {
    const g = ctx.groups[0];
    // Farmers counted as people give up farming (sell the land); businesses close.
    const closedLabel = g.concept === 'farmers' || g.concept === 'herders' ? 'Has given up farming' : g.concept === 'fishers' ? 'Has given up fishing' : 'Has closed';
    const text = ctx.intent.text;
    const trade = TRADES.find((t) => t.test(text, ctx.intent.concepts)) ?? GENERIC;
    const stated = statedRate(ctx.intent.rates, ['close', 'bankrupt', 'insolvency', 'firms', 'farms'], ctx.stepDays);
    const h = stated ?? perStepFromYear(trade.exit, ctx.stepDays);
    const unit = shareUnit(g.name);
    const weight = round(MARGIN_WEIGHT / trade.margin, 4);

    // What a change costs, as a share of sales, and which cost it is.
    const kindOf = (iv: Intervention): CostKind | null => {
      switch (iv.lever) {
        case 'wage':
          return 'wage';
        case 'rent':
          return 'rent';
        case 'electricity_price':
        case 'fuel_price':
          return 'energy';
        // "if VAT on food goes from 7% to 19%": customers pay it; the business loses the sales it prices away.
        case 'tax':
          return VAT.test(iv.text) ? 'vat' : 'tax';
        case 'interest_rate':
          return 'interest';
        // "if delivery platforms raise their commission to 35%": taken on the orders that come through them.
        case 'commission':
          return 'commission';
        // "if a large supermarket opens nearby": the rival takes part of the sales.
        case 'sales':
        case 'rival_entry':
          return 'sales';
        // "if direct payments are cut by 30%": for a farm, the payments it already gets are income; a change in them
        // moves its margin. A new grant is support, below.
        // "if the cod quota is cut by half": a smaller catch is revenue lost, less what dearer fish gives back.
        case 'quota':
          return trade.what === 'fishing boats' && iv.change.kind === 'relative' ? 'quota' : null;
        case 'subsidy':
          return trade.payments && (iv.change.kind === 'relative' || iv.change.kind === 'off') ? 'payments' : null;
        case 'price':
        case 'tariff':
          // "milk prices fall 15%": what the firm sells, its revenue.
          if (OUTPUT.test(iv.text)) return 'output';
          return ENERGY.test(iv.text) ? 'energy' : INPUTS.test(iv.text) ? 'inputs' : /\bcosts?\b|kosten|costes|co[uû]ts/i.test(iv.leverText) ? 'all' : 'inputs';
        default:
          return null;
      }
    };
    const minimum = (iv: Intervention) => MINIMUM_WAGE.test(iv.text);
    const share = (k: CostKind, iv: Intervention): number =>
      k === 'wage' ? trade.labour * (minimum(iv) ? trade.minimumWageShare : 1) : k === 'rent' ? trade.rent : k === 'energy' ? trade.energy : k === 'inputs' ? inputShare(trade, iv.text) : k === 'all' ? 1 - trade.margin : k === 'sales' ? -contribution(trade) : k === 'output' ? -1 : k === 'payments' ? -(trade.payments ?? 0) : k === 'vat' ? contribution(trade) * VAT_SALES_LOST : k === 'quota' ? -(1 - QUOTA_PRICE_OFFSET) * contribution(trade) : 0;
    const kinds = new Set(ctx.interventions.map(kindOf).filter((k): k is CostKind => k !== null));
    const supported = ctx.interventions.some((iv) => SUPPORT_LEVERS.includes(iv.lever) && kindOf(iv) !== 'payments');

    const COST_LABELS: Record<CostKind, string> = {
      wage: 'Extra wage costs, as a share of sales',
      rent: 'Extra rent, as a share of sales',
      energy: 'Extra energy costs, as a share of sales',
      inputs: `Extra cost of ${trade.inputsAre}, as a share of sales`,
      all: 'Extra costs, as a share of sales',
      tax: 'Extra taxes, as a share of sales',
      interest: 'Extra interest, as a share of sales',
      sales: 'Profit lost with sales, as a share of sales',
      output: 'Revenue lost to lower selling prices, as a share of sales',
      payments: 'Direct payments lost, as a share of sales',
      vat: 'Profit lost to sales priced away by VAT, as a share of sales',
      quota: 'Profit lost with a smaller catch, as a share of sales',
      commission: 'Extra platform commission, as a share of sales',
    };
    // "How many survive?" asks for those still open, the complement of those that closed.
    const survive = ctx.intent.concepts.has('survive');
    const variables: Record<string, VariableSpec> = {
      has_closed: shareState(0, closedLabel, unit),
      ...(survive ? { still_open: shareState(1, 'Still open', unit) } : {}),
      fragility: taste('Individual fragility (log-odds)'),
    };
    const weights: Record<string, number> = { fragility: 1, has_closed: -GATE };
    for (const k of kinds) {
      variables[`${k}_cost`] = constant(0, COST_LABELS[k], 'share of sales');
      weights[`${k}_cost`] = weight;
    }
    if (supported) {
      variables.support = constant(0, 'Support scheme running', '0 = no, 1 = yes');
      weights.support = SUPPORT_WEIGHT;
    }
    const closes = binary(`Closes this ${ctx.unit}`, `Closes this ${ctx.unit}`, logOdds(h) - TASTE_CORRECTION, weights, survive ? { has_closed: 1, still_open: -1 } : { has_closed: 1 });

    const expected: number[] = [];
    let a = 0;
    for (let t = 0; t < ctx.steps; t++) {
      a += (1 - a) * h;
      expected.push(a);
    }

    const target = (v: string) => `${g.id}.${v}`;
    const cost = (k: CostKind, value: number, label: string): LeverSetting[] => [{ target: target(`${k}_cost`), value: round(value, 6), neutral: 0, scale: 'level', label }];

    const assumptions = [
      stated !== null
        ? `${pct(h, 1)} of ${lowerName(g.name)} close per ${ctx.unit} at today's costs, as the prompt says; a closed business does not reopen within the horizon.`
        : `About ${pct(trade.exit)} of ${trade.what} close a year at today's costs (${trade.exitSources}); a closed business does not reopen within the horizon.`,
      `A cost rise counts as the share of sales it takes, against a pre-tax margin of about ${pct(trade.margin)}: one that takes half the margin raises the odds of closing by ${pct(Math.exp(MARGIN_WEIGHT * 0.5) - 1)} (Luca & Luca 2019: a $1 higher minimum wage, +14% for a typical restaurant).`,
      'Part of a cost rise is passed on to prices; the effect is fitted to closures seen after such rises, so it is already net of that.',
      `Cost shares of sales: labour ${pct(trade.labour)}, rent ${pct(trade.rent)}, energy ${pct(trade.energy)}, ${trade.inputsAre} ${pct(trade.inputs)} (${trade.costSources}).`,
    ];
    if (ctx.interventions.some((iv) => kindOf(iv) === 'inputs' && trade.what !== 'farms' && !INPUT_CATEGORY.test(iv.text))) {
      assumptions.push(`A single input named on its own is taken as a third of ${trade.inputsAre}, about ${pct(trade.inputs / 3)} of sales (assumed).`);
    }
    if (ctx.interventions.some((iv) => kindOf(iv) === 'wage' && minimum(iv))) {
      assumptions.push(`About ${pct(trade.minimumWageShare)} of the wage bill of ${trade.what} is paid at or near the minimum wage, so a minimum-wage rise raises labour costs by that share of it (assumed).`);
    }
    if (ctx.interventions.some((iv) => kindOf(iv) === 'wage' && minimum(iv) && iv.change.kind === 'amount')) {
      const c = ctx.interventions.find((iv) => kindOf(iv) === 'wage' && iv.change.kind === 'amount')!.change as { currency: string | null };
      assumptions.push(minimumWageTodayNote(c.currency));
    }
    const debt = trade.debt ?? DEBT_SHARE;
    if (kinds.has('interest')) assumptions.push(`Debt is taken as ${pct(debt)} of a year's sales${trade.debtSources ? ` (${trade.debtSources})` : ''}: each percentage point of interest costs ${pct(debt / 100, 2)} of sales.`);
    if (kinds.has('sales')) assumptions.push(`Lost sales cost ${trade.what} their contribution: about ${pct(contribution(trade))} of each lost sale (what is left after ${trade.inputsAre}, energy and half the staff costs, as hours are cut within months); rent does not shrink with them.`);
    if (kinds.has('output')) assumptions.push(`A lower price for what ${trade.what} sell is revenue lost one for one, with costs unchanged: a 10% lower price takes 10% of sales, against a margin of ${pct(trade.margin)}.`);
    if (ctx.interventions.some(smokeFree)) assumptions.push(`A smoking ban is taken to change nothing in closures: reviews of smoke-free laws found no lasting effect on the sales of bars and restaurants (Scollo et al. 2003).`);
    if (kinds.has('quota')) assumptions.push(`A smaller catch quota cuts what ${trade.what} land one for one; dearer fish gives back about ${pct(QUOTA_PRICE_OFFSET)} of the revenue lost (assumed), and each lost sale costs its contribution, about ${pct(contribution(trade))} of it.`);
    if (kinds.has('vat')) assumptions.push(`A VAT rise reaches prices almost in full (Benzarti, Carloni, Harju & Kosonen 2020) and customers buy less: each 10% on prices loses about ${pct(VAT_SALES_LOST / 10)} of sales (price elasticity of eating out about −0.8, Andreyeva, Long & Brownell 2010), which costs ${trade.what} their contribution, about ${pct(contribution(trade))} of each lost sale.`);
    if (kinds.has('payments')) assumptions.push(`Direct payments are taken as ${pct(trade.payments ?? 0)} of the sales of ${trade.what} (${trade.paymentsSources}); a cut loses that income one for one, with costs unchanged.`);
    if (ctx.interventions.some((iv) => iv.lever === 'rival_entry')) {
      assumptions.push(`A large rival opening nearby takes about ${pct(RIVAL_SALES_LOSS)} of sales from ${trade.what} from when it opens (assumed: incumbents nearby lose roughly 5–20% of their customers within a year; big-box entry hurts small single-store retailers in the same line of trade most, Haltiwanger, Jarmin & Krizan 2010).`);
    }
    if (kinds.has('commission')) {
      const iv = ctx.interventions.find((x) => kindOf(x) === 'commission')!;
      const stated = (iv.change.kind === 'share' && iv.change.from !== undefined) || /\b(?:from|de|del|von)\s+\d/i.test(iv.text);
      assumptions.push(`A platform commission is taken on the orders that come through the platform, about ${pct(PLATFORM_SALES_SHARE)} of the sales of ${trade.what} (assumed)${stated ? '' : `, from a commission of ${pct(PLATFORM_COMMISSION_TODAY)} today (assumed: delivery apps take 15–30% of an order)`}.`);
    }
    if (kinds.has('tax')) assumptions.push(`Local taxes and business rates are taken as ${pct(TAX_SHARE)} of sales.`);
    if (supported) {
      assumptions.push(`A support scheme (grants, cheap loans, guarantees) lowers the odds of closing by ${pct(1 - Math.exp(SUPPORT_WEIGHT))} while it runs (assumed; insolvencies fell well below normal in 2020 while such schemes ran, OECD 2021).`);
    }

    return {
      label: g.concept === 'farmers' || g.concept === 'herders' ? 'Farmers giving up' : g.concept === 'fishers' ? 'Fishers giving up' : `Closures of ${lowerName(g.name)}`,
      groups: [{ id: g.id, name: g.name, description: `${g.name}, each deciding every ${ctx.unit} whether to close for good`, number_of_agents: g.agents, variables, actions: { closes } }],
      lever(iv: Intervention) {
        const c = iv.change;
        // "if smoking is banned on terraces": smoke-free laws left hospitality sales where they were.
        if (smokeFree(iv)) return [];
        const k = kindOf(iv);
        if (k === 'payments') return cost(k, share(k, iv) * (c.kind === 'off' ? -1 : (c as { value: number }).value), iv.text);
        if (SUPPORT_LEVERS.includes(iv.lever)) {
          return [{ target: target('support'), value: c.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }];
        }
        if (!k) return null;
        if (k === 'interest') return c.kind === 'points' ? cost(k, ((trade.debt ?? DEBT_SHARE) * c.value) / 100, iv.text) : null;
        if (k === 'quota') return c.kind === 'relative' ? cost(k, share(k, iv) * c.value, iv.text) : null;
        if (k === 'vat') return c.kind === 'relative' ? cost(k, share(k, iv) * c.value, iv.text) : null;
        if (k === 'commission') {
          const rise = commissionRise(iv);
          return rise === null ? null : cost(k, PLATFORM_SALES_SHARE * rise, iv.text);
        }
        if (k === 'tax') {
          if (c.kind === 'relative') return cost(k, TAX_SHARE * c.value, iv.text);
          if (c.kind === 'on') return cost(k, TAX_SHARE / 3, iv.text);
          if (c.kind === 'off') return cost(k, -TAX_SHARE, iv.text);
          return null;
        }
        if (iv.lever === 'rival_entry') return c.kind === 'off' ? null : cost(k, share(k, iv) * -RIVAL_SALES_LOSS, iv.text);
        let rel: number | null = null;
        if (c.kind === 'relative') rel = c.value;
        else if (c.kind === 'share' && k !== 'wage') rel = c.value - 1;
        else if (c.kind === 'amount' && k === 'wage') rel = minimumWageRiseOf(c);
        if (rel === null) return null;
        return cost(k, share(k, iv) * rel, iv.text);
      },
      fallback: { group: g.id, action: 'closes', demandSign: -1 },
      outcome: survive
        ? { target: target('still_open'), label: 'Still open', share: true, defaultKind: 'level_at_end', direction: 'below', threshold: 0.9, expected: expected.map((x) => 1 - x) }
        : { target: target('has_closed'), label: closedLabel, share: true, defaultKind: 'level_at_end', direction: 'above', threshold: 0.1, expected },
      assumptions,
    };
  },
};
