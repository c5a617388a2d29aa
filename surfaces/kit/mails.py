"""A colleague's mail written about its subject: the subject line's object (a document, an
event, an order) is drawn first and every sentence of the body that names an object names
that one, so "Re: summer party on Monday" is answered about the summer party, not about a
timesheet, a travel request and a confirmed order."""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.content import Content
from surfaces.kit.messages import PERSONAL_SUBJECTS

# the slots a mail is about; a body sentence naming none of them fits any mail
OBJECTS = ("mailui_doc", "mailui_event", "mailui_item")
SHARED = ("mailui_day", "mailui_team", "company")


def _names(template: str, keys: tuple[str, ...]) -> list[str]:
    return [k for k in keys if "{" + k + "}" in template]


def mail_about(rng: np.random.Generator, content: Content, sentences: int = 3
               ) -> dict[str, Any]:
    """{"subject", "sentences"}: a colleague's subject line and ``sentences`` body sentences
    (the related ones first), every slot they share filled with the same words."""
    subjects = content.data.TITLES["mailui.subject"]
    template = subjects[PERSONAL_SUBJECTS[int(rng.integers(len(PERSONAL_SUBJECTS)))]]
    about = _names(template, OBJECTS)
    words = {k: content.word(k) for k in (*OBJECTS, *SHARED[:2])}
    words["company"] = content.company()
    body = content.data.SENTENCES["mailui.body"]
    related = [t for t in body if _names(t, tuple(about))]
    neutral = [t for t in body if not _names(t, OBJECTS)]
    picks: list[str] = []
    for pool, n in ((related, 1 + int(rng.random() < 0.5)), (neutral, sentences)):
        for i in rng.permutation(len(pool)):
            if len(picks) >= sentences or n == 0:
                break
            if pool[int(i)] not in picks:
                picks.append(pool[int(i)])
                n -= 1
    return {"subject": content.fill(template, **words),
            "sentences": [content.fill(t, **words) for t in picks]}
