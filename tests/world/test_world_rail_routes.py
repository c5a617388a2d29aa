"""train_timetable: a train runs via stations on its real route (no Paris-Marseille TGV
"via Dijon": the LGV Sud-Est leaves Burgundy aside)."""

from __future__ import annotations

from generator.content.provider import locale_data

# (a line's first and last stop, a station it never calls at)
NOT_ON_THE_WAY = [("fr", "Paris Gare de Lyon", "Marseille Saint-Charles", "Dijon Ville")]


def test_lines_call_only_at_stations_on_their_route():
    for lang, first, last, station in NOT_ON_THE_WAY:
        found = 0
        for line in locale_data(lang).SLOTS["rail_lines"]:
            stops = line["stops"]
            if stops[0] == first and stops[-1] == last:
                assert station not in stops, (lang, line)
                found += 1
        assert found, (lang, first, last)
