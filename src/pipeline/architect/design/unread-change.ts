import type { Intent } from '../reader/types.js';
import type { Language } from '../reader/lexicon.js';

/**
 * A change the prompt asks about in its "if" clause that the reader could tie to no lever ("if we
 * add weekly deadlines", "wenn wir Großraumbüros einführen", "si cambiamos el logo"). Silently
 * answering the status quo would drop the question's own what-if; inventing a direction would be
 * worse. The design brackets it instead: one option where the change makes the behaviour's odds a
 * quarter higher and one where it makes them a fifth lower (the same step in log-odds, ln 1.25),
 * and the assumptions say that these are sizes assumed, not estimates.
 */
export const UNREAD_ODDS = 1.25;
/** The two sizes in percent, as the labels and notes say them: +25% and −20% on the odds. */
const UP = Math.round((UNREAD_ODDS - 1) * 100);
const DOWN = Math.round((1 - 1 / UNREAD_ODDS) * 100);

/** Verbs by which someone makes a change (the asker, a firm, a government), per language. */
const CHANGE_VERB: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:add(?:s|ed)?|introduc(?:e|es|ed)|launch(?:es|ed)?|start(?:s|ed)?|offer(?:s|ed)?|requir(?:e|es|ed)|make|makes|made|ban(?:s|ned)?|abolish(?:es|ed)?|scrap(?:s|ped)?|remov(?:e|es|ed)|replac(?:e|es|ed)|switch(?:es|ed)?|mov(?:e|es|ed)|chang(?:e|es|ed)|redesign(?:s|ed)?|renam(?:e|es|ed)|reorgani[sz](?:e|es|ed)|restructur(?:e|es|ed)|allow(?:s|ed)?|build(?:s)?|built|install(?:s|ed)?|implement(?:s|ed)?|roll(?:s|ed)? out|set(?:s)? up|creat(?:e|es|ed)|extend(?:s|ed)?|shorten(?:s|ed)?|publish(?:es|ed)?|mandat(?:e|es|ed)|enforc(?:e|es|ed)|provid(?:e|es|ed)|send(?:s)?|sent|outsourc(?:e|es|ed)|automat(?:e|es|ed)|digiti[sz](?:e|es|ed)|stop(?:s|ped)?|end(?:s|ed)?|drop(?:s|ped)?|limit(?:s|ed)?|merg(?:e|es|ed)|relocat(?:e|es|ed)|put(?:s)?|open(?:s|ed)?|clos(?:e|es|ed)|cut(?:s)?|rais(?:e|es|ed)|lower(?:s|ed)?|increas(?:e|es|ed)|reduc(?:e|es|ed)|doubl(?:e|es|ed)|halv(?:e|es|ed)|tighten(?:s|ed)?|relax(?:es|ed)?|loosen(?:s|ed)?|shorten(?:s|ed)?|lengthen(?:s|ed)?)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:\p{L}*einf[üu]hr\p{L}*|eingef[üu]hrt|f[üu]hrt\p{L}*|anbiet\p{L}*|bietet|bieten|angeboten|verbiet\p{L}*|verboten|abschaff\p{L}*|abgeschafft|schafft|schaffen|[äa]ndert|[äa]ndern|ge[äa]ndert|umstell\p{L}*|umgestellt|stellt|stellen|aufstell\p{L}*|aufgestellt|installier\p{L}*|ersetzt|ersetzen|hinzuf[üu]g\p{L}*|hinzugef[üu]gt|erlaubt|erlauben|startet|starten|gestartet|baut|bauen|gebaut|er[öo]ffnet|er[öo]ffnen|schlie[ßs]t|schlie[ßs]en|geschlossen|vorschreib\p{L}*|vorgeschrieben|schreibt|streicht|streichen|gestrichen|verl[äa]ngert|verk[üu]rzt|einricht\p{L}*|eingerichtet|richtet|ver[öo]ffentlicht|umbenannt|benennt|automatisiert|digitalisiert|verlegt|verlegen|zusammenlegt|zusammengelegt|macht|machen|senkt|senken|gesenkt|erh[öo]ht|erh[öo]hen|verdoppelt|halbiert|versch[äa]rft|gelockert|lockert|k[üu]rzt|gek[üu]rzt|reduziert|reduzieren)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:introduc\p{L}*|añad\p{L}*|agreg\p{L}*|lanz\p{L}*|ofrec\p{L}*|ofrezc\p{L}*|prohib\p{L}*|elimin\p{L}*|suprim\p{L}*|cambi\p{L}*|exig\p{L}*|obliga\p{L}*|permit\p{L}*|implant\p{L}*|implement\p{L}*|ponemos|pone|ponen|pondr\p{L}*|cre[aá]\p{L}*|abr\p{L}*|cierr\p{L}*|cerr\p{L}*|constru\p{L}*|instal\p{L}*|sustitu\p{L}*|reemplaz\p{L}*|ampl[ií]\p{L}*|publica\p{L}*|automatiz\p{L}*|digitaliz\p{L}*|empez\p{L}*|empiez\p{L}*|inici\p{L}*|traslad\p{L}*|fusion\p{L}*|rediseñ\p{L}*|reorganiz\p{L}*|hace|hacemos|hacen|reduc\p{L}*|aument\p{L}*|recort\p{L}*|duplic\p{L}*|endurec\p{L}*|relaj\p{L}*)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:passe|passent|passera|passeront|introdu\p{L}*|ajout\p{L}*|lan[cç]\p{L}*|propos\p{L}*|offr\p{L}*|interdi\p{L}*|supprim\p{L}*|chang\p{L}*|exig\p{L}*|impos\p{L}*|autoris\p{L}*|instaur\p{L}*|met|mettons|mettent|mettra\p{L}*|mis|mise|cr[ée]\p{L}*|ouvr\p{L}*|ferm\p{L}*|construi\p{L}*|install\p{L}*|remplac\p{L}*|prolong\p{L}*|rallong\p{L}*|raccourc\p{L}*|publi\p{L}*|automatis\p{L}*|num[ée]ris\p{L}*|d[ée]marr\p{L}*|commenc\p{L}*|d[ée]m[ée]nag\p{L}*|fusionn\p{L}*|r[ée]organis\p{L}*|g[ée]n[ée]ralis\p{L}*|rend|rendons|rendent|fait|faisons|font|r[ée]dui\p{L}*|baiss\p{L}*|augment\p{L}*|doubl\p{L}*|durci\p{L}*|assoupli\p{L}*)(?!\p{L})/iu,
};

