"""Wave 11 h_prose: articles and reviews that hold together (one test per invariant, many
seeds x every language the surface declares)."""

from __future__ import annotations

import datetime
import re

import numpy as np

from generator.content import Content
from generator.page import make_theme
from surfaces import registry
from tests.world.world_helpers import sampled, strings_of

LANGS = ("en", "de", "fr", "es", "it", "nl")


def _pattern(template: str) -> str:
    """A regex matching every text ``template`` ({a|b} alternatives, {slot}s) can give."""
    out, i = [], 0
    while i < len(template):
        if template[i] != "{":
            out.append(re.escape(template[i]))
            i += 1
            continue
        depth, j = 0, i
        while True:
            depth += {"{": 1, "}": -1}.get(template[j], 0)
            if depth == 0:
                break
            j += 1
        inner, parts, depth, start = template[i + 1:j], [], 0, 0
        for k, ch in enumerate(inner):
            depth += {"{": 1, "}": -1}.get(ch, 0)
            if ch == "|" and depth == 0:
                parts.append(inner[start:k])
                start = k + 1
        parts.append(inner[start:])
        out.append(".+?" if len(parts) == 1 and "{" not in inner else
                   "(?:" + "|".join(_pattern(p) for p in parts) + ")")
        i = j + 1
    return "".join(out)


# --- review_page -------------------------------------------------------------------------

def test_review_titles_give_full_marks_only_over_five_stars():
    from surfaces.review_page import FULL_MARKS
    seen = 0
    for lang, seed, p in sampled("review_page", 40):
        for r in p["reviews"]:
            if r["stars"] < 5:
                assert not FULL_MARKS.search(r["title"]), (lang, seed, r["stars"], r["title"])
            seen += bool(FULL_MARKS.search(r["title"]))
    assert seen  # the five-star titles still run


def test_review_dates_run_newest_first_and_never_after_now():
    for lang, seed, p in sampled("review_page", 30):
        days = [r["day"] for r in p["reviews"]]
        assert days == sorted(days, reverse=True), (lang, seed, days)
        assert all(d <= p["now"] for d in days), (lang, seed, days, p["now"])
        assert all(r["date"] for r in p["reviews"])


def test_review_tells_each_fact_of_its_story_once():
    """"Tras 22 semanas … Después de 22 semanas … Lo compré hace 22 semanas": a number with
    its unit stands once in a review."""
    for lang, seed, p in sampled("review_page", 40):
        for r in p["reviews"]:
            said = re.findall(r"(?<![\d,.])(\d+)\s+(\w+)", r["text"])
            assert len(said) == len(set(said)), (lang, seed, r["text"])


# --- profile_page ------------------------------------------------------------------------

def test_profile_career_has_distinct_titles():
    for lang, seed, p in sampled("profile_page", 40):
        titles = [j["title"] for j in p["jobs"]]
        assert len(set(titles)) == len(titles), (lang, seed, titles)
        assert p["jobs"][0]["title"] in p["headline"], (lang, seed)


# --- notion_page -------------------------------------------------------------------------

def test_notion_callout_points_to_no_page_before_any_content():
    for lang, seed, p in sampled("notion_page", 30):
        content = Content(lang, np.random.default_rng(0))
        names = [content.ui("docs.install"), content.ui("docs.config")]
        assert not any(n in p["callout"] for n in names), (lang, seed, p["callout"])
        if p["kind"] == "report":  # it says what the page is; the outlook stays below
            assert not any(p["callout"] in t for t in p["texts"]), (lang, seed)


# --- email_compose -----------------------------------------------------------------------

def test_email_request_for_comments_names_its_object():
    """"Could you send me your comments by Friday?" follows the sentence naming the
    document, or names it itself."""
    asks, checked = {}, 0
    for lang, seed, p in sampled("email_compose", 40):
        if lang not in asks:
            data = Content(lang, np.random.default_rng(0)).data
            asks[lang] = re.compile(_pattern(data.SENTENCES["mailui.body"][2]))
        doc = p["doc"].lower()
        if not doc:
            continue
        sentences = [s for para in p["paragraphs"]
                     for s in re.split(r"(?<=[.!?])\s+(?=[A-ZÀ-Ý¿])", para)]
        for k, s in enumerate(sentences):
            if asks[lang].fullmatch(s) and doc not in s.lower():
                checked += 1
                assert k and doc in sentences[k - 1].lower(), (lang, seed, sentences)
    assert checked


# --- website_article ---------------------------------------------------------------------

def _shown(block) -> str:
    return " ".join("".join(g.char for g in line.glyphs) for line in block.laid.lines)


