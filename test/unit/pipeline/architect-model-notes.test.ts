import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { designFromPrompt } from '../../../src/pipeline/architect/design/assemble.js';
import { fitAssumptions } from '../../../src/pipeline/architect/design/fit.js';
import { DEV } from '../../corpus/architect-dev.js';
import { HELDOUT } from '../../corpus/architect-heldout.js';

/**
 * The assumptions of every model read in the asker's language (phrasebook/model-notes.ts):
 * staff, opinion, participation, smoking, commuting, spending, misinformation and investors.
 * Published sources stay as they are, so what is checked is the sentence outside parentheses.
 */

const CASES: Array<{ prompt: string; has: RegExp; label?: RegExp }> = [
  { prompt: 'Wie viele der 10.000 Raucher hören in zwei Jahren auf, wenn E-Zigaretten verboten werden?', has: /Ein Verbot von E-Zigaretten nimmt manchen Rauchern ein Hilfsmittel/ },
  { prompt: 'Combien des 1 500 pêcheurs quitteront la pêche si les quotas de cabillaud baissent de 40 % ?', has: /Un quota de capture plus bas réduit d’autant ce que débarquent les navires de pêche/ },
  { prompt: 'Wie viele der 80.000 Einwohner nutzen das neue Carsharing-Angebot, wenn eine Stunde 3 Euro kostet?', has: /Ein Preis pro Nutzung .+ ändert er im Modell nichts/ },
  { prompt: 'Wie viele der 9.000 Landwirte stellen auf Bio um, wenn der Preisaufschlag für Biomilch auf 20 Cent pro Liter steigt?', has: /Ein höherer Preisaufschlag für das, was die Anwender erzeugen/ },
  { prompt: 'Wie viele der 1 Million Touristen bleiben weg, wenn die Stadt eine Bettensteuer von 5 Euro pro Nacht einführt?', has: /Preiselastizität der Tourismusnachfrage/ },
  { prompt: '¿Cuántos de los 50.000 turistas dejarán de venir si la tasa turística sube a 4 euros por noche?', has: /planean su próximo viaje/ },
  { prompt: 'Combien des 500 000 touristes renonceront à venir si la taxe de séjour passe à 5 euros par nuit ?', has: /Une taxe par nuit est rapportée/ },
  { prompt: 'Wie viele der 12.000 Trinker trinken weniger, wenn ein Mindestpreis von 50 Cent pro Einheit Alkohol eingeführt wird?', has: /Alle Trinker trinken über den Richtwerten zu Beginn/ },
  { prompt: '¿Cuántos de los 12.000 bebedores beberán menos si se fija un precio mínimo de 50 céntimos por unidad de alcohol?', has: /beben por encima de lo recomendado al inicio/ },
  { prompt: "Combien des 12 000 buveurs boiront moins si un prix minimum de 50 centimes par unité d'alcool est instauré ?", has: /boivent au-delà des repères au départ/ },
  { prompt: '¿Cuántos de 6.000 empleados dejan la empresa en un año si se congela el salario?', has: /se marcha cada año/ },
  { prompt: "Combien des 800 infirmières quitteront l'hôpital en 2 ans si les salaires augmentent de 5 % ?", has: /partent chaque année/ },
  { prompt: 'Wie viele der 900 Pflegekräfte kündigen innerhalb eines Jahres, wenn das Krankenhaus die Löhne einfriert?', has: /realer Lohnverlust/ },
  { prompt: '¿Cuántos de 10.000 votantes apoyarán al gobierno en 3 meses si el desempleo sube 2 puntos?', has: /desempleo/ },
  { prompt: 'Wie entwickelt sich die Zustimmung zur CO2-Steuer unter 5.000 Wählern in 6 Monaten, wenn die Einnahmen als Klimageld zurückgezahlt werden?', has: /Dividende/ },
  { prompt: '¿Cuántos de 8.000 alumnos abandonarán la escuela en 2 años si se introducen comidas escolares gratuitas?', has: /matriculado/ },
  { prompt: 'Combien de 5 000 fumeurs arrêteront de fumer en un an si le prix du tabac augmente de 20 % ?', has: /arrêtent chaque année/ },
  { prompt: 'Wie viele von 40.000 Pendlern fahren in 2 Jahren mit dem Rad, wenn die Stadt Radwege baut?', has: /pendeln/ },
  { prompt: '¿Cuántos de 20.000 hogares comprarán menos bebidas azucaradas si se introduce un impuesto del 20 %?', has: /Los hogares compran/ },
  { prompt: 'Combien de 100 000 utilisateurs partageront une fausse information en 30 jours si la modération est renforcée ?', has: /modération/ },
  { prompt: 'Wie viele von 5.000 Anlegern verkaufen nach einem Kurssturz von 25 % innerhalb von 4 Wochen?', has: /ruhigen Märkten/ },
  { prompt: 'Combien des 3 000 chauffeurs Uber quitteront la plateforme en 6 mois si la commission passe de 25 % à 30 % ?', has: /commission de la plateforme/ },
  { prompt: '¿Cuántos de 50.000 clientes de tarjetas de crédito caerán en impago en un año si los tipos de interés suben 2 puntos?', has: /mora o impago/ },
  { prompt: 'Wie viele von 4.000 Pflegekräften kündigen innerhalb eines Jahres, wenn die Überstunden auf 8 Stunden pro Woche begrenzt werden?', has: /nennt die Frage keine Größe/ },
  { prompt: '¿Cuántos de 12.000 suscriptores cancelan en 6 meses si bajamos el precio?', has: /no da el tamaño/ },
  { prompt: 'Combien de 2 000 locataires déménagent en 3 ans si les loyers baissent ?', has: /ne donne pas l’ampleur/ },
  { prompt: 'Wie viele der 12.000 Beschäftigten im Krankenhaus erkranken in 3 Monaten an Covid, wenn die Maskenpflicht aufgehoben wird?', has: /gilt zu Beginn, da die Frage es aufhebt/ },
  { prompt: 'Wie viele von 8.000 Kunden wechseln in einem Jahr den Stromanbieter, wenn wir die Grundgebühr um 5 Euro erhöhen?', has: /typischen Rechnung/ },
  { prompt: '¿Cuántos de 40.000 usuarios dejarán la app en 3 meses si quitamos la versión gratuita?', has: /lo que era gratis/ },
  { prompt: 'Combien de 40 000 automobilistes prendront les transports en commun en un an si un péage urbain de 5 euros par jour est introduit ?', has: /vont en voiture au départ/ },
  { prompt: 'Wie viele der 40.000 jungen Einwohner gehen zur Kommunalwahl, wenn wir eine Erinnerungskampagne starten?', has: /wählen 24\s%\sder jungen Einwohner, wie bei einer Kommunalwahl üblich/ },
  { prompt: '¿Cuántos de 30.000 estudiantes votarán en las elecciones estudiantiles si se puede votar en línea?', has: /vota el 15\s%\sde los estudiantes, lo habitual en unas elecciones estudiantiles/ },
  { prompt: 'Quelle participation aux élections européennes chez 80 000 jeunes si nous lançons une campagne de mobilisation ?', has: /Les jeunes votent à environ 70\s%/ },
  // One year asked is said in the singular ("Die gefragten 1 Jahre", "Los 1 años" before).
  { prompt: 'Wie viele unserer 3.000 Mitarbeiter kündigen innerhalb eines Jahres, wenn wir 5 Tage Büropflicht einführen?', has: /Das gefragte Jahr wird in 12 monatlichen Schritten gerechnet.+in Jahren lesen/ },
  { prompt: '¿Cuántos de los 50.000 usuarios dejarán nuestra app de streaming en un año si subimos el precio a 12 euros?', has: /El año de la pregunta se simula en 12 pasos/ },
  { prompt: "Combien de nos 25 000 abonnés résilieront leur abonnement d'ici un an si nous ajoutons de la publicité ?", has: /L’année demandée est simulée en 12 pas/ },
  { prompt: 'Wie viele unserer 10.000 Monatsabonnenten wechseln in einem Jahr zum Jahresabo, wenn es 15 % Rabatt gibt?', has: /Jahresabo/ },
  { prompt: '¿Cuántos clientes usarán la banca en línea en un año si cerramos la mitad de las sucursales? Tenemos 80.000 clientes.', has: /lleva a sus usuarios a la banca en línea/ },
  { prompt: 'Combien de nos 40 000 clients utiliseront l’appli mobile d’ici un an si nous fermons un tiers de nos agences ?', has: /pousse leurs usagers vers l’application/ },
  { prompt: 'Wie viele unserer 50.000 Kunden nutzen in einem Jahr Online-Banking, wenn wir 30 % der Filialen schließen?', has: /wechseln ihre Nutzer zu Online-Banking/ },
  { prompt: 'Wie stark senken 500 Industriebetriebe ihre Emissionen bis 2030, wenn sich der CO2-Preis verdoppelt?', has: /CO2-Preis heute wird mit 80 je Tonne angenommen/ },
  { prompt: 'Wie viele unserer 2.000 Mitarbeiter nutzen die neue App in 3 Monaten, wenn wir sie verpflichtend machen?', has: /Eine Pflicht \(App\) vervielfacht/ },
  { prompt: '¿Cuántos de 50.000 trabajadores perderán su empleo en 2 años si la demanda cae un 10 %?', has: /Una caída de la demanda cuesta empleos/ },
  { prompt: 'Combien de 5 000 patients arrêteront de prendre leur traitement en un an si le reste à charge passe à 5 euros ?', has: /par ordonnance/ },
  // A part of pay, a club's members, a youth activity's fee; one simulated year in the singular ("1 ans sont simulés" before).
  { prompt: 'Wie viele von 800 Pflegekräften kündigen im nächsten Jahr, wenn wir den Überstundenzuschlag um 15 % kürzen?', has: /bewegt den Lohn um diesen Anteil/ },
  { prompt: '¿Cuántos de los 600 socios del club de tenis se darán de baja si la cuota anual sube de 300 a 400 euros?', has: /deja el club cada mes/ },
  { prompt: "Combien d'élèves sur 1 500 arrêteront le sport scolaire si l'inscription passe à 50 euros par an?", has: /La question ne donne pas d’horizon\s:\s1 an est simulé\./ },
  { prompt: "Combien d'élèves sur 1 500 arrêteront le sport scolaire si l'inscription passe à 50 euros par an?", has: /un tarif indiqué sans hausse ni baisse est lu comme nouveau/ },
  { prompt: 'Combien de nos 5 000 clients quitteront la banque en un an si nous introduisons des frais de tenue de compte ?', has: /quittent la banque chaque mois/ },
  // Bank runs, investors and misinformation: thresholds, news, liquidity, insurance; market fear; bots.
  { prompt: '¿Habrá una corrida bancaria entre 4.000 depositantes en 30 días si circula un rumor de quiebra, con y sin garantía de depósitos?', has: /se acerca a un umbral personal \(media del 45\s%/ },
  { prompt: '¿Habrá una corrida bancaria entre 4.000 depositantes en 30 días si circula un rumor de quiebra, con y sin garantía de depósitos?', has: /^Las malas noticias del inicio bajan cada umbral al principio un 22\s%\sde los depositantes/ },
  { prompt: '¿Habrá una corrida bancaria entre 4.000 depositantes en 30 días si circula un rumor de quiebra, con y sin garantía de depósitos?', has: /^El banco se queda sin activos líquidos cuando ha salido el 30\s%/ },
  { prompt: '¿Habrá una corrida bancaria entre 4.000 depositantes en 30 días si circula un rumor de quiebra, con y sin garantía de depósitos?', has: /^Los depositantes asegurados tienen un 92\s%\smenos de probabilidad.+al inicio no hay depósitos asegurados\. El anuncio de un rescate/ },
  { prompt: '¿Habrá pánico bancario entre 40.000 clientes si circula un rumor de quiebra durante 2 semanas?', has: /^Sin la noticia nada asusta a los depositantes; con ella, cada umbral baja/ },
  { prompt: 'Wird es unter 4.000 Sparern in 30 Tagen einen Bank-Run geben, wenn ein Gerücht über eine Pleite kursiert?', has: /^Jeder Einleger hebt ab, sobald sich der Anteil der anderen/ },
  { prompt: 'Y aura-t-il une panique bancaire parmi 4 000 déposants en 30 jours si une rumeur de faillite circule, avec ou sans garantie des dépôts ?', has: /^Les déposants assurés ont 92\s%\sde chances en moins de retirer leurs fonds ; au départ, aucun dépôt n’est assuré/ },
  { prompt: 'Wie viele von 5.000 Anlegern verkaufen nach einem Kurssturz von 25 % innerhalb von 4 Wochen?', has: /^Ein Kurssturz schürt Angst: Ein Einbruch um 20\s%\svervielfacht die Verkäufe/, label: /^Marktangst \(log-odds, abklingend\)$/ },
  { prompt: 'Wie weit verbreitet sich eine Falschmeldung unter 100.000 Nutzern in sozialen Medien in 30 Tagen, wenn Bots nach einer Woche entfernt werden?', has: /^Bots machen 0,1\s%\sder Konten aus und posten jeweils so viel wie 5 aktive menschliche Teilende/ },
  { prompt: 'Combien de fausses informations partageront 100 000 utilisateurs en 30 jours si les bots sont supprimés après une semaine ?', has: /^Les bots représentent 0,1\s%\sdes comptes/ },
  // Housing: rent control, held or lifted.
  { prompt: 'Wie viele von 12.000 Mietern ziehen in 5 Jahren aus, wenn die Mieten jährlich um 7 % steigen, verglichen mit einer Mietpreisbremse?', has: /^Die Mietpreisbremse begrenzt den Mietanstieg auf 2\s%\spro Jahr.+22\s%\sunwahrscheinlicher/, label: /^Mietpreisbremse in Kraft$/ },
  { prompt: 'Wie viele von 12.000 Mietern ziehen in 5 Jahren aus, wenn die Mieten jährlich um 7 % steigen, verglichen mit einer Mietpreisbremse?', has: /^Die Mieten steigen um 3\s%\spro Jahr \(angenommen/ },
  { prompt: '¿Cuántos de 12.000 inquilinos se mudarán en 5 años si se introduce un control de alquileres?', has: /^El control de alquileres limita la subida del alquiler al 2\s%\sanual/, label: /^Control de alquileres en vigor$/ },
  { prompt: "Combien des 12 000 locataires déménageront en 5 ans si l'encadrement des loyers est supprimé ?", has: /^L’encadrement des loyers s’applique aujourd’hui ; s’il est levé, les loyers rattrapent/ },
  // Health: support to quit, a ban, a campaign; a habit that is not the whole population.
  { prompt: '¿Cuántos de 10.000 fumadores dejarán de fumar en 2 años si se ofrece apoyo para dejarlo?', has: /^Ayuda para dejarlo ofrecida: la probabilidad de dejarlo sube un 101\s%\smientras está en vigor/ },
  { prompt: 'Wie viele von 10.000 Rauchern hören in 2 Jahren auf, wenn Rauchen in Gaststätten verboten wird?', has: /^Verbot in Kraft: Die Chance, aufzuhören, steigt um 22\s%/, label: /^Verbot in Kraft$/ },
  { prompt: '¿Cuántos de 10.000 adultos dejarán de beber en exceso en 2 años si se lanza una campaña?', has: /^Al inicio, el 20\s%\sde los adultos: «bebe por encima de las recomendaciones» \(supuesto\); el 10\s%\slo deja cada año/, label: /^Campaña en marcha$/ },
  { prompt: "Combien de 10 000 adultes arrêteront de fumer en 2 ans si l'interdiction de fumer dans les bars est levée ?", has: /^Interdiction en vigueur : les chances d’arrêter augmentent de 22\s%/ },
  // Adoption: a ban on the alternative, charge points, fuel prices, what adopters have.
  { prompt: 'Wie viele der 8.000 Taxifahrer steigen in 3 Jahren auf ein Elektroauto um, wenn Diesel 2028 verboten werden?', has: /^Ein Verbot der Alternative in einem Teil des Gebiets \(eine Umweltzone\) erhöht die Chance/, label: /^Alternative in einem Teil des Gebiets verboten$/ },
  { prompt: '¿Cuántos de los 8.000 taxistas cambiarán a un coche eléctrico en 3 años si se prohíben los diésel en 2028?', has: /^Prohibir la alternativa en parte de la zona/, label: /^Alternativa prohibida en parte de la zona$/ },
  { prompt: 'Wie viele der 20.000 Haushalte installieren bis 2030 eine Wärmepumpe, wenn der Verkauf von Gasheizungen verboten wird?', has: /^Ein Verkaufsverbot für die Alternative lässt fast nur noch eine Wahl \(Wärmepumpe\): 95\s%/, label: /^Verkauf der Alternative verboten$/ },
  { prompt: 'Wie viele von 10.000 Haushalten kaufen in 5 Jahren ein Elektroauto, wenn die Stadt 100 neue Ladesäulen baut?', has: /öffentliche Ladepunkte/, label: /^Öffentliche Ladepunkte, Logarithmus des Verhältnisses zu heute/ },
  { prompt: 'Wie viele von 20.000 Haushalten installieren bis 2030 eine Wärmepumpe, wenn die Gaspreise um 50 % steigen?', has: /Kraftstoff- oder Brennstoffpreis/, label: /^Gas- und Ölpreis im Vergleich zu heute$/ },
  { prompt: '¿Cuántos de los 20.000 hogares comprarán un coche híbrido en 4 años si la gasolina sube un 20 %?', has: /coche híbrido/, label: /^Precio de la gasolina y el gasóleo respecto a hoy$/ },
  { prompt: 'Combien des 50 000 ménages achèteront un poêle à bois si le prix du gaz augmente de 50 % ?', has: /l’alternative au bois ou aux granulés/, label: /^chauffage au bois ou aux granulés$/ },
  { prompt: 'Wie lange dauert es, bis die Hälfte von 2.000 Milchbetrieben Melkroboter nutzt, wenn der Preis jährlich um 10 % sinkt?', has: /Bass-Diffusionsmodell/, label: /^Melkroboter$/ },
  { prompt: '¿Cuánto tardará la mitad de 2.000 explotaciones lecheras en usar robots de ordeño si el precio baja un 10 % al año?', has: /ya tiene robots de ordeño/ },
  // Closures: selling prices, lost sales, a large rival, VAT, minimum wages, support, direct payments.
  { prompt: 'Combien de 5 000 exploitations agricoles feront faillite en 3 ans si le prix du lait baisse de 20 % ?', has: /^Un prix plus bas pour ce que vendent les exploitations agricoles est un revenu perdu à l’euro près.+marge de 10\s%/, label: /^Recettes perdues par la baisse des prix de vente, part du chiffre d’affaires$/ },
  { prompt: 'Wie viele von 5.000 Höfen geben in 3 Jahren auf, wenn der Milchpreis um 20 % fällt?', has: /^Ein niedrigerer Preis für das, was die Höfe verkaufen, ist eins zu eins verlorener Umsatz/, label: /^Umsatzverlust durch niedrigere Verkaufspreise, Anteil am Umsatz$/ },
  { prompt: 'Wie viele von 400 kleinen Läden schließen in 3 Jahren, wenn in der Nähe ein großer Supermarkt eröffnet?', has: /^Entgangener Umsatz kostet die Geschäfte ihren Deckungsbeitrag: etwa 27\s%.+Handelsware/ },
  { prompt: 'Wie viele von 400 kleinen Läden schließen in 3 Jahren, wenn in der Nähe ein großer Supermarkt eröffnet?', has: /^Ein großer Konkurrent in der Nähe nimmt den Geschäften ab seiner Eröffnung etwa 10\s%\sdes Umsatzes/ },
  { prompt: '¿Cuántas de 400 pequeñas tiendas cerrarán en 3 años si abre un gran supermercado cerca?', has: /^Un gran competidor que abre cerca se lleva cerca del 10\s%\sde las ventas de los comercios/ },
  { prompt: 'Combien des 400 petits commerces fermeront en 3 ans si un grand supermarché ouvre à proximité ?', has: /^Les ventes perdues coûtent aux commerces leur marge sur coûts variables/ },
  { prompt: 'Wie viele von 800 Gaststätten geben in zwei Jahren auf, wenn die Mehrwertsteuer auf Speisen von 7 auf 19 % steigt?', has: /^Eine Mehrwertsteuererhöhung kommt fast vollständig in den Preisen an/ },
  { prompt: '¿Cuántos de 800 restaurantes cerrarán en 2 años si el salario mínimo sube a 15 euros?', has: /^Cerca del 60\s%\sde la masa salarial de los restaurantes se paga al salario mínimo/ },
  { prompt: '¿Cuántos de 800 restaurantes cerrarán en 2 años si el salario mínimo sube a 15 euros?', has: /^Se supone un salario mínimo actual de 12 por hora/ },
  { prompt: "Combien de 800 restaurants fermeront en 2 ans si le salaire minimum augmente de 10 % avec un plan d'aide ?", has: /^Un dispositif de soutien \(subventions, prêts bon marché, garanties\) réduit les chances de fermeture de 39\s%/ },
  { prompt: 'Wie viele der 5.000 Landwirte geben ihren Hof in zehn Jahren auf, wenn die Direktzahlungen um 30 % gekürzt werden?', has: /^Direktzahlungen werden mit 7\s%\sdes Umsatzes der Höfe angesetzt \(GAP-Direktzahlungen.+\); eine Kürzung kostet dieses Einkommen eins zu eins/, label: /^Entgangene Direktzahlungen, Anteil am Umsatz$/ },
  { prompt: '¿Cuántos de los 5.000 agricultores abandonarán la actividad en diez años si las ayudas directas de la PAC se recortan un 30 %?', has: /^Los pagos directos se toman como el 7\s%\sde las ventas de las explotaciones agrarias/, label: /^Pagos directos perdidos, proporción de las ventas$/ },
  { prompt: 'Combien des 5 000 agriculteurs cesseront leur activité en dix ans si les aides directes baissent de 30 % ?', has: /^Les paiements directs sont comptés pour 7\s%\sdu chiffre d’affaires des exploitations agricoles/, label: /^Paiements directs perdus, part du chiffre d’affaires$/ },
  // Leaving a service: a rival's price, a library (the thing left, with its article).
  { prompt: 'Si subimos los precios un 8 % y nuestro competidor baja los suyos un 5 %, ¿cuántos de nuestros 50.000 suscriptores perderemos en un año?', has: /^El cambio de precio de un competidor actúa a través de la diferencia: un competidor un 15\s%\smás barato encarece en comparación el servicio cerca de un 18\s%/ },
  { prompt: "Combien des 8 000 adhérents quitteront la bibliothèque si elle est ouverte jusqu'à 22 heures ?", has: /^Environ 1,5\s%\sdes adhérents quittent la bibliothèque chaque mois/, label: /^Moins de service qu’aujourd’hui/ },
  { prompt: 'Wie viele der 8.000 Mitglieder kündigen ihre Mitgliedschaft in der Bibliothek, wenn sie länger geöffnet hat?', has: /^Etwa 1,5\s%\sder Mitglieder verlassen die Bibliothek pro Monat/ },
  { prompt: '¿Cuántos de los 8.000 socios dejarán la biblioteca si abre hasta las 22 horas?', has: /^Alrededor del 1,5\s%\sde los socios deja la biblioteca cada mes/ },
  // Participation, opinion, labour, and an option that reaches part of the population.
  { prompt: "Combien de nos 3 000 salariés adhéreront au plan d'épargne retraite en un an si l'entreprise abonde les versements ?", has: /abondement/, label: /^Salariés qui reconsidèrent leur choix au début de l’abondement \(0 = non, 1 = oui\)$/ },
  { prompt: 'Wie verändert sich das Vertrauen in die Regierung unter 50.000 Bürgern in 3 Monaten, wenn ein Korruptionsskandal bekannt wird?', has: /Skandal/, label: /^Skandal in den Nachrichten$/ },
  { prompt: '¿Cuántos de 10.000 votantes apoyarán al gobierno en 3 meses si la economía crece un 3 %?', has: /^El crecimiento actúa a través del desempleo \(ley de Okun\): cada punto de crecimiento por encima de una tendencia del 2\s%/ },
  { prompt: 'Combien des 30 000 salariés perdront leur emploi en 3 ans si les robots deviennent 10 % moins chers ?', has: /^Les robots moins chers se diffusent plus vite/ },
  { prompt: 'Wie viele der 30.000 Beschäftigten verlieren in 2 Jahren ihren Job, wenn Umschulungen angeboten werden?', has: /Umschulungen erreichen/, label: /^In Umschulung$/ },
  { prompt: '¿Cuántos agricultores de 3.000 adoptarán riego por goteo si el gobierno subvenciona el 50% de la instalación?', has: /^Un precio un 10\s%\smás bajo aumenta la probabilidad de elegir riego por goteo/ },
  { prompt: "Combien d'agriculteurs sur 3 000 adopteront l'irrigation goutte à goutte si l'État subventionne 50 % de l'installation ?", has: /^Un prix inférieur de 10\s%\saugmente les chances de choisir/ },
  { prompt: 'Wie viele der 10.000 Frauen zwischen 50 und 69 Jahren gehen zum Mammographie-Screening, wenn wir persönliche Einladungen schicken?', has: /Einladungen/, label: /^In Kraft: Einladungen$/ },
];

/** The sentence without what stands in parentheses (sources, nested ones too). */
function outsideParentheses(s: string): string {
  let out = s;
  for (let prev = ''; prev !== out; ) {
    prev = out;
    out = out.replace(/\([^()]*\)/g, '');
  }
  // A source cut at 300 characters ("… (about 1% of mortgage holders fall …") leaves a parenthesis open to the end.
  return out.replace(/\([^]*$/, '');
}

describe('model assumptions in the asker’s language', () => {
  for (const c of CASES) {
    it(c.prompt, () => {
      const d = designFromPrompt(c.prompt, { year: 2026 });
      assert.ok(d.ok, 'designed');
      const notes = d.config.assumptions ?? [];
      assert.ok(notes.some((a) => c.has.test(a)), `the model's own note is there, translated: ${JSON.stringify(notes)}`);
      for (const a of notes) assert.doesNotMatch(outsideParentheses(a), /\b(?:the|of|and|each|makes|likelier|at the start|a year)\b/, `an assumption left in English: ${a}`);
      const labels = d.config.agent_groups.flatMap((g) => [...Object.values(g.variables), ...Object.values(g.actions)]).map((v) => v.label ?? '');
      for (const l of labels) if (!/model arithmetic/.test(l)) assert.doesNotMatch(l, /\b(?:compared with today|compounding|of)\b/, l);
      if (c.label) assert.ok(labels.some((l) => c.label!.test(l)), `the label is there, translated: ${JSON.stringify(labels)}`);
    });
  }
});

/**
 * English left in a German, Spanish or French design: function words and the mechanisms' stock
 * phrases, none of which is a word of those languages. What the asker wrote (quoted, „…“, «…»)
 * and published sources (in parentheses) are not the sentence and are left out first.
 */
const ENGLISH_NOTE = /\b(?:the|of|and|each|makes|likelier|less likely|at the start|a year|a day|is|are|with|which|into|from|than|when|while|would|per (?:day|week|month|year))\b/;
const ENGLISH_LABEL = /\b(?:the|of|and|with|compared with|today|in force|running|has|uses|owns|runs|this (?:day|week|month|quarter|year|step)|as a share)\b/i;
/** Units the Analyst reads as the model's own marks stay English ("0 = no, 1 = yes", "log-odds", "index"). */
const KEPT_UNIT = /^(?:0 = no, 1 = yes|log-odds$|index$|model arithmetic)/;
const ENGLISH_UNIT = /\b(?:share|of|per|percentage|doublings|ratio|relative change)\b/;
const outsideQuotes = (s: string) => s.replace(/„[^“]*“|«[^»]*»|"[^"]*"/g, '');

describe('no note or label is left in English for a German, Spanish or French prompt (the whole corpus)', () => {
  it('designs every de/es/fr prompt of DEV and HELDOUT and finds no English outside sources and quotes', () => {
    const left: string[] = [];
    let designed = 0;
    for (const c of [...DEV, ...HELDOUT]) {
      if ((c.lang !== 'de' && c.lang !== 'es' && c.lang !== 'fr') || c.refused) continue;
      const d = designFromPrompt(c.prompt, { year: 2026 });
      if (!d.ok) continue;
      designed++;
      for (const a of d.config.assumptions ?? []) if (ENGLISH_NOTE.test(outsideQuotes(outsideParentheses(a)))) left.push(`${c.id} note: ${a}`);
      for (const g of d.config.agent_groups) {
        for (const v of [...Object.values(g.variables), ...Object.values(g.actions)]) {
          if (v.label && !/model arithmetic/.test(v.label) && ENGLISH_LABEL.test(outsideParentheses(v.label))) left.push(`${c.id} label: ${v.label}`);
          if (v.unit && !KEPT_UNIT.test(v.unit) && ENGLISH_UNIT.test(v.unit)) left.push(`${c.id} unit: ${v.unit}`);
        }
      }
    }
    assert.ok(designed > 300, `designed ${designed} prompts`);
    assert.deepEqual(left, []);
  });
});

describe('model notes: Spanish articles of a group', () => {
  it('says "las tiendas", "las enfermeras" but "los hogares", "los taxistas"', async () => {
    const { losOf } = await import('../../../src/pipeline/architect/phrasebook/model-notes.js');
    assert.deepEqual(['tiendas', 'enfermeras', 'organizaciones', 'hogares', 'taxistas', 'clientes'].map(losOf), ['las', 'las', 'las', 'los', 'los', 'los']);
    const d = designFromPrompt('¿Cuántas de 8.000 tiendas adoptarán pagos móviles en dos años si la comisión baja al 1%?', { year: 2026 });
    assert.ok(d.ok, 'designed');
    const notes = (d.config.assumptions ?? []).join(' ');
    assert.match(notes, /de las tiendas/);
    assert.doesNotMatch(notes, /los tiendas/);
    assert.match(notes, /comisión expresada como parte de cada venta/);
  });
});

describe('assumptions over 300 characters are split, not cut', () => {
  it('splits at the last full stop or semicolon outside parentheses and keeps every word', () => {
    const long = `${'A'.repeat(120)} (source one; source two); ${'b'.repeat(150)}. Treat the numbers as illustrative and check them against data you trust.`;
    const out = fitAssumptions([long, 'short'], 30);
    assert.ok(out.every((a) => a.length <= 300), out.map((a) => a.length).join(','));
    assert.equal(out.length, 3);
    assert.equal(out[2], 'short');
    assert.ok(out[0].includes('(source one; source two)'), 'a break inside parentheses is not used');
    const words = (x: string) => x.replace(/[.;]/g, '').replace(/\s+/g, ' ').toLowerCase();
    assert.equal(words(out.join(' ')), words(`${long} short`));
  });
  it('cuts only a sentence with no break, and keeps at most the bound', () => {
    assert.equal(fitAssumptions(['x'.repeat(400)], 30)[0].length, 300);
    assert.equal(fitAssumptions(Array.from({ length: 40 }, () => 'y'), 30).length, 30);
  });
});
