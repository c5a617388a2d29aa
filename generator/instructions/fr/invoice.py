"""French instruction templates for the 21 invoice_* categories (structure: en/invoice.py).

Field phrases carry their article; frames that say "de" contract it (forms.inflect):
"la boîte englobante du numéro de facture", "de la date d'échéance", "de l'adresse e-mail".
"""

from generator.instructions.fr.forms import Form, inflect

PHRASES: dict[str, list[str]] = {
    "invoice_number": ["le numéro de facture"],
    "invoice_date": ["la date de facture", "la date d'émission"],
    "invoice_due_date": ["la date d'échéance", "la date limite de paiement"],
    "invoice_sender": ["le bloc de l'émetteur", "le bloc d'adresse du fournisseur"],
    "invoice_sender_city": ["la ville de l'émetteur", "la ville du fournisseur"],
    "invoice_sender_zip": ["le code postal de l'émetteur", "le code postal du fournisseur"],
    "invoice_recipient": ["le bloc client", "le bloc d'adresse du destinataire"],
    "invoice_recipient_city": ["la ville du destinataire", "la ville du client"],
    "invoice_recipient_zip": ["le code postal du destinataire", "le code postal du client"],
    "invoice_email": ["l'adresse e-mail"],
    "invoice_phone": ["le numéro de téléphone"],
    "invoice_tax_id": ["le numéro de TVA", "le numéro de TVA intracommunautaire"],
    "invoice_iban": ["le numéro IBAN"],
    "invoice_bic": ["le BIC", "le code BIC"],
    "invoice_bank_details": ["le bloc des coordonnées bancaires", "les coordonnées bancaires"],
    "invoice_line_item": ["la ligne de facture {q}", "la ligne d'article {q}"],
    "invoice_line_items": ["les lignes de facture", "le tableau des articles"],
    "invoice_subtotal": ["le sous-total", "le total HT"],
    "invoice_tax": ["le montant de la TVA", "le montant de TVA"],
    "invoice_total": ["le montant total", "le total TTC"],
    "invoice_totals": ["le bloc des totaux", "l'encadré des totaux"],
}
BLOCKS = ("invoice_bank_details", "invoice_line_item", "invoice_line_items", "invoice_totals",
          "invoice_sender", "invoice_recipient")

# (frame, preposition put before {f} or "")
FRAMES = [
    ("Donnez la boîte englobante {f}.", "de"),
    ("Encadrez {f}.", ""),
    ("Tracez une boîte englobante autour {f}.", "de"),
    ("Où se trouve {f} ? Donnez son cadre{fmt}.", ""),
    ("Repérez {f} et renvoyez sa boîte englobante.", ""),
    ("Entourez {f} d'un cadre.", ""),
    ("Cible : boîte englobante {f}", "de"),
    ("Pourriez-vous me donner la boîte englobante {f}{fmt} ?", "de"),
    ("Trouvez {f} sur cette facture et tracez un cadre autour.", ""),
    ("Peux-tu encadrer {f} ?", ""),
]
FIELD_FRAMES = [
    ("Donnez la boîte englobante de la valeur {f}, sans son libellé.", "de"),
    ("Encadrez {f} (la valeur seule, pas le libellé).", ""),
]
BLOCK_FRAMES = [
    ("Encadrez {f} en entier.", ""),
    ("Donnez la boîte englobante {f}, avec toutes ses lignes.", "de"),
]
ROW_FRAMES = [
    ("Encadrez {f} en entier, avec toutes ses cellules.", ""),
    ("Donnez la boîte englobante {f}, de sa première à sa dernière cellule.", "de"),
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
