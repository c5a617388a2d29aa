"""Dutch mail-client content: inbox subjects, message bodies, newsletters and mail UI labels."""

SLOTS = {
    # all "het" words, so the articles in the templates agree
    "mailui_doc": ["rapport", "contract", "verslag", "budget", "rooster", "overzicht",
                   "projectplan", "voorstel", "urenoverzicht", "ontwerp"],
    # all "het" words
    "mailui_team": ["designteam", "salesteam", "financeteam", "supportteam", "bestuur",
                    "marketingteam"],
    "mailui_day": ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag"],
    # all "de" words
    "mailui_item": ["bestelling", "zending", "boeking", "retourzending", "verlenging",
                    "reservering"],
    # all "de" words
    "mailui_event": ["workshop", "teamlunch", "heidag", "conferentie", "training",
                     "informatieavond", "kwartaalsessie"],
    "mailui_topic": ["tuinieren", "thuis koken", "stedentrips", "hardlopen", "fotografie",
                     "geldzaken", "bordspellen"],
    "mailui_closing": ["Met vriendelijke groet", "Groeten", "Hartelijke groet", "Bedankt",
                       "Tot snel", "Fijne dag"],
}

SENTENCES = {
    "mailui.greeting": ["Hoi {name},", "Hallo {name},", "Beste {name},", "Goedemorgen {name},"],
    "mailui.body": [
        "Ik hoop dat je een fijn weekend hebt gehad.",
        "In de bijlage vind je het herziene {mailui_doc}.",
        "Kun je me vóór {mailui_day} je feedback sturen?",
        "Het {mailui_team} vraagt of we de deadline kunnen verschuiven.",
        "Ik heb een paar opmerkingen bij het {mailui_doc} gezet.",
        "We hebben nog een handtekening van {fullname} nodig voordat we verder kunnen.",
        "Laat even weten of de nieuwe cijfers kloppen voor jou.",
        "De {mailui_event} is bevestigd voor {mailui_day} om tien uur.",
        "Helaas kan ik niet bij de vergadering zijn.",
        "Bedankt voor je snelle reactie.",
        "Zoals telefonisch besproken stuur ik je de details.",
        "De kosten zijn iets hoger dan verwacht.",
        "Wil je de data controleren en laten weten of er iets ontbreekt?",
        "{name} van {company} neemt het project volgende maand over.",
        "Ik heb een zaal gereserveerd voor de {mailui_event} op {mailui_day}.",
        "De definitieve versie is eind deze week klaar.",
        "Kun je dit doorsturen naar het {mailui_team}?",
        "We zouden het leuk vinden je in {city} te ontvangen.",
    ],
    "mailui.newsletter": [
        "Deze maand hebben we onze favoriete tips over {mailui_topic} verzameld.",
        "De lente is begonnen, en daarmee tientallen nieuwe ideeën voor je weekend.",
        "Jullie stuurden ons meer vragen dan ooit, en we beantwoordden de beste.",
        "Leden krijgen tot {mailui_day} vijftien procent korting op elke bestelling.",
        "We bezochten in {city} een kleine werkplaats die al veertig jaar bestaat.",
        "Een paar eenvoudige gewoontes kunnen een groot verschil maken.",
        "Je vindt ook een kort interview met {fullname}.",
        "Zoals altijd horen we graag wat je ervan vindt.",
        "Meld je vóór {mailui_day} aan voor een gratis plek bij onze volgende {mailui_event}.",
        "Het hele artikel lees je in ongeveer vijf minuten.",
        "Bedankt dat je deel uitmaakt van onze community.",
        "Er staan drie nieuwe gidsen in onze bibliotheek.",
    ],
}

