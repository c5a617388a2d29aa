"""A novel's page (book_page, ereader) is written from its own sampled world: pronouns and
agreeing endings are the actor's, no clause is written twice, pages do not share lines."""

import re

from tests.world.world_helpers import sampled

_SENT = re.compile(r"(?<=[.!?])[’”“»]?\s+")


def _paragraphs(p):
    return p.get("texts") or [t for pg in p["pages"] for t in pg["paragraphs"]]


def _sentences(p):
    return [s for t in _paragraphs(p) for s in _SENT.split(t) if s]


# language: (masculine subject, feminine subject, words only a "he" writes, only a "she")
_AGREE = {
    "en": ("He", "She", {"his", "him"}, {"her"}),
    "fr": ("Il", "Elle", {"revenu", "éveillé", "fatigué", "désolé"},
           {"revenue", "éveillée", "fatiguée", "désolée"}),
    "nl": ("Hij", "Ze", set(), set()),
    "de": ("Er", "Sie", {"seinen", "seine"}, {"ihren", "ihre"}),
}


_QUOTED = re.compile(r"“[^”]*”|„[^“]*“|«[^»]*»|‘[^’]*’")
_PRONOUNS = {"he", "she", "er", "sie", "il", "elle", "hij", "ze"}


def _sex_of_subject(words, lang, cast, last):
    male, female = _AGREE[lang][:2]
    names = {c["name"]: c["sex"] for c in cast}
    if words[0] in names:
        return names[words[0]], words[0]
    if words[0] in (male, female):
        return ("m" if words[0] == male else "f"), last
    return None, None


def test_pronouns_agree_with_the_actor_they_follow():
    """A narrated sentence opening with a pronoun follows a sentence naming a character of
    that sex, and its possessives and endings are that sex's ("He ... her hands" and "Elle
    était revenu" were possible when each alternation was drawn on its own)."""
    checked = 0
    for name in ("book_page", "ereader"):
        for lang, seed, p in sampled(name, 6):
            if lang not in _AGREE:
                continue
            own = {"m": _AGREE[lang][2], "f": _AGREE[lang][3]}
            sexes = {c["name"]: c["sex"] for c in p["cast"]}
            last = None  # a pronoun refers to the last named actor, across paragraphs too
            for para in _paragraphs(p):
                # a quote of two sentences is one line of dialogue: "“Stop. Listen,” he said"
                para = _QUOTED.sub(lambda m: m.group(0)[0] + "Q" + m.group(0)[-1], para)
                for s in _SENT.split(para):
                    words = re.findall(r"[\wÀ-ÿ'-]+", s)
                    if not words:
                        continue
                    if s[0] in "“„«‘»—" or s[0].islower():  # dialogue, or its tag
                        # the tag follows the closing quote ("?” she asked" is split
                        # after the "?": that piece holds only the quote, no tag)
                        closed = s[0].islower() or s[0] in "»”’" or re.search(r"[”“»’]", s[1:])
                        tag = re.split(r"[”“»’]", s)[-1] if closed else ""
                        last = next((c["name"] for c in p["cast"] if c["name"] in tag), last)
                        continue
                    sex, who = _sex_of_subject(words, lang, p["cast"], last)
                    if sex is None:  # "It was noon when Mathew ...": its one named actor
                        named = [w for w in words if w in sexes]
                        last = named[0] if len(set(named)) == 1 else None
                        continue
                    if who != words[0]:  # a pronoun: the last named actor's
                        assert who is not None and sexes[who] == sex, (name, lang, seed, s)
                    others = {sexes[w] for w in words[1:] if w in sexes}  # "Stephen ... that
                    if not others - {sex}:  # Maria had made up her mind": hers, not his
                        assert not own["f" if sex == "m" else "m"] & set(words), \
                            (name, lang, seed, s)
                    last, checked = who, checked + 1
    assert checked > 200


def test_no_story_clause_twice_on_a_page():
    """No sentence (names and pronouns aside) is printed twice on one page."""
    for name in ("book_page", "ereader"):
        for lang, seed, p in sampled(name, 5):
            cast = {c["name"] for c in p["cast"]}
            seen = set()
            for s in _sentences(p):
                words = [w for w in s.lower().split() if w.strip(",.") not in
                         {c.lower() for c in cast} | _PRONOUNS]
                key = " ".join(words)
                if len(words) >= 6:
                    assert key not in seen, (name, lang, seed, s)
                    seen.add(key)


def test_story_pages_do_not_share_sentences():
    """Two pages of different worlds print almost no common 8+-word sentence (the stock
    story lines were on 98% of pages)."""
    by_lang: dict[str, list[set[str]]] = {}
    for lang, _seed, p in sampled("book_page", 12):
        by_lang.setdefault(lang, []).append(
            {s.lower() for s in _sentences(p) if len(s.split()) >= 8})
    for lang, pages in by_lang.items():
        shared = sum(1 for k, page in enumerate(pages) if page & set().union(*pages[:k]))
        assert shared <= 3, (lang, shared)


def test_podcast_notes_name_their_guest_and_topic():
    """Each episode's note names that episode's guest and its topic, and is written in the
    guest's grammatical gender (the stock notes named nobody and were on every page)."""
    for lang, seed, p in sampled("podcast_app", 6):
        for ep in p["episodes"]:
            assert ep["guest"] in ep["desc"], (lang, seed, ep)
            assert ep["subject"][4:40] in ep["desc"], (lang, seed, ep)
            if lang == "fr" and "Invité" in ep["desc"]:
                assert ("Invitée" in ep["desc"]) == (ep["sex"] == "f"), (lang, seed, ep)
        assert p["author"] in p["about"], (lang, seed, p["about"])


def test_podcast_pages_do_not_share_notes():
    by_lang: dict[str, list[set[str]]] = {}
    for lang, _seed, p in sampled("podcast_app", 12):
        by_lang.setdefault(lang, []).append(
            {s.lower() for ep in p["episodes"] for s in _SENT.split(ep["desc"])
             if len(s.split()) >= 8} | {p["about"].lower()})
    for lang, pages in by_lang.items():
        shared = sum(1 for k, page in enumerate(pages) if page & set().union(*pages[:k]))
        assert shared <= 2, (lang, shared)
