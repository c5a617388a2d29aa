"""Developer-tool pages in native word order (review w14, read as a stranger): a German bug
report puts the verb last ("Ich kann es in Chrome unter macOS 14 jedes Mal reproduzieren"),
never "Ich kann es jedes Mal reproduzieren in Chrome unter macOS 14"."""

from __future__ import annotations

import re

from world_helpers import sampled

VERB_BEFORE_PLACE = re.compile(r"reproduzieren in\b")


def test_german_bug_report_puts_the_verb_last() -> None:
    seen = 0
    for lang, seed, p in sampled("issue_ticket", 40):
        if lang != "de":
            continue
        text = str(p)
        seen += "reproduzieren" in text
        assert not VERB_BEFORE_PLACE.search(text), (seed, text[:200])
    assert seen


def test_dependencies_are_not_one_version() -> None:
    """"Actualiza las dependencias a la versión 36.23": many packages have no one version."""
    for lang, seed, p in sampled("git_log", 40):
        if lang == "es":
            assert "dependencias a la versión" not in str(p), seed
