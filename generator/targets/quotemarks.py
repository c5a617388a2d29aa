"""Whether a text's quotation marks balance: a quoted page text never opens a quotation it
does not close, nor closes one it did not open (r46 0011: „update over ‘Dashboard”, the
phrase cut the page's ‘Dashboard’ after its opening mark). An apostrophe inside a word
(don't, l’école) or eliding a word's start ('s-Hertogenbosch, ’t) is no quotation mark.
"""

from __future__ import annotations

import re

# a word-initial apostrophe that elides letters: Dutch 's, 't, 'n, 'k, 'm, 'r, 'em, 'ie
# before a space or a hyphen ('s-Hertogenbosch, ’t is)
ELISION = re.compile(r"['’](?:s|t|n|k|m|r|em|ie)(?=[\s-]|$)", re.IGNORECASE)
# opener -> the closers it takes ("„" is closed by "“" in German, by "”" in Dutch)
CLOSERS = {"„": "“”", "“": "”", "‚": "‘’", "‘": "’", "«": "»", "»": "«", "‹": "›", "›": "‹",
           '"': '"', "`": "`", "'": "'"}
OPEN_ONLY = "„‚"
CLOSE_ONLY = "”’"


# a word-final apostrophe: an English plural's possessive (residents'), Italian "po'"
TRAILING = re.compile(r"(?:\b(?:po|mo|be|di)|[^\W\d_]s)$", re.IGNORECASE)


def _apostrophe(text: str, i: int, open_single: bool) -> bool:
    prev = text[i - 1] if i else " "
    nxt = text[i + 1] if i + 1 < len(text) else " "
    if prev.isalnum() and nxt.isalnum():
        return True  # inside a word: don't, l’école
    if prev.isalnum():  # a word's end: a closing mark if one is open, else an apostrophe
        return not open_single and TRAILING.search(text[:i]) is not None
    return ELISION.match(text, i) is not None


def balanced(text: str, code: bool = False) -> bool:
    """Whether every quotation mark of ``text`` pairs with one inside ``text`` (in ``code``
    a triple quote counts as one mark)."""
    if code:
        text = text.replace('"""', '"').replace("'''", "'")
    stack: list[str] = []
    for i, ch in enumerate(text):
        if ch not in CLOSERS and ch not in CLOSE_ONLY:
            continue
        if ch in "'’" and _apostrophe(text, i, any(c in "‘‚'" for c in stack)):
            continue
        top = stack[-1] if stack else ""
        if top and ch in CLOSERS[top]:
            stack.pop()
        elif ch in CLOSE_ONLY:
            return False  # a closing mark (or a trailing apostrophe) nothing opened
        elif ch == "'" and (i + 1 >= len(text) or text[i + 1].isspace()):
            return False  # a straight mark that can only close
        else:
            stack.append(ch)
    return not stack
