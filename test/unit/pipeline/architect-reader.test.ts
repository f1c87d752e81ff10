import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectLanguage } from '../../../src/pipeline/architect/reader/gloss.js';
import { readIntent } from '../../../src/pipeline/architect/reader/intent.js';
import { tokenize } from '../../../src/pipeline/architect/reader/tokens.js';
import type { Intent } from '../../../src/pipeline/architect/reader/types.js';

// Calendar years ("by 2030", "in 2027") count from the year the prompt is read in; tests fix it.
const YEAR = 2026;
function intent(prompt: string): Intent {
  const r = readIntent(prompt, { year: YEAR });
  assert.ok(r.ok, `not read: ${prompt}`);
  return r.intent;
}

function numbers(text: string) {
  return tokenize(text)
    .filter((t) => t.kind === 'number')
    .map((t) => ({ value: t.num!.value, percent: t.num!.percent, points: t.num!.points, currency: t.num!.currency, fraction: t.num!.fraction }));
}

describe('reader: numbers in every usual notation', () => {
  const cases: Array<[string, number, Partial<{ percent: boolean; points: boolean; currency: string; fraction: boolean }>?]> = [
    ['20,000 households', 20000],
    ['20.000 Haushalte', 20000],
    ['20 000 ménages', 20000],
    ["20'000 Haushalte", 20000],
    ['1,234.5 units', 1234.5],
    ['1.234,5 Einheiten', 1234.5],
    ['1.5 million users', 1.5e6],
    ['1,5 Millionen Nutzer', 1.5e6],
    ['2 Mio. Einwohner', 2e6],
    ['1.500 millones de euros', 1.5e9],
    ['1,5 millones de habitantes', 1.5e6],
    ['20k customers', 20000],
    ['1.2m users', 1.2e6],
    ['2bn', 2e9],
    ['ten thousand boats', 10000],
    ['dix mille bateaux', 10000],
    ['veinte mil votantes', 20000],
    ['two hundred nurses', 200],
    ['0.125 of it', 0.125],
    ['2.5 years', 2.5],
    ['40 %', 40, { percent: true }],
    ['40%', 40, { percent: true }],
    ['40 percent', 40, { percent: true }],
    ['40 per cent', 40, { percent: true }],
    ['40 Prozent', 40, { percent: true }],
    ['40 por ciento', 40, { percent: true }],
    ['40 pour cent', 40, { percent: true }],
    ['2 percentage points', 2, { percent: true, points: true }],
    ['2 Prozentpunkte', 2, { percent: true, points: true }],
    ['$50', 50, { currency: 'USD' }],
    ['50 €', 50, { currency: 'EUR' }],
    ['€50', 50, { currency: 'EUR' }],
    // Hundredths of a currency: "10 cents" is a tenth of a dollar, not a thousand.
    ['10 cents', 0.1, { currency: 'USD' }],
    ['5p', 0.05, { currency: 'GBP' }],
    ['20 Cent', 0.2, { currency: 'EUR' }],
    ['50 céntimos', 0.5, { currency: 'EUR' }],
    ['£15', 15, { currency: 'GBP' }],
    ['50 euros', 50, { currency: 'EUR' }],
    ['USD 80', 80, { currency: 'USD' }],
    ['half the cost', 0.5, { fraction: true }],
    ['a third of them', 1 / 3, { fraction: true }],
    ['two thirds of them', 2 / 3, { fraction: true }],
    ['a quarter of households', 0.25, { fraction: true }],
    ['die Hälfte', 0.5, { fraction: true }],
    ['la mitad', 0.5, { fraction: true }],
    ['la moitié', 0.5, { fraction: true }],
    ['un tiers', 1 / 3, { fraction: true }],
  ];
  for (const [text, value, flags] of cases) {
    it(`reads "${text}" as ${value}`, () => {
      const [n] = numbers(text);
      assert.ok(n, `no number in ${text}`);
      assert.ok(Math.abs(n.value - value) < 1e-9, `${text}: ${n.value}`);
      for (const [k, v] of Object.entries(flags ?? {})) assert.equal(n[k as keyof typeof n], v, `${text}: ${k}`);
    });
  }

  it('does not read "next quarter" as a fraction, nor "once" as eleven', () => {
    assert.deepEqual(numbers('over the next quarter'), []);
    assert.deepEqual(numbers('once a week'), []);
  });
});

describe('reader: languages', () => {
  for (const [text, lang] of [
    ['How fast will electric cars spread among 10,000 households?', 'en'],
    ['Wie schnell verbreiten sich Elektroautos unter 10.000 Haushalten?', 'de'],
    ['¿Con qué rapidez se extenderán los coches eléctricos entre 10.000 hogares?', 'es'],
    ['À quelle vitesse les voitures électriques se répandront-elles parmi 10 000 ménages ?', 'fr'],
    ['Quanto velocemente si diffonderanno le auto elettriche tra 10.000 famiglie?', 'other'],
    ['Quantos clientes vão cancelar a assinatura no próximo ano?', 'other'],
    ['Hoe snel verspreiden elektrische auto’s zich onder 10.000 huishoudens?', 'other'],
    ['電気自動車は1万世帯にどのくらいの速さで普及しますか？', 'other'],
    ['Как быстро электромобили распространятся среди 10 000 домохозяйств?', 'other'],
  ] as const) {
    it(`${lang}: ${text.slice(0, 50)}`, () => assert.equal(detectLanguage(text).lang, lang));
  }
});

