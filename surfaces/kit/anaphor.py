"""A page names its subject (its town, its package) a few times, then refers back to it:
after the first ``keep`` mentions, "in Raleigh" becomes "in the town" or drops out, as a
writer avoids naming the same town in every sentence."""

from __future__ import annotations

import re

# the locative preposition before a town and the phrase that replaces "in <town>"
LOCATIVE = {"en": ("in", "in the town"), "de": ("in", "in der Stadt"),
            "fr": ("à", "dans la ville"), "es": ("en", "en la ciudad"),
            "it": ("a", "in città"), "nl": ("in", "in de stad")}


def ease_subject(texts: list[str], name: str, lang: str, keep: int = 2,
                 town: bool = True) -> list[str]:
    """``texts`` (a page's running text, in order) with the mentions of ``name`` after the
    first ``keep`` written as "in the town" (town) or left out, in turn, when a
    preposition puts them in place ("in Raleigh"); other mentions stay."""
    if not name or lang not in LOCATIVE:
        return texts
    prep, anaphor = LOCATIVE[lang]
    pattern = re.compile(r"(^|\s)(" + re.escape(prep) + r")\s+" + re.escape(name)
                         + r"(?![\w'’-])(,?)", re.IGNORECASE)
    mention = re.compile(r"(?<![\w'’-])" + re.escape(name) + r"(?![\w'’-])")
    seen = 0
    out = []
    for text in texts:
        pos, parts = 0, []
        for m in sorted([*mention.finditer(text)], key=lambda m: m.start()):
            seen += 1
            if seen <= keep or m.start() < pos:
                continue
            loc = next((p for p in pattern.finditer(text, max(0, m.start() - len(prep) - 3))
                        if p.end(2) < m.start() and p.start() <= m.start()), None)
            if loc is None or text[loc.end(2):m.start()].strip():
                continue
            before = text[:loc.start(2)].rstrip()
            if not before or before[-1] in ".!?":  # "In Raleigh, residents" -> "Residents"
                rest = text[loc.end():].lstrip()
                parts.append(text[pos:loc.start(2)] + rest[:1].upper())
                pos = len(text) - len(rest) + 1
            elif town and seen % 2 == 1:
                parts.append(text[pos:loc.start(2)] + anaphor + loc.group(3))
                pos = loc.end()
            else:
                parts.append(text[pos:loc.start()] + (loc.group(3) if loc.group(3) else ""))
                pos = loc.end()
        parts.append(text[pos:])
        out.append("".join(parts))
    return out


# how a readme refers back to its package: (preposition before the name or "" for a
# sentence's first word, replacement); the nouns are masculine/neuter so "est prêt",
# "è pronto", "está listo" still agree
PACKAGE = {
    "en": [("", "The package"), ("of", "of the package"), ("in", "in the package"),
           ("about", "about the package"), ("against", "against the package"),
           ("with", "with the package"), ("for", "for the package")],
    "de": [("", "Das Paket"), ("von", "des Pakets"), ("aus", "aus dem Paket"),
           ("zu", "zum Paket"), ("für", "für das Paket"), ("in", "im Paket"),
           ("mit", "mit dem Paket")],
    "fr": [("", "Le paquet"), ("de", "du paquet"), ("sur", "sur le paquet"),
           ("dans", "dans le paquet"), ("avec", "avec le paquet"), ("pour", "pour le paquet")],
    "es": [("", "El paquete"), ("de", "del paquete"), ("sobre", "sobre el paquete"),
           ("en", "en el paquete"), ("con", "con el paquete"), ("para", "para el paquete")],
    "it": [("", "Il pacchetto"), ("di", "del pacchetto"), ("su", "sul pacchetto"),
           ("in", "nel pacchetto"), ("con", "con il pacchetto"), ("per", "per il pacchetto"),
           ("a", "al pacchetto")],
    "nl": [("", "Het pakket"), ("van", "van het pakket"), ("over", "over het pakket"),
           ("in", "in het pakket"), ("met", "met het pakket"), ("voor", "voor het pakket")],
}

# or, every other time, a pronoun ("It has no dependencies", "Es läuft unter Linux")
PRONOUN = {"en": "It", "de": "Es", "fr": "Il", "es": "Este paquete", "it": "Questo pacchetto",
           "nl": "Het"}


def refer_back(texts: list[str], name: str, lang: str, keep: int = 2) -> list[str]:
    """``texts`` with the package ``name`` named in the first ``keep`` mentions and
    referred to as "the package" ("du paquet", "im Paket") after them, where the word
    before it says how; a mention with another word before it stays."""
    table = PACKAGE.get(lang, [])
    word = re.compile(r"(?<![\w'’./-])" + re.escape(name) + r"(?![\w'’-]|\.\w)")
    seen, out, initial = 0, [], []
    for text in texts:
        def swap(m: re.Match[str]) -> str:
            nonlocal seen
            seen += 1
            before = text[:m.start()]
            if seen <= keep:
                return m.group(0)
            if not before.strip() or before.rstrip()[-1] in ".!?:":
                initial.append(m.start())
                return (PRONOUN[lang] if len(initial) % 2 == 0 else table[0][1]) \
                    if table else m.group(0)
            prev = re.search(r"(\w+)\s+$", before)
            for prep, phrase in table[1:]:
                if prev and prev.group(1).casefold() == prep:
                    cap = prev.group(1)[0].isupper()
                    return "\0" + str(len(prev.group(0))) + "\0" + (
                        phrase[0].upper() + phrase[1:] if cap else phrase)
            return m.group(0)
        swapped = word.sub(swap, text)
        # drop the preposition a phrase replaced: "\0<n>\0" marks how many characters
        while "\0" in swapped:
            i = swapped.index("\0")
            j = swapped.index("\0", i + 1)
            n = int(swapped[i + 1:j])
            swapped = swapped[:i - n] + swapped[j + 1:]
        out.append(swapped)
    return out
