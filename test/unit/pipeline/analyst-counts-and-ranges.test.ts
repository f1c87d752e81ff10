import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { targetInfo } from '../../../src/pipeline/analyst/target.js';
import { createAnalyst, createArchitect } from '../../../src/pipeline/providers.js';
import { closeSimPool, runSimulation } from '../../../src/sim/index.js';

/**
 * Numbers as people read them (docs/analyst.md "Counts and ranges"): a total of departures is a
 * whole number in every language, a range that every run rounds to the same value is not
 * printed, and a "% change from today" level says how far it is from today.
 */

after(() => closeSimPool());

async function answer(prompt: string) {
  const { title, config } = await createArchitect().design({ prompt, maxTurns: 3 });
  config.replicates = Math.min(config.replicates ?? 1, 8);
  const run = await runSimulation(config, { threads: 1, seed: 77 });
  const a = await createAnalyst().analyse({ prompt, title, config, metrics: run.metrics, tracked: run.tracked, seed: run.seed, engineVersion: run.engineVersion });
  return { config, statement: a.answer?.statement ?? '', analysis: a };
}

describe('counts of events', () => {
  it('knows a counter of departures by its structure, whatever the language of its label', async () => {
    const { config } = await createArchitect().design({ prompt: "Combien de salariés quitteront l'entreprise si nous supprimons les primes annuelles ?", maxTurns: 3 });
    const q = config.question!;
    const t = targetInfo(config, q.target);
    assert.equal(t.counted, true, `${q.target}: ${t.label}`);
    // "Départs (Salariés)" is the French form of "Salariés who have left": a counter of members, as in English.
    assert.equal(t.members, true, 'the French label of leavers is a counter of members');
    // A share is not a counter; a level with noise is not one either.
    const share = Object.entries(config.agent_groups[0].variables).find(([, v]) => v.bounds?.min === 0 && v.bounds?.max === 1);
    if (share) assert.equal(targetInfo(config, `${config.agent_groups[0].id}.${share[0]}`).counted, false);
  });

  // As in English ("about 224 of the 1,000 staff have left"): whole numbers out of the staff, never "0,22 départs".
  for (const [prompt, said] of [
    ["Combien de salariés quitteront l'entreprise si nous supprimons les primes annuelles ?", /^Le nombre de salariés avec départ après 24 mois\s: environ \d+ sur 1\s000\s/],
    ['Wie viele Mitarbeiter kündigen, wenn wir die Jahresprämie streichen?', /^Die Zahl der Mitarbeiter mit Abgang nach 24 Monaten: etwa \d+ von 1\.000 /],
  ] as const) {
    it(`says departures as whole numbers out of the staff: ${prompt.slice(0, 40)}…`, async () => {
      const { statement } = await answer(prompt);
      assert.match(statement, said, statement);
      assert.doesNotMatch(statement, /\d,\d+ (?:à|bis|\()/, statement);
    });
  }

  it('counts departures as events, not out of the staff, once they pass its size (posts refilled)', async () => {
    const { statement } = await answer('¿Cuántos de 8.000 conductores de reparto dejarán la plataforma si la comisión sube del 20 % al 30 %?');
    assert.doesNotMatch(statement, /de 8\.?000\b/, statement);
    assert.match(statement, /\d salidas/, statement);
  });

  it('says a total of staff who have left against the whole staff, in English', async () => {
    const { statement } = await answer('How many of our 800 staff will quit if we scrap the annual bonus?');
    assert.match(statement, /^After 24 months, about \d+ of the 800 staff \(\d+(?:\.\d)?%\) have left/, statement);
  });
});

describe('levels measured from today, and ranges that collapse', () => {
  it('says how far from today a level is, with a minus sign, and prints no range all runs round to', async () => {
    const { statement } = await answer('What happens to restaurant visits in our town of 30,000 if a minimum wage rise pushes menu prices up 8%?');
    assert.match(statement, /is unchanged from today \(average over residents\) under “Status quo \(no change\)”/, statement);
    // The arm's level in words too ("6.4% below today"), its difference signed.
    assert.match(statement, /“Menu prices up 8% \(minimum wage rise\)”, \d[\d.]*% below today: −\d/, statement);
    assert.doesNotMatch(statement, /-\d/, statement);
    // No "(x–x)" or "(x to x)" with both ends the same.
    for (const m of statement.matchAll(/\(([^()]*?)(?:–| to )([^()]*?)\)/g)) assert.notEqual(m[1].replace(/^90% range /, ''), m[2], statement);
  });
});

describe('a population scaled to fit the time budget', () => {
  it('says why each agent stands for several people, and counts in people, in every language', async () => {
    const cases: Array<[string, RegExp, RegExp]> = [
      ['How many people in a city of 500,000 catch the flu this winter if 40% are vaccinated?', /^500,000 residents are simulated as [\d,]+ agents so that every scenario runs at least \d+ times/, /of the 500,000 residents/],
      ['Wie viele der 500.000 Einwohner einer Stadt bekommen diesen Winter die Grippe, wenn 40 % geimpft sind?', /^500\.000 Einwohner werden als [\d.]+ Agenten simuliert/, /von 500\.000/],
    ];
    for (const [prompt, note, said] of cases) {
      const { statement, config } = await answer(prompt);
      assert.ok((config.assumptions ?? []).some((a) => note.test(a)), JSON.stringify(config.assumptions));
      assert.ok(!(config.assumptions ?? []).some((a) => /more than one run can hold/.test(a)), 'half a million fits one run');
      assert.match(statement, said, statement);
    }
  });

  it('names the end of a change in the asker’s language', async () => {
    const { config } = await answer('Wie viele der 500.000 Einwohner einer Stadt bekommen diesen Winter die Grippe, wenn 40 % geimpft sind?');
    const labels = (config.arms ?? []).flatMap((a) => a.events.map((e) => e.label ?? ''));
    assert.ok(labels.some((l) => /^Ende: /.test(l)), JSON.stringify(labels));
    assert.ok(!labels.some((l) => / ends$/.test(l)), JSON.stringify(labels));
  });
});

describe('the calendar the asker named', () => {
  it('says "by 2030" when the question asked by a year and the run ends in it', async () => {
    const { statement } = await answer('How many of 5,000 residents will install heat pumps by 2030 if electricity gets 15% cheaper?');
    assert.match(statement, /^By 2030 \(in \d+ years?\), about \d+ of the 5,000 residents/, statement);
  });

  it('says the year in German, Spanish and French too, and the assumption that counts it is in the language', async () => {
    const cases: Array<[string, RegExp, RegExp]> = [
      ['Wie viele von 20.000 Haushalten schaffen sich bis 2030 ein Elektroauto an, wenn die Kaufprämie wegfällt?', /^Die Zahl der Haushalte mit Elektroauto im Jahr 2030 \(in \d Jahren\): /, /^Kalenderjahre zählen ab \d{4}, dem Jahr der Frage: 2030 liegt \d Jahre voraus\.$/],
      ['¿Cuántos de 20.000 hogares comprarán un coche eléctrico hasta 2030 si se elimina la ayuda a la compra?', / en 2030 \(dentro de \d años\): /, /^Los años del calendario se cuentan desde \d{4}/],
      ["Combien de 20 000 ménages achèteront une voiture électrique d'ici 2030 si le bonus écologique est supprimé ?", / en 2030 \(dans \d ans\)\s?:/u, /^Les années civiles sont comptées à partir de \d{4}/],
    ];
    for (const [prompt, said, note] of cases) {
      const { statement, config, analysis } = await answer(prompt);
      assert.match(statement, said, statement);
      // "unter den" takes the dative plural: "unter den Haushalten", never "unter den Haushalte".
      assert.doesNotMatch(analysis.executive_summary, /unter den \p{Lu}\p{L}*e\s/u, analysis.executive_summary);
      assert.ok((config.assumptions ?? []).some((a) => note.test(a)), JSON.stringify(config.assumptions));
      assert.ok(!(config.assumptions ?? []).some((a) => /Calendar years/.test(a)), 'no English calendar note');
    }
  });

  it('says "after" a span when no year was asked', async () => {
    const { statement } = await answer('How many of 5,000 residents will install heat pumps within 3 years if electricity gets 15% cheaper?');
    assert.match(statement, /^After 36 months, about/, statement);
  });
});

describe('moments and spans of time', () => {
  it('says moments as whole steps and spans without false decimals, in German as in English', async () => {
    for (const prompt of [
      'Wie lange dauert es, bis ein Fünftel von 2.000 Milchbetrieben Melkroboter nutzt, wenn der Preis jährlich um 10 % sinkt?',
      'How long until a fifth of 2,000 dairy farms use milking robots if the price of robots falls 10% a year?',
    ]) {
      const { statement } = await answer(prompt);
      // "Monat 57–66,2", "9,95–17 Monate früher": percentiles of moments read as measurements to a tenth.
      assert.doesNotMatch(statement, /(Monat|month)s? \d+[.,]\d/i, statement);
      assert.doesNotMatch(statement, /\d+[.,]\d\d+\D*(Monate|months)/, statement);
      assert.match(statement, /(Monat|month) \d+/, statement);
    }
  });
});

describe('a chance that no longer tells the scenarios apart', () => {
  it('says where each scenario ends when every run crosses or none does, in English and German', async () => {
    const en = await answer('Will a deposit return scheme of 25 cents per bottle raise the recycling rate of 100,000 households above 80% within 18 months?');
    assert.match(en.statement, /is 0%/, en.statement);
    assert.match(en.statement, /At the end of the 18 months: 50(\.\d)?% under “Status quo \(no change\)”, \d+(\.\d)?% with “Deposit return scheme of 25 cents”\./, en.statement);
    const de = await answer('Wird ein Pfand von 25 Cent pro Flasche die Recyclingquote von 100.000 Haushalten innerhalb von 18 Monaten über 80 % heben?');
    assert.match(de.statement, /aus \d+ Läufen/, de.statement);
    assert.match(de.statement, /Stand am Ende: 50(,\d)?\s%\sim Szenario „Ohne Pfand“, \d+(,\d)?\s%\smit „Pfand von 25 Cent pro Flasche“\./, de.statement);
  });
});

describe('a chance asked about a count', () => {
  it('says where each scenario ends as a count, not as a share ("2,280", never "228000%"), in English and Spanish', async () => {
    const en = await answer('What is the chance that more than 1,000 of our 20,000 members cancel within six months if the fee doubles?');
    assert.doesNotMatch(en.statement, /\d{4,}%/, en.statement);
    assert.match(en.statement, /At the end of the 6 months: [\d,]+ under “Status quo \(no change\)”, [\d,]+ with “Fee doubles”\./, en.statement);
    const es = await answer('¿Qué probabilidad hay de que más de 1.000 de nuestros 20.000 socios se den de baja en seis meses si la cuota se duplica?');
    assert.doesNotMatch(es.statement, /\d{4,}\s?%/, es.statement);
    assert.match(es.statement, /Al final: [\d.]+ en el escenario/, es.statement);
  });

  it('"Will fewer than 10% cancel": the chance of staying below is said too, in the four languages', async () => {
    const cases: Array<[string, RegExp]> = [
      ['Will fewer than 10% of members cancel if the fee rises by 5 euros?', /So the chance that it stays below that for the whole 12 months, as asked, is \d/],
      ['Werden weniger als 10 % der Mitglieder kündigen, wenn der Beitrag um 5 Euro steigt?', /darunter bleibt, wie gefragt: \d/],
      ['¿Cancelarán menos del 10 % de los socios si la cuota sube 5 euros?', /se quede por debajo .*como se pregunta: \d/],
      ['Est-ce que moins de 10 % des abonnés résilieront si le prix augmente de 5 euros ?', /reste en dessous .*comme demandé\s?: \d/],
    ];
    for (const [prompt, said] of cases) {
      const { statement, config } = await answer(prompt);
      assert.equal(config.question?.kind, 'probability_of_event', prompt);
      assert.match(statement, said, statement);
    }
  });
});

describe('an act asked, or a state', () => {
  it('"how many will buy" counts the buyers of the period; "how many will own" everyone who has one, those of the start included', async () => {
    const buy = await answer('How many of 10,000 households buy electric cars if they get 20% cheaper?');
    assert.match(buy.config.question!.target, /adopted_in_period$/);
    assert.match(buy.statement, /have bought an electric car/, buy.statement);
    const own = await answer('How many of 10,000 households will own an electric car in 24 months if prices fall 20%?');
    assert.match(own.config.question!.target, /has_ev$/);
    assert.match(own.statement, /own an electric car/, own.statement);
    // The same run, so the buyers are the owners less the 3% who owned one at the start.
    const n = (s: string) => Number(/about ([\d,]+) of the 10,000/.exec(s)![1].replace(/,/g, ''));
    assert.ok(n(own.statement) - n(buy.statement) >= 200 && n(own.statement) - n(buy.statement) <= 400, `${own.statement} | ${buy.statement}`);
  });
});

describe('a fee and those who leave', () => {
  it('a fee cut to a fifth lowers dropping out by at most a third; a fee per semester is paid twice a year', async () => {
    const en = await answer('How many of 20,000 students will drop out if tuition fees are 500 euros per semester?');
    const [base, arm] = en.analysis.answer!.by_arm!;
    assert.ok(arm.value! < base.value! && arm.value! > base.value! * 0.6, en.statement);
  });
});

describe('the model’s own arithmetic is no driver', () => {
  it('a new plan’s enrolment window, and the event that closes it, are never named as what the answer depends on', async () => {
    const { analysis } = await answer("What share of 1,200 employees will join the company's new share purchase plan in the first two years if we match 1 share for every 2 bought?");
    const said = [analysis.executive_summary, ...analysis.key_drivers, ...analysis.risks, ...analysis.recommendations].join(' ');
    assert.doesNotMatch(said, /window|0 = no, 1 = yes/i, said);
    assert.ok(analysis.key_drivers.length > 0, 'the behaviour parameters are still drivers');
  });
});
