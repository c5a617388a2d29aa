"""A file manager is one OS: Explorer pages name their drives as Windows does ("Local Disk
(C:)", never "Locations (C:)"), head the type column "Type", write dates as dates; Finder
pages show no drive letters."""

from __future__ import annotations

import datetime

from world_helpers import sampled

from generator.content.provider import locale_data


def test_file_manager_is_one_os() -> None:
    styles = set()
    for lang, seed, p in sampled("file_manager", 10):
        ui = locale_data(lang).UI
        styles.add(p["style"])
        now = datetime.date.fromisoformat(p["now"])
        if p["style"] == "explorer":
            assert p["cols"][2] == ui["fm.win_type"] and p["disks"] == ui["fm.win_disks"]
            assert p["labels"]["favourites"] == ui["fm.win_quick"], (lang, seed)
            assert not any(r["when"].startswith((ui["apps.fm.today"], ui["apps.fm.yesterday"]))
                           for r in p["rows"]), (lang, seed)
        else:
            assert p["cols"] == list(ui["apps.fm.cols"]), (lang, seed)
        assert all(str(now.year + 1) not in r["when"] for r in p["rows"]), (lang, seed)
    assert styles == {"finder", "explorer"}
