"""Reader report r57 (seed 57057): the findings of h_r57, each guarded by its invariant."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np

from generator.targets import PageIndex
from generator.targets.substrings import select_field_value
from generator.verify.grammar import lexicon
from generator.verify.lookalike import value_spans
from generator.verify.selection.parse import parse_selection
from generator.verify.selection.spans import SpanFinder

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "verify"))
from verify_kit import Sheet  # noqa: E402

LANGS = ("en", "de", "fr", "es", "it", "nl")


def _two_phone_page(second: str | None):
    """An invoice corner: the Tel. field, an e-mail field and a closing line that may give
    a second phone number inside running text (r57 0017)."""
    s = Sheet()
    with s.page.region("sender", "invoice_header", (90, 90, 700, 170)):
        s.page.text((100, 100, 150, 124), "Tel.", s.style(14), role="structural")
        s.page.text((160, 100, 460, 124), "0113 339 0100", s.style(14), role="field",
                    name="invoice_phone")
        s.page.text((100, 140, 600, 164), "hello@james-consulting.co.uk", s.style(14),
                    role="field", name="invoice_email")
    s.y = 200
    closing = ("Payment terms: 14 days net, payable by 09/07/2026. Questions? Speak to "
               f"Jack White on {second}." if second else
               "Payment terms: 14 days net, payable by 09/07/2026.")
    s.prose([closing, "IBAN GB20 BARC 2094 8941 8740 51 · VAT reg. no. GB 328 9560 25"])
    return s.render()


def test_a_second_phone_number_in_running_text_makes_the_field_ambiguous() -> None:
    for second, ambiguous in (("0113 339 0103", True), ("+44 113 339 0103", True),
                              (None, False)):
        image, geo = _two_phone_page(second)
        phones = value_spans(geo, "phone")
        assert len(phones) == (2 if ambiguous else 1), (second, phones)
        # the sampler no longer offers "the phone number" when there are two
        targets = [select_field_value(PageIndex(geo), "select_field_value",
                                      np.random.default_rng(k)) for k in range(12)]
        offered = {t.ref["field"] for t in targets if t is not None}
        assert ("invoice_phone" in offered) != ambiguous, (second, offered)
        # and the verifier reads two spans (its verdict: ambiguous)
        query = parse_selection("Could you highlight the phone number?", "en")
        spans = SpanFinder(geo, lexicon("en")).spans_of(query)
        assert len(spans) == (2 if ambiguous else 1), (second, spans)


def test_a_claim_or_move_form_is_due_back_within_its_rule() -> None:
    """"Claims must be submitted within thirty days of the expense" (expense Apr 6) and
    "Return the signed form by May 7" contradict each other (r57 0029)."""
    import datetime

    from generator.content import Content
    from surfaces.kit.court_world import long_date
    from surfaces.kit.numbers import format_date
    from surfaces.kit.pdf_form_world import CLAIM, MOVE, RULE_DAYS, form_world

    for lang in LANGS:
        content = Content(lang, np.random.default_rng(0))
        days = [datetime.date(2019, 1, 1) + datetime.timedelta(days=k) for k in range(4400)]
        short = {format_date(d, lang): d for d in days}  # a form's dates are numeric (r94)
        long = {d: long_date(d, lang) for d in days}
        for kind in (MOVE, CLAIM):
            limit = RULE_DAYS[kind].get(lang, RULE_DAYS[kind][""])
            for seed in range(40):
                content = Content(lang, np.random.default_rng([seed, 5]))
                w = form_world(np.random.default_rng(seed), content, kind, content.city(), 2)
                event = short[w["details"][-1][1]]
                signed = short[w["date"]]
                text = " ".join(w["notes"] + w["declaration"])
                near = (signed + datetime.timedelta(days=k) for k in range(-60, 61))
                due = [d for d in near if re.search(r"(?<![\w])" + re.escape(long[d]), text)]
                assert event < signed, (lang, kind, seed)
                assert all(signed < d <= event + datetime.timedelta(days=limit)
                           for d in due), (lang, kind, seed, event, signed, due)


def test_a_real_town_street_keeps_its_own_house_numbers() -> None:
    """"Mönckebergstraße 118, Hamburg": the street's numbers stay in the low tens (r57
    0010); "1 quai de la Loire, Villeurbanne": no river quai in the country-wide list of
    streets any town may have (r57 0020)."""
    from generator import languages
    from generator.content import Content
    from generator.content.addresses import REAL_TOP

    for lang in LANGS:
        content = Content(lang, np.random.default_rng(3))
        fake = content.fake
        generic = languages.fact(lang, "addresses.streets", list)
        assert not [s for s in generic if re.match(r"(?i)quai de la |lungo(tevere|arno)", s)]
        rows = languages.fact(lang, "addresses.postal.streets", dict)
        seen = 0
        for city, streets in rows.items():
            tops = {r.split("|")[0]: int((r.split("|") + ["", ""])[2] or REAL_TOP)
                    for r in streets}
            for _ in range(40):
                for line in [fake.postal_address(city).street, fake.street_address_in(city),
                             *fake.street_addresses_in(city, 3)]:
                    for street, top in tops.items():
                        if street in line:
                            number = int(re.search(r"\d+", line.replace(street, "")).group())
                            assert 1 <= number <= top, (lang, city, line)
                            seen += 1
        assert seen > 100, (lang, seen)


def test_a_man_page_scrolled_down_fills_the_screen() -> None:
    """A pager at "Zeile 6" above 40 % of blank screen cannot be (r57 0001): a page that
    fits the screen whole shows its top and line 1, and its end has man's footer."""
    from world_helpers import rendered

    scrolled = 0
    for lang in LANGS:
        for seed in range(8):
            _, geo = rendered("man_page", lang, seed)
            names = {r.name for r in geo.regions}
            status = next(ln for ln in geo.lines if geo.regions[geo.blocks[ln.block].region]
                          .name == "status bar")
            text = [ln for ln in geo.lines if ln.bottom < status.top
                    and geo.blocks[ln.block].role != "chrome"]
            pitch = status.bottom - status.top
            if "header" not in names:  # scrolled: the text reaches the status line
                scrolled += 1
                assert status.top - max(ln.bottom for ln in text) < 5 * pitch, (lang, seed)
            status_text = "".join(geo.glyphs[i].char for i in range(*status.glyphs))
            line = re.findall(r"\d+", status_text)[1]  # after the page's "(1)"
            assert ("header" in names) == (line == "1"), (
                lang, seed, status_text)
    assert scrolled >= 3, scrolled


