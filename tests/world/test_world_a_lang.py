"""Gender agreement in French, Italian and Spanish text: a participle, adjective or title
next to a woman agrees with her ("Marie est arrivée", "Bien rentrée" from Sophie,
"consejera delegada"), through the agreement groups ``{@slot:m|f}`` of
generator/content/grammar.py, and texts that cannot know who speaks are written in words
that need no agreement."""

from __future__ import annotations

import numpy as np
import pytest
from agreement_rules import SPOKEN, masculine_hits
from world_helpers import sampled, strings_of

from generator.content import Content, grammar
from generator.content import names as name_lists
from generator.content.provider import locale_data

LANGS = ("fr", "it", "es")
PERSON = ("name", "fullname", "contact", "other", "third", "guest", "host", "first", "me",
          "you", "person", "agent", "customer", "appointee", "who", "user", "author", "sender")


def _women(content: Content) -> list[str]:
    male, female = name_lists.first_names(content.data.FAKER_LOCALE)
    return sorted(female - male)[:3]




def test_an_agreement_group_takes_the_form_of_the_person_it_names() -> None:
    content = Content("fr", np.random.default_rng(0))
    women, men = _women(content), ["Jean", "Pierre"]
    for woman in women:
        assert content.fill("{name} est {@name:arrivé|arrivée}.", name=woman) == \
            f"{woman} est arrivée."
        assert content.fill("{@me:Désolé|Désolée}, {name} !", me=woman, name="Jean") == \
            "Désolée, Jean !"
        assert content.fill("{@guest:Invité|Invitée} : {guest}", guest=woman).startswith("Invitée")
    for man in men:
        assert content.fill("{name} est {@name:arrivé|arrivée}.", name=man) == f"{man} est arrivé."
    # the nearest name before the group decides; no name at all: the generic masculine
    assert content.fill("{name} et {name} : {@name:prêt|prête}", name="Jean") .endswith("prêt")
    assert content.fill("{@me:Désolé|Désolée}.") == "Désolé."
    # alternatives around it are still drawn, the group is one variant, never drawn at random
    assert grammar.expand("{a|b} {@name:x|y}", np.random.default_rng(1)).endswith("{@name:x|y}")
    assert grammar.variants("{a|b} {@name:x|y}", lambda _: 1) == 2


def test_a_ui_label_agrees_with_the_name_it_is_given() -> None:
    content = Content("it", np.random.default_rng(0))
    woman = _women(content)[0]
    assert content.ui("chat.joined", name=woman) == f"{woman} è entrata nella chat"
    assert content.ui("chat.joined", name="Marco") == "Marco è entrato nella chat"


@pytest.mark.parametrize("lang", LANGS)
def test_no_template_writes_a_woman_in_the_masculine(lang: str) -> None:
    """Every template of the language, its person slots filled with women's names: no
    masculine participle after her name, no "mon ami Marie", no "directeur général" for
    her; the topics written as someone's message, also when she writes it."""
    content = Content(lang, np.random.default_rng(0))
    women = _women(content)
    data = locale_data(lang)
    hits = []
    for table in ("SENTENCES", "TITLES", "SLOTS", "UI"):
        for key, value in getattr(data, table).items():
            if key == "bbs_message":  # its replies are rewritten by bbs.fem_self
                continue
            for template in strings_of(value):
                slots = set(grammar.SLOT.findall(template))
                if key not in SPOKEN and not slots & set(PERSON) or "{" not in template:
                    continue  # nobody in it to agree with
                for seed in range(4):
                    content.rng = np.random.default_rng(seed)
                    woman = women[seed % len(women)]
                    fixed = dict.fromkeys(PERSON, woman) | {"fullname": f"{woman} Rossi"}
                    try:
                        text = content.fill(template, **fixed)
                    except Exception:  # noqa: BLE001 - a template of another kind of slot
                        continue
                    roles = ("her", "me", "you") if key in SPOKEN else ("her",)
                    hits += [(key, h) for h in masculine_hits(lang, text, women, roles)]
    assert not hits, sorted(set(hits))[:20]


