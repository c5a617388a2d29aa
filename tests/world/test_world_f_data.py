"""Wave 15 f_data: totals, e-mails, recipes, study dates, receipts, audits and carets agree with
what the page shows."""

from __future__ import annotations

from world_helpers import sampled

from surfaces.nutrition_label import FATTY
from surfaces.time_tracker import fit_days


def _minutes(hms: str) -> int:
    h, m, _ = hms.split(":")
    return int(h) * 60 + int(m)


def test_time_tracker_totals_count_the_entries_shown() -> None:
    for lang, seed, p in sampled("time_tracker", 12):
        for height in (768, 700, 640, 600, 560):
            q = fit_days(p, height)
            y = 266
            for day in q["days"]:
                shown = sum(_minutes(e["dur"]) for e in day["entries"])
                assert _minutes(day["total"]) == shown, (lang, seed, height, day["name"])
                y += 40 + 44 * len(day["entries"])
                assert y <= height - 10, (lang, seed, height)
                y += 14
            assert _minutes(q["week_total"]) == round(sum(q["week"]) * 60), (lang, seed)


def test_csv_people_have_their_own_addresses() -> None:
    seen = 0
    for lang, seed, p in sampled("csv_preview", 40):
        if p["kind"] != "people":
            continue
        seen += 1
        mails = [r[2] for r in p["rows"]]
        assert len(set(mails)) == len(mails), (lang, seed, mails)
        names_ = [r[1] for r in p["rows"]]
        assert len(set(names_)) == len(names_), (lang, seed, names_)
    assert seen > 10


def test_unique_email_on_collision() -> None:
    import numpy as np

    from generator.content import Content
    from surfaces.kit.listed import unique_email
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(5):
            content = Content(lang, np.random.default_rng(seed))
            name, taken = content.full_name(), set()
            first = name.split()[0]
            people = [name, f"{first} {content.full_name().split()[-1]}", name]
            mails = [unique_email(content, who, "acme.example", taken) for who in people]
            assert len(set(mails)) == 3, (lang, seed, mails)


def test_nutrition_recipe_follows_the_macros() -> None:
    import numpy as np

    from generator.content import Content
    slots = {lang: Content(lang, np.random.default_rng(0)).data.SLOTS
             for lang in ("en", "de", "fr", "es", "it", "nl")}
    for lang, seed, p in sampled("nutrition_label", 25):
        pool, products = slots[lang]["rec_ingredient"], slots[lang]["rec_product"]
        recipe = [i.split(" (")[0] for i in p["ingredients"]]
        if p["sugars"] > 5:
            assert pool[1] in recipe or pool[5] in recipe, (lang, seed, recipe)
        if p["fat"] > 5:  # oil, nuts (hazelnuts), chocolate or butter
            assert FATTY.search(" ".join(recipe)), (lang, seed, recipe)
        if p["product"] == products[3]:  # the chocolate cookies hold cocoa and hazelnuts
            assert pool[9] in recipe and pool[8] in recipe, (lang, seed, recipe)


def test_latex_study_one_test_and_dated_after_its_data() -> None:
    import datetime

    import numpy as np

    from generator.content import Content
    from surfaces.latex_editor import _window
    other = ("ANOVA", "Varianz", "regress", "mixed", "gemischt", "mixtos", "misti", "mixtes",
             "gemengde", "lineaire", "lineal")
    for lang, seed, p in sampled("latex_editor", 15):
        text = " ".join([p["abstract"], *p["body"]])
        assert not any(w in text for w in other), (lang, seed)
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        content = Content(lang, np.random.default_rng(1))
        for seed in range(50):
            weeks = 2 + seed % 5
            w = _window(np.random.default_rng(seed), content, weeks)
            # the named month's latest occurrence up to the paper's date: a study starting on
            # its first day is over before the paper is dated
            month, day = content.data.MONTHS.index(w["month"]) + 1, w["_date"]
            first = datetime.date(day.year - (month > day.month), month, 1)
            assert first + datetime.timedelta(weeks=weeks) < w["_date"], (lang, seed)
