import type { Phrasebook, StepUnit } from './types.js';

/** German: nouns keep their capital; the horizon takes the dative after "nach" and "innerhalb von". */

const SINGULAR: Record<StepUnit, string> = { day: 'Tag', week: 'Woche', month: 'Monat', quarter: 'Quartal', year: 'Jahr' };
const PLURAL: Record<StepUnit, string> = { day: 'Tage', week: 'Wochen', month: 'Monate', quarter: 'Quartale', year: 'Jahre' };
const DATIVE: Record<StepUnit, string> = { day: 'Tagen', week: 'Wochen', month: 'Monaten', quarter: 'Quartalen', year: 'Jahren' };
const AT: Record<StepUnit, string> = { day: 'an Tag', week: 'in Woche', month: 'in Monat', quarter: 'in Quartal', year: 'in Jahr' };
const units = (u: StepUnit, n: number) => `${n} ${n === 1 ? SINGULAR[u] : PLURAL[u]}`;
const dative = (u: StepUnit, n: number) => `${n} ${n === 1 ? (u === 'week' ? 'Woche' : `${SINGULAR[u]}`) : DATIVE[u]}`;
/**
 * A plural group after "unter den" takes the dative: "Haushalte" → "Haushalten", "kleine Betriebe"
 * → "kleinen Betrieben"; plurals in -n or -s stay ("Kunden", "Autos").
 */
const dativePlural = (g: string) =>
  g
    .split(' ')
    .map((w, i, all) => (i === all.length - 1 ? (/[ns]$/i.test(w) || !/\p{L}$/u.test(w) ? w : `${w}n`) : /^\p{L}\p{Ll}*e$/u.test(w) ? `${w.toLowerCase()}n` : w))
    .join(' ');
/**
 * A plural group after "über die" or "der" (accusative, genitive) keeps its case but declines like an adjective where it is one:
 * "kleine Betriebe" → "kleinen Betriebe", "Erwachsene" → "Erwachsenen", "Beschäftigte" →
 * "Beschäftigten"; nouns stay ("Haushalte", "Ärzte"). Nominalised adjectives and participles are
 * known by their endings (-ende, -ene, -lose, -liche, -ige) or a participle's prefix (be-, ge-, ver-, an- … -te).
 */
const NOMINALISED = /(?:ende|ene|lose|liche|ige)$|^(?:kranke|alte|ältere|deutsche|be\p{Ll}+te|ge(?!schäfte$|richte$|tränke$|bäude$)\p{Ll}+te|ver\p{Ll}+te|an\p{Ll}+te|er\p{Ll}+te|zu\p{Ll}+te)$/iu;
const weakPlural = (g: string) =>
  g
    .split(' ')
    .map((w, i, all) => (i < all.length - 1 ? (/^\p{L}\p{Ll}*e$/u.test(w) ? `${w.toLowerCase()}n` : w) : NOMINALISED.test(w) ? `${w}n` : w))
    .join(' ');
const runs = (n: number, text: string) => (n === 1 ? 'einem Lauf' : `${text} Läufen`);

