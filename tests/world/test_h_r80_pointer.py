"""h_r80 (review r80 row 6): the notes sidebar's "Libri da leggere" is a note, not the unread
mail folder "Da leggere" (kit/icon_labels: a "^" stem matches only at a label's start; the
notes app gives every note a document icon), and no arrow or hand rests on a text field's
own text (a search box's placeholder): the pointer over a field is an I-beam."""

from __future__ import annotations

import pytest
from world_helpers import rendered

from generator.effects.inputs import TEXT_FIELD_SHAPES, pointer_inputs
from surfaces.kit.icon_labels import for_label


@pytest.mark.parametrize("label,icon", [
    ("Libri da leggere", "file"), ("Da leggere", "mail"), ("Non letti", "mail"),
    ("Posta in arrivo", "mail"), ("Bücher zum Lesen", "file"), ("Ongelezen", "mail")])
def test_a_note_title_is_no_mail_folder(label: str, icon: str) -> None:
    assert for_label(label) == icon


@pytest.mark.parametrize("name", ["markdown_notes", "email_3pane", "data_table",
                                  "settings_panel"])
def test_no_arrow_or_hand_rests_on_a_field(name: str) -> None:
    fields_seen = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(6):
            _, geo = rendered(name, lang, seed)
            fields = [s.box for s in geo.shapes if s.kind in TEXT_FIELD_SHAPES]
            fields_seen += len(fields)
            for x, y, _bottom in pointer_inputs(geo, set())["text_slots"]:
                inside = [f for f in fields if f[0] <= x <= f[2] and f[1] <= y <= f[3]]
                assert not inside, (name, lang, seed, (x, y), inside)
    assert fields_seen
