"""A complaint names its parties: the first party reference of a sentence often carries the
party's name, written as each language's pleadings do ("Defendant Bähr Inc failed ...",
"die beklagte Bähr AG", "la société Rocher", "la mercantil Grupo Toledo S.L.", "la convenuta
Ubaldi SPA", "Van der Klijn BV heeft ...")."""

from __future__ import annotations

import datetime
import re

import numpy as np

from surfaces.kit import Content
from surfaces.kit.numbers import month_in_date

# (pattern, replacement with {P} plaintiff / {D} defendant) in the order they are tried; the
# first pattern that matches a sentence is used once.
_RULES: dict[str, list[tuple[str, str]]] = {
    "en": [(r"\bPlaintiff's\b", "{P}'s"), (r"\bDefendant's\b", "{D}'s"),
           (r"\bDefendant\b", "Defendant {D}"), (r"\bPlaintiff\b", "Plaintiff {P}")],
    "de": [(r"\b([Dd])ie Beklagte\b", r"\1ie beklagte {D}"),
           (r"\b([Dd])er Beklagten\b", r"\1er beklagten {D}"),
           (r"\b([Dd])ie Klägerin\b", r"\1ie klagende {P}"),
           (r"\b([Dd])er Klägerin\b", r"\1er klagenden {P}")],
    "fr": [(r"\b([Ll])a défenderesse\b", r"\1a société {D}"),
           (r"^Elle a dû\b", "La société {P} a dû"),
           (r"\bla société demanderesse\b", "la société {P}"),
           (r"\bdu courrier de mise en demeure\b",
            "de la mise en demeure adressée à la société {D}"),
           (r"\b([Ll])a demanderesse\b", r"\1a société {P}")],
    "es": [(r"\b([Ll])a demandada\b", r"\1a mercantil {D}"),
           (r"\b([Ll])a (?:parte actora|actora|demandante)\b", r"\1a mercantil {P}")],
    "it": [(r"\b([Ll])a convenuta\b", r"\1a convenuta {D}"),
           (r"\bsi chiede\b", "l'attrice {P} chiede"),
           (r"\b(compensi (?:di lite|professionali|del presente giudizio))\b",
            r"\1 a carico della convenuta {D}"),
           (r"\bIl tentativo di (mediazione|negoziazione assistita)\b",
            r"Il tentativo di \1 con la convenuta {D}"),
           (r"\b([Ll]|[Dd]ell|[Aa]ll)'attrice\b", r"\1'attrice {P}")],
    "nl": [(r"\b[Gg]edaagde\b", "{D}"), (r"\b[Ee]iseres\b", "{P}")],
}

# company forms a pleading names a party by in languages whose bare surnames read as people
_FORMS = {"de": ("GmbH", "AG", "KG"), "nl": ("BV", "NV")}

_SPLIT = re.compile(r"(?<=[.!?])\s+")


def party(content: Content, lang: str) -> str:
    """A company name with a legal form where the language's pleadings need one."""
    forms = _FORMS.get(lang)
    from generator.content.provider import locale_data
    towns = set(locale_data(lang).SLOTS["cities"])
    name = _undotted(content.company())
    for _ in range(30):
        if ((not forms or name.endswith(forms)) and "." not in name and "SCo" not in name
                and not towns & set(name.split())):
            return name
        name = _undotted(content.company())
    return f"{name.split(' & ')[0].rstrip('.')} {forms[0] if forms else ''}".strip()


def _undotted(name: str) -> str:
    """The company's form without dots (SL, SAS, srl), as pleadings often write it: a dot
    inside a name would end the sentence for a reader."""
    return re.sub(r"\b([A-Za-z])\.", r"\1", name).rstrip(".")


def name_parties(rng: np.random.Generator, lang: str, texts: list[str], plaintiff: str,
                 defendant: str, rate: float = 0.85) -> list[str]:
    """``texts`` with the first party reference of most sentences naming that party."""
    rules = _RULES.get(lang, [])
    out = []
    for text in texts:
        sentences = []
        for s in _SPLIT.split(text):
            if rng.random() < rate:
                s = _name_one(s, rules, plaintiff, defendant)
            sentences.append(s)
        out.append(" ".join(sentences))
    return out


