"""A licence names what it licenses: the first mention of "the software" in most sentences
becomes the product's name ("You may not decompile Harbor ..."), with the preposition each
language contracts with it ("du logiciel" -> "de Harbor", "d'Aurora")."""

from __future__ import annotations

import re

import numpy as np

# (pattern, replacement; {a} is the product) tried in order, the earliest match is used
_RULES: dict[str, list[tuple[str, str]]] = {
    "en": [(r"\b[Tt]he [Ss]oftware\b", "{a}"), (r"\b[Tt]his [Ss]oftware\b", "{a}")],
    "de": [(r"\b[Dd]ie Software\b", "{a}")],
    "fr": [(r"\bdu logiciel\b", "{de} {a}"), (r"\bau logiciel\b", "à {a}"),
           (r"\b[Ll]e logiciel\b", "{a}")],
    "es": [(r"\bdel software\b", "de {a}"), (r"\bal software\b", "a {a}"),
           (r"\b[Ee]l software\b", "{a}"), (r"\b[Ee]ste software\b", "{a}")],
    "it": [(r"\bdel software\b", "di {a}"), (r"\bal software\b", "a {a}"),
           (r"\bdal software\b", "da {a}"), (r"\bnel software\b", "in {a}"),
           (r"\b[Ii]l software\b", "{a}")],
    "nl": [(r"\b[Dd]e software\b", "{a}"), (r"\b[Dd]eze software\b", "{a}")],
}

_SPLIT = re.compile(r"(?<=[.!?])\s+")


def name_product(rng: np.random.Generator, lang: str, texts: list[str], app: str,
                 rate: float = 0.8) -> list[str]:
    """``texts`` with the first "the software" of most sentences naming ``app``."""
    de = "d'" if app[:1].lower() in "aeiouhâéèêîôû" else "de"
    rules = _RULES.get(lang, [])
    out = []
    for text in texts:
        sentences = []
        for s in _SPLIT.split(text):
            hits = [(m.start(), pat, rep) for pat, rep in rules if (m := re.search(pat, s))]
            if hits and rng.random() < rate:
                _, pat, rep = min(hits)
                rep = rep.replace("{de} ", de if de.endswith("'") else de + " ")
                s = re.sub(pat, rep.replace("{a}", app), s, count=1)
                s = s[:1].upper() + s[1:]
            sentences.append(s)
        out.append(" ".join(sentences))
    return out


# A licence's clauses in the order a real one has them (review w11: a licence that opened
# with "Updates provided by the licensor ..." and had its copyright line in the middle).
# Tried in order; the first match gives the clause its place; anything else is the grant.
_SECTIONS: tuple[tuple[int, str], ...] = (
    (0, r"©"),
    (8, r"warrant|Gewährleistung|Mängelgewähr|Marktgängigkeit|garantie|garantía|tal cual|"
        r"garanzia|così com'è|nello stato in cui|zoals hij is|in de huidige staat|\bas is\b|"
        r"“as is”|wie besehen|en l'état|tel quel"),
    (9, r"liable|haften|haftet|responsab|aansprakelijk"),
    (10, r"governed|subject to the laws|unterliegt|régi par|soumis au droit|se rige\b|"
         r"se regirá|queda sometido|regolato|disciplinato|van toepassing"),
    (5, r"ends automatically|erlischt|résili|terminará|quedará resuelto|termina |cessa |"
        r"vervalt|durata|resta valida|decorre|geldt voor|es válida|se concede para"),
    (11, r"provision|Bestimmung|clause|disposition|cláusula|disposición|clausola|bepaling"),
    (6, r"licensor may|Lizenzgeber kann|Updates|Upgrades|concédant peut|mises à jour|"
        r"nouvelles versions|licenciante puede|actualizaciones|nuevas versiones|"
        r"licenziante può|licentiegever kan"),
    (4, r"may not|nicht|ne pouvez pas|non autorisée|No puede|No está permitido|"
        r"Queda prohibido|non può|non è autorizzato|Non (?:puoi|è consentito)|niet|"
        r"\bweder\b|intransferible|no puede cederse|no autorizada|prohibid|\bpuoi\b.*\bnon\b"),
    (7, r"collect|erfassen|übermitteln|collecter|transmettre|recopilar|recoger|raccogliere|"
        r"verzamelen|open ?source|código abierto|terceros|Alcuni componenti|"
        r"Sommige onderdelen|componentes"),
    (1, r"En installant|En utilisant|Al instalar|Al usar|se licencia|concede bajo licencia|"
        r"Tutti i diritti|diritti di proprietà|Il copyright"),
)


def clause_rank(sentence: str) -> int:
    """Where ``sentence`` stands in a licence (0 the copyright line ... 11 severability)."""
    for rank, pattern in _SECTIONS:
        if re.search(pattern, sentence, re.I):
            return rank
    return 2  # the grant: what you may do


# the clause that says on how many devices or in how many copies the program may run: a
# licence has one (r69 0017: "fino a 3 copie ... sui tuoi dispositivi" and "può essere
# installato su 3 computer" in one licence)
COUNT_CLAUSE = re.compile(
    r"\b(?:\d+|one|une|eine|drei|fünf|trois|één)\s+(?:cop|kopi|dispositiv|device|computer|"
    r"ordinat|appareil|equipo|usuario|puesto|postazion|gerät)", re.I)


def one_count(sentences: list[str]) -> list[str]:
    """``sentences`` with only the first clause that counts copies or devices."""
    out, counted = [], False
    for s in sentences:
        if COUNT_CLAUSE.search(s):
            if counted:
                continue
            counted = True
        out.append(s)
    return out


def licence(sentences: list[str], title: str, copyright_line: str) -> list[str]:
    """A licence's paragraphs: its title, the copyright line, then ``sentences`` (no copyright
    line of their own, one count of copies or devices) in clause order, a paragraph to each
    clause."""
    body = sorted((s for s in one_count(sentences) if clause_rank(s) != 0), key=clause_rank)
    cuts = [i for i in range(1, len(body)) if clause_rank(body[i]) != clause_rank(body[i - 1])]
    bounds = [0, *cuts, len(body)]
    return [title, copyright_line,
            *(" ".join(body[a:b]) for a, b in zip(bounds, bounds[1:], strict=False))]
