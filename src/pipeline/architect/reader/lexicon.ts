/**
 * The words the reader understands, in English, German, Spanish and French, each mapped to
 * one concept (an English id). The rules of the reader are written once, over concepts, so a
 * German or French prompt is read by the same rules as an English one.
 *
 * Forms are folded (lower case, accents removed) and separated by spaces:
 * - `word`: the word itself;
 * - `stem*`: any word starting with the stem (German inflection and compounds: "haushalt*");
 * - `*tail`: any word ending with it (German compounds: "*steuer" in "Tabaksteuer");
 * - `two_words`: a phrase (joined by `_`), matched before single words.
 */

export type Language = 'en' | 'de' | 'es' | 'fr';
export const LANGUAGES: Language[] = ['en', 'de', 'es', 'fr'];

interface Entry {
  c: string;
  en?: string;
  de?: string;
  es?: string;
  fr?: string;
}

// ------------------------------------------------------------------------------------------
// Grammar: the small words the rules are built on.
const GRAMMAR: Entry[] = [
  { c: 'if', en: 'if when_if', de: 'wenn falls sofern', es: 'si', fr: 'si' },
  { c: 'assume', en: 'assume assuming suppose supposing given_that given', de: 'angenommen annahme vorausgesetzt', es: 'suponiendo supongamos suponga dado_que', fr: 'supposons suppose en_supposant etant_donne' },
  { c: 'what_if', en: 'what_if and_if', de: 'was_ware_wenn was_passiert_wenn und_wenn', es: 'que_pasa_si que_pasaria_si y_si', fr: 'que_se_passe-t-il_si et_si' },
  { c: 'and', en: 'and plus', de: 'und sowie', es: 'y e', fr: 'et' },
  { c: 'or', en: 'or', de: 'oder', es: 'o u', fr: 'ou' },
  { c: 'with', en: 'with', de: 'mit', es: 'con', fr: 'avec' },
  { c: 'without', en: 'without', de: 'ohne', es: 'sin', fr: 'sans' },
  {
    c: 'versus',
    en: 'versus vs vs. against compared_with compared_to relative_to as_opposed_to',
    de: 'gegenuber verglichen_mit im_vergleich_zu im_vergleich_mit gegen',
    es: 'frente_a comparado_con comparada_con en_comparacion_con contra versus',
    fr: 'par_rapport_a compare_a comparee_a en_comparaison_avec contre versus',
  },
  { c: 'compare', en: 'compare compares comparing comparison', de: 'vergleiche vergleichen vergleich', es: 'compara comparar compare comparacion', fr: 'compare comparer comparez comparaison' },
  { c: 'instead', en: 'instead_of rather_than', de: 'statt anstatt anstelle_von anstelle', es: 'en_lugar_de en_vez_de', fr: 'au_lieu_de plutot_que' },
  { c: 'not', en: 'not no never dont don\'t doesnt', de: 'nicht kein keine keinen keiner keinem nie', es: 'no nunca', fr: 'ne pas jamais' },
  // "How many will renew their membership": those who stay.
  { c: 'keep', en: 'keep keeping kept keeps stay stays staying remain remains unchanged continue continues continuing renew renews renewing renewed', de: 'bleibt bleiben beibehalten unverandert offen_lassen weiterhin verlangern verlangert', es: 'mantener mantiene manteniendo sigue siguen permanecen permaneceran quedaran quedara se_quedan seguiran continua continuan renovar renuevan renovaran', fr: 'garder maintenir reste restent resteront restera inchange inchanges continue continuent renouveler renouvellent renouvelleront' },
  // The status quo named as such: "at current levels", "as today", "wie bisher", "como hoy".
  { c: 'current', en: 'current as_today as_now as_it_is as_they_are existing', de: 'aktuellen derzeitigen heutigen wie_bisher wie_heute', es: 'actual actuales como_hoy como_ahora', fr: 'actuel actuelle actuels actuelles comme_aujourd\'hui' },
  // A clause about what would happen anyway: "while market rents would rise 7%".
  { c: 'while', en: 'while whereas whilst otherwise', de: 'wahrend_die wahrend_der sonst andernfalls', es: 'mientras_que', fr: 'tandis_que alors_que sinon' },
  { c: 'below', en: 'below beneath', de: 'unterhalb', es: 'por_debajo_de por_debajo_del', fr: 'en_dessous_de en_dessous_du' },
  { c: 'above', en: 'above', de: 'oberhalb', es: 'por_encima_de por_encima_del', fr: 'au-dessus_de au-dessus_du au_dessus_de au_dessus_du' },
  { c: 'how', en: 'how', de: 'wie', es: 'como', fr: 'comment' },
  { c: 'many', en: 'many', de: 'viele wieviele', es: 'cuantos cuantas', fr: 'combien combien_de' },
  { c: 'much', en: 'much', de: 'viel', es: 'cuanto cuanta' },
  { c: 'fast', en: 'fast quickly rapidly soon quick', de: 'schnell rasch zugig', es: 'rapido rapidamente pronto deprisa rapidez velocidad', fr: 'vite rapidement rapide tot vitesse' },
  { c: 'long', en: 'long', de: 'lange', es: 'cuanto_tiempo cuanto_tardara cuanto_tardaran cuanto_tarda cuanto_tardan', fr: 'combien_de_temps' },
  { c: 'when', en: 'when', de: 'wann', es: 'cuando', fr: 'quand' },
  { c: 'what', en: 'what which', de: 'was welche welcher welches', es: 'que cual cuales', fr: 'que quel quelle quels quelles qu\'' },
  { c: 'will', en: 'will would could can might may does do did is are', de: 'wird werden wurde wurden kann konnen konnte', es: 'sera seran podria podrian puede pueden', fr: 'sera seront pourrait pourraient peut peuvent' },
  {
    c: 'share',
    en: 'share proportion percentage fraction percent portion',
    de: 'anteil prozentsatz bruchteil',
    es: 'proporcion porcentaje fraccion parte',
    fr: 'part proportion pourcentage fraction',
  },
  { c: 'number', en: 'number count total', de: 'anzahl zahl gesamtzahl', es: 'numero cantidad total', fr: 'nombre total' },
  {
    c: 'chance',
    en: 'chance chances probability likely likelihood odds risk risks',
    de: 'wahrscheinlichkeit wahrscheinlich chance risiko gefahr',
    es: 'probabilidad probable posibilidad riesgo',
    fr: 'probabilite probable chance chances risque',
  },
  { c: 'peak', en: 'peak peaks peaking maximum highest height', de: 'hohepunkt spitze maximum hochststand gipfel hochsten', es: 'pico maximo punto_maximo', fr: 'pic maximum sommet apogee' },
  { c: 'reach', en: 'reach reaches reached reaching hit hits exceed exceeds exceeded pass surpass cross crosses top', de: 'erreichen erreicht erreichen_wird uberschreiten uberschreitet ubersteigen ubersteigt', es: 'alcanzar alcanza alcanzara alcancen superar supera superara lleguen llegar', fr: 'atteindre atteint atteindra depasser depasse depassera' },
  { c: 'happen', en: 'happen happens occur occurs', de: 'passieren passiert geschehen kommt_es_zu', es: 'ocurrir ocurre ocurrira suceder pasar', fr: 'arriver arrive se_produire produit' },
  { c: 'difference', en: 'difference differ gap', de: 'unterschied unterschiede', es: 'diferencia diferencias', fr: 'difference differences ecart' },
  { c: 'effect', en: 'effect effects impact impacts affect', de: 'wirkung effekt auswirkung auswirkungen einfluss', es: 'efecto efectos impacto', fr: 'effet effets impact' },
  { c: 'of', en: 'of', de: 'von der des', es: 'de del', fr: 'de du des d\'' },
  { c: 'on', en: 'on upon' },
  { c: 'the', en: 'the', de: 'die das dem den', es: 'el la los las lo', fr: 'le la les l\'' },
  { c: 'a', en: 'a an one', de: 'ein eine einen einem einer eines', es: 'un una uno', fr: 'un une' },
  { c: 'among', en: 'among amongst across', de: 'unter', es: 'entre', fr: 'parmi' },
  { c: 'out_of', en: 'out_of' },
  { c: 'by', en: 'by', de: 'um' },
  { c: 'to', en: 'to', de: 'zu auf', es: 'a hasta', fr: 'a au aux' },
  { c: 'than', en: 'than', de: 'als', es: 'que', fr: 'que' },
  { c: 'more', en: 'more', de: 'mehr', es: 'mas', fr: 'plus' },
  { c: 'fewer', en: 'fewer less', de: 'weniger', es: 'menos', fr: 'moins' },
  { c: 'already', en: 'already currently today now presently initially', de: 'bereits schon derzeit aktuell heute momentan zurzeit', es: 'ya actualmente hoy ahora', fr: 'deja actuellement aujourd\'hui maintenant' },
  { c: 'still', en: 'still remaining left', de: 'noch', es: 'todavia aun', fr: 'encore toujours' },
  { c: 'at_start', en: 'at_the_start at_first to_start_with at_the_beginning', de: 'zu_beginn am_anfang anfangs', es: 'al_principio al_inicio inicialmente', fr: 'au_debut au_depart initialement' },
  { c: 'start', en: 'start starts starting begin begins beginning', de: 'beginn beginnt start startet', es: 'empieza empiezan empezando comienza comienzo inicio', fr: 'debut commence commencent' },
  { c: 'end', en: 'end', de: 'ende', es: 'final fin', fr: 'fin' },
  { c: 'only', en: 'only just', de: 'nur', es: 'solo solamente', fr: 'seulement uniquement' },
  { c: 'each', en: 'each every', de: 'jede jeder jedes jeden pro je', es: 'cada por', fr: 'chaque par tous_les toutes_les' },
  { c: 'per', en: 'per', es: 'al' },
  { c: 'rest', en: 'rest remainder', de: 'rest', es: 'resto', fr: 'reste' },
  { c: 'all', en: 'all everyone everybody whole', de: 'alle gesamte ganze', es: 'todos todas toda todo', fr: 'tous toutes tout' },
  { c: 'some', en: 'some part', de: 'einige manche teil', es: 'algunos algunas', fr: 'certains certaines' },
];

// Time: units, cadences and the prepositions of a horizon or a timing.
const TIME: Entry[] = [
  { c: 'day', en: 'day days', de: 'tag tage tagen tages', es: 'dia dias', fr: 'jour jours journee journees' },
  { c: 'week', en: 'week weeks', de: 'woche wochen', es: 'semana semanas', fr: 'semaine semaines' },
  { c: 'month', en: 'month months', de: 'monat monate monaten monats', es: 'mes meses', fr: 'mois' },
  { c: 'quarter', en: 'quarter quarters', de: 'quartal quartale quartalen', es: 'trimestre trimestres', fr: 'trimestre trimestres' },
  { c: 'year', en: 'year years yr yrs school_year school_years academic_year academic_years financial_year fiscal_year', de: 'jahr jahre jahren jahres schuljahr geschaftsjahr', es: 'ano anos ano_escolar curso_escolar', fr: 'an ans annee annees annee_scolaire' },
  { c: 'decade', en: 'decade decades', de: 'jahrzehnt jahrzehnte jahrzehnten', es: 'decada decadas', fr: 'decennie decennies' },
  { c: 'daily', en: 'daily', de: 'taglich', es: 'diario diaria diariamente', fr: 'quotidien quotidienne quotidiennement' },
  { c: 'weekly', en: 'weekly', de: 'wochentlich', es: 'semanal semanalmente', fr: 'hebdomadaire' },
  { c: 'monthly', en: 'monthly', de: 'monatlich', es: 'mensual mensualmente', fr: 'mensuel mensuelle mensuellement' },
  { c: 'quarterly', en: 'quarterly', de: 'vierteljahrlich quartalsweise', es: 'trimestral', fr: 'trimestriel trimestrielle' },
  { c: 'yearly', en: 'yearly annually annual', de: 'jahrlich', es: 'anual anualmente', fr: 'annuel annuelle annuellement' },
  { c: 'over', en: 'over throughout through', de: 'uber im_laufe_von im_verlauf_von', es: 'a_lo_largo_de durante_los', fr: 'sur au_cours_de au_cours_des' },
  { c: 'within', en: 'within inside by_the_end_of', de: 'innerhalb binnen', es: 'dentro_de en_un_plazo_de en_menos_de', fr: 'd\'_ici en_moins_de' },
  { c: 'in', en: 'in', de: 'in im', es: 'en', fr: 'en dans' },
  { c: 'for', en: 'for', de: 'fur', es: 'para', fr: 'pour' },
  { c: 'during', en: 'during', de: 'wahrend', es: 'durante', fr: 'pendant durant' },
  { c: 'next', en: 'next coming following upcoming', de: 'nachsten kommenden folgenden', es: 'proximos proximas siguientes proximo proxima', fr: 'prochains prochaines prochain prochaine suivants' },
  { c: 'first', en: 'first', de: 'ersten erste erst', es: 'primer primeros primera primeras', fr: 'premier premiers premiere premieres' },
  { c: 'after', en: 'after later', de: 'nach danach spater', es: 'despues_de tras despues', fr: 'apres' },
  { c: 'from', en: 'from starting starting_in starting_from beginning_in as_of since', de: 'ab von seit ab_dem', es: 'desde a_partir_de', fr: 'des a_partir_de depuis' },
  { c: 'until', en: 'until till through_to up_to', de: 'bis', es: 'hasta', fr: 'jusqu\'a jusqu\'au jusqu_a jusqu_au' },
  { c: 'between', en: 'between', de: 'zwischen', es: 'entre', fr: 'entre' },
];