def _name_one(sentence: str, rules: list[tuple[str, str]], plaintiff: str,
              defendant: str) -> str:
    hits = [(m.start(), pat, rep) for pat, rep in rules
            if (m := re.search(pat, sentence))]
    if not hits or plaintiff in sentence or defendant in sentence:
        return sentence
    _, pat, rep = min(hits)  # the sentence's first party reference
    rep = rep.replace("{P}", plaintiff).replace("{D}", defendant)
    named = re.sub(pat, lambda m: m.expand(rep), sentence, count=1)
    return named[:1].upper() + named[1:]


# A pleading points at its own world: the contract by its date, the court by its town, the
# order and invoice by their numbers ({cdate} {city} {po} {inv}); each rule fires at most
# once a sentence, on a share of sentences.
_WORLD: dict[str, list[tuple[str, str]]] = {
    "en": [(r"\b([Tt]he|[Tt]his) (agreement|contract|supply agreement)\b(?! dated)",
            r"\1 \2 dated {cdate}"),
           (r"\bthe purchase order\b", "purchase order {po}"),
           (r"\bin this (?:county|district)\b", "in the County of {city}"),
           (r"\bThis Court has\b", "The Superior Court in {city} has")],
    "de": [(r"\b(der|dem|den|des|Der) (Vertrag(?:es|s)?)\b", r"\1 \2 vom {cdate}"),
           (r"\bDas (?:hier )?angerufene Gericht\b", "Das Landgericht {city}"),
           (r"\bbeigefügte Rechnung\b", "beigefügte Rechnung {inv}"),
           (r"\bbeigefügte (Auftragsbestätigung|Korrespondenz)\b", r"beigefügte \1 zur Bestellung {po}"),
           (r"\btrotz mehrerer Gespräche\b", "trotz mehrerer Gespräche in {city}")],
    "fr": [(r"\b(du|le|au) contrat\b(?! du)", r"\1 contrat du {cdate}"),
           (r"\bLe tribunal de céans\b", "Le tribunal judiciaire de {city}"),
           (r"\bdu bon de commande\b", "du bon de commande n° {po}")],
    "es": [(r"\b([Ee]l) contrato\b", r"\1 contrato de fecha {cdate}"),
           (r"\ben este partido judicial\b", "en el partido judicial de {city}"),
           (r"\bEste Juzgado\b", "El Juzgado de Primera Instancia de {city}"),
           (r"\bde la factura\b", "de la factura n.º {inv}"),
           (r"\bal Juzgado\b", "al Juzgado de {city}")],
    "it": [(r"\b([Ii]l|[Aa]l|[Dd]el) contratto\b", r"\1 contratto del {cdate}"),
           (r"\b(?:Il Tribunale adito|L'intestato Tribunale|Questo Tribunale)\b",
            "Il Tribunale di {city}"),
           (r"\bl'intestato Tribunale\b", "il Tribunale di {city}"),
           (r"\bdelle fatture\b", "della fattura n. {inv}")],
    "nl": [(r"\b([Dd]e) overeenkomst\b", r"\1 overeenkomst van {cdate}"),
           (r"\bin dit arrondissement\b", "in het arrondissement {city}"),
           (r"\bDe rechtbank\b", "De rechtbank {city}"),
           (r"\bde facturen\b", "factuur {inv}"),
           (r"\bde (leveringsbonnen|opdrachtbevestiging)\b", r"de \1 van order {po}")],
}


_DATE = {"en": "{m} {d}", "de": "{d}. {m}", "es": "{d} de {m}"}


def case_refs(rng: np.random.Generator, lang: str, contract: datetime.date,
              city: str) -> dict[str, str]:
    """The slots of ``world_refs``: contract date, court town, order and invoice numbers."""
    month = month_in_date(contract.month, lang)
    return {"cdate": _DATE.get(lang, "{d} {m}").format(d=contract.day, m=month), "city": city,
            "po": f"{int(rng.integers(1000, 9999))}-{int(rng.integers(10, 99))}",
            "inv": f"{contract.year}-{int(rng.integers(100, 9999)):04d}"}


def world_refs(rng: np.random.Generator, lang: str, texts: list[str], refs: dict[str, str],
               rate: float = 0.85) -> list[str]:
    """``texts`` with the contract, court, order and invoice named from the case's world."""
    rules = _WORLD.get(lang, [])
    out = []
    for text in texts:
        sentences = []
        for s in _SPLIT.split(text):
            for pat, rep in rules:
                if rng.random() < rate and not ("{cdate}" in rep and refs["cdate"] in s):
                    filled = rep.format(**refs)
                    s = re.sub(pat, lambda m, r=filled: m.expand(r), s, count=1)
            sentences.append(s)
        out.append(" ".join(sentences))
    return out
