"""streaming_catalog's synopses (ws_show_blurb): family logic holds; cousins do not share
a mother's will or a half-brother (the reader meets siblings), in every language."""

from __future__ import annotations

import re

from generator.content.provider import locale_data

COUSINS = {"en": "cousins", "de": "Cousins", "fr": "cousins", "es": "primos", "it": "cugini",
           "nl": "neven"}
SHARED = {"en": "mother", "de": "Mutter", "fr": "mère", "es": "madre", "it": "madre",
          "nl": "moeder"}


def test_cousins_share_no_mother() -> None:
    for lang, word in COUSINS.items():
        blurbs = locale_data(lang).TITLES["ws_show_blurb"]
        assert any(SHARED[lang] in b for b in blurbs), lang
        for blurb in blurbs:
            if re.search(rf"\b{word}\b", blurb):
                assert SHARED[lang] not in blurb, (lang, blurb)
