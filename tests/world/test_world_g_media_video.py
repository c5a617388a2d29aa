"""g_media: a video page claims no feature its city may lack (a reviewer read "A night walk
through New York ... from the station to the old town"): a city walk goes from the station
to the centre, which every city has."""

from __future__ import annotations

import re

from world_helpers import sampled, strings_of

OLD_TOWN = r"old town|Altstadt|vieille ville|casco antiguo|centro storico|oude (binnen)?stad"


def test_no_old_town_on_a_video_page() -> None:
    walks = 0
    for lang, seed, p in sampled("video_player", 30):
        text = " ".join(strings_of(p))
        assert not re.search(OLD_TOWN, text, re.I), (lang, seed, text)
        walks += p["subject"] == 3
    assert walks > 5
