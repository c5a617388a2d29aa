"""French lexicon of the verifier's grammar (lower case, space-separated tokens; keys as in
en.py; an elided article stays on its word: "l'expression" is one token). Written from the
language: contracted articles (du, des, au), feminine ordinals and adjectives, and common
paraphrases all parse."""

QUOTES = [("\u00ab", "\u00bb"), ("\u201c", "\u201d"), ('"', '"'), ("\u2039", "\u203a")]
CODE_QUOTES = [("`", "`")]

ARTICLES = ["le", "la", "les", "l'", "un", "une", "des", "du", "au", "aux", "ce", "cette"]
ORDINALS = {
    "premier": 1, "première": 1, "1er": 1, "1re": 1, "deuxième": 2, "second": 2,
    "seconde": 2, "2e": 2, "troisième": 3, "3e": 3, "quatrième": 4, "4e": 4,
    "cinquième": 5, "5e": 5, "sixième": 6, "6e": 6, "septième": 7, "7e": 7, "huitième": 8,
    "8e": 8, "neuvième": 9, "9e": 9, "dixième": 10, "10e": 10, "dernier": -1, "dernière": -1,
}
WORD_NOUNS = ["mot", "texte", "libellé", "intitulé", "titre", "bouton", "onglet", "lien",
              "terme", "entrée", "élément", "nom", "étiquette", "mention", "nombre", "montant"]
PAIR_NOUNS = ["mots", "termes"]
OCCURRENCE = ["occurrence", "occurrence de", "apparition", "apparition de", "exemplaire de"]
CHAR_NOUNS = {"lettre": "letter", "chiffre": "digit", "caractère": "any", "signe": "any"}
CHAR_IN = ["de", "du", "dans", "au sein de", "au sein du", "à l'intérieur de"]

STYLE_ADJ = {
    "bold": ["en gras", "gras", "en caractères gras"],
    "italic": ["en italique", "italique"],
    "underline": ["souligné", "soulignée"],
    "highlight": ["surligné", "surlignée", "en surbrillance"],
    "strike": ["barré", "barrée", "rayé", "rayée"],
    "link": ["cliquable", "en lien hypertexte", "hypertexte", "lié"],
    "code": ["en police de code", "en code", "au format code"],
    "faded": ["grisé", "grisée", "estompé", "estompée", "en grisé"],
    "colour": ["{colour}", "en {colour}"],
}
STYLE_SUFFIX = {
    "bold": ["en gras", "écrit en gras", "mis en gras", "qui est en gras"],
    "italic": ["en italique", "écrit en italique", "mis en italique"],
    "underline": ["souligné", "soulignée", "qui est souligné"],
    "highlight": ["surligné", "surlignée", "mis en surbrillance", "en surbrillance"],
    "strike": ["barré", "barrée", "rayé", "qui est barré"],
    "link": ["dans le lien", "qui est un lien", "en lien"],
    "code": ["en police de code", "au format code", "en code"],
    "faded": ["grisé", "grisée", "en grisé", "estompé"],
    "colour": ["en {colour}", "écrit en {colour}", "{colour}"],
}
COLOURS = {"rouge": "red", "vert": "green", "verte": "green", "bleu": "blue", "bleue": "blue",
           "orange": "orange", "violet": "purple", "violette": "purple",
           "bleu canard": "teal", "turquoise": "teal", "sarcelle": "teal"}

CONTEXT = {
    "sentence": ["dans la phrase", "au sein de la phrase"],
    "phrase": ["dans l'expression", "dans le passage", "dans le segment",
               "dans le groupe de mots"],
    "after": ["juste après", "immédiatement après", "après", "qui suit", "qui vient juste après",
              "qui vient après", "suivant", "placé après"],
    "before": ["juste avant", "immédiatement avant", "avant", "qui précède",
               "qui vient juste avant", "qui vient avant", "précédant", "placé avant"],
}
REGION_PREFIX = ["dans la", "dans le", "dans les", "dans", "sur la", "sur le", "au", "à la"]
REGION_STOP = ["et", "avec", "pour", "puis", "au", "en", "à", "sur", "dans", "avant", "après",
               "qui", "cliquez", "clique", "répondez", "d'un", "s'il", "sous", "comme"]
