"""The typer commands, the standalone ``eval.py`` copy, and their agreement."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import typer
from typer.testing import CliRunner

from generator.scorer import PROTOCOL_FILE
from generator.scorer.commands import register
from generator.scorer.protocol import SYSTEM_PROMPT, load_ground_truth, load_predictions, score


@pytest.fixture
def app() -> typer.Typer:
    app = typer.Typer()
    register(app)
    return app


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


def run_script(out: Path, *args: str) -> subprocess.CompletedProcess:
    """Copy protocol.py to OUT/eval.py and run it there with a clean environment."""
    shutil.copy(PROTOCOL_FILE, out / "eval.py")
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    return subprocess.run([sys.executable, "-I", "eval.py", *args], cwd=out, env=env,
                          capture_output=True, text=True, timeout=600)


def noisy_predictions(rows: list[dict], seed: int) -> list[dict]:
    """Jittered answers in varied key forms, some missing and some garbage."""
    rng = np.random.default_rng(seed)
    preds = []
    for row in rows:
        roll = rng.random()
        if roll < 0.08:
            continue
        jitter = rng.integers(-12, 13, size=4).tolist()
        if row["answer_type"] == "point":
            x, y = row["point"][0] + jitter[0], row["point"][1] + jitter[1]
            forms = [{"point": [x, y]}, {"x": x, "y": y}, {"prediction": f"({x}, {y})"},
                     {"coordinate": [x + 0.5, y - 0.25]}, {"pred": [x, y, 1, 1]}]
        else:
            box = [v + j for v, j in zip(row["bbox"], jitter, strict=True)]
            forms = [{"bbox": box}, {"box": box[2:] + box[:2]}, {"text": f"box: {box}"},
                     dict(zip(("x0", "y0", "x1", "y1"), box, strict=True)),
                     {"bbox": [box[0], float("nan"), box[2], box[3]]}]
        preds.append({"id": row["id"], **forms[int(rng.integers(len(forms)))]})
    preds.append({"id": "not_in_gt", "point": [1, 2]})
    preds.append(dict(preds[0]))
    return preds


def test_eval_command_matches_in_process_score(app, runner, make_out, rows_factory,
                                               write_preds, tmp_path):
    rows = rows_factory(50, seed=4)
    out = make_out(rows)
    preds_path = write_preds(noisy_predictions(rows, seed=5))
    report_path = tmp_path / "report.json"
    result = runner.invoke(app, ["eval", "--predictions", str(preds_path), "--gt", str(out),
                                 "--json", str(report_path)])
    assert result.exit_code == 0, result.output
    assert "Pointerbench-Text: 50 examples" in result.stdout
    preds, _ = load_predictions(preds_path)
    expected = score(load_ground_truth(out), preds)
    assert json.loads(report_path.read_text()) == expected
    assert expected["unknown_ids"] == 1 and expected["duplicate_ids"] == 1


def test_eval_command_system_prompt_alone(app, runner):
    result = runner.invoke(app, ["eval", "--show-system-prompt"])
    assert result.exit_code == 0
    assert result.stdout.strip() == SYSTEM_PROMPT


@pytest.mark.parametrize("args, message", [
    (["eval", "--gt", "{out}"], "--predictions is required"),
    (["eval", "--predictions", "{preds}"], "--gt is required"),
    (["eval", "--predictions", "{tmp}/missing.jsonl", "--gt", "{out}"], "predictions not found"),
    (["eval", "--predictions", "{bad}", "--gt", "{out}"], "line 1: invalid JSON"),
    (["eval", "--predictions", "{preds}", "--gt", "{tmp}/nowhere"], "ground truth not found"),
    (["baseline", "oracle", "{tmp}/nowhere"], "ground truth not found"),
    (["baseline", "smart", "{out}"], "valid kinds: center, oracle, random"),
])
def test_commands_bad_input_exit_2(args, message, app, runner, make_out, row_factory,
                                   write_preds, tmp_path):
    out = make_out([row_factory(0, [10, 10, 20, 20])])
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n", encoding="utf-8")
    paths = {"out": out, "tmp": tmp_path, "bad": bad,
             "preds": write_preds([{"id": "pbt_0000", "point": [1, 1]}])}
    result = runner.invoke(app, [a.format(**paths) for a in args])
    assert result.exit_code == 2
    assert result.stderr.startswith("error: ") and message in result.stderr
    assert result.exception is None or isinstance(result.exception, SystemExit)


def test_baseline_command_writes_jsonl(app, runner, make_out, rows_factory):
    rows = rows_factory(12, seed=2, split="train")
    out = make_out(rows, split="train")
    result = runner.invoke(app, ["baseline", "oracle", str(out), "--split", "train"])
    assert result.exit_code == 0, result.output
    preds = [json.loads(line) for line in result.stdout.splitlines()]
    assert [p["id"] for p in preds] == [r["id"] for r in rows]
    first = runner.invoke(app, ["baseline", "random", str(out), "--split", "train", "--seed", "3"])
    again = runner.invoke(app, ["baseline", "random", str(out), "--split", "train", "--seed", "3"])
    other = runner.invoke(app, ["baseline", "random", str(out), "--split", "train", "--seed", "4"])
    assert first.stdout == again.stdout != other.stdout


def test_standalone_script_equals_in_process_score(make_out, rows_factory, write_preds):
    rows = rows_factory(60, seed=7)
    out = make_out(rows)
    preds_path = write_preds(noisy_predictions(rows, seed=8))
    result = run_script(out, "--predictions", str(preds_path), "--json", "report.json")
    assert result.returncode == 0, result.stderr
    assert "Pointerbench-Text: 60 examples" in result.stdout
    preds, _ = load_predictions(preds_path)
    assert json.loads((out / "report.json").read_text()) == score(rows, preds)


def test_standalone_script_errors_and_prompt(make_out, row_factory, tmp_path):
    out = make_out([row_factory(0, [10, 10, 20, 20])])
    prompt = run_script(out, "--show-system-prompt")
    assert prompt.returncode == 0 and prompt.stdout.strip() == SYSTEM_PROMPT
    missing = run_script(out, "--predictions", str(tmp_path / "nope.jsonl"))
    assert missing.returncode == 2
    assert missing.stderr.startswith("error: predictions not found")
    assert "Traceback" not in missing.stderr
    no_gt = run_script(tmp_path, "--predictions", str(out / "eval.py"))
    assert no_gt.returncode == 2 and "Traceback" not in no_gt.stderr


def test_cli_and_standalone_agree_on_random_predictions(app, runner, make_out, rows_factory,
                                                        write_preds, tmp_path):
    rows = rows_factory(200, seed=11)
    out = make_out(rows)
    preds_path = write_preds(noisy_predictions(rows, seed=12))
    cli_report = tmp_path / "cli.json"
    result = runner.invoke(app, ["eval", "--predictions", str(preds_path), "--gt", str(out),
                                 "--json", str(cli_report)])
    assert result.exit_code == 0, result.output
    script = run_script(out, "--predictions", str(preds_path), "--gt", "data/test",
                        "--json", "script.json")
    assert script.returncode == 0, script.stderr
    cli = json.loads(cli_report.read_text())
    assert cli == json.loads((out / "script.json").read_text())
    assert result.stdout == script.stdout
    reasons = {r["reason"] for r in cli["rows"]}
    assert reasons == {"hit", "miss", "missing", "unreadable"}
    assert 0.2 < cli["accuracy"] < 0.9


def test_protocol_is_standard_library_only():
    source = PROTOCOL_FILE.read_text(encoding="utf-8")
    imports = {line.split()[1].split(".")[0] for line in source.splitlines()
               if line.startswith(("import ", "from "))}
    assert imports <= set(sys.stdlib_module_names) | {"__future__"}, imports
