"""Dutch lexicon of the verifier's grammar (lower case, space-separated tokens; keys as in
en.py). Written from the language: both articles (de, het), inflected adjectives and
common paraphrases all parse."""

QUOTES = [("'", "'"), ("\u201e", "\u201d"), ("\u2018", "\u2019"), ("\u201c", "\u201d"),
          ('"', '"')]
CODE_QUOTES = [("`", "`")]

ARTICLES = ["de", "het", "een", "'t"]
ORDINALS = {"eerste": 1, "tweede": 2, "derde": 3, "vierde": 4, "vijfde": 5, "zesde": 6,
            "zevende": 7, "achtste": 8, "negende": 9, "tiende": 10, "laatste": -1,
            "1e": 1, "2e": 2, "3e": 3, "4e": 4, "5e": 5, "6e": 6, "7e": 7, "8e": 8, "9e": 9,
            "10e": 10}
WORD_NOUNS = ["woord", "tekst", "label", "kop", "titel", "knop", "tabblad", "link", "term",
              "item", "menu-item", "naam", "opschrift", "getal", "bedrag"]
PAIR_NOUNS = ["woorden", "termen"]
OCCURRENCE = ["voorkomen van", "voorkomen", "exemplaar van", "keer dat", "exemplaar"]
CHAR_NOUNS = {"letter": "letter", "cijfer": "digit", "teken": "any"}
CHAR_IN = ["in", "van", "binnen"]

STYLE_ADJ = {
    "bold": ["vetgedrukte", "vetgedrukt", "vette", "vet"],
    "italic": ["cursieve", "cursief", "schuingedrukte", "schuingedrukt"],
    "underline": ["onderstreepte", "onderstreept"],
    "highlight": ["gemarkeerde", "gemarkeerd", "geaccentueerde", "gehighlighte"],
    "strike": ["doorgehaalde", "doorgestreepte", "doorgehaald", "doorgestreept"],
    "link": ["gelinkte", "gelinkt"],
    "code": ["als code opgemaakte", "als code opgemaakt"],
    "faded": ["grijze", "vervaagde", "grijs", "vervaagd", "lichtgrijze"],
    "colour": ["{colour}gekleurde", "{colour}e", "{colour}"],
}
STYLE_SUFFIX = {
    "bold": ["in vet", "vetgedrukt", "(vetgedrukt)", "in het vet"],
    "italic": ["in cursief", "cursief gedrukt", "(cursief)"],
    "underline": ["met onderstreping", "(onderstreept)", "onderstreept"],
    "highlight": ["met markering", "(gemarkeerd)", "gemarkeerd"],
    "strike": ["met doorhaling", "(doorgestreept)", "doorgestreept"],
    "link": ["in de link", "als link", "(als link)"],
    "code": ["als code", "in codeopmaak", "(als code)"],
    "faded": ["in grijs", "(vervaagd)", "vervaagd"],
    "colour": ["in het {colour}", "in {colour}", "({colour})"],
}
COLOURS = {"rood": "red", "rode": "red", "groen": "green", "blauw": "blue", "oranje": "orange",
           "paars": "purple", "blauwgroen": "teal", "turquoise": "teal", "petrol": "teal"}

CONTEXT = {
    "sentence": ["in de zin", "binnen de zin"],
    "phrase": ["in de woordgroep", "in de zinsnede", "in de uitdrukking"],
    "after": ["direct na", "vlak na", "na", "(direct na", "meteen na", "dat volgt op",
              "die volgt op", "direct achter"],
    "before": ["direct vóór", "direct voor", "vlak voor", "vlak vóór", "vóór", "voor",
               "(direct vóór", "meteen voor", "dat voorafgaat aan", "die voorafgaat aan"],
}
REGION_PREFIX = ["in de", "in het", "in", "op de", "op het", "binnen de", "binnen het"]
REGION_STOP = ["en", "met", "als", "om", "voor", "vóór", "na", "in", "op", "klik", "klikken",
               "zetten", "te", "staat", "omsluit", "markeren", "aanwijzen"]
MESSAGE_PREFIX = ["in het bericht van", "in de mail van", "in de e-mail van",
                  "in het antwoord van", "in het bericht dat", "in het mailtje van"]

