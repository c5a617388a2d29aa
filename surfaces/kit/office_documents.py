"""One office document of a kind (note, memo, report, letter) as a title and paragraphs,
each written about one matter: a memo from the memo world, a letter for one purpose, a
report about one period and one department, notes on one page."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from surfaces.kit import choice
from surfaces.kit.document import sample_paragraphs
from surfaces.kit.letters import dear, letter_body, letter_subject, sample_purpose
from surfaces.kit.memo_world import sample_memo
from surfaces.kit.report_world import report_sections, report_world


def pin_report(content: Content) -> str:
    """One period and one department for the rest of the page's report ("In the first
    quarter ... Over the past year ..." in one report reads as two reports); the period."""
    period = content.word("doc_period")
    content.pin(doc_period=period, doc_dept=content.word("doc_dept"))
    return period


def period_once(text: str, period: str, again: str) -> str:
    """``text`` naming the report's ``period`` once: later mentions say ``again`` ("in
    the last six months" three times in one paragraph read as a template)."""
    pattern = re.compile(re.escape(period), re.I)
    hits = list(pattern.finditer(text))
    for m in reversed(hits[1:]):
        word = again[0].upper() + again[1:] if m.group(0)[0].isupper() else again
        text = text[:m.start()] + word + text[m.end():]
    return text


def report_paragraphs(rng: np.random.Generator, content: Content, n: int,
                      per: tuple[int, int]) -> list[str]:
    """``n`` paragraphs of one report (``pin_report``)."""
    period = pin_report(content)
    # one statement on the report's metric (not "fell slightly" and "on target" both), and
    # no line presupposing its direction ("the main driver of this increase", "to
    # understand this drop"): report lines 2 and 5 in en, 1 and 4 in the other languages
    lines = content.data.SENTENCES["report"]
    metric = [i for i, t in enumerate(lines) if "{doc_metric}" in t]
    keep = int(choice(rng, metric)) if metric else -1
    content.skip("report", tuple(i for i in metric if i != keep) +
                 ((2, 5) if content.lang == "en" else (1, 4)))
    again = content.ui("w12lead.period_again")
    return [period_once(p, period, again)
            for p in sample_paragraphs(rng, content, "report", n, per)]


def written_document(rng: np.random.Generator, content: Content, kind: str, n: int,
                     per: tuple[int, int]) -> tuple[str, list[str]]:
    """(title, paragraphs) of a ``kind`` document; ``n`` and ``per`` size a report or notes
    (a memo and a letter have the length of their matter)."""
    if kind == "memo":  # signed: its "just ask me" has a writer (r81 0017)
        memo = sample_memo(rng, content)
        return memo["subject"], [*memo["paragraphs"], memo["sender"]]
    if kind == "letter":
        # one contact the letter names (r81 0011: "your contact is Wesley Rodriguez", then
        # "contact John Miller"), a colleague of the signer who closes it
        signer = content.full_name()
        contact = next(n for n in (content.full_name() for _ in range(9)) if n != signer)
        # addressed and signed (r96 0007/0019: a letter with no "Estimado Sr. …:")
        reader = next(n for n in (content.full_name() for _ in range(9))
                      if n not in (signer, contact))
        content.pin(company=content.company(), fullname=contact)
        if content.lang in ("fr", "es"):  # "passed your file on to {name}": a second person
            content.skip("letter.more", (1,))  # (as scanned_letter leaves it out)
        purpose = sample_purpose(rng)
        body = letter_body(rng, content, purpose)
        return letter_subject(content, purpose), [dear(content, reader), *body,
                                                  content.ui("document.regards"), signer]
    if kind == "report":  # one team's quarter, each paragraph written from its figures
        w = report_world(rng, content)
        secs = report_sections(rng, content, w)
        return (content.ui("hp.title", dept=w["dept"], period=w["period"]),
                [sec["texts"][0] for sec in secs])
    # a note of loose lines is called what it is (ideas, a weekly review), never a title
    # promising a reading list or a trip plan its lines do not hold
    title = content.title_at("note", int(choice(rng, [1, 3]))) if kind == "note" else \
        content.title(kind)
    return title, sample_paragraphs(rng, content, kind, n, per)
