"""A file manager's folder holds what its name promises (no CV or floor plan inside
"Holiday photos"; only scans in "Scans"), and French sizes are written in octets (Ko, Mo)
like the status bar's "Go"."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.file_manager import FOLDER_FILES


def test_folder_contents_match_its_name() -> None:
    for lang, seed, p in sampled("file_manager", 20):
        data = Content(lang, np.random.default_rng(0)).data.SLOTS
        stems, subs, allowed = FOLDER_FILES[p["folder_k"]]
        assert p["folder"] == data["apps_fm_folder"][p["folder_k"]]
        names = {data["apps_fm_file"][k] for k in stems}
        subfolders = {data["apps_fm_folder"][k] for k in subs}
        for row in p["rows"]:
            if row["kind"] == "folder":
                assert row["name"] in subfolders, (lang, seed, p["folder"], row["name"])
                continue
            stem = re.sub(r" \d{4}$", "", row["name"].rsplit(".", 1)[0])
            assert stem in names, (lang, seed, p["folder"], row["name"])
            assert allowed is None or row["kind"] in allowed, (lang, seed, row)
            if lang == "fr":
                assert re.search(r"\b[KMG]?o$", row["size"]), row["size"]
