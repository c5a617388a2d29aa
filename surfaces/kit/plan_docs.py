"""Two more document genres (kit/doc_genres.py), each sampled as a world before its text:
a project brief (its goal, what is in and out of scope, a budget whose lines add up to the
total it states, and its phases in order) and onboarding notes for a newcomer (the first
week's steps day by day, whom to ask for what, and what is good to know).

The sections come in the shape of ``report_sections`` (four ``{"heading", "texts",
"paras"}``, one perhaps a ``table``); the first stays first, the others' order is drawn
where real documents vary it."""

from __future__ import annotations

from typing import Any

import numpy as np

from generator import formats
from surfaces.kit import Content, choice
from surfaces.kit.holidays import working_day
from surfaces.kit.meeting_docs import TOPICS, after, clock, listed, people, section
from surfaces.kit.numbers import random_day
from surfaces.kit.status_world import day_month


def brief_world(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """``project`` (index ``k``), ``team``, ``day`` (of the brief), ``sponsor``/``lead``,
    ``lines`` (``item``, ``amount``) and their ``total``, ``phases`` (``name``, ``start``,
    ``end``, ``owner``; each after the one before)."""
    lang = content.lang
    k = int(rng.integers(0, TOPICS))
    team = people(content, 4)  # the sponsor, then the three phases' owners
    items = content.ui_list(f"hg.br.lines{k}")
    amounts = [int(rng.integers(4, 60)) * 500 for _ in items]
    day = working_day(lang, random_day(rng, 0, 700))
    start = after(lang, day, int(rng.integers(7, 30)))
    phases = []
    for j, name in enumerate(content.ui_list("hg.br.phases")):
        end = after(lang, start, int(rng.integers(10, 40)))
        phases.append({"name": name, "start": start, "end": end,
                       "owner": team[1 + j]})
        start = after(lang, end, 1)
    return {"k": k, "project": content.ui_list("hg.br.projects")[k],
            "team": content.word_at("hp_dept", int(rng.integers(0, 4))), "day": day,
            "sponsor": team[0], "lead": team[1], "people": team,
            "lines": [{"item": i, "amount": a} for i, a in zip(items, amounts, strict=True)],
            "total": sum(amounts), "phases": phases, "city": content.city(),
            "staff": int(rng.integers(12, 240))}


def brief_sections(rng: np.random.Generator, content: Content,
                   w: dict[str, Any]) -> list[dict[str, Any]]:
    """Goal, Scope, Budget and Timeline (the last three in a drawn order)."""
    lang, k = content.lang, w["k"]
    on = lambda day: day_month(day, lang)  # noqa: E731
    cur = formats.currency(lang)
    money = lambda v: formats.money(v, lang, cur, 0)  # noqa: E731
    end = w["phases"][-1]["end"]
    goal = [content.ui(f"hg.br.goal{k}", team=w["team"], city=w["city"], date=on(end),
                       n=str(w["staff"])),
            content.ui("hg.br.who", sponsor=w["sponsor"], lead=w["lead"])]
    ins, outs = content.ui_list(f"hg.br.in{k}"), content.ui_list(f"hg.br.out{k}")
    ins = [ins[int(i)] for i in rng.permutation(len(ins))[:int(rng.integers(2, len(ins) + 1))]]
    scope = [content.ui("hg.br.scope_in", items=listed(content, ins)),
             content.ui("hg.br.scope_out", item=str(choice(rng, outs)), lead=w["lead"])]
    big = max(w["lines"], key=lambda ln: ln["amount"])
    budget = [content.ui("hg.br.total", total=money(w["total"]), n=str(len(w["lines"])),
                         item=big["item"], big=money(big["amount"]))]
    table = [content.ui_list("hg.br.cols")] + [
        [ln["item"][0].upper() + ln["item"][1:], money(ln["amount"])] for ln in w["lines"]]
    table.append([content.ui("hg.br.sum"), money(w["total"])])
    plan = [content.ui(f"hg.br.phase{j}", phase=p["name"], a=on(p["start"]), b=on(p["end"]),
                       owner=p["owner"]) for j, p in enumerate(w["phases"])]
    heads = content.ui_list("hg.br.h")
    rest = [section(heads[1], scope, lang), section(heads[2], budget, lang, table),
            section(heads[3], plan, lang)]
    order = [[0, 1, 2], [0, 2, 1], [2, 0, 1]][int(rng.integers(0, 3))]
    return [section(heads[0], goal, lang), *(rest[i] for i in order)]


def onboarding_world(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """``newcomer``, ``manager``, ``buddy``, ``it`` (people), ``team``, ``days`` (the first
    week's five working days from the ``day`` of the start), ``ext`` (phone extensions),
    ``open``/``close`` (the office's hours) and ``review`` (after the start)."""
    lang = content.lang
    group = people(content, 5)
    day = working_day(lang, random_day(rng, 0, 700))
    days = [day]
    while len(days) < 5:
        days.append(after(lang, days[-1], 1))
    ext = [int(v) for v in rng.choice(np.arange(100, 900), 4, replace=False)]
    weeks = int(choice(rng, [4, 6, 8, 12]))
    return {"newcomer": group[0], "manager": group[1], "buddy": group[2], "it": group[3],
            "hr": group[4], "people": group, "day": day, "days": days, "ext": ext,
            "team": content.word_at("hp_dept", int(rng.integers(0, 4))),
            "open": 7 * 60 + 15 * int(rng.integers(0, 9)),  # 7:00 to 9:00
            "close": 16 * 60 + 30 + 15 * int(rng.integers(0, 9)),  # 16:30 to 18:30
            "weeks": weeks, "review": after(lang, day, 7 * weeks), "city": content.city()}


def onboarding_sections(rng: np.random.Generator, content: Content,
                        w: dict[str, Any]) -> list[dict[str, Any]]:
    """Welcome, First week, Contacts and Good to know (the last two in either order)."""
    lang = content.lang
    on = lambda day: day_month(day, lang)  # noqa: E731
    first = w["newcomer"].split()[0]
    names = {"first": first, "manager": w["manager"], "buddy": w["buddy"], "it": w["it"],
             "team": w["team"], "city": w["city"]}
    welcome = [content.ui("hg.ob.welcome", name=w["newcomer"], **{
        k: names[k] for k in ("team", "city")}, date=on(w["day"])),
               content.ui("hg.ob.people", **names)]
    steps = content.ui_list("hg.ob.steps")
    form = str(choice(rng, content.ui_list("hg.ob.on")))  # one form for the whole list
    week = [content.sound(form.format(date=on(d), what=steps[j].format(**names)))
            for j, d in enumerate(w["days"])]
    topics = content.ui_list("hg.ob.topics")
    who = [w["it"], w["hr"], w["manager"], w["buddy"]]
    table = [content.ui_list("hg.ob.cols")] + [
        [topics[j], who[j], str(w["ext"][j])] for j in range(4)]
    contacts = [content.ui("hg.ob.call", it=w["it"], ext=str(w["ext"][0])),
                content.ui("hg.ob.hr", hr=w["hr"], ext=str(w["ext"][1]))]
    good = [content.ui("hg.ob.hours", city=w["city"], open=clock(content, w["open"]),
                       close=clock(content, w["close"])),
            content.ui("hg.ob.review", manager=w["manager"], date=on(w["review"]),
                       n=str(w["weeks"]))]
    heads = content.ui_list("hg.ob.h")
    rest = [section(heads[2], contacts, lang, table), section(heads[3], good, lang)]
    if rng.random() < 0.5:
        rest.reverse()
    return [section(heads[0], welcome, lang), section(heads[1], week, lang), *rest]

