"""Locale number/money formatting and the table kit's cell regions and alignment."""

import numpy as np
import pytest

from generator.content import LANGUAGES, Content
from generator.page import Page, make_theme
from generator.page.render import render
from surfaces.kit.numbers import format_money, format_number, format_percent
from surfaces.kit.tables import Column, TableStyle, col_letter, draw_table


@pytest.mark.parametrize("lang, number, money", [
    ("en", "1,234.56", "$1,234.56"), ("de", "1.234,56", "1.234,56 €"),
    ("es", "1.234,56", "1.234,56 €"), ("it", "1.234,56", "1.234,56 €"),
    ("fr", "1 234,56", "1 234,56 €"), ("nl", "1.234,56", "€ 1.234,56"),
])
def test_locale_formats(lang, number, money):
    assert format_number(1234.56, lang) == number
    assert format_money(1234.56, lang, "USD" if lang == "en" else "EUR") == money
    assert format_money(-5, "en", "GBP") == "-£5.00"
    assert format_percent(3.25, "de", sign=True) == "+3,3 %"  # half up, as people round
    assert format_number(-0.001, lang) == format_number(0, lang)


def test_col_letters():
    assert [col_letter(k) for k in (0, 1, 25, 26, 27, 51, 52)] == \
        ["A", "B", "Z", "AA", "AB", "AZ", "BA"]


def test_table_cells_are_named_and_numbers_right_aligned():
    page = Page(600, 300, make_theme(False))
    typo = {"ui": "dejavu_sans", "mono": "dejavu_sans_mono", "size": 13}
    cols = [Column("Item", 200), Column("Amount", 150, "right")]
    rows = [["Rent", "1,200.00"], ["Travel", "85.50"]]
    draw_table(page, page.theme, typo, (0, 0, 350, 300), cols, rows, TableStyle(pad=10))
    _, geo = render(page)
    names = {r.name: r for r in geo.regions}
    assert {"cell A1", "cell B1", "cell A2", "cell B2", "column Amount"} <= set(names)
    assert names["cell B2"].label == "Amount"
    for word in ("1,200.00", "85.50"):
        w = next(w for w in geo.words if w.text == word)
        right = max(geo.glyphs[i].ink[2] for i in range(*w.glyphs) if geo.glyphs[i].ink)
        assert 350 - 10 - 4 <= right <= 350 - 10 + 1  # flush with the cell's right padding
    rent = next(w for w in geo.words if w.text == "Rent")
    left = min(geo.glyphs[i].ink[0] for i in range(*rent.glyphs) if geo.glyphs[i].ink)
    assert 10 <= left <= 13


@pytest.mark.parametrize("lang", LANGUAGES)
def test_family_content_keys_exist(lang):
    content = Content(lang, np.random.default_rng(0))
    for key in ("tables.col.total", "forms.sign_up", "shop.total"):
        assert content.ui(key)
    assert len(content.ui_list("dash.kb_cols")) >= 3
    for topic in ("tbl_ledger_note", "frm_license", "dash_insight", "shop_order_note"):
        assert content.sentence(topic).endswith((".", "!", "?"))