// Directions and sizes of change.
const CHANGE: Entry[] = [
  {
    c: 'up',
    en: 'rise rises rose risen rising increase increases increased increasing raise raises raised raising grow grows grew growing hike hikes hiked climb climbs jump jumps surge surges higher up go_up goes_up went_up boost boosts boosted expand expands extended extend increment',
    de: 'steigen steigt stieg gestiegen steigende anstieg erhohen erhoht erhohung erhohte hoher hohere hoheren zunehmen nimmt_zu wachst wachsen anheben angehoben aufschlag plus *erhohung *anstieg *steigerung',
    es: 'sube suben subir subimos subida aumenta aumentan aumentar aumentamos aumento aumentos aumentado incremento incrementa incrementamos crecen crece crecer alza mayor mayores',
    fr: 'augmente augmentent augmenter augmentons augmentez augmentation hausse hausses monte montent monter croit croissent accroissement plus_eleve plus_eleves superieur',
  },
  {
    c: 'down',
    en: 'fall falls fell fallen falling drop drops dropped dropping decline declines declined decrease decreases decreased cut cuts cutting reduce reduces reduced reducing reduction lower lowers lowered lowering slash slashes slashed shrink shrinks shrank down cheaper go_down goes_down',
    de: 'sinken sinkt sank gesunken fallen fallt fiel gefallen senken senkt gesenkt senkung ruckgang reduzieren reduziert reduzierung kurzen kurzt gekurzt kurzung verkurzt verkurzen verkurzung niedriger niedrigere billiger abnehmen nimmt_ab verringern verringert einbricht einbrechen eingebrochen bricht_ein brechen_ein schrumpft schrumpfen geschrumpft minus nur_noch *senkung *ruckgang *kurzung',
    es: 'baja bajan bajar bajamos bajada cae caen caer caida reduce reducen reducir reducimos reduccion recorte recortes recortar recortamos rebajamos disminuye disminuyen disminuir disminucion descenso desciende se_desploma se_hunde menor menores rebaja',
    fr: 'baisse baissent baisser baissee baissees diminue diminuent diminuer diminuee diminuees diminution reduit reduite reduites reduits reduisent reduire reduction chute chutent recule reculent tombe tombent baissant moins_cher inferieur baissons baissez reduisons diminuons',
  },
  { c: 'halve', en: 'halve halves halved halving cut_in_half', de: 'halbiert halbieren halbierung', es: 'se_reduce_a_la_mitad reducir_a_la_mitad reduce_a_la_mitad se_reducen_a_la_mitad', fr: 'divise_par_deux divisee_par_deux diviser_par_deux reduit_de_moitie' },
  { c: 'double', en: 'double doubles doubled doubling twice', de: 'verdoppelt verdoppeln verdopplung doppelt', es: 'duplica duplican duplicar se_duplica doble', fr: 'double doublent doubler doublement doublons doublerons doublera doubleront doublait' },
  { c: 'triple', en: 'triple triples tripled', de: 'verdreifacht verdreifachen', es: 'triplica triplicar', fr: 'triple tripler' },
  { c: 'close', en: 'close closes closed closing closure closures shut shuts shutdown shut_down shuts_down disappear disappears go_out_of_business', de: 'schliessen schliesst geschlossen schliessung schliessungen schliessen_werden dichtmachen machen_dicht macht_dicht verschwinden verschwindet', es: 'cierran cierra cerrar cerramos cerradas cerrados cierre cierres cerraran cerrara cerrarian cerraria cerraron cerro cerrado cerrada desapareceran desaparecen desaparecer', fr: 'ferment fermer fermons fermez fermerons fermera fermees fermes fermeture fermetures fermeront fermeraient fermerait fermee ferme_ses_portes fermeront_leurs_portes on_ferme ferme_la ferme_les disparaitront disparaissent disparaitre disparaitraient' },
  { c: 'open', en: 'open opens reopen reopens opened', de: 'offnen offen geoffnet offnung eroffnet eroffnen eroffnung', es: 'abrir abiertas abiertos abren abre abierto abierta reapertura', fr: 'ouvrir ouvertes ouverts ouvrent ouvre ouvert ouverte reouverture' },
  { c: 'remove', en: 'remove removes removed removal delete deleted take_down takes_down suspend suspended', de: 'entfernen entfernt entfernung loschen geloscht sperren gesperrt', es: 'eliminar elimina eliminan eliminados borrar retirar retiramos quitar quita quitan quitamos', fr: 'supprimer supprime supprimes supprimons supprimez supprimant suppression retirer retirons' },
  { c: 'introduce', en: 'introduce introduces introduced introducing launch launches launched implement implemented adopt_a bring_in brings_in put_in returned_as paid_back_as given_back_as handed_back_as impose imposes imposed', de: 'einfuhren einfuhrt eingefuhrt einfuhrung startet vorschreiben vorschreibt', es: 'introducir introduce introduce_un introducimos introduciremos introducen introducido introducida introducidos introducidas implantar implanta implantamos lanzar lanza lanzamos impone imponen imponer imponemos', fr: 'introduire introduit introduits introduite introduites introduisons introduirons introduisent instaurer instaure instaures instauree instaurees instaurons mettre_en_place met_en_place mettons_en_place lancer lance lancons impose imposent imposer imposons' },
  { c: 'cover', en: 'cover covers covering covered pays_for pay_for', de: 'deckt decken abdeckt ubernimmt ubernehmen', es: 'cubre cubren cubrir cubriendo', fr: 'couvre couvrent couvrir couvrant rembourse remboursent remboursera rembourserait prend_en_charge prennent_en_charge prendre_en_charge pris_en_charge' },
  { c: 'stop', en: 'stop stops stopped end_of ends ended lifted scrapped scrap scraps scrapping abolish abolishes abolishing axe axes axed withdraw withdraws abolished phase_out phased_out phases_out withdrawn expire expires optional voluntary', de: 'stoppt aufhoren endet beendet aufgehoben abschaffen abgeschafft abschaffung schafft_ab schaffen_ab streichen gestrichen streicht freiwillig wegfallt wegfallen weggefallen entfallt entfallen fallt_weg fallen_weg auslauft auslaufen ausgelaufen lauft_aus laufen_aus', es: 'termina terminan finaliza levanta suprimir suprime suprimimos suprimido suprimida eliminamos opcional opcionales voluntario voluntaria', fr: 'arrete arretent arreter arretera arreteront arreterait arreteraient cesser cessera cesseront prend_fin leve facultatif facultative facultatifs facultatives' },
];

