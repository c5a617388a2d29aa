"""The app store's own copy names its maker without the legal form (the store's developer
line keeps "Beyer Kuhl UG (haftungsbeschränkt)"; the description says "Beyer Kuhl")."""

from surfaces.app_store_listing import short_name
from tests.world.world_helpers import sampled


def test_description_names_the_maker_without_its_legal_form():
    assert short_name("Beyer Kuhl UG (haftungsbeschränkt)") == "Beyer Kuhl"
    assert short_name("Müller GmbH & Co. KG") == "Müller"
    for lang, seed, p in sampled("app_store_listing", 12):
        dev = p["developer"]
        if short_name(dev) != dev:
            assert all(dev not in d for d in p["desc"]), (lang, seed, dev)


def test_rewrite_names_the_client_and_the_day_once_in_a_business_style():
    for lang, seed, p in sampled("translation_app", 12):
        src = " ".join(p["src"])
        for day in ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Montag",
                    "maandag", "lundi", "lunes", "lunedì"):
            assert src.count(day) <= 1, (lang, seed, src)
        assert max(src.count(w) for w in src.split() if w[:1].isupper()) <= 2, (lang, seed, src)
        assert p["style"] in ("Business", "Geschäftlich", "Profesional", "Professionnel",
                              "Professionale", "Zakelijk"), (lang, p["style"])


def test_a_review_tells_one_failure_story_and_its_title_agrees():
    """"Stopped working after a month" over "after 24 weeks", or "broke after 6 days" and
    "stopped after 17 weeks" in one review, contradict each other."""
    import re
    for lang, seed, p in sampled("review_page", 12):
        for r in p["reviews"]:
            for n in re.findall(r"\d+", r["title"]):
                assert n in r["text"], (lang, seed, r["title"], r["text"])
            spans = re.findall(r"\b(\d+)\s+(?:weeks|days|Wochen|Tagen|semaines|jours|semanas|"
                               r"días|settimane|giorni|weken|dagen)\b", r["text"])
            assert len(set(spans)) <= 2, (lang, seed, r["text"])


def test_profile_career_grows_and_the_headline_is_the_current_job():
    grows = 0
    for lang, seed, p in sampled("profile_page", 10):
        assert p["jobs"][0]["title"] in p["headline"], (lang, seed)
        grows += len({j["title"] for j in p["jobs"]}) == 3
    assert grows > 30  # most careers are not the same title at three firms


def test_reviewers_use_phones():
    from surfaces.app_store_listing import DEVICES
    assert not [d for d in DEVICES if "iPad" in d or "Tab" in d]


def test_review_titles_are_told_by_their_bodies():
    """"Good quality, slow delivery" tells of the delivery; "my only complaint" stands alone
    under its own title (not under "Fine, but a bit pricey")."""
    for lang, seed, p in sampled("review_page", 20):
        if lang != "en":
            continue
        for r in p["reviews"]:
            if "my only complaint" in r["text"]:
                assert r["title"].startswith("Solid, but the manual"), (seed, r)
            if r["title"] == "Good quality, slow delivery":
                assert "Delivery to" in r["text"], (seed, r)
