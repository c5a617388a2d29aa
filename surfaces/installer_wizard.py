"""A desktop setup wizard: banner, step list, license / components / folder page, Back-Next-Cancel."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.cards import window_shadow
from surfaces.kit.chrome import ui_style
from surfaces.kit.forms import checkbox, form_button, radio, text_input
from surfaces.kit.licence_world import licence, name_product
from surfaces.kit.listed import software_firm
from surfaces.kit.numbers import byte_unit, format_number, ui_list
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style

WALLPAPERS = [(24, 92, 148), (40, 70, 110), (60, 110, 90), (90, 60, 110)]


# the product's app icon: its initial in white on a tile of the brand's colour (the window
# icon and the banner), as a product without a drawn logo shows it
LOGO_COLOURS = ((37, 99, 235), (22, 163, 74), (220, 38, 38), (147, 51, 234), (234, 88, 12),
                (13, 148, 136), (219, 39, 119), (30, 41, 59))


def _logo(page: Page, typo: dict[str, Any], p: dict[str, Any], x: int, y: int,
          size: int) -> None:
    page.rect((x, y, x + size, y + size), LOGO_COLOURS[p["logo"]], radius=max(3, size // 4),
              name="logo")
    st = style(typo["ui"], max(9, round(size * 0.55)), (255, 255, 255), bold=True)
    letter = p["app"][0].upper()
    w = measure(letter, st)[0]
    page.label(x + round((size - w) / 2), y + (size - round(st.size * 2.2)) // 2, letter, st,
               role="chrome")


class InstallerWizard(Surface):
    name = "installer_wizard"
    family = "forms"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: an empty line between paragraphs is too rare here to ask for.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("title bar", "banner", "steps", "body", "field", "buttons")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        app = content.word("frm_app")
        page = choice(rng, ["license", "license", "components", "location"])
        lang = content.lang
        # the licensor is the program's maker: a software house or a firm naming no other
        # trade (never "Carpintería Marcos S.Coop." owning a program's copyright)
        company = software_firm(content)
        # title, copyright line, then the clauses in a real licence's order (grant,
        # restrictions, updates, warranty, liability, law)
        clauses = content.sentences("frm_license", int(rng.integers(7, 10)), frm_app=app,
                                    company=company,
                                    # a licence's one count: devices, copies, months, an
                                    # article (never "51 copies")
                                    number=str(int(choice(rng, [2, 3, 5]))))
        year = int(rng.integers(2019, 2026))
        license_text = licence(name_product(rng, lang, clauses, app),
                               f"{content.ui('forms.inst_license').upper()} – {app}",
                               f"Copyright © {year} {company.rstrip('.')}. "
                               f"{content.ui('w11hb.all_rights')}")
        # the program's own files come first and are always installed (frm_component 0,
        # in every language); the rest are options
        core = content.word_at("frm_component", 0)
        comps = [core] + [c for c in dict.fromkeys(content.word("frm_component")
                                                   for _ in range(12)) if c != core][:5]
        mb = float(rng.integers(800, 9000)) / 10
        keys = ("license", "dest", "browse", "back", "next",
                "cancel", "install", "components", "description")
        labels = {k: content.ui(f"forms.inst_{k}") for k in keys}
        labels["dest_sub"] = content.ui("forms.inst_dest_sub", a=app)
        labels["license_sub"] = content.ui("forms.inst_license_sub", a=app)
        # the boxes name the product whose licence is shown
        labels["accept"] = content.ui("forms.inst_accept", a=app)
        labels["decline"] = content.ui("forms.inst_decline", a=app)
        labels["components_sub"] = content.ui("forms.inst_components_sub", a=app)
        step = {"license": 1, "components": 2, "location": 3}[page]
        return {
            "typo": sample_typography(rng, "sans", (12, 13)), "app": app, "page": page,
            "logo": int(rng.integers(len(LOGO_COLOURS))),
            "title": content.ui("forms.inst_setup", a=app), "labels": labels,
            "steps": ui_list(content, "forms.inst_steps"), "step": step,
            "step_text": content.ui("forms.inst_step", n=step + 1,
                                    m=len(ui_list(content, "forms.inst_steps"))),
            "license": license_text, "marks": [sample_marks(rng, t, "none") for t in license_text],
            "intro": _intro(content, app, page, labels),
            "components": comps, "checked": [k == 0 or bool(rng.random() < 0.7) for k in range(len(comps))],
            "path": f"C:\\Program Files\\{app}",  # a Windows wizard (title bar, < Back Next >)
            "space": content.ui("forms.inst_space", s=f"{format_number(mb, lang, 1)} {byte_unit('MB', lang)}"),
            "avail": content.ui("forms.inst_avail",
                                s=f"{format_number(float(rng.integers(20, 900)), lang, 1)} {byte_unit('GB', lang)}"),
            # the licence page is the current step: neither answer is chosen yet and "Next"
            # waits for one (review46 0007: "Ich akzeptiere" preselected)
            "accepted": False, "sidebar": bool(rng.random() < 0.6),
            "wall": int(rng.integers(len(WALLPAPERS))), "gap": float(choice(rng, [0.6, 1.0])),
            # the highlighted component, whose description fills the description box
            **_described(rng, content, comps, app),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        page.rect((0, 0, page.width, page.height), WALLPAPERS[params["wall"]], name="wallpaper")
        # a folder page holds little: its window is as compact as a real setup dialog
        inset = (172, 150) if params["page"] == "location" else (112, 84)
        x1, y1, x2, y2 = inset[0], inset[1], page.width - inset[0], page.height - inset[1]
        window_shadow(page, (x1, y1, x2, y2), WALLPAPERS[params["wall"]], radius=6)
        page.rect((x1, y1, x2, y2), theme.bg, theme.border, radius=6, name="window")
        with page.region("title bar", "chrome", (x1, y1, x2, y1 + 32)):
            page.rect((x1, y1, x2, y1 + 32), theme.panel, radius=6, name="title bar")
            _logo(page, typo, params, x1 + 8, y1 + 6, 20)
            page.label(x1 + 34, y1 + 2, params["title"], ui_style(typo, theme), role="chrome")
            page.line((x2 - 26, y1 + 11), (x2 - 16, y1 + 21), theme.text)
            page.line((x2 - 26, y1 + 21), (x2 - 16, y1 + 11), theme.text)
        bx = x1
        if params["sidebar"]:
            bx = x1 + 190
            self._steps(page, theme, typo, params, (x1, y1 + 32, bx, y2 - 56))
        self._banner(page, theme, typo, params, (bx, y1 + 32, x2, y1 + 100))
        with page.region("body", "body", (bx, y1 + 100, x2, y2 - 56)):
            getattr(self, f"_{params['page']}")(page, theme, typo, params, bx + 28, y1 + 116,
                                                x2 - 28, y2 - 68)
        self._buttons(page, theme, typo, params, (x1, y2 - 56, x2, y2))
        return page

    def _steps(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("steps", "chrome", box):
            page.rect(box, theme.accent, name="steps panel")
            st = ui_style(typo, theme, color=theme.accent_text)
            y = y1 + 24
            for k, step in enumerate(p["steps"]):
                done = k < p["step"]
                page.ellipse((x1 + 18, y + 8, x1 + 30, y + 20),
                             theme.accent_text if k <= p["step"] else None,
                             theme.accent_text, width=2, name="step dot")
                page.label(x1 + 40, y, step, st.but(bold=k == p["step"],
                                                    faded=not done and k != p["step"]),
                           max_width=x2 - x1 - 50)
                y += 36

    def _banner(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        title, sub = {"license": (lab["license"], lab["license_sub"]),
                      "components": (lab["components"], lab["components_sub"]),
                      "location": (lab["dest"], lab["dest_sub"])}[p["page"]]
        with page.region("banner", "structural", box):
            page.rect(box, theme.surface, name="banner")
            page.line((x1, y2 - 1), (x2, y2 - 1), theme.border)
            page.label(x1 + 24, y1 + 10, title, ui_style(typo, theme, bold=True,
                                                         size=typo["size"] + 1),
                       role="structural", max_width=x2 - x1 - 110)
            page.label(x1 + 40, y1 + 34, sub, ui_style(typo, theme), role="text",
                       max_width=x2 - x1 - 130)
            _logo(page, typo, p, x2 - 70, y1 + 12, 46)

    def _license(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 x1: int, y1: int, x2: int, y2: int) -> None:
        lab = p["labels"]
        box = (x1, y1, x2, y2 - 70)
        page.rect(box, theme.surface, theme.border, name="license box")
        page.rect((x2 - 16, y1 + 1, x2 - 1, y2 - 71), theme.panel, name="scrollbar")
        body = style(typo["body"], typo["size"] - 1, theme.text)
        paragraphs = [styled_spans(t, m, body, theme, typo["mono"])
                      for t, m in zip(p["license"], p["marks"], strict=True)]
        block = page.text((x1 + 10, y1 + 8, x2 - 24, y2 - 76), paragraphs, body, role="prose",
                          line_height=1.4, paragraph_gap=p["gap"])
        # the thumb says how much is in view: the whole track when the licence fits
        full = not block.laid.truncated and block.bottom < y2 - 90
        page.rect((x2 - 13, y1 + 4, x2 - 4, y2 - 74 if full else y1 + 60), theme.border,
                  radius=4, name="scroll thumb")
        with page.region(f"field {lab['license']}", "field", (x1, y2 - 64, x2, y2)):
            y = radio(page, theme, typo, x1, y2 - 62, lab["accept"], p["accepted"], x2 - x1)
            radio(page, theme, typo, x1, y, lab["decline"], False, x2 - x1)

    def _components(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                    x1: int, y1: int, x2: int, y2: int) -> None:
        lab = p["labels"]
        mid = x1 + (x2 - x1) // 2
        page.rect((x1, y1, mid - 10, y2 - 40), theme.surface, theme.border, name="list box")
        y = y1 + 8
        for k, (name, on) in enumerate(zip(p["components"], p["checked"], strict=True)):
            if k == p.get("selected"):  # the clicked row, described on the right
                w = round(measure(name, ui_style(typo, theme))[0])
                page.rect((x1 + 31, y + 1, min(mid - 20, x1 + 42 + w), y + 23),
                          theme.faded(theme.accent, on=theme.surface, amount=0.75),
                          name="selected row")
            y = checkbox(page, theme, typo, x1 + 10, y, name, on, mid - x1 - 30)
        with page.region("description", "body", (mid + 10, y1, x2, y2 - 40),
                         label=lab["description"]):
            page.rect((mid + 10, y1, x2, y2 - 40), None, theme.border, name="group box")
            page.label(mid + 20, y1 - 12, lab["description"], ui_style(typo, theme),
                       role="structural")
            body = style(typo["body"], typo["size"] - 1, theme.text)
            page.text((mid + 22, y1 + 20, x2 - 12, y2 - 50), p.get("comp_desc", p["intro"]),
                      body, role="prose", line_height=1.4)
        page.label(x1, y2 - 32, p["space"], ui_style(typo, theme), role="text")

    def _location(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                  x1: int, y1: int, x2: int, y2: int) -> None:
        lab = p["labels"]
        body = style(typo["body"], typo["size"], theme.text)
        intro = page.text((x1, y1, x2, y1 + 90), p["intro"], body, role="prose", line_height=1.45)
        st = ui_style(typo, theme)
        bw = round(measure(lab["browse"], st)[0]) + 30
        y = text_input(page, theme, typo, x1, intro.bottom + 20, x2 - x1 - bw - 12, lab["dest"],
                       p["path"])
        form_button(page, theme, typo, (x2 - bw, y - 16 - 40, x2, y - 20), lab["browse"],
                    primary=False, radius=4)
        page.label(x1, y2 - 56, p["space"], st, role="text")
        page.label(x1, y2 - 32, p["avail"], st, role="text")

    def _buttons(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        with page.region("buttons", "chrome", box):
            page.rect((x1 + 1, y1, x2 - 1, y2 - 1), theme.panel, name="button strip")
            page.line((x1, y1), (x2, y1), theme.border)
            page.label(x1 + 16, y1 + 14, p["step_text"], ui_style(typo, theme,
                                                                   color=theme.muted),
                       role="text")
            nxt = lab["install"] if p["page"] == "location" else lab["next"]
            # "Next" stays disabled until the licence is accepted
            ready = p["page"] != "license" or p["accepted"]
            bx = x2 - 16
            for label, primary in ((lab["cancel"], False), (nxt, True), (lab["back"], False)):
                form_button(page, theme, typo, (bx - 96, y1 + 14, bx, y1 + 42), label,
                            primary=primary, radius=4, enabled=ready or not primary)
                bx -= 96 + (16 if label == lab["cancel"] else 8)


def _described(rng: np.random.Generator, content: Content, comps: list[str],
               app: str) -> dict[str, Any]:
    """The component the user has clicked (never the always-installed core files) and what
    it installs: the description box says it instead of its bare hint."""
    k = int(rng.integers(1, len(comps)))
    names, i = [], 0
    while comps[k] not in names:
        names.append(content.word_at("frm_component", i))
        i += 1
    text = content.word_at("frm_component_desc", len(names) - 1).replace("{frm_app}", app)
    return {"selected": k, "comp_desc": text}


def _intro(content: Content, app: str, page: str, labels: dict[str, str]) -> str:
    """The page's own text: on the components page the description box's hint, on the
    location page how to pick another folder and start (no welcome page text on step 4)."""
    if page != "location":
        return content.ui("forms.inst_desc_hint")
    browse, install = labels["browse"].strip("…. "), labels["install"]
    sentences = content.sentences("frm_installer_location", 3, frm_app=app, browse=browse,
                                  install=install)
    if browse in labels["dest_sub"]:  # the sub-title already says how to browse
        sentences = [t for t in sentences if browse not in t]
    return " ".join(sentences[:2])
