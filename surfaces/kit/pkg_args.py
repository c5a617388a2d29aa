"""What a package readme's usage example passes to its function (package_registry): values
the snippet itself shows, in JavaScript and in Python."""

from __future__ import annotations

import numpy as np

from surfaces.kit import choice

# what a readme's example passes to it: a value the snippet itself shows (a literal, "new
# Date()"), never a name the snippet does not define (r71 "store" was never defined)
NPM_ARGS = {"date": ["new Date()", "new Date('2024-03-01')", "Date.now()"],
            "text": ["'2024-03-01'", "'03/01/2024 09:30'", "'1 March 2024'"],
            "csv_text": ["'name,qty\\nTea,3'", "'id;city\\n1;Lyon'", "'sku,price\\nA1,9.5'"],
            "store": ["new Map()", "new Map([['user:1', 'Ada']])"],
            "form": ["{ email: 'ada@example.com' }", "{ name: '', age: 17 }",
                     "{ zip: '1234', email: 'x' }"],
            "hex_code": ["'#ff8800'", "'#3366cc'", "'#1f7a4d'"],
            "base": ["'#3366cc'", "'#1f7a4d'", "'#e4572e'"],
            "url": ["'/api/users'", "'/api/orders'", "'https://api.example.com/items'"],
            "handler": ["async (job) => console.log(job.id)", "(job) => job.data.email",
                        "async (job) => job.progress(100)"],
            "title": ["'Hello World!'", "'Ten Tips for Better Sleep'", "'Café & Crème'"],
            "path": ["'./config.json'", "'config/app.yml'", "'.env'"],
            "csv_path": ["'./data.csv'", "'exports/orders.csv'", "'sales-2024.csv'"],
            "old, new": ["'kitten', 'sitting'", "'hello world', 'hello there'",
                         "'a\\nb\\nc', 'a\\nc'"]}
# the same in Python where JavaScript's differs (the import line it needs, if any)
PY_ARGS = {"date": [("date(2024, 3, 1)", "from datetime import date"),
                    ("datetime.now()", "from datetime import datetime")],
           "store": [("{}", ""), ("dict()", "")],
           "form": [("{'email': 'ada@example.com'}", ""), ("{'name': '', 'age': 17}", "")],
           "handler": [("print", ""), ("lambda job: job.id", "")]}


def npm_arg(rng: np.random.Generator, arg: str, topic: str) -> str:
    """The npm usage example's argument: a CSV package is given a CSV file, a config loader
    a config file."""
    key = f"csv_{arg}" if arg in ("path", "text") and topic == "csv" else arg
    return str(choice(rng, NPM_ARGS[key]))


def py_arg(rng: np.random.Generator, arg: str, topic: str) -> list[str]:
    """The PyPI usage example's argument and the import line it needs ("" for none)."""
    if arg in PY_ARGS:
        return [str(v) for v in PY_ARGS[arg][int(rng.integers(len(PY_ARGS[arg])))]]
    return [npm_arg(rng, arg, topic), ""]