# Other ways to name a region than its geometry name (the region names are English).
REGION_NAMES = {
    "rekeningoverzicht": "accounts", "adres": "address", "adresbalk": "address bar",
    "waarschuwing": "alert", "lijst met waarschuwingen": "alert list", "alfabetbalk": "alphabet",
    "artikel": "article", "slot van het artikel": "article end", "bijlagen": "attachments",
    "pagina's die hiernaar linken": "backlinks", "bankgegevens": "bank details",
    "banner": "banner", "factuuradres": "bill to", "hoofdtekst": "body", "logo": "brand",
    "kruimelpad": "breadcrumb", "knoppenbalk": "buttons", "koopvak": "buy box",
    "auteursregel": "byline", "lijst met agenda's": "calendars", "bijschrift": "caption", "kop van de zaak": "case caption",
    "kaart": "card", "winkelwagen": "cart", "hoofdstuktitel": "chapter heading",
    "grafiek": "chart", "chatlijst": "chat list", "chatvenster": "chat panel",
    "chatwidget": "chat widget", "bepaling": "clause", "kolom": "column", "reactie": "comment",
    "kop van de reacties": "comments header", "afgeronde taken": "completed",
    "lijst met onderdelen": "components", "opstelvenster": "compose", "invoerveld": "composer",
    "contactblok": "contact", "bedieningselementen": "controls", "gesprek": "conversation",
    "beschrijving": "description", "bureaublad": "desktop", "details": "details",
    "dialoogvenster": "dialog", "wijzigingsweergave": "diff", "document": "document",
    "editor": "editor", "invoer": "entry", "afspraak": "event", "veld": "field",
    "veld cc": "field Cc", "veld van": "field From", "veld onderwerp": "field Subject",
    "veld aan": "field To", "bestandskop": "file header", "voettekst": "footer",
    "voetnoten": "footnotes", "formulier": "form", "opmaakbalk": "formatting bar",
    "formulebalk": "formula bar", "afzenderregel": "from", "galerij": "gallery",
    "raster": "grid", "koptekst": "header", "openingsblok": "hero", "histogram": "histogram",
    "incident": "incident", "lijst met incidenten": "incidents", "infobox": "infobox",
    "inzichten": "insights", "item": "item", "factuurregels": "items",
    "takengrafiek": "job graph", "grootboek": "ledger", "linkerpagina": "left page",
    "brief": "letter", "briefhoofd": "letterhead", "factuurregel": "line item", "lijst": "list",
    "logboek": "log", "logtabel": "log table", "menu": "menu", "menubalk": "menu bar",
    "bericht": "message", "berichtkop": "message header", "berichtenlijst": "message list",
    "berichten": "messages", "minikalender": "mini calendar", "navigatie": "navigation",
    "nieuwsbrief": "newsletter", "notitie": "note", "notities": "notes",
    "melding": "notification", "meldingenpaneel": "notification panel", "opties": "options",
    "overzichtsstructuur": "outline", "pagina": "page", "paginanummer": "page number",
    "paginanavigatie": "pagination", "partijen": "parties", "betaalblok": "payment",
    "gerelateerde vragen": "people also ask", "bericht op het forum": "post",
    "profiel": "profile", "voortgangsbalk": "progress", "vraag": "question", "citaat": "quote",
    "onbewerkte weergave": "raw", "leesvenster": "reading pane", "bonnetje": "receipt",
    "ontvangersblok": "recipient", "naslag": "reference", "zoekresultaat": "result",
    "zoekresultaten": "results", "lint": "ribbon", "rechterpagina": "right page",
    "liniaal": "ruler", "paginakop": "running head", "zoekveld": "search", "sectie": "section",
    "afzenderblok": "sender", "instellingen": "settings", "bladtabs": "sheet tabs",
    "zijbalk": "sidebar", "handtekening": "signature", "bronnen": "sources",
    "uitgaven": "spending", "dia-venster": "stage", "statistieken": "stats",
    "statusbalk": "status bar", "stappen": "steps", "onderwerpregel": "subject",
    "samenvatting": "summary", "tabbalk": "tab bar", "tabel": "table", "tabbladen": "tabs",
    "taak": "task", "takenlijst": "tasks", "terminal": "terminal", "tijdlijn": "timeline",
    "titel": "title", "titelbalk": "title bar", "werkbalk": "toolbar",
    "bovenste balk": "top bar", "totalenblok": "totals", "transacties": "transactions",
    "overschrijvingsformulier": "transfer", "afspeellijst": "up next", "weekweergave": "week",
    "venster": "window", "werkruimtebalk": "workspace bar", "navigatiebalk": "navigation bar",
    "activiteitenbalk": "activity bar", "verzendlabel": "label",
    "vak met de verzendmethode": "service", "vak met de zendingcode": "tracking",
    "informatieblok": "about", "documentatie": "docs", "paginering": "folio",
    "lijst met jobs": "jobs", "metaregel": "meta", "parametertabel": "params",
    "persbericht": "release", "serverantwoord": "response", "url-balk": "url bar",
    "samenvatting van het artikel": "abstract", "recente activiteit": "activity",
    "uitgelichte kader": "callout", "conclusie": "claim", "conclusies": "claims",
    "opdrachtregel": "command line", "reacties": "comments", "inhoudsopgave": "contents",
    "blok met de advocaten": "counsel", "kop van de rechtbank": "court",
    "detailvenster": "detail", "kerngegevens": "facts", "regel met kleurtoetsen": "fastext",
    "bestandenlijst": "files", "filters": "filters", "functietoetsenbalk": "function keys",
    "hotelblok": "hotel", "infoblok": "info", "ingrediënten": "ingredients", "jobblok": "job",
    "vacaturelijst": "job list", "linkerpaneel": "left panel", "rechterpaneel": "right panel",
    "advertentie": "listing", "plattegrond": "map", "onderdeel methode": "method",
    "notebook": "notebook", "paneelkop": "panel header", "genummerde alinea": "paragraph",
    "probleemvenster": "problems", "productblok": "product", "eigenschappen": "properties",
    "projectbeschrijving": "readme", "resultatenbalk": "results bar", "recensie": "review",
    "serverlijst": "servers", "ticketblok": "tickets", "afvinklijst": "to-do",
    "schakelaar": "toggle", "album": "album", "app-balk": "app bar",
    "deelnemerslijst": "attendees", "credits": "credits", "dagoverzicht": "day preview",
    "songtekst": "lyrics", "marktoverzicht": "markets", "kop van de menukaart": "masthead",
    "onderdeel meer": "more", "orderboek": "order book", "orderformulier": "order form",
    "herkomst": "origin", "handelspaar": "pair", "foto": "photo", "lijst met berichten": "posts",
    "betekenis": "sense", "nummer": "song", "synoniemen": "synonyms", "teamlijst": "teams",
    "gebruiksnotities": "usage", "vermogensverdeling": "allocation",
    "annotatieweergave": "blame", "budgetten": "budgets", "kasstroom": "cash flow",
    "kanaal": "channel", "portefeuille": "holdings", "navigatiestrook": "nav bar",
    "nieuws": "news", "speler": "player", "antwoord": "reply", "rij": "row", "dia": "slide",
    "statistiekoverzicht": "statistics", "discussiedraad": "thread", "miniaturen": "thumbnails",
    "volglijst": "watchlist", "aflevering": "episode", "les": "lesson",
    "nu spelende nummer": "now playing", "voorbeeld": "preview", "programma": "show",
    "brontekst": "source", "doeltekst": "target", "antwoorden": "answers",
    "artikellijst": "article list", "feedlijst": "feeds", "velden": "fields",
    "quiznavigatie": "quiz navigation", "leesweergave": "reader", "werkblad": "sheet",
    "ondertitellijst": "subtitle list", "timer": "timer", "afspeelknoppen": "transport",
    "video": "video", "golfvorm": "waveform", "verklaring": "declaration",
    "invoerlijst": "entries", "zoekpatroon": "expression",
    "details van de overeenkomsten": "match information", "plaatsblok": "place",
    "testtekst": "test string", "huidige weer": "current", "dagverwachting": "daily",
    "uurverwachting": "hourly", "kaartenstapel": "deck", "omgeving": "environment",
    "stacktrace": "stack trace", "trefwoorden": "tags", "voorwaarden": "terms",
    "activiteiten": "activities", "werkervaring": "experience", "hartslag": "heart rate",
    "ringen": "rings", "cel": "cell", "cursusnavigatie": "course nav",
    "bestandsoverzicht": "file list", "globale navigatie": "global nav", "auteursblok": "author",
    "knop": "button", "editorvenster": "editor pane", "navigatiemenu": "nav", "cv": "resume",
    "route": "route", "controlestrookje": "stub", "suggesties": "suggestions",
    "ticket": "ticket", "optie": "option", "peiling": "poll", "pop-upvenster": "popover",
    "recensies": "reviews", "schermafbeeldingen": "screenshots", "sortering": "sort",
    "nieuwe functies": "whats new", "goedkeuringsblok": "approval", "auditlogboek": "audit",
    "bladwijzerbalk": "bookmarks bar", "dagweergave": "day", "vertrekbord": "departures",
    "vak met de aangiftestatus": "filing status", "formulierkop": "form header",
    "formulierregel": "line", "medicatielijst": "medications", "maandraster": "month grid",
    "naamvak": "name box", "mededelingen": "notices", "voedingswaarden": "nutrition",
    "patiëntblok": "patient", "patiëntbalk": "patient banner", "polis": "policy",
    "blok van de voorschrijver": "prescriber", "recept": "prescription", "rapport": "report",
    "handtekeningvak": "sign here", "transcriptie": "transcription", "vitale functies": "vitals",
    "kalender": "calendar", "artsenprofiel": "doctor", "mededeling": "notice",
    "tijdsloten": "time slots",
}

