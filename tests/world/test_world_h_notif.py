"""notification_center (r93 05): the open mail names one deadline day, a working day after
its own date; no "Fwd:" subject over a body with no forwarded block; "revised" said once;
the Mail window has its toolbar, and the cards name their app as a Mac banner does."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from surfaces.kit.mac_mail import WINDOW, toolbar_labels
from surfaces.kit.mails import REVISED
from tests.world.world_helpers import composed_pages, sampled

FWD = ("Fwd:", "WG:", "TR", "RV:", "I:", "Fw:", "Doorst")


def test_open_mail_names_one_day_after_it_was_sent() -> None:
    seen = 0
    for lang, seed, p in sampled("notification_center", 20):
        days = Content(lang, np.random.default_rng(0)).data.SLOTS["mailui_day"]
        body = p["window_text"]
        named = {d for d in days if d in body}
        assert len(named) <= 1, (lang, seed, body)
        sent = p["weekday"]
        for d in named:  # a working day after the day it was written, within the week
            k = (days.index(d) - sent) % 7
            assert 1 <= k <= 6, (lang, seed, d, sent)
            seen += 1
        assert not p["window_title"].startswith(FWD), (lang, seed, p["window_title"])
        assert len(REVISED.findall(body)) <= 1, (lang, seed, body)
    assert seen > 10


def _text(block) -> str:
    return "".join(g.char for ln in block.laid.lines for g in ln.glyphs)


def test_mail_window_has_a_toolbar_and_cards_are_mac_banners() -> None:
    for lang, seed, page in composed_pages("notification_center", range(4)):
        content = Content(lang, np.random.default_rng(0))
        labels = toolbar_labels(content)
        blocks = {_text(b): b for b in page.text_blocks()}
        boxes = [blocks[t].laid.box for t in labels]  # every button named in full
        rights = [blocks[t].right for t in labels]
        for k in range(4):  # side by side, none running into the next
            assert rights[k] < boxes[k + 1][0], (lang, seed, labels)
        assert WINDOW[0] < boxes[0][0] and rights[-1] < WINDOW[2], (lang, seed)
        apps = [t for t in content.data.SLOTS["chat_app"] if t in blocks]
        assert apps and all(t.upper() not in blocks or t.upper() == t for t in apps)
