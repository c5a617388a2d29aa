"""Labels as a reader sees them (r46 0012, r47 0020): a control's or a heading's text is one
thing, so a chrome_label or structural_text target is the whole label ("Centre d'aide"), or a
word of it named as part of it: "le mot « aide » dans le libellé « Centre d'aide »", never a
bare « d'aide ».

A label is the run of a chrome or structural line between the line's ends, a tab stop or
wide gap (``PageIndex.wide_breaks``), a " · " / " | " separator, or a colon closing a field
label ("Date:"); a label longer than a phrase qualifier quotes is running text (a heading),
whose words are words.
"""

from __future__ import annotations

from generator.geometry import Word
from generator.targets.common import quotable
from generator.targets.index import PageIndex
from generator.targets.qualify import MAX_PHRASE_CHARS
from generator.targets.spanchecks import cuts_a_token, unbalanced
from generator.targets.spannoun import span_noun

LABEL_ROLES = ("chrome", "structural")
SEPARATORS = frozenset("·|•/–—")
EDGE = ":.,;()[]"


def label_words(index: PageIndex, word: Word) -> list[Word]:
    """The words of the label ``word`` sits in, in order."""
    cache = index._cache.setdefault("labels", {})
    if word.line not in cache:
        cache[word.line] = _labels(index, word.line)
    return next(ws for ws in cache[word.line] if any(w.id == word.id for w in ws))


def _line_words(index: PageIndex, line: int) -> list[Word]:
    if "line_words" not in index._cache:
        table: dict[int, list[Word]] = {}
        for w in index.geo.words:
            table.setdefault(w.line, []).append(w)
        index._cache["line_words"] = table
    return index._cache["line_words"].get(line, [])


def _labels(index: PageIndex, line: int) -> list[list[Word]]:
    """The labels of ``line``: its words cut where a reader sees two things."""
    geo = index.geo
    a, b = geo.lines[line].glyphs
    breaks = index.wide_breaks(a, b)
    token_of, token, space = {}, -1, True
    for i in range(a, b):  # the token numbering of PageIndex.wide_breaks
        if geo.glyphs[i].char.isspace():
            space = True
            continue
        token, space = token + (1 if space else 0), False
        token_of[i] = token
    out: list[list[Word]] = []
    prev: Word | None = None
    for w in _line_words(index, line):
        if prev is not None:
            gap = "".join(g.char for g in geo.glyphs[prev.glyphs[1]:w.glyphs[0]])
            new = token_of[w.glyphs[0]] != token_of[prev.glyphs[0]]
            if new and (token_of[w.glyphs[0]] in breaks or SEPARATORS & set(gap.split())
                        or gap.rstrip().endswith(":")):
                out.append([])
        if not out:
            out.append([])
        out[-1].append(w)
        prev = w
    return out


def label_text(index: PageIndex, words: list[Word]) -> str:
    return index.span_text(words[0].glyphs[0], words[-1].glyphs[1])


def fragment(index: PageIndex, word: Word) -> list[Word] | None:
    """The words of the label ``word`` is a part of, or None when it is all of its label
    (but for the label's edge marks: "Date" of "Date:") or no label (a body word)."""
    if index.role(word) not in LABEL_ROLES:
        return None
    words = label_words(index, word)
    text = label_text(index, words).strip(EDGE + " ")
    return None if text.casefold() == word.text.casefold() else words


def label_qualifier(index: PageIndex, word: Word, words: list[Word]) -> dict | None:
    """The phrase qualifier naming the label ``words`` that ``word`` is a part of ("in the
    label «Centre d'aide»"), when it can be quoted and singles ``word`` out on the page;
    None otherwise (a label too long to quote is a heading: the caller takes the word)."""
    text = label_text(index, words)
    first, last = words[0].glyphs[0], words[-1].glyphs[1]
    if len(text) > MAX_PHRASE_CHARS or text.endswith("…") or not quotable(text) \
            or unbalanced(text) or cuts_a_token(index.geo.glyphs, first, last) \
            or index.phrase_count(text) != 1:
        return None
    if sum(w.text.casefold() == word.text.casefold() for w in words) != 1:
        return None
    noun = span_noun(index, words[0], text)
    if index.role(words[0]) == "structural" and noun in ("text", "label"):
        return _heading(index, word, words, text)
    if noun == "text":  # a control's label, even where its line holds others: "'X' in
        noun = "label"  # het label 'X Y'", never "in de tekst" (r66 0009)
    return {"type": "phrase", "text": text, "code": False, "noun": noun}


def _heading(index: PageIndex, word: Word, words: list[Word], text: str) -> dict | None:
    """A heading's words named as its title ("dans le titre « Géographie »", no "libellé"),
    and only the whole heading: a part of one (the first line of a wrapped headline, the
    words before its colon, r97 0018 "le libellé « Conseil municipal de Calais »") is no
    unit a reader quotes, so None (the caller takes the word alone)."""
    block = index.geo.blocks[words[0].block]
    own = [w for w in index.geo.words if w.block == block.id]
    if own[0].id != words[0].id or own[-1].id != words[-1].id:
        return None
    return {"type": "phrase", "text": text, "code": False, "noun": "title"}
