"""A bad page never kills a build (issue 19, item 7): an exception in a surface's code
rejects that attempt, is counted and logged, and the example is resampled; a surface that
fails on most attempts, or any error under --strict, ends the build with one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator import pipeline
from generator.cli import app

real_compose = pipeline.compose_page


def _flaky(slot, streams, *args):
    """Raise on the first attempt of every third example (the surface's own code path)."""
    if streams.index % 3 == 0 and streams.attempt == 0:
        raise ZeroDivisionError(f"broken page in {slot.surface}")
    return real_compose(slot, streams, *args)


def _broken(slot, streams, *args):
    raise KeyError("missing content key")


def _build(out: Path, *extra: str):
    return CliRunner().invoke(app, ["build", "--n", "6", "--seed", "5", "--out", str(out),
                                    *extra])


def test_a_failing_page_is_resampled_counted_and_logged(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    clean = tmp_path / "clean"
    assert _build(clean).exit_code == 0
    monkeypatch.setattr(pipeline, "compose_page", _flaky)
    out = tmp_path / "out"
    result = _build(out)
    assert result.exit_code == 0, result.output
    info = json.loads((out / "build.json").read_text())
    assert info["rejections"]["by_reason"]["surface_error"] == 2  # examples 0 and 3
    rows = (out / "data/test/metadata.jsonl").read_text().splitlines()
    assert len(rows) == 6
    log = (out / "surface_errors.log").read_text()
    assert log.count("Traceback") == 2 and "ZeroDivisionError: broken page in" in log
    assert "=== surface " + json.loads(rows[0])["surface"] in log
    sums = (out / "SHA256SUMS").read_text()
    assert "surface_errors.log" not in sums and "build.json" not in sums
    # the examples that never failed are the same pages as in the clean build
    clean_sums = dict(line.split("  ")[::-1] for line in (clean / "SHA256SUMS").read_text()
                      .splitlines())
    new_sums = dict(line.split("  ")[::-1] for line in sums.splitlines())
    assert new_sums["data/test/0001.png"] == clean_sums["data/test/0001.png"]


def test_strict_stops_at_the_first_surface_error(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pipeline, "compose_page", _flaky)
    out = tmp_path / "out"
    result = _build(out, "--strict")
    assert result.exit_code == 2
    lines = [ln for ln in result.output.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: surface ") and "--strict" in lines[0]
    assert "ZeroDivisionError" in lines[0] and "Traceback" not in result.output
    assert "Traceback" in (out / "surface_errors.log").read_text()


def test_a_surface_failing_on_most_pages_ends_the_build_naming_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pipeline, "compose_page", _broken)
    out = tmp_path / "out"
    result = _build(out, "--surfaces", "plain_text,book_page")
    assert result.exit_code == 2
    lines = [ln for ln in result.output.splitlines() if ln.strip()]
    assert len(lines) == 1, lines
    assert lines[0].startswith("error: surface ") and "KeyError" in lines[0]
    assert "plain_text" in lines[0] or "book_page" in lines[0]
    assert "--resume" in lines[0]
