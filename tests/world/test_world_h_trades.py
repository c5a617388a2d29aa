"""Organisations that fit their trade and the page's topic (wave 16, h_trades): a job's
employer and the applicant's current one are of the job's field, a parcel is delivered by a
carrier of the country, a workspace documenting software belongs to a software firm."""

from __future__ import annotations

import numpy as np

from generator import languages
from generator.content import Content
from surfaces.kit.code_world import REPOS, domain_of
from surfaces.kit.doc_genres import GENRES
from surfaces.kit.feature_world import spelled
from surfaces.kit.jobs import ROLES
from surfaces.kit.listed import SOFTWARE_WORDS, claims_other_trade, trade_words
from surfaces.kit.nearby import NEAR_KM, distance_km, street_name
from surfaces.kit.products import APPLIANCE_STEMS, appliance_shape
from surfaces.kit.sector_firms import FIELD_SECTOR, sector_firm, sector_pattern
from tests.world.world_helpers import sampled


def _content(lang: str) -> Content:
    return Content(lang, np.random.default_rng(0))


def test_job_application_firms_are_of_the_jobs_field() -> None:
    """r46 0013: "Instalaciones Rocha S.Coop." hired a nurse who now works at "Electricidad
    Faro S.A.": both firms of a nurse's application are care groups, of a developer's
    software firms, of an accountant's firms that name no other trade."""
    checked = set()
    for lang, seed, p in sampled("job_application", 60):
        content = _content(lang)
        field = ROLES[p["role"]][2]
        sector = FIELD_SECTOR.get(field)
        for firm in (p["company"], p["employer"]):
            if sector:
                assert sector_pattern(content, sector).match(firm), (lang, seed, field, firm)
            else:
                assert not claims_other_trade(firm, trade_words(content), ()), \
                    (lang, seed, field, firm)
        assert p["company"] != p["employer"], (lang, seed)
        checked.add((lang, sector))
    assert len(checked) >= 6 * 3, checked


# the words of each language's carrier sentence in order_confirmation's note
_DELIVERS = {"en": "will deliver your package", "de": "zugestellt", "fr": "livré par",
             "es": "lo entregará", "it": "consegnato da", "nl": "Je pakket wordt"}


def test_order_confirmation_parcel_goes_with_a_carrier_of_the_country() -> None:
    """r47 0019: "Ihr Paket wird von der Gerber Medientechnik GmbH zugestellt": the note's
    carrier is one of the country's parcel services (DHL, Colissimo, Correos, PostNL ...)."""
    seen = set()
    for lang, seed, p in sampled("order_confirmation", 80):
        carriers = _content(lang).data.SLOTS["shop_carrier"]
        for text in p["note"]:
            at = text.find(_DELIVERS[lang])
            if at >= 0:  # the sentence around the words names a carrier
                around = text[max(0, at - 60):at + 60]
                assert any(c in around for c in carriers), (lang, seed, text)
                seen.add(lang)
    assert seen == set(_DELIVERS), seen


def test_notion_how_to_lives_in_a_software_firms_workspace() -> None:
    """r47 0021: "Carpintería Marcos S.Coop." documented its CI setup: a product's how-to is
    in a software firm's workspace; a department's report in a firm naming no other trade
    than logistics."""
    kinds = set()
    for lang, seed, p in sampled("notion_page", 50):
        content = _content(lang)
        if p["kind"] == "docs":
            assert sector_pattern(content, "software").match(p["workspace"]), \
                (lang, seed, p["workspace"])
        else:
            assert sector_pattern(content, "logistics").match(p["workspace"]) or \
                not claims_other_trade(p["workspace"], trade_words(content), ()), \
                (lang, seed, p["workspace"])
        kinds.add((lang, p["kind"]))
    # a how-to or any of h_docs' genres (a79b97c2: report, status, minutes, ...) in six languages
    assert kinds == {(lang, k) for lang, _ in kinds for k in ("docs", *GENRES)}, kinds
    assert len(kinds) == 6 * (1 + len(GENRES)), kinds


