"""A company's press release sampled as plain data, then written (press_release).

The world: a company (its legal form fits hundreds of staff), its domain, head office and
founding year (years before the release), its head count, one announcement of a kind of
``w6p_biz`` (generator/locales/*/content/w6_a_news.toml): 0 a product with a price and a
date it goes on sale, 1 a new site with an investment, jobs and an opening date, 2 a
partnership with a second company and a start date; the executive who is quoted, with a
title; the press officer. Every date of what comes next falls after the release's date.

A new site is at one ``stage`` ("plan": plans confirmed today, building starts on ``next``;
"build": ground broken today) and has one hiring state (``hire``: "open" now, or "later"
from ``hire_day``); it opens in the month of ``later``, months or years after the release.
A partnership splits the work as the firm's profile says (``hst_roles2``: ``own``/``their``).
The executive's title fits the firm's legal form (``hst_exec``: a GmbH's Geschäftsführerin).
"""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.kit import Content
from surfaces.kit.firm_age import founded_year, staff
from surfaces.kit.holidays import public_holidays
from surfaces.kit.numbers import format_money, format_number, local_currency, month_in_date, quoted
from surfaces.kit.prose import end_sentence
from surfaces.kit.story import tidy


def _day(content: Content, day: datetime.date) -> str:
    return content.ui("w6n.day", month=month_in_date(day.month, content.lang), d=day.day)


def working_day(lang: str, day: datetime.date) -> datetime.date:
    """``day`` or the next working day: a firm sends no release on a Sunday or on 1 May in
    France (r56 0008)."""
    while day.weekday() >= 5 or day in public_holidays(lang, day.year):
        day += datetime.timedelta(days=1)
    return day


# the first year a firm of each w6p_biz trade (same order in every language) can have been
# founded: connected home devices (0) since the mid-1990s, fleet leasing (6) since the
# 1960s, solar installation (7) since 1990 (r67 0027: "werd in 1954 opgericht")
TRADE_SINCE = {0: 1995, 6: 1965, 7: 1990}


def press_world(rng: np.random.Generator, content: Content, company: str) -> dict[str, Any]:
    """The release's world as plain data (see the module's docstring)."""
    city = content.city()
    biz = dict(content.record("w6p_biz"))
    kind = int(biz["k"])
    day = working_day(content.lang, datetime.date(int(rng.integers(2024, 2027)),
                                                  int(rng.integers(1, 10)),
                                                  int(rng.integers(1, 29))))
    nxt = day + datetime.timedelta(days=int(rng.integers(14, 90)))
    lo, hi = int(biz["lo"]), int(biz["hi"])
    amount = int(rng.integers(lo, hi + 1))
    if kind == 0:
        amount = amount - amount % 10 + 9 if amount >= 100 else amount  # $349, 89
    # an old family firm, a young one small; none older than its trade
    since = TRADE_SINCE.get(content.data.SLOTS["w6p_biz"].index(biz), 0)
    founded = founded_year(rng, company, day.year, since)
    jobs, employees = staff(rng, founded, day.year)  # the new jobs are a share of the staff
    company = sized_form(company, employees, content.lang)
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
    later = nxt + datetime.timedelta(days=int(rng.integers(150, 400)))
    world = {"company": company, "domain": national_domain(content, company), "city": city,
             "kind": kind, "biz": biz, "day": day.isoformat(), "next": nxt.isoformat(),
             "later": later.isoformat(),
             "founded": founded, "employees": employees,
             "amount": amount, "jobs": jobs,
             "name": f"{content.word('w6p_brand')} {int(rng.integers(2, 9))}",
             "partner": partner, "exec": exec_name,
             "title": exec_title(rng, content, company, exec_name), "contact": contact}
    # the testers who gave feedback: a number the firm's size makes plausible (r90 0005:
    # "über 400 Testern am Firmensitz" of a firm of 40)
    testers = max(20, int(employees * rng.uniform(1.5, 4)))
    step = 10 if testers < 200 else 50 if testers < 1000 else 100
    world["testers"] = testers - testers % step
    if kind == 1:
        world.update(_site(rng, day))
    if kind == 2:
        world.update(_roles(content, biz))
    return world


# a small firm's legal form and the one a firm of hundreds of staff has (r64 0001: an S.L. of
# 2.700); a German GmbH or a Dutch B.V. of any size is common, so they keep theirs
BIG_FORM = {"es": ("S.L.", "S.A."), "it": ("S.r.l.", "S.p.A."), "fr": ("SARL", "SA")}
BIG_STAFF = 250


