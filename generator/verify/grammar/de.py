"""German lexicon of the verifier's grammar (lower case, space-separated tokens; keys as in
en.py). Written from the language: inflected forms (der/den/dem/des, zweite/zweiten,
Buchstabe/Buchstaben, Absatz/Absatzes) and common paraphrases all parse. German names a
line, paragraph or sentence noun-first ("die Zeile, die so beginnt: „…“", "der Absatz mit
den Schlussworten „…“"); the verb-final order ("die mit „…“ beginnende Zeile") does not
parse."""


def _adj(*stems: str) -> list[str]:
    """Every ending of the adjectives ``stems`` (fett -> fett, fette, fetten, ...)."""
    return [s + e for s in stems for e in ("", "e", "en", "er", "es", "em")]


QUOTES = [("\u201e", "\u201c"), ("\u00bb", "\u00ab"), ("\u201e", "\u201d"), ("\u201c", "\u201d"),
          ('"', '"'), ("\u203a", "\u2039"), ("\u201a", "\u2018")]
CODE_QUOTES = [("`", "`")]

ARTICLES = ["der", "die", "das", "dem", "den", "des", "ein", "eine", "einen", "einem",
            "eines", "einer"]
_ORD = {"erst": 1, "zweit": 2, "dritt": 3, "viert": 4, "fünft": 5, "sechst": 6, "siebt": 7,
        "siebent": 7, "acht": 8, "neunt": 9, "zehnt": 10, "letzt": -1}
ORDINALS = {stem + e: n for stem, n in _ORD.items() for e in ("e", "en", "er", "es", "em")}
ORDINALS.update({f"{n}.": n for n in range(1, 11)})
WORD_NOUNS = ["wort", "wortes", "worts", "text", "textes", "begriff", "begriffs", "eintrag",
              "eintrags", "beschriftung", "bezeichnung", "label", "überschrift", "titel",
              "menüpunkt", "menüeintrag", "link", "linktext", "schaltfläche", "button",
              "zeichenfolge", "name", "namen", "zahl", "betrag", "datum"]
PAIR_NOUNS = ["wörter", "wörtern", "worte", "worten", "begriffe", "begriffen"]
OCCURRENCE = ["vorkommen", "vorkommens", "vorkommen von", "vorkommens von", "auftreten von",
              "auftreten", "exemplar von"]
CHAR_NOUNS = {"buchstabe": "letter", "buchstaben": "letter", "buchstabens": "letter",
              "ziffer": "digit", "zahl": "digit", "zeichen": "any", "zeichens": "any"}
CHAR_IN = ["in", "im", "in dem", "innerhalb von", "innerhalb", "aus", "von", "vom", "des"]

STYLE_ADJ = {
    "bold": _adj("fett", "fett gedruckt", "fettgedruckt", "fett geschrieben", "halbfett"),
    "italic": _adj("kursiv", "kursiv gesetzt", "kursiv gedruckt", "schräg gestellt"),
    "underline": _adj("unterstrichen"),
    "highlight": _adj("hervorgehoben", "markiert", "farbig markiert", "hinterlegt",
                      "farbig hinterlegt"),
    "strike": _adj("durchgestrichen"),
    "link": _adj("verlinkt"),
    "code": _adj("als code formatiert", "als code gesetzt", "in codeschrift gesetzt"),
    "faded": _adj("ausgegraut", "blass", "abgeblendet", "verblasst"),
    "colour": ["{colour}", "{colour}e", "{colour}en", "{colour}er", "{colour}es", "{colour}em"],
}
STYLE_SUFFIX = {
    "bold": ["in fettdruck", "in fetter schrift", "fett gedruckt", "(fett)",
             "(fett gedruckt)"],
    "italic": ["in kursivschrift", "in kursiver schrift", "kursiv gesetzt", "(kursiv)"],
    "underline": ["mit unterstreichung", "(unterstrichen)", "unterstrichen"],
    "highlight": ["mit farbiger markierung", "(hervorgehoben)", "mit markierung",
                  "(markiert)", "mit farbiger hinterlegung"],
    "strike": ["(durchgestrichen)", "mit durchstreichung", "durchgestrichen"],
    "link": ["im link", "als link", "(verlinkt)", "in einem link"],
    "code": ["in codeschrift", "als code", "(als code)", "im code-format", "als code formatiert"],
    "faded": ["(ausgegraut)", "in blasser schrift", "ausgegraut", "(blass)"],
    "colour": ["in {colour}er schrift", "({colour})", "in {colour}", "in {colour}em text"],
}
COLOURS = {"rot": "red", "grün": "green", "blau": "blue", "orangefarben": "orange",
           "orange": "orange", "violett": "purple", "lila": "purple", "türkisfarben": "teal",
           "türkis": "teal", "petrolfarben": "teal"}

