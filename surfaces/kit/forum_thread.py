"""One forum thread sampled as a small world: a device, its owner's question, a helper's
answer and the owner's follow-up, all about the same thing (generator/locales/*/content/
h_media.toml, slot ``forum_thread``); shared by the phpBB board and the BBS terminal."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.kit import Content, choice
from surfaces.kit.clock import near_weekday
from surfaces.kit.feature_world import WORDS
from surfaces.kit.numbers import format_money


def past_season(content: Content, when: datetime.datetime | None) -> str:
    """When the helper had "the same thing": "last month", or the season before the one
    ``when`` (the reply's date) falls in, on a northern-hemisphere calendar (a reply of
    15 March says "last winter", never "in the spring"); without a date, "last month"."""
    words = content.ui_list("w11.thread_when")  # last month, winter, spring, summer, autumn
    if when is None:
        return words[0]
    now = when.month % 12 // 3  # 0 winter (Dec-Feb), 1 spring, 2 summer, 3 autumn
    return words[1 + (now - 1) % 4]


def _day(rng: np.random.Generator, content: Content, moment: datetime.datetime | None,
         after: bool) -> dict[str, str]:
    """The {weekday} a post dated ``moment`` names: a working day 2-6 days before it (the
    update, the power cut) or after it (the shop visit); none fixed without a date."""
    if moment is None:
        return {}
    return {"weekday": content.word_at("weekday", near_weekday(rng, moment.date(), after))}


def thread_facts(rng: np.random.Generator, lang: str) -> dict[str, str]:
    """The thread's own numbers, which its posts quote: the device's age in years (a word),
    its price new, a used one's and a repair's (about half of it), the asker's budget and a
    spare part's price ("a new adapter cost $18"), in the language's currency."""
    words = WORDS[lang].split()
    new = int(rng.integers(12, 60)) * 10
    cur = "USD" if lang == "en" else "EUR"

    def money(value: float) -> str:
        return format_money(round(value / 5) * 5, lang, cur, 0)
    return {"years": words[int(rng.integers(4, 10))], "age": words[int(rng.integers(1, 6))],
            "price": money(new), "used": money(new * float(rng.uniform(0.4, 0.6))),
            "repair": money(new * float(rng.uniform(0.4, 0.5))),
            "budget": money(int(choice(rng, [150, 200, 250, 300, 400]))),
            "part": format_money(int(rng.integers(12, 36)), lang, cur, 0)}


def sample_thread(rng: np.random.Generator, content: Content, helper: str,
                  when: datetime.datetime | None = None,
                  dates: list[datetime.datetime] | None = None) -> dict[str, Any]:
    """The thread's subject, category index (``forum_category``) and its three messages:
    the opening question, the answer (posted at ``when``) and the asker's reply thanking
    ``helper``; with the posts' ``dates``, a weekday a post names lies before (the op) or
    after (the follow-up) that post's own day."""
    record = content.record("forum_thread")
    thing = str(choice(rng, record["things"]))
    words = content.ui_list("w11.thread_when")
    then = past_season(content, when) if when is not None and rng.random() < 0.5 else words[0]
    if "{weekday}" in record["op"]:  # a cause of this week: the helper's was as recent
        then = choice(rng, content.ui_list("w11.thread_recent"))
    dates = list(dates or []) + [None] * 3
    facts = thread_facts(rng, content.lang)
    follow = content.fill(record["follow"], thing=thing, helper=helper, **facts,
                          **_day(rng, content, dates[2], True))
    if follow.lower().startswith(helper.lower()):  # a handle keeps its case ("brian83, ...")
        follow = helper + follow[len(helper):]
    return {
        "thing": thing, "cat": int(record["cat"]), "index": content.data.SLOTS["forum_thread"].index(record),
        "subject": content.fill(record["subject"], thing=thing, **facts), "facts": facts,
        "messages": [content.fill(record["op"], thing=thing, **facts,
                                  **_day(rng, content, dates[0], False)),
                     content.fill(record["reply"], thing=thing, when=then, **facts),
                     follow],
    }


FOLLOW_UP = 2  # the asker's follow-up is the thread's third post


def follow_up_later(rng: np.random.Generator,
                    times: list[datetime.datetime]) -> list[datetime.datetime]:
    """``times`` with the follow-up (and every moment after it, moved along) a day to three
    later at a waking hour: it reports a part bought or a fix tried ("a new adapter cost
    next to nothing and everything works"), never at 03:50 three hours after the answer
    (review r48)."""
    if len(times) <= FOLLOW_UP:
        return times
    day = times[FOLLOW_UP - 1] + datetime.timedelta(days=int(rng.integers(1, 4)))
    moment = day.replace(hour=int(rng.integers(9, 22)), minute=int(rng.integers(60)))
    shift = moment - times[FOLLOW_UP]
    return times[:FOLLOW_UP] + [t + shift for t in times[FOLLOW_UP:]]



def suggested(rng: np.random.Generator, content: Content, thread: dict[str, Any],
              last: datetime.datetime, n: int = 5) -> list[dict[str, Any]]:
    """The "Suggested topics" below a thread (Discourse): one thread of each other kind of
    question, those of its own category first, each about a device of its own and with its
    category, replies, views and the day of its last post, none after ``last`` (the
    thread's newest post). One per kind: "Router: strange noise" beside "NAS: strange
    noise" would repeat a clause."""
    records = content.data.SLOTS["forum_thread"]
    others = [k for k in rng.permutation(len(records)) if int(k) != thread["index"]]
    others.sort(key=lambda k: int(records[k]["cat"]) != thread["cat"])
    out, long = [], 0
    for k in others:
        record = records[int(k)]
        things = [t for t in record["things"] if t != thread["thing"]] or record["things"]
        for _ in range(4):  # a long title of few devices recurs on many pages: one at
            title = content.fill(record["subject"], thing=str(choice(rng, things)),
                                 **thread_facts(rng, content.lang))  # most, or a short wording
            if len(title.split()) < 8:
                break
        if len(title.split()) >= 8:
            long += 1
            if long > 1:
                continue
        replies = int(rng.integers(0, 24))
        day = last - datetime.timedelta(days=float(rng.uniform(0, 90)))
        out.append({"title": title,
                    "cat": int(record["cat"]), "replies": replies, "day": day.date(),
                    "views": int(rng.integers(40, 160)) * (replies + 1 + int(rng.integers(0, 4)))})
        if len(out) == n:
            break
    return out
