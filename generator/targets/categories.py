"""The taxonomy of SPEC 3: data types, categories, answer types and v1 weights."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Category:
    name: str
    data_type: str
    answer_type: str  # point | bbox
    v1_count: int


_TABLE = [
    ("word_center", "word", "point", 112), ("char_center", "char", "point", 27),
    ("punctuation", "punctuation", "point", 23), ("caret_before_word", "caret", "point", 21),
    ("caret_after_word", "caret", "point", 45), ("caret_between_chars", "caret", "point", 36),
    ("between_words", "caret", "point", 22), ("line_start", "caret", "point", 10),
    ("line_end", "caret", "point", 17), ("sentence_boundary", "caret", "point", 15),
    ("paragraph_start", "caret", "point", 11), ("paragraph_end", "caret", "point", 9),
    ("blank_line", "caret", "point", 1), ("structural_text", "chrome", "point", 17),
    ("chrome_label", "chrome", "point", 0), ("word_bbox", "bbox", "bbox", 31),
    ("char_bbox", "bbox", "bbox", 10), ("line_bbox", "bbox", "bbox", 13),
    ("paragraph_bbox", "bbox", "bbox", 10),
]
_INVOICE = [
    ("invoice_number", 6), ("invoice_date", 2), ("invoice_due_date", 6), ("invoice_sender", 1),
    ("invoice_sender_city", 5), ("invoice_sender_zip", 3), ("invoice_recipient", 9),
    ("invoice_recipient_city", 2), ("invoice_recipient_zip", 1), ("invoice_email", 2),
    ("invoice_phone", 2), ("invoice_tax_id", 5), ("invoice_iban", 1), ("invoice_bic", 3),
    ("invoice_bank_details", 2), ("invoice_line_item", 3), ("invoice_line_items", 3),
    ("invoice_subtotal", 6), ("invoice_tax", 3), ("invoice_total", 3), ("invoice_totals", 2),
]

CATEGORIES: dict[str, Category] = {
    name: Category(name, dt, at, n) for name, dt, at, n in _TABLE
}
CATEGORIES.update({name: Category(name, "invoice", "bbox", n) for name, n in _INVOICE})
INVOICE_CATEGORIES = tuple(name for name, _ in _INVOICE)
# Selection (drag) targets, SPEC 13: not in v1 (count 0), so the default preset never
# draws them; the ``selection`` preset does. select_field_value lives on invoices.
SELECTION_CATEGORIES = ("select_word", "select_range", "select_sentence", "select_line",
                        "select_paragraph", "select_substring", "select_field_value")
CATEGORIES.update({name: Category(name, "selection", "drag", 0)
                   for name in SELECTION_CATEGORIES})
INVOICE_ONLY = INVOICE_CATEGORIES + ("select_field_value",)
# chrome_label is new (0 in v1); the preset gives it a small weight of its own.
CHROME_LABEL_WEIGHT = 8

_BODY = ("prose", "text", "code")
_LINES = ("prose", "code")
# The block roles a category's candidates are taken from.
REQUIRED_ROLES: dict[str, tuple[str, ...]] = {
    "word_center": _BODY, "char_center": _BODY, "punctuation": _BODY,
    "caret_before_word": _BODY, "caret_after_word": _BODY, "caret_between_chars": _BODY,
    "between_words": _BODY, "line_start": _LINES, "line_end": _LINES,
    "sentence_boundary": ("prose",), "paragraph_start": ("prose",),
    "paragraph_end": ("prose",), "blank_line": ("prose",), "structural_text": ("structural",),
    "chrome_label": ("chrome",), "word_bbox": _BODY, "char_bbox": _BODY,
    "line_bbox": _LINES, "paragraph_bbox": ("prose",),
    **{name: ("field",) for name, _ in _INVOICE},
    "select_word": _BODY, "select_range": ("prose", "text"), "select_sentence": ("prose",),
    "select_line": ("prose", "text"), "select_paragraph": ("prose",),
    "select_substring": ("prose", "text"), "select_field_value": ("field",),
}
