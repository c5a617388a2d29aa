"""Where a word too wide for its box may be broken, and whether the break shows a hyphen.

No dictionary: a plain syllable rule that reads right in all six languages. Inside a
natural word a break goes before the consonant group that opens the next syllable
("Zwi-schen", "Lohn-steuer", "Bescheini-gung"), never leaves fewer than ``MIN_PART``
letters on either side, and shows a hyphen. A word that already has a hyphen breaks after
it ("E-Mail-|Adresse") with no extra one. A technical token (address, path, number, code)
breaks after a separator ("/", ".", "@", "_") and never gains a hyphen.
"""

from __future__ import annotations

MIN_PART = 3
VOWELS = frozenset("aeiouyäöüàáâãèéêëìíîïòóôõùúûœæ")
# consonant groups that may open a syllable (longest match wins)
ONSETS = frozenset({
    "bl", "br", "ch", "ck", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "kl", "kr", "ph",
    "pl", "pr", "th", "tr", "vr", "wr", "sch", "schl", "schm", "schn", "schr", "schw",
})
# groups that open a syllable only after another consonant ("Lohn-steuer", "Ab-sprache")
LATE_ONSETS = frozenset({"sp", "spr", "st", "str"})
WORD_MARKS = frozenset("-'’")
SEPARATORS = frozenset("/.@_\\:?&=#+,;|")
EDGE = ".,;:!?()[]{}\"'«»„“”‘’…*"


def is_natural(word: str) -> bool:
    """A word of letters (with inner hyphens or apostrophes), edge punctuation aside."""
    core = word.strip(EDGE)
    return bool(core) and all(ch.isalpha() or ch in WORD_MARKS for ch in core) \
        and any(ch.isalpha() for ch in core)


def break_points(word: str, hyphenate: bool = True) -> list[tuple[int, bool]]:
    """Positions ``i`` (break before ``word[i]``) with ``True`` when the break shows an added
    hyphen; ascending. Every part keeps at least ``MIN_PART`` letters (a syllable break
    also within its own part of a hyphenated compound)."""
    if not (hyphenate and is_natural(word)):
        return _keep([(i, False) for i in _after(word, SEPARATORS | {"-"})], word)
    points = [(i, False) for i in _after(word, frozenset("-"))]
    start = 0
    for part in word.split("-"):
        inner = _keep([(i, True) for i in _syllable_points(part)], part)
        points += [(start + i, True) for i, _ in inner]
        start += len(part) + 1
    return sorted(set(_keep(points, word)))


def _keep(points: list[tuple[int, bool]], word: str) -> list[tuple[int, bool]]:
    return [p for p in points
            if part_letters(word[:p[0]]) >= MIN_PART and part_letters(word[p[0]:]) >= MIN_PART]


def part_letters(text: str) -> int:
    return sum(ch.isalnum() for ch in text)


def _after(word: str, marks: frozenset[str]) -> set[int]:
    return {i + 1 for i, ch in enumerate(word[:-1]) if ch in marks and word[i + 1].isalnum()}


def _syllable_points(word: str) -> set[int]:
    low = word.lower()
    out: set[int] = set()
    i, n = 0, len(low)
    while i < n:
        if low[i] not in VOWELS or not low[i].isalpha():
            i += 1
            continue
        j = i + 1  # the consonant run after this vowel
        while j < n and low[j].isalpha() and low[j] not in VOWELS:
            j += 1
        if j < n and j > i + 1 and low[j] in VOWELS and not _long_vowels(low, i):
            out.add(i + 1 + _coda(low[i + 1:j]))
        i = j if j > i + 1 else i + 1
    return out


def _long_vowels(low: str, i: int) -> bool:
    """Three vowels in a row end at ``i`` ("Steuer"): the rule cannot tell the syllables."""
    return i >= 2 and low[i - 1] in VOWELS and low[i - 2] in VOWELS


def _coda(cluster: str) -> int:
    """How many consonants of ``cluster`` stay with the syllable before the break."""
    if cluster.endswith("ngs"):  # a German linking s closes its part: "Rechnungs-adresse"
        return len(cluster)
    for joint in ("ts", "gs"):  # ... and before a consonant too: "Qualitäts-prüfung"
        k = cluster.find(joint)
        if 0 <= k < len(cluster) - 2:
            return k + 2
    for k in range(len(cluster)):  # the longest tail that may open a syllable
        tail = cluster[k:]
        if len(tail) == 1 or tail in ONSETS or (k > 0 and tail in LATE_ONSETS):
            return k
    return len(cluster) - 1
