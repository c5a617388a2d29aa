"""A weather app: a sky-gradient current-conditions panel (city, big temperature, condition,
high / low, feels-like and a summary sentence), an hourly strip with icons, a 10-day list
with temperature range bars, and detail tiles (humidity, wind, UV, sunrise, pressure)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, sun
from surfaces.kit.chrome import ui_style
from surfaces.kit.document import centred_label
from surfaces.kit.media import gradient, weather_icon
from surfaces.kit.numbers import (
    clock,
    format_number,
    format_percent,
    hour_label,
    territory,
    ui_list,
)
from surfaces.kit.phone import PHONE_REGIONS, home_indicator, phone_layout, phone_params, status_bar
from surfaces.kit.typography import sample_typography, style

KINDS = ["sun", "partly", "cloudy", "rain", "storm", "snow"]
# relative humidity (%) the sky allows: dry under sun, near saturation in rain and storms
HUMIDITY = {"sun": (30, 60), "partly": (40, 70), "cloudy": (55, 85), "rain": (78, 97),
            "storm": (75, 95), "snow": (75, 95)}
SKIES = {"light": ((44, 108, 190), (96, 152, 214)), "dark": ((16, 26, 56), (44, 62, 110))}


# sea-level pressure (hPa) by sky: storms come with lows, clear skies with highs
PRESSURE = {"sun": (1013, 1035), "partly": (1008, 1028), "cloudy": (1002, 1022),
            "rain": (992, 1012), "storm": (978, 1002), "snow": (995, 1025)}
RAIN = {"sun": 0, "partly": 10, "cloudy": 20, "rain": 70, "storm": 60}


def _temperature(lo: float, hi: float, hour: int) -> float:
    """The day's curve: coldest at 5 in the morning, warmest at 3 in the afternoon."""
    if 5 <= hour <= 15:
        share = 0.5 - 0.5 * math.cos(math.pi * (hour - 5) / 10)
    else:
        share = 0.5 + 0.5 * math.cos(math.pi * ((hour - 15) % 24) / 14)
    return lo + (hi - lo) * share


def _sky(kind: str, hour: int) -> str:
    """The hourly sky of a day of ``kind``: clouds clear by the afternoon on a partly cloudy
    day, storms come in the late afternoon, showers in the morning."""
    if kind == "storm":
        return "storm" if 15 <= hour <= 19 else "cloudy"
    if kind == "rain":
        return "rain" if hour < 14 else "cloudy"
    if kind in ("partly", "cloudy"):  # "clouds will clear by the afternoon"
        return "cloudy" if hour < 12 or (kind == "cloudy" and hour < 16) else "partly"
    return kind


# The hour the sky of a day of each kind changes (see _sky): the summary names it.
CHANGE = {"partly": 12, "cloudy": 16, "rain": 14, "storm": 20}


def _summary(content: Content, kind: str, high: int) -> str:
    """The forecast text, written from the hourly sky: when the clouds, rain or storms end."""
    if kind == "sun":
        return content.ui("h_weather.sum_sun" if high >= 10 else "h_weather.sum_cold")
    return content.ui(f"h_weather.sum_{kind}", t=hour_label(CHANGE[kind], content.lang))


