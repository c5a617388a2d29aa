"""Wave 12 h_splice: text belongs where it is printed. A dictionary popup's example sentence
stands whole between whole sentences of an on-topic article; a press release's deck and lead
do not state the same figure; no bold on a bare year or one bound of a range; an app's
release notes do not announce as new what its description sells as long-standing; a signup
page's claims agree."""

from __future__ import annotations

import re

from surfaces.kit.numbers import month_in_date
from tests.world.world_helpers import sampled

SEEDS = 40
_CAP = re.compile(r"^[«„“\"(¿¡]?\s?[$€£]?[A-ZÀ-Ý0-9]")
# the fee a household pays: no word of it in a story about a park or a market hall opening
FEE_WORDS = {"threshold", "Schwelle", "seuil", "umbral", "soglia", "drempel"}


def test_dictionary_example_sits_whole_between_whole_sentences() -> None:
    from surfaces.dictionary_popup import sentences
    for lang, seed, p in sampled("dictionary_popup", SEEDS):
        first, example = p["texts"][0], p["example"]
        before, _, after = first.partition(example)
        assert before.strip() and before.rstrip()[-1] in ".!?»”\"", (lang, seed, before)
        # not between a date's day and its month ("Am 27." [example] "Juni ...")
        months = {month_in_date(m, lang).lower() for m in range(1, 13)}
        assert after.split(" ", 1)[0].strip(",.").lower() not in months, (lang, seed, after)
        assert not after or _CAP.match(after.strip()), (lang, seed, after)
        for k, text in enumerate(p["texts"]):
            parts = sentences(text)
            for s in parts:
                assert _CAP.match(s), (lang, seed, k, s)
            for a, b in zip(parts, parts[1:], strict=False):  # no split inside "am 31. Juli"
                assert not (re.search(r"(?<!\w)\d{1,2}\.$", a)
                            and b.split(" ", 1)[0].strip(",.").lower() in months), (lang, seed, a)


def test_dictionary_example_about_an_opening_names_no_fee() -> None:
    seen = set()
    for lang, seed, p in sampled("dictionary_popup", SEEDS):
        seen.add(p["kind"])
        if p["kind"] == 1:  # a facility opened: its crowds, not a fee for low incomes
            assert p["headword"] not in FEE_WORDS, (lang, seed, p["headword"])
            assert not any(w.lower() in p["example"].lower() for w in FEE_WORDS), (lang, seed)
    assert 1 in seen


def test_press_deck_and_lead_state_no_figure_twice() -> None:
    for lang, seed, p in sampled("press_release", SEEDS):
        v = p["world"]
        for f in (_amount(lang, v), str(v["jobs"])):
            has = re.compile(r"(?<![\d.,])" + re.escape(f) + r"(?![\d])").search
            assert not (has(p["subhead"]) and has(p["texts"][0])), (lang, seed, f)
            assert not (has(p["subhead"]) and has(p["headline"])), (lang, seed, f)


def _amount(lang: str, world: dict) -> str:
    """The release's money figure as its number is printed (4.409, 4,409, 4 409, 26)."""
    from surfaces.kit.numbers import format_number
    return format_number(world["amount"], lang, 0)


# real makers of bikes, appliances, thermostats, mowers and phones: a made-up product line
# is not called after one ("Tern 2" is an e-bike maker's name)
REAL_BRANDS = {"tern", "nova", "mira", "luma", "orbit", "kite", "aero", "nest", "ecobee",
               "tado", "bosch", "gazelle", "riese", "urban arrow", "babboe", "husqvarna",
               "gardena", "worx", "jura", "delonghi", "philips", "siemens", "miele", "vela"}


def test_press_product_is_no_real_brand() -> None:
    for lang, seed, p in sampled("press_release", SEEDS):
        line = p["world"]["name"].rsplit(" ", 1)[0]
        assert line.lower() not in REAL_BRANDS, (lang, seed, line)
