"""A printed book opens each chapter on a recto: a chapter heading stands on an odd,
right-hand page (on a spread the left page ends the chapter before), the folios of a
spread are an even left page and the odd one after, and the running heads agree: the
book's title over a verso (even), the chapter's over a recto (odd). A single page is
bound on its spine side. All six languages, 16 pages each."""

from __future__ import annotations

from world_helpers import block_text, composed_with_params


def _blocks_in(page, region):
    return [b for b in page.text_blocks() if region.box[0] <= b.laid.box[0] < region.box[2]]


def test_chapters_open_on_rectos_and_folios_and_heads_agree() -> None:
    kinds = {"opening": 0, "verso head": 0, "recto head": 0, "single verso": 0}
    for lang, seed, params, page in composed_with_params("book_page", range(16), salt=3):
        folios = []
        for r in (r for r in page.regions if r.name in ("left page", "right page")):
            inside = _blocks_in(page, r)
            names = {id(b): page.regions[b.region].name for b in inside}
            folio = int(next(block_text(b) for b in inside if names[id(b)] == "page number"))
            folios.append(folio)
            assert (r.name == "left page") == (folio % 2 == 0), (lang, seed, r.name, folio)
            heads = [block_text(b) for b in inside if names[id(b)] == "running head"]
            if any(names[id(b)] == "chapter heading" for b in inside):
                assert folio % 2 == 1, (lang, seed, "a chapter opens on a verso", folio)
                assert not heads, (lang, seed, heads)
                kinds["opening"] += 1
                continue
            assert len(heads) == 1, (lang, seed, r.name, heads)
            chapter = params["chapter"]
            want = params["book"] if folio % 2 == 0 else chapter
            case = str.upper if params["heads_caps"] else str
            assert heads[0].replace(" ", "") == case(want).replace(" ", ""), \
                (lang, seed, folio, heads[0], want)
            kinds["verso head" if folio % 2 == 0 else "recto head"] += 1
        if params["spread"]:
            assert folios[0] % 2 == 0 and folios[1:] in ([], [folios[0] + 1]), (lang, seed, folios)
        else:
            kinds["single verso"] += folios[0] % 2 == 0
            gutter = [op.box for op in page.ops if getattr(op, "name", "") == "gutter"][0]
            sheet = [op.box for op in page.ops if getattr(op, "name", "") == "sheet"][0]
            # the spine: on a recto's left edge, a verso's right one
            assert (gutter[0] == sheet[0]) == (folios[0] % 2 == 1), (lang, seed, folios)
    assert min(kinds.values()) >= 5, kinds
