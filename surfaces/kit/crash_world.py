"""One crash of one Python service as data (crash_report): the call chain from the entry
point (a route or a worker) through a handler and a service to the client call that
failed, the exception that client raises and its message (w8_crash.msg, one per chain)."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.kit import Content, choice
from surfaces.kit.code import tokenize

# (project, [(module path under the package, function)], the failing call, exception class)
CHAINS: list[tuple[str, list[tuple[str, str]], str, str]] = [
    ("api", [("routes/reports.py", "export_report"),
             ("handlers/report_export.py", "ReportExport.handle"),
             ("services/report_renderer.py", "ReportRenderer.render_pdf"),
             ("clients/storage_client.py", "StorageClient.upload")],
     "self.session.put(url, data=pdf, timeout={t})", "StorageError"),
    ("shop-api", [("routes/checkout.py", "create_order"),
                  ("handlers/order_submit.py", "OrderSubmit.handle"),
                  ("services/payments.py", "Payments.charge"),
                  ("clients/payment_gateway.py", "PaymentGateway.authorize")],
     'self.http.post("/v1/authorizations", json=payload, timeout={t})', "PaymentDeclined"),
    ("accounts-service", [("routes/auth.py", "login"), ("handlers/login.py", "Login.post"),
                          ("services/sessions.py", "Sessions.create"),
                          ("stores/redis_store.py", "RedisStore.save_session")],
     'self.client.execute("SET", key, token, timeout={t})', "CacheError"),
    ("billing-api", [("workers/invoice_worker.py", "run_job"),
                     ("handlers/invoice_batch.py", "InvoiceBatch.process"),
                     ("services/currency.py", "Currency.convert"),
                     ("clients/rates_client.py", "RatesClient.fetch_rates")],
     'self.http.get("/latest", params=query, timeout={t})', "RatesUnavailable"),
    ("billing-api", [("workers/mail_worker.py", "run_job"),
                     ("handlers/notifications.py", "Notifications.handle"),
                     ("services/invoice_mailer.py", "InvoiceMailer.send_invoice"),
                     ("clients/smtp_client.py", "SmtpClient.send")],
     "self.connection.sendmail(sender, [recipient], body)", "DeliveryError"),
    ("shop-api", [("routes/search.py", "search_products"),
                  ("handlers/product_search.py", "ProductSearch.get"),
                  ("services/catalog.py", "Catalog.query"),
                  ("clients/search_client.py", "SearchClient.execute")],
     'self.http.post("/products/_search", json=query, timeout={t})', "SearchTimeout"),
]
EXC = sorted({c[3] for c in CHAINS})
PROJECTS = sorted({c[0] for c in CHAINS})
# How each chain's call fails, as its source tells it: the exception it catches (a timeout
# for "did not answer within 15 seconds", a refused connection) or the check on the answer
# (a status for "answered with error 503"); and the variables its message is written from,
# so the raise line is one f-string for every event the issue groups, never one event's
# literal report number (w8_crash.msg slots -> the source's expression).
GUARDS: list[tuple[str, dict[str, str]]] = [
    ("except requests.Timeout as err:", {"n": "report_id"}),
    ("if {var}.status_code == 402:", {"n": "order_id"}),
    ("except ConnectionRefusedError as err:", {"n": "user_id"}),
    ("if not {var}.ok:", {"code": "{var}.status_code"}),
    ("except smtplib.SMTPRecipientsRefused as err:", {"email": "recipient"}),
    ("except requests.Timeout as err:", {}),
]


def _source(template: str, k: int, var: str, t: str) -> str:
    """The message as its raise line writes it: each event's value a variable."""
    text = template.replace("{t}", t)
    for slot, expr in GUARDS[k][1].items():
        text = text.replace("{" + slot + "}", "{" + expr.format(var=var) + "}")
    return (text[0].upper() + text[1:]).replace("\\", "").replace('"', "'")


def _lines(k: int, call: str, exc: str, source: str, var: str) -> tuple[list[str], int]:
    """The five source lines around the raise and the raise line's index among them."""
    guard = GUARDS[k][0].format(var=var)
    f = "f" if "{" in source else ""  # an f-string only where the message has a variable
    if guard.startswith("except"):
        return (["    try:", f"        {var} = {call}", f"    {guard}",
                 f'        raise {exc}({f}"{source}") from err', f"    return {var}"], 3)
    return ([f"    {var} = {call}", f"    {guard}", f'        raise {exc}(f"{source}")',
             f"    return {var}", ""], 2)


def crash_chain(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """The crash: project, frames (outermost first, the raising one last), exception,
    message (this event's) and the five source lines around the raise (``raise_at``)."""
    k = int(rng.integers(len(CHAINS)))
    project, calls, call, exc = CHAINS[k]
    root = project.replace("-", "_")
    t = str(int(choice(rng, [5, 10, 15, 30])))
    template = content.ui_list("w8_crash.msg")[k]
    message = content.fill(template, t=t, n=str(int(rng.integers(10_000, 99_999))),
                           email=content.email(), code=str(choice(rng, [502, 503, 504])))
    frames = [{"path": f"{root}/{path}", "func": func, "line": int(rng.integers(20, 300))}
              for path, func in calls]
    var = choice(rng, ["response", "resp", "result", "reply"])
    lines, at = _lines(k, call.format(t=t), exc, _source(template, k, var, t), var)
    return {"project": project, "frames": frames, "exc": exc, "message": message,
            "code": [tokenize(line) for line in lines], "chain": k, "raise_at": at}
