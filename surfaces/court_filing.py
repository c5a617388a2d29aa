"""A court filing on pleading paper: numbered margin lines, counsel's block, the court's name,
the caption (parties, case number, document title) and double-spaced numbered paragraphs."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, languages, measure
from surfaces.kit.court_civil import (
    civil_block,
    claim_amount,
    compose_body,
    compose_close,
    compose_head,
    court_fact,
    layout_of,
    seat,
    section_of,
)
from surfaces.kit.court_civil import lawyer as civil_lawyer
from surfaces.kit.court_world import case_refs, date_slots, name_parties, party, world_refs
from surfaces.kit.document import (
    PAPERS,
    centred_label,
    paper_theme,
    prose,
)
from surfaces.kit.numbers import (
    format_date,
    format_money,
    locale_fact,
    random_day,
    territory,
    with_colon,
)
from surfaces.kit.sector_firms import sector_firm
from surfaces.kit.typography import style

# One case, one calendar: the contract (c), the purchase order (o), the delivery deadline (d),
# the written notice of defects (n), the filing and the hearing follow each other in this
# order; the sentences name these dates through their slots, never a month of their own.
CASE_STEPS = (("order", 5, 40), ("due", 20, 60), ("notice", 7, 30), ("filed", 30, 120),
              ("hearing", 30, 90))


def sample_case_dates(rng: np.random.Generator) -> dict[str, datetime.date]:
    """The case's dates, each a few days to months after the one before."""
    day = random_day(rng, 0, 400)
    world = {"contract": day}
    for key, lo, hi in CASE_STEPS:
        day = day + datetime.timedelta(days=int(rng.integers(lo, hi)))
        world[key] = day
    return world


# Wordings a case of each kind never uses (all: whatever the kind), by language: one
# contract made in writing and signed, the price paid in full, one claim (damages, as the
# title says), goods never delivered or delivered with defects, never both; a sentence
# whose every variant breaks the case is left out.
BANS = {
    "de": {"all": ("mündlich", "Anzahlung", "Rückzahlung", "verlangt von der Beklagten Zahlung",
                   "beantragt daher", "beantragt deshalb"),  # the Anträge come first
           "undelivered": ("Schlechterfüllung", "Mängel", "dort erfüllt", "dort auch erfüllt"),
           "defective": ("Nichterfüllung", "Teillieferungen")},
    "es": {"all": ("anticipo", "primera factura", "acredita el documento", "plena conciencia",
                   "pleno conocimiento"),
           "undelivered": ("defectos", "desperfectos", "vicios", "se ejecutó"),
           "defective": ("en dos partes", "en tres partes")},
    # a contract never performed was not "concluso ed eseguito" / "exécuté"; goods
    # delivered with defects were not left undelivered ("inexécution")
    "it": {"all": (), "undelivered": ("concluso ed eseguito",), "defective": ()},
    "fr": {"all": (), "undelivered": ("mauvaise exécution",), "defective": ("inexécution",)},
}


# Templates (records.court, by index) that say one thing: a complaint keeps at most one of
# each group ("demanded in writing that Defendant refund the price" and "Despite repeated
# written demands, Defendant has refused to refund the price")
EXCLUSIVE = {"en": ((3, 8),)}


# en records.court 10, "The facts stated in this complaint are true ...": a verification
US_VERIFICATION = 10


def us_case_number(rng: np.random.Generator, city: str, filed: datetime.date) -> str:
    """A California superior court's case number as that court writes it."""
    yy, n = f"{filed.year % 100:02d}", int(rng.integers(1000, 30000))
    return {"Los Angeles": f"{yy}STCV{n:05d}", "Fresno": f"{yy}CECG{n:05d}",
            "San Diego": f"37-{filed.year}-{n:08d}-CU-BC-CTL"}.get(city, f"{yy}CV{n:06d}")


def _fill_case(content: Content, template: str, bans: tuple[str, ...],
               fixed: dict[str, str]) -> str:
    """``template`` filled in a variant that uses none of ``bans`` ("" if none does)."""
    for _ in range(24):
        text = content.fill(template, **fixed)
        if not any(re.search(rf"\b{re.escape(b)}\b", text) for b in bans):
            return text
    return ""


