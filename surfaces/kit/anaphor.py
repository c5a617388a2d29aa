"""A page names its subject (its town, its package) a few times, then refers back to it:
after the first ``keep`` mentions, "in Raleigh" becomes "in the town" or drops out, as a
writer avoids naming the same town in every sentence."""

from __future__ import annotations

import re

# the locative preposition before a town and the phrase that replaces "in <town>"; then
# the prepositions of "the council of <town>", which simply drop it ("la mairie")
LOCATIVE = {"en": ("in", "in the city"), "de": ("in", "in der Stadt"),
            "fr": ("à", "dans la ville"), "es": ("en", "en la ciudad"),
            "it": ("a", "in città"), "nl": ("in", "in de stad")}
GENITIVE = {"en": (), "de": ("von", "aus"), "fr": ("de",), "es": ("de",), "it": ("di",),
            "nl": ("van",)}
# words after which the preposition is not a place's ("vicino a", "près de")
# or stand for a noun ("comparable à celle de Lille", "distinto al de Jerez")
NEAR = ("near", "nahe", "près", "cerca", "vicino", "bij", "lejos", "loin", "weit", "celle",
        "celui", "ceux", "celles", "al", "el", "la", "los", "las", "lo", "quello", "quella",
        "quelli", "quelle", "die", "dat", "het", "der", "das", "to", "from")


def ease_subject(texts: list[str], name: str, lang: str, keep: int = 2,
                 anaphor: bool = True) -> list[str]:
    """``texts`` (a page's running text, in order) with the mentions of town ``name`` after
    the first ``keep`` written as "in the city" or left out, in turn, where a preposition
    puts them ("in Raleigh", "la mairie de Lille"); other mentions stay. Without
    ``anaphor`` (a report about its site) they are only left out."""
    if not name or lang not in LOCATIVE:
        return texts
    prep, phrase = LOCATIVE[lang]
    preps = "|".join(re.escape(p) for p in (prep, *GENITIVE[lang]))
    pattern = re.compile(r"(?<!\w)(\w+\s+)?(" + preps + r")\s+" + re.escape(name)
                         + r"(?![\w'’-])(,?)", re.IGNORECASE)
    seen, out = 0, []
    for text in texts:
        def swap(m: re.Match[str], text: str = text) -> str:
            nonlocal seen
            seen += 1
            word = (m.group(1) or "").strip()
            if seen <= keep or word.casefold() in NEAR:
                return m.group(0)
            before = text[:m.start(2)].rstrip()
            if not word and (not before or before[-1] in ".!?"):
                if lang in ("de", "nl") and m.group(2).casefold() == prep:
                    # the verb comes second: "In der Stadt sind ...", never "Sind ..."
                    return phrase[0].upper() + phrase[1:] + m.group(3)
                return "\0"  # "In Raleigh, residents" -> "Residents"
            if anaphor and m.group(2).casefold() == prep and seen % 2 == 1:
                return (m.group(1) or "") + phrase + m.group(3)
            return (m.group(1) or "").rstrip() + m.group(3)
        new = pattern.sub(swap, text)
        new = re.sub(r"\0\s*(\w)", lambda m: m.group(1).upper(), new)
        out.append(new.replace("\0", ""))
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
           ("in", "in het pakket"), ("met", "met het pakket"), ("voor", "voor het pakket"),
           ("uit", "uit het pakket")],
}

# or, every other time, a pronoun ("It has no dependencies", "Es läuft unter Linux")
PRONOUN = {"en": "It", "de": "Es", "fr": "Il", "es": "Este paquete", "it": "Questo pacchetto",
           "nl": "Het"}


