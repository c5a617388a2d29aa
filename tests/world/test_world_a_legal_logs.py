"""A log explorer's page agrees with itself: timestamps strictly increase in one day, the
lines of one request follow within seconds while requests are apart; levels fit the
messages (a failure is ERROR, a retry or a slow call WARN, a success INFO); every failure
is followed by its retry or by the request giving up; the "N log lines" header, the
sidebar counts and the histogram all count exactly the rows the table draws."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content
from generator.page import make_theme
from surfaces import registry

FAILED = {"en": "failed", "de": "fehlgeschlagen", "fr": "Échec", "es": "Error en",
          "it": "non riuscita", "nl": "mislukt"}
RETRY = {"en": "Retrying", "de": "Neuer Versuch", "fr": "Nouvelle tentative",
         "es": "Reintentando", "it": "Nuovo tentativo", "nl": "Nieuwe poging"}
GAVE_UP = {"en": "Giving up", "de": "Abbruch", "fr": "Abandon", "es": "Se abandona",
           "it": "Rinuncia", "nl": "Opgegeven"}
SLOW = {"en": "Slow", "de": "Langsame", "fr": "lente", "es": "lenta", "it": "lenta",
        "nl": "Trage"}


def test_levels_fit_and_failures_are_followed() -> None:
    for lang, seed, p in sampled("log_viewer", 12):
        recs = p["records"]
        for k, r in enumerate(recs):
            msg = r["message"]
            if FAILED[lang] in msg or GAVE_UP[lang] in msg or re.search(r"(?:answered|:) 5\d\d\b", msg):
                assert r["level"] == "ERROR", (lang, seed, msg)
            elif RETRY[lang] in msg or SLOW[lang] in msg:
                assert r["level"] == "WARN", (lang, seed, msg)
            else:
                assert r["level"] == "INFO", (lang, seed, msg)
            if FAILED[lang] in msg:
                after = [o for o in recs[k + 1:] if o["trace"] == r["trace"]]
                assert after and (RETRY[lang] in after[0]["message"]
                                  or GAVE_UP[lang] in after[0]["message"]), (lang, seed, msg)
                wait = re.search(r"(\d+) ms$", after[0]["message"])
                if wait and len(after) > 1:  # the next attempt comes after the back-off
                    assert after[1]["ms"] - after[0]["ms"] >= int(wait.group(1))


def _drawn(lang: str, seed: int) -> tuple[dict, list[str], list[str]]:
    cls = registry.get("log_viewer")
    p = cls().sample(np.random.default_rng([seed, 5]), Content(lang, np.random.default_rng(
        [seed, 11])))
    page = cls().compose(p, make_theme(seed % 2 == 1, "blue"))
    texts = ["".join(g.char for line in b.laid.lines for g in line.glyphs)
             for b in page.text_blocks()]
    return p, texts, [t for t in texts if t in ("INFO", "WARN", "ERROR")]


def test_header_sidebar_and_histogram_count_the_rows_drawn() -> None:
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(5):
            p, texts, levels = _drawn(lang, seed)
            shown = registry.get("log_viewer").shown(p, 768)
            # the table's level cells (the sidebar lists each level once more)
            rows = len(levels) - (len({r["level"] for r in shown}) if p["sidebar"] else 0)
            assert rows == len(shown) > 5, (lang, seed, rows, len(shown))
            assert p["total"].format(n=len(shown)) in texts, (lang, seed)
            if p["sidebar"]:
                counts = [int(t) for t in texts if t.isdigit() and len(t) < 8]
                assert sum(counts) == 3 * len(shown), (lang, seed, counts)
            stamps = [r["ms"] for r in shown]
            assert stamps == sorted(stamps)
