"""The written dataset follows SPEC 2 and loads with the real HuggingFace ``datasets``."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from PIL import Image

from generator.geometry import PageGeometry
from generator.schema import ROW_KEYS, validate_row


def _rows(out: Path) -> list[dict]:
    return [json.loads(line) for line in (out / "data/test/metadata.jsonl").read_text().splitlines()]


def test_rows_follow_the_spec(built: Path) -> None:
    rows = _rows(built)
    assert len(rows) == 12
    for i, row in enumerate(rows):
        assert list(row) == list(ROW_KEYS)
        validate_row(row)
        assert row["file_name"] == f"{i:04d}.png" and row["id"] == f"pbt_{i:04d}"
        image = Image.open(built / "data/test" / row["file_name"])
        assert image.size == (1024, 768) and image.mode == "RGB"
        x1, y1, x2, y2 = row["bbox"]
        assert x1 <= row["point"][0] <= x2 and y1 <= row["point"][1] <= y2


def test_geometry_sidecars_round_trip(built: Path) -> None:
    blob = (built / "geometry/test/0000.json.gz").read_bytes()
    geo = PageGeometry.loads_gz(blob)
    assert geo.glyphs and geo.words and geo.regions
    assert PageGeometry.from_json(json.loads(gzip.decompress(blob))).to_json() == geo.to_json()


def test_build_json_records_the_build(built: Path) -> None:
    info = json.loads((built / "build.json").read_text())
    for key in ("generator", "config", "seed", "split", "n", "versions", "fonts_manifest_sha256",
                "counts", "rejections", "wall_time_s", "sha256sums_digest"):
        assert key in info, key
    assert {"python", "pillow", "freetype", "numpy", "faker", "fonttools", "babel"} <= \
        set(info["versions"])
    assert sum(info["counts"]["category"].values()) == 12


def test_huggingface_datasets_loads_the_output(built: Path) -> None:
    import datasets

    ds = datasets.load_dataset("imagefolder", data_dir=str(built / "data"), split="test")
    assert len(ds) == 12
    first = ds[0]
    assert first["image"].size == (1024, 768)
    assert first["instruction"] == _rows(built)[0]["instruction"]
    assert first["bbox"] == _rows(built)[0]["bbox"]


def test_jsonl_files_appear_only_whole(tmp_path) -> None:
    import json

    import pytest

    from generator.writer import JsonlFile

    target = tmp_path / "metadata.jsonl"
    with pytest.raises(RuntimeError), JsonlFile(target) as out:
        out.write({"id": "a"})
        raise RuntimeError("killed while streaming")
    assert not target.exists() and not list(tmp_path.iterdir())
    with JsonlFile(target) as out:
        for i in range(3):
            out.write({"id": f"pbt_{i}", "instruction": "Klicke auf „Öl“"})
    lines = target.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["id"] for line in lines] == ["pbt_0", "pbt_1", "pbt_2"]
    assert "„Öl“" in lines[0]  # ensure_ascii off, as datasets reads it
