"""todo_app: no flights booked to a home town without an airport ("Vluchten naar Hilversum
boeken", "Flüge nach Passau buchen"): Dutch lists book a hotel, German ones train tickets."""

from __future__ import annotations

from world_helpers import sampled, strings_of

FLIGHT = {"nl": "Vlucht", "de": "Flüge"}


def test_no_flights_to_home_towns() -> None:
    booked = 0
    for lang, seed, p in sampled("todo_app", 80):
        if lang in FLIGHT:
            texts = strings_of(p)
            booked += any("Hotel in" in t or "Zugtickets" in t for t in texts)
            assert not any(FLIGHT[lang] in t for t in texts), (lang, seed)
    assert booked, "the travel task never drawn"
