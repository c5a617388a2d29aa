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
        assert p["style"] in ("Business", "Geschäftlich", "Profesional", "Professionnel",
                              "Professionale", "Zakelijk"), (lang, p["style"])
