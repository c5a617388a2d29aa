"""The markdown document documents one component: no other one is named on the page."""

from generator.content.provider import locale_data
from tests.world.world_helpers import sampled


def test_markdown_page_names_one_component():
    for lang, seed, p in sampled("markdown_split_preview", 8):
        comps = [str(c) for c in locale_data(lang).SLOTS["component"]]
        text = " ".join(str(b[1]) for b in p["blocks"]).lower()
        data = locale_data(lang)
        literal = " ".join(data.SENTENCES["docs"] + data.TITLES["docs"]).lower()
        # a name the templates write themselves ('enable the cache') is not a drawn component
        named = {c for c in comps if c.lower() in text and c.lower() not in literal}
        # a component whose name contains another's (e.g. 'cache' in 'cache server') counts once
        named = {c for c in named if not any(c != o and c.lower() in o.lower() for o in named)}
        assert len(named) <= 1, (lang, seed, named)
