"""Checks of one sampled target against its page: box convention (geometry and pixels),
referenced text, uniqueness of the reference, and quotes of the instruction."""

from __future__ import annotations

import numpy as np
from targets_oracle import QUOTE_RE, Oracle, nth_char, squash

from generator.geometry import PageGeometry
from generator.targets import Target
from generator.targets.categories import REQUIRED_ROLES

INK = {"word_center", "word_bbox", "structural_text", "chrome_label", "char_center",
       "char_bbox", "punctuation"}
CARETS = {"caret_before_word", "caret_after_word", "caret_between_chars", "sentence_boundary",
          "paragraph_start", "paragraph_end"}


def union(geo: PageGeometry, ids) -> tuple[int, int, int, int]:
    boxes = [geo.glyphs[i].ink for i in ids if geo.glyphs[i].ink is not None]
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes),
            max(b[3] for b in boxes))


def decorated(geo: PageGeometry, ids) -> bool:
    """Whether these glyphs or their near neighbours carry a rule or a background."""
    ids = list(ids)
    for i in range(max(0, ids[0] - 2), min(len(geo.glyphs), ids[-1] + 3)):
        s = geo.styles[geo.glyphs[i].style]
        if s["underline"] or s["strike"] or s["highlight"] or s["code"] or s["link"]:
            return True
    return False


def background(img: np.ndarray, box, within=None) -> np.ndarray:
    """The most common colour of a window 6 px around the box, clipped to ``within`` (the
    smallest shape holding the box: an avatar's initials sit on its disc, not the page)."""
    x1, y1, x2, y2 = box
    a, b, c, d = within or (0, 0, img.shape[1], img.shape[0])
    window = img[max(0, y1 - 6, b + 2):min(y2 + 6, d - 2), max(0, x1 - 6, a + 2):min(x2 + 6, c - 2)]
    colours, counts = np.unique(window.reshape(-1, 3), axis=0, return_counts=True)
    return colours[int(np.argmax(counts))]


def check_pixels(img: np.ndarray, geo: PageGeometry, ids: list[int]) -> None:
    """The tight ink box touches ink on all four sides, and no ink of these glyphs lies
    outside it (the ring just outside is background wherever no other glyph or shape
    edge is)."""
    x1, y1, x2, y2 = union(geo, ids)
    holders = [s.box for s in geo.shapes if s.box[0] <= x1 - 1 and s.box[1] <= y1 - 1
               and s.box[2] >= x2 + 1 and s.box[3] >= y2 + 1]
    within = min(holders, key=lambda b: (b[2] - b[0]) * (b[3] - b[1]), default=None)
    bg = background(img, (x1, y1, x2, y2), within)
    ox, oy = max(0, x1 - 1), max(0, y1 - 1)  # a local window: the box and a 1 px ring
    diff = np.abs(img[oy:y2 + 1, ox:x2 + 1] - bg).sum(axis=2) > 0
    inside = diff[y1 - oy:y2 - oy, x1 - ox:x2 - ox]
    # Each side touches ink; a glyph's outermost mask row may be so faint (alpha of 1 or 2
    # in 255) that on a low-contrast background it changes no pixel: then the next row in.
    assert inside[:2].any() and inside[-2:].any() and inside[:, :2].any() \
        and inside[:, -2:].any(), "the ink box does not touch ink on every side"
    mask = np.ones(diff.shape, bool)
    mask[y1 - oy:y2 - oy, x1 - ox:x2 - ox] = False
    own = set(ids)
    others = [(g.ink, 0) for i, g in enumerate(geo.glyphs) if i not in own and g.ink]
    others += [(s.box, 1) for s in geo.shapes  # shape edges near the box, 1 px margin
               if not (s.box[0] <= x1 - 1 and s.box[1] <= y1 - 1 and s.box[2] >= x2 + 1
                       and s.box[3] >= y2 + 1)]
    for (a, b, c, d), m in others:
        if a <= x2 + 1 and c >= ox - 1 and b <= y2 + 1 and d >= oy - 1:
            mask[max(0, b - m - oy):max(0, d + m - oy), max(0, a - m - ox):max(0, c + m - ox)] \
                = False
    if (diff & mask).any():  # text on a gradient (a banner, a hero: Page.gradient) sits on
        # a background that changes row by row, dithered by one level: ink is what stands out
        # of its row's background by more than that
        rows = row_background(img, geo, (ox, oy, x2 + 1, y2 + 1), within)
        diff = np.abs(img[oy:y2 + 1, ox:x2 + 1] - rows).max(axis=2) > 1
    assert not (diff & mask).any(), "target ink outside its box"


