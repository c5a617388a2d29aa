"""Reader report r56 (seed 56056): a caret only in editable text (0017), marks in chats only on
what a writer marks (0013, 0017), whole quoted contexts and a fitting word for a short
selection (0021, 0014), review titles from their body's story (0024)."""

from __future__ import annotations

import re

import numpy as np
import pytest
from world_helpers import sample_target
from world_helpers import strings as _strings

from generator.editable import TYPING_CARETS, editable_line_ids
from generator.pipeline import build_row, compose_page
from generator.plan import Slot
from generator.rng import ExampleStreams
from generator.surfaceset import registry
from generator.targets import SAMPLERS, PageIndex
from generator.targets.categories import CATEGORIES
from generator.targets.common import editable_ref
from generator.targets.spanchecks import cuts_a_token
from generator.verify import verify
from surfaces.kit.prose import _URL, sample_marks
from tests.world.world_helpers import sampled

LANGS = ("en", "de", "fr", "es", "it", "nl")
CARETS = [c for c, spec in CATEGORIES.items() if spec.data_type == "caret"]


def _page(name: str, lang: str, k: int, category: str = "word_center"):
    return compose_page(Slot(category, lang, name), ExampleStreams(56056, "train", k), 0.3)


def test_no_caret_task_outside_editable_text_on_any_surface() -> None:
    """Every surface, one page a language: a caret target the sampler gives stands in a line
    a user types in (r56 0017: "click right after 'heb'" in a posted Teams message)."""
    classes = registry.load_all()
    for k, name in enumerate(sorted(classes)):
        lang = LANGS[k % len(LANGS)]
        if lang not in classes[name].languages:
            continue
        composed = _page(name, lang, k)
        if composed is None:
            continue
        _, geo, _ = composed
        editable = editable_line_ids(geo)
        for category in CARETS:
            target = sample_target(geo, category, np.random.default_rng(k))
            if target is None:
                continue
            lines = {geo.glyphs[i].line for i in target.ref["context_glyphs"]}
            assert lines & editable, (name, lang, category, target.ref)


def test_caret_categories_go_to_typing_surfaces_only() -> None:
    classes = registry.load_all()
    assert not any(classes["teams_chat"].supports(c) for c in CARETS)
    assert not any(classes["chat_bubbles"].supports(c) for c in CARETS)
    assert classes["word_processor"].supports("caret_after_word")
    for name, cats in TYPING_CARETS.items():
        assert name in classes and cats <= set(CARETS), name


@pytest.mark.parametrize("name", sorted(TYPING_CARETS))
def test_listed_typing_surfaces_offer_their_carets(name: str) -> None:
    """A listed (surface, caret category) pair finds an editable candidate on most pages, so
    the plan does not waste pages on it."""
    cls = registry.get(name)
    langs = [lang for lang in LANGS if lang in cls.languages]
    hits = dict.fromkeys((c for c in TYPING_CARETS[name] if cls.supports(c)), 0)
    for k in range(6):
        composed = _page(name, langs[k % len(langs)], k)
        if composed is None:
            continue
        index = PageIndex(composed[1])
        for category in hits:
            target = editable_ref(index, SAMPLERS[category](index, category,
                                                            np.random.default_rng(k)))
            hits[category] += bool(target is not None and target.ref["editable"])
    assert all(v >= 1 for v in hits.values()), (name, hits)


def test_verifier_rejects_a_caret_in_static_text() -> None:
    """The independent verifier checks it too: a caret row on a posted message fails with
    static_caret (the page model's editable lines, generator/editable.py)."""
    from generator.instructions import render_instruction

    rejected = 0
    for k in range(12):
        lang = LANGS[k % len(LANGS)]
        composed = _page("teams_chat", lang, k)
        if composed is None:
            continue
        image, geo, _ = composed
        index = PageIndex(geo)
        target = editable_ref(index, SAMPLERS["caret_after_word"](
            index, "caret_after_word", np.random.default_rng(k)))
        if target is None:
            continue
        assert not target.ref["editable"]
        slot = Slot("caret_after_word", lang, "teams_chat")
        text = render_instruction(target, lang, np.random.default_rng(k))
        row = build_row(target, text, slot, "easy", "train", 0, 1, geo)
        verdict = verify(image, geo, row)
        assert not verdict.ok, (lang, text)
        rejected += verdict.reason == "static_caret"
    assert rejected >= 4


def _chat_marks(name: str):
    for lang, seed, params in sampled(name, 30):
        for text, marks in _texts_and_marks(params):
            yield lang, seed, text, marks


def _texts_and_marks(value):
    if isinstance(value, dict):
        if isinstance(value.get("text"), str) and isinstance(value.get("marks"), list):
            yield value["text"], value["marks"]
        for v in value.values():
            yield from _texts_and_marks(v)
    elif isinstance(value, list):
        for v in value:
            yield from _texts_and_marks(v)