MARK_NAMES = {"punt": ".", "komma": ",", "dubbele punt": ":", "dubbelepunt": ":",
              "puntkomma": ";", "uitroepteken": "!", "vraagteken": "?",
              "beletselteken": "\u2026", "drie puntjes": "\u2026",
              "leesteken": ".,:;!?\u2026"}
MARK_AFTER = ["na", "direct na", "vlak na", "meteen na", "achter", "direct achter",
              "dat volgt op", "die volgt op"]

BETWEEN = ["tussen", "dat scheidt", "die scheidt"]
AND = ["en"]

CARET = ["cursor", "tekstcursor", "invoegpositie", "invoegpunt", "caret", "schrijfpositie"]
BEFORE = ["vóór", "voor", "voorafgaand"]
AFTER = ["na", "achter", "verder"]
START = ["begin", "begint", "eerste letter", "eerste woord", "eerste teken", "start"]
END = ["einde", "eind", "eindigt", "laatste teken", "laatste letter", "slotteken"]

SPAN_NOUNS = {"regel": "line", "tekstregel": "line", "alinea": "paragraph",
              "paragraaf": "paragraph", "zin": "sentence"}
SPAN_START = ["die begint met", "beginnend met", "die start met", "die opent met",
              "dat begint met"]
SPAN_END = ["die eindigt op", "eindigend op", "die eindigt met", "die ophoudt met",
            "eindigend met", "dat eindigt op"]

