"""Italian lexicon of the verifier's grammar (lower case, space-separated tokens; keys as in
en.py; an elided article stays on its word: "nell'espressione" is one token). Written from
the language: articulated prepositions (della, sul, nei), masculine and feminine ordinals
and adjectives, and common paraphrases all parse."""

QUOTES = [("\u00ab", "\u00bb"), ("\u201c", "\u201d"), ('"', '"'), ("\u2018", "\u2019")]
CODE_QUOTES = [("`", "`")]

# Articulated prepositions (della, sulla) are not articles here: "prima della parola"
# must keep "prima" (before) out of the word's modifiers (prima = first).
ARTICLES = ["il", "lo", "la", "i", "gli", "le", "un", "una", "uno", "l'"]
_ORD = {"prim": 1, "second": 2, "terz": 3, "quart": 4, "quint": 5, "sest": 6, "settim": 7,
        "ottav": 8, "non": 9, "decim": 10, "ultim": -1}
ORDINALS = {stem + e: n for stem, n in _ORD.items() for e in ("o", "a")}
ORDINALS.update({f"{n}ª": n for n in range(1, 11)})
WORD_NOUNS = ["parola", "scritta", "testo", "etichetta", "titolo", "pulsante", "scheda",
              "link", "termine", "voce", "elemento", "nome", "numero", "importo"]
PAIR_NOUNS = ["parole", "termini"]
OCCURRENCE = ["occorrenza", "occorrenza di", "occorrenza della", "volta che compare"]
CHAR_NOUNS = {"lettera": "letter", "cifra": "digit", "carattere": "any", "segno": "any"}
CHAR_IN = ["in", "di", "nella", "della", "nel", "del", "dentro", "all'interno di"]

STYLE_ADJ = {
    "bold": ["in grassetto", "grassetto"],
    "italic": ["in corsivo", "corsivo", "corsiva"],
    "underline": ["sottolineata", "sottolineato"],
    "highlight": ["evidenziata", "evidenziato"],
    "strike": ["barrata", "barrato"],
    "link": ["con collegamento", "collegata", "linkata"],
    "code": ["in formato codice", "scritta come codice"],
    "faded": ["in grigio", "sbiadita", "sbiadito", "attenuata"],
    "colour": ["di colore {colour}", "{colour}", "in {colour}"],
}
STYLE_SUFFIX = {
    "bold": ["in grassetto", "scritta in grassetto", "scritto in grassetto"],
    "italic": ["in corsivo", "scritta in corsivo", "scritto in corsivo"],
    "underline": ["con sottolineatura", "sottolineata", "sottolineato"],
    "highlight": ["con evidenziazione", "con sfondo evidenziato", "evidenziata", "evidenziato"],
    "strike": ["con barratura", "barrata", "barrato"],
    "link": ["nel link", "che è un link", "con collegamento"],
    "code": ["in formato codice", "scritto come codice", "scritta come codice"],
    "faded": ["in grigio", "in grigio chiaro", "sbiadita", "sbiadito"],
    "colour": ["in {colour}", "di colore {colour}"],
}
COLOURS = {"rosso": "red", "rossa": "red", "verde": "green", "blu": "blue", "azzurro": "blue",
           "arancione": "orange", "viola": "purple", "verde acqua": "teal",
           "turchese": "teal", "ottanio": "teal"}

CONTEXT = {
    "sentence": ["nella frase", "all'interno della frase"],
    "phrase": ["nell'espressione", "nel passaggio", "nel frammento", "nella locuzione"],
    "after": ["subito dopo", "immediatamente dopo", "dopo", "che segue",
              "che viene subito dopo", "che viene dopo", "seguente"],
    "before": ["subito prima di", "immediatamente prima di", "prima di", "che precede",
               "che viene subito prima di", "che viene prima di", "davanti a"],
}
REGION_PREFIX = ["nella", "nel", "nei", "nelle", "negli", "nello", "in", "sulla", "sul",
                 "all'interno della", "all'interno del"]
