"""An FAQ page's selected entry holds every question shown (the popular ones, not "Orders"
above opening hours), and its answers style numbers only (no bold "Sundays")."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data


def test_selected_entry_spans_the_questions_and_marks_are_numbers() -> None:
    for lang, seed, p in sampled("faq_page", 20):
        assert p["cats"][p["active"]] not in locale_data(lang).SLOTS["faq_category"], \
            (lang, seed, p["cats"])
        for item in p["items"]:
            for text, marks in zip(item["answer"], item["marks"], strict=True):
                for a, b, _, _ in marks:
                    assert any(c.isdigit() for c in text[a:b]), (lang, seed, text[a:b])
