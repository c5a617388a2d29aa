"""A bank account's ledger: the account carries the country's chart-of-accounts number (PCG
512, not 1167), money in from a customer is a payment (not an invoice posted to the bank),
and a monthly bill (rent, insurance, subscription, electricity, bank charges) comes once a
month."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data

MONTHLY = (0, 2, 6, 8, 9)


def test_ledger_is_a_bank_account() -> None:
    for lang, seed, p in sampled("accounting_ledger", 12):
        data = locale_data(lang)
        number = p["account"].split(" · ")[0]
        assert number in data.UI["ledger.bank_accounts"], (lang, seed, p["account"])
        seen = set()
        for e in p["world"]:
            if e["kind"] in MONTHLY:
                key = (e["kind"], e["day"][:7])
                assert key not in seen, (lang, seed, key)
                seen.add(key)
        invoice = {"en": "invoice", "de": "rechnung", "fr": "facture", "es": "factura de venta",
                   "it": "fattura di vendita", "nl": "factuur"}[lang]
        assert all(invoice not in e["desc"].lower() for e in p["world"] if e["debit"]), (lang, seed)
        payers = {e["company"] for e in p["world"] if e["company"]}
        for note, marks in zip(p["notes"], p["note_marks"], strict=True):
            for a, b, _, _ in marks:  # styled: a name, a reference, an amount or a date
                span = note[a:b]
                assert span in payers or any(c.isdigit() for c in span), (lang, seed, span)


def test_ledger_references_use_the_language_prefixes() -> None:
    """Entry references are abbreviated as the language's books do (FAC/REG/OD in French,
    not the English INV/PAY/JE)."""
    for lang, seed, p in sampled("accounting_ledger", 4):
        prefixes = set(locale_data(lang).UI["ledger.ref_prefixes"])
        for row in p["entries"]:
            ref = row[1][0] if isinstance(row[1], list) else row[1]
            assert ref.split("-")[0] in prefixes, (lang, seed, ref)
