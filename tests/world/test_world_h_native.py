"""Wave 12 (h_native): words a native speaker would write, facts that hold.

- changelog_page: a release note names a screen only when the screen has what the note
  speaks of (no items per page or last filter on a login page); an entry that opens with a
  screen has a verb (no "Het dashboard nu ook in het Duits."); a fix says what was wrong.
"""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content import locale_data
from surfaces.kit.release_notes import CAPS, asks, fits, named_screens


def _notes(p):
    for r in p["releases"]:
        for _, items in r["sections"]:
            for text, _ in items:
                yield text


def test_the_reviewers_notes_do_not_fit_a_login_page() -> None:
    screens = locale_data("nl").SLOTS["dt_feature"]
    for bad in ("De inlogpagina toont nu standaard 25 items per pagina.",
                "De inlogpagina onthoudt nu je laatste filter."):
        assert named_screens(bad, screens) == [0]
        assert asks(bad, screens) - CAPS[0]
        assert not fits(bad, screens)


def test_changelog_notes_name_a_screen_that_has_the_feature() -> None:
    for lang, seed, p in sampled("changelog_page", 30):
        screens = locale_data(lang).SLOTS["dt_feature"]
        for text in _notes(p):
            assert fits(text, screens), (lang, seed, text, asks(text, screens))


# an entry opening with a screen and an adverb, no verb: "Het dashboard nu ook in het Duits."
VERBLESS = re.compile(r"^\S+( \S+)? (nu|now|jetzt|désormais|ahora|ora) (ook|also|auch|aussi|"
                      r"también|anche) ", re.IGNORECASE)
# a fix that says only that something was reported
VAGUE = re.compile(r"(gemelde fout|gemeld probleem|reported (problem|issue)|gemeldetes Problem|"
                   r"problème signalé|problema (segnalato|reportado))( met| with| mit| avec| con| in)",
                   re.IGNORECASE)


def test_changelog_entries_have_a_verb_and_fixes_say_what() -> None:
    for lang, seed, p in sampled("changelog_page", 30):
        for text in _notes(p):
            assert not VERBLESS.search(text), (lang, seed, text)
            assert not VAGUE.search(text), (lang, seed, text)


# --- accounting_ledger: an opening balance on 1 January comes from the last financial year
def test_ledger_opening_balance_comes_from_the_right_period() -> None:
    import numpy as np

    from generator.content import Content
    seen = set()
    for lang, seed, p in sampled("accounting_ledger", 24):
        c = Content(lang, np.random.default_rng(0))
        year_words, quarter_words = c.ui("w12hn.prior_year"), c.ui("w12hn.prior_quarter")
        january = p["world"] and _starts_in_january(p)
        text = " ".join(p["notes"])
        if year_words in text or quarter_words in text:
            seen.add(january)
            assert (year_words in text) == january, (lang, seed, p["period"], text)
            assert (quarter_words in text) != january, (lang, seed, p["period"], text)
    assert seen == {True, False}


def _starts_in_january(p) -> bool:
    return min(e["day"] for e in p["world"])[5:7] in ("01", "02", "03")


# --- todo_app: a tax return is on the list only in its country's filing season, due on the
# deadline (no Italian 730 "10 apr": the precompilata opens around 30 April)
def test_todo_tax_return_falls_in_the_filing_season() -> None:
    import datetime

    from surfaces.todo_app import TAX, tax_window
    found = 0
    for lang, seed, p in sampled("todo_app", 160):
        now = datetime.date.fromisoformat(p["now"])
        opens, deadline = tax_window(lang, now.year)
        for t in p["tasks"]:
            if t["index"] == TAX:
                found += 1
                assert opens <= now < deadline, (lang, seed, now)
                assert now + datetime.timedelta(days=t["days"]) == deadline, (lang, seed, t)
    assert found


def test_tax_windows_hold_the_known_deadlines() -> None:
    import datetime

    from surfaces.todo_app import tax_window
    assert tax_window("it", 2026)[0] > datetime.date(2026, 4, 30)  # 730 opens end of April
    assert tax_window("it", 2026)[1] == datetime.date(2026, 9, 30)
    assert tax_window("en", 2026)[1] == datetime.date(2026, 4, 15)
    assert tax_window("de", 2026)[1] == datetime.date(2026, 7, 31)
    assert tax_window("nl", 2026) == (datetime.date(2026, 3, 1), datetime.date(2026, 5, 1))


# --- bbs_terminal: a board takes 5-25 calls a day a phone line, callers from several towns
def test_bbs_call_count_fits_the_lines_and_the_hour() -> None:
    import re
    for lang, seed, p in sampled("bbs_terminal", 40):
        number = int(re.findall(r"\d+", p["welcome"])[-1])
        # a reader takes "Node 1" for a one-line board: 5-25 calls a day a line shown
        assert 1 <= p["node"] <= 4, (lang, seed)
        assert len(p["callers"]) + 1 <= number <= 25 * p["node"], (lang, seed, number, p["node"])


def test_bbs_callers_come_from_several_nearby_towns() -> None:
    import numpy as np

    from generator.content import Content
    for lang, seed, p in sampled("bbs_terminal", 40):
        towns = [c[1] for c in p["callers"]]
        assert len(set(towns)) >= 3, (lang, seed, towns)
        areas = Content(lang, np.random.default_rng(0)).ui_list("w12hn.bbs_areas")
        assert any(all(t in a for t in towns) for a in areas), (lang, seed, towns)