def test_article_standfirst_facts_are_in_the_visible_body():
    from surfaces.kit.news_story import tells
    cls = registry.get("website_article")
    for lang, seed, p in sampled("website_article", 8):
        page = cls().compose(p, make_theme(seed % 2 == 1, "blue"))
        prose = [b for b in page.text_blocks() if b.role == "prose"]
        stand, body = _shown(prose[0]), _shown(prose[-1])
        picked = [s for s in p["standfirsts"] if " ".join(s["text"].split()) == stand]
        assert picked, (lang, seed, stand)
        for fact in picked[0]["facts"]:
            assert tells(body, fact), (lang, seed, stand, fact, body)


def test_article_other_stories_fit_the_towns_climate():
    from surfaces.kit.climate import MILD
    frozen = re.compile(r"frozen|zugefroren|gelé|helado|ghiacciato|bevroren", re.I)
    mild = 0
    for lang, seed, p in sampled("website_article", 60):
        if p["town"] in MILD:
            mild += 1
            for title in [*p["popular"], *p["tabs2"]]:
                assert not frozen.search(title), (lang, seed, title)
    assert mild


def test_article_no_bike_share_launched_in_a_big_city():
    from surfaces.kit.city_facts import FACTS
    for lang, seed, p in sampled("website_article", 60):
        topic = p["world"]["topic"]
        if topic.get("p"):
            assert FACTS.get(p["town"], (0, 0))[0] <= float(topic["p"]), (lang, seed)


def test_article_en_spells_as_a_us_paper():
    british = re.compile(r"\b(trialled|organis\w+|travell\w+|cancell\w+|centre|theatre|"
                         r"colour|neighbour\w*|favour\w*|programme|metres?|labour|licence)\b")
    for lang, seed, p in sampled("website_article", 60):
        if lang == "en":
            for s in strings_of(p):
                assert not british.search(s), (seed, s)


def test_article_reacting_people_refer_to_no_site_not_introduced():
    site = re.compile(r"site|Baustelle|chantier|obras|cantiere|bouwplaats", re.I)
    for lang in LANGS:
        data = Content(lang, np.random.default_rng(0)).data
        for role in data.SLOTS["w6n_critic"] + data.SLOTS["w6n_backer"]:
            for form in (role.values() if isinstance(role, dict) else [role]):
                assert not site.search(form), (lang, form)


# --- magazine_spread ---------------------------------------------------------------------

def test_magazine_repeats_no_clause():
    """No run of five words twice among title, deck, body and caption (the pull quote
    lifts a line on purpose; a town's own name may come back)."""
    for lang, seed, p in sampled("magazine_spread", 30):
        seen: set[tuple[str, ...]] = set()
        towns = {p["story"]["town"].lower(), *(c.lower() for c in p["places"])}
        for text in [p["title"], p["deck"], *p["texts"], p["caption"]]:
            words = re.findall(r"\w+", text.lower())
            runs = {tuple(words[i:i + 5]) for i in range(len(words) - 4)}
            runs = {r for r in runs if not any(" ".join(r) in t or t in " ".join(r)
                                               for t in towns)}
            assert not runs & seen, (lang, seed, sorted(runs & seen)[:2])
            seen |= runs


def test_magazine_apprentice_line_is_idiomatic():
    for lang, seed, p in sampled("magazine_spread", 30):
        if lang == "en":
            assert not any("has taken on an apprentice" in t for t in p["texts"]), seed


def test_review_dates_are_real_days():
    for _lang, _seed, p in sampled("review_page", 5):
        for r in p["reviews"]:
            datetime.date.fromisoformat(r["day"])


# --- markdown_notes ----------------------------------------------------------------------

def test_markdown_note_is_about_its_own_subject():
    """Its paragraphs tell the quarter of the title's team (its town, its period), and the
    quoted line is said once."""
    for lang, seed, p in sampled("markdown_notes", 20):
        text = " ".join(p["texts"] + p["more"])
        assert p["city"] in text and p["period"] in text, (lang, seed, text)
        assert p["quote"] not in text, (lang, seed, p["quote"])
        assert p["title"] in p["notes"], (lang, seed)


# --- wikipedia ---------------------------------------------------------------------------

def test_wikipedia_sections_are_built_from_data_and_no_stubs():
    """Every section holds two to four sentences; none is a stock list of sights; the area
    and density the infobox gives are told in the article."""
    from surfaces.wikipedia import SECTIONS
    for lang, seed, p in sampled("wikipedia", 20):
        data = Content(lang, np.random.default_rng(0)).data
        heads = {data.TITLES["wiki_section"][i]: s for i, s in enumerate(SECTIONS)}
        text = " ".join(p["lead"] + [t for s in p["sections"] for t in s["texts"]])
        area = p["info"][2][1].split("\u202f")[0]  # its first figure (km², or US sq mi)
        assert area in text, (lang, seed, area, text)
        for sec in p["sections"]:
            assert heads[sec["title"]] != "sights", (lang, seed)
            n = len(re.findall(r"[.!?](?:\[\d+\])?(?:\s|$)", " ".join(sec["texts"])))
            assert 2 <= n <= 4, (lang, seed, sec["texts"])
