"""c_prose: a poll's options fit the group that votes: a book club votes on a book (or the
day it meets), a film club on a film, never on a podcast or a series."""

from __future__ import annotations

import re

from generator.content.provider import locale_data

# per language: (the group, what its polls may be about)
GROUPS = {
    "en": [(r"book club", r"\bbook|\bday\b|evening|time"), (r"film club", r"\bfilm|\bday\b")],
    "de": [(r"Buchclub", r"Buch|Tag"), (r"Filmclub", r"Film\b|Tag")],
    "fr": [(r"club de lecture", r"livre|jour"), (r"ciné-?club", r"film|jour")],
    "es": [(r"club de lectura", r"libro|día"), (r"cineclub", r"película|día")],
    "it": [(r"club del libro|club di lettura", r"libro|giorno"),
           (r"cineforum|club del cinema", r"film|giorno")],
    "nl": [(r"leesclub|boekenclub", r"boek|dag"), (r"filmclub", r"film|dag")],
}


def test_a_club_votes_on_its_own_thing() -> None:
    checked = 0
    for lang, groups in GROUPS.items():
        for poll in locale_data(lang).SLOTS["media_poll"]:
            for group, subject in groups:
                if re.search(group, poll["question"], re.I):
                    assert re.search(subject, poll["question"], re.I), (lang, poll["question"])
                    assert not re.search(r"podcast|serie", " ".join(poll["options"]), re.I), \
                        (lang, poll)
                    checked += 1
    assert checked >= 8
