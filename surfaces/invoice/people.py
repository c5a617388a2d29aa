"""The people and firms an invoice names, from the invoice country's own names where the
language's page country differs (an English invoice is British, while English pages are
otherwise American: no "Hernandez LLC" billing from Leeds). Without a ``people`` table in
the invoice formats, the page language's names are used."""

from __future__ import annotations

from typing import Any

from surfaces.kit import Content, choice


class People:
    def __init__(self, content: Content, fmt: dict[str, Any]):
        self.content, self.names = content, fmt.get("people")

    def _pick(self, key: str) -> str:
        return str(choice(self.content.rng, self.names[key]))

    def last_name(self) -> str:
        return self._pick("last") if self.names else self.content.last_name()

    def first_name(self) -> str:
        return self._pick("first") if self.names else self.content.first_name()

    def full_name(self) -> str:
        if not self.names:
            return self.content.full_name()
        return f"{self.first_name()} {self.last_name()}"

    def company(self) -> str:
        if not self.names:
            return self.content.company()
        last, other = self.last_name(), self.last_name()
        while other == last:
            other = self.last_name()
        return self._pick("company").format(last=last, last2=other)
