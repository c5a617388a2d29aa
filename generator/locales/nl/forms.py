"""Dutch phrase helper for instruction templates.

Dutch needs no case or contraction, only the article of a character noun split from it
so an ordinal can stand between ("het tweede cijfer", "de derde letter"): ``{art}`` and
``{n}`` are the article and noun of the ``{noun}`` slot.
"""

from __future__ import annotations

from typing import Any


class Form(str):
    """A template that also offers ``{art}`` and ``{n}`` (see the module docstring)."""

    def format(self, *args: Any, **slots: Any) -> str:
        if "noun" in slots:
            slots["art"], _, slots["n"] = str(slots["noun"]).partition(" ")
        return str.format(self, *args, **slots)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Form, (str(self),))
