"""The contact sheet: a captioned grid of surface thumbnails, small enough to commit."""

from __future__ import annotations

import numpy as np
from PIL import Image
from typer.testing import CliRunner

from generator.cli import app
from generator.contact_sheet import BACKGROUND, CAPTION, PAD, contact_sheet, render_surface

NAMES = ["memo_page", "plain_text", "glossary_page"]


def test_sheet_is_a_captioned_grid(tmp_path) -> None:
    paths = contact_sheet(NAMES, tmp_path, columns=2, thumb_width=160)
    assert [p.name for p in paths] == ["surfaces-1.png"]
    assert paths[0].stat().st_size < 1_500_000
    sheet = np.asarray(Image.open(paths[0]).convert("RGB")).astype(int)
    cell_w, cell_h = 160 + PAD, 120 + CAPTION + PAD
    assert sheet.shape == (2 * cell_h + PAD, 2 * cell_w + PAD, 3)  # 3 names, 2 columns: 2x2
    bg = np.array(BACKGROUND)
    for k in range(4):
        x, y = PAD + (k % 2) * cell_w, PAD + (k // 2) * cell_h
        thumb = sheet[y + 2:y + 118, x + 2:x + 158]
        caption = sheet[y + 122:y + 120 + CAPTION, x:x + 160]
        filled = k < len(NAMES)
        # a page thumbnail has content (a dark page's text is faint at this size: std ~8);
        # the empty 4th cell is plain sheet background (std 0)
        assert bool(thumb.std() > 3) is filled
        assert bool((np.abs(thumb - bg).sum(axis=2) <= 6).all()) is not filled
        # a caption has dark ink under the thumbnail
        assert bool((caption.sum(axis=2) < 200).any()) is filled


def test_themes_alternate_where_supported() -> None:
    light = np.asarray(render_surface("plain_text", 0)).mean()
    dark = np.asarray(render_surface("plain_text", 1)).mean()
    assert light > 150 > dark
    # a light-only surface stays light at an odd index
    assert np.asarray(render_surface("memo_page", 1)).mean() > 150


def test_cli_writes_sheets(tmp_path) -> None:
    result = CliRunner().invoke(app, ["contact-sheet", "--out", str(tmp_path), "--surfaces",
                                      "memo_page,plain_text", "--thumb-width", "120"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "surfaces-1.png").exists()
    bad = CliRunner().invoke(app, ["contact-sheet", "--out", str(tmp_path), "--surfaces",
                                   "no_such_surface"])
    assert bad.exit_code == 2
