"""Adversarial rows the verifier must reject, each with the reason it must give.

Pages are built by hand (verify_pages / verify_kit) so duplicates, styles, regions,
shapes and overlays are exactly where the test needs them.
"""

from __future__ import annotations

import pytest
from verify_kit import Sheet, caret_at, check, glyphs, spans, word_box, words
from verify_pages import main_page

from generator.geometry import Shape
from generator.targets import boxes as sb


@pytest.fixture(scope="module")
def page():
    return main_page()


def first_box(geo, text, k=0):
    return word_box(geo, words(geo, text)[k])


# (instruction, category, word whose box the row gives, reason, candidate count)
CASES = [
    ("Click the word “fox”.", "word_center", "fox", "ambiguous", 4),
    ("Click on “FOX”.", "word_center", "fox", "ambiguous", 4),
    ("Click the second “u” in the word “quick”.", "char_center", "quick", "no_match", 0),
    ("Click the “z” in the word “quick”.", "char_center", "quick", "no_match", 0),
    ("Put the caret between “l” and “e” in “levelled”.", "caret_between_chars", "levelled",
     "ambiguous", 2),
    ("Click the italic word “fox”.", "word_center", "fox", "no_match", 0),
    ("Click “Save” in the toolbar.", "chrome_label", "Save", "ambiguous", 2),
    ("Click “quick” in the toolbar.", "word_center", "quick", "no_match", 0),
    ("Click the comma after “jumps”.", "punctuation", "jumps", "no_match", 0),
    ("Click in the space between “quick” and “fox”.", "between_words", "quick",
     "no_match", 0),
    ("Click the second occurrence of “Thanks”.", "word_center", "Thanks", "ambiguous", 2),
    ("Click “fox” right after “brown”.", "word_center", "fox", "ambiguous", 2),
    ("Click “fox” in the phrase “red fox”.", "word_center", "fox", "no_match", 0),
    # a comma stands between: "Thanks, Ann" has no "Ann" right after "Thanks"
    ("Click “Ann” right after “Thanks”.", "word_center", "Ann", "no_match", 0),
    ("Click “fox” in the sentence “The fox ran.”", "word_center", "fox", "no_match", 0),
    ("Click the word “zebra”.", "word_center", "fox", "no_match", 0),
    ("Click “Thanks” in the message from Carl Moss.", "word_center", "Thanks",
     "no_match", 0),
    ("Put the caret at the start of the line that begins with “Thanks”.", "line_start",
     "Thanks", "ambiguous", 2),
    ("Click just after the end of the sentence that begins with “Thanks,”.",
     "sentence_boundary", "Thanks", "ambiguous", 2),
    ("Put the caret at the end of the paragraph that ends with “zebra.”", "paragraph_end",
     "fox", "no_match", 0),
    ("Click the blank line between the paragraph that ends with “dog.” and the paragraph "
     "starting with “Nobody”.", "blank_line", "fox", "no_match", 0),
    ("Click the sixth occurrence of “fox”.", "word_center", "fox", "no_match", 0),
    ("Do something nice with the page.", "word_center", "fox", "unparsed", 0),
    ("Click the word “quick”.", "word_bbox", "quick", "category_mismatch", 0),
    ("Return the bounding box of the word “quick”.", "word_center", "quick",
     "category_mismatch", 0),
    ("Put the caret at the end of the line that begins with “Nobody”.", "line_start",
     "Nobody", "category_mismatch", 0),
    ("Click the word “Share”.", "word_center", "Share", "category_mismatch", 1),
    ("Return the bounding box of the second “u” in “quick”.", "char_bbox", "quick",
     "no_match", 0),
    ("Put the caret at the end of the line that begins with “Thanks”.", "line_end",
     "Thanks", "ambiguous", 2),
    ("Return the bounding box of the line ending with “zebra.”", "line_bbox", "fox",
     "no_match", 0),
    ("Click at the very beginning of the paragraph that begins with “The”.",
     "paragraph_start", "The", "ambiguous", 3),
    ("Draw a box around the paragraph that begins with “Nobody”.", "paragraph_bbox",
     "Nobody", "box_mismatch", 1),
    ("Click the word “quick”.", "structural_text", "quick", "category_mismatch", 1),
]