@pytest.mark.parametrize("name", ["chat_bubbles", "teams_chat", "slack_like", "sms_thread"])
def test_chat_marks_fall_only_on_what_a_writer_marks(name: str) -> None:
    """r56 0013: "Schönes" bold and "Wort" a link in a WhatsApp chat. In a chat a link is a
    whole web address, bold a figure, a chip a member's name; no plain word is styled."""
    for lang, seed, text, marks in _chat_marks(name):
        for start, end, kind, _ in marks:
            span = text[start:end]
            where = (name, lang, seed, text, span, kind)
            if kind == "link":
                assert _URL.fullmatch(span), where
            elif kind in ("bold", "highlight", "larger"):
                assert any(c.isdigit() for c in span), where
            elif kind == "code":
                assert not span.isalpha() or not span.istitle(), where
            else:
                assert kind == "mention" and name == "teams_chat", where


def test_a_url_in_a_chat_is_linked_whole() -> None:
    """r56 0017: only "drive.kuijpers.com/…" of "https://drive.kuijpers.com/…" was a link."""
    text = "In de gedeelde map: https://drive.kuijpers.com/s/mbwkbtf"
    for seed in range(20):
        marks = sample_marks(np.random.default_rng(seed), text, "chat")
        assert [text[a:b] for a, b, kind, _ in marks if kind == "link"] == [
            "https://drive.kuijpers.com/s/mbwkbtf"]


def test_plain_capitalised_words_take_no_chat_style() -> None:
    text = "Schönes Wochenende! Ich nehme dich beim Wort und bringe den Kuchen mit."
    for seed in range(200):
        assert sample_marks(np.random.default_rng(seed), text, "chat") == []


def test_quoted_context_never_strands_a_currency_sign() -> None:
    """r56 0021: the label "25 € – 50 €" quoted as «25 € – 50»."""
    class G:
        def __init__(self, char: str):
            self.char, self.line = char, 0

    glyphs = [G(c) for c in "25 € – 50 €"]
    assert cuts_a_token(glyphs, 0, 9)  # "25 € – 50"
    assert not cuts_a_token(glyphs, 0, 11)
    glyphs = [G(c) for c in "€ 50 net"]
    assert cuts_a_token(glyphs, 2, 4)


QUOTED = re.compile(r"[«„“\"'»]\s?([^«»„“”\"']+?)\s?[»“”\"'«]")


def test_product_listing_quotes_whole_price_labels() -> None:
    """Every quoted text of an instruction over many price-filter pages is whole on its
    line: no currency sign stands right after it."""
    from generator.instructions import render_instruction

    for k in range(40):
        lang = LANGS[k % len(LANGS)]
        composed = _page("product_listing", lang, k)
        if composed is None:
            continue
        geo = composed[1]
        lines = [geo.line_text(line) for line in geo.lines]
        for category in ("char_center", "word_center", "caret_between_chars"):
            target = sample_target(geo, category, np.random.default_rng(k))
            if target is None:
                continue
            text = render_instruction(target, lang, np.random.default_rng(k))
            for q in (q for q in QUOTED.findall(text) if " " in q):  # a phrase, a label
                for line in lines:
                    for m in re.finditer(re.escape(q), line):
                        assert not re.match(r"[ \u00a0\u202f]?[€$£%]", line[m.end():]) \
                            or not q[-1:].isdigit(), (text, line)


def test_a_short_selection_is_no_passage() -> None:
    """r56 0014: "selezioni il brano da «Lampada» a «scrivania»" for three words of a cell:
    a range is "the text" in every language, never a passage."""
    import tomllib
    from pathlib import Path

    words = re.compile(r"\b(?:brano|passaggio|passage|Abschnitt|pasaje|fragmento)\b")
    for lang in LANGS:
        path = Path(f"generator/locales/{lang}/instructions/templates.toml")
        forms = tomllib.loads(path.read_text(encoding="utf-8"))["templates"]["select_range"]
        assert not [f for f in forms if words.search(str(f))], lang


def test_review_title_tells_its_body_story() -> None:
    """r56 0024: "Fine, but a bit pricey" over a body about the noise: a price title opens
    with the price sentence."""
    price = {"en": "price", "de": "Preis", "fr": "prix", "es": "precio", "it": "prezzo",
             "nl": "prijs"}
    pricey = {"en": "pricey", "de": "teuer", "fr": "cher", "es": "caro", "it": "caro",
              "nl": "dure"}
    seen = 0
    for lang, seed, params in sampled("review_page", 40):
        for r in params.get("reviews", []):
            if re.search(rf"\b{pricey[lang]}\b", r["title"], re.I):
                seen += 1
                assert price[lang].lower() in r["text"].lower(), (lang, seed, r)
    assert seen >= 5


