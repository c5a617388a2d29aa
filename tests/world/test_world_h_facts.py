"""h_facts (wave 16): numbers, dates and states that agree with each other. Each test samples
a surface (or its world) over many seeds in every language and asserts the invariant."""

from __future__ import annotations

import re

from world_helpers import amount_of, reports, sampled, template_regex

from generator.content import Content
from generator.resolve import content_languages
from surfaces import registry
from surfaces.kit.report_world import verdict

COMPARING = {"hp.v.better": 1, "hp.v.fall_held": 1, "hp.v.cut": 1,
             "hp.v.grow_worse": -1, "hp.v.worse": -1, "hp.v.squeeze": -1}


def _matches(content: Content, key: str, text: str) -> bool:
    return re.search(template_regex(content.data.UI[key]), text) is not None


def test_report_comparisons_are_written_from_the_figures() -> None:
    """review46 0026: "costs grew faster" over revenue +1 % and costs +1 %. A verdict that
    says one figure outran the other needs two points between them, else "the same pace";
    the summary prints that verdict; the next steps name the next quarter once
    (review46 0005/0028: "In Q2 2024 ... / Voor Q2 2024 ...")."""
    for lang in content_languages():
        seen = set()
        for seed, content, w, secs in reports(lang, 150):
            rev, costs = w["figures"][:2]
            key = verdict(rev, costs)
            seen.add(key)
            gap = rev["pct"] - costs["pct"]
            if key in COMPARING:
                assert gap * COMPARING[key] >= 2, (lang, seed, key, rev["pct"], costs["pct"])
            elif key != "hp.v.loss":
                assert abs(gap) <= 1 and (rev["pct"] > 0) == (key == "hp.v.same_up"), \
                    (lang, seed, key, rev["pct"], costs["pct"])
            slight = f"{key}_slight" if f"{key}_slight" in content.data.UI else key  # r83
            assert _matches(content, key, secs[0]["texts"][0]) \
                or _matches(content, slight, secs[0]["texts"][0]), (lang, seed, key)
            assert secs[3]["texts"][0].count(w["next"]) <= 1, (lang, seed, secs[3]["texts"])
        assert {"hp.v.same_up", "hp.v.same_down"} <= seen, (lang, seen)


def _composed(name: str, seeds: int):
    """(language, seed, params, page) of ``seeds`` pages per language, light theme."""
    from generator.page import make_theme

    cls = registry.get(name)
    for lang, seed, params in sampled(name, seeds):
        yield lang, seed, params, cls().compose(params, make_theme(seed % 2 == 1, "blue"))


def test_dashboard_traffic_never_drops_to_nothing() -> None:
    """review46 0010: the traffic line touched the chart's floor (0 visits) on two days of a
    site with ~1k a day. The daily series keeps 40 % of its mean, and the chart is drawn
    from 0, so its lowest point stays well above the chart's bottom."""
    for lang, seed, p, page in _composed("metrics_dashboard", 30):
        days = p["traffic"]
        assert min(days) >= 0.4 * sum(days) / len(days), (lang, seed, min(days))
        area = max((op for op in page.ops if getattr(op, "name", "") == "chart area"),
                   key=lambda op: op.box[2] - op.box[0])  # the traffic chart, not a card's
        x1, top, x2, bottom = area.box[0], area.box[1], area.box[2], area.box[3] - 1
        lowest = max(pt[1] for op in page.ops if getattr(op, "name", "") == "chart line"
                     for pt in op.points if x1 <= pt[0] <= x2 and top <= pt[1] <= bottom)
        assert bottom - lowest >= 0.3 * (bottom - top), (lang, seed, bottom, lowest, top)


def test_expense_receipts_state_and_reimbursable_agree() -> None:
    """review47 0025: "a receipt for every expense over 50 euros", yet an 847 EUR line without
    one sat in an approved report and in its reimbursable sum. A report sent on has every
    line over the policy's limit with its receipt; "Reimbursable" counts a line only with a
    receipt or under the limit; the policy names the limit the page works by."""
    from generator import formats

    for lang, seed, p in sampled("expense_report", 40):
        limit = p["receipt_limit"]
        owed = 0.0
        for row in p["rows"]:
            amount, receipt = amount_of(row[4]), row[5][1] == "check"
            if p["status"] in (1, 2, 3):
                assert receipt or amount <= limit, (lang, seed, p["status"], row)
            owed += amount if receipt or amount <= limit else 0.0
        assert abs(amount_of(p["owed"]) - owed) < 0.011, (lang, seed, p["owed"], owed)
        text = " ".join(p["policy_text"])
        money = formats.money(limit, lang, formats.currency(lang), 0)
        mentions = re.findall(r"\d+(?:[.,]\d+)?\s*(?:€|euros?|Euro|dollars)|\$\d+", text)
        assert all(m == money for m in mentions if "€" in m or "$" in m or money in m), \
            (lang, seed, text, money)


