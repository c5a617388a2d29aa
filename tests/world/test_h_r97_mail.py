"""r97 row 01 (email_compose, de): "Danke und Gruß," - a German closing takes no comma; and
"Moin" (northern) with a Munich 089 signature: the compose greeting is region-neutral."""

from __future__ import annotations

from tests.world.world_helpers import sampled


def test_german_closing_has_no_comma_and_greeting_is_neutral() -> None:
    for lang, seed, p in sampled("email_compose", 20):
        if lang == "de":
            assert not p["closing"].endswith(","), (seed, p["closing"])
            assert not p["greeting"].startswith("Moin"), (seed, p["greeting"])
        else:
            assert p["closing"].endswith(","), (lang, seed, p["closing"])
