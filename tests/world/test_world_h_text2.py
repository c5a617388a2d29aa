"""h_text2 (wave 19): facts a page states in two places are written from one world fact.

1. docs_site (r63 0006): an install guide that says "needs no admin rights" never troubleshoots
   "permission denied"; both are written from the runtime's install fact.
"""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content
from generator.resolve import content_languages
from surfaces import registry
from surfaces.kit.docs_page import docs_page
from surfaces.kit.docs_world import pin_docs_world

DENIED = {"en": "permission denied", "de": "Keine Berechtigung", "fr": "Permission non accordée",
          "es": "Permiso denegado", "it": "Permesso negato", "nl": "Toegang geweigerd"}


def _install_text(lang: str, seed: int) -> str:
    content = Content(lang, np.random.default_rng([seed, 11]))
    rng = np.random.default_rng([seed, 5])
    doc = docs_page(rng, content, pin_docs_world(rng, content), "install",
                    {"install": "Install", "config": "Configure"})
    return " ".join(b[1] if b[0] == "p" else " ".join(t for t, _ in b[1])
                    for sec in doc["sections"] for b in sec["blocks"] if b[0] != "code")


def test_no_admin_claim_never_meets_permission_denied() -> None:
    for lang in content_languages():
        claim = Content(lang, np.random.default_rng(0)).ui("hd.no_admin").strip()
        seen = {"claim": 0, "denied": 0}
        for seed in range(300):
            text = _install_text(lang, seed)
            said, denied = claim in text, DENIED[lang] in text
            assert not (said and denied), (lang, seed, text)
            seen["claim"] += said
            seen["denied"] += denied
        assert seen["claim"] and seen["denied"], (lang, seen)  # both facts occur


def test_subtitle_cue_numbers_follow_their_timecodes() -> None:
    """subtitle_editor (r63 0024): cue "#2" never starts at 00:28:19; a cue's number is about
    8-14 cues a minute of the episode before it."""
    numbers = set()
    for lang, seed, p in sampled("subtitle_editor", 30):
        for k, (start, _end, _text) in enumerate(p["cues"]):
            n, minutes = p["first_cue"] + k, start / 60_000
            assert 7 * minutes <= n <= 15 * minutes + len(p["cues"]) + 1, (lang, seed, n, start)
        numbers.add(p["first_cue"] > 100)
    assert numbers == {True, False}


# industries and employers no data of ours gives a real town (r63 0012)
INVENTED = {"en": ("tourism", "logistics", "research", "tech sector", "employers"),
            "de": ("Tourismus", "Logistik", "Forschung", "Weinbau", "Arbeitgeber"),
            "fr": ("tourisme", "logistique", "agroalimentaire", "enseignement supérieur",
                   "employeurs"),
            "es": ("turismo", "logística", "agricultura", "enseñanza superior", "empleadores"),
            "it": ("turismo", "logistica", "viticoltura", "universitaria", "datori di lavoro"),
            "nl": ("toerisme", "logistiek", "landbouw", "werkgevers")}


def test_wiki_claims_no_airport_or_industry_it_does_not_have() -> None:
    """wikipedia (r63 0012): an airport only in a town of geo.airport; no invented industry."""
    flown = {}
    for lang, seed, p in sampled("wikipedia", 60):
        content = Content(lang, np.random.default_rng(0))
        air = content.ui_list("h_wiki.airport")
        text = " ".join(p["lead"] + [t for sec in p["sections"] for t in sec["texts"]])
        named = any(w.lower() in text.lower() for w in air)
        if p["city"] not in content.ui_list("geo.airport"):
            assert not named, (lang, seed, p["city"], text)
        flown[lang] = flown.get(lang, False) or named
        assert not any(w.lower() in text.lower() for w in INVENTED[lang]), (lang, seed, text)
    assert any(flown.values()), flown  # a town with an airport may still say so


def _count(text: str) -> int:
    return int(re.sub(r"\D", "", text))


def test_profile_followers_are_one_to_five_times_the_connections() -> None:
    """profile_page (r63 0016): no 16,076 followers against 108 connections."""
    for lang, seed, p in sampled("profile_page", 40):
        followers, connections = _count(p["followers"]), _count(p["connections"])
        assert connections <= followers <= 5 * connections + 1, (lang, seed, followers,
                                                                 connections)


