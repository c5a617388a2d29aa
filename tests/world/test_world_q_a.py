"""issue_ticket: the reporter's attachments (a screenshot named for the bug, perhaps the
saved browser console) are drawn, so a ticket offers a file name to select a part of
(select_substring found none on six pages once the version repeated in the comments)."""

from __future__ import annotations

import numpy as np
from world_helpers import rendered, sampled

from generator.targets import PageIndex
from generator.targets.substrings import select_substring
from surfaces.issue_ticket import LOGS, SHOTS


def test_a_ticket_attaches_a_screenshot_of_its_bug() -> None:
    for lang, seed, p in sampled("issue_ticket", 20):
        names = [name for name, _ in p["attachments"]]
        assert names[0] in SHOTS[p["bug_kind"]], (lang, seed, names)
        assert all(n in LOGS for n in names[1:]) and len(names) <= 2, (lang, seed, names)


def test_a_ticket_offers_a_part_of_a_file_name_to_select() -> None:
    offered = pages = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(4):
            _, geo = rendered("issue_ticket", lang, seed)
            pages += 1
            target = select_substring(PageIndex(geo), "select_substring",
                                      np.random.default_rng(seed))
            offered += target is not None
    assert offered >= pages * 3 // 4, (offered, pages)
