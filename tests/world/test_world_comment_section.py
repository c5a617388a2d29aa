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
                if d is not c and (c["text"].startswith(first + ",") or f", {first}" in c["text"]):
                    assert c["age"] <= d["age"], (lang, seed, c["text"])


def test_a_single_hour_or_day_is_singular() -> None:
    """"1 hour ago", never "1 hours ago" (it "1 ore fa", de "vor 1 Tagen")."""
    for lang, seed, p in sampled("comment_section", 12):
        for c in p["comments"]:
            if c["age"] == 1 or c["age"] // 24 == 1:
                assert c["meta"].split()[0] in {"1", "vor", "il", "hace"}, c["meta"]
                assert not any(w in c["meta"] for w in ("hours", "days", "Tagen", "Stunden",
                                                        "ore ", "giorni", "heures", "jours",
                                                        "horas", "días", "dagen")), \
                    (lang, seed, c["meta"])
