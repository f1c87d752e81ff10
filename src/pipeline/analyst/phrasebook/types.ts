/**
 * The builtin Analyst's words in a language other than English, one typed table per
 * language (de.ts, es.ts, fr.ts): a phrase missing from a language is a type error. The
 * frames are chosen so that no noun has to be inflected for what it is said about: the
 * measured quantity is always the subject ("Der Anteil der Haushalte mit Wärmepumpe …",
 * "La proporción de hogares con …"), a label stands where a noun without article reads
 * naturally ("mit Wärmepumpe", "con bomba de calor", "avec pompe à chaleur"), and numbers
 * are printed in the language's convention (Intl.NumberFormat). English keeps its own,
 * richer grammar in statement.ts, prose.ts and report.ts (docs/analyst.md "Languages").
 */

export type StepUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';
export type PhraseLanguage = 'de' | 'es' | 'fr';

/** How the measured quantity is named: always a subject phrase with its own article. */
export interface Subjects {
  /** "der Anteil der Haushalte mit Wärmepumpe" */
  share(group: string, label: string): string;
  /** "die Zahl der Haushalte mit Wärmepumpe" */
  count(group: string, label: string): string;
  /** "die aufsummierte Zahl der Fälle „Erkrankung“ unter den Einwohnern" */
  cumulative(group: string, label: string): string;
  /** "Monatliche km (Durchschnitt über die Haushalte)" */
  mean(label: string, group: string): string;
  /** "Monatliche km (Summe über die Haushalte)" */
  total(label: string, group: string): string;
}

