"""Frames and empty space (wave 22): a phone screenshot shows the whole phone, its status bar
and a clock no earlier than the thread's last message; a Mac shows its menu bar across the
top of the screen over a desktop; a card or form has no empty band where something was
taken away (a stepper) or where the card was taller than its content."""

from __future__ import annotations

import datetime
import re

from world_helpers import sampled

from generator.page import make_theme
from generator.surfaceset import registry

BAND = 40  # px: the most empty vertical space a real card or form leaves between its rows


def _page(surface: str, params: dict, seed: int):
    return registry.get(surface)().compose(params, make_theme(seed % 2 == 1, "blue"))


def _lines(page):
    """(x1, y1, x2, y2) of every drawn text line (logical px: the test pages are 1x)."""
    for block in page.text_blocks():
        for ln in block.laid.lines:
            if ln.glyphs:
                last = ln.glyphs[-1]
                yield (ln.glyphs[0].pen, ln.baseline - ln.ascent,
                       last.pen + last.font.advance(last.char), ln.baseline + ln.descent)


def empty_bands(page, box, skip=frozenset()) -> list[tuple[int, int]]:
    """The horizontal bands taller than ``BAND`` inside ``box`` (x1, y1, x2, y2) that no
    text line and no shape (but those named in ``skip``, and the ones holding the whole
    box: its background) crosses."""
    x1, y1, x2, y2 = box
    spans = [(a, b) for (lx1, a, lx2, b) in _lines(page) if lx1 < x2 and lx2 > x1]
    for op in page.ops:
        b = getattr(op, "box", None)
        if getattr(op, "kind", "") and b and op.name not in skip and b[0] < x2 and b[2] > x1 \
                and not (b[1] <= y1 and b[3] >= y2):
            spans.append((b[1], b[3]))
    y, out = y1, []
    for a, b in sorted(s for s in spans if s[1] > y1 and s[0] < y2):
        if a - y > BAND:
            out.append((y, a))
        y = max(y, b)
    if y2 - y > BAND:
        out.append((y, y2))
    return out


def _text(block) -> str:
    return "".join(g.char for ln in block.laid.lines for g in ln.glyphs)


def _top_left(block) -> tuple[float, float]:
    ln = next(ln for ln in block.laid.lines if ln.glyphs)
    return ln.baseline - ln.ascent, ln.glyphs[0].pen


def _minute(clock: str) -> int:
    hour, minute = (int(v) for v in re.fullmatch(r"(\d{1,2}):(\d\d)", clock).groups())
    return hour * 60 + minute


def test_phone_thread_has_its_status_bar_and_fits_the_page() -> None:
    phones = 0
    for lang, seed, params in sampled("sms_thread", 30):
        if not params["phone"]:
            continue
        phones += 1
        page = _page("sms_thread", params, seed)
        names = [r.name for r in page.regions]
        assert "status bar" in names and "composer" in names, (lang, seed, names)
        bar = page.regions[names.index("status bar")].box
        drawn = [_text(b) for b in page.text_blocks() if not b.empty
                 and bar[1] <= _top_left(b)[0] < bar[3]
                 and re.fullmatch(r"\d{1,2}:\d\d", _text(b))]
        assert drawn == [params["status"]["clock"]], (lang, seed, drawn)
        last = params["messages"][-1]["minute"]
        shown = _minute(drawn[0])
        if lang == "en":  # a 12-hour clock without AM/PM: the same half day as the message
            shown = shown % 720 + (last // 720) * 720
        assert last <= shown <= last + 30, (lang, seed, last, drawn)
        for op in page.ops:  # the whole phone, its composer and home indicator inside
            b = getattr(op, "box", None)
            if getattr(op, "kind", "") and op.name != "desk":
                assert 0 <= b[0] and 0 <= b[1] and b[2] <= page.width and \
                    b[3] <= page.height, (lang, seed, op.name, b)
        # the list starts under the header (a whole thread from its top, a long one
        # scrolled to its end with a whole message at the top), no blank band above it
        conv = page.regions[names.index("conversation")].box
        msgs = [r.box for r in page.regions if r.name.startswith("message ")]
        assert msgs[0][1] - conv[1] <= 8 + 48 + 10 or len(params["messages"]) > len(msgs), (
            lang, seed, conv, msgs[0])
        screen = next(op.box for op in page.ops if getattr(op, "name", "") == "screen")
        comp = page.regions[names.index("composer")].box
        assert screen[1] < bar[1] + 1 and comp[3] < screen[3] - 16, (lang, seed, comp, screen)
    assert phones >= 40, phones


def test_mac_dialog_has_the_menu_bar_at_the_screen_top() -> None:
    macs = 0
    for lang, seed, params in sampled("system_dialog", 20):
        page = _page("system_dialog", params, seed)
        regions = {r.name: r.box for r in page.regions}
        bar = regions["menu bar"]
        if not params["mac"]:
            assert bar[1] == 30, (lang, seed, bar)  # a Windows app's menus under its title
            continue
        macs += 1
        assert bar[:3] == (0, 0, page.width) and 22 <= bar[3] <= 28, (lang, seed, bar)
        icons = [op.box for op in page.ops if getattr(op, "name", "") == "icon"
                 and op.box[3] <= bar[3]]
        assert icons and min(b[0] for b in icons) < 40, (lang, seed)  # the Apple menu
        texts = [b for b in page.text_blocks() if not b.empty and _top_left(b)[0] < bar[3]]
        first = min(texts, key=lambda b: _top_left(b)[1])
        assert _text(first) == params["app"], (lang, seed, _text(first))
        clock = max(texts, key=lambda b: _top_left(b)[1])
        assert _text(clock) == params["clock"] and \
            clock.right > page.width - 20, (lang, seed, _text(clock))
        now = datetime.datetime.fromisoformat(params["now"])
        day = datetime.date.fromisoformat(params["doc_day"])
        assert day <= now.date() <= day + datetime.timedelta(days=21), (lang, seed)
        # the window sits on the desktop under the bar, the wallpaper around it
        assert regions["title bar"][1] > bar[3] and regions["title bar"][0] > 0, (lang, seed)
        assert any(getattr(op, "name", "") == "wallpaper" for op in page.ops), (lang, seed)
    assert macs >= 30, macs


def test_word_of_the_day_card_is_as_tall_as_its_content() -> None:
    cards = 0
    for lang, seed, params in sampled("dictionary_entry", 20):
        page = _page("dictionary_entry", params, seed)
        for op in page.ops:
            if getattr(op, "name", "") == "card":
                cards += 1
                assert not empty_bands(page, op.box), (lang, seed, op.box,
                                                       empty_bands(page, op.box))
                assert op.box[3] < page.height, (lang, seed, op.box)
    assert cards >= 100, cards


def test_job_form_has_no_empty_band() -> None:
    for lang, seed, params in sampled("job_application", 20):
        page = _page("job_application", params, seed)
        head = next(op.box for op in page.ops if getattr(op, "name", "") == "job header")
        last = max(op.box[3] for op in page.ops if getattr(op, "name", "") == "button")
        bands = empty_bands(page, (0, head[3], page.width, last), skip={"background"})
        assert not bands, (lang, seed, bands)
