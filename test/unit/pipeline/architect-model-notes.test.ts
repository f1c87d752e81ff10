import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { designFromPrompt } from '../../../src/pipeline/architect/design/assemble.js';
import { fitAssumptions } from '../../../src/pipeline/architect/design/fit.js';

/**
 * The assumptions of every model read in the asker's language (phrasebook/model-notes.ts):
 * staff, opinion, participation, smoking, commuting, spending, misinformation and investors.
 * Published sources stay as they are, so what is checked is the sentence outside parentheses.
 */

const CASES: Array<{ prompt: string; has: RegExp }> = [
  { prompt: '¿Cuántos de 6.000 empleados dejan la empresa en un año si se congela el salario?', has: /se marcha cada año/ },
  { prompt: "Combien des 800 infirmières quitteront l'hôpital en 2 ans si les salaires augmentent de 5 % ?", has: /partent chaque année/ },
  { prompt: 'Wie viele der 900 Pflegekräfte kündigen innerhalb eines Jahres, wenn das Krankenhaus die Löhne einfriert?', has: /realer Lohnverlust/ },
  { prompt: '¿Cuántos de 10.000 votantes apoyarán al gobierno en 3 meses si el desempleo sube 2 puntos?', has: /desempleo/ },
  { prompt: 'Wie entwickelt sich die Zustimmung zur CO2-Steuer unter 5.000 Wählern in 6 Monaten, wenn die Einnahmen als Klimageld zurückgezahlt werden?', has: /Dividende/ },
  { prompt: '¿Cuántos de 8.000 alumnos abandonarán la escuela en 2 años si se introducen comidas escolares gratuitas?', has: /matriculado/ },
  { prompt: 'Combien de 5 000 fumeurs arrêteront de fumer en un an si le prix du tabac augmente de 20 % ?', has: /arrêtent chaque année/ },
  { prompt: 'Wie viele von 40.000 Pendlern fahren in 2 Jahren mit dem Rad, wenn die Stadt Radwege baut?', has: /pendeln/ },
  { prompt: '¿Cuántos de 20.000 hogares comprarán menos bebidas azucaradas si se introduce un impuesto del 20 %?', has: /Los hogares compran/ },
  { prompt: 'Combien de 100 000 utilisateurs partageront une fausse information en 30 jours si la modération est renforcée ?', has: /modération/ },
  { prompt: 'Wie viele von 5.000 Anlegern verkaufen nach einem Kurssturz von 25 % innerhalb von 4 Wochen?', has: /ruhigen Märkten/ },
  { prompt: 'Combien des 3 000 chauffeurs Uber quitteront la plateforme en 6 mois si la commission passe de 25 % à 30 % ?', has: /commission de la plateforme/ },
  { prompt: '¿Cuántos de 50.000 clientes de tarjetas de crédito caerán en impago en un año si los tipos de interés suben 2 puntos?', has: /mora o impago/ },
  { prompt: 'Wie viele von 4.000 Pflegekräften kündigen innerhalb eines Jahres, wenn die Überstunden auf 8 Stunden pro Woche begrenzt werden?', has: /nennt die Frage keine Größe/ },
  { prompt: '¿Cuántos de 12.000 suscriptores cancelan en 6 meses si bajamos el precio?', has: /no da el tamaño/ },
  { prompt: 'Combien de 2 000 locataires déménagent en 3 ans si les loyers baissent ?', has: /ne donne pas l’ampleur/ },
  { prompt: 'Wie viele der 12.000 Beschäftigten im Krankenhaus erkranken in 3 Monaten an Covid, wenn die Maskenpflicht aufgehoben wird?', has: /gilt zu Beginn, da die Frage es aufhebt/ },
  { prompt: 'Wie viele von 8.000 Kunden wechseln in einem Jahr den Stromanbieter, wenn wir die Grundgebühr um 5 Euro erhöhen?', has: /typischen Rechnung/ },
  { prompt: '¿Cuántos de 40.000 usuarios dejarán la app en 3 meses si quitamos la versión gratuita?', has: /lo que era gratis/ },
  { prompt: 'Combien de 40 000 automobilistes prendront les transports en commun en un an si un péage urbain de 5 euros par jour est introduit ?', has: /vont en voiture au départ/ },
  { prompt: 'Wie viele der 40.000 jungen Einwohner gehen zur Kommunalwahl, wenn wir eine Erinnerungskampagne starten?', has: /wählen 24\s%\sder jungen Einwohner, wie bei einer Kommunalwahl üblich/ },
  { prompt: '¿Cuántos de 30.000 estudiantes votarán en las elecciones estudiantiles si se puede votar en línea?', has: /vota el 15\s%\sde los estudiantes, lo habitual en unas elecciones estudiantiles/ },
  { prompt: 'Quelle participation aux élections européennes chez 80 000 jeunes si nous lançons une campagne de mobilisation ?', has: /Les jeunes votent à environ 70\s%/ },
  // One year asked is said in the singular ("Die gefragten 1 Jahre", "Los 1 años" before).
  { prompt: 'Wie viele unserer 3.000 Mitarbeiter kündigen innerhalb eines Jahres, wenn wir 5 Tage Büropflicht einführen?', has: /Das gefragte Jahr wird in 12 monatlichen Schritten gerechnet.+in Jahren lesen/ },
  { prompt: '¿Cuántos de los 50.000 usuarios dejarán nuestra app de streaming en un año si subimos el precio a 12 euros?', has: /El año de la pregunta se simula en 12 pasos/ },
  { prompt: "Combien de nos 25 000 abonnés résilieront leur abonnement d'ici un an si nous ajoutons de la publicité ?", has: /L’année demandée est simulée en 12 pas/ },
  { prompt: 'Wie viele unserer 10.000 Monatsabonnenten wechseln in einem Jahr zum Jahresabo, wenn es 15 % Rabatt gibt?', has: /Jahresabo/ },
  { prompt: '¿Cuántos clientes usarán la banca en línea en un año si cerramos la mitad de las sucursales? Tenemos 80.000 clientes.', has: /lleva a sus usuarios a la banca en línea/ },
  { prompt: 'Combien de nos 40 000 clients utiliseront l’appli mobile d’ici un an si nous fermons un tiers de nos agences ?', has: /pousse leurs usagers vers l’application/ },
  { prompt: 'Wie viele unserer 50.000 Kunden nutzen in einem Jahr Online-Banking, wenn wir 30 % der Filialen schließen?', has: /wechseln ihre Nutzer zu Online-Banking/ },
  { prompt: 'Wie stark senken 500 Industriebetriebe ihre Emissionen bis 2030, wenn sich der CO2-Preis verdoppelt?', has: /CO2-Preis heute wird mit 80 je Tonne angenommen/ },
  { prompt: 'Wie viele unserer 2.000 Mitarbeiter nutzen die neue App in 3 Monaten, wenn wir sie verpflichtend machen?', has: /Eine Pflicht \(App\) vervielfacht/ },
  { prompt: '¿Cuántos de 50.000 trabajadores perderán su empleo en 2 años si la demanda cae un 10 %?', has: /Una caída de la demanda cuesta empleos/ },
  { prompt: 'Combien de 5 000 patients arrêteront de prendre leur traitement en un an si le reste à charge passe à 5 euros ?', has: /par ordonnance/ },
  // A part of pay, a club's members, a youth activity's fee; one simulated year in the singular ("1 ans sont simulés" before).
  { prompt: 'Wie viele von 800 Pflegekräften kündigen im nächsten Jahr, wenn wir den Überstundenzuschlag um 15 % kürzen?', has: /bewegt den Lohn um diesen Anteil/ },
  { prompt: '¿Cuántos de los 600 socios del club de tenis se darán de baja si la cuota anual sube de 300 a 400 euros?', has: /deja el club cada mes/ },
  { prompt: "Combien d'élèves sur 1 500 arrêteront le sport scolaire si l'inscription passe à 50 euros par an?", has: /La question ne donne pas d’horizon\s:\s1 an est simulé\./ },
  { prompt: "Combien d'élèves sur 1 500 arrêteront le sport scolaire si l'inscription passe à 50 euros par an?", has: /un tarif indiqué sans hausse ni baisse est lu comme nouveau/ },
  { prompt: 'Combien de nos 5 000 clients quitteront la banque en un an si nous introduisons des frais de tenue de compte ?', has: /quittent la banque chaque mois/ },
];