def _now_hour(rng: np.random.Generator, kind: str, rise: int, down: int) -> int:
    """The hour the page is seen, while the day's weather is what it says: clouds and
    showers in the morning, a storm in the late afternoon; a clear sky in daylight (its sun
    icon and "Sunny" are the sky of that hour)."""
    if kind == "storm":
        return int(rng.integers(15, 19))
    first = max(6, -(-rise // 60))
    last = min(12 if kind in ("partly", "cloudy", "rain") else 16, down // 60)
    return int(rng.integers(first, max(first + 1, last)))


# the night sky of a clear or partly cloudy hour (after sunset, before sunrise)
NIGHT = {"sun": "night", "partly": "partly night"}


def _hour_sky(kind: str, hour: int, sun_m: tuple[int, int]) -> str:
    """The icon of ``hour`` on a day of ``kind``: a moon after sunset (r92 row 16: suns at
    6-9 PM beside "Sunset 5:38 PM")."""
    sky = _sky(kind, hour)
    return NIGHT.get(sky, sky) if sun.is_night(hour * 60, *sun_m) else sky


def _sun_tiles(content: Content, city: str, mean_c: float,
               rng: np.random.Generator) -> tuple[int, int, int]:
    """Day of year, sunrise and sunset (minutes) of ``city`` on a day of the season its
    temperatures suggest."""
    if mean_c < 5:
        doy = int(choice(rng, [*range(1, 60), *range(335, 366)]))
    elif mean_c < 13:
        doy = int(choice(rng, [*range(75, 130), *range(265, 320)]))
    else:
        doy = int(rng.integers(135, 255))
    lat, lon, zone, rule = sun.place(content.lang, city)
    rise, down = sun.sun_times(lat, lon, zone, rule, doy)
    return doy, rise, down


# How much of the clear-sky UV each sky lets through.
UV_CLOUD = {"sun": 1.0, "partly": 0.8, "cloudy": 0.5, "rain": 0.35, "storm": 0.3, "snow": 0.4}


def uv_index(doy: int, rise: int, down: int, hour: int, kind: str) -> int:
    """The UV index at ``hour``: 0 while the sun is down, highest at solar noon, higher in
    summer than in winter (mid latitudes), cut by clouds and rain."""
    t = hour * 60 + 30
    if not rise < t < down:
        return 0
    season = 0.5 - 0.5 * math.cos(2 * math.pi * (doy - 10) / 365)  # 0 in Jan, 1 in Jul
    peak = 1.5 + 7.0 * season
    height = math.sin(math.pi * (t - rise) / (down - rise))
    return max(1, round(peak * height ** 1.5 * UV_CLOUD[kind]))


def _coming_days(rng: np.random.Generator, lo_c: int, names: list[str],
                 deg: Any) -> list[dict[str, Any]]:
    """The next days of the forecast, each near today's temperatures (no rain below 2°C)."""
    out = []
    for name in names:
        lo = lo_c + int(rng.integers(-3, 4))
        hi = lo + int(rng.integers(4, 12))
        kind = KINDS[int(rng.integers(0, 5))]
        if kind in ("rain", "storm") and lo < 2:
            kind = "cloudy"
        out.append({"day": name, "kind": kind, "lo": lo, "hi": hi,
                    "rain": min(90, RAIN[kind] + int(rng.integers(0, 3)) * 10),
                    "lo_t": deg(lo), "hi_t": deg(hi)})
    return out


def _feels(temp_c: float, wind: int, humidity: int, us: bool) -> float:
    """The feels-like temperature of the temperature and wind the page shows (rounded in
    its units): a reader working it out from the tiles gets the same degree."""
    if us:
        return sun.feels_like((round(temp_c * 9 / 5 + 32) - 32) * 5 / 9,
                              round(wind / 1.609) * 1.609, humidity)
    return sun.feels_like(round(temp_c), wind, humidity)


def _pressure(rng: np.random.Generator, kind: str, lang: str, us: bool) -> str:
    """The pressure tile in the country's unit: inches of mercury in the US (29.50 inHg),
    hectopascals elsewhere."""
    hpa = int(rng.integers(*PRESSURE[kind]))
    if us:
        return f"{hpa * 0.02953:.2f} inHg"
    return f"{format_number(hpa, lang, 0)} hPa"


class WeatherForecast(Surface):
    name = "weather_forecast"
    min_width = 390  # a phone layout: one column of cards (generator/screens.py)
    family = "media"
    text_roles = ("prose", "text", "structural")
    # No blank_line: each summary is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("current", "hourly", "daily", "details")
    phone_regions = PHONE_REGIONS[:1]

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        conds = ui_list(content, "media.conditions")
        k = int(rng.integers(0, 5))
        lo_c = int(rng.integers(-6, 20))
        if KINDS[k] in ("rain", "storm") and lo_c < 2:  # below freezing it would snow
            lo_c = int(rng.integers(2, 20))
        hi_c = lo_c + int(rng.integers(4, 12))
        city = content.city()
        doy, rise_m, down_m = _sun_tiles(content, city, (lo_c + hi_c) / 2, rng)
        hour = _now_hour(rng, KINDS[k], rise_m, down_m)
        us = territory(lang) == "US"  # Fahrenheit and mph where the country uses them
        deg = (lambda c: f"{round(c * 9 / 5 + 32)}°") if us else (lambda c: f"{round(c)}°")
        now_c = _temperature(lo_c, hi_c, hour)
        days = ui_list(content, "media.days_short")
        start = int(rng.integers(0, 7))
        daily = [{"day": content.ui("media.today"), "kind": KINDS[k], "lo": lo_c, "hi": hi_c,
                  "rain": RAIN[KINDS[k]], "lo_t": deg(lo_c), "hi_t": deg(hi_c)}]
        daily += _coming_days(rng, lo_c, [days[(start + d) % 7] for d in range(1, 8)], deg)
        for d in daily:  # the chance of rain as the language writes a percentage
            d["rain_t"] = format_percent(d["rain"], lang, 0)
        # a sunny summary says "light breeze" (Beaufort 2-3, up to 19 km/h; review r28 saw
        # "légère brise" beside 37 km/h)
        calm = KINDS[k] == "sun" and hi_c >= 10
        wind = int(rng.integers(5, 20 if calm else 45))
        humidity = int(rng.integers(*HUMIDITY[KINDS[k]]))
        now = _sky(KINDS[k], hour)  # icon, condition, hourly strip and UV: the hour's sky
        uv = uv_index(doy, rise_m, down_m, hour, now)
        rise, down = (clock(m // 60, m % 60, lang) for m in (rise_m, down_m))
        params = {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "city": city, "temp": deg(now_c), "cond": conds[KINDS.index(now)], "kind": KINDS[k], "now": now,
            "hour": hour, "uv": uv, "doy": doy, "sun_m": [rise_m, down_m],
            "hl": content.ui("media.high_low", h=deg(hi_c), l=deg(lo_c)),
            "feels": content.ui("media.feels_like", t=deg(_feels(now_c, wind, humidity, us))),
            "wind_kmh": wind, "humidity": humidity,
            # the forecast text says what the sky does today (media.weather: the first five
            # sentences are written per condition, see SUMMARY)
            "summary": _summary(content, KINDS[k], hi_c),
            "hourly_t": content.ui("media.hourly"),
            # the list's title counts the days it shows (compose picks by the rows that fit)
            "days_t": [content.ui("h_weather.days", n=n) for n in range(9)],
            "hours": [{"t": content.ui("media.now") if j == 0 else hour_label((hour + j) % 24,
                                                                                lang),
                       "kind": _hour_sky(KINDS[k], (hour + j) % 24, (rise_m, down_m)),
                       "temp": deg(_temperature(lo_c, hi_c, (hour + j) % 24))}
                      for j in range(10)],
            "daily": daily,
            "tiles": [[content.ui("media.humidity"), format_percent(humidity, lang, 0)],
                      [content.ui("media.wind"), f"{round(wind / 1.609)} mph" if us
                       else f"{wind} km/h"],
                      [content.ui("media.uv_index"), f"{uv} · "
                       f"{ui_list(content, 'media.uv_words')[0 if uv <= 2 else 1 if uv <= 5 else 2]}"],
                      [content.ui("media.sunrise"), rise], [content.ui("media.sunset"), down],
                      [content.ui("media.pressure"), _pressure(rng, KINDS[k], lang, us)]],
            "layout": choice(rng, ["side", "stack"]),
        }
        if phone_layout(self, 900):  # drawn last: desktop pages draw what they always drew
            params["phone"] = phone_params(rng, lang, hour=hour)  # in "Now"'s hour (r48)
        return params

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w, h = page.width, page.height
        top, bottom = SKIES[theme.name]
        gradient(page, (0, 0, w, h), top, bottom, steps=16, name="background")
        white = (255, 255, 255)
        dark = theme.name == "dark"
        if "phone" in params:
            return self._phone(page, theme, params)
        with page.region("current", "header", (0, 0, w, 250), label=params["city"]):
            centred_label(page, w // 2, 14, params["city"], style(typo["ui"], 30, white),
                          role="structural")
            centred_label(page, w // 2, 50, params["temp"], style(typo["ui"], 72, white),
                          role="text")
            centred_label(page, w // 2, 158, params["cond"], style(typo["ui"], 18, white),
                          role="text")
            centred_label(page, w // 2, 186, f"{params['hl']}   {params['feels']}",
                          style(typo["ui"], 15, white), role="text")
            weather_icon(page, params["now"], w // 2 + 150, 64, 80, dark)
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

    def _phone(self, page: Page, theme: Theme, params: dict[str, Any]) -> Page:
        """A phone (or portrait tablet): the same cards in one column under the status bar."""
        typo, w, h = params["typo"], page.width, page.height
        white, dark = (255, 255, 255), theme.name == "dark"
        top = SKIES[theme.name][0]
        status_bar(page, theme, typo, params["phone"], ink=white)
        with page.region("current", "header", (0, 48, w, 250), label=params["city"]):
            centred_label(page, w // 2, 50, params["city"], style(typo["ui"], 30, white),
                          role="structural")
            centred_label(page, w // 2, 78, params["temp"], style(typo["ui"], 72, white),
                          role="text")
            centred_label(page, w // 2, 184, params["cond"], style(typo["ui"], 18, white),
                          role="text")
            centred_label(page, w // 2, 210, params["hl"], style(typo["ui"], 16, white),
                          role="text")
        panel = (255, 255, 255) if not dark else (0, 0, 0)
        tint = tuple(round(c * 0.18 + p * 0.82) for c, p in zip(panel, top, strict=True))
        st = ui_style(typo, theme, size=14, color=white)
        n_hours = max(6, min(10, (w - 64) // 60))
        with page.region("hourly", "card", (16, 256, w - 16, 420), label=params["hourly_t"]):
            page.rect((16, 256, w - 16, 420), tint, radius=14, name="card")
            page.text((30, 264, w - 30, 308), params["summary"], st, role="prose",
                      max_lines=2, line_height=1.35)
            page.line((30, 312), (w - 30, 312), tuple(min(255, c + 40) for c in tint))
            step = (w - 60) // n_hours
            for j, hr in enumerate(params["hours"][:n_hours]):
                cx = 30 + j * step + step // 2
                centred_label(page, cx, 316, hr["t"], st.but(bold=j == 0))
                weather_icon(page, hr["kind"], cx - 16, 348, 32, dark)
                centred_label(page, cx, 380, hr["temp"], st.but(size=16))
        rows = 8 if h > 900 else 4
        y = 432 + 36 + rows * 40
        self._daily(page, theme, typo, params, (16, 432, w - 16, y), tint, n=rows, row=40)
        self._tiles(page, theme, typo, params, (16, y + 12, w - 16, h - 34), tint,
                    2 if w < 600 else 3, n=4 if w < 600 else 6)
        home_indicator(page, white)
        return page

    def _daily(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int], tint: tuple[int, ...], n: int = 8,
               row: int = 34) -> None:
        x1, y1, x2, y2 = box
        white = (255, 255, 255)
        st = ui_style(typo, theme, size=14, color=white)
        shown = min(n, len(params["daily"]), max(0, (y2 - y1 - 38 - 30) // row + 1))
        title = params["days_t"][shown]
        with page.region("daily", "card", box, label=title):
            page.rect(box, tint, radius=14, name="card")
            page.label(x1 + 16, y1 + 6, title.upper(), st.but(size=12, bold=True),
                       role="structural")
            y = y1 + 38
            lo_all = min(d["lo"] for d in params["daily"])
            hi_all = max(d["hi"] for d in params["daily"])
            span = max(1, hi_all - lo_all)
            bx1, bx2 = x1 + (x2 - x1) // 2, x2 - 70
            day_w, ix = 100, x1 + 122  # the day's name, then its sky
            if x2 - x1 < 400:  # a phone: a narrower name column and bar
                bx1, bx2, day_w, ix = x1 + 214, x2 - 56, 84, x1 + 102
            for d in params["daily"][:n]:
                if y + 30 > y2:
                    break
                page.label(x1 + 16, y, d["day"], st.but(bold=True), role="text",
                           max_width=day_w)
                weather_icon(page, d["kind"], ix, y + 2, 28, theme.name == "dark")
                if d["rain"]:
                    page.label(ix + 36, y, d["rain_t"], st.but(size=12,
                                                                      color=(180, 220, 255)),
                               role="text")
                page.label(bx1 - 44, y, d["lo_t"], st.but(color=(210, 225, 240)),
                           role="text")
                page.rect((bx1, y + 13, bx2, y + 18), (255, 255, 255), radius=2, name="bar track")
                a = bx1 + round((bx2 - bx1) * (d["lo"] - lo_all) / span)
                b = bx1 + round((bx2 - bx1) * (d["hi"] - lo_all) / span)
                page.rect((a, y + 13, max(a + 6, b), y + 18), (255, 180, 60), radius=2,
                          name="temperature bar")
                page.label(bx2 + 12, y, d["hi_t"], st, role="text")
                y += row

    def _tiles(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int], tint: tuple[int, ...], cols: int,
               n: int = 6) -> None:
        x1, y1, x2, y2 = box
        white = (255, 255, 255)
        gap = 12
        tiles = params["tiles"][:n]
        rows = (len(tiles) + cols - 1) // cols
        tw = (x2 - x1 - gap * (cols - 1)) // cols
        th = min(110, (y2 - y1 - gap * (rows - 1)) // rows)
        with page.region("details", "grid", box):
            for k, (label, value) in enumerate(tiles):
                r, c = divmod(k, cols)
                tx, ty = x1 + c * (tw + gap), y1 + r * (th + gap)
                with page.region(f"card {label}", "card", (tx, ty, tx + tw, ty + th),
                                 label=label):
                    page.rect((tx, ty, tx + tw, ty + th), tint, radius=14, name="card")
                    page.label(tx + 12, ty + 4, label.upper(),
                               ui_style(typo, theme, size=11, bold=True, color=(220, 230, 245)),
                               role="structural", max_width=tw - 20)
                    page.label(tx + 12, ty + 30, value,
                               ui_style(typo, theme, size=20 if cols < 6 else 16, color=white),
                               role="text", max_width=tw - 20)