def test_installer_licensor_makes_software() -> None:
    """An installer's licence is the program maker's: its copyright holder names no trade
    but software (no joinery's copyright on a program)."""
    checked = 0
    for lang, seed, p in sampled("installer_wizard", 40):
        content = _content(lang)
        holder = next(t for t in p["license"] if "©" in t).split("©")[1]
        assert not claims_other_trade(holder, trade_words(content), SOFTWARE_WORDS), \
            (lang, seed, holder)
        checked += 1
    assert checked == 6 * 40


def test_magazine_profile_facts_agree() -> None:
    """r47 0015: a customer "orders every year for ten years" beside "2019, no orders";
    a 15-month waiting list beside waits of 17 and 21 months; a Frankfurt potter teaching
    evening classes in Bremen. The profile's figures are sampled to agree and the body
    writes them: the hard year before the loyal customer's first order, every wait within
    the list, the evening classes in a town near the workshop."""
    near_seen = 0
    for lang, seed, p in sampled("magazine_spread", 60):
        f = p["figures"]
        assert f["since"] < f["hard_year"] < f["year"] - f["loyal"], (lang, seed, f)
        assert 2 <= f["wait_letter"] < f["wait"] and 2 <= f["wait_cry"] < f["wait"], \
            (lang, seed, f)
        assert f["near"] == f["town"] or distance_km(f["town"], f["near"]) <= NEAR_KM, \
            (lang, seed, f)
        body = " ".join(p["texts"])
        loyal = spelled({"loyal": str(f["loyal"])}, lang)["loyal"]
        if _LOYAL[lang][0] in body:  # the loyal customer's years are the sampled ones
            assert _LOYAL[lang][1].format(n=loyal) in body, (lang, seed, loyal, body)
        if _CLASSES[lang] in body:
            # ("a La Spezia" is written "alla Spezia")
            at = body.index(_CLASSES[lang])
            assert f["near"].split()[-1] in body[at:at + 40], (lang, seed, body)
            near_seen += f["near"] != f["town"]
    assert near_seen >= 5


_CLASSES = {"en": "evening classes in", "de": "Abendkurse in", "fr": "cours du soir à",
            "es": "clases nocturnas en", "it": "lezioni serali", "nl": "avondles in"}
# the loyal customer's sentence (its marker, its years)
_LOYAL = {"en": ("every year for", "every year for {n} years"),
          "de": ("jedes Jahr ein Stück", "seit {n} Jahren jedes Jahr"),
          "fr": ("chaque année depuis", "chaque année depuis {n} ans"),
          "es": ("cada año desde hace", "cada año desde hace {n} años"),
          "it": ("ogni anno da", "ogni anno da {n} anni"),
          "nl": ("elk jaar een stuk", "al {n} jaar elk jaar")}


def test_git_blame_file_belongs_in_its_repository() -> None:
    """r46 0017: expenses.py sat in repo "webshop": the blamed module's domain picks its
    repository."""
    for lang, seed, p in sampled("git_blame", 30):
        domain = domain_of(p["path"])  # "orders.py", "order_model.py", "fetch_orders.py"
        assert p["repo"] in REPOS[domain], (lang, seed, p["path"], p["repo"])


# brand names any country's shoppers read as coined, not English words
INTERNATIONAL = {"Nordvik", "Lumbry", "Zinnia"}


def test_faq_help_centre_brand_fits_the_language() -> None:
    """r46 0006: a French help centre under the English brand "Saltmarsh": a shop brand of a
    page in another language than English is none of the English list's, coined names aside."""
    english = set(_content("en").data.SLOTS["web_brand"]) - INTERNATIONAL
    seen = 0
    for lang, seed, p in sampled("faq_page", 30):
        if lang != "en":
            assert p["brand"] not in english, (lang, seed, p["brand"])
            seen += 1
    assert seen == 5 * 30