/** The sentence without what stands in parentheses (sources, nested ones too). */
function outsideParentheses(s: string): string {
  let out = s;
  for (let prev = ''; prev !== out; ) {
    prev = out;
    out = out.replace(/\([^()]*\)/g, '');
  }
  return out;
}

describe('model assumptions in the asker’s language', () => {
  for (const c of CASES) {
    it(c.prompt, () => {
      const d = designFromPrompt(c.prompt, { year: 2026 });
      assert.ok(d.ok, 'designed');
      const notes = d.config.assumptions ?? [];
      assert.ok(notes.some((a) => c.has.test(a)), `the model's own note is there, translated: ${JSON.stringify(notes)}`);
      for (const a of notes) assert.doesNotMatch(outsideParentheses(a), /\b(?:the|of|and|each|makes|likelier|at the start|a year)\b/, `an assumption left in English: ${a}`);
      for (const g of d.config.agent_groups) {
        for (const v of Object.values(g.variables)) if (v.label && !/model arithmetic/.test(v.label)) assert.doesNotMatch(v.label, /\b(?:compared with today|compounding|of)\b/, v.label);
      }
    });
  }
});

describe('model notes: Spanish articles of a group', () => {
  it('says "las tiendas", "las enfermeras" but "los hogares", "los taxistas"', async () => {
    const { losOf } = await import('../../../src/pipeline/architect/phrasebook/model-notes.js');
    assert.deepEqual(['tiendas', 'enfermeras', 'organizaciones', 'hogares', 'taxistas', 'clientes'].map(losOf), ['las', 'las', 'las', 'los', 'los', 'los']);
    const d = designFromPrompt('¿Cuántas de 8.000 tiendas adoptarán pagos móviles en dos años si la comisión baja al 1%?', { year: 2026 });
    assert.ok(d.ok, 'designed');
    const notes = (d.config.assumptions ?? []).join(' ');
    assert.match(notes, /de las tiendas/);
    assert.doesNotMatch(notes, /los tiendas/);
    assert.match(notes, /comisión expresada como parte de cada venta/);
  });
});

describe('assumptions over 300 characters are split, not cut', () => {
  it('splits at the last full stop or semicolon outside parentheses and keeps every word', () => {
    const long = `${'A'.repeat(120)} (source one; source two); ${'b'.repeat(150)}. Treat the numbers as illustrative and check them against data you trust.`;
    const out = fitAssumptions([long, 'short'], 30);
    assert.ok(out.every((a) => a.length <= 300), out.map((a) => a.length).join(','));
    assert.equal(out.length, 3);
    assert.equal(out[2], 'short');
    assert.ok(out[0].includes('(source one; source two)'), 'a break inside parentheses is not used');
    const words = (x: string) => x.replace(/[.;]/g, '').replace(/\s+/g, ' ').toLowerCase();
    assert.equal(words(out.join(' ')), words(`${long} short`));
  });
  it('cuts only a sentence with no break, and keeps at most the bound', () => {
    assert.equal(fitAssumptions(['x'.repeat(400)], 30)[0].length, 300);
    assert.equal(fitAssumptions(Array.from({ length: 40 }, () => 'y'), 30).length, 30);
  });
});
