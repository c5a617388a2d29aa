"""A paragraph that says a thing twice: the same number with its unit, or the same clause of
four or more words (h_echo)."""

from __future__ import annotations

import re

# a figure and the word after it: "16 maanden", "3.600 km", "13 millones", "839,000 people"
_FIGURE = re.compile(r"(?<![\w.,:])(\d(?:[\d.,\u202f\u00a0]|\s(?=\d{3}\b))*\d|\d)"
                     r"(?:[ \u00a0\u202f]([^\W\d_]+)|\s?(%))")
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
# units that name the same measure in two spellings
_SAME_UNIT = {"km": "kilometre", "kilómetros": "kilometre", "kilometres": "kilometre",
              "kilometers": "kilometre", "kilomètres": "kilometre", "kilometer": "kilometre",
              "chilometri": "kilometre", "kilometri": "kilometre"}
# 4-word runs made only of these are not a clause (articles, prepositions, pronouns)
_SMALL = set("""a an the of to in on at for and or is it my your our their his her its by with
from de la le les du des et en un une à au aux el los las y del al con por para que se su
il lo gli di da e che per nel della dello degli delle der die das den dem des ein eine und
zu im am mit von het een van op te voor met aan bij je ik""".split())


# the small numbers a writer spells out ("wachtte vijf maanden")
_SPELLED = {w: str(n) for words in (
    "one two three four five six seven eight nine ten eleven twelve",
    "eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf",
    "un deux trois quatre cinq six sept huit neuf dix onze douze",
    "uno dos tres cuatro cinco seis siete ocho nueve diez once doce",
    "uno due tre quattro cinque sei sette otto nove dieci undici dodici",
    "een twee drie vier vijf zes zeven acht negen tien elf twaalf")
    for n, w in enumerate(words.split(), 1) if n > 1}
_SPELLED_FIGURE = re.compile(r"\b(" + "|".join(sorted(_SPELLED, key=len, reverse=True))
                             + r")\s([^\W\d_]+)", re.I)


def _number(text: str) -> str:
    return re.sub(r"[.,\u202f\u00a0 ]", "", text)


def repeated_figures(paragraph: str) -> list[str]:
    """Each number+unit said more than once in ``paragraph`` ("16 maanden" twice)."""
    seen: dict[tuple[str, str], int] = {}
    for match in _FIGURE.finditer(paragraph):
        number, unit = _number(match.group(1)), (match.group(2) or "%").lower()
        key = (number, _SAME_UNIT.get(unit, unit))
        seen[key] = seen.get(key, 0) + 1
    for match in _SPELLED_FIGURE.finditer(paragraph):
        unit = match.group(2).lower()
        key = (_SPELLED[match.group(1).lower()], _SAME_UNIT.get(unit, unit))
        seen[key] = seen.get(key, 0) + 1
    return [f"{n} {u}" for (n, u), count in seen.items() if count > 1]


def repeated_clauses(paragraph: str, length: int = 4) -> list[str]:
    """Each run of ``length`` words said twice in ``paragraph`` (not counting runs of only
    small words, nor a run that overlaps its own repeat)."""
    words = [w.lower() for w in _WORD.findall(paragraph)]
    first: dict[tuple[str, ...], int] = {}
    found = []
    for i in range(len(words) - length + 1):
        run = tuple(words[i:i + length])
        if all(w in _SMALL or w.isdigit() for w in run):
            continue
        if run in first and i - first[run] >= length:
            found.append(" ".join(run))
        first.setdefault(run, i)
    return found


def echoes(paragraph: str, length: int = 4) -> list[str]:
    """Everything ``paragraph`` says twice (figures and clauses)."""
    return repeated_figures(paragraph) + repeated_clauses(paragraph, length)
