import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Analysis } from '../../../src/domain/schemas/simulations.js';
import type { SimulationConfig } from '../../../src/domain/simulation-config.js';
import { identifiersIn } from '../../../src/pipeline/analyst/numbers.js';
import { answerLanguage, phrasebookFor } from '../../../src/pipeline/analyst/phrasebook/index.js';
import { localNumbers } from '../../../src/pipeline/analyst/phrasebook/numbers.js';
import { de } from '../../../src/pipeline/analyst/phrasebook/de.js';
import { es } from '../../../src/pipeline/analyst/phrasebook/es.js';
import { fr } from '../../../src/pipeline/analyst/phrasebook/fr.js';
import { targetInfo } from '../../../src/pipeline/analyst/target.js';
import { localNums } from '../../../src/pipeline/architect/phrasebook/localise.js';
import { createAnalyst, createArchitect } from '../../../src/pipeline/providers.js';
import { closeSimPool, runSimulation } from '../../../src/sim/index.js';

/**
 * A question asked in German, Spanish or French is answered in that language (docs/analyst.md
 * "Languages"): the configuration's labels, units, assumptions and title, and the whole
 * analysis. The model is the one the equivalent English question gets, so on the same seed
 * the numbers are the English path's, only written the language's way.
 */

after(() => closeSimPool());

interface Case {
  lang: 'de' | 'es' | 'fr';
  prompt: string;
  /** The same question in English: the same model, so the same numbers on the same seed. */
  english: string;
  /** The answer's target label in the language. */
  label: RegExp;
  /** The group as the answer names it. */
  group: string;
  /** Arms besides the baseline, when the question compares several. */
  arms?: number;
}

