"""h_chrome (wave 15): page chrome that looks like real software (truncation, measure, empty panes)."""

import numpy as np
import pytest

import generator.page.model as model
from generator.content import Content
from generator.layout.engine import ELLIPSIS, measure
from generator.layout.style import Style
from generator.page import make_theme
from generator.page.model import Page
from generator.resolve import content_languages
from generator.screens import Screen
from surfaces import registry

LANGS = content_languages()

FAMILIES = ("dejavu_sans", "karla", "eb_garamond", "tex_gyre_cursor", "linux_libertine")


def _ends_cut(block) -> bool:
    lines = block.laid.lines
    return bool(lines and lines[-1].glyphs and lines[-1].glyphs[-1].char == ELLIPSIS)


@pytest.mark.parametrize("scale", [1, 1.25, 1.5, 2])
def test_label_measured_to_fit_is_not_cut_at_any_device_scale(scale):
    """A label given the width ``measure`` reports keeps its whole text on every screen
    (review43 #10: "07 57 61 68…" in a wide pane at 125 %: the font size rounded up)."""
    rng = np.random.default_rng(7)
    texts = ("07 57 61 68 90", "04/01/2026 16:58", "+33 6 85 17 74 20", "Sep 13, 2024 10:47",
             "Caroline Coulon", "87102 Albuquerque")
    for _ in range(300):
        text = texts[int(rng.integers(len(texts)))]
        st = Style(FAMILIES[int(rng.integers(len(FAMILIES)))], int(rng.integers(10, 27)),
                   (0, 0, 0))
        page = Page(1280, 720, make_theme(False, "blue"), scale=scale)
        w = int(np.ceil(measure(text, st)[0]))
        block = page.label(100, 100, text, st, max_width=w)
        assert not _ends_cut(block), (scale, st, text)


def _valuelike(text: str) -> bool:
    """A date, a time, an amount, a phone number: a value a cut garbles."""
    ink = [c for c in text if not c.isspace()]
    return 0 < len(text) <= 28 and sum(c.isdigit() for c in ink) >= 0.4 * len(ink)


CUT_SURFACES = ("file_save_dialog", "expense_report", "finance_dashboard", "kanban_board",
                "calendar_week", "voicemail_list", "prescription_view", "job_listing")


@pytest.mark.parametrize("name", CUT_SURFACES)
def test_short_values_are_never_cut(name, monkeypatch):
    """Dates, times, amounts and numbers in columns, headers and card footers fit their
    boxes on every screen (review43 #10 'Sep 13, 2024 10:47…', '07 57 61 68…',
    review42 #8 '87102...'); a page's own lines that fit are not cut either."""
    seen = []
    real = model.layout_block

    def spy(paragraphs, box, **kw):
        laid = real(paragraphs, box, **kw)
        seen.append(("\n".join("".join(s.text for s in p) for p in paragraphs), laid))
        return laid

    monkeypatch.setattr(model, "layout_block", spy)
    screens = [Screen(1024, 768, 1, "t"), Screen(1920, 1080, 1, "t"), Screen(1920, 1080, 1.5, "t"),
               Screen(1920, 1080, 1.25, "t")]
    for lang in LANGS:
        for seed in range(6):
            surface = registry.get(name)()
            surface.screen = screens[seed % len(screens)]
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            seen.clear()
            surface.compose(params, make_theme(seed % 2 == 1 and "dark" in surface.themes, "blue"))
            for src, laid in seen:
                cut = laid.lines and laid.lines[-1].glyphs and \
                    laid.lines[-1].glyphs[-1].char == ELLIPSIS and not src.rstrip().endswith(ELLIPSIS)
                assert not (cut and _valuelike(src)), (name, lang, seed, src)
                assert not (cut and "\n" in src and laid.truncated
                            and len(laid.lines) < src.count("\n") + 1 <= 4
                            and all(ln.width < laid.box[2] - laid.box[0] for ln in laid.lines)
                            and laid.box[3] - laid.box[1] < 80), (name, lang, seed, src)


def _texts(page):
    return ["".join(g.char for ln in b.laid.lines for g in ln.glyphs) for b in page.text_blocks()]


