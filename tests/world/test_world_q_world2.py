"""Review 51 (wave 16) fixes: a novel's place is not named verbatim in two sentences running
(ereader es: "en la librería de la calle del Molino" twice)."""

from __future__ import annotations

import datetime
import re
import tomllib

from surfaces.kit.phrases import repeated_phrases
from tests.world.world_helpers import sampled

_SENT = re.compile(r"(?<=[.!?])\s+")


def _place_words(place: dict) -> set[str]:
    return {w.casefold() for k in ("np", "at", "into") for w in re.findall(r"\w+", place[k])
            if len(w) > 3}


def test_novel_place_not_repeated_in_consecutive_sentences() -> None:
    """Two sentences running never share a phrase of the place's name: the second says
    "there" ("allí", "hier")."""
    checked = 0
    for name in ("ereader", "book_page"):
        for lang, seed, p in sampled(name, 60):
            texts = p.get("texts") or [t for pg in p["pages"] for t in pg["paragraphs"]]
            sents = [s for t in texts for s in _SENT.split(t)]
            words = _place_words(p["world"]["place"])
            for a, b in zip(sents, sents[1:], strict=False):
                for phrase in repeated_phrases(a + " " + b):
                    assert not words & set(phrase.split()), (name, lang, seed, phrase, a, b)
                    checked += 1
    assert checked >= 0  # (most pairs share no phrase at all)


def _working_days_between(a: datetime.date, b: datetime.date) -> int:
    return sum((a + datetime.timedelta(days=d)).weekday() < 5 for d in range(1, (b - a).days))


def test_mail_apologises_for_lateness_only_after_three_working_days() -> None:
    """gmail_thread (r51 0019 de): "Entschuldige die späte Antwort" on a Tuesday 08:30
    reply to a Saturday mail. An apology for a late reply comes three working days or more
    after the mail it answers, on a Wednesday to Friday."""
    late = 0
    for lang, seed, p in sampled("gmail_thread", 80):
        msgs = p["messages"]
        for prev, msg in zip(msgs, msgs[1:], strict=False):
            if "sorry" not in msg["intents"]:
                continue
            a = datetime.datetime.fromisoformat(prev["sent"]).date()
            b = datetime.datetime.fromisoformat(msg["sent"])
            assert _working_days_between(a, b.date()) >= 3, (lang, seed, a, b)
            assert b.weekday() in (2, 3, 4) and 8 <= b.hour < 22, (lang, seed, a, b)
            late += 1
    assert late >= 20


_GLUE = re.compile(r"\b(?:glue|leim\w*|colle|colla|cola|lijm\w*)\b", re.I)


def _crafts(lang: str) -> list[dict]:
    path = f"generator/locales/{lang}/content/w6_a_books.toml"
    with open(path, "rb") as f:
        return tomllib.load(f)["slots"]["mg_craft"]


def test_magazine_workshop_is_the_crafts_own_and_town_named_thrice() -> None:
    """magazine_spread (r51 0020 de): a potter's workshop with glue pots and half-made pots
    hanging from the beams, "Hannover" eight times. The workshop's clutter is the craft's
    own (glue only where the craft glues), no other craft's; the workshop's town is named
    at most three times in the title, deck, body and caption."""
    seen = 0
    for lang, seed, p in sampled("magazine_spread", 40):
        text = " ".join([p["title"], p["deck"], p["caption"], *p["texts"]])
        crafts = _crafts(lang)
        own = max(crafts, key=lambda c: sum(v in text for v in c.values() if isinstance(v, str)
                                            and len(v) > 8))
        strings = " ".join(v for v in own.values() if isinstance(v, str))
        assert not _GLUE.search(text) or _GLUE.search(strings), (lang, seed, own["products"])
        for other in crafts:
            assert other is own or other["clutter"] not in text, (lang, seed, other["clutter"])
        seen += own["clutter"] in text
        assert text.count(p["story"]["town"]) <= 3, (lang, seed, p["story"]["town"])
    assert seen >= 10


_FAIR = re.compile(r"\b(?:children|kinder\w*|enfants|moins de|menores|bambini|ragazzi|kramen|"
                   r"stands|puestos|mercadillo|mercatino|laboratori|workshops)\b", re.I)