// What an intervention can act on.
const LEVERS: Entry[] = [
  // A scandal about the side asked about ("if a corruption scandal is reported"): bad news for its support.
  { c: 'scandal', en: 'scandal scandals corruption_scandal affair', de: 'skandal skandale korruptionsskandal affare', es: 'escandalo escandalos escandalo_de_corrupcion', fr: 'scandale scandales affaire' },
  { c: 'price', en: 'price prices cost costs pricing premium premiums insurance_premium insurance_premiums', de: 'preis preise preisen kosten kostet bio-aufschlag bioaufschlag aufpreis mehrpreis preisaufschlag *preis *preise *preisen *kosten preis*', es: 'precio precios coste costes costo costos cuesta cuestan costara costaria', fr: 'prix cout couts tarif tarifs forfait forfaits coute coutent coutera couterait' },
  { c: 'discount', en: 'discount discounts', de: 'rabatt rabatte preisnachlass', es: 'descuento descuentos rebaja', fr: 'remise remises rabais' },
  { c: 'fare', en: 'fare fares ticket tickets ticket_price ticket_prices monthly_pass monthly_passes transit_pass bus_pass season_ticket season_tickets travelcard', de: 'fahrpreis fahrpreise ticketpreis ticketpreise fahrkarte fahrkarten ticket tickets *ticket *tickets fahrschein monatskarte monatskarten zeitkarte jahreskarte', es: 'tarifa tarifas billete billetes pasaje pasajes abono_de_transporte abono_mensual abono_transporte', fr: 'billet billets titre_de_transport abonnement_de_transport pass_navigo abonnement_mensuel_de_transport' },
  { c: 'tariff', en: 'tariff tariffs duty duties', de: 'zoll zolle *zoll *zolle', es: 'arancel aranceles', fr: 'droit_de_douane droits_de_douane' },
  { c: 'feed_in', en: 'feed-in_tariff feed-in_tariffs feed-in feed_in_tariff feed_in_tariffs', de: 'einspeisevergutung', es: 'prima_a_la_produccion', fr: 'tarif_de_rachat' },
  // "mandatory for tax filing", "die Steuererklärung": filing a return is an activity, not a tax that changes.
  { c: 'tax_filing', en: 'tax_filing tax_return tax_returns tax_declaration', de: 'steuererklarung steuererklarungen', es: 'declaracion_de_la_renta declaracion_de_impuestos', fr: 'declaration_d_impots declaration_de_revenus declaration_d_impot' },
  { c: 'tax', en: 'tax taxes levy levies duty_on vat sales_tax value_added_tax business_rates business_rate property_tax property_taxes', de: 'steuer steuern abgabe abgaben *steuer *steuern *abgabe', es: 'impuesto impuestos gravamen iva ibi', fr: 'impot impots taxe taxes tva taxe_fonciere' },
  { c: 'carbon', en: 'carbon co2 co₂ co2e emission_permit', de: 'co2 kohlendioxid co2-*', es: 'carbono co2', fr: 'carbone co2' },
  { c: 'employer_match', en: 'we_match we_will_match we_would_match company_matches company_will_match employer_matches match_contributions matches_contributions matching_contributions match_their_contributions match_employee_contributions matched_contributions employer_match employer_matching matching_contribution', de: 'arbeitgeberbeitrag arbeitgeberbeitrage arbeitgeberzuschuss_zur_altersvorsorge beitrage_aufstocken', es: 'empresa_regala empresa_aporta empresa_iguala igualamos igualaremos igualar_las_aportaciones igualamos_las_aportaciones aportacion_de_la_empresa aportaciones_de_la_empresa', fr: 'abondement abondements abonder abonde abondera abondons' },
  { c: 'subsidy', en: 'hiring_subsidy hiring_subsidies wage_subsidy wage_subsidies employment_subsidy employment_subsidies cycling_allowance cycling_allowances bike_allowance bike_allowances cycle_allowance cycle_to_work_scheme bike_to_work_scheme towards_one towards_it towards_each towards_the_cost towards_the_price towards_buying towards_the_purchase subsidy subsidies grant grants rebate rebates incentive incentives subsidised subsidized subsidises subsidizes subsidise subsidize bonus premium_support scholarship scholarships bursary bursaries stipend stipends reimburse reimburses reimbursed reimbursement reimbursements tax_credit tax_credits tax_break tax_breaks tax_relief tax_incentive tax_incentives', de: 'forderung forderungen zuschuss zuschusse subvention subventionen pramie pramien bonus *forderung *zuschuss *pramie stipendium stipendien bafog dienstrad dienstrader dienstradleasing dienstrad-leasing jobrad fahrradleasing radleasing', es: 'subsidio subsidios subvencion subvenciones subvenciona subvencionan subvencionara subvencionar ayuda ayudas incentivo incentivos bonificacion beca becas', fr: 'maprimerenov ma_prime_renov bonus_ecologique prime_a_la_conversion subvention subventions subventionne subventionnent subventionner aide aides prime primes bonus incitation incitations bourse_d_etudes bourses_d_etudes indemnite_velo indemnite_kilometrique_velo forfait_mobilites forfait_mobilites_durables indemnite indemnites' },
  { c: 'quota', en: 'quota quotas catch_limit catch_limits catch_cap catch_share', de: 'fangquote fangquoten hochstfangmenge fangbegrenzung quote quoten', es: 'cuota cuotas cupo cupos limite_de_captura', fr: 'quota quotas limite_de_capture' },
  { c: 'cap', en: 'cap caps capped capping ceiling limit limits limiting', de: 'deckel obergrenze begrenzung begrenzt begrenzen gedeckelt deckeln *deckel *bremse', es: 'tope topes limite limites techo limita limitan limitar limitadas limitados limitamos', fr: 'plafond plafonnement plafonne plafonnees plafonnes plafonner limite limites limitees limiter limitons' },
  { c: 'rent', en: 'rent rents rental', de: 'miete mieten *miete *mieten mietpreis mietpreise miet*', es: 'alquiler alquileres renta rentas', fr: 'loyer loyers' },
  { c: 'rent_control', en: 'rent_control rent_controls rent_cap rent_freeze', de: 'mietpreisbremse mietendeckel mietstopp', es: 'control_de_alquileres tope_de_alquileres congelacion_de_alquileres', fr: 'encadrement_des_loyers gel_des_loyers plafonnement_des_loyers' },
  { c: 'interest_rate', en: 'interest_rate interest_rates policy_rate base_rate more_interest higher_interest savings_rate savings_rates interest_on_savings deposit_rate deposit_rates', de: 'zins zinsen zinssatz zinssatze leitzins *zins *zinsen zins*', es: 'tipo_de_interes tipos_de_interes tasa_de_interes tasas_de_interes interes intereses', fr: 'taux_d\'interet taux_directeur taux_d_interet' },
  { c: 'mortgage', en: 'mortgage mortgages', de: 'hypothek hypotheken hypothekenzins hypothekenzinsen baukredit', es: 'hipoteca hipotecas hipotecario hipotecarios', fr: 'credit_immobilier pret_immobilier hypotheque' },
  // Overtime pay is pay, not hours ("cut overtime pay by 15%"): attrition takes it as a part of pay.
  { c: 'wage', en: 'wage wages pay pays salary salaries earnings meal_vouchers meal_voucher luncheon_vouchers overtime_pay overtime_rate overtime_rates overtime_premium overtime_premiums paid_overtime shift_allowance shift_allowances night_shift_allowance night_allowance shift_premium shift_premiums night_premium night_differential', de: 'lohn lohne gehalt gehalter bezahlung verdienst vergutung vergutungen honorar honorare *lohn *lohne *gehalt gehalt* lohn* zahlt essensgutscheine essenszuschuss uberstundenzuschlag uberstundenzuschlage uberstundenvergutung bezahlung_der_uberstunden bezahlte_uberstunden *zulage *zulagen', es: 'salario salarios sueldo sueldos remuneracion paga pagamos vales_de_comida cheques_comida ticket_restaurante tickets_restaurante pago_de_horas_extra pago_de_las_horas_extra horas_extra_pagadas horas_extra_remuneradas plus_de_nocturnidad plus_de_turnicidad plus_de_turnos', fr: 'verse versent versons verser versera salaire salaires remuneration paie smic payons tickets_restaurant ticket_restaurant titres-restaurant titres_restaurant cheques_dejeuner heures_supplementaires_payees paiement_des_heures_supplementaires majoration_des_heures_supplementaires prime_de_nuit primes_de_nuit majoration_de_nuit prime_d_equipe primes_d_equipe' },
  { c: 'hire', en: 'hire hires hiring hired recruit recruits recruiting recruitment', de: 'einstellen einstellung einstellungen neueinstellungen rekrutieren rekrutierung stellen_schaffen stellen_schafft zusatzliche_stellen neue_stellen zusatzliches_personal mehr_personal', es: 'contratar contrata contratan contratamos contrataremos contratara contratacion contrataciones nuevas_plazas plazas_adicionales mas_personal', fr: 'embaucher embauche embauches embauchons embaucherons embauchait recruter recrute recrutent recrutons recruterons recrutera recrutement postes_supplementaires nouveaux_postes creer_des_postes' },
  // Leave from work to care for a child: taken, not a departure ("take parental leave" ran staff leaving).
  { c: 'parental_leave', en: 'parental_leave paternity_leave maternity_leave family_leave', de: 'elternzeit vaterzeit mutterschutz', es: 'baja_por_paternidad baja_por_maternidad permiso_parental permiso_de_paternidad permiso_de_maternidad baja_parental', fr: 'conge_parental conge_paternite conge_de_paternite conge_maternite conge_de_maternite' },
  // Working fewer hours: "move to part-time", "in Teilzeit wechseln" (an arrangement people take, not a move of home).
  { c: 'part_time', en: 'part-time part_time go_part-time move_to_part-time reduced_hours', de: 'teilzeit in_teilzeit', es: 'media_jornada jornada_parcial tiempo_parcial', fr: 'temps_partiel mi-temps a_temps_partiel' },
  { c: 'workload', en: 'workload workloads working_hours working_week working_day overtime pressure understaffing understaffed class_size class_sizes larger_classes weekend_shifts weekend_shift night_shifts night_shift weekend_work night_work driving_hours driving_time split_shifts on-call_duty hour_shifts hour_shift long_shifts longer_shifts', de: 'arbeitszeit lenkzeit lenkzeiten 12-stunden-schichten zwolfstundenschichten stunden-schichten stundenschichten wochenarbeitszeit arbeitsbelastung belastung uberstunden arbeitslast personalmangel klassengrosse klassengrossen klassenstarke wochenendschichten wochenenddienste nachtschichten nachtdienste wochenendarbeit bereitschaftsdienste bereitschaftsdienst', es: 'jornada horas_de_conduccion tiempo_de_conduccion turnos_de_12_horas guardias_de_24_horas jornada_laboral horas_de_trabajo carga_de_trabajo sobrecarga horas_extra tamano_de_las_clases alumnos_por_clase turnos_de_fin_de_semana turnos_de_noche trabajo_en_fin_de_semana guardias guardias_medicas', fr: 'temps_de_travail temps_de_conduite duree_du_travail charge_de_travail surcharge heures_supplementaires taille_des_classes effectifs_des_classes travail_le_week-end travail_de_nuit gardes_de_nuit astreintes gardes' },
  { c: 'ratio', en: 'ratio ratios', de: 'verhaltnis schlussel', es: 'ratio ratios proporcion_de', fr: 'ratio ratios' },
  { c: 'retraining', en: 'retraining retrain reskilling upskilling training', de: 'umschulung umschulungen weiterbildung qualifizierung fortbildung', es: 'recualificacion reciclaje formacion capacitacion', fr: 'reconversion formation requalification' },
  { c: 'automation', en: 'automation automate automates automated automating robots robot robotics', de: 'automatisierung automatisiert automatisieren roboter robotern *roboter *robotern', es: 'automatizacion automatizar automatiza automatizan automatizamos robots robot', fr: 'automatisation automatiser automatise automatisent automatisons robots robot' },
  { c: 'vaccination', en: 'vaccination vaccinations vaccinate vaccinated vaccine vaccines jab jabs immunisation immunization flu_shot flu_shots flu_jab flu_jabs flu_vaccine flu_vaccines flu_vaccination covid_shot covid_shots covid_vaccine booster boosters booster_shot booster_shots vaccinated_against vaccinate_against vaccine_against vaccines_against vaccination_against', de: 'impfung impfungen impfen geimpft impfstoff impfkampagne *impfung impf* grippeimpfung geimpft_gegen impfung_gegen', es: 'vacunacion vacunar vacunados vacunadas vacuna vacunas vacun* vacuna_contra vacunarse_contra vacunados_contra vacunacion_contra', fr: 'vaccination vacciner vaccines vaccinees vaccin vaccins vaccin* vaccin_contre vacciner_contre vaccines_contre vaccination_contre' },
  { c: 'immune', en: 'immune immunity protected', de: 'immun immunitat geschutzt', es: 'inmune inmunes inmunidad protegidos', fr: 'immunise immunises immunisee immunite proteges' },
  { c: 'school', en: 'school schools', de: 'schule schulen', es: 'escuela escuelas colegio colegios', fr: 'ecole ecoles' },
  { c: 'distancing', en: 'lockdown lockdowns distancing social_distancing curfew', de: 'lockdown kontaktbeschrankungen ausgangssperre abstand', es: 'confinamiento distanciamiento toque_de_queda', fr: 'confinement distanciation couvre-feu' },
  { c: 'mask', en: 'mask masks', de: 'maske masken maskenpflicht', es: 'mascarilla mascarillas uso_de_mascarilla', fr: 'masque masques port_du_masque' },
  { c: 'on_site', en: 'at_the_workplace at_work on_site on-site at_the_office mobile_clinic mobile_clinics walk-in walk-in_clinics at_school at_schools in_pharmacies mobile_vaccination_team mobile_vaccination_teams mobile_team mobile_teams vaccination_bus vaccine_bus without_an_appointment without_appointment without_appointments no_appointment no_appointment_needed at_the_pharmacy at_pharmacies', de: 'am_arbeitsplatz im_betrieb vor_ort mobile_impfteams mobiles_impfteam mobile_teams mobiles_team impfbus in_der_schule in_apotheken in_der_apotheke ohne_termin ohne_terminvereinbarung ohne_voranmeldung', es: 'en_el_trabajo en_el_lugar_de_trabajo in_situ en_la_escuela en_farmacias equipo_movil_de_vacunacion equipos_moviles_de_vacunacion unidad_movil_de_vacunacion equipo_movil equipos_moviles unidad_movil unidades_moviles en_la_farmacia sin_cita sin_cita_previa', fr: 'sur_le_lieu_de_travail au_travail sur_place en_pharmacie equipe_mobile equipes_mobiles bus_de_vaccination equipe_mobile_de_vaccination equipes_mobiles_de_vaccination sans_rendez-vous sans_rendez_vous a_la_pharmacie' },
  { c: 'waste_charge', en: 'pay-as-you-throw pay_as_you_throw payt waste_charge waste_charges bin_charge bin_charges per-bag_fee volumetric_fee', de: 'mullgebuhr mullgebuhren verursachergerechte_gebuhr wiegesystem', es: 'pago_por_generacion tasa_de_basura tasa_por_bolsa por_bolsa_de_basura bolsa_de_basura bolsas_de_basura', fr: 'redevance_incitative tarification_incitative taxe_incitative' },
  { c: 'online_voting', en: 'online_voting e-voting internet_voting vote_online votes_online voting_online moves_online postal_voting postal_votes mail_voting vote_by_mail voting_by_mail all-mail_voting', de: 'online-wahl onlinewahl online_wahlen briefwahl per_brief_wahlen', es: 'voto_electronico voto_en_linea voto_por_internet voto_por_correo votar_en_linea votar_por_internet votar_por_correo', fr: 'vote_electronique vote_en_ligne vote_par_internet vote_par_correspondance voter_en_ligne voter_par_internet voter_par_correspondance' },
  { c: 'hygiene', en: 'hand_washing handwashing wash_hands wash_their_hands washing_hands hand_hygiene hand_sanitiser hand_sanitizer hand_sanitisers hand_sanitizers', de: 'handehygiene handewaschen handedesinfektion hande_waschen hande_wascht', es: 'lavado_de_manos higiene_de_manos lavarse_las_manos lavan_las_manos gel_desinfectante', fr: 'lavage_des_mains hygiene_des_mains se_laver_les_mains lavent_les_mains gel_hydroalcoolique' },
  { c: 'moderation', en: 'debunks debunk debunked denies deny denied official_denial moderation moderate moderating moderators fact-check fact-checking fact_checks fact-checks labels labelling labeling label_it label_them labelled_as labeled_as flag_it flags_it takedowns warning_label warning_labels warnings_on', de: 'dementiert dementieren dementi widerlegt moderation moderieren faktencheck faktenchecks kennzeichnen kennzeichnung gekennzeichnet warnhinweis warnhinweise warnhinweisen', es: 'desmiente desmienten desmentido desmentir moderacion moderar verificacion verificaciones etiquetan etiquetar etiquetado etiqueta_de_advertencia etiquetas_de_advertencia aviso_de_advertencia', fr: 'dement dementent dementi dementir moderation moderer verification verifications signalent signaler etiquettent etiqueter etiquette_d_avertissement avertissement avertissements' },
  { c: 'bots', en: 'bot bots fake_accounts troll trolls', de: 'bot bots fake-accounts trolle', es: 'bot bots cuentas_falsas trols', fr: 'bot bots faux_comptes trolls' },
  { c: 'campaign', en: 'campaign campaigns advertising ads advert adverts marketing outreach awareness promotion', de: 'kampagne kampagnen werbung aufklarung *kampagne', es: 'campana campanas publicidad promocion anuncios', fr: 'campagne campagnes publicite publicites pubs promotion sensibilisation' },
  // Offered at no charge: "if pharmacies offer it free", "kostenlos", "gratuit" (a price of zero, read by the mechanisms that price it).
  { c: 'free', en: 'free free_of_charge at_no_cost', de: 'kostenlos kostenlose kostenlosen gratis umsonst', es: 'gratis gratuito gratuita gratuitos gratuitas', fr: 'gratuit gratuite gratuits gratuites gratuitement est_offert est_offerte sont_offerts offert_par_l_entreprise' },
  // A rule that makes something compulsory (a vaccination mandate); only a lever next to what it makes compulsory.
  { c: 'mandate', en: 'mandate mandates mandatory compulsory requirement', de: 'pflicht impfpflicht verpflichtend verpflichtende', es: 'obligatorio obligatoria obligatoriedad', fr: 'obligatoire obligation' },
  { c: 'reminder', en: 'reminder reminders nudge nudges text_messages sms invitation invitations personal_invitations invitation_letters', de: 'erinnerung erinnerungen erinnerungskampagne erinnerungskampagnen sms-erinnerung sms-erinnerungen sms-erinnerungskampagne einladung einladungen einladungsschreiben', es: 'recordatorio recordatorios invitacion invitaciones carta_de_invitacion', fr: 'rappel rappels invitation invitations courrier_d_invitation' },
  { c: 'deposit_insurance', en: 'deposit_insurance deposit_guarantee deposit_guarantees guarantee guarantees', de: 'einlagensicherung garantie einlagengarantie', es: 'garantia_de_depositos seguro_de_depositos garantia', fr: 'garantie_des_depots garantie' },
  { c: 'bailout', en: 'bailout bail-out rescue lender_of_last_resort emergency_lending central_bank_support central_bank_intervention backstop central_bank', de: 'rettung rettungspaket notkredit zentralbank notenbank', es: 'rescate banco_central', fr: 'sauvetage renflouement banque_centrale' },
  { c: 'cash_transfer', en: 'cash_transfer cash_transfers stipend stipends allowance allowances voucher vouchers prize prizes prize_draw cash_prize', de: 'geldtransfer stipendium stipendien gutschein preisgeld geldpreis', es: 'transferencia transferencias beca becas bono premio premios', fr: 'allocation allocations bourse bourses cheque recompense lot_a_gagner' },
  { c: 'fee', en: 'starts_charging start_charging begins_charging fee fees dues membership_dues annual_dues tuition charge charges copay copays co-pay co-pays copayment copayments co-payment out-of-pocket_cost paid_parking', de: 'zuzahlung zuzahlungen eigenanteil gebuhr gebuhren studiengebuhren grundgebuhr grundgebuhren monatsgebuhr beitrag beitrage *beitrag *beitrage verlangt verlangen *gebuhr *gebuhren', es: 'cuota_mensual matricula matriculas tasa_de_matricula tasas_de_matricula tasas_universitarias tasas_academicas tasas cobrar cobra cobran cobramos cobraremos cobrariamos cobrasemos cobrase cobrara copago aparcamiento_de_pago estacionamiento_de_pago tarifa_por', fr: 'frais frais_de_scolarite reste_a_charge ticket_moderateur franchise_medicale cotisation faire_payer fait_payer font_payer facturer facturons facturerons facturerions on_facture on_facturait on_facturera facturera factureront facturait stationnement_payant' },
  // What a business sells: "if a recession cuts sales by 15%" (a lever only where businesses are the subject).
  { c: 'sales', en: 'sales revenue revenues turnover takings footfall tourist_numbers visitor_numbers bookings tourism demand orders', de: 'umsatz umsatze umsatzen einnahmen nachfrage auftrage auftragseingang', es: 'ventas ingresos facturacion demanda pedidos', fr: 'ventes chiffre_d_affaires recettes demande commandes' },
  // The economy as a condition of an election: "if the economy grows 3%", "wenn die Wirtschaft schrumpft".
  { c: 'economy', en: 'economy gdp economic_growth', de: 'wirtschaft konjunktur bip wirtschaftswachstum', es: 'economia pib crecimiento_economico', fr: 'economie pib croissance_economique' },
  // A pay freeze and the inflation that makes it a real cut: "pay is frozen while inflation runs at 6%".
  { c: 'freeze', en: 'freeze freezes frozen freezing', de: 'eingefroren einfrieren einfriert friert_ein frieren_ein nullrunde', es: 'congelado congelada congelados congeladas congelar congela congelan congelamos congelacion', fr: 'gel gele geles gelee gelees geler gelons gelent' },
  { c: 'inflation', en: 'inflation', de: 'inflation teuerung inflationsrate', es: 'inflacion', fr: 'inflation' },
  // Public charging for electric cars: "200 new charging stations", "Ladesäulen", "bornes de recharge".
  { c: 'charging', en: 'charging_stations charging_station charging_points charging_point charge_points charge_point chargers public_chargers fast_chargers charging_network charging_infrastructure', de: 'ladestationen ladestation ladesaulen ladesaule ladepunkte ladepunkt ladeinfrastruktur schnellladestationen', es: 'puntos_de_recarga punto_de_recarga estaciones_de_carga estaciones_de_recarga cargadores electrolineras', fr: 'bornes_de_recharge borne_de_recharge points_de_recharge point_de_recharge' },
  { c: 'bike_share', en: 'bike-sharing bike_sharing bike-share bike_share bikeshare bikeshare_stations bike-sharing_stations bike_sharing_stations bike-share_stations docking_stations cycle_hire shared_bikes city_bikes e-scooter e-scooters e-scooter_sharing scooter_sharing shared_scooters shared_e-scooters electric_scooters', de: 'leihrad* bikesharing* bike-sharing* fahrradverleih* e-scooter* e-roller* scooter-sharing*', es: 'bicicletas_compartidas bicicleta_compartida bici_compartida estaciones_de_bicicletas bicing patinetes_electricos patinete_electrico patinetes_compartidos patinetes', fr: 'velos_en_libre-service velo_en_libre-service velos_partages stations_de_velos velib trottinettes trottinette trottinettes_electriques trottinettes_en_libre-service' },
  // Facilities for those who cycle to work: somewhere safe to leave the bike, somewhere to shower.
  // "a 30 km/h speed limit", "Tempo 30": slower traffic, which makes streets safer to cycle.
  { c: 'speed_limit', en: 'speed_limit speed_limits lower_speed_limit lower_speed_limits traffic_calming 20mph_zones 20_mph_zones', de: 'tempolimit tempolimits tempo_30 tempo_30_zonen tempo_30_zone geschwindigkeitsbegrenzung geschwindigkeitsbegrenzungen verkehrsberuhigung', es: 'limite_de_velocidad limites_de_velocidad velocidad_maxima zona_30 zonas_30 ciudad_30 calmado_del_trafico', fr: 'limitation_de_vitesse limitations_de_vitesse vitesse_limitee vitesse_maximale zone_30 zones_30 ville_30 ville_a_30 apaisement_de_la_circulation' },
  { c: 'bike_parking', en: 'bike_parking bicycle_parking cycle_parking secure_bike_parking bike_racks bike_rack bike_storage bike_shelters showers shower_facilities', de: 'fahrradstellplatze fahrradabstellplatze fahrradparkhaus fahrradparkhauser fahrradbugel fahrradkeller fahrradgarage duschen', es: 'aparcamiento_para_bicis aparcamiento_para_bicicletas aparcamientos_para_bicis aparcamiento_de_bicis aparcabicis duchas', fr: 'parking_velo parkings_velos parking_a_velos parking_pour_velos stationnement_velo garage_a_velos abri_velo abris_velos douches parking_securise parking_velo_securise garage_a_velos_securise' },
  // Recycling bins close to home: "containers on every street", "contenedores en cada calle", "Wertstofftonne vor der Tür".
  { c: 'bins_nearby', en: 'recycling_bins_on_every_street recycling_bins more_bins more_recycling_bins bins_on_every_street containers_on_every_street recycling_containers collection_points bottle_banks', de: 'wertstofftonne wertstofftonnen glascontainer sammelcontainer wertstoffinseln sammelstellen', es: 'contenedores contenedores_en_cada_calle contenedores_de_reciclaje puntos_de_recogida iglus', fr: 'bacs_de_tri conteneurs conteneurs_de_tri points_d_apport_volontaire colonnes_de_tri' },
  { c: 'bike_lane', en: 'bike_lanes bike_lane cycle_lanes cycle_lane cycleways cycle_paths cycle_highways cycle_superhighways bike_highways protected_bike_lanes', de: 'radweg radwege radwegen radspur radspuren radschnellweg radschnellwege radschnellwegen fahrradstrasse fahrradstrassen', es: 'carril_bici carriles_bici ciclovia ciclovias', fr: 'piste_cyclable pistes_cyclables' },
  // Bus priority lanes: faster, more reliable buses (a lever of public transport, like frequency).
  { c: 'bus_lane', en: 'bus_lanes bus_lane bus-only_lanes bus_priority_lanes bus_priority', de: 'busspur busspuren busfahrstreifen busspuren* busspur*', es: 'carril_bus carriles_bus carril_de_autobus carriles_de_autobus carriles_exclusivos_para_autobuses carril_exclusivo_para_autobuses', fr: 'voie_de_bus voies_de_bus couloir_de_bus couloirs_de_bus voies_reservees_aux_bus couloirs_bus voies_bus' },
  { c: 'frequency', en: 'frequency service_frequency more_buses more_trains number_of_buses number_of_trains bus_service bus_services', de: 'takt taktung haufigkeit anzahl_der_busse mehr_busse', es: 'frecuencia numero_de_autobuses mas_autobuses', fr: 'frequence nombre_de_bus plus_de_bus' },
  { c: 'school_meals', en: 'free_school_meals free_school_meal school_meals school_meal free_meals free_lunches free_school_lunches school_lunches school_feeding breakfast_clubs free_breakfast', de: 'kostenloses_schulessen kostenloses_mittagessen schulessen schulverpflegung schulfruhstuck', es: 'comedor_escolar comedores_escolares comidas_escolares comida_escolar_gratuita alimentacion_escolar desayunos_escolares', fr: 'cantine_gratuite repas_gratuits repas_scolaires cantine_scolaire petit-dejeuner_gratuit' },
  { c: 'transit_line', en: 'tram_line tram_lines metro_line metro_lines subway_line subway_lines light_rail rail_line rail_link bus_rapid_transit brt_line new_line new_lines new_station new_stations line_is_extended line_extension extended_line tram_extension metro_extension', de: 'strassenbahnlinie strassenbahnlinien tramlinie u-bahn-linie s-bahn-linie stadtbahn neue_linie linie_verlangert linie_wird_verlangert verlangerung_der_linie', es: 'linea_de_tranvia linea_de_metro lineas_de_metro tren_ligero nueva_linea linea_se_amplia ampliacion_de_la_linea prolongacion_de_la_linea linea_se_prolonga', fr: 'ligne_de_tramway ligne_de_tram ligne_de_metro nouvelle_ligne ligne_est_prolongee ligne_prolongee prolongement_de_la_ligne prolongement_du_tramway prolongement_du_tram' },
  // "if the revenue is returned as a dividend": a carbon tax's revenue paid back to people.
  { c: 'dividend', en: 'dividend dividends carbon_dividend climate_dividend', de: 'klimageld klimadividende dividende', es: 'dividendo dividendos', fr: 'dividende dividendes' },
  // "if we close on Sundays", "shorter opening hours": less of a service members rely on.
  // "if delivery takes 15 minutes longer", "wenn die Wartezeit länger wird": how long customers wait for the service.
  { c: 'wait_time', en: 'waiting_time waiting_times wait_time wait_times waiting_list waiting_lists delivery_time delivery_times delivery_takes deliveries_take delivery_will_take', de: 'wartezeit wartezeiten lieferzeit lieferzeiten *wartezeit *wartezeiten *lieferzeit *lieferzeiten', es: 'tiempo_de_espera tiempos_de_espera tiempo_de_entrega tiempos_de_entrega plazo_de_entrega plazos_de_entrega', fr: "temps_d'attente delai_de_livraison delais_de_livraison delai_d'attente delais_d'attente" },
  { c: 'opening_hours', en: 'opening_hours opening_times sundays saturdays weekends evenings branches branch_network swimming_pool swimming_pools the_pool sauna saunas open_later opens_later open_late late_opening longer_hours later_in_the_evening tills staffed_tills checkouts staffed_checkouts cashiers cash_desks', de: 'offnungszeiten sonntags sonntagen samstags wochenende filialen filialnetz geschaftsstellen schwimmbad schwimmbecken sauna langer_geoffnet langer_offnet kassen besetzte_kassen', es: 'horario horarios domingos sabados sucursales oficinas piscina sauna cajas cajas_atendidas', fr: 'piscine sauna horaires dimanche dimanches samedis agences succursales caisses caisses_traditionnelles' },
  // "if commissions rise from 25% to 30%": the platform's cut of what gig workers earn.
  { c: 'commission', en: 'commission commissions platform_fee platform_fees take_rate', de: 'provision provisionen vermittlungsgebuhr', es: 'comision comisiones', fr: 'commission commissions' },
  // "if a time-of-use tariff is introduced": electricity dearer at peak hours, cheaper off-peak.
  { c: 'time_of_use', en: 'time-of-use_tariff time_of_use_tariff time-of-use_tariffs time-of-use_pricing time_of_use_pricing time-of-use_rates dynamic_tariff dynamic_tariffs dynamic_pricing peak_pricing', de: 'zeitvariabler_tarif zeitvariable_tarife dynamischer_stromtarif dynamischer_tarif dynamische_tarife', es: 'tarifa_horaria tarifas_horarias discriminacion_horaria tarifa_dinamica', fr: 'tarif_heures_creuses tarification_dynamique tarif_dynamique' },
  { c: 'rewards', en: 'rewards reward loyalty_rewards loyalty_points reward_points loyalty_programme loyalty_program loyalty_scheme loyalty_card perks perk cashback cash-back cash_back', de: 'treuepunkte bonuspunkte pramienprogramm kundenpramien treueprogramm treueprogramms bonusprogramm kundenkarte', es: 'recompensas recompensa puntos_de_fidelidad programa_de_fidelidad programa_de_fidelizacion tarjeta_de_fidelidad', fr: 'recompenses recompense points_de_fidelite programme_de_fidelite carte_de_fidelite' },
  { c: 'turnout', en: 'turnout turn_out turns_out turned_out turning_out voter_turnout go_to_the_polls get_out_the_vote', de: 'wahlbeteiligung zur_wahl_gehen gehen_wahlen', es: 'participacion_electoral acudir_a_votar acuden_a_votar ir_a_votar participacion_en_las_elecciones', fr: 'participation_electorale taux_de_participation abstention aller_voter participation_aux_elections participation_au_scrutin' },
  { c: 'remote_work', en: 'remote_work remote_working working_from_home work_from_home work-from-home wfh home_working hybrid_work hybrid_working telework teleworking', de: 'homeoffice home-office home_office telearbeit mobiles_arbeiten mobile_arbeit', es: 'teletrabajo trabajo_remoto trabajo_a_distancia trabajo_en_remoto', fr: 'teletravail travail_a_distance' },
  // Everyone back at the office, or required there most days ("4 days a week in the office"): remote work ends.
  { c: 'office_return', en: 'back_in_the_office back_to_the_office back_at_the_office return_to_the_office return_to_office return-to-office office_mandate in-office_mandate full-time_in_the_office days_a_week_in_the_office days_per_week_in_the_office days_in_the_office days_a_week_at_the_office days_at_the_office in-office_days office_days office_attendance rto_mandate', de: 'ruckkehr_ins_buro ins_buro_zuruckkehren ins_buro_zuruckzukehren ins_buro_zuruck prasenzpflicht buropflicht zuruck_ins_buro tage_im_buro tage_pro_woche_im_buro tage_die_woche_im_buro burotage burotagen prasenztage prasenztagen', es: 'vuelta_a_la_oficina regreso_a_la_oficina volver_a_la_oficina regresar_a_la_oficina vuelvan_a_la_oficina volver_a_trabajar_en_la_oficina presencialidad_obligatoria dias_en_la_oficina dias_a_la_semana_en_la_oficina dias_por_semana_en_la_oficina dias_de_oficina dias_presenciales', fr: 'retour_au_bureau retour_au_presentiel revenir_au_bureau retourner_au_bureau reviennent_au_bureau revenir_travailler_au_bureau presentiel_obligatoire jours_au_bureau jours_par_semaine_au_bureau jours_de_presentiel' },
  { c: 'four_day_week', en: 'four-day_week four_day_week 4-day_week 4_day_week four-day_school_week four_day_school_week 4-day_school_week 4_day_school_week four-day_working_week 32-hour_week shorter_working_week shorter_week', de: 'vier-tage-woche viertagewoche 4-tage-woche', es: 'semana_de_cuatro_dias semana_laboral_de_cuatro_dias semana_de_4_dias', fr: 'semaine_de_quatre_jours semaine_de_4_jours' },
  { c: 'toll', en: 'toll tolls congestion_charge congestion_charges road_pricing', de: 'maut city-maut *maut', es: 'peaje peajes', fr: 'peage peages' },
  { c: 'supply', en: 'supply new_homes construction building homebuilding new_housing', de: 'angebot neubau wohnungsbau neubauten', es: 'oferta construccion nuevas_viviendas', fr: 'offre construction logements_neufs' },
  { c: 'ban', en: 'ban bans banned banning prohibit prohibits prohibited prohibition', de: 'verbot verbote verbieten verbietet verboten *verbot', es: 'prohibir prohibe prohibicion prohibiciones prohibido prohibida prohiben', fr: 'interdire interdit interdite interdits interdites interdiction interdictions interdisons' },
  { c: 'cessation', en: 'cessation quitline quit_line nicotine_replacement nrt stop-smoking stop_smoking_services support_to_quit help_to_quit quit_support', de: 'entwohnung rauchstopp nikotinersatz rauchstopp-programme unterstutzung_beim_aufhoren hilfe_beim_aufhoren', es: 'deshabituacion parches_de_nicotina apoyo_para_dejarlo apoyo_para_dejar_de_fumar ayuda_para_dejar_de_fumar ayuda_para_dejarlo', fr: 'sevrage substituts_nicotiniques aide_au_sevrage aide_pour_arreter aide_a_l_arret' },
  { c: 'fuel', en: 'fuel petrol gasoline diesel gas_price gas_prices heating_oil oil_price oil_prices natural_gas gas_bills gas_bill', de: 'benzin sprit kraftstoff diesel *benzin gaspreis gaspreise heizol olpreis olpreise erdgas gas', es: 'gasolina combustible gasoil precio_del_gas gas_natural gas', fr: 'carburant essence gazole prix_du_gaz fioul gaz_naturel gaz' },
  { c: 'electricity', en: 'electricity electricity_price electricity_prices power_price power_prices power_bills electricity_bills energy_bills energy_bill', de: 'strom strompreis strompreise stromkosten', es: 'electricidad precio_de_la_luz factura_de_la_luz luz', fr: 'electricite prix_de_l_electricite' },
  { c: 'capacity', en: 'capacity beds bed icu', de: 'kapazitat kapazitaten betten bett intensivbetten', es: 'capacidad camas cama uci', fr: 'capacite capacites lits lit reanimation' },
  { c: 'crash', en: 'crash crashes shock shocks slump plunge selloff sell-off downturn', de: 'crash absturz einbruch schock kurssturz *crash borsencrash kurseinbruch', es: 'caida desplome crac choque crisis', fr: 'krach crash choc effondrement_boursier' },
  { c: 'news', en: 'news rumour_of report reports headline headlines downgrade downgraded downgrades rating_downgrade credit_downgrade', de: 'nachricht nachrichten meldung meldungen herabstufung herabgestuft abgestuft', es: 'noticia noticias rebaja_de_calificacion rebaja_de_la_calificacion', fr: 'nouvelle nouvelles annonce degradation_de_la_note note_degradee' },
  { c: 'awareness', en: 'information education', de: 'information bildung', es: 'informacion educacion', fr: 'information education' },
];

