"""The gallery command without a browser: what it writes, thumbnails made once, bad input,
the assets shipped as package data, and flags files read back by preview and verify."""

from __future__ import annotations

import fnmatch
import json
import re
from importlib import resources
from pathlib import Path
from urllib.parse import unquote

import pytest
from gallery_helpers import cli, metadata, rows_js
from PIL import Image

from generator.gallery.flags import FlagsError, read_flags, read_ids
from generator.gallery.site import ASSETS

ROOT = Path(__file__).resolve().parents[2]


def test_site_data_and_thumbnails_made_once(built, tmp_path):
    site = tmp_path / "site"
    first = cli("gallery", built, "--out", site).stdout
    rows = metadata(built)
    assert f"{len(rows)} rows, thumbnails {len(rows)} made, 0 reused" in first
    data = rows_js(site)
    assert [item["row"] for item in data["rows"]] == rows
    for item, row in zip(data["rows"], rows, strict=True):
        assert item["facets"]["language"] == [row["language"]]
        assert item["facets"]["data_type"] == [row["data_type"]]
        assert item["facets"]["theme"][0] in ("light", "dark")  # from the geometry sidecar
        image = (site / unquote(item["image"])).resolve()
        assert image == (built / "data/test" / row["file_name"]).resolve()
        with Image.open(site / unquote(item["thumb"])) as thumb:
            assert thumb.format == "WEBP" and thumb.width <= 320 and thumb.height <= 240
    stamps = {p: p.stat().st_mtime_ns for p in (site / "thumbs").rglob("*.webp")}
    again = cli("gallery", built, "--out", site).stdout
    assert f"thumbnails 0 made, {len(rows)} reused" in again
    assert stamps == {p: p.stat().st_mtime_ns for p in (site / "thumbs").rglob("*.webp")}
    assert not (site / "report.html").exists()
    page = (site / "index.html").read_text(encoding="utf-8")
    assert not re.search(r"(src|href)=\"(https?:)?//", page)  # nothing from the network
    for name in ASSETS:
        assert f'"{name}"' in page


def test_bad_input_is_one_error_line(built, tmp_path):
    for args in ([tmp_path / "nothing"], [built, "--split", "train"],
                 [built, "--predictions", tmp_path / "missing.jsonl"]):
        result = cli("gallery", *args, "--out", tmp_path / "site", code=2)
        assert result.output.startswith("error: ") and result.output.count("\n") == 1
    broken = tmp_path / "broken.jsonl"
    broken.write_text("{not json\n", encoding="utf-8")
    result = cli("gallery", built, "--predictions", broken, "--out", tmp_path / "site", code=2)
    assert "invalid JSON" in result.output
    assert not (tmp_path / "site" / "index.html").exists()


def test_static_assets_ship_in_the_wheel():
    static = resources.files("generator.gallery") / "static"
    names = ["index.html", *ASSETS]
    assert all((static / name).is_file() for name in names)
    setup = (ROOT / "setup.py").read_text(encoding="utf-8")
    patterns = re.search(r'"generator": \[([^\]]*)\]', setup).group(1)
    globs = [g.strip().strip('"') for g in patterns.split(",")]
    for name in names:
        assert any(fnmatch.fnmatch(f"gallery/static/{name}", g) for g in globs), name


def test_flags_file_formats(tmp_path):
    path = tmp_path / "flags.jsonl"
    path.write_text('{"id": "pbt_0001", "flag": "ambiguous", "note": "two"}\n\n'
                    "pbt_0002\n"
                    '{"id": "pbt_0001", "flag": "wrong_box", "note": ""}\n', encoding="utf-8")
    assert read_flags(path)[0] == {"id": "pbt_0001", "flag": "ambiguous", "note": "two"}
    assert read_ids(path) == ["pbt_0001", "pbt_0002"]
    path.write_text('{"flag": "ambiguous"}\n', encoding="utf-8")
    with pytest.raises(FlagsError, match="line 1"):
        read_flags(path)


def test_preview_and_verify_read_flags_back(built, tmp_path):
    rows = metadata(built)
    flags = tmp_path / "flags.jsonl"
    flags.write_text(json.dumps({"id": rows[1]["id"], "flag": "unnatural_wording",
                                 "note": "nobody says that"}) + "\n", encoding="utf-8")
    cli("preview", built, "--ids", f"@{flags}", "--out", tmp_path / "p")
    assert sorted(p.name for p in (tmp_path / "p").iterdir()) == [f"{rows[1]['id']}.png",
                                                                   "sheet.png"]
    report = tmp_path / "report.json"
    done = cli("verify", built, "--flags", flags, "--json", report).stdout
    assert f"{rows[1]['id']}  unnatural_wording  \"nobody says that\"  verifier: pass" in done
    assert "checked 1 rows" in done
    assert json.loads(report.read_text(encoding="utf-8"))["flags"][0]["id"] == rows[1]["id"]
    flags.write_text('{"id": "pbt_9999", "flag": "ambiguous", "note": ""}\n', encoding="utf-8")
    assert "pbt_9999" in cli("verify", built, "--flags", flags, code=2).output
    assert "pbt_9999" in cli("preview", built, "--ids", f"@{flags}", code=2).output
    flags.write_text("{broken\n", encoding="utf-8")
    assert cli("verify", built, "--flags", flags, code=2).output.startswith("error: ")
    assert cli("preview", built, "--ids", f"@{flags}", code=2).output.startswith("error: ")
