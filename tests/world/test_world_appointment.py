"""An appointment page is about one doctor at one practice: a note naming the doctor, the
town or the specialty names the ones in the summary, never another person or place.
All six languages, 30 pages each."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data


def test_notes_name_the_booked_doctor_town_and_specialty() -> None:
    named = 0
    for lang, seed, p in sampled("appointment_portal", 30):
        text = " ".join(p["notes"])
        data = locale_data(lang)
        city = p["practice"].rsplit(", ", 1)[1]
        for other in data.SLOTS["cities"]:
            if other != city and other not in city and f" {other}" in f" {text}":
                raise AssertionError((lang, seed, other, city, text))
        for other in data.SLOTS["rec_specialty"]:
            assert other == p["specialty"] or other not in text, (lang, seed, other, text)
        named += city in text  # the notes that name a town name this one
    assert named > 10