describe('reader: populations and their counts', () => {
  const cases: Array<[string, Record<string, number | null>]> = [
    ['How many of 1,000 villagers will leave?', { villagers: 1000 }],
    ['Heat pumps in 8,000 homes', { homes: 8000 }],
    ['A town of 20,000 faces an outbreak', { residents: 20000 }],
    ['A population of 2 million', { residents: 2e6 }],
    ['1 million social media users', { users: 1e6 }],
    ['2,500 depositors and 10 banks', { depositors: 2500, banks: 10 }],
    ['Combien de locataires parmi 20 000 déménageront ?', { tenants: 20000 }],
    ['unter 20.000 Haushalten', { households: 20000 }],
    ['40 dairy farms adopting robots', { farms: 40 }],
    ['1,000 fishermen and their 300 trawlers', { fishers: 1000, boats: 300 }],
    ['households and firms', { households: null, firms: null }],
  ];
  for (const [text, expected] of cases) {
    it(text, () => {
      const got = Object.fromEntries(intent(text).populations.map((p) => [p.concept, p.count]));
      assert.deepEqual(got, expected);
    });
  }

  it('names a German population in the nominative ("Haushalte", not "Haushalten")', () => {
    assert.equal(intent('unter 20.000 Haushalten in 3 Jahren').populations[0].noun, 'Haushalte');
  });

  it('keeps "-bauern" as it is: a plural, not a dative ("Milchbauern", not "Milchbauer")', () => {
    const p = intent('Wie viele der 3.000 Milchbauern stellen in 5 Jahren auf Bio um?').populations[0];
    assert.deepEqual([p.concept, p.noun], ['farmers', 'Milchbauern']);
  });

  it('reads a length that describes a thing as no horizon ("a 7-day free trial", "eine Testphase von 30 Tagen")', () => {
    assert.equal(intent('How many of our 15,000 app users will upgrade if we offer a 7-day free trial?').horizon.span, null);
    assert.equal(intent('Wie viele unserer 15.000 Nutzer wechseln, wenn wir eine kostenlose Testphase von 30 Tagen anbieten?').horizon.span, null);
    assert.deepEqual(intent('Will candidate A win after a 10-week campaign?').horizon.span, { n: 10, unit: 'week' });
    assert.deepEqual(intent('How many households adopt heat pumps over a 5-year period?').horizon.span, { n: 5, unit: 'year' });
  });

  it('does not read hires, bots or new homes as populations', () => {
    const i = intent('A hospital with 800 nurses hires 200 nurses; 500 bots; 5,000 new homes are built');
    assert.deepEqual(i.populations.map((p) => [p.concept, p.count]), [['nurses', 800]]);
  });
});

describe('reader: horizon and cadence', () => {
  const cases: Array<[string, { n: number; unit: string } | null, string | null]> = [
    ['over 24 months', { n: 24, unit: 'month' }, null],
    ['within 8 weeks', { n: 8, unit: 'week' }, null],
    ['for 5 years', { n: 5, unit: 'year' }, null],
    ['over the next decade', { n: 10, unit: 'year' }, null],
    ['within a year', { n: 1, unit: 'year' }, null],
    ['weekly for 26 weeks', { n: 26, unit: 'week' }, 'week'],
    ['monthly for 2 years', { n: 2, unit: 'year' }, 'month'],
    ['in den nächsten 3 Jahren', { n: 3, unit: 'year' }, null],
    ['en 8 semanas', { n: 8, unit: 'week' }, null],
    ['sur 10 ans', { n: 10, unit: 'year' }, null],
    ['by 2030', { n: 4, unit: 'year' }, null],
    ['until 2029', { n: 3, unit: 'year' }, null],
    ['a 24-month horizon', { n: 24, unit: 'month' }, null],
  ];
  const inLanguage = (text: string) =>
    /semanas/.test(text) ? `¿Cuántos de 1.000 hogares instalarán bombas de calor ${text}?` : /ans\b/.test(text) ? `Combien de 1 000 ménages installeront une pompe à chaleur ${text} ?` : /Jahren/.test(text) ? `Wie viele von 1.000 Haushalten installieren Wärmepumpen ${text}?` : `How will 1,000 households adopt heat pumps ${text}?`;
  for (const [text, span, cadence] of cases) {
    it(text, () => {
      const h = intent(inLanguage(text)).horizon;
      assert.deepEqual(h.span, span);
      assert.equal(h.cadence, cadence);
    });
  }
});

