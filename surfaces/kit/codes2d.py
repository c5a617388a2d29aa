"""2-D codes with the structure a reader's eye (and a scanner) looks for, not random noise:

- ``qr_code``: a QR symbol (21, 25 or 29 modules): finder patterns in three corners with
  their light separators, the timing rows between them, the alignment square, the dark
  module, data around them, and a light quiet zone all round;
- ``aztec_code``: a compact Aztec symbol: the bullseye of rings in the centre with its
  orientation marks, data layers around it;
- ``datamatrix``: the solid "L" finder on the left and bottom, the dotted clock track on
  the top and right;
- ``pdf417``: a stacked code: each row a start pattern (a wide bar and thin bars), a row
  indicator, data codewords of 17 modules (4 bars, 4 spaces), a row indicator and the stop
  pattern, rows three modules tall.

The codes need not decode; their data comes from ``seed`` (an int the surface samples), so
one page always draws one symbol. Modules are whole device pixels where the box allows,
drawn as one mesh op per symbol (runs of dark modules merged): a symbol is one shape.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from generator.page import Page
from surfaces.kit.stage import RGB, Box


@lru_cache(maxsize=256)
def qr_matrix(seed: int, version: int = 2) -> tuple[tuple[bool, ...], ...]:
    """A QR symbol's modules (True dark) of ``version`` (1-3: 21, 25 or 29 modules a side)."""
    n = 17 + 4 * version
    rng = np.random.default_rng([seed & 0xFFFFFFFF, n, 1])
    m = rng.random((n, n)) < 0.5
    for r0, c0 in ((0, 0), (0, n - 7), (n - 7, 0)):
        m[max(0, r0 - 1):r0 + 8, max(0, c0 - 1):c0 + 8] = False  # the separator
        for r in range(7):
            for c in range(7):
                d = max(abs(r - 3), abs(c - 3))
                m[r0 + r, c0 + c] = d != 2
    for k in range(8, n - 8):  # the timing patterns between the finders
        m[6, k] = m[k, 6] = k % 2 == 0
    if version > 1:  # the alignment pattern
        a = n - 7
        for r in range(-2, 3):
            for c in range(-2, 3):
                m[a + r, a + c] = max(abs(r), abs(c)) != 1
    m[4 * version + 9, 8] = True  # the dark module
    return tuple(tuple(bool(v) for v in row) for row in m)


@lru_cache(maxsize=256)
def aztec_matrix(seed: int, layers: int = 2) -> tuple[tuple[bool, ...], ...]:
    """A compact Aztec symbol's modules (``layers`` 1-4: 15 to 27 a side)."""
    n = 11 + 4 * layers
    rng = np.random.default_rng([seed & 0xFFFFFFFF, n, 2])
    m = rng.random((n, n)) < 0.5
    c = n // 2
    for r in range(c - 5, c + 6):
        for k in range(c - 5, c + 6):
            d = max(abs(r - c), abs(k - c))
            if d <= 4:
                m[r, k] = d % 2 == 0  # the bullseye: dark centre, rings every other module
    # the orientation marks at the corners of the mode-message ring
    for r, k, on in ((-5, -5, 1), (-5, -4, 1), (-4, -5, 1), (-5, 5, 1), (-4, 5, 1),
                     (4, 5, 1), (5, 5, 0), (5, 4, 0), (5, -5, 0), (4, -5, 0), (5, -4, 0),
                     (-5, 4, 0)):
        m[c + r, c + k] = bool(on)
    return tuple(tuple(bool(v) for v in row) for row in m)


@lru_cache(maxsize=256)
def datamatrix_matrix(seed: int, n: int = 18) -> tuple[tuple[bool, ...], ...]:
    """A Data Matrix symbol's modules, ``n`` (even) a side."""
    rng = np.random.default_rng([seed & 0xFFFFFFFF, n, 3])
    m = rng.random((n, n)) < 0.5
    m[:, 0] = True  # the L finder: left column ...
    m[n - 1, :] = True  # ... and bottom row
    for k in range(n):
        m[0, k] = k % 2 == 0  # the clock track: top row ...
        m[k, n - 1] = (n - 1 - k) % 2 == 0  # ... and right column
    return tuple(tuple(bool(v) for v in row) for row in m)


def _mesh(page: Page, box: Box, polys: list, name: str) -> None:
    """The polygons as one op, on whole pixels (page.mesh rounds them at other scales)."""
    if page.scale == 1:
        polys = [([(round(x), round(y)) for x, y in pts], fill) for pts, fill in polys]
    page.mesh(box, polys, name=name)


