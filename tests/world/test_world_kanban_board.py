"""A kanban card's tags fit its task (no "Bug" on "Write release notes"), no task shows
twice on a board (five "release notes for version N" cards)."""

from __future__ import annotations

from world_helpers import sampled

from generator.content import locale_data


def test_card_tags_fit_the_task_and_tasks_do_not_repeat() -> None:
    for lang, seed, p in sampled("kanban_board", 15):
        fits = [set(r["tags"]) for r in locale_data(lang).SLOTS["kb_card"]]
        tasks = [c["task"] for col in p["columns"] for c in col["cards"]]
        assert len(tasks) == len(set(tasks)), (lang, seed)
        for col in p["columns"]:
            for card in col["cards"]:
                assert set(card["tag_ids"]) <= fits[card["task"]], (lang, seed, card)


def test_every_language_tags_the_same_tasks_alike() -> None:
    english = [r["tags"] for r in locale_data("en").SLOTS["kb_card"]]
    for lang in ("de", "fr", "es", "it", "nl"):
        assert [r["tags"] for r in locale_data(lang).SLOTS["kb_card"]] == english, lang



def test_sprint_goal_names_open_cards_of_the_board() -> None:
    for lang, seed, p in sampled("kanban_board", 10):
        parts = locale_data(lang).UI["kbg.parts"]
        shown = {c["task"]: c["title"] for col in p["columns"][:-1] for c in col["cards"][:2]}
        assert len(p["goal_tasks"]) == 2, (lang, seed)
        for task in p["goal_tasks"]:
            assert task in shown, (lang, seed, task, p["goal"])
            head = parts[task].split("{")[0]
            assert head.lower() in p["goal"].lower(), (lang, seed, p["goal"])
        assert "{" not in p["goal"], (lang, seed, p["goal"])
