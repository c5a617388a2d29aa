"""A disk warning fires when the disk is nearly full: "Disk usage is above 39 percent" as a
WARN line in a terminal's log tail said nothing alarming."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content


def test_disk_warning_is_for_a_nearly_full_disk() -> None:
    words = {"en": "Disk", "de": "Speicherplatz", "fr": "Disque", "es": "disco",
             "it": "Disco", "nl": "Schijf"}
    for lang, word in words.items():
        seen = 0
        for seed in range(60):
            content = Content(lang, np.random.default_rng(seed))
            for line in content.sentences("term.warn", 6):
                if word in line and re.search(r"\d", line) and "%" not in line:
                    seen += 1
                    n = int(re.search(r"(\d+) (?:percent|Prozent|pour|por|per|procent)",
                                      line).group(1))
                    assert n >= 85, (lang, line)
        assert seen, lang
