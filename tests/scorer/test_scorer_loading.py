"""Loading ground truth and predictions, robustness, the report, and ``main()`` exit codes."""

from __future__ import annotations

import json

import pytest

from generator.scorer.protocol import (
    AXES,
    SYSTEM_PROMPT,
    ScorerError,
    format_report,
    load_ground_truth,
    load_predictions,
    main,
    score,
)

REPORT_KEYS = {"n", "accuracy", "hits", "missing_predictions", "unreadable_predictions",
               "unknown_ids", "duplicate_ids", "rows", *(f"by_{a}" for a in AXES)}


def test_ground_truth_path_forms(make_out, rows_factory):
    rows = rows_factory(5)
    out = make_out(rows)
    meta = out / "data" / "test" / "metadata.jsonl"
    for path in (out, out / "data", out / "data" / "test", meta):
        assert load_ground_truth(path) == rows
    train = make_out(rows_factory(3, split="train"), split="train", name="out")
    assert [r["id"] for r in load_ground_truth(train, split="train")][0] == "pbt-train_0000"
    with pytest.raises(ScorerError, match="no metadata.jsonl for split 'dev'"):
        load_ground_truth(out, split="dev")
    with pytest.raises(ScorerError, match="not found"):
        load_ground_truth(out / "nope")


@pytest.mark.parametrize("mutate, message", [
    (lambda r: r.pop("id"), "missing string 'id'"),
    (lambda r: r.pop("bbox"), "bbox must be"),
    (lambda r: r.update(bbox=[1, 2, 3]), "bbox must be"),
    (lambda r: r.update(bbox=[1, 2, 3, "4"]), "bbox must be"),
    (lambda r: r.update(bbox=[1, 2, 3, float("nan")]), "bbox must be"),
    (lambda r: r["eval"].update(min_coverage=None), "eval min_coverage must be a number"),
])
def test_bad_ground_truth_rows_are_fatal_with_line_number(mutate, message, make_out,
                                                          rows_factory, row_factory):
    rows = rows_factory(3)
    rows[1] = row_factory(1, [10, 10, 20, 20], "bbox")
    mutate(rows[1])
    with pytest.raises(ScorerError, match=f"line 2: {message}"):
        load_ground_truth(make_out(rows))


def test_ground_truth_duplicate_and_empty(make_out, rows_factory, tmp_path):
    rows = rows_factory(2)
    rows[1]["id"] = rows[0]["id"]
    with pytest.raises(ScorerError, match="line 2: duplicate id"):
        load_ground_truth(make_out(rows))
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n", encoding="utf-8")
    with pytest.raises(ScorerError, match="no rows"):
        load_ground_truth(empty)


