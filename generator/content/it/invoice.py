"""Italian invoice content: una fattura emessa in Italia (etichette, settori e relative
voci, condizioni di pagamento, indirizzi, banche, formati italiani di numeri, date e codici
fiscali).

UI, SENTENCES, TITLES and SLOTS are merged into the language package; CITIES, STREETS,
BANKS and FORMATS are read by surfaces.kit.invoice_data.
"""

UI = {
    "invoice.title": "Fattura", "invoice.number": "Numero fattura",
    "invoice.number_short": "Fattura n.", "invoice.date": "Data fattura",
    "invoice.date_short": "Data", "invoice.due": "Data di scadenza",
    "invoice.due_short": "Scadenza", "invoice.customer_no": "Codice cliente",
    "invoice.order_ref": "Vs. riferimento", "invoice.bill_to": "Cliente",
    "invoice.from": "Fornitore", "invoice.vat_id": "P. IVA", "invoice.iban": "IBAN",
    "invoice.bic": "BIC/SWIFT", "invoice.bank": "Banca",
    "invoice.bank_details": "Coordinate bancarie", "invoice.phone": "Tel.",
    "invoice.email": "E-mail", "invoice.web": "Web", "invoice.pos": "N.",
    "invoice.description": "Descrizione", "invoice.qty": "Q.tà", "invoice.unit": "U.M.",
    "invoice.unit_price": "Prezzo unitario", "invoice.amount": "Importo",
    "invoice.subtotal": "Imponibile", "invoice.tax": "IVA {rate}%", "invoice.total": "Totale",
    "invoice.total_due": "Totale da pagare", "invoice.page": "Pagina 1 di 1",
    "invoice.details": "Dati fattura", "invoice.contact": "Contatti",
    "invoice.payment": "Pagamento", "invoice.attn": "Alla c.a. di {name}",
    "invoice.unit.hour": "ora", "invoice.unit.piece": "pz", "invoice.unit.flat": "a corpo",
    "invoice.unit.day": "gg", "invoice.unit.month": "mese", "invoice.unit.sqm": "m²",
    "invoice.units.hour": "ore", "invoice.units.piece": "pz", "invoice.units.flat": "a corpo",
    "invoice.units.day": "gg", "invoice.units.month": "mesi", "invoice.units.sqm": "m²",
    "invoice.viewer.download": "Scarica", "invoice.viewer.print": "Stampa",
}

SENTENCES = {
    "invoice.terms": [
        "Pagamento tramite bonifico bancario a {days} giorni data fattura.",
        "Si prega di effettuare il pagamento entro {days} giorni indicando il numero della "
        "fattura nella causale.",
        "Condizioni di pagamento: bonifico a {days} giorni.",
    ],
    "invoice.notes": [
        "In caso di ritardato pagamento saranno applicati gli interessi di mora previsti "
        "dalla legge.",
        "Copia di cortesia della fattura elettronica trasmessa tramite SdI.",
    ],
    "invoice.thanks": [
        "Grazie per la fiducia accordataci.",
        "La ringraziamo per l'ordine.",
        "Per qualsiasi chiarimento sulla presente fattura restiamo a Sua disposizione.",
        "Saremo lieti di collaborare ancora con Lei.",
    ],
    "invoice.intro": [
        "Gentile Cliente,\ncon la presente Le trasmettiamo la fattura relativa ai servizi "
        "prestati.",
        "Spettabile Ditta,\ncome concordato, Vi addebitiamo le seguenti prestazioni:",
        "Gentile Cliente,\ndi seguito il dettaglio dei lavori eseguiti nel mese di {month}.",
    ],
}

TITLES = {
    "invoice.company.web": ["{last} Digital S.r.l.", "Studio {last}",
                            "{last} & {last2} Web S.r.l."],
    "invoice.company.print": ["Tipografia {last}", "{last} Stampa S.r.l.",
                              "Grafiche {last} S.n.c."],
    "invoice.company.craft": ["{last} Impianti Elettrici S.r.l.", "Falegnameria {last}",
                              "Edil {last} S.r.l."],
    "invoice.company.office": ["{last} Forniture Ufficio S.r.l.", "Cartoleria {last}"],
    "invoice.company.consult": ["{last} Consulting S.r.l.", "Studio {last} & {last2}",
                                "Traduzioni {last}"],
}

