"""A desktop "new message" window: send toolbar, address fields, formatting bar, body."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.apps import human_size
from surfaces.kit.brand_art import file_icon
from surfaces.kit.chrome import button, icon, status_bar, title_bar, ui_style
from surfaces.kit.mails import (  # FINAL, REVISED: the file tags, read by tests too
    ATTACHED,
    FINAL,  # noqa: F401
    FORWARD,
    REVISED,  # noqa: F401
    THANKS,
    attachments,
    doc_size_kb,
    greeting,
    mail_about,
)
from surfaces.kit.messages import (
    AVATAR_COLOURS,
    avatar_shape,
)
from surfaces.kit.numbers import with_colon
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import picker_font_name, sample_typography, style

# free-mail hosts: a private address never signs off under a company's name
FREEMAIL = re.compile(r"@(?:gmail|yahoo|icloud|outlook|hotmail|gmx|web|orange|free|libero|"
                      r"hotmail|ziggo|kpnmail|t-online|laposte|telefonica)\.", re.I)


# sign-offs of a formal letter ("Bien à vous", "Mit freundlichen Grüßen"): not under a
# body that says "tu" / "du" / "tú" to a colleague by first name
FORMAL_CLOSINGS = ("Mit freundlichen Grüßen", "Bien à vous", "Atentamente")


def _attached_line(content: Content, doc: str) -> str:
    """The body's own "attached is the {doc}" sentence, about the mail's document."""
    line = next(t for t in content.data.SENTENCES["mailui.body"] if ATTACHED.search(t))
    return content.fill(line, mailui_doc=doc)


def _one_mention(content: Content, mail: dict[str, Any], body: list[str]) -> list[str]:
    """The body naming its document once ("I have added notes to the presentation. The
    legal team has signed off on the presentation." reads as a repeat, and as a
    contradiction), by the attached-file line when there is one; a mail whose subject is
    a question about the document asks one."""
    doc = (mail.get("doc") or "").lower()
    if doc:
        said = [k for k, t in enumerate(body) if doc in t.lower()]
        keep = next((k for k in said if ATTACHED.search(body[k])), said[0] if said else -1)
        body = [t for k, t in enumerate(body) if k == keep or k not in said] or body[:1]
    if mail.get("index") == 1 and not any(t.rstrip().endswith("?") for t in body):
        ask = content.data.SENTENCES["mailui.body"][2]  # "Could you send me your feedback ...?"
        mail["asked"] = content.fill(ask, mailui_day=content.word("mailui_day"),
                                     mailui_doc=mail.get("doc", ""))
        body.insert(min(1, len(body)), mail["asked"])
    return body


def _ask_names_object(content: Content, mail: dict[str, Any], body: list[str]) -> list[str]:
    """A request for comments says what they are on: it follows the sentence that names the
    document ("Attached is the quote. Could you send me your comments by Friday?"), else
    it names the document itself ("... your comments on the quote by Friday?")."""
    doc = (mail.get("doc") or "").lower()
    lines = mail.get("lines") or []
    asks = {mail["sentences"][k] for k, n in enumerate(lines) if n == 2} | {mail.get("asked")}
    if not doc:
        return body
    for k, t in enumerate(body):
        if t not in asks or doc in t.lower() or (k and doc in body[k - 1].lower()):
            continue
        named = [j for j, u in enumerate(body) if doc in u.lower()]
        if named:  # move it right behind the document's sentence
            rest = body[:k] + body[k + 1:]
            at = next(j for j, u in enumerate(rest) if doc in u.lower())
            return rest[:at + 1] + [t] + rest[at + 1:]
        day = next((d for d in content.data.SLOTS["mailui_day"] if d in t), None)
        body = [*body[:k], content.fill(choice_of(content, "w11h.ask_on"), mailui_doc=mail["doc"],
                                        mailui_day=day or content.word("mailui_day")),
                *body[k + 1:]]
        return body
    return body


def choice_of(content: Content, topic: str) -> str:
    """One template of sentence ``topic``, drawn with the content's own randomness."""
    templates = content.data.SENTENCES[topic]
    return templates[int(content.rng.integers(len(templates)))]


