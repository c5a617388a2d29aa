"""q_d: a BBS greets a woman as one ("Bentornata, Miriam!"), and a name of either sex
with a neutral greeting."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled, strings_of

from generator.content import Content, sound


def test_bbs_welcome_agrees_with_the_user() -> None:
    masc = {"it": "Bentornato", "es": "Bienvenido"}
    fem = {"it": "Bentornata", "es": "Bienvenida"}
    seen = 0
    for lang, seed, p in sampled("bbs_terminal", 40):
        sex = Content(lang, np.random.default_rng(0)).sex_of(p["user"])
        if lang in masc and sex != "m":
            assert masc[lang] not in p["welcome"], (lang, seed, p["user"], p["welcome"])
            seen += 1
        if lang in fem and sex != "f":
            assert fem[lang] not in p["welcome"], (lang, seed, p["user"], p["welcome"])
    assert seen


# an Italian article before a word that wants lo/gli/uno ("I studenti", "il zaino")
_IT_BAD = re.compile(r"\b(?:[Ii]|[Ii]l|[Uu]n|[Dd]ei|[Aa]i|[Nn]ei|[Dd]el|[Aa]l|[Nn]el) "
                     r"(?:s[bcdfgklmnpqrtvz]|z|gn|ps)[a-zà-ù]{2}")


def test_italian_article_before_s_consonant_z_gn_ps() -> None:
    seen = 0
    for lang, seed, p in sampled("latex_editor", 40):
        text = " ".join(strings_of(p))
        if lang == "it":
            assert not _IT_BAD.search(text), (seed, _IT_BAD.search(text))
            seen += "Gli " in text or " gli " in text
    assert seen
    for before, after in [("I studenti", "Gli studenti"), ("dei zaini", "degli zaini"),
                          ("il psicologo", "lo psicologo"), ("un gnomo", "uno gnomo"),
                          ("del studio", "dello studio"), ("I adulti", "Gli adulti"),
                          ("i volontari", "i volontari"), ("il gatto", "il gatto")]:
        assert sound.apply("it", before) == after


def test_french_ui_labels_space_their_colon() -> None:
    from world_helpers import rendered

    for name, label in (("time_tracker", r"Total(?: de la semaine)?"),
                        ("comment_section", r"Trier par")):
        seen = 0
        for lang in ("fr", "en", "de"):
            for seed in range(12):
                _, geo = rendered(name, lang, seed)
                text = geo.page_text()
                if lang == "fr":
                    assert not re.search(label + ":", text), (name, seed)
                    seen += bool(re.search(label + r"[\s\u202f\u00a0]:", text))
                else:
                    assert not re.search(r"\w :", text), (name, lang, seed)
        assert seen, name


def test_subtitle_durations_and_cps_use_the_decimal_comma() -> None:
    from world_helpers import rendered

    from surfaces.kit.numbers import decimal_symbol

    for lang in ("en", "de", "fr", "es", "it", "nl"):
        other = "." if decimal_symbol(lang) == "," else ","
        for seed in range(8):
            _, geo = rendered("subtitle_editor", lang, seed)
            words = [w.text for w in geo.words]
            # a duration ("3,277") or a CPS ("15,3"), never a timecode ("00:04:25,635")
            bad = [w for w in words if re.fullmatch(r"\d{1,2}" + re.escape(other) + r"\d{1,3}", w)]
            assert not bad, (lang, seed, bad)


def test_social_posts_say_the_time_of_day_they_were_written() -> None:
    from generator.content import locale_data

    seen = 0
    for lang, seed, p in sampled("social_feed", 40):
        ui = locale_data(lang).UI
        for post in p["posts"]:
            hour = (p["now"] - post["age"]) % (24 * 60) // 60
            low = post["text"].lower()
            if any(w in low for w in ui["web.social_morning"]):
                assert 5 <= hour < 12, (lang, seed, hour, post["text"])
                seen += 1
            if any(w in low for w in ui["web.social_evening"]):
                assert hour >= 17, (lang, seed, hour, post["text"])
                seen += 1
    assert seen


def test_french_field_labels_of_mail_and_trip_space_their_colon() -> None:
    for name, label in (("email_3pane", "À"), ("trip_itinerary", "Arrivée|Départ")):
        seen = 0
        for lang, seed, p in sampled(name, 20):
            text = "\n".join(strings_of(p))
            if lang == "fr":
                assert not re.search(rf"\b(?:{label}):", text), (name, seed)
                seen += bool(re.search(rf"\b(?:{label}) :", text))
        assert seen, name
