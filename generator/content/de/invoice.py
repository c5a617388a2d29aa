"""German invoice content: eine Rechnung aus Deutschland (Beschriftungen, Branchen und ihre
Positionen, Zahlungsbedingungen, Anschriften, Banken, deutsche Zahlen-, Datums- und
Kennungsformate).

UI, SENTENCES, TITLES and SLOTS are merged into the language package; CITIES, STREETS,
BANKS and FORMATS are read by surfaces.kit.invoice_data.
"""

UI = {
    "invoice.title": "Rechnung", "invoice.number": "Rechnungsnummer",
    "invoice.number_short": "Rechnungs-Nr.", "invoice.date": "Rechnungsdatum",
    "invoice.date_short": "Datum", "invoice.due": "Fälligkeitsdatum",
    "invoice.due_short": "Fällig am", "invoice.customer_no": "Kundennummer",
    "invoice.order_ref": "Ihre Bestellung", "invoice.bill_to": "Rechnungsempfänger",
    "invoice.from": "Absender", "invoice.vat_id": "USt-IdNr.", "invoice.iban": "IBAN",
    "invoice.bic": "BIC", "invoice.bank": "Bank", "invoice.bank_details": "Bankverbindung",
    "invoice.phone": "Tel.", "invoice.email": "E-Mail", "invoice.web": "Web",
    "invoice.pos": "Pos.", "invoice.description": "Bezeichnung", "invoice.qty": "Menge",
    "invoice.unit": "Einheit", "invoice.unit_price": "Einzelpreis",
    "invoice.amount": "Gesamtpreis", "invoice.subtotal": "Nettobetrag",
    "invoice.tax": "zzgl. {rate} % USt.", "invoice.total": "Gesamtbetrag",
    "invoice.total_due": "Rechnungsbetrag", "invoice.page": "Seite 1 von 1",
    "invoice.details": "Rechnungsdetails", "invoice.contact": "Kontakt",
    "invoice.payment": "Zahlung", "invoice.attn": "z. Hd. {name}",
    "invoice.unit.hour": "Std.", "invoice.unit.piece": "Stk.", "invoice.unit.flat": "pauschal",
    "invoice.unit.day": "Tag", "invoice.unit.month": "Monat", "invoice.unit.sqm": "m²",
    "invoice.units.hour": "Std.", "invoice.units.piece": "Stk.",
    "invoice.units.flat": "pauschal", "invoice.units.day": "Tage",
    "invoice.units.month": "Monate", "invoice.units.sqm": "m²",
    "invoice.viewer.download": "Herunterladen", "invoice.viewer.print": "Drucken",
}

SENTENCES = {
    "invoice.terms": [
        "Bitte überweisen Sie den Rechnungsbetrag innerhalb von {days} Tagen ohne Abzug auf "
        "das unten genannte Konto.",
        "Zahlbar innerhalb von {days} Tagen ohne Abzug.",
        "Zahlungsziel: {days} Tage netto.",
    ],
    "invoice.notes": [
        "Bitte geben Sie bei der Zahlung die Rechnungsnummer als Verwendungszweck an.",
        "Das Leistungsdatum entspricht dem Rechnungsdatum.",
    ],
    "invoice.thanks": [
        "Vielen Dank für Ihren Auftrag.",
        "Wir bedanken uns für die gute Zusammenarbeit.",
        "Bei Fragen zu dieser Rechnung stehen wir Ihnen gern zur Verfügung.",
        "Wir freuen uns auf Ihren nächsten Auftrag.",
    ],
    "invoice.intro": [
        "Sehr geehrte Damen und Herren,\nvielen Dank für Ihren Auftrag. Wir erlauben uns, "
        "Ihnen folgende Leistungen in Rechnung zu stellen:",
        "Sehr geehrte Damen und Herren,\nwie vereinbart berechnen wir Ihnen die folgenden "
        "Positionen:",
        "Sehr geehrte Damen und Herren,\nfür unsere im {month} erbrachten Leistungen "
        "berechnen wir Ihnen:",
    ],
}

TITLES = {
    "invoice.company.web": ["{last} Webdesign", "{last} Digital GmbH",
                            "Agentur {last} & {last2}"],
    "invoice.company.print": ["Druckerei {last}", "{last} Druck & Medien GmbH",
                              "{last} Werbetechnik"],
    "invoice.company.craft": ["Elektro {last} GmbH", "Schreinerei {last}",
                              "{last} Haustechnik GmbH & Co. KG"],
    "invoice.company.office": ["{last} Bürobedarf GmbH", "Büro-Center {last}",
                               "{last} Bürotechnik KG"],
    "invoice.company.consult": ["{last} Consulting GmbH", "{last} & {last2} Unternehmensberatung",
                                "Übersetzungsbüro {last}"],
}

