"""r91 review fixes: a page's units and wording follow its world and region."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled

# the vitals in the units and percent spacing of the page's country (r91 0014: an American
# chart with "36.3 °C", "109.2 kg" and "SpO2 96 %")
_UNITS = {"en": ("°F", " lb", r"\d%$")}
_METRIC = ("°C", " kg", "")
_SPACED = {"de", "fr", "es"}  # CLDR: "96 %"; en, it, nl write "96%"


def test_vitals_units_and_percent_follow_the_locale():
    for lang, seed, p in sampled("patient_record", 30):
        temp, weight, sat = p["vitals"][2], p["vitals"][3], p["vitals"][4]
        deg, mass, _ = _UNITS.get(lang, _METRIC)
        assert temp.endswith(deg) and mass in weight, (lang, seed, p["vitals"])
        spaced = bool(re.search(r"\d[\s\u00a0\u202f]%$", sat))
        assert spaced == (lang in _SPACED), (lang, seed, sat)
        if lang == "en":
            assert 96 <= float(temp.split()[0]) <= 100, temp


def _fixed_word(template: str, others: list[str]) -> str:
    """The longest word of ``template`` outside its {a|b} choices and {slots} that none of
    ``others`` (the general notes) holds."""
    plain = re.sub(r"\{[^{}]*\}", " ", re.sub(r"\{[^{}]*\}", " ", template))
    used = {w.lower() for t in others for w in re.findall(r"\w+", t)}
    return max((w for w in re.findall(r"\w+", plain) if w.lower() not in used), key=len)


def test_appointment_notes_fit_the_visit_reason():
    from generator.content.provider import locale_data
    from surfaces.appointment_portal import SPEC_FITS
    seen = set()
    for lang, seed, p in sampled("appointment_portal", 40):
        spec, reason = p["spec"], p["reason"]
        titles = locale_data(lang).TITLES
        word = _fixed_word(titles["gof_appt_spec"][spec], titles["gof_appt_note"])
        shown = bool(re.search(rf"\b{word}\b", p["notes"][0], re.I))
        assert shown == (reason in SPEC_FITS[spec] and not p["video"]), (
            lang, seed, p["reasons"][reason], p["notes"])
        seen.add(shown)
    assert seen == {True, False}


def _block_text(block) -> str:
    return " ".join("".join(g.char for g in ln.glyphs) for ln in block.laid.lines)


def test_search_placeholders_run_to_the_field_edge():
    """r91 0003: "Rechercher dans les not" cut 25 px short of the field's edge. A search
    placeholder shows whole, or is clipped where the field ends (kit.chrome.search_box)."""
    from generator.layout import measure
    from tests.world.world_helpers import composed_pages

    whole = cut = 0
    for name in ("markdown_notes", "settings_panel", "file_manager", "email_3pane"):
        for lang, seed, page in composed_pages(name, range(4)):
            for block in page.text_blocks():
                if block.name != "placeholder":
                    continue
                x1, y1, x2, y2 = page.regions[block.region].box
                text = _block_text(block)
                if not block.clipped:
                    whole += 1
                    continue
                cut += 1
                style = block.laid.lines[-1].glyphs[-1].style  # the placeholder's own style
                nxt = measure(text + "m", style)[0] - measure(text, style)[0]
                assert block.right + nxt > x2 - max(8, (y2 - y1) // 4), (
                    name, lang, seed, text, block.right, x2)
    assert whole


def test_note_tags_name_what_the_note_is_about():
    """r91 0003: "#risques" on a note that speaks of no risk. Every tag's words are in the
    note's title or text; no outlook is a bare "similar result" ("un résultat comparable")."""
    vague = ("a similar result", "ein ähnliches Ergebnis", "un résultat comparable",
             "un resultado parecido", "un risultato simile", "een vergelijkbaar resultaat",
             "L'équipe y prévoit")
    for lang, seed, p in sampled("markdown_notes", 30):
        words = " ".join([p["title"], *p["texts"], *p["more"], p["quote"]]).lower()
        assert p["tags"], (lang, seed)
        for tag in p["tags"]:
            for word in tag[1:].split("-"):
                assert re.search(rf"(?<!\w){re.escape(word)}(?!\w)", words), (lang, seed, tag)
        assert not any(v in words for v in map(str.lower, vague)), (lang, seed, p["more"])


def test_sheet_font_box_names_the_face_the_cells_use():
    """r91 0012: the ribbon's font box said "Calibri" over cells set in an Arial-like face."""
    from surfaces.kit.typography import PICKER_NAMES, picker_font_name
    from tests.world.world_helpers import composed_pages

    pickers = {*PICKER_NAMES.values(), "Calibri", "Karla", "Inter", "Roboto", "Lato",
               "Open Sans", "Noto Sans", "Cantarell"}
    for lang, seed, page in composed_pages("formula_bar_sheet", range(12)):
        grid = [b for b in page.text_blocks() if b.laid.lines and b.laid.lines[0].glyphs
                and page.regions[b.region].name == "grid"]
        family = grid[0].laid.lines[0].glyphs[0].font.family
        shown = {_block_text(b) for b in page.text_blocks()} & pickers
        assert shown == {picker_font_name(family)}, (lang, seed, shown, family)
