"""Office, health and planning pages (g_office): notes fit the visit, numbers add up."""

from __future__ import annotations

import re

from world_helpers import sampled, template_regex

from generator.content.provider import locale_data


def test_appointment_notes_and_reason_fit_the_specialty() -> None:
    from surfaces.appointment_portal import SPEC_FITS

    for lang, seed, p in sampled("appointment_portal", 4):
        spec = locale_data(lang).TITLES["gof_appt_spec"]
        text = " ".join(p["notes"])
        for k, line in enumerate(spec):
            # a video call's notes speak of no visit: not even its specialty's
            found = re.search(template_regex(line), text, re.I) is not None
            # and only where it fits the visit's reason (r91 0018: no X-rays for a renewal)
            fits = p["reason"] in SPEC_FITS[p["spec"]]
            assert found == (k == p["spec"] and not p["video"] and fits), (lang, seed, text)
        if p["spec"] not in (0, 3):
            assert p["reason"] != 4, (lang, seed, p["specialty"])  # no vaccination


def test_ledger_balances_totals_and_notes_agree() -> None:
    for lang, seed, p in sampled("accounting_ledger", 4):
        world, balance = p["world"], p["opening_value"]
        for e in world:
            balance += e["amount"] if e["debit"] else -e["amount"]
            assert abs(balance - e["balance"]) < 0.01 and balance > 0, (lang, seed)
        starred = any(e["ref"].endswith("*") for e in world)
        # (the template itself: its fixed head is empty in English, "{Entries|Bookings} ...")
        note = template_regex(locale_data(lang).TITLES["gof_ledger_note"][1])
        assert (re.search(note, " ".join(p["notes"])) is not None) == starred, \
            (lang, seed, p["notes"])
        assert len(p["entries"]) + 2 <= (598 - 156 - 32) // p["row_h"]  # all rows drawn


def _digits(cell) -> int:
    import re

    text = cell if isinstance(cell, str) else cell[0]
    return int(re.sub(r"\D", "", text))


def test_spreadsheet_totals_add_up_and_note_refers_to_the_sheet() -> None:
    for lang, seed, p in sampled("spreadsheet_grid", 4):
        body, total = p["rows"][:-1], p["rows"][-1]
        n_months = len(p["header"]) - 4
        for c in range(1, n_months + 3):
            assert sum(_digits(r[c]) for r in body) == _digits(total[c]), (lang, seed, c)
        for r in body:
            assert sum(_digits(r[c]) for c in range(1, n_months + 1)) == _digits(r[n_months + 1])
        assert "*" not in p["note"] and "VAT" not in p["note"], (lang, seed, p["note"])


def test_formula_result_label_and_status_bar_agree() -> None:
    import math

    for lang, seed, p in sampled("formula_bar_sheet", 4):
        column = [v[p["col"] - 1] for v in p["values"]]
        want = {"sum": sum(column), "max": max(column),
                "avg": math.floor(sum(column) / len(column) + 0.5)}[p["fn"]]
        assert p["result"] == want, (lang, seed)
        if p["fn"] == "max":
            assert p["total_label"] == locale_data(lang).UI["gof.x_max"]
        assert "sum" not in p, (lang, seed)  # one cell selected: no status-bar sum
        assert len(set(p["months"])) == len(p["months"]), (lang, seed, p["months"])


def test_finance_net_worth_is_the_allocation_and_holdings() -> None:
    for lang, seed, p in sampled("finance_dashboard", 4):
        values = p["asset_values"]
        holdings = sum(_digits(h[3]) for h in p["holdings"])
        assert abs(holdings - (values[0] + values[1] + values[4])) <= 6, (lang, seed)
        assert abs(_digits(p["kpis"][0][1]) - sum(values)) <= 1, (lang, seed)
        assert sum(_digits(a[1]) for a in p["assets"]) == 100, (lang, seed, p["assets"])


def test_pivot_totals_add_up_rows_sorted_and_file_names_the_data() -> None:
    for lang, seed, p in sampled("pivot_summary", 4):
        groups = [g for g, _ in p["rows"]]
        assert [g[0] for g in groups] == sorted(g[0] for g in groups), (lang, seed)
        for c in range(1, len(p["total"])):
            assert sum(_digits(g[c]) for g in groups) == _digits(p["total"][c]), (lang, seed)
        for group, items in p["rows"]:
            for c in range(1, len(group)):
                assert sum(_digits(it[c]) for it in items) == _digits(group[c])
        assert p["file"].startswith(locale_data(lang).UI["apps.pv.sheets"][1]), p["file"]