def row_background(img: np.ndarray, geo: PageGeometry, box, within=None) -> np.ndarray:
    """The background of each row of ``box`` (shape (rows, 1, 3)): the most common colour of
    the row, 6 px either side and clipped to ``within``, among pixels no glyph inks; the
    window's most common colour where a row has none."""
    x1, y1, x2, y2 = box
    a, b, c, d = within or (0, 0, img.shape[1], img.shape[0])
    left, right = max(0, x1 - 6, a + 2), min(img.shape[1], x2 + 6, c - 2)
    free = np.ones((y2 - y1, right - left), bool)
    for g in geo.glyphs:
        if g.ink and g.ink[0] < right and g.ink[2] > left and g.ink[1] < y2 and g.ink[3] > y1:
            free[max(0, g.ink[1] - y1):max(0, g.ink[3] - y1),
                 max(0, g.ink[0] - left):max(0, g.ink[2] - left)] = False
    out = np.empty((y2 - y1, 1, 3), img.dtype)
    out[:] = background(img, box, within)
    for r in range(y2 - y1):
        if b <= y1 + r < d:
            pixels = img[y1 + r, left:right][free[r]]
            if len(pixels):
                colours, counts = np.unique(pixels, axis=0, return_counts=True)
                out[r, 0] = colours[int(np.argmax(counts))]
    return out


SINGLE = {"char_center", "char_bbox", "punctuation"}


def token_glyphs(geo: PageGeometry, gi: int) -> list[int]:
    """The glyphs of the whitespace-delimited token around glyph ``gi`` on its line."""
    first, end = geo.lines[geo.glyphs[gi].line].glyphs
    return [i for i in range(first, end)
            if not any(geo.glyphs[k].char == " " for k in range(min(i, gi), max(i, gi) + 1))]


def check_box(target: Target, img: np.ndarray, geo: PageGeometry, oracle: Oracle) -> None:
    x1, y1, x2, y2 = target.bbox
    assert all(isinstance(v, int) for v in target.bbox)
    assert 0 <= x1 < x2 <= geo.width and 0 <= y1 < y2 <= geo.height
    px, py = target.point
    assert x1 <= px <= x2 and y1 <= py <= y2
    cat, ref = target.category, target.ref
    if cat in INK:
        tight = union(geo, target.glyphs)
        assert x1 <= tight[0] and y1 <= tight[1] and tight[2] <= x2 and tight[3] <= y2
        if cat in SINGLE:  # v1: a character is as tall as the token (word + marks) it is in
            token = union(geo, token_glyphs(geo, target.glyphs[0]))
            tight = (tight[0], token[1], tight[2], token[3])
        for lo, hi, size in ((x1, x2, tight[2] - tight[0]), (y1, y2, tight[3] - tight[1])):
            assert hi - lo == size or (size < 5 and hi - lo <= 5), (target.bbox, tight)
        roles = {geo.blocks[geo.glyphs[i].block].role for i in target.glyphs}
        assert roles <= set(REQUIRED_ROLES[cat])
        if not decorated(geo, target.glyphs):
            check_pixels(img, geo, target.glyphs)
    elif cat in ("line_bbox", "paragraph_bbox"):
        assert tuple(target.bbox) == union(geo, target.glyphs)
        if not decorated(geo, target.glyphs):
            check_pixels(img, geo, target.glyphs)
    elif cat in CARETS or cat in ("line_start", "line_end", "between_words"):
        _check_caret(target, img, geo)
    elif cat == "blank_line":
        p1, p2 = ref["paragraphs"]
        block = geo.blocks[geo.paragraphs[p1].block]
        assert y2 - y1 == block.line_height and (x1, x2) == (block.box[0], block.box[2])
        above = geo.lines[geo.paragraphs[p1].lines[1] - 1]
        below = geo.lines[geo.paragraphs[p2].lines[0]]
        assert above.bottom <= y1 and y2 <= below.top
        assert not any(g.ink and g.ink[1] < y2 and g.ink[3] > y1 and g.ink[0] < x2
                       and g.ink[2] > x1 for g in geo.glyphs)


