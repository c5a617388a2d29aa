"""Reader findings on 0.24.0 fixed at their root (wave 20, h_facts2): every test samples a
world or a surface over many seeds and all languages and asserts the invariant."""

from __future__ import annotations

import numpy as np
import pytest

from generator import languages
from generator.content import Content, names

LANGS = ("en", "de", "fr", "es", "it", "nl")


# ---- 1. names -----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_no_given_name_is_the_surname(lang: str) -> None:
    """r69 0004 "Michael Michael": a surname drawn after a given name (or a given name after
    a surname, "Surname, First") never repeats it, case-insensitively."""
    content = Content(lang, np.random.default_rng(1))
    surnames = {n.casefold() for n in (content.last_name() for _ in range(3000))}
    shared = 0
    for seed in range(300):
        content = Content(lang, np.random.default_rng(seed))
        first = content.first_name()
        if first.casefold() not in surnames:
            continue
        shared += 1
        for _ in range(40):  # the surname drawn right after the given name
            assert content.last_name().casefold() != first.casefold(), (lang, first)
        last = content.last_name()
        assert content.first_name().casefold() != last.casefold(), (lang, last)
    for seed in range(200):
        content = Content(lang, np.random.default_rng(seed))
        for _ in range(20):
            first, last = content.full_name().split(" ", 1)
            assert first.casefold() != last.casefold(), (lang, first, last)
    if lang in ("en", "fr", "es"):
        assert shared, lang  # these languages share names between the two lists


def test_a_surname_never_repeats_the_given_name() -> None:
    draws = iter(["Michael", "MICHAEL", "Smith"])
    assert names.surname_for(draws.__next__, "Michael") == "Smith"


def test_a_user_page_repeats_a_given_name_at_most_twice() -> None:
    """r69 0011: three "Agnès" among ten users of one directory page."""
    from surfaces.admin_user_table import AdminUserTable

    surface = AdminUserTable()
    for lang in LANGS:
        for seed in range(16):
            p = surface.sample(np.random.default_rng(seed), Content(lang, np.random.default_rng(seed)))
            firsts = [u["name"].split()[0].casefold() for u in p["users"]]
            assert max(firsts.count(f) for f in firsts) <= 2, (lang, seed, firsts)
            assert len(p["users"]) == 10


def test_an_applicant_lives_elsewhere_and_writes_from_a_webmail() -> None:
    """r68 0021: the applicant at "Via Santa Maria, 6", the office at "Via Santa Maria, 27";
    "emanuele@colombo.it" a vanity address."""
    from surfaces.kit.pdf_form_world import street_name
    from surfaces.pdf_form import PdfForm

    surface = PdfForm()
    for lang in LANGS:
        webmail = languages.fact(lang, "addresses.webmail", list)
        for seed in range(60):
            content = Content(lang, np.random.default_rng(seed))
            p = surface.sample(np.random.default_rng(seed), content)
            fields = {k: v for k, v in p["fields"]}
            street = fields[content.ui("forms.address")]
            assert street_name(street) not in street_name(p["org_address"]), (lang, seed, street, p["org_address"])
            assert fields[content.ui("forms.email")].split("@")[1] in webmail


# ---- 2. licences and terms ----------------------------------------------------------------

# the forms of address a licence of the language does not use (one register a page)
OTHER_REGISTER = {"de": r"\b(?:du|dein\w*|dich|dir)\b", "fr": r"\b(?:tu|ton|ta|tes|toi)\b",
                  "es": r"\b(?:tú|tu|tus|puedes|debes)\b", "it": r"\b(?:puoi|tuoi|tua|tuo|tue|hai|"
                  r"rispetti|devi)\b", "nl": r"\b(?:u|uw)\b"}
RIGHTS_AGAIN = r"(?:diritti|rights|Rechte|droits|derechos|rechten)\b[^.]*\b(?:restano|rimangono|remain|verbleiben|restent|permanecen|blijven)"