def _speakers(name: str, params: dict) -> list[tuple[str, str]]:
    """(writer, text) of each message a surface's page shows."""
    if name == "chat_bubbles":
        return [(params["contact"], m["text"]) for m in params["messages"] if not m["mine"]]
    if name == "gmail_thread":
        return [(m["sender"], p) for m in params["messages"] for p in m["paragraphs"]]
    if name == "support_chat":
        return [(params["agent"] if t["agent"] else params["customer"], t["text"])
                for t in params["turns"]]
    return []


@pytest.mark.parametrize("name", ["chat_bubbles", "gmail_thread", "support_chat"])
def test_a_woman_writes_of_herself_in_the_feminine(name: str) -> None:
    """A message a woman writes says "Bien rentrée", "Désolée", "Sono stata fuori"."""
    seen = 0
    for lang, seed, params in sampled(name, seeds=30):
        if lang not in LANGS:
            continue
        content = Content(lang, np.random.default_rng(0))
        for writer, text in _speakers(name, params):
            if content.sex_of(writer) != "f":
                continue
            seen += 1
            assert not masculine_hits(lang, text, [writer.split()[0]], ("me",)), (lang, seed, text)
    assert seen > 20


def test_a_role_label_agrees_with_the_name_it_shows() -> None:
    """"Caissière : Sophie" on a French receipt, "Cassiera: Giulia" on an Italian one."""
    fr, it = Content("fr", np.random.default_rng(0)), Content("it", np.random.default_rng(0))
    assert fr.ui("shop.cashier", n=_women(fr)[0]).startswith("Caissière")
    assert fr.ui("shop.cashier", n="Paul").startswith("Caissier ")
    assert it.ui("shop.cashier", n=_women(it)[0]).startswith("Cassiera")


def test_a_pinned_name_is_never_the_writer_s_own() -> None:
    """A message that names someone from the page's people never names its writer."""
    content = Content("fr", np.random.default_rng(0))
    content.pin(name=["Anna", "Marc"])
    assert {content.fill("Comme {name} l'a dit", me="Anna Roux") for _ in range(20)} == {
        "Comme Marc l'a dit"}
    assert len({content.fill("{name}") for _ in range(40)}) == 2  # without a writer: anyone


@pytest.mark.parametrize("name", ["slack_like", "teams_chat", "gmail_thread", "chat_bubbles"])
def test_no_message_names_its_own_writer(name: str) -> None:
    """Nobody writes "as Anna said" or "thanks, Anna" in Anna's own message."""
    import re

    seen = 0
    for lang, seed, params in sampled(name, seeds=10):
        if name in ("slack_like", "teams_chat"):
            people = params["people"]
            posts = params.get("messages") or params.get("posts") or []
            pairs = [(people[m["who"]], m["text"]) for m in posts]
            pairs += [(people[r["who"]], r["text"]) for m in posts
                      if isinstance(m.get("replies"), list) for r in m["replies"]]
        else:
            pairs = _speakers(name, params)
        for writer, text in pairs:
            seen += 1
            first = writer.split()[0]
            assert not re.search(rf"(?<!\w){re.escape(first)}(?!\w)", text), (lang, seed, text)
    assert seen > 40


def test_report_notes_carry_no_number_without_a_marker_in_the_text() -> None:
    """pdf_viewer's report notes ("Figures from the finance system") are numbered only
    where the page carries their markers (r93: in the figures table's head; no note
    number without its mark), else plain notes."""
    from world_helpers import region_words, rendered

    shown = 0
    for seed in range(12):
        params, geo = rendered("pdf_viewer", "fr", seed)
        words = region_words(geo, "footnotes")
        if not words:
            continue
        shown += 1
        if any(w.isdigit() and len(w) == 1 for w in words[:1]):
            marks = [w for w in geo.words if w.text == words[0]]
            assert len(marks) >= 2, (seed, words[:6])  # the note's number and its mark
        body = [w.text for w in geo.words if w.text in ("¹", "²")]
        assert not body, seed
    assert shown
