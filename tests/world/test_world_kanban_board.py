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


def test_board_is_named_after_its_project() -> None:
    """A sprint board is named after its project (the issue key's), not after a company
    ("Piccinni e figli · Sprint 12")."""
    for lang, seed, p in sampled("kanban_board", 8):
        projects = locale_data(lang).UI["kb.projects"]
        key = p["columns"][0]["cards"][0]["footer"][0].split("-")[0] if p["columns"][0]["cards"] \
            else None
        name = p["board"].split(" · ")[0]
        assert name in projects, (lang, seed, p["board"])
        if key:
            assert projects.index(name) == ("WEB", "APP", "CRM", "PAY").index(key)
