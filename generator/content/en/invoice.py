"""English invoice content: an invoice issued in the United Kingdom (labels, trades and
their line items, payment terms, addresses, banks and the UK number/date/id formats).

UI, SENTENCES, TITLES and SLOTS are merged into the language package; CITIES, STREETS,
BANKS and FORMATS are read by surfaces.kit.invoice_data.
"""

UI = {
    "invoice.title": "Invoice", "invoice.number": "Invoice number",
    "invoice.number_short": "Invoice no.", "invoice.date": "Invoice date",
    "invoice.date_short": "Date", "invoice.due": "Due date", "invoice.due_short": "Payment due",
    "invoice.customer_no": "Customer no.", "invoice.order_ref": "Your reference",
    "invoice.bill_to": "Bill to", "invoice.from": "From", "invoice.vat_id": "VAT reg. no.",
    "invoice.iban": "IBAN", "invoice.bic": "BIC", "invoice.bank": "Bank",
    "invoice.bank_details": "Bank details", "invoice.phone": "Tel.", "invoice.email": "Email",
    "invoice.web": "Web", "invoice.pos": "No.", "invoice.description": "Description",
    "invoice.qty": "Qty", "invoice.unit": "Unit", "invoice.unit_price": "Unit price",
    "invoice.amount": "Amount", "invoice.subtotal": "Subtotal", "invoice.tax": "VAT {rate}%",
    "invoice.total": "Total", "invoice.total_due": "Amount due", "invoice.page": "Page 1 of 1",
    "invoice.details": "Invoice details", "invoice.contact": "Contact",
    "invoice.payment": "Payment", "invoice.attn": "Attn: {name}",
    "invoice.unit.hour": "hour", "invoice.unit.piece": "each", "invoice.unit.flat": "fixed",
    "invoice.unit.day": "day", "invoice.unit.month": "month", "invoice.unit.sqm": "m²",
    "invoice.units.hour": "hours", "invoice.units.piece": "each", "invoice.units.flat": "fixed",
    "invoice.units.day": "days", "invoice.units.month": "months", "invoice.units.sqm": "m²",
    "invoice.viewer.download": "Download", "invoice.viewer.print": "Print",
}

SENTENCES = {
    "invoice.terms": [
        "Payment is due within {days} days of the invoice date.",
        "Please pay the full amount within {days} days, quoting the invoice number as your "
        "reference.",
        "Please transfer the amount to the account below within {days} days.",
        "Payment terms: {days} days net.",
    ],
    "invoice.notes": [
        "Late payments may incur interest under the Late Payment of Commercial Debts Act.",
        "Goods remain our property until paid in full.",
    ],
    "invoice.thanks": [
        "Thank you for your business.",
        "Many thanks for your order.",
        "If you have any questions about this invoice, please get in touch.",
        "We look forward to working with you again.",
    ],
    "invoice.intro": [
        "Dear Sir or Madam,\nThank you for your order. We are pleased to invoice you for the "
        "following:",
        "Dear Sir or Madam,\nAs agreed, we are invoicing you for the work listed below.",
        "Dear Sir or Madam,\nPlease find below the details of the work we carried out in "
        "{month}.",
    ],
}

TITLES = {
    "invoice.company.web": ["{last} Digital Ltd", "{last} Web Studio", "{last} & {last2} Design Ltd"],
    "invoice.company.print": ["{last} Print Ltd", "{last} Printing & Design", "{last} Press Ltd"],
    "invoice.company.craft": ["{last} Electrical Ltd", "{last} & Sons Joinery",
                              "{last} Building Services Ltd"],
    "invoice.company.office": ["{last} Office Supplies Ltd", "{last} Business Supplies"],
    "invoice.company.consult": ["{last} Consulting Ltd", "{last} & {last2} LLP",
                                "{last} Translations"],
}

