"""--exclude and check-disjoint trust no fingerprint file blindly (issue 22, items 7, 8)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.cli import app


def _run(*args: str):
    return CliRunner().invoke(app, list(args))


@pytest.fixture(scope="module")
def labels(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("labels") / "a"
    result = _run("build", "--n", "4", "--seed", "3", "--surfaces", "nutrition_label",
                  "--out", str(out))
    assert result.exit_code == 0, result.output
    return out


def _copy(src: Path, dst: Path) -> Path:
    import shutil

    shutil.copytree(src, dst)
    return dst / "data" / "test" / "fingerprints.jsonl"


def test_an_unsatisfiable_exclusion_is_one_line_and_leaves_nothing(
        labels: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from generator import pipeline

    # as if the excluded dataset had used up every page this surface can make
    monkeypatch.setattr(pipeline, "overlaps", lambda prints, excluded: True)
    out = tmp_path / "b"
    result = _run("build", "--n", "4", "--seed", "9", "--surfaces", "nutrition_label",
                  "--exclude", str(labels), "--out", str(out))
    assert result.exit_code == 2, result.output
    lines = [ln for ln in result.output.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: cannot satisfy --exclude")
    assert "nutrition_label" in lines[0] and "--surfaces" in lines[0]
    assert not out.exists()
    again = _run("build", "--n", "4", "--seed", "9", "--surfaces", "nutrition_label",
                 "--exclude", str(labels), "--out", str(out), "--resume")
    assert again.exit_code == 2 and not out.exists()


@pytest.mark.parametrize("damage", ["empty", "cut", "mistyped", "binary", "directory"])
def test_a_damaged_fingerprint_file_is_an_error_everywhere(labels: Path, tmp_path: Path,
                                                           damage: str) -> None:
    prints = _copy(labels, tmp_path / "a")
    lines = prints.read_text().splitlines()
    if damage == "empty":
        prints.write_text("")
    elif damage == "cut":
        prints.write_text("\n".join(lines[:2]) + "\n")
    elif damage == "mistyped":
        rec = json.loads(lines[0])
        rec["paragraphs"] = 7
        prints.write_text("\n".join([json.dumps(rec), *lines[1:]]) + "\n")
    elif damage == "binary":
        prints.write_bytes(b"\xff\xfe\x00garbage\n")
    else:
        prints.unlink()
        prints.mkdir()
    check = _run("check-disjoint", str(tmp_path / "a"), str(labels))
    assert check.exit_code == 2, check.output
    assert check.output.startswith("error:") and "disjoint" not in check.output.lower()
    out = tmp_path / "c"
    build = _run("build", "--n", "2", "--exclude", str(tmp_path / "a"), "--out", str(out))
    assert build.exit_code == 2 and "fingerprints.jsonl" in build.output, build.output
    assert build.output.startswith(f"error: --exclude {tmp_path / 'a'}")
    assert not out.exists()
