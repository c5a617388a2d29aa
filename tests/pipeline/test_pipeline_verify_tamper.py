"""`verify` fails a tampered dataset and names what was touched (issue 22, item 4)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from build_helpers import build_dataset
from PIL import Image
from typer.testing import CliRunner

from generator.cli import app


@pytest.fixture(scope="module")
def dataset(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("tamper") / "ds"
    build_dataset(out, n=8, seed=11)
    return out


def _pixel(out: Path) -> str:
    png = out / "data/test/0002.png"
    with Image.open(png) as im:
        page = im.convert("RGB")
    x, y = 3, page.height - 3
    r, g, b = page.getpixel((x, y))
    page.putpixel((x, y), ((r + 1) % 256, g, b))
    page.save(png)  # re-encoded, one pixel off
    return "data/test/0002.png"


def _rows(out: Path, keep) -> str:
    meta = out / "data/test/metadata.jsonl"
    lines = meta.read_text().splitlines(keepends=True)
    meta.write_text("".join(keep(lines)))
    return "data/test/metadata.jsonl"


def _sums(out: Path) -> str:
    sums = out / "SHA256SUMS"
    lines = sums.read_text().splitlines(keepends=True)
    lines[1] = ("0" if lines[1][0] != "0" else "1") + lines[1][1:]
    sums.write_text("".join(lines))
    return lines[1].split("  ")[1].strip()


def _build_json(key: str, delta: int):
    def edit(out: Path) -> str:
        build = json.loads((out / "build.json").read_text())
        build[key] += delta
        build["config"][key] += delta
        (out / "build.json").write_text(json.dumps(build))
        return "plan" if key == "seed" else "row_count"
    return edit


CASES = {
    "one pixel": _pixel,
    "deleted row": lambda out: _rows(out, lambda ls: ls[:3] + ls[4:]),
    "cut short": lambda out: _rows(out, lambda ls: ls[:3]),
    "edited SHA256SUMS": _sums,
    "edited seed": _build_json("seed", 1),
    "edited n": _build_json("n", 2),
}


def test_the_clean_dataset_verifies(dataset: Path) -> None:
    result = CliRunner().invoke(app, ["verify", str(dataset)])
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("case", CASES)
def test_tampering_fails_and_names_the_file_or_row(dataset: Path, tmp_path: Path,
                                                   case: str) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(dataset, copy)
    named = CASES[case](copy)
    result = CliRunner().invoke(app, ["verify", str(copy), "--json", str(tmp_path / "r.json")])
    assert result.exit_code == 1, result.output
    report = json.loads((tmp_path / "r.json").read_text())
    assert any(named in (f["id"], f["reason"]) for f in report["failures"]), report["failures"]
    assert any(line.startswith("  ") and ": " in line for line in result.output.splitlines())


def test_json_to_a_bad_path_is_refused_before_any_work(dataset: Path, tmp_path: Path) -> None:
    for bad in (tmp_path, tmp_path / "missing" / "r.json"):
        result = CliRunner().invoke(app, ["verify", str(dataset), "--json", str(bad)])
        assert result.exit_code == 2 and result.output.startswith("error: --json")
        assert "pass" not in result.output
