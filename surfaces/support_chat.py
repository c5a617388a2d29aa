"""A shop's website with a customer-support chat widget open in the bottom-right corner."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import button, ui_style
from surfaces.kit.document import unique_records
from surfaces.kit.media import picture
from surfaces.kit.messages import AVATAR_COLOURS, avatar_shape, bubble, composer
from surfaces.kit.products import COLOURS, item_shape
from surfaces.kit.typography import sample_typography, style

NAV = ["chat.products", "chat.pricing", "chat.about", "chat.contact"]


def _line(content: Content, rng: np.random.Generator, agent: bool, which: int | str) -> str:
    """The template of one turn: line ``which`` of the agent's or the customer's scripted
    lines, or one line of the slot ``which`` names (the agent's checks and remedies)."""
    if isinstance(which, str):
        return str(choice(rng, content.data.SLOTS[which]))
    return content.data.SENTENCES["chat.agent" if agent else "chat.customer"][which]


def _times(content: Content, rng: np.random.Generator, n: int) -> list[str]:
    """The clock times of ``n`` messages: each some seconds to three minutes after the last."""
    minute = int(rng.integers(8 * 60, 20 * 60))
    out = []
    for _ in range(n):
        out.append(content.format_time(minute // 60, minute % 60))
        minute += int(choice(rng, [0, 1, 1, 1, 2, 3]))
    return out


class SupportChat(Surface):
    name = "support_chat"
    family = "chat"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each message is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line",)
    regions = ("navigation", "page", "chat widget", "header", "message", "composer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        agent, customer = content.first_name(), content.first_name()
        while customer == agent:
            customer = content.first_name()
        # the shop's goods with the noun phrases the lines write ("der Mixer aus ...")
        goods = unique_records(content, "chat_goods", 3)
        cards = [str(g["name"]) for g in goods]
        # a scripted conversation: the templates of both topics are in the same order in
        # every language (greeting, problem, order number, ...)
        good = goods[int(rng.integers(len(goods)))]  # one product, on the shop's page
        product = str(good["name"])
        # stopped working / not arrived / tracking; a coat or a bag never "stops working"
        device = bool(good.get("device", True))
        problem = int(choice(rng, [0, 1, 6] if device else [1, 6]))
        # the customer opens the chat with the problem, the agent joins and thanks them,
        # asks for the order, looks it up and checks it before the remedy: a broken device
        # is under warranty (then replaced or refunded); a parcel that has not arrived has
        # its tracking looked up, then it is sent again (never partly refunded)
        checked = [(True, "w11_sc_warranty"), (True, int(choice(rng, [4, 7])))] \
            if problem == 0 else [(True, "w11_sc_track"), (True, "w11_sc_resend")]
        script = [(False, problem), (True, 0)] + ([(True, 1)] if problem == 0 else []) + [
            (True, 2), (False, 2)] + ([(True, 8)] if rng.random() < 0.5 else []) + [
            (True, 3), *checked, (False, 4), (True, 6), (False, 5)]
        # one page, one order: the day the customer ordered is the day the agent finds, the
        # number asked for is one order number; {name} in an agent's line is the agent
        content.pin(chat_day=content.word("chat_day"), chat_product=product,
                    **{f"chat_{k}": good[k] for k in ("the", "a", "my", "your")})
        order = f"{int(rng.integers(100000, 999999))}"
        turns = [{"agent": a, "line": i, "text": content.fill(
            _line(content, rng, a, i).replace("{number} {number} {number}", order),
            name=agent, me=agent if a else customer)} for a, i in script]
        # the greeting follows the customer's problem: no "How can I help?" after it
        turns[1]["text"] = re.sub(r"\s*¿?[^.!?¡¿]*\?$", "", turns[1]["text"]) or turns[1]["text"]
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "brand": content.word("shop_brand"),  # a shop, not any company
            "nav": [content.ui(k) for k in NAV], "hero": content.ui("chat.hero"),
            "hero_sub": content.ui("chat.hero_sub"),
            "cta": content.ui("chat.products"),
            "cards": cards,
            "prices": [content.ui("chat.price", e=int(rng.integers(19, 240)),
                                  c=choice(rng, ["99", "99", "95", "00", "49", "90"]))
                       for _ in cards],  # shop prices end as shops price them ($64.99)
            "agent": agent, "role": content.ui(choice(rng, ["chat.agent", "chat.bot"])),
            "title": content.ui("chat.help_title"), "sub": content.ui("chat.help_sub"),
            "turns": turns, "order": order, "customer": customer, "joined": content.ui("chat.joined", name=agent),
            "quick": [content.ui(k) for k in ("chat.quick_order", "chat.quick_return",
                                              "chat.quick_human")],
            "placeholder": content.ui("chat.write"),
            "powered": content.ui("chat.powered", brand=choice(rng, ["Chatly", "Helpwise",
                                                                     "Tidio", "Crisp"])),
            "widget_width": int(choice(rng, [340, 370, 400])),
            "brand_colour": int(rng.integers(len(AVATAR_COLOURS))),
            "quick_on": bool(rng.random() < 0.5),
            # each card's product shot (its shape, colour, backdrop) and the clock time of
            # each message: a chat of some minutes that starts during shop hours
            "shots": [[item_shape(name), int(rng.integers(len(COLOURS))), int(rng.integers(16))]
                      for name in cards],
            "times": _times(content, rng, len(turns)),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        self._site(page, theme, typo, params)
        ww = params["widget_width"]
        box = (page.width - ww - 20, 96, page.width - 20, page.height - 84)
        # the launcher button under the open widget
        c = AVATAR_COLOURS[params["brand_colour"]]
        page.ellipse((page.width - 76, page.height - 72, page.width - 20, page.height - 16), c,
                     name="launcher")
        page.line((page.width - 58, page.height - 52), (page.width - 38, page.height - 36),
                  (255, 255, 255), 3)
        page.line((page.width - 58, page.height - 36), (page.width - 38, page.height - 52),
                  (255, 255, 255), 3)
        with page.region("chat widget", "dialog", box, label=params["title"]):
            self._widget(page, theme, typo, params, box, c)
        return page

    def _site(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any]) -> None:
        with page.region("navigation", "chrome", (0, 0, page.width, 64)):
            page.line((0, 63), (page.width, 63), theme.border)
            c = AVATAR_COLOURS[params["brand_colour"]]
            page.rect((32, 20, 56, 44), c, radius=6, name="logo")
            brand = page.label(66, 16, params["brand"], style(typo["ui"], 18, theme.text,
                                                             bold=True), role="structural")
            x = max(brand.right + 48, 330)
            st = ui_style(typo, theme, size=typo["size"] + 1)
            for label in params["nav"]:
                x = page.label(x, 18, label, st).right + 28
        with page.region("page", "body", (0, 64, page.width, page.height)):
            left, right = 64, page.width - params["widget_width"] - 60
            h = page.text((left, 110, right + 40, 250), params["hero"],
                          style(typo["ui"], 34, theme.text, bold=True), role="structural",
                          line_height=1.2, max_lines=3)
            sub = page.text((left, h.bottom + 16, right, h.bottom + 90), params["hero_sub"],
                            style(typo["ui"], typo["size"] + 3, theme.muted), role="prose",
                            line_height=1.5)
            button(page, theme, typo, left, sub.bottom + 22, params["cta"], primary=True,
                   height=40, pad=22)
            y = sub.bottom + 100
            cw = (right - left - 40) // 3
            for k, (name, price, (shape, colour, kind)) in enumerate(zip(
                    params["cards"], params["prices"], params["shots"], strict=True)):
                x = left + k * (cw + 20)
                picture(page, (x, y, x + cw, y + 150), kind, "object", shape, COLOURS[colour])
                page.label(x, y + 160, name.capitalize(), ui_style(typo, theme,
                                                                  size=typo["size"]),
                           role="text", max_width=cw)
                page.label(x, y + 184, price, ui_style(typo, theme, size=typo["size"],
                                                       bold=True), role="text")

    def _widget(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                box: tuple[int, int, int, int], c: tuple[int, int, int]) -> None:
        x1, y1, x2, y2 = box
        page.rect((x1 + 2, y1 + 4, x2 + 2, y2 + 6), theme.border, radius=16, name="shadow")
        page.rect(box, theme.surface if theme.name == "light" else theme.panel, theme.border,
                  radius=14, name="chat widget")
        page.rect((x1, y1, x2, y1 + 92), c, radius=14, name="header")
        page.rect((x1, y1 + 70, x2, y1 + 92), c, name="header")
        with page.region("header", "chrome", (x1, y1, x2, y1 + 92)):
            white = style(typo["ui"], typo["size"] + 3, (255, 255, 255), bold=True)
            page.label(x1 + 20, y1 + 10, params["title"], white, role="structural",
                       max_width=x2 - x1 - 60)
            page.label(x1 + 20, y1 + 40, params["sub"], white.but(bold=False,
                                                                 size=typo["size"] - 1),
                       role="text", max_width=x2 - x1 - 40)
            page.line((x2 - 30, y1 + 24), (x2 - 18, y1 + 24), (255, 255, 255), 2)
        body = style(typo["ui"], typo["size"], theme.text)
        y = y1 + 104
        st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
        w = round(measure(params["joined"], st)[0])
        bottom = y2 - 84 if params["quick_on"] else y2 - 50
        agent_fill = theme.panel if theme.name == "light" else theme.code_bg
        meta_st = st.but(size=max(9, typo["size"] - 4))
        for k, turn in enumerate(params["turns"]):
            est = 24 + 20 * (len(turn["text"]) * typo["size"] // 520 + 1)
            if y + est > bottom:
                break
            if k == 1:  # the agent joins after the customer's first message
                page.label((x1 + x2 - w) // 2, y + 2, params["joined"], st, role="text")
                y += 30
            label = params["agent"] if turn["agent"] else ""
            with page.region(f"message {k + 1}", "message", (x1, y, x2, y + est), label=label):
                if turn["agent"]:
                    avatar_shape(page, typo, x1 + 12, y, params["agent"], c, 26, photos=0.5)
                    b = bubble(page, theme, x1 + 46, y, x2 - x1 - 90, turn["text"], body,
                               agent_fill, radius=12, meta=params["times"][k],
                               meta_style=meta_st)
                else:
                    b = bubble(page, theme, x2 - 14, y, x2 - x1 - 80, turn["text"],
                               body.but(color=(255, 255, 255)), c, side="right", radius=12,
                               meta=params["times"][k],
                               meta_style=meta_st.but(color=(236, 236, 240)))
            page.regions[-1].box = (x1, b[1], x2, b[3])
            y = b[3] + 10
        if params["quick_on"]:
            self._quick(page, theme, typo, params, x1, x2, y2 - 84, c)
        composer(page, theme, typo, (x1 + 10, y2 - 46, x2 - 10, y2 - 20),
                 params["placeholder"], radius=8, send=c)
        pw = round(measure(params["powered"], st.but(size=10))[0])
        page.label((x1 + x2 - pw) // 2, y2 - 22, params["powered"], st.but(size=10))

    def _quick(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               x1: int, x2: int, y: int, c: tuple[int, int, int]) -> None:
        st = ui_style(typo, theme, size=typo["size"] - 1, color=c)
        x = x1 + 14
        for label in params["quick"]:
            w = round(measure(label, st)[0]) + 24
            if x + w > x2 - 10:
                break
            page.rect((x, y, x + w, y + 28), None, c, radius=14, name="chip")
            page.label(x + 12, y + 14 - round(st.size * 1.1), label, st)
            x += w + 8
