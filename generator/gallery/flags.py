"""Review flags exported by the gallery: JSON lines ``{"id", "flag", "note"}``.

Standard library only, so any command can read a flags file back. ``read_ids`` also
accepts a plain list of ids (one a line), so ``preview --ids @FILE`` takes either.
"""

from __future__ import annotations

import json
from pathlib import Path

FLAG_KINDS = ("wrong_box", "ambiguous", "unnatural_wording", "unrealistic_page")


class FlagsError(ValueError):
    """The flags file cannot be read; the message names the file and line."""


def read_flags(path: Path) -> list[dict[str, str]]:
    """Every flag of the file, in file order: ``{"id", "flag", "note"}``."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise FlagsError(f"cannot read flags file {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise FlagsError(f"flags file {path} is not UTF-8 text") from None
    flags = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line:
            continue
        if not line.startswith("{"):  # a bare id
            flags.append({"id": line, "flag": "", "note": ""})
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise FlagsError(f"{path} line {number}: invalid JSON ({exc.msg})") from None
        if not isinstance(record, dict) or not isinstance(record.get("id"), str):
            raise FlagsError(f"{path} line {number}: expected an object with a string 'id'")
        flags.append({"id": record["id"], "flag": str(record.get("flag") or ""),
                      "note": str(record.get("note") or "")})
    return flags


def read_ids(path: Path) -> list[str]:
    """The flagged ids of a flags file, each once, in file order."""
    return list(dict.fromkeys(flag["id"] for flag in read_flags(path)))
