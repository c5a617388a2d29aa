"""English pages are set in American towns and write American English: "harbor", "fall",
"neighbor", "color", "center", "organize", "program", "favorite" (a reviewer read "autumn",
"Favourites" and "summarises" on US pages). Only the invoices are British by design
(invoice.toml: pounds, VAT), the dictionary quotes British headwords (records.toml) and the
novels' story world is an English village (h_story.toml: "Ashwell", and w6_a_books.toml,
whose scenes are set in such a village)."""

from __future__ import annotations

import re
from pathlib import Path

# the workplace words of the compliance controls (records.toml, British by design for its
# dictionary headwords, is still read for these)
US_WORK = r"leavers?'?|DPO|data protection officers?"
BRITISH = re.compile(
    r"\b(harbour\w*|autumn|neighbour\w*|colour\w*|centre\w*|organis(e|ed|es|ing|ation\w*)|"
    r"programme\w*|favourite\w*|summaris\w*|theatre\w*|travell(er|ers|ing|ed)|licence|"
    r"catalogue|behaviour\w*|labour\w*|defence|grey|tyres?|(kilo)?metres?|apologis\w*|"
    r"prioritis\w*|recognis\w*|favourabl\w*|authoris\w*|optimis\w*|realis(e|ed|es|ing)|analys(e|ed|ing)|"
    r"cheques?|current accounts?|on holiday|mum|anaemi\w*|haemo\w*|paediatr\w*|full blood count|councillors?|schemes?|"
    # r81: "dialling", "a lift"
    # r96: "wilful misconduct" in a contract of two Atlanta firms
    r"wilful\w*|diall(ing|ed)|car parks?|step-free|(passenger )?lifts? to every floor|with a lift|"
    r"accessible toilets|studio flat|affordable flats|"
    # r82: British wording and typography a reviewer read on US pages ("Call us on +1 503",
    # "Who signs it off", "Line manager", "Trade fair in Fresno", "half past twelve",
    # "Kindly contact"); "we kindly ask" is formal American too
    r"call(s|ed|ing)? us on|sign(s|ed|ing)? (it|them|this|that) off|sign off (this|the|it)|"
    r"line managers?|trade fairs?|half past|(?<!we )(?<!I )kindly|petrol|jumpers?|cos(y|ier|iest)|"
    r"flavour\w*|postcodes?|"
    # r95: "The dough proves 14 hours", "I am honoured to lead"
    r"dough\W+(\w+\W+)?proves|honour\w*|"
    # r87: "at the weekend", "Leavers' accounts", "the DPO", "the cinema", "Shall we meet",
    # "Fancy pizza?", "roadworks" (US: on the weekend, departing employees, privacy officer,
    # the movies, should we, want, road work); "shall" alone stays legal in contracts
    + US_WORK + r"|at (the )?weekends?|the cinema|shall we|fancy (a |an |some )?\{?\w+|the pub|"
    r"roadworks|"
    # r86: "revision" in the study sense ("Economics revision"); American decks say review/exam prep
    r"revision(?!s)|maths|"
    # r88: "in randomised order" in a University of Michigan paper
    r"randomis\w*|anonymis\w*|customis\w*|normalis\w*|reorganis\w*|modernis\w*|"
    r"synchronis\w*|practis(e|ed|es|ing)|"
    # r89: a British recipe on US pages (h_misc.toml): American kitchens use granulated and
    # powdered sugar, all-purpose and self-rising flour, heavy cream, baking soda, °F
    r"caster sugar|plain flour|bramley|demerara|self-raising|double cream|single cream|"
    r"icing sugar|bicarbonate of soda|sultanas|swede|(lamb |beef )?mince|tomato purée|"
    r"muscovado|suet|baking paper|(loaf|roasting|baking|sandwich) tins?|whizz|"
    # r92: "Your parcel came", "outside number 99", "Electricity supplier", "down 21.6% on
    # the previous 30 days" on US pages (US: package, outside your building, electric
    # company, vs. the previous), and their kin: ring me, fortnight, click and collect
    r"parcels?|ring me|outside number|(up|down) \{?\w*\}? ?on the previous|"
    r"electricity suppliers?|fortnight\w*|click and collect|motorways?|holiday photos|"
    r"(in your|the) basket|basket page|flatmates?|mobile phones?|"
    # r99: "A list of the 14 allergens" (EU/UK law; the US names nine major food allergens),
    # "Home-made ravioli" (US: homemade, handmade)
    r"(14|fourteen) allergens|home-made|hand-made|"
    # r97: the shared FAQ pool's "Can I pay in instalments?", "one hundred pounds", "working
    # days", "cancelled", "gift vouchers", "we ship to most countries in Europe" on US pages
    # (US: installments, $100, business days, canceled, gift cards, all 50 states)
    r"instalments?|(hundred|thousand|ten|twenty|fifty|nearest) pounds?|working days?|"
    r"cancell(ed|ing)|(gift |small |\d+% )?vouchers?|countries in Europe|made in Europe|"
    r"by post|VAT invoices?|VAT at the)\b", re.I)
# a parenthetical dash: American English sets an unspaced em dash ("around the corner—I have
# heard"), not a spaced en dash; a range keeps its en dash ("{a} – {b} a year", "9 – 5")
SPACED_DASH = re.compile(r" – ")
RANGE = re.compile(r"(\{\w+\}|\d) – (?=\{\w+\}|\$?\d)")
# w6_c_novel.toml: the dictionary's nearby words around its British headwords ("harbour")
BRITISH_BY_DESIGN = {"invoice.toml", "records.toml", "h_story.toml", "w6_a_books.toml",
                     "w6_c_novel.toml"}
CONTENT = Path(__file__).resolve().parents[2] / "generator" / "locales" / "en" / "content"


def test_english_content_is_american():
    found = []
    for path in sorted(CONTENT.glob("*.toml")):
        if path.name in BRITISH_BY_DESIGN:
            continue
        for n, line in enumerate(path.read_text().splitlines(), 1):
            value = line.split("=", 1)[1] if re.match(r'\s*"?[\w.\-]+"?\s*=', line) else line
            value = re.sub(r"\{\w+\}", "", value)  # slot names ({colours_all}) are not text
            if not line.lstrip().startswith("#"):
                found += [f"{path.name}:{n}: {m.group(0)}" for m in BRITISH.finditer(value)]
                found += [f"{path.name}:{n}: spaced en dash"
                          for _ in SPACED_DASH.finditer(RANGE.sub("", line))]
    assert not found, found


def test_compliance_controls_are_american():
    """records.toml keeps British dictionary headwords, but its workplace text (the compliance
    checklist's controls) is set in US offices: no leavers, no DPO."""
    found = [f"records.toml:{n}: {m.group(0)}"
             for n, line in enumerate((CONTENT / "records.toml").read_text().splitlines(), 1)
             for m in re.finditer(rf"\b({US_WORK})(?!\w)", line)]
    assert not found, found


def test_us_recipes_bake_in_fahrenheit():
    """r89 row 17: "190°C" on a US recipe card: the English dishes' ovens are set in °F."""
    import tomllib
    found = [f"{name}: {d['title']}" for name in ("recipes.toml", "h_misc.toml")
             for slot, dishes in tomllib.loads((CONTENT / name).read_text())["slots"].items()
             if "recipe" in slot for d in dishes
             if any("°C" in t for t in [*d["ingredients"], *d["steps"]])]
    assert not found, found