def complaint(rng: np.random.Generator, content: Content, kind: str,
              **fixed: str) -> tuple[list[str], list[str]]:
    """The complaint's paragraphs in a pleading's order (claim and parties, jurisdiction,
    facts, claims, relief: ``court.order`` of the locale), without the templates the other
    kind of case writes; the opening claim and the relief asked always. With each, the
    section of a civil-law statement of claim it belongs to (facts, law, relief)."""
    lang = content.lang
    templates = content.data.SENTENCES["records.court"]
    other = "defective" if kind == "undelivered" else "undelivered"
    skip = set(languages.fact(lang, f"court.{other}", list))
    if layout_of(lang) == "us":  # verified after the signature, never among the allegations
        skip.add(US_VERIFICATION)
    order = [i for i in languages.fact(lang, "court.order", list) if i not in skip]
    middle = order[1:-1]
    keep = set(rng.choice(middle, min(len(middle), int(rng.integers(11, 15))), replace=False))
    # the breach itself is always told (the defects before "Plaintiff's written notice")
    keep |= set(languages.fact(lang, f"court.{kind}", list))
    keep |= set(court_fact(lang, "always", []))  # the venue ground where the law needs one
    for group in EXCLUSIVE.get(lang, ()):
        kept = [i for i in group if i in keep]
        keep -= set(kept[1:])
    chosen = [order[0]] + [i for i in middle if i in keep] + [order[-1]]
    table = BANS.get(lang, {})
    bans = table.get("all", ()) + table.get(kind, ())
    filled = [(section_of(lang, i), _fill_case(content, templates[i], bans, fixed))
              for i in chosen]
    sentences = [(s, t) for s, t in filled if t]
    out, secs, i = [], [], 0
    while i < len(sentences):
        n = 2 if rng.random() < 0.3 and 0 < i < len(sentences) - 2 and \
            sentences[i][0] == sentences[i + 1][0] else 1
        out.append(" ".join(t for _, t in sentences[i:i + n]))
        secs.append(sentences[i][0])
        i += n
    return out, secs


def first_mentions(texts: list[str], names: list[str]) -> list[list[Any]]:
    """Bold marks on each party's name at its first mention, as pleadings define them."""
    marks: list[list[Any]] = [[] for _ in texts]
    for name in names:
        for k, text in enumerate(texts):
            if (at := text.find(name)) >= 0:
                marks[k].append([at, at + len(name), "bold", ""])
                break
    return marks


