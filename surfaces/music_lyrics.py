"""A song-lyrics page: a coloured song header (cover art, title, artist, album, release),
the lyrics as labelled stanzas ([Verse 1], [Chorus]) in prose lines, and a side column with
credits and more songs by the artist."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, measure
from surfaces.kit.brand_art import COVERS, album_cover
from surfaces.kit.brands import brand
from surfaces.kit.chrome import search_box, ui_style
from surfaces.kit.document import unique_titles
from surfaces.kit.media import mix
from surfaces.kit.numbers import ui_list, with_colon
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.song_world import song_lines, song_world, title_case
from surfaces.kit.typography import sample_typography, style


class MusicLyrics(Surface):
    name = "music_lyrics"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: a stanza's lines are its paragraphs and stanzas are separate blocks. No
    # paragraph targets either: a reader sees a stanza, not the verse line the page model
    # calls a paragraph ("the paragraph starting with 'Perdí'" named a stanza's 4th line).
    # No sentence_boundary: lyric lines carry no sentence punctuation.
    unsupported_categories = ("blank_line", "sentence_boundary", "select_substring",
                              "paragraph_start", "paragraph_end", "paragraph_bbox",
                              "select_paragraph")
    regions = ("header", "search", "song", "lyrics", "credits", "more")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the song's world first (kit/song_world.py): one place, one time, one image and a
        # hook; the verses and the chorus are written from it, the title is the hook
        world = song_world(rng, content)
        title = title_case(world["hook"]["hook"], content.lang)
        verses, chorus = song_lines(world)
        # (no echo of the place: it is sung once)
        verse_marks = [self._stanza_marks(rng, v, False, world["place"]) for v in verses]
        chorus_marks = self._stanza_marks(rng, chorus, True)
        order = [["verse", 0], ["chorus", 0], ["verse", 1], ["chorus", 0]]
        artist = content.full_name() if rng.random() < 0.5 else content.title("media.album")
        writers = f"{content.full_name()}, {content.full_name()}"
        return {
            "lang": content.lang,
            "typo": sample_typography(rng, "sans", (14, 15, 16)),
            "lyric_font": choice(rng, fontbook().families_of(choice(rng, ["serif", "sans"]))),
            "brand": brand(content, "media").upper(), "nav": ui_list(content, "media.lyrics_nav"),
            "search": content.ui("web.search"), "title": title,
            "artist": artist, "album_t": content.ui("media.album_label"),
            "album": content.title("media.album"),
            "released": content.ui("media.released", date=content.date()),
            "lyrics_t": content.ui("media.lyrics"),
            "heading": content.ui("hd.lyrics_heading", title=title),
            "verse": [content.ui("media.verse", n=k + 1) for k in range(2)],
            "chorus_t": content.ui("media.chorus"), "verses": verses, "chorus": chorus,
            "verse_marks": verse_marks, "chorus_marks": chorus_marks,
            "order": order, "written": content.ui("media.written_by", names=writers),
            # a band named like "Le long été" takes no preposition in fr/es/it ("Plus de Le")
            "more": content.ui("h_misc.more_by", name=artist),
            "others": [t for t in unique_titles(content, "media.song", 5)
                       if t.lower() != title.lower()][:4],
            "art": int(rng.integers(0, 8)), "gap": float(choice(rng, [0.0, 0.3])),
            "world": world,
        }

    @staticmethod
    def _stanza_marks(rng: np.random.Generator, lines: list[str], chorus: bool,
                      avoid: str = "") -> list[list[list[Any]]]:
        """Per line marks: a few italic words, maybe one whole italic chorus line, and maybe
        a backing-vocal echo "(last words)" appended to a line (edits ``lines`` in place)."""
        marks = [sample_marks(rng, line, "lyrics") for line in lines]
        if chorus and rng.random() < 0.5:
            k = int(rng.integers(0, len(lines)))
            marks[k] = [[0, len(lines[k]), "italic", ""]]
        if rng.random() < 0.4:
            echoes = [i for i in range(len(lines)) if not avoid or avoid not in lines[i]]
            k = echoes[int(rng.integers(0, len(echoes)))]
            words = re.findall(r"[^\W_][\w'’-]*[^\W_]|[^\W_]", lines[k])
            if words and len(lines[k].split()) < 7 and \
                    not any(m[1] == len(lines[k]) for m in marks[k]):
                # a short echo: the line stays under eight words (no stock sentence)
                room = min(2, 7 - len(lines[k].split()))
                echo = f"({' '.join(words[-int(rng.integers(1, room + 1)):])})"
                marks[k].append([len(lines[k]) + 1, len(lines[k]) + 1 + len(echo), "italic", ""])
                lines[k] = f"{lines[k]} {echo}"
        return marks

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w = page.width
        with page.region("header", "chrome", (0, 0, w, 50)):
            page.rect((0, 0, w, 50), (20, 20, 20) if theme.name == "light" else (8, 8, 10),
                      name="header")
            page.label(24, 8, params["brand"], ui_style(typo, theme, size=20, bold=True,
                                                        color=(255, 255, 100)),
                       role="structural")
            x = 520
            for item in params["nav"]:
                x = page.label(x, 12, item, ui_style(typo, theme, size=13,
                                                     color=(230, 230, 230))).right + 22
        search_box(page, theme, typo, (180, 9, 490, 41), params["search"])
        band = mix(COVERS[params["art"] % len(COVERS)][1], (0, 0, 0), 0.45)
        with page.region("song", "header", (0, 50, w, 250), label=params["title"]):
            page.rect((0, 50, w, 250), band, name="song header")
            album_cover(page, typo, (60, 76, 220, 236), params["album"], params["art"])
            white = (255, 255, 255)
            head = page.text((250, 84, w - 60, 170), params["title"],
                             style(typo["ui"], 34, white, bold=True), role="structural",
                             max_lines=2, line_height=1.1)
            page.label(250, head.bottom + 6, params["artist"], ui_style(
                typo, theme, size=18, color=white), role="text", max_width=w - 320)
            st = ui_style(typo, theme, size=13, color=(225, 225, 225))
            x = page.label(250, head.bottom + 44, f"{with_colon(params['album_t'], params['lang'])} {params['album']}", st,
                           role="text").right + 18
            page.label(x, head.bottom + 44, params["released"], st, role="text")
        self._lyrics(page, theme, typo, params, (60, 274, 600, page.height - 10))
        self._side(page, theme, typo, params, (660, 274, w - 40, page.height))
        return page

    def _lyrics(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        with page.region("lyrics", "article", box, label=params["lyrics_t"]):
            page.label(x1, y, params["heading"].upper(),
                       ui_style(typo, theme, size=12, bold=True, color=theme.muted),
                       role="structural", max_width=x2 - x1)
            y += 40
            body = style(params["lyric_font"], typo["size"] + 1, theme.text)
            tag = ui_style(typo, theme, size=typo["size"], color=theme.muted)
            for kind, k in params["order"]:
                if y + 60 > y2:
                    break
                label = params["verse"][k] if kind == "verse" else params["chorus_t"]
                page.label(x1, y, f"[{label}]", tag, role="structural")
                y += round(tag.size * 2.0)
                lines = params["verses"][k] if kind == "verse" else params["chorus"]
                marks = params["verse_marks"][k] if kind == "verse" else params["chorus_marks"]
                st = body.but(bold=kind == "chorus")
                spans = [styled_spans(line, m, st, theme, typo["mono"])
                         for line, m in zip(lines, marks, strict=True)]
                block = page.text((x1, y, x2, y2), spans, st, role="prose",
                                  line_height=1.55, paragraph_gap=params["gap"])
                y = block.bottom + 18

    def _side(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        st = ui_style(typo, theme, size=13)
        # the card holds its credit line and no empty space below it
        lines = min(3, 1 + int(measure(params["written"], st)[0] // (x2 - x1 - 28)))
        h = 28 + round(st.size * 1.4 * lines)
        with page.region("credits", "aside", (x1, y, x2, y + h)):
            page.rect((x1, y, x2, y + h), theme.panel, theme.border, radius=6, name="card")
            page.text((x1 + 14, y + 14, x2 - 14, y + h - 6), params["written"], st, role="text",
                      max_lines=3, line_height=1.4)
        y += h + 24
        with page.region("more", "list", (x1, y, x2, y2), label=params["more"]):
            page.label(x1, y, params["more"], st.but(bold=True, size=15), role="structural",
                       max_width=x2 - x1)
            y += 40
            for k, song in enumerate(params["others"]):
                if y + 56 > y2:
                    break
                album_cover(page, typo, (x1, y, x1 + 48, y + 48), "", params["art"] + k + 1)
                page.label(x1 + 60, y + 2, song, st.but(bold=True), role="text",
                           max_width=x2 - x1 - 60)
                page.label(x1 + 60, y + 22, params["artist"], st.but(color=theme.muted, size=12),
                           role="text", max_width=x2 - x1 - 60)
                y += 60