# the register a language's appointment portal does not use ("Elige una hora / Tu cita"
# beside "No se aplique cremas… Recibirá", r57 0002): one register per page
OTHER_REGISTER = {
    "es": r"(?i)\b(tu|tus|elige|puedes|recibirás|trae|ven|llega|te)\b",
    "de": r"(?i)\b(du|dein|deine|deinen|deiner|dir|dich|wähle|bring)\b",
    "fr": r"(?i)\b(tu|ton|ta|tes|toi|choisis|apporte)\b",
    "it": r"\b(Lei|Suo|Sua|Suoi|La preghiamo|scelga|porti)\b",
    "nl": r"(?i)\b(u|uw|kiest u)\b",
}


def test_an_appointment_portal_speaks_in_one_register() -> None:
    from world_helpers import rendered

    for lang, pattern in OTHER_REGISTER.items():
        for seed in range(10):
            _, geo = rendered("appointment_portal", lang, seed)
            text = " ".join("".join(geo.glyphs[i].char for i in range(*ln.glyphs))
                            for ln in geo.lines)
            found = re.findall(pattern, text)
            assert not found, (lang, seed, found)


def test_a_click_target_is_asked_for_with_a_click_verb() -> None:
    """"Selecteer het woord „Molenaar” … met één klik": a click does not select a word
    (r57 0005); no click category's template uses a selection verb."""
    import tomllib

    from generator.targets.categories import CATEGORIES

    verbs = re.compile(r"(?i)\b(select|wähle|sélectionne\w*|selecciona|seleziona|selecteer)\b")
    root = Path(__file__).resolve().parents[2] / "generator" / "locales"
    for lang in LANGS:
        data = tomllib.loads((root / lang / "instructions" / "templates.toml")
                            .read_text(encoding="utf-8"))["templates"]
        for category, forms in data.items():
            if CATEGORIES[category].answer_type == "point":
                for form in forms:
                    text = form["form"] if isinstance(form, dict) else form
                    assert not verbs.search(text), (lang, category, text)


