"""A Postman-like API client: collections sidebar, URL bar, params table, JSON response
and an optional documentation pane with running prose."""

from __future__ import annotations

import datetime
import json
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.apps import draw_json, human_size, json_tokens, method_badge
from surfaces.kit.chrome import button, icon, tab_bar, ui_style
from surfaces.kit.numbers import currency_for, locale_tag, ui_list, with_colon
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.report_world import tradeless_firm
from surfaces.kit.shop import unit_price
from surfaces.kit.tables import Column, TableStyle, draw_table
from surfaces.kit.typography import sample_typography, style

PARAMS = ["page", "limit", "sort", "status", "include_archived", "lang", "since", "customer_id"]
WHOLE_API = (1, 5)  # apps_api_collection entries that name a whole backend
KEYS = ("workspace", "new", "import", "collections", "history", "environments", "send", "save",
        "key", "value", "description", "query", "response", "status", "time", "size", "docs",
        "no_env")
# The list endpoints a page shows: path -> (index in gops_api_things, statuses, query params).
LISTS = {
    "/v2/users": (0, ("active", "pending", "blocked"),
                  ("page", "limit", "sort", "status", "lang", "since")),
    "/v2/products": (1, ("active", "draft", "archived"),
                     ("page", "limit", "sort", "status", "include_archived", "lang", "since")),
    "/v2/payments": (2, ("paid", "pending", "refunded"),
                     ("page", "limit", "sort", "status", "since", "customer_id")),
}
NOW = datetime.datetime(2025, 11, 14, 9, 30)


def _query(rng: np.random.Generator, path: str, lang: str) -> dict[str, str]:
    """The query parameters of the request (name -> value), in PARAMS order."""
    _, statuses, allowed = LISTS[path]
    names = [k for k in allowed if rng.random() < 0.55] or ["page"]
    values = {"page": str(int(rng.integers(1, 5))), "limit": choice(rng, ["10", "20", "25"]),
              "sort": choice(rng, ["created_at", "-created_at"]),
              "status": choice(rng, [s for s in statuses if s != "archived"]),
              "include_archived": "false", "lang": locale_tag(lang).replace("-", "_"),
              "since": f"2025-{int(rng.integers(1, 10)):02d}-01",
              "customer_id": f"cus_{int(rng.integers(10000, 99999))}"}
    return {k: values[k] for k in PARAMS if k in names}


def _item(rng: np.random.Generator, content: Content, path: str, q: dict[str, str],
          created: datetime.datetime, currency: str) -> dict[str, Any]:
    """One record of the list, passing every filter of the query."""
    statuses = LISTS[path][1]
    pool = [s for s in statuses if s != "archived" or q.get("include_archived") != "false"]
    status = q.get("status") or choice(rng, pool)
    stamp = created.strftime("%Y-%m-%dT%H:%M:%SZ")
    if path == "/v2/users":
        name = content.full_name()
        return {"id": f"usr_{int(rng.integers(10000, 99999))}", "name": name,
                "email": content.email(name), "status": status,
                "verified": status == "active" or bool(rng.random() < 0.3), "created_at": stamp}
    if path == "/v2/products":
        index = int(rng.integers(len(content.data.SLOTS["shop_product"])))
        return {"id": f"prod_{int(rng.integers(10000, 99999))}",  # the catalogue's price range
                "name": content.word_at("shop_product", index),
                "price": round(unit_price(rng, index) * 100),
                "currency": currency.lower(), "status": status, "created_at": stamp}
    return {"id": f"pay_{int(rng.integers(100000, 999999))}",
            "amount": int(rng.integers(5, 900)) * 100 + int(choice(rng, [0, 0, 50, 99])),
            "currency": currency.lower(), "status": status,
            "customer_id": q.get("customer_id") or f"cus_{int(rng.integers(10000, 99999))}",
            "created_at": stamp}


def _body(rng: np.random.Generator, content: Content, path: str,
          q: dict[str, str]) -> dict[str, Any]:
    """The response: the page asked for, every item passing the filters, in the sort order."""
    page, per_page = int(q.get("page", "1")), int(q.get("limit", "20"))
    total = (page - 1) * per_page + int(rng.integers(1, per_page * 6))
    n = min(per_page, total - (page - 1) * per_page)
    since = datetime.datetime.fromisoformat(q.get("since", "2024-06-01"))
    span = int((NOW - since).total_seconds())
    stamps = sorted((since + datetime.timedelta(seconds=int(rng.integers(0, span)))
                     for _ in range(n)), reverse=q.get("sort") != "created_at")
    currency = currency_for(rng, content.lang)
    items = [_item(rng, content, path, q, t, currency) for t in stamps]
    return {"page": page, "per_page": per_page, "total": total,
            "has_more": page * per_page < total, "data": items}