def test_letter_reader_lives_on_another_street() -> None:
    """r44 0003: a letter from Via de' Tornabuoni 14 to Via de' Tornabuoni 39."""
    for lang, seed, p in sampled("scanned_letter", 60):
        assert street_name(p["street"]) != street_name(p["recipient"][1]), \
            (lang, seed, p["street"], p["recipient"])


def test_shipping_label_carrier_is_a_parcel_service_of_the_country() -> None:
    """A label's carrier is one of the country's parcel services, as the order mail's."""
    for lang, seed, p in sampled("shipping_label", 20):
        assert p["carrier"] in _content(lang).data.SLOTS["shop_carrier"], (lang, seed, p)


def _regional(content: Content, name: str) -> list[str] | None:
    """The regions ``name``'s regional stem belongs to, or None."""
    for entry in content.ui_list("trades.regional_stems"):
        stem, regions = entry.split("=", 1)
        if f" {stem} " in f" {name.replace(',', ' ')} ":
            return [r.strip() for r in regions.split("|")]
    return None


def test_firms_named_after_a_region_are_in_that_region() -> None:
    """r44 0038: "Isartal GmbH & Co. KG, Wiesbaden": a firm whose name names a region
    ("Mistral", "Nordhafen", "Deltawerk") is only drawn in a town of that region, and never
    where no town is set; in such towns the names still occur."""
    fitting = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        regions = languages.fact(lang, "places.regions", dict)
        for seed in range(40):
            content = Content(lang, np.random.default_rng([seed, 3]))
            city = content.city() if seed % 4 else None
            if city:
                content.pin(city=city)
            for _ in range(12):
                for name in (content.company(), content.firm(),
                             sector_firm(content.rng, content, "logistics")):
                    where = _regional(content, name)
                    assert where is None or regions.get(city) in where, (lang, city, name)
                    fitting += where is not None
    assert fitting > 0


# the open-source licences' wording ("provided by the copyright holders and contributors")
_OPEN = {"en": ("contributors", "copyright holders", "authors"),
         "de": ("Mitwirkend", "Urheber", "Autoren", "Rechteinhaber"),
         "fr": ("contributeurs", "titulaires des droits"),
         "es": ("colaboradores", "titulares de los derechos"),
         "it": ("collaboratori", "titolari dei diritti"), "nl": ("bijdragers", "rechthebbenden")}


def test_installer_licence_is_one_proprietary_family() -> None:
    """r44 0020: an EULA with "All rights reserved" mixed in the open-source "provided by the
    copyright holders and contributors as is": the licence's parties are the licensor (the
    firm of the copyright line) throughout."""
    for lang, seed, p in sampled("installer_wizard", 40):
        text = " ".join(t for t in p["license"] if "©" not in t)
        assert not [w for w in _OPEN[lang] if w in text], (lang, seed, text)


def test_every_reviewed_item_has_its_own_thumbnail() -> None:
    """r47 0023: a robot vacuum's thumbnail was a box with a dial: every review_item of every
    language is matched by a stem of its shape (a robot vacuum a disc, a fan a fan; an item
    no drawing fits its retail box), and the page draws that shape."""
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for item in _content(lang).data.SLOTS["review_item"]:
            low = item.lower()
            assert any(stem in low for _, stems in APPLIANCE_STEMS for stem in stems), \
                (lang, item)
            if "robot" in low and "aspira" in low or "robot vacuum" in low:
                assert appliance_shape(item) == "robot", (lang, item)
    for lang, seed, p in sampled("review_page", 20):
        assert p["shape"] == appliance_shape(p["item"]), (lang, seed)


def test_thread_replies_workspace_is_a_software_teams() -> None:
    """A workspace with #backend and #releases (whose drive hosts the thread's links) is a
    software house's or a firm's naming no other trade, never a roofer's."""
    for lang, seed, p in sampled("thread_replies", 30):
        assert not claims_other_trade(p["org"], trade_words(_content(lang)), SOFTWARE_WORDS), \
            (lang, seed, p["org"])
