"""A complaint names its parties: the first party reference of a sentence often carries the
party's name, written as each language's pleadings do ("Defendant Bähr Inc failed ...",
"die beklagte Bähr AG", "la société Rocher", "la mercantil Grupo Toledo S.L.", "la convenuta
Ubaldi SPA", "Van der Klijn BV heeft ...").

The rewrite rules are facts of each language's locale.toml (``[court]``: ``parties``,
``party_forms``, ``references``, ``deals``). Every date a complaint names carries its year
(``long_date``, ``month_year``): a pleading never leaves the reader to guess it."""

from __future__ import annotations

import datetime
import re

import numpy as np
from babel import dates as babel_dates

from generator import formats, languages
from surfaces.kit import Content
from surfaces.kit.listed import claims_other_trade, trade_words

_SPLIT = re.compile(r"(?<=[.!?])\s+")


def party(content: Content, lang: str, maker: bool = False) -> str:
    """A company name with a legal form where the language's pleadings need one; a
    ``maker``'s (the supplier who failed to deliver goods) claims no trade but making (no
    "Blue Harbor Staffing" owing goods; review w13)."""
    forms = tuple(languages.fact(lang, "court.party_forms", list))
    trades = trade_words(content) if maker else []
    from generator.content.provider import locale_data
    towns = set(locale_data(lang).SLOTS["cities"])
    name = _undotted(content.company())
    for _ in range(30):
        if ((not forms or name.endswith(forms)) and "." not in name and "SCo" not in name
                and not towns & set(name.split()) and not claims_other_trade(name, trades)):
            return name
        name = _undotted(content.company())
    return f"{name.split(' & ')[0].rstrip('.')} {forms[0] if forms else ''}".strip()


def _rules(lang: str, key: str) -> list[tuple[str, str]]:
    """(pattern, replacement) pairs of a ``[court]`` list of the language's locale.toml."""
    return [(r["pattern"], r["replace"]) for r in languages.fact(lang, key, list)]


def _undotted(name: str) -> str:
    """The company's form without dots (SL, SAS, srl), as pleadings often write it: a dot
    inside a name would end the sentence for a reader."""
    return re.sub(r"\b([A-Za-z])\.", r"\1", name).rstrip(".")


def name_parties(rng: np.random.Generator, lang: str, texts: list[str], plaintiff: str,
                 defendant: str, rate: float = 0.85) -> list[str]:
    """``texts`` with the first party reference of most sentences naming that party, each
    party named once a paragraph: after "die beklagte Vogel & Schreiner GmbH" it is "die
    Beklagte" (a pleading names a party in full, then by its role)."""
    rules = _rules(lang, "court.parties")
    out = []
    for text in texts:
        sentences: list[str] = []
        for s in _SPLIT.split(text):
            named = {k for k, who in (("{P}", plaintiff), ("{D}", defendant))
                     if any(who in t for t in sentences)}
            if rng.random() < rate:
                s = _name_one(s, [(p, r) for p, r in rules if not any(k in r for k in named)],
                              plaintiff, defendant)
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
    rep = rep.replace("{P}'s", _possessive(plaintiff)).replace("{D}'s", _possessive(defendant))
    rep = rep.replace("{P}", plaintiff).replace("{D}", defendant)
    named = re.sub(pat, lambda m: m.expand(rep), sentence, count=1)
    return named[:1].upper() + named[1:]


def _possessive(name: str) -> str:
    """English possessive of a party name: "Acme's", but "Mcdonald and Sons'"."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _plain(text: str) -> str:
    return text.replace("\u202f", " ").replace("\u00a0", " ")


def long_date(day: datetime.date, lang: str) -> str:
    """The date with the month's name and the year, as a pleading writes it ("May 6, 2024",
    "6. Mai 2024", "1er mai 2024", "6 de mayo de 2024", "6 maggio 2024", "6 mei 2024")."""
    text = formats.date_text(day, lang, "MMMM")
    if lang == "fr" and day.day == 1:  # French writes the first of the month "1er"
        text = "1er" + text[1:]
    return text


def month_year(day: datetime.date, lang: str) -> str:
    """The month and its year ("May 2024", "mayo de 2024")."""
    return _plain(babel_dates.format_skeleton("yMMMM", day, locale=formats.locale(lang)))


def date_slots(world: dict[str, datetime.date], lang: str) -> dict[str, str]:
    """The template slots of the case's dates: {c_date} {c_month} (contract), {o_..} (order),
    {d_..} (delivery due), {n_..} (notice): the whole date and the month, each with its
    year."""
    out = {}
    for slot, key in (("c", "contract"), ("o", "order"), ("d", "due"), ("n", "notice")):
        out[f"{slot}_date"] = long_date(world[key], lang)
        out[f"{slot}_month"] = month_year(world[key], lang)
    return out


def case_refs(rng: np.random.Generator, lang: str, contract: datetime.date,
              city: str) -> dict[str, str]:
    """The slots of ``world_refs``: contract date, court town, order and invoice numbers."""
    return {"cdate": long_date(contract, lang), "city": city,
            "po": f"{int(rng.integers(1000, 9999))}-{int(rng.integers(10, 99))}",
            "inv": f"{contract.year}-{int(rng.integers(100, 9999)):04d}"}


def world_refs(rng: np.random.Generator, lang: str, texts: list[str], refs: dict[str, str],
               rate: float = 0.85) -> list[str]:
    """``texts`` with the contract, court, order and invoice named from the case's world;
    the contract is dated once: after the complaint has given its date ("the contract dated
    April 9"), it is "the contract" again (no "The agreement dated April 9" a line later);
    the court's town is added while the complaint names it less than twice ("al Juzgado",
    not a fourth "Santander")."""
    rules = _rules(lang, "court.references")
    out: list[str] = []
    for text in texts:
        sentences = []
        for s in _SPLIT.split(text):
            told = " ".join(out + sentences + [s])
            dated, towns = refs["cdate"] in told, told.count(refs["city"])
            for pat, rep in rules:
                if rng.random() < rate and not ("{cdate}" in rep and dated) and \
                        not ("{city}" in rep and towns >= 2):
                    filled = rep.format(**refs)
                    s = re.sub(pat, lambda m, r=filled: m.expand(r), s, count=1)
            sentences.append(s)
        out.append(" ".join(sentences))
    return out
