"""Font files as FreeType is given them: a TrueType file without hinting programs gets two
empty ones.

FreeType hands a TrueType font that has no ``fpgm`` and no ``prep`` table (Roboto) to its
auto-hinter, and at the load target we get from Pillow that hinter fits stems and glyph widths
to whole pixels horizontally: at 14 px Roboto's "t" is drawn 5 px wide with a 6 px advance
where the font gives 4.58 px. The layout places glyphs at the font's own (unhinted) advances,
so such widened glyphs crowd each other and eat word spaces ("Met veel" read "Metveel",
"websi te", r77 0009). With a one-instruction ``fpgm`` and ``prep`` the file goes to the
TrueType interpreter instead, which (v40) never moves points horizontally: every glyph's
ink keeps the proportions its advance has. Outlines, metrics, kerning and advances are
unchanged (raqm measures the same lengths to the bit), so only the drawn pixels change.
"""

from __future__ import annotations

import io
import struct
from functools import cache

from PIL import ImageFont

_EMPTY_PROGRAM = b"\x01"  # SVTCA[x]: sets a vector, moves nothing
_ADDED = (b"fpgm", b"prep")


@cache
def _patched(path: str) -> bytes | None:
    """The file at ``path`` with empty hinting programs added, or None when it needs none
    (it has hinting programs, or CFF outlines, which FreeType hints only vertically)."""
    with open(path, "rb") as fh:
        data = fh.read()
    version, count = struct.unpack(">4sH", data[:6])
    entries = [struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i]) for i in range(count)]
    tags = {e[0] for e in entries}
    if b"glyf" not in tags or tags & set(_ADDED) or version == b"ttcf":
        return None
    return _with_tables(data, version, entries)


def _with_tables(data: bytes, version: bytes, entries: list[tuple]) -> bytes:
    """``data`` with the ``_ADDED`` tables appended (every old table moved by the longer
    directory, which keeps their 4-byte alignment)."""
    count = len(entries) + len(_ADDED)
    shift = 16 * len(_ADDED)
    pow2 = 1 << (count.bit_length() - 1)
    header = struct.pack(">4sHHHH", version, count, pow2 * 16, pow2.bit_length() - 1,
                         count * 16 - pow2 * 16)
    end = (len(data) + 3) & ~3
    body = data[12 + 16 * len(entries):] + b"\0" * (end - len(data))
    moved = [(tag, checksum, offset + shift, length)
             for tag, checksum, offset, length in entries]
    tail = b""
    for tag in _ADDED:
        moved.append((tag, _checksum(_EMPTY_PROGRAM), end + shift + len(tail),
                      len(_EMPTY_PROGRAM)))
        tail += _EMPTY_PROGRAM + b"\0" * (-len(_EMPTY_PROGRAM) % 4)
    directory = b"".join(struct.pack(">4sIII", *e) for e in sorted(moved))
    return header + directory + body + tail


def _checksum(table: bytes) -> int:
    padded = table + b"\0" * (-len(table) % 4)
    return sum(struct.unpack(f">{len(padded) // 4}I", padded)) & 0xFFFFFFFF


def open_font(path: str, size: int, layout: ImageFont.Layout) -> ImageFont.FreeTypeFont:
    """``ImageFont.truetype`` of the bundled file at ``path``, as FreeType should hint it."""
    data = _patched(path)
    return ImageFont.truetype(path if data is None else io.BytesIO(data), size,
                              layout_engine=layout)
