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
        # "präsentieren" is not separable: no "präsentiert heute … vor"
        assert not re.search(r"präsentiert\b[^.:]*\bvor\b", p["texts"][0]), (lang, seed)
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


_YEAR = re.compile(r"^(?:19|20)\d\d$")
_LINKS = r"(?:and|und|et|e|y|en|to|bis|à|a|al|tot|–|-)"


def _bound(text: str, a: int, b: int) -> bool:
    """Whether text[a:b] is one side of "between A and B" / "A–B"."""
    after = re.match(r"\s*(?:\S{1,4}\s*)?" + _LINKS + r"\s*\S?\d", text[b:b + 14])
    before = re.search(r"\d\S{0,4}\s*" + _LINKS + r"\s*\S?$", text[max(0, a - 14):a])
    return bool(after or before)


def _marked(name: str, p: dict) -> list[tuple[str, list]]:
    """(text, marks) pairs of the running text ``name`` styles with sample_marks."""
    if name == "markdown_notes":
        return list(zip(p["texts"] + p["more"], p["marks"] + p["more_marks"], strict=True))
    if name == "app_store_listing":
        return (list(zip(p["desc"], p["desc_marks"], strict=True)) + [(p["news"], p["news_marks"])]
                + [(r["text"], r["marks"]) for r in p["reviews"]])
    if name == "patient_record":
        return list(zip(p["note"], p["marks"], strict=True))
    if name == "signup_form":
        return list(zip(p["pitch"], p["marks"], strict=True))
    return list(zip(p["texts"], p["marks"], strict=True))


def test_no_emphasis_on_a_bare_year_or_one_bound_of_a_range() -> None:
    for name in ("markdown_notes", "app_store_listing", "patient_record", "signup_form",
                 "press_release"):
        for lang, seed, p in sampled(name, 25):
            for text, marks in _marked(name, p):
                for a, b, kind, _ in marks:
                    if kind not in ("bold", "highlight", "larger"):
                        continue
                    span = text[a:b]
                    assert not _YEAR.match(span), (name, lang, seed, span, text)
                    if re.search(r"\d", span):
                        assert not _bound(text, a, b), (name, lang, seed, span, text)
                        assert not span.rstrip().endswith("%"), (name, lang, seed, span)


# what a release note announces as new: a search, a widget or an export
_NEW_SEARCH = {"en": r"filter|search|sort", "de": r"Filter|Suchfeld|Sortierung",
               "fr": r"filtre|recherche|tri\b", "es": r"filtro|búsqueda|ordenación",
               "it": r"filtro|ricerca|ordinamento", "nl": r"filter|zoekveld|sorteeroptie"}
_NEW_PREMIUM = {"en": r"widget|export|share", "de": r"Widget|exportieren|teilen",
                "fr": r"widget|exporter|partager", "es": r"widget|exportar|compartir",
                "it": r"widget|esportare|condividere", "nl": r"widget|exporteren|delen"}


def test_app_notes_announce_nothing_the_description_sells_as_old() -> None:
    from surfaces.app_store_listing import short_name
    seen = 0
    for lang, seed, p in sampled("app_store_listing", SEEDS):
        desc = " ".join(p["desc"])
        first = p["news"]  # the added note leads the notes
        if re.search(r"(?<![\d.,])\d{1,3}[.,\s\u00a0\u202f]000(?!\d)", desc):  # the users' line
            seen += 1
            assert not re.search(_NEW_SEARCH[lang], first, re.I), (lang, seed, first)
        if re.search(r"Premium", desc):
            assert not re.search(_NEW_PREMIUM[lang], first, re.I), (lang, seed, first)
        assert not re.search(r"\s,", desc), (lang, seed, desc)  # "& C. , un team"
        if lang == "it" and "& C." in p["developer"]:  # its own copy drops "& C."
            assert not short_name(p["developer"]).endswith("& C."), (lang, seed)
    assert seen


# a customer's quote that times their own set-up: an afternoon, less than a day, by lunch
_SLOW_SETUP = re.compile(r"afternoon|less than a day|before lunch|Nachmittag|keinen Tag|"
                         r"Mittagspause|après-midi|moins d'une journée|avant midi|una tarde|"
                         r"menos de un día|antes de comer|pomeriggio|meno di un giorno|"
                         r"prima di pranzo|één middag|geen dag|voor de lunch", re.I)
_FAST_SETUP = re.compile(r"(?:in|en|unter|onder)\s(?:\w+\s){0,3}(?:minutes?|Minuten|minutos|"
                         r"minuti|minuten)", re.I)


def test_signup_quote_agrees_with_the_pitch_on_set_up_time() -> None:
    fast = 0
    for lang, seed, p in sampled("signup_form", SEEDS):
        if _FAST_SETUP.search(" ".join(p["pitch"])):
            fast += 1
            assert not _SLOW_SETUP.search(p["quote"]), (lang, seed, p["quote"])
    assert fast


def test_signup_quote_in_the_language_quotation_marks() -> None:
    from generator import languages
    for lang, seed, p in sampled("signup_form", 6):
        left, right = languages.fact(lang, "quotes", list)
        assert p["quote_marked"].startswith(left) and p["quote_marked"].endswith(right), \
            (lang, seed, p["quote_marked"])