SLOTS = {
    "invoice.web.home": ["Website design, home page", "Home page design"],
    "invoice.web.templates": ["Responsive page templates"],
    "invoice.web.frontend": ["Front-end development"],
    "invoice.web.migration": ["Content migration from the old site"],
    "invoice.web.hosting": ["Web hosting, business plan"],
    "invoice.web.domain": ["Domain registration (.co.uk), 1 year"],
    "invoice.web.ssl": ["SSL certificate"],
    "invoice.web.seo": ["Search engine optimisation audit"],
    "invoice.web.support": ["Support and maintenance"],
    "invoice.print.cards": ["Business cards, 400gsm, double-sided (box of 250)"],
    "invoice.print.flyers": ["Flyers A5, full colour (pack of 500)"],
    "invoice.print.banner": ["Roll-up banner 85 x 200 cm"],
    "invoice.print.letterhead": ["Letterheads, 120gsm (pack of 500)"],
    "invoice.print.logo": ["Logo design"],
    "invoice.print.layout": ["Typesetting and layout"],
    "invoice.print.poster": ["Poster A2, matt"],
    "invoice.print.shipping": ["Delivery"],
    "invoice.craft.master": ["Labour, qualified electrician"],
    "invoice.craft.apprentice": ["Labour, apprentice"],
    "invoice.craft.callout": ["Call-out charge"],
    "invoice.craft.socket": ["Double socket outlet, white"],
    "invoice.craft.spot": ["LED downlight, 6 W"],
    "invoice.craft.fusebox": ["Consumer unit replacement"],
    "invoice.craft.worktop": ["Oak worktop, fitted"],
    "invoice.craft.disposal": ["Removal of waste materials"],
    "invoice.office.paper": ["Copy paper A4, 80gsm (box of 5 reams)"],
    "invoice.office.toner": ["Toner cartridge, black"],
    "invoice.office.binders": ["Lever arch file A4, blue"],
    "invoice.office.chair": ["Ergonomic office chair"],
    "invoice.office.lamp": ["LED desk lamp"],
    "invoice.office.whiteboard": ["Whiteboard 120 x 90 cm"],
    "invoice.office.pens": ["Ballpoint pens, blue (box of 50)"],
    "invoice.office.shredder": ["Cross-cut shredder"],
    "invoice.office.delivery": ["Delivery and installation"],
    "invoice.consult.senior": ["Consulting, senior consultant"],
    "invoice.consult.prep": ["Workshop preparation"],
    "invoice.consult.workshop": ["On-site workshop"],
    "invoice.consult.pm": ["Project management"],
    "invoice.consult.travel": ["Travel expenses"],
    "invoice.consult.report": ["Final report and recommendations"],
    "invoice.consult.training": ["Training course, per participant"],
    "invoice.consult.translation": ["Translation German to English, technical text"],
}

STREETS = ["High Street", "Station Road", "Church Lane", "Victoria Road", "Park Avenue",
           "Mill Lane", "King Street", "Queen's Road", "Market Place", "Green Lane",
           "Manor Road", "London Road", "Albert Street", "York Place", "Castle Street",
           "Bridge Street", "Regent Street", "Chapel Walk"]

# (city, postcode patterns, dialling code); '#' a digit, '@' a postcode letter
CITIES = [
    ("London", ["EC1A #@@", "SW1A #@@", "N1 #@@", "E2 #@@", "SE1 #@@", "W1T #@@"], "020"),
    ("Manchester", ["M1 #@@", "M4 #@@"], "0161"), ("Birmingham", ["B1 #@@", "B3 #@@"], "0121"),
    ("Leeds", ["LS1 #@@", "LS2 #@@"], "0113"), ("Bristol", ["BS1 #@@", "BS8 #@@"], "0117"),
    ("Edinburgh", ["EH1 #@@", "EH3 #@@"], "0131"), ("Glasgow", ["G1 #@@", "G2 #@@"], "0141"),
    ("Liverpool", ["L1 #@@", "L3 #@@"], "0151"), ("Sheffield", ["S1 #@@"], "0114"),
    ("Cardiff", ["CF10 #@@"], "029"), ("Nottingham", ["NG1 #@@"], "0115"),
    ("Oxford", ["OX1 #@@", "OX4 #@@"], "01865"), ("Cambridge", ["CB1 #@@", "CB2 #@@"], "01223"),
    ("Brighton", ["BN1 #@@"], "01273"), ("York", ["YO1 #@@"], "01904"),
]

# (name, BIC, national bank code: four letters and the sort-code prefix)
BANKS = [("Barclays", "BARCGB22", "BARC20"), ("HSBC UK", "HBUKGB4B", "HBUK40"),
         ("Lloyds Bank", "LOYDGB2L", "LOYD30"), ("NatWest", "NWBKGB2L", "NWBK60"),
         ("Santander UK", "ABBYGB2L", "ABBY09"), ("Metro Bank", "MYMBGB2L", "MYMB23")]

FORMATS = {
    "country": "GB", "decimal": ".", "group": ",", "money": ["£{n}"], "vat": 20, "reduced": 5,
    "dates": ["{d} {month} {y}", "{dd}/{mm}/{y}", "{d} {mon} {y}"],
    "numbers": ["INV-{y}-{s4}", "{s5}", "INV{yy}{s4}"], "customers": ["C-{n4}", "CUST{n5}"],
    "street": ["{n} {street}"], "city_line": "city_then_zip",
    "phones": ["{area} {local}", "+44 {area_intl} {local}"], "tld": "co.uk",
    "email_locals": ["accounts", "billing", "info", "hello"],
    "legal": {"corporate": "Registered in England and Wales · Company no. {reg}",
              "sole": "Proprietor: {manager}"},
    "corporate": ["Ltd", "LLP"], "legal_fields": {"reg": "0#######"}, "days": [14, 30],
}