const CASES: Case[] = [
  { lang: 'de', prompt: 'Wie viele von 3.000 Haushalten kaufen in 24 Monaten eine Wärmepumpe, wenn die Förderung um 30 % steigt?', english: 'How many of 3,000 households buy a heat pump within 24 months if the subsidy rises 30%?', label: /^Neuanschaffung \(Wärmepumpe\)$/, group: 'Haushalte' },
  { lang: 'de', prompt: 'Wie viele von 6.000 Schülern erkranken innerhalb von 6 Wochen an Grippe, mit und ohne Impfkampagne?', english: 'How many of 6,000 pupils fall ill with flu within 6 weeks, with and without a vaccination campaign?', label: /^Erkrankung/, group: 'Schüler' },
  { lang: 'de', prompt: 'Wie viele von 8.000 Haushalten wechseln innerhalb von 12 Monaten den Stromanbieter, wenn die Preise um 20 % steigen?', english: 'How many of 8,000 households switch electricity supplier within 12 months if prices rise 20%?', label: /^Wechsel/, group: 'Haushalte' },
  { lang: 'de', prompt: 'Wie viele von 2.000 Mietern ziehen in 3 Jahren aus, wenn die Mieten um 8 % pro Jahr steigen?', english: 'How many of 2,000 renters move out over 3 years if rents rise 8% per year?', label: /^Auszug/, group: 'Mieter' },
  { lang: 'es', prompt: '¿Cuántos de 10.000 hogares tendrán un coche eléctrico en 24 meses si los precios bajan un 20 %?', english: 'How many of 10,000 households will own an electric car in 24 months if prices fall 20%?', label: /^coche eléctrico$/, group: 'hogares' },
  { lang: 'es', prompt: '¿Cuántas de 20.000 personas enferman de gripe en 8 semanas con y sin campaña de vacunación?', english: 'How many of 20,000 people fall ill with flu within 8 weeks with and without a vaccination campaign?', label: /^enfermedad/, group: 'personas' },
  { lang: 'es', prompt: '¿Cuántos de 4.000 clientes cancelan su suscripción en 12 meses si el precio sube un 10 %?', english: 'How many of 4,000 customers cancel their subscription within 12 months if the price rises 10%?', label: /^cancelación/, group: 'clientes' },
  { lang: 'es', prompt: '¿Cuántos de 2.000 inquilinos se mudan en 3 años si los alquileres suben un 8 % al año?', english: 'How many of 2,000 tenants move out within 3 years if rents rise 8% a year?', label: /^mudanza/, group: 'inquilinos' },
  { lang: 'fr', prompt: 'Combien de 5 000 ménages auront une pompe à chaleur dans 24 mois si la subvention augmente de 30 % ?', english: 'How many of 5,000 households will have a heat pump in 24 months if the subsidy rises 30%?', label: /^pompe à chaleur$/, group: 'ménages' },
  { lang: 'fr', prompt: 'Combien de 10 000 habitants tombent malades de la grippe en 8 semaines avec et sans campagne de vaccination ?', english: 'How many of 10,000 residents fall ill with flu within 8 weeks with and without a vaccination campaign?', label: /^maladie/, group: 'habitants' },
  { lang: 'fr', prompt: 'Combien de 6 000 clients résilient leur abonnement en 12 mois si le prix augmente de 10 % ?', english: 'How many of 6,000 customers cancel their subscription within 12 months if the price rises 10%?', label: /^résiliation/, group: 'clients' },
  { lang: 'fr', prompt: 'Combien de 2 000 locataires déménagent en 3 ans si les loyers augmentent de 5 % par an ?', english: 'How many of 2,000 tenants move out within 3 years if rents rise 5% per year?', label: /^déménagement/, group: 'locataires' },
  // Two sizes of one change against the status quo: three arms compared in the language.
  // New levers keep every assumption in the language (electricity price, a rival opening).
  { lang: 'de', prompt: 'Wie viele von 3.000 Haushalten kaufen in 24 Monaten eine Wärmepumpe, wenn der Strompreis um 20 % sinkt?', english: 'How many of 3,000 households buy a heat pump within 24 months if the electricity price falls 20%?', label: /^Neuanschaffung \(Wärmepumpe\)$/, group: 'Haushalte', arms: 1 },
  { lang: 'fr', prompt: 'Combien de 6 000 clients résilient leur abonnement en 12 mois si un concurrent ouvre à côté ?', english: 'How many of 6,000 customers cancel their subscription within 12 months if a rival opens next door?', label: /^résiliation/, group: 'clients', arms: 1 },
  { lang: 'es', prompt: '¿Cuántos de 10.000 hogares tendrán un coche eléctrico en 24 meses si la electricidad sube un 25 %?', english: 'How many of 10,000 households will own an electric car in 24 months if electricity rises 25%?', label: /^coche eléctrico$/, group: 'hogares', arms: 1 },
  { lang: 'de', prompt: 'Wie viele von 50.000 Abonnenten kündigen in 12 Monaten bei einer Preissenkung um 10 % oder um 20 %?', english: 'How many of 50,000 subscribers cancel within 12 months if the price falls 10% or 20%?', label: /^Kündigung/, group: 'Abonnenten', arms: 2 },
  { lang: 'es', prompt: '¿Cuántos de 50.000 suscriptores cancelan en 12 meses si el precio baja un 10 % o un 20 %?', english: 'How many of 50,000 subscribers cancel within 12 months if the price falls 10% or 20%?', label: /^cancelación/, group: 'suscriptores', arms: 2 },
  { lang: 'fr', prompt: 'Combien de 50 000 abonnés résilient en 12 mois si le prix baisse de 10 % ou de 20 % ?', english: 'How many of 50,000 subscribers cancel within 12 months if the price falls 10% or 20%?', label: /^résiliation/, group: 'abonnés', arms: 2 },
];

