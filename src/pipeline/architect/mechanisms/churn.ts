import type { Intervention } from '../reader/types.js';
import { asksWhoStays, binary, constant, DIRECTION_ONLY, directionOnlyNote, GATE, GIVING_UP_USE, logOdds, lowerName, num, pct, perStep, round, SAVINGS_RATE_WEIGHT, shareState, shareUnit, statedDirection, statedRate, taste, TASTE_CORRECTION } from './kit.js';
import type { LeverSetting, Mechanism } from './types.js';

/**
 * Switching and churn: each month some customers cancel or switch provider; a price rise
 * raises the odds of leaving, a cut or a retention offer lowers them, and customers who
 * left do not come back within the horizon. Numbers and sources: docs/mechanisms.md "Churn".
 */

interface Service {
  test: RegExp;
  what: string;
  /** Share leaving per month at today's price. */
  monthly: number;
  /** Typical monthly bill, to read money amounts. */
  bill: number;
  sources: string;
  /** Members who stop using it rather than cancel a contract ("stop borrowing"). */
  lapse?: boolean;
  /** Members leave it rather than cancel a contract (a bank, a club). */
  left?: boolean;
  /** Usually free to members (a current account): a fee's amount is a new charge on top of today's bill. */
  free?: boolean;
}

const SERVICES: Service[] = [
  // Cable and satellite TV: "cancel their cable TV subscription if a streaming service launches" is about the TV subscription.
  { test: /\bcable\b|pay[- ]tv|satellite tv|kabelfernseh|kabel-tv|televisi[oó]n de pago|t[ée]l[ée]vision payante|abonnement tv|\btv subscription/, what: 'the TV subscription', monthly: 0.006, bill: 60, sources: 'US pay TV lost about 6–7% of its subscribers a year in 2022–23, Leichtman Research Group' },
  { test: /stream|netflix|spotify|video|music/, what: 'the streaming service', monthly: 0.03, bill: 12, sources: 'US streaming video loses about 5% of subscribers a month gross, about 3% net of those who return, Antenna 2023' },
  { test: /gym|fitness|gimnasio|salle de sport|club de sport/, what: 'the gym', monthly: 0.03, bill: 40, sources: 'gyms lose about 30–40% of members a year, IHRSA' },
  // An app used free of charge: "delete the app if we start charging 99 cents", "deinstallieren die App, wenn sie 2 Euro kostet".
  { test: /\bapps?\b|\baplicaci[oó]n\b|\bl['’]appli(?:cation)?\b/, what: 'the app', monthly: 0.03, bill: 5, sources: 'assumed: apps lose about a third of their active users in a year', free: true },
  { test: /telecom|mobile|phone|broadband|internet|handy|movil|telephon/, what: 'the provider', monthly: 0.015, bill: 40, sources: 'postpaid mobile churn about 1–2% a month, operator reports' },
  { test: /energ|el[eé]ctric|[ée]lectricit|gas|strom|supplier|versorger|comercializadora|\bluz\b|fournisseur/, what: 'the supplier', monthly: 0.015, bill: 100, sources: 'UK energy switching about 15–20% a year before 2021, Ofgem' },
  { test: /insur|versicher|asegur|assur|\bseguros?\b/, what: 'the insurer', monthly: 0.012, bill: 60, sources: 'insurance lapse rates about 10–15% a year' },
  { test: /newspaper|zeitung|peri[óo]dico|diario|journal|magazine|zeitschrift|revista/, what: 'the newspaper', monthly: 0.02, bill: 15, sources: 'assumed: news subscriptions lose about a fifth of their subscribers a year' },
  { test: /librar|bibliothek|b[uü]cherei|biblioteca|biblioth[eè]que/, what: 'the library', monthly: 0.015, bill: 10, sources: 'assumed: about a sixth of active borrowers lapse in a year', lapse: true },
  // A club or an association: members pay yearly dues and leave it; they do not cancel a contract.
  { test: /\bclubs?\b|verein|\bchoir|\bchor\b|chorale|\bcoro\b|associa|asociaci|orchest|orquesta/, what: 'the club', monthly: 0.01, bill: 10, sources: 'assumed: clubs and associations lose about 10–15% of their members a year', left: true },
  { test: /bank|banco|banque|account|konto|cuenta|compte/, what: 'the bank', monthly: 0.003, bill: 10, sources: 'about 3–4% of customers switch bank a year', free: true, left: true },
  // A shop customers may take their shopping to: "how many will shop elsewhere if we raise prices 5%".
  { test: /supermarke?t|bakery|bakeries|b[äa]ckerei|panader[ií]a|boulangerie|coffee shop|caf[eé]s?\b|supermercado|supermarch[ée]|hypermarch|grocer|discounter|lebensmittelh[äa]ndler|\bstores?\b|\bshops?\b|\btienda|\bmagasin|\bladen\b|gesch[äa]ft\b|\bboutique|woanders einkaufen|kaufen woanders ein|anderswo einkaufen|en otro (?:sitio|lugar)|en otra parte|courses ailleurs/, what: 'the shop', monthly: 0.01, bill: 100, sources: 'assumed: about a tenth of shoppers change where they do most of their shopping in a year', left: true },
];
const GENERIC: Service = { test: /$^/, what: 'the service', monthly: 0.02, bill: 30, sources: 'a typical subscription business loses about 2% of customers a month' };

/**
 * Log-odds of leaving per unit relative price change: a 10% rise makes leaving about 16%
 * likelier, a few percentage points more churn over a year (subscription price elasticities
 * of about −0.5 to −1.5).
 */
const PRICE_WEIGHT = 1.5;
/** What rewards (points, perks, cashback) are worth as a share of what members pay: loyalty schemes return 1–10% of spend; the upper end is kept, as members value them above their cash worth. */
const REWARDS_SHARE = 0.1;
/** "if we remove the free version", "free delivery ends": what was free now costs; read as this price rise for the average member (assumed). */
const FREE_ENDED_AS_PRICE = 0.3;
const PRICE_LEVERS = new Set(['price', 'fee', 'tariff', 'fare']);
/** The order value above which delivery is free: "minimum order", "Mindestbestellwert", "pedido mínimo", "minimum de commande". */
const MINIMUM_ORDER = /(?<!\p{L})(?:minimum order|order minimum|threshold|minimum basket|mindestbestellwert|mindestbestellung|bestellwert|schwelle|pedido m[íi]nimo|importe m[íi]nimo|umbral|minimum de commande|seuil|panier minimum)(?!\p{L})/iu;
const RETENTION_WEIGHT = -0.3;
/**
 * Log-odds of leaving while the service is cut (a day's closure, shorter hours): only those who
 * relied on the hours lost are touched, so the effect is taken at half a retention offer's
 * size, the other way (assumed; no calibrated estimate).
 */
const SERVICE_CUT_WEIGHT = 0.15;
/** Others leaving sway a little (word of mouth); strong contagion would empty the service. */
const PEER_WEIGHT = 0.3;

/** A rate stated next to the customers themselves ("3,000 members and loses 4% a month") is their churn. */
const churnActors = () => ['subscribers', 'customers', 'members', 'users', 'clients'];

/** Ads put into the service (not an ad campaign), as a relative price rise. */
const ADS_AS_PRICE = 0.1;
/** Asked who keeps ordering or buying: the customers still there. */
/**
 * "switch to generic drugs", "passeront aux génériques", "se cambiarán a los genéricos": people switching to a
 * kind of thing, not away from a provider ("switch to another bank", "a cheaper supplier" stay here).
 */
const SWITCH_TO_THING = /\b(?:switch(?:es|ing)?|shift(?:s|ing)?)\s+to\s+(?:the\s+|a\s+|an\s+)?(\p{L}[\p{L}-]*)(?:\s+(\p{L}+))?|\bpasser(?:ont|a|aient|ait)?\s+(?:aux|au|à\s+la|à\s+l['’]|à\s+une?|chez\s+une?)\s*(\p{L}[\p{L}-]*)(?:\s+(\p{L}+))?|\b(?:se\s+)?cambiar(?:[áa]n|se)?\s+(?:a\s+los|a\s+las|al|a\s+la|a\s+una?|a)\s+(\p{L}[\p{L}-]*)(?:\s+(\p{L}+))?|\b(?:steigen|steigt|umsteigen)\s+auf\s+(?:das\s+|den\s+|die\s+|ein\s+|eine\s+|einen\s+)?(\p{L}[\p{L}-]*)(?:\s+(\p{L}+))?/iu;
const PROVIDER_WORD = /^(?:an?other|other|others|different|cheaper|new|rival|rivals|competitors?|competing|competition|providers?|suppliers?|operators?|banks?|insurers?|carriers?|networks?|companies|company|brands?|tariffs?|plans?|annual|monthly|green|streaming|cable|mobile|energy|electricity|gas|broadband|fournisseurs?|op[ée]rateurs?|banques?|assureurs?|concurrents?|concurrence|autres?|proveedor(?:es)?|operador(?:es|as?)?|bancos?|aseguradoras?|compa[ñn][íi]as?|competencia|otro|otra|otros|otras|comercializadoras?|suministradoras?|distribuidoras?|compagnies?|mutuelles?|enseignes?|anbieter\p{L}*|andere[nmrs]?|g[üu]nstiger\p{L}*|billiger\p{L}*|konkurren\p{L}*|banken|kassen?|krankenkassen?|versicherung\p{L}*|tarife?)$/iu;
export const switchesToAThing = (text: string): boolean => {
  const m = SWITCH_TO_THING.exec(text);
  if (!m) return false;
  const [w1, w2] = [m[1] ?? m[3] ?? m[5] ?? m[7], m[2] ?? m[4] ?? m[6] ?? m[8]];
  return !PROVIDER_WORD.test(w1) && !PROVIDER_WORD.test(w2 ?? '') && !/^(?:supplier|provider|bank|operator|insurer)s?$/i.test(w2 ?? '');
};
const STILL_BUYING = /\b(?:will|would|to|keep|still)\s+(?:order|buy|shop|purchase)\b(?!\s+(?:elsewhere|somewhere else))|\b(?:bestellen|kaufen)\s+(?:weiterhin|noch)\b|\bseguir[áa]n\s+(?:pidiendo|comprando)\b|\bpedir[áa]n\b|\bcontinueront\s+(?:à|a)\s+(?:commander|acheter)\b|\bcommanderont\b/iu;
/** Fees charged beside the bill ("delivery fees", "Liefergebühr", "gastos de envío", "frais de livraison"), not the bill itself. */
/** A fee paid once on joining ("joining fee", "Aufnahmegebühr", "cuota de inscripción", "frais d'inscription"). */
const JOINING_FEE = /\b(?:joining|sign-?up|signup|enrol(?:l)?ment|registration|activation|set-?up|initiation|admission) fees?\b|\baufnahmegeb[üu]hr\p{L}*|\banmeldegeb[üu]hr\p{L}*|\bcuotas? de (?:inscripci[óo]n|alta|entrada)\b|\bmatr[íi]cula\b|\bfrais d['’](?:inscription|adh[ée]sion|activation)\b|\bdroits? d['’](?:entr[ée]e|inscription)\b/iu;
const PART_FEE = /\b(?:delivery|shipping|booking|service|late|overdraft|atm|transaction|card|processing|paper|admin|cancellation)\s+(?:fee|fees|charge|charges)\b|\b(?:liefer|versand|buchungs|service|mahn|bearbeitungs)geb[üu]hr\p{L}*|\bgastos\s+de\s+(?:env[íi]o|entrega|gesti[óo]n)\b|\bcomisi[óo]n(?:es)?\s+de\s+(?:env[íi]o|servicio)\b|\bfrais\s+de\s+(?:livraison|port|service|dossier|r[ée]servation)\b/iu;
/** A price per kWh ("8 Cent pro kWh"), and today's price of one (assumed). */
const perKwh = (iv: Intervention): boolean => /(?<!\p{L})kwh(?!\p{L})|kilowatt/iu.test(iv.text);
const KWH_PRICE = 0.3;
const partFee = (iv: Intervention): boolean => iv.lever === 'fee' && PART_FEE.test(iv.text) && !exitFee(iv);
/**
 * "if the regulator caps exit fees at zero": a fee paid on leaving holds customers back, so
 * scrapping it makes leaving likelier, the opposite of a charge on the bill.
 */
const EXIT_FEE = /\b(?:exit|termination|early[- ]termination|switching|cancellation|cancel+ation|leaving)\s+(?:fee|fees|charge|charges|penalt(?:y|ies))\b|\bk[üu]ndigungsgeb[üu]hr\p{L}*|\bwechselgeb[üu]hr\p{L}*|\bausstiegsgeb[üu]hr\p{L}*|\b(?:penalizaci[óo]n|penalizaciones|comisi[óo]n|comisiones|gastos)\s+(?:por|de)\s+(?:cancelaci[óo]n|salida|baja|permanencia)\b|\b(?:frais|p[ée]nalit[ée]s?|indemnit[ée]s?)\s+de\s+(?:r[ée]siliation|sortie|d[ée]part)\b/iu;
const exitFee = (iv: Intervention): boolean => iv.lever === 'fee' && EXIT_FEE.test(iv.text);
/** Scrapping an exit fee makes leaving this much likelier (odds ratio, assumed). */
const EXIT_FEE_ODDS = 1.25;
/** A fee brought in with no size: the bill rises by the reader's unsized default (10%). */
const NEW_CHARGE_AS_PRICE = 0.1;
/** A discount scrapped with no size: a typical 10% off the price (assumed). */
const DISCOUNT_TODAY = 0.1;
const DISCOUNT_WORD = /discount|rabatt|nachlass|descuento|rebaja|remise|r[ée]duction/i;
const discountScrapped = (iv: Intervention) => (iv.lever === 'discount' || iv.lever === 'price') && DISCOUNT_WORD.test(iv.leverText);
// "if we add ads", "show more ads", "Werbung einblenden", "añadimos anuncios", "ajoutons des pubs":
// ads put into what members use, unless it is an ad campaign to win them.
const ADDED_ADS = /(?<!\p{L})(?:add|adds|adding|added|show|shows|showing|shown|introduce|introduces|introducing|insert|inserts|put|more|introducimos|introducir|incluimos|incluir|ponemos|poner|introduisons|introduire|mettons|mettre|einblenden|eingeblendet|zeigen|a[ñn]adimos|a[ñn]adir|mostrar|mostramos|ajoutons|ajouter|ajoute|ajout|affichons|afficher)\s+(?:more\s+|de\s+la\s+|de\s+|des\s+|mehr\s+|m[áa]s\s+)?(?:ads|adverts|advertising|commercials|werbung|anuncios|publicit[ée]s?|pubs?)(?!\p{L})|(?<!\p{L})(?:werbung|anuncios|publicit[ée]s?|ads|adverts|advertising|commercials)\s+(?:einblenden|eingeblendet|einf[üu]hren|are\s+added|is\s+added|added|shown|introduced|a[ñn]adidos|ajout[ée]es?)(?!\p{L})/iu;
// "double the number of ads", "die Werbung verdoppeln", "duplicar los anuncios": more of the ads already shown.
const DOUBLED_ADS = /(?<!\p{L})(?:double|doubles|doubling|triple|verdoppeln|verdoppelt|duplicar|duplicamos|doblar|doblamos|doubler|doublons)\s+(?:the\s+)?(?:number\s+of\s+|amount\s+of\s+|die\s+|los\s+|las\s+|les\s+|la\s+)?(?:ads|adverts|advertising|commercials|werbung|anuncios|publicit[ée]s?|pubs?)(?!\p{L})|(?<!\p{L})(?:werbung|anuncios|publicit[ée]s?|ads|adverts)\s+(?:verdoppeln|verdoppelt|verdreifachen|doubled|duplicad[oa]s?|doubl[ée]es?)(?!\p{L})/iu;
const adsInServiceText = (text: string) => ((ADDED_ADS.test(text) || DOUBLED_ADS.test(text)) && !/\b(?:campaign|kampagne|campa[ñn]a|campagne|marketing)\b/i.test(text)) || /\b(?:ads|adverts|advertising|commercials|werbung|anuncios|publicit[eé]s?)\b.*\b(?:to|in|into|on|zu|in|im|ins|zum|en|dans|au|à)\s+(?:the\s+|our\s+|den\s+|das\s+|el\s+|le\s+|la\s+)?(?:\w+\s+)?\p{L}*(?:plan|plans|service|app|tier|subscription|videos|streams|tarif|abo|plan|offre|servicio|versi[oó]n|version|fassung|aplicaci[oó]n|application)(?!\p{L})/iu.test(text);
// The change's own words may be the bare noun ("anuncios"): the verb that puts them in stands around it in the prompt.
const adsInService = (text: string, prompt = '') => adsInServiceText(text) || (/^(?:ads|adverts|advertising|commercials|werbung|anuncios|publicit[ée]s?|pubs?)$/i.test(text.trim()) && adsInServiceText(prompt));

/** Verbs of charging in German, Spanish and French ("verlangen", "cobramos", "facturer", "faire payer"); English "charge" is also a noun and is read with its subject. */
/** An amount paid once a year: "Jahresbeitrag", "annual fee", "cuota anual", "cotisation annuelle", "a year". */
const YEARLY = /(?<!\p{L})(?:annual|yearly|a year|per year|per annum|jahres\p{L}*|pro jahr|im jahr|j[äa]hrlich\p{L}*|anual(?:es)?|al año|por año|annuel(?:le)?s?|par an)(?!\p{L})/iu;
const CHARGE_VERB = /^(verlang\p{L}*|cobr\p{L}*|factur(er|ons|erons|erions|erait|eraient)|faire_payer|fait_payer|font_payer|(?:starts?|begins?) charging)$/iu;
/** Services people use free of charge today: a social network, an app, a service said to be free. */
const FREE_TODAY = (concepts: Set<string>, text: string) => concepts.has('social_media') || /\b(?:free|kostenlos\w*|gratis|gratuit\w*)\b/i.test(text);
/** A free service that starts to charge: read as a price rise of this size (assumed; most users of a free service do not pay when asked to). */
const FREE_TO_PAID = 1;

/** Money customers keep with the firm, on which it pays interest ("deposit rate", "Tagesgeld", "ahorro", "livret"). */
const SAVINGS = /(?<!\p{L})(savings?|savers?|deposits?|tagesgeld\p{L}*|festgeld\p{L}*|spar\p{L}*|einlagen|ahorr\p{L}*|dep[oó]sitos?|[ée]pargn\p{L}*|livrets?|d[ée]p[oô]ts?)(?!\p{L})/iu;
/** Money customers owe, on which they pay interest. */
const LOANS = /(?<!\p{L})(mortgages?|loans?|credit|borrowers?|hypothek\p{L}*|kredit\p{L}*|darlehen|pr[ée]stamos?|hipotecas?|cr[ée]dito?s?|pr[êe]ts?|emprunt\p{L}*)(?!\p{L})/iu;

/** "will we lose", "verlieren wir", "perderemos", "perdrons-nous": the asker losing customers. */
const LOSE_THEM = /(?<!\p{L})(?:lose|losing|lost|verlieren|verliert|perder[áa]?n?|perderemos|perdemos|perdr(?:ons|a|ont)|perdre|perdons)(?!\p{L})/iu;

/** Services that stand in for one another ("streaming" for cable, "mobile" for a landline): a price of one moves leaving the other. */
const OTHER_SERVICES = new Set(['streaming', 'cable', 'tv', 'mobile', 'broadband', 'taxi', 'ride_hailing']);
/** Log-odds of leaving added by a new rival nearby. */
const RIVAL_ENTRY_WEIGHT = 0.5;

/** Who works for a living, and what their employer changes: such a group leaving is staff turnover. */
const STAFF = new Set(['employees', 'workers', 'nurses', 'doctors', 'teachers', 'officers']);
const STAFF_LEVERS = new Set(['wage', 'workload', 'hire', 'four_day_week', 'remote_work', 'ratio', 'retraining']);

export const churn: Mechanism = {
  id: 'churn',
  name: 'Switching and churn under price changes',
  cues: { churn: 4, cancel: 3.5, subscription: 2.5, switch: 2, provider: 2, rival: 2.5, retention: 3, streaming: 3, subscribers: 3, customers: 1, members: 0.5, price: 0.5, rewards: 3, bank: 1.5, fee: 1, service_cut: 2 },
  // "How many library members stop borrowing": members, customers or users who stop are churn.
  // "How many employees will join the company gym if it is free": joining is taking something up, not leaving it.
  // "wechseln in Teilzeit": staff switching to fewer hours leave no provider.
  affinity: (intent) =>
    intent.concepts.has('part_time') || switchesToAThing(intent.text)
      ? -10
      : // "Wie viele Polizisten kündigen, wenn die Schichtzulage gestrichen wird": staff who give notice over their pay leave a job, not a subscription.
        STAFF.has(intent.populations[0]?.concept ?? '') && !intent.populations.some((p) => ['members', 'customers', 'subscribers', 'users', 'clients'].includes(p.concept)) && intent.interventions.some((iv) => STAFF_LEVERS.has(iv.lever))
        ? -4
      : intent.populations.some((p) => ['members', 'customers', 'subscribers', 'users', 'clients'].includes(p.concept)) && (intent.concepts.has('stop') || intent.concepts.has('leave') || intent.concepts.has('stay_away') || GIVING_UP_USE.test(intent.text))
      ? 2.5
      : // "how many customers will we lose", "wie viele Kunden verlieren wir": customers lost are customers leaving (no election).
        intent.populations.some((p) => ['members', 'customers', 'subscribers', 'users', 'clients'].includes(p.concept)) && LOSE_THEM.test(intent.text) && !['election', 'vote', 'candidate', 'voters'].some((c) => intent.concepts.has(c))
        ? 4
      : (intent.concepts.has('join') || intent.concepts.has('buy')) && !['stop', 'leave', 'cancel', 'switch', 'churn', 'renew'].some((c) => intent.concepts.has(c))
        ? // "How many customers will buy the extended warranty": buying something is taking it up, not leaving.
          -4
        : // "How many employees will use the new company gym": a new service taken up, nobody leaving one; so is one
          // staff are offered ("use the company gym if membership becomes free").
          intent.concepts.has('use') && (intent.concepts.has('new') || STAFF.has(intent.populations[0]?.concept ?? '')) && !['stop', 'leave', 'cancel', 'switch', 'churn'].some((c) => intent.concepts.has(c))
          ? -6
        : // "How many of our 500 suppliers will switch to e-invoicing": the suppliers are who acts, not a service customers leave.
          intent.populations[0]?.concept === 'firms' && intent.populations[0].count !== null && intent.concepts.has('provider') && !intent.populations.some((p) => ['members', 'customers', 'subscribers', 'users', 'clients', 'households'].includes(p.concept))
          ? -10
          : // "How many of 5,000 restaurants will switch to plant-based menus": businesses changing what they do, with no provider to leave.
            intent.populations[0]?.role === 'organisation' && intent.populations[0].count !== null && !intent.concepts.has('provider') && !intent.populations.some((p) => ['members', 'customers', 'subscribers', 'users', 'clients', 'households'].includes(p.concept))
            ? -4
            : // "How many students will take out student loans if tuition rises": a behaviour asked in its own words, nobody leaving a service.
              intent.subjectAsked && !intent.populations.some((p) => ['members', 'customers', 'subscribers', 'users', 'clients'].includes(p.concept)) && !['stop', 'leave', 'cancel', 'switch', 'churn', 'renew', 'keep', 'stay'].some((c) => intent.concepts.has(c))
              ? -5
              : 0,
  actors: ['subscribers', 'customers', 'members', 'users', 'households', 'people', 'clients', 'savers', 'depositors'],
  defaultPopulation: { concept: 'customers', noun: 'customers', count: 10_000 },
  coarsestStep: 'month',
  defaultHorizon: { n: 12, unit: 'month' },
  build(ctx) {
    const g = ctx.groups[0];
    const text = ctx.intent.text.toLowerCase();
    const svc = SERVICES.find((s) => s.test.test(text)) ?? GENERIC;
    // "Leave for another operator" is switching too.
    const switching = (ctx.intent.concepts.has('switch') || ctx.intent.concepts.has('rival')) && !ctx.intent.concepts.has('cancel') && !ctx.intent.concepts.has('churn');
    const stated = statedRate(ctx.intent.rates, ['cancel', 'churn', 'leave', 'switch', 'subscription', ...churnActors()], ctx.stepDays);
    const h = stated ?? perStep(svc.monthly, 365 / 12, ctx.stepDays);
    const state = switching ? 'has_switched' : 'has_cancelled';
    // "stop using the app": users who lapse, not a contract cancelled.
    const lapse = svc.lapse === true || GIVING_UP_USE.test(ctx.intent.text);
    // Customers leave a bank; they do not cancel it.
    const stateLabel = switching ? `Has switched away from ${svc.what}` : lapse ? 'Has stopped using it' : svc.left ? `Has left ${svc.what}` : `Has cancelled`;
    const unit = shareUnit(g.name);
    const needs = new Set(ctx.interventions.map((iv) => iv.lever));
    // "How many stay?" asks for those still with the service, the complement of those who left.
    // "… but keep the price" keeps a lever as it is; it does not ask who stays.
    const gl = ctx.intent.gloss;
    // "how many will order at least once a month", "wie viele bestellen weiterhin": those still buying are those who stayed.
    const stay = asksWhoStays(gl) || STILL_BUYING.test(ctx.intent.text);
    // "if we cut our deposit rate from 3% to 2%": the rate is what savers earn, not what they pay.
    const savingsRate = SAVINGS.test(ctx.intent.text) && !LOANS.test(ctx.intent.text);
    const serviceChange = ctx.interventions.find((iv) => iv.lever === 'service_cut' || iv.lever === 'opening_hours');
    const variables = {
      ...(serviceChange ? { service_cut: constant(0, 'Less service than today (e.g. closed on Sundays)', '0 = no, 1 = yes') } : {}),
      [state]: shareState(0, stateLabel, unit),
      ...(stay ? { still_customer: shareState(1, `Still with ${svc.what}`, unit) } : {}),
      dissatisfaction: taste('Individual dissatisfaction (log-odds)'),
      price_change: constant(0, 'Price compared with today (+0.1 = 10% dearer)', 'relative change'),
      ...(ctx.interventions.some((iv) => (iv.lever === 'campaign' || iv.lever === 'reminder') && !adsInService(iv.text, ctx.intent.text)) ? { retention_offer: constant(0, 'Retention offer running', '0 = no, 1 = yes') } : {}),
      ...(needs.has('rival_entry') ? { rival_nearby: constant(0, 'A new rival nearby', '0 = no, 1 = yes') } : {}),
      ...(needs.has('interest_rate') ? { rate_change: constant(0, savingsRate ? 'Interest paid on savings compared with today' : 'Interest charged compared with today', 'percentage points') } : {}),
    };
    const weights: Record<string, number> = { dissatisfaction: 1, price_change: PRICE_WEIGHT, [`${g.id}.${state}`]: PEER_WEIGHT, [state]: -GATE };
    if ('retention_offer' in variables) weights.retention_offer = RETENTION_WEIGHT;
    if (serviceChange) weights.service_cut = SERVICE_CUT_WEIGHT;
    if ('rival_nearby' in variables) weights.rival_nearby = RIVAL_ENTRY_WEIGHT;
    // A rate paid on savings holds customers; a rate charged on their loans is a price.
    if ('rate_change' in variables) weights.rate_change = savingsRate ? -SAVINGS_RATE_WEIGHT : SAVINGS_RATE_WEIGHT;
    const leaveLabel = switching ? `Switches away this ${ctx.unit}` : lapse ? `Stops this ${ctx.unit}` : `Cancels this ${ctx.unit}`;
    const leaves = binary(leaveLabel, leaveLabel, logOdds(h) - TASTE_CORRECTION, weights, stay ? { [state]: 1, still_customer: -1 } : { [state]: 1 });
    const expected: number[] = [];
    let a = 0;
    for (let t = 0; t < ctx.steps; t++) {
      const hz = 1 / (1 + Math.exp(-(logOdds(h) + PEER_WEIGHT * a)));
      a += (1 - a) * hz;
      expected.push(a);
    }
    const target = (v: string) => `${g.id}.${v}`;
    // "introduce a fee of 5 euros": a new charge adds its amount to today's bill (it was read as
    // the whole bill, a price cut from the typical 10 to 5). The lever and the note read it alike.
    // "if we charge 5 euros a month for the account", "si cobramos 5 euros": charging is bringing a fee in.
    // So is any fee at a service that is usually free (a current account), unless its new level is named ("to €5").
    const chargedAt = (iv: Intervention): boolean => {
      for (let k = iv.at; k >= Math.max(0, iv.at - 5); k--) {
        if (k < iv.at && ['if', 'what_if', ',', 'to', 'from'].includes(gl[k].c)) return false;
        if (CHARGE_VERB.test(gl[k].raw)) return true;
        if (/^charg(e|es|ed|ing)$/i.test(gl[k].raw) && /^(we|they|you|i|to|will|would|'ll|it)$/i.test(gl[k - 1]?.raw ?? '')) return true;
      }
      return false;
    };
    // "si les frais de livraison passent à 5 euros": a charge beside the bill named at a level, today's unknown, is
    // read as that much on top of the bill (taken as none today), unless the asker says it falls.
    const partFeeAtLevel = (iv: Intervention): boolean => partFee(iv) && iv.change.kind === 'amount' && iv.change.by === undefined && iv.change.from === undefined && statedDirection(gl, iv.at) >= 0;
    const feeAdded = (iv: Intervention): boolean =>
      iv.lever === 'fee' &&
      iv.change.kind === 'amount' &&
      (partFeeAtLevel(iv) ||
        gl.slice(Math.max(0, iv.at - 6), iv.at + 6).some((w) => w.c === 'introduce') ||
        // "if we charge a subscription of 3 euros", "si se cobra una suscripción": the verb stands before the amount.
        chargedAt(iv) ||
        (svc.free === true && !gl.slice(Math.max(0, iv.at - 6), iv.at + 6).some((w) => w.c === 'to' || w.c === 'from')));
    // "a rival cuts prices 15%": the change is to the alternative, so ours is relatively dearer by 1/(1 − 0.15) − 1.
    // "cancel cable TV if streaming prices fall": a price named for another service than the one left is the alternative's.
    const ifAt = gl.findIndex((w) => w.c === 'if');
    const otherService = (iv: Intervention) => {
      // The word naming whose price it is: before it ("streaming prices") or after "of" ("los precios del streaming").
      let k = iv.at;
      while (k > Math.max(0, iv.at - 5) && gl[k]?.c !== 'price') k--;
      const q = gl[k]?.c !== 'price' ? undefined : gl[k - 1]?.known && gl[k - 1].kind === 'word' && gl[k - 1].c !== 'the' ? gl[k - 1] : gl[k + 1]?.c === 'of' ? (gl[k + 2]?.c === 'the' ? gl[k + 3] : gl[k + 2]) : undefined;
      return iv.lever === 'price' && ifAt > 0 && iv.at > ifAt && q !== undefined && q.known && q.kind === 'word' && OTHER_SERVICES.has(q.c) && !gl.slice(0, ifAt).some((w) => w.c === q.c);
    };
    // "switch to a rival if they cut their price by 10%": a pronoun after "if" stands for the rival the question names
    // (it read as our own price cut, so fewer switched).
    const rivalPronoun = ifAt > 0 && /^(?:they|it|ils|il|elle|elles|sie|er|ellos|ella)$/i.test(gl[ifAt + 1]?.raw ?? '') && gl.slice(0, ifAt).some((w) => w.c === 'rival');
    const byRival = (iv: Intervention) => {
      if (otherService(iv)) return true;
      if (rivalPronoun && iv.at > ifAt) return true;
      for (let k = iv.at - 1; k >= Math.max(0, iv.at - 8); k--) {
        if (['.', '?', '!', ';', ',', 'if', 'what_if', 'versus', 'or'].includes(gl[k].c) && k < iv.at - 1) break;
        if (gl[k].c === 'rival') return true;
      }
      return false;
    };
    const yearlyAmount = (iv: Intervention): boolean => YEARLY.test(iv.text) || YEARLY.test(gl.slice(iv.at, iv.at + 4).map((w) => w.raw).join(' '));
    // "By €3" moves today's bill by 3; "to €13" sets a new bill.
    const amountChange = (iv: Intervention): { rel: number; directionOnly: boolean } => {
      const c = iv.change as { kind: 'amount'; value: number; by?: 1 | -1 };
      // "augmentons les frais de 5 euros": a direction word beside the amount makes it a change, as "by" does.
      const near = gl.slice(Math.max(0, iv.at - 6), iv.at + 6).map((w) => w.c);
      // "… to $13" names the new level, whatever verb comes with it.
      const toLevel = gl.slice(Math.max(0, iv.at - 2), iv.at).some((w) => w.c === 'to');
      const by = c.by ?? (partFeeAtLevel(iv) ? 1 : toLevel ? undefined : near.includes('up') || feeAdded(iv) ? 1 : near.includes('down') ? -1 : undefined);
      // The verb may stand well before the amount ("augmente les frais de tenue de compte à 5 euros").
      const dir = statedDirection(gl, iv.at);
      // "den Jahresbeitrag auf 120 Euro", "an annual fee of $120": a yearly amount is a twelfth of it each month.
      const amount = yearlyAmount(iv) ? c.value / 12 : c.value;
      // "um 8 Cent pro kWh": a price per kWh is read against today's price of a kWh, not against the bill.
      const base = perKwh(iv) ? KWH_PRICE : svc.bill;
      const rel = by ? (by * amount) / base : amount / base - 1;
      // "raise the fee to €5" when the typical bill is higher: today's level is not known,
      // so the asker's direction wins, by a modest 10%.
      if (!by && dir !== 0 && Math.sign(rel) !== dir) return { rel: dir * DIRECTION_ONLY, directionOnly: true };
      return { rel, directionOnly: false };
    };
    const price = (value: number, label: string, iv?: Intervention): LeverSetting[] => [{ target: target('price_change'), value: round(iv && byRival(iv) ? 1 / (1 + value) - 1 : value, 6), neutral: 0, scale: 'relative', label }];
    // An app used free of charge that names a price ("wenn sie 2 Euro im Monat kostet") starts to charge, whatever verb says so.
    const freeToPaid = (iv: Intervention): boolean => (svc === GENERIC && FREE_TODAY(ctx.intent.concepts, ctx.intent.text) && feeAdded(iv)) || (svc.what === 'the app' && iv.change.kind === 'amount' && statedDirection(gl, iv.at) >= 0 && (iv.change as { by?: number }).by !== -1);
    // A named level that contradicts the asker's direction: say what was read instead.
    const amountNotes = (): string[] =>
      ctx.interventions
        .filter((iv) => PRICE_LEVERS.has(iv.lever) && iv.change.kind === 'amount' && amountChange(iv).directionOnly)
        .map((iv) => directionOnlyNote(iv.text, amountChange(iv).rel > 0, 'bill'));
    return {
      label: switching ? `Switching away from ${svc.what}` : lapse ? `Members lost by ${svc.what}` : svc.what === 'the club' ? `Leaving ${svc.what}` : svc.what === 'the shop' || svc.what === 'the bank' ? `Customers lost by ${svc.what}` : `Cancellations of ${svc.what}`,
      groups: [{ id: g.id, name: g.name, description: `${g.name} of ${svc.what}, deciding each ${ctx.unit} whether to leave`, number_of_agents: g.agents, variables, actions: { leaves } }],
      lever(iv: Intervention) {
        const c = iv.change;
        switch (iv.lever) {
          case 'price':
          case 'fee':
          case 'tariff':
          case 'fare':
            // "add a 10 euro joining fee": paid by those who join, not by members deciding whether to stay.
            if (JOINING_FEE.test(iv.text)) return [];
            // An exit fee cut by a share (scrapped: −100%) frees that share of the odds it held back, as a bill that much dearer would.
            if (exitFee(iv)) {
              // "a 50 euro cancellation fee" brought in holds them back as much as scrapping one frees them; "cut by 20 euros", half that.
              const cut = c.kind === 'off' ? 1 : c.kind === 'relative' ? -c.value : c.kind === 'on' ? -1 : c.kind === 'amount' ? (c.value === 0 ? 1 : (c.by ?? 0) < 0 ? 0.5 : (c.by ?? 0) > 0 ? -0.5 : -1) : null;
              return cut === null ? null : price(round((Math.log(EXIT_FEE_ODDS) * Math.max(-1, Math.min(1, cut))) / PRICE_WEIGHT, 6), iv.text);
            }
            // "cut delivery fees to zero", "raise the booking fee 20%": a charge beside the bill moves its share of it.
            if (c.kind === 'relative' && partFee(iv)) return price(round(c.value * NEW_CHARGE_AS_PRICE, 6), iv.text, iv);
            if (c.kind === 'relative') return price(c.value, iv.text, iv);
            // "By €3" moves today's bill by 3; "to €13" sets a new bill.
            // "if Twitter starts charging 3 euros a month": from free to paid, not 3 euros on a typical bill.
            if (c.kind === 'amount' && freeToPaid(iv)) return price(FREE_TO_PAID, iv.text, iv);
            if (c.kind === 'amount') return price(amountChange(iv).rel, iv.text, iv);
            // "a rival at half our price": theirs is a share of ours, so ours is 1/share − 1 dearer by comparison.
            if (c.kind === 'share') return byRival(iv) && c.value > 0 ? [{ target: target('price_change'), value: round(Math.min(0.5, 1 / c.value - 1), 6), neutral: 0, scale: 'relative', label: iv.text }] : price(c.value, iv.text, iv);
            // "if we introduce a fee for paper bills": a new charge with no size adds to the bill by the unsized default.
            if (c.kind === 'on' && (iv.lever === 'fee' || iv.lever === 'tariff')) return price(NEW_CHARGE_AS_PRICE, iv.text, iv);
            // "si nous supprimons les frais de tenue de compte": a fee scrapped takes as much off the bill.
            if (c.kind === 'off' && (iv.lever === 'fee' || iv.lever === 'tariff')) return price(-NEW_CHARGE_AS_PRICE, iv.text, iv);
            // "if we cancel the loyalty discount", "si nous supprimons la remise": those who had it pay that much more.
            if (c.kind === 'off' && discountScrapped(iv)) return price(round(DISCOUNT_TODAY / (1 - DISCOUNT_TODAY), 6), iv.text, iv);
            return null;
          case 'discount':
            if (c.kind === 'relative' || c.kind === 'share') return price(-Math.abs(c.value), iv.text, iv);
            if (c.kind === 'off') return price(round(DISCOUNT_TODAY / (1 - DISCOUNT_TODAY), 6), iv.text, iv);
            return null;
          // Rewards are part of what members get for their money: cutting them is a price rise of their share.
          case 'rewards':
            if (c.kind === 'relative') return price(round(-c.value * REWARDS_SHARE, 6), iv.text);
            if (c.kind === 'off') return price(REWARDS_SHARE, iv.text);
            if (c.kind === 'on') return price(-REWARDS_SHARE, iv.text);
            return null;
          // "if we remove the free version", "free delivery ends": those who used it must now pay or go.
          case 'free':
            if (c.kind === 'off') return price(FREE_ENDED_AS_PRICE, iv.text);
            // "raise the minimum order for free delivery from 20 to 40 euros": free delivery ends for the orders between the
            // two, taken as that share of the orders (assumed); lowering it gives it back.
            if (c.kind === 'amount' && c.from !== undefined && c.from > 0 && c.value > 0 && MINIMUM_ORDER.test(iv.text)) {
              return price(round((FREE_ENDED_AS_PRICE * (c.value - c.from)) / Math.max(c.value, c.from), 6), iv.text);
            }
            if (c.kind === 'on') return price(-REWARDS_SHARE, iv.text);
            return null;
          // "if the competition offers 2% interest": a rival paying more makes ours pay that much less by comparison.
          case 'interest_rate':
            return c.kind === 'points' ? [{ target: target('rate_change'), value: byRival(iv) ? -c.value : c.value, neutral: 0, scale: 'level', label: iv.text }] : null;
          case 'rival_entry':
            return [{ target: target('rival_nearby'), value: c.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }];
          case 'campaign':
          case 'reminder':
            // "add ads to the basic plan": advertising put into the service makes it worse, like a price rise.
            if (adsInService(iv.text, ctx.intent.text)) return price(ADS_AS_PRICE, iv.text);
            return 'retention_offer' in variables ? [{ target: target('retention_offer'), value: c.kind === 'off' ? 0 : 1, neutral: 0, scale: 'level', label: iv.text }] : null;
          // "close on Sundays" cuts the service; "longer opening hours" gives back as much.
          // "close half of our branches": the cut reaches that share of what members use.
          case 'service_cut':
            return [{ target: target('service_cut'), value: c.kind === 'off' ? 0 : c.kind === 'share' ? c.value : 1, neutral: 0, scale: 'level', label: iv.text }];
          case 'opening_hours':
            return [{ target: target('service_cut'), value: c.kind === 'off' ? 1 : -1, neutral: 0, scale: 'level', label: iv.text }];
          default:
            return null;
        }
      },
      fallback: { group: g.id, action: 'leaves', demandSign: -1 },
      outcome: stay
        ? { target: target('still_customer'), label: `Still with ${svc.what}`, share: true, defaultKind: 'level_at_end', direction: 'below', threshold: 0.9, expected: expected.map((x) => 1 - x) }
        : { target: target(state), label: stateLabel, share: true, defaultKind: 'level_at_end', direction: 'above', threshold: 0.1, expected },
      assumptions: [
        `${stated !== null ? `${pct(h, 1)} of ${lowerName(g.name)} leave per ${ctx.unit} at today's price, as the prompt says` : `About ${pct(svc.monthly, 1)} of ${lowerName(g.name)} leave ${svc.what} per month at today's price (${svc.sources})`}; those who leave do not come back within the horizon.`,
        `A 10% price rise makes leaving about ${pct(Math.exp(PRICE_WEIGHT * 0.1) - 1)} likelier and a 10% cut about ${pct(1 - Math.exp(-PRICE_WEIGHT * 0.1))} less likely (churn price sensitivity of about ${PRICE_WEIGHT} log-odds per unit relative price, in the range reported for telecom and subscriptions); each ${num(10)} points of others leaving add ${pct(Math.exp(PEER_WEIGHT * 0.1) - 1)}.`,
        ...(ctx.interventions.some(byRival) ? [`A rival's price change acts through the gap: a rival 15% cheaper makes ${svc.what} about 18% dearer by comparison.`] : []),
        ...(ctx.interventions.some(exitFee)
          ? [`A fee for leaving holds customers back: scrapping it makes leaving about ${pct(EXIT_FEE_ODDS - 1)} likelier, a smaller cut in proportion, and bringing one in as much less likely (assumed; regulators found exit fees a barrier to switching, e.g. Ofgem and the CMA).`]
          : []),
        ...(ctx.interventions.some((iv) => (iv.lever === 'fee' || iv.lever === 'tariff') && iv.change.kind === 'on' && !exitFee(iv))
          ? [`A new fee with no size given is read as ${pct(NEW_CHARGE_AS_PRICE)} added to the bill (assumed); a stated amount gives a sharper answer.`]
          : []),
        ...(ctx.interventions.some((iv) => iv.change.kind === 'relative' && partFee(iv))
          ? [`A charge beside the bill (a delivery, booking or late fee) is taken as ${pct(NEW_CHARGE_AS_PRICE)} of what customers pay (assumed): scrapping it takes that much off the bill, and a change in it moves the bill by that share of its size.`]
          : []),
        ...(ctx.interventions.some((iv) => (iv.lever === 'fee' || iv.lever === 'tariff') && iv.change.kind === 'off' && !exitFee(iv))
          ? [`A fee scrapped with no size given is read as ${pct(NEW_CHARGE_AS_PRICE)} off the bill (assumed); a stated amount gives a sharper answer.`]
          : []),
        ...(ctx.interventions.some((iv) => adsInService(iv.text, ctx.intent.text)) ? [`Ads put into ${svc.what} count as a ${pct(ADS_AS_PRICE)} price rise for those who get them (assumed: viewers value an ad-free tier at roughly 10–30% of its price).`] : []),
        ...('rival_nearby' in variables ? [`A new rival nearby raises the odds of leaving by about ${pct(Math.exp(RIVAL_ENTRY_WEIGHT) - 1)} from when it opens (assumed: when a competitor opens nearby, incumbent stores and clubs lose roughly 5–20% of their customers within a year).`] : []),
        ...(ctx.interventions.some((iv) => iv.lever === 'rewards')
          ? [`Rewards (points, perks, cashback) are taken to be worth ${pct(REWARDS_SHARE)} of what ${lowerName(g.name)} pay (assumed): cutting them by a fifth acts like a ${pct(REWARDS_SHARE * 0.2, 1)} price rise.`]
          : []),
        ...('service_cut' in variables && ctx.intent.concepts.has('wait_time')
          ? [`A longer wait (for a delivery, an appointment) counts as a cut in the service: it raises the odds of leaving by ${pct(Math.exp(SERVICE_CUT_WEIGHT) - 1)} while it lasts, and a shorter one lowers them as much (assumed; no calibrated estimate).`]
          : []),
        ...('service_cut' in variables && !ctx.intent.concepts.has('wait_time') ? [`A cut in the service (a day's closure, shorter hours) raises the odds of leaving by ${pct(Math.exp(SERVICE_CUT_WEIGHT) - 1)} while it lasts, and more of it lowers them as much (assumed: only those who relied on the hours lost are touched; no calibrated estimate).`] : []),
        ...(ctx.interventions.some((iv) => iv.change.kind === 'off' && discountScrapped(iv))
          ? [`A discount scrapped with no size given is read as ${pct(DISCOUNT_TODAY)} off the price today, so the price rises by ${pct(DISCOUNT_TODAY / (1 - DISCOUNT_TODAY))} (assumed); a stated size gives a sharper answer.`]
          : []),
        ...(ctx.interventions.some((iv) => iv.lever === 'free' && iv.change.kind === 'off')
          ? [`Ending what was free is read as a ${pct(FREE_ENDED_AS_PRICE)} price rise for the average member (assumed: those who used the free offer must now pay or leave; the share who used it is not known).`]
          : []),
        ...(ctx.interventions.some((iv) => iv.lever === 'free' && iv.change.kind === 'amount' && iv.change.from !== undefined && MINIMUM_ORDER.test(iv.text))
          ? [`Moving the order value above which delivery is free ends it, or brings it back, for the orders in between: taken as that share of ${pct(FREE_ENDED_AS_PRICE)}, the price rise of ending it for all (assumed).`]
          : []),
        ...('retention_offer' in variables ? [`A retention offer lowers the odds of leaving by ${pct(1 - Math.exp(RETENTION_WEIGHT))} while it runs.`] : []),
        ...(needs.has('interest_rate')
          ? [
              savingsRate
                ? `Each percentage point less interest on savings raises the odds of leaving by about ${pct(Math.exp(SAVINGS_RATE_WEIGHT) - 1)} (assumed: savers are slow to switch, but deposits flow to better-paying accounts, Drechsler, Savov & Schnabl 2017).`
                : `Each percentage point more interest charged raises the odds of leaving by about ${pct(Math.exp(SAVINGS_RATE_WEIGHT) - 1)} (assumed, as for savers moving to a better rate).`,
            ]
          : []),
        ...amountNotes(),
        ...(ctx.interventions.some((iv) => PRICE_LEVERS.has(iv.lever) && JOINING_FEE.test(iv.text))
          ? [`A joining fee is paid only by those who join: it does not change whether today's ${lowerName(g.name)} leave, and newcomers are not simulated.`]
          : []),
        ...(ctx.interventions.some((iv) => iv.change.kind === 'amount' && PRICE_LEVERS.has(iv.lever) && freeToPaid(iv))
          ? [`A service used free of charge that starts to charge is read as a price that doubles (assumed: most users of a free service do not pay when asked to, whatever the amount).`]
          : []),
        ...(ctx.interventions.some((iv) => iv.change.kind === 'amount' && perKwh(iv)) ? [`A price per kWh is read against about ${Math.round(KWH_PRICE * 100)} cents a kWh today (assumed; household electricity in the euro area cost about 0.29 euros a kWh in 2024, Eurostat).`] : []),
        ...(ctx.interventions.some((iv) => iv.change.kind === 'amount' && !perKwh(iv)) ? [`Money amounts are read against a typical bill of ${num(svc.bill)} a month${ctx.interventions.some(feeAdded) ? '; a new fee adds its amount to it' : ''}${ctx.interventions.some((iv) => iv.change.kind === 'amount' && yearlyAmount(iv)) ? '; a yearly amount counts a twelfth of it a month' : ''}.`] : []),
      ],
    };
  },
};
