"""The pull request list is one repository's: a label keeps its colour on every row, drafts
carry no review state, and the open and closed counts fit below the newest number shown."""

from __future__ import annotations

from world_helpers import sampled


def test_labels_reviews_and_counts_agree() -> None:
    for lang, seed, p in sampled("pull_request_list", 3):
        colours: dict[str, str] = {}
        for row in p["rows"]:
            for lab, colour in zip(row["labels"], row["colours"], strict=True):
                assert colours.setdefault(lab, colour) == colour, (lang, seed, lab)
            assert row["state"] == "open" or row["review_kind"] == "", (lang, seed)
        assert p["n_open"] + p["n_closed"] <= p["top"], (lang, seed)
        assert p["n_open"] >= sum(r["state"] in ("open", "draft") for r in p["rows"])


def test_a_pull_request_carries_the_label_of_its_kind_of_change() -> None:
    """A fix is labelled a bug, a speed-up performance, a keyboard fix UI; a title of no
    particular kind gets no kind label (no "performance" on "Update translations")."""
    import re

    from world_helpers import decontract, template_regex

    from generator.content.provider import locale_data

    for lang, seed, p in sampled("pull_request_list", 8):
        data = locale_data(lang)
        kinds = data.UI["devtools.commit_label"]
        labels = data.SLOTS["dt_label"]
        workflow = {labels[3], labels[4]}
        for row in p["rows"]:
            title = re.sub(r"^\[[A-Z]+-\d+\] ", "", row["title"])  # the tracker key
            title = title.replace(" an ", " a ") if lang == "en" else title
            title = decontract(title)
            index = next(i for i, t in enumerate(data.SENTENCES["devtools.commit"])
                         if re.fullmatch(template_regex(t, True), title))
            kind = {labels[int(kinds[index])]} if kinds[index] != "-" else set()
            assert set(row["labels"]) - workflow == kind, (lang, seed, row["title"], row["labels"])
