"""A git log reads newest first: pull request numbers go down the page, and the prompt's
login name is plain ASCII."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_pull_requests_count_down() -> None:
    for lang, seed, p in sampled("git_log", 15):
        nums = [int(m.group(1)) for r in p["rows"]
                if (m := re.match(r"Merge pull request #(\d+)", r["subject"]))]
        assert nums == sorted(nums, reverse=True) and len(set(nums)) == len(nums), \
            (lang, seed, nums)
        assert p["user"].isascii() and p["user"], (lang, seed, p["user"])


def test_github_user_names_are_ascii() -> None:
    for lang, seed, p in sampled("git_log", 10):
        for r in p["rows"]:
            m = re.match(r"Merge pull request #\d+ from ([^/]+)/", r["subject"])
            assert not m or m.group(1).isascii(), (lang, seed, r["subject"])


def test_graph_is_printed_as_git_prints_it() -> None:
    """``git log --graph`` in a terminal prints ASCII ("*", "|\\", "|/"), not GUI dots:
    every merge opens a lane that closes again, and the release tag is on the main line."""
    from surfaces.git_log import _graph_lines

    for lang, seed, p in sampled("git_log", 8):
        lines = ["".join(s[0] for s in line) for line in _graph_lines(p["rows"], p["fmt"])]
        merges = sum(bool(r["fork_to"]) for r in p["rows"])
        # the default format prints the merge's parents beside its "|\\" ("|\\  Merge: ...")
        assert sum(t.startswith("|\\") for t in lines) == merges, (lang, seed)
        assert sum(t == "|/" for t in lines) <= merges, (lang, seed)
        assert all(t[:1] in "*|" for t in lines), (lang, seed)
        for r in p["rows"]:
            if r["refs"].startswith("tag:"):
                assert len(r["lanes"]) == 1 or r["node"] == 0, (lang, seed)


def test_text_is_coloured_only_where_git_colours_it() -> None:
    """``--oneline`` output is coloured by git (a yellow hash); a ``--pretty`` format with no
    %C codes prints the commit text plain, only the graph's lanes in colour (r68 0014)."""
    from surfaces.git_log import GitLog, _graph_lines

    fmts = set()
    for lang, seed, p in sampled("git_log", 10):
        fmts.add(p["fmt"])
        if p["fmt"] == "medium":  # git's default format: "commit <hash>" in yellow
            lines = _graph_lines(p["rows"], "medium")
            heads = [s for line in lines for s in line if s[0].startswith("commit ")]
            assert len(heads) == len(p["rows"]) and {s[1] for s in heads} == {"yellow"}
            continue
        for r in p["rows"]:
            colours = {s[1] for s in GitLog._segments(r, p["fmt"])}
            if p["fmt"] == "oneline":
                assert "yellow" in colours, (lang, seed)
            else:
                assert colours == {"fg"}, (lang, seed, colours)
    assert fmts >= {"oneline", "full"}, fmts