def _boundary(geo: PageGeometry, left: int | None, right: int | None) -> float:
    lg = geo.glyphs[left] if left is not None else None
    rg = geo.glyphs[right] if right is not None else None
    if lg is not None and rg is not None and lg.ink and rg.ink:
        return (lg.ink[2] + rg.ink[0]) / 2
    if rg is not None and rg.ink:
        return rg.ink[0] - 0.5
    if lg is not None and lg.ink:
        return lg.ink[2] + 0.5
    return rg.pen if rg is not None else lg.pen + lg.advance


def _caret_glyphs(target: Target, geo: PageGeometry) -> tuple[int, int]:
    """(line, k): the target's caret position k of that line, recomputed from the ref."""
    ref, cat = target.ref, target.category
    if cat == "caret_between_chars":
        anchor, before = ref["glyphs"][1], True
    elif cat in ("caret_before_word", "caret_after_word"):
        w = geo.words[ref["word"]]
        before = cat == "caret_before_word"
        anchor = w.glyphs[0] if before else w.glyphs[1] - 1
    elif cat in ("paragraph_start", "paragraph_end"):
        r = geo.paragraph_glyphs(geo.paragraphs[ref["paragraph"]])
        ink = [i for i in r if geo.glyphs[i].ink]
        before = cat == "paragraph_start"
        anchor = ink[0] if before else ink[-1]
    else:  # sentence_boundary: after the sentence's last non-space glyph
        anchor = max(i for i, g in enumerate(geo.glyphs)
                     if g.sentence == ref["sentence"] and g.char != " ")
        before = False
    line = geo.glyphs[anchor].line
    return line, anchor - geo.lines[line].glyphs[0] + (0 if before else 1)


def _pens(geo: PageGeometry, line) -> list[float]:
    a, b = line.glyphs
    return [geo.glyphs[i].pen for i in range(a, b)] + \
        [geo.glyphs[b - 1].pen + geo.glyphs[b - 1].advance]


def assert_snaps(box, pens: list[float], targets: set[int]) -> None:
    """Every click column x1..x2 of ``box`` (edges included, as the scorer counts them)
    is strictly nearer to one of the ``targets`` pen positions than to any other."""
    for x in range(box[0], box[2] + 1):
        best = min(abs(x - p) for p in pens)
        nearest = {j for j, p in enumerate(pens) if abs(x - p) == best}
        assert nearest <= targets, \
            f"a click at x={x} in {box} places the caret at {nearest}, not {targets}"


def _check_caret(target: Target, img: np.ndarray, geo: PageGeometry) -> None:
    x1, y1, x2, y2 = target.bbox
    cat = target.category
    if cat == "between_words":
        a, b = (geo.words[i] for i in target.ref["words"])
        line = geo.lines[a.line]
        gap = (geo.glyphs[a.glyphs[1] - 1].ink[2], geo.glyphs[b.glyphs[0]].ink[0])
        assert gap[0] <= x1 < x2 <= gap[1] and x2 - x1 >= 2, (target.bbox, gap)
        assert (y1, y2) == (line.top, line.bottom)
        s = line.glyphs[0]
        assert_snaps(target.bbox, _pens(geo, line), set(range(a.glyphs[1] - s, b.glyphs[0] - s + 1)))
        if not decorated(geo, range(a.glyphs[0], b.glyphs[1])):
            bg = img[line.top, x1]
            assert (np.abs(img[y1:y2, x1:x2] - bg).sum(axis=2) == 0).all(), "ink in the gap"
        return
    if cat in ("line_start", "line_end"):
        line = geo.lines[geo.glyphs[target.ref["context_glyphs"][0]].line]
        ink = [i for i in range(*line.glyphs) if geo.glyphs[i].ink]
        edge = geo.glyphs[ink[0]].ink[0] if cat == "line_start" else geo.glyphs[ink[-1]].ink[2]
        assert edge - 7 <= x1 and x2 <= edge + 8 and x2 - x1 >= 4, (target.bbox, edge)
        assert (y1, y2) == (line.top, line.bottom)
        k = ink[0] if cat == "line_start" else ink[-1] + 1
        assert_snaps(target.bbox, _pens(geo, line), {k - line.glyphs[0]})
        return
    line_id, k = _caret_glyphs(target, geo)
    line = geo.lines[line_id]
    a, b = line.glyphs
    pos = [_boundary(geo, i - 1 if i > a else None, i if i < b else None)
           for i in range(a, b + 1)]
    c = pos[k]
    nominal = int(np.floor(c - 3 + 0.5))
    assert nominal <= x1 and x2 <= nominal + 6 and x2 - x1 >= 4, (target.bbox, c)
    assert_snaps(target.bbox, _pens(geo, line), {k})
    assert (y1, y2) == (line.top, line.bottom)


