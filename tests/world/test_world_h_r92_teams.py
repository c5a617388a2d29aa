"""r92 row 02 (teams_chat): an expanded team shows its channels, General first; a team with
none listed is drawn collapsed (▶)."""

from __future__ import annotations

from world_helpers import rendered, sampled


def test_an_open_team_lists_general_first():
    open_, shut = 0, 0
    for lang, seed, p in sampled("teams_chat", 30):
        for channels in (p["channels"], p["other_channels"]):
            if channels:
                open_ += 1
                assert channels[0] == p["channels"][0], (lang, seed, channels)
                assert len(set(channels)) == len(channels), (lang, seed, channels)
            else:
                shut += 1
    assert open_ and shut


def _carets(geo, team_list):
    """(top, points down) of the carets drawn before the team names."""
    out = []
    for s in geo.shapes:
        x1, y1, x2, y2 = s.box
        if s.kind == "icon" and team_list[0] + 10 <= x1 and x2 <= team_list[0] + 24 \
                and y2 - y1 <= 10:
            out.append((y1, x2 - x1 > y2 - y1))
    return sorted(out)


def test_the_caret_says_whether_channels_follow():
    for lang in ("en", "de", "nl"):
        for seed in range(8):
            p, geo = rendered("teams_chat", lang, seed)
            box = next(r.box for r in geo.regions if r.name == "teams")
            carets = _carets(geo, box)
            assert [down for _, down in carets] == [True, bool(p["other_channels"])], \
                (lang, seed, carets)
