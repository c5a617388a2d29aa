"""A changelog lists consecutive releases, newest first: each version is the one released
just before the one above it (no v1.5.1 straight after v1.4.0), dates go back in time, a
patch release only fixes or changes things, and no release carries a PR description."""

from __future__ import annotations

from world_helpers import sampled


def test_releases_follow_each_other() -> None:
    for lang, seed, p in sampled("changelog_page", 20):
        rel = p["releases"]
        versions = [tuple(int(v) for v in r["version"].split(".")) for r in rel]
        for newer, older in zip(versions, versions[1:], strict=False):
            if newer[2]:
                assert older == (newer[0], newer[1], newer[2] - 1), (lang, seed, versions)
            else:
                assert older[:2] == (newer[0], newer[1] - 1), (lang, seed, versions)
        for v, r in zip(versions, rel, strict=True):
            if v[2]:
                assert "added" not in [kd for kd, _ in r["sections"]], (lang, seed, v)
            assert not r["intro"], (lang, seed)


def test_notes_about_totals_or_sorting_name_a_screen_of_figures():
    import numpy as np
    from world_helpers import sampled as _sampled

    from generator.content import Content
    from surfaces.changelog_page import DATA_VIEWS, FIGURES
    for lang, seed, p in _sampled("changelog_page", 12):
        c = Content(lang, np.random.default_rng(0))
        features = c.data.SLOTS["dt_feature"]
        views = [features[i] for i in DATA_VIEWS]
        for r in p["releases"]:
            for _, items in r["sections"]:
                for text, _marks in items:
                    if FIGURES.search(text):
                        named = [f for f in features if f in text and
                                 not any(f != v and f in v for v in views)]
                        assert not named or any(v in text for v in views), (lang, seed, text)


def test_releases_name_only_the_products_screens() -> None:
    from generator.content import locale_data

    for lang, seed, p in sampled("changelog_page", 12):
        # every product has a login page and settings (0, 3): templates name them as words;
        # products are drawn from the first ten screens (the same in every language)
        others = [f for k, f in enumerate(locale_data(lang).SLOTS["dt_feature"])
                  if f not in p["features"] and k not in (0, 3) and k < 10]
        for r in p["releases"]:
            for _, items in r["sections"]:
                for text, _ in items:
                    rest = text
                    for f in sorted(p["features"], key=len, reverse=True):
                        rest = rest.replace(f, "")
                    assert not [f for f in others if f in rest], (lang, seed, text, p["features"])
