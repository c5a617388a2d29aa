"""h_r80 (review r80 row 15): the compose window's font menu names the family as the font
does ("DejaVu Sans", "TeX Gyre Heros"), never a title-cased key ("Dejavu Sans"); h_r91: by
the name a font menu lists for the face (picker_font_name: "Verdana", "Arial")."""

from __future__ import annotations

from world_helpers import composed_pages

from surfaces.kit.typography import picker_font_name


def test_the_font_menu_spells_the_family() -> None:
    names = set()
    for _lang, _seed, page in composed_pages("email_compose", range(20)):
        texts = {"".join(g.char for line in op.laid.lines for g in line.glyphs)
                 for op in page.ops if hasattr(op, "laid")}
        assert "Dejavu Sans" not in texts and "Tex Gyre Heros" not in texts
        names |= texts
    assert any(picker_font_name(f) in names for f in ("dejavu_sans", "liberation_sans", "noto_sans",
                                               "open_sans", "tex_gyre_heros", "lato"))
