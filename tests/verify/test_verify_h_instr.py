"""h_instr: the sampler and the verifier name a form field (a card, a button, a status
component) the same way: its printed label without the colon that ends it, in the
language's quotation marks ("in the “File name” field", "dans le champ « Type »"). Before,
"in the File name: field" was written and the verifier found no such region (6 no_match
rejections in a 500-row release build, 0 after)."""

from __future__ import annotations

import re

import numpy as np

from generator.instructions import render_instruction
from generator.pipeline import build_row, compose_page
from generator.plan import Slot
from generator.rng import ExampleStreams
from generator.targets.index import squash
from generator.verify import verify
from tests.world.world_helpers import sample_target

LANGS = ("en", "de", "fr", "es", "it", "nl")
FORMS = ["file_save_dialog", "installer_wizard", "job_application", "pdf_form", "boarding_pass"]
CATEGORIES = ["caret_between_chars", "caret_after_word", "word_center"]
OPEN, CLOSE = "[“\"‘'»«„‚‹›]\\s?", "\\s?[”\"’'«»“‹›]"


def _quoted(label: str, text: str) -> bool:
    return re.search(OPEN + re.escape(label) + CLOSE, text) is not None


def _field_scoped(name: str, seeds: int):
    for k in range(seeds):
        lang = LANGS[k % len(LANGS)]
        for category in CATEGORIES:
            slot = Slot(category, lang, name)
            composed = compose_page(slot, ExampleStreams(90211, "train", k), 0.3)
            if composed is None:
                continue
            image, geo, _ = composed
            for j in range(4):
                target = sample_target(geo, category, np.random.default_rng([k, j]))
                quals = [q for q in (target.ref.get("qualifiers", []) if target else [])
                         if q["type"] == "region" and q["name"].startswith("field ")]
                if quals:
                    text = render_instruction(target, lang, np.random.default_rng([k, j, 1]))
                    yield image, geo, build_row(target, text, slot, "easy", "train", 0, 1, geo), \
                        quals[0]


def test_field_scoped_instructions_verify() -> None:
    seen, langs = 0, set()
    for image, geo, row, qual in (x for name in FORMS for x in _field_scoped(name, 18)):
        text = row["instruction"]
        verdict = verify(image, geo, row)
        assert verdict.ok, (row["surface"], row["language"], verdict.reason, text)
        label = qual.get("shown") or qual["name"].split(" ", 1)[1]
        assert f"{label}:" not in text and f"{label} :" not in text, text
        if "shown" in qual:  # as the page prints it ("PASSENGER"), in the language's marks
            assert any(label == squash(geo.line_text(ln)).rstrip(" :*\u00a0\u202f")
                       for ln in geo.lines), label
            assert _quoted(label, text), (label, text)
        seen += 1
        langs.add(row["language"])
    assert seen >= 20 and len(langs) == len(LANGS), (seen, langs)


def test_a_label_ending_in_a_colon_is_quoted_without_it() -> None:
    from generator.instructions.render import _Writer, templates

    for lang in LANGS:
        writer = _Writer(templates(lang), np.random.default_rng(0), False)
        text = writer.qualifier({"type": "region", "name": "field File name:", "label": "",
                                 "message": False, "shown": "File name"})
        assert "File name" in text and ":" not in text, (lang, text)
        assert _quoted("File name", text), (lang, text)
