"""Spanish lexicon of the verifier's grammar (lower case, space-separated tokens; keys as in
en.py). Written from the language: contracted articles (del, al), masculine and feminine
ordinals and adjectives, and common paraphrases all parse."""

QUOTES = [("\u00ab", "\u00bb"), ("\u201c", "\u201d"), ('"', '"'), ("\u2018", "\u2019")]
CODE_QUOTES = [("`", "`")]

ARTICLES = ["el", "la", "los", "las", "un", "una", "del", "al", "lo"]
_ORD = {"primer": 1, "primero": 1, "primera": 1, "segundo": 2, "segunda": 2, "tercer": 3,
        "tercero": 3, "tercera": 3, "cuarto": 4, "cuarta": 4, "quinto": 5, "quinta": 5,
        "sexto": 6, "sexta": 6, "séptimo": 7, "séptima": 7, "octavo": 8, "octava": 8,
        "noveno": 9, "novena": 9, "décimo": 10, "décima": 10, "último": -1, "última": -1}
ORDINALS = {**_ORD, **{f"{n}.ª": n for n in range(1, 11)}, **{f"{n}.º": n for n in range(1, 11)}}
WORD_NOUNS = ["palabra", "texto", "etiqueta", "título", "botón", "pestaña", "enlace",
              "término", "entrada", "elemento", "nombre", "rótulo", "número", "importe"]
PAIR_NOUNS = ["palabras", "términos"]
OCCURRENCE = ["aparición", "aparición de", "ocurrencia", "ocurrencia de", "vez que aparece"]
CHAR_NOUNS = {"letra": "letter", "cifra": "digit", "dígito": "digit", "carácter": "any",
              "signo": "any"}
CHAR_IN = ["de", "del", "en", "dentro de", "dentro del"]

STYLE_ADJ = {
    "bold": ["en negrita", "negrita"],
    "italic": ["en cursiva", "cursiva"],
    "underline": ["subrayada", "subrayado"],
    "highlight": ["resaltada", "resaltado", "destacada", "destacado"],
    "strike": ["tachada", "tachado"],
    "link": ["enlazada", "enlazado", "con enlace"],
    "code": ["con formato de código", "en formato de código"],
    "faded": ["atenuada", "atenuado", "en gris", "difuminada"],
    "colour": ["de color {colour}", "{colour}", "en {colour}"],
}
STYLE_SUFFIX = {
    "bold": ["en negrita", "escrita en negrita", "escrito en negrita"],
    "italic": ["en cursiva", "escrita en cursiva", "escrito en cursiva"],
    "underline": ["con subrayado", "subrayada", "subrayado"],
    "highlight": ["con resaltado", "con fondo resaltado", "resaltada", "resaltado"],
    "strike": ["con tachado", "tachada", "tachado"],
    "link": ["en el enlace", "que es un enlace", "con enlace"],
    "code": ["en formato de código", "con formato de código"],
    "faded": ["en gris", "en color atenuado", "atenuada", "atenuado"],
    "colour": ["en {colour}", "de color {colour}"],
}
COLOURS = {"rojo": "red", "roja": "red", "verde": "green", "azul": "blue", "naranja": "orange",
           "morado": "purple", "morada": "purple", "violeta": "purple",
           "verde azulado": "teal", "turquesa": "teal"}

CONTEXT = {
    "sentence": ["en la frase", "en la oración", "dentro de la frase"],
    "phrase": ["en la expresión", "en el fragmento", "en el grupo de palabras"],
    "after": ["justo después de", "inmediatamente después de", "después de", "que sigue a",
              "que va justo después de", "que va después de", "tras"],
    "before": ["justo antes de", "inmediatamente antes de", "antes de", "que precede a",
               "que va justo antes de", "que va antes de", "delante de"],
}
REGION_PREFIX = ["en la", "en el", "en los", "en las", "en", "dentro de la", "dentro del"]
REGION_STOP = ["y", "con", "para", "por", "luego", "en", "a", "antes", "después", "que",
               "haz", "responde", "como", "indicando", "de"]
MESSAGE_PREFIX = ["en el mensaje de", "en el correo de", "en el mensaje enviado por",
                  "en la respuesta de", "en el email de"]