def test_installer_licence_answer_is_not_preselected() -> None:
    """review46 0007: the licence's "I accept" radio was preselected. On the licence step
    neither radio is filled and the primary button (Next) is disabled."""
    seen = 0
    for lang, seed, p, page in _composed("installer_wizard", 16):
        if p["page"] != "license":
            continue
        seen += 1
        radios = [op for op in page.ops if getattr(op, "name", "") == "radio"]
        rings = [op for op in radios if op.outline is not None]
        assert len(rings) == 2 and len(radios) == 2, (lang, seed, len(radios))
        primaries = [op for op in page.ops if getattr(op, "name", "") == "button"
                     and op.fill == page.theme.accent]
        assert not primaries, (lang, seed)
    assert seen


BRITISH = re.compile(r"\b(?:Gynaecolog|Orthopaed|Paediatr|[Pp]hysiotherap|smear test|red book|"
                     r"General practice)", re.I)


def test_appointment_slots_avoid_public_holidays_and_en_is_american() -> None:
    """review47 0018: a US practice had a booked slot on Thanksgiving and wrote British
    "Gynaecology" and "smear test". No free or booked day is a weekend or a public holiday
    of the page's country; the en (US) page spells its specialties and notes the US way."""
    import datetime

    from surfaces.kit.holidays import public_holidays

    for lang, seed, p in sampled("appointment_portal", 60):
        holidays = public_holidays(lang, p["year"])
        for d in [*p["free"], p["day"]]:
            day = datetime.date(p["year"], p["m"], d)
            assert day.weekday() < 5 and day not in holidays, (lang, seed, day)
        if lang == "en":
            text = " ".join([p["specialty"], *p["notes"]])
            assert not BRITISH.search(text), (seed, text)


def test_pr_labels_follow_the_state_and_the_conversation_count_its_items() -> None:
    """review47 0013: "revisione richiesta" on a merged, approved PR, and "Conversazione 7"
    over five items. The review-requested label only on an open PR not yet approved; the
    Conversation tab counts the comments drawn (one prose block each)."""
    import numpy as np

    from generator.page.model import TextBlock

    for lang, seed, p, page in _composed("pr_review", 24):
        waiting = Content(lang, np.random.default_rng(0)).word_at("dt_label", 3)
        if waiting in p["labels"]:
            assert p["state"] == "open" and not p["approved"], (lang, seed, p["state"])
        prose = [op for op in page.ops if isinstance(op, TextBlock) and op.role == "prose"]
        tabs = ["".join(g.char for line in op.laid.lines for g in line.glyphs)
                for op in page.ops if isinstance(op, TextBlock)
                and page.regions[op.region].name == "tab bar"]
        count = next(t for t in tabs if t.isdigit())
        assert int(count) == len(prose), (lang, seed, count, len(prose))


def test_checkout_shipping_step_shows_the_address_as_a_summary() -> None:
    """review47 0022: the breadcrumb on "Shipping" while the contact and address fields were
    still editable inputs. On the Shipping step the Information step's fields are a
    read-only summary (contact, ship-to, each with a change link); on Information they are
    inputs and no summary is drawn."""
    steps = set()
    for lang, seed, p, page in _composed("checkout_form", 12):
        lab = p["labels"]
        names = {r.name for r in page.regions}
        inputs = {f"field {lab[k]}" for k in ("email", "first_name", "address", "zip")}
        summary = {f"field {label}" for label, _ in p["review"]}
        steps.add(p["step"])
        if p["step"] == 2:
            assert not inputs & names and summary <= names, (lang, seed, inputs & names)
            assert not page.meta.get("focused_fields"), (lang, seed)
        else:
            assert inputs <= names and not summary & names, (lang, seed)
    assert steps == {1, 2}


FLAT_FEE = {"en": "flat fee", "de": "pauschal", "fr": "forfait", "es": "servicio", "it": "a corpo"}


