"""A community poll page: the poll card (question, author, closing date, options either as
radio buttons with a vote button or as result bars with percentages and vote counts, the
total) and a comment thread under it, with a sidebar of other polls."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, measure
from surfaces.kit.brands import brand
from surfaces.kit.chrome import button, ui_style
from surfaces.kit.forms import radio
from surfaces.kit.numbers import format_number, format_percent, random_day
from surfaces.kit.poll_grammar import COMMUNITIES as GRAMMAR_HOMES
from surfaces.kit.poll_grammar import grammar_polls
from surfaces.kit.prose import sample_marks
from surfaces.kit.tables import scrollbar
from surfaces.kit.typography import sample_typography
from surfaces.kit.web import browser_frame, comment

SURPRISED = 3  # the gsoc_poll_comment line wondering why an option is not further ahead
# the line that would pick an option "too, as long as we give it a trial run first": a trial
# of a charity, a sleeping time or a commute makes no sense, so no poll page says it
TRIAL_RUN = 6


# The community a poll belongs to, by its question's words (review w11: a condominium
# meeting poll beside a library's evening classes); a question naming none (how you commute,
# how long you sleep) fits any poll site.
COMMUNITIES = {
    "books": r"book club|library|reading group|Buchclub|Lesekreis|Bibliothek|Bücherei|"
             r"club de lecture|bibliothèque|médiathèque|club de lectura|biblioteca|club del libro|"
             r"club di lettura|boekenclub|leesclub|bibliotheek",
    "work": r"\bteam|office|colleague|canteen|company|weekly meeting|Büro|Kolleg|Kantine|"
            r"Firma|Teammeeting|Betriebs|bureau|collègue|cantine|équipe|oficina|compañer|"
            r"comedor de la empresa|equipo|ufficio|collegh|mensa aziendale|squadra|"
            r"riunione settimanale|kantoor|collega|bedrijf|teamuitje|teamoverleg|meeting room|"
            r"stand-up|staff|offsite|launch party|meetup|Besprechung|réunion d'équipe|"
            r"reunión de equipo|personeel|vergaderruimte|Pausenraum|Abteilung|Weihnachtsfeier|"
            r"cohésion|réunion mensuelle|empresa|work from home|next meeting|in meetings|"
            r"standing desk|for work|work day|lunch break|sweater day|von zu Hause aus|"
            r"télétravail|teletrabajo|jubilación de|departamento|vergadering",
    "school": r"school|teacher|class trip|pupil|Schul|Lehrer|Klasse|école|scolaire|maîtresse|"
              r"colegio|escuela|escolar|profe|scuola|scolastic|maestra|juf\b|meester|klas|"
              r"parents|Eltern|padres|genitori|ouders|classe\b|Kita|Jahrgang|Kuchenbasar|"
              r"kermesse|enfants",
    "home": r"condo|building|neighbo|residents|street party|Nachbar|Haus(?:gemeinschaft|"
            r"versammlung)|Hof|Straßenfest|copropriété|immeuble|voisin|quartier|comunidad de "
            r"vecinos|vecino|barrio|condominio|quartiere|vicin|buurt|bewoners|straat|"
            r"flat|Viertel|park|allotment|community garden|town|bus route|market|Gemeinde|"
            r"Stadt|Markt|mairie|commune|marché|ayuntamiento|mercado|parco|orto|paese|"
            r"Comune|mercato|gemeente|markt|moestuin|Hausflur|Treppenhaus|Hausreinigung|"
            r"Fahrradständer|Sommerfest|encombrants|vide-grenier|piscine municipale|\\bbus\\b|"
            r"\\bparc\\b|parque|bike racks|open-air cinema|swimming pool|tennis courts|"
            r"living here|asamblea de la comunidad|coche compartido|pueblo|centro de salud|"
            r"nouveau parc|bus 12|bankjes|oud papier",
    # a firm asking its customers (review35: "How do you prefer to get support from us?"
    # in a club's sidebar): beside its own polls only
    "customer": r"support from us|new menu|café add|cierras la tienda",
    "club": r"club|choir|Verein|Chor|association|chorale|asociación|coro|associazione|"
            r"circolo|vereniging|koor|Mitgliederversammlung|Lauftreff|Spieleabend|"
            r"Vortragsabend|amicale|assemblée générale|randonnée",
}


# polls a small group votes in (a team, a class, a book club, a choir): a dozen voices, not
# hundreds (r38: "680 voti in totale" on "Che cosa cuciniamo per la festa della classe?")
SMALL_GROUP = re.compile(
    r"team outing|team lunch|book club|choir sing|Teamausflug|Teammeeting|Buch lesen wir|"
    r"sortie d'équipe|séance du club|chorale|excursión del equipo|videollamadas del equipo|"
    r"festa della classe|squadra|teamuitje|coro|Chor\b", re.I)


def community(question: str) -> str:
    """The community ``question``'s poll belongs to, or "" for one any site may ask."""
    return next((name for name, words in COMMUNITIES.items()
                 if re.search(words, question, re.I)), "")