# Other ways to name a region than its geometry name (the region names are English).
REGION_NAMES = {
    "lista de cuentas": "accounts", "dirección": "address",
    "barra de direcciones": "address bar", "alerta": "alert", "lista de alertas": "alert list",
    "índice alfabético": "alphabet", "artículo": "article", "pie del artículo": "article end",
    "adjuntos": "attachments", "páginas que enlazan aquí": "backlinks",
    "datos bancarios": "bank details", "banner": "banner", "dirección de facturación": "bill to",
    "cuerpo de la página": "body", "logotipo": "brand", "ruta de navegación": "breadcrumb",
    "fila de botones": "buttons", "recuadro de compra": "buy box", "firma del autor": "byline",
    "lista de calendarios": "calendars", "pie de foto": "caption", "encabezado de la causa": "case caption", "tarjeta": "card",
    "carrito": "cart", "título del capítulo": "chapter heading", "gráfico": "chart",
    "lista de chats": "chat list", "panel de chat": "chat panel",
    "ventana de chat": "chat widget", "cláusula": "clause", "columna": "column",
    "comentario": "comment", "cabecera de comentarios": "comments header",
    "tareas completadas": "completed", "lista de componentes": "components",
    "ventana de redacción": "compose", "cuadro de texto": "composer",
    "bloque de contacto": "contact", "controles": "controls", "conversación": "conversation",
    "descripción": "description", "escritorio": "desktop", "detalles": "details",
    "cuadro de diálogo": "dialog", "vista de cambios": "diff", "documento": "document",
    "editor": "editor", "entrada": "entry", "evento": "event", "campo": "field",
    "campo cc": "field Cc", "campo de": "field From", "campo asunto": "field Subject",
    "campo para": "field To", "cabecera del archivo": "file header", "pie de página": "footer",
    "notas al pie": "footnotes", "formulario": "form", "barra de formato": "formatting bar",
    "barra de fórmulas": "formula bar", "línea del remitente": "from", "galería": "gallery",
    "cuadrícula": "grid", "cabecera": "header", "portada": "hero", "histograma": "histogram",
    "incidente": "incident", "lista de incidentes": "incidents", "ficha informativa": "infobox",
    "conclusiones": "insights", "elemento": "item", "conceptos": "items",
    "diagrama de trabajos": "job graph", "libro mayor": "ledger",
    "página izquierda": "left page", "carta": "letter", "membrete": "letterhead",
    "línea de factura": "line item", "lista": "list", "registro": "log",
    "tabla de registros": "log table", "menú": "menu", "barra de menús": "menu bar",
    "mensaje": "message", "cabecera del mensaje": "message header",
    "lista de mensajes": "message list", "mensajes": "messages",
    "minicalendario": "mini calendar", "navegación": "navigation", "boletín": "newsletter",
    "nota": "note", "notas": "notes", "notificación": "notification",
    "panel de notificaciones": "notification panel", "opciones": "options", "esquema": "outline",
    "página": "page", "número de página": "page number", "paginación": "pagination",
    "partes del contrato": "parties", "bloque de pago": "payment",
    "preguntas relacionadas": "people also ask", "publicación": "post", "perfil": "profile",
    "barra de progreso": "progress", "pregunta": "question", "cita": "quote",
    "vista sin formato": "raw", "panel de lectura": "reading pane", "recibo": "receipt",
    "bloque del destinatario": "recipient", "referencia": "reference", "resultado": "result",
    "resultados": "results", "cinta de opciones": "ribbon", "página derecha": "right page",
    "regla": "ruler", "titulillo": "running head", "cuadro de búsqueda": "search",
    "sección": "section", "bloque del remitente": "sender", "ajustes": "settings",
    "pestañas de hojas": "sheet tabs", "barra lateral": "sidebar", "firma": "signature",
    "fuentes": "sources", "gastos": "spending", "área de la diapositiva": "stage",
    "estadísticas": "stats", "barra de estado": "status bar", "pasos": "steps",
    "línea de asunto": "subject", "resumen": "summary", "barra de pestañas": "tab bar",
    "tabla": "table", "pestañas": "tabs", "tarea": "task", "lista de tareas": "tasks",
    "terminal": "terminal", "cronología": "timeline", "título": "title",
    "barra de título": "title bar", "barra de herramientas": "toolbar",
    "barra superior": "top bar", "bloque de totales": "totals", "movimientos": "transactions",
    "formulario de transferencia": "transfer", "lista de reproducción": "up next",
    "vista semanal": "week", "ventana": "window",
    "barra de espacios de trabajo": "workspace bar", "barra de navegación": "navigation bar",
    "barra de actividad": "activity bar", "etiqueta de envío": "label",
    "bloque del servicio de envío": "service", "bloque del número de seguimiento": "tracking",
    "recuadro de presentación": "about", "documentación": "docs", "folio": "folio",
    "lista de trabajos": "jobs", "línea de metadatos": "meta", "tabla de parámetros": "params",
    "comunicado de prensa": "release", "respuesta del servidor": "response",
    "barra de url": "url bar", "resumen del artículo": "abstract",
    "actividad reciente": "activity", "recuadro destacado": "callout", "reivindicación": "claim",
    "reivindicaciones": "claims", "línea de comandos": "command line", "comentarios": "comments",
    "índice": "contents", "bloque de los abogados": "counsel",
    "encabezado del tribunal": "court", "panel de detalle": "detail", "datos clave": "facts",
    "línea de teclas de colores": "fastext", "lista de archivos": "files", "filtros": "filters",
    "barra de teclas de función": "function keys", "ficha del hotel": "hotel",
    "bloque de información": "info", "ingredientes": "ingredients", "bloque del trabajo": "job",
    "lista de ofertas": "job list", "panel izquierdo": "left panel",
    "panel derecho": "right panel", "anuncio": "listing", "mapa": "map",
    "sección método": "method", "cuaderno": "notebook", "cabecera del panel": "panel header",
    "párrafo numerado": "paragraph", "panel de problemas": "problems",
    "ficha del producto": "product", "propiedades": "properties",
    "descripción del proyecto": "readme", "barra de resultados": "results bar",
    "reseña": "review", "lista de servidores": "servers", "zona de entradas": "tickets",
    "lista de pendientes": "to-do", "interruptor": "toggle", "álbum": "album",
    "barra de aplicaciones": "app bar", "lista de asistentes": "attendees",
    "créditos": "credits", "vista previa del día": "day preview", "letra": "lyrics",
    "lista de mercados": "markets", "cabecera de la carta": "masthead", "sección más": "more",
    "libro de órdenes": "order book", "formulario de orden": "order form",
    "etimología": "origin", "par de negociación": "pair", "foto": "photo",
    "publicaciones": "posts", "acepción": "sense", "canción": "song", "sinónimos": "synonyms",
    "lista de equipos": "teams", "notas de uso": "usage",
    "distribución de activos": "allocation", "vista de autoría": "blame",
    "presupuestos": "budgets", "flujo de caja": "cash flow", "canal": "channel",
    "cartera": "holdings", "franja de navegación": "nav bar", "noticias": "news",
    "reproductor": "player", "respuesta": "reply", "fila": "row", "diapositiva": "slide",
    "cuadro estadístico": "statistics", "hilo": "thread", "miniaturas": "thumbnails",
    "lista de seguimiento": "watchlist", "episodio": "episode", "lección": "lesson",
    "reproducción actual": "now playing", "vista previa": "preview", "programa": "show",
    "texto de origen": "source", "texto de destino": "target", "respuestas": "answers",
    "lista de artículos": "article list", "lista de fuentes": "feeds", "campos": "fields",
    "navegación del cuestionario": "quiz navigation", "vista de lectura": "reader",
    "hoja": "sheet", "lista de subtítulos": "subtitle list", "temporizador": "timer",
    "controles de reproducción": "transport", "vídeo": "video", "forma de onda": "waveform",
    "declaración": "declaration", "entradas": "entries", "patrón": "expression",
    "detalles de coincidencias": "match information", "ficha del lugar": "place",
    "texto de prueba": "test string", "condiciones actuales": "current",
    "previsión diaria": "daily", "previsión por horas": "hourly", "mazo": "deck",
    "entorno": "environment", "traza de la pila": "stack trace", "etiquetas": "tags",
    "condiciones": "terms", "actividades": "activities", "experiencia": "experience",
    "frecuencia cardíaca": "heart rate", "anillos": "rings", "celda": "cell",
    "navegación del curso": "course nav", "explorador de archivos": "file list",
    "navegación global": "global nav", "bloque del autor": "author", "botón": "button",
    "panel del editor": "editor pane", "menú de navegación": "nav", "currículum": "resume",
    "ruta": "route", "matriz": "stub", "sugerencias": "suggestions", "billete": "ticket",
    "opción": "option", "encuesta": "poll", "ventana emergente": "popover", "reseñas": "reviews",
    "capturas de pantalla": "screenshots", "ordenación": "sort", "novedades": "whats new",
    "bloque de aprobación": "approval", "registro de auditoría": "audit",
    "barra de marcadores": "bookmarks bar", "vista diaria": "day",
    "panel de salidas": "departures", "casilla de estado civil": "filing status",
    "cabecera del formulario": "form header", "línea del formulario": "line",
    "lista de medicamentos": "medications", "cuadrícula del mes": "month grid",
    "cuadro de nombres": "name box", "avisos": "notices", "información nutricional": "nutrition",
    "bloque del paciente": "patient", "franja del paciente": "patient banner",
    "póliza": "policy", "bloque del médico prescriptor": "prescriber",
    "receta médica": "prescription", "informe": "report", "recuadro de firma": "sign here",
    "transcripción": "transcription", "constantes vitales": "vitals", "calendario": "calendar",
    "ficha del médico": "doctor", "aviso": "notice", "franjas horarias": "time slots",
}

