"""A page never writes two variants of one sentence template while its topic has unused
ones: "the road was longer than she remembered, and it kept snowing" and "... kept raining"
on one spread read as a glitch. Each written sentence is matched back to the templates it
can come from (alternatives and slots turned into a pattern, independently of the
provider)."""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator.content import Content, locale_data


def _pattern(template: str) -> re.Pattern[str]:
    """A regex matching every expansion of ``template`` (``{a|b}`` nests; ``{slot}``: any)."""
    out, i = [], 0
    while i < len(template):
        c = template[i]
        if c == "{":
            j = template.index("}", i)
            inner = template[i + 1:j]
            if "|" not in inner and "{" not in inner and re.fullmatch(r"\w+", inner):
                out.append(".+?")
                i = j + 1
                continue
            out.append("(?:")
            i += 1
            continue
        if c == "|":
            out.append("|")
        elif c == "}":
            out.append(")")
        else:
            out.append(re.escape(c))
        i += 1
    return re.compile("".join(out), re.S | re.I)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_a_page_uses_each_template_once_while_it_has_fresh_ones(lang: str) -> None:
    topics = [t for t, ts in locale_data(lang).SENTENCES.items() if 6 <= len(ts) <= 40][:12]
    assert topics
    for seed, topic in enumerate(topics):
        templates = locale_data(lang).SENTENCES[topic]
        patterns = [_pattern(t) for t in templates]
        content = Content(lang, np.random.default_rng(seed))
        k = len(templates) // 3
        written = content.sentences(topic, k) + content.sentences(topic, k)
        written += [content.sentence(topic) for _ in range(len(templates) - 2 * k)]
        sources = [{i for i, p in enumerate(patterns) if p.fullmatch(s)} for s in written]
        assert all(sources), (topic, [s for s, src in zip(written, sources, strict=True) if not src])
        # every sentence can be given its own template: a matching exists (greedy on the
        # sentences with the fewest possible sources is exact for these small sets)
        taken: set[int] = set()
        for src in sorted(sources, key=len):
            free = src - taken
            assert free, (lang, topic, "two sentences from one template")
            taken.add(min(free))
