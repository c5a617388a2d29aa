"""Things that come in an order keep it, things that are one of a kind stay unique: a mail
thread's replies are sent after the message they answer (dates and times printed in that
order), and a kanban board never shows one issue key on two cards. All six languages."""

from __future__ import annotations

import datetime
import re

from world_helpers import sampled

from generator import formats


def test_a_thread_runs_forward_in_time() -> None:
    for lang, seed, p in sampled("gmail_thread", 30):
        sent = [m["sent"] for m in p["messages"]]
        assert sent == sorted(sent) and len(set(sent)) == len(sent), (lang, seed, sent)
        for m, s in zip(p["messages"], sent, strict=True):  # the printed date is that day
            day = datetime.datetime.fromisoformat(s)
            assert m["date"] == formats.date_text(day.date(), lang), (lang, seed, m["date"])
            assert m["time"] == formats.clock(day.hour, day.minute, lang), (lang, seed, m)


def test_kanban_keys_are_unique() -> None:
    for lang, seed, p in sampled("kanban_board", 30):
        keys = [c["footer"][0] for col in p["columns"] for c in col["cards"]]
        assert len(keys) == len(set(keys)), (lang, seed, keys)


def test_man_page_options_describe_their_flags() -> None:
    """Each option of a manual page is described by its own text (--recursive "processes
    directories recursively", --version prints the version, --help the help), in every
    language: the option texts follow the order of man_page.FLAGS."""
    from generator.content.provider import locale_data
    from surfaces.man_page import FLAGS
    words = {"--recursive": r"recurs|rekursiv|ricorsiv|récursi", "--version": r"versi",
             "--help": r"help|hilfe|aide|ayuda|aiuto|hulp|usage|usag|summary|résumé|resumen",
             "--config": r"config|fichier|file|datei|archivo|bestand|einstellungen"}
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        options = locale_data(lang).SENTENCES["term.option"]
        for k, (_, flag, _) in enumerate(FLAGS):
            if flag in words:
                assert re.search(words[flag], options[k], re.I), (lang, flag, options[k])


def test_a_vault_entry_is_modified_after_it_was_created() -> None:
    """A password entry's "last modified" date never precedes its "created" date."""
    from generator.formats import date_text
    days = [datetime.date(2024, 1, 1) + datetime.timedelta(days=k) for k in range(1100)]
    for lang, seed, p in sampled("password_manager", 12):
        by_text = {date_text(d, lang): d for d in days}
        found = {key: next(d for t, d in by_text.items() if p[key].endswith(t))
                 for key in ("created", "modified")}
        assert found["created"] <= found["modified"], (lang, seed, p["created"], p["modified"])
