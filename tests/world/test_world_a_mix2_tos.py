"""terms_of_service: the open top tab is the legal section, never another legal page (a
CGU page had "Mentions légales" active), the terms are the first, marked, legal link, and
sections are numbered the country's way ("Article 1" in French, "§ 1" only in German)."""

from __future__ import annotations

from world_helpers import sampled

PREFIX = {"en": ("", "Section"), "de": ("§", ""), "fr": ("Article",), "es": ("Artículo",
          "Cláusula", "", "TERCERA.–"), "it": ("Art.", ""), "nl": ("Artikel", "")}


def test_active_tab_is_this_page_and_numbering_is_national() -> None:
    from surfaces.terms_of_service import section_label

    seen: dict[str, set[str]] = {}
    for lang, seed, p in sampled("terms_of_service", 12):
        active = p["nav"][-1]
        assert active not in p["legal"][1:], (lang, seed, active)
        assert active != p["legal"][0] or active == p["title"], (lang, active)
        label = section_label(p, 3)
        word = label.split()[0] if not label[0].isdigit() else ""
        assert word in PREFIX[lang], (lang, label)
        assert ("§" in label) == (lang == "de" and word == "§"), (lang, label)
        seen.setdefault(lang, set()).add(word)
    assert "Article" in seen["fr"] and "§" in seen["de"], seen


def test_the_section_headings_are_drawn_with_that_numbering() -> None:
    from world_helpers import rendered

    from surfaces.terms_of_service import section_label

    for lang in ("en", "fr", "it"):
        for seed in range(4):
            p, geo = rendered("terms_of_service", lang, seed)
            first = section_label(p, p["first"]).split()[0].strip(".")
            assert first in [w.text for w in geo.words], (lang, seed, p["numbering"])


def test_a_scrolled_terms_page_keeps_its_title_in_a_sticky_header() -> None:
    """Scrolled to § 3, the page still says which document it is ("Allgemeine
    Geschäftsbedingungen · Stand: …"); a reviewer read "§ 3" under a bare date as a fragment."""
    from world_helpers import rendered

    scrolled = 0
    for lang, seed in [(lang, s) for lang in ("de", "en", "fr") for s in range(6)]:
        params, geo = rendered("terms_of_service", lang, seed)
        text = geo.page_text()
        assert params["title"] in text, (lang, seed)
        scrolled += params["first"] != 1
    assert scrolled
