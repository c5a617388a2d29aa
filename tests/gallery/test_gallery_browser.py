"""The gallery in a real browser: headless Chromium (Debian's) driven by Playwright over a
40-row build, opened from file:// with no server. Filters by URL, counts, the overlay's
coordinates, predictions against ``eval``, and a review flag round trip."""

from __future__ import annotations

import json
import shutil
from collections import Counter

import pytest
from build_helpers import build_dataset
from gallery_helpers import Tab, cli, launch, metadata

playwright_api = pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def ds(tmp_path_factory) -> dict:
    """One build (n=40, geometry), three prediction files and their galleries."""
    root = tmp_path_factory.mktemp("gallery")
    out = root / "ds"
    build_dataset(out, n=40, seed=3)
    cli("gallery", out)
    rows = metadata(out)
    preds = {}
    for kind in ("oracle", "center"):
        preds[kind] = [json.loads(x) for x in cli("baseline", kind, out).stdout.splitlines()]
    # half oracle, half centre, one row missing: hits and misses both occur
    preds["mixed"] = [preds["oracle" if k % 2 else "center"][k] for k in range(len(rows) - 1)]
    sites, reports = {}, {}
    for kind, records in preds.items():
        path = root / f"{kind}.jsonl"
        path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
        sites[kind] = root / f"site-{kind}"
        # the thumbnails of the first gallery, reused through its cache index
        shutil.copytree(out / "gallery" / "thumbs", sites[kind] / "thumbs")
        made = cli("gallery", out, "--predictions", path, "--out", sites[kind]).stdout
        assert "thumbnails 0 made, 40 reused" in made
        cli("eval", "--predictions", path, "--gt", out, "--json", root / f"{kind}.json")
        reports[kind] = json.loads((root / f"{kind}.json").read_text(encoding="utf-8"))
    return {"root": root, "out": out, "site": out / "gallery", "rows": rows,
            "sites": sites, "reports": reports}


@pytest.fixture(scope="module")
def browser():
    with playwright_api.sync_playwright() as p:
        chromium = launch(p)
        yield chromium
        chromium.close()


@pytest.fixture
def tab(browser):
    tab = Tab(browser, accept_downloads=True)
    yield tab
    tab.close()


def card_ids(page) -> list[str]:
    return page.eval_on_selector_all(".card", "cards => cards.map(c => c.dataset.id)")


def test_opens_offline_without_errors_and_loads_every_image(ds, tab):
    page = tab.open(ds["site"])
    assert card_ids(page) == [r["id"] for r in ds["rows"]]
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.wait_for_function("[...document.querySelectorAll('.card img')]"
                           ".every(i => i.complete && i.naturalWidth > 0)")
    page.click(f".card[data-id='{ds['rows'][5]['id']}']")
    page.wait_for_function("document.getElementById('page').naturalWidth === 1024")
    assert "row=" + ds["rows"][5]["id"] in page.url
    tab.check()


def test_language_filter_in_the_url_shows_exactly_those_rows(ds, tab):
    german = [r["id"] for r in ds["rows"] if r["language"] == "de"]
    assert german
    page = tab.open(ds["site"], "?language=de")
    assert card_ids(page) == german
    assert set(page.eval_on_selector_all(".card", "cs => cs.map(c => c.dataset.language)")) \
        == {"de"}
    category = ds["rows"][0]["category"]
    page = tab.open(ds["site"], f"?language=de,en&category={category}")
    assert card_ids(page) == [r["id"] for r in ds["rows"]
                              if r["language"] in ("de", "en") and r["category"] == category]
    page.click(".fv[data-facet='language'][data-value='en']")  # toggling updates the URL
    assert page.url.endswith(f"?category={category}&language=de")
    tab.check()


def test_counts_per_facet_value(ds, tab):
    page = tab.open(ds["site"], "?language=de")
    shown = page.eval_on_selector_all(
        ".fv", "bs => bs.map(b => [b.dataset.facet, b.dataset.value, +b.lastChild.textContent])")
    got = {(f, v): n for f, v, n in shown}
    rows = ds["rows"]
    for facet in ("data_type", "category", "surface", "difficulty", "answer_type"):
        want = Counter(r[facet] for r in rows if r["language"] == "de")
        for value in {r[facet] for r in rows}:
            assert got[(facet, value)] == want[value], (facet, value)
    # a facet's own filter does not narrow its counts
    assert {v: n for (f, v), n in got.items() if f == "language"} == \
        dict(Counter(r["language"] for r in rows))
    assert got[("split", "test")] == sum(r["language"] == "de" for r in rows)
    assert page.text_content("#count") == f"{len(card_ids(page))} of {len(rows)} rows"
    themes = {v: n for (f, v), n in got.items() if f == "theme"}
    assert set(themes) <= {"light", "dark"} and sum(themes.values()) == len(card_ids(page))
    tab.check()


