"""A changelog lists consecutive releases, newest first: each version is the one released
just before the one above it (no v1.5.1 straight after v1.4.0), dates go back in time, a
patch release only fixes or changes things, and no release carries a PR description."""

from __future__ import annotations

from world_helpers import sampled


def test_releases_follow_each_other() -> None:
    for lang, seed, p in sampled("changelog_page", 20):
        rel = p["releases"]
        versions = [tuple(int(v) for v in r["version"].split(".")) for r in rel]
        for newer, older in zip(versions, versions[1:], strict=False):
            if newer[2]:
                assert older == (newer[0], newer[1], newer[2] - 1), (lang, seed, versions)
            else:
                assert older[:2] == (newer[0], newer[1] - 1), (lang, seed, versions)
        for v, r in zip(versions, rel, strict=True):
            if v[2]:
                assert "added" not in [kd for kd, _ in r["sections"]], (lang, seed, v)
            assert not r["intro"], (lang, seed)