def test_newsletter_season_follows_its_month_and_domain_its_masthead() -> None:
    """r56 0027: "Ya llegó la vuelta al cole" in a November issue; the sender
    "revistadeescapadasurbana.com" for "Revista de escapadas urbanas"."""
    from generator.formats import month_names
    from surfaces.kit.web import url_words

    checked = 0
    for lang, seed, params in sampled("newsletter_email", 60):
        slug = "".join(url_words(params["brand"]))
        assert params["from_email"].split("@")[1].rsplit(".", 1)[0] == slug, params["brand"]
        text = " ".join(s for s in _strings(params))
        if re.search(r"vuelta al cole|La rentrée|fine dell'estate", text):
            september = month_names(lang, context="format")[8].lower()
            assert september[:3] in params["date"].lower(), (lang, seed, params["date"])
            checked += 1
    assert checked >= 3




def test_persistent_asthma_takes_a_controller() -> None:
    """r56 0012: "Asma persistente leve" with salbutamol alone: the inhaled corticosteroid
    (hmed.drugs 5) is listed beside the reliever (4)."""
    seen = 0
    for lang, seed, p in sampled("patient_record", 60):
        if 2 in p["problem_ids"]:
            seen += 1
            assert {4, 5} <= set(p["med_ids"]), (lang, seed, p["meds"])
    assert seen >= 5


def test_settings_phone_rows_sit_in_rounded_groups() -> None:
    """r56 0019: the grouped list drew square cells, their separators running into the
    gaps: every row lies inside one group, and groups never touch."""
    from surfaces.settings_panel import ROW_H, _phone_layout

    for lang, seed, params in sampled("settings_panel", 20):
        placed, groups, _ = _phone_layout(params, 248, 1688 // 2)
        for _row, top in placed:
            assert sum(g[1] <= top and top + ROW_H <= g[2] for g in groups) == 1, (lang, seed)
        for a, b in zip(groups, groups[1:], strict=False):
            assert b[1] - a[2] >= 16, (lang, seed, groups)


def test_private_account_settings_name_no_organisation() -> None:
    """r56 0019: "Personen in Ihrer Organisation können Sie … finden" on a gmail.com
    account: a private address's settings speak of contacts and members, not colleagues."""
    words = re.compile(r"organi[sz]|kolleg|coll[eè]g|compañer|workspace|espace de travail|"
                       r"équipe|teamleden", re.I)
    for lang, seed, params in sampled("settings_panel", 30):
        for row in params["rows"]:  # the "find me by my address" setting
            if re.search(r"address|adresse|correo|indirizzo|mailadres", row["desc"], re.I):
                assert not words.search(row["desc"]), (lang, seed, params["email"], row["desc"])


def test_parcel_numbers_follow_their_carrier() -> None:
    """r56 0016: a 20-digit "Sendungs-Nr." for a GLS parcel (GLS prints 11-12 digits)."""
    lengths = {"GLS": (11, 12), "DHL": (20, 20), "FedEx": (12, 12), "DPD": (14, 14),
               "PostNL": (15, 15), "UPS": (18, 18), "Colissimo": (13, 13)}
    seen = set()
    for lang, seed, params in sampled("shipping_label", 30):
        carrier, number = params["carrier"], params["tracking"].replace(" ", "")
        if carrier in lengths:
            seen.add(carrier)
            low, high = lengths[carrier]
            assert low <= len(number) <= high, (lang, seed, carrier, params["tracking"])
        if carrier == "UPS":
            assert number.startswith("1Z"), number
    assert "GLS" in seen


def test_data_table_code_cells_share_the_row_baseline() -> None:
    """r56 0014: the monospace "Cod. art." cells sat about 3 px above the other cells of
    their row: every text cell of a row lies on one baseline (within 1 px)."""
    from generator.page.render import render
    from tests.world.world_helpers import composed_pages

    checked = 0
    for lang, seed, page in composed_pages("data_table", range(16), ("it", "de")):
        _, geo = render(page)
        mono = {i for i, f in enumerate(geo.fonts) if "mono" in str(f).lower()}
        rows: dict[int, list[tuple[int, bool]]] = {}
        for line in geo.lines:
            if geo.blocks[line.block].role not in ("text", "prose"):
                continue
            g = geo.glyphs[line.glyphs[0]]
            rows.setdefault((line.top + line.bottom) // 24, []).append(
                (line.baseline, g.font in mono))
        for cells in rows.values():
            kinds = {m for _, m in cells}
            if len(kinds) == 2:
                checked += 1
                base = [b for b, _ in cells]
                assert max(base) - min(base) <= 1, (lang, seed, cells)
    assert checked >= 10


def test_trip_leaves_from_home_and_maps_with_the_map_kit() -> None:
    """r56 0005: a Dutch traveller flying from Frankfurt, over a map of a few grey strokes:
    the trip starts at the page country's airport, the map has streets (surfaces/kit/maps)."""
    from surfaces.trip_itinerary import HOME_AIRPORTS

    for lang, seed, params in sampled("trip_itinerary", 20):
        assert params["flight"]["origin"] in HOME_AIRPORTS[lang], (lang, seed, params["flight"])
        grid = params["grid"]  # (wave 22: the street grid's main roads)
        assert len(grid["rows"]) + len(grid["cols"]) >= 7, (lang, seed)
