"""h_text1 (wave 19): reader findings of 0.23.0 (r63 0013, 0019, 0023, 0025, 0026, 0000)."""

from __future__ import annotations

import re

from world_helpers import sampled, strings


def test_support_chat_writes_the_product_into_its_sentences() -> None:
    """r63 0013: "der Artikel aus meiner Bestellung (Mixer)": a line names the product with
    its own article ("der Mixer aus meiner Bestellung"), never in parentheses, and every
    product card is drawn as that product, not as a retail box."""
    from generator.content.provider import locale_data
    from surfaces.kit.products import item_shape

    named = 0
    for lang, seed, p in sampled("support_chat", 40):
        goods = {g["name"]: g for g in locale_data(lang).SLOTS["chat_goods"]}
        for card, (shape, _c, _k) in zip(p["cards"], p["shots"], strict=True):
            assert shape == item_shape(card) != "carton", (lang, seed, card)
        for t in p["turns"]:
            text = t["text"]
            assert not re.search(r"\([^)]*[^\d\s)][^)]*\)", text), (lang, seed, text)
            for name, g in goods.items():
                if re.search(rf"\b{re.escape(name)}\b", text, re.I):
                    named += 1
                    forms = [g[k] for k in ("the", "a", "my", "your")]
                    assert any(f.lower() in text.lower() for f in forms) or lang in (
                        "en", "nl"), (lang, seed, text)
    assert named > 100


# a greeting of the other register: "Guten Tag" with du, "Salut" with vous, "Buongiorno"
# with tu (r63 0013)
_OFF_REGISTER = {"de": ("Guten Tag", "Guten Morgen"), "fr": ("Salut",),
                 "it": ("Buongiorno", "Buonasera")}


def test_support_chat_greets_in_the_register_it_talks_in() -> None:
    for lang, seed, p in sampled("support_chat", 40):
        for t in p["turns"]:
            for word in _OFF_REGISTER.get(lang, ()):
                assert word not in t["text"], (lang, seed, t["text"])


# the familiar and the polite forms of address, per language (r63 0023)
_FAMILIAR = {"de": r"\b(du|dich|dir|dein\w*)\b", "fr": r"\b(tu|ton|ta|tes|toi|te)\b",
             "es": r"\b(tú|tu|tus|te|ti|eres|puedes|recibes|encontrarás|guardas|ves|dejas|vas|bajas|accedes)\b",
             "it": r"\b(tu|tuo|tua|tuoi|tue|ti|puoi|incontri)\b", "nl": r"\b(je|jij|jou|jouw)\b"}
_POLITE = {"de": r"\b(Sie|Ihr\w*|Ihnen)\b", "fr": r"\b(vous|votre|vos)\b",
           "es": r"\b(usted|ustedes|encontrará)\b", "it": r"\b(Lei|Suo|Sua|incontrerà)\b",
           "nl": r"\b(u|uw)\b"}


def test_glossary_page_keeps_one_form_of_address() -> None:
    """r63 0023: the intro says "que encontrará" (usted), a definition "confirmar que eres
    tú": a page is written in one register, and both registers occur."""
    seen: dict[str, set[str]] = {}
    for lang, seed, p in sampled("glossary_page", 40):
        if lang == "en":
            continue
        texts = [p["intro"], *(d for _t, d, *_ in p["entries"])]
        marks = {k for k, table in (("t", _FAMILIAR), ("v", _POLITE))
                 if any(re.search(table[lang], t) for t in texts)}
        assert len(marks) <= 1, (lang, seed, marks, texts)
        seen.setdefault(lang, set()).update(marks)
    assert all(v == {"t", "v"} for v in seen.values()), seen


# the double quotation marks each language's prose uses (r63 0019)
_QUOTES = {"en": "“”", "de": "„“", "fr": "«»", "es": "«»“”", "it": "«»“”", "nl": "“”"}
_OPEN_WITHOUT_BACKTICK = re.compile(r"`[^`\n]{1,80}?[’'´]")


def test_course_platform_quotes_titles_with_the_languages_marks() -> None:
    """r63 0019: "`Wat is een dataset?’" read as a backtick and a curly quote: a lesson title
    is quoted with the language's own double marks, never a backtick or a lone ‘."""
    quoted = 0
    for lang, seed, p in sampled("course_platform", 40):
        for s in strings(p):
            assert "`" not in s, (lang, seed, s)
            assert lang != "nl" or "‘" not in s, (lang, seed, s)
            marks = {c for c in s if c in "“”„«»"}
            assert marks <= set(_QUOTES[lang]), (lang, seed, s)
            quoted += bool(marks)
    assert quoted > 100


