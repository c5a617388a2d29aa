"""c_prose: install guides differ with their product. A command-line tool is installed with
its runtime's package manager and troubleshot for PATH and permissions; it has no port, no
"address already in use", no service to stop; a server's guide keeps those. Across pages the
install guide has more than one set of steps and of troubles."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from generator.resolve import content_languages
from surfaces.kit.docs_page import docs_page
from surfaces.kit.docs_world import pin_docs_world


def _texts(doc: dict) -> list[str]:
    out = []
    for sec in doc["sections"]:
        for b in sec["blocks"]:
            if b[0] == "p":
                out.append(b[1])
            elif b[0] == "steps":
                out.extend(t for t, _ in b[1])
    return out


def test_install_guides_fit_their_product() -> None:
    for lang in content_languages():
        forms, steps = set(), set()
        for seed in range(40):
            content = Content(lang, np.random.default_rng([seed, 11]))
            rng = np.random.default_rng([seed, 5])
            world = pin_docs_world(rng, content)
            doc = docs_page(rng, content, world, "install",
                            {"install": "Install", "config": "Configure"})
            text = " ".join(_texts(doc))
            cli = "pip install" in text or "npm install" in text
            forms.add(cli)
            steps.add(doc["sections"][2]["blocks"][0][1][0][0][:12])
            if cli:
                assert "localhost" not in text and "address already in use" not in text, \
                    (lang, seed, text)
                assert f" {world['port']}" not in text, (lang, seed, text)
            else:
                assert "PATH" not in text, (lang, seed, text)
        assert forms == {True, False} and len(steps) >= 2, (lang, forms, steps)