const HEADING = { de: '## Antwort', es: '## Respuesta', fr: '## Réponse' };
const RANGE = { de: /\(90-%-Bereich \d/, es: /\(rango del 90\u00a0% \d/, fr: /\(plage à 90\u00a0% \d/ };
/** English words that have no place in a German, Spanish or French sentence. */
const ENGLISH = /\b(?:the|of|after|with|within|and|is|are|if|than|range|percentage|points?|higher|lower|sooner|later|baseline)\b/i;
/** Quoted text is the asker's own words or a label: „…“, «…», « … », “…”. */
const unquoted = (s: string) => s.replace(/„[^“]*“|«[^»]*»|“[^”]*”/g, '');

const SEED = 20260;

async function answer(prompt: string): Promise<{ title: string; config: SimulationConfig; a: Analysis }> {
  const { title, config } = await createArchitect().design({ prompt, maxTurns: 3 });
  const run = await runSimulation(config, { threads: 1, seed: SEED });
  const a = await createAnalyst().analyse({ prompt, title, config, metrics: run.metrics, tracked: run.tracked, seed: run.seed, engineVersion: run.engineVersion });
  return { title, config, a };
}

describe('questions in German, Spanish and French are answered in their language', () => {
  for (const c of CASES) {
    it(`${c.lang}: ${c.prompt}`, async () => {
      const foreign = await answer(c.prompt);
      const english = await answer(c.english);
      const { config, a } = foreign;
      assert.ok(a.answer, 'a question was asked, so there is an answer');
      const prose = [a.executive_summary, ...a.key_drivers, ...a.risks, ...a.recommendations];

      // The answer first, in the language, with its range written the language's way.
      assert.ok(a.executive_summary.startsWith(a.answer.statement), a.executive_summary);
      assert.match(a.answer.statement, RANGE[c.lang], a.answer.statement);
      // After a space, or after French elision ("d’abonnés").
      assert.ok(a.answer.statement.includes(` ${c.group} `) || a.answer.statement.includes(`’${c.group} `), `the group is named “${c.group}”: ${a.answer.statement}`);
      for (const text of prose) assert.doesNotMatch(unquoted(text), ENGLISH, text);
      // No English decimal point ("12.5"); German thousands ("3.000") have three digits after the dot.
      for (const text of prose) assert.doesNotMatch(unquoted(text), /\d\.\d{1,2}(?!\d)/, text);
      assert.deepEqual(identifiersIn([...prose, a.report_markdown], config), [], 'labels, never identifiers');

      // The report in the language: headings, tables, method.
      assert.ok(a.report_markdown.includes(`${HEADING[c.lang]}\n`), a.report_markdown.slice(0, 400));
      assert.doesNotMatch(a.report_markdown, /^## (?:Answer|Key drivers|Risks|Method)$/m);

      // The configuration in the language: the answer's label, its unit, the title, every assumption.
      const t = targetInfo(config, config.question!.target);
      assert.match(t.label, c.label);
      assert.ok(t.share, 'a share in any language');
      assert.notEqual(foreign.title, english.title);
      assert.doesNotMatch(foreign.title, /\b(?:of|months|weeks|years)\b/, foreign.title);
      const englishAssumptions = new Set(english.config.assumptions);
      for (const s of config.assumptions ?? []) assert.ok(!englishAssumptions.has(s), `an assumption left in English: ${s}`);

      // The same model as the English question's, so the same numbers on the same seed.
      assert.equal(config.question!.kind, english.config.question!.kind);
      if (c.arms) {
        assert.equal(config.arms?.length, c.arms);
        // Every arm is compared with the baseline in the answer, by its own words.
        for (const arm of config.arms ?? []) assert.ok(a.answer.statement.includes(arm.label), `${arm.label} in ${a.answer.statement}`);
      }
      assert.equal(a.answer.value, english.a.answer!.value);
      assert.equal(a.answer.low, english.a.answer!.low);
      assert.equal(a.answer.high, english.a.answer!.high);
      assert.deepEqual(a.answer.by_arm?.map((r) => [r.value, r.low, r.high, r.difference]), english.a.answer!.by_arm?.map((r) => [r.value, r.low, r.high, r.difference]));
      assert.equal(a.answer.unit === english.a.answer!.unit, false, 'the unit is in the language too');
    });
  }
});

describe('numbers in the language’s convention', () => {
  it('writes shares, points, thousands and millions the German, Spanish and French way', () => {
    const d = localNumbers(de);
    const s = localNumbers(es);
    const f = localNumbers(fr);
    assert.equal(d.pct(0.125), '12,5\u00a0%');
    assert.equal(d.pp(0.021), '+2,1 Prozentpunkte');
    assert.equal(d.pp(-0.01), '−1,0 Prozentpunkte');
    assert.equal(d.count(3000), '3.000');
    assert.equal(d.num(1_250_000), '1,25 Mio.');
    assert.equal(d.range(d.signed(-2), d.signed(3)), '−2 bis +3');
    assert.equal(s.pct(0.0043), '0,43\u00a0%');
    assert.equal(s.pp(0.2), '+20 puntos porcentuales');
    assert.equal(s.count(25_000), '25.000');
    assert.equal(f.count(3000), '3\u202f000');
    assert.equal(f.pp(0.05, true), '+5,0 pts');
    assert.equal(f.pp(0.016), '+1,6 point de pourcentage');
    assert.equal(f.pp(0.025), '+2,5 points de pourcentage');
    assert.equal(f.num(null), 'n.\u00a0d.');
  });

  it('writes the English numbers of an assumption in the language, leaving years alone', () => {
    assert.equal(localNums('about 5.6% a year since 2023, 1,000,000 agents', 'de-DE'), 'about 5,6\u00a0% a year since 2023, 1.000.000 agents');
    assert.equal(localNums('−0.2 = 20% cheaper', 'fr-FR'), '−0,2 = 20\u00a0% cheaper');
  });
});

describe('the language of the answer', () => {
  it('is the question’s language, else the prompt’s, else English', () => {
    assert.equal(answerLanguage({ question: { text: 'Wie viele Haushalte kaufen ein Elektroauto?', kind: 'level_at_end', target: 'a.b' } }), 'de');
    assert.equal(answerLanguage({}, '¿Cuántos hogares tendrán un coche eléctrico en 24 meses?'), 'es');
    assert.equal(answerLanguage({}, 'Combien de ménages auront une voiture électrique dans 24 mois ?'), 'fr');
    assert.equal(answerLanguage({}, 'How many households buy an electric car?'), 'en');
    assert.equal(answerLanguage({}), 'en');
  });

  it('falls back to English for a language without a phrasebook', () => {
    assert.equal(phrasebookFor({}, 'Quante famiglie compreranno un’auto elettrica nei prossimi 24 mesi?'), null);
    assert.equal(phrasebookFor({}, 'Hoeveel huishoudens kopen een elektrische auto in 24 maanden?'), null);
  });
});

describe('a change from today (household spending) in German, Spanish and French', () => {
  const cases = [
    { lang: 'de' as const, prompt: 'Wenn die Regierung die Steuer auf zuckerhaltige Getränke um 20 % erhöht, wie stark sinkt der Konsum von 10.000 Erwachsenen in zwei Jahren?', below: /\d[\s\u00a0]%[\s\u00a0]unter heute/, group: /über die Erwachsenen\)/ },
    { lang: 'es' as const, prompt: 'Si el gobierno sube el impuesto a las bebidas azucaradas un 20%, ¿cuánto bajará el consumo de 10.000 adultos en dos años?', below: /\d[\s\u00a0]%[\s\u00a0]por debajo de hoy/, group: /entre adultos\)/ },
    { lang: 'fr' as const, prompt: 'Si le gouvernement augmente la taxe sur les boissons sucrées de 20 %, de combien baissera la consommation de 10 000 adultes en deux ans ?', below: /\d[\s\u00a0]%[\s\u00a0]de moins qu’aujourd’hui/, group: /adultes/ },
  ];
  const english = 'If the government raises the tax on sugary drinks by 20%, how much will consumption by 10,000 adults fall within two years?';
  for (const c of cases) {
    it(`${c.lang}: labels, title and the level said against today, with the English numbers`, async () => {
      const foreign = await answer(c.prompt);
      const en = await answer(english);
      const { config, a } = foreign;
      // The good's quantity and spending were English ("Sugary drinks bought") and the title half English.
      for (const g of config.agent_groups) for (const v of Object.values(g.variables)) assert.doesNotMatch(v.label ?? '', /\b(?:bought|Spending|compared)\b/, v.label);
      assert.doesNotMatch(foreign.title, /\b(?:Spending|by|on)\b/, foreign.title);
      assert.match(foreign.title, /^\p{Lu}/u, foreign.title);
      // "19,2 % unter heute", not "-19,2 % Änderung gegenüber heute (−19,2 % bis −19,2 % …)".
      assert.match(a.answer!.statement, c.below, a.answer!.statement);
      assert.match(a.answer!.statement, c.group, a.answer!.statement);
      assert.doesNotMatch(a.answer!.statement, /\d[\s\u00a0]*%[\s\u00a0]*(?:bis|a|à)[\s\u00a0]*[-−]?\d/, `no range when every run is the same: ${a.answer!.statement}`);
      // French writes "points de pourcentage".
      assert.doesNotMatch(unquoted(a.answer!.statement).replace(/points de pourcentage/g, ''), ENGLISH, a.answer!.statement);
      assert.equal(a.answer!.value, en.a.answer!.value);
      assert.deepEqual(a.answer!.by_arm?.map((r) => r.difference), en.a.answer!.by_arm?.map((r) => r.difference));
    });
  }
});
