/** The adoption products' sources (mechanisms/adoption.ts `sources`), as each language says them; citations stay as published. */
export const ADOPTION_SOURCES: Record<'de' | 'es' | 'fr', Record<string, string>> = {
  de: {
    'assumed: a few percent of households are on time-of-use or dynamic tariffs in most of Europe, more where smart meters are common; the saving offered is the main reason to switch':
      'angenommen: in den meisten Ländern Europas haben nur wenige Prozent der Haushalte einen zeitvariablen oder dynamischen Tarif, mehr, wo intelligente Zähler verbreitet sind; die angebotene Ersparnis ist der Hauptgrund zu wechseln',
    'zero-emission trucks were 1.5% of new EU trucks in 2024, ACEA; trucks are replaced about every 10 years':
      'emissionsfreie Lkw machten 1.5% der neuen Lkw in der EU im Jahr 2024 aus, ACEA; Lkw werden etwa alle 10 Jahre ersetzt',
    'assumed: electric two-wheelers are a few percent of households’ vehicles in Europe; diffusion of consumer durables, Sultan, Farley & Lehmann 1990':
      'angenommen: elektrische Zweiräder machen in Europa einige Prozent der Fahrzeuge der Haushalte aus; Diffusion langlebiger Konsumgüter, Sultan, Farley & Lehmann 1990',
    'EVs ≈ 15% of new-car sales in Europe in 2023, ACEA; a car is replaced about every 8 years':
      'Elektroautos ≈ 15% der Neuwagenverkäufe in Europa 2023, ACEA; ein Auto wird etwa alle 8 Jahre ersetzt',
    'full and plug-in hybrids were about 38% of new-car sales in the EU in 2024, ACEA; a car is replaced about every 8 years':
      'Voll- und Plug-in-Hybride machten 2024 etwa 38% der Neuwagenverkäufe in der EU aus, ACEA; ein Auto wird etwa alle 8 Jahre ersetzt',
    'assumed: wood or pellets are the main heating of about 7% of European homes; heating systems last 15–20 years':
      'angenommen: Holz oder Pellets sind in etwa 7% der europäischen Wohnungen die Hauptheizung; Heizungsanlagen halten 15–20 Jahre',
    'heating systems last 15–20 years; heat pumps ≈ a quarter of installations in 2023, EHPA':
      'Heizungsanlagen halten 15–20 Jahre; Wärmepumpen ≈ ein Viertel der Neuinstallationen 2023, EHPA',
    'assumed: about a third of shoppers use self-checkout where a shop has it (retail surveys); the rest keep to staffed tills':
      'angenommen: etwa ein Drittel der Kunden nutzt Selbstbedienungskassen, wo ein Geschäft welche hat (Umfragen im Einzelhandel); die übrigen bleiben bei den besetzten Kassen',
    'Germany had about 780,000 registered plug-in solar kits at the end of 2024, some 2% of households (Bundesnetzagentur); kits cost about 400–800 euros':
      'Ende 2024 waren in Deutschland etwa 780,000 Balkonkraftwerke angemeldet, rund 2% der Haushalte (Bundesnetzagentur); ein Set kostet etwa 400–800 Euro',
    'residential solar: p ≈ 0.01, q ≈ 0.2–0.3, Guidolin & Mortarino 2010':
      'Photovoltaik auf Wohngebäuden: p ≈ 0.01, q ≈ 0.2–0.3, Guidolin & Mortarino 2010',
    'consumer durables, Sultan, Farley & Lehmann 1990':
      'langlebige Konsumgüter, Sultan, Farley & Lehmann 1990',
    'consumer electronics, Sultan, Farley & Lehmann 1990':
      'Unterhaltungselektronik, Sultan, Farley & Lehmann 1990',
    'freemium services convert about 2–5% of their users to paid plans (industry benchmarks)':
      'Freemium-Dienste gewinnen etwa 2–5% ihrer Nutzer für kostenpflichtige Tarife (Branchenvergleichswerte)',
    'assumed: about 1.5 million German homes had a battery at the end of 2024, about 4% of households, most with rooftop solar (BSW-Solar); a system costs about 6,000–10,000 euros':
      'angenommen: Ende 2024 hatten etwa 1.5 Millionen deutsche Haushalte einen Stromspeicher, etwa 4 %, meist mit Solaranlage (BSW-Solar); ein System kostet etwa 6,000–10,000 Euro',
    'assumed: most homes in Europe and North America have a smoke alarm (about 9 in 10 in the US, NFPA 2021), fewer where none is required; free fitting by fire services reaches many of the rest':
      'angenommen: die meisten Wohnungen haben einen Rauchmelder (USA etwa 9 von 10, NFPA 2021), weniger ohne Pflicht; kostenlose Montage durch die Feuerwehr erreicht viele der übrigen',
    'assumed: about a tenth of households buy green electricity where it is offered at a premium, more in Germany, fewer in the US; take-up falls steeply with the premium':
      'angenommen: etwa ein Zehntel der Haushalte kauft Ökostrom, wo er mit Aufpreis angeboten wird, in Deutschland mehr, in den USA weniger; die Nachfrage sinkt mit steigendem Aufpreis stark',
    'assumed: subscription businesses see a quarter or so of subscribers on annual plans, with the discount as the main reason to switch':
      'angenommen: bei Abo-Anbietern hat etwa ein Viertel der Abonnenten ein Jahresabo, und der Rabatt ist der Hauptgrund für den Wechsel',
    'assumed: about half of utility and bank customers already get their bills online; the rest switch slowly without a push':
      'angenommen: etwa die Hälfte der Kunden von Versorgern und Banken erhält ihre Rechnungen bereits online; die übrigen stellen ohne Anstoß nur langsam um',
    'assumed: about half of customers pay bills by direct debit; UK energy suppliers’ discounts for it moved many of the rest':
      'Annahme: etwa die Hälfte der Kunden zahlt per Lastschrift; Rabatte britischer Energieversorger dafür bewegten viele der übrigen',
    'assumed: about 4 in 10 people pay mostly by card; cards carried a third of payments at the till in the euro area in 2022, ECB SPACE':
      'angenommen: etwa 4 von 10 Menschen zahlen überwiegend mit Karte; im Euroraum entfiel 2022 ein Drittel der Zahlungen an der Kasse auf Karten, ECB SPACE',
    'assumed: about 6 in 10 small shops take cards; most of the others name the fees and the terminal as the reason':
      'angenommen: etwa 6 von 10 kleinen Geschäften akzeptieren Karten; die meisten anderen nennen die Gebühren und das Terminal als Grund',
    'assumed: most tax returns are filed online in rich countries (over 90% in the US, IRS 2023; about two thirds in Germany via ELSTER); those still on paper switch slowly':
      'angenommen: die meisten Steuererklärungen gehen online ein (über 90% in den USA, IRS 2023; etwa zwei Drittel über ELSTER); wer noch Papier nutzt, wechselt langsam',
    'about 6 in 10 adults in the EU banked online in 2023 (Eurostat); those who do not yet take it up slowly':
      'etwa 6 von 10 Erwachsenen in der EU nutzten 2023 Onlinebanking (Eurostat); wer es noch nicht tut, steigt nur langsam ein',
    'digital services spread faster than durables':
      'digitale Dienste verbreiten sich schneller als langlebige Güter',
    'assumed: about one adult in six had a video consultation with a doctor in a year after 2020 in France and Germany, and use grows slowly':
      'angenommen: etwa ein Erwachsener von sechs hatte nach 2020 in Frankreich und Deutschland binnen eines Jahres eine Videosprechstunde, und die Nutzung wächst langsam',
    'assumed: about a quarter of doctors offered video consultations after 2020 in Germany and France, and use grows slowly':
      'angenommen: etwa ein Viertel der Ärzte in Deutschland und Frankreich bot nach 2020 Videosprechstunden an, und die Nutzung wächst langsam',
    'assumed: a tenth to a quarter of dairy farms in north-western Europe milk with a robot, and a machine of about 150,000 spreads slowly':
      'angenommen: ein Zehntel bis ein Viertel der Milchviehbetriebe in Nordwesteuropa melkt mit einem Roboter, und eine Maschine für etwa 150,000 verbreitet sich langsam',
    'assumed: a few percent of households along a new heat network connect each year; a house connection costs about 5,000–15,000':
      'angenommen: entlang eines neuen Wärmenetzes schließen sich jedes Jahr einige Prozent der Haushalte an; ein Hausanschluss kostet etwa 5,000–15,000',
    'mean over 213 innovations, Sultan, Farley & Lehmann 1990':
      'Mittelwert über 213 Innovationen, Sultan, Farley & Lehmann 1990',
    'hybrid corn spread in 5–10 years, Griliches 1957':
      'Hybridmais verbreitete sich in 5–10 Jahren, Griliches 1957',
    'assumed: farm equipment bought once spreads slowly; drip and micro-irrigation covered about a tenth of irrigated US farmland in 2018 (USDA); a system costs about 1,500–3,000 a hectare':
      'angenommen: Betriebstechnik verbreitet sich langsam; Tropfbewässerung deckte 2018 ein Zehntel der US-Bewässerungsfläche ab (USDA); eine Anlage kostet etwa 1,500–3,000 je Hektar',
    'organic land in the EU grew from about 6% to 10% of farmland in 2012–2021 (Eurostat); a money amount is read per hectare and year against about 400 of income lost while converting':
      'der Ökolandbau in der EU wuchs 2012–2021 von etwa 6% auf 10% der landwirtschaftlichen Fläche (Eurostat); ein Geldbetrag gilt je Hektar und Jahr und wird mit etwa 400 Einkommensverlust während der Umstellung verglichen',
    'about 1% of EU buildings are renovated a year, EU Renovation Wave 2020':
      'etwa 1% der Gebäude in der EU werden pro Jahr renoviert, EU-Renovierungswelle 2020',
    'savers are slow to switch: about 5% of customers a year move savings for a better rate (assumed; UK CMA 2015 found most easy-access savers never switch)':
      'Sparer wechseln nur zögerlich: etwa 5% der Kunden schichten pro Jahr Ersparnisse für einen besseren Zins um (angenommen; die britische Wettbewerbsbehörde CMA stellte 2015 fest, dass die meisten Tagesgeldsparer nie wechseln)',
    'about a third to a half of EU households with fibre available take it up (FTTH Council Europe 2024); a fibre plan costs about 30–50 a month':
      'etwa ein Drittel bis die Hälfte der EU-Haushalte, für die Glasfaser verfügbar ist, bucht einen Anschluss (FTTH Council Europe 2024); ein Glasfasertarif kostet etwa 30–50 im Monat',
    'assumed: a tenth to a sixth of homes have one, and home devices spread at about the pace of other household technology':
      'angenommen: ein Zehntel bis ein Sechstel der Haushalte hat ein smartes Thermostat, und Geräte für zu Hause verbreiten sich etwa im Tempo anderer Haushaltstechnik',
    'network upgrades, Sultan, Farley & Lehmann 1990':
      'Netzmodernisierungen, Sultan, Farley & Lehmann 1990',
  },
  es: {
    'assumed: a few percent of households are on time-of-use or dynamic tariffs in most of Europe, more where smart meters are common; the saving offered is the main reason to switch':
      'supuesto: en la mayor parte de Europa solo unos pocos por ciento de los hogares tienen una tarifa por horas o dinámica, más donde abundan los contadores inteligentes; el ahorro ofrecido es el motivo principal para cambiar',
    'zero-emission trucks were 1.5% of new EU trucks in 2024, ACEA; trucks are replaced about every 10 years':
      'los camiones de cero emisiones fueron el 1.5% de los camiones nuevos de la UE en 2024, ACEA; los camiones se renuevan aproximadamente cada 10 años',
    'assumed: electric two-wheelers are a few percent of households’ vehicles in Europe; diffusion of consumer durables, Sultan, Farley & Lehmann 1990':
      'supuesto: los vehículos eléctricos de dos ruedas son un pequeño porcentaje de los vehículos de los hogares en Europa; difusión de bienes de consumo duraderos, Sultan, Farley & Lehmann 1990',
    'EVs ≈ 15% of new-car sales in Europe in 2023, ACEA; a car is replaced about every 8 years':
      'coches eléctricos ≈ 15% de las ventas de coches nuevos en Europa en 2023, ACEA; un coche se sustituye aproximadamente cada 8 años',
    'full and plug-in hybrids were about 38% of new-car sales in the EU in 2024, ACEA; a car is replaced about every 8 years':
      'los híbridos no enchufables y enchufables fueron cerca del 38% de las ventas de coches nuevos en la UE en 2024, ACEA; un coche se sustituye aproximadamente cada 8 años',
    'assumed: wood or pellets are the main heating of about 7% of European homes; heating systems last 15–20 years':
      'supuesto: la leña o los pellets son la calefacción principal de cerca del 7% de las viviendas europeas; los sistemas de calefacción duran 15–20 años',
    'heating systems last 15–20 years; heat pumps ≈ a quarter of installations in 2023, EHPA':
      'los sistemas de calefacción duran 15–20 años; bombas de calor ≈ una cuarta parte de las instalaciones en 2023, EHPA',
    'assumed: about a third of shoppers use self-checkout where a shop has it (retail surveys); the rest keep to staffed tills':
      'supuesto: cerca de un tercio de los compradores usa las cajas de autopago donde la tienda las tiene (encuestas del comercio minorista); el resto sigue pagando en cajas con personal',
    'Germany had about 780,000 registered plug-in solar kits at the end of 2024, some 2% of households (Bundesnetzagentur); kits cost about 400–800 euros':
      'Alemania tenía a finales de 2024 unos 780,000 kits solares enchufables registrados, alrededor del 2% de los hogares (Bundesnetzagentur); un kit cuesta unos 400–800 euros',
    'residential solar: p ≈ 0.01, q ≈ 0.2–0.3, Guidolin & Mortarino 2010':
      'energía solar residencial: p ≈ 0.01, q ≈ 0.2–0.3, Guidolin & Mortarino 2010',
    'consumer durables, Sultan, Farley & Lehmann 1990':
      'bienes de consumo duraderos, Sultan, Farley & Lehmann 1990',
    'consumer electronics, Sultan, Farley & Lehmann 1990':
      'electrónica de consumo, Sultan, Farley & Lehmann 1990',
    'freemium services convert about 2–5% of their users to paid plans (industry benchmarks)':
      'los servicios freemium convierten cerca del 2–5% de sus usuarios en clientes de pago (referencias del sector)',
    'assumed: about 1.5 million German homes had a battery at the end of 2024, about 4% of households, most with rooftop solar (BSW-Solar); a system costs about 6,000–10,000 euros':
      'supuesto: a finales de 2024 unos 1.5 millones de hogares alemanes tenían batería, cerca del 4 %, casi todos con placas solares (BSW-Solar); un sistema cuesta unos 6,000–10,000 euros',
    'assumed: most homes in Europe and North America have a smoke alarm (about 9 in 10 in the US, NFPA 2021), fewer where none is required; free fitting by fire services reaches many of the rest':
      'supuesto: la mayoría de las viviendas tiene un detector de humo (9 de cada 10 en EE. UU., NFPA 2021), menos sin obligación; la instalación gratuita por los bomberos llega a muchas de las demás',
    'assumed: about a tenth of households buy green electricity where it is offered at a premium, more in Germany, fewer in the US; take-up falls steeply with the premium':
      'supuesto: cerca de una décima parte de los hogares compra electricidad verde donde se ofrece con sobreprecio, más en Alemania y menos en EE. UU.; la contratación cae con fuerza a medida que sube el sobreprecio',
    'assumed: subscription businesses see a quarter or so of subscribers on annual plans, with the discount as the main reason to switch':
      'supuesto: en los negocios de suscripción, alrededor de una cuarta parte de los suscriptores tiene un plan anual, y el descuento es el principal motivo para cambiarse',
    'assumed: about half of utility and bank customers already get their bills online; the rest switch slowly without a push':
      'supuesto: cerca de la mitad de los clientes de las empresas de suministros y de los bancos ya recibe sus facturas en línea; el resto cambia despacio si no se le incentiva',
    'assumed: about half of customers pay bills by direct debit; UK energy suppliers’ discounts for it moved many of the rest':
      'supuesto: cerca de la mitad de los clientes paga por domiciliación; los descuentos de las eléctricas británicas por ello movieron a muchos de los demás',
    'assumed: about 4 in 10 people pay mostly by card; cards carried a third of payments at the till in the euro area in 2022, ECB SPACE':
      'supuesto: unas 4 de cada 10 personas pagan sobre todo con tarjeta; las tarjetas cubrieron un tercio de los pagos en caja en la zona del euro en 2022, ECB SPACE',
    'assumed: about 6 in 10 small shops take cards; most of the others name the fees and the terminal as the reason':
      'supuesto: unos 6 de cada 10 pequeños comercios aceptan tarjetas; la mayoría de los demás alegan como motivo las comisiones y el terminal',
    'assumed: most tax returns are filed online in rich countries (over 90% in the US, IRS 2023; about two thirds in Germany via ELSTER); those still on paper switch slowly':
      'supuesto: casi todas las declaraciones se presentan por internet (más del 90% en EE. UU., IRS 2023; dos tercios en Alemania); quien aún usa papel cambia despacio',
    'about 6 in 10 adults in the EU banked online in 2023 (Eurostat); those who do not yet take it up slowly':
      'unos 6 de cada 10 adultos de la UE usaban la banca en línea en 2023 (Eurostat); quienes aún no la usan se suman despacio',
    'digital services spread faster than durables':
      'los servicios digitales se difunden más rápido que los bienes duraderos',
    'assumed: about one adult in six had a video consultation with a doctor in a year after 2020 in France and Germany, and use grows slowly':
      'supuesto: alrededor de un adulto de cada seis tuvo una teleconsulta con un médico en un año después de 2020 en Francia y Alemania, y el uso crece despacio',
    'assumed: about a quarter of doctors offered video consultations after 2020 in Germany and France, and use grows slowly':
      'supuesto: cerca de una cuarta parte de los médicos de Alemania y Francia ofrecía videoconsultas después de 2020, y su uso crece despacio',
    'assumed: a tenth to a quarter of dairy farms in north-western Europe milk with a robot, and a machine of about 150,000 spreads slowly':
      'supuesto: entre una décima y una cuarta parte de las explotaciones lecheras del noroeste de Europa ordeñan con robot, y una máquina de unos 150,000 se difunde despacio',
    'assumed: a few percent of households along a new heat network connect each year; a house connection costs about 5,000–15,000':
      'supuesto: cada año se conecta un pequeño porcentaje de los hogares situados a lo largo de una nueva red de calor; una acometida a la vivienda cuesta unos 5,000–15,000',
    'mean over 213 innovations, Sultan, Farley & Lehmann 1990':
      'media de 213 innovaciones, Sultan, Farley & Lehmann 1990',
    'hybrid corn spread in 5–10 years, Griliches 1957':
      'el maíz híbrido se difundió en 5–10 años, Griliches 1957',
    'assumed: farm equipment bought once spreads slowly; drip and micro-irrigation covered about a tenth of irrigated US farmland in 2018 (USDA); a system costs about 1,500–3,000 a hectare':
      'supuesto: el equipo agrícola se difunde despacio; el goteo cubría en 2018 una décima parte del regadío de EE. UU. (USDA); un sistema cuesta unos 1,500–3,000 por hectárea',
    'organic land in the EU grew from about 6% to 10% of farmland in 2012–2021 (Eurostat); a money amount is read per hectare and year against about 400 of income lost while converting':
      'la superficie ecológica de la UE pasó de cerca del 6% al 10% de la superficie agraria en 2012–2021 (Eurostat); un importe se entiende por hectárea y año y se compara con unos 400 de ingresos perdidos durante la conversión',
    'about 1% of EU buildings are renovated a year, EU Renovation Wave 2020':
      'cerca del 1% de los edificios de la UE se renueva cada año, Oleada de Renovación de la UE 2020',
    'savers are slow to switch: about 5% of customers a year move savings for a better rate (assumed; UK CMA 2015 found most easy-access savers never switch)':
      'los ahorradores tardan en cambiar: cerca del 5% de los clientes traslada cada año sus ahorros en busca de un tipo mejor (supuesto; la CMA británica constató en 2015 que la mayoría de los ahorradores con cuentas de disponibilidad inmediata nunca cambia)',
    'about a third to a half of EU households with fibre available take it up (FTTH Council Europe 2024); a fibre plan costs about 30–50 a month':
      'entre un tercio y la mitad de los hogares de la UE con fibra disponible la contratan (FTTH Council Europe 2024); una tarifa de fibra cuesta unos 30–50 al mes',
    'assumed: a tenth to a sixth of homes have one, and home devices spread at about the pace of other household technology':
      'supuesto: entre una décima y una sexta parte de los hogares tiene un termostato inteligente, y los aparatos domésticos se difunden a un ritmo parecido al de otras tecnologías del hogar',
    'network upgrades, Sultan, Farley & Lehmann 1990':
      'mejoras de red, Sultan, Farley & Lehmann 1990',
  },
  fr: {
    'assumed: a few percent of households are on time-of-use or dynamic tariffs in most of Europe, more where smart meters are common; the saving offered is the main reason to switch':
      'hypothèse : dans la plupart des pays d’Europe, seuls quelques pour cent des ménages ont un tarif horaire ou dynamique, davantage là où les compteurs communicants sont répandus ; l’économie proposée est la principale raison de changer',
    'zero-emission trucks were 1.5% of new EU trucks in 2024, ACEA; trucks are replaced about every 10 years':
      'les camions à zéro émission représentaient 1.5% des camions neufs dans l’UE en 2024, ACEA ; les camions sont remplacés environ tous les 10 ans',
    'assumed: electric two-wheelers are a few percent of households’ vehicles in Europe; diffusion of consumer durables, Sultan, Farley & Lehmann 1990':
      'hypothèse : les deux-roues électriques représentent quelques pour cent des véhicules des ménages en Europe ; diffusion des biens de consommation durables, Sultan, Farley & Lehmann 1990',
    'EVs ≈ 15% of new-car sales in Europe in 2023, ACEA; a car is replaced about every 8 years':
      'voitures électriques ≈ 15% des ventes de voitures neuves en Europe en 2023, ACEA ; une voiture est remplacée environ tous les 8 ans',
    'full and plug-in hybrids were about 38% of new-car sales in the EU in 2024, ACEA; a car is replaced about every 8 years':
      'les hybrides non rechargeables et rechargeables représentaient environ 38% des ventes de voitures neuves dans l’UE en 2024, ACEA ; une voiture est remplacée environ tous les 8 ans',
    'assumed: wood or pellets are the main heating of about 7% of European homes; heating systems last 15–20 years':
      'hypothèse : le bois ou les granulés sont le chauffage principal d’environ 7% des logements européens ; les systèmes de chauffage durent 15–20 ans',
    'heating systems last 15–20 years; heat pumps ≈ a quarter of installations in 2023, EHPA':
      'les systèmes de chauffage durent 15–20 ans ; pompes à chaleur ≈ un quart des installations en 2023, EHPA',
    'assumed: about a third of shoppers use self-checkout where a shop has it (retail surveys); the rest keep to staffed tills':
      'hypothèse : environ un tiers des clients utilisent les caisses automatiques là où le magasin en a (enquêtes du commerce de détail) ; les autres restent aux caisses tenues par du personnel',
    'Germany had about 780,000 registered plug-in solar kits at the end of 2024, some 2% of households (Bundesnetzagentur); kits cost about 400–800 euros':
      'l’Allemagne comptait fin 2024 environ 780,000 kits solaires prêts à brancher déclarés, soit quelque 2% des ménages (Bundesnetzagentur) ; un kit coûte environ 400–800 euros',
    'residential solar: p ≈ 0.01, q ≈ 0.2–0.3, Guidolin & Mortarino 2010':
      'solaire résidentiel : p ≈ 0.01, q ≈ 0.2–0.3, Guidolin & Mortarino 2010',
    'consumer durables, Sultan, Farley & Lehmann 1990':
      'biens de consommation durables, Sultan, Farley & Lehmann 1990',
    'consumer electronics, Sultan, Farley & Lehmann 1990':
      'électronique grand public, Sultan, Farley & Lehmann 1990',
    'freemium services convert about 2–5% of their users to paid plans (industry benchmarks)':
      'les services freemium convertissent environ 2–5% de leurs utilisateurs à une offre payante (références du secteur)',
    'assumed: about 1.5 million German homes had a battery at the end of 2024, about 4% of households, most with rooftop solar (BSW-Solar); a system costs about 6,000–10,000 euros':
      'hypothèse : fin 2024, environ 1.5 million de foyers allemands avaient une batterie, soit 4 %, presque tous avec des panneaux solaires (BSW-Solar) ; un système coûte 6,000 à 10,000 euros',
    'assumed: most homes in Europe and North America have a smoke alarm (about 9 in 10 in the US, NFPA 2021), fewer where none is required; free fitting by fire services reaches many of the rest':
      'hypothèse : la plupart des logements ont un détecteur de fumée (9 sur 10 aux États-Unis, NFPA 2021), moins sans obligation ; la pose gratuite par les pompiers atteint une bonne partie des autres',
    'assumed: about a tenth of households buy green electricity where it is offered at a premium, more in Germany, fewer in the US; take-up falls steeply with the premium':
      'hypothèse : environ un dixième des ménages achètent de l’électricité verte là où elle est proposée avec un surcoût, davantage en Allemagne, moins aux États-Unis ; l’adhésion chute fortement quand le surcoût augmente',
    'assumed: subscription businesses see a quarter or so of subscribers on annual plans, with the discount as the main reason to switch':
      'hypothèse : dans les services par abonnement, environ un quart des abonnés ont une formule annuelle, la remise étant la principale raison d’y passer',
    'assumed: about half of utility and bank customers already get their bills online; the rest switch slowly without a push':
      'hypothèse : environ la moitié des clients des fournisseurs d’énergie et d’eau et des banques reçoivent déjà leurs factures en ligne ; les autres y passent lentement sans incitation',
    'assumed: about half of customers pay bills by direct debit; UK energy suppliers’ discounts for it moved many of the rest':
      'hypothèse : environ la moitié des clients paient par prélèvement ; les remises des fournisseurs d’énergie britanniques pour cela en ont convaincu beaucoup d’autres',
    'assumed: about 4 in 10 people pay mostly by card; cards carried a third of payments at the till in the euro area in 2022, ECB SPACE':
      'hypothèse : environ 4 personnes sur 10 paient surtout par carte ; les cartes ont servi à un tiers des paiements en caisse dans la zone euro en 2022, ECB SPACE',
    'assumed: about 6 in 10 small shops take cards; most of the others name the fees and the terminal as the reason':
      'hypothèse : environ 6 petits commerces sur 10 acceptent la carte ; la plupart des autres invoquent les frais et le terminal',
    'assumed: most tax returns are filed online in rich countries (over 90% in the US, IRS 2023; about two thirds in Germany via ELSTER); those still on paper switch slowly':
      'hypothèse : la plupart des déclarations se font en ligne (plus de 90% aux États-Unis, IRS 2023 ; deux tiers en Allemagne) ; ceux qui restent au papier changent lentement',
    'about 6 in 10 adults in the EU banked online in 2023 (Eurostat); those who do not yet take it up slowly':
      'environ 6 adultes sur 10 dans l’UE utilisaient la banque en ligne en 2023 (Eurostat) ; ceux qui ne le font pas encore s’y mettent lentement',
    'digital services spread faster than durables':
      'les services numériques se diffusent plus vite que les biens durables',
    'assumed: about one adult in six had a video consultation with a doctor in a year after 2020 in France and Germany, and use grows slowly':
      'hypothèse : environ un adulte sur six a eu une téléconsultation avec un médecin dans l’année après 2020 en France et en Allemagne, et l’usage progresse lentement',
    'assumed: about a quarter of doctors offered video consultations after 2020 in Germany and France, and use grows slowly':
      'hypothèse : environ un quart des médecins en Allemagne et en France proposaient des téléconsultations vidéo après 2020, et leur usage progresse lentement',
    'assumed: a tenth to a quarter of dairy farms in north-western Europe milk with a robot, and a machine of about 150,000 spreads slowly':
      'hypothèse : un dixième à un quart des exploitations laitières du nord-ouest de l’Europe traient avec un robot, et une machine d’environ 150,000 se diffuse lentement',
    'assumed: a few percent of households along a new heat network connect each year; a house connection costs about 5,000–15,000':
      'hypothèse : chaque année, quelques pour cent des ménages situés le long d’un nouveau réseau de chaleur s’y raccordent ; un raccordement individuel coûte environ 5,000–15,000',
    'mean over 213 innovations, Sultan, Farley & Lehmann 1990':
      'moyenne sur 213 innovations, Sultan, Farley & Lehmann 1990',
    'hybrid corn spread in 5–10 years, Griliches 1957':
      'le maïs hybride s’est diffusé en 5–10 ans, Griliches 1957',
    'assumed: farm equipment bought once spreads slowly; drip and micro-irrigation covered about a tenth of irrigated US farmland in 2018 (USDA); a system costs about 1,500–3,000 a hectare':
      'hypothèse : l’équipement agricole se diffuse lentement ; le goutte-à-goutte couvrait en 2018 un dixième des terres irriguées des États-Unis (USDA) ; un système coûte 1,500–3,000 par hectare',
    'organic land in the EU grew from about 6% to 10% of farmland in 2012–2021 (Eurostat); a money amount is read per hectare and year against about 400 of income lost while converting':
      'les surfaces en agriculture biologique de l’UE sont passées d’environ 6% à 10% de la surface agricole en 2012–2021 (Eurostat) ; un montant s’entend par hectare et par an, à comparer à environ 400 de revenu perdu pendant la conversion',
    'about 1% of EU buildings are renovated a year, EU Renovation Wave 2020':
      'environ 1% des bâtiments de l’UE sont rénovés chaque année, vague de rénovation de l’UE 2020',
    'savers are slow to switch: about 5% of customers a year move savings for a better rate (assumed; UK CMA 2015 found most easy-access savers never switch)':
      'les épargnants changent peu : environ 5% des clients déplacent chaque année leur épargne pour un meilleur taux (hypothèse ; la CMA britannique a constaté en 2015 que la plupart des détenteurs de livrets disponibles à tout moment n’en changent jamais)',
    'about a third to a half of EU households with fibre available take it up (FTTH Council Europe 2024); a fibre plan costs about 30–50 a month':
      'entre un tiers et la moitié des ménages de l’UE éligibles à la fibre s’y abonnent (FTTH Council Europe 2024) ; un abonnement fibre coûte environ 30–50 par mois',
    'assumed: a tenth to a sixth of homes have one, and home devices spread at about the pace of other household technology':
      'hypothèse : un dixième à un sixième des logements ont un thermostat connecté, et les appareils domestiques se diffusent à peu près au rythme des autres technologies du foyer',
    'network upgrades, Sultan, Farley & Lehmann 1990':
      'modernisations de réseau, Sultan, Farley & Lehmann 1990',
  },
};
