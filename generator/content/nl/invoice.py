"""Dutch invoice content: een factuur uit Nederland (labels, branches en factuurregels,
betalingsvoorwaarden, adressen, banken, Nederlandse notatie van bedragen, datums en
nummers).

UI, SENTENCES, TITLES and SLOTS are merged into the language package; CITIES, STREETS,
BANKS and FORMATS are read by surfaces.kit.invoice_data.
"""

UI = {
    "invoice.title": "Factuur", "invoice.number": "Factuurnummer",
    "invoice.number_short": "Factuurnr.", "invoice.date": "Factuurdatum",
    "invoice.date_short": "Datum", "invoice.due": "Vervaldatum",
    "invoice.due_short": "Te betalen vóór", "invoice.customer_no": "Klantnummer",
    "invoice.order_ref": "Uw referentie", "invoice.bill_to": "Factuur aan",
    "invoice.from": "Van", "invoice.vat_id": "Btw-nummer", "invoice.iban": "IBAN",
    "invoice.bic": "BIC", "invoice.bank": "Bank", "invoice.bank_details": "Bankgegevens",
    "invoice.phone": "Tel.", "invoice.email": "E-mail", "invoice.web": "Web",
    "invoice.pos": "Nr.", "invoice.description": "Omschrijving", "invoice.qty": "Aantal",
    "invoice.unit": "Eenheid", "invoice.unit_price": "Stukprijs", "invoice.amount": "Bedrag",
    "invoice.subtotal": "Subtotaal", "invoice.tax": "Btw {rate}%", "invoice.total": "Totaal",
    "invoice.total_due": "Te betalen", "invoice.page": "Pagina 1 van 1",
    "invoice.details": "Factuurgegevens", "invoice.contact": "Contact",
    "invoice.payment": "Betaling", "invoice.attn": "T.a.v. {name}",
    "invoice.unit.hour": "uur", "invoice.unit.piece": "st.", "invoice.unit.flat": "vast",
    "invoice.unit.day": "dag", "invoice.unit.month": "maand", "invoice.unit.sqm": "m²",
    "invoice.units.hour": "uur", "invoice.units.piece": "st.", "invoice.units.flat": "vast",
    "invoice.units.day": "dagen", "invoice.units.month": "maanden", "invoice.units.sqm": "m²",
    "invoice.viewer.download": "Downloaden", "invoice.viewer.print": "Afdrukken",
}

SENTENCES = {
    "invoice.terms": [
        "Wij verzoeken u het totaalbedrag binnen {days} dagen over te maken onder vermelding "
        "van het factuurnummer.",
        "Betaling binnen {days} dagen na factuurdatum.",
        "Betalingstermijn: {days} dagen.",
    ],
    "invoice.notes": [
        "Bij te late betaling kunnen wij de wettelijke handelsrente in rekening brengen.",
        "Op al onze leveringen zijn onze algemene voorwaarden van toepassing.",
    ],
    "invoice.thanks": [
        "Bedankt voor uw opdracht.",
        "Hartelijk dank voor uw bestelling.",
        "Heeft u vragen over deze factuur? Neem dan gerust contact met ons op.",
        "Wij werken graag weer met u samen.",
    ],
    "invoice.intro": [
        "Geachte heer, mevrouw,\nHierbij ontvangt u de factuur voor de door ons geleverde "
        "diensten.",
        "Geachte relatie,\nZoals afgesproken brengen wij u de volgende werkzaamheden in "
        "rekening:",
        "Geachte heer, mevrouw,\nHieronder vindt u een overzicht van de werkzaamheden in "
        "{month}.",
    ],
}

TITLES = {
    "invoice.company.web": ["{last} Digital B.V.", "Studio {last}", "{last} & {last2} Webdesign"],
    "invoice.company.print": ["Drukkerij {last}", "{last} Print B.V.", "{last} Grafisch Ontwerp"],
    "invoice.company.craft": ["Installatiebedrijf {last} B.V.", "Timmerbedrijf {last}",
                              "{last} Bouw B.V."],
    "invoice.company.office": ["{last} Kantoorartikelen B.V.", "Kantoorcentrum {last}"],
    "invoice.company.consult": ["{last} Consultancy B.V.", "{last} & {last2} Advies",
                                "Vertaalbureau {last}"],
}