CONTEXT = {
    "sentence": ["im satz", "in dem satz", "innerhalb des satzes", "aus dem satz"],
    "phrase": ["in der wendung", "im ausdruck", "in dem ausdruck", "in der phrase",
               "in der formulierung", "in der wortgruppe"],
    "after": ["direkt nach", "unmittelbar nach", "gleich nach", "nach", "(direkt nach",
              "(nach", "direkt hinter", "hinter", "das auf", "der auf", "folgend auf"],
    "before": ["direkt vor", "unmittelbar vor", "gleich vor", "vor", "(direkt vor", "(vor",
               "das vor", "der vor"],
}
REGION_PREFIX = ["in der", "in den", "im", "in dem", "am", "auf der", "auf dem", "beim",
                 "innerhalb der", "innerhalb des"]
REGION_STOP = ["und", "mit", "als", "an", "um", "für", "in", "im", "vor", "nach", "bitte",
               "klicke", "klicken", "zeige", "zeigen", "setze", "setzen", "antworte", "dann",
               "gleich", "direkt", "unmittelbar", "umschließt", "markieren", "tippe", "tippen",
               "zu", "steht", "aus", "hinter", "zwischen"]
MESSAGE_PREFIX = ["in der nachricht von", "in der mail von", "in der e-mail von",
                  "in der antwort von", "in der nachricht, die von"]