// Populations (plural English nouns as concepts).
const POPULATIONS: Entry[] = [
  { c: 'households', en: 'households household', de: 'haushalt haushalte haushalten privathaushalte privathaushalten', es: 'hogares hogar', fr: 'menages menage foyers foyer' },
  { c: 'homes', en: 'homes houses dwellings', de: 'wohnungen hauser eigenheime gebaude', es: 'viviendas casas', fr: 'logements maisons' },
  { c: 'residents', en: 'residents inhabitants population', de: 'einwohner einwohnern einwohnerinnen bewohner bewohnern bevolkerung', es: 'habitantes residentes poblacion vecinos', fr: 'habitants residents population' },
  { c: 'people', en: 'people persons individuals', de: 'menschen personen leute', es: 'personas gente individuos', fr: 'personnes gens individus' },
  { c: 'citizens', en: 'citizens', de: 'burger burgern burgerinnen', es: 'ciudadanos', fr: 'citoyens' },
  { c: 'voters', en: 'voters electorate', de: 'wahler wahlern wahlerinnen wahlberechtigte', es: 'votantes electores', fr: 'electeurs electrices' },
  { c: 'customers', en: 'customers clients consumers shoppers buyers policyholders policy_holders', de: 'kunden kundinnen verbraucher verbrauchern konsumenten kaufer versicherte versicherten', es: 'clientes consumidores compradores asegurados', fr: 'clients consommateurs acheteurs assures' },
  { c: 'subscribers', en: 'subscribers', de: 'abonnenten abonnentinnen monatsabonnenten jahresabonnenten', es: 'suscriptores abonados', fr: 'abonnes' },
  { c: 'users', en: 'users accounts followers', de: 'nutzer nutzern nutzerinnen benutzer konten follower', es: 'usuarios cuentas seguidores', fr: 'utilisateurs comptes internautes' },
  { c: 'members', en: 'members', de: 'mitglieder mitgliedern', es: 'miembros socios afiliados', fr: 'membres adherents' },
  // Local governments that decide for their area: "how many of 1,000 municipalities will switch to LED lighting".
  { c: 'municipalities', en: 'municipalities councils local_councils local_authorities', de: 'gemeinden kommunen stadtverwaltungen', es: 'municipios ayuntamientos', fr: 'communes municipalites collectivites collectivites_locales' },
  { c: 'firms', en: 'firms companies businesses enterprises plants factories producers manufacturers emitters shops stores retailers bakeries butchers hairdressers salons garages workshops pubs bars hotels', de: 'unternehmen firmen kmu betriebe betrieben werke fabriken hersteller geschafte geschaften einzelhandler einzelhandlern handler handlern laden ladengeschafte ladengeschaften', es: 'empresas companias negocios fabricas productores comercios tiendas pymes pequenas_empresas', fr: 'entreprises societes usines producteurs commerces magasins commercants pme tpe' },
  { c: 'farms', en: 'farms', de: 'hofe hofen bauernhofe bauernhofen milchbetriebe milchbetrieben milchviehbetriebe milchviehbetrieben landwirtschaftsbetriebe landwirtschaftsbetrieben agrarbetriebe agrarbetrieben', es: 'granjas explotaciones explotaciones_agrarias explotaciones_agricolas', fr: 'fermes exploitations exploitations_agricoles' },
  { c: 'boats', en: 'boats vessels trawlers', de: 'boote booten schiffe fischerboote kutter', es: 'barcos embarcaciones barcas pesqueros', fr: 'bateaux navires chalutiers' },
  { c: 'fishers', en: 'fishers fishermen fisherfolk', de: 'fischer fischern', es: 'pescadores', fr: 'pecheurs' },
  { c: 'herders', en: 'herders farmers_sharing graziers', de: 'hirten viehhalter', es: 'pastores ganaderos', fr: 'bergers eleveurs' },
  { c: 'villagers', en: 'villagers', de: 'dorfbewohner dorfbewohnern', es: 'aldeanos pobladores lugarenos', fr: 'villageois' },
  { c: 'nurses', en: 'nurses', de: 'pflegekrafte pflegekraften krankenschwestern pfleger pflegerinnen pflegepersonal', es: 'enfermeras enfermeros personal_sanitario', fr: 'infirmieres infirmiers soignants personnel_soignant' },
  { c: 'doctors', en: 'doctors physicians gps', de: 'arzte arzten arztinnen', es: 'medicos', fr: 'medecins' },
  { c: 'teachers', en: 'teachers', de: 'lehrer lehrern lehrerinnen lehrkrafte', es: 'profesores docentes maestros', fr: 'enseignants professeurs' },
  { c: 'employees', en: 'employees staff personnel', de: 'beschaftigte beschaftigten mitarbeiter mitarbeitern mitarbeitende mitarbeitenden angestellte angestellten belegschaft', es: 'empleados plantilla personal', fr: 'salaries employes personnel' },
  { c: 'workers', en: 'workers labourers laborers', de: 'arbeiter arbeitern arbeitskrafte arbeitnehmer arbeitnehmern erwerbstatige', es: 'trabajadores obreros', fr: 'travailleurs ouvriers actifs' },
  { c: 'jobseekers', en: 'jobseekers job-seekers unemployed', de: 'arbeitslose arbeitslosen arbeitssuchende', es: 'desempleados parados', fr: 'chomeurs demandeurs_d\'emploi' },
  { c: 'patients', en: 'patients', de: 'patienten patientinnen', es: 'pacientes', fr: 'patients' },
  { c: 'students', en: 'students learners', de: 'studenten studierende studierenden', es: 'estudiantes', fr: 'etudiants' },
  { c: 'pupils', en: 'pupils schoolchildren', de: 'schuler schulern schulerinnen', es: 'alumnos escolares', fr: 'eleves ecoliers lyceens lyceennes collegiens collegiennes' },
  { c: 'children', en: 'children kids', de: 'kinder kindern', es: 'ninos ninas', fr: 'enfants' },
  { c: 'adults', en: 'adults', de: 'erwachsene erwachsenen', es: 'adultos', fr: 'adultes' },
  { c: 'seniors', en: 'seniors pensioners retirees elderly', de: 'senioren rentner', es: 'mayores jubilados', fr: 'seniors retraites' },
  { c: 'families', en: 'families', de: 'familien', es: 'familias', fr: 'familles' },
  { c: 'tenants', en: 'tenants renters', de: 'mieter mietern mieterinnen', es: 'inquilinos arrendatarios', fr: 'locataires' },
  { c: 'landlords', en: 'landlords', de: 'vermieter vermietern', es: 'caseros arrendadores propietarios_de_viviendas', fr: 'bailleurs proprietaires_bailleurs' },
  { c: 'homeowners', en: 'homeowners owners owner-occupiers', de: 'eigentumer eigentumern hausbesitzer hauseigentumer', es: 'propietarios', fr: 'proprietaires' },
  { c: 'commuters', en: 'commuters travellers travelers', de: 'pendler pendlern pendlerinnen', es: 'viajeros', fr: 'navetteurs voyageurs' },
  { c: 'drivers', en: 'drivers motorists couriers delivery_riders delivery_rider delivery_drivers food_couriers bike_couriers', de: 'autofahrer fahrer kuriere lieferfahrer fahrradkuriere essenslieferanten', es: 'conductores automovilistas repartidores riders', fr: 'conducteurs automobilistes chauffeurs livreurs coursiers' },
  { c: 'passengers', en: 'passengers riders', de: 'fahrgaste fahrgasten passagiere', es: 'pasajeros', fr: 'passagers usagers' },
  { c: 'investors', en: 'investors traders shareholders', de: 'anleger anlegern investoren aktionare', es: 'inversores inversionistas accionistas', fr: 'investisseurs actionnaires' },
  { c: 'savers', en: 'savers', de: 'sparer sparern', es: 'ahorradores', fr: 'epargnants' },
  { c: 'depositors', en: 'depositors account_holders', de: 'einleger einlegern kontoinhaber', es: 'depositantes ahorristas cuentahabientes', fr: 'deposants' },
  { c: 'smokers', en: 'smokers', de: 'raucher rauchern raucherinnen', es: 'fumadores', fr: 'fumeurs' },
  { c: 'farmers', en: 'farmers growers', de: 'landwirte landwirten bauern bauerinnen landwirtinnen *bauern', es: 'agricultores campesinos', fr: 'agriculteurs paysans' },
  { c: 'banks', en: 'banks', de: 'banken', es: 'bancos', fr: 'banques' },
  { c: 'landowners', en: 'landowners', de: 'grundbesitzer', es: 'terratenientes', fr: 'proprietaires_terriens' },
  { c: 'hospitals', en: 'hospitals clinics care_homes nursing_homes', de: 'krankenhauser kliniken pflegeheime altenheime seniorenheime', es: 'hospitales clinicas residencias residencias_de_mayores', fr: 'hopitaux cliniques ehpad maisons_de_retraite' },
  { c: 'schools_org', en: 'schools_in', de: 'schulen_in', es: 'escuelas_en', fr: 'ecoles_en' },
  { c: 'taxpayers', en: 'taxpayers', de: 'steuerzahler', es: 'contribuyentes', fr: 'contribuables' },
  { c: 'viewers', en: 'viewers readers listeners', de: 'zuschauer leser horer', es: 'espectadores lectores oyentes', fr: 'spectateurs lecteurs auditeurs' },
];

