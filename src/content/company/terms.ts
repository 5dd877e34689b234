import { defineLocalizedContent } from '../localized';
import { legalDocumentSchema } from './legal-document';

export const termsEffectiveDate = '2025-11-01';

export const termsContent = defineLocalizedContent(legalDocumentSchema, {
  en: {
    eyebrow: 'Legal',
    title: 'Terms of Use',
    intro: [
      'These terms apply when you use this website: reading it, downloading from it, sending a form or booking a session. They are short and in plain language. By using the site you accept them; if you do not, please do not use it.',
      'They do not cover paid projects. Those are governed by the written agreement we sign with each client.',
    ],
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        blocks: [
          {
            text: 'This site is run by Marlowe Creative Studio, an AI consulting and web studio on Chincoteague Island, Virginia, USA, founded in 2025 by Jordan Marlowe. You can reach us at {email} or {phone}.',
          },
        ],
      },
      {
        id: 'using-the-site',
        heading: 'Using the site',
        blocks: [
          {
            text: 'You may browse, read and share the site freely. When you do, please do not:',
          },
          {
            items: [
              'send forms with someone else’s details, or with information you have no right to share;',
              'upload files that contain malware, or that you are not allowed to share;',
              'try to break into, overload or probe the site, or get around its rate limits;',
              'copy the site in bulk with automated tools, beyond what search engines do to index it.',
            ],
          },
          {
            text: 'We may block requests that break these rules. We work to keep the site available, but we cannot promise it will always be online or free of errors.',
          },
        ],
      },
      {
        id: 'our-content',
        heading: 'Our content',
        blocks: [
          {
            text: 'All text, articles, illustrations, artwork, logos and code on this site belong to Marlowe Creative Studio. The artwork is drawn by the studio; the company logos shown on the site are invented wordmarks, not real clients.',
          },
          {
            text: 'You are welcome to link to any page, quote short passages with a link back to the source, and keep article PDFs for your own use or share them inside your team. Anything beyond that, such as republishing an article, needs our written permission: ask at {email}.',
          },
        ],
      },
      {
        id: 'not-professional-advice',
        heading: 'Articles are not professional advice',
        blocks: [
          {
            text: 'The Blogazine and other articles share general knowledge and the studio’s experience. They are not legal, financial, tax or security advice, and they do not know your circumstances. Check with a qualified professional before you act on them, especially when contracts, personal data or money are involved.',
          },
          {
            text: 'The same applies to the results of the AI readiness tools: they are a starting point for a conversation, based only on the answers you give.',
          },
        ],
      },
      {
        id: 'figures',
        heading: 'Figures on this site',
        blocks: [
          {
            text: 'Marketing figures on this site, such as productivity gains, response times, conversion rates, cost savings and return on investment, are illustrative. They show the kind of result a project can aim for, not a promise of what yours will achieve. Before a project we agree on the one metric that matters to you and measure it.',
          },
        ],
      },
      {
        id: 'bookings',
        heading: 'Strategy session bookings',
        blocks: [
          {
            text: 'The strategy session is free and carries no obligation. Sessions run Tuesday to Thursday, US Eastern time, by video call. Your confirmation email contains a calendar invitation and a link to cancel.',
          },
          {
            items: [
              'To cancel, use the link in your confirmation email. It frees the time for someone else and updates your calendar.',
              'To move a session, cancel it and book a new time.',
              'If we ever have to move a session, we will tell you as early as we can and offer new times.',
            ],
          },
        ],
      },
      {
        id: 'liability',
        heading: 'Limitation of liability',
        blocks: [
          {
            text: 'The site and its free content, tools and sessions are provided as they are, without warranties. To the fullest extent the law allows, Marlowe Creative Studio is not liable for indirect or consequential losses, such as lost profits, lost data or business interruption, that come from using the site or relying on its content.',
          },
          {
            text: 'Nothing in these terms limits liability that the law does not allow to be limited, or your rights as a consumer.',
          },
        ],
      },
      {
        id: 'links',
        heading: 'Links to other sites',
        blocks: [
          {
            text: 'The site links to the studio’s profiles on social networks and, in articles, to other sources. We are not responsible for the content or the privacy practices of sites we do not run.',
          },
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law',
        blocks: [
          {
            text: 'These terms are governed by the laws of the Commonwealth of Virginia, USA. Any dispute about them goes to the state or federal courts located in Virginia, unless the law where you live gives you the right to go to your local courts.',
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        blocks: [
          {
            text: 'We may update these terms as the site changes. The effective date at the top shows which version applies; changes never apply to a booking already made.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          {
            text: 'Questions about these terms? Write to {email} or call {phone}. Our privacy policy explains how we handle the data you send us.',
          },
        ],
      },
    ],
  },
  es: {
    eyebrow: 'Aviso legal',
    title: 'Términos de uso',
    intro: [
      'Estos términos se aplican cuando usted usa este sitio web: al leerlo, descargar contenido, enviar un formulario o reservar una sesión. Son breves y están redactados en lenguaje sencillo. Al usar el sitio, usted los acepta; si no está de acuerdo, le pedimos que no lo use.',
      'No se aplican a los proyectos pagados, que se rigen por el contrato escrito que firmamos con cada cliente.',
    ],
    sections: [
      {
        id: 'quienes-somos',
        heading: 'Quiénes somos',
        blocks: [
          {
            text: 'Este sitio lo opera Marlowe Creative Studio, un estudio de consultoría en IA y desarrollo web con sede en Chincoteague Island, Virginia, EE. UU., fundado en 2025 por Jordan Marlowe. Puede escribirnos a {email} o llamarnos al {phone}.',
          },
        ],
      },
      {
        id: 'uso-del-sitio',
        heading: 'Uso del sitio',
        blocks: [
          {
            text: 'Puede navegar, leer y compartir el sitio libremente. Al hacerlo, le pedimos que no:',
          },
          {
            items: [
              'envíe formularios con datos de otra persona o con información que no tiene derecho a compartir;',
              'adjunte archivos con software malicioso o que no esté autorizado a compartir;',
              'intente vulnerar, saturar o sondear el sitio, ni eludir sus límites de solicitudes;',
              'copie el sitio de forma masiva con herramientas automáticas, más allá de lo que hacen los buscadores para indexarlo.',
            ],
          },
          {
            text: 'Podemos bloquear las solicitudes que incumplan estas reglas. Procuramos que el sitio esté siempre disponible, pero no podemos garantizar que funcione en todo momento ni que esté libre de errores.',
          },
        ],
      },
      {
        id: 'nuestro-contenido',
        heading: 'Nuestro contenido',
        blocks: [
          {
            text: 'Todos los textos, artículos, ilustraciones, obras gráficas, logotipos y el código de este sitio pertenecen a Marlowe Creative Studio. Las ilustraciones las crea el estudio; los logotipos de empresas que aparecen en el sitio son marcas inventadas, no clientes reales.',
          },
          {
            text: 'Puede enlazar cualquier página, citar fragmentos breves con un enlace a la fuente y conservar los PDF de los artículos para uso propio o compartirlos dentro de su equipo. Cualquier otro uso, como volver a publicar un artículo, requiere nuestro permiso por escrito: solicítelo a {email}.',
          },
        ],
      },
      {
        id: 'sin-asesoria-profesional',
        heading: 'Los artículos no son asesoría profesional',
        blocks: [
          {
            text: 'El Blogazine y los demás artículos comparten conocimientos generales y la experiencia del estudio. No constituyen asesoría legal, financiera, fiscal ni de seguridad, y no conocen su situación particular. Consulte a un profesional calificado antes de actuar con base en ellos, sobre todo cuando haya contratos, datos personales o dinero de por medio.',
          },
          {
            text: 'Lo mismo vale para los resultados de las herramientas de preparación para la IA: son un punto de partida para conversar, basado solo en las respuestas que usted nos da.',
          },
        ],
      },
      {
        id: 'cifras',
        heading: 'Las cifras de este sitio',
        blocks: [
          {
            text: 'Las cifras de marketing de este sitio, como aumentos de productividad, tiempos de respuesta, tasas de conversión, ahorros de costos y retorno de la inversión, son ilustrativas. Muestran el tipo de resultado al que puede aspirar un proyecto, no una promesa de lo que logrará el suyo. Antes de cada proyecto acordamos la métrica que de verdad le importa y la medimos.',
          },
        ],
      },
      {
        id: 'reservas',
        heading: 'Reservas de sesiones estratégicas',
        blocks: [
          {
            text: 'La sesión estratégica es gratuita y no implica ningún compromiso. Las sesiones son de martes a jueves, en horario del este de EE. UU., por videollamada. Su correo de confirmación incluye una invitación de calendario y un enlace para cancelar.',
          },
          {
            items: [
              'Para cancelar, use el enlace de su correo de confirmación. Así el horario queda libre para otra persona y su calendario se actualiza.',
              'Para cambiar la fecha de una sesión, cancélela y reserve un nuevo horario.',
              'Si alguna vez tenemos que mover una sesión, se lo avisaremos con la mayor antelación posible y le ofreceremos otros horarios.',
            ],
          },
        ],
      },
      {
        id: 'responsabilidad',
        heading: 'Limitación de responsabilidad',
        blocks: [
          {
            text: 'El sitio y su contenido, sus herramientas y sus sesiones gratuitas se ofrecen tal como están, sin garantías. En la máxima medida que permita la ley, Marlowe Creative Studio no responde por pérdidas indirectas o consecuentes, como lucro cesante, pérdida de datos o interrupción de la actividad, derivadas del uso del sitio o de la confianza depositada en su contenido.',
          },
          {
            text: 'Nada de lo dispuesto en estos términos limita la responsabilidad que la ley no permite limitar, ni sus derechos como consumidor.',
          },
        ],
      },
      {
        id: 'enlaces',
        heading: 'Enlaces a otros sitios',
        blocks: [
          {
            text: 'El sitio enlaza a los perfiles del estudio en redes sociales y, en los artículos, a otras fuentes. No somos responsables del contenido ni de las prácticas de privacidad de los sitios que no operamos.',
          },
        ],
      },
      {
        id: 'ley-aplicable',
        heading: 'Ley aplicable',
        blocks: [
          {
            text: 'Estos términos se rigen por las leyes de la Mancomunidad de Virginia, EE. UU. Cualquier controversia sobre ellos se someterá a los tribunales estatales o federales con sede en Virginia, salvo que la ley de su lugar de residencia le dé derecho a acudir a los tribunales locales.',
          },
        ],
      },
      {
        id: 'cambios',
        heading: 'Cambios en estos términos',
        blocks: [
          {
            text: 'Podemos actualizar estos términos a medida que cambie el sitio. La fecha de vigencia que aparece al inicio indica qué versión se aplica; los cambios nunca afectan a una reserva ya hecha.',
          },
        ],
      },
      {
        id: 'contacto',
        heading: 'Contacto',
        blocks: [
          {
            text: '¿Tiene preguntas sobre estos términos? Escriba a {email} o llame al {phone}. Nuestra política de privacidad explica cómo tratamos los datos que nos envía.',
          },
        ],
      },
    ],
  },
});