def test_gradebook_average_is_points_earned_over_points_possible() -> None:
    import re

    for lang, seed, p in sampled("gradebook", 4):
        outs = [int(re.sub(r"\D", "", o)) for o in p["outs"]]
        for row in p["rows"]:
            got = possible = 0.0
            for cell, out in zip(row[1:1 + len(outs)], outs, strict=True):
                if cell[0] == p["labels"]["excused"]:
                    continue
                possible += out
                if cell[0] != p["labels"]["missing"]:
                    got += float(cell[0].replace(",", "."))
            shown = float(re.sub(r"[^\d.,]", "", row[-2][0]).replace(",", "."))
            assert abs(shown - (100 * got / possible if possible else 0)) < 0.06, (lang, seed)


def test_csv_file_is_named_after_its_rows_and_kanban_dues_fit_a_sprint() -> None:
    import re

    for lang, seed, p in sampled("csv_preview", 4):
        stem = {"sales": "sales", "people": "employees", "stock": "inventory"}[p["kind"]]
        assert p["file"].startswith(stem + "_"), (lang, seed, p["file"], p["kind"])
    for lang, seed, p in sampled("kanban_board", 4):
        years = {y for col in p["columns"] for card in col["cards"] for f in card["footer"][1:]
                 for y in re.findall(r"20\d\d", f)}
        assert len(years) <= 2, (lang, seed, years)  # two weeks span at most a new year


def test_expense_report_holds_what_its_trip_would() -> None:
    from surfaces.expense_report import HOTEL, TRIP_EXPENSES

    for lang, seed, p in sampled("expense_report", 4):
        trip = next(i for i in range(5) if p["title"] == locale_data(lang).TITLES[
            "records.expense"][i] or "{" in locale_data(lang).TITLES["records.expense"][i]
            and p["title"].startswith(locale_data(lang).TITLES["records.expense"][i].split("{")[0]))
        assert set(p["kinds"]) <= set(TRIP_EXPENSES[trip]), (lang, seed, p["title"], p["kinds"])
        if HOTEL in p["kinds"]:
            assert p["rows"][0][0] != p["rows"][-1][0]


def test_a_one_on_one_invite_has_two_people_named_in_its_title() -> None:
    seen = 0
    for lang, seed, p in sampled("calendar_invite", 4):
        firsts = {n.split()[0] for n in p["required"] + p["optional"]}
        if p["kind"] == 4:
            seen += 1
            assert len(p["required"]) == 2 and not p["optional"], (lang, seed)
            assert p["required"][1].split()[0] in p["title"], (lang, seed, p["title"])
            # a 1:1 greets its guest by name; a group is greeted as one ("Hi all")
            assert p["greeting"] and any(f in p["greeting"] for f in firsts)
        else:
            assert p["greeting"] and not any(f in p["greeting"] for f in firsts)
    assert seen


def test_week_events_happen_at_their_hours() -> None:
    from surfaces.calendar_week import EVENT_TIMES

    for lang, seed, p in sampled("calendar_week", 4):
        for e in p["events"]:
            hours, lengths, weekend = EVENT_TIMES[e["kind"]]
            assert e["len"] in lengths, (lang, seed, e)
            assert hours[0] <= e["start"] // 60 <= hours[-1], (lang, seed, e["title"], e["time"])
            # "weekday" is Monday 0; "day" the column (a US week starts on Sunday)
            assert e["weekday"] < 5 or weekend, (lang, seed, e)
            first = 6 if lang == "en" and len(p["weekdays"]) == 7 else 0
            assert (first + e["day"]) % 7 == e["weekday"], (lang, seed, e)
            if e["kind"] == 14:
                assert not e["place"]


def test_patient_record_dates_precede_the_note() -> None:
    import datetime

    for lang, seed, p in sampled("patient_record", 4):
        now = datetime.date.fromisoformat(p["now"])
        assert all(datetime.date.fromisoformat(d) < now for d in p["since_days"])
        dob = datetime.date.fromisoformat(p["dob_iso"])
        assert 0 <= (now - dob).days / 365.25 - p["age_n"] < 1.01, (lang, seed)
        assert str(p["age_n"]) in p["age"]


