"""Reader r88 0010: a merge of a pull request whose branch lane held no commit ("|\\",
"* |", "|/"), and Dutch relative dates git cannot print ("2 dagen geleden")."""

from __future__ import annotations

import re

from world_helpers import sampled

AGES = {"en": r"\d+ (?:hours|days|weeks) ago", "nl": r"\d+ (?:hours|days|weeks) ago",
        "de": r"vor \d+ (?:Stunden|Tagen|Wochen)", "fr": r"il y a \d+ (?:heures|jours|semaines)",
        "es": r"hace \d+ (?:horas|días|semanas)", "it": r"\d+ (?:ore|giorni|settimane) fa"}


def test_every_merge_brings_a_branch_commit() -> None:
    merges = 0
    for lang, seed, p in sampled("git_log", 25):
        rows = p["rows"]
        for k, row in enumerate(rows):
            if not row["fork_to"]:
                continue
            lane = []
            for r in rows[k + 1:]:
                if len(r["lanes"]) < 2:
                    break
                lane.append(r["node"])
            assert 1 in lane, (lang, seed, row["subject"])
            merges += 1
    assert merges >= 60


def test_relative_dates_are_git_output() -> None:
    for lang, seed, p in sampled("git_log", 25):
        for row in p["rows"]:
            assert re.fullmatch(AGES[lang], row["when"]), (lang, seed, row["when"])
