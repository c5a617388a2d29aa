"""English content of the commerce family: receipts, order confirmations, carts, labels."""

SLOTS = {
    "shop_grocery": ["Whole milk 1L", "Sourdough bread", "Bananas", "Free-range eggs x12",
                     "Cheddar cheese", "Olive oil 500ml", "Spaghetti 500g", "Cherry tomatoes",
                     "Ground coffee", "Orange juice", "Salted butter", "Gala apples",
                     "Basmati rice 1kg", "Greek yogurt", "Dark chocolate", "Sparkling water"],
    "shop_product": ["Merino wool sweater", "Leather wallet", "Trail running shoes",
                     "Ceramic mug set", "Wireless earbuds", "Linen shirt", "Desk lamp",
                     "Travel backpack", "Insulated water bottle", "Cotton tote bag",
                     "Rain jacket", "Scented candle"],
    "shop_colour": ["Black", "White", "Navy", "Grey", "Olive", "Sand", "Burgundy"],
    "shop_store": ["Green Basket Market", "Corner Grocer", "FreshWay", "Daily Pantry"],
    "shop_brand": ["Northbound", "Atelier Nine", "Pine & Co.", "Harlow Goods"],
}

SENTENCES = {
    "shop_receipt_policy": [
        "Returns are accepted within 30 days with this receipt.",
        "Fresh produce cannot be exchanged.",
        "Keep this receipt for your records.",
        "Earn points on every purchase with our loyalty card.",
    ],
    "shop_order_note": [
        "We are getting your order ready and will email you when it ships.",
        "You can track your package at any time from your account.",
        "If you need to change the delivery address, reply to this email within two hours.",
        "Items from the same order may arrive in separate packages.",
        "Returns are free within 30 days of delivery.",
        "Questions about your order? Our support team is happy to help.",
    ],
}

UI = {
    "shop.ships": "Ships within 2–3 business days.",
    "shop.subtotal": "Subtotal", "shop.tax": "Sales tax", "shop.vat": "VAT {r}",
    "shop.total": "Total", "shop.cash": "Cash", "shop.change": "Change", "shop.card": "Card",
    "shop.thanks": "Thank you for shopping with us!", "shop.cashier": "Cashier: {n}",
    "shop.receipt_no": "Receipt #{n}", "shop.items_count": "{n} items",
    "shop.approved": "APPROVED", "shop.tel": "Tel.", "shop.terminal": "Terminal {n}",
    "shop.auth": "Auth code", "shop.visa": "VISA **** {n}",
    "shop.thanks_order": "Thanks for your order, {n}!", "shop.order_no": "Order #{n}",
    "shop.order_placed": "Order placed", "shop.est_delivery": "Estimated delivery",
    "shop.ship_to": "Shipping to", "shop.payment_method": "Payment method",
    "shop.order_summary": "Order summary", "shop.shipping": "Shipping", "shop.free": "Free",
    "shop.view_order": "View order", "shop.track": "Track package", "shop.qty": "Qty: {n}",
    "shop.confirmed": "Order confirmed", "shop.help": "Help center",
    "shop.footer": "You received this email because you placed an order at {s}.",
    "shop.cart": "Shopping cart", "shop.cart_items": "{n} items", "shop.remove": "Remove",
    "shop.save_later": "Save for later", "shop.promo": "Promo code", "shop.apply": "Apply",
    "shop.checkout": "Proceed to checkout", "shop.continue": "Continue shopping",
    "shop.est_tax": "Estimated tax", "shop.in_stock": "In stock", "shop.colour": "Colour: {c}",
    "shop.size": "Size: {s}", "shop.free_ship_note": "You qualify for free shipping!",
    "shop.price": "Price", "shop.quantity": "Quantity", "shop.item": "Item",
    "shop.nav": "New in|Women|Men|Home|Sale", "shop.search": "Search products",
    "shop.account": "Account",
    "shop.from": "FROM", "shop.ship_to_label": "SHIP TO", "shop.tracking": "TRACKING #",
    "shop.weight": "Weight", "shop.dims": "Dimensions", "shop.ship_date": "Ship date",
    "shop.pieces": "Package {a} of {b}", "shop.sig": "Signature required",
    "shop.services": "PRIORITY|EXPRESS|STANDARD|GROUND", "shop.ref": "Ref",
    "shop.print": "Print label", "shop.label_title": "Shipping label",
    "shop.label_hint": "Fold along the dotted line and attach the label to the package.",
}