TITLES = {
    "mailui.subject": [
        "Herziene versie: {mailui_doc}", "Korte vraag over het {mailui_doc}",
        "RE: {mailui_event} op {mailui_day}", "FW: {mailui_doc} van {company}",
        "Je {mailui_item} is onderweg", "Herinnering: {mailui_event} morgen",
        "Factuur {number} staat klaar", "Feedback nodig vóór {mailui_day}",
        "Welkom bij {company}", "Je {mailui_item} is bevestigd",
        "Agenda voor de {mailui_event}", "Afwezig tot {mailui_day}",
        "Nieuwe aanmelding op je account", "RE: data voor de {mailui_event}",
        "Bijgewerkte versie van het {mailui_doc}", "Lunchen op {mailui_day}?",
        "Je weekoverzicht", "Actie vereist: bevestig je e-mailadres",
    ],
    "mailui.newsletter": [
        "Special: {mailui_topic}", "Frisse ideeën voor het weekend", "Nieuw deze maand",
        "Ons beste werk over {mailui_topic}", "Tien tips voor {mailui_topic}",
        "Je maandelijkse overzicht",
    ],
    "mailui.article": [
        "Beginnen met {mailui_topic}", "Op bezoek bij makers in {city}",
        "Vijf fouten om te vermijden", "Achter de schermen bij {company}",
        "Jullie vragen beantwoord", "Onze favorieten van dit seizoen",
    ],
}

UI = {
    "mailui.inbox": "Postvak IN", "mailui.starred": "Met ster", "mailui.snoozed": "Gesnoozed",
    "mailui.important": "Belangrijk", "mailui.sent": "Verzonden", "mailui.drafts": "Concepten",
    "mailui.spam": "Spam", "mailui.trash": "Prullenbak", "mailui.more": "Meer",
    "mailui.archive": "Archief", "mailui.junk": "Ongewenste e-mail",
    "mailui.deleted": "Verwijderde items", "mailui.sent_items": "Verzonden items",
    "mailui.outbox": "Postvak UIT", "mailui.favorites": "Favorieten", "mailui.folders": "Mappen",
    "mailui.compose": "Opstellen", "mailui.new_mail": "Nieuwe e-mail",
    "mailui.new_message": "Nieuw bericht", "mailui.search": "Zoeken in e-mail",
    "mailui.search_short": "Zoeken", "mailui.primary": "Primair",
    "mailui.promotions": "Reclame", "mailui.social": "Sociaal", "mailui.updates": "Updates",
    "mailui.focused": "Prioriteit", "mailui.other": "Overige", "mailui.range": "{a}–{b} van {n}",
    "mailui.today": "Vandaag", "mailui.yesterday": "Gisteren", "mailui.reply": "Beantwoorden",
    "mailui.reply_all": "Allen beantwoorden", "mailui.forward": "Doorsturen",
    "mailui.delete": "Verwijderen", "mailui.move": "Verplaatsen", "mailui.flag": "Markeren",
    "mailui.mark_read": "Markeren als gelezen", "mailui.home": "Start", "mailui.view": "Beeld",
    "mailui.help": "Help", "mailui.file": "Bestand", "mailui.to": "Aan", "mailui.cc": "Cc",
    "mailui.bcc": "Bcc", "mailui.from": "Van", "mailui.subject": "Onderwerp",
    "mailui.send": "Verzenden", "mailui.attach": "Bijvoegen", "mailui.discard": "Verwijderen",
    "mailui.saved": "Concept opgeslagen", "mailui.to_me": "aan mij",
    "mailui.attachments": "{n} bijlagen", "mailui.view_browser": "Bekijk in je browser",
    "mailui.unsubscribe": "Afmelden", "mailui.preferences": "Voorkeuren beheren",
    "mailui.read_more": "Lees verder", "mailui.shop_now": "Nu shoppen",
    "mailui.footer": "Je ontvangt deze e-mail omdat je je hebt aangemeld voor onze nieuwsbrief.",
    "mailui.address": "Ons postadres is {address}.",
    "mailui.signature_sent": "Verzonden vanaf mijn telefoon", "mailui.paragraph": "Alinea",
    "mailui.font_size": "Normaal",
}
