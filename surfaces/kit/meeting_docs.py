"""Two more document genres (kit/doc_genres.py), each sampled as a world before its text:
meeting minutes (a team's meeting on one day, from one time to another, its attendees,
what was said, decided, and the action items with owners and due dates after the meeting)
and an incident post-mortem (a service's outage from its start to its end, the timeline's
times in order, the stated duration the end minus the start, its impact and follow-ups).

Both give ``sections`` in the shape ``report_sections`` gives (four, each ``{"heading",
"texts", "paras"}``, one perhaps a ``table``); every 8+-word sentence names a person, a
date, a time or a figure of the page's world, so two pages rarely print the same one."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from generator import formats
from surfaces.kit import Content, choice
from surfaces.kit.holidays import working_day
from surfaces.kit.numbers import random_day
from surfaces.kit.status_world import day_month, elide

TOPICS = 3  # hg.mt.topics / hg.pm.services: each with its own points, decisions, actions


def after(lang: str, day: datetime.date, days: int) -> datetime.date:
    """The first working day ``days`` after ``day``."""
    return working_day(lang, day + datetime.timedelta(days=days))


def dues(lang: str, day: datetime.date, offsets: list[int]) -> list[datetime.date]:
    """Working days ``offsets`` after ``day``, each after the one before (two offsets that
    fall on one weekend never give one date twice)."""
    out: list[datetime.date] = []
    for d in sorted(offsets):
        due = after(lang, day, d)
        out.append(due if not out or due > out[-1] else after(lang, out[-1], 1))
    return out


def people(content: Content, n: int) -> list[str]:
    """``n`` full names, no two with the same surname."""
    out: list[str] = []
    for _ in range(20 * n):
        name = content.full_name()
        if all(name.split()[-1] != p.split()[-1] for p in out):
            out.append(name)
        if len(out) == n:
            break
    return out


def listed(content: Content, names: list[str]) -> str:
    """Names joined as the language lists them ("A, B and C")."""
    if len(names) == 1:
        return names[0]
    return content.ui("hg.and", a=", ".join(names[:-1]), b=names[-1])


def section(heading: str, paras: list[str], lang: str,
            table: list[list[str]] | None = None) -> dict[str, Any]:
    paras = [elide(p, lang) for p in paras]
    sec: dict[str, Any] = {"heading": heading, "texts": [" ".join(paras)], "paras": paras}
    if table:
        sec["table"] = table
    return sec


def tasks(content: Content, items: list[dict[str, Any]], on: Any) -> list[str]:
    """One sentence per task (``owner``, ``what``, ``due``), each in another of the three
    forms: a list of "X will ... by ..." says its frame twice."""
    return [content.ui(f"hg.mt.action{k % 3}", owner=a["owner"], what=a["what"],
                       date=on(a["due"])) for k, a in enumerate(items)]


def clock(content: Content, minute: int, cell: bool = False) -> str:
    """A time of day: in a table's cell as the UI shows it, in a sentence as running text
    writes it (French "15 h 50", not "15:50" with no space before its colon)."""
    if cell:
        return content.format_time(minute // 60, minute % 60)
    return formats.text_clock(minute // 60, minute % 60, content.lang)


def minutes_world(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """``topic`` (its index ``k``), ``team``, ``day``, ``start``/``end`` (minutes of the
    day), ``present`` (the chair first, the note-taker last), ``absent``, ``actions``
    (``what``, ``owner``, ``due`` after the meeting, in order) and ``next`` meeting."""
    lang = content.lang
    k = int(rng.integers(0, TOPICS))
    group = people(content, int(rng.integers(4, 7)))
    absent = group[-1:] if rng.random() < 0.5 else []
    present = group[:len(group) - len(absent)]
    day = working_day(lang, random_day(rng, 0, 700))
    start = int(choice(rng, list(range(8 * 60 + 30, 16 * 60, 30))))
    end = start + int(choice(rng, [30, 45, 60, 75, 90]))
    pool = content.ui_list(f"hg.mt.act{k}")
    # two or three actions, each its own owner (never the chair): one name, one task
    owners = [present[1 + int(i)] for i in rng.permutation(len(present) - 1)]
    picks = rng.permutation(len(pool))[:min(len(owners), int(rng.integers(2, 4)))]
    days = dues(lang, day, [int(v) for v in rng.choice(np.arange(3, 25), len(picks),
                                                         replace=False)])
    actions = [{"what": pool[int(i)], "owner": owners[n], "due": d}
               for n, (i, d) in enumerate(zip(picks, days, strict=True))]
    meet = after(lang, day, int(choice(rng, [7, 14, 21])))
    while any(a["due"] == meet for a in actions):  # the next meeting on a day of its own
        meet = after(lang, meet, 1)
    return {"k": k, "topic": content.ui_list("hg.mt.topics")[k],
            "about": content.ui_list("hg.mt.about")[k],
            "team": content.word_at("hp_dept", int(rng.integers(0, 4))), "day": day,
            "start": start, "end": end, "present": present, "absent": absent,
            "people": group, "actions": actions, "city": content.city(),
            "next": meet,
            "soon": after(lang, day, int(rng.integers(4, 30)))}


def minutes_sections(rng: np.random.Generator, content: Content,
                     w: dict[str, Any]) -> list[dict[str, Any]]:
    """Details, Discussion, Decisions and Action items, each from ``w``."""
    lang, k, present = content.lang, w["k"], w["present"]
    on = lambda day: day_month(day, lang)  # noqa: E731
    chair, taker = present[0], present[-1]
    details = [content.ui("hg.mt.open", team=w["team"], city=w["city"], date=on(w["day"]),
                          start=clock(content, w["start"]), end=clock(content, w["end"]),
                          about=w["about"]),
               content.ui("hg.mt.present", names=listed(content, present))]
    if w["absent"]:
        details.append(content.ui("hg.mt.absent", name=w["absent"][0]))
    details.append(content.ui("hg.mt.chair", chair=chair, taker=taker))
    speakers = [present[int(i)] for i in rng.permutation(len(present))[:2]]
    talk = [content.ui(f"hg.mt.point{k}_{j}", who=speakers[j], date=on(w["soon"]))
            for j in range(2)]
    decs = content.ui_list(f"hg.mt.dec{k}")
    pick = sorted(int(i) for i in rng.choice(len(decs), 2, replace=False))
    decided = [content.ui("hg.mt.agreed", chair=chair, what=decs[pick[0]]),
               content.ui("hg.mt.also", what=decs[pick[1]], date=on(w["next"]))]
    acts = tasks(content, w["actions"], on)
    acts.append(content.ui("hg.mt.next", date=on(w["next"]),
                           time=clock(content, w["start"])))
    table = [content.ui_list("hg.mt.cols")] + [
        [a["what"][0].upper() + a["what"][1:], a["owner"], content.format_date(a["due"])]
        for a in w["actions"]]
    heads = content.ui_list("hg.mt.h")
    return [section(heads[0], details, lang), section(heads[1], talk, lang),
            section(heads[2], decided, lang), section(heads[3], acts, lang, table)]


def postmortem_world(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """``service`` (its index ``k``), ``day``, the ``times`` (minutes of the day: start,
    detected, cause found, fix, end, in order), ``minutes`` (end - start), the impact
    (``orders``, ``peak`` %, ``lost`` = orders x ``basket``), ``cause`` and ``follow``."""
    lang = content.lang
    k = int(rng.integers(0, TOPICS))
    start = int(rng.integers(7 * 60, 17 * 60))
    detect = start + int(rng.integers(3, 16))
    found = detect + int(rng.integers(10, 60))
    fix = found + int(rng.integers(8, 50))
    end = fix + int(rng.integers(5, 30))
    day = working_day(lang, random_day(rng, 0, 700))
    team = people(content, 4)
    orders = int(rng.integers(20, 900))
    basket = int(rng.integers(25, 140))
    causes = content.ui_list(f"hg.pm.cause{k}")
    c = int(rng.integers(0, len(causes)))
    follow = [{"what": content.ui_list(f"hg.pm.fix{k}")[j], "owner": team[1 + j], "due": d}
              for j, d in enumerate(dues(lang, day, [int(v) for v in rng.choice(
                  np.arange(3, 30), 2, replace=False)]))]
    return {"k": k, "service": content.ui_list("hg.pm.services")[k], "day": day,
            "times": [start, detect, found, fix, end], "minutes": end - start,
            "people": team, "orders": orders, "basket": basket, "lost": orders * basket,
            "peak": int(rng.integers(8, 70)), "cause": causes[c], "c": c,
            "follow": follow, "city": content.city()}


def postmortem_sections(rng: np.random.Generator, content: Content,
                        w: dict[str, Any]) -> list[dict[str, Any]]:
    """Summary, Timeline, Impact and Follow-ups (Timeline and Impact in either order)."""
    lang = content.lang
    on = lambda day: day_month(day, lang)  # noqa: E731
    t = [clock(content, m) for m in w["times"]]
    lead, oncall = w["people"][0], w["people"][1]
    service = content.ui_list("hg.pm.the")[w["k"]]
    summary = [content.ui("hg.pm.open", service=service, date=on(w["day"]), start=t[0],
                          end=t[4], n=str(w["minutes"])),
               content.ui("hg.pm.cause", cause=w["cause"], lead=lead)]
    steps = content.ui_list("hg.pm.steps")
    rows = [[clock(content, w["times"][j], cell=True), (steps[j].format(who=oncall) if j == 1 else steps[j])]
            for j in range(len(t))]
    timeline = [content.ui("hg.pm.t_detect", who=oncall, time=t[1], min=str(w["times"][1] -
                                                                            w["times"][0])),
                content.ui("hg.pm.t_fix", time=t[3], found=t[2]),
                content.ui("hg.pm.t_end", time=t[4], service=service)]
    currency = formats.currency(lang)
    impact = [content.ui("hg.pm.orders", n=str(w["orders"]),
                         peak=formats.percent(w["peak"], lang, 0), city=w["city"]),
              content.ui("hg.pm.lost", lost=formats.money(w["lost"], lang, currency, 0),
                         basket=formats.money(w["basket"], lang, currency, 0))]
    follow = tasks(content, w["follow"], on)
    follow.append(content.ui("hg.pm.review", lead=lead))
    heads = content.ui_list("hg.pm.h")
    cols = content.ui_list("hg.pm.cols")
    mid = [section(heads[1], timeline, lang, [cols, *rows]), section(heads[2], impact, lang)]
    if rng.random() < 0.5:
        mid.reverse()
    return [section(heads[0], summary, lang), *mid, section(heads[3], follow, lang)]
