/**
 * Splits a prompt into word, number and symbol tokens with their places in the original
 * text, and reads numbers in the notations people write: "20,000", "20.000", "20 000",
 * "1.5 million", "1,5 Millionen", "40 %", "$50", "50 €". Pure and deterministic.
 */

export interface NumberValue {
  value: number;
  /** Written with %, "percent", "Prozent", "por ciento", "pour cent". */
  percent: boolean;
  /** "percentage points", "Prozentpunkte": a change of a rate, not of its size. */
  points: boolean;
  /** Currency symbol or code next to it ("$", "€", "£"). */
  currency: string | null;
  /** A fraction written in words ("half", "a third", "die Hälfte"). */
  fraction: boolean;
}

export interface Token {
  /** Lower-case surface form (accents kept). */
  lower: string;
  /** Original text of the token (for numbers: the whole written number with its scale word). */
  raw: string;
  start: number;
  end: number;
  kind: 'word' | 'number' | 'symbol';
  num?: NumberValue;
}

/** Accents removed: the lexicon matches "Wärme" and "warme", "población" and "poblacion". */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}+/gu, '').replace(/ß/g, 'ss');
}

const SPACES = /[\u00a0\u2007\u2009\u202f]/g;

/** Unicode spaces and quotes made plain; lengths unchanged so spans stay valid. */
export function normaliseText(prompt: string): string {
  return prompt
    .normalize('NFC')
    .replace(SPACES, ' ')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"')
    .replace(/[\u2012\u2013\u2014\u2212]/g, '-')
    .replace(/[\t\r\n]/g, ' ')
    // "a 4-day week", "4-Tage-Woche": the number is part of the name, not a count or a span.
    .replace(/\b4-day\b/gi, (m) => (m[2] === 'D' ? 'Four-day' : 'four-day'))
    .replace(/\b4-Tage-Woche/g, 'Vier-Tage-Woche')
    // "within a semester", "in einem Semester", "en un semestre": six months.
    .replace(/\b(?:a|one|one\s+academic)\s+semester\b/gi, '6 months')
    .replace(/\b(?:einem|ein)\s+Semester\b/g, '6 Monaten')
    .replace(/\b(?:un|el|le)\s+semestre\b/gi, (m) => (/^le/i.test(m) ? '6 mois' : '6 meses'))
    // French "s'il", "s'ils": "si" elided before "il" ("s'abonner" keeps its "se").
    .replace(/\b([sS])'(ils?)\b/g, (_m, s: string, il: string) => `${s}i ${il}`);
}

/**
 * A written number without its scale word. Groups of exactly three digits after a comma,
 * dot, space or apostrophe are thousands ("20,000", "20.000", "20 000", "20'000"); with both
 * a comma and a dot the last one is the decimal mark ("1,234.5", "1.234,5"); a single comma
 * or dot otherwise is a decimal mark ("1,5", "2.5"). "0.125" stays a fraction.
 */
export function parseNumeral(raw: string): number {
  // The tokenizer only keeps a space or an apostrophe inside a number before three digits.
  const compact = raw.replace(/['\s]/g, '');
  const hasComma = compact.includes(',');
  const hasDot = compact.includes('.');
  if (hasComma && hasDot) {
    const lastComma = compact.lastIndexOf(',');
    const lastDot = compact.lastIndexOf('.');
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    return Number(compact.split(thousands).join('').replace(decimal, '.'));
  }
  const sep = hasComma ? ',' : hasDot ? '.' : null;
  if (!sep) return Number(compact);
  const parts = compact.split(sep);
  const grouped = parts.length >= 2 && /^\d{1,3}$/.test(parts[0]) && parts[0] !== '0' && parts.slice(1).every((p) => /^\d{3}$/.test(p));
  if (grouped) return Number(parts.join(''));
  if (parts.length === 2) return Number(`${parts[0]}.${parts[1]}`);
  return Number(parts.join(''));
}

/** Scale words after a number, in English, German, Spanish and French (folded, lower case). */
const SCALES: Array<[RegExp, number]> = [
  [/^(?:mil\s+millones|billion|billions|bn|b|mrd\.?|milliarden?|milliards?)$/, 1e9],
  [/^(?:million|millions|millionen|mio\.?|mn|m|millon|millones|mill\.?)$/, 1e6],
  [/^(?:thousand|thousands|tausend|tsd\.?|k|mil|mille|milliers?)$/, 1e3],
  [/^(?:hundred|hundert|cien|cientos)$/, 100],
];

const PERCENT_WORDS = /^(?:%|percent|per\s+cent|prozent|por\s+ciento|pour\s+cent|pct)$/;
const POINT_WORDS = /^(?:percentage\s+points?|pp|pts?|prozentpunkte?n?|puntos?\s+porcentuales?|points?\s+de\s+pourcentage|points?)$/;
const CURRENCY_WORDS: Record<string, string> = {
  $: 'USD', usd: 'USD', dollar: 'USD', dollars: 'USD', dolares: 'USD', 'dólares': 'USD',
  '€': 'EUR', eur: 'EUR', euro: 'EUR', euros: 'EUR',
  '£': 'GBP', gbp: 'GBP', pound: 'GBP', pounds: 'GBP',
  chf: 'CHF', franken: 'CHF',
};
/** Hundredths of a currency after a number: "10 cents", "5p", "20 Cent", "50 céntimos", "10 centimes". */
const SUBUNIT_WORDS: Record<string, string> = {
  cent: 'USD', cents: 'USD', p: 'GBP', pence: 'GBP', penny: 'GBP', centimos: 'EUR', centavos: 'USD', centimes: 'EUR', centime: 'EUR',
};

// English, German, Spanish and French number words up to twenty and the round tens.
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, hundred: 100, dozen: 12,
  zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, zwolf: 12,
  zwanzig: 20, dreissig: 30, vierzig: 40, funfzig: 50, hundert: 100,
  dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12,
  veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, cien: 100,
  deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
  vingt: 20, trente: 30, quarante: 40, cinquante: 50,
  thousand: 1e3, tausend: 1e3, mil: 1e3, mille: 1e3, million: 1e6, millon: 1e6,
  zero: 0, null: 0, cero: 0,
};

/** Fractions written in words; the article before them is part of the phrase. */
const FRACTIONS: Array<[RegExp, number]> = [
  [/^(?:two|zwei|dos|deux)[\s-]+(?:thirds|drittel|tercios|tiers)$/, 2 / 3],
  [/^(?:three|drei|tres|trois)[\s-]+(?:quarters|viertel|cuartos|quarts)$/, 3 / 4],
  [/^(?:(?:a|one|the|ein|die|la|una|un|une)\s+)?(?:half|halfte|mitad|moitie)$/, 1 / 2],
  [/^(?:a|one|ein|un|une)\s+(?:third|drittel|tercio|tiers)$/, 1 / 3],
  [/^(?:a|one|ein|un|une)\s+(?:fifth|funftel|quinto|cinquieme)$/, 1 / 5],
  [/^(?:a|one|ein|un|une)\s+(?:tenth|zehntel|decimo|dixieme)$/, 1 / 10],
  [/^(?:a|one|ein|un|une)\s+(?:quarter|viertel|cuarto|quart)$/, 1 / 4],
];

const WORD = /[\p{L}][\p{L}\p{M}\d'’-]*/uy;
// Digits with grouping by , . ' or a single space before exactly three digits.
const NUMERAL = /\d+(?:(?:[.,']|\s(?=\d{3}(?!\d)))\d+)*/y;

function plainToken(text: string, start: number, end: number, kind: Token['kind']): Token {
  const raw = text.slice(start, end);
  return { lower: raw.toLowerCase(), raw, start, end, kind };
}

/** Tokens with numbers merged with their scale, percent, points and currency words. */
export function tokenize(input: string): Token[] {
  const text = normaliseText(input);
  const base: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ') {
      i++;
      continue;
    }
    // "5G", "4G": a generation of mobile networks is a name, not a number of anything.
    const generation = /^[2-6]G(?![\p{L}\d])/u.exec(text.slice(i, i + 3));
    if (generation && (i === 0 || !/[\p{L}\d]/u.test(text[i - 1]!))) {
      base.push(plainToken(text, i, i + 2, 'word'));
      i += 2;
      continue;
    }
    NUMERAL.lastIndex = i;
    const n = NUMERAL.exec(text);
    if (n) {
      // "2030" and "CO2" are not numbers of anything we read, but we keep them as numbers
      // and let the readers decide; a digit glued to letters ("20k", "5m") keeps its suffix.
      base.push(plainToken(text, i, i + n[0].length, 'number'));
      i += n[0].length;
      continue;
    }
    WORD.lastIndex = i;
    const w = WORD.exec(text);
    if (w) {
      const word = w[0].replace(/['’-]+$/, '');
      // French and Italian elision: "l'épidémie" is "l'" and "épidémie".
      const elided = /^(?:l|d|qu|n|s|j|c|m|t)'(?=\p{L})/iu.exec(word);
      if (elided) {
        base.push(plainToken(text, i, i + elided[0].length, 'word'));
        i += elided[0].length;
        continue;
      }
      base.push(plainToken(text, i, i + word.length, 'word'));
      i += Math.max(1, word.length);
      continue;
    }
    base.push(plainToken(text, i, i + 1, 'symbol'));
    i++;
  }
  return mergeNumbers(base, text);
}

function numberOf(raw: string): NumberValue {
  return { value: parseNumeral(raw), percent: false, points: false, currency: null, fraction: false };
}

/** Joins a numeral with what qualifies it: scale word, %, points, currency before or after. */
function mergeNumbers(tokens: Token[], text: string): Token[] {
  const out: Token[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    const fracLen = fractionAt(tokens, k);
    if (fracLen > 0) {
      const last = tokens[k + fracLen - 1];
      const phrase = fold(tokens.slice(k, k + fracLen).map((x) => x.lower).join(' '));
      const value = FRACTIONS.find(([re]) => re.test(phrase))![1];
      out.push({ lower: phrase, raw: text.slice(t.start, last.end), start: t.start, end: last.end, kind: 'number', num: { value, percent: false, points: false, currency: null, fraction: true } });
      k += fracLen - 1;
      continue;
    }
    const wordValue = t.kind === 'word' ? NUMBER_WORDS[fold(t.lower)] : undefined;
    if (t.kind !== 'number' && wordValue === undefined) {
      out.push(t);
      continue;
    }
    const num = wordValue !== undefined ? { value: wordValue, percent: false, points: false, currency: null, fraction: false } : numberOf(t.raw);
    let start = t.start;
    let end = t.end;
    // Currency before: "$50", "€ 50", "USD 50".
    const prev = out[out.length - 1];
    if (prev && (prev.kind === 'symbol' || prev.kind === 'word') && CURRENCY_WORDS[prev.lower] && (prev.kind === 'symbol' || /^(usd|eur|gbp|chf)$/.test(prev.lower))) {
      num.currency = CURRENCY_WORDS[prev.lower];
      start = prev.start;
      out.pop();
    }
    let j = k + 1;
    // A glued suffix: "20k", "1.5m", "2bn", "5%".
    const glued = tokens[j];
    if (glued && glued.start === t.end && glued.kind === 'word' && /^(k|m|mn|bn|b)$/i.test(glued.lower)) {
      num.value *= glued.lower.toLowerCase() === 'k' ? 1e3 : glued.lower.toLowerCase().startsWith('b') ? 1e9 : 1e6;
      end = glued.end;
      j++;
    } else {
      // Scale words, possibly two ("mil millones").
      for (const len of [2, 1]) {
        const words = tokens.slice(j, j + len);
        if (words.length < len || words.some((w) => w.kind === 'number')) continue;
        const phrase = fold(words.map((w) => w.lower).join(' '));
        const scale = SCALES.find(([re]) => re.test(phrase));
        // A lone "m", "b" or "k" after a space is too ambiguous ("5 m" of cable); only glued.
        if (scale && !(len === 1 && /^(m|b|k)$/.test(phrase))) {
          num.value *= scale[1];
          end = words[words.length - 1].end;
          j += len;
          break;
        }
      }
    }
    // Percent and points: "40 %", "40%", "40 percent", "2 percentage points".
    for (const len of [3, 2, 1]) {
      const words = tokens.slice(j, j + len);
      if (words.length < len) continue;
      const phrase = fold(words.map((w) => w.lower).join(' '));
      if (PERCENT_WORDS.test(phrase)) {
        num.percent = true;
        end = words[words.length - 1].end;
        j += len;
        break;
      }
      if (POINT_WORDS.test(phrase) && !(len === 1 && /^(points?|pts?)$/.test(phrase) && !/^(percentage)/.test(phrase))) {
        num.points = true;
        num.percent = true;
        end = words[words.length - 1].end;
        j += len;
        break;
      }
    }
    // Currency after: "50 €", "50 euros", "50 USD".
    const after = tokens[j];
    if (!num.percent && after && CURRENCY_WORDS[fold(after.lower)] && !num.currency) {
      num.currency = CURRENCY_WORDS[fold(after.lower)];
      end = after.end;
      j++;
    } else if (!num.percent && after && after.kind === 'word' && SUBUNIT_WORDS[fold(after.lower)] && !num.currency && (fold(after.lower) !== 'p' || after.start === t.end)) {
      // "10 cents" is a tenth of a dollar (a German "Cent" is a euro's); "5p" only glued.
      num.currency = /^[A-ZÄÖÜ]/.test(after.raw) && fold(after.lower) === 'cent' ? 'EUR' : SUBUNIT_WORDS[fold(after.lower)];
      num.value /= 100;
      end = after.end;
      j++;
    }
    out.push({ lower: text.slice(start, end).toLowerCase(), raw: text.slice(start, end), start, end, kind: 'number', num });
    k = j - 1;
  }
  return out;
}

/** Length in tokens of a fraction phrase starting at k ("a third", "die Hälfte", "half"), or 0. */
function fractionAt(tokens: Token[], k: number): number {
  for (const len of [2, 1]) {
    const words = tokens.slice(k, k + len);
    if (words.length < len || words.some((w) => w.kind !== 'word')) continue;
    const phrase = fold(words.map((w) => w.lower).join(' '));
    if (!FRACTIONS.some(([re]) => re.test(phrase))) continue;
    // "a quarter" is a fraction only as "a quarter of"; otherwise it is three months.
    if (/quarter|viertel|cuarto|quart$/.test(phrase)) {
      const next = tokens[k + len];
      if (!next || !/^(of|der|des|de|del|aller)$/.test(fold(next.lower))) continue;
    }
    return len;
  }
  return 0;
}