FAMILY_WORDS = re.compile(r"\b(?:e figli|et Fils|& Söhne|e hijos|en zonen|& Sons)\b", re.I)


def test_a_family_firm_name_follows_a_surname_and_an_old_founding() -> None:
    """"Orizzonte e figli" (a brand word, no surname) and "Fondata nel 2018 … Delfino e
    figli … 2.400 dipendenti" (r57 0012, 0016)."""
    from generator.content import Content
    from surfaces.kit.firm_age import founded_year, staff

    for lang in LANGS:
        content = Content(lang, np.random.default_rng(7))
        stems = set(content.fake.__dict__.get("_stems", ())) | set(
            __import__("generator.languages", fromlist=["fact"]).fact(
                lang, "companies.stems", list))
        for _ in range(400):
            name = content.company()
            m = FAMILY_WORDS.search(name)
            if m:
                before = name[:m.start()].split()
                assert before and before[-1] not in stems, (lang, name)
    rng = np.random.default_rng(1)
    for _ in range(500):
        year = int(rng.integers(2024, 2027))
        assert founded_year(rng, "Trasporti Rossi e figli", year) < 1990
        founded = founded_year(rng, "Orizzonte Logistica S.r.l.", year)
        jobs, employees = staff(rng, founded, year)
        assert 2 * jobs <= employees, (jobs, employees)
        if year - founded < 10:
            assert 20 <= employees <= 300, (founded, year, employees)


def test_the_preview_highlights_quotes_by_the_languages_marks() -> None:
    """"l'espace entre « d'" was highlighted instead of "« d'une »" (r57 0022)."""
    from generator.preview import quoted_spans

    cases = [
        ("fr", "Où se trouve l'espace entre « d'une » et « région » dans le texte "
               "« moyennes d'une région » ?", ["« d'une »", "« région »",
                                               "« moyennes d'une région »"]),
        ("it", "Per favore, tocca la «r» di «prima» nell'espressione «vederti prima».",
         ["«r»", "«prima»", "«vederti prima»"]),
        ("nl", "Wilt u de dubbele punt na 'aanmeldingen' in de zin 'Nieuwe aanmeldingen' "
               "aanwijzen?", ["'aanmeldingen'", "'Nieuwe aanmeldingen'"]),
        ("en", "Click the word ‘don’t’ in the line “It’s fine”.", ["‘don’t’", "“It’s fine”"]),
        ("de", "Klicke auf das Wort »Jobs« im Text „wartende Jobs“.",
         ["»Jobs«", "„wartende Jobs“"]),
    ]
    for lang, text, want in cases:
        assert [text[a:b] for a, b in quoted_spans(text, lang)] == want, (lang, text)


def test_an_avatar_follows_its_persons_sex() -> None:
    """"Ornella" had a short-haired man's avatar (r57 0011): the fitness tracker's and the
    mailbox's photo take the greeted user's sex; long hair beside the face for a woman."""
    from world_helpers import sampled

    from generator.page import Page, make_theme
    from generator.page.render import render
    from surfaces.kit.scenes import portrait

    def long_hair(kind: int, sex: str | None) -> bool:
        page = Page(200, 200, make_theme(False, "blue"))
        page.text((150, 150, 190, 170), "x", Sheet().style(12), role="prose")
        portrait(page, (0, 0, 100, 100), kind, sex=sex)
        image = np.asarray(render(page)[0].convert("RGB"))
        hair = [(50, 35, 25), (120, 80, 40), (30, 30, 30), (170, 150, 120)][(kind * 7) % 4]
        return tuple(int(v) for v in image[68, 33]) == hair  # beside the chin

    for kind in range(6):
        assert long_hair(kind, "f") and not long_hair(kind, "m"), kind
    from generator.content import Content
    for lang, seed, p in sampled("fitness_tracker", 6):
        first = p["hello"]
        content = Content(lang, np.random.default_rng(0))
        known = [w.strip(",!.") for w in first.split() if content.sex_of(w.strip(",!."))]
        if known:
            assert p["sex"] == content.sex_of(known[-1]), (lang, seed, first, p["sex"])