def forwarded(content: Content, mail: dict[str, Any], me: str) -> dict[str, Any]:
    """The quoted message of a forwarded mail: its header (who at the firm of the subject
    sent it, its subject, to whom) and the firm's own short letter with the document."""
    sender = content.full_name()
    address = content.email(sender, domain=content.domain(mail["company"]))
    doc = mail["doc"]
    head = [content.ui("mailui.fwd_header"),
            f"{with_colon(content.ui('mailui.from'), content.lang)} {sender} <{address}>",
            # every client prints when the forwarded message was sent (r66 0000)
            f"{with_colon(content.ui('mailui.date_label'), content.lang)} {content.date()}, "
            f"{content.time()}",
            # the original subject, which the forward keeps behind its "Fwd: " (r86 0019)
            f"{with_colon(content.ui('mailui.subject'), content.lang)} {mail['original']}",
            f"{with_colon(content.ui('mailui.to'), content.lang)} {me}"]
    # in order: the document, then the offer to answer questions (German goes on in lower
    # case after "Sehr geehrte Damen und Herren,")
    lines = [content.fill(t, mailui_doc=doc) for t in content.data.SENTENCES["mailui.fwd_orig"]]
    return {"head": head, "hello": content.ui("mailui.fwd_hello"), "lines": lines,
            "sign": [content.ui("mailui.fwd_regards"), sender, mail["company"]]}


