"""A notebook's outputs follow from their cells: ``df.head()`` shows five rows, the
group sums sorted descending are descending, one row per group, each sum larger than any
single row of the head."""

from __future__ import annotations

from world_helpers import sampled


def test_outputs_follow_from_the_code() -> None:
    for lang, seed, p in sampled("jupyter_notebook", 30):
        heads = [c["output"] for c in p["cells"] if c["kind"] == "code"
                 and c["output"] and c["output"]["kind"] == "table"]
        for out in heads:
            assert len(out["rows"]) == 5, (lang, seed)
        for c in p["cells"]:
            # the printed series (the chart cell sorts too: its bars are checked elsewhere)
            if c["kind"] == "code" and "sort_values" in str(c["lines"]) \
                    and "text" in (c["output"] or {}):
                rows = c["output"]["text"].split("\n")[1:-1]
                names = [r.rsplit(None, 1)[0].strip() for r in rows]  # "New York  1234.50"
                sums = [float(r.rsplit(None, 1)[1]) for r in rows]
                assert sums == sorted(sums, reverse=True), (lang, seed, rows)
                assert len(set(names)) == len(names), (lang, seed, rows)
                top = max((float(r[2]) for o in heads for r in o["rows"]), default=0)
                assert min(sums) > top, (lang, seed)


def test_notebook_groups_real_names_and_counts_agree() -> None:
    """review3: groups printed as "informe_75", "informe_92" and a shape of 52,000 rows next
    to "len(df)" 816: the grouped column holds real names and the row counts agree."""
    for lang, seed, p in sampled("jupyter_notebook", 8):
        cells = [c for c in p["cells"] if c["kind"] == "code"]
        texts = {c["output"]["kind"]: c["output"] for c in cells if c["output"]}
        for c in cells:
            out = c["output"] or {}
            if out.get("kind") == "table":
                assert not any("_" in r[1] and r[1].split("_")[-1].isdigit() for r in out["rows"])
        shape = None
        for c in cells:
            code = "".join(t[0] for line in c["lines"] for t in line)
            out = c["output"] or {}
            if code.startswith("import pandas"):
                shape = int(out["text"].strip("()").split(",")[0])
            if code.startswith("print(len(df)") and shape is not None:
                assert int(out["text"].split()[0]) <= shape, (lang, seed)
        assert texts, (lang, seed)


def test_the_code_groups_by_what_the_notes_say() -> None:
    """"Next we group the data by store" above ``df.groupby("product")``: the code's column
    is the one the notes name first."""
    import re

    from surfaces.jupyter_notebook import _grouped_by

    seen = 0
    for lang, seed, p in sampled("jupyter_notebook", 12):
        notes = " ".join(c["text"] for c in p["cells"] if c["kind"] == "markdown")
        code = " ".join(t[0] for c in p["cells"] if c["kind"] == "code"
                        for line in c["lines"] for t in line)
        said = _grouped_by(notes, lang)
        m = re.search(r'groupby\("(\w+)"\)', code.replace(" ", ""))
        if said and m:
            seen += 1
            assert m.group(1) == said, (lang, seed, said, m.group(1))
    assert seen


def test_notes_say_what_the_cell_below_does_and_the_mean_fits_the_totals() -> None:
    """Stock notes ("outliers from a single sensor" over sales per region, "the histogram
    below" over a bar chart) are gone: each note names the code's value column or group, and
    the printed mean times the rows is at least the five largest group totals."""
    import re

    for lang, seed, p in sampled("jupyter_notebook", 6):
        code = " ".join(t[0] for c in p["cells"] if c["kind"] == "code"
                        for line in c["lines"] for t in line)
        column = re.search(r'\["(\w+)"\]', code.replace(" ", "")).group(1)
        notes = [c["text"] for c in p["cells"] if c["kind"] == "markdown"]
        assert notes, (lang, seed)
        for c in p["cells"]:
            out = (c.get("output") or {}).get("text", "")
            if out.endswith("float64"):
                sums = [float(x.split()[-1]) for x in out.splitlines()[1:-1]]
            if " rows\n" in out:
                kept, mean = out.split(" rows\n")
                # the printed mean is rounded to cents: the total may exceed it by that much
                assert (float(mean) + 0.005) * int(kept) >= sum(sums), (lang, seed)
        assert not any(w in n for n in notes for w in ("sensor", "histogram")), (lang, seed)
        assert any(column in n or ".csv" in n for n in notes) or lang != "en" or \
            len(notes) == 1, (seed, notes)
