"""The verifier's answer for one row: accepted, or the first failed check and why."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Verdict:
    """The outcome for one row: ``ok``, else the first failed check and why."""

    ok: bool
    reason: str = ""
    detail: str = ""
    candidates: int = 0  # how many candidates the instruction matched

    def as_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "reason": self.reason, "detail": self.detail,
                "candidates": self.candidates}
