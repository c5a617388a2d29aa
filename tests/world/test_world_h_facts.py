"""Wave 11 h_facts: locale and domain facts a local would notice. A departure board keeps
the 24-hour clock and, in Britain, shows the operator without a train number (its clock-face timetable: see
test_world_h_facts14.py)."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data


def test_boards_use_the_24_hour_clock() -> None:
    for lang, seed, p in sampled("train_timetable", 30):
        shown = [p["clock"], p["updated"]] + [r["time"] for r in p["rows"]] \
            + [r["expected"] for r in p["rows"] if r["expected"]]
        for text in shown:
            assert not re.search(r"\b[AP]\.?\s?M\b", text, re.I), (lang, seed, text)
            assert re.search(r"\b[0-2]\d:[0-5]\d\b", text), (lang, seed, text)


def test_british_boards_show_no_train_numbers_continental_ones_do() -> None:
    for lang, seed, p in sampled("train_timetable", 20):
        numbered = {line["operator"]: line.get("numbered", True)
                    for line in locale_data(lang).SLOTS["rail_lines"]}
        for r in p["rows"]:
            if lang == "en":
                assert r["train"] == r["operator"] and not re.search(r"\d", r["train"]), \
                    (lang, seed, r["train"])
            else:
                assert numbered[r["operator"]] and re.fullmatch(r".+ \d{3,5}", r["train"]), \
                    (lang, seed, r["train"])


# the plate a parking permit asks for, as the applicant's country and US state write it
PLATE = {"de": r"[A-ZÄÖÜ]{1,3}-[A-Z]{1,2} [1-9]\d{1,3}", "fr": r"[A-Z]{2}-\d{3}-[A-Z]{2}",
         "it": r"[A-Z]{2} \d{3} [A-Z]{2}", "es": r"\d{4} [B-DF-HJ-NP-TV-Z]{3}",
         "nl": r"\d\d-[A-Z]{3}-\d|[A-Z]{2}-\d{3}-[A-Z]|\d-[A-Z]{3}-\d\d|[A-Z]{3}-\d\d-[A-Z]"}
US_PLATE = {"TX": r"[A-Z]{3}-\d{4}", "NY": r"[A-Z]{3}-\d{4}", "CA": r"\d[A-Z]{3}\d{3}",
            "FL": r"[A-Z]{4}\d\d", "IL": r"[A-Z]{2} \d{5}", "WA": r"[A-Z]{3}\d{4}"}
DE_CODE = {"Hamburg": "HH", "Bremen": "HB", "Dresden": "DD", "Rostock": "HRO", "Lübeck": "HL",
           "Berlin": "B", "München": "M", "Bonn": "BN"}


def _form_place(p) -> tuple[str, str]:
    city = p["fields"][5][1]  # the applicant's town: the office is in it
    state = re.search(r", ([A-Z]{2}) \d{5}$", p["org_address"])
    return city, state.group(1) if state else ""


def test_a_permits_plate_is_written_as_its_country_and_state_write_it() -> None:
    seen = set()
    for lang, seed, p in sampled("pdf_form", 120):
        if p["kind"] != 0:
            continue
        plate = p["details"][0][1]
        city, state = _form_place(p)
        if lang == "en":
            assert re.fullmatch(US_PLATE.get(state, r".+"), plate), (lang, seed, state, plate)
            seen.add(state)
        else:
            assert re.fullmatch(PLATE[lang], plate), (lang, seed, plate)
            if lang == "de" and city in DE_CODE:
                assert plate.startswith(DE_CODE[city] + "-"), (seed, city, plate)
            seen.add(lang)
    assert {"de", "fr", "it", "es", "nl"} <= seen and len(seen) > 8, seen


def test_an_issuing_office_is_not_at_the_town_halls_address() -> None:
    hall = re.compile(r"^(?:1|2|3) |,? (?:1|2|3),|Plaza Mayor|Markt|Stadhuis|Mairie", re.I)
    for lang, seed, p in sampled("pdf_form", 60):
        assert not hall.search(p["org_address"]), (lang, seed, p["org_address"])


FORM_1040 = {"Wages, salaries, tips": "1a", "Taxable interest": "2b", "Ordinary dividends": "3b",
             "Capital gain or (loss)": "7", "Total income": "9", "Adjustments to income": "10",
             "Adjusted gross income": "11", "Standard deduction": "12", "Taxable income": "15",
             "Federal income tax withheld from Form(s) W-2": "25a"}


def test_a_form_1040_numbers_its_lines_as_the_irs_does() -> None:
    for lang, seed, p in sampled("tax_form", 10):
        if lang == "en":
            assert dict(zip(p["lines"], p["numbers"], strict=True)) == FORM_1040, seed
            agi = p["cents"][p["numbers"].index("11")]
            assert agi == p["cents"][p["numbers"].index("9")] - (
                p["cents"][p["numbers"].index("10")] or 0), seed
        else:  # a form that prints no real numbers counts its lines
            assert p["numbers"] == [str(k + 1) for k in range(len(p["lines"]))], (lang, seed)


def test_a_returns_form_names_the_year_of_its_year_box() -> None:
    for lang, seed, p in sampled("tax_form", 20):
        years = re.findall(r"\b20[1-3]\d\b", " ".join(p["labels"].values()))
        assert all(y == p["year"] for y in years), (lang, seed, p["year"], years)


# ---- invoice ----------------------------------------------------------------------------

def _invoice_text(p) -> str:
    t = p["texts"]
    return " ".join([t["intro"], *t["terms"], t["thanks"]])


def test_a_call_out_is_billed_to_a_customer_in_the_sellers_town() -> None:
    seen = 0
    for lang, seed, p in sampled("invoice", 80):
        doc = p["doc"]
        if doc["trade"] == "craft":
            seen += 1
            assert doc["recipient"]["city"] == doc["sender"]["city"], (lang, seed)
    assert seen > 30, seen


def test_no_mileage_that_the_distance_could_contradict() -> None:
    for lang, seed, p in sampled("invoice", 60):
        for item in p["doc"]["items"]:
            assert not re.search(r"\d+ (?:km|miles)\b", item["desc"]), (lang, seed, item["desc"])


def test_retention_of_title_only_with_goods_on_the_invoice() -> None:
    import numpy as np

    from generator.content import Content
    from surfaces.invoice.items import GOODS

    seen = 0
    for lang, seed, p in sampled("invoice", 80):
        words = Content(lang, np.random.default_rng(0)).ui("w11h.retention").lower()
        doc = p["doc"]
        goods = any(i["key"] in GOODS.get(doc["trade"], ()) for i in doc["items"])
        if words in _invoice_text(p).lower():
            seen += 1
            assert goods, (lang, seed, doc["trade"], [i["key"] for i in doc["items"]])
    assert seen, "no retention-of-title note at all"


def test_the_invoice_number_stands_at_most_twice() -> None:
    for lang, seed, p in sampled("invoice", 80):
        number = p["doc"]["number"]
        assert _invoice_text(p).count(number) <= 1, (lang, seed, number, _invoice_text(p))


def test_nobody_on_an_invoice_bears_a_famous_name() -> None:
    import numpy as np

    from generator.content import Content

    for lang, seed, p in sampled("invoice", 120):
        famous = Content(lang, np.random.default_rng(0)).ui_list("w11h.famous")
        doc = p["doc"]
        text = " ".join([_invoice_text(p), doc["sender"]["legal"], doc["recipient"]["name"],
                         doc["recipient"]["attn"], doc["world"]["contact"]])
        hits = [name for name in famous if name in text]
        assert not hits, (lang, seed, hits)


def test_an_invoice_street_has_its_own_postcode() -> None:
    from generator import languages

    for lang, seed, p in sampled("invoice", 40):
        rows = languages.invoice(lang).ROWS
        for party in ("sender", "recipient"):
            a = p["doc"][party]
            known = [r.split("|", 1) for r in rows.get(a["city"], [])]
            if not known:
                continue
            pairs = [(s, c) for s, c in known if s in a["street"]]
            assert pairs, (lang, seed, a["street"], a["city"])
            pattern = "|".join(re.escape(c).replace("@", "[A-Z]").replace("\\?", "[A-Z]")
                                .replace("\\#", r"\d").replace("#", r"\d") for _, c in pairs)
            assert re.fullmatch(pattern, a["zip"]), (lang, seed, a["street"], a["zip"])


# ---- password_reset ---------------------------------------------------------------------

BRITISH = re.compile(r"\b(?:centre|colour|favourite|organis|licence|cancell|catalogue|"
                     r"honour|behaviour)", re.I)


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", text) if s]


# small words a sentence may well say twice ("votre sécurité ... votre mot de passe")
SMALL_WORDS = {"votre", "vous", "este", "esta", "questo", "questa", "your", "that", "this"}


def test_a_reset_page_repeats_no_word_within_a_sentence() -> None:
    for lang, seed, p in sampled("password_reset", 60):
        lines = [s for para in p["intro"] for s in _sentences(para)]
        lines += [p["labels"]["help"], p["sent_to"]]
        for line in lines:
            stems = [w.lower()[:6] for w in re.findall(r"[^\W\d_]{4,}", line)
                     if w.lower() not in SMALL_WORDS]
            twice = {s for s in stems if stems.count(s) > 1}
            assert not twice, (lang, seed, line)
        if lang == "en":  # an American page spells American
            assert not BRITISH.search(" ".join(lines)), (seed, lines)


# ---- weather_forecast -------------------------------------------------------------------

def test_now_icon_condition_and_hourly_strip_read_one_sky_an_hour() -> None:
    from generator.content.provider import locale_data
    from surfaces.weather_forecast import CHANGE, KINDS, _sky

    for lang, seed, p in sampled("weather_forecast", 40):
        conds = locale_data(lang).UI["media.conditions"]
        assert p["now"] == _sky(p["kind"], p["hour"]), (lang, seed)
        assert p["cond"] == conds[KINDS.index(p["now"])], (lang, seed, p["cond"], p["now"])
        skies = [h["kind"] for h in p["hours"]]
        assert skies == [_sky(p["kind"], (p["hour"] + j) % 24) for j in range(len(skies))]
        if p["kind"] in CHANGE:  # the summary's "until/from about {t}" is still to come
            assert p["hour"] < CHANGE[p["kind"]], (lang, seed, p["kind"], p["hour"])