def refer_back(texts: list[str], name: str, lang: str, keep: int = 2) -> list[str]:
    """``texts`` with the package ``name`` named in the first ``keep`` mentions and
    referred to as "the package" ("du paquet", "im Paket") after them, where the word
    before it says how; a mention with another word before it stays, and so does one
    whose paragraph says "the package" already (not "... ship with the package. In the
    package, ...")."""
    table = PACKAGE.get(lang, [])
    word = re.compile(r"(?<![\w'’./-])" + re.escape(name) + r"(?![\w'’-]|\.\w)")
    noun = table[0][1].split()[-1].casefold() if table else "\0"
    seen, out, initial = 0, [], []
    for text in texts:
        # the paragraph has said "the package", and its pronoun
        said = [noun in text.casefold(), False]

        def swap(m: re.Match[str], text: str = text, said: list[bool] = said) -> str:
            nonlocal seen
            seen += 1
            before = text[:m.start()]
            if seen <= keep:
                return m.group(0)
            if not before.strip() or before.rstrip()[-1] in ".!?:":
                initial.append(m.start())
                if not table:
                    return m.group(0)
                if said[0] or len(initial) % 2 == 0:  # "It", once "the package" is said
                    if said[1]:  # ... and the name after both
                        return m.group(0)
                    said[1] = True
                    return PRONOUN[lang]
                said[0] = True
                return table[0][1]
            prev = re.search(r"(\w+)\s+$", before)
            for prep, phrase in table[1:] if not said[0] else ():
                if prev and prev.group(1).casefold() == prep:
                    said[0] = True
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


def ease_town_en(texts: list[str], name: str, keep: int = 2) -> list[str]:
    """English news names its town as a modifier ("Memphis council", "a Memphis
    spokesperson") or a subject ("Memphis expects"): after ``keep`` mentions, "the council",
    "a spokesperson", "The city expects"."""
    mention = re.compile(r"(?<![\w'’-])(an?\s+|at\s+)?" + re.escape(name)
                         + r"(?![\w'’-])(\s+\w+)?")
    seen, out = 0, []
    for text in texts:
        def swap(m: re.Match[str], text: str = text) -> str:
            nonlocal seen
            seen += 1
            after = m.group(2) or ""
            if seen <= keep:
                return m.group(0)
            before = text[:m.start()].rstrip()
            initial = not before or before[-1] in ".!?"
            lead = m.group(1) or ""
            if lead.strip() in ("a", "an") and after[1:2].islower():
                return "a" + after if after.strip()[0] not in "aeiou" else "an" + after
            if after.strip() in ("council", "town", "city") and not lead and \
                    before[-4:].lower() in (" the", "the"):  # "The Memphis council"
                return after.lstrip()
            if after.strip() in ("council", "town", "city") or lead.strip() == "at":
                return lead + ("The" if initial else "the") + after
            if initial and after[1:2].islower():
                return "The city" + after
            return m.group(0)
        out.append(mention.sub(swap, text))
    return out


_OF = re.compile(r"\s(?:de la|de l'|del|della|dello|dell'|de|di|du|des)\s", re.IGNORECASE)


def head_noun(topic: str, lang: str) -> str:
    """The noun a writer keeps when the story's subject comes back: "the network" for "the
    cycling network", "el proyecto" for "el proyecto del puerto"; "" when the phrase has no
    safe short form (a German or Dutch compound, "nouvel hôpital")."""
    words = topic.split()
    if len(words) < 2:
        return ""
    if lang == "en":  # the article stays: "the network", never "around network"
        return f"{words[0]} {words[-1]}" if words[0].lower() in ("the", "a", "an") \
            else words[-1]
    if lang in ("fr", "es", "it"):
        m = _OF.search(topic)
        return topic[:m.start()] if m else ""
    return ""


def shorten_topic(texts: list[str], topic: str, lang: str, keep: int = 2) -> list[str]:
    """``texts`` with every other mention of ``topic`` after the first ``keep`` shortened to
    its head noun ("the network", "el proyecto")."""
    short = head_noun(topic, lang)
    if not short:
        return texts
    mention = re.compile(r"(?<![\w'’-])" + re.escape(topic) + r"(?![\w'’-])")
    seen, out = 0, []
    for text in texts:
        def swap(m: re.Match[str]) -> str:
            nonlocal seen
            seen += 1
            return short if seen > keep and seen % 2 == 1 else m.group(0)
        out.append(mention.sub(swap, text))
    return out
