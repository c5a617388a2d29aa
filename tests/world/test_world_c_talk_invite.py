"""A meeting invite is written from its kind: an online meeting has no coffee, laptops or
room, a group is greeted as one ("Hi all", never "Dear Holly" over four attendees), a 1:1 is
not told "read this, all of you", the numbered agenda is the kind's own (a design review
reviews designs, not "Costs / Method / Recommendations"), and one document is named."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.calendar_invite import ONE_ON_ONE

# nothing said to a group in a 1:1 ("lest", "schaut euch", "leggete", "enviad"), no workshop,
# "any other business" or round of updates from each team
ALONE = re.compile(r"workshop|any other business|each team|round of|your \{status|wer nicht|"
                   r"Sonstiges|aus dem Team|tour de table|points divers|cada equipo|\bronda\b|"
                   r"giro di tavolo|rondvraag|\bronde\b|rondje|\beuch\b|\beure\b|\blest\b|"
                   r"bringt|denkt|vi chiedo|leggete|potete|inviate|portate|podéis|leed|"
                   r"revisad|repasad|traed|venid|enviad|mandad|dejad|vuestr|\bos\b|llegáis|"
                   r"\bihr\b|tenéis|trovate", re.I)
# what only a meeting in a room has: coffee, lunch, laptops to bring, a room named
IN_PERSON = re.compile(r"coffee|lunch|kaffee|caf[eéè]|caff|laptop|portable|ordenador|ordinateur|"
                       r"portatile|snack|sandwich|mittagessen|déjeuner|koffie|drinks|"
                       r"\{office_room\}|almuerzo|pranzo", re.I)


def test_the_invite_fits_its_meeting() -> None:
    online = 0
    for lang, seed, p in sampled("calendar_invite", 40):
        data = Content(lang, np.random.default_rng(0)).data
        text = " ".join(p["texts"])
        assert p["items"] and set(p["items"]) <= set(data.SLOTS[f"ct_agenda_{p['kind']}"]), \
            (lang, seed, p["kind"], p["items"])
        pool = data.SLOTS[f"ct_agenda_{p['kind']}"]
        assert [pool.index(i) for i in p["items"]] == sorted(pool.index(i) for i in p["items"])
        if p["where"] == p["labels"]["online"]:
            online += 1
            assert not IN_PERSON.search(text), (lang, seed, text)
        else:
            assert all(r == p["where"] for r in data.SLOTS["office_room"] if r in text), \
                (lang, seed, p["where"], text)
        people = len(p["required"]) + len(p["optional"])
        hello_all = data.SLOTS["ct_hello_all"][0]
        if p["kind"] == ONE_ON_ONE:
            assert people == 2 and p["greeting"] != hello_all
            assert not ALONE.search(text), (lang, seed, text)
        else:
            assert people > 2 and p["greeting"] == hello_all, (lang, seed, p["greeting"])
        assert p["other"] != p["title"], (lang, seed, p["title"])
        for para, marks in zip(p["texts"], p["marks"], strict=True):
            for a, b, _kind, _colour in marks:  # only figures are styled
                assert any(c.isdigit() for c in para[a:b]), (lang, seed, para[a:b])
    assert online > 30, online