// Topic words: what the mechanisms recognise.
const TOPICS: Entry[] = [
  // adoption
  { c: 'adopt', en: 'adopt adopts adopted adopting adoption accept accepts accepting uptake take-up take_up takeup diffusion penetration', de: 'ubernehmen einfuhren verbreitung nutzung anschaffung durchdringung akzeptieren akzeptiert', es: 'adoptar adopten adopcion difusion penetracion implantacion adopt* aceptar aceptan aceptaran', fr: 'adopter adoptent adoption diffusion penetration adopt* accepter acceptent accepteront accepte' },
  { c: 'spread', en: 'spread spreads spreading diffuse diffuses catch_on', de: 'verbreiten verbreitet ausbreiten ausbreitung breitet', es: 'extender extiende extienden extendera propagar propaga propagacion difundir difunde difundira', fr: 'repandre repand repandra propager propage propagation diffuser' },
  { c: 'buy', en: 'buy buys buying bought purchase purchases purchasing acquire own owns owning ownership', de: 'kaufen kauft kaufe gekauft anschaffen besitzen besitzt besitz kauf* buchen bucht gebucht', es: 'comprar compra compran comprara adquirir tener tienen poseen comprar* compraran', fr: 'acheter achete achetent acquerir posseder possedent achet*' },
  { c: 'install', en: 'install installs installed installing installation installations fit fitted', de: 'installieren installiert installation einbauen einbau', es: 'instalar instala instalan instalacion instal*', fr: 'installer installe installent installation install*' },
  { c: 'use', en: 'use uses using used usage', de: 'nutzen nutzt nutzen_werden verwenden benutzen', es: 'usar usan usaran usara utilizar utilizan utilizaran utilizara uso', fr: 'utiliser utilisent utiliseront utilisera usage' },
  // A car with an engine and a battery: not an electric car, and it still burns fuel.
  { c: 'hybrid', en: 'hybrid hybrids hybrid_car hybrid_cars plug-in_hybrid plug-in_hybrids hybrid_vehicle hybrid_vehicles', de: 'hybridauto hybridautos hybridfahrzeug hybridfahrzeuge hybrid hybride plug-in-hybrid plug-in-hybride', es: 'hibrido hibridos coche_hibrido coches_hibridos vehiculo_hibrido vehiculos_hibridos', fr: 'hybride hybrides voiture_hybride voitures_hybrides vehicule_hybride vehicules_hybrides' },
  { c: 'ev', en: 'ev evs electric_car electric_cars electric_vehicle electric_vehicles e-car e-cars bev bevs electric_taxi electric_taxis electric_van electric_vans electric_truck electric_trucks electric_lorry electric_lorries e-truck e-trucks battery-electric_trucks electric_scooter electric_scooters electric_moped electric_mopeds electric_motorbike electric_motorbikes to_electric_scooters to_electric go_electric goes_electric going_electric', de: 'elektroauto elektroautos e-auto e-autos elektrofahrzeug elektrofahrzeuge elektrowagen stromer elektrotaxi elektrotaxis e-taxi e-taxis e-lkw e-lkws elektro-lkw elektro-lkws elektrolastwagen elektroroller elektro-roller elektromotorrad', es: 'coche_electrico coches_electricos vehiculo_electrico vehiculos_electricos auto_electrico autos_electricos carro_electrico taxi_electrico taxis_electricos camion_electrico camiones_electricos moto_electrica motos_electricas', fr: 'voiture_electrique voitures_electriques vehicule_electrique vehicules_electriques taxi_electrique taxis_electriques camion_electrique camions_electriques poids_lourds_electriques scooter_electrique scooters_electriques' },
  { c: 'heat_pump', en: 'heat_pump heat_pumps heatpump heatpumps electric_heating to_electric_heating', de: 'warmepumpe warmepumpen', es: 'bomba_de_calor bombas_de_calor aerotermia', fr: 'pompe_a_chaleur pompes_a_chaleur' },
  // Heating with wood or pellets: a stove or boiler bought instead of gas or oil.
  { c: 'wood_heating', en: 'heat_with_wood heating_with_wood wood_heating wood_stove wood_stoves wood-burning_stove wood-burning_stoves wood_burner wood_burners log_burner log_burners pellet_stove pellet_stoves pellet_boiler pellet_boilers pellet_heating', de: 'holzheizung holzheizungen holzofen kaminofen kaminofen pelletheizung pelletheizungen pelletofen pelletkessel mit_holz_heizen', es: 'calefaccion_de_lena estufa_de_lena estufas_de_lena estufa_de_pellets estufas_de_pellets caldera_de_biomasa calderas_de_biomasa calentarse_con_lena', fr: 'chauffage_au_bois poele_a_bois poeles_a_bois poele_a_granules poeles_a_granules chaudiere_a_granules se_chauffer_au_bois' },
  { c: 'solar', en: 'solar solar_panels solar_panel rooftop_solar pv photovoltaic photovoltaics balcony_solar balcony_power_plant balcony_power_plants', de: 'solaranlage solaranlagen photovoltaik pv-anlage pv-anlagen solarmodule solardach solar* balkonkraftwerk balkonkraftwerke steckersolargerat steckersolargerate', es: 'paneles_solares placas_solares fotovoltaica solar autoconsumo', fr: 'panneaux_solaires panneau_solaire photovoltaique solaire' },
  { c: 'smartphone', en: 'smartphone smartphones phones phone new_phone mobile_phone mobile_phones cell_phone cellphone', de: 'smartphone smartphones handy handys', es: 'smartphone smartphones movil moviles telefono', fr: 'smartphone smartphones telephone' },
  { c: 'green_tariff', en: 'green_electricity_tariff green_electricity_tariffs green_tariff green_tariffs green_electricity green_energy_tariff green_power renewable_tariff renewable_electricity_tariff 100%_renewable_tariff', de: 'okostrom okostromtarif okostromtarife *okostromtarif gruner_strom', es: 'tarifa_verde tarifas_verdes electricidad_verde energia_verde tarifa_renovable', fr: 'electricite_verte offre_verte offres_vertes tarif_vert energie_verte' },
  { c: 'annual_plan', en: 'annual_billing annual_plan annual_plans yearly_plan yearly_plans yearly_billing annual_subscription annual_subscriptions pay_annually paying_annually pay_yearly paying_yearly annual_payment', de: 'jahresabo jahresabos jahrliche_zahlung jahrliche_abrechnung jahrlich_zahlen jahreszahlung jahrestarif', es: 'plan_anual planes_anuales pago_anual suscripcion_anual facturacion_anual pagar_anualmente', fr: 'abonnement_annuel abonnements_annuels paiement_annuel formule_annuelle facturation_annuelle payer_annuellement offre_annuelle offres_annuelles forfait_annuel' },
  { c: 'paperless', en: 'paperless paperless_billing paperless_bills paperless_statements e-billing ebilling electronic_bills electronic_billing e-bills online_billing e-statements estatements e-invoices e-invoicing electronic_invoicing electronic_invoices', de: 'papierlose_rechnung papierlose_rechnungen online-rechnung online-rechnungen e-rechnung e-rechnungen elektronische_rechnung elektronische_rechnungen', es: 'factura_electronica facturas_electronicas factura_digital facturas_digitales factura_sin_papel', fr: 'facture_electronique factures_electroniques facture_dematerialisee factures_dematerialisees e-facture' },
  { c: 'online_banking', en: 'online_banking mobile_banking internet_banking digital_banking e-banking banking_app banking_apps', de: 'online-banking onlinebanking mobile-banking mobile_banking banking-app internetbanking', es: 'banca_en_linea banca_online banca_movil banca_digital banca_por_internet', fr: 'banque_en_ligne banque_mobile banque_numerique banque_a_distance' },
  { c: 'premium_plan', en: 'paying_subscribers paying_subscriber paying_customers paying_users become_paying_subscribers become_paying_customers pay_for_the_app upgrade_to_premium upgrades_to_premium upgrading_to_premium upgrade_to_a_paid go_premium switch_to_premium premium_plan premium_plans premium_version premium_tier premium_subscription premium_subscriptions paid_plan paid_plans paid_tier paid_subscription paid_subscriptions pro_version pro_plan', de: 'premium-version premium-abo premium-abos bezahlversion bezahlabo bezahlabos', es: 'version_premium plan_premium version_de_pago plan_de_pago suscripcion_de_pago', fr: 'version_premium offre_premium abonnement_premium version_payante abonnement_payant offre_payante' },
  { c: 'app', en: 'app apps platform', de: 'app apps plattform', es: 'app apps aplicacion plataforma', fr: 'app appli application applications plateforme' },
  { c: 'technology', en: 'led_lighting led_street_lighting led_streetlights led_street_lights led_lamps technology technologies telemedicine telehealth teleconsultation teleconsultations video_consultations video_consultation video_visits cycle-to-work cycle-to-work_scheme bike-to-work bike-to-work_scheme district_heating district_heating_network heat_network heat_networks car-sharing car_sharing carsharing car-share car_share car_club car_clubs innovation innovations software tool tools digital_payments card_payments mobile_payments contactless_payments sell_online selling_online sells_online online_shop online_shops online_store online_stores e-commerce ecommerce online_sales online_selling self-checkout self-checkouts self-service_checkouts self-service_tills self-scanning', de: 'led-strassenbeleuchtung led-beleuchtung led-lampen telemedizin videosprechstunde videosprechstunden fernwarme fernwarmenetz fernwarmeanschluss nahwarme nahwarmenetz carsharing car-sharing technologie technologien innovation software onlinehandel online-shop onlineshop mobiles_bezahlen kartenzahlung kartenzahlungen kontaktloses_bezahlen selbstbedienungskassen selbstbedienungskasse sb-kassen sb-kasse', es: 'iluminacion_led alumbrado_led alumbrado_publico_led telemedicina teleconsulta teleconsultas red_de_calor redes_de_calor calefaccion_urbana calefaccion_de_distrito carsharing coche_compartido coches_compartidos tecnologia tecnologias innovacion software herramienta comercio_electronico venta_online vender_online tienda_online pagos_moviles cajas_de_autocobro caja_de_autocobro cajas_de_autopago pagos_con_el_movil pago_con_el_movil pago_movil pagos_con_movil pagos_por_movil pago_movil pagos_con_tarjeta pago_con_tarjeta pagos_digitales pago_sin_contacto', fr: 'eclairage_led eclairage_public_led eclairage_a_led teleconsultation teleconsultations telemedecine reseau_de_chaleur reseaux_de_chaleur chauffage_urbain autopartage voitures_partagees voiture_partagee technologie technologies innovation logiciel outil commerce_en_ligne vente_en_ligne vendre_en_ligne boutique_en_ligne paiement_mobile paiements_mobiles paiement_par_carte paiements_par_carte paiement_sans_contact caisses_automatiques caisse_automatique caisses_libre-service' },
  { c: 'ai', en: 'ai artificial_intelligence genai chatbots', de: 'ki kunstliche_intelligenz', es: 'ia inteligencia_artificial', fr: 'ia intelligence_artificielle' },
  { c: 'ebike', en: 'e-bike e-bikes ebike ebikes electric_bikes electric_bike', de: 'e-bike e-bikes pedelec pedelecs', es: 'bicicleta_electrica bicicletas_electricas', fr: 'velo_electrique velos_electriques' },
  // Farming practices farms convert to: "switch to organic farming", "Ökolandbau", "agricultura ecológica".
  { c: 'farming_practice', en: 'organic_farming organic_agriculture organic precision_farming precision_agriculture no-till cover_crops regenerative_agriculture regenerative_farming agroforestry conservation_tillage drip_irrigation flower_strips wildflower_strips buffer_strips hedgerows', de: 'okolandbau okologischen_landbau okologischer_landbau bio-landbau biolandbau prazisionslandwirtschaft auf_bio tropfbewasserung bluhstreifen bluhflachen zwischenfruchte zwischenfruchtanbau', es: 'agricultura_ecologica agricultura_organica agricultura_de_precision riego_por_goteo ecologico_a lo_ecologico franjas_de_flores margenes_florales cultivos_de_cobertura cubiertas_vegetales', fr: 'agriculture_biologique agriculture_de_precision agroforesterie au_bio en_bio le_bio irrigation_goutte-a-goutte goutte-a-goutte bandes_fleuries couverts_vegetaux' },
  // Buying a home: "how many households buy a home", "Wohneigentum erwerben", "comprar vivienda".
  { c: 'home_purchase', en: 'buy_a_home buys_a_home buying_a_home buy_homes buy_a_house buys_a_house buy_their_first_home home_buying homebuying first-time_buyers homebuyers home_purchases', de: 'wohneigentum_erwerben eigenheim_kaufen wohnung_kaufen haus_kaufen immobilienkauf', es: 'comprar_vivienda comprar_una_vivienda compran_vivienda comprar_una_casa', fr: 'acheter_un_logement achat_immobilier acheter_une_maison accession_a_la_propriete' },
  { c: 'seeds', en: 'seeds seed varieties', de: 'saatgut sorten', es: 'semillas', fr: 'semences' },
  { c: 'insulation', en: 'insulation insulate insulates insulating insulated retrofit retrofits renovation', de: 'dammung sanierung dammen gedammt dammt sanieren saniert energetische_sanierung', es: 'aislamiento rehabilitacion aislar aislaran aislara aislan aislen rehabilitaran', fr: 'isolation renovation isoler isoleront isolera isolent isolaient renoveront renovation_energetique maprimerenov' },
  { c: 'smart_meter', en: 'smart_meter smart_meters smart_thermostat smart_thermostats', de: 'smart_meter stromzahler smartes_thermostat smarte_thermostate intelligentes_thermostat intelligente_thermostate', es: 'contador_inteligente contadores_inteligentes termostato_inteligente termostatos_inteligentes', fr: 'compteur_intelligent compteurs_intelligents linky thermostat_connecte thermostats_connectes thermostat_intelligent thermostats_intelligents' },
  { c: 'broadband', en: 'broadband fibre fiber', de: 'glasfaser breitband glasfaser* breitband*', es: 'fibra banda_ancha', fr: 'fibre haut_debit' },
  { c: 'cars', en: 'car cars vehicle vehicles', de: 'auto autos fahrzeug fahrzeuge pkw wagen', es: 'coche coches vehiculo vehiculos auto autos carro carros', fr: 'voiture voitures vehicule vehicules' },
  { c: 'heating', en: 'heating boiler boilers furnace', de: 'heizung heizungen gasheizung olheizung', es: 'calefaccion caldera calderas', fr: 'chauffage chaudiere chaudieres' },
  // epidemic
  { c: 'epidemic', en: 'epidemic epidemics pandemic outbreak outbreaks wave', de: 'epidemie pandemie ausbruch welle', es: 'epidemia pandemia brote oleada ola', fr: 'epidemie pandemie flambee vague' },
  { c: 'flu', en: 'flu influenza against_flu against_the_flu against_influenza', de: 'grippe influenza grippewelle grippevirus grippeviren grippeerreger gegen_grippe gegen_die_grippe gegen_influenza', es: 'gripe influenza contra_la_gripe contra_gripe', fr: 'grippe contre_la_grippe contre_grippe' },
  { c: 'pandemic', en: 'new_strain novel_strain new_variant', de: 'neue_variante neuer_stamm', es: 'nueva_cepa nueva_variante', fr: 'nouvelle_souche nouveau_variant' },
  { c: 'pandemic_flu', en: 'pandemic_flu pandemic_influenza new_flu new_flu_strain novel_flu new_influenza novel_influenza swine_flu bird_flu avian_flu', de: 'pandemische_grippe grippepandemie neue_grippe neuer_grippestamm neuen_grippe vogelgrippe schweinegrippe', es: 'gripe_pandemica pandemia_de_gripe nueva_gripe gripe_aviar gripe_porcina', fr: 'grippe_pandemique pandemie_de_grippe nouvelle_grippe grippe_aviaire grippe_porcine' },
  { c: 'measles', en: 'measles against_measles', de: 'masern gegen_masern', es: 'sarampion contra_el_sarampion', fr: 'rougeole contre_la_rougeole' },
  { c: 'covid', en: 'covid covid-19 coronavirus sars-cov-2 corona against_covid against_covid-19', de: 'covid covid-19 corona coronavirus gegen_corona gegen_covid gegen_covid-19', es: 'covid covid-19 coronavirus contra_el_covid contra_la_covid contra_el_covid-19', fr: 'covid covid-19 coronavirus contre_le_covid contre_la_covid contre_le_covid-19' },
  { c: 'norovirus', en: 'norovirus stomach_bug gastroenteritis', de: 'norovirus noroviren magen-darm', es: 'norovirus gastroenteritis', fr: 'norovirus gastro-enterite gastro' },
  { c: 'virus', en: 'virus viruses pathogen', de: 'virus viren erreger', es: 'virus patogeno', fr: 'virus pathogene' },
  // "l'Assurance maladie rembourse", "die Krankenkasse zahlt": who pays for care, not a disease.
  { c: 'health_insurer', en: 'health_insurance health_insurer health_insurers health_insurance_fund sickness_fund medicare medicaid', de: 'krankenkasse krankenkassen krankenversicherung krankenversicherungen gesetzliche_krankenversicherung', es: 'seguro_de_enfermedad seguro_medico seguridad_social sistema_de_salud', fr: 'assurance_maladie assurance-maladie securite_sociale la_secu mutuelle mutuelles' },
  // "a new variant is 30% more transmissible": how easily it spreads, a lever of the epidemic.
  { c: 'transmissible', en: 'transmissible contagious', de: 'ansteckender ansteckend ubertragbarer ubertragbar', es: 'contagiosa contagioso contagiosas transmisible', fr: 'contagieux contagieuse transmissible' },
  { c: 'disease', en: 'disease diseases illness illnesses infection infections', de: 'krankheit krankheiten infektion infektionen', es: 'enfermedad enfermedades infeccion infecciones', fr: 'maladie maladies infection infections' },
  { c: 'infect', en: 'infect infects infected infecting infectious contagious transmission catch', de: 'infizieren infiziert infizierte anstecken ansteckung angesteckt ansteckend infizier* ansteck*', es: 'infectar infecta infectados contagiar contagio contagiados contagiosa infect* contagi*', fr: 'infecter infecte infectes contaminer contamines contagion contagieux infect* contamin*' },
  { c: 'ill', en: 'ill sick fall_ill falls_ill get_sick', de: 'krank erkranken erkrankt erkrankte erkrankten erkrank*', es: 'enfermos enferman enfermar enferma enferm*', fr: 'malade malades tomber_malade tombent_malades tomberont_malades' },
  { c: 'cases', en: 'cases', de: 'falle fallen', es: 'casos', fr: 'cas' },
  { c: 'hospital', en: 'hospital hospitalised hospitalized hospitalisation hospitalization icu', de: 'krankenhaus klinik', es: 'hospital hospitalizados hospitalizacion', fr: 'hopital hospitalises hospitalisation' },
  { c: 'quarantine', en: 'quarantine isolation isolate', de: 'quarantane isolation', es: 'cuarentena aislamiento', fr: 'quarantaine isolement' },
  // churn and switching
  { c: 'churn', en: 'churn churns churning attrition_rate', de: 'abwanderung churn', es: 'abandono_de_clientes churn', fr: 'attrition churn desabonnement' },
  { c: 'cancel', en: 'cancel cancels cancelled canceled cancelling cancellation cancellations unsubscribe lapse', de: 'kundigen kundigt gekundigt kundigung kundigungen abbestellen kundig*', es: 'cancelar cancelan cancelacion darse_de_baja se_dan_de_baja se_daran_de_baja se_da_de_baja se_dara_de_baja dan_de_baja daran_de_baja dar_de_baja se_dieron_de_baja bajas cancel*', fr: 'resilier resilient resiliation resiliations desabonner resili*' },
  { c: 'subscription', en: 'subscription subscriptions membership memberships contract contracts plan', de: 'abo abos abonnement mitgliedschaft vertrag vertrage', es: 'suscripcion suscripciones membresia contrato contratos', fr: 'abonnement abonnements adhesion contrat contrats' },
  { c: 'switch', en: 'switch switches switching switched change_provider change_supplier', de: 'wechseln wechsel wechselt umsteigen umstieg', es: 'cambiar cambian cambio cambiarse cambiar*', fr: 'changer changent changement chang* passer_a passeront_a passent_a passera_a' },
  { c: 'provider', en: 'provider providers supplier suppliers operator operators insurer insurers carrier carriers bank_account phone_contract phone_contracts phone_plan phone_plans mobile_contract mobile_contracts mobile_plan phone_bill', de: 'anbieter versorger betreiber versicherer', es: 'proveedor proveedores operador operadores compania aseguradora', fr: 'fournisseur fournisseurs operateur operateurs assureur' },
  { c: 'retention', en: 'retention retain loyalty', de: 'bindung kundenbindung treue', es: 'retencion fidelidad', fr: 'retention fidelite fidelisation' },
  { c: 'streaming', en: 'streaming gym telecom broadband_service mobile_plan', de: 'streaming fitnessstudio mobilfunk', es: 'streaming gimnasio telefonia', fr: 'streaming salle_de_sport telephonie' },
  // opinion and voting
  // Where people vote: its opening hours are a lever of turnout ("if polling stations stay open longer").
  { c: 'polling_station', en: 'polling_station polling_stations polling_place polling_places the_polls', de: 'wahllokal wahllokale wahllokalen', es: 'colegio_electoral colegios_electorales mesa_electoral mesas_electorales', fr: 'bureau_de_vote bureaux_de_vote' },
  { c: 'vote', en: 'vote votes voting voted ballot', de: 'wahlen wahlt stimme stimmen abstimmen abstimmung', es: 'votar vota votan voto votos vot*', fr: 'voter votent vote votes scrutin vot*' },
  { c: 'election', en: 'election elections referendum plebiscite runoff', de: 'wahl volksabstimmung referendum stichwahl bundestagswahl landtagswahl kommunalwahl europawahl gemeinderatswahl stadtratswahl burgermeisterwahl oberburgermeisterwahl vorwahl vorwahlen', es: 'eleccion elecciones referendum comicios', fr: 'election elections referendum scrutin' },
  { c: 'candidate', en: 'candidate candidates party parties incumbent challenger', de: 'kandidat kandidatin kandidaten partei parteien amtsinhaber', es: 'candidato candidata candidatos partido partidos', fr: 'candidat candidate candidats parti partis' },
  // "trust in the government", "Vertrauen in die Regierung": how far people stand behind it.
  { c: 'support', en: 'support supports supporting favour favor approve approval backing trust_in confidence_in', de: 'unterstutzen unterstutzt unterstutzung zustimmung befurworten befurworter unterstutz* vertrauen_in vertrauen_zur vertrauen_zum', es: 'apoyo apoyan apoya apoyar aprobacion favor apoy* confianza_en confianza_de', fr: 'soutien soutiennent soutenir approbation favorables soutien* soutiendr* confiance_dans confiance_en confiance_envers' },
  { c: 'opinion', en: 'opinion opinions attitude attitudes sentiment polarisation polarization', de: 'meinung meinungen einstellung stimmung polarisierung', es: 'opinion opiniones actitud polarizacion', fr: 'opinion opinions attitude polarisation' },
  { c: 'poll', en: 'poll polls polling survey', de: 'umfrage umfragen', es: 'encuesta encuestas sondeo', fr: 'sondage sondages' },
  { c: 'win', en: 'win wins winning won lose majority', de: 'gewinnen gewinnt sieg mehrheit', es: 'ganar gana ganara mayoria', fr: 'gagner gagne gagnera majorite' },
  // information
  { c: 'rumour', en: 'rumour rumours rumor rumors hoax hoaxes', de: 'geruecht geruchte geruchte geruecht geruchts gerucht', es: 'rumor rumores bulo bulos', fr: 'rumeur rumeurs canular' },
  { c: 'misinformation', en: 'misinformation disinformation fake_news falsehood falsehoods conspiracy conspiracy_theory propaganda', de: 'falschinformation falschinformationen desinformation fake_news falschmeldung falschmeldungen verschworungstheorie', es: 'desinformacion noticias_falsas bulo informacion_falsa conspiracion', fr: 'desinformation fausses_nouvelles infox fake_news complot' },
  { c: 'post', en: 'post posts sharing shared retweet retweets repost reposts', de: 'posten beitrag beitrage teilen teilt geteilt', es: 'publicar publicacion compartir comparten compartido compart* public*', fr: 'publier publication partager partagent partage partag* publi*' },
  { c: 'social_media', en: 'social_media social_network social_networks twitter facebook tiktok', de: 'soziale_medien sozialen_medien soziale_netzwerke', es: 'redes_sociales red_social', fr: 'reseaux_sociaux reseau_social' },
  { c: 'viral', en: 'viral go_viral goes_viral', de: 'viral', es: 'viral', fr: 'viral virale' },
  { c: 'believe', en: 'believe believes believing', de: 'glauben glaubt', es: 'creer creen cree', fr: 'croire croient croit' },
  // labour
  { c: 'job', en: 'job jobs position positions', de: 'job jobs arbeitsplatz arbeitsplatze stelle stellen', es: 'empleo empleos puesto puestos trabajo trabajos', fr: 'emploi emplois poste postes' },
  { c: 'unemployment', en: 'unemployment unemployed jobless', de: 'arbeitslosigkeit arbeitslos arbeitslosenquote arbeitslos*', es: 'desempleo paro desempleados', fr: 'chomage chomeurs' },
  { c: 'employment', en: 'employment employed reemployment re-employment', de: 'beschaftigung beschaftigt', es: 'empleo ocupacion', fr: 'emploi' },
  { c: 'layoff', en: 'layoff layoffs lay_off laid_off displaced displacement redundancies lose_their_jobs lose_their_job lost_their_jobs losing_their_jobs job_losses', de: 'entlassung entlassungen entlassen verlieren_ihren_job verlieren_ihre_stelle verlieren_ihren_arbeitsplatz', es: 'despido despidos despedir perderan_su_empleo perderan_su_trabajo perder_su_empleo', fr: 'licenciement licenciements licencier perdront_leur_emploi perdre_leur_emploi' },
  { c: 'labour_market', en: 'labour_market labor_market workforce', de: 'arbeitsmarkt', es: 'mercado_laboral', fr: 'marche_du_travail' },
  // housing
  { c: 'housing', en: 'housing real_estate property apartment apartments flats', de: 'wohnen wohnungsmarkt immobilien wohnraum', es: 'vivienda inmobiliario pisos', fr: 'logement immobilier appartements' },
  { c: 'move', en: 'move moves moving relocate relocation leave_the_city move_out moves_out', de: 'umziehen umzug wegziehen ziehen_weg', es: 'mudarse mudanza se_mudan trasladarse mudar* mudan*', fr: 'demenager demenagent demenagement demenag*' },
  { c: 'evict', en: 'evict evicted eviction evictions displaced_tenants', de: 'raumung raumungen verdrangung verdrangt', es: 'desahucio desahucios desalojo desalojos', fr: 'expulsion expulsions expulses' },
  { c: 'afford', en: 'afford affordability affordable burden', de: 'leistbar bezahlbar belastung', es: 'asequible asequibilidad', fr: 'abordable abordabilite' },
  // bank runs
  { c: 'bank_run', en: 'bank_run bank_runs run_on_the_bank run_on_a_bank run_on_banks', de: 'bankrun bank-run ansturm_auf_die_bank ansturm_auf_die_banken bankenpanik', es: 'corrida_bancaria panico_bancario corrida', fr: 'panique_bancaire ruee_bancaire' },
  { c: 'bank', en: 'bank savings_bank credit_union', de: 'bank sparkasse volksbank raiffeisenbank', es: 'banco caja_de_ahorros', fr: 'banque caisse_d\'epargne' },
  { c: 'withdraw', en: 'withdraw withdraws withdrawing withdrawal withdrawals pull_out pull_their_money', de: 'abheben abhebung abhebungen abziehen abgezogen abheb* heben hebt', es: 'retirar retiran retirada retiros sacar sacan retir*', fr: 'retirer retirent retrait retraits retir*' },
  { c: 'deposits', en: 'deposit deposits savings', de: 'einlagen guthaben ersparnisse pfand', es: 'depositos ahorros', fr: 'depots epargne' },
  { c: 'panic', en: 'panic panics fear confidence contagion_of_fear', de: 'panik angst vertrauen', es: 'panico miedo confianza', fr: 'panique peur confiance' },
  { c: 'insolvency', en: 'insolvency insolvent liquidity fail failure collapse_of_the_bank', de: 'insolvenz pleite liquiditat zahlungsunfahig* insolven*', es: 'insolvencia quiebra liquidez', fr: 'insolvabilite faillite liquidite' },
  // Staying in business: "how many restaurants survive the first year".
  { c: 'survive', en: 'survive survives surviving survival stay_open stays_open remain_open remains_open still_open stay_in_business be_left still_be_operating still_operating still_in_business be_in_business', de: 'uberleben uberlebt uberleben_werden ubrig_bleiben noch_am_markt', es: 'sobrevivir sobreviven sobreviviran quedaran seguiran_operando', fr: 'survivre survivent survivront resteront subsisteront' },
  // A business closing for good ("go out of business", "pleitegehen", "faire faillite"), not a bank's insolvency.
  { c: 'bankrupt', en: 'bankrupt bankruptcy bankruptcies go_bankrupt goes_bankrupt went_bankrupt go_under goes_under went_under out_of_business go_out_of_business goes_out_of_business went_out_of_business close_down closes_down closed_down shut_down shuts_down close_for_good business_closures business_failures', de: 'bankrott konkurs konkurse geschaftsaufgabe geschaftsaufgaben dichtmachen machen_dicht pleitegehen gehen_pleite', es: 'bancarrota quebrar quiebran quebraran cierre_definitivo cerrar_definitivamente cierran_definitivamente', fr: 'faillites faire_faillite font_faillite depot_de_bilan fermeture_definitive fermer_definitivement ferment_definitivement' },
  // investors
  { c: 'market', en: 'market markets stock stocks equities portfolio portfolios fund funds bonds crypto index', de: 'markt markte borse aktien aktienmarkt portfolio fonds anleihen borse* aktien*', es: 'mercado mercados bolsa acciones cartera fondos bonos', fr: 'marche marches bourse actions portefeuille fonds obligations' },
  { c: 'rival', en: 'rival rivals competitor competitors competing_operator competing_provider other_operators another_operator another_provider the_competition discounter discounters large_supermarket big_supermarket big-box_store big_box_store big-box_stores superstore hypermarket shopping_mall shopping_centre shopping_center mall out-of-town_mall retail_park', de: 'konkurrent konkurrenten konkurrenz wettbewerber mitbewerber grosser_supermarkt grossmarkt einkaufszentrum', es: 'competidor competidores rival rivales competencia gran_supermercado hipermercado centro_comercial', fr: 'concurrent concurrents rival rivaux concurrence grand_supermarche hypermarche grande_surface centre_commercial' },
  { c: 'dining', en: 'restaurant restaurants restaurant_visits restaurant_meals dining eating_out eat_out meals_out cafe cafes takeaway takeaways bakeries', de: 'restaurant* gastronomie essen_gehen gaststatte gaststatten backereien konditoreien', es: 'restaurante restaurantes comer_fuera panaderias', fr: 'restaurant restaurants restauration boulangeries patisseries' },
  { c: 'food', en: 'food groceries grocery foodstuffs staples basic_foods milk bread eggs butter cheese vegetables fruit', de: 'lebensmittel nahrungsmittel grundnahrungsmittel milch brot eier butter kase gemuse obst', es: 'alimentos alimentacion comida canasta_basica leche pan huevos mantequilla queso verduras fruta', fr: 'alimentation alimentaire alimentaires denrees courses lait pain oeufs beurre fromage legumes fruits' },
  { c: 'spending', en: 'spending spend spends expenditure expenditures budget budgets consumption consume consumes bills', de: 'ausgaben ausgeben konsum verbrauch', es: 'gasto gastos gastan consumo consumen', fr: 'depenses depense depensent consommation consomment' },
  { c: 'default', en: 'default defaults defaulting defaulted arrears foreclosure foreclosures foreclosed repossession repossessions repossessed miss_payments missed_payments miss_a_payment fall_behind delinquency delinquent', de: 'zahlungsausfall zahlungsausfalle zahlungsverzug zwangsversteigerung zwangsversteigerungen ausfall', es: 'impago impagos morosidad moroso morosos ejecucion_hipotecaria desahucio desahucios', fr: 'defaut_de_paiement defauts_de_paiement impayes impaye saisie saisies' },
  { c: 'refinance', en: 'refinance refinances refinancing remortgage remortgages remortgaging', de: 'umschulden umschuldung anschlussfinanzierung', es: 'refinanciar refinancian refinanciacion', fr: 'refinancer refinancement renegocier' },
  { c: 'sell', en: 'sell sells selling sold', de: 'verkaufen verkauft verkauf verkauf*', es: 'vender venden venta vend*', fr: 'vendre vendent vente vendr* vendent vendront' },
  { c: 'invest', en: 'invest invests investing invested investment', de: 'investieren investiert investition anlegen investier*', es: 'invertir invierten inversion invert* invier*', fr: 'investir investissent investissement investi*' },
  // commons
  { c: 'fishery', en: 'fishery fisheries fishing overfishing overfish overfished overfishes fish_stock fish_stocks', de: 'fischerei uberfischung fischfang fischgrunde', es: 'pesqueria pesquerias pesca sobrepesca caladero', fr: 'pecherie peche surpeche' },
  { c: 'fish', en: 'fish cod tuna herring', de: 'fisch fische fischbestand fischbestande kabeljau dorsch hering', es: 'peces pescado bacalao atun', fr: 'poisson poissons morue thon hareng' },
  { c: 'stock', en: 'stock_of_fish fish_stock fish_stocks biomass', de: 'bestand bestande biomasse', es: 'poblacion_de_peces biomasa stock', fr: 'stock stocks biomasse' },
  { c: 'catch', en: 'catch catches landings harvest harvests', de: 'fang fange fangen fangmenge', es: 'captura capturas pescar', fr: 'capture captures prises pecher' },
  { c: 'commons', en: 'commons common_pool common_resource pasture pastures grazing', de: 'allmende weide weiden', es: 'bien_comun pastos pastoreo', fr: 'biens_communs paturage paturages' },
  // Resources of their own kind: an aquifer is recharged rather than regrown; a forest regrows over decades.
  { c: 'groundwater', en: 'groundwater aquifer aquifers water_table wells', de: 'grundwasser grundwasserspiegel grundwasserleiter grundwasserstand grundwasservorrat', es: 'acuifero acuiferos agua_subterranea aguas_subterraneas nivel_freatico', fr: 'nappe_phreatique nappes_phreatiques nappe nappes eaux_souterraines' },
  { c: 'forest', en: 'forest forests woodland woodlands timber_stock', de: 'wald walder forst forste waldbestand', es: 'bosque bosques monte masa_forestal', fr: 'foret forets massif_forestier' },
  // Taking from such a resource: water pumped for irrigation, timber felled.
  { c: 'abstraction', en: 'irrigation pumping abstraction water_withdrawals withdrawals_of_water logging felling timber_harvest clear-cutting', de: 'bewasserung grundwasserentnahme wasserentnahme entnahme entnahmen abholzung holzeinschlag einschlag rodung', es: 'riego extraccion extracciones bombeo tala talas', fr: 'irrigation prelevements prelevement pompage abattage coupes deforestation' },
  { c: 'collapse', en: 'collapse collapses collapsed depleted depletion extinction deplete depletes', de: 'zusammenbruch kollaps kollabiert erschopft erschopfen leerfischen', es: 'colapso colapsa agotamiento agotar agotaran', fr: 'effondrement effondre epuisement epuiser epuiseront' },
  // abatement
  { c: 'emissions', en: 'emissions emission pollution emit emitting greenhouse', de: 'emissionen emission ausstoss treibhausgase', es: 'emisiones emision contaminacion', fr: 'emissions emission pollution' },
  { c: 'abate', en: 'abate abatement decarbonise decarbonize decarbonisation decarbonization clean_up cleaner', de: 'minderung dekarbonisierung vermeidung', es: 'descarbonizar descarbonizacion abatimiento', fr: 'decarboner decarbonation abattement' },
  { c: 'tonne', en: 'tonne tonnes ton tons t', de: 'tonne tonnen', es: 'tonelada toneladas', fr: 'tonne tonnes' },
  // transport
  { c: 'commute', en: 'commute commutes commuting', de: 'pendeln pendelt arbeitsweg zur_arbeit zur_arbeit_fahren fahren_zur_arbeit', es: 'desplazamiento desplazamientos trayecto ir_al_trabajo ir_a_trabajar para_ir_al_trabajo', fr: 'trajet trajets domicile-travail aller_au_travail pour_aller_au_travail' },
  { c: 'transit', en: 'public_transport public_transit transit bus buses train trains metro subway tram trams rail ridership', de: 'offentliche_verkehrsmittel opnv nahverkehr bus busse bahn zug zuge u-bahn s-bahn strassenbahn', es: 'transporte_publico autobus autobuses tren trenes metro tranvia', fr: 'transports_en_commun transport_public bus train trains metro tramway' },
  { c: 'cycling', en: 'cycling cycle bike bikes bicycle bicycles', de: 'radfahren fahrrad fahrrader rad radverkehr', es: 'bicicleta bicicletas ciclismo bici', fr: 'velo velos cyclisme' },
  // A driving licence is a thing people get, not a way they travel ("se sacarán el carné de conducir").
  { c: 'licence', en: 'driving_licence driving_license drivers_licence drivers_license driver\'s_licence driver\'s_license', de: 'fuhrerschein fuhrerscheine', es: 'carne_de_conducir carnet_de_conducir permiso_de_conducir', fr: 'permis_de_conduire' },
  { c: 'driving', en: 'driving drive drives car_use give_up_their_cars give_up_their_car give_up_the_car ditch_their_cars', de: 'autofahren fahren autoverkehr mit_dem_auto auf_das_auto_verzichten', es: 'conducir conducen en_coche usar_el_coche uso_del_coche dejaran_el_coche dejar_el_coche abandonaran_el_coche', fr: 'conduire conduisent en_voiture prendre_la_voiture utiliser_la_voiture abandonneront_la_voiture abandonner_la_voiture laisseront_la_voiture' },
  { c: 'traffic', en: 'traffic congestion', de: 'verkehr stau staus', es: 'trafico atasco atascos congestion', fr: 'trafic embouteillages congestion' },
  { c: 'mode', en: 'mode modes mode_share modal', de: 'verkehrsmittel modal_split', es: 'modo medio_de_transporte', fr: 'mode part_modale' },
  // participation
  { c: 'enrol', en: 'enrol enrols enroll enrolls enrolled enrolment enrollment enrolments register registration sign_up signs_up', de: 'einschreiben einschreibung eingeschrieben anmelden anmeldung einschreib* angemeldet', es: 'matricularse matricula matriculados inscribirse inscripcion inscritos matricul* inscrib*', fr: 'inscrire inscription inscrits s\'inscrire inscri*' },
  { c: 'automatic', en: 'automatic automatically auto-enrolment auto-enrollment automatic_enrolment automatic_enrollment opt-out default_enrolment', de: 'automatisch automatische automatischen', es: 'automatica automatico automaticamente', fr: 'automatique automatiquement' },
  { c: 'attend', en: 'attend attends attending attendance absenteeism absent truancy truant skip_school skipping_school appointment appointments no-show no-shows no_shows missed_appointments go_to_school goes_to_school going_to_school come_to_school', de: 'anwesenheit besuch besuchen teilnehmen teilnahme fehlzeiten termin termine arzttermin* nichterscheinen zur_schule zur_schule_gehen gehen_zur_schule geht_zur_schule schwanzen', es: 'asistencia asistir asisten ausentismo absentismo cita citas asistiran asistira ir_a_la_escuela iran_a_la_escuela van_a_la_escuela', fr: 'assiduite presence frequentation absenteisme assister rendez-vous ira_a_l_ecole iront_a_l_ecole aller_a_l_ecole vont_a_l_ecole absents absences' },
  { c: 'programme', en: 'programme programmes program programs scheme schemes course courses class classes benefit benefits challenge challenges walking_challenge step_challenge', de: 'programm programme kurs kurse leistung leistungen challenge wettbewerb schrittwettbewerb', es: 'programa programas curso cursos prestacion prestaciones reto retos desafio', fr: 'programme programmes cours dispositif prestation prestations defi defis challenge' },
  // "blood pressure pills": a medicine, not pressure at work.
  { c: 'medication', en: 'blood_pressure blood-pressure medication medications medicines pills tablets prescriptions statins antidepressants antihypertensives', de: 'blutdruck blutdrucksenker medikamente medikament tabletten statine', es: 'presion_arterial medicacion medicamentos pastillas estatinas', fr: 'tension_arterielle medicaments medicament comprimes statines' },
  { c: 'dropout', en: 'dropout dropouts drop_out drops_out dropping_out', de: 'abbruch abbrechen schulabbruch studienabbruch brechen_ihr_studium_ab brechen_das_studium_ab brechen_ihre_ausbildung_ab brechen_die_schule_ab', es: 'abandono abandonan abandonar desercion abandon*', fr: 'decrochage abandon abandonnent abandonn* decroch*' },
  { c: 'participate', en: 'participate participates participation participating take_part take_part_in', de: 'teilnehmen beitreten mitmachen teilnahme nehmen_teil nimmt_teil', es: 'participar participan participaran participara participacion unirse', fr: 'participer participent participeront participera participation rejoindre' },
  // attrition
  { c: 'leave', en: 'leave leaves leaving left quit quits retire_early retires_early take_early_retirement quitting resign resigns resignation resignations exit exits', de: 'in_fruhrente vorzeitig_in_rente in_den_vorruhestand verlassen verlasst kundigen kundigt aufhoren hort_auf ausscheiden ausstieg austreten treten_aus tritt_aus ausgetreten austritt austritte verlass*', es: 'jubilaran_anticipadamente se_jubilaran_anticipadamente jubilarse_anticipadamente prejubilarse dejar dejan dejara dejaran dejarán renunciar renuncian renuncia marcharse irse darse_de_baja se_daran_de_baja se_dan_de_baja abandonan_la_profesion renunci*', fr: 'partiront_en_retraite_anticipee partir_en_retraite_anticipee prendront_une_retraite_anticipee quitter quittent quitteront demissionner demissionnent demission partir partent quitt* demission*' },
  { c: 'turnover', en: 'turnover attrition', de: 'fluktuation', es: 'rotacion', fr: 'rotation turnover' },
  { c: 'burnout', en: 'burnout burn-out exhaustion stress', de: 'burnout erschopfung stress', es: 'agotamiento estres', fr: 'epuisement stress' },
  { c: 'shortage', en: 'shortage shortages vacancies', de: 'mangel fachkraftemangel pflegenotstand', es: 'escasez falta', fr: 'penurie manque' },
  // health behaviour
  { c: 'smoking', en: 'smoking smoke cigarettes cigarette tobacco vaping vape', de: 'rauchen raucht zigaretten zigarette tabak dampfen tabak*', es: 'fumar fuman tabaco cigarrillos cigarrillo vapear fum*', fr: 'fumer fument tabac cigarettes cigarette vapoter fum*' },
  { c: 'alcohol', en: 'alcohol drinking binge', de: 'alkohol trinken', es: 'alcohol beber', fr: 'alcool boire' },
  { c: 'exercise', en: 'exercise exercising physical_activity fitness walking diet healthy_eating obesity', de: 'sport bewegung ernahrung ubergewicht', es: 'ejercicio actividad_fisica dieta obesidad', fr: 'exercice activite_physique alimentation obesite' },
  { c: 'habit', en: 'habit habits behaviour behavior lifestyle', de: 'gewohnheit gewohnheiten verhalten lebensstil', es: 'habito habitos comportamiento', fr: 'habitude habitudes comportement' },
  // behaviours the generic model takes as they are
  { c: 'join', en: 'join joins joining become_members sign_up_for', de: 'beitreten beitritt treten_bei', es: 'unirse unira uniran afiliarse afiliaran apuntarse apuntara apuntaran se_apuntara se_apuntaran inscribirse se_inscribira se_inscribiran', fr: 'rejoindre rejoindront adherer adhereront s_inscrire s_inscriront inscrire' },
  // Reusables: "bring their own bags", "reusable cups" (the other side of single-use items).
  { c: 'reusable', en: 'reusable reusables reusable_bags reusable_bag reusable_cups reusable_cup own_bags own_bag own_cup own_cups bring_their_own', de: 'mehrweg mehrwegbecher mehrwegtaschen stoffbeutel', es: 'reutilizable reutilizables bolsas_reutilizables', fr: 'reutilisable reutilisables sacs_reutilisables gobelets_reutilisables' },
  // Single-use items: "plastic bags", "Plastiktüten", "bolsas de plástico", "gobelets jetables".
  { c: 'single_use', en: 'plastic_bag plastic_bags carrier_bag carrier_bags shopping_bag shopping_bags single-use_bags single-use_bag single-use single_use disposable_cup disposable_cups coffee_cups disposable_coffee_cups plastic_cups', de: 'plastiktute plastiktuten tragetasche tragetaschen einwegtute einwegtuten einwegbecher kaffeebecher plastiktaschen', es: 'bolsa_de_plastico bolsas_de_plastico bolsas_plasticas vasos_desechables vaso_desechable', fr: 'sac_plastique sacs_plastique sacs_en_plastique sac_en_plastique gobelets_jetables gobelet_jetable' },
  // Sugary drinks, the target of sugar taxes.
  { c: 'soft_drinks', en: 'soft_drinks soft_drink sugary_drinks sugary_drink sugar-sweetened_beverages soda sodas fizzy_drinks', de: 'softdrinks limonade limonaden zuckerhaltige_getranke susse_getranke', es: 'refrescos bebidas_azucaradas', fr: 'sodas boissons_sucrees' },
  // How much energy households use: "cut their energy use", "Stromverbrauch", "consumo de energía".
  { c: 'water_use', en: 'water_use water_consumption water_usage water_demand save_water saves_water saving_water use_less_water', de: 'wasserverbrauch wasser_sparen sparen_wasser', es: 'consumo_de_agua ahorrar_agua ahorran_agua ahorraran_agua', fr: "consommation_d_eau consommation_d_eau_potable economiser_l'eau economiser_de_l'eau economiseront_l'eau" },
  { c: 'energy_use', en: 'energy_use energy_consumption save_energy saves_energy saving_energy use_less_energy electricity_use electricity_consumption power_use power_consumption energy_demand electricity_demand gas_use gas_consumption heating_use', de: 'energieverbrauch stromverbrauch gasverbrauch heizverbrauch strom_sparen sparen_strom spart_strom energie_sparen sparen_energie spart_energie', es: 'consumo_de_energia consumo_electrico consumo_de_electricidad consumo_de_gas ahorrar_electricidad ahorraran_electricidad ahorrar_energia ahorraran_energia ahorrar_luz', fr: 'consommation_d_energie consommation_electrique consommation_d_electricite consommation_de_gaz economiser_l_electricite economiseront_de_l_electricite economiser_de_l_energie economiseront_de_l_energie' },
  { c: 'recycle', en: 'recycle recycles recycling sort_their_waste sort_their_food_waste separate_their_waste separate_their_food_waste sort_food_waste compost composting food_waste_bin food_waste_bins', de: 'recyceln recycelt recycling recyclingquote recyclingquoten recyclingrate mulltrennung abfalltrennung trennen_ihren_mull mull_trennen biomull biotonne kompostieren', es: 'reciclar reciclaje reciclan reciclaran reciclara reciclen reciclarian separan_la_basura separar_la_basura separacion_de_residuos compostar compostaje separaran_los_residuos separar_los_residuos residuos_organicos', fr: 'recycler recyclage recyclent recycleront recyclera trient_leurs_dechets tri_des_dechets trier_les_dechets trieront_leurs_dechets biodechets composter compostage' },
  { c: 'donate', en: 'donate donates donating volunteer volunteers volunteering', de: 'spenden spendet ehrenamt', es: 'donar donan voluntariado', fr: 'donner donnent benevolat' },
  // places (for "a city of 50,000")
  { c: 'place', en: 'city town village region country district municipality community island state nation', de: 'stadt kleinstadt dorf region land gemeinde kreis landkreis insel', es: 'ciudad pueblo aldea region pais municipio comunidad isla', fr: 'ville village region pays commune communaute ile' },
  // refusal cues
  { c: 'weather', en: 'weather forecast rain temperature sunny', de: 'wetter wettervorhersage regen temperatur', es: 'clima lluvia pronostico', fr: 'meteo pluie temperature' },
  { c: 'greeting', en: 'hello hi hey thanks thank', de: 'hallo guten_tag danke', es: 'hola gracias buenos_dias', fr: 'bonjour salut merci' },
];