describe('reader: interventions, their size and timing', () => {
  const one = (prompt: string) => {
    const i = intent(prompt);
    assert.equal(i.interventions.length, 1, JSON.stringify(i.interventions));
    return i.interventions[0];
  };

  it('a relative fall, from the start', () => {
    const iv = one('How fast will EVs spread among 10,000 households if prices fall 20%?');
    assert.deepEqual([iv.lever, iv.change, iv.startDays, iv.durationDays, iv.role], ['price', { kind: 'relative', value: -0.2 }, 0, null, 'scenario']);
    assert.equal(iv.text, 'prices fall 20%');
  });

  it('halved in year 3 (a start later in the run)', () => {
    const iv = one('EV adoption among 10,000 households over 5 years if the tariff is halved in year 3');
    assert.deepEqual([iv.lever, iv.change, iv.startDays], ['tariff', { kind: 'relative', value: -0.5 }, 730]);
  });

  it('schools closed for two weeks from week 2, and weeks 2-3', () => {
    for (const p of ['Flu among 20,000 residents over 8 weeks if schools close for two weeks from week 2', 'Flu among 20,000 residents over 8 weeks if schools close in weeks 2-3']) {
      const iv = one(p);
      assert.deepEqual([iv.lever, iv.startDays, iv.durationDays], ['school_closure', 7, 14], p);
    }
  });

  it('bots removed after a week', () => {
    const iv = one('A rumour among 50,000 users over 30 days if bots are removed after a week');
    assert.deepEqual([iv.lever, iv.change, iv.startDays], ['bots', { kind: 'off' }, 7]);
  });

  it('compounding per year, after or before the size, in four languages', () => {
    for (const p of [
      'EVs among 10,000 households over 3 years if prices fall 20% a year',
      'Elektroautos unter 10.000 Haushalten in 3 Jahren, wenn die Preise jährlich um 20 % sinken',
      'Coches eléctricos entre 10.000 hogares en 3 años si los precios bajan un 20 % al año',
      'Voitures électriques parmi 10 000 ménages sur 3 ans si les prix baissent de 20 % par an',
    ]) {
      const iv = one(p);
      assert.deepEqual([iv.lever, iv.change, iv.compoundEveryDays], ['price', { kind: 'relative', value: -0.2 }, 365], p);
    }
  });

  it('a subsidy covering half the cost is a share; money amounts keep their currency; rates move in points', () => {
    assert.deepEqual(one('Heat pumps among 5,000 households with a subsidy covering half the cost').change, { kind: 'share', value: 0.5 });
    assert.deepEqual(one('Emissions of 300 firms over 10 years with a carbon price of €100 per tonne').change, { kind: 'amount', value: 100, currency: 'EUR' });
    assert.deepEqual(one('Home buying among 9,000 households if mortgage rates rise 2%').change, { kind: 'points', value: 2 });
  });

  it('a charge per day does not compound', () => {
    const iv = one('Car commuting among 250,000 drivers with a congestion charge of £15 a day');
    assert.equal(iv.compoundEveryDays, null);
  });

  it('a stated level is a level or a premise, never a what-if ("95% are vaccinated", "with 90% coverage")', () => {
    const i = intent('Measles in a city of 300,000 where 95% are vaccinated, over 6 months');
    assert.deepEqual(i.arms, []);
    // Read as a level or as a premise coverage: either way every run starts 95% immune.
    const level = i.levels.some((l) => l.value === 0.95 && l.near.includes('vaccination'));
    const premise = i.interventions.some((x) => x.role === 'premise' && x.lever === 'vaccination' && x.change.kind === 'share' && x.change.value === 0.95);
    assert.ok(level || premise, JSON.stringify([i.levels, i.interventions]));
    const k = intent('A new flu strain hits a city of 500,000. How many need hospital care at the peak if 30% are vaccinated?');
    assert.equal(k.arms.length, 1, 'a coverage after "if" is a what-if');
    assert.deepEqual(k.arms[0].interventions.map((x) => x.change), [{ kind: 'share', value: 0.3 }]);
    assert.deepEqual(k.levels.filter((l) => l.value === 0.3), [], 'and not also the status quo');
    const j = intent('Measles among 12,000 children with vaccination coverage of 90% over 4 months');
    assert.deepEqual(j.arms, []);
    assert.ok(j.interventions.every((x) => x.role === 'premise'), JSON.stringify(j.interventions));
  });

  it('an assumption is a premise', () => {
    assert.equal(one('Assume prices fall 20% a year. How fast will 10,000 households adopt EVs?').role, 'premise');
  });

  it('a lever named as the subject is no change ("support for a tax", "how will automation affect")', () => {
    assert.deepEqual(intent('Support for a new tax is 48% among 500,000 voters').interventions, []);
    assert.equal(intent('How will automation affect 30,000 workers over 4 years if robots replace 12% of jobs?').interventions.length, 1);
  });

  it('a direction without a size keeps its sign, with the default size marked as assumed', () => {
    const cases: Array<[string, string, 'relative' | 'points', number]> = [
      ['How many of 12,000 subscribers cancel within 6 months if we cut the price?', 'price', 'relative', -0.1],
      ['How many of 12,000 subscribers cancel within 6 months if we raise the price?', 'price', 'relative', 0.1],
      ['How many of 2,000 renters move out over 3 years if rents fall?', 'rent', 'relative', -0.1],
      ['How many of 4,000 nurses leave within a year if overtime is cut?', 'workload', 'relative', -0.1],
      ['How many of 5,000 households buy a heat pump over 5 years if electricity gets cheaper?', 'electricity_price', 'relative', -0.1],
      ['How many of 8,000 firms close over 2 years if interest rates rise?', 'interest_rate', 'points', 1],
      ['¿Cuántos de 12.000 suscriptores cancelan en 6 meses si bajamos el precio?', 'price', 'relative', -0.1],
    ];
    for (const [prompt, lever, kind, value] of cases) {
      const iv = one(prompt);
      assert.equal(iv.lever, lever, prompt);
      assert.deepEqual(iv.change, { kind, value, assumed: true }, prompt);
    }
  });

  it('"for the first 3 months" is how long a change lasts, not the horizon, in English and French', () => {
    for (const prompt of [
      'What share of 9,000 retirees will use the new telehealth service within a year if it is free for the first 3 months?',
      "Combien de 9 000 retraités utiliseront le service de télésanté en un an s'il est gratuit pendant les 3 premiers mois ?",
    ]) {
      const j = intent(prompt);
      assert.deepEqual(j.horizon.span, { n: 1, unit: 'year' }, prompt);
      assert.equal(j.interventions.length, 1, prompt);
      assert.equal(j.interventions[0].durationDays, 91.25, prompt);
    }
  });

  it('a cadence naming a thing ("the monthly fee") does not compound the change', () => {
    assert.equal(one('How many of 3,000 gym members cancel within a year if the monthly fee goes up 10%?').compoundEveryDays, null);
    assert.equal(one('How many of 3,000 gym members cancel within 2 years if the annual membership fee rises 10% a year?').compoundEveryDays, 365);
    assert.equal(one('Wie viele von 12.000 Mietern ziehen in 5 Jahren aus, wenn die Mieten jährlich um 7 % steigen?').compoundEveryDays, 365);
  });

  it('a cap on a burden lowers it; the level of the cap is not the size of the change', () => {
    for (const prompt of [
      'How many of 4,000 nurses leave within a year if overtime is capped at 8 hours a week?',
      'Wie viele von 4.000 Pflegekräften kündigen innerhalb eines Jahres, wenn die Überstunden auf 8 Stunden pro Woche begrenzt werden?',
      'Combien de 4 000 infirmières partent en un an si les heures supplémentaires sont plafonnées à 8 heures par semaine ?',
    ]) {
      const iv = one(prompt);
      assert.equal(iv.lever, 'workload', prompt);
      assert.deepEqual(iv.change, { kind: 'relative', value: -0.25, assumed: true }, prompt);
    }
    // A relative size stays the size.
    assert.deepEqual(one('How many of 4,000 nurses leave within a year if overtime is capped, cutting workload by 20%?').change, { kind: 'relative', value: -0.2 });
  });
});

