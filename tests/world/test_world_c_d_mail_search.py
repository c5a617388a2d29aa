"""A mail search's results are mails with one intent each (send, question, postpone, thanks,
comments): the subject, the opening line and the closing line are all that intent's (no
"Question about the briefing note" over a mail that sends it), only a question or a
postponement asks, no two rows share a subject, and no intent fills the list."""

from __future__ import annotations

import datetime
import re
from collections import Counter

from world_helpers import sampled

from generator.content import Content
from surfaces.email_search_results import INTENTS, _ahead
from surfaces.kit.deadlines import _swaps, fit_week

ASKS = {"question", "postpone"}


def _pattern(template: str, query: str) -> re.Pattern[str]:
    """A template as a regex: ``{doc}`` the query, ``{name}`` any name (a compound one
    too: "José María"), ``{a|b}`` either."""
    out, pos = [], 0
    for m in re.finditer(r"\{([^{}]*)\}", template):
        out.append(re.escape(template[pos:m.start()]))
        inner = m.group(1)
        out.append(re.escape(query) if inner == "doc" else r"\S+(?: \S+)?" if inner == "name"
                   else "(?:" + "|".join(re.escape(a) for a in inner.split("|")) + ")")
        pos = m.end()
    out.append(re.escape(template[pos:]))
    return re.compile("".join(out), re.IGNORECASE)


def _matches(lang: str, part: str, intent: str, text: str, query: str) -> bool:
    slots = Content(lang, __import__("numpy").random.default_rng(0)).data.SLOTS
    text = re.sub(r"\bad (?=[AEIOU])", "a ", text)  # Italian sound rule: "ad Aurora"
    return any(_pattern(t, query).fullmatch(text) for t in slots[f"dm_{part}_{intent}"])


def _content(lang: str) -> Content:
    return Content(lang, __import__("numpy").random.default_rng(0))


def _fitted(lang: str, day: datetime.date, line: str) -> str:
    content = _content(lang)
    return _ahead(content, day, fit_week(content, day, line))


def _unfitted(lang: str, day: datetime.date, line: str) -> list[str]:
    """``line`` and what it may have said before fitting to ``day`` (each swap undone)."""
    content = _content(lang)
    out = [line]
    days = content.data.SLOTS["mailui_day"]
    for old, new, _ in _swaps(content, day.weekday()) + [(days[4], days[0], [])]:
        out += [c.replace(new, old) for c in out if new in c]
    return out


def test_subject_and_body_share_one_intent() -> None:
    for lang, seed, p in sampled("email_search_results", 12):
        q = p["query"]
        for r in p["results"]:
            intent = r["intent"]
            assert _matches(lang, "subj", intent, r["subject"], q), (lang, seed, r["subject"])
            assert _matches(lang, "open", intent, r["lines"][0], q), (lang, seed, r["lines"])
            # the second line is a template's, fitted to the mail's weekday (h_r99: "I'll
            # share it tomorrow" on a Friday says Monday)
            day = datetime.date.fromisoformat(r["day"])
            assert any(_matches(lang, "more", intent, c, q) and
                       _fitted(lang, day, c) == r["lines"][1]
                       for c in _unfitted(lang, day, r["lines"][1])), (lang, seed, r["lines"])
            asks = r["lines"][-1].rstrip().endswith("?")
            assert asks == (intent in ASKS), (lang, seed, intent, r["lines"])
            assert not any(t.rstrip().endswith("?") for t in r["lines"][:-1]), (lang, seed)


def test_rows_differ_and_intents_vary() -> None:
    for lang, seed, p in sampled("email_search_results", 20):
        subjects = [r["subject"] for r in p["results"]]
        assert len(set(subjects)) == len(subjects), (lang, seed, subjects)
        counts = Counter(r["intent"] for r in p["results"])
        assert max(counts.values()) <= 2, (lang, seed, counts)
        assert len(counts) >= min(len(INTENTS), len(subjects)), (lang, seed, counts)