// Other words that carry meaning in phrases the rules look for.
const MISC: Entry[] = [
  { c: 'home', en: 'home', de: 'zuhause', es: 'casa', fr: 'maison' },
  { c: 'money', en: 'money cash', de: 'geld', es: 'dinero', fr: 'argent' },
  { c: 'goods', en: 'goods', de: 'waren', es: 'bienes', fr: 'biens' },
  { c: 'new', en: 'new', de: 'neue neuen neu', es: 'nuevo nuevos nueva nuevas', fr: 'nouveau nouveaux nouvelle nouvelles' },
  { c: 'half_word', en: 'half', de: 'halfte', es: 'mitad', fr: 'moitie' },
  { c: 'rate', en: 'rate rates', de: 'rate quote', es: 'tasa indice', fr: 'taux' },
  { c: 'level', en: 'level levels', de: 'niveau stand', es: 'nivel', fr: 'niveau' },
  { c: 'still_open', en: 'open_schools', de: 'offene_schulen', es: 'escuelas_abiertas', fr: 'ecoles_ouvertes' },
];

export const ENTRIES: Entry[] = [...GRAMMAR, ...TIME, ...CHANGE, ...LEVERS, ...POPULATIONS, ...TOPICS, ...MISC];

export interface LanguageIndex {
  exact: Map<string, string>;
  /** Phrases keyed by their first word, longest first. */
  phrases: Map<string, Array<{ words: string[]; c: string }>>;
  prefixes: Array<{ stem: string; c: string }>;
  suffixes: Array<{ tail: string; c: string }>;
}