describe('reader: comparisons become arms', () => {
  const arms = (p: string) => intent(p).arms.map((a) => a.label);

  it('compare two sizes of one lever: one arm each', () => {
    assert.deepEqual(arms("Compare a $50 and a $100 carbon tax on 300 firms' emissions"), ['$50 carbon tax', '$100 carbon tax']);
    assert.deepEqual(arms('Compare a 10% and a 20% price cut among 50,000 subscribers'), ['10% price cut', '20% price cut']);
  });

  it('with and without: the arm is "with", the status quo "without" in the asker\'s words', () => {
    for (const [p, arm, base] of [
      ['Fish stock of 300 boats over 20 years with and without a quota', 'with a quota', 'without a quota'],
      ['Fischbestand bei 200 Booten über 20 Jahre mit und ohne Fangquote', 'mit Fangquote', 'ohne Fangquote'],
      ['¿Qué porcentaje de 20.000 usuarios compartirá un bulo con y sin moderación?', 'con moderación', 'sin moderación'],
      ['Rougeole parmi 80 000 habitants, avec et sans campagne de vaccination', 'avec campagne de vaccination', 'sans campagne de vaccination'],
    ]) {
      const i = intent(p);
      assert.deepEqual(i.arms.map((a) => a.label), [arm], p);
      assert.equal(i.baselineLabel, base, p);
    }
  });

  it('"if … and what if …" gives two arms; "if … and …" one arm with both changes', () => {
    assert.equal(intent('How many of 50,000 customers cancel if prices rise 10%, and what if they rise 20%?').arms.length, 2);
    const both = intent('How fast will 10,000 households adopt heat pumps if prices fall 20% and subsidies rise 10%?').arms;
    assert.equal(both.length, 1);
    assert.deepEqual(both[0].interventions.map((x) => x.lever), ['price', 'subsidy']);
  });

  it('"versus", "compared with" and "instead of" compare options', () => {
    assert.equal(intent('How many of 800 nurses leave if workload rises 15%, compared with a 10% pay rise?').arms.length, 2);
    assert.equal(intent('How many of 2,000 teachers leave if class sizes grow 10%, versus hiring 200 extra teachers?').arms.length, 2);
    assert.ok(intent('Public transport among 40,000 commuters: fares fall 50% instead of more buses').question.comparison);
  });

  it('"compared with keeping them open" names the status quo', () => {
    assert.equal(intent('How many fall ill in a town of 20,000 if schools close for two weeks, compared with keeping them open?').baselineLabel, 'keeping them open');
  });

  it('with and without one change keeps the other in both arms', () => {
    const i = intent('How will unemployment among 20,000 workers change over 3 years if automation displaces 10% of jobs, with and without retraining?');
    assert.deepEqual(i.interventions.map((x) => [x.lever, x.role]), [['automation', 'premise'], ['retraining', 'scenario']]);
  });
});

describe('reader: a level of nothing', () => {
  it('"cut to zero", "auf null", "a cero" take the whole of it away (a relative change of −100%)', () => {
    for (const p of [
      'How many of 60,000 commuters take the bus within a year if bus fares are cut to zero?',
      'Wie viele von 60.000 Pendlern fahren in einem Jahr Bus, wenn die Ticketpreise auf null sinken?',
      '¿Cuántos de 60.000 viajeros usarán el autobús en un año si las tarifas bajan a cero?',
    ]) assert.deepEqual(intent(p).interventions.map((x) => [x.lever, x.change]), [['fare', { kind: 'relative', value: -1 }]], p);
  });
});

describe('reader: a pronoun for a lever named before', () => {
  it('"our competitor cuts theirs 5%" is the rival\'s price, in the same scenario as our rise', () => {
    const i = intent('If we raise prices 8% and our main competitor cuts theirs 5%, how many of our 50,000 subscribers will we lose in a year?');
    assert.deepEqual(i.interventions.map((x) => [x.lever, x.change, x.group]), [['price', { kind: 'relative', value: 0.08 }, 0], ['price', { kind: 'relative', value: -0.05 }, 0]]);
    assert.match(i.interventions[1].text, /their prices/);
  });
  it('two sizes of one lever are still two options ("a 10% and a 20% price cut")', () => {
    const i = intent('Compare a 10% and a 20% price cut on churn among 50,000 subscribers over 12 months.');
    assert.deepEqual(i.interventions.map((x) => x.group), [0, 1]);
  });
});

describe('reader: a change followed by "but"', () => {
  it('"add ads to the basic plan but keep the price" is one change; the price kept is neither a change nor the status quo', () => {
    const i = intent('How many of our 60,000 streaming subscribers will churn if we add ads to the basic plan but keep the price?');
    assert.deepEqual(i.interventions.map((x) => [x.lever, x.change.kind]), [['campaign', 'on']]);
    assert.match(i.interventions[0].text, /^we add ads to the basic plan$/);
    assert.equal(i.baselineLabel ?? null, null);
  });
});

describe('reader: a comparative of price', () => {
  it('"20% cheaper", "10% more expensive", "5 % teurer", "un 10 % más baratas", "10 % moins chères" change the price, each its own way', () => {
    const cases: Array<[string, number]> = [
      ['How many of 10,000 households buy electric cars if they get 20% cheaper?', -0.2],
      ['How many of 10,000 households install heat pumps if heat pumps become 10% more expensive?', 0.1],
      ['How many of 20,000 gym members cancel if memberships get 15% dearer?', 0.15],
      ['Wie viele von 5.000 Haushalten wechseln zu Ökostrom, wenn er 5 % teurer wird?', 0.05],
      ['Wie viele von 5.000 Haushalten kaufen ein E-Auto, wenn es 5 % günstiger wird?', -0.05],
      ['¿Cuántos de 10.000 hogares instalarán bombas de calor si son un 10 % más baratas?', -0.1],
      ['¿Cuántos de 10.000 hogares instalarán bombas de calor si son un 10 % más caras?', 0.1],
      ['Combien de 10 000 ménages installeront une pompe à chaleur si elles deviennent 10 % moins chères ?', -0.1],
      ['Combien de 10 000 ménages installeront une pompe à chaleur si elles deviennent 10 % plus chères ?', 0.1],
    ];
    for (const [p, v] of cases) assert.deepEqual(intent(p).interventions.map((x) => [x.lever, x.change]), [['price', { kind: 'relative', value: v }]], p);
  });
  it('a cadence on either side compounds it: "10% cheaper each year", "jedes Jahr 5 % billiger", "5 % pro Jahr billiger"', () => {
    for (const p of [
      'How many of 10,000 factory workers will lose their jobs if robots get 10% cheaper each year?',
      'Wie viele von 10.000 Haushalten kaufen ein E-Auto, wenn E-Autos jedes Jahr 5 % billiger werden?',
      'Wie viele von 10.000 Haushalten kaufen ein E-Auto, wenn E-Autos 5 % pro Jahr billiger werden?',
    ]) {
      const [iv] = intent(p).interventions;
      assert.equal(iv?.lever, 'price', p);
      assert.equal(iv.compoundEveryDays, 365, p);
      assert.ok(iv.change.kind === 'relative' && iv.change.value < 0, p);
    }
  });
  it('a comparative beside a price word leaves that word the lever ("fares get 10% cheaper"); "the price of robots" is a price, not automation', () => {
    assert.deepEqual(intent('How many commuters switch to the bus if fares get 10% cheaper?').interventions.map((x) => x.lever), ['fare']);
    assert.deepEqual(intent('How long until half of 2,000 dairy farms use milking robots if the price of robots falls 10% a year?').interventions.map((x) => x.lever), ['price']);
    // "Expensive" with no "more" or "less" says no change.
    assert.deepEqual(intent('How many of 10,000 households buy expensive electric cars within 2 years?').interventions, []);
  });
});

