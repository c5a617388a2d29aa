"""The VAT an invoice charges and the legal mention of a reduced rate, and the terms
under the totals that carry that mention."""

from __future__ import annotations

from typing import Any

from surfaces.invoice.look import Box, Look, prose
from surfaces.kit import Page

# the craft lines that are materials supplied (the rest is labour, call-out and disposal)
MATERIALS = ("socket", "spot", "fusebox", "worktop")


def vat_rate(fmt: dict[str, Any], trade: str, person: bool,
             items: list[dict[str, Any]]) -> tuple[int, str]:
    """The VAT rate of the invoice: the standard one, or the country's reduced renovation
    rate for a tradesman's work in a private client's home (r62 0019: painting billed to a
    private client at TVA 20 %): France 10 % (art. 279-0 bis CGI), Italy 10 % (L. 488/1999),
    Spain 10 % while the materials stay under 40 % of the base (art. 91.Uno.2.10.º LIVA).
    Germany, the UK and the Netherlands bill such work at the standard rate (the Dutch 9 %
    covers only painting and plastering labour). With the rate, the mention the law asks
    for beside a reduced one ("" at the standard rate)."""
    reduced = fmt.get("renovation")
    if reduced is None or trade != "craft" or not person:
        return int(fmt["vat"]), ""
    cap = fmt.get("renovation_materials")
    if cap is not None:
        total = sum(item["amount_cents"] for item in items)
        goods = sum(item["amount_cents"] for item in items if item["key"] in MATERIALS)
        if goods * 100 >= cap * total:
            return int(fmt["vat"]), ""
    return int(reduced), fmt["renovation_note"]


def terms_texts(p: dict[str, Any]) -> list[str]:
    return [p["doc"].get("rate_note", ""), " ".join(p["texts"]["terms"]), p["texts"]["thanks"]]


def terms(page: Page, look: Look, box: Box, p: dict[str, Any], style, gap: float) -> int | None:
    """The terms under the totals where they fit; else at least the reduced-VAT mention
    the law asks for."""
    bottom = prose(page, look, box, terms_texts(p), style, gap)
    note = p["doc"].get("rate_note", "")
    x1, y1, x2, y2 = box  # the mention alone may use the margins round the terms
    for text in (note, note.split(" (")[0]) if note and bottom is None else ():
        bottom = prose(page, look, (x1, y1 - 6, x2, y2 + 5), [text], style, gap)
        if bottom is not None:
            break
    return bottom