def test_train_notices_name_only_places_on_the_board() -> None:
    for lang, seed, p in sampled("train_timetable", 4):
        places = {p["station"]} | {r["dest"] for r in p["rows"]} | {r["via"] for r in p["rows"]}
        for city in locale_data(lang).SLOTS["cities"]:
            if f" {city} " in f" {p['notice']} " and not any(city in x for x in places):
                raise AssertionError((lang, seed, city, p["notice"]))


def test_weather_that_clears_later_is_read_in_the_morning() -> None:
    for lang, seed, p in sampled("weather_forecast", 4):
        if p["kind"] in ("partly", "cloudy", "rain"):
            assert p["hour"] < 12, (lang, seed, p["kind"], p["hour"])


def test_data_tables_keep_roles_products_and_dates_in_their_world() -> None:
    import re

    from surfaces.data_table import PRODUCTS, ROLE_DEPTS

    for lang, seed, p in sampled("data_table", 4):
        slots = locale_data(lang).SLOTS
        years = {int(y) for y in re.findall(r"20\d\d", p["updated"])}
        if p["kind"] == "inventory":
            names = [r[1] for r in p["rows"]]
            assert len(set(names)) == len(names), (lang, seed)
            for r in p["rows"]:
                cat = PRODUCTS[slots["tbl_product"].index(r[1])][0]
                assert r[2] == slots["tbl_category"][cat], (lang, seed, r)
        if p["kind"] == "employees":
            roles = [e if isinstance(e, str) else tuple(e.values()) for e in slots["tbl_role"]]
            for r in p["rows"]:
                k = next(i for i, e in enumerate(roles) if r[1] == e or r[1] in e)
                assert slots["tbl_dept"].index(r[2]) in ROLE_DEPTS[k], (lang, seed, r[1], r[2])
        for r in p["rows"]:
            for y in re.findall(r"\b(20\d\d)\b", " ".join(c if isinstance(c, str) else c[0]
                                                          for c in r)):
                assert int(y) <= max(years), (lang, seed, r, p["updated"])


def test_fitness_week_ends_today_with_the_steps_tile() -> None:
    import datetime
    import re

    for lang, seed, p in sampled("fitness_tracker", 4):
        wd = datetime.date.fromisoformat(p["today"]).weekday()
        steps = int(re.sub(r"\D", "", p["stats"][0][1]))
        assert p["week"][wd] == steps and not any(p["week"][wd + 1:]), (lang, seed)
        assert p["rings"][0] == min(1.0, steps / 10000)


def test_bank_amount_placeholder_uses_the_locale_decimal_mark() -> None:
    from generator import formats

    for lang, _seed, p in sampled("banking_dashboard", 2):
        assert p["zero"] == f"0{formats.decimal_symbol(lang)}00", (lang, p["zero"])


def test_spreadsheet_formula_bar_names_the_selected_cell_s_range() -> None:
    from surfaces.kit.tables import col_letter

    for lang, seed, p in sampled("spreadsheet_grid", 4):
        c, r = p["sel"]
        f = p["formula"]
        if r == len(p["rows"]) + 1 and c <= len(p["header"]) - 2:
            fn = locale_data(lang).UI["office.x_sum"]
            assert f == f"={fn}({col_letter(c)}2:{col_letter(c)}{r - 1})", (lang, seed, f)
        assert not f or f.startswith("="), (lang, seed, f)


def test_ledger_amounts_fit_their_kind() -> None:
    from surfaces.accounting_ledger import AMOUNTS

    for lang, seed, p in sampled("accounting_ledger", 4):
        for e in p["world"]:
            lo, hi = AMOUNTS[e["kind"]]
            assert lo <= e["amount"] <= hi, (lang, seed, e)


def test_ledger_and_sheet_notes_are_worded_in_several_ways() -> None:
    """The fixed notes under a ledger or a sheet vary from page to page (one wording printed
    on every page is a sentence every training page shares with the benchmark)."""
    import numpy as np

    from generator.content.provider import Content

    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for topic, index in (("gof_ledger_note", 0), ("gof_ledger_note", 3),
                             ("gof_ledger_note", 5), ("gof_sheet_note", 0)):
            texts = {Content(lang, np.random.default_rng(k)).title_at(
                topic, index, company="Acme", date="1.2.2025", opening="1.000,00", month="May",
                account="1234", refs="PAY-0042", col="Variance",
                prior="X")
                for k in range(40)}
            assert len(texts) >= 4, (lang, topic, index, texts)
            assert not any("{" in t for t in texts), texts