describe('reader: a count after the question\'s verb', () => {
  it('"clients perdrons-nous sur 20 000", "customers will we lose out of 20,000", "clientes perderemos de 20.000", "Kunden verlieren wir von 20.000"', () => {
    for (const p of [
      'Combien de clients perdrons-nous sur 20 000 si nous fermons nos agences le samedi ?',
      'How many customers will we lose out of 20,000 if we close on Saturdays?',
      '¿Cuántos clientes perderemos de 20.000 si cerramos los sábados?',
      'Wie viele Kunden verlieren wir von 20.000, wenn wir samstags schließen?',
    ]) assert.deepEqual(intent(p).populations.map((x) => [x.concept, x.count]), [['customers', 20000]], p);
    // A price is no count of people.
    assert.deepEqual(intent('How many customers will we lose if we raise the fee of 20 euros?').populations.map((x) => x.count), [null]);
  });
});

describe('reader: the asker\'s own head count', () => {
  it('"Nous sommes 3 000", "We are 3,000 people", "Wir sind 3.000", "Somos 500" count the people the question names', () => {
    for (const [p, concept, n] of [
      ["Combien de salariés quitteront l'entreprise en un an si nous imposons le retour au bureau ? Nous sommes 3 000.", 'employees', 3000],
      ['How many employees will quit within a year if we require 5 office days? We are 3,000 people.', 'employees', 3000],
      ['Wie viele Mitarbeiter kündigen in einem Jahr, wenn wir 5 Tage Büropflicht einführen? Wir sind 3.000.', 'employees', 3000],
      ['¿Cuántos empleados renunciarán si eliminamos el teletrabajo? Somos 500.', 'employees', 500],
    ] as const) assert.deepEqual(intent(p).populations.map((x) => [x.concept, x.count]), [[concept, n]], p);
    // A number after "are" that counts something else is no head count.
    assert.deepEqual(intent('How many employees will quit if we are 3 days late with pay?').populations.map((x) => x.count), [null]);
  });
  it('"5 jours par semaine" is how often, not the steps', () => {
    assert.equal(intent("Combien de salariés quitteront l'entreprise en un an si nous imposons le retour au bureau 5 jours par semaine ?").horizon.cadence, null);
    assert.equal(intent('Wie viele Mitarbeiter kündigen, simuliert jede Woche, wenn wir Büropflicht einführen?').horizon.cadence, 'week');
  });
});

describe('reader: French phrases with an elided article', () => {
  it('"consommation d\'électricité", "chiffre d\'affaires" match their phrases (the apostrophe kept them apart)', async () => {
    const { glossPrompt } = await import('../../../src/pipeline/architect/reader/gloss.js');
    const cs = glossPrompt("si le chiffre d'affaires baisse et la consommation d'électricité", 'fr').map((g) => g.c);
    assert.ok(cs.includes('sales') && cs.includes('energy_use'), cs.join(' '));
    // "aller à l'école" is attending school, not an offer "at school".
    assert.ok(glossPrompt("Quelle part des élèves ira à l'école ?", 'fr').some((g) => g.c === 'attend'));
  });
});

describe('reader: two levels of one lever', () => {
  it('"del 40 % al 20 %" and "from $30 a month to $35 a month" are one change, and a share keeps its level today', () => {
    const es = intent('¿Cuántos de 20.000 hogares instalarán paneles solares en 3 años si la subvención baja del 40 % al 20 %?');
    assert.deepEqual(es.interventions.map((x) => [x.lever, x.change]), [['subsidy', { kind: 'share', value: 0.2, from: 0.4 }]]);
    for (const p of ['¿Cuántos de 5.000 socios se darán de baja si la cuota sube de 30 euros al mes a 35 euros al mes?', 'How many of 5,000 members will cancel if the fee rises from $30 a month to $35 a month?', 'Combien de 5 000 adhérents résilieront si la cotisation passe de 30 euros par mois à 35 euros par mois ?']) {
      const r = intent(p);
      assert.equal(r.interventions.length, 1, p);
      assert.equal(r.interventions[0].change.kind, 'relative', p);
      assert.ok(Math.abs((r.interventions[0].change as { value: number }).value - 1 / 6) < 1e-9, p);
    }
  });
});

describe('reader: months free on an annual plan', () => {
  it('"2 mois gratuits", "two months free for paying yearly" are a discount of n/12, and the months are no horizon', () => {
    for (const p of [
      "Combien de nos 6 000 abonnés mensuels passeront à l'abonnement annuel si nous offrons 2 mois gratuits ?",
      'What share of our subscribers will be on the annual plan if we give two months free for paying yearly?',
    ]) {
      const r = intent(p);
      assert.deepEqual(r.interventions.map((x) => [x.lever, x.change.kind, x.change.kind === 'relative' ? Math.round(x.change.value * 1000) / 1000 : null]), [['discount', 'relative', -0.167]], p);
      assert.equal(r.horizon.span, null, p);
    }
    // Without an annual plan, "the first month free" is still free.
    assert.deepEqual(intent('How many of 2,000 students use the bike share if rides are free?').interventions.map((x) => x.lever), ['free']);
  });
});

