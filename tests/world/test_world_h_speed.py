"""The speed-ups of wave 14 (h_speed) write exactly what the plain code wrote.

- The sound rules skip a text that lacks the plain characters every match of the rule holds
  (provider._needed): over filled sentences of every language, the skipping ``sound`` gives
  the text every rule applied in turn gives, and each rule's matches hold its piece.
- The locale formats reuse Babel's skeleton match and parsed number patterns per (locale,
  pattern): dates, numbers, money and percentages equal Babel's own uncached calls.
"""

from __future__ import annotations

import datetime

import numpy as np
import pytest
from babel import dates, numbers

from generator import formats, languages
from generator.content import Content
from generator.content.provider import ContentError
from generator.content.sound import _needed, _rewrites

LANGS = languages.codes()


def _raw_sentences(lang: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Sentences of every third template of every topic (a different third for each seed, so
    the three seeds fill every template once), filled but with no sound rule applied yet."""
    monkeypatch.setattr(Content, "sound", lambda self, text: text)
    out = []
    for seed in range(3):
        content = Content(lang, np.random.default_rng([seed, 11]))
        for _, templates in sorted(content.data.SENTENCES.items()):
            for i in range(seed, len(templates), 3):
                try:
                    out.append(content.fill(templates[i]))
                except ContentError:
                    continue  # a template whose slot a surface fixes ("{rain_when}")
    monkeypatch.undo()
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_sound_skips_only_texts_a_rule_cannot_change(lang: str, monkeypatch) -> None:
    texts = _raw_sentences(lang, monkeypatch)
    content = Content(lang, np.random.default_rng(0))
    changed = 0
    for text in texts:
        every = text
        for pattern, replace, _ in _rewrites(lang):
            every = pattern.sub(replace, every)
        assert content.sound(text) == every, text
        changed += every != text
        for pattern, _, needed in _rewrites(lang):
            if pattern.search(text):
                assert needed in text, (pattern.pattern, text)
    assert len(texts) > 300
    if lang in ("en", "fr", "it"):
        assert changed > 0  # the rules did fire on these sentences


def test_needed_is_the_longest_plain_run_at_the_top_level() -> None:
    assert _needed(r"\b([Dd])e Le (?=[A-ZÉÈ])") == "e Le "
    assert _needed(r"\bo (?=[oOóÓ]|[hH][oOóÓ])") == "o "
    assert _needed(r"ab|cd") == ""  # an alternative at the top: nothing is certain
    assert _needed(r"(?i)le ") == ""  # any case matches
    assert _needed(r"x(?i:Le) y") == " y"


DAYS = [datetime.date(1940, 1, 1) + datetime.timedelta(days=d) for d in range(0, 36000, 997)]


@pytest.mark.parametrize("lang", LANGS)
def test_cached_date_patterns_write_what_babel_writes(lang: str) -> None:
    loc = formats.locale(lang)

    def babel(skeleton: str, day: datetime.date) -> str:
        return formats._plain(dates.format_skeleton(skeleton, day, locale=loc))

    for day in DAYS:
        assert formats.date_numeric(day, lang) == babel("yMMdd", day)
        assert formats.date_text(day, lang) == babel("yMMMd", day)
        assert formats.date_text(day, lang, "MMMM") == babel("yMMMMd", day)
        assert formats.date_month_day(day, lang) == babel("MMMd", day)


@pytest.mark.parametrize("lang", LANGS)
def test_cached_number_patterns_write_what_babel_writes(lang: str) -> None:
    loc = formats.locale(lang)
    rng = np.random.default_rng(7)
    for value in rng.normal(0, 1e5, 60).tolist() + [0.0, -0.004, 1234.5]:
        for decimals in (0, 1, 2):
            pattern = "#,##0" + ("." + "0" * decimals if decimals else "")
            assert formats.number(value, lang, decimals) == formats._plain(
                numbers.format_decimal(formats.rounded(value, decimals),
                                       format=pattern, locale=loc, decimal_quantization=True))
            money = formats._with_decimals(loc.currency_formats["standard"].pattern, decimals)
            assert formats.money(value, lang, "EUR", decimals) == formats._plain(
                numbers.format_currency(formats.rounded(value, decimals), "EUR",
                                        format=money, locale=loc, currency_digits=False,
                                        decimal_quantization=True))
            share = formats._with_decimals(loc.percent_formats[None].pattern, decimals)
            assert formats.percent(value / 1000, lang, decimals) == formats._plain(
                numbers.format_percent(formats.rounded(value / 1000, decimals) / 100,
                                       format=share, locale=loc, decimal_quantization=True))


@pytest.mark.parametrize("lang", LANGS)
def test_cached_clock_writes_what_babel_writes(lang: str) -> None:
    loc = formats.locale(lang)
    for hour in range(24):
        for minute in (0, 5, 30, 59):
            assert formats.clock(hour, minute, lang) == formats._plain(
                dates.format_time(datetime.time(hour, minute), "short", locale=loc))
