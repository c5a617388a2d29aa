"""The icon kit: every icon and reaction emoji puts ink inside its box and only there, no
two names draw the same picture, drawing is deterministic and scales; and the surfaces the
reviewer found drawing the same four placeholder shapes now show icons that fit their labels."""

from __future__ import annotations

import numpy as np
import pytest

from generator.page import Page, make_theme
from generator.page.render import render
from surfaces.kit.icons import EMOJI, NAMES, draw, emoji
from tests.world.world_helpers import sampled

REQUIRED = ("home search settings user users bell mail calendar folder file chart table "
            "database play pause stop mic mic-off camera camera-off phone hang-up screen-share "
            "chat plus edit trash filter sort download upload bold italic underline align undo "
            "redo more menu close check star lock globe help grid").split()
CELL = 40


def _sheet(names: list[str], size: int, dark: bool = False, kind: str = "icon") -> np.ndarray:
    """All ``names`` drawn in one row of CELL-wide cells, each at (k * CELL + 8, 8)."""
    theme = make_theme(dark)
    page = Page(CELL * len(names), CELL, theme)
    page.rect((0, 0, page.width, page.height), theme.bg, name="background")
    for k, name in enumerate(names):
        if kind == "icon":
            draw(page, theme, name, k * CELL + 8, 8, size)
        else:
            emoji(page, name, k * CELL + 8, 8, size)
    image, _ = render(page)
    bg = np.array(theme.bg, dtype=np.int16)
    return (np.abs(np.asarray(image.convert("RGB"), dtype=np.int16) - bg).sum(axis=2) > 40)


@pytest.mark.parametrize("kind,names", [("icon", list(NAMES)), ("emoji", list(EMOJI))])
@pytest.mark.parametrize("size", [14, 24])
def test_ink_inside_its_box_only(kind: str, names: list[str], size: int) -> None:
    ink = _sheet(names, size, dark=size == 24, kind=kind)
    for k, name in enumerate(names):
        cell = ink[:, k * CELL:(k + 1) * CELL]
        ys, xs = np.nonzero(cell)
        assert len(xs) >= size // 2, f"{name} at {size}px draws (almost) nothing"
        # the box is (8, 8) .. (8 + size, 8 + size); a stroke may overhang by a pixel
        assert xs.min() >= 7 and ys.min() >= 7, name
        assert xs.max() <= 8 + size and ys.max() <= 8 + size, name
        assert cell[8:8 + size, 8:8 + size].sum() >= 0.08 * size, name


def test_every_name_draws_its_own_picture() -> None:
    assert set(REQUIRED) <= set(NAMES)
    ink = _sheet(list(NAMES), 20)
    seen: dict[bytes, str] = {}
    for k, name in enumerate(NAMES):
        key = np.packbits(ink[:, k * CELL:(k + 1) * CELL]).tobytes()
        assert key not in seen, f"{name} draws the same pixels as {seen.get(key)}"
        seen[key] = name


def test_drawing_is_deterministic_and_scales() -> None:
    a, b = _sheet(list(NAMES), 18), _sheet(list(NAMES), 18)
    assert (a == b).all()
    small, large = _sheet(["settings", "bell"], 12), _sheet(["settings", "bell"], 28)
    assert large.sum() > 2 * small.sum()


# ---- the surfaces: icons chosen by the label's meaning, not a rotation of shapes ---------

def test_named_icon_lists_match_their_labels() -> None:
    expect = {
        "settings_panel": ("nav", "nav_icons", {2: "bell", 5: "globe", 7: "lock"}),
        "admin_user_table": ("nav", "nav_icons", {1: "user", 2: "users", 6: "settings"}),
        "teams_chat": ("rail", "rail_icons", {0: "bell", 1: "chat", 3: "calendar"}),
        "video_call_chat": ("controls", "control_icons", {1: "camera", 2: "screen-share"}),
    }
    for surface, (labels, icons, fixed) in expect.items():
        for lang, seed, p in sampled(surface, 1):
            assert len(p[icons]) == len(p[labels]), (surface, lang)
            assert len(set(p[icons])) == len(p[icons]), (surface, "one icon per entry")
            assert all(name in NAMES for name in p[icons])
            for i, name in fixed.items():
                assert p[icons][i] == name, (surface, lang, seed, p[labels][i])