# Other ways to name a region than its geometry name (the region names are English).
REGION_NAMES = {
    "kontenübersicht": "accounts", "adresse": "address", "adressleiste": "address bar",
    "warnmeldung": "alert", "warnungsliste": "alert list", "buchstabenleiste": "alphabet",
    "artikel": "article", "artikelende": "article end", "anhängen": "attachments",
    "rückverweisen": "backlinks", "bankverbindung": "bank details", "banner": "banner",
    "rechnungsadresse": "bill to", "inhaltsbereich": "body", "logobereich": "brand",
    "brotkrümelpfad": "breadcrumb", "schaltflächenleiste": "buttons", "kaufbereich": "buy box",
    "autorenzeile": "byline", "kalenderliste": "calendars", "bildunterschrift": "caption", "rubrum": "case caption",
    "karte": "card", "warenkorb": "cart", "kapitelüberschrift": "chapter heading",
    "diagramm": "chart", "chatliste": "chat list", "chatbereich": "chat panel",
    "chatfenster": "chat widget", "klausel": "clause", "spalte": "column",
    "kommentar": "comment", "kommentarkopf": "comments header", "bereich erledigt": "completed",
    "komponentenliste": "components", "verfassen-fenster": "compose", "eingabefeld": "composer",
    "kontaktbereich": "contact", "bedienelementen": "controls",
    "gesprächsverlauf": "conversation", "beschreibung": "description", "desktop": "desktop",
    "details": "details", "dialogfenster": "dialog", "änderungsansicht": "diff",
    "dokument": "document", "editor": "editor", "eintrag": "entry", "termin": "event",
    "feld": "field", "feld cc": "field Cc", "feld von": "field From",
    "feld betreff": "field Subject", "feld an": "field To", "dateikopf": "file header",
    "unteren seitenbereich": "footer", "anmerkungen": "footnotes", "formular": "form",
    "formatierungsleiste": "formatting bar", "bearbeitungsleiste": "formula bar",
    "absenderzeile": "from", "galerie": "gallery", "tabellenraster": "grid",
    "kopfbereich": "header", "aufmacherbereich": "hero", "histogramm": "histogram",
    "vorfall": "incident", "vorfallsliste": "incidents", "infobox": "infobox",
    "bereich erkenntnisse": "insights", "element": "item", "positionen": "items",
    "ablaufdiagramm": "job graph", "hauptbuch": "ledger", "linken seite": "left page",
    "brief": "letter", "briefkopf": "letterhead", "rechnungsposition": "line item",
    "liste": "list", "protokoll": "log", "protokolltabelle": "log table", "menü": "menu",
    "menüleiste": "menu bar", "nachricht": "message", "nachrichtenkopf": "message header",
    "nachrichtenliste": "message list", "nachrichten": "messages",
    "minikalender": "mini calendar", "navigation": "navigation", "newsletter": "newsletter",
    "notiz": "note", "notizen": "notes", "benachrichtigung": "notification",
    "benachrichtigungsbereich": "notification panel", "optionen": "options",
    "gliederung": "outline", "seite": "page", "seitenzahl": "page number",
    "seitennavigation": "pagination", "vertragsparteien": "parties",
    "zahlungsbereich": "payment", "ähnlichen fragen": "people also ask", "beitrag": "post",
    "profil": "profile", "fortschrittsanzeige": "progress", "frage": "question",
    "zitat": "quote", "rohansicht": "raw", "lesebereich": "reading pane", "beleg": "receipt",
    "empfängeradresse": "recipient", "referenz": "reference", "suchergebnis": "result",
    "suchergebnissen": "results", "menüband": "ribbon", "rechten seite": "right page",
    "lineal": "ruler", "kolumnentitel": "running head", "suchfeld": "search",
    "abschnitt": "section", "absenderblock": "sender", "einstellungen": "settings",
    "blattregisterleiste": "sheet tabs", "seitenleiste": "sidebar", "signatur": "signature",
    "quellen": "sources", "ausgaben": "spending", "folienbereich": "stage", "statistik": "stats",
    "statusleiste": "status bar", "schritten": "steps", "betreffzeile": "subject",
    "zusammenfassung": "summary", "registerleiste": "tab bar", "tabelle": "table",
    "registerkarten": "tabs", "aufgabe": "task", "aufgabenliste": "tasks",
    "terminal": "terminal", "zeitleiste": "timeline", "titel": "title",
    "titelleiste": "title bar", "symbolleiste": "toolbar", "oberen leiste": "top bar",
    "summenblock": "totals", "umsätzen": "transactions", "überweisungsformular": "transfer",
    "wiedergabeliste": "up next", "wochenansicht": "week", "fenster": "window",
    "arbeitsbereichsleiste": "workspace bar", "navigationsleiste": "navigation bar",
    "aktivitätsleiste": "activity bar", "versandetikett": "label", "versandartblock": "service",
    "sendungsnummernfeld": "tracking", "infobereich": "about", "dokumentationsbereich": "docs",
    "seitenzählung": "folio", "jobliste": "jobs", "metazeile": "meta",
    "parametertabelle": "params", "pressemitteilung": "release", "serverantwort": "response",
    "url-leiste": "url bar", "kurzfassung": "abstract", "aktivitätsverlauf": "activity",
    "hinweiskasten": "callout", "patentanspruch": "claim", "patentansprüchen": "claims",
    "befehlszeile": "command line", "kommentaren": "comments", "inhaltsverzeichnis": "contents",
    "block der prozessbevollmächtigten": "counsel", "gerichtskopf": "court",
    "detailbereich": "detail", "eckdaten": "facts", "farbtastenleiste": "fastext",
    "dateiliste": "files", "filtern": "filters", "funktionstastenleiste": "function keys",
    "hoteleintrag": "hotel", "infofeld": "info", "zutaten": "ingredients", "jobeintrag": "job",
    "stellenliste": "job list", "linken fenster": "left panel", "rechten fenster": "right panel",
    "inserat": "listing", "kartenausschnitt": "map", "abschnitt methode": "method",
    "notebook": "notebook", "kopf des bereichs": "panel header",
    "nummerierten absatz": "paragraph", "bereich probleme": "problems",
    "produktbereich": "product", "eigenschaften": "properties", "projektbeschreibung": "readme",
    "ergebnisleiste": "results bar", "bewertung": "review", "serverliste": "servers",
    "ticketbereich": "tickets", "checkliste": "to-do", "umschalter": "toggle", "album": "album",
    "app-leiste": "app bar", "teilnehmerliste": "attendees", "mitwirkenden": "credits",
    "tagesvorschau": "day preview", "songtext": "lyrics", "marktübersicht": "markets",
    "kopf der speisekarte": "masthead", "bereich mehr": "more", "orderbuch": "order book",
    "ordermaske": "order form", "herkunft": "origin", "handelspaar": "pair", "foto": "photo",
    "beiträgen": "posts", "bedeutung": "sense", "lied": "song", "synonymen": "synonyms",
    "teamliste": "teams", "gebrauchshinweisen": "usage", "vermögensaufteilung": "allocation",
    "blame-ansicht": "blame", "budgets": "budgets", "cashflow": "cash flow", "kanal": "channel",
    "depot": "holdings", "oberen navigation": "nav bar", "meldungen": "news", "player": "player",
    "antwort": "reply", "tabellenzeile": "row", "folie": "slide", "statistiken": "statistics",
    "gesprächsstrang": "thread", "miniaturansichten": "thumbnails",
    "beobachtungsliste": "watchlist", "folge": "episode", "lektion": "lesson",
    "aktuellen wiedergabe": "now playing", "vorschau": "preview", "sendung": "show",
    "ausgangstext": "source", "zieltext": "target", "antworten": "answers",
    "artikelliste": "article list", "feedliste": "feeds", "feldern": "fields",
    "quiznavigation": "quiz navigation", "leseansicht": "reader", "tabellenblatt": "sheet",
    "untertitelliste": "subtitle list", "timer": "timer", "wiedergabesteuerung": "transport",
    "video": "video", "wellenform": "waveform", "erklärung": "declaration",
    "einträgen": "entries", "suchmuster": "expression", "trefferdetails": "match information",
    "ortseintrag": "place", "testtext": "test string", "aktuellen werten": "current",
    "tagesvorhersage": "daily", "stundenvorhersage": "hourly", "kartenstapel": "deck",
    "umgebung": "environment", "stacktrace": "stack trace", "schlagwörtern": "tags",
    "bedingungen": "terms", "aktivitäten": "activities", "werdegang": "experience",
    "herzfrequenz": "heart rate", "ringen": "rings", "zelle": "cell",
    "kursnavigation": "course nav", "dateiübersicht": "file list",
    "globalen navigation": "global nav", "autorenblock": "author", "schaltfläche": "button",
    "editorbereich": "editor pane", "navigationsmenü": "nav", "lebenslauf": "resume",
    "route": "route", "abriss": "stub", "vorschlägen": "suggestions", "ticket": "ticket",
    "option": "option", "umfrage": "poll", "popover": "popover", "bewertungen": "reviews",
    "screenshots": "screenshots", "sortierung": "sort", "bereich neuigkeiten": "whats new",
    "freigabebereich": "approval", "prüfprotokoll": "audit",
    "lesezeichenleiste": "bookmarks bar", "tagesansicht": "day", "abfahrtstafel": "departures",
    "block veranlagungsart": "filing status", "formularkopf": "form header",
    "formularzeile": "line", "medikamentenliste": "medications", "monatsraster": "month grid",
    "namenfeld": "name box", "hinweisen": "notices", "nährwerten": "nutrition",
    "patientenblock": "patient", "patientenbanner": "patient banner", "police": "policy",
    "verschreibenden arzt": "prescriber", "rezept": "prescription", "bericht": "report",
    "unterschriftsfeld": "sign here", "transkription": "transcription", "vitalwerten": "vitals",
    "kalender": "calendar", "arztprofil": "doctor", "hinweis": "notice",
    "zeitfenstern": "time slots",
}