export interface Phrasebook {
  lang: PhraseLanguage;
  /** BCP 47 locale for Intl.NumberFormat. */
  locale: string;
  /** "Mio.", "millones", "millions" (and the same for 10⁹, 10¹²). */
  big: { million: string; billion: string; trillion: string };
  /** The singular, where the language has one ("1 millón", "1 million"). */
  bigOne?: { million: string; billion: string; trillion: string };
  /** Space before the % sign (a no-break space in all three). */
  percentSign: string;
  /**
   * A level in "% change from today" (the Architect's unit, in this language: `unit` matches what
   * follows the % sign), said as how far it is from today: "19,2 % unter heute", "unverändert".
   */
  fromToday: { unit: RegExp; below: string; above: string; unchanged: string; from: string };
  /** A label or arm quoted: „…“, «…», « … ». */
  quote(s: string): string;
  /** ": " or " : " (French puts a space before a colon). */
  colon: string;
  /** "; " or " ; " between the arms of one sentence. */
  semicolon: string;
  /** Between two signed bounds: "bis", "a", "à". */
  to: string;
  /** A step unit with its number: "1 Monat", "24 Monate". */
  units(u: StepUnit, n: number): string;
  /** The unit's plural alone, for ranges of times: "Monate". */
  unitPlural(u: StepUnit): string;
  /** "in Monat 18", "en el mes 18", "au mois 18". */
  atStep(u: StepUnit, step: string): string;
  /** A range of steps: "Monat 16–20", "meses 16–20", "mois 16–20". */
  stepRange(u: StepUnit, range: string): string;
  /** A step alone, for the arms table: "Monat 18". */
  step(u: StepUnit, step: string): string;
  /** "nach 24 Monaten" (the horizon after this preposition), given n and unit. */
  after(u: StepUnit, n: number): string;
  /** "über 24 Monate" (a total over the horizon). */
  over(u: StepUnit, n: number): string;
  /** "innerhalb von 24 Monaten". */
  within(u: StepUnit, n: number): string;
  /** The end of a run that ends in a calendar year the asker named: "im Jahr 2030 (in 4 Jahren)". */
  byYear(year: string, years: number): string;
  /** "Prozentpunkte" / "Prozentpunkt" by the size written (French: singular below 2). */
  points(size: number, written: string): string;
  /** Short form in tables: "Pp.", "p. p.", "pts". */
  pointsShort: string;
  subjects: Subjects;
  /** "Anteil", "Zahl" when a table needs the noun alone. */
  words: {
    about: string;
    /** "von", "de", "sur" in "200 von 3.000". */
    outOf: string;
    range90: string;
    interval90: string;
    /** "aus 20 Läufen": the runs a chance was counted over. */
    fromRuns(runs: string): string;
    /** "im Szenario „X“". */
    inArm(armQuoted: string): string;
    /** "gegenüber dem Basisszenario". */
    vsBaseline: string;
    baseline: string;
    /** ", im Rahmen des Zufallsrauschens zwischen den Läufen". */
    withinNoise: string;
    noChange: string;
    sameTime: string;
    sooner: string;
    later: string;
    higher: string;
    lower: string;
    notAvailable: string;
    unmeasurable: string;
    /** "(Mittel aus 20 Läufen)" */
    meanOfRuns(n: string): string;
    noRangesFromMetrics: string;
    oneRun: string;
    runs(n: number, text: string): string;
  };
  frames: {
    /** "{Subject} {after}: {value}{range}{arm}." — the level sentence. */
    level(subject: string, when: string, value: string, rest: string): string;
    /** "{Subject} erreicht {level} {when}{rest}." */
    reaches(subject: string, level: string, when: string, rest: string, below: boolean): string;
    /** "In 14 von 20 Läufen geschieht das innerhalb von 24 Monaten; in den übrigen dauert es länger." */
    partlyReached(k: string, n: string, within: string): string;
    /** "Es dauert wahrscheinlich länger als 24 Monate, bis {subject} {level} erreicht: nur … ({end})." */
    mostlyNotReached(subject: string, level: string, horizon: string, k: string, n: string, end: string, arm: string, below: boolean): string;
    /** "Innerhalb von 24 Monaten erreicht {subject} {level} in keinem von 20 Läufen; am Ende: {end}." */
    neverReached(subject: string, level: string, within: string, runs: string, end: string, arm: string, below: boolean): string;
    /** "{end value} in {step} im Mittel" */
    endLevel(value: string, step: string): string;
    /** "{Subject} erreicht den Höchststand von {value} {when}{rest}." */
    peak(subject: string, value: string, when: string, rest: string, below: boolean): string;
    /** "Wahrscheinlichkeit, dass {subject} innerhalb von 24 Monaten {level} erreicht: {p}{rest}." */
    probability(subject: string, level: string, within: string, p: string, rest: string, below: boolean): string;
    /** "Will fewer than 10% cancel?": the chance of staying below the mark, the side asked. */
    staysBelow(within: string, p: string, range: string): string;
    /** Where a level ends in each scenario, after a chance that tells them apart no more: "Stand am Ende: 50 % im Szenario „A“, 72 % mit „B“." */
    endLevels(base: [string, string], arms: Array<[string, string]>): string;
    /** "Mit „X“: {value}, {diff} gegenüber dem Basisszenario" */
    arm(armQuoted: string, value: string, diff: string): string;
    /** An arm that does not reach the threshold: "Mit „X“: nicht innerhalb von 24 Monaten (in 20 von 20 Läufen); am Ende {end}". */
    armNotReached(armQuoted: string, within: string, how: string, end: string): string;
    /** An arm that reaches it while the baseline does not. */
    armReachedAlone(armQuoted: string, value: string, within: string): string;
    /** "in keinem von 20 Läufen" / "in 3 von 20 Läufen" */
    inRuns(k: number, n: string, kText: string): string;
    /** "Zeitpunkt: {n} Monate früher" pieces are built from words.sooner/later. */
    singleRunNote: string;
  };
  /** Sensitivity-analysis sentences (the driver's "what" and its effect). */
  drivers: {
    /** "Wenn „Kauf einer Wärmepumpe“ unter den Haushalten 10 % wahrscheinlicher wäre" */
    likelier(label: string, group: string, p: string): string;
    /** "Wenn der Grundwert von X 10 % höher wäre" */
    baseHigher(label: string, p: string): string;
    /** "Wenn X zu Beginn 10 % höher wäre (a statt b)" */
    startHigher(label: string, p: string, detail: string): string;
    /** "Wenn X 10 % schneller wüchse (a statt b je Monat)" */
    grewFaster(label: string, p: string, detail: string): string;
    /** "Wenn die Maßnahme „X“ 10 % stärker wäre (a statt b)" */
    eventLarger(name: string, p: string, detail: string): string;
    /** "Wenn jedes Mal „X“ Y um 10 % stärker veränderte" */
    effectMore(action: string, label: string, p: string): string;
    /** "Wenn Y „X“ unter den Haushalten 10 % stärker beeinflusste" */
    weightMore(ref: string, action: string, group: string, p: string): string;
    /** "Wenn sich die Haushalte 10 % stärker in Y unterschieden (Wirkung auf „X“)" */
    traitMore(ref: string, action: string, group: string, p: string): string;
    /** "a statt b" */
    instead(next: string, was: string): string;
    /** "je Monat" */
    perStep(u: StepUnit): string;
    /** "eine Senkung um 22 %" / "eine Erhöhung um 22 %" */
    cut(p: string): string;
    rise(p: string): string;
    /** "{driver}: {subject} {after} ist {size} höher (90-%-Intervall …)". */
    levelEffect(subject: string, when: string, size: string, up: boolean, interval: string): string;
    /** "{threshold clause} {amount} früher/später" */
    timeEffect(subject: string, level: string, amount: string, up: boolean, interval: string, below: boolean): string;
    peakEffect(subject: string, size: string, up: boolean, interval: string, below: boolean): string;
    extremeEffect(subject: string, size: string, up: boolean, interval: string, below: boolean, likelier: boolean): string;
    differenceEffect(arm: string, subject: string, when: string, size: string, grows: boolean, interval: string): string;
    /** "Keine einzelne Änderung um 10 % bewegte … über das Rauschen hinaus: …" */
    noneStoodOut(studied: string, tried: number, replicates: string): string;
    skipped(reason: string): string;
    nothingMoved: string;
    note(text: string): string;
    /** Names of what was studied, for noneStoodOut. */
    studiedTime(subject: string, level: string, below: boolean): string;
    studiedLevel(subject: string, when: string): string;
    studiedPeak(subject: string): string;
    studiedExtreme(subject: string): string;
    studiedDifference(arm: string): string;
    /** Notes the sensitivity analysis adds (English in sensitivity.ts). */
    noteTimeNotReached: string;
    noteProbability: string;
  };
  risks: {
    singleRun: string;
    timingNotAssured(k: string, n: string, subject: string, level: string, horizon: string): string;
    crossedIn(p: string): string;
    peakCapacity(subject: string, high: string): string;
    wideRange(lo: string, hi: string): string;
    armWithinNoise(arm: string, baseline: string): string;
    /** The change asked about has no known effect; the two options only bracket it. */
    bracket(change: string): string;
    restsOn(driver: string, assumption: string | null): string;
    /** "Zum Höhepunkt, in Monat 33, etwa 75 Haushalte … (2,9 %), gegenüber 650 (0,65 %) am Ende" */
    wave(when: string, people: string, who: string, share: string, endPeople: string, endShare: string): string;
    waveLevel(name: string, peak: string, when: string, end: string): string;
    waveCapacity(wave: string): string;
    none: string;
  };
  recommendations: {
    best(arm: string, what: 'timing' | 'chance' | 'level', subject: string, diff: string): string;
    /** The option that does most for the asker's goal (goal.ts), with the reminder to weigh its cost. */
    better(arm: string, diff: string): string;
    /** No option does better than the status quo for the asker's goal. */
    noneBetter(baseline: string): string;
    /** An option that works against the asker's goal. */
    avoid(arm: string, diff: string): string;
    /** Something that happens to the asker (a rival, a crash) and works against the goal. */
    prepareFor(arm: string, diff: string): string;
    /** Something that happens to the asker and helps the goal: not an option to pick. */
    helpsButNotAChoice(arm: string, diff: string): string;
    ranked(list: string): string;
    noEffect(arm: string, what: 'timing' | 'chance' | 'level', subject: string): string;
    lever(driver: string): string;
    second(driver: string): string;
    peakCapacity(step: string, subject: string, upTo: string | null): string;
    prepareWave(step: string, wave: string): string;
    moreReplicates(now: string): string;
    returns(second: string, diff: string, first: string, diminishing: boolean, firstDiff: string): string;
    /** A change of unknown effect, bracketed by two assumed effects (bracket.ts): find out which way it works. */
    bracket(change: string, subject: string, up: string, down: string, baseline: string): string;
    none: string;
  };
  summary: {
    dependsMost(driver: string): string;
    nothingChanged(title: string, horizon: string): string;
    noQuestion(subject: string): string;
  };
  report: {
    answer: string;
    armsCompared: string;
    outcomes: string;
    drivers: string;
    risks: string;
    recommendations: string;
    assumptions: string;
    methodHeading: string;
    /** "*{quantity}, nach Szenario (90-%-Bereiche über 20 Wiederholungen; Differenzen je Wiederholung gepaart).*" */
    armsCaption(quantity: string, replicates: string, n: number): string;
    armsHead: [string, string, string, string, string];
    baselineMark: string;
    notWithin(horizon: string): string;
    toBeyond(value: string, horizon: string): string;
    outcomesHead(startStep: string, endStep: string, byArm: boolean): string[];
    shareMark: string;
    flowMark(u: StepUnit): string;
    moreOutcomes(n: number): string;
    noOutcome: string;
    shape: { constant: string; aboutConstant: string; wave(peak: string, when: string): string; fluctuates: string; risesLevelling: string; fallsLevelling: string; rises: string; falls: string };
    quantity: {
      level(subject: string, when: string): string;
      time(subject: string, level: string, below: boolean): string;
      peak(subject: string, below: boolean): string;
      probability(subject: string, level: string, within: string, below: boolean): string;
    };
    noAssumptions: string;
    method: {
      runs(arms: string, replicates: string, runs: string, agents: string, horizon: string, armsN: number, replicatesN: number, runsN: number): string;
      seeds(seed: string): string;
      engine(v: string): string;
      ranges: string;
      scale(k: string, group: string): string;
      times: string;
      chance: string;
      inexact: string;
      driversSkipped(reason: string): string;
      drivers(tried: string, candidates: string, replicates: string, agents: string, runs: string, steps: string, budget: string, t: string, failed: number): string;
    };
  };
}
