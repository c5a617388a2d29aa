"""Office, health and planning pages (g_office): notes fit the visit, numbers add up."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data


def test_appointment_notes_and_reason_fit_the_specialty() -> None:
    for lang, seed, p in sampled("appointment_portal", 20):
        spec = locale_data(lang).TITLES["gof_appt_spec"]
        text = " ".join(p["notes"])
        for k, line in enumerate(spec):
            assert (line in text) == (k == p["spec"]), (lang, seed, p["specialty"], text)
        if p["spec"] not in (0, 3):
            assert p["reason"] != 4, (lang, seed, p["specialty"])  # no vaccination
