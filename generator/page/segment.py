"""Word and sentence segmentation over a line's characters.

A word is a maximal run of letters, digits and underscores, joined across an apostrophe or
hyphen between two word characters (l'homme, e-mail) and across ``. , : /`` between two
digits (1.234,56; 12:30). Everything else that is not a space is punctuation.
"""

from __future__ import annotations

WORD_JOINERS = frozenset("'’-")
DIGIT_JOINERS = frozenset(".,:/")
SENTENCE_END = frozenset(".!?…")
CLOSERS = "\"'”’»)"
SPACED = " \u00a0\u202f"  # the (narrow) no-break space French puts before ! and ?
# words a full stop follows without ending the sentence when a name or number comes next
# ("Dr. Weber", "Sra. López", "Dott. Rossi", "M. Dupont", "Nr. 5", "ca. 20")
TITLES = frozenset({"Dr", "Dra", "Mr", "Mrs", "Ms", "Sr", "Sra", "Srta", "St", "Jr", "Prof",
                    "Dott", "Mme", "Mlle", "Hr", "Nr", "nr", "ca", "Ca", "vs",
                    "Dhr", "dhr", "Mevr", "mevr", "Sig", "Sigg", "Avv", "Ing", "Dipl"})
# short forms a lower-case word follows ("bzw. die", "ca. zehn", "p. ex. le"); a chat's "ok.
# see you" stays two sentences
SHORT = frozenset({"bzw", "ca", "vgl", "ggf", "evtl", "inkl", "zzgl", "bijv", "resp", "ecc",
                   "ex", "vs", "etc", "usw", "Dr", "Sr", "Sra", "Nr", "nr", "St"})


def is_word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def word_spans(chars: str) -> list[tuple[int, int]]:
    """[start, end) index pairs of the words in ``chars``."""
    spans: list[tuple[int, int]] = []
    n = len(chars)
    i = 0
    while i < n:
        if not is_word_char(chars[i]):
            i += 1
            continue
        start = i
        while i < n:
            if is_word_char(chars[i]):
                i += 1
            elif i + 1 < n and i > start and _joins(chars[i - 1], chars[i], chars[i + 1]):
                i += 1
            else:
                break
        spans.append((start, i))
    return spans


def _joins(left: str, mid: str, right: str) -> bool:
    if not (is_word_char(left) and is_word_char(right)):
        return False
    if mid in WORD_JOINERS:
        return True
    return mid in DIGIT_JOINERS and left.isdigit() and right.isdigit()


def sentence_breaks(chars: str) -> list[int]:
    """Indices just after each sentence-final mark: a run of . ! ? … that follows a word
    character and is followed by a space or the end of the text."""
    breaks = []
    n = len(chars)
    i = 0
    while i < n:
        if chars[i] in SENTENCE_END and i > 0 and _ends_after(chars, i):
            j = i
            while j < n and chars[j] in SENTENCE_END:
                j += 1
            if j < n and chars[j] in "\"'”’»“«)":
                j += 1
            if (j == n or chars[j] == " ") and not _abbreviation(chars, i, j):
                breaks.append(j)
            i = j
        else:
            i += 1
    return breaks


def _ends_after(chars: str, i: int) -> bool:
    """Whether the mark at ``i`` closes what comes before it: a word or a closing quote
    right before it, or, for ! and ? (French spacing: "Génial !", r59 0017), one space
    between them ("attends … quoi" keeps its spaced ellipsis inside the sentence)."""
    prev = chars[i - 1]
    if is_word_char(prev) or prev in CLOSERS:
        return True
    return chars[i] in "!?" and prev in SPACED and i > 1 and (
        is_word_char(chars[i - 2]) or chars[i - 2] in CLOSERS)


def _abbreviation(chars: str, stop: int, end: int) -> bool:
    """Whether the single full stop at ``stop`` closes an abbreviation, not a sentence:
    a short form the next word follows lower-case ("e.g. the", "z. B. die", "p. ex. le",
    "bzw. der"), or
    the word before is a title or a one-letter initial and a name or number follows
    ("Dr. Weber", "J. Smith", "M. Dupont", "Nr. 5")."""
    if chars[stop] != "." or end != stop + 1 or end >= len(chars):
        return False
    nxt = chars[end + 1:end + 2]
    k = stop
    while k > 0 and (chars[k - 1].isalpha() or chars[k - 1] == "."):
        k -= 1
    word = chars[k:stop]
    if nxt.islower() and (word in SHORT or len(word) == 1 or "." in word):  # "e.g", "z"
        return True
    if len(word) == 1 and chars[end + 2:end + 3] == ".":  # "z. B.", "d. h.", "o. Ä."
        return True
    if not (nxt.isupper() or nxt.isdigit()):
        return False
    return word in TITLES or (len(word) == 1 and word.isupper() and nxt.isupper())
