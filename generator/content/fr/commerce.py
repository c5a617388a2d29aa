"""Contenu français de la famille commerce : tickets de caisse, confirmations, paniers, étiquettes."""

SLOTS = {
    "shop_grocery": ["Lait entier 1 L", "Pain au levain", "Bananes", "Œufs plein air x12",
                     "Comté", "Huile d'olive 50 cl", "Spaghetti 500 g", "Tomates cerises",
                     "Café moulu", "Jus d'orange", "Beurre demi-sel", "Pommes Gala",
                     "Riz basmati 1 kg", "Yaourt grec", "Chocolat noir", "Eau gazeuse"],
    "shop_product": ["Pull en mérinos", "Portefeuille en cuir", "Chaussures de trail",
                     "Lot de tasses en céramique", "Écouteurs sans fil", "Chemise en lin",
                     "Lampe de bureau", "Sac à dos de voyage", "Bouteille isotherme",
                     "Tote bag en coton", "Veste de pluie", "Bougie parfumée"],
    "shop_colour": ["Noir", "Blanc", "Marine", "Gris", "Kaki", "Sable", "Bordeaux"],
    "shop_store": ["Marché du Coin", "Épicerie Centrale", "FraîchAvenue", "Le Panier Malin"],
    "shop_brand": ["Vent du Nord", "Atelier Neuf", "Pin & Cie", "Maison Harlow"],
}

SENTENCES = {
    "shop_receipt_policy": [
        "Les échanges sont acceptés sous 30 jours sur présentation de ce ticket.",
        "Les produits frais ne sont ni repris ni échangés.",
        "Conservez ce ticket.",
        "Cumulez des points à chaque achat avec notre carte de fidélité.",
    ],
    "shop_order_note": [
        "Nous préparons votre commande et vous enverrons un e-mail dès son expédition.",
        "Vous pouvez suivre votre colis à tout moment depuis votre compte.",
        "Pour modifier l'adresse de livraison, répondez à cet e-mail dans les deux heures.",
        "Les articles d'une même commande peuvent arriver dans des colis séparés.",
        "Les retours sont gratuits pendant 30 jours après la livraison.",
        "Une question sur votre commande ? Notre service client est là pour vous aider.",
    ],
}

UI = {
    "shop.ships": "Expédié sous 2 à 3 jours ouvrés.",
    "shop.subtotal": "Sous-total", "shop.tax": "Taxe", "shop.vat": "TVA {r}",
    "shop.total": "Total", "shop.cash": "Espèces", "shop.change": "Rendu", "shop.card": "Carte",
    "shop.thanks": "Merci de votre visite !", "shop.cashier": "Caissier : {n}",
    "shop.receipt_no": "Ticket n° {n}", "shop.items_count": "{n} articles",
    "shop.approved": "ACCEPTÉ", "shop.tel": "Tél.", "shop.terminal": "Caisse {n}",
    "shop.auth": "Autorisation", "shop.visa": "VISA **** {n}",
    "shop.thanks_order": "Merci pour votre commande, {n} !", "shop.order_no": "Commande n° {n}",
    "shop.order_placed": "Passée le", "shop.est_delivery": "Livraison estimée",
    "shop.ship_to": "Livraison à", "shop.payment_method": "Moyen de paiement",
    "shop.order_summary": "Récapitulatif", "shop.shipping": "Livraison", "shop.free": "Gratuite",
    "shop.view_order": "Voir la commande", "shop.track": "Suivre le colis",
    "shop.qty": "Qté : {n}", "shop.confirmed": "Commande confirmée", "shop.help": "Aide",
    "shop.footer": "Vous recevez cet e-mail car vous avez passé commande chez {s}.",
    "shop.cart": "Panier", "shop.cart_items": "{n} articles", "shop.remove": "Supprimer",
    "shop.save_later": "Mettre de côté", "shop.promo": "Code promo", "shop.apply": "Appliquer",
    "shop.checkout": "Passer la commande", "shop.continue": "Continuer mes achats",
    "shop.est_tax": "TVA", "shop.in_stock": "En stock", "shop.colour": "Couleur : {c}",
    "shop.size": "Taille : {s}", "shop.free_ship_note": "La livraison vous est offerte !",
    "shop.price": "Prix", "shop.quantity": "Quantité", "shop.item": "Article",
    "shop.nav": "Nouveautés|Femme|Homme|Maison|Soldes", "shop.search": "Rechercher un produit",
    "shop.account": "Mon compte",
    "shop.from": "EXPÉDITEUR", "shop.ship_to_label": "DESTINATAIRE", "shop.tracking": "N° DE SUIVI",
    "shop.weight": "Poids", "shop.dims": "Dimensions", "shop.ship_date": "Date d'envoi",
    "shop.pieces": "Colis {a} sur {b}", "shop.sig": "Signature requise",
    "shop.services": "PRIORITAIRE|EXPRESS|STANDARD|ÉCO", "shop.ref": "Réf.",
    "shop.print": "Imprimer l'étiquette", "shop.label_title": "Étiquette d'expédition",
    "shop.label_hint": "Pliez le long des pointillés et collez l'étiquette sur le colis.",
}