def _edge(v: float, scale: float) -> float:
    """A module's last pixel before edge ``v`` (PIL polygons include their last point)."""
    return v - 1 / scale


def draw_modules(page: Page, box: Box, m: tuple[tuple[bool, ...], ...], ink: RGB,
                 paper: RGB, quiet: int = 2, name: str = "qr code") -> Box:
    """Modules ``m`` centred in ``box`` on ``paper``, whole device pixels each and at least
    ``quiet`` modules of paper all round; returns the symbol's own box (without the zone)."""
    x1, y1, x2, y2 = box
    n = len(m)
    side = min(x2 - x1, y2 - y1)
    s = page.scale
    u = max(1, int(side * s / (n + 2 * quiet))) / s  # logical size of one module
    ox, oy = x1 + (x2 - x1 - n * u) / 2, y1 + (y2 - y1 - n * u) / 2
    ox, oy = round(ox * s) / s, round(oy * s) / s
    page.rect(box, paper, name=name)
    polys = []
    for r, row in enumerate(m):
        c = 0
        while c < n:
            if not row[c]:
                c += 1
                continue
            end = c
            while end < n and row[end]:
                end += 1
            a, b = ox + c * u, _edge(ox + end * u, s)
            t, bt = oy + r * u, _edge(oy + (r + 1) * u, s)
            polys.append(([(a, t), (b, t), (b, bt), (a, bt)], ink))
            c = end
    _mesh(page, box, polys, name)
    return (round(ox), round(oy), round(ox + n * u), round(oy + n * u))


def qr_code(page: Page, box: Box, seed: int, ink: RGB, paper: RGB, version: int = 2,
            quiet: int = 2) -> Box:
    return draw_modules(page, box, qr_matrix(int(seed), version), ink, paper, quiet)


def aztec_code(page: Page, box: Box, seed: int, ink: RGB, paper: RGB, layers: int = 2) -> Box:
    return draw_modules(page, box, aztec_matrix(int(seed), layers), ink, paper, 1, "aztec code")


def datamatrix(page: Page, box: Box, seed: int, ink: RGB, paper: RGB, n: int = 18) -> Box:
    return draw_modules(page, box, datamatrix_matrix(int(seed), n), ink, paper, 1, "2d code")


START = (8, 1, 1, 1, 1, 1, 1, 3)  # PDF417 start pattern: bar, space, bar, ...
STOP = (7, 1, 1, 3, 1, 1, 1, 2, 1)


@lru_cache(maxsize=64)
def _codewords(seed: int, count: int) -> tuple[tuple[int, ...], ...]:
    """``count`` codewords: 8 widths (bar first) of 1-6 modules adding up to 17."""
    rng = np.random.default_rng([seed & 0xFFFFFFFF, count, 4])
    out = []
    for _ in range(count):
        w = [1] * 8
        while sum(w) < 17:
            k = int(rng.integers(8))
            if w[k] < 6:
                w[k] += 1
        out.append(tuple(w))
    return tuple(out)


def pdf417(page: Page, box: Box, seed: int, ink: RGB, paper: RGB, columns: int = 3) -> Box:
    """A PDF417 symbol filling ``box``'s width (a quiet zone of two modules each side):
    rows of start pattern, row indicator, ``columns`` data codewords, row indicator, stop."""
    x1, y1, x2, y2 = box
    s = page.scale
    modules = 17 * (columns + 3) + 18 + 4
    u = max(1, int((x2 - x1) * s / modules)) / s
    rh = 3 * u
    rows = max(3, min(30, int((y2 - y1 - 4 * u) / rh)))
    ox = round((x1 + (x2 - x1 - (modules - 4) * u) / 2) * s) / s
    oy = round((y1 + (y2 - y1 - rows * rh) / 2) * s) / s
    words = _codewords(int(seed), rows * (columns + 2))
    page.rect(box, paper, name="pdf417 code")
    polys = []
    for r in range(rows):
        widths = [*START, *(w for k in range(columns + 2) for w in words[r * (columns + 2) + k]),
                  *STOP]
        x, t, bt = ox, oy + r * rh, _edge(oy + (r + 1) * rh, s)
        bar = True
        for w in widths:
            if bar:
                polys.append(([(x, t), (_edge(x + w * u, s), t), (_edge(x + w * u, s), bt),
                               (x, bt)], ink))
            x += w * u
            bar = not bar
    _mesh(page, box, polys, "pdf417 code")
    return (round(ox), round(oy), round(ox + (modules - 4) * u), round(oy + rows * rh))
