"""h_r79 (r78 0012): a coloured figure in running text never takes red or green. Those say
whether a change is good, and the marks do not know what the figure measures: costs "+1%"
came out green and customers "+6%" red. A neutral colour still marks the change."""

from __future__ import annotations

import numpy as np

from surfaces.kit.prose import FIGURE_COLOURS, sample_marks

TEXTS = [
    "Operating costs rose by 1% to $771,000, while revenue fell by 6% to $2.4 million.",
    "The team won 184 new customers, +6% on Q4, and churn was −3 points lower.",
    "Les coûts ont augmenté de 4 % et le chiffre d'affaires a reculé de -2 % sur l'année.",
]


def test_coloured_figures_are_never_red_or_green() -> None:
    colours = []
    for seed in range(400):
        rng = np.random.default_rng([79, seed])
        for text in TEXTS:
            for mix in ("rich", "article", "listing", "mail", "docs"):
                marks = sample_marks(rng, text, mix)
                colours += [m[3] for m in marks if m[2] == "color"]
    assert len(colours) >= 5, colours
    assert set(colours) <= set(FIGURE_COLOURS), set(colours)
    assert not {"red", "green"} & set(colours)
