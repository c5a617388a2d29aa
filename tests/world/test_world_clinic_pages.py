"""The other pages of the health group agree with themselves: a video appointment is a
prescription renewal whose notes speak of no visit; a practice is named after its doctor;
a food pack holds what its name promises and no note contradicts its recipe; a fitness
dashboard greets for the hour it shows and its counts are those of the day so far."""

from __future__ import annotations

import re

from world_helpers import sampled, template_regex

from generator.content.provider import locale_data
from surfaces.fitness_tracker import GREETING_HOURS


def test_video_appointments_are_renewals_without_visit_notes() -> None:
    import datetime

    videos = 0
    for lang, seed, p in sampled("appointment_portal", 16):
        assert all(datetime.date(p["year"], p["m"], d).weekday() != 6 for d in p["free"])
        practice = p["practice"].rsplit(", ", 1)[0]
        # a practice is not named after its doctor ("Dr. Sean Kelly" at "Kelly Medical Center")
        assert p["doctor_name"].split()[-1] not in practice.split(), (lang, seed, practice)
        if p["video"]:
            videos += 1
            assert p["reason"] == 3, (lang, seed, p["reason"])
            text = " ".join(p["notes"])
            for line in locale_data(lang).TITLES["gof_appt_spec"]:
                assert not re.search(template_regex(line), text, re.I), (lang, seed, text)
    assert videos > 3


def test_food_packs_hold_what_their_name_promises_and_notes_fit_the_recipe() -> None:
    from surfaces.nutrition_label import PROMISES, TRACES_OF_MILK

    for lang, seed, p in sampled("nutrition_label", 10):
        data = locale_data(lang).SLOTS
        kind = data["rec_product"].index(p["product"])
        listed = " ".join(p["ingredients"])
        for i in PROMISES[kind]:
            assert data["rec_ingredient"][i] in listed, (lang, seed, p["product"], listed)
        note = " ".join(p["notes"])
        if re.search(r"milk|milch|lait|leche|latte|melk", listed, re.I):
            assert not TRACES_OF_MILK.search(note), (lang, seed, note)
        words = re.findall(r"\w+", note.lower())
        grams = [tuple(words[i:i + 4]) for i in range(len(words) - 3)]
        assert len(grams) == len(set(grams)), (lang, seed, note)
        assert not re.search(r"stir before|umrühren|remover antes|congel|invriez", note, re.I)


def test_fitness_counts_are_the_day_so_far_and_the_greeting_fits_the_hour() -> None:
    for lang, seed, p in sampled("fitness_tracker", 12):
        hour = p["hour"]
        hello = locale_data(lang).UI["hmed.fit.hello"]
        noon, evening = GREETING_HOURS.get(lang, (12, 18))  # per language (wave 10)
        assert p["hello"].split(",")[0] == hello[0 if hour < noon else 1 if hour < evening
                                                  else 2].split(",")[0], (lang, seed)
        steps = int(re.sub(r"\D", "", p["stats"][0][1]))
        active = int(p["stats"][3][1].split()[0])
        kcal = int(re.sub(r"\D", "", p["stats"][2][1]))
        part = (hour * 60 + 59 - 360) / 960
        assert steps <= 17000 * part, (lang, seed, hour, steps)
        assert steps / 200 <= active <= steps / 100 + 1, (lang, seed, steps, active)
        assert kcal <= 1900 * part + steps * 0.05, (lang, seed, hour, kcal)
        for a in p["acts"]:
            if a["kind"] != "swim":  # a swim in yards on an American page
                km = float(a["dist"].split()[0].replace(",", "."))
                assert km <= 45, (lang, seed, a)
