"""French invoice content: une facture émise en France (libellés, métiers et lignes de
facture, conditions de paiement, adresses, banques, formats français des nombres, des dates
et des identifiants).

UI, SENTENCES, TITLES and SLOTS are merged into the language package; CITIES, STREETS,
BANKS and FORMATS are read by surfaces.kit.invoice_data.
"""

UI = {
    "invoice.title": "Facture", "invoice.number": "Numéro de facture",
    "invoice.number_short": "Facture n°", "invoice.date": "Date de facture",
    "invoice.date_short": "Date", "invoice.due": "Date d'échéance",
    "invoice.due_short": "Échéance", "invoice.customer_no": "N° client",
    "invoice.order_ref": "Votre référence", "invoice.bill_to": "Facturé à",
    "invoice.from": "Émetteur", "invoice.vat_id": "N° TVA intracom.", "invoice.iban": "IBAN",
    "invoice.bic": "BIC", "invoice.bank": "Banque",
    "invoice.bank_details": "Coordonnées bancaires", "invoice.phone": "Tél.",
    "invoice.email": "E-mail", "invoice.web": "Web", "invoice.pos": "N°",
    "invoice.description": "Désignation", "invoice.qty": "Qté", "invoice.unit": "Unité",
    "invoice.unit_price": "Prix unitaire HT", "invoice.amount": "Montant HT",
    "invoice.subtotal": "Total HT", "invoice.tax": "TVA {rate}\u00a0%",
    "invoice.total": "Total TTC", "invoice.total_due": "Net à payer",
    "invoice.page": "Page 1 sur 1", "invoice.details": "Détails de la facture",
    "invoice.contact": "Contact", "invoice.payment": "Paiement",
    "invoice.attn": "À l'attention de {name}",
    "invoice.unit.hour": "h", "invoice.unit.piece": "u.", "invoice.unit.flat": "forfait",
    "invoice.unit.day": "jour", "invoice.unit.month": "mois", "invoice.unit.sqm": "m²",
    "invoice.units.hour": "h", "invoice.units.piece": "u.", "invoice.units.flat": "forfait",
    "invoice.units.day": "jours", "invoice.units.month": "mois", "invoice.units.sqm": "m²",
    "invoice.viewer.download": "Télécharger", "invoice.viewer.print": "Imprimer",
}

SENTENCES = {
    "invoice.terms": [
        "Paiement à {days} jours à compter de la date de facture.",
        "Merci de régler cette facture par virement sous {days} jours en rappelant le numéro "
        "de facture.",
        "Conditions de paiement\u00a0: {days} jours net.",
    ],
    "invoice.notes": [
        "En cas de retard de paiement, une indemnité forfaitaire de 40\u00a0€ pour frais de "
        "recouvrement sera exigée.",
        "Pas d'escompte pour paiement anticipé.",
    ],
    "invoice.thanks": [
        "Nous vous remercions de votre confiance.",
        "Merci pour votre commande.",
        "Pour toute question concernant cette facture, n'hésitez pas à nous contacter.",
        "Au plaisir de travailler à nouveau avec vous.",
    ],
    "invoice.intro": [
        "Madame, Monsieur,\nNous vous remercions de votre commande et vous prions de trouver "
        "ci-dessous le détail de notre facturation.",
        "Madame, Monsieur,\nComme convenu, nous vous facturons les prestations suivantes\u00a0:",
        "Madame, Monsieur,\nVeuillez trouver ci-dessous le détail des prestations réalisées "
        "en {month}.",
    ],
}

TITLES = {
    "invoice.company.web": ["{last} Digital SARL", "Studio {last}", "{last} & {last2} Web SAS"],
    "invoice.company.print": ["Imprimerie {last}", "{last} Impression SARL",
                              "{last} Arts graphiques"],
    "invoice.company.craft": ["{last} Électricité SARL", "Menuiserie {last}",
                              "{last} Bâtiment SAS"],
    "invoice.company.office": ["{last} Fournitures de bureau SARL", "Bureautique {last}"],
    "invoice.company.consult": ["{last} Conseil SAS", "Cabinet {last} & {last2}",
                                "{last} Traductions"],
}

