"""The dataset card shows this build's real counts and how to load, score and rebuild it."""

from __future__ import annotations

from collections import Counter

from generator.card import render_card


def make_build(rows: list[dict], **extra) -> dict:
    counts = {axis: dict(Counter(r[axis] for r in rows))
              for axis in ("category", "data_type", "language", "surface", "difficulty",
                           "answer_type")}
    build = {"generator": {"name": "pointerbench-text", "version": "0.1.0",
                           "commit": "0123abcd"},
             "command": "pointerbench-text build --preset pointerbench-text --seed 90211 "
                        "--n 57 --out OUT",
             "seed": 90211, "split": "test", "n": len(rows),
             "config": {"preset": "pointerbench-text", "n": len(rows)},
             "counts": counts, "versions": {"python": "3.11.7", "numpy": "2.4.6"},
             "surface_families": {"email_thread": "email", "invoice": "documents",
                                  "wikipedia": "documents"}}
    build.update(extra)
    return build


def test_card_has_real_counts(rows_factory):
    rows = rows_factory(57, seed=31)
    card = render_card(make_build(rows), rows)
    for axis in ("data_type", "category", "language", "difficulty"):
        for value, n in Counter(r[axis] for r in rows).items():
            assert f"| `{value}` |" in card and f" | {n} | " in card, (axis, value)
    docs = sum(1 for r in rows if r["surface"] in ("invoice", "wikipedia"))
    assert f"| `documents` | 2 | {docs} |" in card
    assert "| `terminal` | 1 |" in card  # no family given: its own name
    assert "**57**" in card


def test_card_front_matter_and_sections(rows_factory):
    rows = rows_factory(20, seed=32)
    card = render_card(make_build(rows), rows)
    front = card.split("---\n")[1]
    assert "license: cc-by-4.0" in front and "task_categories:" in front
    assert '- split: "test"' in front and 'path: "data/test/*"' in front
    assert "- de" in front or "- en" in front
    assert card.startswith("---\n")
    assert 'load_dataset("imagefolder", data_dir="data", split="test")' in card
    assert "python eval.py --predictions preds.jsonl" in card
    assert make_build(rows)["command"] in card
    assert "CC BY 4.0" in card and "@misc{pointerbench_text," in card
    assert "`min_coverage` 0.9, `min_precision` 0.7" in card
    for field in ("file_name", "instruction", "eval", "image_size"):
        assert f"| `{field}` |" in card
    assert "![teaser]" not in card
    assert "![teaser](teaser.png)" in render_card(make_build(rows, teaser=True), rows)


def test_card_is_deterministic_and_falls_back_to_build_counts(rows_factory):
    rows = rows_factory(30, seed=33)
    build = make_build(rows)
    assert render_card(build, rows) == render_card(build, list(reversed(rows)))
    from_counts = render_card(build, [])
    assert "**30**" in from_counts
    for value, n in build["counts"]["category"].items():
        assert f"| `{value}` |" in from_counts and f" | {n} | " in from_counts
