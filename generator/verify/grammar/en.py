"""English lexicon of the verifier's grammar (phrases are lower case, space-separated
tokens; a hyphenated word is one token). Written from the language, not from the
templates: many paraphrases parse, and anything outside the lexicon is ``unparsed``."""

QUOTES = [("\u201c", "\u201d"), ('"', '"'), ("'", "'"), ("\u2018", "\u2019")]
CODE_QUOTES = [("`", "`")]

ARTICLES = ["the", "a", "an"]
ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
    "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "last": -1,
    "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8,
    "9th": 9, "10th": 10,
}
# Nouns that may stand before a quoted word ("the label 'Inbox'").
WORD_NOUNS = ["word", "text", "label", "heading", "title", "term", "button", "tab",
              "entry", "item", "menu item", "heading or label", "interface label",
              "link text", "name"]
PAIR_NOUNS = ["words"]
OCCURRENCE = ["occurrence of", "instance of", "appearance of"]
# Character nouns: what the quoted character must be (letter, digit or any).
CHAR_NOUNS = {"letter": "letter", "digit": "digit", "number": "digit", "character": "any",
              "char": "any"}
CHAR_IN = ["in", "of", "inside", "within", "from"]

STYLE_ADJ = {
    "bold": ["bold", "bolded", "boldface"],
    "italic": ["italic", "italicised", "italicized"],
    "underline": ["underlined"],
    "highlight": ["highlighted"],
    "strike": ["struck-through", "strikethrough", "crossed-out", "struck-out"],
    "link": ["linked", "hyperlinked"],
    "code": ["code-formatted", "monospaced"],
    "faded": ["faded", "greyed-out", "grayed-out", "dimmed"],
    "colour": ["{colour}", "{colour}-coloured", "{colour}-colored"],
}
STYLE_SUFFIX = {
    "bold": ["in bold", "set in bold", "written in bold", "that is bold", "which is bold"],
    "italic": ["in italics", "in italic", "set in italics", "written in italics",
               "that is italic", "that is in italics"],
    "underline": ["that is underlined", "which is underlined"],
    "highlight": ["that is highlighted", "which is highlighted"],
    "strike": ["that is struck-through", "which is struck-through", "that is crossed out",
               "that is crossed-out"],
    "link": ["in the link", "in a link", "that is a link", "which is a link"],
    "code": ["in code", "formatted as code", "in code format", "that is code"],
    "faded": ["that is faded", "that is greyed-out", "that is grayed-out", "which is faded"],
    "colour": ["in {colour}", "coloured {colour}", "colored {colour}", "written in {colour}",
               "that is {colour}"],
}
COLOURS = {"red": "red", "green": "green", "blue": "blue", "orange": "orange",
           "purple": "purple", "teal": "teal"}

# Context qualifiers that follow a word reference; each is followed by a quoted text.
CONTEXT = {
    "sentence": ["in the sentence", "within the sentence"],
    "phrase": ["in the phrase", "within the phrase", "in the expression"],
    "after": ["right after", "directly after", "immediately after", "just after", "after",
              "that follows", "which follows", "that comes right after",
              "that comes after", "following"],
    "before": ["right before", "directly before", "immediately before", "just before",
               "before", "that precedes", "which precedes", "that comes right before",
               "that comes before", "preceding"],
}
REGION_PREFIX = ["in the", "inside the", "within the", "on the"]
# Words that end a region or sender name (the frame goes on after them).
REGION_STOP = ["with", "by", "to", "and", "as", "then", "so", "for", "in", "before", "after",
               "at", "on", "please", "that", "which", "using", "click", "answer", "where"]
MESSAGE_PREFIX = ["in the message from", "in the email from", "in the mail from",
                  "in the message by", "in the reply from", "in the message sent by"]
# Other ways to name a region than its geometry name (the region names are English).
REGION_NAMES = {"side bar": "sidebar", "tool bar": "toolbar", "navigation bar": "navigation",
                "nav bar": "navigation", "navigation menu": "navigation", "tabs": "tab bar",
                "menu": "menu bar", "status line": "status bar", "titlebar": "title bar",
                "search box": "search", "search field": "search", "search bar": "search",
                "compose area": "compose", "compose box": "compose"}

# Punctuation marks by name: the characters a name may denote.
MARK_NAMES = {"full stop": ".", "period": ".", "dot": ".", "comma": ",", "colon": ":",
              "semicolon": ";", "semi-colon": ";", "exclamation mark": "!",
              "exclamation point": "!", "question mark": "?", "ellipsis": "\u2026",
              "punctuation mark": ".,:;!?\u2026"}
MARK_AFTER = ["after", "right after", "directly after", "immediately after", "just after",
              "that follows", "which follows", "following", "that comes right after",
              "that comes after"]

BETWEEN = ["between", "that separates", "which separates", "separating"]
AND = ["and"]

