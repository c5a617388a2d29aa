"""Spanish instruction templates for the 21 invoice_* categories (structure: en/invoice.py).

Field phrases carry their article; frames that say "de" contract it (forms.inflect):
"el cuadro delimitador del número de factura", "de la fecha de vencimiento".
"""

from generator.instructions.es.forms import Form, inflect

PHRASES: dict[str, list[str]] = {
    "invoice_number": ["el número de factura"],
    "invoice_date": ["la fecha de la factura", "la fecha de emisión"],
    "invoice_due_date": ["la fecha de vencimiento", "el vencimiento"],
    "invoice_sender": ["el bloque del emisor", "el bloque de dirección del proveedor"],
    "invoice_sender_city": ["la ciudad del emisor", "la ciudad del proveedor"],
    "invoice_sender_zip": ["el código postal del emisor", "el código postal del proveedor"],
    "invoice_recipient": ["el bloque del cliente", "el bloque de dirección del destinatario"],
    "invoice_recipient_city": ["la ciudad del destinatario", "la ciudad del cliente"],
    "invoice_recipient_zip": ["el código postal del destinatario",
                              "el código postal del cliente"],
    "invoice_email": ["el correo electrónico"],
    "invoice_phone": ["el número de teléfono"],
    "invoice_tax_id": ["el NIF", "el número de IVA"],
    "invoice_iban": ["el IBAN"],
    "invoice_bic": ["el BIC", "el código BIC"],
    "invoice_bank_details": ["el bloque de datos bancarios", "los datos bancarios"],
    "invoice_line_item": ["la línea de factura {q}", "el concepto {q}"],
    "invoice_line_items": ["los conceptos", "la tabla de conceptos"],
    "invoice_subtotal": ["el subtotal", "la base imponible"],
    "invoice_tax": ["el importe del IVA", "la cuota de IVA"],
    "invoice_total": ["el importe total", "el total a pagar"],
    "invoice_totals": ["el bloque de totales", "el recuadro de totales"],
}
BLOCKS = ("invoice_bank_details", "invoice_line_item", "invoice_line_items", "invoice_totals",
          "invoice_sender", "invoice_recipient")

# (frame, preposition put before {f} or "")
FRAMES = [
    ("Devuelve el cuadro delimitador {f}.", "de"),
    ("Enmarca {f}.", ""),
    ("Dibuja un cuadro delimitador alrededor {f}.", "de"),
    ("¿Dónde aparece {f}? Da su recuadro{fmt}.", ""),
    ("Localiza {f} y devuelve su cuadro delimitador.", ""),
    ("Marca {f} con un recuadro.", ""),
    ("Objetivo: cuadro delimitador {f}", "de"),
    ("Por favor, dame el cuadro delimitador {f}{fmt}.", "de"),
    ("Busca {f} en esta factura y traza un recuadro a su alrededor.", ""),
    ("¿Puedes enmarcar {f}?", ""),
]
FIELD_FRAMES = [
    ("Devuelve el cuadro delimitador del valor {f}, sin su etiqueta.", "de"),
    ("Enmarca {f} (solo el valor, no la etiqueta).", ""),
]
BLOCK_FRAMES = [
    ("Enmarca {f} por completo.", ""),
    ("Devuelve el cuadro delimitador {f}, con todas sus líneas.", "de"),
]
ROW_FRAMES = [
    ("Enmarca {f} por completo, con todas sus celdas.", ""),
    ("Devuelve el cuadro delimitador {f}, desde su primera hasta su última celda.", "de"),
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
