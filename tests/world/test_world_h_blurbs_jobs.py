"""h_blurbs: a job board's employers are different firms by name (review w11:
'Informática Alcor S.L.' beside 'Alcor S.L.')."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from surfaces.kit.listed import trade_words
from tests.world.world_helpers import sampled

FORMS = re.compile(r"^(S\.?L\.?|S\.?A\.?|GmbH|AG|KG|SARL|SAS|SA|BV|B\.V\.|NV|N\.V\.|Inc\.?|LLC|"
                   r"Ltd|S\.r\.l\.|S\.p\.A\.|S\.n\.c\.|Co\.?|Group|Groep|VOF|eG|OHG|UG|e|y|und|"
                   r"and|et|en|fils|figli|&|C\.|Sons|Zonen|Hijos)$", re.I)


def test_no_two_employers_share_a_name_stem():
    """Trade words (Roofing, Informática) may recur; the firm's own words may not."""
    trades = {}
    for lang, seed, p in sampled("job_listing", 40):
        if lang not in trades:
            trades[lang] = {t.casefold() for t in trade_words(
                Content(lang, np.random.default_rng(0)))}
        owner: dict[str, str] = {}
        for job in p["jobs"]:
            for w in re.findall(r"[\w.'&-]+", job["company"]):
                if FORMS.match(w) or w.casefold() in trades[lang] or len(w) < 3:
                    continue
                assert owner.setdefault(w, job["company"]) == job["company"], \
                    (lang, seed, w, owner[w], job["company"])


def test_employers_name_no_trade_their_text_could_contradict():
    """'Inmobiliaria Ferrán S.A. fabrica alimentos' cannot be written: no trade in a name,
    and a name's own full stop ends its sentence ('S.A..' never)."""
    from tests.world.test_world_h_blurbs_stock import OTHER_TRADE
    from tests.world.test_world_h_firm import SECTOR
    for lang, seed, p in sampled("job_listing", 30):
        for job in p["jobs"]:
            # a role with its own sector (a developer's software firm, a nurse's clinic)
            # names that trade on purpose: test_world_h_firm checks it fits
            if job["role"] not in SECTOR:
                assert not OTHER_TRADE.search(job["company"]), (lang, seed, job["company"])
        assert not any(re.search(r"\w\.\.(?!\.)", t) for t in p["texts"]), (lang, seed)
