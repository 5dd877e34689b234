import { defineLocalizedContent } from '../localized';
import { legalDocumentSchema } from './legal-document';

export const privacyEffectiveDate = '2026-11-27';

export const privacyContent = defineLocalizedContent(legalDocumentSchema, {
  en: {
    eyebrow: 'Privacy',
    title: 'Privacy Policy',
    intro: [
      'This policy explains, form by form, what Marlowe Creative Studio collects through this website, why, how long we keep it and how you can have it corrected or deleted.',
      'The short version: the personal data we collect is what you type into a form; we use it to answer you, keep it for a set time and never sell it. Visits are counted without cookies and without keeping anything that identifies you, and a browser sending Global Privacy Control is not counted at all. The site has no advertising and no tracking cookies.',
    ],
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who is responsible for your data',
        blocks: [
          {
            text: 'Marlowe Creative Studio, Chincoteague Island, Virginia, USA, is the controller of the personal data described here: we decide what is collected and why. The studio is run by its founder, who reads every submission himself. You can reach us at {email} or {phone}.',
          },
        ],
      },
      {
        id: 'forms',
        heading: 'What each form collects',
        blocks: [
          {
            text: 'There are five places on the site where you can give us personal data. Each collects only what it needs.',
          },
          {
            name: 'Strategy session booking',
            collected:
              'Your first and last name, email address, company (optional), the time you choose, and what you write about your current challenges and goals. We also keep the language and time zone you booked in, so our emails show your own time.',
            purpose:
              'To schedule the session and prepare for it. The booking is stored first; then we email you a confirmation with a calendar invitation, and the studio is notified with your details. If you cancel, you get a cancellation notice for your calendar.',
            retention:
              'Booking records are kept for 24 months after the session, so we have the context if you come back, and then deleted.',
            choices:
              'Cancel at any time with the link in your confirmation email. To have a booking deleted sooner, write to {email}.',
          },
          {
            name: 'Blogazine newsletter and PDF downloads',
            collected:
              'Your email address and, when you download an article as a PDF, your first and last name. With each request we record its source (the subscribe band, or the PDF download and its article), the time you gave consent and the language you used.',
            purpose:
              'To send you the PDF you asked for and the Blogazine newsletter: one email for each new article, about once a month, in the language you subscribed in, with the article’s title, summary and cover, and links to read it or download its PDF. Subscriptions use double opt-in: no newsletter is sent until you confirm from the email we send you. Your consent history also notes each newsletter sent to you. If your mail provider tells us for good that your address cannot receive mail, we stop writing to it.',
            retention:
              'Your subscription is kept until you unsubscribe. After that we keep only a suppression record of your address and its consent history, so we never write to you again by mistake.',
            choices:
              'Every email has a one-click unsubscribe link. To have the suppression record deleted as well, write to {email}; we then can no longer tell that you opted out.',
          },
          {
            name: 'AI readiness assessment',
            collected:
              'Your name, email address, company name and website, industry and team size, and your answers: where you want to use AI, the data and tools you use today, your goals, how familiar your team is with AI and whether you want a roadmap. We also keep the language you used and when you sent the form.',
            purpose:
              'To prepare the roadmap we promise within 24 to 48 hours and to reply to you about it. Your answers are stored first; then the studio receives them by email and you get an acknowledgment with a copy of what you sent.',
            retention: 'Assessments are kept for 12 months after you send them, and then deleted.',
            choices: 'To see, correct or delete your answers sooner, write to {email}.',
          },
          {
            name: 'AI audit request',
            collected:
              'Your full name, email address, company name and website, how your departments are organized and which ones to audit, your current tools, challenges, monthly customer volume and expected outcomes, whether you want a strategy call, and the files you upload (at most 5 files of up to 10 MB each).',
            purpose:
              'To carry out the audit, write the report we promise within 3 to 5 business days and arrange the 30-minute strategy call if you ask for one. Your request and its files are stored together in our database, where they cannot be reached from the web; the studio is notified by email, with the files attached when together they are under 10 MB, and you get an acknowledgment. Your files are read only for this audit and are never used to train AI models.',
            retention:
              'Audit requests and their files are kept for 12 months after you send them, and then deleted. A file whose upload is interrupted is never kept: what arrived of it is deleted within an hour.',
            choices:
              'Upload only files you are allowed to share, and leave out other people’s personal data where you can. To have the request or any file deleted sooner, write to {email}.',
          },
          {
            name: 'Discover AI readiness wizard',
            collected:
              'Your company name, industry, company size, role and email address, your experience with AI, your challenges and goals, the departments that interest you, your timeline, budget range, priorities and anything else you add.',
            purpose:
              'To write the readiness report we promise within 24 hours and to reply to you about it. The studio is notified by email, and you get an acknowledgment with a copy of your answers.',
            retention:
              'Wizard answers are kept for 12 months after you send them, and then deleted.',
            choices: 'To see, correct or delete your answers sooner, write to {email}.',
          },
        ],
      },
      {
        id: 'technical-data',
        heading: 'Technical data',
        blocks: [
          {
            name: 'Server logs',
            collected:
              'Like any web server, ours records each request: your IP address, the address requested, the time and your browser’s name and version.',
            purpose:
              'To keep the site working and secure: to limit how often one address can send forms, to block abuse and to find errors. Rate-limit counters hold your IP address for at most an hour.',
            retention: 'Server logs are deleted after 30 days.',
            choices:
              'These records protect the site, so they cannot be switched off, but you can ask what we hold about your IP address at {email}.',
          },
          {
            name: 'Settings kept in your browser',
            collected:
              'Two entries in your browser’s local storage, theme (light or dark) and language (English or Spanish), and a cookie named language holding the same language choice.',
            purpose:
              'To show the site in the theme and language you picked, and to open it in that language when you come back. They never identify you and never leave your device except for the language cookie, which tells our server which language to serve.',
            retention:
              'They stay until you change them or clear your browser’s data; the language cookie expires after one year.',
            choices:
              'Delete them in your browser’s settings at any time. The site then follows your system’s theme and the language in the address.',
          },
          {
            name: 'Visit statistics',
            collected:
              'When a page opens, your browser tells our own server which page it is. We keep: the page, its language, the website that linked to it (its name only, such as google.com), the campaign tags in the link (utm_source, utm_medium, utm_campaign), the kind of device (computer, phone or tablet), the names of your browser and operating system, your country when our hosting provider tells us, and the time. When you book a session, send a form, confirm a subscription, download a PDF or save the founder’s contact card, we note that it happened and on which page. No cookie is set and nothing is stored in your browser. Your IP address is never stored: to count each visitor once a day, we combine it with your browser’s description and a random secret that changes every day, keep only the scrambled result, and delete the secret the next day, so that the result cannot be traced back to you or linked with another day’s.',
            purpose:
              'To know how many people visit, which pages they read, where they came from and which pages lead to a booking or a request, so we can write and improve what is useful. The figures are ours alone: no other company receives them, and they are never used for advertising.',
            retention:
              'These records are kept for 30 days, and then only the daily totals remain (for example, 40 visitors read the About page on a given day), which no longer concern any one person.',
            choices:
              'Search engines’ robots, link previews and pages loaded ahead of a click are not counted. If your browser sends the Global Privacy Control signal (Sec-GPC), we count nothing of your visit at all; blocking scripts or using a content blocker stops the count too.',
          },
          {
            text: 'That is all. The site uses no advertising, no tracking or advertising cookies, no social media pixels and no third-party scripts or analytics services that follow you from site to site.',
          },
        ],
      },
      {
        id: 'sharing',
        heading: 'Who else handles your data',
        blocks: [
          {
            text: 'We do not sell, rent or trade personal data, and we do not use it for advertising. Two kinds of service providers process it for us, only to run the site and only on our instructions:',
          },
          {
            items: [
              'a hosting provider, which runs the servers and the database where submissions and uploaded files are stored;',
              'an email delivery provider, which carries our confirmation, notification and newsletter emails.',
            ],
          },
          {
            text: 'When a project needs one of the specialists the studio works with, we share only what that work requires, and only after telling you. We disclose data to authorities only when the law requires it. The studio works from the United States, so your data is handled there under this policy.',
          },
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        blocks: [
          {
            items: [
              'Strategy session bookings: 24 months after the session.',
              'AI readiness assessments, audit requests with their files, and wizard answers: 12 months after you send them.',
              'Newsletter subscriptions: until you unsubscribe, then a suppression record of the address.',
              'Server logs: 30 days.',
              'Visit statistics: 30 days; only daily totals after that.',
            ],
          },
          {
            text: 'When a period ends we delete the data. Backups roll over within 30 days, so deleted data leaves them too. We keep something longer only when the law requires it, and then only for that purpose.',
          },
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights and how to use them',
        blocks: [
          { text: 'Wherever you live, you can ask us to:' },
          {
            items: [
              'show you the personal data we hold about you;',
              'correct anything that is wrong or out of date;',
              'delete your data;',
              'stop using it for a purpose, such as the newsletter;',
              'send you a copy in a common format.',
            ],
          },
          {
            text: 'Email {email} from the address you used on the site, or tell us how we can confirm it is you. We answer within 30 days, free of charge. If you are not satisfied with our answer, you may also complain to the data protection authority where you live.',
          },
        ],
      },
      {
        id: 'security',
        heading: 'How we protect it',
        blocks: [
          {
            text: 'Pages and forms travel over encrypted connections. Only the studio can read submissions and uploaded files. The links in our emails do one thing each: a cancellation link can only cancel that booking, an unsubscribe link can only unsubscribe that address. No system is perfectly secure; if a breach ever affects your data, we will tell you without delay.',
          },
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        blocks: [
          {
            text: 'The site is meant for businesses and is not directed at children under 16. We do not knowingly collect their data; if you believe a child has sent us something, write to {email} and we will delete it.',
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        blocks: [
          {
            text: 'When we change what we collect or how long we keep it, we update this page and its effective date. If a change affects data you have already given us, we will tell you by email before it takes effect.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          {
            text: 'For questions about this policy or your data, write to Marlowe Creative Studio, Chincoteague Island, Virginia, USA, at {email}, or call {phone}.',
          },
        ],
      },
    ],
  },
  es: {
    eyebrow: 'Privacidad',
    title: 'Política de privacidad',
    intro: [
      'Esta política explica, formulario por formulario, qué datos recopila Marlowe Creative Studio a través de este sitio web, para qué, cuánto tiempo los conservamos y cómo puede pedir que se corrijan o se eliminen.',
      'En pocas palabras: los datos personales que recopilamos son los que usted escribe en un formulario; los usamos para responderle, los conservamos durante un plazo definido y nunca los vendemos. Las visitas se cuentan sin cookies y sin guardar nada que lo identifique, y no contamos en absoluto a un navegador que envía la señal Global Privacy Control. El sitio no usa publicidad ni cookies de seguimiento.',
    ],
    sections: [
      {
        id: 'responsable',
        heading: 'Quién es responsable de sus datos',
        blocks: [
          {
            text: 'Marlowe Creative Studio, con sede en Chincoteague Island, Virginia, EE. UU., es el responsable de los datos personales que aquí se describen: decidimos qué se recopila y con qué fin. El estudio lo dirige su fundador, que lee personalmente cada envío. Puede escribirnos a {email} o llamarnos al {phone}.',
          },
        ],
      },
      {
        id: 'formularios',
        heading: 'Qué recopila cada formulario',
        blocks: [
          {
            text: 'Hay cinco lugares del sitio donde usted puede darnos datos personales. Cada uno pide solo lo que necesita.',
          },
          {
            name: 'Reserva de la sesión estratégica',
            collected:
              'Su nombre y apellido, su correo electrónico, su empresa (opcional), el horario que elige y lo que nos cuenta sobre sus retos actuales y sus objetivos. También guardamos el idioma y la zona horaria en que reservó, para que nuestros correos muestren su hora local.',
            purpose:
              'Agendar la sesión y prepararla. Primero se guarda la reserva; después le enviamos una confirmación con una invitación de calendario, y el estudio recibe un aviso con sus datos. Si cancela, recibe un aviso de cancelación para su calendario.',
            retention:
              'Las reservas se conservan durante 24 meses después de la sesión, para tener el contexto si vuelve a escribirnos, y luego se eliminan.',
            choices:
              'Puede cancelar en cualquier momento con el enlace de su correo de confirmación. Para que eliminemos una reserva antes, escriba a {email}.',
          },
          {
            name: 'Boletín Blogazine y descargas en PDF',
            collected:
              'Su correo electrónico y, cuando descarga un artículo en PDF, su nombre y apellido. Con cada solicitud registramos su origen (la franja de suscripción, o la descarga en PDF y el artículo), el momento en que dio su consentimiento y el idioma que usó.',
            purpose:
              'Enviarle el PDF que pidió y el boletín Blogazine: un correo por cada artículo nuevo, aproximadamente una vez al mes, en el idioma en que se suscribió, con el título, el resumen y la portada del artículo, y enlaces para leerlo o descargar su PDF. La suscripción usa doble confirmación: no le enviamos el boletín hasta que usted confirme desde el correo que le mandamos. Su historial de consentimiento registra también cada boletín que le enviamos. Si su proveedor de correo nos indica de forma definitiva que su dirección no puede recibir correo, dejamos de escribirle.',
            retention:
              'Su suscripción se conserva hasta que usted se dé de baja. Después guardamos solo un registro de exclusión con su dirección y su historial de consentimiento, para no volver a escribirle por error.',
            choices:
              'Cada correo incluye un enlace para darse de baja con un solo clic. Si desea que eliminemos también el registro de exclusión, escriba a {email}; a partir de entonces ya no podremos saber que usted se dio de baja.',
          },
          {
            name: 'Evaluación de preparación para la IA',
            collected:
              'Su nombre, correo electrónico, nombre y sitio web de su empresa, sector y tamaño del equipo, y sus respuestas: en qué áreas quiere usar IA, qué datos y herramientas usa hoy, sus objetivos, qué tan familiarizado está su equipo con la IA y si desea una hoja de ruta. También guardamos el idioma que usó y cuándo envió el formulario.',
            purpose:
              'Preparar la hoja de ruta que prometemos en un plazo de 24 a 48 horas y responderle al respecto. Primero se guardan sus respuestas; después el estudio las recibe por correo y usted recibe un acuse con una copia de lo que envió.',
            retention:
              'Las evaluaciones se conservan durante 12 meses desde su envío y luego se eliminan.',
            choices: 'Para consultar, corregir o eliminar antes sus respuestas, escriba a {email}.',
          },
          {
            name: 'Solicitud de auditoría de IA',
            collected:
              'Su nombre completo, correo electrónico, nombre y sitio web de su empresa, cómo se organizan sus departamentos y cuáles desea auditar, sus herramientas actuales, sus retos, el volumen mensual de clientes y los resultados que espera, si desea una llamada estratégica, y los archivos que adjunte (como máximo 5 archivos de hasta 10 MB cada uno).',
            purpose:
              'Realizar la auditoría, redactar el informe que prometemos en un plazo de 3 a 5 días hábiles y agendar la llamada estratégica de 30 minutos si la solicita. Su solicitud y sus archivos se guardan juntos en nuestra base de datos, a la que no se puede acceder desde la web; el estudio recibe un aviso por correo, con los archivos adjuntos cuando en total pesan menos de 10 MB, y usted recibe un acuse de recibo. Sus archivos se leen solo para esta auditoría y nunca se usan para entrenar modelos de IA.',
            retention:
              'Las solicitudes de auditoría y sus archivos se conservan durante 12 meses desde su envío y luego se eliminan. Un archivo cuya carga se interrumpe nunca se conserva: lo que llegó de él se elimina en menos de una hora.',
            choices:
              'Adjunte solo archivos que tenga derecho a compartir y, en lo posible, omita datos personales de otras personas. Para que eliminemos antes la solicitud o algún archivo, escriba a {email}.',
          },
          {
            name: 'Asistente para descubrir su preparación en IA',
            collected:
              'El nombre, el sector y el tamaño de su empresa, su cargo y su correo electrónico, su experiencia con la IA, sus retos y objetivos, los departamentos que le interesan, sus plazos, su rango de presupuesto, sus prioridades y cualquier otro dato que agregue.',
            purpose:
              'Redactar el informe de preparación que prometemos en 24 horas y responderle al respecto. El estudio recibe un aviso por correo, y usted recibe un acuse con una copia de sus respuestas.',
            retention:
              'Las respuestas del asistente se conservan durante 12 meses desde su envío y luego se eliminan.',
            choices: 'Para consultar, corregir o eliminar antes sus respuestas, escriba a {email}.',
          },
        ],
      },
      {
        id: 'datos-tecnicos',
        heading: 'Datos técnicos',
        blocks: [
          {
            name: 'Registros del servidor',
            collected:
              'Como cualquier servidor web, el nuestro registra cada solicitud: su dirección IP, la dirección solicitada, la hora y el nombre y la versión de su navegador.',
            purpose:
              'Mantener el sitio en funcionamiento y protegido: limitar cuántas veces una misma dirección puede enviar formularios, bloquear abusos y detectar errores. Los contadores de límite de solicitudes guardan su dirección IP durante una hora como máximo.',
            retention: 'Los registros del servidor se eliminan a los 30 días.',
            choices:
              'Estos registros protegen el sitio, por lo que no pueden desactivarse, pero puede preguntarnos qué tenemos sobre su dirección IP escribiendo a {email}.',
          },
          {
            name: 'Preferencias guardadas en su navegador',
            collected:
              'Dos entradas en el almacenamiento local de su navegador, theme (tema claro u oscuro) y language (inglés o español), y una cookie llamada language con la misma elección de idioma.',
            purpose:
              'Mostrar el sitio con el tema y el idioma que eligió, y abrirlo en ese idioma cuando regrese. Nunca lo identifican y no salen de su dispositivo, salvo la cookie de idioma, que le indica a nuestro servidor en qué idioma responder.',
            retention:
              'Permanecen hasta que usted las cambie o borre los datos de su navegador; la cookie de idioma vence al cabo de un año.',
            choices:
              'Puede borrarlas cuando quiera desde la configuración de su navegador. El sitio usará entonces el tema de su sistema y el idioma de la dirección.',
          },
          {
            name: 'Estadísticas de visitas',
            collected:
              'Cuando se abre una página, su navegador le indica a nuestro propio servidor de qué página se trata. Guardamos: la página, su idioma, el sitio web que enlazó a ella (solo su nombre, como google.com), las etiquetas de campaña del enlace (utm_source, utm_medium, utm_campaign), el tipo de dispositivo (computadora, teléfono o tableta), los nombres de su navegador y de su sistema operativo, su país cuando nuestro proveedor de alojamiento nos lo indica, y la hora. Cuando usted reserva una sesión, envía un formulario, confirma una suscripción, descarga un PDF o guarda la tarjeta de contacto del fundador, anotamos que ocurrió y en qué página. No se instala ninguna cookie ni se guarda nada en su navegador. Su dirección IP nunca se guarda: para contar a cada visitante una sola vez al día, la combinamos con la descripción de su navegador y con un secreto aleatorio que cambia cada día, conservamos solo el resultado cifrado y eliminamos el secreto al día siguiente, de modo que ese resultado no puede asociarse con usted ni con el de otro día.',
            purpose:
              'Saber cuántas personas nos visitan, qué páginas leen, de dónde llegan y qué páginas llevan a una reserva o a una solicitud, para escribir y mejorar lo que resulta útil. Las cifras son solo nuestras: ninguna otra empresa las recibe y nunca se usan para publicidad.',
            retention:
              'Estos registros se conservan durante 30 días; después solo quedan los totales diarios (por ejemplo, 40 visitantes leyeron la página Nosotros un día determinado), que ya no se refieren a ninguna persona.',
            choices:
              'No se cuentan los robots de los buscadores, las vistas previas de enlaces ni las páginas que se cargan por adelantado antes de un clic. Si su navegador envía la señal Global Privacy Control (Sec-GPC), no contamos nada de su visita; bloquear los scripts o usar un bloqueador de contenido también detiene el conteo.',
          },
          {
            text: 'Eso es todo. El sitio no usa publicidad, cookies de seguimiento o publicitarias, píxeles de redes sociales ni scripts o servicios de analítica de terceros que lo sigan de un sitio a otro.',
          },
        ],
      },
      {
        id: 'terceros',
        heading: 'Quién más trata sus datos',
        blocks: [
          {
            text: 'No vendemos, alquilamos ni intercambiamos datos personales, y no los usamos con fines publicitarios. Dos tipos de proveedores los tratan por encargo nuestro, solo para operar el sitio y siguiendo nuestras instrucciones:',
          },
          {
            items: [
              'un proveedor de alojamiento, que opera los servidores y la base de datos donde se guardan los envíos y los archivos adjuntos;',
              'un proveedor de envío de correo, que entrega nuestros correos de confirmación, de aviso y del boletín.',
            ],
          },
          {
            text: 'Cuando un proyecto requiere a uno de los especialistas con los que trabaja el estudio, compartimos solo lo que ese trabajo exige y siempre después de informarle. Solo revelamos datos a las autoridades cuando la ley lo exige. El estudio trabaja desde Estados Unidos, por lo que sus datos se tratan allí conforme a esta política.',
          },
        ],
      },
      {
        id: 'conservacion',
        heading: 'Cuánto tiempo los conservamos',
        blocks: [
          {
            items: [
              'Reservas de sesiones estratégicas: 24 meses después de la sesión.',
              'Evaluaciones de preparación, solicitudes de auditoría con sus archivos y respuestas del asistente: 12 meses desde su envío.',
              'Suscripciones al boletín: hasta que se dé de baja; después, un registro de exclusión de la dirección.',
              'Registros del servidor: 30 días.',
              'Estadísticas de visitas: 30 días; después, solo totales diarios.',
            ],
          },
          {
            text: 'Cuando vence un plazo, eliminamos los datos. Las copias de seguridad se renuevan en un plazo de 30 días, así que los datos eliminados también desaparecen de ellas. Solo conservamos algo por más tiempo si la ley lo exige, y únicamente para ese fin.',
          },
        ],
      },
      {
        id: 'sus-derechos',
        heading: 'Sus derechos y cómo ejercerlos',
        blocks: [
          { text: 'Viva donde viva, puede pedirnos que:' },
          {
            items: [
              'le mostremos los datos personales que tenemos sobre usted;',
              'corrijamos lo que esté equivocado o desactualizado;',
              'eliminemos sus datos;',
              'dejemos de usarlos para un fin determinado, como el boletín;',
              'le enviemos una copia en un formato de uso común.',
            ],
          },
          {
            text: 'Escriba a {email} desde la dirección que usó en el sitio, o indíquenos cómo podemos confirmar que se trata de usted. Respondemos en un plazo de 30 días, sin costo. Si no queda conforme con nuestra respuesta, también puede presentar una reclamación ante la autoridad de protección de datos de su país.',
          },
        ],
      },
      {
        id: 'seguridad',
        heading: 'Cómo los protegemos',
        blocks: [
          {
            text: 'Las páginas y los formularios viajan por conexiones cifradas. Solo el estudio puede leer los envíos y los archivos adjuntos. Cada enlace de nuestros correos sirve para una sola cosa: un enlace de cancelación solo cancela esa reserva y uno de baja solo da de baja esa dirección. Ningún sistema es perfectamente seguro; si alguna vez una brecha afecta a sus datos, se lo comunicaremos sin demora.',
          },
        ],
      },
      {
        id: 'menores',
        heading: 'Menores de edad',
        blocks: [
          {
            text: 'El sitio está pensado para empresas y no está dirigido a menores de 16 años. No recopilamos sus datos a sabiendas; si cree que un menor nos ha enviado información, escriba a {email} y la eliminaremos.',
          },
        ],
      },
      {
        id: 'cambios',
        heading: 'Cambios en esta política',
        blocks: [
          {
            text: 'Cuando cambiemos lo que recopilamos o el tiempo que lo conservamos, actualizaremos esta página y su fecha de vigencia. Si un cambio afecta a datos que ya nos dio, se lo avisaremos por correo antes de que entre en vigor.',
          },
        ],
      },
      {
        id: 'contacto',
        heading: 'Contacto',
        blocks: [
          {
            text: 'Si tiene preguntas sobre esta política o sobre sus datos, escriba a Marlowe Creative Studio, Chincoteague Island, Virginia, EE. UU., a {email}, o llame al {phone}.',
          },
        ],
      },
    ],
  },
});
