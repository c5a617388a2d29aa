"""Tokens as a reader sees them (issue 17): a number with group separators, a decimal
number, a date, a time, an amount with its currency sign, an e-mail address and a URL are
one token, and so is a file name, whatever the word segmentation made of them. A word target (word_center,
word_bbox, structural_text, chrome_label, caret before / after a word, between_words)
never takes a piece of one, and a punctuation target is never a mark inside one; the
pieces stay char and caret-between-chars targets.
"""

from __future__ import annotations

import re

from generator.geometry import PageGeometry

EXTENSIONS = ("pdf|docx?|xlsx?|pptx?|odt|ods|rtf|csv|tsv|txt|md|png|jpe?g|gif|svg|webp|zip|"
              "tar|gz|7z|py|js|ts|json|html?|xml|ya?ml|toml|ini|cfg|log|sh|sql|css|mp[34]|"
              "mov|wav|epub|exe|dmg|apk|key|psd|bak|eml|ics|vcf")
_SEP = " \u00a0\u202f'’.,"
_NUM = rf"\d{{1,3}}(?:[{_SEP}]\d{{3}})+(?:[.,]\d+)?"
_DEC = r"\d+[.,]\d+"
_CUR = r"[$€£¥₹₩₽]|\b(?:CHF|EUR|USD|GBP|Fr\.|kr)\b"
_AMOUNT = rf"(?:{_CUR})\s?(?:{_NUM}|{_DEC}|\d+)|(?:{_NUM}|{_DEC}|\d+)\s?(?:{_CUR})"
_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
_URL = r"(?:https?://|www\.)\S+|[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|app|de|fr|es|it|nl" \
       r"|be|ch|at|co|uk|eu|info)(?:/\S*)?"
# a file name (r47 0020: "py" of the bold "expenses.py", r46 0025: `cobaltix` of
# `cobaltix.json`): one name to a reader, its stem and extension no words of their own
_FILE = rf"[\w-]+(?:\.[\w-]+)*\.(?:{EXTENSIONS})"
_DATE = r"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}"
_TIME = r"\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?"
_ANY = "|".join(f"(?:{p})" for p in (_AMOUNT, _EMAIL, _URL, _FILE, _DATE, _TIME, _NUM, _DEC))
# the bounds hold for every kind of token (not only the first and the last alternative)
COMPOUND = re.compile(rf"(?<![\w@])(?:{_ANY})(?![\w@])")


def compound_spans(geo: PageGeometry) -> list[tuple[int, int]]:
    """[first, end) glyph ranges of the reader tokens of the page that hold a separator."""
    out = []
    for line in geo.lines:
        start = line.glyphs[0]
        text = "".join(g.char for g in geo.glyphs[start:line.glyphs[1]])
        for m in COMPOUND.finditer(text):
            body = m.group(0).rstrip(".,:;")  # a sentence's full stop after a date
            if any(not c.isalnum() for c in body):
                out.append((start + m.start(), start + m.start() + len(body)))
    return out


def pieces(geo: PageGeometry) -> tuple[set[int], set[int]]:
    """(ids of words that are part of a longer reader token, glyphs inside one)."""
    spans = compound_spans(geo)
    words: set[int] = set()
    glyphs: set[int] = set()
    for a, b in spans:
        glyphs.update(range(a, b))
    for w in geo.words:
        g1, g2 = w.glyphs
        if any(a <= g1 and g2 <= b and (a, b) != (g1, g2) for a, b in spans):
            words.add(w.id)
    return words, glyphs
