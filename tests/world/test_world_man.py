"""A manual page for a file-syncing tool: its name says so, and the section in its header
is the one in the pager's status line."""

from __future__ import annotations

from world_helpers import sampled


def test_name_and_section_agree() -> None:
    for lang, seed, p in sampled("man_page", 20):
        assert "sync" in p["tool"] or "mirror" in p["tool"], (lang, seed, p["tool"])
        assert f"{p['tool']}({p['section']})" in p["status"], (lang, seed, p["status"])


KEYWORDS = {"--recursive": ("recurs", "subdirector", "director", "rekursiv", "récursi", "sous-répert",
                            "ricorsiv", "recursief", "submappen"),
            "--version": ("version", "versión", "versione", "versie"),
            "--help": ("help", "usage", "summary", "résumé", "hilfe", "option", "aide", "ayuda", "aiuto", "hulptekst", "opties"),
            "--verbose": ("detail", "verbos", "ausführlich", "détail", "verbeux", "detallad",
                          "más información", "dettagliat", "uitgebreid", "gedetailleerd",
                          "extra")}


def test_each_flag_has_its_own_description() -> None:
    for lang, seed, p in sampled("man_page", 20):
        for _short, flag, _, text in p["options"]:
            if flag in KEYWORDS:
                assert any(k in text.lower() for k in KEYWORDS[flag]), (lang, seed, flag, text)


def test_status_line_counts_the_lines_scrolled_past() -> None:
    """The pager's line number is the first line on screen: 1 with the header shown, the
    SYNOPSIS or DESCRIPTION line when scrolled (and the page name is the sampled tool's)."""
    from surfaces.man_page import SCROLL_LINES
    lines = set()
    for lang, seed, p in sampled("man_page", 12):
        line = SCROLL_LINES[p["scroll"]]
        assert f"{p['tool']}(1)" in p["status"] and f" {line} " in p["status"], (lang, seed)
        lines.add(line)
    assert lines == set(SCROLL_LINES)  # not "line 1" on every page