REGION_STOP = ["e", "con", "per", "poi", "in", "a", "su", "prima", "dopo", "che", "clicca",
               "rispondi", "come", "indicando"]
MESSAGE_PREFIX = ["nel messaggio di", "nella mail di", "nel messaggio inviato da",
                  "nella risposta di", "nell'e-mail di", "nel messaggio da"]

# Other ways to name a region than its geometry name (the region names are English).
REGION_NAMES = {
    "lista dei conti": "accounts", "blocco indirizzo": "address",
    "barra degli indirizzi": "address bar", "box di avviso": "alert",
    "lista degli avvisi": "alert list", "barra alfabetica": "alphabet",
    "testo dell'articolo": "article", "fondo all'articolo": "article end",
    "allegati": "attachments", "pagine che rimandano qui": "backlinks",
    "coordinate bancarie": "bank details", "banner": "banner",
    "blocco di fatturazione": "bill to", "corpo della pagina": "body", "logo": "brand",
    "percorso di navigazione": "breadcrumb", "fila di pulsanti": "buttons",
    "riquadro di acquisto": "buy box", "firma dell'autore": "byline",
    "lista dei calendari": "calendars", "didascalia": "caption", "blocco delle parti": "case caption", "riquadro": "card",
    "carrello": "cart", "titolo del capitolo": "chapter heading", "grafico": "chart",
    "lista delle chat": "chat list", "pannello della chat": "chat panel",
    "finestra della chat": "chat widget", "clausola": "clause", "colonna": "column",
    "commento": "comment", "testata dei commenti": "comments header",
    "attività completate": "completed", "lista dei componenti": "components",
    "finestra di composizione": "compose", "casella di testo": "composer",
    "riquadro dei contatti": "contact", "controlli": "controls", "conversazione": "conversation",
    "descrizione": "description", "desktop": "desktop", "dettagli": "details",
    "finestra di dialogo": "dialog", "vista delle modifiche": "diff", "documento": "document",
    "pannello dell'editor": "editor", "voce": "entry", "riquadro dell'evento": "event",
    "campo": "field", "campo cc": "field Cc", "campo da": "field From",
    "campo oggetto": "field Subject", "campo a": "field To", "testata del file": "file header",
    "piè di pagina": "footer", "note a piè di pagina": "footnotes", "modulo": "form",
    "barra di formattazione": "formatting bar", "barra della formula": "formula bar",
    "riga del mittente": "from", "galleria": "gallery", "griglia": "grid", "testata": "header",
    "sezione di apertura": "hero", "grafico a istogramma": "histogram",
    "scheda dell'incidente": "incident", "lista degli incidenti": "incidents",
    "riquadro informativo": "infobox", "analisi": "insights", "singolo elemento": "item",
    "voci della fattura": "items", "grafico dei job": "job graph", "libro mastro": "ledger",
    "pagina di sinistra": "left page", "lettera": "letter", "carta intestata": "letterhead",
    "riga della fattura": "line item", "lista": "list", "registro": "log",
    "tabella del registro": "log table", "menu": "menu", "barra dei menu": "menu bar",
    "messaggio": "message", "testata del messaggio": "message header",
    "lista dei messaggi": "message list", "messaggi": "messages",
    "minicalendario": "mini calendar", "navigazione": "navigation", "newsletter": "newsletter",
    "nota": "note", "lista delle note": "notes", "notifica": "notification",
    "pannello delle notifiche": "notification panel", "opzioni": "options",
    "struttura": "outline", "pagina": "page", "numero di pagina": "page number",
    "paginazione": "pagination", "parti del contratto": "parties",
    "riquadro del pagamento": "payment", "domande correlate": "people also ask", "post": "post",
    "profilo": "profile", "barra di avanzamento": "progress", "domanda": "question",
    "citazione": "quote", "vista non formattata": "raw", "riquadro di lettura": "reading pane",
    "ricevuta": "receipt", "riquadro del destinatario": "recipient", "riferimento": "reference",
    "risultato": "result", "risultati": "results", "barra multifunzione": "ribbon",
    "pagina di destra": "right page", "righello": "ruler", "titolo corrente": "running head",
    "casella di ricerca": "search", "sezione": "section", "riquadro del mittente": "sender",
    "impostazioni": "settings", "schede dei fogli": "sheet tabs", "barra laterale": "sidebar",
    "firma": "signature", "fonti": "sources", "spese": "spending",
    "zona della diapositiva": "stage", "statistiche": "stats", "barra di stato": "status bar",
    "passaggi": "steps", "riga dell'oggetto": "subject", "riepilogo": "summary",
    "barra delle schede": "tab bar", "tabella": "table", "schede": "tabs",
    "singola attività": "task", "lista delle attività": "tasks", "terminale": "terminal",
    "cronologia": "timeline", "titolo": "title", "barra del titolo": "title bar",
    "barra degli strumenti": "toolbar", "barra superiore": "top bar",
    "riquadro dei totali": "totals", "movimenti": "transactions",
    "modulo di bonifico": "transfer", "coda di riproduzione": "up next",
    "vista settimanale": "week", "finestra": "window",
    "barra delle aree di lavoro": "workspace bar", "barra di navigazione": "navigation bar",
    "barra delle attività": "activity bar", "lettera di vettura": "label",
    "riquadro del servizio di spedizione": "service",
    "riquadro del numero di tracciamento": "tracking", "riquadro di presentazione": "about",
    "documentazione": "docs", "numerazione della pagina": "folio", "lista dei job": "jobs",
    "riga dei metadati": "meta", "tabella dei parametri": "params",
    "comunicato stampa": "release", "risposta del server": "response",
    "barra dell'url": "url bar", "sommario dell'articolo": "abstract",
    "attività recenti": "activity", "box in evidenza": "callout", "rivendicazione": "claim",
    "rivendicazioni": "claims", "riga di comando": "command line", "commenti": "comments",
    "sommario": "contents", "riquadro degli avvocati": "counsel",
    "testata del tribunale": "court", "pannello di dettaglio": "detail",
    "dati principali": "facts", "riga dei tasti colorati": "fastext", "lista dei file": "files",
    "filtri": "filters", "barra dei tasti funzione": "function keys",
    "scheda dell'hotel": "hotel", "riquadro informazioni": "info", "ingredienti": "ingredients",
    "riquadro del job": "job", "lista delle offerte": "job list",
    "pannello di sinistra": "left panel", "pannello di destra": "right panel",
    "testo dell'annuncio": "listing", "mappa": "map", "sezione metodo": "method",
    "notebook": "notebook", "testata del pannello": "panel header",
    "paragrafo numerato": "paragraph", "pannello dei problemi": "problems",
    "scheda del prodotto": "product", "proprietà": "properties",
    "descrizione del progetto": "readme", "barra dei risultati": "results bar",
    "recensione": "review", "lista dei server": "servers", "sezione biglietti": "tickets",
    "lista delle cose da fare": "to-do", "selettore": "toggle", "disco": "album",
    "barra delle app": "app bar", "lista dei partecipanti": "attendees", "crediti": "credits",
    "panoramica del giorno": "day preview", "testo della canzone": "lyrics",
    "lista dei mercati": "markets", "testata del menù": "masthead", "sezione altro": "more",
    "book di negoziazione": "order book", "modulo d'ordine": "order form",
    "sezione etimologia": "origin", "coppia di scambio": "pair", "foto": "photo",
    "lista dei post": "posts", "significato": "sense", "canzone": "song", "sinonimi": "synonyms",
    "lista dei team": "teams", "note d'uso": "usage", "ripartizione degli asset": "allocation",
    "vista delle annotazioni": "blame", "budget": "budgets", "flusso di cassa": "cash flow",
    "canale": "channel", "portafoglio": "holdings", "fascia di navigazione": "nav bar",
    "notizie": "news", "lettore": "player", "risposta": "reply", "riga della tabella": "row",
    "diapositiva": "slide", "quadro statistico": "statistics", "discussione": "thread",
    "miniature": "thumbnails", "lista di osservazione": "watchlist", "puntata": "episode",
    "lezione": "lesson", "brano in riproduzione": "now playing",
    "schermata di anteprima": "preview", "programma": "show", "testo di partenza": "source",
    "testo di arrivo": "target", "risposte": "answers", "lista degli articoli": "article list",
    "lista dei feed": "feeds", "campi": "fields", "navigazione del quiz": "quiz navigation",
    "vista di lettura": "reader", "foglio": "sheet", "lista dei sottotitoli": "subtitle list",
    "timer": "timer", "comandi di riproduzione": "transport", "video": "video",
    "forma d'onda": "waveform", "dichiarazione": "declaration", "voci": "entries",
    "schema di ricerca": "expression", "dettagli delle corrispondenze": "match information",
    "scheda del luogo": "place", "testo di prova": "test string",
    "condizioni attuali": "current", "previsioni giornaliere": "daily",
    "previsioni orarie": "hourly", "mazzo": "deck", "riquadro dell'ambiente": "environment",
    "traccia dello stack": "stack trace", "etichette": "tags", "condizioni": "terms",
    "lista delle attività svolte": "activities", "esperienze lavorative": "experience",
    "frequenza cardiaca": "heart rate", "anelli": "rings", "cella": "cell",
    "navigazione del corso": "course nav", "pannello dei file": "file list",
    "navigazione globale": "global nav", "riquadro dell'autore": "author", "pulsante": "button",
    "riquadro dell'editor": "editor pane", "menu di navigazione": "nav", "curriculum": "resume",
    "percorso": "route", "matrice": "stub", "suggerimenti": "suggestions", "biglietto": "ticket",
    "singola opzione": "option", "sondaggio": "poll", "riquadro a comparsa": "popover",
    "recensioni": "reviews", "screenshot": "screenshots", "criterio di ordinamento": "sort",
    "novità": "whats new", "riquadro di approvazione": "approval",
    "registro di controllo": "audit", "barra dei preferiti": "bookmarks bar",
    "vista giornaliera": "day", "tabellone delle partenze": "departures",
    "casella dello stato civile": "filing status", "testata del modulo": "form header",
    "riga del modulo": "line", "lista dei farmaci": "medications",
    "griglia del mese": "month grid", "casella del nome": "name box", "avvisi": "notices",
    "valori nutrizionali": "nutrition", "riquadro del paziente": "patient",
    "fascia del paziente": "patient banner", "polizza": "policy",
    "riquadro del medico prescrittore": "prescriber", "ricetta medica": "prescription",
    "relazione": "report", "spazio per la firma": "sign here", "trascrizione": "transcription",
    "parametri vitali": "vitals", "calendario": "calendar", "scheda del medico": "doctor",
    "nota informativa": "notice", "fasce orarie": "time slots",
}

