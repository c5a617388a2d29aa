"""A company's press release sampled as plain data, then written (press_release).

The world: a company (its legal form fits hundreds of staff), its domain, head office and
founding year (years before the release), its head count, one announcement of a kind of
``w6p_biz`` (generator/locales/*/content/w6_a_news.toml): 0 a product with a price and a
date it goes on sale, 1 a new site with an investment, jobs and an opening date, 2 a
partnership with a second company and a start date; the executive who is quoted, with a
title; the press officer. Every date of what comes next falls after the release's date.
"""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.kit import Content
from surfaces.kit.firm_age import founded_year, staff
from surfaces.kit.numbers import format_money, format_number, local_currency, month_in_date, quoted
from surfaces.kit.story import tidy


def _day(content: Content, day: datetime.date) -> str:
    return content.ui("w6n.day", month=month_in_date(day.month, content.lang), d=day.day)


def press_world(rng: np.random.Generator, content: Content, company: str) -> dict[str, Any]:
    """The release's world as plain data (see the module's docstring)."""
    city = content.city()
    biz = dict(content.record("w6p_biz"))
    kind = int(biz["k"])
    day = datetime.date(int(rng.integers(2024, 2027)), int(rng.integers(1, 10)),
                        int(rng.integers(1, 29)))
    nxt = day + datetime.timedelta(days=int(rng.integers(14, 90)))
    lo, hi = int(biz["lo"]), int(biz["hi"])
    amount = int(rng.integers(lo, hi + 1))
    if kind == 0:
        amount = amount - amount % 10 + 9 if amount >= 100 else amount  # $349, 89
    founded = founded_year(rng, company, day.year)  # an old family firm, a young one small
    jobs, employees = staff(rng, founded, day.year)  # the new jobs are a share of the staff
    exec_name = content.full_name()
    for _ in range(20):
        if content.sex_of(exec_name):
            break
        exec_name = content.full_name()
    partner = content.firm()
    for _ in range(80):  # its trade is the release's ("Despacho Ledesma" installs no panels)
        if not content.trade(partner) and partner != company:
            break
        partner = content.firm()
    contact = content.full_name()
    for _ in range(20):  # the press contact is not the executive's namesake
        if contact.split()[-1] != exec_name.split()[-1]:
            break
        contact = content.full_name()
    return {"company": company, "domain": content.domain(company), "city": city,
            "kind": kind, "biz": biz, "day": day.isoformat(), "next": nxt.isoformat(),
            "later": (nxt + datetime.timedelta(days=int(rng.integers(150, 400)))).isoformat(),
            "founded": founded, "employees": employees,
            "amount": amount, "jobs": jobs,
            "name": f"{content.word('w6p_brand')} {int(rng.integers(2, 9))}",
            "partner": partner, "exec": exec_name,
            "title": content.role("w6p_exec", exec_name), "contact": contact}


def _values(content: Content, world: dict[str, Any]) -> dict[str, str]:
    lang, biz = content.lang, world["biz"]
    nxt, later = (datetime.date.fromisoformat(world[k]) for k in ("next", "later"))
    money = format_money(world["amount"], lang, local_currency(lang), 0) \
        if world["kind"] == 0 else content.ui("w6n.million", n=str(world["amount"]))
    return {"company": world["company"], "city": world["city"], "a": biz["a"],
            "t": biz["t"], "n": biz["n"], "product": world["name"], "amount": money,
            "jobs": str(world["jobs"]), "partner": world["partner"],
            "next": _day(content, nxt), "month": month_in_date(later.month, lang),
            "year": str(later.year), "sector": biz["sector"], "makes": biz["makes"],
            "founded": str(world["founded"]),
            "employees": format_number(world["employees"], lang, 0),
            "exec": world["exec"], "title": world["title"]}


def write_release(content: Content, world: dict[str, Any]) -> dict[str, Any]:
    """Headline, subhead, body paragraphs, the executive's quote, what comes next and the
    boilerplate, all from ``world``."""
    k, v = world["kind"], _values(content, world)
    line = lambda pool: tidy(content.lang, content.sentence(pool, **v))  # noqa: E731
    quote = tidy(content.lang, content.sentence(f"w6p.quote{k}", **v))
    headline = tidy(content.lang, content.title(f"w6p.head{k}", **v))
    # the deck gives the figure the headline does not (a site's jobs or its investment),
    # and the lead below it tells who, what and where without printing that figure again
    deck = f"w6p.sub{k}" if k != 1 else \
        "hs.sub1_jobs" if v["amount"] in headline else "hs.sub1_money"
    return {"headline": headline,
            "subhead": tidy(content.lang, content.title(deck, **v)),
            "texts": [line(f"hs.lead{k}"),  # then both details of the announcement
                      " ".join(tidy(content.lang, d)
                               for d in content.sentences(f"w6p.detail{k}", 2, **v))],
            "quote": quoted(quote if quote.endswith(".") else quote + ".", content.lang),
            "speaker": f"— {world['exec']}, {world['title']}",
            "after": line(f"w6p.next{k}"),
            "blurb": line("w6p.about"), "values": v}

