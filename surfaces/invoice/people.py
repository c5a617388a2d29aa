"""The people and firms an invoice names, from the invoice country's own names where the
language's page country differs (an English invoice is British, while English pages are
otherwise American: no "Hernandez LLC" billing from Leeds). Without a ``people`` table in
the invoice formats, the page language's names are used. Nobody bears a famous full name
(the language's ``w11h.famous``: no "Proprietor: George Harrison")."""

from __future__ import annotations

from typing import Any

from surfaces.kit import Content, choice
from surfaces.kit.listed import name_stem
from surfaces.kit.typography import is_famous

# the trades whose customers may be private persons (an electrician's call-out, business
# cards); a consultant or an agency bills a company (review w13: staff interviews billed to
# "Nick Kamphuis" with no firm)
CONSUMER_TRADES = ("craft", "print")


class People:
    def __init__(self, content: Content, fmt: dict[str, Any]):
        self.content, self.names = content, fmt.get("people")
        self.famous = set(content.ui_list("w11h.famous"))

    def unknown(self, name: str) -> bool:
        """Whether ``name`` is nobody famous."""
        return name not in self.famous and not is_famous(name)

    def first_name_for(self, last: str) -> str:
        """A first name that makes no famous full name with ``last``."""
        first = self.first_name()
        for _ in range(20):
            if self.unknown(f"{first} {last}"):
                break
            first = self.first_name()
        return first

    def _pick(self, key: str) -> str:
        return str(choice(self.content.rng, self.names[key]))

    def last_name(self) -> str:
        return self._pick("last") if self.names else self.content.last_name()

    def first_name(self) -> str:
        return self._pick("first") if self.names else self.content.first_name()

    def full_name(self) -> str:
        for _ in range(20):
            name = self.content.full_name() if not self.names else \
                f"{self.first_name()} {self.last_name()}"
            if self.unknown(name):
                break
        return name

    def company(self) -> str:
        if not self.names:
            return self.content.company()
        last, other = self.last_name(), self.last_name()
        while other == last:
            other = self.last_name()
        return self._pick("company").format(last=last, last2=other)

    def client_firm(self, corporate: list[str]) -> str:
        """The customer firm billed: a firm's name, never a bare surname ("Dean-Silva" reads
        as a person's; it becomes "Dean-Silva Ltd"); a UK page's firm of British surnames."""
        name = self.company() if self.names else self.content.firm()
        name = name if " " in name.strip() else f"{name} {corporate[0]}"
        return name[0].upper() + name[1:]

    def sides(self, seller: list[str], person: bool,
              corporate: list[str]) -> tuple[str, str, str]:
        """(the client billed: a firm, or a person when ``person``; the client's contact;
        the seller's contact), no name of one side sharing a word with the other's
        (review w13: "Morgan Translations Ltd" billed "Attn: Laura Morgan", a client's
        "Claudia De Rosa" was written to by "Arianna De Rosa")."""
        mine = set().union(*(name_stem(s, self.content) for s in seller))
        for _ in range(40):
            client = self.full_name() if person else self.client_firm(corporate)
            attn = self.full_name()
            theirs = name_stem(client, self.content) | name_stem(attn, self.content)
            if not theirs & mine:
                break
        for _ in range(40):
            contact = self.full_name()
            if not name_stem(contact, self.content) & theirs:
                break
        return client, attn, contact
