"""One internal memo as data: a matter (subject, body, to-dos) from its department's head.

The subject, every body sentence and the to-do list come from one record of the
language's ``g_docs_memo`` slot, filled with one weekday (``day``, and the working day
``before`` it) and one floor; the sender works in the record's department and the
closing line sends questions to that sender and department.
"""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.kit import Content, choice
from surfaces.kit.holidays import is_working_day
from surfaces.kit.numbers import month_in_date, random_day

_DAY_MONTH = {"en": "{m} {d}", "de": "{d}. {m}", "es": "{d} de {m}"}


# "{day}" not glued to a time of day ("{day}abend", "{day} evening", "{day} {matin|...") and
# not already dated: the memo names the day with its date, "on Friday (14 March)"
_BARE_DAY = re.compile(r"\{day\}(?=[\s.,;\"}|]|\{\||$)(?! ?(?:evening|morning|matin|soir|sera|"
                       r"\{morning|\{mattina|\{matin|\{por|\{dm\}|, dem))")


def _in_sentence(street: str, lang: str) -> str:
    """A street as a sentence names it: "la calle Valencia, 121" in Spanish."""
    first = street.split()[0]
    if lang == "es" and first in ("Calle", "Avenida", "Plaza", "Ronda", "Travesía"):
        return f"la {first.lower()} {street[len(first) + 1:]}"
    return street


def _dated(template: str) -> str:
    """The template with its first bare weekday followed by the date in brackets."""
    if "{dm}" in template:
        return template
    return _BARE_DAY.sub("{day} ({dm})", template, count=1)


def _dated_once(templates: list[str]) -> list[str]:
    """The body's templates with the date given once, where the day is first named
    (a second "(14 March)" repeats what the reader was just told)."""
    out = []
    for template in templates:
        done = any("{dm}" in t or _BARE_DAY.search(t) for t in out)
        out.append(template if done else _dated(template))
    return out


def _days(rng: np.random.Generator, lang: str,
          at: int) -> tuple[datetime.date, datetime.date]:
    """The matter's day (weekday ``at``) and the memo's date two to six days before it:
    both working days of the language's country, and so the days the memo names before
    and after the matter's (no "from Friday 25 December", no memo dated on Easter Monday)."""
    for _ in range(40):
        start = random_day(rng, 0, 900)
        target = start + datetime.timedelta(days=(at - start.weekday()) % 7)
        near = (target + datetime.timedelta(days=k) for k in (-1, 0, 1))
        if all(is_working_day(lang, d) for d in near if d.weekday() < 5):
            break
    issued = target - datetime.timedelta(days=int(choice(
        rng, [d for d in range(2, 7)
              if is_working_day(lang, target - datetime.timedelta(days=d))] or [7])))
    return target, issued


def sample_memo(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """subject, dept, sender, paragraphs (the last is the closing line) and to-dos."""
    record = content.record("g_docs_memo")
    at = int(rng.integers(1, 5))  # Tuesday to Friday: the day before is a working day too
    # the matter's day, named with its date where a policy starts ("From Friday 14
    # March"); a weekday alone means the first such day after the memo's date, so the memo
    # is dated two to six days before it, on a working day
    target, issued = _days(rng, content.lang, at)
    fixed = {"day": content.word_at("weekday_doc", at),
             "before": content.word_at("weekday_doc", at - 1),
             "after": content.word_at("weekday_doc", (at + 1) % 5),  # Friday's is Monday
             "floor": content.word("g_docs_floor"),
             # the building the memo is about and the help desk's line
             "street": _in_sentence(content.address().street, content.lang),
             "itext": str(int(rng.integers(100, 999))),
             "dm": _DAY_MONTH.get(content.lang, "{d} {m}").format(
                 d=target.day, m=month_in_date(target.month, content.lang))}
    body = [content.fill(t, **fixed) for t in _dated_once(record["body"])]
    cut = int(rng.integers(1, 3))
    paragraphs = [" ".join(body[:cut]), " ".join(body[cut:])]
    dept = record["dept"]
    paragraphs.append(content.ui("g_docs.memo_close", dept=dept,
                                 ext=str(int(rng.integers(200, 4900)))))
    tasks = [content.fill(t, **fixed) for t in record["tasks"]]
    keep = sorted(rng.choice(len(tasks), size=int(rng.integers(2, len(tasks) + 1)),
                             replace=False))
    return {"subject": content.fill(record["subject"], **fixed), "dept": dept,
            "sender": content.full_name(), "paragraphs": paragraphs,
            "tasks": [tasks[int(i)] for i in keep], "day": fixed["day"], "dm": fixed["dm"],
            "issued": issued, "target": target, "street": fixed["street"],
            # the file the body says is attached ("The seating plan ... is attached"),
            # named on the memo's enclosure line; a memo attaching nothing names none
            "enclosure": record.get("enclosure", "")}
