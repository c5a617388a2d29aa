"""A scanned business letter: letterhead, address window, date and reference, subject,
salutation, body paragraphs, signature and a footer, on slightly off-white paper."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, measure
from surfaces.kit.brand_art import monogram
from surfaces.kit.deadlines import unfit
from surfaces.kit.document import PAPERS, fit_prose, paper_theme
from surfaces.kit.handwriting import draw_signature
from surfaces.kit.holidays import working_day
from surfaces.kit.letters import dear, letter_body, letter_subject, sample_purpose
from surfaces.kit.nearby import other_street
from surfaces.kit.numbers import date_text, locale_fact
from surfaces.kit.prose import sample_marks
from surfaces.kit.typography import style

LOGO_COLOURS = [(20, 60, 120), (150, 30, 40), (20, 100, 70), (40, 40, 40), (180, 100, 20)]


# the signer's doc_role by the letter's purpose (kit/letters.PURPOSES): an account or an
# appointment from customer service, an application from the office, a payment from finance
ROLES = {0: (1, 2), 1: (3, 5), 2: (2, 1), 3: (1, 3), 4: (4, 2)}


def _role(rng: np.random.Generator, content: Content, purpose: int, signer: str) -> str:
    entry = content.data.SLOTS["doc_role"][int(choice(rng, ROLES[purpose]))]
    return entry if isinstance(entry, str) else entry[content.sex_of(signer) or "m"]


def _fitted(lines: list[str], st, width: int, floor: int = 8):
    """``st`` at the largest size (down to ``floor``) whose every line fits ``width``: paper
    cannot cut a line with an ellipsis (r81 0002 "35002…"), it sets it smaller."""
    size = st.size
    while size > floor and max(measure(t, st.but(size=size))[0] for t in lines) > width:
        size -= 1
    return st.but(size=size)


def _specks(rng: np.random.Generator) -> list[list[int]]:
    """Toner dust in the margins: (dx, y) of a few specks."""
    return [[int(rng.integers(4, 40)), int(rng.integers(20, 740))]
            for _ in range(int(rng.integers(3, 9)))]


def _fitting_day(content: Content, day: datetime.date, text: str) -> datetime.date:
    """The letter's date, or the Thursday before where its body promises the papers "by
    the end of the week" and it was a Friday (the Monday after where that Thursday is a
    holiday or before the 6th): a body written from its templates, dated to fit it."""
    if not unfit(content, day.weekday(), text):
        return day
    back = day - datetime.timedelta(days=1)
    if back.day >= 6 and working_day(content.lang, back) == back:
        return back
    ahead = working_day(content.lang, day + datetime.timedelta(days=3))
    return ahead if ahead.month == day.month else day


def _moved(rng: np.random.Generator, content: Content, day: datetime.date) -> str:
    """The moved appointment's new weekday, date and time, one to three weeks after the
    letter's date."""
    new = day + datetime.timedelta(days=int(rng.integers(6, 21)))
    while new.weekday() > 4:
        new += datetime.timedelta(days=1)
    hour, minute = int(rng.integers(8, 17)), int(choice(rng, [0, 0, 30]))
    return content.ui("wf.letter_moved", day=content.word_at("weekday", new.weekday()),
                      date=date_text(new, content.lang, "MMMM"), time=content.format_time(hour, minute))


def _regards(content: Content, texts: list[str]) -> str:
    """The closing, in words the body has not just used ("we sincerely apologize" is not
    followed by "Sincerely,")."""
    body = " ".join(texts).lower()
    regards = content.ui("document.regards")
    for _ in range(8):
        if not any(w in body for w in regards.rstrip(",.").lower().split() if len(w) > 4):
            break
        regards = content.ui("document.regards")
    return regards