MARK_NAMES = {"punto": ".", "punto fermo": ".", "virgola": ",", "due punti": ":",
              "punto e virgola": ";", "punto esclamativo": "!", "punto interrogativo": "?",
              "puntini di sospensione": "\u2026", "puntini": "\u2026",
              "segno di punteggiatura": ".,:;!?\u2026"}
MARK_AFTER = ["dopo", "subito dopo", "immediatamente dopo", "che segue", "seguente"]

BETWEEN = ["tra", "fra", "che separa"]
AND = ["e", "ed"]

CARET = ["cursore", "cursore di testo", "punto di inserimento", "caret"]
BEFORE = ["prima", "davanti"]
AFTER = ["dopo", "dietro"]
START = ["inizio", "all'inizio", "dall'inizio", "inizia", "comincia", "prima lettera", "prima parola", "primo carattere"]
END = ["fine", "finisce", "termina", "ultimo carattere", "ultima lettera", "ultimo segno",
       "punteggiatura finale"]

SPAN_NOUNS = {"riga": "line", "linea": "line", "paragrafo": "paragraph", "frase": "sentence"}
SPAN_START = ["che inizia con", "che comincia con", "che inizia per", "che comincia per",
              "che parte con", "che si apre con"]
SPAN_END = ["che finisce con", "che termina con", "che finisce per", "che termina per",
            "che si chiude con"]

