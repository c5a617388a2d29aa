"""A project's status update sampled as data before its text: the project (a website
relaunch, an office move, a new CRM system), its five milestones in their order, each with
an owner and a due date (working days, ten to twenty-five days apart), the day of the
update (after the last milestone done, before the next is due) and perhaps a delay of the
milestone in progress, which moves it and every milestone after it by the same weeks.

``status_sections`` writes the update in the shape of ``report_sections`` (Summary,
Progress, Milestones, Next steps; ``paras`` and a ``table``), every sentence from the
world: the count of milestones done is the count the table marks done, each date is the
milestone's own, and no sentence is said twice."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.kit import Content, choice
from surfaces.kit.holidays import working_day
from surfaces.kit.numbers import month_in_date, random_day
from surfaces.kit.report_world import tradeless_firm

_DAY_MONTH = {"en": "{m} {d}", "de": "{d}. {m}", "es": "{d} de {m}"}
DONE, RUNNING, LATE, PLANNED = range(4)  # qs.states


def day_month(day: datetime.date, lang: str) -> str:
    """The day as a sentence names it, without its year ("March 4", "4. März", "1er mars")."""
    first = {"fr": "1er", "it": "1º"}
    d = first.get(lang, "1") if day.day == 1 else str(day.day)
    return _DAY_MONTH.get(lang, "{d} {m}").format(d=d, m=month_in_date(day.month, lang))


_ELIDE = re.compile(r"\b(il|al|del|dal) (?=(?:8|11)\b)")
_ELIDED = {"il": "l'", "al": "all'", "del": "dell'", "dal": "dall'"}


def elide(text: str, lang: str) -> str:
    """Italian elides the article before a day said with a vowel: "l'8 marzo", "all'11"."""
    return _ELIDE.sub(lambda m: _ELIDED[m.group(1)], text) if lang == "it" else text


def _after(lang: str, day: datetime.date, days: int) -> datetime.date:
    return working_day(lang, day + datetime.timedelta(days=days))


def status_world(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """``project`` (its name), ``milestones`` (``name``, ``owner``, ``due``, ``state``),
    ``done`` (how many are done), ``day`` (of the update), ``began`` (the running one's
    start), ``weeks`` (its delay, 0 on schedule), ``city`` and the three ``people``."""
    lang = content.lang
    k = int(rng.integers(0, 3))
    names = content.ui_list(f"qs.ms{k}")
    people = []
    while len(people) < 3:
        name = content.full_name()
        if all(name.split()[-1] != p.split()[-1] for p in people):
            people.append(name)
    due = [working_day(lang, random_day(rng, 0, 700))]
    for _ in names[1:]:
        due.append(_after(lang, due[-1], int(rng.integers(10, 26))))
    # two done (one done reads "1 of the 5 milestones are"; a third would go unnamed in the
    # progress, which names the two: r67 0013), the running one never the last
    done = 2
    began = _after(lang, due[done - 1], 1)
    span = max(0, (due[done] - began).days - 2)
    day = working_day(lang, began + datetime.timedelta(days=int(rng.integers(0, span + 1))))
    if day >= due[done]:
        day = began
    weeks = int(choice(rng, [0, 0, 2, 3]))
    shift = datetime.timedelta(weeks=weeks)
    owners = [people[int(rng.integers(0, 3))] for _ in names]
    milestones = [{"name": n, "owner": owners[i],
                   "due": due[i] if i < done else working_day(lang, due[i] + shift),
                   "state": DONE if i < done else (LATE if weeks else RUNNING) if i == done
                   else PLANNED} for i, n in enumerate(names)]
    return {"project": content.ui_list("qs.projects")[k], "kind": k, "milestones": milestones,
            "done": done, "day": day, "began": began, "weeks": weeks, "people": people,
            "city": content.city(), "why": str(choice(rng, content.ui_list("qs.why")))}


def status_org(rng: np.random.Generator, content: Content) -> str:
    """The firm that runs the project: one whose name claims no trade of its own."""
    return tradeless_firm(content)


def status_sections(rng: np.random.Generator, content: Content,
                    w: dict[str, Any]) -> list[dict[str, Any]]:
    """Summary, Progress, Milestones and Next steps, as ``report_sections`` gives them."""
    lang, ms, done = content.lang, w["milestones"], w["done"]
    on = lambda day: day_month(day, lang)  # noqa: E731
    cur, last = ms[done], ms[-1]
    # the count said with the end date, never alone ("So far, 2 of the 5 milestones are
    # complete." was one sentence on a page in four)
    count = {"done": str(done), "total": str(len(ms)), "end": on(last["due"])}
    summary = [content.ui("qs.intro", project=w["project"], city=w["city"], date=on(w["day"])),
               content.ui("qs.behind", m=cur["name"], weeks=str(w["weeks"]), **count)
               if w["weeks"] else content.ui("qs.on_track", **count)]
    prev = ms[done - 1]
    progress = [content.ui("qs.done", owner=prev["owner"], m=prev["name"], date=on(prev["due"]))]
    for m in reversed(ms[:done - 1]):  # every milestone the count says is done is named
        progress[0] += " " + content.ui("qs.done_before", m=m["name"], date=on(m["due"]))
    progress.append(content.ui("qs.delay", m=cur["name"], why=w["why"], owner=cur["owner"],
                               date=on(cur["due"])) if w["weeks"] else
                    content.ui("qs.current", m=cur["name"], date=on(w["began"]),
                               owner=cur["owner"]))
    plan = [] if w["weeks"] else [content.ui("qs.due", m=cur["name"], date=on(cur["due"]))]
    plan.append(content.ui("qs.final", m=last["name"], date=on(last["due"])))
    states = content.ui_list("qs.states")
    table = [content.ui_list("qs.cols")] + [
        [m["name"], m["owner"], content.format_date(m["due"]), states[m["state"]]] for m in ms]
    meet = _after(lang, w["day"], int(rng.integers(1, 6)))
    lines = [content.ui("qs.meeting", owner=w["people"][0], date=on(meet), m=cur["name"]),
             content.ui("qs.next_update", date=on(_after(lang, w["day"], 14))),
             # another of the team: not "… Elke Scharf. Questions: Elke Scharf." (r72 0002)
             content.ui("qs.questions", owner=w["people"][1])]
    pick = sorted(int(i) for i in rng.choice(3, 2, replace=False))
    nxt_paras = [lines[i] for i in pick]
    heads = content.ui_list("qs.h")
    summary, progress, plan, nxt_paras = ([elide(t, lang) for t in part] for part in (
        summary, progress, plan, nxt_paras))
    return [{"heading": heads[0], "texts": [" ".join(summary)]},
            {"heading": heads[1], "texts": [" ".join(progress)], "paras": progress},
            {"heading": heads[2], "texts": [" ".join(plan)], "table": table},
            {"heading": heads[3], "texts": [" ".join(nxt_paras)], "paras": nxt_paras}]
