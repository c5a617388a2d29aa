"""Spanish invoice content: una factura emitida en España (etiquetas, sectores y sus
conceptos, condiciones de pago, direcciones, bancos, formatos españoles de números, fechas e
identificadores fiscales).

UI, SENTENCES, TITLES and SLOTS are merged into the language package; CITIES, STREETS,
BANKS and FORMATS are read by surfaces.kit.invoice_data.
"""

UI = {
    "invoice.title": "Factura", "invoice.number": "Número de factura",
    "invoice.number_short": "Factura n.º", "invoice.date": "Fecha de emisión",
    "invoice.date_short": "Fecha", "invoice.due": "Fecha de vencimiento",
    "invoice.due_short": "Vencimiento", "invoice.customer_no": "N.º de cliente",
    "invoice.order_ref": "Su referencia", "invoice.bill_to": "Facturar a",
    "invoice.from": "Emisor", "invoice.vat_id": "NIF", "invoice.iban": "IBAN",
    "invoice.bic": "BIC/SWIFT", "invoice.bank": "Banco", "invoice.bank_details": "Datos bancarios",
    "invoice.phone": "Tel.", "invoice.email": "Correo", "invoice.web": "Web",
    "invoice.pos": "N.º", "invoice.description": "Concepto", "invoice.qty": "Cant.",
    "invoice.unit": "Unidad", "invoice.unit_price": "Precio unit.", "invoice.amount": "Importe",
    "invoice.subtotal": "Base imponible", "invoice.tax": "IVA {rate}\u00a0%",
    "invoice.total": "Total", "invoice.total_due": "Total a pagar",
    "invoice.page": "Página 1 de 1", "invoice.details": "Datos de la factura",
    "invoice.contact": "Contacto", "invoice.payment": "Forma de pago",
    "invoice.attn": "A la atención de {name}",
    "invoice.unit.hour": "h", "invoice.unit.piece": "ud.", "invoice.unit.flat": "servicio",
    "invoice.unit.day": "día", "invoice.unit.month": "mes", "invoice.unit.sqm": "m²",
    "invoice.units.hour": "h", "invoice.units.piece": "uds.", "invoice.units.flat": "servicios",
    "invoice.units.day": "días", "invoice.units.month": "meses", "invoice.units.sqm": "m²",
    "invoice.viewer.download": "Descargar", "invoice.viewer.print": "Imprimir",
}

SENTENCES = {
    "invoice.terms": [
        "Forma de pago: transferencia bancaria a {days} días.",
        "Le rogamos que realice el pago en un plazo de {days} días indicando el número de "
        "factura.",
        "Vencimiento a {days} días desde la fecha de la factura.",
    ],
    "invoice.notes": [
        "El pago deberá efectuarse mediante transferencia a la cuenta indicada.",
        "Factura emitida conforme al Real Decreto 1619/2012, de 30 de noviembre.",
    ],
    "invoice.thanks": [
        "Gracias por su confianza.",
        "Muchas gracias por su pedido.",
        "Para cualquier consulta sobre esta factura, no dude en ponerse en contacto con "
        "nosotros.",
        "Quedamos a su disposición para futuros encargos.",
    ],
    "invoice.intro": [
        "Estimados señores:\nLes remitimos la factura correspondiente a los servicios "
        "prestados.",
        "Estimado cliente:\nTal como acordamos, le facturamos los siguientes conceptos:",
        "Estimados señores:\nA continuación detallamos los trabajos realizados en {month}.",
    ],
}

TITLES = {
    "invoice.company.web": ["{last} Digital S.L.", "Estudio {last}", "{last} y {last2} Web S.L."],
    "invoice.company.print": ["Imprenta {last}", "Gráficas {last} S.L.",
                              "{last} Artes Gráficas S.A."],
    "invoice.company.craft": ["Electricidad {last} S.L.", "Carpintería {last}",
                              "Reformas {last} S.L."],
    "invoice.company.office": ["Suministros de Oficina {last} S.L.", "Papelería {last}"],
    "invoice.company.consult": ["{last} Consultores S.L.", "{last} y {last2} Asesores",
                                "Traducciones {last}"],
}

