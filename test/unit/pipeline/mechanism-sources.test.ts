import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { designFromPrompt } from '../../../src/pipeline/architect/design/assemble.js';
import { MECHANISM_SOURCES } from '../../../src/pipeline/architect/phrasebook/sources.js';

/**
 * The sources and calibrations the mechanisms put in parentheses at the end of an assumption
 * ("transit fare elasticity −0.2 to −0.5 in the short run, Litman 2004") are said in the asker's
 * language (phrasebook/sources.ts), not left in English inside a German, Spanish or French sentence.
 */

const LANGS = ['de', 'es', 'fr'] as const;
const MECHANISMS = new URL('../../../src/pipeline/architect/mechanisms/', import.meta.url);
const CODE = readdirSync(MECHANISMS)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(new URL(f, MECHANISMS), 'utf8'))
  .join('\n');
const numbers = (s: string): string[] => s.match(/\d+(?:[.,]\d+)*/g) ?? [];
/** Words of the English sources that correct German, Spanish or French does not use. */
const ENGLISH = /\b(?:assumed|about|a year|a month|per 100,000|elasticit(?:y|ies)|typical|turnover|customers|subscribers|within|short run|infectious|symptoms|immunity|for mask|vaccines?|protect|food)\b|\d to [−-]?\d/i;

const PROMPTS: Array<{ lang: (typeof LANGS)[number]; prompt: string }> = [
  // Epidemics: school closures, masks, vaccination.
  { lang: 'de', prompt: 'Wie viele der 50.000 Einwohner erkranken innerhalb von 8 Wochen an Grippe, wenn die Schulen ab Woche 2 für zwei Wochen schließen?' },
  { lang: 'de', prompt: 'Wie viele der 12.000 Beschäftigten im Krankenhaus erkranken in 3 Monaten an Covid, wenn eine Maskenpflicht eingeführt wird?' },
  { lang: 'de', prompt: 'Wie viele der 20.000 Einwohner erkranken in 6 Monaten an Masern, wenn eine Impfkampagne startet?' },
  { lang: 'es', prompt: '¿Cuántos de 100.000 habitantes se contagiarán de COVID en 3 meses si las mascarillas son obligatorias?' },
  { lang: 'es', prompt: '¿Cuántos de 30.000 habitantes enfermarán de gripe en 2 meses si se cierran los colegios dos semanas?' },
  { lang: 'fr', prompt: 'Combien des 50 000 habitants tomberont malades de la grippe en 3 mois si les écoles ferment deux semaines ?' },
  { lang: 'fr', prompt: 'Combien de 100 000 habitants attraperont la rougeole en 6 mois avec une campagne de vaccination ?' },
  // Commuting: a fare change and a fuel price change.
  { lang: 'de', prompt: 'Wie viele von 40.000 Pendlern fahren in einem Jahr mit Bus und Bahn, wenn die Fahrpreise um 20 % sinken?' },
  { lang: 'de', prompt: 'Wie viele von 30.000 Pendlern fahren in 2 Jahren mit Bus und Bahn, wenn der Benzinpreis um 30 % steigt?' },
  { lang: 'es', prompt: '¿Cuántos de 50.000 viajeros usarán el transporte público en un año si el precio de la gasolina sube un 20 %?' },
  { lang: 'fr', prompt: 'Combien de 40 000 navetteurs prendront les transports en commun en un an si le prix du ticket baisse de 20 % ?' },
  // Staff leaving.
  { lang: 'de', prompt: 'Wie viele unserer 800 Pflegekräfte kündigen innerhalb eines Jahres, wenn die Löhne eingefroren werden?' },
  { lang: 'es', prompt: '¿Cuántos de 5.000 empleados dejan la empresa en un año si se congela el salario?' },
  { lang: 'fr', prompt: "Combien des 800 infirmières quitteront l'hôpital en 2 ans si les salaires augmentent de 5 % ?" },
  // Customers cancelling a subscription after a price rise.
  { lang: 'de', prompt: 'Wie viele von 30.000 Abonnenten kündigen in 12 Monaten, wenn der Preis um 10 % steigt?' },
  { lang: 'es', prompt: '¿Cuántos de 12.000 suscriptores cancelan en 6 meses si subimos el precio un 15 %?' },
  { lang: 'fr', prompt: 'Combien de nos 25 000 abonnés résilieront leur abonnement en un an si le prix augmente de 10 % ?' },
  // Road deaths under a speed limit.
  { lang: 'de', prompt: 'Wie viele Verkehrstote gibt es unter 500.000 Einwohnern in 3 Jahren, wenn das Tempolimit auf 30 km/h gesenkt wird?' },
  { lang: 'es', prompt: '¿Cuántos muertos en carretera habrá entre 1 millón de habitantes en 2 años si se baja el límite de velocidad a 30 km/h?' },
  { lang: 'fr', prompt: "Combien de morts sur la route parmi 1 million d'habitants en 2 ans si la vitesse est limitée à 30 km/h ?" },
  // Burglaries with more police.
  { lang: 'de', prompt: 'Wie viele Einbrüche gibt es unter 100.000 Einwohnern in einem Jahr, wenn die Polizei um 10 % aufgestockt wird?' },
  { lang: 'es', prompt: '¿Cuántos robos en viviendas habrá entre 200.000 habitantes en un año si se aumenta la policía un 10 %?' },
  { lang: 'fr', prompt: 'Combien de cambriolages parmi 100 000 habitants en un an si les effectifs de police augmentent de 10 % ?' },
  // Bread bought after a price rise.
  { lang: 'de', prompt: 'Wie viel Brot kaufen 10.000 Haushalte in 6 Monaten, wenn der Brotpreis um 10 % steigt?' },
  { lang: 'es', prompt: '¿Cuánto pan comprarán 5.000 hogares en un año si el precio del pan sube un 10 %?' },
  { lang: 'fr', prompt: 'Combien de pain achèteront 10 000 ménages en 6 mois si le prix du pain augmente de 10 % ?' },
];