MESSAGE_PREFIX = ["dans le message envoyé par", "dans le message écrit par",
                  "dans le message de", "dans le mail de", "dans le courriel de",
                  "dans la réponse de", "dans le message d'"]
# Other ways to name a region than its geometry name (the region names are English).
REGION_NAMES = {
    "liste des comptes": "accounts", "l'adresse": "address", "barre d'adresse": "address bar",
    "l'alerte": "alert", "liste des alertes": "alert list", "l'index alphabétique": "alphabet",
    "l'article": "article", "bas de l'article": "article end", "pièces jointes": "attachments",
    "pages liées": "backlinks", "coordonnées bancaires": "bank details", "bannière": "banner",
    "l'adresse de facturation": "bill to", "corps de la page": "body", "logo": "brand",
    "fil d'ariane": "breadcrumb", "rangée de boutons": "buttons", "l'encadré d'achat": "buy box",
    "signature de l'article": "byline", "liste des agendas": "calendars", "légende": "caption", "bloc des parties": "case caption",
    "carte": "card", "panier": "cart", "titre du chapitre": "chapter heading",
    "graphique": "chart", "liste des discussions": "chat list",
    "panneau de discussion": "chat panel", "fenêtre de chat": "chat widget", "clause": "clause",
    "colonne": "column", "commentaire": "comment",
    "l'en-tête des commentaires": "comments header", "tâches terminées": "completed",
    "liste des composants": "components", "fenêtre de rédaction": "compose",
    "zone de saisie": "composer", "bloc contact": "contact", "commandes": "controls",
    "conversation": "conversation", "description": "description", "bureau": "desktop",
    "détails": "details", "boîte de dialogue": "dialog", "vue des différences": "diff",
    "document": "document", "l'éditeur": "editor", "l'entrée": "entry", "l'événement": "event",
    "champ": "field", "champ cc": "field Cc", "champ de": "field From",
    "champ objet": "field Subject", "champ à": "field To", "l'en-tête du fichier": "file header",
    "pied de page": "footer", "notes de bas de page": "footnotes", "formulaire": "form",
    "barre de mise en forme": "formatting bar", "barre de formule": "formula bar",
    "ligne de l'expéditeur": "from", "galerie": "gallery", "grille": "grid",
    "l'en-tête": "header", "bandeau principal": "hero", "l'histogramme": "histogram",
    "l'incident": "incident", "liste des incidents": "incidents", "l'infobox": "infobox",
    "analyses": "insights", "l'élément": "item", "articles": "items",
    "graphe des tâches": "job graph", "grand livre": "ledger", "page de gauche": "left page",
    "lettre": "letter", "l'en-tête de la lettre": "letterhead", "ligne de facture": "line item",
    "liste": "list", "journal": "log", "tableau du journal": "log table", "menu": "menu",
    "barre de menus": "menu bar", "message": "message", "l'en-tête du message": "message header",
    "liste des messages": "message list", "messages": "messages",
    "mini-calendrier": "mini calendar", "navigation": "navigation", "newsletter": "newsletter",
    "note": "note", "notes": "notes", "notification": "notification",
    "panneau des notifications": "notification panel", "options": "options", "plan": "outline",
    "page": "page", "numéro de page": "page number", "pagination": "pagination",
    "liste des parties": "parties", "bloc paiement": "payment",
    "questions associées": "people also ask", "publication": "post", "profil": "profile",
    "barre de progression": "progress", "question": "question", "citation": "quote",
    "vue brute": "raw", "volet de lecture": "reading pane", "reçu": "receipt",
    "bloc destinataire": "recipient", "référence": "reference", "résultat": "result",
    "résultats": "results", "ruban": "ribbon", "page de droite": "right page", "règle": "ruler",
    "titre courant": "running head", "champ de recherche": "search", "section": "section",
    "bloc expéditeur": "sender", "paramètres": "settings", "onglets de feuilles": "sheet tabs",
    "barre latérale": "sidebar", "signature": "signature", "sources": "sources",
    "dépenses": "spending", "zone de diapositive": "stage", "statistiques": "stats",
    "barre d'état": "status bar", "étapes": "steps", "ligne d'objet": "subject",
    "résumé": "summary", "barre d'onglets": "tab bar", "tableau": "table", "onglets": "tabs",
    "tâche": "task", "liste des tâches": "tasks", "terminal": "terminal",
    "chronologie": "timeline", "titre": "title", "barre de titre": "title bar",
    "barre d'outils": "toolbar", "barre du haut": "top bar", "bloc des totaux": "totals",
    "opérations": "transactions", "formulaire de virement": "transfer",
    "file d'attente": "up next", "vue semaine": "week", "fenêtre": "window",
    "barre des espaces de travail": "workspace bar", "barre de navigation": "navigation bar",
    "barre d'activités": "activity bar", "l'étiquette d'expédition": "label",
    "bloc du service de livraison": "service", "bloc du numéro de suivi": "tracking",
    "l'encadré de présentation": "about", "documentation": "docs", "folio": "folio",
    "liste des travaux": "jobs", "ligne d'informations": "meta",
    "tableau des paramètres": "params", "communiqué de presse": "release",
    "réponse du serveur": "response", "barre d'url": "url bar",
    "résumé de l'article": "abstract", "fil d'activité": "activity", "l'encadré": "callout",
    "revendication": "claim", "revendications": "claims", "ligne de commande": "command line",
    "commentaires": "comments", "table des matières": "contents", "bloc des avocats": "counsel",
    "l'en-tête du tribunal": "court", "volet de détail": "detail", "informations clés": "facts",
    "ligne des touches de couleur": "fastext", "liste des fichiers": "files",
    "filtres": "filters", "barre des touches de fonction": "function keys",
    "fiche de l'hôtel": "hotel", "bloc d'informations": "info", "ingrédients": "ingredients",
    "bloc du job": "job", "liste des offres": "job list", "panneau de gauche": "left panel",
    "panneau de droite": "right panel", "l'annonce": "listing", "vue carte": "map",
    "section méthode": "method", "notebook": "notebook", "l'en-tête du panneau": "panel header",
    "paragraphe numéroté": "paragraph", "panneau des problèmes": "problems",
    "fiche produit": "product", "propriétés": "properties", "description du projet": "readme",
    "barre des résultats": "results bar", "l'avis": "review", "liste des serveurs": "servers",
    "billetterie": "tickets", "liste de choses à faire": "to-do", "bouton bascule": "toggle",
    "l'album": "album", "barre des applications": "app bar",
    "liste des participants": "attendees", "crédits": "credits",
    "l'aperçu de la journée": "day preview", "paroles": "lyrics", "liste des marchés": "markets",
    "l'en-tête du menu": "masthead", "rubrique plus": "more", "carnet d'ordres": "order book",
    "formulaire d'ordre": "order form", "l'étymologie": "origin", "paire de trading": "pair",
    "photo": "photo", "publications": "posts", "sens": "sense", "chanson": "song",
    "synonymes": "synonyms", "liste des équipes": "teams", "remarques d'usage": "usage",
    "répartition des actifs": "allocation", "vue d'annotation": "blame", "budgets": "budgets",
    "flux de trésorerie": "cash flow", "canal": "channel", "portefeuille": "holdings",
    "bandeau de navigation": "nav bar", "actualités": "news", "lecteur": "player",
    "réponse": "reply", "rangée": "row", "diapositive": "slide",
    "tableau statistique": "statistics", "fil de discussion": "thread",
    "miniatures": "thumbnails", "liste de suivi": "watchlist", "l'épisode": "episode",
    "leçon": "lesson", "lecture en cours": "now playing", "l'aperçu": "preview",
    "l'émission": "show", "texte source": "source", "texte cible": "target",
    "réponses": "answers", "liste des articles": "article list", "liste des flux": "feeds",
    "champs": "fields", "navigation du quiz": "quiz navigation", "vue lecture": "reader",
    "feuille": "sheet", "liste des sous-titres": "subtitle list", "minuteur": "timer",
    "commandes de lecture": "transport", "vidéo": "video", "forme d'onde": "waveform",
    "déclaration": "declaration", "entrées": "entries", "motif": "expression",
    "détails des correspondances": "match information", "fiche du lieu": "place",
    "texte de test": "test string", "conditions actuelles": "current",
    "prévisions quotidiennes": "daily", "prévisions heure par heure": "hourly",
    "paquet de cartes": "deck", "l'environnement": "environment", "pile d'appels": "stack trace",
    "étiquettes": "tags", "conditions": "terms", "activités": "activities",
    "l'expérience professionnelle": "experience", "fréquence cardiaque": "heart rate",
    "anneaux": "rings", "cellule": "cell", "navigation du cours": "course nav",
    "l'explorateur de fichiers": "file list", "navigation globale": "global nav",
    "bloc auteur": "author", "bouton": "button", "volet de l'éditeur": "editor pane",
    "menu de navigation": "nav", "cv": "resume", "l'itinéraire": "route", "talon": "stub",
    "suggestions": "suggestions", "billet": "ticket", "l'option": "option", "sondage": "poll",
    "bulle contextuelle": "popover", "avis": "reviews", "captures d'écran": "screenshots",
    "tri": "sort", "nouveautés": "whats new", "bloc d'approbation": "approval",
    "journal d'audit": "audit", "barre de favoris": "bookmarks bar", "vue jour": "day",
    "tableau des départs": "departures", "case de situation familiale": "filing status",
    "l'en-tête du formulaire": "form header", "ligne du formulaire": "line",
    "liste des médicaments": "medications", "grille du mois": "month grid",
    "zone nom": "name box", "mentions": "notices", "valeurs nutritionnelles": "nutrition",
    "bloc patient": "patient", "bandeau patient": "patient banner",
    "police d'assurance": "policy", "bloc du prescripteur": "prescriber",
    "l'ordonnance": "prescription", "rapport": "report", "zone de signature": "sign here",
    "transcription": "transcription", "constantes vitales": "vitals", "calendrier": "calendar",
    "fiche du médecin": "doctor", "mention": "notice", "créneaux horaires": "time slots",
}

