"""Wave 8 e_docs: each document page is written from one record (a study, an invention,
a scene, a call chain, a table), so no two of its lines disagree."""

from __future__ import annotations

from world_helpers import sampled

import numpy as np

from generator.content import Content


def test_latex_paper_reports_one_study_at_a_real_university() -> None:
    """The affiliation names a real university (hl_uni), the method recruits in its town,
    the title and introduction name one device, and the abstract's group is the method's."""
    for lang, seed, p in sampled("latex_editor", 30):
        st = p["study"]
        data = Content(lang, np.random.default_rng(0)).data.SLOTS
        uni = data["hl_uni"].index(st["hl_uni"])
        assert data["hl_town"][uni] == st["hl_town"], (lang, seed)
        assert p["affil"].endswith(st["hl_uni"]), (lang, seed, p["affil"])
        intro, method = p["body"][0], p["body"][1]
        assert f" {st['hl_town']}" in method and st["hl_group"] in method, (lang, seed, method)
        assert st["hl_device"] in p["title"] and st["hl_device"] in intro, (lang, seed)
        assert f"{st['hn_n']} {st['hl_who']}" in p["abstract"], (lang, seed, p["abstract"])
        others = [t for t in data["hl_town"] if t != st["hl_town"]]
        text = " ".join([p["abstract"], *p["body"], p["title"]])
        assert not any(t in text for t in others), (lang, seed)
        students = st["hl_who"] == data["hl_who"][0]
        assert (st["hl_recruit"] in data["hl_recruit"][:2]) == students, (lang, seed)
