"""A recipe card (recipe site / printable card): title, star rating, prep / cook / serves
facts, a dish photo, an ingredients list and numbered method steps in prose, and a note."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import button, ui_style
from surfaces.kit.document import centred_label
from surfaces.kit.food import dish_kind, garnish
from surfaces.kit.media import picture, star_rating
from surfaces.kit.numbers import ui_list, with_colon
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, second_face, style

GREEN = (46, 125, 50)


# dishes that keep in a tin (bakes) or are served cold (set desserts, cold soups): "best
# eaten warm; leftovers keep in the fridge for a day" was said of shortbread (review 11)
TIN = ("banana", "bananen", "plátano", "sponge", "scone", "cookie", "shortbread",
       "marmorkuchen", "appeltaart")
CHILLED = ("tiramis", "panna cotta", "mousse", "crema catalana", "flan", "arroz con leche",
           "gazpacho", "salmorejo")


# a wait the method asks for (a night, hours, the fridge, a dough rising): no "ready in no
# time" above "leave in the fridge overnight" (review w9)
WAIT = re.compile(r"overnight|\bnight\b|\bhours?\b|fridge|Nacht|Stunden|Kühlschrank|"
                  r"gehen lassen|\bnuit\b|heures|réfrigérateur|frigo|\bnoche\b|horas|nevera|"
                  r"frigorífico|\bnotte\b|\bore\b|lievit|\bnacht\b|\buur\b|koelkast|rijzen",
                  re.I)
NIGHT = re.compile(r"overnight|\bnight\b|Nacht|\bnuit\b|\bnoche\b|\bnotte\b|\bnacht\b", re.I)


def tagline_key(title: str, total: int, steps: list[str]) -> str:
    """The intro's kind, from the dish's time including its rests: quick (under 45 minutes
    and no wait), a dish set in the fridge for hours, a slow one, or one saying neither."""
    method = " ".join(steps)
    chilled = any(s in title.casefold() for s in CHILLED)
    if NIGHT.search(method) or chilled and WAIT.search(method):
        return "w9pb.recipe_rest"
    if total <= 45 and not WAIT.search(method):
        return "w9pb.recipe_quick"
    return "w9pb.recipe_slow" if total > 60 else "w9pb.recipe_any"


# a tagline calling the dish simple or hands-off, said only of an Easy one: "non richiede
# attenzione" above "Difficile" (review w11)
EASY = re.compile(r"\b(simple|easy|no attention|looks after itself|einfach|unkompliziert|"
                  r"nichts tun|von allein|facile|tout seul|se passe de vous|sencillo|fácil|"
                  r"se hace solo|pendiente|semplice|da solo|attenzione|simpel|makkelijk|"
                  r"vanzelf|niets aan|"
                  # "never fails" is ease too: "sempre riuscito" above "Difficile" (r48)
                  r"sempre riuscito|toujours réussi|siempre sale bien)", re.I)


def tagline(rng: np.random.Generator, content: Content, key: str, level: int,
            total: int = 0) -> str:
    """A tagline of ``key``'s kind that claims no ease a harder dish lacks; a slow dish
    says its ``total`` time ("it takes 2 hours from start to finish")."""
    for k in (key, key, "w9pb.recipe_any"):
        for _ in range(8):
            text = content.fill(choice(rng, content.ui_list(k)), total=rest_text(content, total))
            if not level or not EASY.search(text):
                return text
    return text


def rest_text(content: Content, minutes: int) -> str:
    """A wait as a recipe site prints it: a night, whole hours, else minutes."""
    if minutes >= 480:
        return content.ui("w12r.night")
    if minutes >= 60 and minutes % 60 == 0:
        return content.ui("w12r.hours", n=minutes // 60)
    return content.ui("media.minutes", n=minutes)


def facts(content: Content, dish: dict[str, Any], level: int,
          steps: list[str]) -> list[list[str]]:
    """Prep, cook, the rest the method asks for (chill, rise, soak: no cooking time, so a
    third time, review w12), servings and level."""
    rest, cook = int(dish.get("rest", 0)), int(dish["cook"])  # no "Cook: 0 min" (tiramisù)
    # a Dutch site's "Oventijd", a German one's "Backzeit" for a dish that bakes in the oven
    words = "|".join(content.ui_list("h_native2.oven_words"))
    oven = re.search(rf"\b(?:{words})\b", " ".join(steps), re.I)
    cook_t = content.ui("h_native2.cook_oven" if oven else "media.cook")
    return [[content.ui("media.prep"), content.ui("media.minutes", n=dish["prep"])],
            *([[cook_t, content.ui("media.minutes", n=cook)]] if cook else []),
            *([[content.ui("w12r.rest"), rest_text(content, rest)]] if rest else []),
            [content.ui("media.serves"), str(dish["serves"])],
            [content.ui("media.level"), ui_list(content, "media.difficulty")[level]]]


def staples(content: Content, ingredients: list[str], steps: list[str]) -> list[str]:
    """The ingredient lines of the staples the steps use and the list lacks ("un filo
    d'olio", "parmigiano grattugiato" under a list without them, review 55): the list names
    everything the method asks for."""
    method, listed = " ".join(steps), " ".join(ingredients)
    extra: list[str] = []
    named: dict[str, str] = {}  # a line -> the pattern of its staple's noun (the first)
    for entry in content.ui_list("h_trade.staples"):
        pattern, line = entry.split(" => ")
        # a listed "Roomboter" or "olio extravergine" names the staple too ("salare" asks
        # for the salt the "sale" entry looks for)
        bare = named.setdefault(line, pattern.split(")", 1)[1] if pattern.startswith("(?<!")
                                else pattern).removeprefix("\\b")
        if (re.search(pattern, method, re.I) and not re.search(bare, listed, re.I)
                and line not in extra):
            extra.append(line)
    return extra


def linked(rng: np.random.Generator, content: Content, steps: list[str]) -> list[str]:
    """The steps as this cook writes them: the first may open on "first", some after it on
    "then", "next", "after that" (each once; Dutch puts it after the verb: "Voeg daarna ...
    toe"), when the step opens on a word that takes one (a German noun keeps its capital)."""
    links = content.ui_list("wc.recipe.next")
    opens, never = content.ui_list("wc.recipe.next_open"), content.ui_list("wc.recipe.next_not")
    out = []
    for k, step in enumerate(steps):
        verb, _, rest = step.partition(" ")
        pool = links if k else content.ui_list("wc.recipe.first")
        # no "Then take ..., then the macaroni": a link the step says already is left out
        fit = [t for t in pool if _said(t) not in step.lower().split()]
        takes = verb in opens or "*" in opens and verb.isalpha() and verb not in never
        if not fit or not takes or rng.random() < 0.35:
            out.append(step)
            continue
        link = fit[int(rng.integers(len(fit)))]
        if k:
            links.remove(link)
        out.append(link.replace("{v}", verb).replace("{s}", rest) if "{v}" in link else
                   link.replace("{s}", step[:1].lower() + step[1:]))
    return out


def unlinked(content: Content, step: str) -> str:
    """``step`` without the link ``linked`` gave it (the dish's own wording)."""
    for link in content.ui_list("wc.recipe.next") + content.ui_list("wc.recipe.first"):
        head = link.replace("{v} ", "").replace(" {s}", " ")
        verb, _, after = step.partition(" ")
        if link.startswith("{v}") and after.startswith(head):
            return f"{verb} {after[len(head):]}"
        if not link.startswith("{v}") and step.startswith(head):
            rest = step[len(head):]
            return rest[:1].upper() + rest[1:]
    return step


def _said(link: str) -> str:
    return max((w for w in link.lower().replace(",", "").split() if "{" not in w), key=len)


def _note_key(title: str, total: int) -> str:
    low = title.casefold()
    if any(s in low for s in TIN):
        return "wc.recipe.tin"
    if any(s in low for s in CHILLED):
        return "wc.recipe.chilled"
    return "wc.recipe.keeps" if total >= 75 else "wc.recipe.fresh"


class RecipeCard(Surface):
    name = "recipe_card"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each step is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line",)
    regions = ("card", "facts", "ingredients", "method", "notes")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # one dish (its title, ingredients and method), from the kitchen's whole repertoire
        dishes = [*content._slot("recipe"), *content._slot("h_misc_recipe")]
        dish = dishes[int(rng.integers(len(dishes)))]
        # the time the dish takes, its waits included (a night in the fridge is no quick dish)
        total = int(dish["prep"]) + int(dish["cook"]) + int(dish.get("rest", 0))
        # the level the dish has (or its time suggests); no "ready in under an hour" above
        # a two-hour stew
        work = int(dish["prep"]) + int(dish["cook"])  # a night in the fridge is no harder
        level = int(dish.get("level", 0 if work <= 45 else 1 if work <= 100 else 2))
        steps = linked(rng, content, [content.fill(step) for step in dish["steps"]])
        intro = tagline_key(dish["title"], total, steps)
        if intro != "w9pb.recipe_quick" and rng.random() < 0.5:
            intro = "w9pb.recipe_any"  # a tagline that claims nothing of the time
        ingredients = [str(i) for i in dish["ingredients"]]
        ingredients += staples(content, ingredients, steps)
        return {
            "lang": content.lang,
            "typo": (typo := sample_typography(rng, choice(rng, ["sans", "serif"]), (13, 14, 15))),
            "head_font": second_face(rng, typo, ["serif", "sans"]),
            "title": dish["title"], "total": total, "rating": float(rng.integers(7, 11)) / 2,
            "votes": f"({int(rng.integers(4, 600))})",
            "facts": facts(content, dish, level, steps),
            "intro": tagline(rng, content, intro, level, total), "intro_key": intro,
            "ing_t": content.ui("media.ingredients"), "ingredients": ingredients,
            "method_t": content.ui("media.method"), "steps": steps,
            "marks": [sample_marks(rng, s, "article") for s in steps],
            "notes_t": content.ui("media.notes"), "note": content.ui(_note_key(dish["title"], total)),
            "print": content.ui("media.print"), "save": content.ui("media.save_recipe"),
            "kind": int(rng.integers(0, 8)), "boxed": bool(rng.random() < 0.5),
            "split": int(choice(rng, [300, 330, 360])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w, h = page.width, page.height
        box = (40, 24, w - 40, h - 24) if params["boxed"] else (0, 0, w, h)
        if params["boxed"]:
            page.rect((0, 0, w, h), theme.panel, name="background")
        with page.region("card", "card", box, label=params["title"]):
            page.rect(box, theme.surface, theme.border if params["boxed"] else None,
                      radius=12 if params["boxed"] else 0, name="card")
            x1, y1, x2, y2 = box[0] + 36, box[1] + 28, box[2] - 36, box[3] - 20
            pw = 300
            # the photo shows the dish the title names, topped with what its recipe lists
            picture(page, (x2 - pw, y1, x2, y1 + 200), params["kind"], "dish",
                    garnish(dish_kind(params["title"]), params["ingredients"]))
            head = page.text((x1, y1, x2 - pw - 30, y1 + 96), params["title"],
                             style(params["head_font"], 32, theme.text, bold=True),
                             role="structural", max_lines=2, line_height=1.15)
            right = star_rating(page, x1, head.bottom + 10, params["rating"], size=16)
            page.label(right + 8, head.bottom + 4, params["votes"],
                       ui_style(typo, theme, size=13, color=theme.muted), role="text")
            intro = page.text((x1, head.bottom + 40, x2 - pw - 30, y1 + 150), params["intro"],
                              style(typo["body"], typo["size"], theme.muted, italic=True),
                              role="text", max_lines=2, line_height=1.4)
            self._facts(page, theme, typo, params, x1, max(intro.bottom + 14, y1 + 150),
                        x2 - pw - 30)
            r = button(page, theme, typo, x1, y1 + 212, params["print"])
            button(page, theme, typo, r + 8, y1 + 212, params["save"], primary=True)
            top = y1 + 262
            page.line((x1, top - 8), (x2, top - 8), theme.border)
            split = x1 + params["split"] - 60
            self._ingredients(page, theme, typo, params, (x1, top, split - 24, y2))
            self._method(page, theme, typo, params, (split + 12, top, x2, y2))
        return page

    def _facts(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               x: int, y: int, right: int) -> None:
        with page.region("facts", "structural", (x, y, right, y + 44)):
            col = max(80, (right - x) // len(params["facts"]))
            for k, (label, value) in enumerate(params["facts"]):
                cx = x + k * col
                if k:
                    page.line((cx - 10, y + 4), (cx - 10, y + 40), theme.border)
                page.label(cx, y - 4, label.upper(), ui_style(typo, theme, size=11, bold=True,
                                                              color=theme.muted), role="text",
                           max_width=col - 14)
                page.label(cx, y + 16, value, ui_style(typo, theme, size=14), role="text",
                           max_width=col - 14)

    def _ingredients(self, page: Page, theme: Theme, typo: dict[str, Any],
                     params: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        with page.region("ingredients", "list", box, label=params["ing_t"]):
            page.label(x1, y, params["ing_t"], ui_style(typo, theme, size=18, bold=True,
                                                        color=GREEN if theme.name == "light"
                                                        else theme.palette["green"]),
                       role="structural")
            y += 40
            st = ui_style(typo, theme, size=typo["size"])
            for item in params["ingredients"]:
                if y + 30 > y2:
                    break
                page.rect((x1, y + 9, x1 + 14, y + 23), None, theme.muted, radius=3,
                          name="checkbox")
                block = page.text((x1 + 24, y + 6, x2, y + 48), item, st, role="text",
                                  max_lines=2, line_height=1.3)
                y = block.bottom + 8

    def _method(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        green = GREEN if theme.name == "light" else theme.palette["green"]
        with page.region("method", "list", box, label=params["method_t"]):
            page.label(x1, y, params["method_t"], ui_style(typo, theme, size=18, bold=True,
                                                           color=green), role="structural")
            y += 42
            body = style(typo["body"], typo["size"], theme.text)
            for k, (step, marks) in enumerate(zip(params["steps"], params["marks"],
                                                  strict=True)):
                if y + 60 > y2 - 40:
                    break
                page.ellipse((x1, y, x1 + 26, y + 26), green, name="step number")
                centred_label(page, x1 + 13, y - 2, str(k + 1),
                              ui_style(typo, theme, size=12, bold=True, color=(255, 255, 255)),
                              role="chrome")
                block = page.text((x1 + 40, y + 2, x2, y2 - 40),
                                  [styled_spans(step, marks, body, theme, typo["mono"])], body,
                                  role="prose", line_height=1.5)
                y = block.bottom + 14
        if y + 34 < y2:
            with page.region("notes", "note", (x1, y, x2, y2)):
                st = ui_style(typo, theme, size=13)
                r = page.label(x1, y, with_colon(params["notes_t"], params["lang"]),
                               st.but(bold=True),
                               role="structural").right
                # a note longer than the line wraps under itself, never cut with "…"
                page.text((r + 8, y, x2, y2), params["note"], st.but(color=theme.muted),
                          role="text", line_height=1.4)
