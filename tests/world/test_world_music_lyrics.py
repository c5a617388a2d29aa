"""music_lyrics: the chorus is a song's hook (its title), the side list holds other songs,
and its heading never fuses a preposition with a band's article ("Plus de Le long été")."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_chorus_hook_other_songs_and_more_heading() -> None:
    for lang, seed, p in sampled("music_lyrics", 12):
        hook = re.sub(r" \(.*\)$", "", p["chorus"][0])
        assert hook.lower() == p["title"].lower(), (lang, seed, p["chorus"])
        assert lang != "en" or hook[1:] == hook[1:].lower() or " I " in hook \
            or "Sunday" in hook, (lang, seed, hook)
        assert re.sub(r" \(.*\)$", "", p["chorus"][-1]) == hook, (lang, seed)
        assert p["title"] not in p["others"] and len(p["others"]) >= 3, (lang, seed)
        assert p["artist"] in p["more"], (lang, seed, p["more"])
        assert not re.search(r"\b(?:de|di) (?:Le|La|Les|L'|El|Los|Las|Il|Lo|I|Gli)\b",
                             p["more"]), (lang, seed, p["more"])
