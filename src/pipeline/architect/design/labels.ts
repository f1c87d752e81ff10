import type { Language } from '../reader/lexicon.js';

/**
 * Labels of arms and of the status quo as short noun phrases in the asker's words: "the council
 * caps rent increases at 3% a year" → "Rent increases capped at 3% a year", "a carbon price of
 * 80 euros per tonne is introduced" → "Carbon price of 80 euros per tonne", "capping overtime at
 * 4 hours" → "Overtime capped at 4 hours". The reader already stops a change's words at the
 * question; this also cuts any question words left and never returns an empty label.
 */

const MAX = 80;

// Where a label ends: the question or another clause begins.
const CUT: Record<Language, RegExp> = {
  en: /\s*(?:[:?;]|\b(?:how|what|which|when|while|whereas|compared|versus|vs\.?|instead of|rather than)\b|\b(?:stops?|prevents?|avoids?|halts?)\s+(?:it|this|that|them|a|an|the)\b).*$/i,
  de: /\s*(?:[:?;]|\b(?:wie|was|welche[rs]?|wann|während|verglichen|gegenüber|statt|anstatt)\b).*$/i,
  es: /\s*(?:[:?;¿]|\b(?:cómo|como|qué|cuánt[oa]s?|cuándo|mientras|comparad[oa]|frente a|en lugar de|en vez de)\b).*$/i,
  fr: /\s*(?:[:?;]|\b(?:comment|combien|quel(?:le)?s?|quand|tandis|alors que|comparé|par rapport|au lieu de|plutôt que)\b).*$/i,
};

