"""h_misc3: the box-answer instructions read as an annotator writes them ("Give the bounding
box of …", "Draw a box around …"), never "Please give the box that encloses …" (r81 0003),
and one family keeps one form of address (no "Bitte geben Sie" among "Gib …", no "Donne"
among "Donnez …")."""

import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "generator" / "locales"
FAMILY = ("word_bbox", "char_bbox", "line_bbox", "paragraph_bbox")
STIFF = {"en": ("encloses", "Output the"), "de": ("geben Sie",),
         "fr": ("Donne ",), "es": ("que encierra",), "it": ("che racchiude",), "nl": ()}


def _forms(lang: str, key: str) -> list[str]:
    data = tomllib.loads((ROOT / lang / "instructions" / "templates.toml").read_text("utf-8"))
    return [t["form"] if isinstance(t, dict) else t for t in data["templates"][key]]


@pytest.mark.parametrize("lang", sorted(STIFF))
def test_box_instructions_read_naturally(lang):
    for key in FAMILY:
        forms = _forms(lang, key)
        assert len(set(forms)) == len(forms), (lang, key)
        for form in forms:
            assert not any(s in form for s in STIFF[lang]), (lang, key, form)
            if lang == "de":
                assert " Sie" not in form, (lang, key, form)
        if lang == "fr":  # vous throughout: "Donnez", "Indiquez", "Dessinez", "Pourriez-vous"
            verbs = [f.split()[0] for f in forms if not f.startswith(("Merci", "Quelle"))]
            assert all(v.endswith(("ez", "-vous")) for v in verbs), (lang, key, verbs)
