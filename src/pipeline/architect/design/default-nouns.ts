import type { Language } from '../reader/lexicon.js';

/**
 * The population a mechanism simulates when the prompt names none ("Wie entwickelt sich der
 * Dorschbestand …" runs 200 boats), said in the asker's language: a German answer speaks of
 * "Boote", not of "Boats". Keyed by the mechanism's English noun.
 */
const NOUNS: Record<string, Record<Exclude<Language, 'en'>, string>> = {
  adults: { de: 'Erwachsene', es: 'adultos', fr: 'adultes' },
  boats: { de: 'Boote', es: 'barcos', fr: 'bateaux' },
  commuters: { de: 'Pendler', es: 'viajeros', fr: 'navetteurs' },
  customers: { de: 'Kunden', es: 'clientes', fr: 'clients' },
  shoppers: { de: 'Kunden', es: 'compradores', fr: 'clients' },
  depositors: { de: 'Sparer', es: 'depositantes', fr: 'déposants' },
  staff: { de: 'Beschäftigte', es: 'empleados', fr: 'salariés' },
  firms: { de: 'Unternehmen', es: 'empresas', fr: 'entreprises' },
  farms: { de: 'Betriebe', es: 'explotaciones', fr: 'exploitations' },
  'small businesses': { de: 'Kleinunternehmen', es: 'pequeñas empresas', fr: 'petites entreprises' },
  households: { de: 'Haushalte', es: 'hogares', fr: 'ménages' },
  investors: { de: 'Anleger', es: 'inversores', fr: 'investisseurs' },
  'eligible people': { de: 'Berechtigte', es: 'personas con derecho', fr: 'personnes éligibles' },
  people: { de: 'Personen', es: 'personas', fr: 'personnes' },
  patients: { de: 'Patienten', es: 'pacientes', fr: 'patients' },
  residents: { de: 'Einwohner', es: 'habitantes', fr: 'habitants' },
  tenants: { de: 'Mieter', es: 'inquilinos', fr: 'locataires' },
  users: { de: 'Nutzer', es: 'usuarios', fr: 'utilisateurs' },
  voters: { de: 'Wähler', es: 'votantes', fr: 'électeurs' },
  workers: { de: 'Beschäftigte', es: 'trabajadores', fr: 'travailleurs' },
};

export function defaultNoun(noun: string, language: Language): string {
  return language === 'en' ? noun : (NOUNS[noun]?.[language] ?? noun);
}