SLOTS = {
    "invoice.web.home": ["Gestaltung der Startseite", "Webdesign Startseite"],
    "invoice.web.templates": ["Responsive Seitenvorlagen"],
    "invoice.web.frontend": ["Frontend-Entwicklung"],
    "invoice.web.migration": ["Übernahme der Inhalte aus der alten Website"],
    "invoice.web.hosting": ["Webhosting, Paket Business"],
    "invoice.web.domain": ["Domain-Registrierung (.de), 1 Jahr"],
    "invoice.web.ssl": ["SSL-Zertifikat"],
    "invoice.web.seo": ["SEO-Analyse der Website"],
    "invoice.web.support": ["Wartung und Support"],
    "invoice.print.cards": ["Visitenkarten, 400 g/m², beidseitig (250 Stück)"],
    "invoice.print.flyers": ["Flyer DIN A5, 4/4-farbig (500 Stück)"],
    "invoice.print.banner": ["Roll-up-Banner 85 × 200 cm"],
    "invoice.print.letterhead": ["Briefbogen, 120 g/m² (500 Stück)"],
    "invoice.print.logo": ["Logoentwicklung"],
    "invoice.print.layout": ["Satz und Layout"],
    "invoice.print.poster": ["Plakat DIN A2, matt"],
    "invoice.print.shipping": ["Versandkosten"],
    "invoice.craft.master": ["Arbeitszeit Elektromeister"],
    "invoice.craft.apprentice": ["Arbeitszeit Geselle"],
    "invoice.craft.callout": ["Anfahrtspauschale"],
    "invoice.craft.socket": ["Doppelsteckdose, reinweiß"],
    "invoice.craft.spot": ["LED-Einbaustrahler 6 W"],
    "invoice.craft.fusebox": ["Austausch Sicherungskasten"],
    "invoice.craft.worktop": ["Eichen-Arbeitsplatte, montiert"],
    "invoice.craft.disposal": ["Entsorgung Altmaterial"],
    "invoice.office.paper": ["Kopierpapier DIN A4, 80 g/m² (Karton à 5 Pakete)"],
    "invoice.office.toner": ["Tonerkartusche schwarz"],
    "invoice.office.binders": ["Ordner DIN A4, 8 cm, blau"],
    "invoice.office.chair": ["Bürodrehstuhl, ergonomisch"],
    "invoice.office.lamp": ["LED-Schreibtischleuchte"],
    "invoice.office.whiteboard": ["Whiteboard 120 × 90 cm"],
    "invoice.office.pens": ["Kugelschreiber blau (50 Stück)"],
    "invoice.office.shredder": ["Aktenvernichter, Partikelschnitt"],
    "invoice.office.delivery": ["Lieferung und Aufbau"],
    "invoice.consult.senior": ["Beratung Senior Consultant"],
    "invoice.consult.prep": ["Vorbereitung Workshop"],
    "invoice.consult.workshop": ["Workshop vor Ort"],
    "invoice.consult.pm": ["Projektmanagement"],
    "invoice.consult.travel": ["Reisekosten"],
    "invoice.consult.report": ["Abschlussbericht mit Empfehlungen"],
    "invoice.consult.training": ["Schulung, je Teilnehmer"],
    "invoice.consult.translation": ["Übersetzung Englisch–Deutsch, Fachtext"],
}

STREETS = ["Hauptstraße", "Bahnhofstraße", "Gartenstraße", "Schillerstraße", "Goethestraße",
           "Lindenstraße", "Kirchweg", "Am Markt", "Friedrichstraße", "Bergstraße",
           "Marktplatz", "Mozartstraße", "Industriestraße", "Rosenweg", "Kantstraße",
           "Schulstraße", "Wiesenweg", "Königsallee"]

# (city, postcode patterns, dialling code)
CITIES = [
    ("Berlin", ["10###", "12###"], "030"), ("Hamburg", ["20###", "22###"], "040"),
    ("München", ["80###", "81###"], "089"), ("Köln", ["50###", "51###"], "0221"),
    ("Frankfurt am Main", ["60###"], "069"), ("Stuttgart", ["70###"], "0711"),
    ("Düsseldorf", ["40###"], "0211"), ("Leipzig", ["04###"], "0341"),
    ("Dresden", ["01###"], "0351"), ("Hannover", ["30###"], "0511"),
    ("Nürnberg", ["90###"], "0911"), ("Bremen", ["28###"], "0421"),
    ("Freiburg im Breisgau", ["79###"], "0761"), ("Münster", ["48###"], "0251"),
    ("Heidelberg", ["69###"], "06221"), ("Augsburg", ["86###"], "0821"),
]

# (name, BIC, Bankleitzahl)
BANKS = [("Deutsche Bank", "DEUTDEFF", "50070010"), ("Commerzbank", "COBADEFFXXX", "50040000"),
         ("Sparkasse KölnBonn", "COLSDE33XXX", "37050198"),
         ("Postbank", "PBNKDEFFXXX", "10010010"), ("GLS Bank", "GENODEM1GLS", "43060967"),
         ("Berliner Volksbank", "BEVODEBBXXX", "10090000"),
         ("Hamburger Sparkasse", "HASPDEHHXXX", "20050550"),
         ("Stadtsparkasse München", "SSKMDEMMXXX", "70150000")]

FORMATS = {
    "country": "DE", "decimal": ",", "group": ".", "money": ["{n} €", "{n} EUR"], "vat": 19,
    "reduced": 7, "dates": ["{dd}.{mm}.{y}", "{d}. {month} {y}"],
    "numbers": ["RE-{y}-{s4}", "{y}{s4}", "R{yy}-{s5}"], "customers": ["K-{n5}", "{n5}"],
    "street": ["{street} {n}"], "city_line": "zip_city",
    "phones": ["{area} {local}", "+49 {area_intl} {local}"], "tld": "de",
    "email_locals": ["info", "rechnung", "buchhaltung", "kontakt"],
    "legal": {"corporate": "Geschäftsführung: {manager} · Handelsregister {reg}",
              "sole": "Inhaber: {manager} · Steuernummer {taxno}"},
    "corporate": ["GmbH", "KG"], "legal_fields": {"reg": "HRB #####", "taxno": "##/###/#####"},
    "days": [10, 14, 30],
}