def test_prescription_header_shows_every_line_in_every_face():
    """The practice, street and phone lines all show, none cut (review42 #8 '87102...')."""
    from generator.fonts import fontbook
    surface = registry.get("prescription_view")()
    params = surface.sample(np.random.default_rng([3, 0]), Content("en", np.random.default_rng([3, 0, 1])))
    for family in fontbook().families_of("serif") + fontbook().families_of("sans"):
        page = surface.compose({**params, "layout": "paper", "font": family}, make_theme(False, "blue"))
        phone = [t for t in _texts(page) if params["phone"] in t]
        assert phone and not any(t.endswith(ELLIPSIS) for t in _texts(page)[:4]), family


def test_job_requirements_wrap_instead_of_being_cut():
    """A long requirement bullet wraps under itself (review43 0029 '…und Erf…')."""
    surface = registry.get("job_listing")()
    for lang in LANGS:
        for seed in range(8):
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            texts = _texts(surface.compose(params, make_theme(False, "blue")))
            for item in params["reqs"] + params["bens"]:
                shown = [t for t in texts if t.startswith(item[:12])]
                assert not shown or shown[0].replace(" ", "") == item.replace(" ", ""), (lang, seed, item)


@pytest.mark.parametrize("screen", [(1024, 768, 1), (1440, 900, 1), (1920, 1080, 1),
                                    (1920, 1080, 1.25), (2560, 1440, 1.25)])
def test_book_lines_keep_a_books_measure(screen):
    """A book page sets about 60-75 characters a line on every screen (review42 0010: a
    page stretched to 1920 px set 140-character lines)."""
    surface = registry.get("book_page")()
    surface.screen = Screen(*screen, "t")
    for lang in LANGS:
        for seed in range(4):
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            page = surface.compose(params, make_theme(False, "blue"))
            full = []
            for b in page.text_blocks():
                if b.role != "prose":
                    continue
                lines = b.laid.lines
                full += [len(ln.glyphs) for ln, nxt in zip(lines, lines[1:], strict=False)
                         if nxt.paragraph == ln.paragraph]  # not a paragraph's last line
            assert full, (screen, lang, seed)
            assert max(full) <= 80 and 50 <= sum(full) / len(full) <= 75, \
                (screen, lang, seed, max(full), sum(full) / len(full))


def _reach(page, box) -> float:
    """How far down ``box`` its text reaches, as a fraction of the box's height."""
    x1, y1, x2, y2 = box
    bottoms = [b.bottom for b in page.text_blocks() if not b.empty and b.laid.box[0] >= x1
               and b.laid.box[1] >= y1 and b.bottom <= y2]
    return (max(bottoms, default=y1) - y1) / (y2 - y1)


def test_settings_account_page_is_not_mostly_empty():
    """The account page shows its security, privacy and region settings under the profile,
    not three fields above an empty pane (review42 0011)."""
    surface = registry.get("settings_panel")()
    found = 0
    for lang in LANGS:
        for seed in range(16):
            surface.screen = Screen(*((1024, 768) if seed % 2 else (1366, 768)), 1, "t")
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            if params["active"] != 0 or "phone" in params:
                continue
            found += 1
            page = surface.compose(params, make_theme(seed % 3 == 0, "blue"))
            assert len(params["rows"]) >= 4, (lang, seed)
            assert _reach(page, (params["side_w"], 0, page.width, page.height - 60)) > 0.65, \
                (lang, seed)
    assert found >= 6


def test_installer_describes_the_highlighted_component():
    """The components page's description box says what the highlighted component installs,
    in the product's name, not only its hint (review42 0029)."""
    surface = registry.get("installer_wizard")()
    found = 0
    for lang in LANGS:
        content = Content(lang, np.random.default_rng(0))
        hint = content.ui("forms.inst_desc_hint")
        for seed in range(24):
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            if params["page"] != "components":
                continue
            found += 1
            texts = _texts(surface.compose(params, make_theme(False, "blue")))
            desc = params["comp_desc"]
            assert desc != hint and "{" not in desc and params["selected"] > 0
            assert any(t.replace(" ", "") == desc.replace(" ", "") for t in texts), (lang, seed)
            names = [content.word_at("frm_component", i) for i in range(8)]
            k = names.index(params["components"][params["selected"]])
            assert desc == content.word_at("frm_component_desc", k).replace(
                "{frm_app}", params["app"])
    assert found >= 6