def resolve(target: Target, geo: PageGeometry, oracle: Oracle) -> list:
    """Every page position the reference can mean; the target's must be the only one."""
    ref, kind = target.ref, target.ref["kind"]
    if kind == "word":
        return [w.id for w in oracle.words(ref["text"], ref["qualifiers"])]
    if kind in ("char", "char_pair"):
        w = ref["word"]
        out = []
        for word in oracle.words(w["text"], w["qualifiers"]):
            if kind == "char":
                p = nth_char(word.text, ref["char"], ref["ordinal"])
            else:
                pair = "".join(ref["chars"])
                hits = [i for i in range(len(word.text) - 1) if word.text[i:i + 2] == pair]
                p = hits[0] + 1 if len(hits) == 1 else None
            if p is not None:
                out.append(word.glyphs[0] + p)
        return out
    if kind == "mark":
        w = ref["word"]

        def followed(word) -> bool:
            end = word.glyphs[1]
            return end < geo.lines[word.line].glyphs[1] and geo.glyphs[end].char == ref["char"]
        return [x.glyphs[1] for x in oracle.words(w["text"], w["qualifiers"], followed)]
    if kind == "pair":
        a, b = ref["texts"]

        def before_b(word) -> bool:
            n = oracle.neighbour(word, 1)
            return n is not None and n.text.casefold() == b.casefold()
        return [w.id for w in oracle.words(a, ref["qualifiers"], before_b)]
    if kind in ("line", "paragraph", "sentence"):
        return _units(ref, oracle)
    if kind == "gap":
        out = [_units(r, oracle) for r in (ref["para1"], ref["para2"]) if r]
        return out[0] if all(len(o) == 1 for o in out) else []
    raise AssertionError(kind)


def _units(ref: dict, oracle: Oracle) -> list[int]:
    q = ref["text"].casefold()
    out = []
    region = oracle.region_ids(ref["qualifiers"][0]) if ref["qualifiers"] else None
    for text, uid, rid in oracle.units(ref["kind"]):
        t = text.casefold()
        if (t.startswith(q) if ref["anchor"] == "start" else t.endswith(q)) and \
                (region is None or rid in region):
            out.append(uid)
    return out


def expected_id(target: Target) -> object:
    ref = target.ref
    kind = ref["kind"]
    if kind in ("char", "mark"):
        return ref["glyph"]
    if kind == "char_pair":
        return ref["glyphs"][1]
    if kind == "pair":
        return ref["words"][0]
    if kind == "gap":
        return ref["paragraphs"][0] if ref["para1"] else ref["paragraphs"][1]
    return ref[kind] if kind in ("line", "paragraph", "sentence") else ref["word"]


def check_text(target: Target, geo: PageGeometry) -> None:
    """The referenced text is what the page has at the target."""
    ref = target.ref
    if ref["kind"] == "word":
        assert geo.words[ref["word"]].text == ref["text"]
        if target.glyphs:
            assert "".join(geo.glyphs[i].char for i in target.glyphs) == ref["text"]
    elif ref["kind"] == "char":
        assert geo.glyphs[ref["glyph"]].char == ref["char"]
        w = geo.words[ref["word"]["word"]]
        assert w.text == ref["word"]["text"] and w.glyphs[0] <= ref["glyph"] < w.glyphs[1]
    elif ref["kind"] == "mark":
        g = ref["glyph"]
        assert geo.glyphs[g].char == ref["char"] and geo.glyphs[g].word == -1
        assert geo.words[ref["word"]["word"]].glyphs[1] == g


def check_quotes(instruction: str, oracle: Oracle) -> None:
    """Every quoted string of the instruction occurs on the page exactly as quoted, and no
    quotation mark is left unpaired."""
    found = [next(g for g in m.groups() if g is not None) for m in QUOTE_RE.finditer(instruction)]
    assert found, instruction
    for text in found:
        assert oracle.on_page(squash(text)), (text, instruction)
    rest = QUOTE_RE.sub("", instruction)
    assert not any(ch in rest for ch in "“”‘`\""), instruction