MARK_NAMES = {"punto": ".", "punto final": ".", "coma": ",", "dos puntos": ":",
              "punto y coma": ";", "signo de exclamación": "!", "cierre de exclamación": "!",
              "exclamación": "!", "signo de interrogación": "?",
              "cierre de interrogación": "?", "interrogación": "?",
              "puntos suspensivos": "\u2026", "signo de puntuación": ".,:;!?\u2026"}
MARK_AFTER = ["después de", "justo después de", "inmediatamente después de", "tras",
              "que sigue a", "detrás de", "después", "justo después", "inmediatamente después",
              "detrás"]

BETWEEN = ["entre", "que separa", "que separa a"]
AND = ["y", "e"]

CARET = ["cursor", "cursor de texto", "punto de inserción", "caret"]
BEFORE = ["antes", "delante"]
AFTER = ["después", "detrás", "tras"]
START = ["principio", "comienzo", "inicio", "empieza", "comienza", "primera letra",
         "primera palabra", "primer carácter"]
END = ["final", "fin", "termina", "acaba", "último carácter", "última letra", "signo final",
       "último signo"]

SPAN_NOUNS = {"línea": "line", "renglón": "line", "párrafo": "paragraph", "frase": "sentence",
              "oración": "sentence"}
SPAN_START = ["que empieza por", "que empieza con", "que comienza con", "que comienza por",
              "que arranca con", "empezando por"]
