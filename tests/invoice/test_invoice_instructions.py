"""The English invoice templates: every category, many phrasings, a regular vocabulary
(each template names its field with one of the phrases listed in PHRASES below), and they
render into instructions for sampled targets."""

from __future__ import annotations

import re

import numpy as np
import pytest
from invoice_pages import page

from generator.instructions import render_instruction, templates
from generator.targets import INVOICE_CATEGORIES, sample_target

VERBS = ("bounding box", "box", "outline", "mark", "locate", "where is", "find", "target:")


# Each English invoice template names its field with one of these phrases (a regular
# vocabulary, so a grammar can parse it back).
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
TEMPLATES = {c: t for c, t in templates("en").TEMPLATES.items() if c in INVOICE_CATEGORIES}


def test_every_category_has_many_templates() -> None:
    assert set(TEMPLATES) == set(INVOICE_CATEGORIES) == set(PHRASES)
    for category, options in TEMPLATES.items():
        assert len(set(options)) >= 8, category


@pytest.mark.parametrize("category", INVOICE_CATEGORIES)
def test_templates_use_the_regular_vocabulary(category: str) -> None:
    others = [p for c, ps in PHRASES.items() if c != category for p in ps]
    for template in TEMPLATES[category]:
        low = template.lower()
        assert any(v in low for v in VERBS), template
        mine = [p for p in PHRASES[category] if p.lower() in low]
        assert mine, template
        longest = max(mine, key=len).lower()
        # no other category's phrase appears outside this category's own phrase
        rest = low.replace(longest, "")
        assert not any(re.search(rf"\b{re.escape(p.lower())}\b", rest) for p in others
                       if p not in PHRASES[category]), template
        assert set(re.findall(r"\{(\w+)\}", template)) <= {"q", "fmt"}
        assert ("{q}" in template) == (category == "invoice_line_item")


@pytest.mark.parametrize("category", INVOICE_CATEGORIES)
def test_instructions_render(category: str) -> None:
    _, _, geo = page("compact", "en", 21)
    target = sample_target(geo, category, np.random.default_rng(1))
    for k in range(6):
        text = render_instruction(target, "en", np.random.default_rng(k))
        assert "{" not in text and "}" not in text
        if category == "invoice_line_item":
            assert target.ref["text"] in text
