"""Drag scoring rules and the selection grammar, without a build (fast)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator.scorer.protocol import ScorerError, evaluate_files, judge, row_rule
from generator.verify.parser import ParseError
from generator.verify.selection import parse_selection
from generator.verify.selection.spans import part_of, snap_box

ROW = {"id": "pbt_0000", "answer_type": "drag", "bbox": [100, 50, 160, 62],
       "start_bbox": [97, 48, 102, 64], "end_bbox": [158, 48, 163, 64],
       "eval": {"type": "drag", "start_bbox": [97, 48, 102, 64],
                "end_bbox": [158, 48, 163, 64]}}


@pytest.mark.parametrize(("pred", "outcome"), [
    ({"start": [99, 56], "end": [160, 56]}, "hit"),
    ({"start": [160, 56], "end": [99, 56]}, "hit"),  # dragged right to left
    ({"start": [97, 48], "end": [163, 64]}, "hit"),  # edges count
    ({"drag": [[99, 56], [160, 56]]}, "hit"),
    ({"drag": [99, 56, 160, 56]}, "hit"),
    ({"start": [99, 56], "end": [157, 56]}, "miss"),  # just left of the end box
    ({"start": [99, 56], "end": [99, 56]}, "miss"),
    ({"point": [99, 56]}, "unreadable"),
    ({"start": [99, 56]}, "unreadable"),
    ({"start": ["a", 1], "end": [160, 56]}, "unreadable"),
])
def test_drag_hit_rule(pred: dict, outcome: str) -> None:
    assert judge(row_rule(ROW), {"id": ROW["id"], **pred}) == outcome


def test_a_drag_row_without_its_end_boxes_is_an_error(tmp_path: Path) -> None:
    bad = {**ROW, "eval": {"type": "drag", "start_bbox": [1, 2, 3]}}
    bad.pop("start_bbox")
    with pytest.raises(ScorerError, match="start_bbox"):
        row_rule(bad)
    gt = tmp_path / "metadata.jsonl"
    gt.write_text(json.dumps(bad) + "\n", encoding="utf-8")
    preds = tmp_path / "p.jsonl"
    preds.write_text(json.dumps({"id": ROW["id"], "start": [1, 1], "end": [2, 2]}) + "\n",
                     encoding="utf-8")
    with pytest.raises(ScorerError, match="line 1: drag row"):
        evaluate_files(preds, gt)


def test_point_and_bbox_rows_keep_their_rules() -> None:
    point = {"id": "a", "answer_type": "point", "bbox": [0, 0, 10, 10]}
    assert row_rule(point)["kind"] == "point"
    assert judge(row_rule(point), {"id": "a", "point": [5, 5]}) == "hit"
    assert judge(row_rule(point), {"id": "a", "start": [5, 5], "end": [5, 5]}) == "unreadable"


class _Line:
    top, bottom = 10, 27


def test_snap_box_keeps_every_column_nearest_its_caret() -> None:
    positions = [100.5, 104.0, 106.5, 119.5]
    for k in range(len(positions)):
        box = snap_box(_Line, positions, k)
        if box is None:
            continue
        assert box[2] - box[0] >= 4
        for x in range(box[0], box[2] + 1):
            near = min(range(len(positions)), key=lambda j: abs(x - positions[j]))
            assert near == k and sorted(abs(x - p) for p in positions)[1] > abs(x - positions[k])
    assert snap_box(_Line, positions, 1) is None  # (102.25, 105.25) holds 103..105: 2 px
    assert snap_box(_Line, positions, 3) == (117, 10, 123, 27)


@pytest.mark.parametrize(("text", "kind", "sub", "part"), [
    ("1,234.56", "decimals", "", "56"), ("1.234,5", "decimals", "", "5"),
    ("anna@example.com", "domain", "", "example.com"), ("plan.py", "extension", "", "py"),
    ("CSV-Export", "part", "Export", "Export"), ("abab", "part", "ab", None),
])
def test_parts_of_a_token(text: str, kind: str, sub: str, part: str | None) -> None:
    span = part_of(text, kind, sub)
    assert (text[span[0]:span[1]] if span else None) == part


@pytest.mark.parametrize(("lang", "text", "kind"), [
    ("en", "Select the text from “newest” to “order”.", "range"),
    ("en", "Highlight the decimals of the number \"69,969.91\".", "substring"),
    ("en", "Select only “cated” in “Deprecated”.", "part"),
    ("en", "Could you highlight the line beginning 'Our team'?", "unit"),
    ("en", "Select the IBAN.", "field"),
    ("en", "Highlight the text `mail` right after `h` by dragging across it.", "word"),
    ("de", "Markiere den Text von „nächsten“ bis „du“.", "range"),
    ("de", "Markiere nur die Ziffern hinter dem Komma in »108,92«.", "substring"),
    ("de", "Markiere den Absatz beginnend mit „Ich habe auf“.", "unit"),
    ("de", "Markiere den Mehrwertsteuerbetrag (nur den Wert, nicht die Beschriftung).",
     "field"),
    ("fr", "Sélectionnez le texte de « disparaîtront » à « plus ».", "range"),
    ("fr", "Surlignez la partie décimale de « 164,21 ».", "substring"),
    ("es", "Selecciona el dominio de la dirección de correo «a@b.com» y nada más.",
     "substring"),
    ("es", "Selecciona el texto desde «hola» hasta «adiós».", "range"),
    ("it", "Seleziona il testo da «ciao» a «mondo».", "range"),
    ("it", "Potresti evidenziare la parola «da»?", "word"),
    ("nl", "Selecteer de tekst van 'hallo' tot en met 'wereld'.", "range"),
    ("nl", "Selecteer alleen 'Export' in 'CSV-Export'.", "part"),
])
def test_selection_grammar_reads(lang: str, text: str, kind: str) -> None:
    assert parse_selection(text, lang).kind == kind


def test_a_click_is_not_a_selection() -> None:
    with pytest.raises(ParseError):
        parse_selection("Click the word “invoice”.", "en")


REFS = {
    "select_word": {"kind": "word", "text": "Haus", "word": 0, "code": False,
                    "qualifiers": [{"type": "ordinal", "n": 2}]},
    "select_range": {"kind": "range", "texts": ["alpha", "omega"], "code": False},
    "select_sentence": {"kind": "sentence", "sentence": 0, "anchor": "start",
                        "text": "Wir sehen", "code": False, "qualifiers": []},
    "select_line": {"kind": "line", "line": 0, "anchor": "end", "text": "am Ende",
                    "code": False, "qualifiers": []},
    "select_paragraph": {"kind": "paragraph", "paragraph": 0, "anchor": "start",
                         "text": "Im Jahr", "code": False, "qualifiers": []},
    "select_field_value": {"kind": "field", "field": "invoice_iban"},
}
SUBSTRINGS = [("decimals", "1.234,56", ""), ("domain", "ana@beispiel.de", ""),
              ("extension", "plan.pdf", ""), ("part", "CSV-Export", "Export")]


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "it", "nl"])
def test_every_template_parses_back_to_its_category(lang: str) -> None:
    """Every selection template of every language, rendered many times, is read back by
    the verifier's grammar as a selection of its own category (and of the same text)."""
    import numpy as np

    from generator.instructions import render_instruction, templates
    from generator.targets import Target
    from generator.verify.selection.check import category_of

    cases = [(c, r) for c, r in REFS.items()] + [
        ("select_substring", {"kind": "substring", "part": p, "text": t, "sub": s,
                              "code": False}) for p, t, s in SUBSTRINGS]
    for category, ref in cases:
        options = templates(lang).TEMPLATES[category]
        assert len(set(options)) >= (8 if lang == "en" else 6), (lang, category)
        seen = set()
        for seed in range(60):
            target = Target(category, "selection", "drag", (0, 0, 1, 1), ref)
            text = render_instruction(target, lang, np.random.default_rng(seed))
            seen.add(text)
            assert "{" not in text and "  " not in text, text
            q = parse_selection(text, lang)
            assert category_of(q) == category, (text, q)
            if q.kind == "range":
                assert (q.word.text, q.word2.text) == tuple(ref["texts"]), text
            elif q.kind in ("substring", "part"):
                assert (q.part, q.host) == (ref["part"], ref["text"]), text
            elif q.kind == "field":
                assert q.field_name == ref["field"], text
        assert len(seen) >= 5, (lang, category)


def test_eval_py_of_a_build_without_drag_rows_is_the_released_protocol() -> None:
    """Builds without drag rows keep their bytes (the default benchmark's digest): their
    eval.py leaves out the drag blocks, and nothing of the drag rule is left in it."""
    from generator.scorer import PROTOCOL_FILE, eval_script

    released = eval_script(False).decode("utf-8")
    assert eval_script(True) == PROTOCOL_FILE.read_bytes()
    assert "drag" not in released and "# <" not in released
    compile(released, "eval.py", "exec")