MARK_NAMES = {"point": ".", "point final": ".", "virgule": ",", "deux-points": ":",
              "deux points": ":", "point-virgule": ";", "point virgule": ";",
              "point d'exclamation": "!", "point d'interrogation": "?",
              "points de suspension": "\u2026", "signe de ponctuation": ".,:;!?\u2026"}
MARK_AFTER = ["après", "juste après", "immédiatement après", "qui suit", "situé après",
              "placé après", "suivant"]

BETWEEN = ["entre", "qui sépare", "séparant"]
AND = ["et"]

CARET = ["curseur", "curseur de texte", "point d'insertion", "caret", "pointeur d'insertion"]
BEFORE = ["avant", "devant"]
AFTER = ["après", "derrière"]
START = ["début", "commence", "commencement", "première lettre", "premier mot",
         "premier caractère"]
END = ["fin", "termine", "finit", "dernier caractère", "dernière lettre", "dernier signe",
       "ponctuation finale"]

SPAN_NOUNS = {"ligne": "line", "paragraphe": "paragraph", "alinéa": "paragraph",
              "phrase": "sentence"}
SPAN_START = ["qui commence par", "commençant par", "qui débute par", "débutant par",
              "qui commence avec", "commençant avec"]
SPAN_END = ["qui se termine par", "se terminant par", "finissant par", "qui finit par",
            "qui se termine avec", "qui s'achève sur", "qui s'achève par"]

