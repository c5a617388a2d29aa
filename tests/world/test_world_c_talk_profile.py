"""A profile's posts agree with its career: no "Two years ago today I moved to Münster" under
"in Münster since 2021", no "first day at" or "twenty years at" a firm the experience list
does not show."""

from __future__ import annotations

import re

from world_helpers import sampled

MOVED = re.compile(r"years ago today I moved|Jahren bin ich nach|jour pour jour, j'emménageais|"
                   r"años me mudé|anni fa oggi mi trasferivo|jaar geleden verhuisd|"
                   r"Primer día en|Primera semana en|jaar in dienst bij|afscheid genomen bij|"
                   r"vertrokken bij", re.I)


def test_the_posts_agree_with_the_career() -> None:
    for lang, seed, p in sampled("profile_page", 60):
        for post in p["posts"]:
            assert not MOVED.search(post), (lang, seed, post)
        firms = {j["company"] for j in p["jobs"]}
        for post in p["posts"]:
            for word in re.findall(r"\b[A-Z][\w&.-]+(?: [&A-Z][\w&.-]*)* (?:GmbH|AG|KG|SARL|SAS|"
                                   r"S\.A\.|S\.L\.|S\.p\.A\.|S\.r\.l\.|B\.V\.|N\.V\.|Inc|LLC|Ltd)",
                                   post):
                assert any(word in f for f in firms), (lang, seed, post)