def test_no_surface_opens_a_quote_with_a_backtick() -> None:
    """A backtick is a code mark: prose never opens a quote with one and closes it with a
    curly or straight single quote ("`Wat is een dataset?’"), on any surface."""
    import numpy as np

    from generator.content import Content
    from surfaces import registry
    for name in registry.names():
        cls = registry.get(name)
        for k, lang in enumerate(("en", "de", "fr", "es", "it", "nl")):
            p = cls().sample(np.random.default_rng([k, 19]),
                             Content(lang, np.random.default_rng([k, 19, 1])))
            for s in strings(p):
                assert not _OPEN_WITHOUT_BACKTICK.search(s), (name, lang, s)


def test_email_compose_versions_are_small_and_sizes_fit_the_file_type() -> None:
    """r63 0026: "il verbale nella versione 41" and a 1,6 MB .docx of minutes: a version a
    mail names is a draft's (2-5, the attached file carries it) and an attachment's size is
    that of its type (a .docx some tens of KB, never MB)."""
    kb = {"docx": (18, 200), "pdf": (60, 900), "xlsx": (14, 420), "pptx": (700, 4800)}
    versions = 0
    for lang, seed, p in sampled("email_compose", 60):
        text = " ".join(p["paragraphs"])
        for n in re.findall(r"\b(?:version|versione|versión|versie|Fassung)\s+(\d+)", text,
                            re.I):
            versions += 1
            assert 2 <= int(n) <= 5, (lang, seed, text)
            assert all(f"_v{n}." in f for f in p["files"]), (lang, seed, text, p["files"])
        for name, size in zip(p["files"], p["sizes"], strict=True):
            low, high = kb[name.rsplit(".", 1)[1]]
            assert low <= size <= high, (lang, seed, name, size)
    assert versions > 3


_GENERIC_RIVER = re.compile(r"\bthe river\b|am Fluss|la rivière|al río|il fiume|de rivier", re.I)
_WALK = re.compile(r"walks along|spazieren|se promène|pasea junto|passeggia|wandelt")
_VISIT = re.compile(r"morning|Vormittag|matinée|mañana|mattina|ochtend", re.I)


def test_magazine_profile_keeps_to_its_world() -> None:
    """r63 0025: "pas de radio chez Delannoy depuis 1990" then "une radio sans boutons"; "la
    rivière" in Paris; a photographer of the maker's surname; "une matinée à Paris" in a Paris
    magazine. A stated habit holds for the whole piece, a river walk names the town's own
    river, the photographer is no namesake and the visit says where in town it was."""
    from generator.content.provider import locale_data

    walks = silent = 0
    for lang, seed, p in sampled("magazine_spread", 50):
        body = p["texts"]
        if "radio" in body[0].lower():
            silent += 1
            assert not any("radio" in t.lower() for t in body[1:] + [p["caption"]]), (
                lang, seed, body)
        for t in body:  # the Sunday walk along the town's own river, never "the river"
            for sentence in re.split(r"(?<=\.)\s+", t):
                if _WALK.search(sentence):
                    assert not _GENERIC_RIVER.search(sentence), (lang, seed, sentence)
        bold = [t[m[0]:m[1]] for t, ms in zip(body, p["marks"], strict=True) for m in ms
                if m[2] == "bold"]
        maker = bold[0] if bold else ""
        photographer = p["credits"][1]
        assert not maker or maker.split()[-1] != photographer.split()[-1], (
            lang, seed, maker, photographer)
        town = next((c for c in locale_data(lang).SLOTS["cities"] if c in p["mag"]), "")
        for sentence in re.split(r"(?<=\.)\s+", p["deck"]):
            if _VISIT.search(sentence):
                assert not town or town not in sentence, (lang, seed, p["deck"])
        walks += any(_WALK.search(t) for t in body)
    assert silent > 5 and walks > 5


_FAN = re.compile(r"\bfan\b|Lüfter|ventilateur|ventilador|ventola|ventilator", re.I)
_FANLESS = ("router", "box internet", "cable modem", "modem", "tv box", "smart thermostat",
            "baby monitor", "smartwatch", "e-reader")


def test_forum_troubleshooting_fits_the_device() -> None:
    """r63 0000: "the fan collecting dust" in a home router: a fan is blamed only in a
    device that has one (a PC, a NAS, a console); a router's trouble is its adapter or
    firmware."""
    fans = 0
    for name in ("retro_forum", "forum_thread"):
        for lang, seed, p in sampled(name, 60):
            thing = str(p.get("thread", p).get("thing", "")).lower()
            if any(_FAN.search(s) for s in strings(p.get("posts", p))):
                fans += 1
                assert thing not in _FANLESS, (name, lang, seed, thing)
    assert fans > 5