def test_malformed_prediction_line_names_its_line(write_preds, tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"id": "pbt_0000", "point": [1, 2]}\n\n{"id": "pbt_0001", "point": [1,\n',
                    encoding="utf-8")
    with pytest.raises(ScorerError, match=r"bad\.jsonl line 3: invalid JSON"):
        load_predictions(path)
    listed = tmp_path / "bad.json"
    listed.write_text('[\n  {"id": "a"},\n  {"id": "b",}\n]', encoding="utf-8")
    with pytest.raises(ScorerError, match=r"line 3: invalid JSON"):
        load_predictions(listed)


def test_non_object_records_are_skipped_with_a_warning(write_preds):
    # The released scorer skips records without an "id" too (it reads `"id" in r`).
    records = [{"id": "a", "point": [1, 2]}, [1, 2], "x"]
    for as_list in (False, True):
        preds, warnings = load_predictions(write_preds(records, as_list=as_list))
        assert list(preds) == ["a"]
        assert any("line 2: not a JSON object (list)" in w for w in warnings)
        assert any("line 3: not a JSON object (str)" in w for w in warnings)


def test_json_list_and_jsonl_agree(write_preds):
    records = [{"id": "pbt_0000", "point": [1, 2]}, {"id": "pbt_0001", "bbox": [1, 2, 3, 4]}]
    as_list, _ = load_predictions(write_preds(records, "p.json", as_list=True))
    as_lines, _ = load_predictions(write_preds(records, "p.jsonl"))
    assert as_list == as_lines == {r["id"]: r for r in records}


def test_duplicates_last_wins_and_records_without_id(write_preds, row_factory):
    preds, warnings = load_predictions(write_preds([
        {"id": "pbt_0000", "point": [900, 900]}, {"id": "pbt_0001", "point": [1, 1]},
        {"id": "pbt_0000", "point": [900, 900]}, {"id": "pbt_0000", "point": [15, 15]},
        {"point": [1, 2]}, {"id": 7, "point": [1, 2]},
    ]))
    assert preds["pbt_0000"]["point"] == [15, 15]          # the last record
    assert list(preds) == ["pbt_0000", "pbt_0001"]
    assert preds.duplicate_ids == ["pbt_0000"]
    assert any("appears 3 times; the last record is used" in w for w in warnings)
    assert sum("no string 'id'" in w for w in warnings) == 2
    report = score([row_factory(0, [10, 10, 20, 20])], preds)
    assert report["duplicate_ids"] == 1 and report["hits"] == 1
    first_record = {"pbt_0000": {"id": "pbt_0000", "point": [900, 900]}}
    assert score([row_factory(0, [10, 10, 20, 20])], first_record)["hits"] == 0


def test_unknown_ids_are_counted_not_fatal(write_preds, make_out, row_factory, capsys):
    out = make_out([row_factory(0, [10, 10, 20, 20])])
    preds = write_preds([{"id": "pbt_0000", "point": [10, 20]},
                         {"id": "zzz_1", "point": [1, 1]}, {"id": "zzz_2", "point": [1, 1]}])
    report_path = out / "report.json"
    assert main(["--predictions", str(preds), "--gt", str(out), "--json", str(report_path)]) == 0
    report = json.loads(report_path.read_text())
    assert report["unknown_ids"] == 2 and report["accuracy"] == 1.0
    captured = capsys.readouterr()
    assert "zzz_1, zzz_2" in captured.err
    assert "! 2 prediction ids not in the ground truth" in captured.out


def test_report_shape(rows_factory):
    rows = rows_factory(30, seed=3)
    preds = {r["id"]: {"id": r["id"], "point": r["point"], "bbox": r["bbox"]}
             for r in rows[:20]}
    report = score(rows, preds)
    assert set(report) == REPORT_KEYS
    assert report["n"] == 30 and report["hits"] == 20 and report["missing_predictions"] == 10
    assert report["accuracy"] == round(20 / 30, 4) == 0.6667
    assert list(report)[:4] == ["n", "accuracy", "hits", "missing_predictions"]
    for axis in AXES:
        table = report[f"by_{axis}"]
        assert list(table) == sorted(table)
        assert sum(cell["n"] for cell in table.values()) == 30
        for cell in table.values():
            assert list(cell) == ["acc", "n", "hits"]
            assert cell["acc"] == round(cell["hits"] / cell["n"], 4)
    assert [r["id"] for r in report["rows"]] == [r["id"] for r in rows]


def test_format_report_tables(rows_factory):
    rows = rows_factory(40, seed=1)
    text = format_report(score(rows, {}))
    lines = text.splitlines()
    assert lines[0] == "Pointerbench-Text: 40 examples"
    assert text.index("overall") < text.index("by answer_type") < text.index("by difficulty")
    assert "! 40 rows without a usable prediction" in text
    header = next(line for line in lines if line.startswith("by category"))
    assert header.endswith("accuracy")
    many = [dict(r, surface=f"surface_{i:02d}") for i, r in enumerate(rows)]
    assert "by surface: 40 surfaces, see --json" in format_report(score(many, {}))
    assert "by surface  " in text  # 5 surfaces: printed


def test_main_system_prompt(capsys):
    assert main(["--show-system-prompt"]) == 0
    out = capsys.readouterr().out
    assert out.strip() == SYSTEM_PROMPT
    assert '{"point": [x, y]}' in SYSTEM_PROMPT and '{"bbox": [x0, y0, x1, y1]}' in SYSTEM_PROMPT
    assert SYSTEM_PROMPT.startswith("You are evaluating Pointerbench, a GUI grounding benchmark.")
    assert "1024x768" in SYSTEM_PROMPT


@pytest.mark.parametrize("args, message", [
    (["--predictions", "{missing}"], "predictions not found"),
    (["--predictions", "{preds}", "--gt", "{tmp}/nowhere"], "ground truth not found"),
    (["--predictions", "{tmp}"], "predictions is not a file"),
    (["--predictions", "{binary}"], "not UTF-8"),
    (["--predictions", "{malformed}"], "line 2: invalid JSON"),
    (["--predictions", "{preds}", "--json", "{tmp}/no/such/dir/r.json"], "cannot write"),
    (["--predictions", "{preds}", "--split", "train"], "no metadata.jsonl for split 'train'"),
    ([], "--predictions is required"),
])
def test_main_bad_input_exits_2(args, message, make_out, row_factory, write_preds, tmp_path,
                                capsys):
    out = make_out([row_factory(0, [10, 10, 20, 20])])
    binary = tmp_path / "bin.jsonl"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    malformed = tmp_path / "malformed.jsonl"
    malformed.write_text('{"id": "pbt_0000", "point": [1, 2]}\n{oops}\n', encoding="utf-8")
    paths = {"missing": tmp_path / "missing.jsonl", "tmp": tmp_path, "binary": binary,
             "malformed": malformed, "preds": write_preds([{"id": "pbt_0000", "x": 1, "y": 1}])}
    argv = [a.format(**paths) for a in args]
    if "--gt" not in argv:
        argv += ["--gt", str(out)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and message in err
    assert "Traceback" not in err


def test_main_unknown_option_exits_2(capsys):
    assert main(["--bogus"]) == 2
    assert "unrecognized arguments" in capsys.readouterr().err
