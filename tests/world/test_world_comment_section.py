"""Comments under an article: one thought each, a reply is younger than the comment above
it, "newest first" lists them youngest first, and a comment addressing someone by name
names a commenter of the thread who wrote earlier."""

from __future__ import annotations

from world_helpers import sampled


def test_comment_ages_and_names() -> None:
    for lang, seed, p in sampled("comment_section", 5):
        cs = p["comments"]
        for prev, c in zip(cs, cs[1:], strict=False):
            if c["depth"]:
                assert c["age"] <= prev["age"], (lang, seed)
        firsts = {c["author"].split()[0]: c for c in cs if " " in c["author"]}
        for c in cs:
            for first, d in firsts.items():
                if d is not c and c["text"].startswith(first + ","):
                    assert c["age"] <= d["age"], (lang, seed, c["text"])