GAP_NOUNS = ["ligne vide", "ligne blanche", "ligne vierge"]
GAP_BETWEEN = ["entre"]
GAP_AFTER = ["après", "sous", "en dessous de", "au-dessous de"]
GAP_BEFORE = ["avant", "au-dessus", "au-dessus de"]

BBOX = ["boîte englobante", "rectangle englobant", "cadre", "encadrer", "rectangle",
        "coordonnées", "boîte", "bbox", "bounding box"]
FORMAT_HINTS = [
    r"\(\s*coin supérieur gauche,? (?:puis|et|ensuite) coin inférieur droit\s*\)",
    r"(?:au format|sous la forme|comme|selon le format)?\s*\[?\s*x1\s*,\s*y1\s*,\s*x2\s*,"
    r"\s*y2\s*\]?",
    r"(?:en donnant\s+)?(?:le\s+)?coin supérieur gauche,? (?:puis|et|ensuite) (?:le\s+)?"
    r"coin inférieur droit",
]

FIELDS = {
    "numéro de facture": "invoice_number", "n° de facture": "invoice_number",
    "date de facture": "invoice_date", "date de la facture": "invoice_date",
    "date d'émission": "invoice_date", "date d'échéance": "invoice_due_date",
    "échéance": "invoice_due_date", "date limite de paiement": "invoice_due_date", "ville de l'émetteur": "invoice_sender_city",
    "ville de l'expéditeur": "invoice_sender_city", "ville du fournisseur": "invoice_sender_city",
    "code postal de l'émetteur": "invoice_sender_zip",
    "code postal de l'expéditeur": "invoice_sender_zip",
    "code postal du fournisseur": "invoice_sender_zip", "ville du destinataire": "invoice_recipient_city",
    "ville du client": "invoice_recipient_city",
    "code postal du destinataire": "invoice_recipient_zip",
    "code postal du client": "invoice_recipient_zip", "adresse e-mail": "invoice_email",
    "l'adresse e-mail": "invoice_email", "adresse électronique": "invoice_email",
    "l'adresse électronique": "invoice_email", "courriel": "invoice_email",
    "numéro de téléphone": "invoice_phone", "téléphone": "invoice_phone",
    "numéro de tva": "invoice_tax_id", "numéro de tva intracommunautaire": "invoice_tax_id",
    "n° de tva": "invoice_tax_id", "siret": "invoice_tax_id", "numéro iban": "invoice_iban",
    "iban": "invoice_iban", "l'iban": "invoice_iban", "bic": "invoice_bic",
    "code bic": "invoice_bic", "code swift": "invoice_bic",
    "coordonnées bancaires": "invoice_bank_details",
    "bloc des coordonnées bancaires": "invoice_bank_details",
    "ligne de facture": "invoice_line_item", "ligne d'article": "invoice_line_item",
    "lignes de facture": "invoice_line_items", "tableau des articles": "invoice_line_items",
    "lignes d'articles": "invoice_line_items", "sous-total": "invoice_subtotal",
    "total ht": "invoice_subtotal", "montant ht": "invoice_subtotal",
    "montant de la tva": "invoice_tax", "montant de tva": "invoice_tax", "tva": "invoice_tax",
    "total ttc": "invoice_total", "montant total": "invoice_total", "montant dû": "invoice_total",
    "net à payer": "invoice_total", "bloc des totaux": "invoice_totals",
    "l'encadré des totaux": "invoice_totals", "encadré des totaux": "invoice_totals",
    "totaux": "invoice_totals",
    "bloc de l'émetteur": "invoice_sender",
    "bloc d'adresse du fournisseur": "invoice_sender",
    "bloc d'adresse de l'émetteur": "invoice_sender",
    "bloc client": "invoice_recipient",
    "bloc d'adresse du destinataire": "invoice_recipient",
    "bloc du client": "invoice_recipient",
}