def _licences(lang: str, n: int):
    from surfaces.installer_wizard import InstallerWizard

    surface = InstallerWizard()
    for seed in range(n):
        p = surface.sample(np.random.default_rng(seed), Content(lang, np.random.default_rng(seed)))
        yield seed, p["license"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_licence_counts_copies_once_and_reserves_rights_once(lang: str) -> None:
    """r69 0017: two "install on 3 copies/computers" clauses, "all rights remain with the
    licensor" after "All rights reserved", "tuoi" beside "il licenziatario"."""
    import re

    from surfaces.kit.licence_world import COUNT_CLAUSE

    for seed, paras in _licences(lang, 80):
        body = " ".join(paras[2:])
        counts = [t for t in re.split(r"(?<=[.!?])\s+", body) if COUNT_CLAUSE.search(t)]
        assert len(counts) <= 1, (lang, seed, counts)
        assert not re.search(RIGHTS_AGAIN, body, re.I), (lang, seed, body)
        if lang in OTHER_REGISTER:
            assert not re.search(OTHER_REGISTER[lang], body, re.I), (lang, seed, body)


def test_the_italian_licence_pool_speaks_of_the_licensee() -> None:
    import re

    content = Content("it", np.random.default_rng(0))
    for template in content.data.SENTENCES["frm_license"]:
        assert not re.search(OTHER_REGISTER["it"], template, re.I), template


@pytest.mark.parametrize("lang", LANGS)
def test_terms_sections_have_two_or_three_sentences_and_name_the_account_once(lang) -> None:
    """r67 0008: every section one template sentence; "su cuenta de Tunewick" four times."""
    import re

    from surfaces.terms_of_service import _OWN_THINGS, KEEP_OWN, TermsOfService

    surface = TermsOfService()
    for seed in range(60):
        p = surface.sample(np.random.default_rng(seed), Content(lang, np.random.default_rng(seed)))
        for sec in p["sections"]:
            assert 2 <= len(sec["texts"]) <= 3, (lang, seed, sec["texts"])
        text = " ".join(t for s in p["sections"] for t in s["texts"])
        hits = [h for pattern, _ in _OWN_THINGS[lang]
                for h in re.findall(pattern.replace("{b}", re.escape(p["brand"])), text)]
        assert len(hits) <= KEEP_OWN, (lang, seed, hits)


# ---- 3. chat channels ---------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_a_channel_shows_talk_its_topic_promises_and_thanks_fit(lang: str) -> None:
    """r69 0023: "#supporto — Domande dei clienti, ticket ed escalation" over pricing-page
    talk; "Grazie, mi è molto utile." after "Per me va bene, aggiorno il piano."."""
    from surfaces.kit.team_talk import HELPFUL, INFORMS
    from surfaces.slack_like import SUPPORT, SlackLike

    surface = SlackLike()
    for seed in range(80):
        content = Content(lang, np.random.default_rng(seed))
        p = surface.sample(np.random.default_rng(seed), content)
        assert p["channel"] != content.word_at("chat_channel", SUPPORT), (lang, seed)
        helpful = content.fill(content.data.SLOTS["hchat_thanks"][HELPFUL])
        for m in p["messages"]:
            if m["kind"] == "thanks" and m["text"] == helpful:
                assert m["entry"] in INFORMS, (lang, seed, m)


# ---- 4. attachments ----------------------------------------------------------------------

def _mail_bodies(name: str, p: dict) -> list[tuple[str, bool]]:
    """(a shown mail's subject and body, whether it shows an attachment) of a sampled page."""
    if name == "notification_center":
        return [(f"{p['window_title']} {p['window_text']}", bool(p["window_file"]))]
    if name == "email_compose":
        return [(" ".join([p["subject"], *p["paragraphs"]]), bool(p["files"]))]
    if name == "gmail_thread":
        return [(" ".join(m["paragraphs"]), bool(m.get("attachment"))) for m in p["messages"]]
    return [(" ".join(p["paragraphs"]), bool(p["mails"][p["selected"]].get("attachment")))]


@pytest.mark.parametrize("name", ["notification_center", "email_compose", "gmail_thread",
                                  "email_3pane"])
def test_a_mail_that_says_attached_shows_the_file(name: str) -> None:
    """r69 0003: "In de bijlage vind je het bijgewerkte budget" in a mail window without an
    attachment."""
    import importlib

    from surfaces.kit.mails import ATTACHED

    module = importlib.import_module(f"surfaces.{name}")
    cls = next(getattr(module, a) for a in dir(module) if a.lower() == name.replace("_", ""))
    said = 0
    for lang in LANGS:
        for seed in range(40):
            p = cls().sample(np.random.default_rng(seed), Content(lang, np.random.default_rng(seed)))
            for text, shown in _mail_bodies(name, p):
                if ATTACHED.search(text):
                    said += 1
                    assert shown, (name, lang, seed, text)
    assert said


# ---- 5. newsletters ----------------------------------------------------------------------

# the plural address a newsletter written to "you" (tú, tu, je) does not switch to
PLURAL_YOU = {"es": r"\b(?:habíais|vuestr\w*|os\b|enviasteis)", "it": r"\b(?:vi proponiamo|avevate|"
              r"vostr\w*|avete)\b", "nl": r"\bjullie\b"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_newsletter_visits_its_trade_and_keeps_one_address(lang: str) -> None:
    """r68 0026: a personal-finance club visiting a workshop, "Especial finanzas personales"
    from the "Club de finanzas personales", tú beside vosotros."""
    import re

    from generator.content import grammar
    from surfaces.newsletter_email import NewsletterEmail

    surface = NewsletterEmail()
    visits = 0
    for seed in range(80):
        content = Content(lang, np.random.default_rng(seed))
        p = surface.sample(np.random.default_rng(seed), content)
        text = " ".join([*p["intro"], *(a["text"] for a in p["articles"])])
        assert p["topic"].lower() not in p["subject"].lower(), (lang, seed, p["subject"])
        if lang in PLURAL_YOU:
            assert not re.search(PLURAL_YOU[lang], text, re.I), (lang, seed, text)
        place = next(e.split("=", 1)[1] for e in content.ui_list("h_facts2.news_place")
                     if e.split("=", 1)[0] == p["topic"])
        options = [o.lower() for o in grammar.expand(place, np.random.default_rng(0)) and
                   place.strip("{}").split("|")]
        if p["city"] in text and any(w in text for w in ("isit", "besucht", "bezochten")):
            visits += 1
            assert any(o in text.lower() for o in options), (lang, seed, p["topic"], text)
    assert visits


# ---- 8. prescriptions, drinks, labels ------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_a_folgerezept_is_asked_for_once_no_repeat_remains(lang: str) -> None:
    """r67: "Folgerezept anfordern" (a new prescription) on a card with "Noch 2
    Wiederholungen"; elsewhere a refill button only while refills remain."""
    from surfaces.prescription_view import PrescriptionView

    surface = PrescriptionView()
    for seed in range(60):
        p = surface.sample(np.random.default_rng(seed), Content(lang, np.random.default_rng(seed)))
        for med in p.get("meds", []):
            if lang == "de":
                assert not (med["button"] and med["refills"] > 0), (seed, med)
            else:
                assert not med["button"] or med["refills"] > 0, (lang, seed, med)


def test_a_german_card_gives_its_cold_drinks_a_volume() -> None:
    """r67 0021: "Helles vom Fass" and "Orangensaft" without 0,3 l / 0,5 l."""
    import re

    from surfaces.restaurant_menu import RestaurantMenu

    surface = RestaurantMenu()
    drinks = 0
    for seed in range(60):
        content = Content("de", np.random.default_rng(seed))
        p = surface.sample(np.random.default_rng(seed), content)
        for item in (d for sec in p["sections"] for d in sec["items"]):
            if item["name"].startswith(("Helles", "Mineralwasser", "Orangensaft", "Eistee")):
                drinks += 1
                assert re.search(r"\b0,\d+ l$", item["name"]), (seed, item)
    assert drinks


# ---- 7. facts that fit the trade -----------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_a_firm_is_not_older_than_its_trade(lang: str) -> None:
    """r67 0027: a solar installer "werd in 1954 opgericht"."""
    from surfaces.kit.press_world import TRADE_SINCE
    from surfaces.press_release import PressRelease

    surface = PressRelease()
    seen = 0
    for seed in range(120):
        content = Content(lang, np.random.default_rng(seed))
        p = surface.sample(np.random.default_rng(seed), content)
        sectors = [r["sector"] for r in content.data.SLOTS["w6p_biz"]]
        k = sectors.index(p["world"]["biz"]["sector"])
        if k in TRADE_SINCE:
            seen += 1
            assert int(p["world"]["founded"]) >= TRADE_SINCE[k], (lang, seed, k, p["world"]["founded"])
    assert seen


@pytest.mark.parametrize("lang", LANGS)
def test_a_status_update_names_every_milestone_it_counts_as_done(lang: str) -> None:
    """r67 0013: "raggiunte 2 milestone su 5" with only one completed milestone named."""
    from surfaces.kit.status_world import status_sections, status_world

    for seed in range(60):
        rng = np.random.default_rng(seed)
        content = Content(lang, np.random.default_rng(seed))
        w = status_world(rng, content)
        sections = status_sections(rng, content, w)
        progress = " ".join(sections[1]["texts"])
        for m in w["milestones"][:w["done"]]:
            assert m["name"] in progress, (lang, seed, m["name"], progress)


@pytest.mark.parametrize("lang", LANGS)
def test_a_software_site_shows_no_shop_kpi(lang: str) -> None:
    """r69 0022: "Panier moyen 131 €" on a SaaS site (/tarifs, /docs/installation)."""
    from surfaces.metrics_dashboard import MetricsDashboard

    surface = MetricsDashboard()
    for seed in range(60):
        p = surface.sample(np.random.default_rng(seed), Content(lang, np.random.default_rng(seed)))
        assert all(k["key"] != "avg_order" for k in p["kpis"]), (lang, seed)
        assert len(p["kpis"]) == 4


@pytest.mark.parametrize("lang", LANGS)
def test_a_shop_backend_is_not_served_by_an_engineering_firm(lang: str) -> None:
    """r67 0002: "api.ingegneriagrasso.it" runs the "Backend negozio"."""
    from surfaces.api_client import ApiClient

    surface = ApiClient()
    for seed in range(80):
        p = surface.sample(np.random.default_rng(seed), Content(lang, np.random.default_rng(seed)))
        host = p["url"].split("/")[2]
        assert not any(w in host for w in ("ingegneria", "engineering", "ingenier", "ingnier",
                                            "informati", "bau", "solar")), (lang, seed, host)


@pytest.mark.parametrize("lang", LANGS)
def test_the_electricity_comes_from_the_banks_region(lang: str) -> None:
    """r67 0026: a "Banque de Vannes" customer paying "Énergie Rhône-Alpes"."""
    from surfaces.banking_dashboard import ELECTRICITY, BankingDashboard

    regions = languages.fact(lang, "places.regions", dict)
    surface = BankingDashboard()
    paid = 0
    for seed in range(60):
        content = Content(lang, np.random.default_rng(seed))
        p = surface.sample(np.random.default_rng(seed), content)
        others = set(content.data.SLOTS["dash_payee"][ELECTRICITY]["merchants"])
        for t in p["tx"]:
            if t["payee"] in others:
                raise AssertionError((lang, seed, t["payee"], p["town"]))
            if p["town"] in t["payee"] or regions.get(p["town"], "@") in t["payee"]:
                paid += 1
    assert paid


# ---- 6. invoices ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_an_invoice_prices_a_display_wall_as_one_and_thanks_for_the_order(lang: str) -> None:
    """r67 0010: "Pop-up-Wand 300 x 225 cm" at 105,00 €; "Danke, dass Sie bei Druckerei Hahn
    eingekauft haben" on a print shop's invoice."""
    import re

    from surfaces.invoice import Invoice
    from surfaces.invoice.items import FLOORS

    surface = Invoice()
    walls = 0
    for seed in range(150):
        content = Content(lang, np.random.default_rng(seed))
        p = surface.sample(np.random.default_rng(seed), content)
        for item in p["doc"]["items"]:
            for pattern, lo, _ in FLOORS:
                if pattern.search(item["desc"]):
                    walls += 1
                    price = int(re.sub(r"\D", "", item["price"])) / 100  # always with cents
                    assert price >= lo, (lang, seed, item)
        if p["doc"]["trade"] != "office":
            words = content.ui("invoice.order_words").split()
            assert not any(w in p["texts"]["thanks"] for w in words), (lang, seed, p["texts"])
    assert walls


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_an_invoice_on_a_wide_screen_fills_a_viewer(lang: str) -> None:
    """r67 0010: an invoice tiny in a corner of a 1920 x 1080 page."""
    from generator.page import make_theme
    from generator.screens import Screen
    from surfaces.invoice import Invoice

    for seed in range(6):
        surface = Invoice()
        surface.screen = Screen(1920, 1080, 1, "desktop")
        p = surface.sample(np.random.default_rng(seed), Content(lang, np.random.default_rng(seed)))
        p["frame"] = "bare"
        page = surface.compose(p, make_theme(False, "blue"))
        boxes = {r.name: r.box for r in page.regions} if page.regions and hasattr(
            page.regions[0], "name") else {}
        names = [getattr(o, "name", "") for o in page.ops]
        assert "backdrop" in names, (lang, seed)  # the sheet sits in a viewer
        sheet = next((b for n, b in boxes.items() if n == "document"), None)
        if sheet is not None:
            assert sheet[2] - sheet[0] >= 0.44 * page.width, (lang, seed, sheet)
        assert p["look"]["size"] * surface._zoom() >= p["look"]["size"] * 1.3


def test_a_usps_label_has_postage_indicia_and_no_routing_code() -> None:
    """r67 0014: a USPS Ground Advantage label with a UPS-style MaxiCode routing block."""
    from generator.page import make_theme
    from surfaces.shipping_label import ShippingLabel

    surface = ShippingLabel()
    usps = 0
    for seed in range(40):
        p = surface.sample(np.random.default_rng(seed), Content("en", np.random.default_rng(seed)))
        names = [getattr(o, "name", "") for o in surface.compose(p, make_theme(False, "blue")).ops]
        if p["carrier"] == "USPS":
            usps += 1
            assert p["indicia"] and "indicia" in names and "2d code" not in names, seed
            assert p["tracking"].startswith("9400"), p["tracking"]
        else:
            assert not p["indicia"] and "indicia" not in names, (seed, p["carrier"])
    assert usps