# Punctuation marks by name: the characters a name may denote.
MARK_NAMES = {"punkt": ".", "punktes": ".", "schlusspunkt": ".", "komma": ",",
              "kommas": ",", "beistrich": ",", "doppelpunkt": ":", "doppelpunktes": ":",
              "semikolon": ";", "semikolons": ";", "strichpunkt": ";", "strichpunktes": ";",
              "ausrufezeichen": "!", "ausrufezeichens": "!", "fragezeichen": "?",
              "fragezeichens": "?", "auslassungspunkte": "\u2026",
              "auslassungspunkten": "\u2026", "drei punkte": "\u2026",
              "satzzeichen": ".,:;!?\u2026", "satzzeichens": ".,:;!?\u2026"}
MARK_AFTER = ["nach", "direkt nach", "unmittelbar nach", "gleich nach", "hinter",
              "direkt hinter", "unmittelbar hinter", "das auf", "der auf", "die auf",
              "folgend auf"]

BETWEEN = ["zwischen"]
AND = ["und"]

# Frame cues: caret intent, direction and ends.
CARET = ["cursor", "textcursor", "einfügemarke", "schreibmarke", "eingabemarke", "caret",
         "einfügepunkt", "eingabecursor"]
BEFORE = ["vor", "davor", "vorne", "direkt vor"]
AFTER = ["nach", "hinter", "dahinter", "danach", "weiterzuschreiben", "weiterschreiben"]
START = ["anfang", "beginn", "beginnt", "anfängt", "zeilenanfang", "erste wort",
         "ersten buchstaben", "erste zeichen", "ersten zeichen", "erstes zeichen", "start"]