# Frame cues: caret intent, direction and ends.
CARET = ["caret", "cursor", "text cursor", "insertion point", "insertion cursor"]
BEFORE = ["before", "in front of", "ahead of"]
AFTER = ["after", "behind"]
START = ["start", "starts", "beginning", "begins", "first word", "first letter",
         "first character"]
END = ["end", "ends", "last character", "last letter", "final punctuation", "final mark",
       "last mark"]

# Lines, paragraphs and sentences referenced by their first or last words.
SPAN_NOUNS = {"line": "line", "row": "line", "paragraph": "paragraph",
              "sentence": "sentence"}
SPAN_START = ["that begins with", "which begins with", "that starts with",
              "which starts with", "starting with", "beginning with", "beginning",
              "that opens with", "opening with"]
SPAN_END = ["that ends with", "which ends with", "that ends in", "which ends in",
            "ending in", "ending with", "that closes with", "closing with"]

# The empty line between two paragraphs.
GAP_NOUNS = ["empty line", "blank line", "empty row", "blank row"]
GAP_BETWEEN = ["between"]
GAP_AFTER = ["after", "below", "under", "following", "underneath"]
GAP_BEFORE = ["before", "above", "preceding"]

# Answer-form cues (a box is asked for) and response-format hints (regular expressions
# over the lower-cased instruction, removed before parsing).
BBOX = ["bounding box", "bbox", "box", "rectangle", "coordinates", "bounding rectangle"]
FORMAT_HINTS = [
    r"\(\s*top-left (?:and|then|to) bottom-right(?: corners?)?\s*\)",
    r"(?:as|in the form|in the format|formatted as|like)?\s*\[?\s*x1\s*,\s*y1\s*,\s*x2\s*,"
    r"\s*y2\s*\]?",
    r"(?:as|giving|with)?\s*(?:the\s+)?top-left(?: corner)? (?:and|then|followed by|to) "
    r"(?:the\s+)?bottom-right(?: corners?)?",
]

# Invoice fields and blocks by name (SPEC 3 invoice categories; a field is the text block
# named so, a block the region(s) of that kind: see generator/verify/resolve.py).
FIELDS = {
    "invoice number": "invoice_number", "invoice no": "invoice_number",
    "number of the invoice": "invoice_number",
    "invoice date": "invoice_date", "date of the invoice": "invoice_date",
    "issue date": "invoice_date", "date of issue": "invoice_date",
    "due date": "invoice_due_date", "payment due date": "invoice_due_date",
    "payment deadline": "invoice_due_date",
    "sender's city": "invoice_sender_city", "city of the sender": "invoice_sender_city",
    "city in the sender's address": "invoice_sender_city",
    "sender's postcode": "invoice_sender_zip", "sender's postal code": "invoice_sender_zip",
    "sender's zip code": "invoice_sender_zip", "sender's zip": "invoice_sender_zip",
    "postcode in the sender's address": "invoice_sender_zip",
    "recipient's city": "invoice_recipient_city",
    "city of the recipient": "invoice_recipient_city",
    "city in the recipient's address": "invoice_recipient_city",
    "recipient's postcode": "invoice_recipient_zip",
    "recipient's postal code": "invoice_recipient_zip",
    "recipient's zip code": "invoice_recipient_zip", "recipient's zip": "invoice_recipient_zip",
    "postcode in the recipient's address": "invoice_recipient_zip",
    "email address": "invoice_email", "e-mail address": "invoice_email",
    "email": "invoice_email", "phone number": "invoice_phone",
    "telephone number": "invoice_phone", "tax id": "invoice_tax_id",
    "vat number": "invoice_tax_id", "vat id": "invoice_tax_id",
    "vat registration number": "invoice_tax_id", "iban": "invoice_iban",
    "bic": "invoice_bic", "bic code": "invoice_bic", "swift code": "invoice_bic",
    "bank details": "invoice_bank_details", "bank details block": "invoice_bank_details",
    "payment details": "invoice_bank_details",
    "line item": "invoice_line_item", "row of the line item": "invoice_line_item",
    "line items": "invoice_line_items", "table of line items": "invoice_line_items",
    "item table": "invoice_line_items", "subtotal": "invoice_subtotal",
    "net amount": "invoice_subtotal", "tax amount": "invoice_tax", "vat amount": "invoice_tax",
    "amount of tax": "invoice_tax", "total": "invoice_total", "total amount": "invoice_total",
    "invoice total": "invoice_total", "amount due": "invoice_total",
    "grand total": "invoice_total", "totals": "invoice_totals",
    "totals block": "invoice_totals", "block of totals": "invoice_totals",
    "sender block": "invoice_sender",
    "sender's address block": "invoice_sender",
    "sender's address": "invoice_sender",
    "customer block": "invoice_recipient",
    "recipient's address block": "invoice_recipient",
    "recipient's address": "invoice_recipient",
    "billing address block": "invoice_recipient",
    "sender address block": "invoice_sender",
    "recipient address block": "invoice_recipient",
}
