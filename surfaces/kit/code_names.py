"""How one author of a ``code_world`` module names things (qq2): the record class, its
fields and closed status, the helpers, their parameters, and main()'s fallback to sys.argv.
Every page of a domain printed the same signatures before ("def find_booking(bookings:
list[Booking], booking_id: int) -> Booking | None:")."""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.rng import choice

# How one author names the same things (qq2: "def find_booking(bookings: list[Booking],
# booking_id: int) -> Booking | None:" was printed by every bookings page): the record
# class, its id, group and amount fields and its closed status vary per page.
CLASS_SUFFIX = ("", "", "Record", "Row", "Entry", "Item", "Data")
CLASSES = {"orders": ("Order", "SalesOrder", "ShopOrder"),
           "invoices": ("Invoice", "Bill", "CustomerInvoice"),
           "shipments": ("Shipment", "Package", "Delivery"),
           "tickets": ("Ticket", "Issue", "SupportTicket"),
           "bookings": ("Booking", "Reservation", "RoomBooking"),
           "expenses": ("Expense", "ExpenseClaim", "Spend"),
           "readings": ("Reading", "Measurement", "Sample"),
           "members": ("Member", "User", "Subscriber")}
IDENTS = ("{ident}", "{ident}", "id", "{one}_no", "{one}_ref", "ref")
GROUPS = {"customer": ("customer", "buyer", "account"), "client": ("client", "customer", "payer"),
          "carrier": ("carrier", "courier", "depot"), "assignee": ("assignee", "agent", "owner"),
          "room": ("room", "hotel", "property_code"),
          "category": ("category", "cost_center", "department"),
          "sensor": ("sensor", "device", "station"), "team": ("team", "group", "squad")}
AMOUNTS = {"total": ("total", "grand_total", "order_total"),
           "amount": ("amount", "net_amount", "gross"),
           "weight_kg": ("weight_kg", "weight", "gross_kg", "mass_kg"),
           "hours": ("hours", "hours_spent", "effort_h"),
           "price": ("price", "nightly_rate", "rate"),
           "value": ("value", "level", "measured"),
           "logins": ("logins", "visits", "sessions")}
# the amount and group fields as a docstring's prose names them: "Sum the measured values of
# each sensor", not "Sum the measured of each sensor" (r87 0003), "weight per depot", not
# "weight_kg per depot"
PROSE = {"measured": "measured values", "level": "levels", "value": "values",
         "gross": "gross amounts", "weight_kg": "weight", "gross_kg": "gross weight",
         "mass_kg": "mass", "effort_h": "effort", "property_code": "property"}


def prose_name(field: str) -> str:
    """A field's name as a sentence says it."""
    return PROSE.get(field, field.replace("_", " "))


CLOSED = {"orders": ("canceled", "refunded", "voided"), "invoices": ("void", "written_off",
                                                                     "canceled"),
          "shipments": ("lost", "returned", "damaged"), "tickets": ("closed", "spam", "merged"),
          "bookings": ("canceled", "no_show", "refunded"),
          "expenses": ("rejected", "withdrawn", "duplicate"),
          "readings": ("invalid", "dropped", "faulty"),
          "members": ("disabled", "banned", "deleted")}
FINDERS = ("find_", "get_", "lookup_")
FILTERS = ("large_", "big_", "select_", "heavy_")
FLOORS = ("minimum", "threshold", "at_least", "cutoff", "floor", "min_{amount}")
SEQS = ("{plural}", "{plural}", "items", "records", "all_{plural}", "rows")
KEYS = ("{ident}", "wanted", "key", "target", "wanted_id", "needle")
# main()'s signature and how it falls back to sys.argv
MAIN_SIGS = ("list[str] | None = None", "Sequence[str] | None = None",
             "Optional[list[str]] = None", "Optional[Sequence[str]] = None")
MAIN_ARGS = ("sys.argv[1:] if {a} is None else {a}", "{a} if {a} is not None else sys.argv[1:]",
             "list(sys.argv[1:] if {a} is None else {a})", "sys.argv[1:] if not {a} else {a}",
             "list({a}) if {a} is not None else sys.argv[1:]")
ARGS_LOCALS = ("args", "args", "params", "paths", "argv_list", "rest")


def style(rng: np.random.Generator, w: Any) -> None:
    """How this author names helpers, parameters and main()'s fallback to sys.argv."""
    w.finder, w.filt = str(choice(rng, list(FINDERS))), str(choice(rng, list(FILTERS)))
    w.floor = str(choice(rng, list(FLOORS))).format(amount=w.amount)
    w.seq = str(choice(rng, list(SEQS))).format(plural=w.plural)
    keys = [k.format(ident=w.ident) for k in KEYS]
    w.key = str(choice(rng, [k for k in keys if k not in ("id", w.seq)]))
    w.var = str(choice(rng, [w.one[0], "x", "item", w.one, "rec"]))
    if w.var in (w.seq, w.floor):
        w.var = "x"
    w.optional = bool(rng.random() < 0.3)
    w.miss = bool(rng.random() < 0.5)
    w.sig = str(choice(rng, list(MAIN_SIGS)))
    w.fallback = str(choice(rng, list(MAIN_ARGS)))
    w.args = str(choice(rng, list(ARGS_LOCALS)))
    w.pair = (str(choice(rng, ["value", "total", "subtotal", "amount_sum", "summed"])),
              str(choice(rng, ["kv", "item", "pair", "entry"])))
    if w.pair[0] == w.group:
        w.pair = ("value", w.pair[1])
    if w.args == w.argv:
        w.args = "args"
    w.typing = {t for t in ("Sequence", "Optional") if t in w.sig and w.argv != "argv"} | (
        {"Optional"} if w.optional else set())
