"""A fax cover sheet as received: off-white paper in a typewriter or serif face, a big FAX
heading with the sender's letterhead, the To/From/Fax/Phone/Date/Pages/Re grid, the
urgency check boxes, comments, and the confidentiality notice in small print.
The effects stage blurs pages of this surface like a scan."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook
from surfaces.kit.document import PAPERS, fit_prose, paper_theme
from surfaces.kit.holidays import working_day
from surfaces.kit.numbers import ui_list, with_colon
from surfaces.kit.prose import sample_marks
from surfaces.kit.records import check_mark, form_cell
from surfaces.kit.typography import style

EPOCH = datetime.date(2024, 1, 1)  # the dates a page may carry: 2024 to 2026

# each kind of fax (hmed.fax.re): how many main documents, their pages, the second
# document's pages (0: none) and its chance
KINDS = [((1, 1), (3, 6), (1, 3), 0.8), ((1, 1), (1, 2), (1, 3), 1.0),
         ((2, 4), (1, 1), (1, 1), 0.5), ((1, 1), (2, 4), (1, 3), 0.5),
         ((1, 1), (1, 2), (1, 3), 1.0)]

# records.fax.boxes (urgent, for review, please comment, please reply, please recycle)
# ticked for each kind: a contract or an order wants a reply, invoices and quotes a review
TICKS = [(3,), (3,), (1,), (1,), (1, 3)]


def _documents(rng: np.random.Generator, content: Content) -> tuple[list[list[Any]], int, str]:
    """What the fax sends, sampled first: its kind, the main documents (with their number)
    and maybe a second document, each with its pages."""
    kind = int(rng.integers(0, len(KINDS)))
    count, main, extra, chance = KINDS[kind]
    refs = [str(int(rng.integers(1000, 99999))) for _ in range(int(rng.integers(count[0],
                                                                               count[1] + 1)))]
    name = ui_list(content, "hmed.fax.docs")[kind]
    docs = [[content.fill(name, ref=r), int(rng.integers(main[0], main[1] + 1))] for r in refs]
    if rng.random() < chance:
        docs.append([ui_list(content, "hmed.fax.extra")[kind],
                     int(rng.integers(extra[0], extra[1] + 1))])
    return docs, kind, refs[0]


ASKS = (2, 3)  # the kinds of fax whose own note invites questions


def _comments(rng: np.random.Generator, content: Content, kind: int, ref: str,
              docs: list[list[Any]], sender: str) -> list[str]:
    """The remarks about this fax: what it sends and what to do with it, the enclosed
    documents with their pages, who to call. The sender writes them, so a note names no one:
    "call me on the number above", never "call Pamela" in Pamela's own fax."""
    del sender
    fixed = {"ref": ref, "sign": str(docs[0][1])}  # the contract's last page: its own number
    first = content.sentences(f"hmed.fax_note.{kind}", int(rng.integers(2, 4)), ordered=True,
                              **fixed)
    forms = ui_list(content, "hmed.fax.pages")
    listed = ", ".join(f"{d} ({forms[n > 1].format(n=n)})" for d, n in docs)
    second = [content.ui("hmed.fax.enclosed", docs=listed)]
    if rng.random() < 0.6:
        # a note that already asks the reader to call with questions (an invoice's "call me
        # if an amount is unclear", a quote's "let us know if you have questions") closes on
        # the missing pages only, not "Questions? Call me" again (r72 0029)
        common = content.data.SENTENCES["hmed.fax_note_common"]
        second.append(content.fill(str(choice(rng, common[:1] if kind in ASKS else common)),
                                   **fixed))
    return [" ".join(first), " ".join(second)]


NOTICE = ("what", "error", "use")  # the confidentiality notice's three parts, in order