def sized_form(company: str, employees: int, lang: str) -> str:
    """``company`` under the legal form its head count has."""
    small, big = BIG_FORM.get(lang, ("", ""))
    if small and employees > BIG_STAFF and company.endswith(f" {small}"):
        return f"{company[:-len(small)]}{big}"
    return company


def _site(rng: np.random.Generator, day: datetime.date) -> dict[str, Any]:
    """A new site's one stage, its one hiring state and an opening months or years away."""
    stage = "plan" if rng.random() < 0.5 else "build"
    start = day + datetime.timedelta(days=int(rng.integers(30, 120)))  # building starts
    opens = day + datetime.timedelta(days=int(rng.integers(*((420, 900) if stage == "plan"
                                                             else (240, 640)))))
    hire = "open" if stage == "build" and (opens - day).days < 420 and rng.random() < 0.6 \
        else "later"
    hire_day = opens - datetime.timedelta(days=int(rng.integers(90, 180)))
    return {"stage": stage, "hire": hire, "next": start.isoformat(),
            "later": opens.isoformat(), "hire_day": max(hire_day, start).isoformat()}


def national_domain(content: Content, company: str) -> str:
    """The firm's domain under its country's code: a German KG at .de, not .com (English
    keeps .com)."""
    domain = content.domain(company)
    if content.lang == "en":
        return domain
    return re.sub(r"\.com$", "." + content.lang, domain)


def exec_title(rng: np.random.Generator, content: Content, company: str, person: str) -> str:
    """The quoted executive's title as the firm's legal form has it (``hst_exec`` records:
    ``forms`` a pattern of legal forms, "" for any; a GmbH has a Geschäftsführer, an AG a
    Vorstandsvorsitzende), in the person's gender."""
    rows = [r for r in content._slot("hst_exec") if re.search(r["forms"], company)] or \
        [r for r in content._slot("hst_exec") if not r["forms"]]
    row = rows[int(rng.integers(len(rows)))]
    return row.get(content.sex_of(person) or "m", row["m"])


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
            "testers": format_number(world.get("testers", 20), lang, 0),
            "exec": world["exec"], "title": world["title"],
            **_site_values(lang, world), "own": world.get("own", ""),
            "their": world.get("their", "")}


def _roles(content: Content, biz: dict[str, Any]) -> dict[str, str]:
    """A partnership's split of the work (``hst_roles2``, by what the firm ``makes``)."""
    if biz["k"] != "2":
        return {}
    row = next(r for r in content._slot("hst_roles2") if biz["makes"].startswith(r["makes"]))
    return {"own": row["own"], "their": row["their"]}


def _site_values(lang: str, world: dict[str, Any]) -> dict[str, str]:
    if "hire_day" not in world:
        return {}
    hire = datetime.date.fromisoformat(world["hire_day"])
    return {"hmonth": month_in_date(hire.month, lang), "hyear": str(hire.year)}


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
    texts, after = _body(content, world, v)
    return {"headline": headline,
            "subhead": tidy(content.lang, content.title(deck, **v)),
            "texts": texts,
            "quote": quoted(end_sentence(quote), content.lang),
            "speaker": f"— {world['exec']}, {world['title']}",
            "after": after, "blurb": line("w6p.about"), "values": v,
            # the one date of what comes next (a site being built: the month it opens)
            "next_day": v["next"] if world.get("stage") != "build" else
            v["month"]}


def _body(content: Content, world: dict[str, Any], v: dict[str, str]) -> tuple[list[str], str]:
    """The lead, the details and what comes next. A site is told at its one stage with its
    one hiring state; a partnership splits the work as the firm's profile does."""
    k = world["kind"]
    line = lambda pool: tidy(content.lang, content.sentence(pool, **v))  # noqa: E731
    if k == 1:
        stage, hire = world["stage"], world["hire"]
        lead = line("hs.lead1" if stage == "plan" else "hst.lead1_build")
        details = [line("hst.start1")] if stage == "plan" else []
        details.append(line("hst.power1"))
        return [lead, " ".join(details)], f"{line('hst.open1')} {line('hst.hire_' + hire)}"
    if k == 2:
        return [line("hs.lead2"), f"{line('hst.roles2')} {line('hst.jobs2')}"], \
            line("w6p.next2")
    details = " ".join(tidy(content.lang, d)
                       for d in content.sentences(f"w6p.detail{k}", 2, **v))
    return [line(f"hs.lead{k}"), details], line(f"w6p.next{k}")

