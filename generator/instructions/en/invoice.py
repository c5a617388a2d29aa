"""English instruction templates for the 21 invoice_* categories.

Every template is one of the FRAMES below with one field phrase of its category put in
for ``{f}``; the other slots are ``{q}`` (the quoted description of a line item) and
``{fmt}`` (a response-format hint from FORMATS in text.py). The vocabulary is deliberately
regular so a grammar can parse it back:

verbs and nouns: "Return the bounding box of", "Box", "Draw a bounding box around",
"Where is", "Locate", "Mark", "Outline", "target: bbox of", "give me the bounding box of",
"Find"; field frames may add "the value of" / "(the value only, not its label)", block
frames "the whole" / "every line of it" (a line item: "all of its cells", "from its first
to its last cell").

Field phrases (category: phrases):
    invoice_number: invoice number
    invoice_date: invoice date | issue date
    invoice_due_date: due date | payment due date
    invoice_sender: sender block | sender address block
    invoice_sender_city: sender's city | city in the sender's address
    invoice_sender_zip: sender's postcode | sender's ZIP code
    invoice_recipient: customer block | recipient address block
    invoice_recipient_city: recipient's city | city in the recipient's address
    invoice_recipient_zip: recipient's postcode | recipient's ZIP code
    invoice_email: email address
    invoice_phone: phone number
    invoice_tax_id: VAT ID | VAT number
    invoice_iban: IBAN
    invoice_bic: BIC | BIC code
    invoice_bank_details: bank details block | bank details
    invoice_line_item: line item {q} | row of the line item {q}
    invoice_line_items: line items | table of line items
    invoice_subtotal: subtotal
    invoice_tax: tax amount | VAT amount
    invoice_total: total amount | invoice total
    invoice_totals: totals block | block of totals
"""

PHRASES: dict[str, list[str]] = {
    "invoice_number": ["invoice number"],
    "invoice_date": ["invoice date", "issue date"],
    "invoice_due_date": ["due date", "payment due date"],
    "invoice_sender": ["sender block", "sender address block"],
    "invoice_sender_city": ["sender's city", "city in the sender's address"],
    "invoice_sender_zip": ["sender's postcode", "sender's ZIP code"],
    "invoice_recipient": ["customer block", "recipient address block"],
    "invoice_recipient_city": ["recipient's city", "city in the recipient's address"],
    "invoice_recipient_zip": ["recipient's postcode", "recipient's ZIP code"],
    "invoice_email": ["email address"],
    "invoice_phone": ["phone number"],
    "invoice_tax_id": ["VAT ID", "VAT number"],
    "invoice_iban": ["IBAN"],
    "invoice_bic": ["BIC", "BIC code"],
    "invoice_bank_details": ["bank details block", "bank details"],
    "invoice_line_item": ["line item {q}", "row of the line item {q}"],
    "invoice_line_items": ["line items", "table of line items"],
    "invoice_subtotal": ["subtotal"],
    "invoice_tax": ["tax amount", "VAT amount"],
    "invoice_total": ["total amount", "invoice total"],
    "invoice_totals": ["totals block", "block of totals"],
}
BLOCKS = ("invoice_bank_details", "invoice_line_item", "invoice_line_items", "invoice_totals",
          "invoice_sender", "invoice_recipient")

FRAMES = [
    "Return the bounding box of the {f}.",
    "Box the {f}.",
    "Draw a bounding box around the {f}.",
    "Where is the {f}? Give its box{fmt}.",
    "Locate the {f} and return its bounding box.",
    "Mark the {f} with a box.",
    "Outline the {f}.",
    "target: bbox of the {f}",
    "Please give me the bounding box of the {f}{fmt}.",
    "Find the {f} on this invoice and box it.",
]
FIELD_FRAMES = [
    "Return the bounding box of the value of the {f}.",
    "Box the {f} (the value only, not its label).",
]
BLOCK_FRAMES = [
    "Box the whole {f}.",
    "Return the bounding box of the whole {f}, every line of it.",
]
ROW_FRAMES = [
    "Box the whole {f}, all of its cells.",
    "Return the bounding box of the {f}, from its first to its last cell.",
]


def _templates(category: str) -> list[str]:
    phrases = PHRASES[category]
    extra = ROW_FRAMES if category == "invoice_line_item" else \
        BLOCK_FRAMES if category in BLOCKS else FIELD_FRAMES
    frames = FRAMES + extra
    return [frame.replace("{f}", phrases[k % len(phrases)]) for k, frame in enumerate(frames)]


TEMPLATES: dict[str, list[str]] = {category: _templates(category) for category in PHRASES}
