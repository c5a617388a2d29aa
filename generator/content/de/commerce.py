"""Deutsche Inhalte der Handel-Familie: Kassenbons, Bestellbestätigungen, Warenkörbe, Etiketten."""

SLOTS = {
    "shop_grocery": ["Vollmilch 1 l", "Sauerteigbrot", "Bananen", "Freilandeier 10 St.",
                     "Gouda am Stück", "Olivenöl 500 ml", "Spaghetti 500 g", "Cherrytomaten",
                     "Kaffee gemahlen", "Orangensaft", "Butter", "Äpfel", "Basmatireis 1 kg",
                     "Joghurt griechisch", "Zartbitterschokolade", "Mineralwasser"],
    "shop_product": ["Merinopullover", "Lederportemonnaie", "Trailrunning-Schuhe",
                     "Keramikbecher-Set", "Kabellose Ohrhörer", "Leinenhemd", "Schreibtischlampe",
                     "Reiserucksack", "Isolierflasche", "Baumwolltasche", "Regenjacke",
                     "Duftkerze"],
    "shop_colour": ["Schwarz", "Weiß", "Marine", "Grau", "Oliv", "Sand", "Bordeaux"],
    "shop_store": ["Frischemarkt am Ring", "Nahkauf Eck", "FrischWerk", "Tagesbedarf"],
    "shop_brand": ["Nordwind", "Atelier Neun", "Kiefer & Co.", "Hafengut"],
}

SENTENCES = {
    "shop_receipt_policy": [
        "Umtausch innerhalb von 30 Tagen nur mit Kassenbon.",
        "Frische Ware ist vom Umtausch ausgeschlossen.",
        "Bitte bewahren Sie diesen Beleg auf.",
        "Mit unserer Kundenkarte sammeln Sie bei jedem Einkauf Punkte.",
    ],
    "shop_order_note": [
        "Wir bereiten Ihre Bestellung vor und informieren Sie per E-Mail, sobald sie versandt wurde.",
        "Sie können Ihr Paket jederzeit in Ihrem Kundenkonto verfolgen.",
        "Wenn Sie die Lieferadresse ändern möchten, antworten Sie innerhalb von zwei Stunden auf diese E-Mail.",
        "Artikel aus derselben Bestellung können in getrennten Paketen ankommen.",
        "Rücksendungen sind innerhalb von 30 Tagen nach Lieferung kostenlos.",
        "Fragen zu Ihrer Bestellung? Unser Kundenservice hilft gern.",
    ],
}

UI = {
    "shop.ships": "Versand innerhalb von 2–3 Werktagen.",
    "shop.subtotal": "Zwischensumme", "shop.tax": "Steuer", "shop.vat": "MwSt. {r}",
    "shop.total": "Summe", "shop.cash": "Bar", "shop.change": "Rückgeld", "shop.card": "Karte",
    "shop.thanks": "Vielen Dank für Ihren Einkauf!", "shop.cashier": "Es bediente Sie: {n}",
    "shop.receipt_no": "Bon-Nr. {n}", "shop.items_count": "{n} Artikel",
    "shop.approved": "GENEHMIGT", "shop.tel": "Tel.", "shop.terminal": "Kasse {n}",
    "shop.auth": "Autorisierung", "shop.visa": "VISA **** {n}",
    "shop.thanks_order": "Danke für Ihre Bestellung, {n}!", "shop.order_no": "Bestellung Nr. {n}",
    "shop.order_placed": "Bestellt am", "shop.est_delivery": "Voraussichtliche Lieferung",
    "shop.ship_to": "Lieferadresse", "shop.payment_method": "Zahlungsart",
    "shop.order_summary": "Bestellübersicht", "shop.shipping": "Versand",
    "shop.free": "Kostenlos", "shop.view_order": "Bestellung ansehen",
    "shop.track": "Sendung verfolgen", "shop.qty": "Menge: {n}",
    "shop.confirmed": "Bestellung bestätigt", "shop.help": "Hilfe",
    "shop.footer": "Sie erhalten diese E-Mail, weil Sie bei {s} bestellt haben.",
    "shop.cart": "Warenkorb", "shop.cart_items": "{n} Artikel", "shop.remove": "Entfernen",
    "shop.save_later": "Merken", "shop.promo": "Gutscheincode", "shop.apply": "Einlösen",
    "shop.checkout": "Zur Kasse", "shop.continue": "Weiter einkaufen", "shop.est_tax": "MwSt.",
    "shop.in_stock": "Auf Lager", "shop.colour": "Farbe: {c}", "shop.size": "Größe: {s}",
    "shop.free_ship_note": "Ihre Bestellung wird kostenlos geliefert!", "shop.price": "Preis",
    "shop.quantity": "Menge", "shop.item": "Artikel",
    "shop.nav": "Neuheiten|Damen|Herren|Wohnen|Sale", "shop.search": "Produkte suchen",
    "shop.account": "Mein Konto",
    "shop.from": "ABSENDER", "shop.ship_to_label": "EMPFÄNGER", "shop.tracking": "SENDUNGS-NR.",
    "shop.weight": "Gewicht", "shop.dims": "Maße", "shop.ship_date": "Versanddatum",
    "shop.pieces": "Paket {a} von {b}", "shop.sig": "Unterschrift erforderlich",
    "shop.services": "PRIORITY|EXPRESS|STANDARD|ECONOMY", "shop.ref": "Ref.",
    "shop.print": "Etikett drucken", "shop.label_title": "Versandetikett",
    "shop.label_hint": "Entlang der gepunkteten Linie falten und das Etikett auf das Paket kleben.",
}