SLOTS = {
    "invoice.web.home": ["Progettazione della home page", "Realizzazione home page"],
    "invoice.web.templates": ["Template responsive per le pagine interne"],
    "invoice.web.frontend": ["Sviluppo front-end"],
    "invoice.web.migration": ["Migrazione dei contenuti dal vecchio sito"],
    "invoice.web.hosting": ["Hosting web, piano Business"],
    "invoice.web.domain": ["Registrazione dominio .it, 1 anno"],
    "invoice.web.ssl": ["Certificato SSL"],
    "invoice.web.seo": ["Analisi SEO del sito"],
    "invoice.web.support": ["Manutenzione e assistenza"],
    "invoice.print.cards": ["Biglietti da visita 400 g, fronte/retro (250 pz)"],
    "invoice.print.flyers": ["Volantini A5 a colori (500 pz)"],
    "invoice.print.banner": ["Roll-up 85 × 200 cm"],
    "invoice.print.letterhead": ["Carta intestata 120 g (500 fogli)"],
    "invoice.print.logo": ["Progettazione logo"],
    "invoice.print.layout": ["Impaginazione grafica"],
    "invoice.print.poster": ["Manifesto A2 opaco"],
    "invoice.print.shipping": ["Spese di spedizione"],
    "invoice.craft.master": ["Manodopera elettricista specializzato"],
    "invoice.craft.apprentice": ["Manodopera apprendista"],
    "invoice.craft.callout": ["Diritto di chiamata"],
    "invoice.craft.socket": ["Presa doppia, bianca"],
    "invoice.craft.spot": ["Faretto LED da incasso 6 W"],
    "invoice.craft.fusebox": ["Sostituzione quadro elettrico"],
    "invoice.craft.worktop": ["Piano di lavoro in rovere, posato"],
    "invoice.craft.disposal": ["Smaltimento materiali di risulta"],
    "invoice.office.paper": ["Carta A4 80 g (scatola da 5 risme)"],
    "invoice.office.toner": ["Cartuccia toner nero"],
    "invoice.office.binders": ["Raccoglitore a leva A4, blu"],
    "invoice.office.chair": ["Sedia da ufficio ergonomica"],
    "invoice.office.lamp": ["Lampada da scrivania LED"],
    "invoice.office.whiteboard": ["Lavagna bianca 120 × 90 cm"],
    "invoice.office.pens": ["Penne a sfera blu (confezione da 50)"],
    "invoice.office.shredder": ["Distruggidocumenti a frammento"],
    "invoice.office.delivery": ["Consegna e montaggio"],
    "invoice.consult.senior": ["Consulenza, consulente senior"],
    "invoice.consult.prep": ["Preparazione del workshop"],
    "invoice.consult.workshop": ["Workshop in sede"],
    "invoice.consult.pm": ["Gestione del progetto"],
    "invoice.consult.travel": ["Spese di trasferta"],
    "invoice.consult.report": ["Relazione finale con raccomandazioni"],
    "invoice.consult.training": ["Corso di formazione, per partecipante"],
    "invoice.consult.translation": ["Traduzione inglese–italiano, testo tecnico"],
}

STREETS = ["Via Roma", "Via Garibaldi", "Corso Italia", "Via Mazzini", "Via Dante Alighieri",
           "Piazza della Repubblica", "Via Cavour", "Viale Europa", "Via Verdi",
           "Corso Vittorio Emanuele II", "Via XX Settembre", "Via Manzoni", "Via Marconi",
           "Piazza del Duomo", "Via dei Mille", "Viale Trieste", "Via San Francesco",
           "Via della Libertà"]

# (city, postcode patterns, area code, province)
CITIES = [
    ("Milano", ["201##"], "02", "MI"), ("Roma", ["001##"], "06", "RM"),
    ("Torino", ["101##"], "011", "TO"), ("Napoli", ["801##"], "081", "NA"),
    ("Bologna", ["401##"], "051", "BO"), ("Firenze", ["501##"], "055", "FI"),
    ("Genova", ["161##"], "010", "GE"), ("Verona", ["371##"], "045", "VR"),
    ("Padova", ["351##"], "049", "PD"), ("Bari", ["701##"], "080", "BA"),
    ("Brescia", ["251##"], "030", "BS"), ("Trento", ["381##"], "0461", "TN"),
    ("Bergamo", ["241##"], "035", "BG"), ("Parma", ["431##"], "0521", "PR"),
]

# (name, BIC, codice ABI)
BANKS = [("Intesa Sanpaolo", "BCITITMM", "03069"), ("UniCredit", "UNCRITMMXXX", "02008"),
         ("Banco BPM", "BAPPIT22", "05034"), ("Monte dei Paschi di Siena", "PASCITMMXXX", "01030"),
         ("BPER Banca", "BPMOIT22XXX", "05387"), ("Credem", "BACRIT22XXX", "03032"),
         ("Banca Sella", "SELBIT2BXXX", "03268")]

FORMATS = {
    "country": "IT", "decimal": ",", "group": ".", "money": ["€\u00a0{n}", "{n}\u00a0€"],
    "vat": 22, "reduced": 10, "dates": ["{dd}/{mm}/{y}", "{d} {month} {y}"],
    "numbers": ["{s}/{y}", "FT{y}/{s3}", "{y}-{s4}"], "customers": ["CL{n4}", "C{n5}"],
    "street": ["{street}, {n}", "{street} {n}"], "city_line": "zip_city_prov",
    "phones": ["{area} {local}", "+39 {area} {local}"], "tld": "it",
    "email_locals": ["info", "amministrazione", "fatture", "contabilita"],
    "legal": {"corporate": "Cap. soc. € {capital} i.v. · REA {prov}-{rea}",
              "sole": "Ditta individuale · Titolare: {manager}"},
    "corporate": ["S.r.l.", "S.n.c.", "S.p.A."],
    "legal_fields": {"rea": "######", "capital": "10.000,00"}, "days": [30, 60],
}
