"""A weather app: a sky-gradient current-conditions panel (city, big temperature, condition,
high / low, feels-like and a summary sentence), an hourly strip with icons, a 10-day list
with temperature range bars, and detail tiles (humidity, wind, UV, sunrise, pressure)."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import ui_style
from surfaces.kit.document import centred_label
from surfaces.kit.media import gradient, weather_icon
from surfaces.kit.numbers import clock, format_number, hour_label, ui_list
from surfaces.kit.typography import sample_typography, style

KINDS = ["sun", "partly", "cloudy", "rain", "storm", "snow"]
SKIES = {"light": ((44, 108, 190), (96, 152, 214)), "dark": ((16, 26, 56), (44, 62, 110))}


class WeatherForecast(Surface):
    name = "weather_forecast"
    family = "media"
    text_roles = ("prose", "text", "structural")
    # No blank_line: each summary is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("current", "hourly", "daily", "details")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        conds = ui_list(content, "media.conditions")
        k = int(rng.integers(0, 5))
        temp = int(rng.integers(-3, 31))
        hour = int(rng.integers(6, 16))
        days = ui_list(content, "media.days_short")
        start = int(rng.integers(0, 7))
        daily = []
        for d in range(8):
            lo = temp - int(rng.integers(3, 9))
            daily.append({"day": content.ui("media.today") if d == 0 else days[(start + d) % 7],
                          "kind": KINDS[int(rng.integers(0, 5))], "lo": lo,
                          "hi": lo + int(rng.integers(4, 12)),
                          "rain": int(rng.integers(0, 10)) * 10})
        unit = "°"
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "city": content.city(), "temp": f"{temp}{unit}", "cond": conds[k], "kind": KINDS[k],
            "hl": content.ui("media.high_low", h=f"{temp + 3}{unit}", l=f"{temp - 6}{unit}"),
            "feels": content.ui("media.feels_like", t=f"{temp - 2}{unit}"),
            "summary": " ".join(content.sentences("media.weather", 2)),
            "hourly_t": content.ui("media.hourly"), "ten_t": content.ui("media.ten_day"),
            "hours": [{"t": content.ui("media.now") if j == 0 else hour_label((hour + j) % 24,
                                                                                lang),
                       "kind": KINDS[(k + j // 4) % 5], "temp": f"{temp + (j % 5) - 2}{unit}"}
                      for j in range(10)],
            "daily": daily,
            "tiles": [[content.ui("media.humidity"), f"{int(rng.integers(30, 95))} %"],
                      [content.ui("media.wind"), f"{int(rng.integers(3, 45))} km/h"],
                      [content.ui("media.uv_index"), f"{int(rng.integers(1, 9))} · "
                       f"{choice(rng, ui_list(content, 'media.uv_words'))}"],
                      [content.ui("media.sunrise"), clock(int(rng.integers(5, 8)),
                                                          int(rng.integers(0, 60)), lang)],
                      [content.ui("media.sunset"), clock(int(rng.integers(17, 21)),
                                                         int(rng.integers(0, 60)), lang)],
                      [content.ui("media.pressure"),
                       f"{format_number(int(rng.integers(990, 1035)), lang, 0)} hPa"]],
            "layout": choice(rng, ["side", "stack"]),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w, h = page.width, page.height
        top, bottom = SKIES[theme.name]
        gradient(page, (0, 0, w, h), top, bottom, steps=16, name="background")
        white = (255, 255, 255)
        dark = theme.name == "dark"
        with page.region("current", "header", (0, 0, w, 250), label=params["city"]):
            centred_label(page, w // 2, 14, params["city"], style(typo["ui"], 30, white),
                          role="structural")
            centred_label(page, w // 2, 50, params["temp"], style(typo["ui"], 72, white),
                          role="text")
            centred_label(page, w // 2, 150, params["cond"], style(typo["ui"], 18, white),
                          role="text")
            centred_label(page, w // 2, 178, f"{params['hl']}   {params['feels']}",
                          style(typo["ui"], 15, white), role="text")
            weather_icon(page, params["kind"], w // 2 + 150, 64, 80, dark)
        panel = (255, 255, 255) if not dark else (0, 0, 0)
        tint = tuple(round(c * 0.18 + p * 0.82) for c, p in zip(panel, top, strict=True))
        st = ui_style(typo, theme, size=13, color=white)
        with page.region("hourly", "card", (24, 226, w - 24, 390), label=params["hourly_t"]):
            page.rect((24, 226, w - 24, 390), tint, radius=14, name="card")
            page.text((40, 236, w - 40, 276), params["summary"], st, role="prose",
                      max_lines=2, line_height=1.35)
            page.line((40, 282), (w - 40, 282), tuple(min(255, c + 40) for c in tint))
            step = (w - 80) // 10
            for j, hr in enumerate(params["hours"]):
                cx = 40 + j * step + step // 2
                centred_label(page, cx, 286, hr["t"], st.but(bold=j == 0))
                weather_icon(page, hr["kind"], cx - 16, 318, 32, dark)
                centred_label(page, cx, 350, hr["temp"], st.but(size=15))
        if params["layout"] == "side":
            self._daily(page, theme, typo, params, (24, 404, 560, h - 16), tint)
            self._tiles(page, theme, typo, params, (576, 404, w - 24, h - 16), tint, 2)
        else:
            self._daily(page, theme, typo, params, (24, 404, w - 24, 404 + 36 + 5 * 34), tint,
                        n=5)
            self._tiles(page, theme, typo, params, (24, 404 + 36 + 5 * 34 + 14, w - 24, h - 16),
                        tint, 6)
        return page

    def _daily(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int], tint: tuple[int, ...], n: int = 8) -> None:
        x1, y1, x2, y2 = box
        white = (255, 255, 255)
        st = ui_style(typo, theme, size=14, color=white)
        with page.region("daily", "card", box, label=params["ten_t"]):
            page.rect(box, tint, radius=14, name="card")
            page.label(x1 + 16, y1 + 6, params["ten_t"].upper(), st.but(size=12, bold=True),
                       role="structural")
            y = y1 + 38
            lo_all = min(d["lo"] for d in params["daily"])
            hi_all = max(d["hi"] for d in params["daily"])
            span = max(1, hi_all - lo_all)
            bx1, bx2 = x1 + (x2 - x1) // 2, x2 - 70
            for d in params["daily"][:n]:
                if y + 30 > y2:
                    break
                page.label(x1 + 16, y, d["day"], st.but(bold=True), role="text", max_width=90)
                weather_icon(page, d["kind"], x1 + 110, y + 2, 28, theme.name == "dark")
                if d["rain"]:
                    page.label(x1 + 146, y, f"{d['rain']} %", st.but(size=12,
                                                                      color=(180, 220, 255)),
                               role="text")
                page.label(bx1 - 44, y, f"{d['lo']}°", st.but(color=(210, 225, 240)),
                           role="text")
                page.rect((bx1, y + 13, bx2, y + 18), (255, 255, 255), radius=2, name="bar track")
                a = bx1 + round((bx2 - bx1) * (d["lo"] - lo_all) / span)
                b = bx1 + round((bx2 - bx1) * (d["hi"] - lo_all) / span)
                page.rect((a, y + 13, max(a + 6, b), y + 18), (255, 180, 60), radius=2,
                          name="temperature bar")
                page.label(bx2 + 12, y, f"{d['hi']}°", st, role="text")
                y += 34

    def _tiles(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int], tint: tuple[int, ...], cols: int) -> None:
        x1, y1, x2, y2 = box
        white = (255, 255, 255)
        gap = 12
        rows = (len(params["tiles"]) + cols - 1) // cols
        tw = (x2 - x1 - gap * (cols - 1)) // cols
        th = min(110, (y2 - y1 - gap * (rows - 1)) // rows)
        with page.region("details", "grid", box):
            for k, (label, value) in enumerate(params["tiles"]):
                r, c = divmod(k, cols)
                tx, ty = x1 + c * (tw + gap), y1 + r * (th + gap)
                with page.region(f"details {label}", "card", (tx, ty, tx + tw, ty + th),
                                 label=label):
                    page.rect((tx, ty, tx + tw, ty + th), tint, radius=14, name="card")
                    page.label(tx + 12, ty + 4, label.upper(),
                               ui_style(typo, theme, size=11, bold=True, color=(220, 230, 245)),
                               role="structural", max_width=tw - 20)
                    page.label(tx + 12, ty + 30, value,
                               ui_style(typo, theme, size=20 if cols < 6 else 16, color=white),
                               role="text", max_width=tw - 20)
