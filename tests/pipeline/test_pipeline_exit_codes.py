"""Exit codes (issue 22, items 10, 11, 13): 0 success, 1 a finding, 2 bad input with one
`error:` line; nonsense refused; predictions from a pipe."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from build_helpers import build_dataset
from typer.testing import CliRunner

from generator.cli import app


@pytest.mark.parametrize(("args", "message"), [
    (["--categories", ","], "--categories names nothing"),
    (["--categories", ""], "--categories names nothing"),
    (["--surfaces", ","], "--surfaces names nothing"),
    (["--languages", " , "], "--languages names nothing"),
    (["--seed", "٣"], "digits 0-9"),
    (["--scheduler", "tcp://127.0.0.1:1"], "--scheduler needs --engine dask"),
    (["--resume", "--overwrite"], "contradict"),
])
def test_nonsense_is_refused_with_one_line(tmp_path: Path, args: list[str], message: str) -> None:
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["build", "--n", "2", "--out", str(out), *args])
    assert result.exit_code == 2, result.output
    lines = [ln for ln in result.output.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: ") and message in lines[0], lines
    assert not out.exists()


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("tiny") / "ds"
    build_dataset(out, n=3, seed=2)
    return out


def _oracle(tiny: Path) -> str:
    rows = (tiny / "data/test/metadata.jsonl").read_text().splitlines()
    return "".join(json.dumps({"id": json.loads(r)["id"], "point": json.loads(r)["point"],
                               "bbox": json.loads(r)["bbox"]}) + "\n" for r in rows)


def test_predictions_from_standard_input(tiny: Path) -> None:
    result = CliRunner().invoke(app, ["eval", "--predictions", "-", "--gt", str(tiny),
                                      "--json", "/dev/null"], input=_oracle(tiny))
    assert result.exit_code == 0, result.output
    assert "100.0" in result.output
    for source in (["--predictions", "-"], ["--predictions", "/dev/stdin"]):
        proc = subprocess.run([sys.executable, str(tiny / "eval.py"), *source, "--gt", str(tiny)],
                              input=_oracle(tiny), capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, proc.stderr
        assert "100.0" in proc.stdout


@pytest.mark.parametrize("payload", ["[" * 100_000, '[{"id": "pbt_0000", "x": ' + "9" * 5001 + "}]"])
def test_eval_py_refuses_hostile_json_in_one_line(tiny: Path, tmp_path: Path,
                                                  payload: str) -> None:
    preds = tmp_path / "p.json"
    preds.write_text(payload)
    proc = subprocess.run([sys.executable, str(tiny / "eval.py"), "--predictions", str(preds),
                           "--gt", str(tiny)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
    assert proc.stderr.startswith("error: ") and len(proc.stderr.splitlines()) == 1


@pytest.mark.parametrize(("content", "message"), [
    (b"\x89PNG\r\n\x1a\n\x00\xff", "not UTF-8"),
    (b'{"n": 3, "n": 4}', "option n given twice"),
])
def test_a_config_that_is_binary_or_ambiguous_exits_2(tmp_path: Path, content: bytes,
                                                      message: str) -> None:
    cfg = tmp_path / "cfg.json"
    cfg.write_bytes(content)
    result = CliRunner().invoke(app, ["build", "--config", str(cfg), "--out",
                                      str(tmp_path / "out")])
    assert result.exit_code == 2 and message in result.output, result.output