export const de: Phrasebook = {
  lang: 'de',
  locale: 'de-DE',
  big: { million: 'Mio.', billion: 'Mrd.', trillion: 'Bio.' },
  percentSign: '\u00a0%',
  fromToday: { unit: /^Änderung gegenüber heute$/, below: 'unter heute', above: 'über heute', unchanged: 'unverändert gegenüber heute', from: 'gegenüber heute' },
  quote: (s) => `„${s}“`,
  colon: ': ',
  semicolon: '; ',
  to: 'bis',
  units,
  unitPlural: (u) => PLURAL[u],
  atStep: (u, s) => `${AT[u]} ${s}`,
  stepRange: (u, r) => `${SINGULAR[u]} ${r}`,
  step: (u, s) => `${SINGULAR[u]} ${s}`,
  after: (u, n) => `nach ${dative(u, n)}`,
  over: (u, n) => `über ${units(u, n)}`,
  within: (u, n) => `innerhalb von ${dative(u, n)}`,
  byYear: (y, n) => `im Jahr ${y} (in ${n} ${n === 1 ? 'Jahr' : 'Jahren'})`,
  points: (_n, written) => (written === '1' ? 'Prozentpunkt' : 'Prozentpunkte'),
  pointsShort: 'Pp.',
  subjects: {
    share: (g, l) => `der Anteil der ${weakPlural(g)} mit ${l}`,
    count: (g, l) => `die Zahl der ${weakPlural(g)} mit ${l}`,
    cumulative: (g, l) => `die aufsummierte Zahl der Fälle von ${l} unter den ${dativePlural(g)}`,
    mean: (l, g) => `${l} (Durchschnitt über die ${weakPlural(g)})`,
    total: (l, g) => `${l} (Summe über die ${weakPlural(g)})`,
  },
  words: {
    about: 'etwa',
    outOf: 'von',
    range90: '90-%-Bereich',
    interval90: '90-%-Intervall',
    fromRuns: (r) => `aus ${r}`,
    inArm: (a) => `im Szenario ${a}`,
    vsBaseline: 'gegenüber dem Basisszenario',
    baseline: 'Basisszenario',
    withinNoise: ', im Rahmen der Streuung zwischen den Läufen',
    noChange: 'keine Änderung',
    sameTime: 'zur selben Zeit',
    sooner: 'früher',
    later: 'später',
    higher: 'höher',
    lower: 'niedriger',
    notAvailable: 'k. A.',
    unmeasurable: 'ein Unterschied, den die Läufe nicht messen können',
    meanOfRuns: (n) => `Mittel aus ${n}`,
    noRangesFromMetrics: 'Bereiche über die Läufe lagen nicht vor',
    oneRun: 'Das ist ein einzelner Lauf, daher kann kein Bereich angegeben werden.',
    runs,
  },
  frames: {
    level: (s, when, v, rest) => `${s} ${when}: ${v}${rest}.`,
    reaches: (s, lvl, when, rest, below) => `${s} ${below ? 'sinkt auf' : 'erreicht'} ${lvl} ${when}${rest}.`,
    partlyReached: (k, n, within) => `In ${k} von ${n} Läufen geschieht das ${within}; in den übrigen dauert es länger.`,
    mostlyNotReached: (s, lvl, horizon, k, n, end, arm, below) =>
      `Es dauert wahrscheinlich länger als ${horizon}, bis ${s}${arm} ${below ? `auf ${lvl} sinkt` : `${lvl} erreicht`}: Nur ${k} von ${n} Läufen kommen innerhalb des Zeitraums so weit (Stand am Ende: ${end}).`,
    neverReached: (s, lvl, within, runs, end, arm, below) => `${within.charAt(0).toUpperCase()}${within.slice(1)} ${below ? 'sinkt' : 'erreicht'} ${s}${arm} ${runs} ${below ? `auf ${lvl}` : lvl}; Stand am Ende: ${end}.`,
    endLevel: (v, step) => `${v} ${step} im Mittel`,
    peak: (s, v, when, rest, below) => `${s} erreicht ${below ? 'den Tiefststand' : 'den Höchststand'} von ${v} ${when}${rest}.`,
    endLevels: ([bl, bv], arms) => `Stand am Ende: ${bv} im Szenario ${bl}${arms.map(([l, v]) => `, ${v} mit ${l}`).join('')}.`,
    probability: (s, lvl, within, p, rest, below) => `Wahrscheinlichkeit, dass ${s} ${within} irgendwann ${below ? `auf ${lvl} sinkt` : `${lvl} erreicht`}: ${p}${rest}.`,
    staysBelow: (within, p, range) => `Die Wahrscheinlichkeit, dass der Wert ${within} darunter bleibt, wie gefragt: ${p}${range}.`,
    arm: (a, v, d) => `Mit ${a}: ${v}, ${d}`,
    armNotReached: (a, within, how, end) => `Mit ${a}: nicht ${within} (${how}); Stand am Ende: ${end}`,
    armReachedAlone: (a, v, within) => `Mit ${a}: ${v}, während das Basisszenario den Wert nicht ${within} erreicht`,
    inRuns: (k, n, kText) => (k === 0 ? `in keinem von ${n} Läufen` : `in ${kText} von ${n} Läufen`),
    singleRunNote: 'Das ist ein einzelner Lauf, daher kann kein Bereich angegeben werden.',
  },
  drivers: {
    likelier: (l, g, p) => `Wenn ${l} unter den ${dativePlural(g)} ${p} wahrscheinlicher wäre`,
    baseHigher: (l, p) => `Wenn der Grundwert von ${l} ${p} höher wäre`,
    startHigher: (l, p, d) => `Wenn ${l} zu Beginn ${p} höher wäre (${d})`,
    grewFaster: (l, p, d) => `Wenn sich ${l} ${p} schneller veränderte (${d})`,
    eventLarger: (name, p, d) => `Wenn ${name} ${p} stärker ausfiele (${d})`,
    effectMore: (a, l, p) => `Wenn ${a} ${l} um ${p} stärker veränderte`,
    weightMore: (ref, a, g, p) => `Wenn ${ref} ${a} unter den ${dativePlural(g)} ${p} stärker beeinflusste`,
    traitMore: (ref, a, g, p) => `Wenn sich die ${g} ${p} stärker in ${ref} unterschieden (Wirkung auf ${a})`,
    instead: (next, was) => `${next} statt ${was}`,
    perStep: (u) => `je ${SINGULAR[u]}`,
    cut: (p) => `eine Senkung um ${p}`,
    rise: (p) => `eine Erhöhung um ${p}`,
    levelEffect: (s, when, size, up, i) => `liegt ${s} ${when} um ${size} ${up ? 'höher' : 'niedriger'} (${i})`,
    timeEffect: (s, lvl, amount, up, i, below) => `${below ? 'sinkt' : 'erreicht'} ${s} ${below ? `auf ${lvl}` : lvl} ${amount} ${up ? 'später' : 'früher'} (${i})`,
    peakEffect: (s, size, up, i, below) => `liegt ${below ? 'der Tiefststand' : 'der Höchststand'} (${s}) um ${size} ${up ? 'höher' : 'niedriger'} (${i})`,
    extremeEffect: (s, size, up, i, below, likelier) =>
      `liegt ${below ? 'der niedrigste' : 'der höchste'} Wert (${s}) um ${size} ${up ? 'höher' : 'niedriger'} (${i}), was das Überschreiten der Schwelle ${likelier ? 'wahrscheinlicher' : 'unwahrscheinlicher'} macht`,
    differenceEffect: (arm, s, when, size, grows, i) => `${grows ? 'wächst' : 'schrumpft'} der Unterschied, den ${arm} für ${s} ${when} macht, um ${size} (${i})`,
    noneStoodOut: (studied, tried, reps) =>
      `Keine einzelne Änderung um 10 % bewegte ${studied} über die Streuung zwischen den Läufen hinaus: ${tried === 1 ? 'der eine Modellparameter, der die Antwort erreichen kann, wurde' : `${tried} Modellparameter wurden jeweils`} in ${reps} gepaarten Läufen um 10 % verändert, und keiner stach hervor.`,
    skipped: (r) => `Es wurde keine Sensitivitätsanalyse durchgeführt: ${r}.`,
    nothingMoved: 'Kein Ergebnis hat sich während des Laufs verändert, also gibt es nichts, was ein Parameter antreiben könnte.',
    note: (t) => `Hinweis: ${t}.`,
    studiedTime: (s, lvl, below) => `den Zeitpunkt, zu dem ${s} ${below ? `auf ${lvl} sinkt` : `${lvl} erreicht`}`,
    studiedLevel: (s, when) => `${s} ${when}`,
    studiedPeak: (s) => `den Höchststand (${s})`,
    studiedExtreme: (s) => `den höchsten Wert (${s})`,
    studiedDifference: (arm) => `den Unterschied, den ${arm} macht,`,
    noteTimeNotReached: 'die Schwelle wird in den meisten Läufen nicht erreicht, daher beziehen sich die Treiber auf den Stand am Ende',
    noteProbability: 'eine Wahrscheinlichkeit ändert sich nur in ganzen Läufen, daher beziehen sich die Treiber auf den höchsten erreichten Wert, der über das Überschreiten der Schwelle entscheidet',
  },
  risks: {
    singleRun: 'Das ist ein einzelner Lauf: Zufall allein könnte die Antwort verschieben, und es kann kein Bereich angegeben werden. Vor einer Entscheidung 10 oder mehr Wiederholungen rechnen.',
    timingNotAssured: (k, n, s, lvl, horizon) => `In ${k} von ${n} Läufen erreicht ${s} ${lvl} erst nach den ${horizon} des Laufs oder gar nicht: Der Zeitpunkt ist nicht gesichert.`,
    crossedIn: (p) => `Die Schwelle wird in ${p} der Läufe überschritten: Planen Sie für den Eintritt, nicht für den typischen Lauf.`,
    peakCapacity: (s, high) => `Die Kapazität muss den Höchststand abdecken, nicht den typischen Lauf: In 1 von 20 Läufen übersteigt ${s} im Höchststand ${high}.`,
    wideRange: (lo, hi) => `Das Ergebnis schwankt stark von Lauf zu Lauf: 90 % der Läufe enden zwischen ${lo} und ${hi}; planen Sie für den Bereich, nicht für die Mitte.`,
    bracket: (ch) => `Was ${ch} bewirkt, ist nicht bekannt: Die beiden Varianten stecken es nur mit angenommenen Größen ab; die wirkliche Wirkung kann außerhalb liegen oder null sein.`,
    armWithinNoise: (a, b) => `${a} lässt sich in diesen Läufen nicht von ${b} unterscheiden: Der Bereich seines Unterschieds schließt „keine Änderung“ ein.`,
    restsOn: (d, a) => `Die Antwort hängt an einer unsicheren Annahme. ${d}. ${a ? `Angenommen wurde: ${a}` : 'Prüfen Sie sie anhand von Daten.'}`,
    wave: (when, people, who, share, endPeople, endShare) => `Im Höchststand${when} etwa ${people} ${who} (${share}), gegenüber ${endPeople} (${endShare}) am Ende`,
    waveLevel: (name, peak, when, end) => `${name} erreicht den Höchststand von ${peak}${when} und fällt danach auf ${end}`,
    waveCapacity: (w) => `${w}: Die Kapazität muss den Höchststand abdecken, nicht den Durchschnitt.`,
    none: 'Kein scharfer Höchststand, kein weiter Bereich und keine fragile Annahme fallen auf; das Hauptrisiko ist, dass das angenommene Verhalten von der Wirklichkeit abweicht.',
  },
  recommendations: {
    best: (a, what, s, d) => `Von den verglichenen Optionen ${what === 'timing' ? 'verändert' : what === 'chance' ? 'verändert' : 'bewegt'} ${a} ${what === 'timing' ? 'den Zeitpunkt' : what === 'chance' ? 'die Wahrscheinlichkeit' : s} am stärksten: ${d} gegenüber dem Basisszenario.`,
    bracket: (ch, s, up, down, b) => `Finden Sie heraus, was ${ch} bewirkt, bevor Sie entscheiden: Unter den beiden angenommenen Wirkungen ändert sich ${s} um ${up} oder um ${down} gegenüber ${b}. Ein Versuch mit einem Teil der Gruppe, verglichen mit dem Rest, würde zeigen, in welche Richtung es wirkt.`,
    better: (a, d) => `${a} ist die bessere Option: ${d} gegenüber dem Basisszenario. Wägen Sie diesen Gewinn gegen die Kosten ab.`,
    noneBetter: (b) => `Keine der verglichenen Optionen schneidet besser ab als ${b}.`,
    avoid: (a, d) => `Vermeiden Sie ${a}, wenn das Ergebnis besser werden soll: ${d} gegenüber dem Basisszenario.`,
    prepareFor: (a, d) => `Bereiten Sie sich auf ${a} vor: Es verschlechtert das Ergebnis, ${d} gegenüber dem Basisszenario. Die Hebel unten zeigen, wo eine Antwort ansetzen kann.`,
    helpsButNotAChoice: (a, d) => `${a} würde das Ergebnis verbessern, ist aber keine Wahl: ${d} gegenüber dem Basisszenario.`,
    ranked: (l) => `Nach Wirkung geordnet: ${l}.`,
    noEffect: (a, what, s) => `Rechnen Sie nicht damit, dass ${a} ${what === 'timing' ? 'den Zeitpunkt' : what === 'chance' ? 'die Wahrscheinlichkeit' : s} verändert: Die Wirkung liegt hier im Rahmen der Streuung zwischen den Läufen.`,
    lever: (d) => `Suchen Sie Hebel bei dem, was am meisten zählt. ${d}. Eine Politik, die das verschiebt, bewegt die Antwort in dieselbe Richtung.`,
    second: (d) => `An zweiter Stelle: ${d}.`,
    peakCapacity: (step, s, upTo) => `Planen Sie Kapazität für ${step}, wenn ${s} den Höchststand erreicht${upTo ? ` (bis zu ${upTo} in 1 von 20 Läufen)` : ''}.`,
    prepareWave: (step, w) => `Bereiten Sie Kapazität für ${step} vor: ${w}.`,
    moreReplicates: (now) => `Vor einer Entscheidung mit mindestens 10 Wiederholungen neu rechnen (derzeit ${now}), um einen belastbaren Bereich zu erhalten.`,
    returns: (second, d, first, dim, firstD) =>
      `${second} bringt ${d} mehr als ${first}: ${dim ? 'abnehmende Erträge, der weitere Schritt bewirkt je Einheit weniger als der erste' : 'zunehmende Erträge, der weitere Schritt bewirkt je Einheit mehr als der erste'} (${firstD} für ${first}).`,
    none: 'Prüfen Sie das angenommene Verhalten anhand von Daten, bevor Sie auf die Werte bauen.',
  },
  summary: {
    dependsMost: (d) => `Am stärksten hängt die Antwort hiervon ab: ${d}`,
    nothingChanged: (t, h) => `${t}: Kein Ergebnis hat sich während der ${h} des Laufs verändert, es gibt also nichts über die Startwerte hinaus zu berichten.`,
    noQuestion: (s) => `Es wurde keine Frage gestellt, daher verfolgt diese Analyse das Ergebnis, das sich am stärksten bewegt hat: ${s}. `,
  },
  report: {
    answer: 'Antwort',
    armsCompared: 'Szenarien im Vergleich',
    outcomes: 'Ergebnisse, auf die es ankommt',
    drivers: 'Wichtigste Treiber',
    risks: 'Risiken',
    recommendations: 'Empfehlungen',
    assumptions: 'Annahmen',
    methodHeading: 'Methode',
    armsCaption: (q, r, n) => `*${q}, nach Szenario (90-%-Bereiche über ${r} ${n === 1 ? 'Wiederholung' : 'Wiederholungen'}; Unterschiede je Wiederholung gepaart).*`,
    armsHead: ['Szenario', 'Wert', '90-%-Bereich', 'Unterschied zum Basisszenario', '90-%-Bereich des Unterschieds'],
    baselineMark: ' (Basisszenario)',
    notWithin: (h) => `nicht innerhalb von ${h}`,
    toBeyond: (v, h) => `${v} bis über ${h} hinaus`,
    outcomesHead: (s, e, byArm) => ['Ergebnis', 'Gruppe', `Beginn (${s})`, `Ende (${e})`, 'Änderung', 'Verlauf', ...(byArm ? ['Mittel am Ende nach Szenario (90-%-Bereich)'] : [])],
    shareMark: ' (Anteil)',
    flowMark: (u) => ` (Anteil je ${SINGULAR[u]})`,
    moreOutcomes: (n) => `${n} weitere Ergebnisse haben sich weniger bewegt.`,
    noOutcome: 'Kein Ergebnis hat sich während des Laufs verändert.',
    shape: {
      constant: 'konstant',
      aboutConstant: 'etwa konstant',
      wave: (p, w) => `Höchststand ${p} ${w}, danach fallend`,
      fluctuates: 'schwankt ohne Trend',
      risesLevelling: 'steigt, flacht ab',
      fallsLevelling: 'fällt, flacht ab',
      rises: 'steigt stetig',
      falls: 'fällt stetig',
    },
    quantity: {
      level: (s, when) => `${s} ${when}`,
      time: (s, lvl, below) => `Zeitpunkt, zu dem ${s} ${below ? `auf ${lvl} sinkt` : `${lvl} erreicht`}`,
      peak: (s, below) => `${below ? 'Tiefststand' : 'Höchststand'} (${s})`,
      probability: (s, lvl, within, below) => `Wahrscheinlichkeit, dass ${s} ${within} ${below ? `auf ${lvl} sinkt` : `${lvl} erreicht`}`,
    },
    noAssumptions: 'Mit der Konfiguration wurden keine Annahmen genannt: Ihre Zahlen sollten geprüft werden, bevor man sich auf die Werte verlässt.',
    method: {
      runs: (a, r, n, agents, h, aN, rN, nN) => `- Läufe: ${a} ${aN === 1 ? 'Szenario' : 'Szenarien'} × ${r} ${rN === 1 ? 'Wiederholung' : 'Wiederholungen'} = ${n} ${nN === 1 ? 'Lauf' : 'Läufe'} mit ${agents} Agenten über ${h}.`,
      seeds: (s) => `- Startwerte des Zufallsgenerators: Wiederholung 0 nutzt den Seed ${s}; jede weitere Wiederholung r nutzt einen daraus abgeleiteten Seed; Wiederholung r jedes Szenarios nutzt denselben Seed wie die des Basisszenarios (gemeinsame Zufallszahlen), sodass ein Unterschied zwischen Szenarien die Wirkung der Maßnahme ist und kein Zufall.`,
      engine: (v) => `- Rechenkern: ${v}.`,
      ranges: '- Bereiche: Ein 90-%-Bereich reicht vom 5. bis zum 95. Perzentil über die Wiederholungen; der Wert ist ihr Median. Unterschiede zwischen Szenarien werden Wiederholung für Wiederholung gebildet (gepaart) und dann genauso zusammengefasst.',
      scale: (k, g) => `- Maßstab: Jeder Agent steht für ${k} ${g} (wie in den Annahmen angegeben), daher werden Zahlen in ${g} angegeben, nicht in Agenten.`,
      times: '- Zeitpunkte: Ein Lauf, der die Schwelle nie erreicht, zählt als später als der Zeitraum; der Zeitpunkt wird nicht angegeben, wenn weniger als die Hälfte der Läufe ihn erreicht.',
      chance: '- Wahrscheinlichkeit: der Anteil der Wiederholungen, die die Schwelle in irgendeinem Schritt erreichen, mit seinem 90-%-Wilson-Intervall.',
      inexact: '- Die Ergebnisse je Wiederholung lagen nicht vor: Die Werte stammen aus dem mittleren Lauf, Bereiche nur dort, wo die Perzentile je Schritt sie liefern.',
      driversSkipped: (r) => `- Wichtigste Treiber: Es wurde keine Sensitivitätsanalyse durchgeführt (${r}).`,
      drivers: (tried, cand, reps, agents, runs, steps, budget, t, failed) =>
        `- Wichtigste Treiber: ${tried} der ${cand} Modellparameter, die die Antwort erreichen können, wurden jeweils um 10 % verändert und mit denselben ${reps} Seeds wie das unveränderte Modell neu gerechnet (gepaarte Wiederholungen, gemeinsame Zufallszahlen), mit bis zu ${agents} Agenten je Gruppe: ${runs} Neuberechnungen, ${steps} Agentenschritte bei einem Budget von ${budget.replace(/\.$/, '')}. ` +
        `Eine Änderung wird berichtet, wenn ihre mittlere gepaarte Wirkung ${t} Standardfehler übersteigt (ein t-Test zum Niveau 5 % über alle geprüften Parameter, Bonferroni) und 1 % der Größe; ihr Bereich ist das 90-%-Intervall dieses Mittels.` +
        (failed ? ` ${failed} ${failed === 1 ? 'Änderung brach das Modell und wurde' : 'Änderungen brachen das Modell und wurden'} ausgelassen.` : ''),
    },
  },
};
