"""A composed mail greets the one person it is addressed to (others read along in Cc),
and its attachment is the document the body says is attached, named as the body names it:
"the final presentation" is presentation_final.pptx (no presentation_v2.docx), a revised
one carries a version number, a spreadsheet is an .xlsx."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.email_compose import ATTACHED, FINAL, REVISED


def test_compose_greets_its_addressee_and_names_its_attachment():
    seen = 0
    for lang, seed, p in sampled("email_compose", 40):
        assert len(p["to"]) == 1 and p["to"][0].split()[0] in p["greeting"], (lang, seed)
        body = " ".join([p["subject"], *p["paragraphs"]])  # what the files are named from
        said = " ".join(t for t in re.split(r"(?<=[.!?])\s+", body) if ATTACHED.search(t))
        for f in p["files"]:
            seen += 1
            stem = f.rsplit(".", 1)[0]
            assert stem.endswith("_final") == bool(FINAL.search(said)), (lang, seed, f, said)
            if not FINAL.search(said):
                assert bool(re.search(r"_v\d$", stem)) == bool(REVISED.search(said)), (f, said)
            if re.search(r"presenta|präsentation|présentation", f, re.I):
                assert f.endswith(".pptx"), (lang, seed, f)
    assert seen > 20, seen


def test_invite_agenda_fits_the_meeting_in_its_title():
    """A 1:1 is not told about apologies, lunch, coffee, recordings or laptops; a
    retrospective signs nothing off and has no guests."""
    for lang, seed, p in sampled("calendar_invite", 30):
        text = " ".join(p["texts"])
        if p["kind"] == 7 and lang == "en":
            assert "sign off" not in text and "Guests from" not in text, (seed, text)
        if p["kind"] == 4 and lang == "en":
            assert not re.search(r"cannot attend|Lunch|Coffee|recorded|laptop", text), (seed,
                                                                                     text)
