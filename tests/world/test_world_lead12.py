"""Lead fixes of wave 12 read back from rendered pages."""

from __future__ import annotations

import re

import pytest
from world_helpers import rendered, sampled, strings_of


@pytest.mark.parametrize("name", ["system_dialog", "installer_wizard", "photo_gallery",
                                  "email_compose"])
def test_french_pages_count_octets(name: str) -> None:
    """A French dialog said "Taille du téléchargement : 554,6 MB": French software writes
    Ko, Mo, Go; the other languages KB, MB, GB."""
    seen = {"fr": 0, "en": 0}
    for lang, seed, params in sampled(name, 30):
        if lang in seen:
            if name == "email_compose":  # the attachment's size is written when drawn
                text = "".join(g.char for g in rendered(name, lang, seed)[1].glyphs) \
                    if seed < 8 else ""
            else:
                text = " ".join(strings_of(params))
            bytes_ = set(re.findall(r"\d\s?([KMG]B)\b", text))
            octets = set(re.findall(r"\d\s?([KMG]o)\b", text))
            assert not (bytes_ if lang == "fr" else octets), (name, lang, seed)
            seen[lang] += len(bytes_ | octets)
    assert seen["fr"] and seen["en"], seen  # the sizes were printed: the test saw them


def test_an_uptime_of_days_is_plural() -> None:
    """"1 giorni" on a server table: an uptime is 2 days or more, written in the plural."""
    for lang, seed, p in sampled("server_inventory", 15):
        for row in p["rows"]:
            assert not re.match(r"1\D", row["uptime"]), (lang, seed, row["uptime"])


def test_a_fax_asks_to_sign_a_page_its_contract_has() -> None:
    """"Please sign page 7" under "Contract 28724 (6 pages)": the page to sign is one of
    the first enclosed document's own pages."""
    asked = 0
    for lang, seed, p in sampled("fax_cover", 40):
        text = " ".join(p["comments"])
        sign = re.search(r"(?:page|Seite|página|pagina) (\d+)", text)
        if sign is None:
            continue
        asked += 1
        first_doc_pages = int(re.search(r"\((\d+) ", text).group(1))
        assert int(sign.group(1)) <= first_doc_pages, (lang, seed, text)
    assert asked, "no fax asked for a signature: the test would prove nothing"


def test_a_report_paragraph_names_its_period_once() -> None:
    """"in den letzten sechs Monaten" three times in one paragraph of a commented report:
    later mentions say "im selben Zeitraum"."""
    import numpy as np

    from generator.content import Content
    from surfaces.kit.office_documents import report_paragraphs
    again = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(25):
            content = Content(lang, np.random.default_rng([seed, 11]))
            periods = content._slot("doc_period")
            for text in report_paragraphs(np.random.default_rng(seed), content, 4, (1, 3)):
                for period in periods:
                    assert text.casefold().count(period.casefold()) <= 1, (lang, seed, text)
                again += content.ui("w12lead.period_again").casefold() in text.casefold()
    assert again, "no period was named twice: the test would prove nothing"


def test_every_highlight_of_a_commented_document_has_its_card() -> None:
    """A third highlight had no comment card (no room was left below the second card's
    reply): a highlight is drawn only with its card."""
    crowded = 0
    for lang in ("de", "en", "fr"):
        for seed in range(14):
            params, geo = rendered("doc_comments", lang, seed)
            blocks = {g.paragraph for g in geo.glyphs if geo.styles[g.style].get("highlight")}
            cards = [r for r in geo.regions if re.fullmatch(r"comment \d+", r.name)]
            assert len(blocks) == len(cards), (lang, seed, len(blocks), len(cards))
            crowded += len(cards) < len(params["comments"])
    assert crowded, "no page lacked room for a card: the test would prove nothing"


def test_an_invoice_bills_a_rate_in_round_figures() -> None:
    """A consultancy billed "70,99" an hour: an hourly or daily rate or a flat fee is a
    round figure (a multiple of 5); goods may end in .99."""
    from surfaces.invoice.items import RATE_UNITS, TRADES
    unit_of = {(trade, p.key): p.unit for trade, products in TRADES.items() for p in products}
    rates = 0
    for lang, seed, p in sampled("invoice", 40):
        doc = p["doc"]
        for item in doc["items"]:
            if unit_of.get((doc["trade"], item["key"])) in RATE_UNITS:
                rates += 1
                cents = int(re.sub(r"\D", "", item["price"]))
                assert cents % 500 == 0, (lang, seed, item)
    assert rates, "no rate was billed: the test would prove nothing"


def test_a_parcel_ships_on_a_working_day() -> None:
    """A US label shipped on "11/28/2024", Thanksgiving Day: the ship date is a working day
    of the label's country."""
    import datetime

    from surfaces.kit.holidays import is_working_day
    from surfaces.kit.numbers import format_date
    closed: dict[str, set[str]] = {}
    for lang, seed, p in sampled("shipping_label", 40):
        if lang not in closed:
            days = (datetime.date(2024, 1, 1) + datetime.timedelta(days=k) for k in range(1100))
            closed[lang] = {format_date(d, lang) for d in days if not is_working_day(lang, d)}
        assert p["date"] not in closed[lang], (lang, seed, p["date"])