SLOTS = {
    "invoice.web.home": ["Diseño de la página de inicio", "Diseño web de la portada"],
    "invoice.web.templates": ["Plantillas adaptables para páginas interiores"],
    "invoice.web.frontend": ["Desarrollo front-end"],
    "invoice.web.migration": ["Migración de contenidos de la web anterior"],
    "invoice.web.hosting": ["Alojamiento web, plan Empresa"],
    "invoice.web.domain": ["Registro de dominio .es, 1 año"],
    "invoice.web.ssl": ["Certificado SSL"],
    "invoice.web.seo": ["Auditoría SEO del sitio web"],
    "invoice.web.support": ["Mantenimiento y soporte técnico"],
    "invoice.print.cards": ["Tarjetas de visita 400 g, doble cara (250 uds.)"],
    "invoice.print.flyers": ["Folletos A5 a todo color (500 uds.)"],
    "invoice.print.banner": ["Roll-up 85 × 200 cm"],
    "invoice.print.letterhead": ["Papel con membrete 120 g (500 hojas)"],
    "invoice.print.logo": ["Diseño de logotipo"],
    "invoice.print.layout": ["Maquetación y preimpresión"],
    "invoice.print.poster": ["Cartel A2 mate"],
    "invoice.print.shipping": ["Gastos de envío"],
    "invoice.craft.master": ["Mano de obra, oficial electricista"],
    "invoice.craft.apprentice": ["Mano de obra, ayudante"],
    "invoice.craft.callout": ["Desplazamiento"],
    "invoice.craft.socket": ["Enchufe doble, blanco"],
    "invoice.craft.spot": ["Foco LED empotrable 6 W"],
    "invoice.craft.fusebox": ["Sustitución del cuadro eléctrico"],
    "invoice.craft.worktop": ["Encimera de roble, instalada"],
    "invoice.craft.disposal": ["Retirada de escombros"],
    "invoice.office.paper": ["Papel A4 80 g (caja de 5 paquetes)"],
    "invoice.office.toner": ["Cartucho de tóner negro"],
    "invoice.office.binders": ["Archivador de palanca A4, azul"],
    "invoice.office.chair": ["Silla de oficina ergonómica"],
    "invoice.office.lamp": ["Lámpara de escritorio LED"],
    "invoice.office.whiteboard": ["Pizarra blanca 120 × 90 cm"],
    "invoice.office.pens": ["Bolígrafos azules (caja de 50)"],
    "invoice.office.shredder": ["Destructora de papel, corte cruzado"],
    "invoice.office.delivery": ["Entrega e instalación"],
    "invoice.consult.senior": ["Consultoría, consultor sénior"],
    "invoice.consult.prep": ["Preparación del taller"],
    "invoice.consult.workshop": ["Taller presencial"],
    "invoice.consult.pm": ["Gestión de proyecto"],
    "invoice.consult.travel": ["Gastos de viaje"],
    "invoice.consult.report": ["Informe final con recomendaciones"],
    "invoice.consult.training": ["Curso de formación, por participante"],
    "invoice.consult.translation": ["Traducción inglés–español, texto técnico"],
}

STREETS = ["Calle Mayor", "Calle de Alcalá", "Avenida de la Constitución", "Calle Real",
           "Paseo de Gracia", "Calle San Vicente", "Plaza de España", "Calle del Carmen",
           "Avenida de Andalucía", "Calle Colón", "Calle de la Paz", "Gran Vía",
           "Calle Cervantes", "Calle Nueva", "Rambla de Catalunya", "Calle de Toledo",
           "Avenida del Puerto", "Calle Sol"]

# (city, postcode patterns, first digits of the phone number)
CITIES = [
    ("Madrid", ["280##"], "91"), ("Barcelona", ["080##"], "93"), ("Valencia", ["460##"], "96"),
    ("Sevilla", ["410##"], "95"), ("Zaragoza", ["500##"], "976"), ("Málaga", ["290##"], "95"),
    ("Bilbao", ["480##"], "94"), ("Valladolid", ["470##"], "983"),
    ("Palma", ["070##"], "971"), ("Granada", ["180##"], "958"),
    ("Alicante", ["030##"], "965"), ("A Coruña", ["150##"], "981"),
    ("Murcia", ["300##"], "968"), ("Salamanca", ["370##"], "923"),
]

# (name, BIC, código de entidad)
BANKS = [("Banco Santander", "BSCHESMMXXX", "0049"), ("BBVA", "BBVAESMMXXX", "0182"),
         ("CaixaBank", "CAIXESBBXXX", "2100"), ("Banco Sabadell", "BSABESBBXXX", "0081"),
         ("Bankinter", "BKBKESMMXXX", "0128"), ("Ibercaja", "CAZRES2ZXXX", "2085")]

FORMATS = {
    "country": "ES", "decimal": ",", "group": ".", "money": ["{n}\u00a0€"], "vat": 21,
    "reduced": 10, "dates": ["{dd}/{mm}/{y}", "{d} de {month} de {y}"],
    "numbers": ["F-{y}-{s4}", "{y}/{s4}", "FAC{y}{s4}"], "customers": ["CL-{n4}", "{n5}"],
    "street": ["{street}, {n}", "{street} {n}"], "city_line": "zip_city",
    "phones": ["{area} {local}", "+34 {area} {local}"], "tld": "es",
    "email_locals": ["info", "facturacion", "administracion", "contacto"],
    "legal": {"corporate": "Inscrita en el Registro Mercantil, tomo {tomo}, folio {folio}, "
                           "hoja {hoja}",
              "sole": ""},
    "corporate": ["S.L.", "S.A."],
    "legal_fields": {"tomo": "#####", "folio": "##", "hoja": "@-######"},
    "days": [15, 30, 60],
}
