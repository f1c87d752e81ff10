/**
 * The sources and calibrations the mechanisms (mechanisms/*.ts) put in parentheses at the end of an
 * assumption, as each language says them: keyed by the English as it reaches the note, numbers
 * in their English form (the phrasebook writes them in the language's convention afterwards).
 * Authors, years, institutions and "R0" stay as published. A few are worded tightly so that the
 * assumption around them still fits in 300 characters. The adoption products' own sources are in
 * adoption-sources.ts.
 */
export const MECHANISM_SOURCES: Record<'de' | 'es' | 'fr', Record<string, string>> = {
  de: {
    'help with the application raised take-up of student aid and of food stamps by 6–16 points, Bettinger et al. 2012, Finkelstein & Notowidigdo 2019':
      'Hilfe beim Antrag erhöhte die Inanspruchnahme von Studienbeihilfe und Lebensmittelhilfe um 6–16 Punkte, Bettinger et al. 2012, Finkelstein & Notowidigdo 2019',
    // arrangements.ts
    'about three in five of those whose job can be done from home do so part or all of the week, Barrero, Bloom & Davis, SWAA 2023':
      'etwa drei von fünf, deren Arbeit von zu Hause aus geht, arbeiten einen Teil der Woche oder ganz dort, Barrero, Bloom & Davis, SWAA 2023',
    'assumed: most staff offered the same pay for four days take it; in the UK pilot of 2022, 56 of 61 firms kept it':
      'Annahme: die meisten nehmen vier Tage bei gleichem Lohn an; im britischen Pilotversuch 2022 behielten 56 von 61 Firmen sie bei',
    // epidemic.ts
    'R0 1.3–1.7 for the 2009 H1N1 pandemic, Boëlle et al. 2011, up to about 2 in 1918, Mills et al. 2004; a new strain meets little immunity':
      'R0 1.3–1.7 in der H1N1-Pandemie 2009, Boëlle et al. 2011, bis etwa 2 im Jahr 1918, Mills et al. 2004; ein neuer Stamm trifft auf wenig Immunität',
    'R0 12–18, Guerra et al. 2017; infectious about 8 days':
      'R0 12–18, Guerra et al. 2017; etwa 8 Tage ansteckend',
    'R0 2.5–3.5 for early variants, Liu et al. 2020; most people now immune to some degree, so waves grow at an effective R of about 1.1–1.4':
      'R0 2.5–3.5 bei den frühen Varianten, Liu et al. 2020; die meisten Menschen sind inzwischen teilweise immun, daher wachsen Wellen mit einem effektiven R von etwa 1.1–1.4',
    'community R about 1.5–2, Steele et al. 2020; immunity from earlier infections for about a fifth':
      'R in der Bevölkerung etwa 1.5–2, Steele et al. 2020; etwa ein Fünftel ist durch frühere Infektionen immun',
    'a season grows at R about 1.2–1.4 with the immunity it meets, Biggerstaff et al. 2014; about a third of infections without symptoms, Carrat et al. 2008':
      'bei der vorhandenen Immunität wächst eine Saison mit R etwa 1.2–1.4, Biggerstaff et al. 2014; etwa ein Drittel der Infektionen verläuft ohne Symptome, Carrat et al. 2008',
    'a generic respiratory infection, R0 2':
      'eine allgemeine Atemwegsinfektion, R0 2',
    '2009 H1N1 vaccines 56–72%, Osterholm et al. 2012':
      'H1N1-Impfstoffe von 2009: 56–72%, Osterholm et al. 2012',
    'two MMR doses protect about 97%, CDC':
      'zwei MMR-Impfdosen schützen etwa 97%, CDC',
    'about 70% against infection in the months after a dose, waning later':
      'etwa 70% gegen Ansteckung in den Monaten nach einer Dosis, danach nachlassend',
    'no licensed vaccine; a candidate is assumed to protect half':
      'kein zugelassener Impfstoff; angenommen wird, dass ein Kandidat die Hälfte schützt',
    'seasonal flu vaccines protect 40–60% in a matched season, CDC':
      'saisonale Grippeimpfstoffe schützen 40–60%, wenn der Impfstamm zur Saison passt, CDC',
    'assumed for a generic vaccine':
      'angenommen für einen allgemeinen Impfstoff',
    'school contacts are a quarter to a third of all contacts, Mossong et al. 2008, POLYMOD':
      'Kontakte in der Schule machen ein Viertel bis ein Drittel aller Kontakte aus, Mossong et al. 2008, POLYMOD',
    'Brauner et al. 2021 estimate 30–80% for combined measures':
      'Brauner et al. 2021 schätzen 30–80% für kombinierte Maßnahmen',
    'Aiello et al. 2008: −31% for gastrointestinal and −21% for respiratory illness':
      'Aiello et al. 2008: −31% bei Magen-Darm- und −21% bei Atemwegserkrankungen',
    'Brauner et al. 2021 estimate about 19% for mask wearing':
      'Brauner et al. 2021 schätzen etwa 19% für das Tragen von Masken',
    // transport.ts
    'assumed: about the transit fare elasticity, −0.2 to −0.5 in Litman 2004; a free month is read as the price cut to nothing while it lasts':
      'angenommen: etwa die Fahrpreiselastizität im ÖPNV, −0.2 bis −0.5 bei Litman 2004; ein Gratismonat gilt als Preissenkung auf null, solange er dauert',
    'fare elasticity −0.4, Litman 2004; fare-free transit in Tallinn raised trips by about 14%, Cats et al. 2017':
      'Fahrpreiselastizität −0.4, Litman 2004; der kostenlose Nahverkehr in Tallinn steigerte die Fahrten um etwa 14%, Cats et al. 2017',
    'transit fare elasticity −0.2 to −0.5 in the short run, Litman 2004':
      'Fahrpreiselastizität im ÖPNV kurzfristig −0.2 bis −0.5, Litman 2004',
    'service elasticity about 0.5, Litman 2004':
      'Angebotselastizität etwa 0.5, Litman 2004',
    'parking price elasticity of car trips −0.1 to −0.3, Litman 2011, most of the trips that leave going to transit, walking and cycling':
      'Elastizität der Autofahrten in Bezug auf die Parkgebühren −0.1 bis −0.3, Litman 2011; die meisten wegfallenden Fahrten verlagern sich auf ÖPNV, Fuß- und Radverkehr',
    'cross elasticities from Litman 2004 and Goodwin, Dargay & Hanly 2004':
      'Kreuzelastizitäten nach Litman 2004 sowie Goodwin, Dargay & Hanly 2004',
    'assumed: slower traffic makes streets feel safer to cycle; traffic calming and 30 km/h zones are part of every policy package that raised cycling, Pucher & Buehler 2008; no calibrated size of its own':
      'angenommen: langsamerer Verkehr lässt Straßen zum Radfahren sicherer wirken; Verkehrsberuhigung und Tempo-30-Zonen stecken in jedem Paket, das den Radverkehr steigerte, Pucher & Buehler 2008; keine eigene kalibrierte Größe',
    'assumed: workplaces with secure bike parking and showers have more staff cycling to work, Buehler 2012 (Washington, DC); the size here is assumed':
      'angenommen: an Arbeitsplätzen mit sicheren Fahrradstellplätzen und Duschen fahren mehr Beschäftigte mit dem Rad zur Arbeit, Buehler 2012 (Washington, DC); die Größe hier ist angenommen',
    'assumed: centres closed to cars or cleared of parking (Oslo 2017–19, Pontevedra) moved car trips to public transport, walking and cycling; no calibrated size for a whole city':
      'angenommen: autofreie oder parkplatzfreie Innenstädte (Oslo 2017–19, Pontevedra) verlagerten Autofahrten auf ÖPNV, Fuß- und Radverkehr; keine kalibrierte Größe für eine ganze Stadt',
    'paid parking where it was free cuts driving to work by several points, most of it to transit, Shoup 2005; the size here is assumed':
      'Parkgebühren, wo das Parken bisher kostenlos war, senken den Anteil der Autofahrten zur Arbeit um mehrere Punkte, meist zugunsten des ÖPNV, Shoup 2005; die Größe hier ist angenommen',
    'cities that built protected networks saw cycling grow by a quarter or more, Buehler & Dill 2016':
      'in Städten, die geschützte Radwegenetze bauten, wuchs der Radverkehr um ein Viertel oder mehr, Buehler & Dill 2016',
    'London’s congestion charge cut car traffic in the zone by about 18%, and about half of the car trips that left moved to public transport, TfL 2008':
      'die Londoner City-Maut senkte den Autoverkehr in der Zone um etwa 18%, und etwa die Hälfte der weggefallenen Autofahrten verlagerte sich auf den ÖPNV, TfL 2008',
    'a new rail or tram line raises transit commuting in a city by a few points, most of it in its corridor, Baum-Snow & Kahn 2000':
      'eine neue Bahn- oder Straßenbahnlinie erhöht den ÖPNV-Anteil am Arbeitsweg in einer Stadt um einige Punkte, vor allem entlang ihrer Strecke, Baum-Snow & Kahn 2000',
    'assumed: bus lanes speed buses up and raise ridership on their routes by about 5–10%, less across a whole city':
      'angenommen: Busspuren beschleunigen die Busse und erhöhen die Fahrgastzahlen auf ihren Linien um etwa 5–10%, in der ganzen Stadt weniger',
    'bike-share schemes add cycling trips mostly in place of walking and transit; only 2–20% of their trips replace a car, Fishman 2016':
      'Leihradsysteme bringen Radfahrten vor allem anstelle von Fußwegen und ÖPNV; nur 2–20% ihrer Fahrten ersetzen ein Auto, Fishman 2016',
    'assumed: a low-emission zone mostly makes owners replace older cars, few stop driving; London’s ULEZ cut traffic in the zone by 3–9% in its first months, TfL 2019':
      'angenommen: eine Umweltzone bringt die Halter vor allem dazu, ältere Autos zu ersetzen, nur wenige hören auf zu fahren; Londons ULEZ senkte den Verkehr in der Zone in den ersten Monaten um 3–9%, TfL 2019',
    'an assumed moderate effect':
      'eine angenommene mäßige Wirkung',
    // churn.ts
    'US pay TV lost about 6–7% of its subscribers a year in 2022–23, Leichtman Research Group':
      'das Bezahlfernsehen in den USA verlor 2022–23 etwa 6–7% seiner Abonnenten pro Jahr, Leichtman Research Group',
    'US streaming video loses about 5% of subscribers a month gross, about 3% net of those who return, Antenna 2023':
      'Videostreaming in den USA verliert brutto etwa 5% der Abonnenten im Monat, abzüglich der Rückkehrer netto etwa 3%, Antenna 2023',
    'gyms lose about 30–40% of members a year, IHRSA':
      'Fitnessstudios verlieren etwa 30–40% ihrer Mitglieder pro Jahr, IHRSA',
    'assumed: apps lose about a third of their active users in a year':
      'angenommen: Apps verlieren binnen eines Jahres etwa ein Drittel ihrer aktiven Nutzer',
    'postpaid mobile churn about 1–2% a month, operator reports':
      'Kündigungsquote bei Mobilfunkverträgen etwa 1–2% im Monat, Berichte der Anbieter',
    'UK energy switching about 15–20% a year before 2021, Ofgem':
      'im Vereinigten Königreich wechselten vor 2021 etwa 15–20% pro Jahr den Energieversorger, Ofgem',
    'insurance lapse rates about 10–15% a year':
      'Stornoquoten bei Versicherungen etwa 10–15% pro Jahr',
    'assumed: news subscriptions lose about a fifth of their subscribers a year':
      'angenommen: Zeitungsabos verlieren etwa ein Fünftel ihrer Abonnenten pro Jahr',
    'assumed: about a sixth of active borrowers lapse in a year':
      'angenommen: etwa ein Sechstel der aktiven Leser leiht binnen eines Jahres nichts mehr aus',
    'assumed: clubs and associations lose about 10–15% of their members a year':
      'angenommen: Vereine verlieren etwa 10–15% ihrer Mitglieder pro Jahr',
    'about 3–4% of customers switch bank a year':
      'etwa 3–4% der Kunden wechseln pro Jahr die Bank',
    'assumed: about a tenth of shoppers change where they do most of their shopping in a year':
      'angenommen: etwa ein Zehntel der Kundschaft wechselt binnen eines Jahres das Geschäft für den Großteil der Einkäufe',
    'a typical subscription business loses about 2% of customers a month':
      'ein typischer Abo-Anbieter verliert etwa 2% der Kunden im Monat',
    'churn price sensitivity of about 1.5 log-odds per unit relative price, in the range reported for telecom and subscriptions':
      'Preisempfindlichkeit der Kündigungen von etwa 1.5 log-odds je Einheit des relativen Preises, im Bereich der Werte für Telekommunikation und Abonnements',
    // attrition.ts
    'US hospital nurse turnover 16–18% a year (NSI 2024); NHS vacancy rate about 8–10%':
      'Fluktuation der Pflegekräfte in US-Krankenhäusern 16–18% pro Jahr (NSI 2024); Quote unbesetzter Stellen im NHS etwa 8–10%',
    'physician turnover about 7–9% a year':
      'Fluktuation bei Ärzten etwa 7–9% pro Jahr',
    'about half of new ride-hail drivers stop within a year, Hall & Krueger 2018; JPMorgan Chase Institute 2018':
      'etwa die Hälfte der neuen Fahrdienstfahrer hört binnen eines Jahres auf, Hall & Krueger 2018; JPMorgan Chase Institute 2018',
    'about 8% of US teachers leave the profession and 8% move schools a year (Learning Policy Institute)':
      'in den USA verlassen pro Jahr etwa 8% der Lehrkräfte den Beruf, und 8% wechseln die Schule (Learning Policy Institute)',
    'a typical voluntary turnover of 10–15% a year':
      'eine typische freiwillige Fluktuation von 10–15% pro Jahr',
    // road-safety.ts
    'assumed; about 4.5 per 100,000 people a year in the EU in 2023':
      'angenommen; etwa 4.5 je 100,000 Einwohner pro Jahr in der EU im Jahr 2023',
    'assumed; about 25–35 per 100,000 people a year in EU countries':
      'angenommen; etwa 25–35 je 100,000 Einwohner pro Jahr in den EU-Ländern',
    'assumed; police-recorded crashes with injuries are about 350 per 100,000 people a year in Germany':
      'angenommen; die Polizei erfasst in Deutschland etwa 350 Unfälle mit Verletzten je 100,000 Einwohner pro Jahr',
    // crime.ts
    'assumed; crime surveys in England and Wales and the US report about 1.5–2.5 per 100 households':
      'angenommen; Opferbefragungen in England und Wales sowie in den USA ergeben etwa 1.5–2.5 je 100 Haushalte',
    'assumed; about 0.3–0.7 per 100 households in recent crime surveys':
      'angenommen; etwa 0.3–0.7 je 100 Haushalte in neueren Opferbefragungen',
    'assumed; about 2 per 100 households, more among those who own bikes':
      'angenommen; etwa 2 je 100 Haushalte, mehr bei Haushalten mit Fahrrädern',
    'assumed; crime surveys report about 1–3 victims of violence per 100 adults a year':
      'angenommen; Opferbefragungen ergeben etwa 1–3 Gewaltopfer je 100 Erwachsene pro Jahr',
    'assumed; police-recorded crime is about 7 offences per 100 people a year in Germany and about 10 in England and Wales':
      'angenommen; die Polizei erfasst in Deutschland etwa 7 Straftaten je 100 Einwohner pro Jahr, in England und Wales etwa 10',
    // consumption.ts
    'food away from home −0.81, Andreyeva, Long & Brownell 2010':
      'Essen außer Haus −0.81, Andreyeva, Long & Brownell 2010',
    'sugar-sweetened beverages −1.21, Powell et al. 2013':
      'zuckergesüßte Getränke −1.21, Powell et al. 2013',
    'household electricity −0.21 and gas −0.18 in the short run, Labandeira, Labeaga & López-Otero 2017':
      'Haushaltsstrom kurzfristig −0.21 und Gas −0.18, Labandeira, Labeaga & López-Otero 2017',
    'residential water, mean −0.41 in Dalhuisen et al. 2003, lower in the short run':
      'Wasser der Haushalte, Mittelwert −0.41 bei Dalhuisen et al. 2003, kurzfristig niedriger',
    'motor fuel −0.25 within a year and −0.6 in the long run, Goodwin, Dargay & Hanly 2004':
      'Kraftstoff −0.25 innerhalb eines Jahres und −0.6 langfristig, Goodwin, Dargay & Hanly 2004',
    'food categories −0.27 to −0.81, Andreyeva, Long & Brownell 2010':
      'Lebensmittelgruppen −0.27 bis −0.81, Andreyeva, Long & Brownell 2010',
    'a typical household good':
      'ein typisches Gut des Haushaltsbedarfs',
    'a typical good':
      'ein typisches Gut',
    'showers are about a sixth of indoor water use and low-flow heads save about a third of it, not every one is fitted; DeOreo et al. 2016':
      'Duschen machen etwa ein Sechstel des Wasserverbrauchs im Haus aus, und Sparduschköpfe sparen etwa ein Drittel davon, nicht jeder wird montiert; DeOreo et al. 2016',
    'lighting is about a tenth of household electricity and thermostats save 5–10% of heating, not all are used; assumed':
      'Beleuchtung macht etwa ein Zehntel des Haushaltsstroms aus, und Thermostate sparen 5–10% der Heizenergie, nicht alle werden genutzt; angenommen',
    // closures.ts
    'assumed: the EU fleet shrinks by about 2% a year net, STECF':
      'angenommen: die EU-Flotte schrumpft netto um etwa 2% pro Jahr, STECF',
    'STECF Annual Economic Report on the EU fishing fleet: fuel 10–30% of revenue':
      'Wirtschaftsbericht des STECF zur EU-Fischereiflotte: Kraftstoff 10–30% der Erlöse',
    'BLS Business Employment Dynamics; more in their first years, Parsa et al. 2005':
      'BLS Business Employment Dynamics; mehr in den ersten Jahren, Parsa et al. 2005',
    'National Restaurant Association: pre-tax margins 3–6%':
      'National Restaurant Association: Margen vor Steuern 3–6%',
    'US farm debt is about a year of gross cash farm income, USDA ERS':
      'die Schulden der Höfe in den USA entsprechen etwa einem Jahr ihrer Bruttobareinnahmen, USDA ERS',
    'USDA Census of Agriculture: farm numbers fall 1–2% a year net':
      'Landwirtschaftszählung des USDA: die Zahl der Höfe sinkt netto um 1–2% pro Jahr',
    'USDA ERS farm cost shares':
      'Kostenanteile landwirtschaftlicher Betriebe, USDA ERS',
    'typical retail accounts: margins 2–5%':
      'typische Abschlüsse im Einzelhandel: Margen 2–5%',
    'energy 2–10% by industry':
      'Energie je nach Branche 2–10%',
    'typical small-business accounts: margins 5–10%':
      'typische Abschlüsse kleiner Unternehmen: Margen 5–10%',
    // commons.ts
    'Schaefer surplus production; intrinsic growth 0.2–0.6 a year for medium-resilience stocks (FishBase)':
      'Überschussproduktion nach Schaefer; Eigenwachstum 0.2–0.6 pro Jahr bei Beständen mittlerer Widerstandsfähigkeit (FishBase)',
    'grasslands regrow within one to two seasons':
      'Grasland wächst binnen ein bis zwei Vegetationsperioden nach',
    'assumed: shallow aquifers renew over decades; under 6% of groundwater is younger than 50 years, Gleeson et al. 2016':
      'angenommen: oberflächennahe Grundwasserleiter erneuern sich über Jahrzehnte; weniger als 6% des Grundwassers sind jünger als 50 Jahre, Gleeson et al. 2016',
    'assumed: a managed forest adds a few percent of its timber volume a year':
      'angenommen: ein bewirtschafteter Wald wächst pro Jahr um einige Prozent seines Holzvorrats',
    'a slowly renewing resource':
      'eine sich langsam erneuernde Ressource',
    // single-use.ts
    'a 25p charge raised reusable cups from 5% to 17% within weeks, Poortinga & Whitaker 2018':
      'eine Gebühr von 25 Pence steigerte den Anteil der Mehrwegbecher binnen Wochen von 5% auf 17%, Poortinga & Whitaker 2018',
    "England's 5p charge: −85% in a year, DEFRA 2016; Ireland's levy: −90%, Convery et al. 2007":
      'die Gebühr von 5 Pence in England: −85% in einem Jahr, DEFRA 2016; die Abgabe in Irland: −90%, Convery et al. 2007',
    // recycling.ts
    'pay-as-you-throw raises recycling by 5–6 percentage points, Skumatz 2008':
      'verursachergerechte Müllgebühren erhöhen das Recycling um 5–6 Prozentpunkte, Skumatz 2008',
    'information campaigns have small effects on recycling, Varotto & Spagnolli 2017':
      'Informationskampagnen wirken sich nur wenig auf das Recycling aus, Varotto & Spagnolli 2017',
    'prompts and reminders have small effects, Varotto & Spagnolli 2017':
      'Hinweise und Erinnerungen wirken nur wenig, Varotto & Spagnolli 2017',
    'assumed: a bin given away takes away the cost of starting, as free kerbside collection does for recycling':
      'angenommen: ein verschenkter Behälter nimmt die Kosten des Einstiegs weg, wie eine kostenlose Abholung beim Recycling',
    'kerbside collection of recyclables raises participation well above drop-off schemes, Jenkins et al. 2003':
      'die Abholung von Wertstoffen an der Haustür hebt die Beteiligung deutlich über die von Bringsystemen, Jenkins et al. 2003',
    'recycling rises as the distance to the container falls, González-Torre & Adenso-Díaz 2005':
      'das Recycling steigt, je kürzer der Weg zum Container ist, González-Torre & Adenso-Díaz 2005',
    'assumed: a convenience like a bin nearer home, González-Torre & Adenso-Díaz 2005; less often does the reverse':
      'angenommen: eine Erleichterung wie ein Behälter näher am Haus, González-Torre & Adenso-Díaz 2005; eine seltenere Abholung wirkt umgekehrt',
    'deposit-return schemes reach 70–95% return rates for containers, against 30–50% without, Reloop 2021':
      'Pfandsysteme erreichen Rücklaufquoten von 70–95% bei Getränkeverpackungen, ohne Pfand 30–50%, Reloop 2021',
    // turnout.ts
    'student union elections draw about 10–20% of students at UK universities':
      'an britischen Hochschulen beteiligen sich etwa 10–20% der Studierenden an den Wahlen zur Studierendenvertretung',
    'EU-wide turnout 50.7% in 2019 and 51% in 2024':
      'EU-weite Wahlbeteiligung 50.7% im Jahr 2019 und 51% im Jahr 2024',
    'about 29% of eligible voters took part in the 2016 US presidential primaries, Pew Research Center':
      'an den Vorwahlen zur US-Präsidentschaftswahl 2016 beteiligten sich etwa 29% der Wahlberechtigten, Pew Research Center',
    'US midterms: 50% in 2018, 46% in 2022':
      'Zwischenwahlen in den USA: 50% im Jahr 2018, 46% im Jahr 2022',
    'about 30–35% in England, often 20–30% in US cities, about 50% in German municipalities':
      'etwa 30–35% in England, oft 20–30% in US-Städten, etwa 50% in deutschen Gemeinden',
    'assumed: local and citizens’ referendums draw about 30–45%, e.g. German Bürgerentscheide and Swiss communal votes':
      'angenommen: lokale Bürger- und Volksentscheide erreichen etwa 30–45%, z. B. Bürgerentscheide in Deutschland und Gemeindeabstimmungen in der Schweiz',
    'typical national turnout: UK 2019 67%, US 2020 66%':
      'typische landesweite Wahlbeteiligung: Vereinigtes Königreich 2019 67%, USA 2020 66%',
    'text and mail reminders add about 0.5–3 points, Dale & Strauss 2009, Malhotra et al. 2011':
      'Erinnerungen per SMS und Post bringen etwa 0.5–3 Punkte, Dale & Strauss 2009, Malhotra et al. 2011',
    'door-to-door canvassing adds about 2–4 points per contacted voter, Green, Gerber & Nickerson 2003':
      'Haustürwahlkampf bringt etwa 2–4 Punkte je erreichtem Wähler, Green, Gerber & Nickerson 2003',
    'online voting added about 3.5 points in Ontario municipal elections, Goodman & Stokes 2020; all-mail voting 2–4 points, Gerber, Huber & Hill 2013':
      'Online-Wahlen brachten bei Kommunalwahlen in Ontario etwa 3.5 Punkte, Goodman & Stokes 2020; reine Briefwahl 2–4 Punkte, Gerber, Huber & Hill 2013',
    'assumed: countries that vote on a weekend or a holiday turn out a few points more, Franklin 2004; a move within one country does less':
      'angenommen: in Ländern, die am Wochenende oder an einem Feiertag wählen, liegt die Beteiligung einige Punkte höher, Franklin 2004; eine Verlegung im selben Land bewirkt weniger',
    // participation.ts
    'about a third of young people drop out of an organised sport or activity each year, Crane & Temple 2015':
      'etwa ein Drittel der jungen Menschen gibt pro Jahr einen organisierten Sport oder eine Aktivität auf, Crane & Temple 2015',
    'about 2% of secondary pupils leave school early each year (OECD, national statistics)':
      'etwa 2% der Sekundarschüler verlassen die Schule pro Jahr vorzeitig (OECD, nationale Statistiken)',
    'about 10% of university students drop out a year, most in the first year (OECD Education at a Glance)':
      'etwa 10% der Studierenden brechen pro Jahr ab, die meisten im ersten Jahr (OECD, Bildung auf einen Blick)',
    'about a third to a half of patients on long-term medication stop within a year (WHO 2003, Adherence to long-term therapies)':
      'etwa ein Drittel bis die Hälfte der Patienten mit Dauermedikation setzt sie binnen eines Jahres ab (WHO 2003, Bericht zur Therapietreue)',
    'outpatients missing 10–30% of appointments, about 15% in Europe (Dantas et al. 2018); about 5% of a practice’s patients leave it a year (assumed)':
      'ambulante Patienten versäumen 10–30% der Termine, in Europa etwa 15% (Dantas et al. 2018); etwa 5% der Patienten einer Praxis wechseln pro Jahr (angenommen)',
    'assumed: about 40% of eligible employees pay into a workplace savings plan where joining is a choice':
      'angenommen: etwa 40% der berechtigten Beschäftigten zahlen in einen betrieblichen Sparplan ein, wo die Teilnahme freiwillig ist',
    'about 30% of eligible employees join an employee share purchase plan, Babenko & Sen 2014':
      'etwa 30% der berechtigten Beschäftigten nehmen an einem Mitarbeiteraktienplan teil, Babenko & Sen 2014',
    'about half of eligible employees join a workplace pension when they must opt in (Madrian & Shea 2001: 37–49%); few leave once in':
      'etwa die Hälfte der Berechtigten tritt einer Betriebsrente bei, wenn sie sich selbst anmelden müssen (Madrian & Shea 2001: 37–49%); kaum jemand tritt wieder aus',
    'about half of employees joined a workplace wellness programme in its first year, Jones, Molitor & Reif 2019':
      'etwa die Hälfte der Beschäftigten nahm im ersten Jahr an einem betrieblichen Gesundheitsprogramm teil, Jones, Molitor & Reif 2019',
    'assumed: about a third of active blood donors do not give again within a year; first-time donors lapse more often':
      'angenommen: etwa ein Drittel der aktiven Blutspender spendet innerhalb eines Jahres nicht wieder; Erstspender hören öfter auf',
    'assumed: about 40% of adults are on the register where joining is a choice, as in the UK before 2020 (NHS Blood and Transplant); few leave it':
      'angenommen: bei freiwilliger Eintragung stehen etwa 40% der Erwachsenen im Register, wie in Großbritannien vor 2020 (NHS Blood and Transplant); wenige treten aus',
    'about 2% of those asked by a mail appeal give, Karlan & List 2007; about half of donors lapse within a year, Fundraising Effectiveness Project':
      'etwa 2% der per Spendenbrief Angeschriebenen spenden, Karlan & List 2007; etwa die Hälfte der Spender hört binnen eines Jahres auf, Fundraising Effectiveness Project',
    'a matching offer raised the share who gave by about 22%, with no gain from larger ratios, Karlan & List 2007':
      'ein Angebot, Spenden aufzustocken, erhöhte den Anteil der Spender um etwa 22%, höhere Aufstockungsquoten brachten nichts zusätzlich, Karlan & List 2007',
    'assumed: about half of children under six attend formal childcare in the EU, 38% of those under three and about 9 in 10 from three (Eurostat 2023)':
      'angenommen: etwa die Hälfte der Kinder unter sechs Jahren besucht in der EU eine Kita, 38 % der unter Dreijährigen und etwa 9 von 10 ab drei Jahren (Eurostat 2023)',
    'assumed: about half of those invited take up a health check (NHS Health Check uptake about 45–50%, Public Health England 2019)':
      'angenommen: etwa die Hälfte der Eingeladenen nimmt einen Gesundheitscheck wahr (NHS Health Check etwa 45–50 %, Public Health England 2019)',
    'about a third of adults use a public library in a year, DCMS Taking Part 2019/20':
      'etwa ein Drittel der Erwachsenen nutzt im Jahr eine öffentliche Bibliothek, DCMS Taking Part 2019/20',
    'about half of adults visit a museum or gallery in a year, DCMS Taking Part 2019/20':
      'etwa die Hälfte der Erwachsenen besucht im Jahr ein Museum oder eine Galerie, DCMS Taking Part 2019/20',
    'take-up of means-tested programmes is typically 40–80% (Currie 2006)':
      'die Inanspruchnahme bedürftigkeitsgeprüfter Programme liegt typischerweise bei 40–80% (Currie 2006)',
    'assumed: about 6 in 10 of those invited attend breast or bowel cancer screening in the EU (European Commission 2017), and most who attend come back':
      'angenommen: etwa 6 von 10 Eingeladenen nehmen in der EU am Brust- oder Darmkrebs-Screening teil (Europäische Kommission 2017), und die meisten kommen wieder',
    'invitations with a fixed appointment and reminders raise screening uptake by several points, Jepson et al. 2000':
      'Einladungen mit festem Termin und Erinnerungen erhöhen die Teilnahme am Screening um einige Punkte, Jepson et al. 2000',
    'take-up of public programmes is typically 40–80% (Currie 2006)':
      'die Inanspruchnahme öffentlicher Programme liegt typischerweise bei 40–80% (Currie 2006)',
    'assumed: opening on Sundays or in the evening brings in those who work in the week; no calibrated estimate':
      'angenommen: Öffnungszeiten am Sonntag oder am Abend bringen Menschen, die unter der Woche arbeiten; keine kalibrierte Schätzung',
    'visits to UK national museums that had charged rose by half or more when entry became free in 2001, DCMS':
      'die Besuche britischer Nationalmuseen, die zuvor Eintritt verlangt hatten, stiegen um die Hälfte oder mehr, als der Eintritt 2001 frei wurde, DCMS',
    'conditional cash transfers raise enrolment by 5–10 points, Fiszbein & Schady 2009':
      'an Bedingungen geknüpfte Geldtransfers erhöhen die Einschreibung um 5–10 Punkte, Fiszbein & Schady 2009',
    'grants and fee waivers, Dynarski 2003':
      'Stipendien und Gebührenerlasse, Dynarski 2003',
    'text reminders raise take-up and attendance by a few points, Bergman & Chan 2021':
      'SMS-Erinnerungen erhöhen Teilnahme und Anwesenheit um einige Punkte, Bergman & Chan 2021',
    'information campaigns have small effects, Bhargava & Manoli 2015':
      'Informationskampagnen wirken nur wenig, Bhargava & Manoli 2015',
    'inertia: few leave once enrolled by default, and those who opted out are enrolled again every few years, as UK employers must every three':
      'Trägheit: wer automatisch angemeldet ist, tritt selten aus, und wer widersprochen hat, wird alle paar Jahre neu angemeldet, wie es britische Arbeitgeber alle drei Jahre tun müssen',
    'an employer match raises participation by about 5–10 points, Choi, Laibson & Madrian 2006; Engelhardt & Kumar 2007':
      'ein Arbeitgeberzuschuss erhöht die Teilnahme um etwa 5–10 Punkte, Choi, Laibson & Madrian 2006; Engelhardt & Kumar 2007',
    'assumed: classroom studies of compulsory attendance find absences fall markedly where it is enforced, e.g. Marburger 2006':
      'angenommen: Studien zur Anwesenheitspflicht in Lehrveranstaltungen finden deutlich weniger Fehlzeiten, wo sie durchgesetzt wird, z. B. Marburger 2006',
    'assumed: free school transport raises enrolment and attendance where schools are far, e.g. bicycles and buses for girls in rural India and Africa, Muralidharan & Prakash 2017':
      'angenommen: kostenloser Schultransport erhöht Einschreibung und Anwesenheit bei weiten Schulwegen, z. B. Räder und Busse für Mädchen im ländlichen Indien und Afrika, Muralidharan & Prakash 2017',
    'school meals raise enrolment and attendance by a few points where children go hungry (Snilstveit et al. 2016) and attendance slightly elsewhere (Schwartz & Rothbart 2020)':
      'Schulessen erhöht Einschreibung und Anwesenheit um einige Punkte, wo Kinder hungern (Snilstveit et al. 2016), und anderswo die Anwesenheit leicht (Schwartz & Rothbart 2020)',
    'Madrian & Shea 2001: 86% took part under automatic enrolment against 37% when they had to opt in; UK opt-out rates about 9–12%, DWP 2019':
      'Madrian & Shea 2001: 86% nahmen bei automatischer Anmeldung teil, gegenüber 37% bei eigener Anmeldung; Austrittsquoten im Vereinigten Königreich etwa 9–12%, DWP 2019',
    // labour.ts
    'registered unemployed in Europe find one at 5–10% a month, Elsby, Hobijn & Şahin 2013':
      'gemeldete Arbeitslose in Europa finden mit 5–10% im Monat eine Stelle, Elsby, Hobijn & Şahin 2013',
    '14% of jobs are at high risk, Nedelkoska & Quintini 2018, OECD':
      '14% der Arbeitsplätze sind stark gefährdet, Nedelkoska & Quintini 2018, OECD',
    'Card, Kluve & Weber 2018: small at first, larger after 2–3 years':
      'Card, Kluve & Weber 2018: anfangs gering, nach 2–3 Jahren größer',
    // housing.ts
    'about 1% of mortgage holders fall 90 days or more into arrears in a normal year (FCA/UK Finance, NY Fed); a point on the rate raises a typical repayment by about 11%, and each 10% of payment raises default odds by about 20% (Fuster & Willen 2017)':
      'etwa 1% der Hypothekenschuldner sind in normalen Jahren 90 Tage oder mehr im Rückstand (FCA/UK Finance, NY Fed); ein Punkt mehr Zins hebt eine typische Rate um etwa 11%, je 10% mehr Rate steigt die Ausfallchance um etwa 20% (Fuster & Willen 2017)',
    'about 5% of owner-occupied homes change hands a year; owners locked into cheaper fixed rates move about 9% less per point of rate gap (Fonseca & Liu 2023)':
      'etwa 5% der selbst genutzten Wohnungen wechseln pro Jahr den Besitzer; Eigentümer mit günstigerem festem Zins ziehen je Prozentpunkt Zinsabstand etwa 9% seltener um (Fonseca & Liu 2023)',
    'about 10% of mortgages are refinanced a year at stable rates; refinancing falls by about 40% per point of rate rise (Freddie Mac, Agarwal et al. 2017)':
      'bei stabilen Zinsen werden pro Jahr etwa 10% der Hypotheken umgeschuldet; je Prozentpunkt Zinsanstieg sinkt das um etwa 40% (Freddie Mac, Agarwal et al. 2017)',
    'US card charge-offs run at 3–4% a year, Federal Reserve 2023–24; card rates are variable':
      'Kreditkartenausfälle in den USA liegen bei 3–4% pro Jahr, Federal Reserve 2023–24; Kartenzinsen sind variabel',
    // health.ts
    'CDC 2020: about 7% of US smokers quit for good each year, many relapse; price elasticity of smoking −0.2, Chaloupka & Warner 2000':
      'CDC 2020: etwa 7% der US-Raucher hören pro Jahr dauerhaft auf, viele werden rückfällig; Preiselastizität −0.2, Chaloupka & Warner 2000',
    'price elasticity of smoking −0.2, Chaloupka & Warner 2000':
      'Preiselastizität des Rauchens −0.2, Chaloupka & Warner 2000',
    'price elasticity of heavy drinking about −0.28 (Wagenaar et al. 2009)':
      'Preiselastizität des starken Trinkens etwa −0.28 (Wagenaar et al. 2009)',
    'about half of new exercisers stop within six months (Dishman 1988)':
      'etwa die Hälfte derer, die neu mit Sport beginnen, hört binnen sechs Monaten wieder auf (Dishman 1988)',
    'WHO 2023: taxes are 40–80% of the price of cigarettes':
      'WHO 2023: Steuern machen 40–80% des Zigarettenpreises aus',
    // vaccination.ts
    'CDC, 2023–24 vaccine':
      'CDC, Impfstoff 2023–24',
    'coverage of adult vaccines offered each season is typically 20–50% (assumed)':
      'die Impfquote bei jeder Saison angebotenen Impfungen für Erwachsene liegt typischerweise bei 20–50% (angenommen)',
    'assumed; on-site clinics are among the measures most associated with higher uptake among employees, Nowalk et al. 2010':
      'angenommen; Impfangebote vor Ort gehören zu den Maßnahmen, die am stärksten mit einer höheren Impfquote unter Beschäftigten einhergehen, Nowalk et al. 2010',
    // abatement.ts
    'most industrial options on abatement cost curves lie between 0 and 150 per tonne; McKinsey 2009, IPCC AR6 WG3':
      'die meisten industriellen Optionen auf Vermeidungskostenkurven liegen zwischen 0 und 150 je Tonne; McKinsey 2009, IPCC AR6 WG3',
    // adoption.ts
    'assumed: lack of training is among the barriers users cite most, Ertmer 1999 for teachers; effects of short courses are modest':
      'angenommen: fehlende Schulung gehört zu den am häufigsten genannten Hürden, Ertmer 1999 für Lehrkräfte; kurze Kurse wirken nur mäßig',
    'assumed: organic premiums are about 20–40% over conventional prices, Crowder & Reganold 2015':
      'angenommen: Bio-Aufschläge liegen etwa 20–40% über den konventionellen Preisen, Crowder & Reganold 2015',
  },
  es: {
    'help with the application raised take-up of student aid and of food stamps by 6–16 points, Bettinger et al. 2012, Finkelstein & Notowidigdo 2019':
      'la ayuda con la solicitud aumentó el uso de becas y de cupones de alimentos entre 6 y 16 puntos, Bettinger et al. 2012, Finkelstein & Notowidigdo 2019',
    // arrangements.ts
    'about three in five of those whose job can be done from home do so part or all of the week, Barrero, Bloom & Davis, SWAA 2023':
      'unos tres de cada cinco de quienes pueden trabajar desde casa lo hacen parte de la semana o toda, Barrero, Bloom & Davis, SWAA 2023',
    'assumed: most staff offered the same pay for four days take it; in the UK pilot of 2022, 56 of 61 firms kept it':
      'supuesto: la mayoría acepta cuatro días con el mismo sueldo; en el piloto británico de 2022, 56 de 61 empresas la mantuvieron',
    // epidemic.ts
    'R0 1.3–1.7 for the 2009 H1N1 pandemic, Boëlle et al. 2011, up to about 2 in 1918, Mills et al. 2004; a new strain meets little immunity':
      'R0 1.3–1.7 en la pandemia de H1N1 de 2009, Boëlle et al. 2011, hasta cerca de 2 en 1918, Mills et al. 2004; una cepa nueva encuentra poca inmunidad',
    'R0 12–18, Guerra et al. 2017; infectious about 8 days':
      'R0 12–18, Guerra et al. 2017; contagioso unos 8 días',
    'R0 2.5–3.5 for early variants, Liu et al. 2020; most people now immune to some degree, so waves grow at an effective R of about 1.1–1.4':
      'R0 2.5–3.5 en las primeras variantes, Liu et al. 2020; hoy casi todos tienen cierta inmunidad, así que las olas crecen con un R efectivo de cerca de 1.1–1.4',
    'community R about 1.5–2, Steele et al. 2020; immunity from earlier infections for about a fifth':
      'R comunitario de cerca de 1.5–2, Steele et al. 2020; cerca de una quinta parte es inmune por infecciones anteriores',
    'a season grows at R about 1.2–1.4 with the immunity it meets, Biggerstaff et al. 2014; about a third of infections without symptoms, Carrat et al. 2008':
      'con la inmunidad que encuentra, una temporada crece con un R de cerca de 1.2–1.4, Biggerstaff et al. 2014; cerca de un tercio de las infecciones cursa sin síntomas, Carrat et al. 2008',
    'a generic respiratory infection, R0 2':
      'una infección respiratoria genérica, R0 2',
    '2009 H1N1 vaccines 56–72%, Osterholm et al. 2012':
      'vacunas contra el H1N1 de 2009: 56–72%, Osterholm et al. 2012',
    'two MMR doses protect about 97%, CDC':
      'dos dosis de triple vírica protegen a cerca del 97%, CDC',
    'about 70% against infection in the months after a dose, waning later':
      'cerca del 70% frente a la infección en los meses posteriores a una dosis, menos después',
    'no licensed vaccine; a candidate is assumed to protect half':
      'no hay vacuna autorizada; se supone que una candidata protege a la mitad',
    'seasonal flu vaccines protect 40–60% in a matched season, CDC':
      'las vacunas contra la gripe estacional protegen a un 40–60% cuando la cepa coincide, CDC',
    'assumed for a generic vaccine':
      'supuesto para una vacuna genérica',
    'school contacts are a quarter to a third of all contacts, Mossong et al. 2008, POLYMOD':
      'los contactos en la escuela son entre una cuarta parte y un tercio de todos los contactos, Mossong et al. 2008, POLYMOD',
    'Brauner et al. 2021 estimate 30–80% for combined measures':
      'Brauner et al. 2021 estiman un 30–80% para las medidas combinadas',
    'Aiello et al. 2008: −31% for gastrointestinal and −21% for respiratory illness':
      'Aiello et al. 2008: −31% en las enfermedades gastrointestinales y −21% en las respiratorias',
    'Brauner et al. 2021 estimate about 19% for mask wearing':
      'Brauner et al. 2021 estiman cerca de un 19% para el uso de mascarillas',
    // transport.ts
    'assumed: about the transit fare elasticity, −0.2 to −0.5 in Litman 2004; a free month is read as the price cut to nothing while it lasts':
      'supuesto: cerca de la elasticidad del transporte público a la tarifa, de −0.2 a −0.5 en Litman 2004; un mes gratis se lee como una bajada del precio a cero mientras dura',
    'fare elasticity −0.4, Litman 2004; fare-free transit in Tallinn raised trips by about 14%, Cats et al. 2017':
      'elasticidad a la tarifa −0.4, Litman 2004; el transporte público gratuito de Tallin aumentó los viajes cerca de un 14%, Cats et al. 2017',
    'transit fare elasticity −0.2 to −0.5 in the short run, Litman 2004':
      'elasticidad del transporte público a la tarifa de −0.2 a −0.5 a corto plazo, Litman 2004',
    'service elasticity about 0.5, Litman 2004':
      'elasticidad a la oferta de servicio de cerca de 0.5, Litman 2004',
    'parking price elasticity of car trips −0.1 to −0.3, Litman 2011, most of the trips that leave going to transit, walking and cycling':
      'elasticidad de los viajes en coche al precio del aparcamiento de −0.1 a −0.3, Litman 2011; la mayoría de los viajes que se pierden pasan al transporte público, a pie o en bicicleta',
    'cross elasticities from Litman 2004 and Goodwin, Dargay & Hanly 2004':
      'elasticidades cruzadas según Litman 2004 y Goodwin, Dargay & Hanly 2004',
    'assumed: slower traffic makes streets feel safer to cycle; traffic calming and 30 km/h zones are part of every policy package that raised cycling, Pucher & Buehler 2008; no calibrated size of its own':
      'supuesto: con un tráfico más lento las calles parecen más seguras para la bici; el calmado del tráfico y las zonas 30 están en todas las políticas que aumentaron su uso, Pucher & Buehler 2008; sin tamaño calibrado propio',
    'assumed: workplaces with secure bike parking and showers have more staff cycling to work, Buehler 2012 (Washington, DC); the size here is assumed':
      'supuesto: en los centros de trabajo con aparcamiento seguro para bicis y duchas más empleados van al trabajo en bici, Buehler 2012 (Washington, DC); el tamaño aquí es un supuesto',
    'assumed: centres closed to cars or cleared of parking (Oslo 2017–19, Pontevedra) moved car trips to public transport, walking and cycling; no calibrated size for a whole city':
      'supuesto: los centros cerrados al coche (Oslo 2017–19, Pontevedra) pasaron viajes en coche al transporte público, a pie y en bici; tamaño no calibrado',
    'paid parking where it was free cuts driving to work by several points, most of it to transit, Shoup 2005; the size here is assumed':
      'cobrar el aparcamiento donde era gratis reduce varios puntos los viajes al trabajo en coche, sobre todo en favor del transporte público, Shoup 2005; el tamaño aquí es un supuesto',
    'cities that built protected networks saw cycling grow by a quarter or more, Buehler & Dill 2016':
      'en las ciudades que construyeron redes de carriles bici protegidos, el uso de la bici creció una cuarta parte o más, Buehler & Dill 2016',
    'London’s congestion charge cut car traffic in the zone by about 18%, and about half of the car trips that left moved to public transport, TfL 2008':
      'el peaje urbano de Londres redujo el tráfico en la zona cerca de un 18%, y cerca de la mitad de los viajes perdidos pasó al transporte público, TfL 2008',
    'a new rail or tram line raises transit commuting in a city by a few points, most of it in its corridor, Baum-Snow & Kahn 2000':
      'una nueva línea de tren o de tranvía aumenta unos pocos puntos los desplazamientos al trabajo en transporte público de una ciudad, sobre todo a lo largo de su recorrido, Baum-Snow & Kahn 2000',
    'assumed: bus lanes speed buses up and raise ridership on their routes by about 5–10%, less across a whole city':
      'supuesto: los carriles bus aceleran los autobuses y aumentan los viajeros de sus líneas cerca de un 5–10%, menos en el conjunto de la ciudad',
    'bike-share schemes add cycling trips mostly in place of walking and transit; only 2–20% of their trips replace a car, Fishman 2016':
      'las bicis compartidas suman viajes en bici sobre todo en lugar de ir a pie o en transporte público; solo el 2–20% de sus viajes sustituye al coche, Fishman 2016',
    'assumed: a low-emission zone mostly makes owners replace older cars, few stop driving; London’s ULEZ cut traffic in the zone by 3–9% in its first months, TfL 2019':
      'supuesto: una zona de bajas emisiones lleva sobre todo a sustituir los coches viejos, pocos dejan de conducir; la ULEZ de Londres redujo el tráfico en la zona un 3–9% en sus primeros meses, TfL 2019',
    'an assumed moderate effect':
      'un efecto moderado supuesto',
    // churn.ts
    'US pay TV lost about 6–7% of its subscribers a year in 2022–23, Leichtman Research Group':
      'la televisión de pago en EE. UU. perdió cerca del 6–7% de sus abonados al año en 2022–23, Leichtman Research Group',
    'US streaming video loses about 5% of subscribers a month gross, about 3% net of those who return, Antenna 2023':
      'el streaming de vídeo en EE. UU. pierde cerca del 5% de los suscriptores al mes en bruto, cerca del 3% en neto descontando a quienes vuelven, Antenna 2023',
    'gyms lose about 30–40% of members a year, IHRSA':
      'los gimnasios pierden cerca del 30–40% de sus socios al año, IHRSA',
    'assumed: apps lose about a third of their active users in a year':
      'supuesto: las apps pierden cerca de un tercio de sus usuarios activos en un año',
    'postpaid mobile churn about 1–2% a month, operator reports':
      'tasa de bajas en la telefonía móvil de contrato de cerca del 1–2% al mes, según los informes de los operadores',
    'UK energy switching about 15–20% a year before 2021, Ofgem':
      'en el Reino Unido, antes de 2021 cerca del 15–20% cambiaba cada año de comercializadora de energía, Ofgem',
    'insurance lapse rates about 10–15% a year':
      'tasas de anulación de seguros de cerca del 10–15% al año',
    'assumed: news subscriptions lose about a fifth of their subscribers a year':
      'supuesto: las suscripciones de prensa pierden cerca de una quinta parte de sus suscriptores al año',
    'assumed: about a sixth of active borrowers lapse in a year':
      'supuesto: cerca de una sexta parte de los usuarios activos deja de sacar libros en un año',
    'assumed: clubs and associations lose about 10–15% of their members a year':
      'supuesto: los clubes y asociaciones pierden cerca del 10–15% de sus socios al año',
    'about 3–4% of customers switch bank a year':
      'cerca del 3–4% de los clientes cambia de banco cada año',
    'assumed: about a tenth of shoppers change where they do most of their shopping in a year':
      'supuesto: cerca de una décima parte de los compradores cambia en un año el sitio donde hace la mayor parte de la compra',
    'a typical subscription business loses about 2% of customers a month':
      'un negocio de suscripción típico pierde cerca del 2% de sus clientes al mes',
    'churn price sensitivity of about 1.5 log-odds per unit relative price, in the range reported for telecom and subscriptions':
      'sensibilidad de las bajas al precio de cerca de 1.5 log-odds por unidad de precio relativo, en el rango observado en telecomunicaciones y suscripciones',
    // attrition.ts
    'US hospital nurse turnover 16–18% a year (NSI 2024); NHS vacancy rate about 8–10%':
      'rotación de enfermeras en los hospitales de EE. UU. del 16–18% al año (NSI 2024); tasa de vacantes del NHS de cerca del 8–10%',
    'physician turnover about 7–9% a year':
      'rotación de médicos de cerca del 7–9% al año',
    'about half of new ride-hail drivers stop within a year, Hall & Krueger 2018; JPMorgan Chase Institute 2018':
      'cerca de la mitad de los nuevos conductores de VTC lo deja en un año, Hall & Krueger 2018; JPMorgan Chase Institute 2018',
    'about 8% of US teachers leave the profession and 8% move schools a year (Learning Policy Institute)':
      'en EE. UU. cerca del 8% de los docentes deja la profesión y un 8% cambia de centro cada año (Learning Policy Institute)',
    'a typical voluntary turnover of 10–15% a year':
      'una rotación voluntaria típica del 10–15% al año',
    // road-safety.ts
    'assumed; about 4.5 per 100,000 people a year in the EU in 2023':
      'supuesto; cerca de 4.5 por cada 100,000 habitantes al año en la UE en 2023',
    'assumed; about 25–35 per 100,000 people a year in EU countries':
      'supuesto; cerca de 25–35 por cada 100,000 habitantes al año en los países de la UE',
    'assumed; police-recorded crashes with injuries are about 350 per 100,000 people a year in Germany':
      'supuesto; en Alemania la policía registra cerca de 350 accidentes con heridos por cada 100,000 habitantes al año',
    // crime.ts
    'assumed; crime surveys in England and Wales and the US report about 1.5–2.5 per 100 households':
      'supuesto; las encuestas de victimización de Inglaterra y Gales y de EE. UU. dan cerca de 1.5–2.5 por cada 100 hogares',
    'assumed; about 0.3–0.7 per 100 households in recent crime surveys':
      'supuesto; cerca de 0.3–0.7 por cada 100 hogares en las encuestas de victimización recientes',
    'assumed; about 2 per 100 households, more among those who own bikes':
      'supuesto; cerca de 2 por cada 100 hogares, más entre quienes tienen bicicleta',
    'assumed; crime surveys report about 1–3 victims of violence per 100 adults a year':
      'supuesto; las encuestas de victimización dan cerca de 1–3 víctimas de violencia por cada 100 adultos al año',
    'assumed; police-recorded crime is about 7 offences per 100 people a year in Germany and about 10 in England and Wales':
      'supuesto; la policía registra cerca de 7 delitos por cada 100 habitantes al año en Alemania y cerca de 10 en Inglaterra y Gales',
    // consumption.ts
    'food away from home −0.81, Andreyeva, Long & Brownell 2010':
      'comidas fuera de casa −0.81, Andreyeva, Long & Brownell 2010',
    'sugar-sweetened beverages −1.21, Powell et al. 2013':
      'bebidas azucaradas −1.21, Powell et al. 2013',
    'household electricity −0.21 and gas −0.18 in the short run, Labandeira, Labeaga & López-Otero 2017':
      'electricidad de los hogares −0.21 y gas −0.18 a corto plazo, Labandeira, Labeaga & López-Otero 2017',
    'residential water, mean −0.41 in Dalhuisen et al. 2003, lower in the short run':
      'agua de los hogares, media de −0.41 en Dalhuisen et al. 2003, menor a corto plazo',
    'motor fuel −0.25 within a year and −0.6 in the long run, Goodwin, Dargay & Hanly 2004':
      'carburante −0.25 en un año y −0.6 a largo plazo, Goodwin, Dargay & Hanly 2004',
    'food categories −0.27 to −0.81, Andreyeva, Long & Brownell 2010':
      'categorías de alimentos de −0.27 a −0.81, Andreyeva, Long & Brownell 2010',
    'a typical household good':
      'un bien típico de los hogares',
    'a typical good':
      'un bien típico',
    'showers are about a sixth of indoor water use and low-flow heads save about a third of it, not every one is fitted; DeOreo et al. 2016':
      'la ducha supone cerca de una sexta parte del agua que se usa en casa y los cabezales de bajo caudal ahorran cerca de un tercio de ella, aunque no todos se instalan; DeOreo et al. 2016',
    'lighting is about a tenth of household electricity and thermostats save 5–10% of heating, not all are used; assumed':
      'la iluminación supone cerca de una décima parte de la electricidad de los hogares y los termostatos ahorran un 5–10% de la calefacción, aunque no todos se usan; supuesto',
    // closures.ts
    'assumed: the EU fleet shrinks by about 2% a year net, STECF':
      'supuesto: la flota de la UE se reduce en neto cerca de un 2% al año, STECF',
    'STECF Annual Economic Report on the EU fishing fleet: fuel 10–30% of revenue':
      'informe económico anual del STECF sobre la flota pesquera de la UE: combustible, 10–30% de los ingresos',
    'BLS Business Employment Dynamics; more in their first years, Parsa et al. 2005':
      'BLS Business Employment Dynamics; más en los primeros años, Parsa et al. 2005',
    'National Restaurant Association: pre-tax margins 3–6%':
      'National Restaurant Association: márgenes antes de impuestos del 3–6%',
    'US farm debt is about a year of gross cash farm income, USDA ERS':
      'la deuda de las granjas de EE. UU. equivale a cerca de un año de sus ingresos brutos en efectivo, USDA ERS',
    'USDA Census of Agriculture: farm numbers fall 1–2% a year net':
      'censo agrario del USDA: el número de granjas baja en neto un 1–2% al año',
    'USDA ERS farm cost shares':
      'estructura de costes de las granjas, USDA ERS',
    'typical retail accounts: margins 2–5%':
      'cuentas típicas del comercio minorista: márgenes del 2–5%',
    'energy 2–10% by industry':
      'energía, 2–10% según el sector',
    'typical small-business accounts: margins 5–10%':
      'cuentas típicas de pequeñas empresas: márgenes del 5–10%',
    // commons.ts
    'Schaefer surplus production; intrinsic growth 0.2–0.6 a year for medium-resilience stocks (FishBase)':
      'producción excedentaria de Schaefer; crecimiento intrínseco de 0.2–0.6 al año en poblaciones de resiliencia media (FishBase)',
    'grasslands regrow within one to two seasons':
      'los pastizales se regeneran en una o dos temporadas',
    'assumed: shallow aquifers renew over decades; under 6% of groundwater is younger than 50 years, Gleeson et al. 2016':
      'supuesto: los acuíferos someros se renuevan a lo largo de décadas; menos del 6% del agua subterránea tiene menos de 50 años, Gleeson et al. 2016',
    'assumed: a managed forest adds a few percent of its timber volume a year':
      'supuesto: un bosque gestionado suma cada año un pequeño porcentaje de su volumen de madera',
    'a slowly renewing resource':
      'un recurso que se renueva lentamente',
    // single-use.ts
    'a 25p charge raised reusable cups from 5% to 17% within weeks, Poortinga & Whitaker 2018':
      'un cargo de 25 peniques elevó los vasos reutilizables del 5% al 17% en pocas semanas, Poortinga & Whitaker 2018',
    "England's 5p charge: −85% in a year, DEFRA 2016; Ireland's levy: −90%, Convery et al. 2007":
      'el cargo de 5 peniques en Inglaterra: −85% en un año, DEFRA 2016; el impuesto de Irlanda: −90%, Convery et al. 2007',
    // recycling.ts
    'pay-as-you-throw raises recycling by 5–6 percentage points, Skumatz 2008':
      'el pago por generación aumenta el reciclaje 5–6 puntos porcentuales, Skumatz 2008',
    'information campaigns have small effects on recycling, Varotto & Spagnolli 2017':
      'las campañas informativas tienen poco efecto en el reciclaje, Varotto & Spagnolli 2017',
    'prompts and reminders have small effects, Varotto & Spagnolli 2017':
      'los avisos y recordatorios tienen poco efecto, Varotto & Spagnolli 2017',
    'assumed: a bin given away takes away the cost of starting, as free kerbside collection does for recycling':
      'supuesto: un contenedor regalado elimina el coste de empezar, como la recogida gratuita en el reciclaje',
    'kerbside collection of recyclables raises participation well above drop-off schemes, Jenkins et al. 2003':
      'la recogida puerta a puerta de reciclables eleva la participación muy por encima de los sistemas de aportación voluntaria, Jenkins et al. 2003',
    'recycling rises as the distance to the container falls, González-Torre & Adenso-Díaz 2005':
      'el reciclaje aumenta cuanto menor es la distancia al contenedor, González-Torre & Adenso-Díaz 2005',
    'assumed: a convenience like a bin nearer home, González-Torre & Adenso-Díaz 2005; less often does the reverse':
      'supuesto: una comodidad como un contenedor más cerca de casa, González-Torre & Adenso-Díaz 2005; una recogida menos frecuente hace lo contrario',
    'deposit-return schemes reach 70–95% return rates for containers, against 30–50% without, Reloop 2021':
      'los sistemas de depósito y devolución logran tasas de retorno de envases del 70–95%, frente al 30–50% sin ellos, Reloop 2021',
    // turnout.ts
    'student union elections draw about 10–20% of students at UK universities':
      'en las universidades británicas vota cerca del 10–20% de los estudiantes en las elecciones estudiantiles',
    'EU-wide turnout 50.7% in 2019 and 51% in 2024':
      'participación en el conjunto de la UE del 50.7% en 2019 y del 51% en 2024',
    'about 29% of eligible voters took part in the 2016 US presidential primaries, Pew Research Center':
      'cerca del 29% de los electores participó en las primarias presidenciales de EE. UU. de 2016, Pew Research Center',
    'US midterms: 50% in 2018, 46% in 2022':
      'elecciones de mitad de mandato en EE. UU.: 50% en 2018, 46% en 2022',
    'about 30–35% in England, often 20–30% in US cities, about 50% in German municipalities':
      'cerca del 30–35% en Inglaterra, a menudo un 20–30% en las ciudades de EE. UU., cerca del 50% en los municipios alemanes',
    'assumed: local and citizens’ referendums draw about 30–45%, e.g. German Bürgerentscheide and Swiss communal votes':
      'supuesto: las consultas locales y populares atraen a cerca del 30–45%, p. ej. los Bürgerentscheide alemanes y las votaciones municipales suizas',
    'typical national turnout: UK 2019 67%, US 2020 66%':
      'participación nacional típica: Reino Unido 2019 67%, EE. UU. 2020 66%',
    'text and mail reminders add about 0.5–3 points, Dale & Strauss 2009, Malhotra et al. 2011':
      'los recordatorios por SMS y por correo suman cerca de 0.5–3 puntos, Dale & Strauss 2009, Malhotra et al. 2011',
    'door-to-door canvassing adds about 2–4 points per contacted voter, Green, Gerber & Nickerson 2003':
      'la campaña puerta a puerta suma cerca de 2–4 puntos por votante contactado, Green, Gerber & Nickerson 2003',
    'online voting added about 3.5 points in Ontario municipal elections, Goodman & Stokes 2020; all-mail voting 2–4 points, Gerber, Huber & Hill 2013':
      'el voto en línea sumó cerca de 3.5 puntos en las elecciones municipales de Ontario, Goodman & Stokes 2020; el voto íntegramente por correo, 2–4 puntos, Gerber, Huber & Hill 2013',
    'assumed: countries that vote on a weekend or a holiday turn out a few points more, Franklin 2004; a move within one country does less':
      'supuesto: en los países que votan en fin de semana o en festivo la participación es unos puntos mayor, Franklin 2004; un cambio dentro de un mismo país logra menos',
    // participation.ts
    'about a third of young people drop out of an organised sport or activity each year, Crane & Temple 2015':
      'cerca de un tercio de los jóvenes abandona cada año un deporte o una actividad organizada, Crane & Temple 2015',
    'about 2% of secondary pupils leave school early each year (OECD, national statistics)':
      'cerca del 2% de los alumnos de secundaria abandona la escuela antes de tiempo cada año (OCDE, estadísticas nacionales)',
    'about 10% of university students drop out a year, most in the first year (OECD Education at a Glance)':
      'cerca del 10% de los universitarios abandona cada año, la mayoría en el primer curso (OCDE, Panorama de la educación)',
    'about a third to a half of patients on long-term medication stop within a year (WHO 2003, Adherence to long-term therapies)':
      'entre un tercio y la mitad de los pacientes con medicación prolongada la deja en un año (OMS 2003, Adherencia a los tratamientos a largo plazo)',
    'outpatients missing 10–30% of appointments, about 15% in Europe (Dantas et al. 2018); about 5% of a practice’s patients leave it a year (assumed)':
      'los pacientes ambulatorios faltan al 10–30% de las citas, cerca del 15% en Europa (Dantas et al. 2018); cerca del 5% deja su consulta cada año (supuesto)',
    'assumed: about 40% of eligible employees pay into a workplace savings plan where joining is a choice':
      'supuesto: cerca del 40% de los empleados con derecho aporta a un plan de ahorro de empresa cuando adherirse es voluntario',
    'about 30% of eligible employees join an employee share purchase plan, Babenko & Sen 2014':
      'cerca del 30% de los empleados con derecho se adhiere a un plan de compra de acciones para empleados, Babenko & Sen 2014',
    'about half of eligible employees join a workplace pension when they must opt in (Madrian & Shea 2001: 37–49%); few leave once in':
      'cerca de la mitad de los empleados con derecho se adhiere a un plan de pensiones de empresa si debe apuntarse por sí mismo (Madrian & Shea 2001: 37–49%); pocos lo dejan después',
    'about half of employees joined a workplace wellness programme in its first year, Jones, Molitor & Reif 2019':
      'cerca de la mitad de los empleados se apuntó a un programa de bienestar de empresa en su primer año, Jones, Molitor & Reif 2019',
    'assumed: about a third of active blood donors do not give again within a year; first-time donors lapse more often':
      'supuesto: cerca de un tercio de los donantes de sangre activos no vuelve a donar en un año; los que donan por primera vez lo dejan más a menudo',
    'assumed: about 40% of adults are on the register where joining is a choice, as in the UK before 2020 (NHS Blood and Transplant); few leave it':
      'supuesto: cerca del 40% de los adultos figura en el registro donde inscribirse es voluntario, como en el Reino Unido antes de 2020 (NHS Blood and Transplant); pocos se dan de baja',
    'about 2% of those asked by a mail appeal give, Karlan & List 2007; about half of donors lapse within a year, Fundraising Effectiveness Project':
      'cerca del 2% de quienes reciben una carta de petición dona, Karlan & List 2007; cerca de la mitad de los donantes deja de donar en un año, Fundraising Effectiveness Project',
    'a matching offer raised the share who gave by about 22%, with no gain from larger ratios, Karlan & List 2007':
      'una oferta de igualar las donaciones aumentó la proporción de donantes cerca de un 22%, sin más ganancia con proporciones mayores, Karlan & List 2007',
    'assumed: about half of children under six attend formal childcare in the EU, 38% of those under three and about 9 in 10 from three (Eurostat 2023)':
      'supuesto: alrededor de la mitad de los niños menores de seis años van a una guardería o escuela infantil en la UE, el 38 % de los menores de tres y unos 9 de cada 10 desde los tres (Eurostat 2023)',
    'assumed: about half of those invited take up a health check (NHS Health Check uptake about 45–50%, Public Health England 2019)':
      'supuesto: alrededor de la mitad de los invitados se hace un chequeo médico (NHS Health Check, en torno al 45–50 %, Public Health England 2019)',
    'about a third of adults use a public library in a year, DCMS Taking Part 2019/20':
      'cerca de un tercio de los adultos usa una biblioteca pública en un año, DCMS Taking Part 2019/20',
    'about half of adults visit a museum or gallery in a year, DCMS Taking Part 2019/20':
      'cerca de la mitad de los adultos visita un museo o una galería en un año, DCMS Taking Part 2019/20',
    'take-up of means-tested programmes is typically 40–80% (Currie 2006)':
      'el uso de los programas sujetos a condición de recursos suele ser del 40–80% (Currie 2006)',
    'assumed: about 6 in 10 of those invited attend breast or bowel cancer screening in the EU (European Commission 2017), and most who attend come back':
      'supuesto: unas 6 de cada 10 personas invitadas acuden al cribado de cáncer de mama o colorrectal en la UE (Comisión Europea 2017), y la mayoría vuelve',
    'invitations with a fixed appointment and reminders raise screening uptake by several points, Jepson et al. 2000':
      'las invitaciones con cita fija y los recordatorios aumentan la participación en el cribado varios puntos, Jepson et al. 2000',
    'take-up of public programmes is typically 40–80% (Currie 2006)':
      'el uso de los programas públicos suele ser del 40–80% (Currie 2006)',
    'assumed: opening on Sundays or in the evening brings in those who work in the week; no calibrated estimate':
      'supuesto: abrir los domingos o por la tarde atrae a quienes trabajan entre semana; no hay una estimación calibrada',
    'visits to UK national museums that had charged rose by half or more when entry became free in 2001, DCMS':
      'las visitas a los museos nacionales británicos que cobraban entrada subieron la mitad o más cuando esta pasó a ser gratuita en 2001, DCMS',
    'conditional cash transfers raise enrolment by 5–10 points, Fiszbein & Schady 2009':
      'las transferencias monetarias condicionadas aumentan la matrícula 5–10 puntos, Fiszbein & Schady 2009',
    'grants and fee waivers, Dynarski 2003':
      'becas y exenciones de tasas, Dynarski 2003',
    'text reminders raise take-up and attendance by a few points, Bergman & Chan 2021':
      'los recordatorios por SMS aumentan la participación y la asistencia unos pocos puntos, Bergman & Chan 2021',
    'information campaigns have small effects, Bhargava & Manoli 2015':
      'las campañas informativas tienen poco efecto, Bhargava & Manoli 2015',
    'inertia: few leave once enrolled by default, and those who opted out are enrolled again every few years, as UK employers must every three':
      'inercia: pocos se dan de baja una vez inscritos por defecto, y a quienes renunciaron se les vuelve a inscribir cada pocos años, como deben hacer los empleadores británicos cada tres',
    'an employer match raises participation by about 5–10 points, Choi, Laibson & Madrian 2006; Engelhardt & Kumar 2007':
      'una aportación equivalente del empleador aumenta la participación cerca de 5–10 puntos, Choi, Laibson & Madrian 2006; Engelhardt & Kumar 2007',
    'assumed: classroom studies of compulsory attendance find absences fall markedly where it is enforced, e.g. Marburger 2006':
      'supuesto: los estudios sobre la asistencia obligatoria a clase hallan que las ausencias bajan claramente donde se hace cumplir, p. ej. Marburger 2006',
    'assumed: free school transport raises enrolment and attendance where schools are far, e.g. bicycles and buses for girls in rural India and Africa, Muralidharan & Prakash 2017':
      'supuesto: el transporte escolar gratuito aumenta la matrícula y la asistencia donde la escuela queda lejos, p. ej. bicis y autobuses para niñas en la India rural y en África, Muralidharan & Prakash 2017',
    'school meals raise enrolment and attendance by a few points where children go hungry (Snilstveit et al. 2016) and attendance slightly elsewhere (Schwartz & Rothbart 2020)':
      'los comedores escolares aumentan la matrícula y la asistencia unos puntos donde los niños pasan hambre (Snilstveit et al. 2016) y algo la asistencia en otros sitios (Schwartz & Rothbart 2020)',
    'Madrian & Shea 2001: 86% took part under automatic enrolment against 37% when they had to opt in; UK opt-out rates about 9–12%, DWP 2019':
      'Madrian & Shea 2001: participó el 86% con inscripción automática frente al 37% cuando había que apuntarse por uno mismo; tasas de baja en el Reino Unido de cerca del 9–12%, DWP 2019',
    // labour.ts
    'registered unemployed in Europe find one at 5–10% a month, Elsby, Hobijn & Şahin 2013':
      'los parados registrados en Europa encuentran empleo a un ritmo del 5–10% al mes, Elsby, Hobijn & Şahin 2013',
    '14% of jobs are at high risk, Nedelkoska & Quintini 2018, OECD':
      'el 14% de los empleos corre un riesgo alto, Nedelkoska & Quintini 2018, OCDE',
    'Card, Kluve & Weber 2018: small at first, larger after 2–3 years':
      'Card, Kluve & Weber 2018: pequeño al principio, mayor al cabo de 2–3 años',
    // housing.ts
    'about 1% of mortgage holders fall 90 days or more into arrears in a normal year (FCA/UK Finance, NY Fed); a point on the rate raises a typical repayment by about 11%, and each 10% of payment raises default odds by about 20% (Fuster & Willen 2017)':
      'cerca del 1% de los hipotecados acumula 90 días o más de impago en un año normal (FCA/UK Finance, NY Fed); cada punto de tipo encarece la cuota cerca de un 11%, y cada 10% más de cuota sube el riesgo de impago cerca de un 20% (Fuster & Willen 2017)',
    'about 5% of owner-occupied homes change hands a year; owners locked into cheaper fixed rates move about 9% less per point of rate gap (Fonseca & Liu 2023)':
      'cerca del 5% de las viviendas en propiedad cambia de manos cada año; los propietarios atados a un tipo fijo más barato se mudan cerca de un 9% menos por cada punto de diferencia de tipos (Fonseca & Liu 2023)',
    'about 10% of mortgages are refinanced a year at stable rates; refinancing falls by about 40% per point of rate rise (Freddie Mac, Agarwal et al. 2017)':
      'con tipos estables se refinancia cerca del 10% de las hipotecas al año; la refinanciación cae cerca de un 40% por cada punto de subida de tipos (Freddie Mac, Agarwal et al. 2017)',
    'US card charge-offs run at 3–4% a year, Federal Reserve 2023–24; card rates are variable':
      'las pérdidas por impago de tarjetas en EE. UU. son del 3–4% al año, Federal Reserve 2023–24; los tipos de las tarjetas son variables',
    // health.ts
    'CDC 2020: about 7% of US smokers quit for good each year, many relapse; price elasticity of smoking −0.2, Chaloupka & Warner 2000':
      'CDC 2020: cerca del 7% de los fumadores de EE. UU. lo deja del todo al año, muchos recaen; elasticidad precio −0.2, Chaloupka & Warner 2000',
    'price elasticity of smoking −0.2, Chaloupka & Warner 2000':
      'elasticidad precio del tabaquismo −0.2, Chaloupka & Warner 2000',
    'price elasticity of heavy drinking about −0.28 (Wagenaar et al. 2009)':
      'elasticidad precio del consumo excesivo de alcohol de cerca de −0.28 (Wagenaar et al. 2009)',
    'about half of new exercisers stop within six months (Dishman 1988)':
      'cerca de la mitad de quienes empiezan a hacer ejercicio lo deja en seis meses (Dishman 1988)',
    'WHO 2023: taxes are 40–80% of the price of cigarettes':
      'OMS 2023: los impuestos son el 40–80% del precio de los cigarrillos',
    // vaccination.ts
    'CDC, 2023–24 vaccine':
      'CDC, vacuna 2023–24',
    'coverage of adult vaccines offered each season is typically 20–50% (assumed)':
      'la cobertura de las vacunas para adultos que se ofrecen cada temporada suele ser del 20–50% (supuesto)',
    'assumed; on-site clinics are among the measures most associated with higher uptake among employees, Nowalk et al. 2010':
      'supuesto; vacunar en el propio lugar de trabajo está entre las medidas más asociadas a una mayor cobertura entre los empleados, Nowalk et al. 2010',
    // abatement.ts
    'most industrial options on abatement cost curves lie between 0 and 150 per tonne; McKinsey 2009, IPCC AR6 WG3':
      'la mayoría de las opciones industriales de las curvas de costes de reducción está entre 0 y 150 por tonelada; McKinsey 2009, IPCC AR6 WG3',
    // adoption.ts
    'assumed: lack of training is among the barriers users cite most, Ertmer 1999 for teachers; effects of short courses are modest':
      'supuesto: la falta de formación está entre los obstáculos que más citan los usuarios, Ertmer 1999 para docentes; los cursos breves tienen efectos modestos',
    'assumed: organic premiums are about 20–40% over conventional prices, Crowder & Reganold 2015':
      'supuesto: los sobreprecios ecológicos están cerca de un 20–40% por encima de los precios convencionales, Crowder & Reganold 2015',
  },
  fr: {
    'help with the application raised take-up of student aid and of food stamps by 6–16 points, Bettinger et al. 2012, Finkelstein & Notowidigdo 2019':
      'une aide à la demande a augmenté le recours aux bourses et aux bons alimentaires de 6 à 16 points, Bettinger et al. 2012, Finkelstein & Notowidigdo 2019',
    // arrangements.ts
    'about three in five of those whose job can be done from home do so part or all of the week, Barrero, Bloom & Davis, SWAA 2023':
      'environ trois sur cinq de ceux dont le travail peut se faire à domicile le font une partie ou toute la semaine, Barrero, Bloom & Davis, SWAA 2023',
    'assumed: most staff offered the same pay for four days take it; in the UK pilot of 2022, 56 of 61 firms kept it':
      'hypothèse : la plupart acceptent quatre jours au même salaire ; dans l’essai britannique de 2022, 56 entreprises sur 61 l’ont gardée',
    // epidemic.ts
    'R0 1.3–1.7 for the 2009 H1N1 pandemic, Boëlle et al. 2011, up to about 2 in 1918, Mills et al. 2004; a new strain meets little immunity':
      'R0 1.3–1.7 lors de la pandémie H1N1 de 2009, Boëlle et al. 2011, jusqu’à environ 2 en 1918, Mills et al. 2004 ; une nouvelle souche rencontre peu d’immunité',
    'R0 12–18, Guerra et al. 2017; infectious about 8 days':
      'R0 12–18, Guerra et al. 2017 ; contagieux environ 8 jours',
    'R0 2.5–3.5 for early variants, Liu et al. 2020; most people now immune to some degree, so waves grow at an effective R of about 1.1–1.4':
      'R0 2.5–3.5 pour les premiers variants, Liu et al. 2020 ; la plupart des gens étant désormais en partie immunisés, les vagues croissent avec un R effectif d’environ 1.1–1.4',
    'community R about 1.5–2, Steele et al. 2020; immunity from earlier infections for about a fifth':
      'R communautaire d’environ 1.5–2, Steele et al. 2020 ; environ un cinquième est immunisé par des infections antérieures',
    'a season grows at R about 1.2–1.4 with the immunity it meets, Biggerstaff et al. 2014; about a third of infections without symptoms, Carrat et al. 2008':
      'avec l’immunité en place, une saison croît avec un R d’environ 1.2–1.4, Biggerstaff et al. 2014 ; environ un tiers des infections sont asymptomatiques, Carrat et al. 2008',
    'a generic respiratory infection, R0 2':
      'une infection respiratoire générique, R0 2',
    '2009 H1N1 vaccines 56–72%, Osterholm et al. 2012':
      'vaccins contre le H1N1 de 2009 : 56–72%, Osterholm et al. 2012',
    'two MMR doses protect about 97%, CDC':
      'deux doses de ROR protègent environ 97% des vaccinés, CDC',
    'about 70% against infection in the months after a dose, waning later':
      'environ 70% contre l’infection dans les mois qui suivent une dose, moins ensuite',
    'no licensed vaccine; a candidate is assumed to protect half':
      'pas de vaccin autorisé ; on suppose qu’un candidat protège la moitié des vaccinés',
    'seasonal flu vaccines protect 40–60% in a matched season, CDC':
      'les vaccins contre la grippe saisonnière protègent 40–60% des vaccinés quand la souche correspond, CDC',
    'assumed for a generic vaccine':
      'hypothèse pour un vaccin générique',
    'school contacts are a quarter to a third of all contacts, Mossong et al. 2008, POLYMOD':
      'les contacts à l’école représentent un quart à un tiers de l’ensemble des contacts, Mossong et al. 2008, POLYMOD',
    'Brauner et al. 2021 estimate 30–80% for combined measures':
      'Brauner et al. 2021 estiment 30–80% pour des mesures combinées',
    'Aiello et al. 2008: −31% for gastrointestinal and −21% for respiratory illness':
      'Aiello et al. 2008 : −31% pour les maladies gastro-intestinales et −21% pour les maladies respiratoires',
    'Brauner et al. 2021 estimate about 19% for mask wearing':
      'Brauner et al. 2021 estiment environ 19% pour le port du masque',
    // transport.ts
    'assumed: about the transit fare elasticity, −0.2 to −0.5 in Litman 2004; a free month is read as the price cut to nothing while it lasts':
      'hypothèse : à peu près l’élasticité des transports en commun au tarif, −0.2 à −0.5 selon Litman 2004 ; un mois gratuit est lu comme un prix ramené à zéro tant qu’il dure',
    'fare elasticity −0.4, Litman 2004; fare-free transit in Tallinn raised trips by about 14%, Cats et al. 2017':
      'élasticité au tarif −0.4, Litman 2004 ; la gratuité des transports en commun à Tallinn a augmenté les déplacements d’environ 14%, Cats et al. 2017',
    'transit fare elasticity −0.2 to −0.5 in the short run, Litman 2004':
      'élasticité des transports en commun au tarif de −0.2 à −0.5 à court terme, Litman 2004',
    'service elasticity about 0.5, Litman 2004':
      'élasticité à l’offre de service d’environ 0.5, Litman 2004',
    'parking price elasticity of car trips −0.1 to −0.3, Litman 2011, most of the trips that leave going to transit, walking and cycling':
      'élasticité des trajets en voiture au prix du stationnement de −0.1 à −0.3, Litman 2011 ; la plupart des trajets perdus se reportent sur les transports en commun, la marche et le vélo',
    'cross elasticities from Litman 2004 and Goodwin, Dargay & Hanly 2004':
      'élasticités croisées d’après Litman 2004 et Goodwin, Dargay & Hanly 2004',
    'assumed: slower traffic makes streets feel safer to cycle; traffic calming and 30 km/h zones are part of every policy package that raised cycling, Pucher & Buehler 2008; no calibrated size of its own':
      'hypothèse : une circulation plus lente rassure les cyclistes ; l’apaisement du trafic et les zones 30 figurent dans toutes les politiques ayant fait progresser le vélo, Pucher & Buehler 2008 ; pas d’ampleur calibrée propre',
    'assumed: workplaces with secure bike parking and showers have more staff cycling to work, Buehler 2012 (Washington, DC); the size here is assumed':
      'hypothèse : là où le lieu de travail offre un stationnement vélo sécurisé et des douches, davantage de salariés viennent à vélo, Buehler 2012 (Washington, DC) ; l’ampleur retenue ici est une hypothèse',
    'assumed: centres closed to cars or cleared of parking (Oslo 2017–19, Pontevedra) moved car trips to public transport, walking and cycling; no calibrated size for a whole city':
      'hypothèse : les centres fermés aux voitures (Oslo 2017–19, Pontevedra) ont reporté des trajets vers les transports, la marche et le vélo ; ampleur non calibrée',
    'paid parking where it was free cuts driving to work by several points, most of it to transit, Shoup 2005; the size here is assumed':
      'rendre payant un stationnement gratuit réduit de plusieurs points les trajets domicile-travail en voiture, surtout au profit des transports en commun, Shoup 2005 ; l’ampleur ici est une hypothèse',
    'cities that built protected networks saw cycling grow by a quarter or more, Buehler & Dill 2016':
      'dans les villes qui ont construit des réseaux cyclables protégés, la pratique du vélo a augmenté d’un quart ou plus, Buehler & Dill 2016',
    'London’s congestion charge cut car traffic in the zone by about 18%, and about half of the car trips that left moved to public transport, TfL 2008':
      'le péage urbain de Londres a réduit le trafic automobile dans la zone d’environ 18%, et environ la moitié des trajets disparus sont passés aux transports en commun, TfL 2008',
    'a new rail or tram line raises transit commuting in a city by a few points, most of it in its corridor, Baum-Snow & Kahn 2000':
      'une nouvelle ligne de train ou de tramway augmente de quelques points les trajets domicile-travail en transports en commun d’une ville, surtout le long de son tracé, Baum-Snow & Kahn 2000',
    'assumed: bus lanes speed buses up and raise ridership on their routes by about 5–10%, less across a whole city':
      'hypothèse : les voies réservées accélèrent les bus et augmentent la fréquentation de leurs lignes d’environ 5–10%, moins à l’échelle de toute la ville',
    'bike-share schemes add cycling trips mostly in place of walking and transit; only 2–20% of their trips replace a car, Fishman 2016':
      'les vélos en libre-service ajoutent des trajets à vélo surtout à la place de la marche et des transports en commun ; seuls 2–20% de leurs trajets remplacent la voiture, Fishman 2016',
    'assumed: a low-emission zone mostly makes owners replace older cars, few stop driving; London’s ULEZ cut traffic in the zone by 3–9% in its first months, TfL 2019':
      'hypothèse : une zone à faibles émissions pousse surtout les propriétaires à remplacer leur vieille voiture, peu cessent de conduire ; l’ULEZ de Londres a réduit le trafic dans la zone de 3–9% dans ses premiers mois, TfL 2019',
    'an assumed moderate effect':
      'un effet modéré supposé',
    // churn.ts
    'US pay TV lost about 6–7% of its subscribers a year in 2022–23, Leichtman Research Group':
      'la télévision payante aux États-Unis a perdu environ 6–7% de ses abonnés par an en 2022–23, Leichtman Research Group',
    'US streaming video loses about 5% of subscribers a month gross, about 3% net of those who return, Antenna 2023':
      'le streaming vidéo aux États-Unis perd environ 5% des abonnés par mois en brut, environ 3% en net de ceux qui reviennent, Antenna 2023',
    'gyms lose about 30–40% of members a year, IHRSA':
      'les salles de sport perdent environ 30–40% de leurs membres par an, IHRSA',
    'assumed: apps lose about a third of their active users in a year':
      'hypothèse : les applications perdent environ un tiers de leurs utilisateurs actifs en un an',
    'postpaid mobile churn about 1–2% a month, operator reports':
      'taux de résiliation des forfaits mobiles d’environ 1–2% par mois, d’après les rapports des opérateurs',
    'UK energy switching about 15–20% a year before 2021, Ofgem':
      'au Royaume-Uni, avant 2021, environ 15–20% changeaient chaque année de fournisseur d’énergie, Ofgem',
    'insurance lapse rates about 10–15% a year':
      'taux de résiliation des contrats d’assurance d’environ 10–15% par an',
    'assumed: news subscriptions lose about a fifth of their subscribers a year':
      'hypothèse : les abonnements de presse perdent environ un cinquième de leurs abonnés par an',
    'assumed: about a sixth of active borrowers lapse in a year':
      'hypothèse : environ un sixième des emprunteurs actifs cessent d’emprunter en un an',
    'assumed: clubs and associations lose about 10–15% of their members a year':
      'hypothèse : les clubs et associations perdent environ 10–15% de leurs membres par an',
    'about 3–4% of customers switch bank a year':
      'environ 3–4% des clients changent de banque chaque année',
    'assumed: about a tenth of shoppers change where they do most of their shopping in a year':
      'hypothèse : environ un dixième des clients changent en un an de magasin pour l’essentiel de leurs courses',
    'a typical subscription business loses about 2% of customers a month':
      'une activité d’abonnement type perd environ 2% de ses clients par mois',
    'churn price sensitivity of about 1.5 log-odds per unit relative price, in the range reported for telecom and subscriptions':
      'sensibilité des résiliations au prix d’environ 1.5 log-odds par unité de prix relatif, dans la fourchette observée pour les télécoms et les abonnements',
    // attrition.ts
    'US hospital nurse turnover 16–18% a year (NSI 2024); NHS vacancy rate about 8–10%':
      'rotation des infirmières dans les hôpitaux américains de 16–18% par an (NSI 2024) ; taux de postes vacants du NHS d’environ 8–10%',
    'physician turnover about 7–9% a year':
      'rotation des médecins d’environ 7–9% par an',
    'about half of new ride-hail drivers stop within a year, Hall & Krueger 2018; JPMorgan Chase Institute 2018':
      'environ la moitié des nouveaux chauffeurs VTC arrêtent dans l’année, Hall & Krueger 2018 ; JPMorgan Chase Institute 2018',
    'about 8% of US teachers leave the profession and 8% move schools a year (Learning Policy Institute)':
      'aux États-Unis, environ 8% des enseignants quittent le métier et 8% changent d’établissement chaque année (Learning Policy Institute)',
    'a typical voluntary turnover of 10–15% a year':
      'un taux de départs volontaires courant de 10–15% par an',
    // road-safety.ts
    'assumed; about 4.5 per 100,000 people a year in the EU in 2023':
      'hypothèse ; environ 4.5 pour 100,000 habitants par an dans l’UE en 2023',
    'assumed; about 25–35 per 100,000 people a year in EU countries':
      'hypothèse ; environ 25–35 pour 100,000 habitants par an dans les pays de l’UE',
    'assumed; police-recorded crashes with injuries are about 350 per 100,000 people a year in Germany':
      'hypothèse ; en Allemagne, la police enregistre environ 350 accidents corporels pour 100,000 habitants par an',
    // crime.ts
    'assumed; crime surveys in England and Wales and the US report about 1.5–2.5 per 100 households':
      'hypothèse ; les enquêtes de victimation en Angleterre et au pays de Galles et aux États-Unis font état d’environ 1.5–2.5 pour 100 ménages',
    'assumed; about 0.3–0.7 per 100 households in recent crime surveys':
      'hypothèse ; environ 0.3–0.7 pour 100 ménages dans les enquêtes de victimation récentes',
    'assumed; about 2 per 100 households, more among those who own bikes':
      'hypothèse ; environ 2 pour 100 ménages, davantage chez ceux qui possèdent un vélo',
    'assumed; crime surveys report about 1–3 victims of violence per 100 adults a year':
      'hypothèse ; les enquêtes de victimation font état d’environ 1–3 victimes de violences pour 100 adultes par an',
    'assumed; police-recorded crime is about 7 offences per 100 people a year in Germany and about 10 in England and Wales':
      'hypothèse ; la police enregistre environ 7 infractions pour 100 habitants par an en Allemagne et environ 10 en Angleterre et au pays de Galles',
    // consumption.ts
    'food away from home −0.81, Andreyeva, Long & Brownell 2010':
      'repas hors domicile −0.81, Andreyeva, Long & Brownell 2010',
    'sugar-sweetened beverages −1.21, Powell et al. 2013':
      'boissons sucrées −1.21, Powell et al. 2013',
    'household electricity −0.21 and gas −0.18 in the short run, Labandeira, Labeaga & López-Otero 2017':
      'électricité des ménages −0.21 et gaz −0.18 à court terme, Labandeira, Labeaga & López-Otero 2017',
    'residential water, mean −0.41 in Dalhuisen et al. 2003, lower in the short run':
      'eau des ménages, moyenne de −0.41 selon Dalhuisen et al. 2003, plus faible à court terme',
    'motor fuel −0.25 within a year and −0.6 in the long run, Goodwin, Dargay & Hanly 2004':
      'carburant −0.25 en un an et −0.6 à long terme, Goodwin, Dargay & Hanly 2004',
    'food categories −0.27 to −0.81, Andreyeva, Long & Brownell 2010':
      'catégories d’aliments de −0.27 à −0.81, Andreyeva, Long & Brownell 2010',
    'a typical household good':
      'un bien courant des ménages',
    'a typical good':
      'un bien courant',
    'showers are about a sixth of indoor water use and low-flow heads save about a third of it, not every one is fitted; DeOreo et al. 2016':
      'les douches représentent environ un sixième de l’eau utilisée à la maison et les pommeaux économes en économisent environ un tiers, mais tous ne sont pas installés ; DeOreo et al. 2016',
    'lighting is about a tenth of household electricity and thermostats save 5–10% of heating, not all are used; assumed':
      'l’éclairage représente environ un dixième de l’électricité des ménages et les thermostats économisent 5–10% du chauffage, mais tous ne sont pas utilisés ; hypothèse',
    // closures.ts
    'assumed: the EU fleet shrinks by about 2% a year net, STECF':
      'hypothèse : la flotte de l’UE diminue d’environ 2% par an en net, STECF',
    'STECF Annual Economic Report on the EU fishing fleet: fuel 10–30% of revenue':
      'rapport économique annuel du STECF sur la flotte de pêche de l’UE : carburant, 10–30% des recettes',
    'BLS Business Employment Dynamics; more in their first years, Parsa et al. 2005':
      'BLS Business Employment Dynamics ; davantage les premières années, Parsa et al. 2005',
    'National Restaurant Association: pre-tax margins 3–6%':
      'National Restaurant Association : marges avant impôts de 3–6%',
    'US farm debt is about a year of gross cash farm income, USDA ERS':
      'la dette des exploitations américaines équivaut à environ un an de leurs recettes brutes en espèces, USDA ERS',
    'USDA Census of Agriculture: farm numbers fall 1–2% a year net':
      'recensement agricole de l’USDA : le nombre d’exploitations baisse de 1–2% par an en net',
    'USDA ERS farm cost shares':
      'parts des coûts des exploitations agricoles, USDA ERS',
    'typical retail accounts: margins 2–5%':
      'comptes types du commerce de détail : marges de 2–5%',
    'energy 2–10% by industry':
      'énergie, 2–10% selon le secteur',
    'typical small-business accounts: margins 5–10%':
      'comptes types des petites entreprises : marges de 5–10%',
    // commons.ts
    'Schaefer surplus production; intrinsic growth 0.2–0.6 a year for medium-resilience stocks (FishBase)':
      'production excédentaire de Schaefer ; croissance intrinsèque de 0.2–0.6 par an pour les stocks de résilience moyenne (FishBase)',
    'grasslands regrow within one to two seasons':
      'les prairies repoussent en une à deux saisons',
    'assumed: shallow aquifers renew over decades; under 6% of groundwater is younger than 50 years, Gleeson et al. 2016':
      'hypothèse : une nappe peu profonde se renouvelle sur des décennies ; moins de 6% de l’eau souterraine a moins de 50 ans, Gleeson et al. 2016',
    'assumed: a managed forest adds a few percent of its timber volume a year':
      'hypothèse : une forêt exploitée gagne chaque année quelques pour cent de son volume de bois',
    'a slowly renewing resource':
      'une ressource qui se renouvelle lentement',
    // single-use.ts
    'a 25p charge raised reusable cups from 5% to 17% within weeks, Poortinga & Whitaker 2018':
      'une taxe de 25 pence a fait passer les gobelets réutilisables de 5% à 17% en quelques semaines, Poortinga & Whitaker 2018',
    "England's 5p charge: −85% in a year, DEFRA 2016; Ireland's levy: −90%, Convery et al. 2007":
      'la taxe de 5 pence en Angleterre : −85% en un an, DEFRA 2016 ; la taxe irlandaise : −90%, Convery et al. 2007',
    // recycling.ts
    'pay-as-you-throw raises recycling by 5–6 percentage points, Skumatz 2008':
      'la redevance incitative augmente le recyclage de 5–6 points de pourcentage, Skumatz 2008',
    'information campaigns have small effects on recycling, Varotto & Spagnolli 2017':
      'les campagnes d’information ont peu d’effet sur le recyclage, Varotto & Spagnolli 2017',
    'prompts and reminders have small effects, Varotto & Spagnolli 2017':
      'les incitations et les rappels ont peu d’effet, Varotto & Spagnolli 2017',
    'assumed: a bin given away takes away the cost of starting, as free kerbside collection does for recycling':
      'hypothèse : un bac offert supprime le coût de départ, comme la collecte gratuite pour le tri',
    'kerbside collection of recyclables raises participation well above drop-off schemes, Jenkins et al. 2003':
      'la collecte des recyclables en porte-à-porte porte la participation bien au-dessus des systèmes d’apport volontaire, Jenkins et al. 2003',
    'recycling rises as the distance to the container falls, González-Torre & Adenso-Díaz 2005':
      'le recyclage augmente à mesure que la distance au conteneur diminue, González-Torre & Adenso-Díaz 2005',
    'assumed: a convenience like a bin nearer home, González-Torre & Adenso-Díaz 2005; less often does the reverse':
      'hypothèse : une commodité comparable à un bac plus proche du domicile, González-Torre & Adenso-Díaz 2005 ; une collecte moins fréquente produit l’effet inverse',
    'deposit-return schemes reach 70–95% return rates for containers, against 30–50% without, Reloop 2021':
      'les systèmes de consigne atteignent des taux de retour des emballages de 70–95%, contre 30–50% sans consigne, Reloop 2021',
    // turnout.ts
    'student union elections draw about 10–20% of students at UK universities':
      'dans les universités britanniques, environ 10–20% des étudiants votent aux élections étudiantes',
    'EU-wide turnout 50.7% in 2019 and 51% in 2024':
      'participation dans l’ensemble de l’UE de 50.7% en 2019 et de 51% en 2024',
    'about 29% of eligible voters took part in the 2016 US presidential primaries, Pew Research Center':
      'environ 29% des électeurs inscrits ont participé aux primaires présidentielles américaines de 2016, Pew Research Center',
    'US midterms: 50% in 2018, 46% in 2022':
      'élections de mi-mandat aux États-Unis : 50% en 2018, 46% en 2022',
    'about 30–35% in England, often 20–30% in US cities, about 50% in German municipalities':
      'environ 30–35% en Angleterre, souvent 20–30% dans les villes américaines, environ 50% dans les communes allemandes',
    'assumed: local and citizens’ referendums draw about 30–45%, e.g. German Bürgerentscheide and Swiss communal votes':
      'hypothèse : les référendums locaux et d’initiative citoyenne attirent environ 30–45%, p. ex. les Bürgerentscheide allemands et les votations communales suisses',
    'typical national turnout: UK 2019 67%, US 2020 66%':
      'participation nationale habituelle : Royaume-Uni 2019 67%, États-Unis 2020 66%',
    'text and mail reminders add about 0.5–3 points, Dale & Strauss 2009, Malhotra et al. 2011':
      'les rappels par SMS et par courrier ajoutent environ 0.5–3 points, Dale & Strauss 2009, Malhotra et al. 2011',
    'door-to-door canvassing adds about 2–4 points per contacted voter, Green, Gerber & Nickerson 2003':
      'le porte-à-porte ajoute environ 2–4 points par électeur contacté, Green, Gerber & Nickerson 2003',
    'online voting added about 3.5 points in Ontario municipal elections, Goodman & Stokes 2020; all-mail voting 2–4 points, Gerber, Huber & Hill 2013':
      'le vote en ligne a ajouté environ 3.5 points aux municipales de l’Ontario, Goodman & Stokes 2020 ; le vote tout par correspondance, 2–4 points, Gerber, Huber & Hill 2013',
    'assumed: countries that vote on a weekend or a holiday turn out a few points more, Franklin 2004; a move within one country does less':
      'hypothèse : les pays qui votent le week-end ou un jour férié ont une participation plus élevée de quelques points, Franklin 2004 ; un changement au sein d’un même pays fait moins',
    // participation.ts
    'about a third of young people drop out of an organised sport or activity each year, Crane & Temple 2015':
      'environ un tiers des jeunes abandonnent chaque année un sport ou une activité encadrée, Crane & Temple 2015',
    'about 2% of secondary pupils leave school early each year (OECD, national statistics)':
      'environ 2% des élèves du secondaire décrochent chaque année (OCDE, statistiques nationales)',
    'about 10% of university students drop out a year, most in the first year (OECD Education at a Glance)':
      'environ 10% des étudiants abandonnent chaque année, la plupart en première année (OCDE, Regards sur l’éducation)',
    'about a third to a half of patients on long-term medication stop within a year (WHO 2003, Adherence to long-term therapies)':
      'un tiers à la moitié des patients sous traitement au long cours l’arrêtent dans l’année (OMS 2003, rapport sur l’observance des traitements au long cours)',
    'outpatients missing 10–30% of appointments, about 15% in Europe (Dantas et al. 2018); about 5% of a practice’s patients leave it a year (assumed)':
      'les patients ambulatoires manquent 10–30% des rendez-vous, environ 15% en Europe (Dantas et al. 2018) ; environ 5% quittent leur cabinet par an (hypothèse)',
    'assumed: about 40% of eligible employees pay into a workplace savings plan where joining is a choice':
      'hypothèse : environ 40% des salariés éligibles versent sur un plan d’épargne d’entreprise là où l’adhésion est facultative',
    'about 30% of eligible employees join an employee share purchase plan, Babenko & Sen 2014':
      'environ 30% des salariés éligibles adhèrent à un plan d’actionnariat salarié, Babenko & Sen 2014',
    'about half of eligible employees join a workplace pension when they must opt in (Madrian & Shea 2001: 37–49%); few leave once in':
      'environ la moitié des ayants droit adhèrent à une retraite d’entreprise s’il faut s’inscrire soi-même (Madrian & Shea 2001 : 37–49%) ; peu en sortent ensuite',
    'about half of employees joined a workplace wellness programme in its first year, Jones, Molitor & Reif 2019':
      'environ la moitié des salariés ont rejoint un programme de bien-être en entreprise dès sa première année, Jones, Molitor & Reif 2019',
    'assumed: about a third of active blood donors do not give again within a year; first-time donors lapse more often':
      'hypothèse : environ un tiers des donneurs de sang actifs ne redonnent pas dans l’année ; les nouveaux donneurs arrêtent plus souvent',
    'assumed: about 40% of adults are on the register where joining is a choice, as in the UK before 2020 (NHS Blood and Transplant); few leave it':
      'hypothèse : environ 40% des adultes figurent au registre si l’inscription est libre, comme au Royaume-Uni avant 2020 (NHS Blood and Transplant) ; peu en sortent',
    'about 2% of those asked by a mail appeal give, Karlan & List 2007; about half of donors lapse within a year, Fundraising Effectiveness Project':
      'environ 2% des personnes sollicitées par courrier donnent, Karlan & List 2007 ; environ la moitié des donateurs cessent de donner dans l’année, Fundraising Effectiveness Project',
    'a matching offer raised the share who gave by about 22%, with no gain from larger ratios, Karlan & List 2007':
      'une offre d’abondement des dons a augmenté la part des donateurs d’environ 22%, sans gain supplémentaire avec des ratios plus élevés, Karlan & List 2007',
    'assumed: about half of children under six attend formal childcare in the EU, 38% of those under three and about 9 in 10 from three (Eurostat 2023)':
      'hypothèse : environ la moitié des enfants de moins de six ans sont accueillis en crèche ou à l’école dans l’UE, 38 % des moins de trois ans et environ 9 sur 10 dès trois ans (Eurostat 2023)',
    'assumed: about half of those invited take up a health check (NHS Health Check uptake about 45–50%, Public Health England 2019)':
      'hypothèse : environ la moitié des personnes invitées font un bilan de santé (NHS Health Check, environ 45–50 %, Public Health England 2019)',
    'about a third of adults use a public library in a year, DCMS Taking Part 2019/20':
      'environ un tiers des adultes fréquentent une bibliothèque publique dans l’année, DCMS Taking Part 2019/20',
    'about half of adults visit a museum or gallery in a year, DCMS Taking Part 2019/20':
      'environ la moitié des adultes visitent un musée ou une galerie dans l’année, DCMS Taking Part 2019/20',
    'take-up of means-tested programmes is typically 40–80% (Currie 2006)':
      'le taux de recours aux programmes sous condition de ressources est en général de 40–80% (Currie 2006)',
    'assumed: about 6 in 10 of those invited attend breast or bowel cancer screening in the EU (European Commission 2017), and most who attend come back':
      'hypothèse : environ 6 personnes invitées sur 10 participent au dépistage du cancer du sein ou colorectal dans l’UE (Commission européenne 2017), et la plupart reviennent',
    'invitations with a fixed appointment and reminders raise screening uptake by several points, Jepson et al. 2000':
      'les invitations avec un rendez-vous fixé et les relances augmentent la participation au dépistage de plusieurs points, Jepson et al. 2000',
    'take-up of public programmes is typically 40–80% (Currie 2006)':
      'le taux de recours aux programmes publics est en général de 40–80% (Currie 2006)',
    'assumed: opening on Sundays or in the evening brings in those who work in the week; no calibrated estimate':
      'hypothèse : ouvrir le dimanche ou le soir attire ceux qui travaillent en semaine ; pas d’estimation calibrée',
    'visits to UK national museums that had charged rose by half or more when entry became free in 2001, DCMS':
      'la fréquentation des musées nationaux britanniques auparavant payants a augmenté de moitié ou plus quand l’entrée est devenue gratuite en 2001, DCMS',
    'conditional cash transfers raise enrolment by 5–10 points, Fiszbein & Schady 2009':
      'les transferts monétaires conditionnels augmentent la scolarisation de 5–10 points, Fiszbein & Schady 2009',
    'grants and fee waivers, Dynarski 2003':
      'bourses et exonérations de frais, Dynarski 2003',
    'text reminders raise take-up and attendance by a few points, Bergman & Chan 2021':
      'les rappels par SMS augmentent la participation et l’assiduité de quelques points, Bergman & Chan 2021',
    'information campaigns have small effects, Bhargava & Manoli 2015':
      'les campagnes d’information ont peu d’effet, Bhargava & Manoli 2015',
    'inertia: few leave once enrolled by default, and those who opted out are enrolled again every few years, as UK employers must every three':
      'inertie : peu de gens se retirent une fois inscrits par défaut, et ceux qui ont refusé sont réinscrits tous les quelques ans, comme les employeurs britanniques doivent le faire tous les trois ans',
    'an employer match raises participation by about 5–10 points, Choi, Laibson & Madrian 2006; Engelhardt & Kumar 2007':
      'un abondement de l’employeur augmente la participation d’environ 5–10 points, Choi, Laibson & Madrian 2006 ; Engelhardt & Kumar 2007',
    'assumed: classroom studies of compulsory attendance find absences fall markedly where it is enforced, e.g. Marburger 2006':
      'hypothèse : les études sur l’assiduité obligatoire en cours constatent une nette baisse des absences là où elle est contrôlée, p. ex. Marburger 2006',
    'assumed: free school transport raises enrolment and attendance where schools are far, e.g. bicycles and buses for girls in rural India and Africa, Muralidharan & Prakash 2017':
      'hypothèse : le transport scolaire gratuit augmente la scolarisation et l’assiduité là où l’école est loin, p. ex. vélos et bus pour les filles dans l’Inde rurale et en Afrique, Muralidharan & Prakash 2017',
    'school meals raise enrolment and attendance by a few points where children go hungry (Snilstveit et al. 2016) and attendance slightly elsewhere (Schwartz & Rothbart 2020)':
      'les repas scolaires augmentent la scolarisation et l’assiduité de quelques points là où les enfants ont faim (Snilstveit et al. 2016) et l’assiduité légèrement ailleurs (Schwartz & Rothbart 2020)',
    'Madrian & Shea 2001: 86% took part under automatic enrolment against 37% when they had to opt in; UK opt-out rates about 9–12%, DWP 2019':
      'Madrian & Shea 2001 : 86% participaient avec l’inscription automatique contre 37% quand il fallait s’inscrire soi-même ; taux de retrait au Royaume-Uni d’environ 9–12%, DWP 2019',
    // labour.ts
    'registered unemployed in Europe find one at 5–10% a month, Elsby, Hobijn & Şahin 2013':
      'les chômeurs inscrits en Europe retrouvent un emploi au rythme de 5–10% par mois, Elsby, Hobijn & Şahin 2013',
    '14% of jobs are at high risk, Nedelkoska & Quintini 2018, OECD':
      '14% des emplois présentent un risque élevé, Nedelkoska & Quintini 2018, OCDE',
    'Card, Kluve & Weber 2018: small at first, larger after 2–3 years':
      'Card, Kluve & Weber 2018 : faible au début, plus important après 2–3 ans',
    // housing.ts
    'about 1% of mortgage holders fall 90 days or more into arrears in a normal year (FCA/UK Finance, NY Fed); a point on the rate raises a typical repayment by about 11%, and each 10% of payment raises default odds by about 20% (Fuster & Willen 2017)':
      'environ 1% des emprunteurs ont 90 jours de retard ou plus en année normale (FCA/UK Finance, NY Fed) ; un point de taux alourdit la mensualité d’environ 11%, et 10% de mensualité en plus accroît le risque de défaut d’environ 20% (Fuster & Willen 2017)',
    'about 5% of owner-occupied homes change hands a year; owners locked into cheaper fixed rates move about 9% less per point of rate gap (Fonseca & Liu 2023)':
      'environ 5% des logements occupés par leur propriétaire changent de mains chaque année ; les propriétaires tenus par un taux fixe plus bas déménagent environ 9% moins par point d’écart de taux (Fonseca & Liu 2023)',
    'about 10% of mortgages are refinanced a year at stable rates; refinancing falls by about 40% per point of rate rise (Freddie Mac, Agarwal et al. 2017)':
      'à taux stables, environ 10% des prêts immobiliers sont renégociés chaque année ; les renégociations baissent d’environ 40% par point de hausse des taux (Freddie Mac, Agarwal et al. 2017)',
    'US card charge-offs run at 3–4% a year, Federal Reserve 2023–24; card rates are variable':
      'les pertes sur cartes de crédit aux États-Unis sont de 3–4% par an, Federal Reserve 2023–24 ; les taux des cartes sont variables',
    // health.ts
    'CDC 2020: about 7% of US smokers quit for good each year, many relapse; price elasticity of smoking −0.2, Chaloupka & Warner 2000':
      'CDC 2020 : environ 7% des fumeurs américains arrêtent pour de bon par an, beaucoup rechutent ; élasticité-prix −0.2, Chaloupka & Warner 2000',
    'price elasticity of smoking −0.2, Chaloupka & Warner 2000':
      'élasticité-prix du tabagisme −0.2, Chaloupka & Warner 2000',
    'price elasticity of heavy drinking about −0.28 (Wagenaar et al. 2009)':
      'élasticité-prix de la consommation excessive d’alcool d’environ −0.28 (Wagenaar et al. 2009)',
    'about half of new exercisers stop within six months (Dishman 1988)':
      'environ la moitié de ceux qui se mettent au sport arrêtent dans les six mois (Dishman 1988)',
    'WHO 2023: taxes are 40–80% of the price of cigarettes':
      'OMS 2023 : les taxes représentent 40–80% du prix des cigarettes',
    // vaccination.ts
    'CDC, 2023–24 vaccine':
      'CDC, vaccin 2023–24',
    'coverage of adult vaccines offered each season is typically 20–50% (assumed)':
      'la couverture des vaccins pour adultes proposés chaque saison est en général de 20–50% (hypothèse)',
    'assumed; on-site clinics are among the measures most associated with higher uptake among employees, Nowalk et al. 2010':
      'hypothèse ; la vaccination sur place fait partie des mesures les plus associées à une meilleure couverture chez les salariés, Nowalk et al. 2010',
    // abatement.ts
    'most industrial options on abatement cost curves lie between 0 and 150 per tonne; McKinsey 2009, IPCC AR6 WG3':
      'la plupart des options industrielles des courbes de coûts de réduction se situent entre 0 et 150 par tonne ; McKinsey 2009, IPCC AR6 WG3',
    // adoption.ts
    'assumed: lack of training is among the barriers users cite most, Ertmer 1999 for teachers; effects of short courses are modest':
      'hypothèse : le manque de formation figure parmi les obstacles les plus cités par les utilisateurs, Ertmer 1999 pour les enseignants ; les formations courtes ont des effets modestes',
    'assumed: organic premiums are about 20–40% over conventional prices, Crowder & Reganold 2015':
      'hypothèse : les prix bio sont environ 20–40% au-dessus des prix conventionnels, Crowder & Reganold 2015',
  },
};
