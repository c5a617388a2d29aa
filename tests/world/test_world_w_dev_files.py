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
            base = row["name"].rsplit(".", 1)[0]
            if re.fullmatch(r"(IMG|DSC)_\d{4}|VID_\d{8}_\d{6}", base):
                assert row["kind"] in ("image", "video"), (lang, seed, row)  # a camera's name
            else:
                # saved_name (r99 13): a date in front, a year, a number, a version or "(1)"
                stem = re.sub(r"^\d{4}-\d{2}-\d{2} ", "", base)
                stem = re.sub(r" (\d+|v\d|\(1\))$", "", stem)
                owner = names | ({p["folder"]} if row["kind"] == "zip" else set())
                assert stem in owner, (lang, seed, p["folder"], row["name"])
            assert allowed is None or row["kind"] in allowed, (lang, seed, row)
            if lang == "fr":
                assert re.search(r"\b[KMG]?o$", row["size"]), row["size"]
