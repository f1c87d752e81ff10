import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shortLabel } from '../../../src/pipeline/architect/design/labels.js';

describe('labels: the change, not who makes it nor a pronoun', () => {
  it('"it becomes free" in four languages is the price gone, not the pronoun', () => {
    assert.equal(shortLabel('it becomes free', 'en'), 'Free of charge');
    assert.equal(shortLabel('il devient gratuit', 'fr'), 'Gratuit');
    assert.equal(shortLabel('elle devient gratuite', 'fr'), 'Gratuite');
    assert.equal(shortLabel('es kostenlos wird', 'de'), 'Kostenlos');
    assert.equal(shortLabel('pasa a ser gratis', 'es'), 'Gratis');
    // A thing named keeps its name.
    assert.equal(shortLabel('free breakfast', 'en'), 'Free breakfast');
    assert.equal(shortLabel('le petit-déjeuner devient gratuit', 'fr'), 'Petit-déjeuner gratuit');
  });

  it('"it becomes mandatory" in four languages is the duty, not the pronoun', () => {
    assert.equal(shortLabel('it becomes mandatory', 'en'), 'Made mandatory');
    assert.equal(shortLabel('es Pflicht wird', 'de'), 'Verpflichtend');
    assert.equal(shortLabel('se vuelve obligatoria', 'es'), 'Obligatoria');
    assert.equal(shortLabel('elle devient obligatoire', 'fr'), 'Obligatoire');
    assert.equal(shortLabel('attendance becomes mandatory', 'en'), 'Attendance becomes mandatory');
  });

  it('a council, a government or a company before its verb is left out, and the verb becomes a noun', () => {
    assert.equal(shortLabel('el ayuntamiento cobra 2 euros por entrar al centro en coche', 'es'), 'Cobro de 2 euros por entrar al centro en coche');
    assert.equal(shortLabel('el gobierno subvenciona el 50% de la instalación', 'es'), 'Subvención del 50% de la instalación');
    assert.equal(shortLabel('la ville installe 200 bornes de recharge', 'fr'), 'Installation de 200 bornes de recharge');
    assert.equal(shortLabel('la ville fait payer 2 euros pour entrer en voiture dans le centre', 'fr'), 'Facturation de 2 euros pour entrer en voiture dans le centre');
    assert.equal(shortLabel('on facture 2 euros pour la facture papier', 'fr'), 'Facturation de 2 euros pour la facture papier');
    assert.equal(shortLabel('die Krankenkasse einen Bonus von 100 Euro für Vorsorgeuntersuchungen zahlt', 'de'), 'Bonus von 100 Euro für Vorsorgeuntersuchungen');
    assert.equal(shortLabel('die Krankenkasse einen Bonus von 100 Euro für Vorsorgeuntersuchungen', 'de'), 'Bonus von 100 Euro für Vorsorgeuntersuchungen');
    assert.equal(shortLabel('die Stadt 2 Euro für die Einfahrt mit dem Auto in die Innenstadt verlangt', 'de'), 'Gebühr von 2 Euro für die Einfahrt mit dem Auto in die Innenstadt');
    // Introducing something keeps the verb: the change is that it exists.
    assert.equal(shortLabel('die Stadt ein Leihradsystem einführt', 'de'), 'Leihradsystem eingeführt');
  });
});
