"""pull_request_list: the open count agrees with the list: every open pull request is shown,
or the page (25) runs on below the window, a pager only under a whole page (h_lists, r49)."""

from __future__ import annotations

from generator.resolve import content_languages
from surfaces import registry
from tests.world.world_helpers import rendered


def test_open_count_matches_rows_or_pager():
    langs = [lg for lg in content_languages() if lg in registry.get("pull_request_list").languages]
    small = paged = 0
    for lang in langs:
        for seed in range(16):  # one n_open per seed in every language: 16 draws
            params, geo = rendered("pull_request_list", lang, seed)
            shown = sum(1 for r in geo.regions if r.name.startswith("row "))
            words = [w.text for w in geo.words]
            pager = params["pager"][0] in words and params["pager"][1] in words
            assert shown >= 1, (lang, seed)
            if shown == params["n_open"]:
                small += 1
                assert not pager, (lang, seed)
            else:
                paged += 1
                # a page of 25 runs on below the window; a pager only under a whole page
                assert shown < params["n_open"] and (pager == (shown == 25)), \
                    (lang, seed, shown, params["n_open"])
    assert small and paged