class CourtFiling(Surface):
    name = "court_filing"
    family = "documents"
    themes = ("light",)
    text_roles = ("prose", "text", "structural")
    # No blank_line: a filing is double-spaced with indented paragraphs, not empty lines.
    unsupported_categories = ("blank_line",)
    regions = ("counsel", "court", "case caption", "body", "footer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        world = sample_case_dates(rng)
        civil = layout_of(content.lang) == "civil"
        court = seat(rng, content.lang) if civil else None
        venues = languages.fact(content.lang, "court.venue_cities", list)
        city = court["city"] if court else choice(rng, venues)  # a Californian court's county
        content.pin(city=city)  # the court's town is where the contract was made and kept
        towns = set(content.data.SLOTS["cities"])
        signer = content.full_name()
        while towns & set(signer.split()):  # "Austin Reed" would name a second town
            signer = content.full_name()
        content.pin(fullname=signer)
        counsel = civil_lawyer(content) if civil else (content.full_name(), "")
        lawyer = counsel[0]
        # a buyer company sues its supplier: the caption, the intro and every paragraph
        # that names the plaintiff or its counsel name the same ones
        plaintiff = party(content, content.lang)
        kind = choice(rng, ["undelivered", "defective"])  # the case: one subject, one breach
        # one contract, named one way throughout ("contratto di fornitura", never also
        # "di compravendita" two paragraphs later)
        deal = choice(rng, languages.fact(content.lang, "court.deals", list))
        # the sum claimed, the same wherever the complaint states it (never "ruim 36.000
        # euro" in the claim and "48.000 euro" in the damages), one the court hears
        claim = claim_amount(rng, content.lang)
        texts, sections = complaint(rng, content, kind, company=plaintiff, lawyer=lawyer,
                                    deal=deal, claim=format_money(
                                        claim, content.lang, "USD" if not civil else "EUR"),
                                    **date_slots(world, content.lang))
        defendant = party(content, content.lang, maker=True)  # it owed the goods
        texts = name_parties(rng, content.lang, texts, plaintiff, defendant)
        texts = world_refs(rng, content.lang, texts,
                           case_refs(rng, content.lang, world["contract"], city))
        out = self._us(rng, content, world, city, lawyer)
        if not civil and not out["cover"]:  # a later page: the complaint's paragraphs from
            out["first"] = max(2, min(out["first"], len(texts) - 5))  # the one it starts with
        out["page_no"] = 1 if out["first"] == 1 else 2 if out["first"] < 12 else 3
        out.update({
            "layout": "civil" if civil else "us", "sections": sections,
            "plaintiff": plaintiff, "defendant": defendant,
            "keys": [plaintiff, defendant, lawyer, city, content.ui("records.court.plaintiff"),
                     content.ui("records.court.defendant")],
            # the body is the plaintiff's complaint: the first records.court_title of every
            # language names that document (an answer or a motion would contradict it)
            "title": content.title_at("records.court_title", 0),
            "intro": content.ui("records.court.intro", name=plaintiff),
            # the parties' names bold where a civil statement introduces them (a US
            # complaint sets no name in bold mid-sentence)
            "texts": texts, "marks": first_mentions(texts, [plaintiff, defendant])
            if out["first"] == 1 and civil else [[] for _ in texts],
            "kind": kind, "deal": deal, "claim": claim, "world": {k: v.isoformat() for k, v in world.items()},
            "civil": None,
        })
        if court:  # a claim that starts a case has no case number yet
            out.update(case="", county=court["court"], pleading=False)
            out["civil"] = civil_block(rng, content, world, court, plaintiff, defendant,
                                       counsel)
        return out

    @staticmethod
    def _us(rng: np.random.Generator, content: Content, world: dict[str, Any], city: str,
            lawyer: str) -> dict[str, Any]:
        """The look of the sheet and the US pleading's counsel block and caption."""
        out = {"lang": content.lang,
            "font": choice(rng, fontbook().families_of(choice(rng, ["serif", "serif", "mono"]))),
            "size": int(choice(rng, [13, 14])), "paper": choice(rng, ["white", "white", "cream"]),
            "pleading": bool(rng.random() < (0.85 if territory(content.lang) == "US" else 0.25)),
            # counsel's firm is a law firm ("Reyes & Hale LLP"), never "Moon Realty LLC"
            "counsel": [lawyer, content.ui("records.court.bar", n=int(rng.integers(100000, 340000))),
                        sector_firm(rng, content, "law"),
                        content.address(city).one_line,
                        content.ui("records.court.attorney")],
            "court": content.ui("records.court.court"),
            "county": content.ui("records.court.county", city=city),
            "labels": {k: content.ui(f"records.court.{k}") for k in (
                "plaintiff", "defendant", "vs", "case_no", "judge", "hearing", "dept",
                "respectfully")},
            # the case number carries the year the complaint was filed in
            "case": us_case_number(rng, city, world["filed"]) if territory(content.lang) == "US"
            else content.fake.bothify(locale_fact(content.lang, "ids.court_case").format(
                yy=f"{world['filed'].year % 100:02d}", yyyy=world["filed"].year)).upper(),
            "judge": content.full_name(), "hearing": format_date(world["hearing"], content.lang),
            "dept": str(int(rng.integers(2, 40))),
            # a page with the caption is the complaint's first: its paragraphs count from 1;
            # a later page says which it is (its number in the footer)
            "first": int(choice(rng, [4, 9, 12])), "cover": bool(rng.random() < 0.6),
            "dated": content.ui("records.court.dated",
                                date=format_date(world["filed"], content.lang)),
            "margin": int(choice(rng, [120, 130, 140])), "skew": int(rng.integers(-6, 7)),
        }
        if out["cover"]:
            out["first"] = 1
        return out

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        ink = paper_theme(theme, params["paper"])
        page.rect((0, 0, page.width, page.height), (90, 92, 96), name="viewer")
        # the sheet keeps a letter page's width on any screen (the viewer's grey around it)
        sx = max(110, (page.width - 804) // 2) + params["skew"]
        page.rect((sx, 0, page.width - sx, page.height), PAPERS[params["paper"]], name="sheet")
        size = params["size"]
        step = round(size * 1.75)
        body = style(params["font"], size, ink.text)
        x1, x2 = sx + params["margin"] - 60, page.width - sx - 40
        top = 40
        if params["layout"] == "civil":
            return self._civil(page, ink, params, x1, x2, body)
        if params["pleading"]:
            self._pleading(page, ink, sx, x1 - 14, x2 + 12, top, step, body)
        y = top
        if params["cover"]:
            y = self._counsel(page, ink, params, x1, top, step, body)
            y = self._court(page, ink, params, x1, x2, y + step, step, body)
            y = self._caption(page, ink, params, x1, x2, y, step, body)
        with page.region("body", "body", (x1, y, x2, page.height - 70)):
            skip = params["first"] - 1  # a later page starts with its own paragraph
            paras, pmarks = list(params["texts"][skip:]), list(params["marks"][skip:])
            while True:
                texts, marks = self._numbered(params, paras, pmarks)
                block = prose(page, (x1, y, x2, page.height - 74), texts, marks, body, ink,
                              "dejavu_sans_mono", line_height=step / size)
                if not block.laid.truncated or len(paras) == 1:
                    break
                page.ops.remove(block)  # a shorter complaint: fewer background facts, the
                cut = max(1, len(paras) // 3)  # breach, the damages and the relief kept
                cut = min(cut, len(paras) - 2) if len(paras) > 2 else 0
                paras, pmarks = paras[:cut] + paras[cut + 1:], pmarks[:cut] + pmarks[cut + 1:]
        y = block.bottom + step
        if y + 4 * step < page.height - 70:
            with page.region("signature", "structural", (x1, y, x2, y + 4 * step)):
                page.label(x1, y + (step - round(size * 2.2)) // 2, params["dated"], body,
                           role="text")
                sx2 = (x1 + x2) // 2 + 40
                page.label(sx2, y + step + (step - round(size * 2.2)) // 2,
                           params["labels"]["respectfully"], body, role="text")
                page.label(sx2, y + 2 * step + (step - round(size * 2.2)) // 2,
                           f"/s/ {params['counsel'][0]}", body.but(italic=True), role="text")
                page.line((sx2, y + 3 * step - 4), (x2, y + 3 * step - 4), ink.text)
                page.label(sx2, y + 3 * step + (step - round(size * 2.2)) // 2,
                           params["counsel"][-1], body, role="text")
        with page.region("footer", "structural", (x1, page.height - 64, x2, page.height - 8)):
            centred_label(page, (x1 + x2) // 2, page.height - 62, str(params["page_no"]),
                          body.but(size=size - 3), role="text")
            page.line((x1, page.height - 42), (x2, page.height - 42), ink.text)
            centred_label(page, (x1 + x2) // 2, page.height - 40, params["title"].upper(),
                          body.but(size=size - 3), role="text")
        return page

    @staticmethod
    def _civil(page: Page, ink: Theme, params: dict[str, Any], x1: int, x2: int,
               body) -> Page:
        """A civil-law statement of claim: heading, parties, sections, place and signature
        (the signature only once every section fitted on the sheet)."""
        step = round(body.size * 1.6)
        y = compose_head(page, ink, params, x1, x2, 34, step, body)
        bottom = page.height - 44
        y = compose_body(page, ink, params, x1, x2, y, bottom, step, body)
        shown = sum(1 for op in page.ops if getattr(op, "role", "") == "prose")
        if y + 3 * step < bottom and shown:
            compose_close(page, params, x1, x2, y + step // 2, step, body)
        with page.region("footer", "structural", (x1, page.height - 36, x2, page.height - 8)):
            centred_label(page, (x1 + x2) // 2, page.height - 34, "1",
                          body.but(size=body.size - 2), role="text")
        return page

    @staticmethod
    def _numbered(params: dict[str, Any], paras: list[str],
                  pmarks: list[list[Any]]) -> tuple[list[str], list[list[Any]]]:
        """The paragraphs numbered from ``first`` (their marks shifted), after the intro."""
        # the prayer ("WHEREFORE, Plaintiff requests ...") closes the complaint unnumbered
        prayer = params["layout"] == "us" and paras and paras[-1].startswith("WHEREFORE")
        texts = [t if prayer and k == len(paras) - 1 else f"{params['first'] + k}. {t}"
                 for k, t in enumerate(paras)]
        marks = [[[a + len(n) - len(o), b + len(n) - len(o), kind, c] for a, b, kind, c in m]
                 for m, n, o in zip(pmarks, texts, paras, strict=True)]
        if params["cover"] and params["first"] == 1:
            texts.insert(0, params["intro"])
            marks.insert(0, [])
        return texts, marks

    def _pleading(self, page: Page, ink: Theme, sx: int, left: int, right: int, top: int,
                  step: int, body) -> None:
        page.line((left - 4, 0), (left - 4, page.height), ink.text)
        page.line((left - 1, 0), (left - 1, page.height), ink.text)
        page.line((right, 0), (right, page.height), ink.text)
        st = body.but(size=body.size - 2, color=ink.muted)
        n, y = 1, top
        while y + step < page.height - 50:
            w = round(measure(str(n), st)[0])
            page.label(left - 16 - w, y + (step - round(st.size * 2.2)) // 2, str(n), st,
                       role="text")
            n += 1
            y += step

    def _counsel(self, page: Page, ink: Theme, params: dict[str, Any], x: int, y: int,
                 step: int, body) -> int:
        lines = params["counsel"]
        with page.region("counsel", "structural", (x, y, x + 420, y + step * len(lines))):
            page.text((x, y, x + 420, y + step * len(lines)), "\n".join(lines), body, role="text",
                      line_height=step / body.size, wrap=False)
        return y + step * len(lines)

    def _court(self, page: Page, ink: Theme, params: dict[str, Any], x1: int, x2: int, y: int,
               step: int, body) -> int:
        with page.region("court", "structural", (x1, y, x2, y + 2 * step)):
            cx = (x1 + x2) // 2
            centred_label(page, cx, y, params["court"].upper(), body.but(bold=True),
                          role="structural")
            centred_label(page, cx, y + step, params["county"].upper(), body.but(bold=True),
                          role="structural")
        return y + 2 * step + step // 2

    def _caption(self, page: Page, ink: Theme, params: dict[str, Any], x1: int, x2: int, y: int,
                 step: int, body) -> int:
        lab = params["labels"]
        mid = x1 + (x2 - x1) // 2
        h = 5 * step
        with page.region("case caption", "structural", (x1, y, x2, y + h)):
            left = [f"{params['plaintiff'].upper()},", f"        {lab['plaintiff']},",
                    f"    {lab['vs']}", f"{params['defendant'].upper()},",
                    f"        {lab['defendant']}."]
            page.text((x1, y, mid - 20, y + h), "\n".join(left), body,
                      role="text", line_height=step / body.size, wrap=False)
            for k in range(5):
                page.label(mid - 12, y + k * step - 2, ")", body, role="text")
            page.line((x1, y + h + 2), (mid - 8, y + h + 2), ink.text)
            right = page.text((mid + 14, y, x2, y + 2 * step),
                              f"{lab['case_no']} {params['case']}", body, role="text",
                              max_lines=1)
            title = page.text((mid + 14, right.bottom + 10, x2, right.bottom + 90),
                              params["title"].upper(), body.but(bold=True), role="structural",
                              max_lines=3, line_height=1.3)
            meta = [f"{with_colon(lab['judge'], params['lang'])} {params['judge']}", f"{lab['dept']} {params['dept']}"]
            page.text((mid + 14, title.bottom + 10, x2, y + h), "\n".join(meta), body,
                      role="text", line_height=1.3, wrap=False)
        return y + h + step // 2
