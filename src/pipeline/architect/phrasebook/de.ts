import type { StepUnit } from '../reader/types.js';
import type { LabelBook } from './types.js';

/** German labels: nouns that read after "mit" ("Anteil der Haushalte mit Wärmepumpe"). */

const PLURAL: Record<string, string> = { day: 'Tage', week: 'Wochen', month: 'Monate', quarter: 'Quartale', year: 'Jahre', step: 'Schritte' };
const SINGULAR: Record<string, string> = { day: 'Tag', week: 'Woche', month: 'Monat', quarter: 'Quartal', year: 'Jahr', step: 'Schritt' };
/** "in diesem Monat", "an diesem Tag". */
const THIS: Record<string, string> = { day: 'an diesem Tag', week: 'in dieser Woche', month: 'in diesem Monat', quarter: 'in diesem Quartal', year: 'in diesem Jahr', step: 'in diesem Schritt' };
const EVERY: Record<string, string> = { daily: 'täglichen', weekly: 'wöchentlichen', monthly: 'monatlichen', quarterly: 'vierteljährlichen', yearly: 'jährlichen' };
const unit = (u: string) => u.replace(/s$/, '');
/** German nouns keep their capital, also where an English sentence lowered the group's name. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const cheaper = (s: string) => s.replace(/cheaper/, 'günstiger').replace(/dearer/, 'teurer');

export const de: LabelBook = {
  lang: 'de',
  locale: 'de-DE',
  things: {
    'electric car': 'Elektroauto', 'electric cars': 'Elektroautos', 'heat pump': 'Wärmepumpe', 'heat pumps': 'Wärmepumpen',
    'rooftop solar panels': 'Solaranlage auf dem Dach', 'e-bike': 'E-Bike', 'e-bikes': 'E-Bikes', smartphone: 'Smartphone', smartphones: 'Smartphones',
    app: 'App', technology: 'neuer Technik', 'new seed variety': 'neuem Saatgut', insulation: 'Dämmung', upgrade: 'Modernisierung', innovation: 'Innovation',
    supplier: 'Anbieter', service: 'Dienst', provider: 'Anbieter', gym: 'Fitnessstudio', insurer: 'Versicherer', bank: 'Bank', 'streaming service': 'Streamingdienst',
    influenza: 'Grippe', 'pandemic influenza': 'Pandemische Grippe', measles: 'Masern', 'COVID-19': 'COVID-19', norovirus: 'Norovirus', infection: 'Infektion',
    Pay: 'Lohn', Rent: 'Miete', Workload: 'Arbeitsbelastung',
  },
  frames: [
    // States and flows (labels).
    [/^Has been infected$/, () => 'Infektion (bisher)'],
    [/^Has fallen ill$/, () => 'Erkrankung (bisher)'],
    [/^In hospital$/, () => 'Krankenhausaufenthalt'],
    [/^Infectious now$/, () => 'Infektion (ansteckend, aktuell)'],
    [/^Immune \(recovered or vaccinated\)$/, () => 'Immunität (genesen oder geimpft)'],
    [/^Vaccination campaign running: (.+)$/, (_t, x) => `Impfkampagne läuft: ${x}`],
    [/^Falls ill this (\w+)$/, (_t, u) => `Neuerkrankung ${THIS[u]}`],
    [/^Recovers this (\w+)$/, (_t, u) => `Genesung ${THIS[u]}`],
    [/^Vaccinated this (\w+)$/, (_t, u) => `Impfung ${THIS[u]}`],
    [/^Infected without symptoms this (\w+)$/, (_t, u) => `Infektion ohne Symptome ${THIS[u]}`],
    [/^Has switched away from (.+)$/, (t, x) => `Wechsel weg vom ${t.thing(x)}`],
    [/^Switches away this (\w+)$/, (_t, u) => `Wechsel ${THIS[u]}`],
    [/^Still with (.+)$/, (t, x) => `Verbleib beim ${t.thing(x)}`],
    [/^Has cancelled$/, () => 'Kündigung (erfolgt)'],
    [/^Cancels this (\w+)$/, (_t, u) => `Kündigung ${THIS[u]}`],
    [/^Individual dissatisfaction \(log-odds\)$/, () => 'Individuelle Unzufriedenheit (log-odds)'],
    [/^Has moved out$/, () => 'Auszug (erfolgt)'],
    [/^Moves out this (\w+)$/, (_t, u) => `Auszug ${THIS[u]}`],
    [/^Has bought a home$/, () => 'Wohneigentum (erworben)'],
    [/^Rent compared with today \(1 = today\), yearly growth included$/, () => 'Miete im Vergleich zu heute (1 = heute), jährliche Steigerung eingerechnet'],
    [/^Extra change in rent from the scenario$/, () => 'Zusätzliche Mietänderung aus dem Szenario'],
    [/^Extra change in rent from the scenario: compounding change$/, () => 'Zusätzliche Mietänderung aus dem Szenario: fortlaufende Änderung'],
    [/^Rent paid \(1 = today\)$/, () => 'Gezahlte Miete (1 = heute)'],
    [/^Post vacant$/, () => 'Stelle unbesetzt'],
    [/^(.+) who have left \(per post\)$/, (_t, g) => `Abgänge (${g}, je Stelle)`],
    [/^(.+) who have left$/, (_t, g) => `Abgänge (${g})`],
    [/^Workload compared with today \(from the scenario\)$/, () => 'Arbeitsbelastung im Vergleich zu heute (aus dem Szenario)'],
    [/^Extra staff hired \(share of posts\)$/, () => 'Zusätzlich eingestelltes Personal (Anteil der Stellen)'],
    [/^Hiring drive running$/, () => 'Einstellungsoffensive läuft'],
    [/^Leaves this (\w+)$/, (_t, u) => `Kündigung ${THIS[u]}`],
    [/^Post filled this (\w+)$/, (_t, u) => `Stellenbesetzung ${THIS[u]}`],
    [/^Individual taste for (.+) \(log-odds\)$/, (t, x) => `Individuelle Vorliebe (${t.thing(x)}) (log-odds)`],
    [/^Price of (.+) compared with today \((.+)\)$/, (t, x, n) => `Preis (${t.thing(x)}) im Vergleich zu heute (${cheaper(t.nums(n))})`],
    [/^Price compared with today \((.+)\)$/, (t, n) => `Preis im Vergleich zu heute (${cheaper(t.nums(n))})`],
    [/^(.+) compared with today$/, (t, x) => `${t.thing(x)} im Vergleich zu heute`],
    [/^Adopts (.+) this (\w+)$/, (t, x, u) => `Anschaffung (${t.thing(x)}) ${THIS[u]}`],
    [/^(?:Has adopted|Has|Owns|Uses) (.+)$/, (t, x) => t.thing(x)],
    // Units.
    [/^share this step$/, () => 'Anteil je Schritt'],
    [/^relative change$/, () => 'relative Änderung'],
    [/^share of posts$/, () => 'Anteil der Stellen'],
    [/^leavers$/, () => 'Abgänge'],
    // Titles.
    [/^Adoption of (.+)$/, (t, x) => `Verbreitung: ${t.thing(x)}`],
    [/^Outbreak of (.+)$/, (t, x) => `Ausbruch: ${t.thing(x)}`],
    [/^Switching away from (.+)$/, (t, x) => `Wechsel weg vom ${t.thing(x)}`],
    [/^Cancellations of (.+)$/, () => 'Kündigungen'],
    [/^Rents and moves$/, () => 'Mieten und Umzüge'],
    [/^Home buying$/, () => 'Wohnungskauf'],
    [/^(.+) leaving$/, (_t, g) => `Abgänge: ${g}`],
    // Assumptions the design adds.
    [/^Each scenario runs (\d+) times with different random draws \(the same draws in every scenario\), so ranges show the run-to-run spread\.$/,
      (_t, n) => `Jedes Szenario wird ${n}-mal mit verschiedenen Zufallszahlen gerechnet (in jedem Szenario dieselben), daher zeigen die Bereiche die Streuung zwischen den Läufen.`],
    [/^Each scenario runs only (\d+) times?: ([\d,]+) agents over (\d+) steps is a large run, so ranges are rougher than usual\.$/,
      (t, n, a, s) => `Jedes Szenario wird nur ${n}-mal gerechnet: ${t.nums(a)} Agenten über ${s} Schritte sind ein großer Lauf, daher sind die Bereiche gröber als üblich.`],
    [/^The (\d+) (\w+) asked are simulated in (\d+) (\w+) steps: (.+) changes too fast for (\w+) steps; times can be read in (\w+) \((\d+) steps a (\w+)\)\.$/,
      (_t, n, u, s, every, _what, _slow, u2, k, u3) =>
        `Die gefragten ${n} ${PLURAL[unit(u)]} werden in ${s} ${EVERY[every] ?? every} Schritten gerechnet: Die Dynamik ändert sich zu schnell für gröbere Schritte; Zeiten lassen sich in ${PLURAL[unit(u2)]} lesen (${k} Schritte je ${SINGULAR[u3]}).`],
    [/^The prompt gives no number of (.+); ([\d,]+) are simulated \(shares do not depend on it\)\.$/,
      (t, g, n) => `Die Frage nennt keine Zahl für „${cap(g)}“; gerechnet werden ${t.nums(n)} (Anteile hängen nicht davon ab).`],
    [/^([\d,]+) (.+) are more than one run can hold \(1,000,000 agents a group, 5,000,000 in all\): each of the ([\d,]+) agents stands for ([\d,]+) (.+)\.$/,
      (t, n, g, a, k, g2) => `${t.nums(n)} ${cap(g)} sind mehr, als ein Lauf fassen kann (1.000.000 Agenten je Gruppe, 5.000.000 insgesamt): Jeder der ${t.nums(a)} Agenten steht für ${t.nums(k)} ${cap(g2)}.`],
    [/^Counts are given in (.+), not agents: each agent stands for ([\d,]+) of them\.$/, (t, g, k) => `Zahlen werden in ${cap(g)} angegeben, nicht in Agenten: Jeder Agent steht für ${t.nums(k)} davon.`],
    [/^The prompt gives no horizon; (\d+) (\w+) are simulated\.$/, (_t, n, u) => `Die Frage nennt keinen Zeitraum; gerechnet werden ${n} ${PLURAL[unit(u)]}.`],
    // Assumptions of the mechanisms.
    [/^(.+) adopt (.+) only when they replace the old one: about (.+) a year, and (.+) of replacements choose (.+) at today's price \((.+)\)\.$/,
      (t, g, x, r, c, _x2, src) => `Anschaffung (${t.thing(x)}) nur beim Ersatz des alten Geräts: Die ${cap(g)} ersetzen es zu etwa ${t.nums(r)} pro Jahr, und ${t.nums(c)} der Ersatzkäufe entfallen beim heutigen Preis darauf (${t.nums(src)}).`],
    [/^At the start (.+) of (.+) (?:have|has|own|use) (.+) \(assumed\); those who have it do not adopt again\.$/,
      (t, p, g, x) => `Anteil der ${cap(g)} mit ${t.thing(x)} zu Beginn: ${t.nums(p)} (angenommen); wer es schon hat, schafft es nicht erneut an.`],
    [/^A price 10% lower raises the odds of choosing (.+) by about (.+) \(price elasticity of the choice about (.+)\); each 10 points more adopters around raise them by (.+)\.$/,
      (t, x, o, e, n) => `Ein um 10 % niedrigerer Preis erhöht die Chance, sich dafür zu entscheiden (${t.thing(x)}), um etwa ${t.nums(o)} (Preiselastizität der Wahl etwa ${t.nums(e)}); je 10 Prozentpunkte mehr Nutzer im Umfeld erhöhen sie um ${t.nums(n)}.`],
    [/^Today's subsidy is assumed to cover (.+) of the cost, so a change in the subsidy moves the price by that share\.$/,
      (t, p) => `Angenommen wird, dass die heutige Förderung ${t.nums(p)} der Kosten deckt; eine Änderung der Förderung verschiebt den Preis also um diesen Anteil.`],
    [/^About (.+) of (.+) leave (.+) per (\w+) at today's price \((.+)\); those who leave do not come back within the horizon\.$/,
      (t, p, g, x, u, src) => `Etwa ${t.nums(p)} der ${cap(g)} verlassen den ${t.thing(x)} pro ${SINGULAR[u] ?? u} beim heutigen Preis (${t.nums(src)}); wer geht, kommt innerhalb des Zeitraums nicht zurück.`],
    [/^A 10% price rise makes leaving about (.+) likelier and a 10% cut about (.+) less likely \((.+)\); each 10 points of others leaving add (.+)\.$/,
      (t, up, down, src, n) => `Eine Preiserhöhung um 10 % macht einen Abgang etwa ${t.nums(up)} wahrscheinlicher, eine Senkung um 10 % etwa ${t.nums(down)} unwahrscheinlicher (${t.nums(src)}); je 10 Prozentpunkte mehr Abgänge bei anderen kommen ${t.nums(n)} hinzu.`],
    [/^No calibrated effect of "(.+)" is known for this behaviour; assumed that a 10% change moves the odds of "(.+)" by about (.+) \((down|up) when it rises\)\. Treat its effect as uncertain\.$/,
      (t, x, y, p, dir) => `Für „${x}“ ist keine kalibrierte Wirkung auf dieses Verhalten bekannt; angenommen wird, dass eine Änderung um 10 % die Chance von „${t.tr(y)}“ um etwa ${t.nums(p)} verschiebt (${dir === 'down' ? 'nach unten' : 'nach oben'}, wenn es steigt). Die Wirkung ist unsicher.`],
    [/^(.+): each case infects (.+) others in a fully susceptible population and stays infectious about (.+) days \((.+)\); (.+) of infections make people ill\.$/,
      (t, d, r, days, src, ill) => `${t.thing(d)}: Jeder Fall steckt in einer voll empfänglichen Bevölkerung ${t.nums(r)} weitere an und bleibt etwa ${t.nums(days)} Tage ansteckend (${t.nums(src)}); ${t.nums(ill)} der Infektionen führen zu Erkrankung.`],
    [/^At the start (.+) are immune \(assumed\), so each case infects about (.+) others at first; (\d+) (?:people are|person is) infectious at the start \(assumed\)\.$/,
      (t, p, r, n) => `Zu Beginn sind ${t.nums(p)} immun (angenommen), daher steckt jeder Fall anfangs etwa ${t.nums(r)} weitere an; ${n} ${n === '1' ? 'Person ist' : 'Personen sind'} zu Beginn ansteckend (angenommen).`],
    [/^Everyone mixes with everyone \(no households or neighbourhoods\); infection takes effect one step after contact \(a short latent period\)\.$/,
      () => 'Jeder hat mit jedem Kontakt (keine Haushalte oder Nachbarschaften); eine Ansteckung wirkt einen Schritt nach dem Kontakt (kurze Latenzzeit).'],
    [/^Vaccination makes a susceptible person immune; without a stated pace a campaign reaches (.+) of the population a (\w+), and vaccines are assumed fully protective\.$/,
      (t, p, u) => `Eine Impfung macht eine empfängliche Person immun; ohne genanntes Tempo erreicht eine Kampagne ${t.nums(p)} der Bevölkerung je ${SINGULAR[u] ?? u}, und Impfstoffe gelten als voll wirksam.`],
    [/^Rents grow (.+) a year \(assumed, about the long-run average in Europe and the US\); about (.+) of tenants move out in a year at today's rent, and a rent 10% higher makes moving (.+) likelier \((.+)\)\.$/,
      (t, g, m, l, src) => `Die Mieten steigen um ${t.nums(g)} pro Jahr (angenommen, etwa der langjährige Durchschnitt in Europa und den USA); bei heutiger Miete ziehen etwa ${t.nums(m)} der Mieter pro Jahr aus, und eine um 10 % höhere Miete macht einen Umzug ${t.nums(l)} wahrscheinlicher (${src}).`],
  ],
  shareOf: (g) => `Anteil der ${g}`,
  title: (label, people, g, n, u: StepUnit) => `${label} — ${people} ${g}, ${n} ${n === 1 ? SINGULAR[u] : PLURAL[u]}`,
};
