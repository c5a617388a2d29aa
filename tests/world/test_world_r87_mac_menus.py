"""A Mac app window has no menu row of its own: its menus sit in the menu bar at the top of
the screen. No page draws the traffic lights above an in-window File Edit View row (a
reviewer read VS Code and a SQL client with both); Windows and Linux windows keep it."""

from __future__ import annotations

from pathlib import Path

from world_helpers import composed_pages

SURFACES = Path(__file__).resolve().parents[2] / "surfaces"
TRAFFIC_RED = (255, 95, 87)


def _windowed_with_menus() -> list[str]:
    """The surfaces that draw an app's window and a menu bar (read from their source, so a
    new one is checked too)."""
    names = []
    for path in sorted(SURFACES.glob("*.py")):
        src = path.read_text()
        if ("title_bar(" in src or "window_top(" in src) and \
                ("menu_bar(" in src or "window_top(" in src):
            names.append(path.stem)
    return names


def test_no_mac_window_has_an_in_window_menu_bar() -> None:
    names = _windowed_with_menus()
    assert {"code_editor", "sql_console", "lecture_slide"} <= set(names)
    macs = menus = 0
    for name in names:
        for lang, seed, page in composed_pages(name, range(8)):
            lights = [op.box[1] for op in page.ops if getattr(op, "kind", "") == "ellipse"
                      and getattr(op, "fill", None) == TRAFFIC_RED]
            bars = [r.box[1] for r in page.regions if r.name == "menu bar"]
            menus += bool(bars) and not lights
            if not lights:
                continue
            macs += 1
            # a screen's menu bar above the window is the Mac's own; one below the lights is not
            assert not [b for b in bars if b > min(lights)], (name, lang, seed, bars, lights)
    assert macs > 30 and menus > 30, (macs, menus)
