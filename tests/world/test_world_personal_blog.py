"""A blog post is filed under the category of its subject (a bookshelf post under Books,
not Cooking), its tags start with that category, and its first paragraph opens on the
subject of its title."""

from __future__ import annotations

from world_helpers import decontract, sampled, written_from

from generator.content import locale_data

# category index of each blog post, by the English title's opening words
EXPECTED = {"Ten days": 0, "A quiet weekend": 0, "The best": 1, "What I learned from a month": 1,
            "How I finally": 2, "Twelve": 2, "Ten books": 2, "Notes on": 3, "Why I went": 4,
            "What I learned from a year": 4}


def test_english_posts_have_their_category() -> None:
    for post in locale_data("en").SLOTS["blog_post"]:
        opening = next(k for k in EXPECTED if post["t"].replace("{", "").startswith(k))
        assert post["cat"] == EXPECTED[opening], post["t"]


def test_every_language_files_its_posts_alike() -> None:
    english = [p["cat"] for p in locale_data("en").SLOTS["blog_post"]]
    for lang in ("de", "fr", "es", "it", "nl"):
        assert [p["cat"] for p in locale_data(lang).SLOTS["blog_post"]] == english, lang


def test_post_category_and_tags_fit_the_post() -> None:
    for lang, seed, p in sampled("personal_blog", 12):
        cats = locale_data(lang).UI["media.blog_cats"]
        assert p["category"] in cats and p["category"] in p["cat"], (lang, seed)
        assert p["tags"][0] == p["category"], (lang, seed, p["tags"])
        assert len(set(p["tags"])) == len(p["tags"]), (lang, seed, p["tags"])
        # a town tag names the town the title names ("La Spezia" over "Tre giorni alla Spezia")
        title = decontract(p["title"]).lower()
        assert all(t == cats[4] or t.lower() in title for t in p["tags"][1:]), p["tags"]
        assert p["posts"][0] == p["title"]
        # the body is told from the lines of the post's own kind (a trip's, a recipe's)
        lines = locale_data(lang).SENTENCES[f"w6b.body{p['world']['kind']}"]
        assert all(written_from(t, lines) for t in p["texts"][:2]), (lang, seed, p["texts"])
