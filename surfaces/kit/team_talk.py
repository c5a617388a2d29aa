"""A work channel written as exchanges between its members: a question is followed by an
answer that fits it (a request for a link gets a link) from someone else, and thanks come
from the asker after the answer; an update may get an acknowledgement; a lunch proposal is
posted before the time it names. Every name a message holds is a member's, never the
poster's own. Times are minutes of one working day, increasing. Given the calendar ``day``
the talk happens on, a weekday it names is true of that calendar: "the slides from Monday"
names a working day a few days back, "due on Thursday" one a few days ahead."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from generator.content import Content
from surfaces.kit.holidays import is_working_day

# the entries whose {chat_day} is a day gone by (hchat_ex 2: "the slides from {chat_day}",
# the same index in every language); every other {chat_day} is a day to come
PAST = {("ask", 2)}

KINDS = ("ask", "say", "lunch")
# hchat_thanks 0 ("Thanks, that helps a lot") thanks for information: it follows only the
# hchat_ex answers that give some (1 who owns it, 2 and 5 a link), never "Fine by me, I'll
# update the plan" or "On it" (r69 0023)
HELPFUL = 0
INFORMS = (1, 2, 5)
# hchat_say 6: "{name} is taking over the {chat_task} while I'm away" (the same index in every
# language): its poster is away from then on, and posts nothing more (r52 0016)
AWAY = ("say", 6)


def _other(rng: np.random.Generator, n: int, *not_: int) -> int:
    free = [i for i in range(n) if i not in not_] or list(range(n))
    return int(free[int(rng.integers(len(free)))])


def _msg(who: int, text: str, minute: int, kind: str) -> dict[str, Any]:
    return {"who": who, "text": text, "minute": minute, "kind": kind}


def link(rng: np.random.Generator, content: Content, domain: str | None = None) -> str:
    """A share link on the team's own drive (``drive.<the org's domain>``; a short random
    token); without the org's ``domain``, one company's drive drawn here."""
    token = "".join("abcdefghjkmnpqrstuvwxyz23456789"[int(i)] for i in rng.integers(0, 31, 7))
    return f"https://drive.{domain or content.domain(content.company())}/s/{token}"


def _fresh(rng: np.random.Generator, content: Content, used: set[Any]) -> dict[str, str]:
    """The task and feature one exchange talks about: the same in its question and answer,
    and none a page's earlier exchange talked about (no "who is doing the mobile mock-up?"
    two days after the team reviewed it); a list pinned for the slot is drawn from."""
    out = {}
    for key in ("chat_task", "chat_feature"):
        pinned = content._pinned.get(key)  # a channel's own tasks (#backend: the builds')
        words = [str(w) for w in (pinned if isinstance(pinned, list) else
                                  content.data.SLOTS[key])]
        pool = [w for w in words if (key, w) not in used] or words
        out[key] = pool[int(rng.integers(len(pool)))]
        used.add((key, out[key]))
    return out


def named_day(rng: np.random.Generator, content: Content, day: datetime.date,
              past: bool) -> str:
    """The weekday name of a working day 2-5 days before (``past``) or after ``day``: near
    enough that its name is unambiguous, far enough to stay so for the day before."""
    sign = -1 if past else 1
    near = [day + datetime.timedelta(days=sign * k) for k in range(2, 6)]
    near = [d for d in near if is_working_day(content.lang, d)] or [
        d for d in near if d.weekday() < 5]
    pick = near[int(rng.integers(len(near)))]
    return content.word_at("chat_day", pick.weekday())


def unit(rng: np.random.Generator, content: Content, people: list[str], kind: str,
         minute: int, used: set[Any], domain: str | None = None,
         avoid: tuple[int, ...] = (), day: datetime.date | None = None) -> list[dict[str, Any]]:
    """One exchange of ``kind`` ("ask", "say" or "lunch") opening at ``minute``; its first
    message opens it, the others reply to it. ``used`` holds the entries already taken;
    ``domain`` is the org's (its drive links); ``avoid``: people who must not open it (the
    last poster: nobody posts unrelated lines three times in a row)."""
    first = [p.split()[0] for p in people]
    table = content.data.SLOTS[{"ask": "hchat_ex", "say": "hchat_say",
                                "lunch": "hchat_lunch"}[kind]]
    fits = [i for i in range(len(table)) if (kind, i) not in used
            and (kind != "lunch" or table[i]["at"] - 150 <= minute <= table[i]["at"] - 20)]
    if not fits:
        return []
    i = int(fits[int(rng.integers(len(fits)))])
    used.add((kind, i))
    entry = table[i]
    gone = [t[1] for t in used if t[0] == "away"]
    opener = _other(rng, len(people), *avoid, *gone)
    other = _other(rng, len(people), opener, *gone)
    third = first[_other(rng, len(people), opener, other, *gone)]
    if (kind, i) == AWAY:
        used.add(("away", opener))
    words = _fresh(rng, content, used)
    if day is not None:
        words["chat_day"] = named_day(rng, content, day, (kind, i) in PAST)
    if kind == "say":
        out = [_msg(opener, content.fill(entry["say"], name=first[other], me=people[opener],
                                         **words), minute, "say")]
        if rng.random() < 0.45:
            out.append(_msg(other, content.fill(entry["ack"], me=people[other], **words),
                            minute, "ack"))
    else:
        ask = content.fill(entry["ask"], me=people[opener], you=people[other], **words)
        answer = content.fill(entry["answer"], name=third, link=link(rng, content, domain),
                              me=people[other], you=people[opener], **words)
        out = [_msg(opener, ask, minute, kind), _msg(other, answer, minute, "answer")]
        if kind == "ask" and rng.random() < 0.75:
            said = [t for k, t in enumerate(content.data.SLOTS["hchat_thanks"])
                    if ("thanks", t) not in used and (k != HELPFUL or i in INFORMS)]
            said = said or [t for k, t in enumerate(content.data.SLOTS["hchat_thanks"])
                            if k != HELPFUL or i in INFORMS]
            pick = str(said[int(rng.integers(len(said)))])
            used.add(("thanks", pick))  # nobody thanks with the same words twice a page
            thanks = content.fill(pick, name=first[other])
            out.append(_msg(opener, thanks, minute, "thanks"))
    for k, m in enumerate(out):
        m["entry"] = i  # which line of the table (a reaction fits what was said)
        minute += int(rng.integers(1, 9)) if k else 0
        m["minute"] = minute
        m["names"] = [f for f in first if re.search(rf"(?<!\w){re.escape(f)}(?!\w)", m["text"])]
    return out


def units(rng: np.random.Generator, content: Content, people: list[str], n: int,
          start: int | None = None, first: str | None = None,
          used: set[Any] | None = None, domain: str | None = None,
          day: datetime.date | None = None) -> list[list[dict[str, Any]]]:
    """About ``n`` messages as exchanges (lists of messages), the day's first at ``start``
    (a morning minute by default); ``first`` forces the kind of the first exchange; ``used``
    (shared between calls) keeps one page from repeating an exchange; ``domain``: the org's;
    ``day``: the calendar day talked on (the weekdays the talk names fit it)."""
    minute = int(rng.integers(8 * 60 + 30, 11 * 60)) if start is None else start
    used = set() if used is None else used
    domain = domain or content.domain(content.company())  # one firm's drive for the page
    out: list[list[dict[str, Any]]] = []
    count = 0
    while count < n and minute < 18 * 60:
        kind = first if first and not out else str(rng.choice(KINDS, p=[0.45, 0.4, 0.15]))
        avoid = (out[-1][-1]["who"], out[-1][0]["who"]) if out else ()
        got = unit(rng, content, people, kind, minute, used, domain, avoid, day) or \
            unit(rng, content, people, "say", minute, used, domain, avoid, day)
        if not got:
            break
        out.append(got)
        count += len(got)
        minute = got[-1]["minute"] + int(rng.integers(8, 45))
    return out


def clock(content: Content, minute: int) -> str:
    """A minute of the day as the language writes a clock time."""
    return content.format_time(minute // 60, minute % 60)


def flatten(parts: list[list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """The exchanges' messages in posting order."""
    return [m for part in parts for m in part]


def members(content: Content, n: int) -> list[str]:
    """``n`` full names with different first names (a message naming "Vince" is clear)."""
    out: list[str] = []
    for _ in range(12 * n):
        name = content.full_name()
        if name.split()[0] not in {p.split()[0] for p in out}:
            out.append(name)
        if len(out) == n:
            break
    return out
