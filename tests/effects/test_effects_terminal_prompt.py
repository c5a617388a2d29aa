"""A terminal's last line takes a fake caret only after its prompt: "mark@dev ~/webshop %" is
printed by the shell, so a caret inside it ("mark|@dev") is impossible."""

from __future__ import annotations

from generator.effects.inputs import caret_slots
from generator.layout import Span, Style
from generator.page import Page, make_theme
from generator.page.render import render


def _terminal(last: str):
    theme = make_theme(False)
    page = Page(1024, 768, theme)
    st = Style("dejavu_sans_mono", 14, theme.text)
    lines = [[Span("commit 3f2a1b9 Fix the totals", st)], [Span(last, st)]]
    with page.region("terminal", "body", (20, 20, 1000, 700)):
        page.text((20, 20, 1000, 700), lines, st)
    return render(page)[1]


def _x_of(geo, text: str, index: int) -> float:
    line = geo.lines[-1]
    assert geo.line_text(line).rstrip() == text.rstrip()
    return geo.glyphs[line.glyphs[0] + index].pen


def test_caret_slots_of_a_terminal_line_start_after_the_prompt() -> None:
    text = "mark@dev ~/webshop % git log --oneline"
    geo = _terminal(text)
    xs = [x for x, _, _ in caret_slots(geo, set())]
    assert xs, "the command line offers a caret"
    start = _x_of(geo, text, text.index("git"))
    assert min(xs) >= round(start), (min(xs), start)


def test_a_bare_prompt_offers_one_slot_after_it() -> None:
    text = "anna@build:~/api$ "
    geo = _terminal(text)
    xs = [x for x, _, _ in caret_slots(geo, set())]
    assert xs and min(xs) > _x_of(geo, text, text.index("$")), xs
