"""An example Pointerbench-Text plugin: a note card with a title, two paragraphs, a button.

It uses only the public kit (``surfaces.kit``) and the ``Surface`` base, declares the
languages it writes, and ships its own content keys in ``locale_data`` (merged into the
content lookups of those languages); the build draws it only when named
(``--surfaces note_card``) or with the preset the plugin registers under its entry point's
name (``--preset note_card``).
"""

from __future__ import annotations

from typing import Any

from surfaces.base import Surface
from surfaces.kit import Content, Page, Rng, Theme, button, sample_typography, style


class NoteCard(Surface):
    name = "note_card"
    family = "documents"
    regions = ("memo", "footer")
    # A region name the languages do not know ("memo"), named by the plugin itself in each
    # of its languages, as the instruction templates write a region there ("in the {region}"
    # in English; the preposition is part of the phrase in German).
    region_names = {"en": {"memo": "note card"}, "de": {"memo": "auf dem Notizzettel"}}
    languages = ("en", "de")  # a language not listed is skipped for this surface
    text_roles = ("prose", "structural", "chrome")
    # The plugin's preset, registered under the entry point's name: `build --preset
    # note_card` draws only this plugin's surfaces (category weights default to 1 each).
    preset = {"description": "Note cards in English and German, 3 to 1.",
              "language_weights": {"en": 3.0, "de": 1.0}}
    locale_data = {
        "en": {"titles": {"notecard.title": ["Notes on {notecard_topic}", "Reminder about {notecard_topic}"]},
               "slots": {"notecard_topic": ["the move", "the garden", "the invoice", "the trip"]},
               "sentences": {"notecard.body": [
                   "Call {name} about {notecard_topic} before Friday.",
                   "The keys are with {name} until the weekend.",
                   "Bring the receipts for {notecard_topic} to the meeting.",
                   "Ask {name} whether {notecard_topic} can wait a week.",
                   "Write down every cost of {notecard_topic} in the blue folder."]},
               "ui": {"notecard.done": "Mark as done"}},
        "de": {"titles": {"notecard.title": ["Notizen zu {notecard_topic}", "Erinnerung an {notecard_topic}"]},
               "slots": {"notecard_topic": ["den Umzug", "den Garten", "die Rechnung", "die Reise"]},
               "sentences": {"notecard.body": [
                   "Ruf {name} vor Freitag wegen {notecard_topic} an.",
                   "Die Schlüssel liegen bis zum Wochenende bei {name}.",
                   "Bring die Belege für {notecard_topic} zur Besprechung mit.",
                   "Frag {name}, ob {notecard_topic} eine Woche warten kann.",
                   "Schreib jede Ausgabe für {notecard_topic} in die blaue Mappe."]},
               "ui": {"notecard.done": "Als erledigt markieren"}},
    }

    def sample(self, rng: Rng, content: Content) -> dict[str, Any]:
        return {"typo": sample_typography(rng, "serif", (15, 16)),
                "title": content.title("notecard.title"),
                "paragraphs": [content.paragraph("notecard.body", 3) for _ in range(2)],
                "button": content.ui("notecard.done")}

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        with page.region("memo", "body", (112, 80, 912, 600)):
            page.rect((112, 80, 912, 600), theme.surface, theme.border, radius=10)
            head = page.text((150, 110, 880, 160), params["title"],
                             style(typo["ui"], 24, theme.text, bold=True), role="structural",
                             wrap=False)
            page.text((150, head.bottom + 20, 880, 580), "\n".join(params["paragraphs"]),
                      style(typo["body"], typo["size"], theme.text), role="prose",
                      line_height=1.5, paragraph_gap=1.0)
        with page.region("footer", "chrome", (112, 620, 912, 680)):
            button(page, theme, typo, 150, 630, params["button"], primary=True)
        return page
