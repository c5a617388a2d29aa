"""Dutch instruction templates for the 21 invoice_* categories (structure: en/invoice.py)."""

PHRASES: dict[str, list[str]] = {
    "invoice_number": ["het factuurnummer"],
    "invoice_date": ["de factuurdatum", "de datum van de factuur"],
    "invoice_due_date": ["de vervaldatum", "de uiterste betaaldatum"],
    "invoice_sender": ["het afzenderblok", "het adresblok van de leverancier"],
    "invoice_sender_city": ["de plaats van de afzender", "de woonplaats van de afzender"],
    "invoice_sender_zip": ["de postcode van de afzender", "de postcode van de leverancier"],
    "invoice_recipient": ["het klantblok", "het adresblok van de ontvanger"],
    "invoice_recipient_city": ["de plaats van de ontvanger", "de plaats van de klant"],
    "invoice_recipient_zip": ["de postcode van de ontvanger", "de postcode van de klant"],
    "invoice_email": ["het e-mailadres"],
    "invoice_phone": ["het telefoonnummer"],
    "invoice_tax_id": ["het btw-nummer", "het btw-id"],
    "invoice_iban": ["het IBAN-nummer"],
    "invoice_bic": ["de BIC", "de BIC-code"],
    "invoice_bank_details": ["het blok met bankgegevens", "de bankgegevens"],
    "invoice_line_item": ["de factuurregel {q}", "de orderregel {q}"],
    "invoice_line_items": ["de factuurregels", "de tabel met factuurregels"],
    "invoice_subtotal": ["het subtotaal", "het bedrag exclusief btw"],
    "invoice_tax": ["het btw-bedrag"],
    "invoice_total": ["het totaalbedrag", "het te betalen bedrag"],
    "invoice_totals": ["het totalenblok", "het blok met totalen"],
}
BLOCKS = ("invoice_bank_details", "invoice_line_item", "invoice_line_items", "invoice_totals",
          "invoice_sender", "invoice_recipient")

FRAMES = [
    "Geef het omhullende kader van {f}.",
    "Omkader {f}.",
    "Teken een kader rond {f}.",
    "Waar staat {f}? Geef het kader{fmt}.",
    "Zoek {f} op en geef het omhullende kader.",
    "Markeer {f} met een kader.",
    "Doel: kader van {f}",
    "Geef me alsjeblieft het kader van {f}{fmt}.",
    "Zoek {f} op deze factuur en zet er een kader omheen.",
    "Kun je {f} omkaderen?",
]
FIELD_FRAMES = [
    "Geef het kader van alleen de waarde van {f}, zonder het label.",
    "Omkader {f} (alleen de waarde, niet het label).",
]
BLOCK_FRAMES = [
    "Omkader {f} in zijn geheel.",
    "Geef het kader van {f}, met alle regels erin.",
]
ROW_FRAMES = [
    "Omkader {f} in zijn geheel, met alle cellen.",
    "Geef het kader van {f}, van de eerste tot de laatste cel.",
]


def _templates(category: str) -> list[str]:
    phrases = PHRASES[category]
    extra = ROW_FRAMES if category == "invoice_line_item" else \
        BLOCK_FRAMES if category in BLOCKS else FIELD_FRAMES
    frames = FRAMES + extra
    return [frame.replace("{f}", phrases[k % len(phrases)]) for k, frame in enumerate(frames)]


TEMPLATES: dict[str, list[str]] = {category: _templates(category) for category in PHRASES}
