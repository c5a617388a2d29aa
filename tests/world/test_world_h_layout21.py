"""Wave 21 layout: window chrome of the app's own platform, forums that use a wide screen,
buttons that hold their labels and never overlap, text that stays inside its box."""

from __future__ import annotations

import numpy as np
import pytest
from world_helpers import composed_pages as _pages

from generator.content import Content
from generator.resolve import content_languages

LANGS = content_languages()


def _text(block) -> str:
    return "\n".join("".join(g.char for g in ln.glyphs) for ln in block.laid.lines)


def _chrome(page):
    """(platform the title bar is drawn for, left x of its title, its text) from what is
    drawn: traffic lights at the left are a Mac, discs at the right GNOME, and a title bar
    without a disc Windows (its minimise / maximise / close are strokes)."""
    bar = next(r for r in page.regions if r.name == "title bar")
    height = bar.box[3]
    discs = [op.box for op in page.ops if getattr(op, "kind", "") == "ellipse"
             and op.box[3] <= height * page.scale]
    title = next(b for b in page.text_blocks() if page.regions[b.region].name == "title bar"
                 and not b.empty)
    x = min(ln.glyphs[0].pen for ln in title.laid.lines if ln.glyphs) / page.scale
    if discs and all(d[0] < 80 * page.scale for d in discs):
        kind = "mac"
    elif discs:
        kind = "gnome"
    else:
        kind = "windows"
    return kind, x, _text(title)


def test_notepad_has_windows_chrome_and_textedit_mac():
    """r21: Notepad was drawn with a centred title, as GNOME draws it; Notepad's title sits
    at the left after its icon, with minimise / maximise / close at the right."""
    seen = set()
    for lang, seed, page in _pages("plain_text", range(10)):
        notepad = Content(lang, np.random.default_rng(0)).ui("document.notepad")
        kind, x, title = _chrome(page)
        seen.add(kind)
        if title.endswith(f" - {notepad}"):
            assert kind == "windows" and x < 60, (lang, seed, kind, x, title)
        else:
            assert kind == "mac", (lang, seed, kind, title)
    assert seen == {"mac", "windows"}


@pytest.mark.parametrize("name", ["terminal", "git_log", "man_page"])
def test_a_linux_shell_is_never_in_a_windows_window(name):
    """"user@host: ~/repo" and "man rsync" are a Linux (or Mac) terminal's titles: a
    non-Mac one gets GNOME's header bar, not Windows' caption buttons."""
    seen = set()
    for lang, seed, page in _pages(name, range(8), LANGS[:2]):
        kind, x, title = _chrome(page)
        seen.add(kind)
        assert kind in ("mac", "gnome"), (name, lang, seed, kind, title)
        assert x > 80, (name, lang, seed, x)  # centred, as both draw it
    assert seen == {"mac", "gnome"}, seen


def test_explorer_is_windows_and_finder_mac():
    """Explorer (its "This PC") is a Windows window with the folder at the left."""
    seen = set()
    for lang, seed, page in _pages("file_manager", range(8), LANGS[:3]):
        kind, x, _ = _chrome(page)
        seen.add(kind)
        assert kind in ("mac", "windows"), (lang, seed, kind)
        if kind == "windows":
            assert x < 60, (lang, seed, x)
    assert seen == {"mac", "windows"}


def _composed_at(name: str, screen, lang: str, seed: int):
    from generator.page import make_theme
    from surfaces import registry

    surface = registry.get(name)()
    surface.screen = screen
    params = surface.sample(np.random.default_rng([seed, 0]),
                            Content(lang, np.random.default_rng([seed, 0, 1])))
    return surface.compose(params, make_theme(bool(seed % 2), "blue"))


def _column(page) -> tuple[int, int]:
    """The left and right end of the thread's posts (their regions' union, logical px)."""
    boxes = [r.box for r in page.regions if r.name.startswith(("post", "author"))]
    return min(b[0] for b in boxes), max(b[2] for b in boxes)


@pytest.mark.parametrize("name", ["forum_thread", "retro_forum"])
def test_a_forum_uses_a_wide_screen(name):
    """r21: on 1920 x 1080 the forum sat in the left third of the screen (phpBB: two short
    posts ran one line across it all). At every size the surface is drawn at, the posts
    make a column of at most 1200 px, and neither side of it holds more than four fifths
    of the screen's empty width (Discourse's column sits left of its timeline)."""
    from generator.screens import SCREENS, accepts
    from surfaces import registry

    surface = registry.get(name)()
    sizes = {s.logical: s for s, _ in SCREENS if accepts(surface, s)}
    assert (1920, 1080) in sizes and (2048, 1152) in sizes
    for k, screen in enumerate(sizes.values()):
        for lang in LANGS:
            page = _composed_at(name, screen, lang, k)
            left, right = _column(page)
            assert right - left <= 1200, (name, screen.logical, lang, left, right)
            empty = left + page.width - right
            assert max(left, page.width - right) <= 0.8 * empty, (
                name, screen.logical, lang, left, right)


# ---- every surface: labels inside their buttons, no button over another ----------------

def _names() -> list[str]:
    from surfaces import registry
    return sorted(registry.load_all())


@pytest.mark.parametrize("k,name", list(enumerate(_names())))
def test_no_text_runs_out_of_its_button_or_panel(k, name):
    """r21: "Nouveau message" ran out of Gmail's compose button, a streaming hero's two
    buttons overlapped in Spanish, a status pill ran under a total, a Teams post's Reply row
    sat under the New post button, Slack's composer cut a reaction pill. Every surface, in German or French (long labels) and one
    more language, at a screen size it is drawn at: a line of text that starts in a button,
    badge, field, bar or card ends inside it, none runs into a button or badge beside it,
    no two buttons overlap, and no line is cut by a shape drawn over it (a modal dialog or a
    popover over the page excepted; tests/world/box_checks.py)."""
    from box_checks import cut_lines, overflows, overlapping_buttons

    from generator.screens import SCREENS, accepts
    from surfaces import registry

    cls = registry.get(name)
    screens = [s for s, _ in SCREENS if accepts(cls(), s)]
    langs = [("de", "fr")[k % 2], ("en", "es", "it", "nl")[k // 2 % 4]]
    for j, lang in enumerate(lang for lang in langs if lang in cls.languages):
        seed = 20 + k + j
        page = _composed_at(name, screens[(k + j) % len(screens)], lang, seed)
        problems = overflows(page) + overlapping_buttons(page) + cut_lines(page)
        assert not problems, (name, lang, seed, page.width, problems[:4])


@pytest.mark.parametrize("name,seeds", [("gmail_inbox", 3), ("gmail_thread", 4),
                                        ("streaming_catalog", 3), ("expense_report", 12),
                                        ("teams_chat", 12), ("slack_like", 7)])
def test_the_r21_buttons_hold_their_labels(name, seeds):
    """The surfaces r21 found at fault, in every language at 1024 x 768 (the seeds where
    0.25.0 failed: each Gmail and streaming page in French / Spanish, expense es 4 and 9,
    teams es 3, nl 7, it 10)."""
    from box_checks import cut_lines, overflows, overlapping_buttons

    for lang, seed, page in _pages(name, range(seeds)):
        problems = overflows(page) + overlapping_buttons(page) + cut_lines(page)
        assert not problems, (name, lang, seed, problems[:4])


def test_a_french_title_saves_with_one_space_each_side_of_its_dash():
    from surfaces.kit.file_names import file_stem

    assert file_stem("Point d'avancement : Déménagement") == "Point d'avancement - Déménagement"
    assert file_stem("Status update: Office move") == "Status update - Office move"
