"""Values of a field's kind printed anywhere on a page (r57 0017).

"Select the phone number" names a field by its kind only, so it is one reading only when
the page shows one value of that kind: a second phone number inside running text ("speak
to Jack White on 0113 339 0103"), a second e-mail address or IBAN makes it ambiguous. This
finds every printed value of a kind (phone, e-mail, IBAN, URL), in any block, a value
broken over two lines of one block included, as (first glyph, last glyph) pairs.

A reader's notion, kept loose on purpose: a date ("09/07/2026"), an amount ("1 355,00"),
a tax number after its country code ("GB 328 9560 25"), a reference ("2025-0089",
"142/292/95309", "99845/69732") or the digit groups of an IBAN are not phone numbers; a VAT number
("FR58953320348", 13 characters) is no IBAN (15 at least).
"""

from __future__ import annotations

import re

from generator.geometry import PageGeometry

SEP = " \u00a0\u202f"
_IBAN = re.compile(r"(?<![\w])[A-Z]{2}\d{2}(?:[ \u00a0]?[A-Z0-9]{4}){2,7}"
                   r"(?:[ \u00a0]?[A-Z0-9]{1,3})?(?![\w])")
_PHONE = re.compile(r"(?<![\w+./,:-])(?:\+\d{1,3}[ \u00a0.]?)?(?:\(0?\d{1,5}\)[ \u00a0.]?)?"
                    r"\d{1,8}(?:(?:[ \u00a0]?[./-][ \u00a0]?|[ \u00a0])\d{1,8}){1,5}"
                    r"(?![\w/-]|[.,:]\d)")
_DATE = re.compile(r"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}")
# "2025-0089", "142/292/95309", a Steuernummer "99845/69732" (an area code starts with 0)
_REFERENCE = re.compile(r"(?:19|20)\d\d[-/].*|.*/.*/.*|[1-9][^/]*/.*")
_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_URL = re.compile(r"(?<![\w/])(?:https?://|www\.)[^\s<>\"«»“”]+")
_CODE_WORD = re.compile(r"(?:^|\s)[A-Z]{2,}[:.]?\s*$")

# The kind of value each field holds, for the fields a kind names alone.
FIELD_KINDS = {"invoice_phone": "phone", "invoice_email": "email", "invoice_iban": "iban"}
# The fields named by their role whose value a page may print again (a date in the terms).
ROLE_DATES = frozenset({"invoice_date", "invoice_due_date"})


def _phones(text: str) -> list[tuple[int, int]]:
    masked = _IBAN.sub(lambda m: "#" * len(m.group()), text)
    out = []
    for m in _PHONE.finditer(masked):
        value = m.group()
        digits = sum(c.isdigit() for c in value)
        if not 9 <= digits <= 15 or _DATE.fullmatch(value) or _REFERENCE.fullmatch(value) \
                or _CODE_WORD.search(masked[:m.start()]):
            continue
        out.append(m.span())
    return out


def _finder(kind: str):
    if kind == "phone":
        return _phones
    pattern = {"email": _EMAIL, "iban": _IBAN, "url": _URL}[kind]
    return lambda text: [(m.start(), m.end() - len(m.group()) + len(m.group().rstrip(".,;:")))
                         for m in pattern.finditer(text)
                         if kind != "iban" or sum(c.isalnum() for c in m.group()) >= 15]


def value_spans(geo: PageGeometry, kind: str) -> list[tuple[int, int]]:
    """(first glyph, last glyph) of every value of ``kind`` the page prints; the lines of a
    block are read joined by a space."""
    find = _finder(kind)
    by_block: dict[int, list[int]] = {}
    for ln in geo.lines:
        ids = by_block.setdefault(ln.block, [])
        if ids:
            ids.append(-1)  # the line break reads as a space
        ids.extend(range(*ln.glyphs))
    out = []
    for ids in by_block.values():
        text = "".join(" " if i < 0 else geo.glyphs[i].char for i in ids)
        for a, b in find(text):
            real = [i for i in ids[a:b] if i >= 0]
            if real:
                out.append((real[0], real[-1]))
    return out


def lookalikes(geo: PageGeometry, field: str, block: int) -> list[tuple[int, int]]:
    """The values of ``field``'s kind printed outside its own ``block``; for a field whose
    name is its role (a date: "the due date"), its own value printed again elsewhere (r69
    0015: the due date repeated in the payment terms, "bis spätestens zum 07.03.2026")."""
    kind = FIELD_KINDS.get(field)
    if kind is None:
        return _same_value(geo, block) if field in ROLE_DATES else []
    return [s for s in value_spans(geo, kind) if geo.glyphs[s[0]].block != block]


def _same_value(geo: PageGeometry, block: int) -> list[tuple[int, int]]:
    """Where the text of ``block`` (a field's value) is printed again in another block."""
    lines = [ln for ln in geo.lines if ln.block == block]
    value = " ".join("".join(geo.glyphs[i].char for i in range(*ln.glyphs)) for ln in lines)
    value = value.strip(" .,:;")
    if len(value) < 6:
        return []
    out = []
    for ln in geo.lines:
        if ln.block == block:
            continue
        ids = list(range(*ln.glyphs))
        text = "".join(geo.glyphs[i].char for i in ids)
        at = text.find(value)
        while at >= 0:
            out.append((ids[at], ids[at + len(value) - 1]))
            at = text.find(value, at + 1)
    return out


__all__ = ["FIELD_KINDS", "ROLE_DATES", "lookalikes", "value_spans"]
