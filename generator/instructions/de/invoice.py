"""German instruction templates for the 21 invoice_* categories (structure: en/invoice.py).

Field phrases are nominative with their article; each frame declines them (forms.Form):
"Gib den Begrenzungsrahmen des Rechnungsdatums an.", "Umrahme den Namen des Absenders.".
"""

from generator.instructions.de.forms import Form, decline

PHRASES: dict[str, list[str]] = {
    "invoice_number": ["die Rechnungsnummer"],
    "invoice_date": ["das Rechnungsdatum", "das Ausstellungsdatum"],
    "invoice_due_date": ["das Fälligkeitsdatum", "das Zahlungsziel"],
    "invoice_sender": ["der Absenderblock", "der Adressblock des Absenders"],
    "invoice_sender_city": ["der Ort des Absenders", "die Stadt in der Absenderadresse"],
    "invoice_sender_zip": ["die Postleitzahl des Absenders", "die PLZ des Absenders"],
    "invoice_recipient": ["der Kundenblock", "der Adressblock des Empfängers"],
    "invoice_recipient_city": ["der Ort des Empfängers", "die Stadt in der Empfängeradresse"],
    "invoice_recipient_zip": ["die Postleitzahl des Empfängers", "die PLZ des Empfängers"],
    "invoice_email": ["die E-Mail-Adresse"],
    "invoice_phone": ["die Telefonnummer"],
    "invoice_tax_id": ["die Umsatzsteuer-ID", "die Steuernummer"],
    "invoice_iban": ["die IBAN"],
    "invoice_bic": ["die BIC", "der BIC-Code"],
    "invoice_bank_details": ["der Block mit der Bankverbindung", "die Bankverbindung"],
    "invoice_line_item": ["die Rechnungsposition {q}", "die Position {q}"],
    "invoice_line_items": ["die Rechnungspositionen", "die Tabelle der Positionen"],
    "invoice_subtotal": ["die Zwischensumme", "der Nettobetrag"],
    "invoice_tax": ["der Steuerbetrag", "der Mehrwertsteuerbetrag"],
    "invoice_total": ["der Gesamtbetrag", "der Rechnungsbetrag"],
    "invoice_totals": ["der Summenblock", "der Block mit den Summen"],
}
BLOCKS = ("invoice_bank_details", "invoice_line_item", "invoice_line_items", "invoice_totals",
          "invoice_sender", "invoice_recipient")

# (frame, case of {f})
FRAMES = [
    ("Gib den Begrenzungsrahmen {f} an.", "gen"),
    ("Umrahme {f}.", "acc"),
    ("Zeichne einen Begrenzungsrahmen um {f}.", "acc"),
    ("Wo steht {f}? Gib den Rahmen{fmt} an.", "nom"),
    ("Finde {f} und gib den Begrenzungsrahmen zurück.", "acc"),
    ("Markiere {f} mit einem Rahmen.", "acc"),
    ("Ziel: Begrenzungsrahmen {f}", "gen"),
    ("Bitte nenne mir den Begrenzungsrahmen {f}{fmt}.", "gen"),
    ("Such {f} auf dieser Rechnung und zeichne einen Rahmen darum.", "acc"),
    ("Kannst du {f} einrahmen?", "acc"),
]
FIELD_FRAMES = [
    ("Gib den Begrenzungsrahmen {f} an, nur den Wert ohne Beschriftung.", "gen"),
    ("Umrahme {f} (nur den Wert, nicht die Beschriftung).", "acc"),
]
BLOCK_FRAMES = [
    ("Umrahme {f} vollständig.", "acc"),
    ("Gib den Begrenzungsrahmen {f} an, mit allen Zeilen.", "gen"),
]
ROW_FRAMES = [
    ("Umrahme {f} komplett, mit allen Zellen.", "acc"),
    ("Gib den Begrenzungsrahmen {f} an, von der ersten bis zur letzten Zelle.", "gen"),
]


def _templates(category: str) -> list[Form]:
    phrases = PHRASES[category]
    extra = ROW_FRAMES if category == "invoice_line_item" else \
        BLOCK_FRAMES if category in BLOCKS else FIELD_FRAMES
    out = []
    for k, (frame, case) in enumerate(FRAMES + extra):
        phrase = phrases[k % len(phrases)]
        out.append(Form(frame.replace("{f}", decline(phrase, case))))
    return out


TEMPLATES: dict[str, list[Form]] = {category: _templates(category) for category in PHRASES}
