"""c_facts: the file manager's sidebar selects the folder shown (window title, breadcrumb),
never another place; Explorer's tree shows it beneath the place in the breadcrumb."""

from __future__ import annotations

from tests.world.world_helpers import sampled


def test_the_sidebar_selects_the_folder_shown() -> None:
    from surfaces.file_manager import sidebar_places
    for lang, seed, p in sampled("file_manager", 16):
        rows = sidebar_places(p, p["style"] == "finder")
        chosen = [name for name, _, sel in rows if sel]
        assert chosen == [p["folder"]], (lang, seed, chosen, p["folder"])
        at = [name for name, _, _ in rows].index(p["folder"])
        if p["style"] == "explorer":
            assert rows[at][1] > 0 and rows[at - 1][0] == p["parent"], (lang, seed, rows)
        assert p["parent"] == p["places"][3 if p["folder_k"] == 2 else 1], (lang, seed)