describe('reader: how long customers wait', () => {
  it('a longer wait is a cut in the service, a shorter one more of it; its span is neither horizon nor start', () => {
    assert.deepEqual(intent('How many of our 2,000 restaurant customers will leave if delivery takes 15 minutes longer?').interventions.map((x) => [x.lever, x.change.kind]), [['service_cut', 'on']]);
    assert.deepEqual(intent('How many of 3,000 patients will switch to another clinic if waiting times get shorter?').interventions.map((x) => x.lever), ['opening_hours']);
    const de = intent('Wie viele unserer 5.000 Kunden kündigen, wenn die Lieferzeit um 2 Tage länger wird?');
    assert.deepEqual(de.interventions.map((x) => [x.lever, x.startDays]), [['service_cut', 0]]);
    assert.equal(de.horizon.span, null);
    // Named without a direction, the wait is no change.
    assert.deepEqual(intent('How many of 2,000 customers leave over a year, given delivery times of 30 minutes?').interventions, []);
  });
});

describe('reader: charging as a verb', () => {
  it('"we charge 5 euros", "cobramos 5 euros", "nous facturons 5 euros", "5 Euro … verlangen" are a fee of that amount', () => {
    for (const p of [
      'How many of 15,000 customers will leave our bank if we charge 5 euros a month for the account?',
      '¿Cuántos de 15.000 clientes dejarán nuestro banco si cobramos 5 euros al mes por la cuenta?',
      'Combien de nos 15 000 clients quitteront la banque si nous facturons 5 euros par mois pour le compte ?',
      'Wie viele von 15.000 Kunden verlassen unsere Bank, wenn wir 5 Euro im Monat für das Konto verlangen?',
    ]) assert.deepEqual(intent(p).interventions.map((x) => [x.lever, x.change]), [['fee', { kind: 'amount', value: 5, currency: 'EUR' }]], p);
  });
});

describe('reader: the quantity asked', () => {
  const q = (p: string) => intent(p).question;
  it('how fast → time to a threshold', () => assert.equal(q('How fast will EVs spread among 10,000 households?').kind, 'time_to_threshold'));
  it('"fast" and "long" in a name ask no time: fast-food workers, long-term unemployed, fast food, the long run', () => {
    for (const p of [
      'How many of 8,000 fast-food workers lose their jobs within 2 years?',
      'How many of 5,000 long-term unemployed find a job within a year?',
      'How many of 2,000 fast food restaurants close within 2 years?',
      'How many of 10,000 households buy a heat pump in the long run, over 10 years?',
    ]) assert.equal(q(p).kind, 'level_at_end', p);
    assert.equal(q('How long will it take until half of 8,000 fast-food workers have left?').kind, 'time_to_threshold');
  });
  it('"Will X raise the rate above 80%?" asks a chance of passing the mark, and the mark is not where things start', () => {
    const i = intent('Will a deposit return scheme of 25 cents per bottle raise the recycling rate of 100,000 households above 80% within 18 months?');
    assert.equal(i.question.kind, 'probability_of_event');
    assert.deepEqual(i.question.threshold, { value: 0.8, isShare: true });
    assert.deepEqual(i.levels, []);
    // German "über 80 % heben" raises the rate; it is not "abheben" (withdraw).
    const de = intent('Wird ein Pfand von 25 Cent pro Flasche die Recyclingquote von 100.000 Haushalten innerhalb von 18 Monaten über 80 % heben?');
    assert.equal(de.question.kind, 'probability_of_event');
    assert.ok(!de.concepts.has('withdraw'));
    assert.deepEqual(de.interventions.map((x) => x.text), ['ein Pfand von 25 Cent pro Flasche']);
  });
  it('how long until half → time to a threshold of a half', () => assert.deepEqual(q('How long until half of 10,000 households have a heat pump?').threshold, { value: 0.5, isShare: true }));
  it('how many → a count', () => assert.deepEqual([q('How many of 5,000 smokers quit within 2 years?').kind, q('How many of 5,000 smokers quit within 2 years?').wants], ['level_at_end', 'count']));
  it('what share → a share', () => assert.equal(q('What share of 8,000 homes will have solar panels after 5 years?').wants, 'share'));
  it('will it collapse → a probability', () => assert.equal(q('Will the fishery collapse if 300 boats keep fishing?').kind, 'probability_of_event'));
  it('peak → peak', () => assert.equal(q('What is the peak number of infectious children among 12,000?').kind, 'peak'));
  it('reach 1 million users → a count threshold', () => assert.deepEqual(q('When will the app reach 1 million users among 5 million people?').threshold, { value: 1e6, isShare: false }));
  it('wie viele / cuántos / combien → a count', () => {
    for (const p of ['Wie viele der 5.000 Raucher hören auf?', '¿Cuántos de 10.000 fumadores dejarán de fumar?', 'Combien des 800 infirmières quitteront l’hôpital ?']) assert.equal(q(p).wants, 'count', p);
  });
});

describe('reader: sizes named as two levels, and bare alternatives', () => {
  const changes = (p: string) => intent(p).interventions.map((x) => [x.lever, x.change]);
  it('"from $10 to $13" is one change of +30%; "49 Euro statt 80 Euro" one of −39%, not two options', () => {
    assert.deepEqual(changes('How many of 80,000 subscribers cancel over a year if we raise the price from $10 to $13?'), [['price', { kind: 'relative', value: 0.3 }]]);
    const de = intent('Wie viele Pendler von 60.000 fahren nach einem Jahr mit dem Bus, wenn das Ticket 49 Euro statt 80 Euro kostet?');
    assert.equal(de.interventions.length, 1);
    assert.ok(Math.abs((de.interventions[0].change as { value: number }).value + 0.3875) < 1e-9);
    assert.equal(de.question.comparison, false);
    assert.deepEqual(de.horizon.span, { n: 1, unit: 'year' }, '"nach einem Jahr" is the horizon');
  });
  it('a tax rate from 7% to 19% raises prices by 1.19/1.07 − 1', () => {
    const [[lever, ch]] = changes('How many of 20,000 households stop buying organic food in a year if the VAT goes from 7% to 19%?');
    assert.equal(lever, 'tax');
    assert.ok(Math.abs((ch as { value: number }).value - (1.19 / 1.07 - 1)) < 1e-9);
  });
  it('"cut the price 10% versus 20%" and "a $40 versus $80 tax" give one arm per size', () => {
    const a = intent('How many of 25,000 gym members cancel within 12 months if we cut the price 10% versus 20%?');
    assert.deepEqual(a.interventions.map((x) => x.change), [{ kind: 'relative', value: -0.1 }, { kind: 'relative', value: -0.2 }]);
    assert.equal(a.arms.length, 2);
    const b = intent('A carbon tax of $40 versus $80 per tonne: how much do 500 factories cut emissions in 8 years?');
    assert.deepEqual(b.interventions.map((x) => (x.change as { value: number }).value), [40, 80]);
    assert.equal(b.arms.length, 2);
  });
  it('"pays 40% of the cost" and "subvenciona el 40 %" are a subsidy covering that share', () => {
    assert.deepEqual(changes('When will half of 12,000 farms adopt drip irrigation if the government pays 40% of the cost?'), [['subsidy', { kind: 'share', value: 0.4 }]]);
    assert.deepEqual(changes('¿Cuántos de los 70.000 hogares instalarán paneles solares en 5 años si el gobierno subvenciona el 40 %?'), [['subsidy', { kind: 'share', value: 0.4 }]]);
  });
  it('"what happens to cancellations" asks for a level, not a probability', () => {
    assert.equal(intent('What happens to cancellations among 80,000 subscribers over a year if prices rise 10%?').question.kind, 'level_at_end');
  });
});

