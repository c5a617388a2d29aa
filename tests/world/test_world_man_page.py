"""A man page's DESCRIPTION says what the tool does first and says what overrides the
configuration once (review3 0029: precedence twice, first); the page goes on past OPTIONS
to EXIT STATUS, FILES and SEE ALSO naming the tool's own files."""

from __future__ import annotations

from tests.world.world_helpers import rendered, sampled

# the first words of term.man 0 ("{tool} copies files ...") in each language
WHAT = {"en": "copies files", "de": "kopiert Dateien", "fr": "copie des fichiers",
        "es": "copia", "it": "copia file", "nl": "kopieert"}


def test_description_opens_with_what_the_tool_does_and_never_repeats() -> None:
    for lang, seed, p in sampled("man_page", 15):
        first = p["description"][0]
        assert first.startswith(p["tool"] + " "), (lang, seed, first)
        assert WHAT[lang] in first.split(".")[0], (lang, seed, first)
        text = " ".join(p["description"])
        conf = next(path for path, _ in p["tail"]["paths"])
        assert text.count(conf) <= 1, (lang, seed, text)
        sentences = [s.strip() for s in text.split(". ") if s.strip()]
        assert len(sentences) == len(set(sentences)), (lang, seed)


def test_the_page_continues_past_options() -> None:
    for lang, seed in (("en", 29), ("de", 4), ("it", 10)):
        p, geo = rendered("man_page", lang, seed)
        titles = [r.label for r in geo.regions if r.name == "section"]
        if p["scroll"] == 0:
            assert p["tail"]["exit"] in titles, (lang, seed, titles)
