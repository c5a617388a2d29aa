"""The code editor shows its caret where the status bar's Ln/Col says, and no fake caret
elsewhere in the editor (review: "Zeile 9, Spalte 30" with the caret at column 14)."""

from __future__ import annotations

from generator.effects.inputs import page_inputs
from tests.world.world_helpers import rendered


def test_the_caret_is_where_the_status_bar_says() -> None:
    for lang, seed in (("de", 24), ("it", 3)):
        params, geo = rendered("code_editor", lang, seed)
        line, col = params["cursor"]
        carets = [s.box for s in geo.shapes if s.kind == "caret"]
        assert len(carets) == 1, (lang, seed, carets)
        cx, ctop = carets[0][0], carets[0][1]
        rows = [ln for ln in geo.lines if geo.line_text(ln).strip() == str(line)]
        assert rows, (lang, seed, line)
        number = rows[0]
        assert number.top - 6 <= ctop <= number.bottom, (lang, seed)
        text = "".join(t[0] for t in params["code"][line - params["first_line"]])
        x0 = geo.glyphs[number.glyphs[0]].pen
        code = [ln for ln in geo.lines if abs(ln.top - number.top) < 4
                and geo.glyphs[ln.glyphs[0]].pen > x0 + 10]
        if col <= len(text) and code:
            first, end = code[0].glyphs
            pens = [g.pen for g in geo.glyphs[first:end]]
            # the indentation is either drawn as space glyphs or as the line's x offset
            drawn_spaces = geo.glyphs[first].char == " "
            lead = 0 if drawn_spaces else len(text) - len(text.lstrip())
            k = col - 1 - lead
            assert 0 <= k < len(pens) and abs(pens[k] - cx) <= 2, (lang, seed, col, cx)
        editor = next(r.box for r in geo.regions if r.name == "editor")
        fake = [s for s in page_inputs(geo, (0, 0, 1, 1))["caret_slots"]
                if editor[0] <= s[0] < editor[2] and editor[1] <= s[1] < editor[3]]
        assert not fake, (lang, seed, "a second caret could be drawn in the editor")