describe('reader: starting levels, durations and generic nouns', () => {
  it('"if she starts at 47%" is where support starts; winning is crossing a half', () => {
    assert.equal(intent('Will candidate A win among 1.2 million voters after a 10-week campaign if she starts at 47%?').question.threshold, null);
  });
  it('"durante 3 semanas" is how long a change lasts when the horizon is given elsewhere', () => {
    const i = intent('¿Cuántas personas de una ciudad de 300.000 habitantes se contagiarán de COVID en 4 meses si se cierran las escuelas durante 3 semanas?');
    assert.equal(i.interventions[0].durationDays, 21);
    assert.deepEqual(i.horizon.span, { n: 4, unit: 'month' });
    assert.equal(intent('How many of 20,000 residents fall ill with flu during the next 12 weeks if schools close?').interventions[0].durationDays, null);
  });
});

describe('reader: the level asked about is not the level at the start', () => {
  it('"when will half of 12,000 farms adopt" asks for a half; adoption does not start there', () => {
    const i = intent('When will half of 12,000 farms adopt drip irrigation if the government pays 40% of the cost?');
    assert.deepEqual(i.question.threshold, { value: 0.5, isShare: true });
    assert.equal(i.levels.length, 0, JSON.stringify(i.levels));
  });
});

describe('a change that starts in a calendar year starts on its first of January', () => {
  const prompt = 'How many of 4,000 taxi drivers switch to electric vehicles within 3 years if the city bans diesel taxis from 2027?';
  it('late in November 2026, "from 2027" is about five weeks away, and the ban names diesel taxis', () => {
    const r = readIntent(prompt, { year: 2026, today: new Date(Date.UTC(2026, 10, 27)) });
    assert.ok(r.ok);
    const ban = r.intent.interventions.find((x) => x.lever === 'ban');
    assert.ok(ban, JSON.stringify(r.intent.interventions));
    assert.ok(ban.startDays >= 30 && ban.startDays <= 40, `${ban.startDays}`);
    assert.match(ban.text, /diesel taxis from 2027/);
    assert.ok(!r.intent.interventions.some((x) => x.lever === 'fuel_price'), 'diesel taxis are a kind of car, not a fuel price');
  });
  it('"next year" and "the end of 2027" in four languages start on the first of January after', () => {
    const today = new Date(Date.UTC(2026, 10, 27));
    const cases: Array<[string, number, number]> = [
      ['How many of 20,000 households buy an electric car by 2030 if the EV grant ends next year?', 30, 40],
      ['Wie viele von 20.000 Haushalten kaufen bis 2030 ein Elektroauto, wenn die Förderung nächstes Jahr ausläuft?', 30, 40],
      ['¿Cuántos de 20.000 hogares comprarán un coche eléctrico hasta 2030 si la ayuda termina el próximo año?', 30, 40],
      ["Combien de 20 000 ménages achèteront une voiture électrique d'ici 2030 si le bonus prend fin l'année prochaine ?", 30, 40],
      ['How many of 20,000 households buy an electric car by 2030 if the EV grant ends at the end of 2027?', 395, 405],
      ['Wie viele von 20.000 Haushalten kaufen bis 2030 ein Elektroauto, wenn die Förderung Ende 2027 ausläuft?', 395, 405],
      ['¿Cuántos de 20.000 hogares comprarán un coche eléctrico hasta 2030 si la ayuda se elimina a finales de 2027?', 395, 405],
    ];
    for (const [prompt, lo, hi] of cases) {
      const r = readIntent(prompt, { year: 2026, today });
      assert.ok(r.ok, prompt);
      const iv = r.intent.interventions.find((x) => x.lever === 'subsidy');
      assert.ok(iv, `${prompt}: ${JSON.stringify(r.intent.interventions)}`);
      assert.equal(iv.change.kind, 'off', prompt);
      assert.ok(iv.startDays >= lo && iv.startDays <= hi, `${prompt}: ${iv.startDays}`);
    }
    // "Over the next year" is the span asked about, not a start.
    const r = readIntent('How many of 20,000 households buy an electric car over the next year if the EV grant ends?', { year: 2026, today });
    assert.ok(r.ok);
    assert.equal(r.intent.interventions[0]?.startDays, 0);
  });

  it('on the first of January 2026 it is a whole year away', () => {
    const r = readIntent(prompt, { today: new Date(Date.UTC(2026, 0, 1)) });
    assert.ok(r.ok);
    assert.equal(r.intent.interventions.find((x) => x.lever === 'ban')?.startDays, 365);
  });
});

