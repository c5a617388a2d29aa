"""`verify` on a dataset built without --with-geometry (issue 22): the file checks
(SHA256SUMS, row count, ids, plan) still run. Files intact: one `error:` line saying they
passed and that the per-row checks need geometry, exit 2. Files damaged: the findings,
each naming its file or row, exit 1."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PIL import Image
from typer.testing import CliRunner

from generator.build import run_build
from generator.cli import app
from generator.config import BuildConfig


@pytest.fixture(scope="module")
def plain(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("nogeo") / "ds"
    run_build(BuildConfig(n=6, seed=21), out, overwrite=False, command="test")
    assert not (out / "geometry").exists()
    return out


def _verify(out: Path, *args: str):
    return CliRunner().invoke(app, ["verify", str(out), *args])


def test_intact_files_pass_and_one_line_says_rows_need_geometry(plain: Path,
                                                                tmp_path: Path) -> None:
    result = _verify(plain, "--json", str(tmp_path / "r.json"))
    assert result.exit_code == 2, result.output
    lines = [ln for ln in result.output.splitlines() if ln.strip()]
    assert len(lines) == 1, result.output
    assert lines[0].startswith("error: ") and "built without --with-geometry" in lines[0]
    assert "file checks passed" in lines[0]
    assert not (tmp_path / "r.json").exists()  # an error writes no report


def _one_pixel(out: Path) -> str:
    png = out / "data/test/0003.png"
    with Image.open(png) as im:
        page = im.convert("RGB")
    r, g, b = page.getpixel((2, 2))
    page.putpixel((2, 2), ((r + 1) % 256, g, b))
    page.save(png)
    return "data/test/0003.png: checksum"


def _drop_row(out: Path) -> str:
    meta = out / "data/test/metadata.jsonl"
    lines = meta.read_text(encoding="utf-8").splitlines(keepends=True)
    meta.write_text("".join(lines[:-1]), encoding="utf-8")
    return "row_count: 5 rows, build.json says n = 6"


@pytest.mark.parametrize("tamper", [_one_pixel, _drop_row])
def test_damaged_files_are_findings(plain: Path, tmp_path: Path, tamper) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(plain, copy)
    expected = tamper(copy)
    result = _verify(copy, "--json", str(tmp_path / "r.json"))
    assert result.exit_code == 1, result.output
    assert result.output.startswith("file checks: ") and "rows not checked" in result.output
    assert expected in result.output
    assert (tmp_path / "r.json").is_file()
