"""Reviewer r86 fixes: a forward keeps the original subject behind its prefix (0019)."""

from __future__ import annotations

from world_helpers import sampled


def test_forward_subject_is_prefix_plus_original_subject() -> None:
    seen = set()
    for lang, seed, p in sampled("email_compose", 40):
        fwd = p["forward"]
        if not fwd:
            continue
        subject_line = fwd["head"][3]
        original = subject_line.split(":", 1)[1].strip()
        prefix, _, rest = p["subject"].partition(": ")
        assert rest == original and original[:1].isupper(), (lang, seed, p["subject"], original)
        assert 1 <= len(prefix) <= 4, (lang, seed, p["subject"])
        seen.add(lang)
    assert len(seen) == 6, seen