describe('reader: the behaviour the question names in its own words', () => {
  it('is the words after the population, in the infinitive in French and Spanish', () => {
    const cases: Array<[string, string]> = [
      ['How many of 3,000 pupils will eat breakfast at the school canteen if it becomes free?', 'eat breakfast at the school canteen'],
      ["Combien d'élèves parmi 3 000 prendront le petit-déjeuner à la cantine s'il devient gratuit ?", 'prendre le petit-déjeuner à la cantine'],
      ['Wie viele von 3.000 Schülern werden in der Mensa frühstücken, wenn es kostenlos wird?', 'in der Mensa frühstücken'],
      ['¿Cuántos de los 3.000 alumnos desayunarán en el comedor si pasa a ser gratis?', 'desayunar en el comedor'],
      ['¿Cuántos de 5.000 empleados se vacunarán contra la gripe si la empresa ofrece la vacuna gratis?', 'vacunarse contra la gripe'],
      ['Combien de salariés parmi 2 000 iront au travail à vélo si l’entreprise paie 50 euros ?', 'aller au travail à vélo'],
    ];
    for (const [prompt, subject] of cases) {
      const i = intent(prompt);
      assert.equal(i.subject, subject, prompt);
      assert.equal(i.subjectAsked, true, prompt);
    }
  });

  it('is not read from a question that is not a count or a share, nor where a known verb names the behaviour', () => {
    assert.equal(intent('How long until 1,000 of our 50,000 users report a bug if we ship the new version to everyone?').subjectAsked, false);
    assert.equal(intent('How many of 5,000 employees will join the union within a year?').subject, 'join the union');
    assert.equal(intent('How many of 5,000 employees will join the union within a year?').subjectAsked, false);
  });

  it('the question keeps the asker’s own words ("s’il", not the reader’s "si il")', () => {
    const prompt = "Combien d'élèves parmi 3 000 prendront le petit-déjeuner à la cantine s'il devient gratuit ?";
    assert.equal(intent(prompt).asked, prompt);
    assert.match(intent(prompt).text, /si il/);
  });
});

describe('reader: a ratio is one size', () => {
  it('"1 share for every 2 bought" is one change of a half, and its second number is no population', () => {
    const i = intent("What share of 1,200 employees will join the company's new share purchase plan in the first two years if we match 1 share for every 2 bought?");
    assert.equal(i.interventions.length, 1);
    assert.equal(i.interventions[0].lever, 'employer_match');
    assert.deepEqual(i.interventions[0].change, { kind: 'share', value: 0.5 });
    const es = intent('¿Cuántos de nuestros 1.500 empleados se adherirán al nuevo plan de compra de acciones si la empresa regala 1 acción por cada 2 compradas?');
    assert.deepEqual(es.populations.map((p) => [p.concept, p.count]), [['employees', 1500]]);
    assert.equal(es.interventions[0]?.lever, 'employer_match');
  });
});

describe('reader: whom a change is for, before its size', () => {
  it('"die Grundsteuer für Häuser mit Solaranlage um 50 % senkt" is a 50% cut, not 50% already equipped', () => {
    const i = intent('Wie viele der 9.000 Hausbesitzer installieren in 5 Jahren eine Solaranlage, wenn die Gemeinde die Grundsteuer für Häuser mit Solaranlage um 50 % senkt?');
    assert.equal(i.interventions.length, 1);
    assert.equal(i.interventions[0].lever, 'tax');
    assert.deepEqual(i.interventions[0].change, { kind: 'relative', value: -0.5 });
    assert.equal(i.levels.length, 0);
  });

  it('"free at weekends" keeps when it holds in the change, and is no change of opening hours', () => {
    const i = intent('How many of 50,000 residents will commute by bus if buses are free at weekends?');
    assert.deepEqual(i.interventions.map((x) => [x.lever, x.text]), [['free', 'buses are free at weekends']]);
  });
});

describe('reader: findings of 2026-11-28 (twelfth session)', () => {
  const read = (prompt: string) => {
    const r = readIntent(prompt);
    assert.ok(r.ok, prompt);
    return r.intent;
  };
  it('"los 15.000 mayores" are the elderly; "mayor" after a noun still compares', () => {
    const i = read('¿Cuántos de los 15.000 mayores se vacunarán contra la gripe si se puede vacunar sin cita previa?');
    assert.deepEqual(i.populations.map((p) => [p.concept, p.count]), [['seniors', 15000]]);
    assert.ok(i.interventions.some((v) => v.lever === 'on_site'));
  });
  it('"al 70 % de lo actual" is the size of a cap, not a share of people reached', () => {
    const i = read('¿Qué pasará con el acuífero en 20 años si se limita el riego al 70 % de lo actual?');
    assert.deepEqual(i.interventions.map((v) => [v.lever, v.change, v.share]), [['quota', { kind: 'share', value: 0.7 }, null]]);
  });
  it('an article after "y" starts a second change, not a second size of the first', () => {
    const i = read('¿Qué proporción de los 6.000 hogares instalará paneles solares si la subvención cubre el 30 % y el precio de la luz sube un 15 %?');
    assert.deepEqual(i.interventions.map((v) => v.text), ['la subvención cubre el 30 %', 'el precio de la luz sube un 15 %']);
  });
  it('office days a week are a share of the week at the office', () => {
    assert.deepEqual(read('How many of 2,000 employees will quit if we require 4 days a week in the office?').interventions[0].change, { kind: 'share', value: 0.8 });
    assert.deepEqual(read('Wie viele der 3.000 Beschäftigten kündigen, wenn drei Bürotage pro Woche Pflicht werden?').interventions[0].change, { kind: 'share', value: 0.6 });
    assert.deepEqual(read('How many of 2,000 employees will quit if everyone must be back in the office?').interventions[0].change, { kind: 'off' });
  });
  it('voters who "will vote" with no side turn out; those who vote for a candidate take a side', () => {
    assert.ok(read('¿Cuántos de los 40.000 votantes votarán si enviamos recordatorios?').concepts.has('turnout'));
    assert.ok(!read('¿Cuántos de los 40.000 votantes votarán a favor del candidato si hay un escándalo?').concepts.has('turnout'));
  });
  it('"one" standing for a noun is a pronoun, not a second size', () => {
    const i = read('How many of 12,000 households will switch to a green electricity tariff if it costs 5% more than the standard one?');
    assert.deepEqual(i.interventions.map((v) => v.change), [{ kind: 'relative', value: 0.05 }]);
  });
  it('German "anlegen" lays something out; only money is invested', () => {
    assert.ok(read('Wie viele der 2.500 Landwirte werden bis 2030 Blühstreifen anlegen, wenn es 800 Euro pro Hektar gibt?').concepts.has('adopt'));
    assert.ok(read('Wie viele der 10.000 Sparer legen ihr Geld in Aktien an, wenn die Zinsen auf 1 % fallen?').concepts.has('market'));
  });
});
