"""A magazine profile written from a sampled world (magazine_spread).

The world comes first, as plain data: a maker (a name of a known sex, an age, a birthplace,
a craft with its products, material, tool and workshop), the town the workshop is in, the
years (came to town, a hard year), the figures (pieces a year, hours a piece, months of
waiting), a writer and a photographer, the magazine's section and issue. The feature is then
written in the order such pieces run: a scene in the workshop, a first quote, the past, the
method, the trade, the hard year, a last quote, the way out. The pull quote is one of the
maker's quotes as the body prints it; the caption names who or what the photo shows.
Templates: generator/locales/*/content/w6_a_books.toml, slots ``mg_*``; ``{P:m|f}`` agrees
with the maker's sex.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.kit import Content
from surfaces.kit.novel import gendered
from surfaces.kit.story import tidy

ORDER = ("mg_open", "mg_detail", "mg_q1", "mg_past", "mg_process", "mg_day", "mg_trade",
         "mg_customer", "mg_hard", "mg_apprentice", "mg_future", "mg_q2", "mg_close")


def _person(rng: np.random.Generator, content: Content) -> dict[str, str]:
    for _ in range(40):
        sex = "f" if rng.random() < 0.5 else "m"
        first = content.fake.first_name_female() if sex == "f" else \
            content.fake.first_name_male()
        last = content.fake.last_name()
        if " " not in first and "-" not in first and " " not in last:
            break
    return {"name": f"{first} {last}", "first": first, "last": last, "sex": sex}


def feature_world(rng: np.random.Generator, content: Content, year: int) -> dict[str, Any]:
    """The profile's world in an issue of ``year``."""
    person = _person(rng, content)
    apprentice = _person(rng, content)  # of a known sex: "seule", "sola", "die" agree
    craft = content.record("mg_craft")
    years = int(rng.integers(8, 36))
    since = year - years
    start_age = int(rng.integers(22, 41))
    quotes = content._slot("mg_quote")
    picks = rng.choice(len(quotes), size=2, replace=False)
    values = {
        "full": person["name"], "first": person["first"], "last": person["last"],
        "town": content.city(), "city": content.city(), "birthplace": content.city(),
        "years": str(years), "since": str(since), "start_age": str(start_age),
        "born": str(since - start_age), "hard_year": str(int(rng.integers(since + 2, year))),
        # the craft's own figures, give or take a third: a violin's 200 hours, a bowl's 3
        "count": str(_about(rng, int(craft["count"]))), "hours": str(_about(rng, int(
            craft["hours"]))), "wait": str(int(rng.integers(3, 19))),
        "weekday": content.word("mg_weekday"), "age": str(year - since + start_age),
        "lease": str(year + int(rng.integers(2, 9))), "letters": str(int(rng.integers(8, 60)) * 10),
        "app_years": str(int(rng.integers(2, 7))), "apprentice": apprentice["name"],
        "weeks": str(int(rng.integers(3, 9))),
        **{k: v for k, v in craft.items() if isinstance(v, str)},
    }
    if content.lang != "en":  # a job title that agrees with the maker: Töpferin, potière
        values["job"] = craft["job_" + person["sex"]]
    return {"person": person, "apprentice": apprentice, "craft": craft, "values": values,
            # the shorter quote first: it is the one lifted out as the pull quote
            "quotes": sorted((quotes[int(i)] for i in picks), key=len),
            "writer": content.full_name(), "photographer": content.full_name(),
            "section": content.word("mg_section")}


def _about(rng: np.random.Generator, n: int) -> int:
    """``n`` give or take a third, rounded as a person says it (3, 25, 120, 600)."""
    value = n * float(rng.uniform(0.7, 1.35))
    step = 1 if value < 12 else 5 if value < 100 else 10 if value < 400 else 50
    return max(1, round(value / step) * step)


def quoted(content: Content, quote: str, tagged: bool) -> str:
    """``quote`` in the language's quotation marks; before a tag ("…,” she says") its full
    stop gives way as the language wants."""
    g = content.record("mg_grammar")
    if tagged and quote.endswith("."):
        quote = quote[:-1] + g["stop"]
    return g["open"] + quote + g["close"]


def _fill(content: Content, template: str, world: dict[str, Any], **more: str) -> str:
    roles = {"P": world["person"], "A": world["apprentice"]}
    text = content.fill(gendered(template, roles), **world["values"], **more)
    return tidy(content.lang, re.sub(r"\s+([,.])", r"\1", text))


def feature_text(rng: np.random.Generator, content: Content,
                 world: dict[str, Any]) -> dict[str, Any]:
    """Title, deck, body paragraphs, pull quote and caption of the profile."""
    q1, q2 = (_fill(content, q, world) for q in world["quotes"])
    forms = {"q1": quoted(content, q1, False), "q1c": quoted(content, q1, True),
             "q2": quoted(content, q2, False), "q2c": quoted(content, q2, True)}
    body = [_fill(content, content.word(slot), world, **forms) for slot in ORDER]
    # the pull quote is the first quote as the body prints it (without its closing stop,
    # which a quote before its tag gives up)
    return {"title": _fill(content, content.word("mg_title"), world),
            "deck": _fill(content, content.word("mg_deck"), world),
            "texts": body, "pull": q1[:-1] if q1.endswith(".") else q1,
            "caption": _fill(content, content.word("mg_caption"), world)}
