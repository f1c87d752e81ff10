import type { Language } from '../reader/lexicon.js';

/**
 * What the Architect says when a prompt has nothing to simulate, in the asker's language when
 * it is one we read, with what a prompt needs and an example.
 */

const NOTHING: Record<Language, string> = {
  en:
    'There is nothing to simulate in this prompt. A prompt needs a population (who, and how many), a behaviour that changes over time, and ideally a horizon and the change you want to test. ' +
    'For example: "How fast will electric cars spread among 10,000 households over 24 months if prices fall 20%?"',
  de:
    'In dieser Anfrage gibt es nichts zu simulieren. Eine Anfrage braucht eine Population (wer und wie viele), ein Verhalten, das sich über die Zeit ändert, und am besten einen Zeitraum und die Änderung, die Sie prüfen möchten. ' +
    'Zum Beispiel: „Wie schnell verbreiten sich Elektroautos unter 10.000 Haushalten in 24 Monaten, wenn die Preise um 20 % sinken?“ ' +
    '(There is nothing to simulate: name a population, a behaviour over time and a horizon.)',
  es:
    'No hay nada que simular en esta petición. Una petición necesita una población (quién y cuántos), un comportamiento que cambie con el tiempo y, mejor, un horizonte y el cambio que quiere probar. ' +
    'Por ejemplo: «¿Con qué rapidez se extenderán los coches eléctricos entre 10.000 hogares en 24 meses si los precios bajan un 20 %?» ' +
    '(There is nothing to simulate: name a population, a behaviour over time and a horizon.)',
  fr:
    "Il n'y a rien à simuler dans cette demande. Une demande a besoin d'une population (qui, et combien), d'un comportement qui évolue dans le temps et, de préférence, d'un horizon et du changement à tester. " +
    'Par exemple : « À quelle vitesse les voitures électriques se répandront-elles parmi 10 000 ménages en 24 mois si les prix baissent de 20 % ? » ' +
    '(There is nothing to simulate: name a population, a behaviour over time and a horizon.)',
};

export function nothingToSimulate(lang: Language): string {
  return NOTHING[lang];
}

export function unsupportedLanguage(name: string): string {
  return (
    `The builtin Architect reads prompts in English, German, Spanish and French; it cannot read ${name === 'this language' ? 'this prompt’s language' : name} well enough to build an honest model. ` +
    'Please write the prompt in one of those languages, naming a population, a behaviour over time and a horizon. ' +
    'For example: "How fast will electric cars spread among 10,000 households over 24 months if prices fall 20%?"'
  );
}
