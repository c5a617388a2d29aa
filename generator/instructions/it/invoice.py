"""Italian instruction templates for the 21 invoice_* categories (structure: en/invoice.py).

Field phrases carry their article; frames fuse it with di / a (forms.inflect): "il riquadro
di delimitazione del numero di fattura", "attorno alla data di scadenza".
"""

from generator.instructions.it.forms import Form, inflect

PHRASES: dict[str, list[str]] = {
    "invoice_number": ["il numero di fattura"],
    "invoice_date": ["la data della fattura", "la data di emissione"],
    "invoice_due_date": ["la data di scadenza", "la scadenza del pagamento"],
    "invoice_sender": ["il blocco del mittente", "il blocco indirizzo del fornitore"],
    "invoice_sender_city": ["la città del mittente", "la città del fornitore"],
    "invoice_sender_zip": ["il CAP del mittente", "il CAP del fornitore"],
    "invoice_recipient": ["il blocco del cliente", "il blocco indirizzo del destinatario"],
    "invoice_recipient_city": ["la città del destinatario", "la città del cliente"],
    "invoice_recipient_zip": ["il CAP del destinatario", "il CAP del cliente"],
    "invoice_email": ["il recapito e-mail", "la casella e-mail"],
    "invoice_phone": ["il numero di telefono"],
    "invoice_tax_id": ["la partita IVA", "il codice fiscale"],
    "invoice_iban": ["il codice IBAN"],
    "invoice_bic": ["il codice BIC", "il BIC"],
    "invoice_bank_details": ["il riquadro delle coordinate bancarie", "le coordinate bancarie"],
    "invoice_line_item": ["la riga della fattura {q}", "la voce {q}"],
    "invoice_line_items": ["le voci della fattura", "la tabella delle voci"],
    "invoice_subtotal": ["il subtotale", "il totale imponibile"],
    "invoice_tax": ["la quota IVA", "il totale IVA"],
    "invoice_total": ["il totale da pagare", "il totale complessivo"],
    "invoice_totals": ["il riquadro dei totali", "il blocco dei totali"],
}
BLOCKS = ("invoice_bank_details", "invoice_line_item", "invoice_line_items", "invoice_totals",
          "invoice_sender", "invoice_recipient")

# (frame, preposition fused with the phrase's article, or "")
FRAMES = [
    ("Restituisci il riquadro di delimitazione {f}.", "di"),
    ("Incornicia {f}.", ""),
    ("Disegna un riquadro di delimitazione attorno {f}.", "a"),
    ("Dove si trova {f}? Indica il suo riquadro{fmt}.", ""),
    ("Individua {f} e restituisci il suo riquadro di delimitazione.", ""),
    ("Segna {f} con un riquadro.", ""),
    ("Obiettivo: riquadro di delimitazione {f}", "di"),
    ("Per favore, dammi il riquadro di delimitazione {f}{fmt}.", "di"),
    ("Cerca {f} in questa fattura e traccia un riquadro intorno.", ""),
    ("Riesci a incorniciare {f}?", ""),
]
FIELD_FRAMES = [
    ("Restituisci il riquadro di delimitazione del valore {f}, senza l'etichetta.", "di"),
    ("Incornicia {f} (solo il valore, non l'etichetta).", ""),
]
BLOCK_FRAMES = [
    ("Incornicia {f} per intero.", ""),
    ("Restituisci il riquadro di delimitazione {f}, con tutte le sue righe.", "di"),
]
ROW_FRAMES = [
    ("Incornicia {f} per intero, con tutte le sue celle.", ""),
    ("Restituisci il riquadro di delimitazione {f}, dalla prima all'ultima cella.", "di"),
]


def _templates(category: str) -> list[Form]:
    phrases = PHRASES[category]
    extra = ROW_FRAMES if category == "invoice_line_item" else \
        BLOCK_FRAMES if category in BLOCKS else FIELD_FRAMES
    out = []
    for k, (frame, prep) in enumerate(FRAMES + extra):
        phrase = phrases[k % len(phrases)]
        out.append(Form(frame.replace("{f}", inflect(phrase, prep) if prep else phrase)))
    return out


TEMPLATES: dict[str, list[Form]] = {category: _templates(category) for category in PHRASES}
