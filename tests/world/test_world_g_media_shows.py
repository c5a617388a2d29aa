"""g_media: a featured show's seasons fit its synopsis: a story of one summer or one last show
is a limited series (a reviewer read "one last summer together" over "2 seasons")."""

from __future__ import annotations

import re

from world_helpers import sampled

ONE_SUMMER = r"one (last )?summer|one last show|einen (letzten )?Sommer|un (seul )?été|dernier été|" \
    r"un solo verano|último verano|una sola estate|ultima estate|één zomer|laatste zomer"


def test_a_bounded_story_runs_one_season() -> None:
    from generator.content.provider import locale_data

    limited = 0
    for lang, seed, p in sampled("streaming_catalog", 40):
        series = locale_data(lang).UI["w10gm.limited_series"]
        if re.search(ONE_SUMMER, p["synopsis"]):
            assert p["seasons"] == series, (lang, seed, p["synopsis"], p["seasons"])
            limited += 1
        else:
            assert p["seasons"] != series or p["show"] in (4, 6), (lang, seed, p["synopsis"])
    assert limited > 10
