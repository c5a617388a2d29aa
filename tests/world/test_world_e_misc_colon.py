"""French puts a space before a colon ("Mis à jour : 23 déc.", "Lignes par page :") on every
label of these pages, never "Mis à jour: 23 déc." beside "Lignes par page :"."""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator.content import Content
from generator.page import make_theme
from surfaces import registry

SURFACES = ("data_table", "cron_schedule", "prescription_view", "patient_record",
            "pivot_summary", "query_results", "alert_list", "settings_panel", "system_dialog",
            "job_application", "realestate_listing", "restaurant_menu", "poll_page")
TIGHT = re.compile(r"[A-Za-zÀ-ÿ)»]:(?=\s|$)")


def _texts(name: str, seed: int) -> list[str]:
    cls = registry.get(name)
    content = Content("fr", np.random.default_rng([seed, 11]))
    params = cls().sample(np.random.default_rng([seed, 5]), content)
    page = cls().compose(params, make_theme(False, "blue"))
    return ["".join(g.char for g in line.glyphs) for block in page.text_blocks()
            if block.role not in ("code", "terminal", "mono")
            for line in block.laid.lines]


@pytest.mark.parametrize("name", SURFACES)
def test_french_labels_space_their_colon(name: str) -> None:
    for seed in range(8):
        for line in _texts(name, seed):
            if "://" in line:
                continue
            assert not TIGHT.search(line), (name, seed, line)