def test_call_bar_mute_button_agrees_with_your_tile() -> None:
    for lang, seed, p in sampled("video_call_chat", 12):
        you_muted = p["muted"][0]
        assert p["control_icons"][0] == ("mic-off" if you_muted else "mic"), (lang, seed)
        assert p["video"][0], "the bar offers to stop your video, so your camera is on"
        assert not p["muted"][p["speaking"]], (lang, seed, "the speaker is not muted")


def test_fixed_toolbars_use_fitting_distinct_icons() -> None:
    from surfaces import (
        chat_bubbles,
        gmail_inbox,
        gradebook,
        lecture_slide,
        spreadsheet_grid,
        sql_console,
    )
    for mod, attr in ((gmail_inbox, "FOLDER_ICONS"), (lecture_slide, "TOOLBAR_ICONS"),
                      (spreadsheet_grid, "TOOLBAR_ICONS"),
                      (sql_console, "TOOLBAR_ICONS"), (gradebook, "RAIL_ICONS"),
                      (chat_bubbles, "HEADER_ICONS")):
        names = getattr(mod, attr)
        assert len(set(names)) == len(names) and set(names) <= set(NAMES), mod.__name__
    assert {"bold", "italic", "underline", "undo"} <= set(spreadsheet_grid.TOOLBAR_ICONS)
    assert {"bold", "italic", "underline"} <= set(lecture_slide.TOOLBAR_ICONS)


def test_slack_reactions_are_distinct_emoji() -> None:
    for lang, seed, p in sampled("slack_like", 6):
        for m in p["messages"]:
            assert len(m["emoji"]) == len(m["reactions"]), (lang, seed)
            assert len(set(m["emoji"])) == len(m["emoji"]) and set(m["emoji"]) <= set(EMOJI)


def test_installer_logo_is_a_drawn_mark() -> None:
    marks = {p["logo"] for _, _, p in sampled("installer_wizard", 8)}
    assert marks <= set(NAMES) and len(marks) > 2


def test_sidebar_labels_get_the_same_icon_in_every_language() -> None:
    """sidebar_list picks an icon from the label (for_label) when a surface names none: the
    same entry gets the same icon in all six languages, and a list is not one icon repeated."""
    from surfaces.kit.icon_labels import for_label
    lists = {"gmail_thread": "folders", "email_search_results": "folders", "data_table": "nav",
             "metrics_dashboard": "nav", "server_inventory": "nav", "todo_app": "nav",
             "cron_schedule": "nav", "photo_gallery": "nav", "compliance_checklist": "nav"}
    for surface, key in lists.items():
        per_lang = {lang: [for_label(x) for x in p[key]] for lang, _, p in sampled(surface, 1)}
        en = per_lang["en"]
        assert len(set(en)) == len(en), (surface, en)
        for lang, names in per_lang.items():
            assert names == en, (surface, lang, names)
    assert for_label("auth_service.py") == "file" and for_label("Papierkorb") == "trash"


def test_kit_defaults_draw_named_icons_not_placeholder_shapes() -> None:
    """A comment's action row, a compose box, a plain toolbar and a PDF viewer's buttons use
    the icons of what they do; the numbered shapes stay only where a surface asks for them."""
    from surfaces.kit import chrome, web

    assert set(web.ACTION_ICONS) <= set(NAMES) and len(set(web.ACTION_ICONS)) == 4
    assert set(chrome.TOOLBAR_ICONS) <= set(NAMES)
    assert len(set(chrome.TOOLBAR_ICONS)) == len(chrome.TOOLBAR_ICONS)
    from surfaces.social_feed import NAV, NAV_ICONS

    assert len(NAV_ICONS) == len(NAV) and set(NAV_ICONS) <= set(NAMES)
