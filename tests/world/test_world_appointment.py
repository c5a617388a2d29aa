"""An appointment page is about one doctor at one practice: a note naming the doctor, the
town or the specialty names the ones in the summary, never another person or place.
All six languages, 30 pages each."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data

STREET = re.compile(r"\b(Via|Viale|Corso|Piazza|Calle|Avenida|Rue|Avenue|Boulevard)\s+"
                    r"(de |del |di )?\w+")


def test_notes_name_the_booked_doctor_town_and_specialty() -> None:
    named = 0
    for lang, seed, p in sampled("appointment_portal", 30):
        data = locale_data(lang)
        city = p["practice"].rsplit(", ", 1)[1]
        # a street may bear a town's name ("Via Milano, 19" in Florence)
        text = STREET.sub("", " ".join(p["notes"]))
        for other in data.SLOTS["cities"]:
            if other != city and other not in city and f" {other}" in f" {text}":
                raise AssertionError((lang, seed, other, city, text))
        for other in data.SLOTS["rec_specialty"]:
            assert other == p["specialty"] or other not in text, (lang, seed, other, text)
        named += city in text  # the notes that name a town name this one
    assert named > 10