// Words that open a clause but not a noun phrase.
const LEADING: Record<Language, RegExp> = {
  en: /^(?:(?:and|or|if|what if|when|but|so|then|that|a|an|the)\s+)+/i,
  de: /^(?:(?:und|oder|wenn|falls|dass|ein|eine|einen|einer|der|die|das|den)\s+)+/i,
  es: /^(?:(?:y|o|si|que|un|una|el|la|los|las)\s+)+/i,
  fr: /^(?:(?:et|ou|si|que|un|une|le|la|les|l')\s*)+/i,
};

// English verbs that state a change, with their participles: "the council caps X at 3%" → "X capped at 3%".
const PARTICIPLES: Record<string, string> = {
  cap: 'capped', cut: 'cut', raise: 'raised', lower: 'lowered', reduce: 'reduced', increase: 'increased', introduce: 'introduced', ban: 'banned',
  remove: 'removed', halve: 'halved', double: 'doubled', freeze: 'frozen', limit: 'limited', extend: 'extended', close: 'closed', subsidise: 'subsidised',
  subsidize: 'subsidized', abolish: 'abolished', scrap: 'scrapped', hike: 'hiked', slash: 'slashed', drop: 'dropped', impose: 'imposed', announce: 'announced',
};
const verbForms = Object.keys(PARTICIPLES).flatMap((v) => {
  const stem = v.endsWith('e') ? v.slice(0, -1) : v;
  const doubled = /[^aeiou][aeiou][pt]$/.test(v) ? v + v.slice(-1) : v;
  return [
    [v, v],
    [v.endsWith('s') || v.endsWith('sh') ? `${v}es` : `${v}s`, v],
    [`${v.endsWith('e') ? stem : doubled}ing`, v],
  ] as Array<[string, string]>;
});
const VERB_OF = new Map(verbForms);
// Filler verbs in a passive: "is introduced", "are announced": the noun phrase is the change.
const PASSIVE_FILLER = /\s+(?:is|are|gets|get|will be|would be|were|was)\s+(?:introduced|announced|implemented|adopted|launched|imposed|put in place|brought in)\b/i;
const BARE_FILLER = /\s+(?:introduced|announced|implemented|launched|imposed)\b/i;
// "a subsidy … starts in 2028": the timing says when; the verb adds nothing.
const START_FILLER = /\s+(?:starts?|starting|begins?|beginning|comes? into force|takes? effect|applies|is paid|are paid)(?=\s+(?:in|on|at|from|after)\b)/i;

function english(label: string): string {
  let s = label;
  // "the transaction fee is cut from 2% to 0.5%" → "the transaction fee cut from 2% to 0.5%".
  s = s.replace(PASSIVE_FILLER, '').replace(BARE_FILLER, '').replace(START_FILLER, '');
  s = s.replace(/\s+(?:is|are|will be|would be|gets|get)\s+(?=(?:\w+ed|cut|set|shut|frozen)\b)/i, ' ');
  s = s.replace(/\bwould\s+/i, '');
  // "[actor] caps rent increases at 3%" / "capping overtime at 4 hours" → "rent increases capped at 3%".
  const words = s.split(/\s+/);
  const v = words.findIndex((w, i) => i <= 3 && VERB_OF.has(w.toLowerCase()));
  if (v >= 0) {
    const actor = words.slice(0, v);
    const startsAsActor = actor.length === 0 || actor.every((w) => !/\d/.test(w));
    const rest = words.slice(v + 1);
    const stop = rest.findIndex((w) => /^(at|to|by|from|in|on|for|until|after|below|above|\d.*|[$€£].*)$/i.test(w));
    const object = stop < 0 ? rest : rest.slice(0, stop);
    // "a rent cap of 2%": the word is a noun, not a verb, when a preposition follows it.
    const noun = /^(of|on|for|with|and|or)$/i.test(object[0] ?? '');
    if (startsAsActor && !noun && object.length > 0 && object.length <= 5) {
      const participle = PARTICIPLES[VERB_OF.get(words[v].toLowerCase())!];
      s = [...object, participle, ...(stop < 0 ? [] : rest.slice(stop))].join(' ');
    }
  }
  // A change that starts later holds from then on: "on day 3", "in 2027" → "from day 3", "from 2027".
  if (!/\bfrom\b/i.test(s)) s = s.replace(/\b(?:on|in|at)\s+((?:day|week|month|quarter|year)\s+\d+|(?:19|20)\d\d)\b/i, 'from $1');
  return s;
}

// Passives that only say a change is made: "eingeführt wird", "se introduce", "est introduite".
const FILLER: Record<Exclude<Language, 'en'>, RegExp> = {
  de: /\s+(?:eingeführt|angekündigt|umgesetzt|beschlossen)(?:\s+(?:wird|werden))?\b/i,
  es: /\s*\bse\s+(?:introduce|introducen|anuncia|aplica)\b/i,
  fr: /\s+(?:est|sont)\s+(?:introduite?s?|annoncée?s?|instaurée?s?)\b/i,
};
// "keiner Quote", "ningún límite", "aucun quota": the status quo said as "Ohne/Sin/Sans …".
const NO_WORD: Record<Exclude<Language, 'en'>, [RegExp, string]> = {
  de: [/^kein\w*\s+/i, 'Ohne '],
  es: [/^(?:ningun[oa]?|ningún|no hay)\s+/i, 'Sin '],
  fr: [/^(?:aucune?|pas de)\s+/i, 'Sans '],
};

/** A short label for an arm or the status quo; `fallback` when nothing is left. */
export function shortLabel(text: string, language: Language, fallback = 'Option'): string {
  let s = text.replace(/\s+/g, ' ').trim();
  if (language !== 'en') s = s.replace(FILLER[language], '').replace(NO_WORD[language][0], NO_WORD[language][1]);
  s = s.replace(CUT[language], '').trim();
  s = s.replace(LEADING[language], '').trim();
  if (language === 'en') s = english(s).replace(LEADING.en, '').trim();
  s = s.replace(/[\s,.;:]+$/, '');
  if (!s) return fallback;
  if (s.length > MAX) s = `${s.slice(0, MAX).replace(/\s+\S*$/, '')}…`;
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const NONE: Record<Language, string> = { en: 'No', de: 'Ohne', es: 'Sin', fr: 'Sans' };

/** "No deposit guarantee", "Ohne Fangquote": the status quo when every option brings in one thing. */
export function withoutLabel(leverText: string, language: Language): string {
  const noun = leverText.replace(LEADING[language], '').trim();
  return `${NONE[language]} ${language === 'en' ? noun.toLowerCase() : noun}`;
}
