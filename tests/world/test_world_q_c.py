"""Wave 17 (q_c): status bars, counts and labels agree with what the page shows.
All six languages, many seeds each."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.page import make_theme
from surfaces import registry
from surfaces.plain_text import caret_position, text_rows


def test_plain_text_status_line_is_the_carets_line() -> None:
    """review55 0001: "Lín. 7" while the caret sat on line 6: the heading and its underline
    are adjacent lines, not two paragraphs with a blank line between them. The line number
    the status bar shows is the caret row's place counted from the top line by line pitch."""
    surface = registry.get("plain_text")()
    theme = make_theme(False, "blue")
    for lang, seed, p in sampled("plain_text", 20):
        page = surface.compose(p, theme)
        rows = text_rows(page)
        ln, _ = caret_position(rows, p["caret"])
        lines = sorted((line for b in page.text_blocks() if b.role in ("text", "prose")
                        for line in b.laid.lines if line.glyphs), key=lambda line: line.baseline)
        first, caret = lines[0], rows[ln - 1]
        shown = 1 + round((caret.baseline - first.baseline) / first.pitch)
        assert shown == ln, (lang, seed, ln, shown, "".join(g.char for g in caret.glyphs))


def test_server_inventory_counts_are_the_rows_shown() -> None:
    """review54 0005: "12 Server" and "Läuft 8" over a table of 11 rows, 7 running: on a
    720-high screen the last row did not fit. The header's count and the status cards count
    exactly the hostnames drawn, on every screen height the surface accepts."""
    import numpy as np

    from generator.content import Content
    from generator.screens import Screen

    theme = make_theme(False, "blue")
    for screen in (Screen(1280, 720, 1, "laptop"), Screen(1366, 768, 1, "laptop"),
                   Screen(1920, 1080, 1.5, "desktop"), Screen(2048, 1152, 1, "desktop")):
        for lang in ("en", "de", "fr", "es", "it", "nl"):
            for seed in range(12):
                surface = registry.get("server_inventory")()
                surface.screen = screen
                p = surface.sample(np.random.default_rng([seed, 0]),
                                   Content(lang, np.random.default_rng([seed, 0, 1])))
                page = surface.compose(p, theme)
                hosts = {r["host"] for r in p["rows"]}
                drawn = [t for b in page.text_blocks() for line in b.laid.lines
                         if (t := "".join(g.char for g in line.glyphs)) in hosts]
                assert len(drawn) == len(hosts), (screen, lang, seed, len(drawn), len(hosts))
                assert p["total"].startswith(str(len(drawn))) or str(len(drawn)) in p["total"]
                assert sum(p["counts"].values()) == len(drawn)


def _texts(page) -> list[str]:
    return ["".join(g.char for line in b.laid.lines for g in line.glyphs)
            for b in page.text_blocks()]


def test_appointment_video_visit_shows_a_link_not_an_address() -> None:
    """review54 0014: "Videoconsulta" over "Clínica del Parque, Lugo". The summary's visit
    row is either the video label with the link line or the in-person label with the
    practice's address, never the video label over an address."""
    surface = registry.get("appointment_portal")()
    theme = make_theme(False, "blue")
    videos = 0
    for lang, seed, p in sampled("appointment_portal", 60):
        texts = _texts(surface.compose(p, theme))
        lab = p["labels"]
        at = texts.index(lab["video"] if p["video"] else lab["in_person"])
        value = texts[at + 1]
        if p["video"]:
            videos += 1
            assert value == lab["video_link"], (lang, seed, value)
            assert p["practice"] not in value
        else:
            assert p["practice"].startswith(value.rstrip("…")), (lang, seed, value)
    assert videos > 10


TEAM = re.compile(r"\bteam|office|Büro|bureau|oficina|ufficio|kantoor|\béquipe|\bequipo|"
                  r"squadra|class (?:party|trip)|Klasse|\bclasse\b|\bclase\b|\bklas\b", re.I)


def test_team_polls_have_a_teams_votes_and_comments() -> None:
    """review55 0011: "Dove andiamo a pranzo venerdì con il team?" with 859 votes and 52
    comments. A poll a team, an office or a class answers has 5 to 40 votes and a few
    comments, on the page and in the sidebar; a public one may have hundreds."""
    small = public = 0
    for lang, seed, p in sampled("poll_page", 60):
        total = int(re.sub(r"\D", "", p["total"]))
        if TEAM.search(p["question"]):
            small += 1
            assert 5 <= total <= 40 and p["comment_total"] <= max(8, total // 3), (
                lang, seed, p["question"], total, p["comment_total"])
        elif total > 100:
            public += 1
        for other in p["other_polls"]:
            if TEAM.search(other["question"]):
                votes = int(re.sub(r"\D", "", other["meta"].split("·")[0]))
                assert votes <= 40, (lang, seed, other)
    assert small > 20 and public > 20, (small, public)