class EmailCompose(Surface):
    name = "email_compose"
    typing_regions = ("body",)  # the user writes the mail in its body
    family = "mail"
    text_roles = ("prose", "text", "chrome")
    regions = ("title bar", "toolbar", "field From", "field To", "field Cc", "field Subject",
               "formatting bar", "body", "attachments", "status bar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        me = content.full_name()
        # one addressee, greeted by name ("Hi Brian"); anyone else reads along in Cc
        to = [content.full_name()]
        mail = mail_about(rng, content, int(rng.integers(4, 9)))  # about its subject
        company = content.company()
        me_email = content.email(me, domain=content.domain(company))  # the firm's own address
        hello = greeting(content, to[0].split()[0], mail["reply"])
        forward = {}
        if mail.get("index") == FORWARD:
            # the firm's own subject names its document; the forward keeps it (r86 0019)
            prefix = mail["subject"].partition(": ")[0]
            mail["original"] = mail["doc"][:1].upper() + mail["doc"][1:]
            mail["subject"] = f"{prefix}: {mail['original']}"
            # another firm's document forwarded: a note and a question over its message
            body = [content.sentence("mailui.fwd_note", mailui_doc=mail["doc"],
                                     company=mail["company"]),
                    content.sentence("mailui.fwd_ask", mailui_doc=mail["doc"],
                                     mailui_day=content.word("mailui_day"),
                                     mailui_team=mail["team"])]
            forward = forwarded(content, mail, f"{me} <{me_email}>")
        else:
            body = self._own_body(rng, content, mail, hello)
        paragraphs = [" ".join(body[i:i + 2]) for i in range(0, len(body), 2)]
        files = attachments(rng, content, mail, " ".join([mail["subject"], *body,
                                                          *forward.get("lines", [])]))
        return {
            "lang": content.lang,
            "typo": sample_typography(rng, choice(rng, ["sans", "serif"]), (13, 14, 15)),
            "subject": mail["subject"], "doc": mail.get("doc", ""),
            "me": me, "me_email": me_email,
            "to": to, "to_emails": [content.email(n) for n in to],
            "cc": content.full_name() if rng.random() < 0.4 else "",
            "greeting": hello,
            "paragraphs": paragraphs, "marks": [sample_marks(rng, p, "mail") for p in paragraphs],
            "closing": choice(rng, [c for c in content.data.SLOTS["mailui_closing"]
                                    if c not in FORMAL_CLOSINGS]) + ("" if content.lang == "de" else ","),  # no comma after a German closing (r97)
            "signature": [me, company, content.fake.phone_number()],
            "files": files, "sizes": [doc_size_kb(rng, f) for f in files],
            "forward": forward,
            "labels": {k: content.ui(f"mailui.{k}") for k in (
                "new_message", "send", "attach", "discard", "from", "to", "cc", "subject",
                "saved", "paragraph", "font_size")},
            "mac": bool(rng.random() < 0.5), "chips": bool(rng.random() < 0.6),
            "gap": float(choice(rng, [0.5, 1.0, 1.0, 1.0])), "colour": int(rng.integers(10)),
            "send_left": bool(rng.random() < 0.5),
        }

    @staticmethod
    def _own_body(rng: np.random.Generator, content: Content, mail: dict[str, Any],
                  hello: str) -> list[str]:
        """The lines of a mail the writer writes about their own business."""
        body = list(mail["sentences"])
        if mail.get("doc") and not ATTACHED.search(" ".join(body)) and (
                rng.random() < 0.45 or ATTACHED.search(mail["subject"])):
            body.insert(min(1, len(body)), _attached_line(content, mail["doc"]))
        body = _one_mention(content, mail, body)
        # a first mail does not thank for a reply that never came; one that thanks does so once
        if any(w in hello.lower() for w in THANKS):
            body = [t for t in body if not any(w in t.lower() for w in THANKS)] or body[:1]
        return _ask_names_object(content, mail, body)

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        lab = params["labels"]
        y = title_bar(page, theme, typo, f"{lab['new_message']} – {params['subject']}",
                      mac=params["mac"], height=32, centre=True)
        y = self._toolbar(page, theme, typo, params, y)
        y = self._field(page, theme, typo, lab["from"], y,
                        [f"{params['me']} <{params['me_email']}>"], False, lang=params["lang"])
        y = self._field(page, theme, typo, lab["to"], y, params["to"], params["chips"],
                        lang=params["lang"])
        if params["cc"]:
            y = self._field(page, theme, typo, lab["cc"], y, [params["cc"]], params["chips"],
                            lang=params["lang"])
        y = self._field(page, theme, typo, lab["subject"], y, [params["subject"]], False,
                        lang=params["lang"])
        y = self._format_bar(page, theme, typo, params, y)
        bottom = page.height - 24 - (46 if params["files"] else 0)
        with page.region("body", "body", (0, y, page.width, bottom)):
            self._body(page, theme, typo, params, (28, y + 18, page.width - 40, bottom - 8))
        if params["files"]:
            self._attachments(page, theme, typo, params, bottom)
        status_bar(page, theme, typo, [lab["saved"]], ["UTF-8"])
        return page

    def _toolbar(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 y: int) -> int:
        lab = params["labels"]
        with page.region("toolbar", "chrome", (0, y, page.width, y + 48)):
            page.rect((0, y, page.width, y + 48), theme.panel, name="toolbar")
            page.line((0, y + 47), (page.width, y + 47), theme.border)
            if params["send_left"]:
                x = button(page, theme, typo, 14, y + 9, lab["send"], primary=True, height=30)
            else:
                x = 4
            for label in (lab["attach"], lab["discard"]):
                icon(page, theme, "paperclip" if label == lab["attach"] else "trash", x + 16,
                     y + 15, 16)
                x = page.label(x + 38, y + 9, label, ui_style(typo, theme)).right
            if not params["send_left"]:
                st = ui_style(typo, theme)
                w = round(measure(lab["send"], st)[0]) + 24
                button(page, theme, typo, page.width - 16 - w, y + 9, lab["send"], primary=True,
                       height=30)
        return y + 48

    def _field(self, page: Page, theme: Theme, typo: dict[str, Any], label: str, y: int,
               values: list[str], chips: bool, lang: str = "en") -> int:
        h = 40
        st = ui_style(typo, theme, size=typo["size"])
        with page.region(f"field {label}", "field", (0, y, page.width, y + h), label=label):
            page.label(20, y + (h - round(st.size * 2.2)) // 2, with_colon(label, lang),
                       st.but(color=theme.muted))
            x = 110
            for k, value in enumerate(values):
                if chips:
                    w = round(measure(value, st)[0])
                    page.rect((x, y + 7, x + w + 40, y + h - 7), theme.code_bg, radius=13,
                              name="chip")
                    avatar_shape(page, {"ui": st.family}, x + 2, y + 9, value,
                                 AVATAR_COLOURS[(len(value) + k) % 10], h - 18)
                    x = page.label(x + 30, y + (h - round(st.size * 2.2)) // 2, value, st,
                                   role="text").right + 16
                else:
                    text = value + ("," if k < len(values) - 1 else "")
                    x = page.label(x, y + (h - round(st.size * 2.2)) // 2, text, st,
                                   role="text", max_width=page.width - x - 20).right + 8
            page.line((16, y + h - 1), (page.width - 16, y + h - 1), theme.border)
        return y + h

    def _format_bar(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                    y: int) -> int:
        lab = params["labels"]
        with page.region("formatting bar", "chrome", (0, y, page.width, y + 40)):
            page.rect((0, y, page.width, y + 40), theme.bg, name="formatting bar")
            st = ui_style(typo, theme)
            x = 16
            for text in (lab["paragraph"], picker_font_name(typo["body"]),  # as the menu lists it
                         lab["font_size"]):
                w = round(measure(text, st)[0])
                page.rect((x, y + 7, x + w + 34, y + 33), theme.surface, theme.border, radius=4,
                          name="dropdown")
                page.label(x + 8, y + 20 - round(st.size * 1.1), text, st)
                page.polygon([(x + w + 16, y + 18), (x + w + 26, y + 18), (x + w + 21, y + 23)],
                             theme.muted)
                x += w + 44
            fmt = {"B": {"bold": True}, "I": {"italic": True}, "U": {"underline": True}}
            for letter, flags in fmt.items():
                page.label(x + 6, y + 20 - round(st.size * 1.1), letter, st.but(**flags))
                x += 30
            for k in range(4):
                icon(page, theme, ("list", "link", "image", "smile")[k], x + 10, y + 13, 13)
                x += 30
            page.line((0, y + 39), (page.width, y + 39), theme.border)
        return y + 40

    def _body(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        body = style(typo["body"], typo["size"] + 1, theme.text)
        mono = typo["mono"]
        paras = [styled_spans(params["greeting"], [], body, theme, mono)]
        paras += [styled_spans(p, m, body, theme, mono)
                  for p, m in zip(params["paragraphs"], params["marks"], strict=True)]
        paras.append(styled_spans(params["closing"], [], body, theme, mono))
        block = page.text(box, paras, body, role="prose", line_height=1.5,
                          paragraph_gap=params["gap"])
        sig = body.but(size=body.size - 1, color=theme.muted)
        sign = page.text((box[0], block.bottom + 14, box[2], box[3]),
                         "-- \n" + "\n".join(params["signature"]), sig, role="text",
                         line_height=1.4, name="signature")
        if params.get("forward"):
            self._forwarded(page, body.but(size=body.size - 1), params["forward"],
                            (box[0], sign.bottom + 22, box[2], box[3]))

    @staticmethod
    def _forwarded(page: Page, st: Any, fwd: dict[str, Any],
                   box: tuple[int, int, int, int]) -> None:
        """The quoted message under the signature: its header, then as much of its letter
        as the window has room for (whole lines, the closing dropped first)."""
        step = round(st.size * 1.4)
        room = (box[3] - box[1]) // step - len(fwd["head"]) - 1
        letter = [fwd["hello"], *fwd["lines"], *fwd["sign"][:2]]
        if room < 2:
            return
        if room < len(letter):
            letter = letter[:max(2, room - 2 if room >= 4 else room)]
        head = page.text((box[0], box[1], box[2], box[3]), "\n".join(fwd["head"]), st,
                         role="text", line_height=1.4, name="quoted")
        page.text((box[0], head.bottom + step // 2, box[2], box[3]), "\n".join(letter), st,
                  role="prose", line_height=1.4, name="quoted")

    def _attachments(self, page: Page, theme: Theme, typo: dict[str, Any],
                     params: dict[str, Any], y: int) -> None:
        with page.region("attachments", "chrome", (0, y, page.width, y + 46)):
            page.line((0, y), (page.width, y), theme.border)
            st = ui_style(typo, theme)
            x = 20
            for name, size in zip(params["files"], params["sizes"], strict=True):
                # over a megabyte in MB, as mail clients print it (r49: "(2212 KB)")
                text = f"{name}  ({human_size(size * 1000, params['lang'])})"
                w = round(measure(text, st)[0])
                page.rect((x, y + 8, x + w + 44, y + 38), theme.panel, theme.border, radius=6,
                          name="attachment")
                file_icon(page, (x + 10, y + 14, x + 24, y + 32), name)
                x = page.label(x + 32, y + 23 - round(st.size * 1.1), text, st,
                               role="text").right + 28