class ScannedLetter(Surface):
    name = "scanned_letter"
    family = "documents"
    text_roles = ("prose", "text", "structural")
    themes = ("light",)
    regions = ("letterhead", "address", "reference", "subject", "body", "signature", "footer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        content.pin(city=content.city())  # one document, one town
        book = fontbook()
        kind = choice(rng, ["serif", "serif", "mono", "sans"])
        company = content.company()
        fake = content.fake
        recipient = content.full_name()
        signer = content.full_name()
        colleague = next(n for n in (content.full_name() for _ in range(9)) if n != signer)
        # "your contact at {company} is ..." names a colleague: a signer naming herself in
        # the third person read as a glitch (review 11)
        content.pin(company=company, fullname=colleague)
        domain = content.domain(company)
        purpose = sample_purpose(rng)
        day = datetime.date(2024, 1, 8) + datetime.timedelta(days=int(rng.integers(0, 900)))
        if day.day < 6:  # after "your letter of the 3rd of this month"
            day += datetime.timedelta(days=6 - day.day)
        day = working_day(content.lang, day)  # a firm's letter is dated on a working day
        # "Your ref." is the reader's letter's, of last month: that month's year
        asked = (day.replace(day=1) - datetime.timedelta(days=1)).year
        # "your letter of the 12th {month}", "your payment of 3 {month}": last month, so
        # every date the body names lies before the letter's own (a deadline of "12 August"
        # in a letter of 31 August read as a glitch)
        content.pin(month=content.data.MONTHS[(day.month - 2) % 12])
        if content.lang in ("fr", "es"):  # "following your call this morning", after the
            content.skip("letter.more", (1,))  # reader's letter of last month: left out
        texts = letter_body(rng, content, purpose, moved=_moved(rng, content, day))
        day = _fitting_day(content, day, " ".join(texts))
        sender = content.address()
        to = other_street(content, [sender])  # the reader lives on another street
        european = bool(locale_fact(content.lang, "letter_european"))
        return {
            "font": choice(rng, book.families_of(kind)), "head_font": choice(
                rng, book.families_of(choice(rng, ["serif", "sans"]))),
            "size": int(choice(rng, [13, 14, 15] if kind != "mono" else [13, 14])),
            # a scanned sheet is never pure white: the scanner's light greys or yellows it
            "paper": choice(rng, ["scan", "cream", "grey", "scan"]),
            "ink": choice(rng, ["black", "soft", "black"]),
            "company": company, "street": sender.street,
            "city": sender.town_line, "phone": fake.phone_of(sender.city),
            "email": content.email(signer, domain), "web": f"www.{domain}",
            "recipient": [recipient, *to.lines],
            # a European letter's "Minneapolis, October 17, 2024" and reference lines, an
            # American one's date alone (r48); in full, never "12 feb 2025" (r81 0002)
            "date": f"{content.city()}, {date_text(day, content.lang, 'MMMM')}" if european else
            date_text(day, content.lang, "MMMM"), "iso": day.isoformat(),
            "ref": [f"{content.ui('document.our_ref')} {fake.bothify('??-####').upper()}",
                    f"{content.ui('document.your_ref')} {fake.bothify('####')}/"
                    f"{asked % 100:02d}"] if european else [],
            "subject": letter_subject(content, purpose), "purpose": purpose,
            "dear": dear(content, recipient),
            "texts": texts, "marks": [sample_marks(rng, t, "none") for t in texts],
            "regards": _regards(content, texts), "signer": signer, "contact": colleague,
            "signer_role": _role(rng, content, purpose, signer),
            "logo": int(rng.integers(0, len(LOGO_COLOURS))),
            "head_right": bool(rng.random() < 0.5), "gap": float(choice(rng, [1.0, 1.0, 0.5])),
            "specks": _specks(rng),
            "skew": int(rng.integers(0, 12)), "scribble": [int(v) for v in
                                                          rng.integers(-14, 14, 9)],
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        ink = paper_theme(theme, params["paper"], params["ink"])
        paper = PAPERS[params["paper"]]
        page.rect((0, 0, page.width, page.height), (70, 70, 72), name="scanner")
        sx = params["skew"]
        page.rect((120 + sx, 0, page.width - 120 + sx, page.height), paper, name="sheet")
        # the scanner lid's shadow along the sheet's edges, darker than the paper
        edge = tuple(round(c * 0.86) for c in paper)
        for x in (120 + sx, page.width - 126 + sx):
            page.rect((x, 0, x + 6, page.height), edge, name="sheet edge")
        for k, (dx, dy) in enumerate(params.get("specks", [])):  # toner dust in the margins
            x = 124 + sx + dx if k % 2 else page.width - 164 + sx + dx
            page.rect((x, dy, x + 1 + k % 2, dy + 1 + k % 3 // 2), (110, 108, 104),
                      name="speck")
        x1, x2 = 180 + sx, page.width - 170 + sx
        size = params["size"]
        body = style(params["font"], size, ink.text)
        small = body.but(size=size - 3, color=ink.muted)
        self._letterhead(page, ink, params, x1, x2, body)
        with page.region("address", "structural", (x1, 150, x1 + 330, 250)):
            back = [f"{params['company']} · {params['street']} · {params['city']}",
                    f"{params['company']} · {params['city']}"]  # the town alone if need be
            st = _fitted(back[:1], small.but(size=max(9, size - 5), underline=True), 330)
            page.label(x1, 150, next((t for t in back if measure(t, st)[0] <= 330), back[-1]),
                       st, role="text", max_width=330)
            page.text((x1, 180, x1 + 330, 260), "\n".join(params["recipient"]), body,
                      role="text", line_height=1.35)
        with page.region("reference", "structural", (x2 - 230, 180, x2, 250)):
            for k, line in enumerate([params["date"], *params["ref"]]):
                width = round(measure(line, small.but(size=size - 2))[0])
                page.label(x2 - width, 176 + k * round(size * 1.6), line,
                           small.but(size=size - 2), role="text")
        y = 290
        with page.region("subject", "structural", (x1, y, x2, y + 2 * size + 22)):
            block = page.text((x1, y, x2, y + 2 * size + 22), params["subject"],
                              body.but(bold=True), role="structural", max_lines=2)
        y = block.bottom + round(size * 1.6)
        texts = [params["dear"], *params["texts"]]
        marks = [[], *params["marks"]]
        with page.region("body", "body", (x1, y, x2, page.height - 150)):
            # the body leaves room for the closing and the signature below it
            room = page.height - 70 - 120 - round(size * 1.4)
            block = fit_prose(page, (x1, y, x2, room), texts, marks, body, ink,
                              "dejavu_sans_mono", line_height=1.4, gap=params["gap"])
        self._signature(page, ink, params, x1, block.bottom + round(size * 1.4), body)
        self._footer(page, ink, params, x1, x2, small)
        return page

    def _letterhead(self, page: Page, ink: Theme, params: dict[str, Any], x1: int, x2: int,
                    body) -> None:
        colour = LOGO_COLOURS[params["logo"]]
        with page.region("letterhead", "structural", (x1, 30, x2, 120)):
            head = style(params["head_font"], 24, colour, bold=True)
            width = round(measure(params["company"], head)[0]) + 46
            x = x2 - width if params["head_right"] else x1
            monogram(page, {"ui": params["head_font"]}, (x, 46, x + 32, 78), params["company"],
                     colour, role="structural")
            head = _fitted([params["company"]], head, x2 - x1 - 50 - 46, 15)
            page.label(x + 44, 38, params["company"], head, role="structural",
                       max_width=x2 - x1 - 50)
            line = f"{params['street']} · {params['city']} · {params['phone']}"
            small = _fitted([line], body.but(size=body.size - 4, color=ink.muted), x2 - x1)
            lx = x1 if not params["head_right"] else max(x1, x2 - round(measure(line, small)[0]))
            page.label(lx, 90, line, small, role="text", max_width=x2 - x1)
            page.line((x1, 122), (x2, 122), colour, 2)

    def _signature(self, page: Page, ink: Theme, params: dict[str, Any], x: int, y: int,
                   body) -> None:
        if y + 120 > page.height - 70:
            return
        with page.region("signature", "structural", (x, y, x + 320, y + 120)):
            page.label(x, y, params["regards"], body, role="text")
            # the sampled scribble as loop heights: one smooth pen stroke, not a zigzag
            heights = [1.0] + [0.3 + 0.5 * (v + 14) / 28 for v in params["scribble"][1:7]]
            draw_signature(page, (x + 10, y + 30, x + 200, y + 80), heights, (30, 40, 110))
            page.label(x, y + 82, params["signer"], body, role="text")
            page.label(x, y + 82 + round(body.size * 1.5), params["signer_role"],
                       body.but(size=body.size - 2, color=ink.muted), role="text")

    def _footer(self, page: Page, ink: Theme, params: dict[str, Any], x1: int, x2: int,
                small) -> None:
        y = page.height - 52
        with page.region("footer", "structural", (x1, y, x2, page.height - 10)):
            page.line((x1, y - 6), (x2, y - 6), ink.border)
            cols = [[params["company"], params["street"]], [params["phone"], params["email"]],
                    [params["web"], params["city"]]]
            # each column as wide as its longest line (a long e-mail address takes the room
            # the others leave), the type set smaller until the three fit with gaps
            st = small.but(size=max(9, small.size - 1))
            while True:
                widths = [max(round(measure(t, st)[0]) + 1 for t in c) for c in cols]
                if sum(widths) + 40 <= x2 - x1 or st.size <= 7:
                    break
                st = st.but(size=st.size - 1)
            gap = max(8, (x2 - x1 - sum(widths)) // 2)
            x = x1
            for w, lines in zip(widths, cols, strict=True):
                page.text((x, y, min(x2, x + w + 2), page.height - 8), "\n".join(lines), st,
                          role="text", line_height=1.3, wrap=False)
                x += w + gap