describe('mechanism sources in other languages', () => {
  for (const { lang, prompt } of PROMPTS) {
    it(`leaves no English source in the assumptions (${lang}): ${prompt}`, () => {
      const d = designFromPrompt(prompt);
      assert.ok(d.ok, prompt);
      assert.equal(d.intent.language, lang);
      const english = (d.config.assumptions ?? []).filter((a) => ENGLISH.test(a));
      assert.deepEqual(english, []);
    });
  }

  it('has the same sources in every language', () => {
    for (const lang of LANGS) {
      for (const other of LANGS) {
        const missing = Object.keys(MECHANISM_SOURCES[lang]).filter((en) => !(en in MECHANISM_SOURCES[other]));
        assert.deepEqual(missing, [], `${lang} has sources ${other} lacks`);
      }
    }
  });

  it('has no source the mechanisms no longer write', () => {
    // A source built around a constant ("about ${PRICE_WEIGHT} log-odds") is found by its words.
    const stale = Object.keys(MECHANISM_SOURCES.de).filter((en) => !CODE.includes(en) && !en.split(/\d+(?:\.\d+)?/).every((part) => CODE.includes(part)));
    assert.deepEqual(stale, []);
  });

  for (const lang of LANGS) {
    it(`translates every source into ${lang}, keeping its numbers`, () => {
      for (const [en, text] of Object.entries(MECHANISM_SOURCES[lang])) {
        assert.notEqual(text.trim(), '', en);
        assert.notEqual(text, en);
        assert.doesNotMatch(text, ENGLISH, `${lang}: ${text}`);
        for (const n of numbers(en)) assert.ok(numbers(text).includes(n), `${lang}: ${n} of "${en}" missing in "${text}"`);
      }
    });
  }

  it('puts a space before the colon and semicolon in French', () => {
    for (const text of Object.values(MECHANISM_SOURCES.fr)) assert.doesNotMatch(text, /[^\s\u00a0][:;]/, text);
  });
});