SLOTS = {
    "invoice.web.home": ["Ontwerp van de homepage", "Webdesign homepage"],
    "invoice.web.templates": ["Responsive templates voor subpagina's"],
    "invoice.web.frontend": ["Front-end ontwikkeling"],
    "invoice.web.migration": ["Overzetten van content van de oude website"],
    "invoice.web.hosting": ["Webhosting, zakelijk pakket"],
    "invoice.web.domain": ["Domeinregistratie .nl, 1 jaar"],
    "invoice.web.ssl": ["SSL-certificaat"],
    "invoice.web.seo": ["SEO-analyse van de website"],
    "invoice.web.support": ["Onderhoud en support"],
    "invoice.print.cards": ["Visitekaartjes 400 g, dubbelzijdig (250 st.)"],
    "invoice.print.flyers": ["Flyers A5 full colour (500 st.)"],
    "invoice.print.banner": ["Roll-up banner 85 × 200 cm"],
    "invoice.print.letterhead": ["Briefpapier 120 g (500 vel)"],
    "invoice.print.logo": ["Logo-ontwerp"],
    "invoice.print.layout": ["Opmaak en dtp"],
    "invoice.print.poster": ["Poster A2 mat"],
    "invoice.print.shipping": ["Verzendkosten"],
    "invoice.craft.master": ["Arbeidsloon installateur"],
    "invoice.craft.apprentice": ["Arbeidsloon leerling-monteur"],
    "invoice.craft.callout": ["Voorrijkosten"],
    "invoice.craft.socket": ["Dubbele wandcontactdoos, wit"],
    "invoice.craft.spot": ["LED-inbouwspot 6 W"],
    "invoice.craft.fusebox": ["Vervangen groepenkast"],
    "invoice.craft.worktop": ["Eiken werkblad, gemonteerd"],
    "invoice.craft.disposal": ["Afvoer van bouwafval"],
    "invoice.office.paper": ["Kopieerpapier A4 80 g (doos à 5 pakken)"],
    "invoice.office.toner": ["Tonercartridge zwart"],
    "invoice.office.binders": ["Ordner A4, blauw"],
    "invoice.office.chair": ["Ergonomische bureaustoel"],
    "invoice.office.lamp": ["LED-bureaulamp"],
    "invoice.office.whiteboard": ["Whiteboard 120 × 90 cm"],
    "invoice.office.pens": ["Balpennen blauw (doos à 50)"],
    "invoice.office.shredder": ["Papiervernietiger, snippers"],
    "invoice.office.delivery": ["Levering en montage"],
    "invoice.consult.senior": ["Advies, senior consultant"],
    "invoice.consult.prep": ["Voorbereiding workshop"],
    "invoice.consult.workshop": ["Workshop op locatie"],
    "invoice.consult.pm": ["Projectmanagement"],
    "invoice.consult.travel": ["Reiskosten"],
    "invoice.consult.report": ["Eindrapport met aanbevelingen"],
    "invoice.consult.training": ["Training, per deelnemer"],
    "invoice.consult.translation": ["Vertaling Engels–Nederlands, technische tekst"],
}

STREETS = ["Kerkstraat", "Dorpsstraat", "Stationsweg", "Molenweg", "Schoolstraat",
           "Julianalaan", "Beatrixstraat", "Prinsengracht", "Hoofdstraat", "Nieuwstraat",
           "Markt", "Wilhelminastraat", "Parallelweg", "Industrieweg", "Oranjestraat",
           "Lindenlaan", "Havenstraat", "Vondelstraat"]

# (city, postcode patterns, area code)
CITIES = [
    ("Amsterdam", ["10## @@"], "020"), ("Rotterdam", ["30## @@"], "010"),
    ("Den Haag", ["25## @@"], "070"), ("Utrecht", ["35## @@"], "030"),
    ("Eindhoven", ["56## @@"], "040"), ("Groningen", ["97## @@"], "050"),
    ("Tilburg", ["50## @@"], "013"), ("Almere", ["13## @@"], "036"),
    ("Breda", ["48## @@"], "076"), ("Nijmegen", ["65## @@"], "024"),
    ("Haarlem", ["20## @@"], "023"), ("Arnhem", ["68## @@"], "026"),
    ("Leiden", ["23## @@"], "071"), ("Zwolle", ["80## @@"], "038"),
]

# (name, BIC, bank code)
BANKS = [("ABN AMRO", "ABNANL2A", "ABNA"), ("ING", "INGBNL2A", "INGB"),
         ("Rabobank", "RABONL2U", "RABO"), ("Triodos Bank", "TRIONL2U", "TRIO"),
         ("ASN Bank", "ASNBNL21", "ASNB"), ("bunq", "BUNQNL2A", "BUNQ"),
         ("Knab", "KNABNL2H", "KNAB")]

FORMATS = {
    "country": "NL", "decimal": ",", "group": ".", "money": ["€\u00a0{n}"], "vat": 21,
    "reduced": 9, "dates": ["{dd}-{mm}-{y}", "{d} {month} {y}"],
    "numbers": ["{y}-{s4}", "F{y}{s4}", "{y}{s3}"], "customers": ["{n5}", "KL-{n4}"],
    "street": ["{street} {n}"], "city_line": "zip_city",
    "phones": ["{area} {local}", "+31 {area_intl} {local}"], "tld": "nl",
    "email_locals": ["info", "administratie", "facturen", "boekhouding"],
    "legal": {"corporate": "KvK {kvk}", "sole": "KvK {kvk}"},
    "corporate": ["B.V."], "legal_fields": {"kvk": "########"}, "days": [14, 30],
}
