"""An SQL console's comment names the order threshold as an amount (r75 0002: "Pedidos de
más de 150 de clientes de Huelva" read as 150 orders)."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_sql_comment_threshold_is_money() -> None:
    for lang, seed, p in sampled("sql_console", 12):
        comment = p["sql"][0]
        floor = re.search(r"o\.total > (\d+)", " ".join(p["sql"])).group(1)
        assert floor in comment and re.search(r"[$€£]", comment), (lang, seed, comment)
