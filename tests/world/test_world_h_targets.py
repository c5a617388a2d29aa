"""Targets and their instructions agree with what a reader sees (wave 16, h_targets)."""

from __future__ import annotations

import re

import pytest
from world_helpers import rendered

from generator.resolve import content_languages
from surfaces import registry

# a person's name drawn as a header: two or three capitalised words
NAME = re.compile(r"[A-ZÀ-Þ][\w'’-]+(?: [A-ZÀ-Þ][\w'’-]+){1,2}")
THREADS = {"doc_comments": 8, "pr_review": 8, "video_call_chat": 4, "teams_chat": 3,
           "thread_replies": 3, "issue_ticket": 3, "forum_thread": 3, "retro_forum": 3,
           "social_feed": 3, "slack_like": 2, "support_chat": 2, "app_store_listing": 2,
           "video_player": 2, "comment_section": 2}


def block_text(geo, block: int) -> str:
    return " ".join(w.text for w in geo.words if w.block == block)


@pytest.mark.parametrize("name", sorted(THREADS))
def test_a_message_named_by_its_author_holds_only_that_authors_text(name: str) -> None:
    """r49 0009: "the comment from Margaret Gregory" boxed a comma of Gene Edwards' reply in
    her thread. Text a message region holds (its innermost region) is its author's: a reply
    that prints another writer's name is a message region of its own, labelled with that
    writer; a message shown as "You" is labelled with no name a reader could not see."""
    cls = registry.get(name)
    seen = 0
    for lang in content_languages():
        if lang not in cls.languages:
            continue
        for seed in range(THREADS[name]):
            _, geo = rendered(name, lang, seed)
            for reg in geo.regions:
                if reg.kind != "message" or not reg.label.strip():
                    continue
                seen += 1
                for b in geo.blocks:
                    if b.region != reg.id or b.role != "structural":
                        continue
                    text = block_text(geo, b.id)
                    assert text == " ".join(reg.label.split()) or not NAME.fullmatch(text), \
                        (name, lang, seed, reg.name, reg.label, text)
    assert seen or name in ("comment_section",), name


TABLES = ("file_save_dialog", "file_manager", "admin_user_table", "query_results", "sql_console",
          "expense_report", "accounting_ledger", "store_receipt", "time_tracker",
          "train_timetable", "data_table", "git_blame", "server_inventory", "comment_section",
          "crypto_exchange", "banking_dashboard", "csv_preview", "pivot_summary")
LINE_CATEGORIES = ("select_line", "line_bbox", "line_start", "line_end")


def _level(a, b) -> bool:
    overlap = min(a[3], b[3]) - max(a[1], b[1])
    return overlap > 0.5 * min(a[3] - a[1], b[3] - b[1])


def row_mates(geo, line_id: int) -> list[str]:
    """Words of other blocks printed level with line ``line_id`` in its own region, or in
    table cells beside its cell: what a reader sees as the rest of the same row."""
    line = geo.lines[line_id]
    box = geo.line_box(line)
    region = geo.blocks[line.block].region
    out = []
    for w in geo.words:
        block = geo.blocks[w.block]
        if w.block == line.block or block.role not in ("text", "prose", "code", "structural"):
            continue
        same = block.region == region or geo.regions[block.region].kind \
            == geo.regions[region].kind == "cell"
        wbox = geo.word_box(w)
        if same and wbox is not None and _level(box, wbox):
            out.append(w.text)
    return out


@pytest.mark.parametrize("name", TABLES)
def test_a_line_of_a_table_or_list_is_its_whole_row(name: str) -> None:
    """r49 0019: "la riga che inizia con '28 dic 2024 09:24'" boxed the date cell of a file
    list whose row begins with the file name; r48 0010: "de regel die begint met 'Betaling'"
    in a ledger. A line a target names (line_*, select_line) has nothing else of its row
    beside it: a table's cell is no line to a reader."""
    import numpy as np

    from generator.targets import sample_target

    cls = registry.get(name)
    for lang in content_languages():
        if lang not in cls.languages:
            continue
        for seed in range(4):
            _, geo = rendered(name, lang, seed)
            for k, category in enumerate(LINE_CATEGORIES):
                target = sample_target(geo, category, np.random.default_rng([seed, k]))
                if target is None:
                    continue
                mates = row_mates(geo, target.ref["line"])
                assert not mates, (name, lang, seed, category, target.ref["text"], mates)