class ApiClient(Surface):
    name = "api_client"
    family = "code"
    text_roles = ("prose", "text", "code", "structural", "chrome")
    # No blank_line: an empty line between paragraphs is too rare here to ask for.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("header", "sidebar", "tab bar", "url bar", "params", "response", "docs")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        pool = content.data.SLOTS["apps_api_request"]
        active = choice(rng, [r for r in pool if r["path"] in LISTS])
        drawn = [active] + [content.record("apps_api_request") for _ in range(13)]
        reqs = list({(r["method"], r["name"], r["path"]): r for r in drawn}.values())
        method, req_name, path = active["method"], active["name"], active["path"]
        q = _query(rng, path, content.lang)
        descs = content.data.SLOTS["apps_param_desc"]
        params = [[k, v, descs[PARAMS.index(k)], True] for k, v in q.items()]
        # the API of a firm of the country, at its brand's domain (never Faker's api.fuller.info):
        # the shop's own, whose backend sells products and bills orders, so a firm whose name
        # claims no trade (r67 0002: "api.ingegneriagrasso.it", an engineering firm, served
        # a shop backend)
        host = f"https://api.{content.domain(tradeless_firm(content))}"
        query = "&".join(f"{k}={v}" for k, v in q.items())
        body = _body(rng, content, path, q)
        docs = bool(rng.random() < 0.6)
        things = content.word_at("gops_api_things", LISTS[path][0])
        fixed = {"things": things, "per_page": "20",
                 "rate": choice(rng, ["30", "60", "100", "120", "300", "600"])}
        doc_text = [content.paragraph("gops_api_doc", int(rng.integers(2, 4)), **fixed)
                    for _ in range(int(rng.integers(1, 3)))]
        return {
            "lang": content.lang,
            "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "labels": {k: content.ui(f"apps.api.{k}") for k in KEYS},
            "tabs": ui_list(content, "apps.api.tabs"), "resp_tabs": ui_list(content, "apps.api.resp_tabs"),
            "views": ui_list(content, "apps.api.views"),
            # the requests span users, orders, invoices and payments: a collection named for
            # the whole backend ("Shop backend", "Partner API"), not "User service"
            "collection": content.word_at("apps_api_collection", int(choice(rng, WHOLE_API))),
            "requests": [[r["method"], r["name"]] for r in reqs[:9]], "method": method, "req_name": req_name,
            "url": f"{host}{path}" + (f"?{query}" if query else ""), "params": params,
            "query": q, "data": body, "body": json_tokens(body), "status": "200 OK",
            "ms": f"{int(rng.integers(38, 900))} ms",
            "size": human_size(len(json.dumps(body, indent=2, ensure_ascii=False).encode()),
                               content.lang),
            "sidebar_w": int(rng.integers(210, 270)), "docs": docs, "doc_text": doc_text,
            "doc_marks": [sample_marks(rng, t, "docs") for t in doc_text],
            "gap": float(choice(rng, [0.6, 1.0])), "open_tabs": int(rng.integers(2, 4)),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, lab = params["typo"], params["labels"]
        w, h = page.width, page.height
        page.rect((0, 0, w, h), theme.surface, name="background")
        st = ui_style(typo, theme)
        with page.region("header", "chrome", (0, 0, w, 44)):
            page.rect((0, 0, w, 44), theme.panel, name="header")
            page.line((0, 43), (w, 43), theme.border)
            page.ellipse((14, 12, 34, 32), (255, 108, 55), name="logo")
            icon(page, theme, "send", 18, 16, 12, (255, 255, 255))  # the app's mark
            x = page.label(44, 7, lab["workspace"], st.but(bold=True), max_width=160).right + 16
            x = button(page, theme, typo, x, 8, lab["new"], primary=True) + 8
            button(page, theme, typo, x, 8, lab["import"])
            ew = round(measure(lab["no_env"], st)[0])
            page.rect((w - ew - 60, 8, w - 14, 36), theme.surface, theme.border, radius=5,
                      name="environment select")
            page.label(w - ew - 48, 7, lab["no_env"], st.but(color=theme.muted))
        sw = params["sidebar_w"]
        self._sidebar(page, theme, typo, params, (0, 44, sw, h))
        right = w - 280 if params["docs"] else w
        tabs = [f"{m} {n}" for m, n in params["requests"][: params["open_tabs"]]]
        tab_bar(page, theme, typo, (sw, 44, right, 80), tabs, active=0)
        y = self._url_bar(page, theme, typo, params, (sw + 14, 90, right - 14, 126))
        y = self._params(page, theme, typo, params, sw + 14, y + 10, right - 14)
        self._response(page, theme, typo, params, (sw, y + 8, right, h))
        if params["docs"]:
            self._docs(page, theme, typo, params, (right, 44, w, h))
        return page

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        with page.region("sidebar", "chrome", box, label=lab["collections"]):
            page.rect(box, theme.panel, name="sidebar")
            page.line((x2 - 1, y1), (x2 - 1, y2), theme.border)
            st = ui_style(typo, theme, size=typo["size"] - 1)
            y = y1 + 10
            for k, key in enumerate(("collections", "environments", "history")):
                if k == 0:
                    page.rect((x1 + 6, y, x2 - 6, y + 28), theme.selection, radius=4,
                              name="selection")
                icon(page, theme, ("folder", "globe", "clock")[k], x1 + 14, y + 7)
                page.label(x1 + 38, y - 2, lab[key], st.but(bold=k == 0), max_width=x2 - x1 - 48)
                y += 30
            page.line((x1 + 8, y + 4), (x2 - 8, y + 4), theme.border)
            y += 12
            page.polygon([(x1 + 14, y + 9), (x1 + 24, y + 9), (x1 + 19, y + 15)], theme.muted)
            page.label(x1 + 30, y, p["collection"], st.but(bold=True), role="structural",
                       max_width=x2 - x1 - 40)
            y += 30
            for k, (method, name) in enumerate(p["requests"]):
                if y + 26 > y2:
                    break
                with page.region(f"request {k + 1}", "row", (x1, y, x2, y + 26), label=name):
                    if k == 0:
                        page.rect((x1, y, x2 - 1, y + 26), theme.selection, name="selection")
                    method_badge(page, theme, typo, x1 + 30, y - 3, method[:3] if method ==
                                 "DELETE" else method, size=typo["size"] - 4, role="chrome")
                    page.label(x1 + 72, y - 3, name, st, role="text", max_width=x2 - x1 - 80)
                y += 26

    def _url_bar(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        st = ui_style(typo, theme)
        with page.region("url bar", "chrome", box):
            sendw = round(measure(lab["send"], st)[0]) + 36
            savew = round(measure(lab["save"], st)[0]) + 28
            field = (x1, y1, x2 - sendw - savew - 16, y2)
            page.rect(field, theme.surface, theme.border, radius=5, name="url field")
            page.line((x1 + 86, y1), (x1 + 86, y2), theme.border)
            method_badge(page, theme, typo, x1 + 10, y1 + (y2 - y1 - round((typo["size"] - 1) * 2.2)) // 2,
                         p["method"], size=typo["size"] - 1, role="chrome")
            mono = style(typo["mono"], typo["size"] - 1, theme.text)
            page.label(x1 + 96, y1 + (y2 - y1 - round(mono.size * 2.2)) // 2, p["url"], mono,
                       role="text", max_width=field[2] - x1 - 106)
            bx = field[2] + 8
            page.rect((bx, y1, bx + sendw, y2), theme.accent, radius=5, name="button")
            page.label(bx + 18, y1 + (y2 - y1 - round(st.size * 2.2)) // 2, lab["send"],
                       st.but(color=theme.accent_text, bold=True))
            button(page, theme, typo, bx + sendw + 8, y1, lab["save"], height=y2 - y1)
        tabs = p["tabs"]
        x, ty = x1, y2 + 10
        for i, t in enumerate(tabs):
            b = page.label(x, ty, t, st.but(size=st.size - 1, color=theme.text if i == 0 else
                                            theme.muted, bold=i == 0))
            if i == 0:
                page.line((x, ty + 28), (b.right, ty + 28), (255, 108, 55), 2)
            x = b.right + 20
            if x > x2 - 60:
                break
        page.line((x1, ty + 30), (x2, ty + 30), theme.border)
        return ty + 32

    def _params(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any], x1: int,
                y: int, x2: int) -> int:
        lab = p["labels"]
        with page.region("params", "body", (x1, y, x2, y + 30 + 30 * (len(p["params"]) + 1)),
                         label=lab["query"]):
            page.label(x1, y - 4, lab["query"], ui_style(typo, theme, size=typo["size"] - 1,
                                                         color=theme.muted), role="structural")
            total = x2 - x1
            cols = [Column("", 34), Column(lab["key"], total * 28 // 100),
                    Column(lab["value"], total * 30 // 100),
                    Column(lab["description"], total - 34 - total * 58 // 100)]
            rows = [[["", "check" if on else "nocheck"], k, [v, "mono"], [d, "muted"]]
                    for k, v, d, on in p["params"]]
            bottom = draw_table(page, theme, typo, (x1, y + 26, x2, y + 600), cols, rows,
                                TableStyle(row_height=30, header_height=30, zebra=False,
                                           grid="full"))
            page.rect((x1, y + 26, x2, bottom), None, theme.border, name="table frame")
        return bottom

    def _response(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                  box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        st = ui_style(typo, theme, size=typo["size"] - 1)
        with page.region("response", "body", box, label=lab["response"]):
            page.line((x1, y1), (x2, y1), theme.border, 2)
            x = page.label(x1 + 14, y1 + 6, lab["response"], st.but(bold=True),
                           role="structural").right + 20
            for i, t in enumerate(p["resp_tabs"][:3]):
                x = page.label(x, y1 + 6, t, st.but(color=theme.text if i == 0 else theme.muted)
                               ).right + 16
            ok = p["status"].startswith("2")
            name = "green" if ok else "red"
            right = x2 - 14
            for key, val, colour in (("status", p["status"], name), ("time", p["ms"], ""),
                                     ("size", p["size"], "")):
                vst = st.but(color=theme.palette[colour], color_name=colour) if colour else \
                    st.but(color=theme.palette["green"], color_name="green")
                vw = round(measure(val, vst)[0])
                kw = round(measure(with_colon(lab[key], p["lang"]), st)[0])
                if right - vw - kw - 4 < x + 10:
                    break
                page.label(right - vw, y1 + 6, val, vst, role="text")
                page.label(right - vw - kw - 4, y1 + 6, with_colon(lab[key], p["lang"]),
                           st.but(color=theme.muted))
                right -= vw + kw + 18
            vy = y1 + 40
            vx = x1 + 14
            for i, v in enumerate(p["views"]):
                vw = round(measure(v, st)[0]) + 18
                page.rect((vx, vy, vx + vw, vy + 24), theme.panel if i == 0 else theme.surface,
                          theme.border, radius=4, name="segment")
                page.label(vx + 9, vy - 4, v, st.but(size=st.size - 1, bold=i == 0))
                vx += vw + 4
            body = (x1 + 8, vy + 32, x2 - 8, y2 - 6)
            page.rect(body, theme.code_bg, radius=4, name="code block")
            draw_json(page, theme, typo, (body[0], body[1] + 6, body[2], body[3]), p["body"],
                      pitch=1.45)

    def _docs(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        with page.region("docs", "panel", box, label=lab["docs"]):
            page.rect(box, theme.panel, name="docs pane")
            page.line((x1, y1), (x1, y2), theme.border)
            st = ui_style(typo, theme)
            page.label(x1 + 16, y1 + 10, lab["docs"], st.but(bold=True, size=typo["size"] - 1,
                                                            color=theme.muted), role="structural")
            page.label(x1 + 16, y1 + 40, p["req_name"], st.but(bold=True, size=typo["size"] + 3),
                       role="structural", max_width=x2 - x1 - 32)
            mx = method_badge(page, theme, typo, x1 + 16, y1 + 74, p["method"])
            path = p["url"].split("://", 1)[-1].split("/", 1)[-1].split("?")[0]
            page.label(mx + 8, y1 + 74, "/" + path, style(typo["mono"], typo["size"] - 2,
                                                         theme.text), role="text",
                       max_width=x2 - mx - 24)
            base = style(typo["body"], typo["size"], theme.text)
            paras = [styled_spans(t, m, base, theme, typo["mono"])
                     for t, m in zip(p["doc_text"], p["doc_marks"], strict=True)]
            page.text((x1 + 16, y1 + 112, x2 - 16, y2 - 16), paras, base, role="prose",
                      line_height=1.5, paragraph_gap=p["gap"])