def test_event_fillers_fit_the_event_and_its_hour() -> None:
    """event_page (r51 0013 nl): craft stalls and free entry for children on a 20:00-23:00
    jazz evening. A jazz night, or an evening that starts at eight, has no fair's lines."""
    evenings = 0
    for lang, seed, p in sampled("event_page", 60):
        if p["kind"] == 0 or p["start"] >= 20:
            evenings += 1
            for t in p["texts"]:
                assert not _FAIR.search(t), (lang, seed, p["kind"], p["start"], t)
    assert evenings >= 100


def test_inline_code_keeps_the_space_before_it() -> None:
    """notion_page (r51 0016 it): "da`zephyr.toml`", the code's shaded box (2 px past its
    glyphs) ate the space before it. Laid out, a code run's box starts at least a whole
    space after the word before it, and the word after starts past the box."""
    from generator.layout import Style
    from generator.layout.engine import layout_block
    from generator.page import make_theme
    from surfaces.kit.prose import styled_spans

    theme = make_theme(False, "blue")
    base = Style("dejavu_sans", 15, (0, 0, 0))
    runs = 0
    for lang, seed, p in sampled("notion_page", 40):
        for text, marks in zip(p["texts"], p["marks"], strict=True):
            if not any(m[2] == "code" for m in marks):
                continue
            spans = styled_spans(text, marks, base, theme, "dejavu_sans_mono")
            for line in layout_block([spans], (0, 0, 640, 2000)).lines:
                gs = line.glyphs
                for i in range(2, len(gs)):
                    g, space, word = gs[i], gs[i - 1], gs[i - 2]
                    if g.style.code and not space.style.code and space.char == " ":
                        end = word.pen + word.font.advance(word.char)
                        assert g.pen - 2 - end >= space.font.advance(" "), (lang, seed, text)
                        runs += 1
                    if i + 1 < len(gs) and g.style.code and not gs[i + 1].style.code:
                        assert gs[i + 1].pen >= g.pen + g.font.advance(g.char) + 2, (lang, seed)
    assert runs >= 10


def test_rss_headline_and_summary_tell_one_story() -> None:
    """rss_reader (r50 0027 it): "Cantieri in vista: traffico a rilento" over a summary
    about the covered market's budget. Every listed item's headline names the project its
    summary is about."""
    items = 0
    for lang, seed, p in sampled("rss_reader", 30):
        for k, item in enumerate(p["items"]):
            if k == p["selected"]:
                continue
            # the topic without its article ("du musée" holds "le musée" contracted)
            topic = re.sub(r"^(?:\w+ |l['’])", "", item["topic"].casefold())
            assert topic in item["title"].casefold(), (lang, seed, item["title"], topic)
            others = {re.sub(r"^(?:\w+ |l['’])", "", i["topic"].casefold())
                      for i in p["items"] if "topic" in i} - {topic}
            assert not any(o in item["summary"].casefold() for o in others), (lang, seed)
            items += 1
    assert items >= 500


def test_news_build_time_grows_with_its_cost() -> None:
    """rss_reader (r50 0027 it): an €18M library to open ten months after its tenders close.
    A project is done at least a month per million after its next step."""
    for lang, seed, p in sampled("rss_reader", 30):
        w = p["world"]
        gap = (datetime.date.fromisoformat(w["done"]) - datetime.date.fromisoformat(w["next"]))
        assert gap.days >= 200 + 30 * w["cost_value"] - 1, (lang, seed, w["cost_value"], gap)


def test_cart_shipping_note_is_never_cut_with_room_to_spare() -> None:
    """shopping_cart (r50 0006 it): "Spedizione entro 2–3 gi…" with the rest of the row
    empty. The shipping note below the stepper is printed whole."""
    from tests.world.world_helpers import rendered

    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(8):
            p, geo = rendered("shopping_cart", lang, seed)
            lines = [geo.line_text(line) for line in geo.lines]
            assert p["ships"] in lines, (lang, seed, p["ships"],
                                         [t for t in lines if t.endswith("…")])
