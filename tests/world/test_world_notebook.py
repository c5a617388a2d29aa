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
            if c["kind"] == "code" and "sort_values" in str(c["lines"]):
                rows = c["output"]["text"].split("\n")[1:-1]
                names = [r.split()[0] for r in rows]
                sums = [float(r.split()[1]) for r in rows]
                assert sums == sorted(sums, reverse=True), (lang, seed, rows)
                assert len(set(names)) == len(names), (lang, seed, rows)
                top = max((float(r[2]) for o in heads for r in o["rows"]), default=0)
                assert min(sums) > top, (lang, seed)
