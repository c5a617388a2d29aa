"""Bad input: one clear line, exit code 2, no traceback, nothing written."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

CASES = [
    (["--n", "0"], "--n must be a positive integer"),
    (["--n", "-3"], "--n must be a positive integer"),
    (["--n", "ten"], "--n must be an integer"),
    (["--seed", "abc"], "--seed must be an integer"),
    (["--preset", "nope"], "unknown preset"),
    (["--split", "dev"], "unknown split"),
    (["--categories", "word_center,nope"], "unknown category 'nope'"),
    (["--surfaces", "teletype"], "unknown surface 'teletype'"),
    (["--languages", "xx"], "unknown language 'xx'"),
    (["--workers", "0"], "--workers must be between"),
]


def _run(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", "build", *args],
                          capture_output=True, text=True, timeout=600)


def _main(argv: list[str]) -> subprocess.CompletedProcess[str]:
    """``python -m generator ARGV`` run in this process (what ``generator/__main__.py``
    runs: ``cli.main()``), for the cases that end before building anything: the exit code
    and the two streams as a subprocess would give them, without starting an interpreter
    per case."""
    import contextlib
    import io

    from generator.cli import main

    out, err, old_argv = io.StringIO(), io.StringIO(), sys.argv
    sys.argv = ["pointerbench-text", *argv]
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                main()
                code = 0
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    finally:
        sys.argv = old_argv
    return subprocess.CompletedProcess(argv, code, out.getvalue(), err.getvalue())


@pytest.mark.parametrize(("args", "message"), CASES)
def test_bad_argument_exits_2_with_one_line(tmp_path: Path, args: list[str], message: str) -> None:
    out = tmp_path / "out"
    proc = _main(["build", "--out", str(out), *args])
    assert proc.returncode == 2, proc.stderr
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: ") and message in lines[0], lines
    assert "Traceback" not in proc.stderr
    assert not out.exists()


def test_non_empty_out_without_overwrite_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    proc = _main(["build", "--out", str(out), "--n", "2"])
    assert proc.returncode == 2 and "--overwrite" in proc.stderr
    assert sorted(p.name for p in out.iterdir()) == ["keep.txt"]
    proc = _main(["build", "--out", str(out), "--n", "2", "--overwrite"])
    assert proc.returncode == 2 and "does not look like a dataset" in proc.stderr
    assert (out / "keep.txt").read_text() == "mine"


@pytest.mark.parametrize(("content", "message"), [
    ("{not json", "not valid JSON (line 1"),
    ('["n", 3]', "expected a JSON object"),
    ('{"n": 3, "colour": "red"}', "unknown option colour"),
    ('{"with_geometry": "yes"}', "with_geometry must be true or false"),
    ('{"n": "many"}', "--n must be an integer"),
])
def test_a_config_that_does_not_parse_exits_2(tmp_path: Path, content: str, message: str) -> None:
    cfg = tmp_path / "build.json"
    cfg.write_text(content)
    out = tmp_path / "out"
    proc = _main(["build", "--config", str(cfg), "--out", str(out)])
    assert proc.returncode == 2 and message in proc.stderr, proc.stderr
    assert "Traceback" not in proc.stderr and not out.exists()


def test_config_file_values_apply_and_flags_win(tmp_path: Path) -> None:
    import json

    cfg = tmp_path / "build.json"
    cfg.write_text(json.dumps({"n": 3, "seed": 5, "split": "train", "languages": ["de"]}))
    out = tmp_path / "out"
    proc = _run(["--config", str(cfg), "--seed", "6", "--out", str(out)])
    assert proc.returncode == 0, proc.stderr
    info = json.loads((out / "build.json").read_text())
    assert (info["n"], info["seed"], info["split"]) == (3, 6, "train")
    assert info["config"]["languages"] == ["de"]


OTHER_COMMANDS = [
    (["build", "--bogus"], "No such option: --bogus"),
    (["bench", "--workers", "0"], "'--workers'"),
    (["bench", "--workers", "1000"], "'--workers'"),
    (["contact-sheet", "--thumb-width", "0"], "'--thumb-width'"),
    (["contact-sheet", "--columns", "0"], "'--columns'"),
    (["baseline", "random", "{ds}", "--seed", "-5"], "'--seed'"),
    (["preview", "{ds}", "--limit", "-5"], "'--limit'"),
    (["preview", "{ds}", "--out", "{file}"], "cannot preview"),
]


@pytest.mark.parametrize(("args", "message"), OTHER_COMMANDS)
def test_every_command_refuses_bad_values_in_one_line(tmp_path: Path, args: list[str],
                                                      message: str) -> None:
    """Usage errors of any command (typer's own checks included) are one ``error:`` line
    and exit 2, never a framed usage box or an internal error."""
    ds = tmp_path / "ds"
    (ds / "data" / "test").mkdir(parents=True)
    (ds / "data" / "test" / "metadata.jsonl").write_text("", encoding="utf-8")
    a_file = tmp_path / "a_file"
    a_file.write_text("x", encoding="utf-8")
    argv = [a.format(ds=ds, file=a_file) for a in args]
    proc = _main(argv)
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: ") and message in lines[0], lines
    assert "internal error" not in proc.stderr
