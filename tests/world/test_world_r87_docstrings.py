"""A code page's docstrings are English sentences: a field name that is an adjective or has a
unit suffix is said in words ("Sum the measured values of each sensor", not "Sum the measured
of each sensor", r87 0003; "weight per depot", not "weight_kg per depot"), a sentence starts
with a capital and "a"/"an" agree with the class name ("a User")."""

from __future__ import annotations

import re

import numpy as np

from surfaces.kit import code_world
from surfaces.kit.code_world import sample_module

DOC = re.compile(r'"""(.*?)"""')
BARE = re.compile(r"\b(?:the|Total|Sum the) (measured|gross|level|value)\b(?! (?:values|amounts|weight))")


def test_docstrings_read_as_sentences(monkeypatch) -> None:
    docs = set()
    for seed in range(300):
        module = sample_module(np.random.default_rng([seed, 87]))
        docs |= {d for line in module.lines for d in DOC.findall(line)}
    # the CSV report (1 module in 11 beside h_code's program shapes) names its amount field
    # in its docstrings' prose: sample it alone too
    monkeypatch.setattr(code_world, "SHAPE_SHARE", 0.0)
    for seed in range(100):
        module = sample_module(np.random.default_rng([seed, 88]))
        docs |= {d for line in module.lines for d in DOC.findall(line)}
    assert len(docs) > 150
    for doc in docs:
        prose = re.sub(r"``[^`]*``", "", doc)
        assert "_" not in prose, doc
        assert doc[0].isupper(), doc
        assert not BARE.search(doc), doc
        assert not re.search(r"\ban [BCDFGHJKLMNPQRSTUVWXYZ]|\ba [AEIO]", doc), doc
        assert not re.search(r"\ban U[a-z]", doc), doc
    assert any("measured values" in d for d in docs)