SPAN_END = ["que termina en", "que termina con", "que acaba en", "que acaba con",
            "terminada en", "que finaliza con"]

GAP_NOUNS = ["línea en blanco", "línea vacía", "renglón en blanco", "renglón vacío"]
GAP_BETWEEN = ["entre"]
GAP_AFTER = ["después de", "debajo de", "bajo", "tras", "después del", "debajo del"]
GAP_BEFORE = ["antes de", "encima de", "sobre", "antes del", "encima del"]

BBOX = ["cuadro delimitador", "caja delimitadora", "recuadro", "rectángulo", "coordenadas",
        "bounding box", "bbox", "cuadro"]
FORMAT_HINTS = [
    r"\(\s*esquina superior izquierda,? y (?:luego|después) (?:la\s+)?(?:esquina\s+)?"
    r"inferior derecha\s*\)",
    r"(?:en formato|como|con el formato|en el formato)?\s*\[?\s*x1\s*,\s*y1\s*,\s*x2\s*,"
    r"\s*y2\s*\]?",
    r"(?:indicando\s+)?(?:la\s+)?esquina superior izquierda,? y (?:luego\s+)?(?:la\s+)?"
    r"(?:esquina\s+)?inferior derecha",
]

FIELDS = {
    "número de factura": "invoice_number", "nº de factura": "invoice_number",
    "fecha de factura": "invoice_date", "fecha de la factura": "invoice_date",
    "fecha de emisión": "invoice_date", "fecha de vencimiento": "invoice_due_date",
    "vencimiento": "invoice_due_date",
    "ciudad del emisor": "invoice_sender_city", "ciudad del proveedor": "invoice_sender_city",
    "ciudad del remitente": "invoice_sender_city",
    "código postal del emisor": "invoice_sender_zip",
    "código postal del proveedor": "invoice_sender_zip",
    "código postal del remitente": "invoice_sender_zip", "ciudad del destinatario": "invoice_recipient_city",
    "ciudad del cliente": "invoice_recipient_city",
    "código postal del destinatario": "invoice_recipient_zip",
    "código postal del cliente": "invoice_recipient_zip",
    "correo electrónico": "invoice_email", "dirección de correo": "invoice_email",
    "email": "invoice_email", "número de teléfono": "invoice_phone", "teléfono": "invoice_phone",
    "nif": "invoice_tax_id", "cif": "invoice_tax_id", "número de iva": "invoice_tax_id",
    "número de identificación fiscal": "invoice_tax_id", "iban": "invoice_iban",
    "bic": "invoice_bic", "código bic": "invoice_bic", "código swift": "invoice_bic",
    "datos bancarios": "invoice_bank_details",
    "bloque de datos bancarios": "invoice_bank_details", "línea de factura": "invoice_line_item",
    "concepto": "invoice_line_item", "conceptos": "invoice_line_items",
    "líneas de factura": "invoice_line_items", "tabla de conceptos": "invoice_line_items",
    "subtotal": "invoice_subtotal", "base imponible": "invoice_subtotal",
    "importe del iva": "invoice_tax", "iva": "invoice_tax", "cuota de iva": "invoice_tax",
    "importe total": "invoice_total", "total a pagar": "invoice_total", "total": "invoice_total",
    "bloque de totales": "invoice_totals", "recuadro de totales": "invoice_totals",
    "totales": "invoice_totals",
    "bloque del emisor": "invoice_sender",
    "bloque de dirección del proveedor": "invoice_sender",
    "bloque del cliente": "invoice_recipient",
    "bloque de dirección del destinatario": "invoice_recipient",
}
