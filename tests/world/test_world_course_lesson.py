"""The open lesson's text teaches that lesson, in teaching order: it opens with the lesson's
own topic (never the previous lesson's), names the lesson before and after it as the outline
does, speaks of a video only when the pane shows one, and names one tutor."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data
from surfaces.course_platform import open_key


def test_lesson_text_follows_the_outline():
    for lang, seed, p in sampled("course_platform", 8):
        text = " ".join(p["texts"])
        cur = p["current"]
        ui = locale_data(lang).UI
        # the first sentence is the open lesson's own "In this lesson you learn ..."
        own = re.escape(ui[open_key(p["subject"], cur)].split("{")[0].strip())
        assert re.match(own, p["texts"][0]), (lang, seed, p["texts"][0])
        nxt = p["lessons"][cur + 1]
        assert text.rstrip(".»“”’ ").endswith(nxt), (lang, seed, text[-80:])  # the next one
        if cur == 2:
            assert p["lessons"][1] in text, (lang, seed)  # it builds on the one before
        # a video is talked about only on a video lesson
        video = {"en": "video", "de": "Video", "fr": "vidéo", "es": "vídeo", "it": "video",
                 "nl": "video"}[lang]
        assert (video in text) == p["video"], (lang, seed, text)
        assert p["tabs"][2] in text, (lang, seed)  # questions go where the tab says