class FaxCover(Surface):
    name = "fax_cover"
    family = "documents"
    themes = ("light",)
    text_roles = ("prose", "text", "structural")
    regions = ("letterhead", "field", "options", "comments", "notice")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        fake = content.fake
        sender, recipient = content.full_name(), content.full_name()
        company, firm = content.company(), content.company()  # the sender's, the recipient's
        docs, about, ref = _documents(rng, content)
        pages = 1 + sum(n for _, n in docs)  # one count everywhere: field, "P. 1/N", notes
        comments = _comments(rng, content, about, ref, docs, sender)
        # each thing once: what it holds, what to do if it came by mistake, who may use it
        notice = [content.sentence(f"records.fax_confidential.{part}", number=str(pages),
                                   fullname=recipient, company=company)
                  for part in NOTICE]
        # an office faxes on a working day of its country (r70 0029: a Sunday)
        date = content.format_date(working_day(content.lang, EPOCH + datetime.timedelta(
            days=int(content.rng.integers(0, 1000)))))
        book = fontbook()
        kind = choice(rng, ["mono", "mono", "serif"])
        boxes = ui_list(content, "records.fax.boxes")
        office = content.address()
        # the cover's Fax and Phone fields are the recipient's (under "To"); the machine
        # stamps the sending office's own number at the top
        sender_fax, their_town = fake.phone_of(office.city), content.word("cities")
        return {
            "lang": content.lang,
            "font": choice(rng, [f for f in book.families_of(kind)
                                 if f not in ("fira_code", "jetbrains_mono")]),
            "head_font": choice(rng, book.families_of(choice(rng, ["serif", "sans"]))),
            "size": int(choice(rng, [13, 14, 15])),
            "labels": {k: content.ui(f"records.fax.{k}") for k in (
                "title", "to", "from", "fax", "phone", "date", "pages", "re", "cc", "comments",
                "incl")},
            "company": company, "street": office.street,
            "city": office.town_line,
            "to": f"{recipient}, {firm}", "from": sender,
            "fax": fake.phone_of(their_town), "phone": fake.phone_of(their_town),
            "sender_fax": sender_fax,
            # the letterhead's own phone: "call {sender} on the number above" dials it
            "sender_phone": fake.phone_of(office.city),
            "date": date, "pages": str(pages),
            "re": content.fill(ui_list(content, "hmed.fax.re")[about], ref=ref), "kind": about,
            "docs": docs, "cc": content.full_name() if rng.random() < 0.4
            else "",
            "boxes": boxes, "ticked": [k in TICKS[about] or k == 0 and rng.random() < 0.25
                                         for k in range(len(boxes))],
            "comments": comments, "marks": [[m for m in sample_marks(rng, t, "rich", [sender, recipient, firm])
                                                if m[2] in ("bold", "italic", "underline")]
                                               for t in comments], "notice": notice,
            "paper": choice(rng, ["scan", "grey", "cream"]),
            "skew": int(rng.integers(-10, 11)), "banner": bool(rng.random() < 0.5),
            "header_line": f"{date} {content.time()}  {sender_fax}  "
                           f"{company}  P. 1/{pages}",
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        ink = paper_theme(theme, params["paper"], "soft")
        paper = PAPERS[params["paper"]]
        page.rect((0, 0, page.width, page.height), (60, 60, 62), name="scanner")
        sx = params["skew"]
        x1, x2 = 130 + sx, page.width - 130 + sx
        page.rect((x1 - 40, 0, x2 + 40, page.height), paper, name="sheet")
        black = ink.text
        size = params["size"]
        body = style(params["font"], size, black)
        small = style(params["font"], max(9, size - 4), ink.muted)
        page.label(x1 - 20, 4, params["header_line"], small, role="text", max_width=x2 - x1 + 40)
        lab = params["labels"]
        with page.region("letterhead", "header", (x1, 30, x2, 150)):
            head = style(params["head_font"], 62, black, bold=True)
            # the big word set in a line box of its own (a label's box would centre it
            # 2.2 sizes tall and push it out of the banner)
            if params["banner"]:
                page.rect((x1, 36, x1 + 230, 120), black, name="banner")
                page.text((x1 + 22, 41, x1 + 230, 150), lab["title"], head.but(color=paper),
                          role="structural", wrap=False, max_lines=1, line_height=1.2)
            else:
                page.text((x1, 41, x1 + 250, 150), lab["title"], head, role="structural",
                          wrap=False, max_lines=1, line_height=1.2)
            hs = style(params["head_font"], 16, black, bold=True)
            page.label(x1 + 260, 44, params["company"], hs, role="structural",
                       max_width=x2 - x1 - 260)
            contact = f"{with_colon(lab['phone'], params['lang'])} {params['sender_phone']}  ·  " \
                      f"{with_colon(lab['fax'], params['lang'])} {params['sender_fax']}"
            page.text((x1 + 260, 72, x2, 134),
                      f"{params['street']}\n{params['city']}\n{contact}",
                      style(params["head_font"], 12, black), role="text", line_height=1.3,
                      wrap=False)
            page.line((x1, 140), (x2, 140), black, 3)
        cap = style(params["font"], max(10, size - 2), black, bold=True)
        y = self._grid(page, params, x1, x2, cap, body, black)
        with page.region("options", "field", (x1, y + 6, x2, y + 60)):
            x = x1
            for label, on in zip(params["boxes"], params["ticked"], strict=True):
                check_mark(page, ink, x, y + 18, 14, on, fill=black)
                b = page.label(x + 20, y + 10, label, body.but(size=size - 1), role="text")
                x = b.right + 22
                if x > x2 - 60:
                    break
        y += 64
        page.line((x1, y), (x2, y), black, 2)
        with page.region("comments", "section", (x1, y, x2, y + 240), label=lab["comments"]):
            page.label(x1, y + 6, with_colon(lab['comments'], params['lang']), cap, role="structural")
            fit_prose(page, (x1, y + 44, x2, page.height - 100), params["comments"],
                      params["marks"], body, ink, params["font"], line_height=1.6, gap=1.0)
        with page.region("notice", "section", (x1, page.height - 90, x2, page.height - 16)):
            page.line((x1, page.height - 92), (x2, page.height - 92), black)
            page.text((x1, page.height - 84, x2, page.height - 12), " ".join(params["notice"]),
                      small.but(color=black), role="prose", line_height=1.35)
        return page

    def _grid(self, page: Page, params: dict[str, Any], x1: int, x2: int, cap, body,
              black) -> int:
        lab = params["labels"]
        mid = (x1 + x2) // 2
        rows = [[("to", params["to"]), ("from", params["from"])],
                [("fax", params["fax"]), ("pages", f"{params['pages']} ({lab['incl']})")],
                [("phone", params["phone"]), ("date", params["date"])],
                [("re", params["re"]), ("cc", params["cc"])]]
        y = 152
        for row in rows:
            for k, (key, value) in enumerate(row):
                a, b = (x1, mid - 10) if k == 0 else (mid + 10, x2)
                form_cell(page, (a, y, b, y + 46), with_colon(lab[key], params['lang']), value, cap, body, black,
                          right=False)
            y += 52
        return y
