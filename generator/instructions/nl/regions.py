"""How Dutch instructions name the page regions (geometry region names are English).

Each value is the whole locative phrase ("in de zijbalk"). Regions named "<kind> <label>"
(a form field, a column, a button) keep their label after the translated kind. A region
without a Dutch name is called by a neutral phrase that names no region, so the verifier
rejects the row and it is drawn again: never English.
"""

from __future__ import annotations

NAMES = {
    "accounts": "in het rekeningoverzicht", "address": "in het adres",
    "address bar": "in de adresbalk", "alert": "in de waarschuwing",
    "alert list": "in de lijst met waarschuwingen", "alphabet": "in de alfabetbalk",
    "article": "in het artikel", "article end": "in het slot van het artikel",
    "attachments": "in de bijlagen", "backlinks": "in de pagina's die hiernaar linken",
    "bank details": "in de bankgegevens", "banner": "in de banner",
    "bill to": "in het factuuradres", "body": "in de hoofdtekst", "brand": "in het logo",
    "breadcrumb": "in het kruimelpad", "buttons": "in de knoppenbalk",
    "buy box": "in het koopvak", "byline": "in de auteursregel",
    "calendars": "in de lijst met agenda's", "caption": "in het bijschrift", "case caption": "in de kop van de zaak",
    "card": "in de kaart", "cart": "in de winkelwagen",
    "chapter heading": "in de hoofdstuktitel", "chart": "in de grafiek",
    "chat list": "in de chatlijst", "chat panel": "in het chatvenster",
    "chat widget": "in de chatwidget", "clause": "in de bepaling",
    "column": "in de kolom", "comment": "in de reactie",
    "comments header": "in de kop van de reacties", "completed": "in de afgeronde taken",
    "components": "in de lijst met onderdelen", "compose": "in het opstelvenster",
    "composer": "in het invoerveld", "contact": "in het contactblok",
    "controls": "in de bedieningselementen", "conversation": "in het gesprek",
    "description": "in de beschrijving", "desktop": "op het bureaublad",
    "details": "in de details", "dialog": "in het dialoogvenster",
    "diff": "in de wijzigingsweergave", "document": "in het document",
    "editor": "in de editor", "entry": "in de invoer", "event": "in de afspraak",
    "field": "in het veld", "field Cc": "in het veld Cc", "field From": "in het veld Van",
    "field Subject": "in het veld Onderwerp", "field To": "in het veld Aan",
    "file header": "in de bestandskop", "footer": "in de voettekst",
    "footnotes": "in de voetnoten", "form": "in het formulier",
    "formatting bar": "in de opmaakbalk", "formula bar": "in de formulebalk",
    "from": "in de afzenderregel", "gallery": "in de galerij", "grid": "in het raster",
    "header": "in de koptekst", "hero": "in het openingsblok", "histogram": "in het histogram",
    "incident": "in het incident", "incidents": "in de lijst met incidenten",
    "infobox": "in de infobox", "insights": "in de inzichten", "item": "in het item",
    "items": "in de factuurregels", "job graph": "in de takengrafiek",
    "ledger": "in het grootboek", "left page": "op de linkerpagina", "letter": "in de brief",
    "letterhead": "in het briefhoofd", "line item": "in de factuurregel",
    "list": "in de lijst", "log": "in het logboek", "log table": "in de logtabel",
    "menu": "in het menu", "menu bar": "in de menubalk", "message": "in het bericht",
    "message header": "in de berichtkop", "message list": "in de berichtenlijst",
    "messages": "in de berichten", "mini calendar": "in de minikalender",
    "navigation": "in de navigatie", "newsletter": "in de nieuwsbrief",
    "note": "in de notitie", "notes": "in de notities", "notification": "in de melding",
    "notification panel": "in het meldingenpaneel", "options": "in de opties",
    "outline": "in de overzichtsstructuur", "page": "op de pagina",
    "page number": "in het paginanummer", "pagination": "in de paginanavigatie",
    "parties": "in de partijen", "payment": "in het betaalblok",
    "people also ask": "in de gerelateerde vragen", "post": "in het bericht op het forum",
    "profile": "in het profiel", "progress": "in de voortgangsbalk",
    "question": "in de vraag", "quote": "in het citaat", "raw": "in de onbewerkte weergave",
    "reading pane": "in het leesvenster", "receipt": "in het bonnetje",
    "recipient": "in het ontvangersblok", "reference": "in de naslag",
    "result": "in het zoekresultaat", "results": "in de zoekresultaten", "ribbon": "in het lint",
    "right page": "op de rechterpagina", "ruler": "in de liniaal",
    "running head": "in de paginakop", "search": "in het zoekveld",
    "section": "in de sectie", "sender": "in het afzenderblok",
    "settings": "in de instellingen", "sheet tabs": "in de bladtabs",
    "sidebar": "in de zijbalk", "signature": "in de handtekening", "sources": "in de bronnen",
    "spending": "in de uitgaven", "stage": "in het dia-venster",
    "stats": "in de statistieken", "status bar": "in de statusbalk",
    "steps": "in de stappen", "subject": "in de onderwerpregel",
    "summary": "in de samenvatting", "tab bar": "in de tabbalk", "table": "in de tabel",
    "tabs": "in de tabbladen", "task": "in de taak", "tasks": "in de takenlijst",
    "terminal": "in de terminal", "timeline": "in de tijdlijn", "title": "in de titel",
    "title bar": "in de titelbalk", "toolbar": "in de werkbalk",
    "top bar": "in de bovenste balk", "totals": "in het totalenblok",
    "transactions": "in de transacties", "transfer": "in het overschrijvingsformulier",
    "up next": "in de afspeellijst", "week": "in de weekweergave",
    "window": "in het venster", "workspace bar": "in de werkruimtebalk",
    "navigation bar": "in de navigatiebalk", "activity bar": "in de activiteitenbalk",
    "label": "op het verzendlabel", "service": "in het vak met de verzendmethode",
    "tracking": "in het vak met de zendingcode",
    "about": "in het informatieblok", "docs": "in de documentatie", "folio": "in de paginering",
    "jobs": "in de lijst met jobs", "meta": "in de metaregel", "params": "in de parametertabel",
    "release": "in het persbericht", "response": "in het serverantwoord",
    "url bar": "in de URL-balk",
    "abstract": "in de samenvatting van het artikel", "activity": "in de recente activiteit",
    "callout": "in het uitgelichte kader", "claim": "in de conclusie",
    "claims": "in de conclusies", "command line": "in de opdrachtregel",
    "comments": "in de reacties", "contents": "in de inhoudsopgave",
    "counsel": "in het blok met de advocaten", "court": "in de kop van de rechtbank",
    "detail": "in het detailvenster", "facts": "in de kerngegevens",
    "fastext": "in de regel met kleurtoetsen", "files": "in de bestandenlijst",
    "filters": "in de filters", "function keys": "in de functietoetsenbalk",
    "hotel": "in het hotelblok", "info": "in het infoblok", "ingredients": "in de ingrediënten",
    "job": "in het jobblok", "job list": "in de vacaturelijst",
    "left panel": "in het linkerpaneel", "right panel": "in het rechterpaneel",
    "listing": "in de advertentie", "map": "op de plattegrond",
    "method": "in het onderdeel Methode", "notebook": "in het notebook",
    "panel header": "in de paneelkop", "paragraph": "in de genummerde alinea",
    "problems": "in het probleemvenster", "product": "in het productblok",
    "properties": "in de eigenschappen", "readme": "in de projectbeschrijving",
    "results bar": "in de resultatenbalk", "review": "in de recensie",
    "servers": "in de serverlijst", "tickets": "in het ticketblok", "to-do": "in de afvinklijst",
    "toggle": "in de schakelaar",
    "album": "in het album", "app bar": "in de app-balk", "attendees": "in de deelnemerslijst",
    "credits": "in de credits", "day preview": "in het dagoverzicht", "lyrics": "in de songtekst",
    "markets": "in het marktoverzicht", "masthead": "in de kop van de menukaart",
    "more": "in het onderdeel Meer", "order book": "in het orderboek",
    "order form": "in het orderformulier", "origin": "in de herkomst",
    "pair": "in het handelspaar", "photo": "in de foto", "posts": "in de lijst met berichten",
    "sense": "in de betekenis", "song": "in het nummer", "synonyms": "in de synoniemen",
    "teams": "in de teamlijst", "usage": "in de gebruiksnotities",
    "allocation": "in de vermogensverdeling", "blame": "in de annotatieweergave",
    "budgets": "in de budgetten", "cash flow": "in de kasstroom", "channel": "in het kanaal",
    "holdings": "in de portefeuille", "nav bar": "in de navigatiestrook", "news": "in het nieuws",
    "player": "in de speler", "reply": "in het antwoord", "row": "in de rij", "slide": "op de dia",
    "statistics": "in het statistiekoverzicht", "thread": "in de discussiedraad",
    "thumbnails": "in de miniaturen", "watchlist": "in de volglijst",
    "episode": "in de aflevering", "lesson": "in de les",
    "now playing": "in het nu spelende nummer", "preview": "in het voorbeeld",
    "show": "in het programma", "source": "in de brontekst", "target": "in de doeltekst",
    "answers": "in de antwoorden", "article list": "in de artikellijst",
    "feeds": "in de feedlijst", "fields": "in de velden", "quiz navigation": "in de quiznavigatie",
    "reader": "in de leesweergave", "sheet": "in het werkblad",
    "subtitle list": "in de ondertitellijst", "timer": "in de timer",
    "transport": "in de afspeelknoppen", "video": "in de video", "waveform": "in de golfvorm",
    "declaration": "in de verklaring", "entries": "in de invoerlijst",
    "expression": "in het zoekpatroon", "match information": "in de details van de overeenkomsten",
    "place": "in het plaatsblok", "test string": "in de testtekst",
    "current": "in het huidige weer", "daily": "in de dagverwachting",
    "hourly": "in de uurverwachting", "deck": "in de kaartenstapel",
    "environment": "in de omgeving", "stack trace": "in de stacktrace",
    "tags": "in de trefwoorden", "terms": "in de voorwaarden",
    "activities": "in de activiteiten", "experience": "in de werkervaring",
    "heart rate": "in de hartslag", "rings": "in de ringen",
    "cell": "in de cel", "course nav": "in de cursusnavigatie",
    "file list": "in het bestandsoverzicht", "global nav": "in de globale navigatie",
    "author": "in het auteursblok", "button": "in de knop", "editor pane": "in het editorvenster",
    "nav": "in het navigatiemenu", "resume": "in het cv", "route": "in de route",
    "stub": "in het controlestrookje", "suggestions": "in de suggesties",
    "ticket": "in het ticket",
    "option": "in de optie", "poll": "in de peiling", "popover": "in het pop-upvenster",
    "reviews": "in de recensies", "screenshots": "in de schermafbeeldingen",
    "sort": "in de sortering", "whats new": "in de nieuwe functies",
    "approval": "in het goedkeuringsblok", "audit": "in het auditlogboek",
    "bookmarks bar": "in de bladwijzerbalk", "day": "in de dagweergave",
    "departures": "in het vertrekbord", "filing status": "in het vak met de aangiftestatus",
    "form header": "in de formulierkop", "line": "in de formulierregel",
    "medications": "in de medicatielijst", "month grid": "in het maandraster",
    "name box": "in het naamvak", "notices": "in de mededelingen",
    "nutrition": "in de voedingswaarden", "patient": "in het patiëntblok",
    "patient banner": "in de patiëntbalk", "policy": "in de polis",
    "prescriber": "in het blok van de voorschrijver", "prescription": "in het recept",
    "report": "in het rapport", "sign here": "in het handtekeningvak",
    "transcription": "in de transcriptie", "vitals": "in de vitale functies",
    "calendar": "in de kalender", "doctor": "in het artsenprofiel", "notice": "in de mededeling",
    "time slots": "in de tijdsloten",
}
KINDS = {"field": "in het veld", "column": "in de kolom", "cell": "in cel",
         "card": "in de kaart", "button": "in de knop", "component": "in het onderdeel"}
UNNAMED = "in dit gebied"


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