SLOTS = {
    "invoice.web.home": ["Création de la page d'accueil", "Conception de la page d'accueil"],
    "invoice.web.templates": ["Modèles de pages responsives"],
    "invoice.web.frontend": ["Développement front-end"],
    "invoice.web.migration": ["Reprise des contenus de l'ancien site"],
    "invoice.web.hosting": ["Hébergement web, offre Pro"],
    "invoice.web.domain": ["Nom de domaine .fr, 1 an"],
    "invoice.web.ssl": ["Certificat SSL"],
    "invoice.web.seo": ["Audit de référencement naturel"],
    "invoice.web.support": ["Maintenance et assistance"],
    "invoice.print.cards": ["Cartes de visite 400 g, recto verso (lot de 250)"],
    "invoice.print.flyers": ["Flyers A5 quadrichromie (lot de 500)"],
    "invoice.print.banner": ["Kakémono enrouleur 85 × 200 cm"],
    "invoice.print.letterhead": ["Papier à en-tête 120 g (lot de 500)"],
    "invoice.print.logo": ["Création de logo"],
    "invoice.print.layout": ["Mise en page et PAO"],
    "invoice.print.poster": ["Affiche A2 mate"],
    "invoice.print.shipping": ["Frais de livraison"],
    "invoice.craft.master": ["Main-d'œuvre électricien qualifié"],
    "invoice.craft.apprentice": ["Main-d'œuvre apprenti"],
    "invoice.craft.callout": ["Frais de déplacement"],
    "invoice.craft.socket": ["Prise double, blanche"],
    "invoice.craft.spot": ["Spot LED encastrable 6 W"],
    "invoice.craft.fusebox": ["Remplacement du tableau électrique"],
    "invoice.craft.worktop": ["Plan de travail en chêne, posé"],
    "invoice.craft.disposal": ["Évacuation des déchets de chantier"],
    "invoice.office.paper": ["Papier A4 80 g (carton de 5 ramettes)"],
    "invoice.office.toner": ["Cartouche de toner noir"],
    "invoice.office.binders": ["Classeur à levier A4, bleu"],
    "invoice.office.chair": ["Fauteuil de bureau ergonomique"],
    "invoice.office.lamp": ["Lampe de bureau LED"],
    "invoice.office.whiteboard": ["Tableau blanc 120 × 90 cm"],
    "invoice.office.pens": ["Stylos bille bleus (boîte de 50)"],
    "invoice.office.shredder": ["Destructeur de documents, coupe croisée"],
    "invoice.office.delivery": ["Livraison et installation"],
    "invoice.consult.senior": ["Conseil, consultant senior"],
    "invoice.consult.prep": ["Préparation de l'atelier"],
    "invoice.consult.workshop": ["Atelier sur site"],
    "invoice.consult.pm": ["Gestion de projet"],
    "invoice.consult.travel": ["Frais de mission"],
    "invoice.consult.report": ["Rapport final et recommandations"],
    "invoice.consult.training": ["Formation, par participant"],
    "invoice.consult.translation": ["Traduction anglais–français, texte technique"],
}

STREETS = ["rue de la République", "rue Victor Hugo", "avenue Jean Jaurès", "rue de la Paix",
           "boulevard Voltaire", "rue du Général de Gaulle", "place de la Mairie",
           "rue Pasteur", "avenue de la Gare", "rue des Lilas", "rue Nationale",
           "chemin des Vignes", "rue du Moulin", "allée des Tilleuls", "rue Gambetta",
           "quai de la Loire", "rue Saint-Michel", "impasse des Roses"]

# (city, postcode patterns, first digits of the phone number)
CITIES = [
    ("Paris", ["7500#", "7501#"], "01"), ("Lyon", ["6900#"], "04"),
    ("Marseille", ["1300#", "1301#"], "04"), ("Toulouse", ["31#00"], "05"),
    ("Bordeaux", ["33000", "33#00"], "05"), ("Lille", ["59000", "59800"], "03"),
    ("Nantes", ["44#00"], "02"), ("Strasbourg", ["67#00"], "03"),
    ("Montpellier", ["34000", "340#0"], "04"), ("Rennes", ["35000", "35#00"], "02"),
    ("Nice", ["06#00"], "04"), ("Grenoble", ["38000", "38100"], "04"),
    ("Dijon", ["21000"], "03"), ("Angers", ["49000", "49100"], "02"),
]

# (name, BIC, code banque)
BANKS = [("BNP Paribas", "BNPAFRPPXXX", "30004"), ("Société Générale", "SOGEFRPP", "30003"),
         ("Crédit Agricole", "AGRIFRPP882", "18206"), ("LCL", "CRLYFRPP", "30002"),
         ("La Banque Postale", "PSSTFRPPPAR", "20041"), ("Crédit Mutuel", "CMCIFR2A", "10278"),
         ("CIC", "CMCIFRPP", "30066")]

FORMATS = {
    "country": "FR", "decimal": ",", "group": "\u00a0", "money": ["{n}\u00a0€"], "vat": 20,
    "reduced": 10, "dates": ["{dd}/{mm}/{y}", "{d} {month} {y}"],
    "numbers": ["F-{y}-{s4}", "FA{y}{s4}", "{y}-{s4}"], "customers": ["CL{n5}", "C-{n4}"],
    "street": ["{n} {street}", "{n}, {street}"], "city_line": "zip_city",
    "phones": ["{area} {local}", "+33 {area_intl} {local}"], "tld": "fr",
    "email_locals": ["contact", "facturation", "compta"],
    "legal": {"corporate": "SIRET {siret} · Code APE {ape}",
              "sole": "Entreprise individuelle · SIRET {siret}"},
    "corporate": ["SARL", "SAS"], "legal_fields": {"ape": "####@"}, "days": [15, 30, 45],
}