def test_search_over_instructions(ds, tab):
    word = ds["rows"][3]["instruction"].split()[1].strip("\"'“”„«»`.,:?!")
    page = tab.open(ds["site"])
    page.fill("#search", word.upper())
    want = [r["id"] for r in ds["rows"] if word.lower() in (r["id"] + r["instruction"]).lower()]
    assert card_ids(page) == want and want
    assert "q=" in page.url
    tab.check()


def test_overlay_rectangle_equals_the_row_bbox(ds, tab):
    picked = {r["category"]: r for r in ds["rows"]}.values()
    for row in list(picked)[:6]:
        page = tab.open(ds["site"], f"?row={row['id']}")
        page.wait_for_function("document.getElementById('page').complete")
        rect = page.eval_on_selector("#overlay rect[data-role='bbox']", """r => [
            +r.getAttribute('x'), +r.getAttribute('y'),
            +r.getAttribute('x') + +r.getAttribute('width'),
            +r.getAttribute('y') + +r.getAttribute('height')]""")
        assert rect == row["bbox"], row["id"]
        point = page.eval_on_selector("#overlay g.point circle",
                                      "c => [+c.getAttribute('cx'), +c.getAttribute('cy')]")
        assert point == row["point"]
        # on screen, the rectangle sits on the same image pixels
        on_screen = page.evaluate("""() => {
            const img = document.getElementById('page').getBoundingClientRect();
            const r = document.querySelector("#overlay rect[data-role='bbox']")
                .getBoundingClientRect();
            const s = img.width / 1024;
            return [(r.left - img.left) / s, (r.top - img.top) / s,
                    (r.right - img.left) / s, (r.bottom - img.top) / s]; }""")
        assert all(abs(a - b) <= 1.0 for a, b in zip(on_screen, row["bbox"], strict=True)), on_screen
        highlighted = page.eval_on_selector_all("#d-instruction mark.quote",
                                                "ms => ms.map(m => m.textContent)")
        assert highlighted and all(q in row["instruction"] for q in highlighted)
        assert json.loads(page.text_content("#d-json")) == row
    tab.check()


def test_keyboard_next_previous_overlay_zoom_and_back(ds, tab):
    german = [r for r in ds["rows"] if r["language"] == "de"]
    page = tab.open(ds["site"], f"?language=de&row={german[0]['id']}")
    page.keyboard.press("j")
    assert page.text_content("#d-id") == german[1]["id"]
    assert page.url.endswith(f"language=de&row={german[1]['id']}")
    page.keyboard.press("ArrowLeft")
    assert page.text_content("#d-id") == german[0]["id"]
    page.keyboard.press("o")
    assert not page.is_visible("#overlay")
    page.keyboard.press("o")
    assert page.is_visible("#overlay")
    width = page.evaluate("document.getElementById('stage').getBoundingClientRect().width")
    page.keyboard.press("z")
    zoomed = page.evaluate("document.getElementById('stage').getBoundingClientRect().width")
    assert zoomed == pytest.approx(2 * width, abs=1)
    # zoomed around the target: its box is inside the visible part of the viewport
    inside = page.evaluate("""() => {
        const v = document.getElementById('viewport').getBoundingClientRect();
        const r = document.querySelector("#overlay [data-role='bbox']").getBoundingClientRect();
        return r.left >= v.left && r.right <= v.right && r.top >= v.top && r.bottom <= v.bottom;
    }""")
    assert inside
    page.keyboard.press("Escape")
    assert not page.is_visible("#detail") and "row=" not in page.url
    tab.check()


@pytest.mark.parametrize("kind", ["oracle", "center", "mixed"])
def test_predictions_hits_and_report_equal_eval(ds, tab, kind):
    report = ds["reports"][kind]
    page = tab.open(ds["sites"][kind])
    results = dict(page.eval_on_selector_all(".card", "cs => cs.map(c => [c.dataset.id, "
                                                      "c.dataset.result])"))
    assert results == {r["id"]: r["reason"] for r in report["rows"]}
    assert float(page.get_attribute("#acc-value", "data-accuracy")) == report["accuracy"]
    if kind == "mixed":
        assert 0 < report["hits"] < report["n"] and report["missing_predictions"] == 1
        miss = next(r for r in ds["rows"] if results[r["id"]] == "miss")
        page = tab.open(ds["sites"][kind], f"?result=miss&row={miss['id']}")
        shape = "g.pred-point" if miss["answer_type"] == "point" else "rect.pred-box"
        assert page.locator(f"#overlay {shape}").count() == 1
        assert page.text_content("#d-outcome") == "miss"
    page.goto((ds["sites"][kind] / "report.html").as_uri())
    overall = page.locator("#overall")
    assert float(overall.get_attribute("data-accuracy")) == report["accuracy"]
    assert int(overall.get_attribute("data-hits")) == report["hits"]
    for axis in ("category", "data_type", "language", "surface", "difficulty"):
        bars = page.eval_on_selector_all(
            f"section[data-axis='{axis}'] g.bar",
            "gs => gs.map(g => [g.dataset.key, +g.dataset.acc, +g.dataset.hits, +g.dataset.n])")
        assert {k: {"acc": a, "hits": h, "n": n} for k, a, h, n in bars} == report[f"by_{axis}"]
    assert page.locator("script").count() == 0
    tab.check()