def test_a_bank_pays_rent_in_a_round_figure() -> None:
    """"Rent $729.93": a lease's monthly rent is a round figure (a multiple of 25)."""
    from surfaces.banking_dashboard import RENT
    seen = 0
    for lang, seed, p in sampled("banking_dashboard", 20):
        import numpy as np

        from generator.content import Content
        merchants = Content(lang, np.random.default_rng(0)).data.SLOTS["dash_payee"][RENT]
        for t in p["tx"]:
            if t["payee"] in merchants["merchants"]:
                seen += 1
                cents = int(re.sub(r"\D", "", t["amount"]))
                assert cents % 2500 == 0, (lang, seed, t)
    assert seen, "no rent was paid: the test would prove nothing"


def test_a_printed_receipt_ends_on_a_whole_line() -> None:
    """A receipt's footer ended "at any Daily…": a printed slip has no ellipsis; lines that
    do not fit are left out whole."""
    for lang in ("en", "de", "fr"):
        for seed in range(10):
            _, geo = rendered("store_receipt", lang, seed)
            footer = {r.id for r in geo.regions if r.name == "footer"}
            cut = [g for g in geo.glyphs if g.region in footer and g.char == "…"
                   and geo.blocks[g.block].role == "prose"]
            assert not cut, (lang, seed)


def test_a_german_handle_spells_out_umlauts() -> None:
    """"@t_jager" for Tobias Jäger: a German handle writes ä/ö/ü/ß as ae/oe/ue/ss."""
    import numpy as np

    from surfaces.social_feed import _handle
    rng = np.random.default_rng(0)
    handles = {_handle(rng, "Tobias Jäger", "de") for _ in range(30)}
    assert all("jaeger" in h for h in handles), handles
    assert all("jager" in h for h in {_handle(rng, "Tobias Jäger", "fr") for _ in range(9)})


def test_release_notes_thank_people_without_counting_them() -> None:
    """"requested by 394 users", "(reported by 341 users)": real release notes thank a
    person or everyone, they do not count requests; an age rating reads "Ages 9+"."""
    for lang, seed, p in sampled("app_store_listing", 20):
        text = " ".join(strings_of(p))
        assert not re.search(r"\d+ (?:users|Nutzern|usuarios|utilisateurs|utenti|gebruikers)",
                             text), (lang, seed)
        if lang == "en":
            assert not re.search(r"\d\+ years", text), (lang, seed)



def test_german_news_writes_no_nominative_after_mit() -> None:
    """"mit 9 weiteren Stände", "mit 22 Kleinbusse": the news templates put a topic's
    figure (written in the nominative/accusative plural) only where that case is right."""
    from generator.content import locale_data
    data = locale_data("de")
    topics = data.SLOTS["w6n_topic"]
    filled = 0
    for kind in ("SENTENCES", "TITLES"):
        for key, templates in getattr(data, kind).items():
            for template in templates:
                if "{fig}" not in template and "{unit}" not in template:
                    continue
                for t in topics:
                    text = template.replace("{fig}", t["fig"].replace("{n}", "9")).replace(
                        "{unit}", t["u"]).replace("{extra}", "9")
                    filled += 1
                    assert not re.search(r"\bmit (?:\S+ ){0,2}" + re.escape(t["u"]) + r"\b",
                                         text) or t["u"] == "Bahnen", (key, text)
    assert filled


def test_a_user_directory_gives_each_account_its_own_address() -> None:
    """Two users shared aaron@ and allison@ (the firm writes first names only): each
    account has its own mailbox."""
    for lang, seed, p in sampled("admin_user_table", 30):
        mails = [u["email"] for u in p["users"]]
        assert len(set(mails)) == len(mails), (lang, seed, mails)


def test_an_installer_always_installs_its_core_files() -> None:
    """"Core files" stood unchecked among the options: the program's own files come
    first and are always ticked."""
    import numpy as np

    from generator.content import Content
    for lang, seed, p in sampled("installer_wizard", 20):
        core = Content(lang, np.random.default_rng(0)).word_at("frm_component", 0)
        assert p["components"][0] == core and p["checked"][0], (lang, seed)
        assert p["components"].count(core) == 1, (lang, seed)


def test_a_new_service_counts_its_first_days_not_its_first_week() -> None:
    """"Quasi 1.400 persone si sono iscritte nella prima settimana" in an article two days
    after the start: the news counts sign-ups of the first days, whatever the article's date."""
    from generator.content import locale_data
    week = re.compile(r"first week|ersten Woche|primera semana|première semaine|"
                      r"prima settimana|eerste week", re.I)
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for key, templates in locale_data(lang).SENTENCES.items():
            if key.startswith("w6n"):
                assert not [t for t in templates if week.search(t)], (lang, key)


def test_a_trattoria_is_italian() -> None:
    """"Trattoria da Lenoir" served a French bistro menu: outside Italy no restaurant is a
    trattoria."""
    for lang, seed, p in sampled("restaurant_menu", 30):
        if lang != "it":
            assert "Trattoria" not in p["name"], (lang, seed, p["name"])
