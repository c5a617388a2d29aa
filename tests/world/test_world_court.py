"""A court filing tells one case: the contract, the purchase order, the delivery deadline and
the notice of defects come in this order, the filing after them and the hearing after the
filing; every date a sentence names (day and month) is one of these, never a month of its
own. Read from the printed strings, all six languages."""

from __future__ import annotations

import datetime
import re

from babel.dates import get_month_names
from world_helpers import sampled

from generator import formats


def _months(lang: str) -> dict[str, int]:
    loc = formats.locale(lang)
    out = {}
    for ctx in ("format", "stand-alone"):
        for number, name in get_month_names("wide", ctx, locale=loc).items():
            out[name] = number
    return out


def test_every_date_in_the_text_is_one_of_the_cases_dates() -> None:
    seen = 0
    for lang, seed, p in sampled("court_filing", 30):
        world = {k: datetime.date.fromisoformat(v) for k, v in p["world"].items()}
        order = [world[k] for k in ("contract", "order", "due", "notice", "filed", "hearing")]
        assert order == sorted(order), (lang, seed, order)
        pairs = {(d.day, d.month) for d in order[:4]}
        months = _months(lang)
        names = "|".join(sorted(months, key=len, reverse=True))
        text = " ".join(p["texts"])
        for m in re.finditer(rf"(?:(\d{{1,2}})\.? (?:de )?)?\b({names})\b(?: (\d{{1,2}})\b)?",
                             text):
            month = months[m.group(2)]
            assert month in {mo for _, mo in pairs}, (lang, seed, m.group(0), order)
            day = m.group(1) or m.group(3)
            if day:
                assert (int(day), month) in pairs, (lang, seed, m.group(0), order)
                seen += 1
    assert seen > 20  # the dated sentences are drawn, so the check reads real dates


def _named_as_town(town: str, text: str) -> bool:
    """Whether ``town`` stands in ``text`` as a town: not right after a capitalised word
    ("Luciana León" is a witness's surname)."""
    return any(not re.search(r"[A-ZÀ-Þ][\w'-]*\s$", text[:m.start()])
               for m in re.finditer(rf"\b{re.escape(town)}\b", text))


def test_the_filing_names_one_town() -> None:
    """The court sits in the town the complaint's paragraphs name ("in this district ...
    at 's-Hertogenbosch", not Den Haag)."""
    from generator.content.provider import locale_data
    named = 0
    for lang, seed, p in sampled("court_filing", 30):
        towns = set(locale_data(lang).SLOTS["cities"])
        text = " ".join([p["county"], *p["texts"]])
        found = {t for t in towns if _named_as_town(t, text)}
        found = {t for t in found if not any(t != o and t in o for o in found)}
        assert len(found) <= 1, (lang, seed, found)
        named += len(found) == 1 and any(t in " ".join(p["texts"]) for t in found)
    assert named
