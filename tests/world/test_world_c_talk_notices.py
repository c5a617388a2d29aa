"""A notification's title and text tell one fact ("Rain expected" over rain, not over fog),
and the mail in the window behind keeps one register: "Hola Alonso" and "para que lo mires"
close with "Un saludo", never "Atentamente"."""

from __future__ import annotations

import re

from world_helpers import sampled

RAIN = {"en": "rain", "de": "regn", "fr": "pluie|pleuvoir|averses", "es": "lluev|lloverá",
        "it": "piov", "nl": "regen"}
FORMAL = re.compile(r"atentamente|mit freundlichen|cordialement|bien à vous|cordiali saluti|"
                    r"met vriendelijke|yours (faithfully|sincerely)|estimad|gentile", re.I)


def test_a_notification_s_title_and_text_agree() -> None:
    seen = 0
    for lang, seed, p in sampled("notification_center", 40):
        for item in p["items"]:
            if re.search(RAIN[lang], item["title"], re.I):
                seen += 1
                assert re.search(RAIN[lang], item["text"], re.I), (lang, seed, item)
    assert seen > 20, seen


def test_the_mail_behind_keeps_one_register() -> None:
    for lang, seed, p in sampled("notification_center", 40):
        text = p["window_text"]
        assert not FORMAL.search(text), (lang, seed, text)
        first = text.split("\n")[0]
        assert not re.search(r"\b(thank|danke|merci|gracias|grazie|bedankt)\b", first, re.I), \
            (lang, seed, first)  # a greeting, not a thanks the body says again


def test_the_open_mail_closes_in_its_greeting_s_register() -> None:
    for lang, seed, p in sampled("email_3pane", 30):
        words = " ".join([p["greeting"], *p["paragraphs"], p["closing"]])
        assert not FORMAL.search(words), (lang, seed, words)
        for text in p["paragraphs"]:  # a question ends in "?" ("Puoi inoltrare ... ?")
            for sentence in re.split(r"(?<=[.!?])\s+", text):
                assert not re.match(r"(Puoi|Potresti|Could you|Can you|Kannst du|Peux-tu|"
                                    r"¿Puedes|Kun je)\b.*\.$", sentence), (lang, seed, sentence)
