"""A SQL console's grid is what its query returns: every row has the city of the WHERE
clause and a total above its bound, rows are ordered by created_at descending, and the
status line counts the rows. All six languages, 30 pages each."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_the_grid_answers_the_query() -> None:
    for lang, seed, p in sampled("sql_console", 30):
        where = next(line for line in p["sql"] if line.startswith("WHERE"))
        city = re.search(r"c\.city = '(.+)'", where).group(1)
        floor = int(re.search(r"total > (\d+)", where).group(1))
        assert all(r[3] == city for r in p["rows"]), (lang, seed, city)
        # a database client prints the stored number (2671.80), whatever the language
        assert all(re.fullmatch(r"\d+\.\d\d", r[5]) for r in p["rows"]), (lang, seed)
        assert all(float(r[5]) > floor for r in p["rows"]), (lang, seed, floor)
        assert floor % 50 == 0, (lang, seed, floor)  # a round threshold, not "more than 197"
        stamps = [r[4] for r in p["rows"]]
        assert stamps == sorted(stamps, reverse=True), (lang, seed, stamps)
        assert re.search(rf"\b{len(p['rows'])}\b", p["fetched"]), (lang, seed, p["fetched"])


def test_the_comment_describes_the_query() -> None:
    for lang, seed, p in sampled("sql_console", 10):
        where = next(line for line in p["sql"] if line.startswith("WHERE"))
        city = re.search(r"c\.city = '(.+)'", where).group(1)
        floor = re.search(r"total > (\d+)", where).group(1)
        assert p["sql"][0].startswith("-- ") and city in p["sql"][0], (lang, seed, p["sql"][0])
        assert floor in p["sql"][0], (lang, seed, p["sql"][0])


def test_addresses_spell_out_german_letters() -> None:
    """An address spells ß and umlauts out as Germans do (spiess, schaefer), not 'spie'."""
    import numpy as np

    from generator.content import Content

    # a private address is first.last@webmail or first@family.<country> (w_commerce)
    de = Content("de", np.random.default_rng(0))
    assert "spiess" in de.email("Wendelin Spieß")
    assert "schaefer" in de.email("Margret Schäfer")
    assert "arguelles" in Content("es", np.random.default_rng(0)).email("Ana Argüelles")
    assert de.email("Jörg Weiß", domain="firma.de") == "joerg.weiss@firma.de"