def test_invoice_flat_fee_unit_is_a_unit() -> None:
    """review47 0011: "1 vast" (nl, "fixed") as the unit of a fixed-price line. A flat line's
    unit is the locale's word for a flat fee or its piece unit ("1 st.")."""
    import numpy as np

    for lang in content_languages():
        content = Content(lang, np.random.default_rng(0))
        flat, plural = content.ui("invoice.unit.flat"), content.ui("invoice.units.flat")
        piece = content.ui("invoice.unit.piece"), content.ui("invoice.units.piece")
        assert (flat, plural) == piece or flat == FLAT_FEE.get(lang), (lang, flat, plural)


DAYS = re.compile(r"\b(\d+) (?:giorni|days|Tage|Tagen|jours|días|dagen)\b")


def test_mail_delays_come_in_plausible_units() -> None:
    """review47 0002: "rivedere il calendario di 57 giorni". A mail that moves a deadline or
    a refund that takes some days says at most 14 days (else weeks); every fill of every
    mail-body and chat template is checked, in every language."""
    import numpy as np

    for lang in content_languages():
        content = Content(lang, np.random.default_rng(7))
        for topic in ("mailui.body", "chat.agent"):
            for template in content.data.SENTENCES.get(topic, []):
                if "{number}" not in template and "giorni" not in template:
                    continue
                for _ in range(40):
                    text = content.fill(template)
                    for m in DAYS.finditer(text):
                        assert int(m.group(1)) <= 14, (lang, topic, text)


def test_changelog_versions_are_never_bare_headings() -> None:
    """review45 0013: v5.18.2 and v5.18.1 were headings with no entry under them. Every
    release has an entry in its params, and every version heading the page draws has at
    least one entry drawn under it before the next heading."""
    from generator.page.model import TextBlock

    for lang, seed, p, page in _composed("changelog_page", 20):
        assert all(any(items for _, items in r["sections"]) for r in p["releases"]), (lang, seed)
        blocks = sorted((op for op in page.ops if isinstance(op, TextBlock)
                         and page.regions[op.region].name.startswith("release ")),
                        key=lambda op: op.laid.box[1])
        kinds = ["head" if op.role == "structural" and re.fullmatch(
            r"v\d+\.\d+\.\d+", "".join(g.char for ln in op.laid.lines for g in ln.glyphs))
            else "entry" if op.role == "prose" else "" for op in blocks]
        kinds = [k for k in kinds if k]
        assert "head" in kinds, (lang, seed)
        for k, kind in enumerate(kinds):
            if kind == "head":
                assert k + 1 < len(kinds) and kinds[k + 1] == "entry", (lang, seed, kinds)


def test_compliance_items_time_words_fit_the_audit_date() -> None:
    """review45 0015: "a fire drill was held this year" on an audit dated 3 January. An
    item says "this year" only from April, "this quarter" a month into it, "this month"
    from the 10th."""
    import datetime

    import numpy as np

    seen = 0
    for lang, seed, p in sampled("compliance_checklist", 80):
        content = Content(lang, np.random.default_rng(0))
        day = datetime.date.fromisoformat(p["review"])
        into = {"year": day.timetuple().tm_yday - 1, "month": day.day - 1,
                "quarter": (day - datetime.date(day.year, 3 * ((day.month - 1) // 3) + 1,
                                                1)).days}
        texts = [i["text"] for i in p["items"]]
        for period, least in (("year", 90), ("quarter", 30), ("month", 9)):
            words = re.compile("|".join(map(re.escape, content.ui_list(f"hf.cmp.this_{period}"))),
                               re.I)
            for text in texts:
                if words.search(text):
                    seen += 1
                    assert into[period] >= least, (lang, seed, p["review"], text)
    assert seen


def _texts(page, prefix: str, role: str) -> list[str]:
    """The texts of ``role`` the page draws in regions whose name starts with ``prefix``."""
    from generator.page.model import TextBlock

    return ["".join(g.char for ln in op.laid.lines for g in ln.glyphs)
            for op in page.ops if isinstance(op, TextBlock) and op.role == role
            and page.regions[op.region].name.startswith(prefix)]


def test_realestate_pins_are_the_cards_shown() -> None:
    """review44 0004: six price pins on the map over two cards. The map pins exactly the
    homes whose cards the list draws (same prices), at least two of them."""
    for lang, seed, p, page in _composed("realestate_listing", 12):
        cards = [r for r in page.regions if r.name.startswith("listing ")]
        pins = _texts(page, "map", "text")
        shown = [h["short"] for h in p["homes"][:len(cards)]]
        assert len(cards) >= 2 and sorted(pins) == sorted(shown), (lang, seed, pins, shown)
