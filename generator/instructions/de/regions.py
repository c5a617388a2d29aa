"""How German instructions name the page regions (geometry region names are English).

Each value is the whole locative phrase with its preposition and article ("in der
Seitenleiste"), so gender never has to be guessed. Regions named "<kind> <label>" (a form
field, a table column, a button: "field Betreff", "cell C4") keep their label after the
translated kind. A region without a German name is called by a neutral phrase that names
no region, so the verifier rejects the row and it is drawn again: never English.
"""

from __future__ import annotations

NAMES = {
    "accounts": "in der Kontenübersicht", "address": "in der Adresse",
    "address bar": "in der Adressleiste", "alert": "in der Warnmeldung",
    "alert list": "in der Warnungsliste", "alphabet": "in der Buchstabenleiste",
    "article": "im Artikel", "article end": "am Artikelende",
    "attachments": "in den Anhängen", "backlinks": "in den Rückverweisen",
    "bank details": "in der Bankverbindung", "banner": "im Banner",
    "bill to": "in der Rechnungsadresse", "body": "im Inhaltsbereich",
    "brand": "im Logobereich", "breadcrumb": "im Brotkrümelpfad",
    "buttons": "in der Schaltflächenleiste", "buy box": "im Kaufbereich",
    "byline": "in der Autorenzeile", "calendars": "in der Kalenderliste",
    "caption": "in der Bildunterschrift", "case caption": "im Rubrum", "card": "in der Karte", "cart": "im Warenkorb",
    "chapter heading": "in der Kapitelüberschrift", "chart": "im Diagramm",
    "chat list": "in der Chatliste", "chat panel": "im Chatbereich",
    "chat widget": "im Chatfenster", "clause": "in der Klausel", "column": "in der Spalte",
    "comment": "im Kommentar", "comments header": "im Kommentarkopf",
    "completed": "im Bereich Erledigt", "components": "in der Komponentenliste",
    "compose": "im Verfassen-Fenster", "composer": "im Eingabefeld",
    "contact": "im Kontaktbereich", "controls": "in den Bedienelementen",
    "conversation": "im Gesprächsverlauf", "description": "in der Beschreibung",
    "desktop": "auf dem Desktop", "details": "in den Details",
    "dialog": "im Dialogfenster", "diff": "in der Änderungsansicht",
    "document": "im Dokument", "editor": "im Editor", "entry": "im Eintrag",
    "event": "im Termin", "field": "im Feld", "field Cc": "im Feld Cc",
    "field From": "im Feld Von", "field Subject": "im Feld Betreff", "field To": "im Feld An",
    "file header": "im Dateikopf", "footer": "im unteren Seitenbereich",
    "footnotes": "in den Anmerkungen", "form": "im Formular",
    "formatting bar": "in der Formatierungsleiste", "formula bar": "in der Bearbeitungsleiste",
    "from": "in der Absenderzeile", "gallery": "in der Galerie", "grid": "im Tabellenraster",
    "header": "im Kopfbereich", "hero": "im Aufmacherbereich", "histogram": "im Histogramm",
    "incident": "im Vorfall", "incidents": "in der Vorfallsliste", "infobox": "in der Infobox",
    "insights": "im Bereich Erkenntnisse", "item": "im Element", "items": "in den Positionen",
    "job graph": "im Ablaufdiagramm", "ledger": "im Hauptbuch",
    "left page": "auf der linken Seite", "letter": "im Brief", "letterhead": "im Briefkopf",
    "line item": "in der Rechnungsposition", "list": "in der Liste", "log": "im Protokoll",
    "log table": "in der Protokolltabelle", "menu": "im Menü", "menu bar": "in der Menüleiste",
    "message": "in der Nachricht", "message header": "im Nachrichtenkopf",
    "message list": "in der Nachrichtenliste", "messages": "in den Nachrichten",
    "mini calendar": "im Minikalender", "navigation": "in der Navigation",
    "newsletter": "im Newsletter", "note": "in der Notiz", "notes": "in den Notizen",
    "notification": "in der Benachrichtigung",
    "notification panel": "im Benachrichtigungsbereich", "options": "in den Optionen",
    "outline": "in der Gliederung", "page": "auf der Seite",
    "page number": "in der Seitenzahl", "pagination": "in der Seitennavigation",
    "parties": "in den Vertragsparteien", "payment": "im Zahlungsbereich",
    "people also ask": "in den ähnlichen Fragen", "post": "im Beitrag",
    "profile": "im Profil", "progress": "in der Fortschrittsanzeige",
    "question": "in der Frage", "quote": "im Zitat", "raw": "in der Rohansicht",
    "reading pane": "im Lesebereich", "receipt": "im Beleg",
    "recipient": "in der Empfängeradresse", "reference": "in der Referenz",
    "result": "im Suchergebnis", "results": "in den Suchergebnissen",
    "ribbon": "im Menüband", "right page": "auf der rechten Seite", "ruler": "im Lineal",
    "running head": "im Kolumnentitel", "search": "im Suchfeld", "section": "im Abschnitt",
    "sender": "im Absenderblock", "settings": "in den Einstellungen",
    "sheet tabs": "in der Blattregisterleiste", "sidebar": "in der Seitenleiste",
    "signature": "in der Signatur", "sources": "in den Quellen",
    "spending": "in den Ausgaben", "stage": "im Folienbereich", "stats": "in der Statistik",
    "status bar": "in der Statusleiste", "steps": "in den Schritten",
    "subject": "in der Betreffzeile", "summary": "in der Zusammenfassung",
    "tab bar": "in der Registerleiste", "table": "in der Tabelle",
    "tabs": "in den Registerkarten", "task": "in der Aufgabe", "tasks": "in der Aufgabenliste",
    "terminal": "im Terminal", "timeline": "in der Zeitleiste", "title": "im Titel",
    "title bar": "in der Titelleiste", "toolbar": "in der Symbolleiste",
    "top bar": "in der oberen Leiste", "totals": "im Summenblock",
    "transactions": "in den Umsätzen", "transfer": "im Überweisungsformular",
    "up next": "in der Wiedergabeliste", "week": "in der Wochenansicht",
    "window": "im Fenster", "workspace bar": "in der Arbeitsbereichsleiste",
    "navigation bar": "in der Navigationsleiste", "activity bar": "in der Aktivitätsleiste",
    "label": "auf dem Versandetikett", "service": "im Versandartblock",
    "tracking": "im Sendungsnummernfeld",
    "about": "im Infobereich", "docs": "im Dokumentationsbereich", "folio": "in der Seitenzählung",
    "jobs": "in der Jobliste", "meta": "in der Metazeile", "params": "in der Parametertabelle",
    "release": "in der Pressemitteilung", "response": "in der Serverantwort",
    "url bar": "in der URL-Leiste",
    "abstract": "in der Kurzfassung", "activity": "im Aktivitätsverlauf",
    "callout": "im Hinweiskasten", "claim": "im Patentanspruch",
    "claims": "in den Patentansprüchen", "command line": "in der Befehlszeile",
    "comments": "in den Kommentaren", "contents": "im Inhaltsverzeichnis",
    "counsel": "im Block der Prozessbevollmächtigten", "court": "im Gerichtskopf",
    "detail": "im Detailbereich", "facts": "in den Eckdaten", "fastext": "in der Farbtastenleiste",
    "files": "in der Dateiliste", "filters": "in den Filtern",
    "function keys": "in der Funktionstastenleiste", "hotel": "im Hoteleintrag",
    "info": "im Infofeld", "ingredients": "in den Zutaten", "job": "im Jobeintrag",
    "job list": "in der Stellenliste", "left panel": "im linken Fenster",
    "right panel": "im rechten Fenster", "listing": "im Inserat", "map": "im Kartenausschnitt",
    "method": "im Abschnitt Methode", "notebook": "im Notebook",
    "panel header": "im Kopf des Bereichs", "paragraph": "im nummerierten Absatz",
    "problems": "im Bereich Probleme", "product": "im Produktbereich",
    "properties": "in den Eigenschaften", "readme": "in der Projektbeschreibung",
    "results bar": "in der Ergebnisleiste", "review": "in der Bewertung",
    "servers": "in der Serverliste", "tickets": "im Ticketbereich", "to-do": "in der Checkliste",
    "toggle": "im Umschalter",
    "album": "im Album", "app bar": "in der App-Leiste", "attendees": "in der Teilnehmerliste",
    "credits": "in den Mitwirkenden", "day preview": "in der Tagesvorschau",
    "lyrics": "im Songtext", "markets": "in der Marktübersicht",
    "masthead": "im Kopf der Speisekarte", "more": "im Bereich Mehr", "order book": "im Orderbuch",
    "order form": "in der Ordermaske", "origin": "in der Herkunft", "pair": "im Handelspaar",
    "photo": "im Foto", "posts": "in den Beiträgen", "sense": "in der Bedeutung",
    "song": "im Lied", "synonyms": "in den Synonymen", "teams": "in der Teamliste",
    "usage": "in den Gebrauchshinweisen",
    "allocation": "in der Vermögensaufteilung", "blame": "in der Blame-Ansicht",
    "budgets": "in den Budgets", "cash flow": "im Cashflow", "channel": "im Kanal",
    "holdings": "im Depot", "nav bar": "in der oberen Navigation", "news": "in den Meldungen",
    "player": "im Player", "reply": "in der Antwort", "row": "in der Tabellenzeile",
    "slide": "auf der Folie", "statistics": "in den Statistiken", "thread": "im Gesprächsstrang",
    "thumbnails": "in den Miniaturansichten", "watchlist": "in der Beobachtungsliste",
    "episode": "in der Folge", "lesson": "in der Lektion",
    "now playing": "in der aktuellen Wiedergabe", "preview": "in der Vorschau",
    "show": "in der Sendung", "source": "im Ausgangstext", "target": "im Zieltext",
    "answers": "in den Antworten", "article list": "in der Artikelliste",
    "feeds": "in der Feedliste", "fields": "in den Feldern",
    "quiz navigation": "in der Quiznavigation", "reader": "in der Leseansicht",
    "sheet": "im Tabellenblatt", "subtitle list": "in der Untertitelliste", "timer": "im Timer",
    "transport": "in der Wiedergabesteuerung", "video": "im Video",
    "waveform": "in der Wellenform",
    "declaration": "in der Erklärung", "entries": "in den Einträgen",
    "expression": "im Suchmuster", "match information": "in den Trefferdetails",
    "place": "im Ortseintrag", "test string": "im Testtext",
    "current": "in den aktuellen Werten", "daily": "in der Tagesvorhersage",
    "hourly": "in der Stundenvorhersage", "deck": "im Kartenstapel",
    "environment": "in der Umgebung", "stack trace": "im Stacktrace",
    "tags": "in den Schlagwörtern", "terms": "in den Bedingungen",
    "activities": "in den Aktivitäten", "experience": "im Werdegang",
    "heart rate": "in der Herzfrequenz", "rings": "in den Ringen",
    "cell": "in der Zelle", "course nav": "in der Kursnavigation",
    "file list": "in der Dateiübersicht", "global nav": "in der globalen Navigation",
    "author": "im Autorenblock", "button": "in der Schaltfläche",
    "editor pane": "im Editorbereich", "nav": "im Navigationsmenü", "resume": "im Lebenslauf",
    "route": "in der Route", "stub": "im Abriss", "suggestions": "in den Vorschlägen",
    "ticket": "im Ticket",
    "option": "in der Option", "poll": "in der Umfrage", "popover": "im Popover",
    "reviews": "in den Bewertungen", "screenshots": "in den Screenshots",
    "sort": "in der Sortierung", "whats new": "im Bereich Neuigkeiten",
    "approval": "im Freigabebereich", "audit": "im Prüfprotokoll",
    "bookmarks bar": "in der Lesezeichenleiste", "day": "in der Tagesansicht",
    "departures": "in der Abfahrtstafel", "filing status": "im Block Veranlagungsart",
    "form header": "im Formularkopf", "line": "in der Formularzeile",
    "medications": "in der Medikamentenliste", "month grid": "im Monatsraster",
    "name box": "im Namenfeld", "notices": "in den Hinweisen", "nutrition": "in den Nährwerten",
    "patient": "im Patientenblock", "patient banner": "im Patientenbanner",
    "policy": "in der Police", "prescriber": "beim verschreibenden Arzt",
    "prescription": "im Rezept", "report": "im Bericht", "sign here": "im Unterschriftsfeld",
    "transcription": "in der Transkription", "vitals": "in den Vitalwerten",
    "calendar": "im Kalender", "doctor": "im Arztprofil", "notice": "im Hinweis",
    "time slots": "in den Zeitfenstern",
}
# "<kind> <label>" regions: the kind in German, the page's own label after it.
KINDS = {"field": "im Feld", "column": "in der Spalte", "cell": "in der Zelle",
         "card": "in der Karte", "button": "in der Schaltfläche",
         "component": "in der Komponente"}
UNNAMED = "in diesem Bereich"


class RegionNames(dict):
    """REGIONS: ``get(name)`` is the phrase for a region name (see the module docstring)."""

    def __init__(self, names: dict[str, str], kinds: dict[str, str], unnamed: str):
        super().__init__(names)
        self.kinds, self.unnamed = kinds, unnamed

    def get(self, name: str, default: object = None) -> str:
        if name in self:
            return self[name]
        kind, _, label = name.partition(" ")
        if kind in self.kinds and label.strip():
            return f"{self.kinds[kind]} {label.strip()}"
        return self.unnamed

    def __reduce__(self) -> tuple:
        return (RegionNames, (dict(self), self.kinds, self.unnamed))


REGIONS = RegionNames(NAMES, KINDS, UNNAMED)