END = ["ende", "ans ende", "endet", "aufhört", "schluss", "zeilenende", "letzte zeichen",
       "letzten zeichen", "letztes zeichen", "letzte satzzeichen", "satzzeichen",
       "letzten buchstaben"]

# Lines, paragraphs and sentences referenced by their first or last words.
SPAN_NOUNS = {"zeile": "line", "textzeile": "line", "absatz": "paragraph",
              "absatzes": "paragraph", "absatzs": "paragraph", "textabsatz": "paragraph",
              "satz": "sentence", "satzes": "sentence"}
SPAN_START = [", die so beginnt :", ", der so beginnt :", ", die so anfängt :",
              ", der so anfängt :", "mit den anfangsworten", "beginnend mit",
              ", beginnend mit", "mit dem anfang", "mit dem beginn", "die so beginnt :",
              "der so beginnt :"]
SPAN_END = [", die so endet :", ", der so endet :", ", die so aufhört :",
            ", der so aufhört :", "mit den schlussworten", "endend mit", "endend auf",
            ", endend mit", "mit dem schluss", "die so endet :", "der so endet :"]

# The empty line between two paragraphs.
GAP_NOUNS = ["leerzeile", "leere zeile", "leeren zeile", "freie zeile", "freien zeile",
             "leerzeile dazwischen"]
GAP_BETWEEN = ["zwischen"]
GAP_AFTER = ["nach", "unter", "unterhalb", "hinter", "unterhalb von"]
GAP_BEFORE = ["vor", "über", "oberhalb", "oberhalb von"]

