"""A LaTeX project's preview is its source compiled: the affiliation printed under the
authors is the one \\affil gives, and the source's comment is LaTeX, not a commit message."""

from __future__ import annotations

from world_helpers import sampled


def test_preview_comes_from_the_source() -> None:
    for lang, seed, p in sampled("latex_editor", 25):
        src = "\n".join(p["src"])
        assert f"\\affil{{{p['affil']}}}" in src, (lang, seed)
        joined = " \\and ".join(p["authors"])
        assert "\\author{" + joined + "}" in src, (lang, seed)
        comments = [line for line in p["src"] if line.startswith("%")]
        assert all(c.startswith("% \\") for c in comments), (lang, seed, comments)
        assert "entre 19 et" not in src or not any(
            f"entre 19 et {n} ans" in src for n in range(2, 19)), (lang, seed)
