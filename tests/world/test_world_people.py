"""People are plausible: a form's or a prescription's date of birth is an adult's (born
1940-2006, not in the page's own 2024-2026), and a notebook tells its steps in order (the
"First ..." step never after "Finally ...")."""

from __future__ import annotations

import re
import unicodedata

from world_helpers import sampled


def _year(text: str) -> int:
    return int(re.findall(r"\b(19\d\d|20\d\d)\b", text)[0])


def test_dates_of_birth_are_adults() -> None:
    for name in ("pdf_form", "prescription_view"):
        for lang, seed, p in sampled(name, 10):
            value = p["fields"][2][1] if name == "pdf_form" else p["dob"]
            assert 1940 <= _year(value) <= 2006, (name, lang, seed, value)


def test_a_notebook_tells_its_steps_in_order() -> None:
    """Each note sits above the cell it describes: loading before the totals, the totals
    before the final check."""
    checked = 0
    for lang, seed, p in sampled("jupyter_notebook", 30):
        if lang != "en":
            continue
        text = " ".join(c["text"] for c in p["cells"] if c["kind"] == "markdown")
        first, total, last = text.find("load"), text.find("Total "), text.find("check")
        if total >= 0 and last >= 0:
            assert total < last and (first < 0 or first < total), (seed, text)
            checked += 1
    assert checked >= 5


def test_support_chat_greets_the_customer_and_shows_different_products():
    for lang, seed, p in sampled("support_chat", 20):
        # the greeting names nobody but the agent ("je m'appelle {name}" is the agent)
        assert p["customer"] not in p["turns"][0]["text"], (lang, seed, p["turns"][0]["text"])
        assert len(set(p["cards"])) == len(p["cards"]) == len(p["prices"]), (lang, seed)


def test_admin_console_accounts_share_the_organisation_domain():
    for lang, seed, p in sampled("admin_user_table", 15):
        domains = {u["email"].split("@")[1] for u in p["users"]}
        assert len(domains) == 1, (lang, seed, domains)
        words = {unicodedata.normalize("NFKD", w.replace("ß", "ss")).encode("ascii", "ignore")
                 .decode().lower() for w in re.split(r"[\s,&-]+", p["org"])}  # geissler.de
        joined = "".join(w for w in re.split(r"[\s,&-]+", p["org"].lower()))  # "de Wit": dewit
        joined = unicodedata.normalize("NFKD", joined).encode("ascii", "ignore").decode() \
            .replace("'", "")  # Presqu'île SA -> presquile.fr
        stem = domains.pop().split(".")[0]
        # a German firm spells its umlauts out: Schäfer & Eberhardt -> schaefer.de
        spelled = {w.lower().translate(str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue",
                                                      "ß": "ss"}))
                   for w in re.split(r"[\s,&-]+", p["org"])}
        # or brand + sector spelled together (wave 10): Müller Systemtechnik -> muellersystemtechnik
        together = "".join(sorted(spelled, key=p["org"].lower().translate(
            str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})).find))
        assert stem in words | spelled or joined.startswith(stem) \
            or together.startswith(stem), (lang, seed, p["org"])