def test_flag_round_trip_through_export_preview_and_verify(ds, tab):
    rows = ds["rows"]
    page = tab.open(ds["site"], f"?row={rows[2]['id']}")
    page.keyboard.press("2")  # ambiguous, the note field takes the focus
    page.keyboard.type("two words fit")
    page.keyboard.press("Enter")
    assert page.text_content("#d-flag-kind") == "ambiguous"
    page.keyboard.press("j")
    page.keyboard.press("f")
    page.keyboard.press("Enter")  # f: the first kind, no note
    page.keyboard.press("j")
    page.keyboard.press("4")
    page.keyboard.press("Enter")
    page.keyboard.press("x")  # and taken back
    page.reload()  # flags persist in the browser
    page.wait_for_selector("#d-flag")
    page.keyboard.press("Escape")
    counts = dict(page.eval_on_selector_all(
        ".fv[data-facet='flag']", "bs => bs.map(b => [b.dataset.value, +b.lastChild.textContent])"))
    assert counts == {"none": 38, "ambiguous": 1, "wrong_box": 1}
    with page.expect_download() as info:
        page.keyboard.press("e")
    flags = ds["root"] / "flags.jsonl"
    info.value.save_as(flags)
    lines = [json.loads(x) for x in flags.read_text(encoding="utf-8").splitlines()]
    assert lines == [{"id": rows[2]["id"], "flag": "ambiguous", "note": "two words fit"},
                     {"id": rows[3]["id"], "flag": "wrong_box", "note": ""}]
    tab.check()
    shown = ds["root"] / "preview"
    cli("preview", ds["out"], "--ids", f"@{flags}", "--out", shown)
    assert sorted(p.name for p in shown.iterdir()) == \
        sorted([f"{rows[2]['id']}.png", f"{rows[3]['id']}.png", "sheet.png"])
    verified = cli("verify", ds["out"], "--flags", flags).stdout
    assert f"{rows[2]['id']}  ambiguous  \"two words fit\"  verifier: pass" in verified
    assert "checked 2 rows: 2 pass, 0 fail" in verified


def test_drag_absent_and_multi_target_rows_are_drawn(ds, tab):
    """Row shapes other branches add: every box of a drag, every target, nothing for absent.
    The copy's folder name needs URL escaping: the pages must still load."""
    out = ds["root"] / "shapes #1 ?ü"
    shutil.copytree(ds["out"] / "data", out / "data")
    rows = [dict(r) for r in ds["rows"]]
    a, b = rows[0], rows[1]
    drag = {**rows[4], "answer_type": "drag", "start_bbox": [100, 100, 106, 117],
            "end_bbox": [300, 100, 306, 117], "start_point": [103, 108],
            "end_point": [303, 108], "bbox": [104, 102, 302, 115]}
    multi = {**rows[5], "targets": [{k: t[k] for k in (
        "instruction", "bbox", "point", "answer_type", "eval", "data_type", "category",
        "difficulty")} for t in (a, b)]}
    for key in ("instruction", "bbox", "point", "answer_type", "eval", "data_type",
                "category", "difficulty"):
        multi.pop(key)
    absent = {**rows[6], "answer_type": "absent", "instruction": "Click the word “zebra”."}
    absent.pop("bbox")
    absent.pop("point")
    rows[4:7] = [drag, multi, absent]
    (out / "data" / "test" / "metadata.jsonl").write_text(
        "".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    site = ds["root"] / "shapes-site"  # beside the dataset: its pages' paths name the folder
    cli("gallery", out, "--out", site)

    def boxes(page, selector):
        return page.eval_on_selector_all(selector, """rs => rs.map(r => [r.dataset.role,
            +r.getAttribute('x'), +r.getAttribute('y'),
            +r.getAttribute('x') + +r.getAttribute('width'),
            +r.getAttribute('y') + +r.getAttribute('height')])""")

    page = tab.open(site, f"?row={drag['id']}")
    page.wait_for_function("document.getElementById('page').naturalWidth === 1024")
    page.wait_for_function("document.querySelector('.card img').naturalWidth > 0")
    assert sorted(boxes(page, "#overlay rect")) == sorted(
        [["bbox", *drag["bbox"]], ["start_bbox", *drag["start_bbox"]],
         ["end_bbox", *drag["end_bbox"]]])
    assert page.locator("#overlay line.span-line").count() == 1
    page.keyboard.press("j")
    assert page.text_content("#d-id") == multi["id"]
    assert boxes(page, "#overlay g.target-item rect") == [["bbox", *a["bbox"]],
                                                          ["bbox", *b["bbox"]]]
    assert page.locator("#d-instruction li").count() == 2
    category = page.get_attribute(f".card[data-id='{multi['id']}']", "data-category")
    assert set(category.split()) == {a["category"], b["category"]}
    page.keyboard.press("j")
    assert page.locator("#overlay > *").count() == 0
    assert page.text_content("#d-instruction mark.quote") == "“zebra”"
    tab.check()