def _polls(rng: np.random.Generator, content: Content) -> tuple[list[dict[str, Any]],
                                                                 list[datetime.date]]:
    """The page's poll and two others, all of one community (a team, a class, a town, a
    club), composed from its world (q_poll: a fixed list made two pages of a language share
    a question one time in eight), with the day each closes: the page's poll first, the
    others some days before or after it."""
    home = GRAMMAR_HOMES[int(rng.integers(len(GRAMMAR_HOMES)))]
    close = random_day(rng)
    closes = [close, *(close + datetime.timedelta(days=int(d)) for d in rng.integers(-12, 45, 2))]
    while home == "school" and any(d.month in (7, 8) or (d.month == 6 and d.day > 10)
                                   for d in closes):  # a school's polls close in term time
        closes = [d - datetime.timedelta(days=70) for d in closes]
    return grammar_polls(rng, content, closes, home, community), closes


def small_audience(question: str) -> bool:
    """Whether the poll is a small group's (a team, an office, a class, a book club, a choir):
    its question names one, or it belongs to a workplace's or a school's community (r55 0011:
    "Dove andiamo a pranzo venerdì con il team?" with 859 votes)."""
    return bool(SMALL_GROUP.search(question)) or community(question) in ("work", "school")


def _small(poll: dict[str, Any]) -> bool:
    """Whether a team, a class or a club votes in ``poll`` (a town's residents are many)."""
    return poll.get("community") in ("work", "school", "club") or small_audience(poll["question"])


