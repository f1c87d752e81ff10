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
  en: /\s*(?:(?<!\d):|[?;]|\b(?:how|what|which|when|while|whereas|compared|versus|vs\.?|instead of|rather than)\b|(?<!\b(?:we|they|you|i)\s+)\b(?:stops?|prevents?|avoids?|halts?)\s+(?:it|this|that|them|a|an|the)\b).*$/i,
  de: /\s*(?:(?<!\d):|[?;]|\b(?:wie|was|welche[rs]?|wann|während|verglichen|gegenüber|statt|anstatt)\b).*$/i,
  es: /\s*(?:(?<!\d):|[?;¿]|\b(?:cómo|como|qué|cuánt[oa]s?|cuándo|mientras|comparad[oa]|frente a|en lugar de|en vez de)\b).*$/i,
  fr: /\s*(?:(?<!\d):|[?;]|\b(?:comment|combien|quel(?:le)?s?|quand|tandis|alors que|comparé|par rapport|au lieu de|plutôt que)\b).*$/i,
};

// Words that open a clause but not a noun phrase.
const LEADING: Record<Language, RegExp> = {
  en: /^(?:(?:and|or|if|what if|when|but|so|then|that|a|an|the|its|their|our|his|her)\s+)+/i,
  de: /^(?:(?:und|oder|wenn|falls|dass|ein|eine|einen|einer|der|die|das|den)\s+)+/i,
  es: /^(?:(?:y|o|si|que|un|una|el|la|los|las)\s+)+/i,
  fr: /^(?:(?:et|ou|si|que|un|une|les|le|la)\s+|l['’]\s*)+/i,
};

// English verbs that state a change, with their participles: "the council caps X at 3%" → "X capped at 3%".
const PARTICIPLES: Record<string, string> = {
  cap: 'capped', cut: 'cut', raise: 'raised', lower: 'lowered', reduce: 'reduced', increase: 'increased', introduce: 'introduced', ban: 'banned',
  remove: 'removed', halve: 'halved', double: 'doubled', freeze: 'frozen', limit: 'limited', extend: 'extended', close: 'closed', subsidise: 'subsidised',
  subsidize: 'subsidized', abolish: 'abolished', scrap: 'scrapped', hike: 'hiked', slash: 'slashed', drop: 'dropped', impose: 'imposed', announce: 'announced',
  end: 'ended', stop: 'stopped', give: 'given', offer: 'offered', launch: 'launched', hire: 'hired', allow: 'allowed', add: 'added', expand: 'expanded',
  build: 'built', open: 'opened', install: 'installed', create: 'created', waive: 'waived', simplify: 'simplified',
};
// Verbs that change or end a thing that exists today (not bring a new one in).
const CHANGED_THING = new Set(['cut', 'raise', 'lower', 'reduce', 'increase', 'remove', 'halve', 'double', 'freeze', 'abolish', 'scrap', 'hike', 'slash', 'drop', 'end', 'stop', 'waive', 'simplify']);
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
// Verbs that only say an option is done: the label is what follows them.
const DROPPED = /^(?:run|runs|running|send|sends|sending|hold|holds|holding|provide|provides|providing|carry out|put)$/i;
// Filler verbs in a passive: "is introduced", "are announced": the noun phrase is the change.
const PASSIVE_FILLER = /\s+(?:is|are|gets|get|will be|would be|were|was)\s+(?:introduced|announced|implemented|adopted|launched|imposed|put in place|brought in)\b/i;
const BARE_FILLER = /\s+(?:introduced|announced|implemented|launched|imposed)\b/i;
// "a subsidy … starts in 2028": the timing says when; the verb adds nothing.
const START_FILLER = /\s+(?:starts?|starting|begins?|beginning|comes? into force|takes? effect|applies|is paid|are paid)(?=\s+(?:in|on|at|from|after)\b)/i;

/** Services given free that are the change, not the thing asked about ("free training" for teachers' use of AI). */
const FREE_SERVICE = /^(?:training|courses?|classes|sessions?|(?:school )?meals|lunch(?:es)?|breakfasts?|childcare|transport|rides?|parking|delivery|shipping|trials?|wi-?fi|coaching|counsell?ing|tutoring|advice|check-?ups?|consultations?|installation|audits?)$/i;

function english(label: string): string {
  // "it opens later in the evening" → "Open later in the evening": how long it is open is the change.
  const longer = /^(?:(?:it|we|they)\s+)?(?:opens|open|stays open|stay open)\s+((?:later|late|longer|on\s+(?:sundays?|saturdays?|weekends?|holidays?)|at\s+weekends?)\b.*)$/i.exec(label);
  if (longer) return `open ${longer[1]}`;
  let s = label;
  // "the transaction fee is cut from 2% to 0.5%" → "the transaction fee cut from 2% to 0.5%".
  s = s.replace(PASSIVE_FILLER, '').replace(BARE_FILLER, '').replace(START_FILLER, '');
  // "send reminders to raise vaccination": the purpose is the question's, not part of the option.
  s = s.replace(/\s+to\s+(?:raise|increase|boost|lift|improve|reduce|cut|lower|encourage|promote|support|help|get|keep)\b.*$/i, '');
  s = s.replace(/\s+(?:is|are|will be|would be|gets|get)\s+(?=(?:\w+ed|cut|set|shut|frozen)\b)/i, ' ');
  s = s.replace(/\bwould\s+/i, '');
  // "electricity gets 15% cheaper" → "electricity 15% cheaper": the comparative says the change.
  s = s.replace(/\s+(?:gets|get|becomes|become|is|are|goes|go)\s+(?=(?:\d[\d.,]*\s*%|\w+)\s+(?:cheaper|dearer|more expensive|less expensive|higher|lower)\b|(?:cheaper|dearer|more expensive|less expensive|higher|lower)\b)/i, ' ');
  // "[actor] caps rent increases at 3%" / "capping overtime at 4 hours" → "rent increases capped at 3%".
  const words = s.split(/\s+/);
  // "we run a text-message reminder campaign", "we send reminders": the thing run or sent is the option.
  const d = words.findIndex((w, i) => i <= 2 && DROPPED.test(w));
  if (d >= 0 && d < words.length - 1 && words.slice(0, d).every((w) => !/\d/.test(w))) {
    // "we stop sending SMS reminders": what is no longer done, and that it stops.
    const stopped = words.slice(0, d).some((w) => /^(?:stop|stops|end|ends|scrap|scraps|cease|ceases|halt|halts|quit|quits)$/i.test(w));
    // "send them a letter": the pronoun the thing is sent to names nothing.
    const sent = words.slice(d + 1);
    if (sent.length > 1 && /^(?:them|us|him|her|it|everyone|all)$/i.test(sent[0]!)) sent.shift();
    return `${sent.join(' ')}${stopped ? ' stopped' : ''}`;
  }
  // "the rent cap abolished": a verb form followed by a participle is a noun ("cap", "ban", "cut").
  const v = words.findIndex((w, i) => i <= 3 && VERB_OF.has(w.toLowerCase()) && !/^(?:\w+ed|frozen|cut|shut|set)$/i.test(words[i + 1] ?? ''));
  if (v >= 0) {
    const actor = words.slice(0, v);
    const startsAsActor = actor.length === 0 || actor.every((w) => !/\d/.test(w));
    const rest = words.slice(v + 1);
    let stop = rest.findIndex((w) => /^(at|to|by|from|in|on|for|with|until|after|below|above|next|this|\d.*|[$€£].*)$/i.test(w));
    // "introduce a monthly fee of 5 euros": the amount after "of" is part of the thing named
    // ("Monthly fee of 5 euros introduced", not "Monthly fee of introduced 5 euros").
    if (stop > 0 && /^of$/i.test(rest[stop - 1]!) && rest.length - stop <= 4) stop = -1;
    const object = stop < 0 ? rest : rest.slice(0, stop);
    // "a rent cap of 2%": the word is a noun, not a verb, when a preposition follows it.
    const noun = /^(of|on|for|with|and|or)$/i.test(object[0] ?? '');
    const articlesOnly = object.length > 0 && object.every((w) => /^(a|an|the)$/i.test(w));
    // "we give a 5% pay rise": the noun phrase after the verb is the change.
    const base = VERB_OF.get(words[v].toLowerCase())!;
    // "a rival gym", "a new competitor": whoever the actor is, a rival named in it makes it the rival's change.
    const rival = actor.length > 0 && actor.length <= 3 && actor.some((w) => /^(?:rivals?|competitors?|competition|supermarkets?|hypermarkets?|superstores?|discounters?|malls?)$/i.test(w));
    // "a rival opens next door": the rival is what opens, not who acts: "Rival opened next door".
    if (base === 'open' && rival) s = [...actor.filter((w) => !/^(?:a|an|the|our)$/i.test(w)), PARTICIPLES.open, ...rest].join(' ');
    // "a new metro line opens nearby": the thing that opens is the actor, not a doer ("New metro line opened nearby").
    else if (base === 'open' && actor.length > 1 && actor.length <= 5 && /^(?:a|an|the)$/i.test(actor[0]!) && actor.some((w) => /^(?:lines?|stations?|stops?|routes?|lanes?|parks?|libraries|library|pools?|centres?|centers?|clinics?|hospitals?|schools?|stores?|shops?|branch(?:es)?)$/i.test(w))) s = [...actor.filter((w) => !/^(?:a|an|the)$/i.test(w)), PARTICIPLES.open, ...rest].join(' ');
    // "a competitor cuts prices by 15%": the change is the rival's, and the label says so.
    // "a competitor cuts its prices": the possessive is the rival's already ("Competitor’s prices cut").
    else if (rival && object.length > 0 && object.length <= 4 && !/^(?:the|a|an)$/i.test(object[0]!)) s = [`${actor.filter((w) => !/^(?:a|an|the|our)$/i.test(w)).join(' ')}’s`, ...object.filter((w) => !/^(?:its|their|his|her)$/i.test(w)), PARTICIPLES[base], ...(stop < 0 ? [] : rest.slice(stop))].join(' ');
    // "we scrap the 5 euro monthly fee": what is done to the thing is the change ("5 euro monthly fee scrapped");
    // "introduce a 5 euro fee" only brings it in ("5 euro fee").
    else if (startsAsActor && articlesOnly && stop >= 0 && CHANGED_THING.has(base)) {
      const thing = rest.slice(object.length);
      // "we raise the 9.99 plan to 12.99" → "9.99 plan raised to 12.99".
      const p = thing.findIndex((w, i) => i > 0 && /^(?:to|by|from|at|until|in|on|for)$/i.test(w));
      s = p < 0 ? [...thing, PARTICIPLES[base]].join(' ') : [...thing.slice(0, p), PARTICIPLES[base], ...thing.slice(p)].join(' ');
    }
    else if (startsAsActor && articlesOnly && stop >= 0) s = rest.join(' ');
    // "introduce mandatory 12-hour shifts": a size inside what is brought in; the thing itself is the label ("Mandatory 12-hour shifts").
    else if (startsAsActor && base === 'introduce' && stop > 0 && /^\d/.test(rest[stop]!) && rest.length <= 6) s = rest.filter((w) => !/^(?:a|an|the)$/i.test(w)).join(' ');
    // "we close on Sundays": nothing is named after the verb, so the verb is the change: "Closed on Sundays".
    else if (startsAsActor && object.length === 0 && stop === 0 && rest.length > 1 && /^(?:at|on|in|from|after|until|for)$/i.test(rest[0]) && actor.every((w) => /^(?:we|they|you|i|the|city|council|library|shop|store|company)$/i.test(w))) s = [PARTICIPLES[base], ...rest].join(' ');
    // "the city adds 50 new stations": a count opens the object → "50 new stations added".
    else if (startsAsActor && stop === 0 && /^\d[\d,.]*$/.test(rest[0]) && rest.length > 1 && rest.length <= 6) s = `${rest.join(' ')} ${PARTICIPLES[VERB_OF.get(words[v].toLowerCase())!]}`;
    // "pharmacies offer it free": the thing is a pronoun, so what is done to it is the label ("offered free").
    // "the city bans them": a lone pronoun names nothing; the sentence itself is the clearest label.
    else if (startsAsActor && object.length === 1 && /^(it|them|this|these|that|those)$/i.test(object[0]) && stop < 0) s = words.filter((w) => !/^(?:a|an|the)$/i.test(w)).join(' ');
    // "offer free flu shots" → "offered free": "free" is how, the thing is the question's.
    // "we add free classes" brings in a new thing, named: "Free classes added".
    else if (startsAsActor && /^free$/i.test(object[0] ?? '') && base === 'add' && object.length > 1) s = [...object, PARTICIPLES[base]].join(' ');
    // "offer free flu shots at the office": where it is offered is part of the option ("Free flu shots at the office").
    else if (startsAsActor && /^free$/i.test(object[0] ?? '') && object.length > 1 && stop >= 0) s = [...object, ...rest.slice(stop)].join(' ');
    // "offer free training", "free school meals": a service given for nothing is the option itself, named.
    else if (startsAsActor && /^free$/i.test(object[0] ?? '') && object.length > 1 && FREE_SERVICE.test(object[object.length - 1]!)) s = object.join(' ');
    // "the city gives away free compost bins": a thing given for nothing is the option itself ("Free compost bins").
    else if (startsAsActor && base === 'give' && /^free$/i.test(object[0] ?? '') && object.length > 1) s = object.join(' ');
    else if (startsAsActor && /^free$/i.test(object[0] ?? '')) s = [PARTICIPLES[base], 'free'].join(' ');
    // "we give them an extra day off": to whom it is given names nothing ("Extra day off given").
    else if (startsAsActor && (base === 'give' || base === 'offer') && /^(them|him|her|us|you|everyone|everybody)$/i.test(object[0] ?? '') && object.length > 1 && object.length <= 7 && !/^(?:without|with|at|on|in|for|to|free|from|by)$/i.test(object[1]!)) s = [...object.slice(1).filter((w, i) => i > 0 || !/^(?:a|an|the)$/i.test(w)), PARTICIPLES[base], ...(stop < 0 ? [] : rest.slice(stop))].join(' ');
    else if (startsAsActor && /^(it|them|this|these|that|those)$/i.test(object[0] ?? '') && object.length > 1 && object.length <= 4) s = [PARTICIPLES[base], ...object.slice(1), ...(stop < 0 ? [] : rest.slice(stop))].join(' ');
    // "we add a loyalty discount of 10% for the second year": a long new thing is named as it is ("Loyalty discount of 10% …");
    // a participle after so many words would land inside it.
    else if (startsAsActor && (base === 'add' || base === 'introduce') && /^(?:a|an)$/i.test(object[0] ?? '') && object.length > 1 && rest.length >= 7 && rest.length <= 10) s = rest.slice(1).join(' ');
    else if (startsAsActor && !noun && object.length > 0 && object.length <= 6) {
      const participle = PARTICIPLES[base];
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
// "die Impfung kostenlos ist", "la vaccination devient obligatoire": the copula goes, the state stays.
const COPULA: Record<Exclude<Language, 'en'>, RegExp> = {
  de: /\s+(?:ist|sind|wird|werden|wäre|wären)$/i,
  es: /\s+(?:se vuelven?|pasan? a ser|(?:es|son)(?=\s+(?:obligatori\p{L}*|gratuit\p{L}*|gratis|prohibid\p{L}*)))\s+/iu,
  fr: /\s+(?:devient|deviennent|deviendrait|deviendraient|(?:est|sont)(?=\s+(?:obligatoires?|gratuit\p{L}*|interdit\p{L}*)))\s+/iu,
};
// "es gratuita", "est gratuit": a label that starts with the copula keeps only the state.
const LEAD_COPULA: Record<Exclude<Language, 'en'>, RegExp> = { de: /^(?:(?:es|sie|er)\s+)?(?:ist|sind)\s+/i, es: /^(?:es|son|sea|sean)\s+/i, fr: /^(?:(?:il|elle|ils|elles)\s+)?(?:est|sont|soit|soient)\s+/i };
// "keiner Quote", "ningún límite", "aucun quota": the status quo said as "Ohne/Sin/Sans …".
const NO_WORD: Record<Exclude<Language, 'en'>, [RegExp, string]> = {
  de: [/^kein\w*\s+/i, 'Ohne '],
  es: [/^(?:ningun[oa]?|ningún|no hay)\s+/i, 'Sin '],
  fr: [/^(?:aucune?|pas de)\s+/i, 'Sans '],
};

// Verbs said by the asker ("wenn wir das Homeoffice abschaffen", "si subimos la cuota", "si nous
// supprimons le télétravail"): the label says the change, not who makes it.
const DE_PARTICIPLES: Record<string, string> = {
  abschaffen: 'abgeschafft', einführen: 'eingeführt', erhöhen: 'erhöht', anheben: 'angehoben', senken: 'gesenkt', kürzen: 'gekürzt', streichen: 'gestrichen',
  halbieren: 'halbiert', verdoppeln: 'verdoppelt', schließen: 'geschlossen', beenden: 'beendet', verbieten: 'verboten', ausweiten: 'ausgeweitet', starten: 'gestartet',
  übernimmt: 'übernommen', übernehmen: 'übernommen', erstattet: 'erstattet', erstatten: 'erstattet', einrichten: 'eingerichtet', einrichtet: 'eingerichtet', verlängern: 'verlängert', verkürzen: 'verkürzt', installieren: 'installiert', installiert: 'installiert', aufstellen: 'aufgestellt', stellt: 'gestellt',
  zahlen: 'gezahlt', anbieten: 'angeboten', anbietet: 'angeboten', löscht: 'gelöscht', löschen: 'gelöscht', reduzieren: 'reduziert', verringern: 'verringert', ändern: 'geändert', umstellen: 'umgestellt', ersetzen: 'ersetzt', verlegen: 'verlegt', einstellen: 'eingestellt', erlauben: 'erlaubt', begrenzen: 'begrenzt', deckeln: 'gedeckelt', öffnen: 'geöffnet',
  // What happens to a price or a rate on its own ("wenn der Strompreis um 20 % sinkt").
  einführt: 'eingeführt', zahlt: 'gezahlt', abschafft: 'abgeschafft', anhebt: 'angehoben', senkt: 'gesenkt', kürzt: 'gekürzt', streicht: 'gestrichen', schließt: 'geschlossen',
  bauen: 'gebaut', baut: 'gebaut', eröffnen: 'eröffnet', eröffnet: 'eröffnet', schaffen: 'geschaffen', schafft: 'geschaffen', schicken: 'geschickt', schickt: 'geschickt', senden: 'entsandt', entsenden: 'entsandt',
  einbricht: 'eingebrochen', einbrechen: 'eingebrochen', zunehmen: 'gestiegen', zunimmt: 'gestiegen', abnehmen: 'gesunken', abnimmt: 'gesunken', schrumpft: 'geschrumpft', schrumpfen: 'geschrumpft',
  // "wenn die Kaufprämie wegfällt", "wenn die Förderung Ende 2027 ausläuft".
  kennzeichnen: 'gekennzeichnet', kennzeichnet: 'gekennzeichnet', markieren: 'markiert', markiert: 'markiert',
  erlassen: 'erlassen', erlässt: 'erlassen', wegfällt: 'gestrichen', wegfallen: 'gestrichen', entfällt: 'gestrichen', entfallen: 'gestrichen', ausläuft: 'ausgelaufen', auslaufen: 'ausgelaufen', endet: 'beendet', enden: 'beendet',
  vorschreibt: 'vorgeschrieben', vorschreiben: 'vorgeschrieben', sinkt: 'gesunken', sinken: 'gesunken', steigt: 'gestiegen', steigen: 'gestiegen', fällt: 'gefallen', fallen: 'gefallen', wächst: 'gewachsen', wachsen: 'gewachsen',
};
const DE_SUBJECT = /^(?:wir|sie|man|ihr|ich|er|es|(?:(?:der|die|das|unser|unsere)\s+)?(?:regierung|bundesregierung|stadt|gemeinde|kommune|staat|land|bund|bundesland|landkreis|arbeitgeber|firma|unternehmen|betrieb|schule|universität|hochschule|krankenhaus|klinik|bank|verwaltung|vermieter|bibliothek|verein|geschäftsführung|leitung|plattform|plattformen|netzwerk|app|feuerwehr|polizei|bäckerei|apotheke|praxis)(?:\s+(?:sie|es|ihn|ihnen))?)\s+/i;
const ES_NOUNS: Record<string, string> = {
  subimos: 'Subida de', aumentamos: 'Aumento de', bajamos: 'Bajada de', reducimos: 'Reducción de', recortamos: 'Recorte de', suprimimos: 'Supresión de',
  eliminamos: 'Eliminación de', donamos: 'Donación de', simplificamos: 'Simplificación de', simplifica: 'Simplificación de', bonifica: 'Bonificación de', bonificamos: 'Bonificación de', eximimos: 'Exención de', exime: 'Exención de', quitamos: 'Supresión de', retiramos: 'Retirada de', introducimos: 'Introducción de', implantamos: 'Implantación de', cerramos: 'Cierre de', abrimos: 'Apertura de',
  ofrecemos: 'Oferta de', enviamos: 'Envío de', organizamos: 'Organización de', hacemos: 'Realización de', duplicamos: 'Duplicación de', congelamos: 'Congelación de', prohibimos: 'Prohibición de', lanzamos: 'Lanzamiento de',
  cobramos: 'Cobro de', cobraremos: 'Cobro de', contratamos: 'Contratación de', contrataremos: 'Contratación de', contrata: 'Contratación de', contratan: 'Contratación de',
  // "el ayuntamiento cobra 2 euros", "el gobierno subvenciona el 50 %": a third-person verb once who acts is left out.
  cobra: 'Cobro de', subvenciona: 'Subvención de', ofrece: 'Oferta de', paga: 'Pago de', instala: 'Instalación de', introduce: 'Introducción de', prohíbe: 'Prohibición de',
  cierra: 'Cierre de', abre: 'Apertura de', lanza: 'Lanzamiento de', elimina: 'Eliminación de', eliminan: 'Eliminación de', suprime: 'Supresión de', suprimen: 'Supresión de', congela: 'Congelación de', duplica: 'Duplicación de',
  da: 'Concesión de', dan: 'Concesión de', concede: 'Concesión de', reparte: 'Reparto de', regala: 'Regalo de', entrega: 'Entrega de', construye: 'Construcción de', crea: 'Creación de', amplía: 'Ampliación de', mejora: 'Mejora de',
};
const FR_NOUNS: Record<string, string> = {
  augmentons: 'Hausse de', simplifions: 'Simplification de', simplifie: 'Simplification de', baissons: 'Baisse de', réduisons: 'Réduction de', supprimons: 'Suppression de', introduisons: 'Introduction de',
  fermons: 'Fermeture de', ouvrons: 'Ouverture de', doublons: 'Doublement de', gelons: 'Gel de', interdisons: 'Interdiction de', lançons: 'Lancement de',
  proposons: 'Offre de', offrons: 'Offre de', donnons: 'Offre de', accordons: 'Octroi de', envoyons: 'Envoi de', ajoutons: 'Ajout de', organisons: 'Organisation de', menons: 'Conduite de', instaurons: 'Instauration de',
  facturons: 'Facturation de', facturerons: 'Facturation de', installons: 'Installation de', installerons: 'Installation de', créons: 'Création de', construisons: 'Construction de', recrutons: 'Recrutement de', recruterons: 'Recrutement de', embauchons: 'Embauche de', embaucherons: 'Embauche de',
  recrute: 'Recrutement de', recrutent: 'Recrutement de', embauche: 'Embauche de', embauchent: 'Embauche de',
  // "si on ferme …", "si on augmente …": the impersonal "on" with its verb in the third person.
  distribue: 'Distribution de', construit: 'Construction de', crée: 'Création de', étend: 'Extension de', améliore: 'Amélioration de',
  installe: 'Installation de', subventionne: 'Subvention de', paie: 'Paiement de', paye: 'Paiement de', interdit: 'Interdiction de', lance: 'Lancement de', double: 'Doublement de',
  accorde: 'Octroi de', donne: 'Don de', envoie: 'Envoi de', envoient: 'Envoi de', ferme: 'Fermeture de', facture: 'Facturation de', facturera: 'Facturation de', augmente: 'Hausse de', baisse: 'Baisse de', supprime: 'Suppression de', propose: 'Offre de', offre: 'Offre de', introduit: 'Introduction de', ouvre: 'Ouverture de',
};

/** German verbs of giving at the end of a clause: what is given is the change. */
const GIVES = /\s(?:zahlt|zahlen|gibt|geben|anbietet|anbieten|gewährt|gewähren|auszahlt|auszahlen)$/u;

function german(label: string): string {
  // "(er) alle 10 statt alle 20 Minuten fährt": the bus running is said by the change itself.
  let s = label.replace(DE_SUBJECT, '').replace(/\s+(?:fährt|fahren|verkehrt|verkehren)$/i, '');
  // "(die Firma ihnen) zwei Stunden frei gibt": what is given is the change; the giving and to whom go.
  s = s.replace(/^(?:\p{Lu}\p{L}*\s+)?(?:ihnen|ihm|ihr)\s+/u, '').replace(/^((?:\d+|zwei|drei|vier|einen?|eine)\s.+?)\s+(?:gibt|geben|gewährt|gewähren)$/iu, '$1');
  // "den neuen Bürgerbus" → "Neuer Bürgerbus": the object named as a thing (a masculine accusative, as "neuen" before one noun is).
  s = s.replace(/^(?:den\s+|einen\s+)?neuen\s+(?=\p{Lu}\p{L}*$)/iu, 'Neuer ');
  // "(die Krankenkasse) einen Bonus von 100 Euro für Vorsorgeuntersuchungen zahlt": what is given is the change.
  // The verb may have gone with the clause ("die Krankenkasse einen Bonus von 100 Euro"): then the phrase ends on a noun or a number.
  const given = /^(?:\p{Lu}\p{L}*\s+)?(?:einen|eine|ein)\s+((?:\p{Ll}+\s+)?\p{Lu}.+?)(?:\s+(?:zahlt|zahlen|gibt|geben|anbietet|anbieten|gewährt|gewähren|auszahlt|auszahlen))?$/u.exec(s);
  const endsOnNoun = /(?:^|\s)[\p{Lu}\d]\S*$/u.test(s);
  // "eine kostenlose Energieberatung anbietet" → "Kostenlose Energieberatung": an adjective may open it.
  if (given && (GIVES.test(s) || endsOnNoun)) return `${given[1].charAt(0).toUpperCase()}${given[1].slice(1)}`;
  // "(wir) die Lieferung ab 30 Euro kostenlos machen" → "Kostenlose Lieferung ab 30 Euro": the thing, made free.
  const madeFree = /^(?:(die|der|den|das)\s+)?(\p{Lu}\p{L}+)(.*?)\s+(?:kostenlos|gratis|kostenfrei)\s+(?:machen|macht|anbieten|bieten|bietet|anbietet)$/u.exec(s);
  if (madeFree) return `${{ die: 'Kostenlose', der: 'Kostenloser', den: 'Kostenloser', das: 'Kostenloses' }[madeFree[1]?.toLowerCase() ?? 'die'] ?? 'Kostenlose'} ${madeFree[2]}${madeFree[3]}`;
  // "(die Stadt) 2 Euro für die Einfahrt verlangt": an amount asked for is a fee.
  const asked = /^(?:\p{Lu}\p{L}*\s+)?(\d[\d.,]*\s*(?:Euro|€|Dollar|\$|Cent))\s+(.+?)\s+(?:verlangt|verlangen|kassiert|kassieren|erhebt|erheben|berechnet|berechnen)$/u.exec(s);
  if (asked) return `Gebühr von ${asked[1]} ${asked[2]}`;
  const words = s.split(' ');
  const last = words[words.length - 1];
  const participle = DE_PARTICIPLES[last.toLowerCase()];
  if (participle && words.length > 1) {
    s = [...words.slice(0, -1), participle].join(' ');
    // "Plattformen es als Fälschung kennzeichnen" → "als Fälschung gekennzeichnet": who does it and the pronoun go.
    s = s.replace(/^\p{Lu}\p{L}*\s+(?:es|sie|ihn|ihm)\s+(?=\S+\s)/u, '').replace(/^(?:es|sie|ihn|ihm)\s+(?=\S+\s)/iu, '');
    // "Arbeitgeber 75 % des Monatstickets übernommen": who acts goes before what is given.
    s = s.replace(/^\p{Lu}\p{L}*\s+(?=\d)/u, '');
  }
  // "die Förderung 40 % beträgt", "die Prämie bei 3.000 Euro liegt": a level is said "von 40 %".
  const level = /^(.+?)\s+(?:bei\s+)?(\d[\d.,]*\s*(?:%|Prozent|Euro|€|Dollar|\$)?(?:\s+(?:pro|im|je)\s+\p{L}+)?)\s+(?:beträgt|betragen|liegt|liegen|ist|sind)$/iu.exec(s);
  if (level) return `${level[1]} von ${level[2]}`;
  // "die Förderung um die Hälfte gekürzt wird": the participle says it; "länger geöffnet hat" likewise.
  return s.replace(/\s+(?:wird|werden|würde|würden|bleibt|bleiben)$/i, '').replace(/(\S+(?:t|en))\s+(?:hat|haben|ist|sind)$/i, '$1');
}

// What happens to a price or a rate on its own, after its subject: "la electricidad sube un 25%",
// "le prix de l'électricité baisse de 20 %".
const ES_CHANGES: Record<string, string> = { sube: 'Subida de', suben: 'Subida de', baja: 'Bajada de', bajan: 'Bajada de', aumenta: 'Aumento de', aumentan: 'Aumento de', cae: 'Caída de', caen: 'Caída de' };
const FR_CHANGES: Record<string, string> = { augmente: 'Hausse de', augmentent: 'Hausse de', baisse: 'Baisse de', baissent: 'Baisse de', diminue: 'Baisse de', diminuent: 'Baisse de', double: 'Doublement de', doublent: 'Doublement de' };

/** "la electricidad sube un 25%" → "Subida de la electricidad un 25%" (a subject of at most eight words). */
function changeOfSubject(label: string, changes: Record<string, string>, language: 'es' | 'fr'): string | null {
  // The verb may stand after one to eight words ("les taxes sur le tabac augmentent de 20 %", "le prix du lait payé aux éleveurs baisse de 20 %").
  const words = label.split(/\s+/);
  const at = words.findIndex((w, i) => i >= 1 && i <= 8 && changes[w.toLowerCase()] !== undefined);
  const m = at > 0 && /\d/.test(words.slice(at + 1).join(' ')) ? [label, words.slice(0, at).join(' '), words[at], words.slice(at + 1).join(' ')] : null;
  const noun = m ? changes[m[2].toLowerCase()] : undefined;
  // Only a change of the subject itself, sized right after the verb ("sube un 25%", "baisse de 20 %"):
  // "un concurrent baisse ses prix de 20 %" lowers something else.
  if (!m || !noun || !/^(?:de\s+|d['’]\s*|un\s+|en\s+|del\s+|hasta\s+)?[\d−-]/i.test(m[3])) return null;
  // An acronym keeps its capitals ("SMIC", "IVA").
  const subject = /^\p{Lu}{2,}\b/u.test(m[1]) ? m[1] : m[1].charAt(0).toLowerCase() + m[1].slice(1);
  if (language === 'es') return `${noun} ${subject} ${m[3].replace(/^un\s+(?=\d)/i, 'del ')}`.replace(/\bde el\b/i, 'del');
  // "Hausse des frais de scolarité": a plural subject whose article went with the clause takes "des".
  if (/^\p{L}+[sx]$/u.test(subject.split(' ')[0]) && !/^(?:les?|la|l['’])\s/i.test(subject)) return `${noun.replace(/ de$/, ' des')} ${subject} ${m[3]}`;
  return `${noun} ${subject} ${m[3]}`.replace(/\bde le\b/i, 'du').replace(/\bde les\b/i, 'des').replace(/\bde (?=[aeiouhéè])/i, "d'");
}

/** Who makes a change, said before its verb: a council, a government, a company, a school. */
const ACTOR: Record<'es' | 'fr', RegExp> = {
  es: /^(?:(?:el|la|los|las|nuestr[oa])\s+)?(?:ayuntamiento|gobierno|estado|empresa|ciudad|municipio|ministerio|comunidad|universidad|hospital|colegio|escuela|banco|compañía|aseguradora|operadora|cadena|tienda|supermercado|región|junta|diputación)\s+/i,
  fr: /^(?:(?:la|le|l['’]\s*|notre)\s*)?(?:ville|mairie|gouvernement|état|commune|région|entreprise|société|banque|université|école|hôpital|enseigne|opérateur|métropole|département|assureur)\s+/i,
};

/** "subimos la cuota un 10%" → "Subida de la cuota un 10%"; "nous supprimons le télétravail" → "Suppression du télétravail". */
function nominalised(label: string, nouns: Record<string, string>, language: 'es' | 'fr'): string {
  // "on augmente les frais" is the same change as "nous augmentons les frais"; without "on", "baisse de 20 %" is a noun already.
  // "la ville installe 200 bornes", "el ayuntamiento cobra 2 euros": who acts is not part of the change.
  const actor = ACTOR[language].exec(label);
  // "l'entreprise leur accorde …", "la empresa les da …": to whom it is given is not part of the change.
  const after = actor ? label.slice(actor[0].length).replace(/^fait\s+payer\b/i, 'facture').replace(language === 'fr' ? /^(?:leur|lui)\s+(?=\p{L})/iu : /^(?:les|le)\s+(?=(?:da|dan|ofrece|ofrecen|paga|pagan|regala|regalan|concede|conceden)\b)/iu, '') : '';
  const verbAfter = /^(\p{L}+)/u.exec(after)?.[1]?.toLowerCase();
  // "l'école ferme": a verb with no object acts on its subject ("Fermeture de l'école").
  if (actor && verbAfter && nouns[verbAfter] && after.trim().toLowerCase() === verbAfter) {
    // A subject without its article ("école ferme") takes the definite one before a vowel ("de l'école").
    return `${nouns[verbAfter]} ${actor[0].trim()}`.replace(/\bde le\b/i, 'du').replace(/\bde les\b/i, 'des').replace(/\bde (?=[aeiouhéè])/i, language === 'fr' ? "de l'" : 'de ').replace(/\bde el\b/i, 'del');
  }
  const bare = actor && verbAfter && nouns[verbAfter] ? after : label;
  // "si elle ferme la moitié de ses agences": a subject pronoun goes as "on" does.
  const onForm = language === 'fr' && (/^(?:on|elle|il|elles|ils)\s+/i.test(bare) || bare !== label);
  // "on leur envoie un SMS": to whom it is sent is not part of the change ("leur loyer", a possessive, stays).
  const s = (language === 'fr' ? bare.replace(/^(?:nous|on|elle|il|elles|ils)\s+/i, '').replace(/^(?:leur|lui)\s+(?=(\p{L}+))/iu, (m, v: string) => (nouns[v.toLowerCase()] ? '' : m)) : bare).replace(/^fait\s+payer\b/i, 'facture');
  const change = changeOfSubject(s, language === 'es' ? ES_CHANGES : FR_CHANGES, language);
  if (change) return change;
  const m = /^(\p{L}+)\s+(.*)$/u.exec(s);
  const thirdPerson = /^(?:simplifie|accorde|donne|envoie|envoient|ferme|augmente|baisse|supprime|propose|offre|introduit|ouvre|installe|subventionne|paie|paye|interdit|lance|double|facture|distribue|construit|crée|étend|améliore|recrute|embauche)$/i;
  // A third-person verb is one before its object ("augmente les frais"); "baisse de 20 %" is a noun already.
  const noun = m && (!thirdPerson.test(m[1]) || onForm || /^(?:les|la|le|l['’]|des|du|un|une|\d)/i.test(m[2])) ? nouns[m[1].toLowerCase()] : undefined;
  if (!m || !noun) return language === 'fr' ? s.replace(/(?<![\p{L}])(?:est|sont)\s+(?=\p{L}+ée?s?(?![\p{L}]))/u, '') : s;
  // "réduisons de moitié les primes", "reducimos a la mitad los pluses": the size said first goes with the noun
  // ("Réduction de moitié des primes"), not between it and its "de".
  // "un 15 % más de cirujanos": a size of more is read with its "más" as it stands.
  const sized = (language === 'fr' ? /^(de moitié|par deux|de \d[\d,.]*\s*%)\s+(?!(?:de\s+)?(?:plus|moins)\b)(.+)$/iu : /^(a la mitad|en un \d[\d,.]*\s*%|un \d[\d,.]*\s*%)\s+(?!(?:más|menos)(?!\p{L}))(.+)$/iu).exec(m[2]);
  const rest = sized ? sized[2] : m[2];
  // "un 10 %" keeps the noun's "de" ("Recorte de un 10 % del presupuesto").
  const head = sized ? `${/^un\s/i.test(sized[1]) ? noun : noun.replace(/\s+de$/, '')} ${sized[1]} de` : noun;
  if (language === 'es') return `${head} ${rest}`.replace(/\bde el\b/i, 'del');
  if (sized) return `${head} ${rest}`.replace(/\bde le\b/i, 'du').replace(/\bde les\b/i, 'des').replace(/\bde (?=[aeiouhéè])/i, "d'");
  const fr = `${noun} ${rest}`.replace(/\bde (?:des|du|de la|de l')\s*/i, 'de ').replace(/\bde le\b/i, 'du').replace(/\bde les\b/i, 'des').replace(/\bde (?=[aeiouhéè])/i, "d'").replace(/\bde l'/i, "de l'");
  // "Installation de douches et un parking vélo": a second object joined by "et" takes the noun's "de" too.
  return /\bde$/.test(noun) ? fr.replace(/ et (une?|des|les|le|la) (?=\p{L})/u, (_, a: string) => ` et ${{ un: "d'un", une: "d'une", des: 'de', les: 'des', le: 'du', la: 'de la' }[a.toLowerCase()] ?? a} `) : fr;
}

// A label cut short of its noun: "hybrid working for our" (the number and noun went with the question).
// "300 euros par an": French "an" is a year, not a dangling English article.
const DANGLING = /(?<!\bpar)\s+(?:for|of|to|with|at|in|on|among|our|their|its|his|her|my|the|a|an|für|unsere[rnm]?|para|nuestr[oa]s?|pour|nos|notre)$/i;

/** A short label for an arm or the status quo; `fallback` when nothing is left. */
// The condition inside a label is the change: "default on their mortgages if interest rates rise 2 points".
const IF_INSIDE: Record<Language, RegExp> = { en: /^.+?\s+if\s+(?=\S)/i, de: /^.+?,?\s+wenn\s+(?=\S)/i, es: /^.+?\s+si\s+(?=\S)/i, fr: /^.+?\s+si\s+(?=\S)/i };

const DE_ACTOR = /^(?:(?:die|der)\s+)?(?:EZB|Zentralbank|Notenbank|Bundesbank|Regierung|Bundesregierung|Stadt|Gemeinde|Kommune|Bank|Firma|Klinik|Schule|Universität|Krankenkasse|Kasse|Landesregierung|Bäckerei|Geschäft|Laden|Supermarkt|Kette|Apotheke|Praxis|Museum|Bibliothek|Verein|Hotel|Restaurant|Café|Kantine|Mensa|Arbeitgeber|Unternehmen|Anbieter|Betreiber|Vermieter|Verlag|Zeitung|Fitnessstudio|Kino|Theater|Zoo|Schwimmbad|Bahn|Plattform)\s+(?=(?:die|der|das|den)\s)/i;
const SUM = String.raw`(?:[$€£]\s?)?\d[\d.,]*(?:\s?(?:%|€|\$|£|euros?|eur|dollars?|pounds?|francs?|cents?))?`;
const INSTEAD_PAIR = new RegExp(`(${SUM})\\s+(instead of|rather than|statt|anstatt|en lugar de|en vez de|au lieu de)\\s+(${SUM})`, 'i');
const HEADWAY_PAIR = /((?:every|each|alle|cada|toutes les)\s+[\p{L}\d]+(?:\s+(?:minutes?|hours?|minuten|stunden?|minutos|horas?|heures))?|hourly|half-hourly|stündlich|halbstündlich)\s+(instead of|rather than|statt|anstatt|en lugar de|en vez de|au lieu de)\s+(?=\S)/iu;
const GIVEN_MONEY: Record<Language, RegExp> = {
  en: /^(?:we\s+|they\s+)?(?:give|gives|pay|pays)\s+(?:them|him|her|each)\s+((?:[$€£]\s?)?\d.*)$/i,
  de: /^(?:wir\s+)?(?:ihnen|ihm)\s+(\d.*?)\s+(?:geben|gibt|zahlen|zahlt)$/i,
  es: /^(?:les|le)\s+(?:damos|da|dan|pagamos|paga|pagan)\s+(\d.*)$/i,
  fr: /^(?:(?:si\s+)?(?:on|nous)\s+)?(?:leur|lui)\s+(?:donne|donnons|donnent|verse|versons|paie|payons)\s+(\d.*)$/i,
};
const PAYMENT_OF: Record<Language, string> = { en: 'Payment of', de: 'Zahlung von', es: 'Pago de', fr: 'Versement de' };
const PAY_MORE: Record<Language, RegExp> = {
  en: /^(?:they\s+|we\s+|you\s+)?(?:(?:have|had|will have)\s+to\s+|must\s+)?pay\s+((?=[$€£\d]).+?\bmore\b.*)$/i,
  de: /^(?:sie\s+|wir\s+)?((?=[$€£\d]).+?\bmehr\b.*?)\s+(?:zahlen|bezahlen)(?:\s+(?:müssen|sollen|müssten))?$/i,
  es: /^(?:(?:tienen|tendrán|tendrían)\s+que\s+|deben\s+|deberán\s+)?pagar\s+((?=[$€£\d]).+?\bmás\b.*)$/i,
  fr: /^(?:(?:ils|elles|on)\s+)?(?:(?:doivent|devront|devraient|doit)\s+)?payer\s+((?=[$€£\d]).+?\bplus\b.*)$/i,
};

const COST_COVERED: Partial<Record<Language, RegExp>> = {
  // "wenn der Arbeitgeber 50 % zuzahlt": a share paid towards it is a subsidy of that share, too.
  de: /(\d+(?:[.,]\d+)?\s*%|die Hälfte|ein Drittel|ein Viertel)\s+(?:(?:der\s+(?:Kosten|Anschaffungskosten|Investitionskosten)\s+(?:übernimmt|übernehmen|übernommen|trägt|tragen|zahlt|zahlen|bezahlt|erstattet|fördert))|(?:zuzahlt|zuzahlen|dazuzahlt|dazu\s*zahlt|zuschießt|zuschiesst))(?!\p{L})/iu,
  es: /(?:paga|pagan|cubre|cubren|financia|financian|asume|asumen|subvenciona|subvencionan)\s+(?:el\s+)?(\d+(?:[.,]\d+)?\s*%)\s+del?\s+(?:coste|costo|precio|la inversión)\b/i,
  fr: /(?:paie|paye|payent|prend en charge|prennent en charge|couvre|couvrent|finance|financent|rembourse|remboursent)\s+(\d+(?:[.,]\d+)?\s*%)\s+(?:du|des)\s+(?:coût|prix|travaux)\b/i,
};
/** "die Hälfte der Kosten": a fraction in words is the same share. */
const FRACTION_WORDS: Record<string, string> = { 'die hälfte': '50 %', 'ein drittel': '33 %', 'ein viertel': '25 %' };
const COST_COVERED_LABEL: Record<'de' | 'es' | 'fr', (share: string) => string> = {
  de: (x) => `Förderung von ${x} der Kosten`,
  es: (x) => `Subvención del ${x} del coste`,
  fr: (x) => `Subvention de ${x} du coût`,
};

/** A pay freeze said as one noun phrase, whatever verb and subject carried it ("wenn das Krankenhaus die Löhne einfriert"). */
const PAY_FREEZE: Partial<Record<Language, [RegExp, RegExp, (m: string) => string]>> = {
  de: [/\b(l[öo]hne?|geh[äa]lter|gehalt|bez[üu]ge)\b/i, /einfrier|eingefroren|friert|frieren|nullrunde/i, (w) => (/geh/i.test(w) ? 'Gehälter eingefroren' : 'Löhne eingefroren')],
  es: [/\b(salarios?|sueldos?)\b/i, /congel/i, (w) => (/sueldo/i.test(w) ? 'Sueldos congelados' : 'Salarios congelados')],
  fr: [/\b(salaires?|r[ée]mun[ée]rations?)\b/i, /\bg[eèé]l(?:e|es|ée|ées|ons|ent|er|é|és)?\b/i, () => 'Gel des salaires'],
};

/** An article before the thing named ("a pack", "eine Schachtel", "l'abonnement"): whole words only ("an" is not "a" + "n"). */
const LEADING_ARTICLE = /^(?:(?:the|an|a|der|die|das|eine|ein|el|la|los|las|una|un|une|le|les)\s+|l['’]\s*)/i;

/** A pronoun (or nothing) that becomes free: the thing is the question's, the change is that it costs nothing. */
const FREE_PRONOUN: Record<Language, RegExp> = {
  en: /^(?:(?:it|they|this|that|these)\s+(?:becomes?|is|are|was|were|goes|go|turns?|would be|will be|were made|was made|is made|are made)\s+)?(free)(?:\s+of\s+charge)?(?:\s+for\s+(?:all|everyone|everybody))?$/i,
  de: /^(?:(?:es|sie|er|das|dies)\s+)?(?:(?:für\s+alle)\s+)?(kostenlos|gratis|umsonst|kostenfrei)(?:\s+für\s+alle)?(?:\s+(?:wird|werden|ist|sind|wäre|wären|würde))?$/i,
  es: /^(?:(?:pasa|pasan|pasara|pasaran)\s+a\s+ser\s+|ser\s+|(?:es|son|sea|sean|fuera|fueran)\s+|se\s+vuelven?\s+)?(gratis|gratuit[oa]s?)(?:\s+para\s+tod[oa]s)?$/i,
  fr: /^(?:(?:il|elle|ils|elles|ce|cela|ça)\s+(?:devient|deviennent|est|sont|serait|seraient|était)\s+|c'est\s+)(gratuite?s?)(?:\s+pour\s+tou(?:s|tes|t\s+le\s+monde))?$/i,
};
const FREE_LABEL: Record<Language, (word: string) => string> = {
  en: () => 'Free of charge',
  de: () => 'Kostenlos',
  es: (w) => (/gratuit/i.test(w) ? w.replace(/^./, (c) => c.toUpperCase()) : 'Gratis'),
  fr: (w) => w.replace(/^./, (c) => c.toUpperCase()),
};

const COSTS_PRONOUN: Record<Language, RegExp> = {
  en: /^(?:it|they|this|that)\s+(?=(?:costs?|would cost|will cost)\s)/i,
  de: /^(?:es|sie|er|das)\s+(?=(?:kostet|kosten|kostete|kosten würde)\s)/i,
  es: /^(?:él|ella|ellos|ellas|esto)\s+(?=(?:cuesta|cuestan|costara|costaría)\s)/i,
  fr: /^(?:il|elle|ils|elles|cela|ça)\s+(?=(?:coûte|coûtent|coûtera|coûterait|coute|coutent)\s)/i,
};
const DUTY_PRONOUN: Record<Language, RegExp> = {
  en: /^(?:it|they|this|that|these)\s+(?:becomes?|is|are|was|were|is made|are made|were made|was made|would be|will be)\s+(mandatory|compulsory|obligatory)((?:\s+(?:from|in|by|on|for)\b.*)?)$/i,
  de: /^(?:es|sie|er|das|dies)\s+(Pflicht|verpflichtend|verbindlich)\s+(?:wird|werden|ist|sind|wäre|wären|würde)$/i,
  es: /^(?:(?:se\s+vuelven?|pasa\s+a\s+ser|pasan\s+a\s+ser|es|son|sea|sean|fuera|fueran)\s+)(obligatori[oa]s?)$/i,
  fr: /^(?:il|elle|ils|elles|ce|cela|ça)\s+(?:devient|deviennent|est|sont|serait|seraient)\s+(obligatoires?)$/i,
};
const DUTY_LABEL: Record<Language, (word: string) => string> = {
  en: () => 'Made mandatory',
  de: () => 'Verpflichtend',
  es: (w) => w.replace(/^./, (c) => c.toUpperCase()),
  fr: (w) => w.replace(/^./, (c) => c.toUpperCase()),
};

export function shortLabel(text: string, language: Language, fallback = 'Option'): string {
  // "wenn wir zusätzlich die Preise senken": "also" joins the option to the one before; the label names the change only.
  let s = text.replace(/\s+/g, ' ').trim().replace(/(?<!\p{L})(?:also|additionally|zus[äa]tzlich|au[ßs]erdem|adem[áa]s|tambi[ée]n|aussi|en plus|[ée]galement)\s+/giu, '');
  // "wenn der Staat 30% der Kosten übernimmt", "si el gobierno paga el 40 % del coste": a share of the cost covered is a subsidy of that share.
  const covered = COST_COVERED[language]?.exec(s);
  if (covered) return COST_COVERED_LABEL[language as 'de' | 'es' | 'fr']((FRACTION_WORDS[covered[1].toLowerCase()] ?? covered[1]).replace(/\s*%/, '\u00a0%'));
  const freeze = PAY_FREEZE[language];
  const wageWord = freeze?.[0].exec(s)?.[1];
  if (freeze && wageWord && freeze[1].test(s)) return freeze[2](wageWord);
  s = s.replace(IF_INSIDE[language], '');
  // "if the utility gives them away", "wenn der Versorger ihn verschenkt", "si la compañía los regala": given away, named so.
  const givenAway = { en: /^(?:(?:the\s+)?\p{L}+\s+)?(?:gives?|giving)\s+(?:them|it)\s+away$/iu, de: /^(?:(?:der|die|das)\s+)?(?:\p{L}+\s+)?(?:sie|ihn|es)\s+verschenk\p{L}*$/iu, es: /^(?:(?:el|la)\s+)?(?:\p{L}+\s+)?(?:los|las|lo|la)\s+regal\p{L}*$/iu, fr: /^(?:(?:la|le|l['’])\s*)?(?:\p{L}+\s+)?(?:les|le|la)\s+(?:offre|offrent|donne|donnent)\s+gratuitement$/iu }[language];
  if (givenAway.test(s.trim())) return { en: 'Given away', de: 'Verschenkt', es: 'Regalados', fr: 'Offerts gratuitement' }[language];
  // "the city gives away free compost bins", "hands out": the particle is part of the verb.
  if (language === 'en') s = s.replace(/\b(gives?|giving|hands?|handing)\s+(?:away|out)\b/i, '$1');
  // "we give them 50 euros a month", "wenn wir ihnen 50 Euro im Monat geben", "si les damos 50 euros al mes", "si on leur donne
  // 50 euros par mois": money given to them is a payment of that sum; to whom names nothing.
  const given = GIVEN_MONEY[language].exec(s.trim());
  // "pay them 200 euros more a month" is a raise, not a payment.
  if (given && !/(?<!\p{L})(?:more|extra|mehr|más|plus)(?!\p{L})/iu.test(given[1])) return `${PAYMENT_OF[language]} ${given[1]}`;
  // "use a new community bus", "nutzen den neuen Bürgerbus", "prendront la nouvelle navette": the question's verb of using
  // is not part of the new thing it names.
  s = s.replace(/^(?:will\s+)?(?:use|uses|take|takes|ride|rides|nutzen|nutzt|benutzen|benutzt|usar[áa]n?|utilizar[áa]n?|tomar[áa]n?|utiliser(?:ont|a)?|utilisent|prendr(?:ont|a)|prennent)\s+(?=(?:a|an|the|den|die|das|einen|eine|la|le|l'|el|un|une|una)\s+(?:new|neue[nrs]?|nouve(?:lle|au|aux)|nuev[oa]s?)\s)/iu, '');
  // "they have to pay 5 euros more a month", "ils doivent payer 5 euros de plus": the sum paid more is the change.
  const payMore = PAY_MORE[language].exec(s.trim());
  if (payMore && /\d/.test(payMore[1])) s = payMore[1];
  // "if it becomes free", "s'il devient gratuit", "wenn es kostenlos wird": the pronoun names nothing; the change is the price gone.
  const madeFree = FREE_PRONOUN[language].exec(s.trim());
  if (madeFree) return FREE_LABEL[language](madeFree[1] ?? '');
  // "use the new tram line in its first year": the verb of the question is not the option's name ("New tram line").
  if (language === 'en') s = s.replace(/^(?:use|uses|using|take|takes|ride|rides)\s+(?:the\s+)?(?=new\s)/i, '').replace(/\s+in its first (?:year|month|months|weeks?)$/i, '');
  // "it stays open until midnight": the pronoun names nothing ("Open until midnight").
  if (language === 'en') s = s.replace(/^(?:it|they|this|that)\s+(?:stays?|remains?|is|are)\s+(?=open\b)/i, '');
  // "wenn der Arbeitgeber es komplett bezahlt", "si la empresa lo paga entero": paid in full for them.
  if (language !== 'en' && /(?<!\p{L})(?:komplett|vollst[äa]ndig|ganz|entero|entera|por completo|enti[èe]rement|int[ée]gralement)(?!\p{L})/iu.test(s) && /(?<!\p{L})(?:bezahlt|zahlt|bezahlen|zahlen|[üu]bernimmt|[üu]bernehmen|paga|pagan|pagamos|paie|paient|payons|prend en charge|prenons en charge|rembourse|remboursons)(?!\p{L})/iu.test(s)) {
    const who = /arbeitgeber|empresa|employeur|entreprise/i.exec(s)?.[0];
    return language === 'de' ? (who ? 'Vom Arbeitgeber komplett bezahlt' : 'Komplett bezahlt') : language === 'es' ? (who ? 'Pagado por completo por la empresa' : 'Pagado por completo') : who ? 'Pris en charge à 100 % par l’employeur' : 'Pris en charge à 100 %';
  }
  // "wenn sie sonntags öffnet" → "Sonntags geöffnet"; "si elle ouvre le dimanche" → "Ouverture le dimanche": when a place opens.
  if (language === 'de') {
    const opens = /^(?:(?:sie|er|es)\s+)?(.+?)\s+(?:öffnet|öffnen|offen ist|offen sind|geöffnet ist|geöffnet hat)$/i.exec(s.trim());
    if (opens && /^(?:auch\s+)?(?:sonntags|samstags|abends|nachts|täglich|länger|am (?:wochenende|sonntag|samstag|abend)|sonn- und feiertags)\b/i.test(opens[1])) return `${opens[1].charAt(0).toUpperCase()}${opens[1].slice(1)} geöffnet`;
  }
  if (language === 'fr') {
    const opens = /^(?:il|elle|ils|elles)\s+(?:ouvre|ouvrent|ouvrira|ouvriront)\s+(.+)$/i.exec(s.trim());
    if (opens) return `Ouverture ${opens[1]}`;
  }
  // "nous offrons l'installation" → "Installation offerte"; "regalamos la instalación" → "Instalación gratis": a cost given away.
  if (language === 'fr') {
    const gift = /^(?:nous\s+|on\s+|ils\s+|elle\s+|il\s+|(?:l['’]\s*|la\s+|le\s+|les\s+)\p{L}+\s+)?offr\p{L}*\s+(?:l['’]\s*|la\s+|le\s+|les\s+)?((?:\d+\s+mois)|\p{L}[\p{L}\s'’-]*)$/u.exec(s.trim());
    if (gift && /^\d/.test(gift[1])) return `${gift[1]} offerts`;
    if (gift) {
      const noun = gift[1].trim();
      const plural = /[sx]$/i.test(noun);
      const fem = /(?:ion|ie|ure|ence|ance|[ée]e|ise)s?$/i.test(noun);
      return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} offert${fem ? 'e' : ''}${plural ? 's' : ''}`;
    }
  }
  if (language === 'es') {
    const gift = /^(?:le\s+|les\s+)?regal\p{L}*\s+(?:el\s+|la\s+|los\s+|las\s+)?(\p{L}[\p{L}\s-]*)$/u.exec(s.trim());
    if (gift) return `${gift[1].charAt(0).toUpperCase()}${gift[1].slice(1)} gratis`;
  }
  // "we give 10% off the first purchase" → "10% off the first purchase": the discount is the change.
  if (language === 'en') {
    const off = /^(?:we\s+|they\s+)?(?:give|gives|offer|offers|take|takes)\s+(\S+(?:\s+\S+)?\s+off\b.*)$/i.exec(s.trim()) ?? /^(\S+(?:\s+\S+)?\s+off\b.*?)\s+(?:given|offered)$/i.exec(s.trim());
    if (off && /\d/.test(off[1])) return off[1];
  }
  // "a pack of cigarettes costs 2 euros more" → "Pack of cigarettes: 2 euros more"; German puts the verb last
  // ("eine Schachtel Zigaretten 2 Euro mehr kostet"): the thing and the sum it goes up or down by.
  const MONEY = String.raw`\d[\d.,]*\s*(?:euros?|€|cents?|dollars?|\$|pounds?|£|pence|francs?|centimes?|pfund|franken)`;
  const costsMore = {
    en: new RegExp(String.raw`^(.+?)\s+(?:costs?|will cost)\s+(${MONEY}\s+(?:more|less))$`, 'iu'),
    de: new RegExp(String.raw`^(.+?)\s+(${MONEY}\s+(?:mehr|weniger))\s+(?:kostet|kosten)$`, 'iu'),
    es: new RegExp(String.raw`^(.+?)\s+(?:cuesta|cuestan|costar[aá]n?)\s+(${MONEY}\s+(?:más|menos))$`, 'iu'),
    fr: new RegExp(String.raw`^(.+?)\s+(?:co[uû]te|co[uû]tent|co[uû]tera|co[uû]teront)\s+(${MONEY}\s+(?:de plus|de moins))$`, 'iu'),
  }[language]?.exec(s.trim());
  if (costsMore && costsMore[1].split(/\s+/).length <= 5 && !/^(?:it|they|this|that|es|er|sie|il|elle|ils|elles)$/i.test(costsMore[1])) {
    const thing = costsMore[1].replace(LEADING_ARTICLE, '');
    return `${thing.charAt(0).toUpperCase()}${thing.slice(1)}${language === 'fr' ? '\u00a0:' : ':'} ${costsMore[2]}`;
  }
  // "wenn ein Essen nur noch 1 Euro kostet" → "Essen für nur noch 1 Euro": German puts the verb last.
  if (language === 'de') {
    const kostet = /^(?:(?:ein|eine|der|die|das)\s+)?(\p{Lu}[\p{L}-]+)\s+((?:nur noch|nur)\s+)?(\d[\d.,]*\s*(?:Euro|€|Cent|Dollar|Pfund|Franken).*?)\s+(?:kostet|kosten)$/u.exec(s.trim());
    if (kostet) return `${kostet[1]} für ${kostet[2] ?? ''}${kostet[3]}`;
  }
  // "a monthly pass costs 10 euros" → "Monthly pass at 10 euros": the thing at its new price.
  const costs = { en: /^(.+?)\s+(?:costs?|will cost)\s+(\d.*)$/i, de: /^(.+?)\s+(?:kostet|kosten)\s+(\d.*)$/i, es: /^(.+?)\s+(?:cuesta|cuestan|costar[aá]n?)\s+(\d.*)$/i, fr: /^(.+?)\s+(?:co[uû]te|co[uû]tent|co[uû]tera|co[uû]teront)\s+(\d.*)$/i }[language]?.exec(s.trim());
  if (costs && costs[1].split(/\s+/).length <= 3 && !/^(?:it|they|this|that|es|er|sie|il|elle|ils|elles)$/i.test(costs[1]) && /^\d[\d.,]*\s*(?:euros?|€|dollars?|\$|pounds?|£|cents?|pence|p\b|eur\b|francs?|centimes?)/i.test(costs[2])) {
    const at = { en: 'at', de: 'für', es: 'a', fr: 'à' }[language];
    const thing = costs[1].replace(LEADING_ARTICLE, '');
    return `${thing.charAt(0).toUpperCase()}${thing.slice(1)} ${at} ${costs[2]}`;
  }
  // "wenn der Arbeitgeber die Leasingrate übernimmt": the cost covered, by whom ("Leasingrate vom Arbeitgeber übernommen").
  if (language === 'de') {
    const cover = /^(?:(der|die|das)\s+)?(\p{Lu}\p{L}+)\s+(?:die|den|das|seine|ihre)\s+(\p{Lu}\p{L}+)\s+(?:übernimmt|übernehmen|trägt|tragen|bezahlt|zahlt|bezahlen|zahlen)$/u.exec(s.trim());
    if (cover) return `${cover[3]} ${cover[1]?.toLowerCase() === 'die' ? 'von der' : 'vom'} ${cover[2]} übernommen`;
  }
  // "it saves them 10% on their electricity bill" → "Saves 10% on the electricity bill".
  if (language === 'en') {
    const saves = /^(?:it\s+|they\s+)?saves?\s+(?:them\s+|you\s+|households\s+)?(\d[\d.,]*\s*%)(?:\s+(?:on|off)\s+(?:their|the|your)\s+(.+))?$/i.exec(s.trim());
    if (saves) return `Saves ${saves[1]}${saves[2] ? ` on the ${saves[2]}` : ''}`;
  }
  if (language === 'de') {
    // "wenn der Arbeitgeber 50 % dazugibt": the employer's top-up, named as such.
    const topUp = /^(?:der\s+)?arbeitgeber\s+(\d[\d.,]*\s*%)\s+(?:dazugibt|dazu gibt|zuschießt|zuschiesst|drauflegt)$/i.exec(s.trim());
    if (topUp) return `Arbeitgeberzuschuss von ${topUp[1]}`;
    const spart = /^(?:es\s+)?(?:ihnen\s+|uns\s+|den\s+haushalten\s+)?(\d[\d.,]*\s*%.*?)\s+(?:spart|einspart)$/i.exec(s.trim());
    if (spart) return `Spart ${spart[1]}`;
  }
  // "si on y paie 50 % de plus": pay there, named by where ("Payé 50 % de plus là-bas").
  if (language === 'fr') {
    const there = /^(?:(?:si\s+)?on\s+)?y\s+(?:paie|paye|paient|gagne|gagnent)\s+(.+)$/i.exec(s.trim());
    if (there) return `Payé ${there[1]} là-bas`;
  }
  // "si on leur verse 100 euros par hectare": the payment, named as a noun ("Versement de 100 euros par hectare").
  if (language === 'fr') {
    const paid = /^(?:(?:si\s+)?(?:on|nous|l['’]état|l['’]etat)\s+)?(?:leur\s+|lui\s+)?(?:verse|versent|versons|versera)\s+(.+)$/i.exec(s.trim());
    if (paid) return `Versement de ${paid[1]}`.replace(/\bde (?=[aeiouhéè])/i, "d'");
  }
  // "there is a hiring freeze": a noun phrase, not a verb to put in the past ("Freeze hired").
  if (language === 'en' && /\bhiring freeze\b/i.test(s)) return 'Hiring freeze';
  // "open until midnight" is a state, not a verb to put in the past ("Opened until midnight").
  // "polling stations stay open two hours longer": the same, with its subject ("Polling stations stay open two hours longer").
  if (language === 'en' && /^open\s+until\b/i.test(s)) return s.replace(/^./, (c) => c.toUpperCase());
  if (language === 'en' && /\b(?:stays?|remains?)\s+open\s+(?:\S+\s+){0,2}(?:longer|later)\b/i.test(s)) return s.replace(/^(?:the|a)\s+/i, '').replace(/^./, (c) => c.toUpperCase());
  // "connection is free", "installation becomes free": the thing named, made free ("Free connection").
  const namedFree = language === 'en' ? /^(?:the\s+)?([a-z][\w -]{1,30}?)\s+(?:is|are|becomes?|will be|would be)\s+free((?:\s+(?:for|during|until|from|in)\b.*)?)$/i.exec(s.trim()) : null;
  if (namedFree && !/^(?:it|they|this|that|these)$/i.test(namedFree[1])) return `Free ${namedFree[1].toLowerCase()}${namedFree[2]}`;
  // "it costs 20% less than …", "elle coûte 20 % de moins": the pronoun names nothing; what it costs is the change.
  s = s.replace(COSTS_PRONOUN[language], '');
  // "if it becomes mandatory", "si elle devient obligatoire", "wenn es Pflicht wird": the same for a duty.
  const madeDuty = DUTY_PRONOUN[language].exec(s.trim());
  if (madeDuty) return `${DUTY_LABEL[language](madeDuty[1] ?? '')}${language === 'en' ? madeDuty[2] ?? '' : ''}`;
  // "we make it mandatory", "wir sie verpflichtend machen": the pronoun is the thing asked about; the change is that it is compulsory.
  if (language === 'en' && /^(?:we\s+|they\s+)?make\s+(?:it|them|this)\s+(?:mandatory|compulsory)$/i.test(s.trim())) return 'Made mandatory';
  if (language === 'de' && /^(?:wir\s+)?(?:sie|es|ihn)\s+(?:verpflichtend|zur Pflicht)\s+machen$/i.test(s.trim())) return 'Verpflichtend gemacht';
  // "wenn es 15 % Rabatt gibt": "there is" says nothing of the change; the thing is the label.
  if (language === 'de') s = s.replace(/^(?:(?:wenn|falls)\s+)?es\s+(.+?)\s+(?:gibt|gäbe|geben würde)$/i, '$1');
  if (language !== 'en') s = s.replace(FILLER[language], '').replace(NO_WORD[language][0], NO_WORD[language][1]).replace(COPULA[language], (m) => (/\s$/.test(m) ? ' ' : '')).replace(LEAD_COPULA[language], '');
  // "29 Euro statt 58 Euro", "$29 instead of $58": two sums around "instead" are one change between two levels; the
  // word is kept from the cut that drops an alternative named after it.
  const kept: string[] = [];
  s = s.replace(INSTEAD_PAIR, (_m, a: string, w: string, b: string) => `${a} \uE000${kept.push(w) - 1}\uE000 ${b}`);
  // "every hour instead of twice a day", "alle 10 statt alle 20 Minuten": two headways are one change of frequency too.
  s = s.replace(HEADWAY_PAIR, (_m, a: string, w: string) => `${a} \uE000${kept.push(w) - 1}\uE000 `);
  s = s.replace(CUT[language], '').replace(/\uE000(\d+)\uE000/g, (_m, k: string) => kept[Number(k)]).trim();
  // "es 29 Euro statt 58 Euro": the pronoun before a sum names nothing.
  if (language === 'de') s = s.replace(/^es\s+(?=[$€£\d])/i, '').replace(/^([$€£\d].*?)\s+(?:kostet|kosten)$/i, '$1');
  // "la luz sube un 50 %" → "Subida de la luz del 50 %": a Spanish subject keeps its article after "de".
  const esSubject = language === 'es' ? changeOfSubject(s.replace(/^(?:(?:y|o|si|que)\s+)+/i, ''), ES_CHANGES, 'es') : null;
  // "le loyer augmente de 20 %" → "Hausse du loyer de 20 %": so does a French one ("de le" becomes "du").
  const frSubject = language === 'fr' ? changeOfSubject(s.replace(/^(?:(?:et|ou|si|que|qu['’])\s*)+/i, ''), FR_CHANGES, 'fr') : null;
  s = s.replace(LEADING[language], '').trim();
  // "we offer it at the workplace" → "Offered at the workplace": a pronoun before the participle names nothing.
  // "we match contributions up to 5%": the asker is not part of the option ("Match contributions up to 5%").
  if (language === 'en') s = english(s).replace(LEADING.en, '').replace(/^(?:it|them|this|these)\s+(?=\w+ed\b)/i, '').replace(/^we\s+(?=[a-z])/i, '').trim();
  // "die EZB die Zinsen um 1,5 Prozentpunkte anhebt": who acts, before the object, is not part of the change.
  // "wenn wir sie im Betrieb anbieten": the object pronoun stands for the thing asked about, named elsewhere.
  if (language === 'de') s = german(s.replace(DE_ACTOR, '').replace(/^(?:wir\s+)?(?:sie|es|ihn)\s+(?=\p{L}+\s+\p{L})/iu, '')).replace(LEADING.de, '');
  // "se elimina el balance neto", "se suprimen las ayudas": the impersonal "se" with a verb of change is the change done ("Eliminación del balance neto").
  if (language === 'es') s = esSubject ?? nominalised(s.replace(/^se\s+(?=(\p{L}+)\s)/iu, (m, v: string) => (ES_NOUNS[v.toLowerCase()] ? '' : m)), ES_NOUNS, 'es');
  if (language === 'fr') s = frSubject ?? nominalised(s, FR_NOUNS, 'fr');
  s = s.replace(/[\s,.;:]+$/, '');
  for (let cut = s.replace(DANGLING, ''); cut !== s && cut; cut = s.replace(DANGLING, '')) s = cut;
  if (!s) return fallback;
  if (s.length > MAX) s = `${s.slice(0, MAX).replace(/\s+\S*$/, '')}…`;
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const NONE: Record<Language, string> = { en: 'No', de: 'Ohne', es: 'Sin', fr: 'Sans' };

/** "No deposit guarantee", "Ohne Fangquote": the status quo when every option brings in one thing. */
/** A lever named by its verb ("insurers reimburse", "the city bans") is said as its noun after "No". */
const VERB_NOUNS: Record<string, string> = {
  'label it': 'labels', 'label them': 'labels', labelled: 'labels', labeled: 'labels', 'flag it': 'flags', 'flags it': 'flags',
  kennzeichnen: 'Kennzeichnung', kennzeichnet: 'Kennzeichnung', etiquetan: 'etiquetado', etiquetar: 'etiquetado', signalent: 'signalement', signaler: 'signalement', etiquettent: 'étiquetage', etiqueter: 'étiquetage',
  reimburse: 'reimbursement', reimburses: 'reimbursement', reimbursed: 'reimbursement', subsidise: 'subsidy', subsidize: 'subsidy', subsidises: 'subsidy', subsidizes: 'subsidy', bans: 'ban', banned: 'ban', charges: 'charge',
  // "the employer pays 500 euros towards one": "No contribution", not "No towards one".
  'towards one': 'contribution', 'towards it': 'contribution', 'towards each': 'contribution', 'towards the cost': 'contribution', 'towards the price': 'contribution', 'towards buying': 'contribution', 'towards the purchase': 'contribution',
  // "si el gobierno subvenciona el 50%": "Sin subvención", not "Sin subvenciona".
  subvenciona: 'subvención', subvencionan: 'subvención', subvencionamos: 'subvención', subvencionar: 'subvención', subsidia: 'subsidio', subsidian: 'subsidio',
  reembolsa: 'reembolso', reembolsan: 'reembolso', prohíbe: 'prohibición', prohibe: 'prohibición', prohíben: 'prohibición',
  gibt: 'Zahlung', geben: 'Zahlung', fördert: 'Förderung', fördern: 'Förderung', bezuschusst: 'Zuschuss', erstattet: 'Erstattung', erstatten: 'Erstattung', verbietet: 'Verbot', verbieten: 'Verbot', verboten: 'Verbot',
  subventionne: 'subvention', subventionnent: 'subvention', subventionnons: 'subvention', rembourse: 'remboursement', remboursent: 'remboursement', interdit: 'interdiction', interdisent: 'interdiction', interdite: 'interdiction', interdits: 'interdiction', interdites: 'interdiction',
  prohibido: 'prohibición', prohibida: 'prohibición', prohibited: 'ban',
  // "if irrigation is capped", "se limita el riego": "No cap", "Sin límite".
  // "if the utility denies it", "if the university debunks it": "No denial", "No debunking".
  denies: 'denial', deny: 'denial', denied: 'denial', debunks: 'debunking', debunk: 'debunking', debunked: 'debunking', dementiert: 'Dementi', desmiente: 'desmentido', desmienten: 'desmentido', dément: 'démenti', démentent: 'démenti',
  // "if the city removes parking spaces": "No removal".
  removes: 'removal', remove: 'removal', removed: 'removal', streicht: 'Streichung', elimina: 'eliminación', supprime: 'suppression',
  capped: 'cap', limita: 'límite', limitan: 'límite', limitado: 'límite', limitada: 'límite', begrenzt: 'Begrenzung', begrenzen: 'Begrenzung', plafonné: 'plafond', plafonnés: 'plafond', plafonnée: 'plafond', plafonnées: 'plafond', limité: 'limite', limités: 'limite', limitée: 'limite', limitées: 'limite' };

export function withoutLabel(leverText: string, language: Language): string {
  // "200 Euro Zuschuss zahlt": the German verb at the end of the clause is not part of what is missing.
  const bare = leverText.replace(LEADING[language], '').replace(language === 'de' ? GIVES : /$^/, '').trim();
  const noun = VERB_NOUNS[bare.toLowerCase()] ?? bare;
  // "No SMS reminders": an acronym keeps its capitals.
  return `${NONE[language]} ${language === 'en' ? noun.split(' ').map((w) => (/^[A-Z]{2,}s?$/.test(w) ? w : w.toLowerCase())).join(' ') : noun}`;
}