GAP_NOUNS = ["riga vuota", "riga bianca", "linea vuota", "riga libera"]
GAP_BETWEEN = ["tra", "fra"]
GAP_AFTER = ["dopo", "sotto"]
GAP_BEFORE = ["prima", "prima del", "prima di", "sopra"]

BBOX = ["riquadro di delimitazione", "riquadro", "rettangolo", "coordinate",
        "bounding box", "bbox", "rettangolo di delimitazione"]
FORMAT_HINTS = [
    r"\(\s*angolo in alto a sinistra,? e (?:poi|quindi) (?:quello\s+)?in basso a destra\s*\)",
    r"(?:nel formato|come|in formato|secondo il formato)?\s*\[?\s*x1\s*,\s*y1\s*,\s*x2\s*,"
    r"\s*y2\s*\]?",
    r"(?:indicando\s+)?l'angolo in alto a sinistra,? e (?:poi\s+)?(?:quello|l'angolo) "
    r"in basso a destra",
]

FIELDS = {
    "numero di fattura": "invoice_number", "numero fattura": "invoice_number",
    "data della fattura": "invoice_date", "data fattura": "invoice_date",
    "data di emissione": "invoice_date", "data di scadenza": "invoice_due_date",
    "scadenza del pagamento": "invoice_due_date", "scadenza": "invoice_due_date",
    "città del mittente": "invoice_sender_city", "città del fornitore": "invoice_sender_city",
    "cap del mittente": "invoice_sender_zip", "cap del fornitore": "invoice_sender_zip",
    "città del destinatario": "invoice_recipient_city",
    "città del cliente": "invoice_recipient_city", "cap del destinatario": "invoice_recipient_zip",
    "cap del cliente": "invoice_recipient_zip", "recapito e-mail": "invoice_email",
    "casella e-mail": "invoice_email", "indirizzo e-mail": "invoice_email",
    "e-mail": "invoice_email", "numero di telefono": "invoice_phone", "telefono": "invoice_phone",
    "partita iva": "invoice_tax_id", "codice fiscale": "invoice_tax_id",
    "codice iban": "invoice_iban", "iban": "invoice_iban", "codice bic": "invoice_bic",
    "bic": "invoice_bic", "codice swift": "invoice_bic",
    "coordinate bancarie": "invoice_bank_details",
    "riquadro delle coordinate bancarie": "invoice_bank_details",
    "riga della fattura": "invoice_line_item", "voce": "invoice_line_item",
    "voci della fattura": "invoice_line_items", "tabella delle voci": "invoice_line_items",
    "subtotale": "invoice_subtotal", "totale imponibile": "invoice_subtotal",
    "imponibile": "invoice_subtotal", "quota iva": "invoice_tax", "totale iva": "invoice_tax",
    "iva": "invoice_tax", "totale da pagare": "invoice_total",
    "totale complessivo": "invoice_total", "totale": "invoice_total",
    "riquadro dei totali": "invoice_totals", "blocco dei totali": "invoice_totals",
    "totali": "invoice_totals",
    "blocco del mittente": "invoice_sender",
    "blocco indirizzo del fornitore": "invoice_sender",
    "blocco del cliente": "invoice_recipient",
    "blocco indirizzo del destinatario": "invoice_recipient",
}