def test_event_venue_named_after_a_real_hall_only_in_its_city() -> None:
    """event_page (r62 0013): "Antigua Fábrica de Tabacos" only in A Coruña; elsewhere a
    generic hall."""
    for lang, seed, p in sampled("event_page", 60):
        content = Content(lang, np.random.default_rng(0))
        real = dict(v.split("@") for v in content.ui_list("mkt.ev_landmarks"))
        assert p["venue"] not in content.ui_list("mkt.ev_venues") or p["venue"] not in real
        if p["venue"] in real:
            assert p["address"].endswith(real[p["venue"]]), (lang, seed, p["venue"], p["address"])
    generic = {lang: set(Content(lang, np.random.default_rng(0)).ui_list("mkt.ev_venues"))
               for lang in content_languages()}
    assert "Antigua Fábrica de Tabacos" not in generic["es"] and "Sala Borsa" not in generic["it"]


def test_pivot_file_of_a_year_holds_its_four_quarters() -> None:
    """pivot_summary (r63 0011): "Sales data 2023.xlsx" shows Q1-Q4, or its name says Q1-Q3."""
    spans = set()
    for lang, seed, p in sampled("pivot_summary", 40):
        q = p["quarters"]
        named = re.search(rf"\b{re.escape(q[0])}-{re.escape(q[-1])}\.xlsx$", p["file"])
        assert (len(q) == 4) == (not named), (lang, seed, p["file"], q)
        spans.add(len(q))
    assert spans == {3, 4}


def test_terms_page_with_clauses_below_the_fold_has_a_scrollbar() -> None:
    """terms_of_service (r63 0021): an index of 11 clauses over a page that ends at clause 6
    draws a scrollbar; a page showing every clause from the top needs none."""
    from generator.page import make_theme
    surface = registry.get("terms_of_service")()
    for lang in content_languages():
        for seed in range(15):
            p = surface.sample(np.random.default_rng([seed, 0]),
                               Content(lang, np.random.default_rng([seed, 0, 1])))
            page = surface.compose(p, make_theme(False, "blue"))
            shown = [r.label for r in page.regions if r.kind == "section"]
            last = max(p["toc"].index(t) for t in shown) + 1
            thumb = any(getattr(op, "name", "") == "scrollbar thumb" for op in page.ops)
            assert thumb == (last < len(p["toc"]) or p["first"] != 1), (lang, seed, last)


def test_every_train_row_has_its_second_line() -> None:
    """train_timetable (r63 0022): FR 7420 never alone without a "via" line: a train with no
    main stop on the way says it runs non-stop (a fast one) or calls at the small stations."""
    kinds = set()
    for lang, seed, p in sampled("train_timetable", 30):
        content = Content(lang, np.random.default_rng(0))
        labels = {content.ui("apps.tr.nonstop"), content.ui("apps.tr.stopping")}
        for r in p["rows"]:
            assert r["via_line"], (lang, seed, r["train"])
            assert (r["via_line"] in labels) == (not r["via_stops"]), (lang, seed, r)
            if not r["via_stops"]:
                fast = r["operator"] in content.ui_list("apps.tr.nonstop_ops")
                assert r["via_line"] == content.ui("apps.tr.nonstop" if fast
                                                   else "apps.tr.stopping"), (lang, seed, r)
                kinds.add(fast)
    assert kinds == {True, False}


def _arrows(page) -> int:
    return sum(getattr(op, "name", "") == "delta arrow" for op in page.ops)


def test_a_change_that_rounds_to_zero_is_grey_without_arrow() -> None:
    """metrics_dashboard (r62 0004) and every dashboard asking the shared rule: "0,0 %" is
    drawn grey with no up-triangle; a real move keeps its arrow and colour."""
    from generator.page import make_theme
    from surfaces.kit.apps import delta_colour, is_flat
    from surfaces.kit.numbers import format_percent
    theme = make_theme(False, "blue")
    assert delta_colour(theme, True, "0,0 %") == (theme.muted, "")
    assert delta_colour(theme, True, "+0,1 %")[1] == "green"
    assert is_flat("0.00 (0.00%)") and not is_flat("+0.01 (0.00%)") and not is_flat("")
    for name, field in (("metrics_dashboard", None), ("finance_dashboard", None),
                        ("stock_overview", "change")):
        surface = registry.get(name)()
        for lang in content_languages():
            for seed in range(3):
                p = surface.sample(np.random.default_rng([seed, 0]),
                                   Content(lang, np.random.default_rng([seed, 0, 1])))
                before = _arrows(surface.compose(p, theme))
                zero = format_percent(0.0, lang, 1, sign=True)
                if name == "metrics_dashboard":
                    p["kpis"][0].update(delta=zero, up=True, d=0.0)
                elif name == "finance_dashboard":
                    p["kpis"][0][2], p["kpis"][0][3] = zero, True
                else:
                    p[field], p["up"] = "0,00 (0,00 %)", True
                assert before >= 1 and _arrows(surface.compose(p, theme)) == before - 1, \
                    (name, lang, seed)
