"""A browser window has one mailbox open at most (not three "Inbox (n)" tabs with three
different unread counts), its active tab is the page shown, and tabs of one site share
one favicon."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data


def test_browser_tabs_agree() -> None:
    for lang, seed, p in sampled("browser_tabs", 30):
        inbox = locale_data(lang).UI["devtools.br_inbox"].split("{")[0]
        assert sum(t.startswith(inbox) for t in p["tabs"]) <= 1, (lang, seed, p["tabs"])
        assert p["tabs"][p["active"]] == p["title"]
        by_title: dict[str, set[int]] = {}
        for t, icon in zip(p["tabs"], p["icons"], strict=True):
            if t.startswith(inbox):
                by_title.setdefault("inbox", set()).add(icon)
        assert all(len(v) == 1 for v in by_title.values())