GAP_NOUNS = ["lege regel", "witregel", "blanco regel", "lege lijn"]
GAP_BETWEEN = ["tussen"]
GAP_AFTER = ["na", "onder", "onder de", "onder het"]
GAP_BEFORE = ["vóór", "voor", "boven"]

BBOX = ["bounding box", "omhullende kader", "omhullend kader", "kader", "coördinaten",
        "box", "omsluitende rechthoek", "rechthoek", "bbox"]
FORMAT_HINTS = [
    r"\(\s*eerst linksboven,?\s*(?:dan|daarna) rechtsonder\s*\)",
    r"(?:als|in de vorm|in het formaat|volgens)?\s*\[?\s*x1\s*,\s*y1\s*,\s*x2\s*,\s*y2\s*\]?",
    r"(?:als\s+)?(?:de\s+)?hoek linksboven (?:en|dan) (?:de\s+)?hoek rechtsonder",
    r"(?:als\s+)?linksboven (?:en|dan|tot) rechtsonder",
]

FIELDS = {
    "factuurnummer": "invoice_number", "factuurdatum": "invoice_date",
    "datum van de factuur": "invoice_date", "vervaldatum": "invoice_due_date",
    "uiterste betaaldatum": "invoice_due_date",
    "plaats van de afzender": "invoice_sender_city", "stad van de afzender": "invoice_sender_city",
    "woonplaats van de afzender": "invoice_sender_city",
    "postcode van de afzender": "invoice_sender_zip",
    "postcode van de leverancier": "invoice_sender_zip", "plaats van de ontvanger": "invoice_recipient_city",
    "stad van de ontvanger": "invoice_recipient_city",
    "plaats van de klant": "invoice_recipient_city",
    "postcode van de ontvanger": "invoice_recipient_zip",
    "postcode van de klant": "invoice_recipient_zip", "e-mailadres": "invoice_email",
    "telefoonnummer": "invoice_phone", "btw-nummer": "invoice_tax_id",
    "btw-id": "invoice_tax_id", "kvk-nummer": "invoice_tax_id", "iban-nummer": "invoice_iban",
    "iban": "invoice_iban", "bic": "invoice_bic", "bic-code": "invoice_bic",
    "swift-code": "invoice_bic", "bankgegevens": "invoice_bank_details",
    "blok met bankgegevens": "invoice_bank_details", "factuurregel": "invoice_line_item",
    "orderregel": "invoice_line_item", "factuurregels": "invoice_line_items",
    "tabel met factuurregels": "invoice_line_items", "subtotaal": "invoice_subtotal",
    "bedrag exclusief btw": "invoice_subtotal", "btw-bedrag": "invoice_tax", "btw": "invoice_tax",
    "totaalbedrag": "invoice_total", "te betalen bedrag": "invoice_total",
    "totaal": "invoice_total", "totalenblok": "invoice_totals",
    "blok met totalen": "invoice_totals", "totalen": "invoice_totals",
    "afzenderblok": "invoice_sender",
    "adresblok van de leverancier": "invoice_sender",
    "adresblok van de afzender": "invoice_sender",
    "klantblok": "invoice_recipient",
    "adresblok van de ontvanger": "invoice_recipient",
}
