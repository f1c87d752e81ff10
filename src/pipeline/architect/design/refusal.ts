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

/** Diseases carried by mosquitoes or ticks: they spread through the insects, which no mechanism here models. */
export const VECTOR_BORNE = /(?<!\p{L})(malaria|paludisme|paludismo|dengue|zika|chikungunya|yellow fever|gelbfieber|fiebre amarilla|fi[èe]vre jaune|west nile|west-nil\p{L}*|del nilo occidental|du nil occidental|lyme|borreliose)(?!\p{L})/iu;

const VECTOR: Record<Language, (d: string) => string> = {
  en: (d) =>
    `The builtin Architect has no model for a disease carried by mosquitoes or ticks (here: ${d}). It spreads through the insects, not from person to person, and a person-to-person epidemic model would give a misleading answer. ` +
    'It can model infections passed between people (flu, measles, COVID-19, norovirus), for example: "How many of 50,000 people will catch measles over 6 months if vaccination falls to 85%?"',
  de: (d) =>
    `Für eine Krankheit, die Mücken oder Zecken übertragen (hier: ${d}), hat der eingebaute Architekt kein Modell. Sie verbreitet sich über die Insekten, nicht von Mensch zu Mensch, und ein Modell der Ansteckung unter Menschen gäbe eine irreführende Antwort. ` +
    'Modellieren kann er Infektionen, die Menschen weitergeben (Grippe, Masern, COVID-19, Norovirus), zum Beispiel: „Wie viele von 50.000 Menschen erkranken in 6 Monaten an Masern, wenn die Impfquote auf 85 % sinkt?“ ' +
    '(No model for a disease carried by mosquitoes or ticks.)',
  es: (d) =>
    `El Arquitecto integrado no tiene un modelo para una enfermedad transmitida por mosquitos o garrapatas (aquí: ${d}). Se propaga a través de los insectos, no de persona a persona, y un modelo de contagio entre personas daría una respuesta engañosa. ` +
    'Puede modelar infecciones que se transmiten entre personas (gripe, sarampión, COVID-19, norovirus), por ejemplo: «¿Cuántas de 50.000 personas contraerán el sarampión en 6 meses si la vacunación baja al 85 %?» ' +
    '(No model for a disease carried by mosquitoes or ticks.)',
  fr: (d) =>
    `L’Architecte intégré n’a pas de modèle pour une maladie transmise par des moustiques ou des tiques (ici : ${d}). Elle se propage par les insectes, pas de personne à personne, et un modèle de contagion entre personnes donnerait une réponse trompeuse. ` +
    'Il peut modéliser les infections qui se transmettent entre personnes (grippe, rougeole, COVID-19, norovirus), par exemple : « Combien de 50 000 personnes attraperont la rougeole en 6 mois si la vaccination tombe à 85 % ? » ' +
    '(No model for a disease carried by mosquitoes or ticks.)',
};

/** The refusal for a disease carried by insects, or null when the prompt names none. */
export function vectorBorneRefusal(text: string, lang: Language): string | null {
  const m = VECTOR_BORNE.exec(text);
  return m ? VECTOR[lang](m[1]) : null;
}

const FINES: Record<Language, string> = {
  en:
    'The builtin Architect has no model for fines issued (speeding or parking tickets): how many are issued depends on how drivers adapt to enforcement, which no model here represents, and any other model would give a misleading answer. ' +
    'It can model road casualties under speed limits and cameras, for example: "How many road deaths will there be among 500,000 residents in a year if 20 speed cameras are installed?"',
  de:
    'Für ausgestellte Strafen (Strafzettel, Bußgelder) hat der eingebaute Architekt kein Modell: Wie viele es gibt, hängt davon ab, wie sich Fahrer an die Kontrollen anpassen, und ein anderes Modell gäbe eine irreführende Antwort. ' +
    'Modellieren kann er Verkehrsopfer unter Tempolimits und Blitzern, zum Beispiel: „Wie viele Verkehrstote gibt es unter 500.000 Einwohnern in einem Jahr, wenn 20 Blitzer aufgestellt werden?“ ' +
    '(No model for fines issued.)',
  es:
    'El Arquitecto integrado no tiene un modelo para las multas impuestas (por exceso de velocidad o aparcamiento): cuántas se ponen depende de cómo se adaptan los conductores a los controles, y otro modelo daría una respuesta engañosa. ' +
    'Puede modelar las víctimas de tráfico con límites de velocidad y radares, por ejemplo: «¿Cuántos muertos en carretera habrá entre 500.000 habitantes en un año si se instalan 20 radares?» ' +
    '(No model for fines issued.)',
  fr:
    'L’Architecte intégré n’a pas de modèle pour les amendes dressées (excès de vitesse, stationnement) : leur nombre dépend de la façon dont les conducteurs s’adaptent aux contrôles, et un autre modèle donnerait une réponse trompeuse. ' +
    'Il peut modéliser les victimes de la route sous limitations de vitesse et radars, par exemple : « Combien de morts sur la route parmi 500 000 habitants en un an si 20 radars sont installés ? » ' +
    '(No model for fines issued.)',
};

/**
 * The refusal for a question about fines issued ("how many drivers will get a speeding ticket"), or
 * null; a fine named as the change ("if parking fines double") is a lever, not what is asked.
 */
export function finesRefusal(gloss: Array<{ c: string }>, lang: Language): string | null {
  const ifAt = gloss.findIndex((g) => g.c === 'if');
  const fineAt = gloss.findIndex((g) => g.c === 'traffic_fine');
  return fineAt >= 0 && (ifAt < 0 || fineAt < ifAt) ? FINES[lang] : null;
}
