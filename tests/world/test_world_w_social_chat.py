"""Team chats: shared links are on the org's own drive, nobody posts three unrelated lines in
a row, reactions fit the message, the empty composer's caret stands before its placeholder."""

import re

from tests.world.world_helpers import rendered, sampled

_DRIVE = re.compile(r"https://drive\.([\w.-]+)/")


def _domain_word(name: str) -> str:
    """The firm's name as addresses spell it, both ways ("Heß" -> "hess", "Müller" ->
    "mueller" or "muller"; "Le Roux" -> "leroux", its domain roux.org)."""
    from generator.content.names import address_ascii
    return address_ascii(name.lower(), umlauts=True) + " " + address_ascii(name.lower())


def test_slack_links_use_the_workspace_domain_and_posters_alternate():
    for lang, seed, p in sampled("slack_like", 8):
        word = _domain_word(p["workspace"])
        whos = [m["who"] for m in p["messages"]]
        for m in p["messages"]:
            for host in _DRIVE.findall(m["text"]):
                assert host.split(".")[0] in word, (lang, seed, host, word)
            # no 👀 (drawn small it reads as a fearful face), no 😂 or 🔥 at work
            assert not {"eyes", "laugh", "fire"} & set(m["emoji"]), (lang, seed, m)
        runs = zip(whos, whos[1:], whos[2:], strict=False)
        assert not any(a == b == c for a, b, c in runs), (lang, seed)


def test_teams_files_are_on_the_open_team_drive():
    for lang, seed, p in sampled("teams_chat", 15):
        word = _domain_word(p["teams"][0])
        for post in p["posts"]:
            for r in [post, *post["replies"]]:
                for host in _DRIVE.findall(r["text"]):
                    assert host.split(".")[0] in word, (lang, seed, host)


def test_composer_caret_before_the_placeholder():
    for lang in ("en", "de"):
        _, geo = rendered("slack_like", lang, 2)
        carets = [s.box for s in geo.shapes if s.kind == "caret"]
        comp = [r.box for r in geo.regions if r.name == "composer"]
        assert carets and comp
        words = [w for w in geo.words if geo.glyphs[w.glyphs[0]].region in
                 {r.id for r in geo.regions if r.name == "composer"}]
        first = min(geo.glyphs[w.glyphs[0]].ink[0] for w in words)
        assert any(comp[0][0] <= c[0] <= first for c in carets)


def test_video_call_invite_is_a_meeting_link():
    for lang, seed, p in sampled("video_call_chat", 8):
        for m in p.get("chat", p.get("messages", [])):
            assert "drive." not in m["text"], (lang, seed, m)
