"""A terminal session is one project: ``ls -la`` lists the src/ and tests/ that git status
and pytest use, its files belong to the prompt's user, directories have 2+ links."""

from __future__ import annotations

import re

from world_helpers import sampled


def _text(line) -> str:
    return "".join(s[0] for s in line)


def test_ls_shows_what_the_other_commands_use() -> None:
    for lang, seed, p in sampled("terminal", 25):
        text = [_text(line) for line in p["lines"]]
        user = p["title"].split("@")[0]
        start = next(i for i, t in enumerate(text) if t.endswith("ls -la"))
        listing = []
        for t in text[start + 2:]:
            m = re.match(r"([d-])rw\S+\s+(\d+) (\S+) (\S+) .* (\S+)$", t)
            if not m:
                break
            listing.append(m.group(5))
            assert m.group(3) == m.group(4) == user, (lang, seed, t)
            assert (int(m.group(2)) >= 2) == (m.group(1) == "d"), (lang, seed, t)
        modified = [t.split()[-1] for t in text if re.search(r"\s(src/\S+\.py)$", t)]
        assert {"src", "tests", "logs"} <= set(listing), (lang, seed, listing)
        assert all(m.split("/")[0] in listing for m in modified), (lang, seed, modified)