@pytest.mark.parametrize("instruction,category,word,reason,count", CASES)
def test_rejected(page, instruction, category, word, reason, count):
    image, geo = page
    verdict = check(image, geo, instruction, category, first_box(geo, word))
    assert (verdict.ok, verdict.reason) == (False, reason), verdict
    assert verdict.candidates == count, verdict


def test_unknown_language_is_unparsed(page):
    image, geo = page
    verdict = check(image, geo, "Click the word “quick”.", "word_center",
                    first_box(geo, "quick"), lang="xx")
    assert verdict.reason == "unparsed"


def test_box_off_by_three_pixels(page):
    image, geo = page
    x1, y1, x2, y2 = first_box(geo, "quick")
    for box in ((x1 + 3, y1, x2 + 3, y2), (x1, y1 - 3, x2, y2), (x1, y1, x2 + 3, y2)):
        verdict = check(image, geo, "Click the word “quick”.", "word_center", box)
        assert verdict.reason == "box_mismatch", (box, verdict)


def test_point_outside_the_box(page):
    image, geo = page
    box = first_box(geo, "quick")
    verdict = check(image, geo, "Click the word “quick”.", "word_center", box,
                    point=[box[2] + 3, (box[1] + box[3]) // 2])
    assert verdict.reason == "point_outside"


def test_caret_box_moved_four_pixels(page):
    image, geo = page
    word = words(geo, "jumps")[0]
    x1, y1, x2, y2 = caret_at(geo, word.glyphs[1] - 1, after=True)
    verdict = check(image, geo, "Put the caret just after “jumps”.", "caret_after_word",
                    (x1 + 4, y1, x2 + 4, y2))
    assert verdict.reason == "box_mismatch"


def test_caret_without_room_has_no_valid_box():
    s = Sheet()
    s.prose(["A still hill."], size=9)
    image, geo = s.render()
    word = words(geo, "still")[0]
    i = word.glyphs[0] + 2  # the "i" of "still"; the caret between "i" and "l"
    assert sb.caret_box(geo, geo.lines[word.line], i + 1 - geo.lines[word.line].glyphs[0]) \
        is None, "premise: no 4 px box fits between i and l at 9 px"
    x = round(geo.glyphs[i].ink[2])
    verdict = check(image, geo, "Put the caret between “i” and “l” in “still”.",
                    "caret_between_chars", (x - 3, 100, x + 3, 112))
    assert verdict.reason == "box_mismatch" and "no valid box" in verdict.detail


def test_bold_qualifier_matching_two_words():
    s = Sheet()
    s.prose([spans(("fox", {"bold": True}), " and ", ("fox", {"bold": True}), " and fox.",
                   sheet=s)])
    image, geo = s.render()
    verdict = check(image, geo, "Click the bold word “fox”.", "word_center",
                    first_box(geo, "fox"))
    assert (verdict.reason, verdict.candidates) == ("ambiguous", 2)


def test_target_under_a_shape_drawn_later():
    s = Sheet()
    s.prose(["The quick brown fox jumps."])
    image, geo = s.render()
    box = first_box(geo, "brown")
    s.page.rect((box[0] + 2, box[1] - 2, box[0] + 12, box[3] + 2), (200, 200, 200),
                name="popup")
    image, geo = s.render()
    verdict = check(image, geo, "Click the word “brown”.", "word_center", box)
    assert verdict.reason == "occluded"


def test_target_under_an_outline_drawn_later():
    s = Sheet()
    s.prose(["The quick brown fox jumps."])
    _, geo = s.render()
    box = first_box(geo, "brown")
    s.page.rect((box[0] + 4, box[1] - 8, box[2] + 20, box[3] + 8), outline=(0, 0, 0),
                name="frame")
    image, geo = s.render()
    assert check(image, geo, "Click the word “brown”.", "word_center",
                 box).reason == "occluded"


def test_target_under_text_drawn_later():
    s = Sheet()
    s.prose(["The quick brown fox jumps."])
    _, geo = s.render()
    box = first_box(geo, "brown")
    s.page.text((box[0] + 3, box[1] - 4, box[0] + 200, box[1] + 30), "xx",
                s.style(16, color=(200, 0, 0)), role="text")
    image, geo = s.render()
    assert check(image, geo, "Click the word “brown”.", "word_center",
                 box).reason == "occluded"


def test_target_under_a_distractor_overlay(page):
    image, geo = page
    box = first_box(geo, "quick")
    geo.meta["overlays"] = [{"kind": "cursor", "box": [box[0] + 2, box[1], box[0] + 14,
                                                      box[1] + 20]}]
    try:
        verdict = check(image, geo, "Click the word “quick”.", "word_center", box)
    finally:
        geo.meta.pop("overlays")
    assert verdict.reason == "occluded"


def test_caret_under_a_distractor_overlay(page):
    image, geo = page
    word = words(geo, "jumps")[0]
    box = caret_at(geo, word.glyphs[0])
    geo.meta["overlays"] = [{"kind": "caret", "box": [box[0] + 1, box[1], box[0] + 3,
                                                     box[3]]}]
    try:
        verdict = check(image, geo, "Put the caret just before “jumps”.",
                        "caret_before_word", box)
    finally:
        geo.meta.pop("overlays")
    assert verdict.reason == "occluded"


def test_word_cut_by_truncation_is_clipped():
    s = Sheet()
    with s.page.region("sidebar", "chrome", (10, 100, 110, 140)):
        s.page.text((10, 100, 80, 130), "Wednesday", s.style(16), role="chrome", wrap=False,
                    max_lines=1)
    image, geo = s.render()
    assert geo.glyphs[-1].char == "…", "premise: the label was truncated"
    word = geo.words[0]
    verdict = check(image, geo, f"Click the word “{word.text}”.", "chrome_label",
                    word_box(geo, word))
    assert verdict.reason == "clipped"


def test_ink_outside_its_container_is_clipped(page):
    image, geo = page
    word = words(geo, "quick")[0]
    block = geo.blocks[word.block]
    saved = block.box
    block.box = (saved[0], saved[1], word_box(geo, word)[0] + 4, saved[3])
    try:
        verdict = check(image, geo, "Click the word “quick”.", "word_center",
                        word_box(geo, word))
    finally:
        block.box = saved
    assert verdict.reason == "clipped"


def test_faint_target():
    s = Sheet()
    s.prose(["The quick brown fox."], color=(244, 244, 244))
    image, geo = s.render()
    verdict = check(image, geo, "Click the word “quick”.", "word_center",
                    first_box(geo, "quick"))
    assert verdict.reason == "faint"


def test_glyph_missing_from_its_font():
    s = Sheet()
    s.prose(["Ein GROẞES Haus."])
    image, geo = s.render()
    word = words(geo, "GROẞES")[0]
    family, style, size = geo.fonts[geo.glyphs[word.glyphs[0]].font]
    geo.fonts[geo.glyphs[word.glyphs[0]].font] = ("go", style, size)  # go lacks U+1E9E
    verdict = check(image, geo, "Click the word “GROẞES”.", "word_center",
                    word_box(geo, word))
    assert verdict.reason == "missing_glyph"


def test_blank_line_without_a_gap():
    s = Sheet()
    s.prose(["The first paragraph ends here.", "The second one starts here."], gap=0.0)
    image, geo = s.render()
    verdict = check(image, geo, "Click the empty line after the paragraph that ends with "
                    "“ends here.”", "blank_line", (260, 100, 900, 122))
    assert verdict.reason == "no_match"


def test_invoice_field_twice_is_ambiguous():
    s = Sheet()
    for y in (100, 200):
        with s.page.region("totals", "field", (600, y, 900, y + 40)):
            s.page.text((600, y, 900, y + 30), "1,250.00 EUR", s.style(16), role="field",
                        name="invoice_total")
    image, geo = s.render()
    box = sb.union_ink(geo, glyphs(geo.words[0]))
    verdict = check(image, geo, "Return the bounding box of the total.", "invoice_total", box)
    assert (verdict.reason, verdict.candidates) == ("ambiguous", 2)


def test_shape_list_is_read_from_geometry(page):
    """A shape recorded in the geometry after the text occludes even if not drawn."""
    image, geo = page
    box = first_box(geo, "quick")
    geo.shapes.append(Shape("tooltip", (box[0], box[1], box[0] + 6, box[3]), 999, True))
    try:
        verdict = check(image, geo, "Click the word “quick”.", "word_center", box)
    finally:
        geo.shapes.pop()
    assert verdict.reason == "occluded"


def invoice_page():
    s = Sheet()
    rows = [("Desk lamp", "2", "80.00"), ("Desk lamp, large", "1", "65.00"),
            ("Office chair", "1", "240.00")]
    with s.page.region("items", "invoice_items", (100, 100, 900, 130)):
        for x, head in ((110, "Description"), (600, "Qty"), (760, "Amount")):
            s.page.text((x, 104, x + 140, 126), head, s.style(14, bold=True), role="structural")
    for k, row in enumerate(rows):
        y = 134 + 30 * k
        with s.page.region(f"line item {k + 1}", "invoice_line_item", (100, y, 900, y + 28)):
            for x, cell, name in zip((110, 600, 760), row,
                                     ("item_description", "item_quantity", "item_amount"),
                                     strict=True):
                s.page.text((x, y + 2, x + 240, y + 26), cell, s.style(14), role="field",
                            name=name)
    with s.page.region("totals", "invoice_totals", (600, 240, 900, 300)):
        s.page.text((600, 244, 900, 266), "Total 385.00", s.style(14), role="field",
                    name="invoice_total")
    return s.render()


def test_invoice_blocks():
    image, geo = invoice_page()

    def region_ink(pred):
        return sb.union_ink(geo, [i for i, g in enumerate(geo.glyphs)
                                  if pred(geo.regions[g.region])])

    row1 = region_ink(lambda r: r.name == "line item 1")
    body = region_ink(lambda r: r.kind == "invoice_line_item")
    table = region_ink(lambda r: r.kind in ("invoice_line_item", "invoice_items"))
    assert check(image, geo, "Outline the line item “Desk lamp”.", "invoice_line_item",
                 row1).ok
    assert check(image, geo, "Outline the line item “Sofa”.", "invoice_line_item",
                 row1).reason == "no_match"
    assert check(image, geo, "Box the line item.", "invoice_line_item",
                 row1).reason == "ambiguous"
    assert check(image, geo, "Mark the table of line items with a box.", "invoice_line_items",
                 table).ok  # v1: the header row and every line item
    assert check(image, geo, "Mark the table of line items with a box.", "invoice_line_items",
                 body).reason == "box_mismatch"
    assert check(image, geo, "Box the whole totals block.", "invoice_totals",
                 body).reason == "box_mismatch"
    assert check(image, geo, "Return the bounding box of the invoice total.", "invoice_subtotal",
                 body).reason == "category_mismatch"


def test_mark_anchor_ordinal_counts_every_occurrence_of_the_word():
    """"the comma after the second 'fox'" names the second fox of the page, which is not
    followed by a comma (an ordinal does not count only the words a comma follows)."""
    s = Sheet()
    s.prose(["A fox, a fox and a fox, then nothing."])
    image, geo = s.render()
    third = words(geo, "fox")[2]
    box = sb.char_box(geo, third.glyphs[1])
    assert check(image, geo, "Click the comma after the third “fox”.", "punctuation", box).ok
    assert check(image, geo, "Click the comma after the second “fox”.", "punctuation",
                 box).reason == "no_match"


def test_line_start_box_one_pixel_into_the_next_caret_is_rejected():
    """Within the 1 px box tolerance, a line_start box that reaches a click snapping to
    the caret after the first glyph is still refused (issue 17: caret boxes snap)."""
    s = Sheet()
    s.prose(["1 little line of text."], size=13)
    image, geo = s.render()
    line = geo.lines[0]
    box = sb.line_start_box(geo, line)
    g0, g1 = geo.glyphs[line.glyphs[0]], geo.glyphs[line.glyphs[0] + 1]
    assert box[2] < (g0.pen + g1.pen) / 2 < box[2] + 1.5, "premise: the box is cut there"
    row_ok = check(image, geo, "Put the caret at the start of the line that begins "
                   "with “1 little”.", "line_start", box)
    assert row_ok.ok, row_ok
    wide = (box[0], box[1], box[2] + 1, box[3])
    verdict = check(image, geo, "Put the caret at the start of the line that begins "
                    "with “1 little”.", "line_start", wide)
    assert verdict.reason == "box_mismatch" and "elsewhere" in verdict.detail, verdict


@pytest.mark.parametrize("lang,text,word,instruction", [
    ("fr", "Date d'échéance : 6 juillet. Paiement à réception, échéance à 15 jours.",
     "échéance", "Cliquez sur le mot « échéance »."),
    ("it", "Il bilancio dell'anno scorso è chiuso. Ogni anno lo rivediamo.",
     "anno", "Clicca sulla parola «anno»."),
])
def test_a_word_after_an_elision_counts_as_an_occurrence(lang, text, word, instruction):
    """A reader quoting "échéance" also sees the one of "d'échéance": an instruction that
    quotes it is ambiguous when both are on the page (seen by a reviewer on an invoice)."""
    s = Sheet()
    s.prose([text])
    image, geo = s.render()
    verdict = check(image, geo, instruction, "word_center", first_box(geo, word), lang=lang)
    assert verdict.reason == "ambiguous" and verdict.candidates >= 2, verdict


@pytest.mark.parametrize("code,reason", [
    ("self._by_assignee[key] = tickets", "ambiguous"),  # `by` then `assignee` again
    ("self._by_owner[key] = tickets", None),  # a `by` piece, but before `owner`
])
def test_a_snake_case_piece_counts_as_an_occurrence(code, reason):
    """A reader quoting `by` before `assignee` also sees the one of `_by_assignee` (a
    reviewer found "le texte `by` qui précède `assignee`" on a code editor where the
    docstring's "by assignee" and three `self._by_assignee` stood)."""
    s = Sheet()
    s.prose(["Tickets by assignee.", code])
    image, geo = s.render()
    verdict = check(image, geo, "Veuillez cliquer sur le texte `by` qui précède `assignee`.",
                    "word_center", first_box(geo, "by"), lang="fr")
    if reason is None:
        assert verdict.ok, verdict
    else:
        assert verdict.reason == reason and verdict.candidates >= 2, verdict


def test_a_reading_pane_shows_the_message_from_its_sender():
    """"„den“ in der Nachricht von Astrid Peters" boxed the list preview, while the reading
    pane (labelled with the same sender) printed the same message: both are that message to
    a reader, so the instruction is ambiguous, and the sampler does not propose the clause."""
    from generator.targets import PageIndex
    from generator.targets.qualify import region_qualifier
    s = Sheet()
    text = "Könntest du bis Donnerstag über den Vertrag schauen?"
    s.prose([text], region=("message 1", "message", "Astrid Peters"))
    s.prose([text], region=("reading pane", "body", "Astrid Peters"))
    image, geo = s.render()
    verdict = check(image, geo, "Anklicken: das Wort „den“ in der Nachricht von Astrid Peters",
                    "word_center", first_box(geo, "den"), lang="de")
    assert verdict.reason == "ambiguous" and verdict.candidates == 2, verdict
    rid = next(r.id for r in geo.regions if r.name == "message 1")
    assert region_qualifier(PageIndex(geo), rid) is None


def _note_with_quote():
    """A note whose quote (a region nested in the note) and a later paragraph both begin
    with "Jules" (r81 0016), then a list in the note holding a second "Anna"."""
    s = Sheet()
    with s.page.region("note", "body", (200, 60, 960, 740)):
        s.prose(["Anna opened the review today."], region=("list", "list", ""), x=300, width=500)
        s.prose(["Jules closed the first milestone on time."], region=("quote", "quote", ""),
                x=300, width=500)
        s.prose(["Jules will report on progress at the meeting.", "Anna writes it up."],
                region=("text", "text", ""), x=300, width=500, gap=1.0)
    return s.render()


def test_a_region_nested_in_the_named_one_counts():
    image, geo = _note_with_quote()
    second = words(geo, "Jules")[1]
    verdict = check(image, geo, "Click at the start of the paragraph that begins with "
                    "“Jules” in the note.", "paragraph_start", caret_at(geo, glyphs(second)[0]))
    assert verdict.reason == "ambiguous", verdict
    # an ordinal counts the nested list's "Anna" with the note's (in two text blocks, so
    # page order is not reading order: ambiguous, never "the only one in the note")
    verdict = check(image, geo, "Click the second “Anna” in the note.", "word_center",
                    word_box(geo, words(geo, "Anna")[1]))
    assert verdict.reason == "ambiguous", verdict