# Answer-form cues and response-format hints (regular expressions over the lower-cased
# instruction, removed before parsing).
BBOX = ["bounding box", "bounding-box", "boundingbox", "begrenzungsrahmen", "rahmen",
        "koordinaten", "box", "umgebendes rechteck", "umrandung", "eckkoordinaten"]
FORMAT_HINTS = [
    r"\(\s*erst oben links,?\s*dann unten rechts\s*\)",
    r"(?:als|im format|in der form|im schema|wie)?\s*\[?\s*x1\s*,\s*y1\s*,\s*x2\s*,"
    r"\s*y2\s*\]?",
    r"(?:als\s+)?(?:die\s+)?ecke oben links (?:und|dann|sowie) (?:die\s+)?ecke unten rechts",
    r"(?:als\s+)?(?:erst\s+)?oben links,? (?:und|dann|bis) unten rechts",
]

# Invoice fields and blocks by name (inflected forms included).
def _fields(table: dict[str, str]) -> dict[str, str]:
    """Each name with its genitive (-s, -es) too."""
    out = dict(table)
    for name, field in table.items():
        head, _, rest = name.partition(" ")
        for ending in ("s", "es"):
            out.setdefault(" ".join(filter(None, (head + ending, rest))), field)
    return out


FIELDS = _fields({
    "rechnungsnummer": "invoice_number", "rechnungs-nr": "invoice_number",
    "rechnungsdatum": "invoice_date", "ausstellungsdatum": "invoice_date",
    "fälligkeitsdatum": "invoice_due_date", "zahlungsziel": "invoice_due_date",
    "fällig am": "invoice_due_date", "ort des absenders": "invoice_sender_city",
    "stadt des absenders": "invoice_sender_city",
    "stadt in der absenderadresse": "invoice_sender_city",
    "postleitzahl des absenders": "invoice_sender_zip", "plz des absenders": "invoice_sender_zip", "ort des empfängers": "invoice_recipient_city",
    "stadt des empfängers": "invoice_recipient_city",
    "stadt in der empfängeradresse": "invoice_recipient_city",
    "postleitzahl des empfängers": "invoice_recipient_zip",
    "plz des empfängers": "invoice_recipient_zip",
    "e-mail-adresse": "invoice_email", "mailadresse": "invoice_email",
    "telefonnummer": "invoice_phone", "steuernummer": "invoice_tax_id",
    "umsatzsteuer-id": "invoice_tax_id", "ust-idnr": "invoice_tax_id", "ust-id": "invoice_tax_id",
    "iban": "invoice_iban", "bic": "invoice_bic", "bic-code": "invoice_bic",
    "swift-code": "invoice_bic", "bankverbindung": "invoice_bank_details",
    "block mit der bankverbindung": "invoice_bank_details",
    "rechnungsposition": "invoice_line_item", "position": "invoice_line_item",
    "rechnungspositionen": "invoice_line_items", "tabelle der positionen": "invoice_line_items",
    "positionstabelle": "invoice_line_items", "positionen": "invoice_line_items",
    "zwischensumme": "invoice_subtotal", "nettobetrag": "invoice_subtotal",
    "steuerbetrag": "invoice_tax", "mehrwertsteuerbetrag": "invoice_tax",
    "mehrwertsteuer": "invoice_tax", "mwst-betrag": "invoice_tax",
    "gesamtbetrag": "invoice_total", "rechnungsbetrag": "invoice_total",
    "endbetrag": "invoice_total", "summenblock": "invoice_totals",
    "block mit den summen": "invoice_totals", "summen": "invoice_totals",
    "absenderblock": "invoice_sender",
    "adressblock des absenders": "invoice_sender",
    "kundenblock": "invoice_recipient",
    "adressblock des empfängers": "invoice_recipient",
    "empfängerblock": "invoice_recipient",
})