/** A negated clause ("if the developer offers no community benefit") names the status quo, not a change. */
const NEGATION: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:no|not|never|nothing|none)(?!\p{L})|n['’]t(?!\p{L})/iu,
  de: /(?<!\p{L})(?:kein\p{L}*|nicht|nichts|nie)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:no|ningun\p{L}*|nada|nunca)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:ne|pas|aucun\p{L}*|rien|jamais)(?!\p{L})|(?<!\p{L})n['’]/iu,
};

/** "si empieza con el 40 %", "if it starts at 40%": where things start, not a change. */
const STARTING_LEVEL = /(?<!\p{L})(?:start\p{L}*|begin\p{L}*|beginn\p{L}*|empie[zc]\p{L}*|comienz\p{L}*|commenc\p{L}*|d[ée]marr\p{L}*)\s+(?:at|with|from|on|con|en|desde|por|à|avec|de|bei|mit|von)(?!\p{L})/iu;

/**
 * The words of an "if" clause that names a change no lever was read in, or null. Only when the
 * prompt yielded no change at all: a clause next to a read change is part of it.
 */
export function unreadChangeClause(intent: Intent): string | null {
  if (intent.interventions.length > 0 || intent.arms.length > 0) return null;
  const gloss = intent.gloss;
  const at = gloss.findIndex((g) => g.c === 'if' || g.c === 'what_if');
  if (at < 0) return null;
  let end = at + 1;
  while (end < gloss.length && !(gloss[end].kind === 'symbol' && /^[,;:.?!]$/.test(gloss[end].c))) end++;
  if (end === at + 1) return null;
  const clause = intent.text.slice(gloss[at + 1].start, gloss[end - 1].end).trim();
  if (!CHANGE_VERB[intent.language].test(clause) || NEGATION[intent.language].test(clause) || STARTING_LEVEL.test(clause)) return null;
  // "wie viele arbeiten im Homeoffice, wenn die Firma es erlaubt": permission for the behaviour asked
  // about is that behaviour's own option, not an unknown change.
  if (intent.subjectAsked && /(?<!\p{L})(?:allow\p{L}*|erlaub\p{L}*|permit\p{L}*|autoris\p{L}*)(?!\p{L})/iu.test(clause)) return null;
  return clause;
}

/** The two options' labels: the change's own words and the assumed size of its effect. */
export function bracketLabels(change: string, language: Language): [string, string] {
  switch (language) {
    case 'de':
      return [`${change} (falls es die Chance um ${UP}\u00a0% erhöht)`, `${change} (falls es die Chance um ${DOWN}\u00a0% senkt)`];
    case 'es':
      return [`${change} (si sube la probabilidad un ${UP}\u00a0%)`, `${change} (si baja la probabilidad un ${DOWN}\u00a0%)`];
    case 'fr':
      return [`${change} (s’il augmente les chances de ${UP}\u00a0%)`, `${change} (s’il réduit les chances de ${DOWN}\u00a0%)`];
    default:
      return [`${change} (if it raises the odds by ${UP}%)`, `${change} (if it lowers the odds by ${DOWN}%)`];
  }
}

/** The assumptions that say what the two options are (English; the phrasebook translates them). */
export function bracketNotes(clause: string, actionLabel: string): [string, string] {
  return [
    `No effect of "${clause}" is known to this model, and the prompt gives none.`,
    `Two options bracket it: in one it raises the odds of "${actionLabel}" by ${UP}%, in the other it lowers them by ${DOWN}%; these sizes are assumed, not estimated.`,
  ];
}