@pytest.mark.parametrize("name", ["prescription_view", "scanned_letter"])
def test_signatures_are_one_smooth_stroke(name):
    """A signature is drawn as a smooth pen stroke of many short segments, never a zigzag
    of four straight lines (review42 #8)."""
    surface = registry.get(name)()
    drawn = 0
    for lang in LANGS:
        for seed in range(6):
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            if name == "prescription_view":
                params = {**params, "layout": "paper"}
            page = surface.compose(params, make_theme(False, "blue"))
            segs = [op for op in page.ops if getattr(op, "name", "") == "signature"]
            if not segs:
                continue
            drawn += 1
            assert len(segs) >= 60, (lang, seed, len(segs))
            for op in segs:
                (ax, ay), (bx, by) = op.points if op.points else (op.box[:2], op.box[2:])
                assert (ax - bx) ** 2 + (ay - by) ** 2 <= 100, (lang, seed, op.points)
    assert drawn >= 6


def test_man_page_files_section_names_a_documented_option():
    """FILES says the log file can be changed with --log: the OPTIONS list documents it
    (review41 0010: "(siehe --log)" pointed at an option the page did not list)."""
    surface = registry.get("man_page")()
    for lang in LANGS:
        for seed in range(10):
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            assert "--log" in [o[1] for o in params["options"]], (lang, seed)
            log_text = params["tail"]["paths"][1][1]
            assert "--log" in log_text and "(" not in log_text, (lang, log_text)


def test_status_page_marks_component_names_alike():
    """Either every update bolds its component's first mention or none does, once per
    update (review41 0032: "Datenexport" bold five times, other rows plain)."""
    surface = registry.get("status_page")()
    for lang in LANGS:
        for seed in range(16):
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            styles = set()
            for inc in params["incidents"]:
                for up in inc["updates"]:
                    bold = [m for m in up["marks"] if m[2] == "bold"]
                    assert len(bold) <= 1, (lang, seed, up["text"])
                    if inc["comp"] in up["text"]:
                        styles.add(bool(bold))
            assert len(styles) <= 1, (lang, seed)


def test_comment_section_thumbnails_are_no_cartoon_crowds(monkeypatch):
    """News-clip stills show a street or the town, not rows of drawn faces (review42 0030)."""
    import surfaces.comment_section as cs
    drawn = []
    monkeypatch.setattr(cs, "picture", lambda page, box, kind, variant="scene", *a, **k:
                        drawn.append(variant))
    surface = registry.get("comment_section")()
    for lang in LANGS:
        for seed in range(6):
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            surface.compose(params, make_theme(False, "blue"))
    assert drawn and "people" not in drawn


def test_trip_notes_card_is_as_tall_as_its_notes():
    """The notes card holds its notes without a mostly empty tail on a tall screen; the map
    takes the rest of the column."""
    surface = registry.get("trip_itinerary")()
    for lang in LANGS:
        for seed in range(6):
            surface.screen = Screen(*((1920, 1080) if seed % 2 else (1280, 800)), 1, "t")
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            page = surface.compose(params, make_theme(False, "blue"))
            box = next(r.box for r in page.regions if r.name == "notes")
            assert _reach(page, box) > 0.7, (lang, seed, box)


def test_blog_post_is_centred_on_wide_screens():
    """The post (with its sidebar) sits centred under the blog's centred header, not pinned
    to the left of a 1920 px page."""
    surface = registry.get("personal_blog")()
    surface.screen = Screen(1920, 1080, 1, "t")
    for lang in LANGS:
        for seed in range(4):
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            page = surface.compose(params, make_theme(False, "blue"))
            boxes = [r.box for r in page.regions if r.name in ("post", "sidebar")]
            left, right = min(b[0] for b in boxes), max(b[2] for b in boxes)
            assert abs((left + right) / 2 - page.width / 2) < 120, (lang, seed, left, right)


def test_flashcard_column_is_centred_on_wide_screens():
    """The deck's study column sits centred on a 1920 px page, not in its left half."""
    surface = registry.get("flashcard_deck")()
    surface.screen = Screen(1920, 1080, 1, "t")
    for lang in LANGS:
        params = surface.sample(np.random.default_rng([1, 0]),
                                Content(lang, np.random.default_rng([1, 0, 1])))
        page = surface.compose(params, make_theme(False, "blue"))
        box = next(r.box for r in page.regions if r.name == "card")
        assert abs((box[0] + box[2]) / 2 - page.width / 2) < 60, (lang, box)


def test_every_changelog_release_lists_a_change():
    """No release heading stands over an empty entry (a v4.11.2 with no notes)."""
    surface = registry.get("changelog_page")()
    for lang in LANGS:
        for seed in range(16):
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            for r in params["releases"]:
                assert any(items for _, items in r["sections"]), (lang, seed, r["version"])
