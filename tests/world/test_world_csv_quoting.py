"""The raw CSV view quotes exactly as a writer does (review3 0016: "Perkins Inc" quoted with
no comma in it while other names were not): csv_field matches Python's QUOTE_MINIMAL."""

from __future__ import annotations

import csv
import io

from surfaces.csv_preview import csv_field
from tests.world.world_helpers import sampled


def test_fields_are_quoted_as_python_csv_writes_them() -> None:
    for lang, seed, p in sampled("csv_preview", 10):
        for row in [p["head"], *p["rows"]]:
            buf = io.StringIO()
            csv.writer(buf, delimiter=p["delim"], lineterminator="\n").writerow(row)
            ours = p["delim"].join(csv_field(c, p["delim"]) for c in row) + "\n"
            assert ours == buf.getvalue(), (lang, seed, row)
