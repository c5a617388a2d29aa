"""A pivot table's ribbon shows named commands (an icon and a label each), a spreadsheet's
ribbon groups real command icons: no blank placeholder buttons."""

from __future__ import annotations

from world_helpers import region_words, rendered, sampled

from surfaces.pivot_summary import BUTTON_ICONS


def test_ribbon_commands_are_named() -> None:
    for lang, seed, p in sampled("pivot_summary", 2):
        assert len(p["buttons"]) == len(BUTTON_ICONS), (lang, seed)
        assert all(b.strip() for b in p["buttons"]) and len(set(p["buttons"])) == len(p["buttons"])
    _, geo = rendered("pivot_summary", "en", 0)
    words = region_words(geo, "ribbon")
    assert "Refresh" in words and "Group" in words, words


def test_sheet_ribbon_groups_draw_real_icons() -> None:
    """The spreadsheet's ribbon groups draw named command icons (no blank squares)."""
    from surfaces.formula_bar_sheet import GROUP_ICONS
    from surfaces.kit.icon_specs import NAMES

    assert all(name in NAMES for group in GROUP_ICONS for name in group)
    _, geo = rendered("formula_bar_sheet", "en", 0)
    assert "Clipboard" in region_words(geo, "ribbon")


def test_every_field_in_an_area_is_in_the_field_list() -> None:
    """"Year" sat in Filters while the PivotTable Fields list had no Year; the Values area's
    "Sum of X" sums a listed field, and a field in an area is checked in the list."""
    for lang, seed, p in sampled("pivot_summary", 12):
        filters, columns, rows, values = p["area_fields"]
        for f in filters + columns + rows:
            assert f in p["listed"], (lang, seed, f, p["listed"])
        assert p["value_field"] in p["listed"] and values == [p["sum_of"]], (lang, seed)
        assert p["value_field"] in p["sum_of"], (lang, seed)
        assert len(set(p["listed"])) == len(p["listed"]), (lang, seed)
    for lang in ("en", "fr", "de"):
        for seed in range(4):
            p, geo = rendered("pivot_summary", lang, seed)
            words = region_words(geo, "fields")
            assert p["year"] in words, (lang, seed)
