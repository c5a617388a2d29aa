"""A package page is one package's: its repository is the first maintainer's, the readme
names no other author, its usage calls a function that fits what the package does, and a
0.x package with few downloads does not claim production use on thousands of sites."""

from __future__ import annotations

from world_helpers import sampled

from surfaces.package_registry import USAGE


def test_owner_usage_and_claims() -> None:
    for lang, seed, p in sampled("package_registry", 10):
        owner = p["maintainers"][0]
        text = " ".join(b["text"] for b in p["blocks"])
        first = owner.split()[0].lower()
        assert p["user"].startswith(first[:3]) or lang != "en", (lang, seed, p["user"], owner)
        topic = next(t for t, opts in USAGE.items()
                     if any(o[0] == p["fn"] and o[1] == p["usage"][0] for o in opts))
        assert topic, (lang, seed, p["fn"])
        if lang == "en":
            assert "wrote" not in text or owner in text or "We wrote" in text, (seed, text)
            downloads = int(p["downloads"].replace(",", ""))
            assert "in production" not in text or downloads >= 200_000, (seed, text)
            if p["kind"] == "pypi":
                assert "browser" not in text, (seed, text)


def test_readme_marks_only_code() -> None:
    """Links on "Python" and code font on a random "CI": a readme sets only what one types
    (the function, the install command) in code font."""
    for lang, seed, p in sampled("package_registry", 6):
        for b in p["blocks"]:
            for a, e, kind, _ in b["marks"]:
                assert kind == "code", (lang, seed, b["marks"])
                span = b["text"][a:e]
                assert span.startswith((p["fn"], "pip install", "npm i")), (lang, seed, span)
