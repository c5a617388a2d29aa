"""What an instruction asks for, as the verifier's parser understood it (plain data).

Kinds and the categories each may label (``CATEGORY_KINDS``):

- ``word`` (point: word_center, structural_text, chrome_label; bbox: word_bbox)
- ``char`` (char_center / char_bbox), ``mark`` (punctuation)
- ``caret_before`` / ``caret_after`` (a word's first / last caret position)
- ``caret_between`` (two adjacent characters of a word), ``between_words`` (a space)
- ``line_start``, ``line_end``, ``sentence_end``, ``para_start``, ``para_end``
- ``blank`` (the empty line between two paragraphs)
- ``line`` / ``paragraph`` (bbox), ``field`` (an invoice field or block, bbox)
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Quote:
    text: str
    code: bool = False  # quoted with backticks


@dataclass
class WordRef:
    """A word (or run of words) named by its quoted text and optional qualifiers."""

    text: str
    ordinal: int | None = None  # 1-based; -1 = last
    styles: list[tuple[str, str]] = field(default_factory=list)  # (flag, colour)
    context: tuple[str, str] | None = None  # (sentence|phrase|after|before, quoted text)
    # (region|message, the rest of the instruction) or (row|column, the quoted label)
    region: tuple[str, str] | None = None


@dataclass
class SpanRef:
    """A line, paragraph or sentence named by its first (start) or last (end) words."""

    unit: str  # line | paragraph | sentence
    anchor: str  # start | end
    text: str
    region: tuple[str, str] | None = None


@dataclass
class Query:
    kind: str
    form: str = "point"  # point | bbox
    word: WordRef | None = None
    word2: WordRef | None = None  # between_words: the right-hand word
    chars: tuple[str, ...] = ()  # char: (c,); caret_between: (c1, c2)
    char_ordinal: int | None = None
    char_class: str = "any"  # letter | digit | any
    marks: str = ""  # mark: the characters the mark name allows
    span: SpanRef | None = None
    span2: SpanRef | None = None  # blank: the paragraph below (span = the one above)
    field_name: str = ""
    quotes: list[Quote] = field(default_factory=list)


ANSWER_TYPES = {"point", "bbox"}

# (kind, form) -> the categories a row may carry for it.
CATEGORY_KINDS: dict[tuple[str, str], tuple[str, ...]] = {
    ("word", "point"): ("word_center", "structural_text", "chrome_label"),
    ("word", "bbox"): ("word_bbox",),
    ("char", "point"): ("char_center",),
    ("char", "bbox"): ("char_bbox",),
    ("mark", "point"): ("punctuation",),
    ("caret_before", "point"): ("caret_before_word",),
    ("caret_after", "point"): ("caret_after_word",),
    ("caret_between", "point"): ("caret_between_chars",),
    ("between_words", "point"): ("between_words",),
    ("line_start", "point"): ("line_start",),
    ("line_end", "point"): ("line_end",),
    ("sentence_end", "point"): ("sentence_boundary",),
    ("para_start", "point"): ("paragraph_start",),
    ("para_end", "point"): ("paragraph_end",),
    ("blank", "point"): ("blank_line",),
    ("line", "bbox"): ("line_bbox",),
    ("paragraph", "bbox"): ("paragraph_bbox",),
}

# Block roles a word target of these categories must have (the category is a label the
# row claims; the verifier checks it against the page).
CATEGORY_ROLES: dict[str, tuple[str, ...]] = {
    "word_center": ("prose", "text", "code"),
    "word_bbox": ("prose", "text", "code"),
    "structural_text": ("structural",),
    "chrome_label": ("chrome",),
}


# Kinds that place a text cursor: only in text a user could be typing in (SPEC 3; r56: a
# caret after a word of a posted, non-editable chat message).
CARET_KINDS = frozenset({"caret_before", "caret_after", "caret_between", "between_words",
                         "line_start", "line_end", "sentence_end", "para_start", "para_end",
                         "blank"})


def categories_for(query: Query) -> tuple[str, ...]:
    if query.kind == "field":
        return (query.field_name,)
    return CATEGORY_KINDS.get((query.kind, query.form), ())
