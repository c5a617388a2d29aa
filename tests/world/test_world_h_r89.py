"""Review r89: facts a page states agree with what it draws and with each other."""

import re

from surfaces.kit.thumbs import sketched_bars
from tests.world.world_helpers import sampled


def test_pdf_appendix_counts_the_rows_its_pages_draw() -> None:
    """"The appendix (pages 3-4) sets out all 42 tasks": the appendix thumbnails draw as
    many table rows as the sentence counts (r89 row 00: 42 said, 40 drawn)."""
    seen = 0
    for lang, seed, p in sampled("pdf_viewer", 30):
        if p["genre"] != "status" or p["total"] == p["page"]:
            continue
        width, size = p["width"], p["size"] - (2 if p["fit"] else 0)
        box = (0, 0, width, round(width * 1.414))
        m = {"left": 40, "right": width - 40, "size": size, "pitch": round(size * 1.5)}
        drawn = 0
        for n in range(p["page"] + 1, p["total"] + 1):
            bars = sketched_bars(box, m, "table", p["thumb_paras"][n - 1])
            drawn += sum(1 for b in bars if b[4] == 2) - 1  # a rule under each row, the head's
            assert max(b[3] for b in bars if b[4] == 2) <= box[3] - 60, (lang, seed)  # fits
        said = [int(x) for x in re.findall(r"\d+", p["sections"][-1]["paras"][-1])]
        assert said and said[-1] == drawn, (lang, seed, said, drawn)
        seen += 1
    assert seen >= 20