def _votes(rng: np.random.Generator, small: bool, options: int) -> list[int]:
    """Each option's votes: a small group's poll 5 to 40 in all, a public one hundreds."""
    if not small:
        return [int(v) for v in rng.integers(5, 400, options)]
    low = 3 if options == 2 else 2
    return [int(v) for v in rng.integers(low, max(low + 1, 40 // options) + 1, options)]


def _comment_total(rng: np.random.Generator, small: bool, votes: int) -> int:
    """How many comments the poll has: the three shown, or at least two more (the link to the
    rest says "Show 2 more comments", never a singular "1 more comments"); a small group's
    poll has a few, not more than about a third of its voters."""
    n = int(rng.integers(*((3, 9) if small else (3, 200))))
    n = min(n, max(3, votes // 3)) if small else n
    return 3 if n == 4 else n


def _whole_percents(votes: list[int]) -> list[int]:
    """Each option's share rounded to the nearest whole percent (half up), so every figure
    is within half a point of its vote count ("200 votes, 29.5 %" shows 30 %, 29.5 % would
    never be pushed to 31 to make the column add up)."""
    total = sum(votes)
    return [int(100 * v / total + 0.5) for v in votes]


def _other(rng: np.random.Generator, content: Content, poll: dict[str, Any],
           closes: datetime.date) -> dict[str, Any]:
    """A sidebar card's poll: its leading option with its share, its votes and closing day."""
    votes = _votes(rng, _small(poll), len(poll["options"]))
    lead = int(np.argmax(votes))
    share = _whole_percents(votes)[lead]
    n = format_number(sum(votes), content.lang, 0)
    return {"question": poll["question"], "lead": str(poll["options"][lead]),
            "share": share / 100, "pct": format_percent(share, content.lang, 0),
            "meta": content.ui("hf2.poll_meta", votes=content.ui("media.votes_n", n=n),
                               date=content.format_date(closes))}


class PollPage(Surface):
    name = "poll_page"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each text is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")  # few compounds, amounts or addresses
    regions = ("tab bar", "address bar", "poll", "option", "comment", "sidebar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        polls, closes = _polls(rng, content)
        question, options = polls[0]["question"], list(polls[0]["options"])
        small = _small(polls[0])
        votes = _votes(rng, small, len(options))
        total = sum(votes)
        comments = []
        lines = content.data.SLOTS["gsoc_poll_comment"]  # about this poll and its options
        # the standings are hidden until one votes: then nobody wonders who is behind
        results = bool(rng.random() < 0.6)
        picks = [int(i) for i in rng.permutation(len(lines))
                 if int(i) != TRIAL_RUN and (results or int(i) != SURPRISED)]
        for i, hours in zip(picks[:3],
                            sorted(rng.choice(range(1, 23), 3, replace=False), reverse=True),
                            strict=True):
            option = options[int(rng.choice(len(options), p=[v / total for v in votes]))]
            if int(i) == SURPRISED:  # "surprised X isn't further ahead": the last option
                option = options[int(np.argmin(votes))]
            text = content.fill(lines[int(i)], option=option.rstrip(".?!"))
            comments.append({"name": content.full_name(), "text": text,
                             "marks": sample_marks(rng, text, "chat"),
                             "meta": content.ui("cs.one_hour_ago") if hours == 1 else
                             content.ui("web.comments_hours", n=int(hours)),
                             "colour": int(rng.integers(0, 8))})
        close = closes[0]  # a school's in term time
        return {
            "typo": sample_typography(rng, "sans", (14, 15)),
            "site": brand(content, "community"), "poll_t": content.ui("media.poll"),
            "more_t": content.ui("ws.poll_more"),  # the sidebar lists other polls
            "question": question, "options": options, "kind": polls[0]["kind"],
            "community": polls[0]["community"],
            "votes": [content.ui("media.votes_n", n=format_number(v, lang, 0)) for v in votes],
            "shares": [v / total for v in votes],
            "pcts": [format_percent(x, lang, 0) for x in _whole_percents(votes)],
            "total": content.ui("media.total_votes", n=format_number(total, lang, 0)),
            "by": content.ui("media.poll_by", name=content.full_name()),
            "ends": content.ui("media.poll_ends", date=content.format_date(close)),
            "vote": content.ui("media.vote"), "results_l": content.ui("media.view_results"),
            "voted": content.ui("media.you_voted"), "hidden": content.ui("w11hb.results_after"), "note": content.ui("media.poll_note"),
            "mine": int(rng.integers(0, len(options))),
            "results": results, "comments": comments,
            "n_comments": content.ui("web.comments_count", n=(n := _comment_total(rng, small, total))),
            "comment_total": n,
            # under the last comment shown, a link to the others ("Show 5 more comments")
            "more_comments": content.ui("web.comments_more", n="{n}"),
            "all_comments": content.ui("web.comments_all", n="{n}"),
            "reply": content.ui("web.comments_reply"), "others": [p["question"]
                                                                  for p in polls[1:]],
            "share": content.ui("media.share"),
            "other_polls": [_other(rng, content, q, d)
                            for q, d in zip(polls[1:], closes[1:], strict=True)],
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w, h = page.width, page.height
        url = f"{params['site'].lower().replace(' ', '')}.org/polls"
        y = browser_frame(page, theme, typo, [params["question"]], url)
        top = y  # the page's content starts under the address bar
        page.rect((0, y, w, h), theme.panel, name="background")
        x1, x2 = 40, 680
        y = self._poll(page, theme, typo, params, (x1, y + 20, x2, h))
        drawn = self._comments(page, theme, typo, params, (x1, y + 16, x2, h))
        self._sidebar(page, theme, typo, params, (x2 + 24, 96, w - 30, h))
        if drawn < params["comment_total"]:  # no room for the thread: the page runs on
            rest = 86 * (params["comment_total"] - drawn)  # a comment is about 86 px tall
            scrollbar(page, theme, (0, top, w, h), h - top, h - top + rest)
        return page

    def _poll(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, _ = box
        st = ui_style(typo, theme, size=14)
        n = len(params["options"])
        height = 150 + n * (56 if params["results"] else 38) + 60
        with page.region("poll", "card", (x1, y1, x2, y1 + height), label=params["question"]):
            page.rect((x1, y1, x2, y1 + height), theme.surface, theme.border, radius=10,
                      name="card")
            page.label(x1 + 24, y1 + 12, params["poll_t"].upper(),
                       st.but(size=11, bold=True, color=theme.accent), role="structural")
            q = page.text((x1 + 24, y1 + 40, x2 - 24, y1 + 110), params["question"],
                          ui_style(typo, theme, size=21, bold=True), role="structural",
                          max_lines=2, line_height=1.25)
            page.label(x1 + 24, q.bottom + 4, f"{params['by']} · {params['ends']}",
                       st.but(size=12, color=theme.muted), role="text", max_width=x2 - x1 - 48)
            y = q.bottom + 40
            for k, option in enumerate(params["options"]):
                with page.region(f"option {k + 1}", "option", (x1 + 24, y, x2 - 24, y + 50),
                                 label=option):
                    if params["results"]:
                        y = self._bar(page, theme, typo, params, k, option, (x1 + 24, y, x2 - 24))
                    else:
                        radio(page, theme, typo, x1 + 24, y, option, k == params["mine"],
                              max_width=x2 - x1 - 48)
                        y += 38
            y += 10
            if params["results"]:
                page.label(x1 + 24, y, params["total"], st.but(bold=True), role="text")
                page.label(x1 + 260, y, params["note"], st.but(size=12, color=theme.muted),
                           role="text", max_width=x2 - x1 - 284)
            else:
                r = button(page, theme, typo, x1 + 24, y, params["vote"], primary=True)
                # the count so far, and why the shares are not shown yet (review w11: "110
                # comments" but no votes)
                page.label(r + 16, y + 1, f"{params['total']} · {params['hidden']}",
                           st.but(size=13, color=theme.muted), role="text",
                           max_width=x2 - r - 40)
        return y1 + height

    def _bar(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
             k: int, option: str, span: tuple[int, int, int]) -> int:
        x1, y, x2 = span
        st = ui_style(typo, theme, size=14)
        mine = k == params["mine"]
        page.rect((x1, y, x2, y + 38), theme.panel, theme.accent if mine else theme.border,
                  radius=6, name="result bar")
        fx = x1 + max(8, round((x2 - x1) * params["shares"][k]))
        page.rect((x1, y, fx, y + 38), theme.faded(theme.accent, on=theme.surface, amount=0.7),
                  radius=6, name="result fill")
        room = x2 - x1 - 180
        tag = st.but(size=12, color=theme.accent)
        if mine:  # "You voted" sits in the bar of the option voted for, after its name
            room -= round(measure(params["voted"], tag)[0]) + 14
        block = page.label(x1 + 12, y + 19 - round(14 * 1.1), option, st.but(bold=mine),
                           role="text", max_width=room)
        if mine:
            page.label(block.right + 10, y + 19 - round(12 * 1.1), params["voted"], tag,
                       role="text")
        page.label(x2 - 60, y + 19 - round(14 * 1.1), params["pcts"][k], st.but(bold=True),
                         role="text")
        page.label(x2 - 160, y + 19 - round(12 * 1.1), params["votes"][k],
                   st.but(size=12, color=theme.muted), role="text", max_width=96)
        return y + 56

    def _comments(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                  box: tuple[int, int, int, int]) -> int:
        x1, y, x2, y2 = box
        if y + 90 > y2:
            return 0
        page.label(x1, y, params["n_comments"], ui_style(typo, theme, size=16, bold=True),
                   role="structural")
        y += 40
        body = ui_style(typo, theme, size=14)
        total, drawn = params["comment_total"], 0
        for k, c in enumerate(params["comments"]):
            # a comment is about 86 px (two lines of text 106); when others follow, room is
            # kept under it for the link to them (r21: "6 comments" over three, no link)
            if y + (130 if k + 1 < total else 70) > y2:
                break
            drawn += 1
            y = comment(page, theme, typo, (x1, y, x2, y2 - 4), c["name"], c["meta"], c["text"],
                        c["marks"], body, c["colour"], [params["reply"], params["share"]],
                        region=f"comment {k + 1}") + 14
        rest = total - drawn
        if rest:  # "Show 5 more comments" under the three, "Show all 3 comments" under two
            link = (params["more_comments"].format(n=rest) if rest > 1 and drawn
                    else params["all_comments"].format(n=total))
            page.label(x1 + 42, y, link, body.but(color=theme.link, bold=True), role="text",
                       name="more comments")
        return total  # the rest are behind the link, not further down

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y, x2, _ = box
        with page.region("sidebar", "aside", box, label=params["more_t"]):
            st = ui_style(typo, theme, size=13)
            page.label(x1, y, params["more_t"], st.but(size=15, bold=True), role="structural")
            y += 36
            for poll in params["other_polls"]:
                y = self._other_card(page, theme, st, poll, x1, y, x2) + 12

    def _other_card(self, page: Page, theme: Theme, st: Any, poll: dict[str, Any], x1: int,
                    y: int, x2: int) -> int:
        """One of the other polls: its question, its leading option's bar and share, and its
        votes and closing date. Returns the card's bottom."""
        # a question naming its event, town and date may take three lines (q_poll)
        wide = measure(poll["question"], st)[0] / (x2 - x1 - 40)
        lines = 1 if wide <= 1 else 2 if wide <= 1.85 else 3
        bottom = y + 12 + round(lines * 13 * 1.35) + 84
        page.rect((x1, y, x2, bottom), theme.surface, theme.border, radius=8, name="card")
        q = page.text((x1 + 14, y + 12, x2 - 14, y + 12 + round(lines * 13 * 1.35) + 6),
                      poll["question"], st.but(color=theme.link), role="text", max_lines=lines,
                      line_height=1.35)
        by = q.bottom + 10
        page.rect((x1 + 14, by, x2 - 14, by + 26), theme.panel, radius=5, name="result bar")
        fill = x1 + 14 + max(8, round((x2 - x1 - 28) * poll["share"]))
        page.rect((x1 + 14, by, fill, by + 26),
                  theme.faded(theme.accent, on=theme.surface, amount=0.7), radius=5,
                  name="result fill")
        small = st.but(size=12)
        pw = round(measure(poll["pct"], small.but(bold=True))[0])
        page.label(x2 - 22 - pw, by + 13 - round(12 * 1.1), poll["pct"], small.but(bold=True),
                   role="text", max_width=pw + 4)
        page.label(x1 + 22, by + 13 - round(12 * 1.1), poll["lead"], small, role="text",
                   max_width=x2 - x1 - 56 - pw)
        page.label(x1 + 14, by + 32, poll["meta"], small.but(color=theme.muted), role="text",
                   max_width=x2 - x1 - 28)
        return bottom
