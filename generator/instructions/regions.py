"""How an instruction names a region by what it holds: a labelled one (a form field, a card,
a button, a status component) by its printed label, a message by its author and the noun of
its kind ("in the review by Ann Lee")."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

# regions named "<kind> <label>" whose label a writer quotes ("in the “Email” field"); a
# column is named by its printed header (tables.py), a cell by its address
LABELLED_KINDS = frozenset({"field", "card", "button", "component", "area", "row", "section",
                            "attachment"})
# the noun a message region's name gives its kind of text ("review 3" is a review, "post 2
# reply 1" a reply); a name without one is a message (vocab.toml [authored])
AUTHORED_NOUNS = ("reply", "review", "comment", "post", "description")


def labelled(module: SimpleNamespace, quote: Callable[[str], str],
             q: dict[str, Any]) -> str | None:
    """A region named "<kind> <label>" (a form field, a card, a button, a status
    component) the language names by its kind: the label as the page prints it
    (``q["shown"]``, generator/targets/qualify.py) quoted, without the colon that ends
    it ("in the “File name” field", "dans le champ « Type »"), so that the verifier
    reads it as one quoted name. None for any other region."""
    name, label = q["name"], q.get("shown", "")
    kind = name.partition(" ")[0]
    kinds = getattr(module.REGIONS, "kinds", {})
    if kind not in LABELLED_KINDS or kind not in kinds or name in module.REGIONS \
            or not label:
        return None
    phrase, shown = kinds[kind], quote(label)
    return phrase.replace("{label}", shown) if "{label}" in phrase else f"{phrase} {shown}"


def authored(module: SimpleNamespace, region: str) -> list[str]:
    """The phrases naming a message region by its author, with the noun of its kind:
    "in the review by {name}", never "the mail from" a reviewer."""
    words = region.casefold().split()
    noun = next((n for n in AUTHORED_NOUNS if n in words), "message")
    if words == ["review"]:  # a pull request's one review, not a customer's "review 3"
        noun = "code_review"
    return module.AUTHORED.get(noun) or module.QUALIFIERS["message"]
