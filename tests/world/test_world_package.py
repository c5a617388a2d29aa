"""A package page is about one package: its tagline says what its name says, and a PyPI page
never tells you to use npm or TypeScript (nor an npm page pip), and the readme names no
major version the package may not have reached."""

from __future__ import annotations

from world_helpers import sampled

from surfaces.package_registry import ALIEN, VERSIONED


def test_package_text_fits_the_registry_and_the_name() -> None:
    for lang, seed, p in sampled("package_registry", 4):
        cmd = ("pip install " if p["kind"] == "pypi" else "npm i ") + p["name"]
        assert cmd in p["blocks"][0]["text"], (lang, seed, p["blocks"][0])
        text = " ".join(b["text"] for b in p["blocks"][1:])
        assert not ALIEN[p["kind"]].search(text), (lang, seed, p["kind"], text)
        assert not VERSIONED.search(text), (lang, seed, text)
        assert p["tagline"] and p["tagline"][0].isupper()