function buildIndex(lang: Language): LanguageIndex {
  const idx: LanguageIndex = { exact: new Map(), phrases: new Map(), prefixes: [], suffixes: [] };
  for (const e of ENTRIES) {
    const forms = e[lang];
    if (!forms) continue;
    for (const form of forms.split(/\s+/).filter(Boolean)) {
      if (form.includes('_')) {
        const words = form.split('_').filter(Boolean);
        const list = idx.phrases.get(words[0]) ?? [];
        list.push({ words, c: e.c });
        idx.phrases.set(words[0], list);
      } else if (form.endsWith('*')) {
        idx.prefixes.push({ stem: form.slice(0, -1), c: e.c });
      } else if (form.startsWith('*')) {
        idx.suffixes.push({ tail: form.slice(1), c: e.c });
      } else if (!idx.exact.has(form)) {
        idx.exact.set(form, e.c);
      }
    }
  }
  for (const list of idx.phrases.values()) list.sort((a, b) => b.words.length - a.words.length);
  idx.prefixes.sort((a, b) => b.stem.length - a.stem.length);
  idx.suffixes.sort((a, b) => b.tail.length - a.tail.length);
  return idx;
}

export const INDEX: Record<Language, LanguageIndex> = {
  en: buildIndex('en'),
  de: buildIndex('de'),
  es: buildIndex('es'),
  fr: buildIndex('fr'),
};

export const TIME_UNITS = new Set(['day', 'week', 'month', 'quarter', 'year', 'decade']);
export const CADENCES: Record<string, 'day' | 'week' | 'month' | 'quarter' | 'year'> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
};
export const POPULATION_CONCEPTS = new Set(POPULATIONS.map((e) => e.c));
export const ORGANISATIONS = new Set(['firms', 'farms', 'banks', 'hospitals', 'schools_org', 'boats', 'landlords', 'municipalities']);
export const LEVER_CONCEPTS = new Set(LEVERS.map((e) => e.c));
