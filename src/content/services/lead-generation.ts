import { defineLocalizedContent } from '../localized';
import { servicePageSchema } from './schema';

export const leadGeneration = defineLocalizedContent(servicePageSchema, {
  en: {
    meta: {
      title: 'AI Lead Generation and Qualification',
      description:
        'Every web form, ad reply and missed call captured, answered within five minutes, scored against your ideal customer and routed to the right salesperson.',
      keywords:
        'AI lead generation, lead qualification, lead scoring, speed to lead, lead routing, CRM automation, Marlowe Creative Studio',
    },
    serviceType: 'Lead generation and qualification',
    hero: {
      headline: 'Every Lead Answered, Scored and Routed in Minutes',
      lead: 'Web forms, ad replies, chat messages and missed calls flow into one pipeline. Each lead gets a reply within five minutes, is scored against your ideal customer and lands with the right salesperson, notes already written.',
      primaryCta: 'Start Qualifying Leads',
      secondaryCta: { label: 'See the Process', target: 'process' },
      visual: {
        kind: 'progress',
        caption:
          'Illustration: a new lead’s score, built from four signals, before it is routed to a salesperson.',
        title: 'New lead · score 86',
        subtitle: 'Website form · 2 minutes ago',
        items: [
          { label: 'Budget fit', percent: 90, value: 'Strong' },
          { label: 'Timeline', percent: 80, value: '60 days' },
          { label: 'Service area', percent: 100, value: 'Inside' },
          { label: 'Engagement', percent: 70, value: '3 replies' },
        ],
        footer: 'Routed to Maria · text and CRM task sent',
      },
    },
    sections: [
      {
        kind: 'stats',
        eyebrow: 'Results',
        heading: 'What a five-minute reply changes',
        lead: 'A lead that waits an hour has usually asked someone else. Speed, and knowing which leads deserve it, is most of the game.',
        figures: [
          { value: '< 5 min', label: 'from enquiry to first reply, day or night' },
          { value: '100%', label: 'of leads logged with their source' },
          { value: '2x', label: 'qualified conversations per salesperson' },
        ],
        note: 'Targets for a first pilot, not guarantees. We measure yours against your own last 90 days.',
      },
      {
        kind: 'process',
        id: 'process',
        eyebrow: 'How it works',
        heading: 'Four steps from first touch to the right salesperson',
        lead: 'The same four steps run for every lead, whatever the hour and wherever it came from.',
        steps: [
          {
            title: 'Capture',
            text: 'Forms, ad platforms, chat, email and missed calls feed one pipeline. Nothing waits in someone’s personal inbox.',
          },
          {
            title: 'Qualify',
            text: 'An agent replies within minutes and asks your qualifying questions about budget, timeline, location and need.',
          },
          {
            title: 'Score',
            text: 'Answers and behavior are scored against your ideal customer, with the reasons written next to the number.',
          },
          {
            title: 'Route',
            text: 'Ready leads go to the right salesperson by text and CRM task. The rest get a follow-up sequence you have approved.',
          },
        ],
      },
      {
        kind: 'cards',
        id: 'features',
        eyebrow: 'Features',
        heading: 'Built into the tools you already use',
        items: [
          {
            icon: 'inbox',
            title: 'One pipeline for every source',
            description:
              'Web forms, Facebook and Google lead ads, portals, chat, email and missed calls arrive in one place, with their source attached.',
            detail: 'No lead lost in an inbox',
          },
          {
            icon: 'message-square',
            title: 'Conversational qualification',
            description:
              'Leads answer a few friendly questions by text, chat or email, in English or Spanish, instead of filling in a long form.',
            detail: 'Replies within 5 minutes',
          },
          {
            icon: 'gauge',
            title: 'Scores you can read',
            description:
              'Every score shows the answers behind it. You set the weights, and change them when your market does.',
            detail: 'No black-box ratings',
          },
          {
            icon: 'route',
            title: 'Routing with a safety net',
            description:
              'Leads go out by territory, product, language or rota. If nobody responds within 10 minutes, the lead is reassigned.',
            detail: 'No lead left waiting',
          },
          {
            icon: 'database',
            title: 'CRM sync',
            description:
              'Contacts, answers and scores are written to HubSpot, Salesforce, Pipedrive, Follow Up Boss or a shared spreadsheet.',
            detail: 'Notes already written',
          },
          {
            icon: 'mail',
            title: 'Follow-up that stays polite',
            description:
              'Leads who are not ready yet get useful, approved follow-ups, and return to the pipeline the moment they reply.',
            detail: 'Tomorrow’s buyers kept warm',
          },
        ],
      },
      {
        kind: 'benefits',
        eyebrow: 'Benefits',
        heading: 'Why owners switch to it',
        items: [
          {
            title: 'Speed wins the deal',
            text: 'The first business to reply is often the one that gets the call back. Now that is you, at 7 am and at 10 pm.',
          },
          {
            title: 'Salespeople sell instead of sorting',
            text: 'Unqualified enquiries are answered and filed. Your team’s day starts with the leads worth a call.',
          },
          {
            title: 'Nothing falls through the cracks',
            text: 'Every lead has an owner, a next step and a date. Missed follow-ups show up in a daily list, not at the end of the quarter.',
          },
          {
            title: 'You know where revenue comes from',
            text: 'Each sale traces back to its source, so you can move budget to the ads and portals that actually pay.',
          },
        ],
      },
    ],
    closing: {
      heading: 'Stop losing leads between the form and the phone',
      text: 'Bring a rough count of last month’s leads. In a free 30-minute session we map where they come from, where they stall, and what a five-minute reply would be worth to you.',
      button: 'Map Your Lead Pipeline',
      note: 'Sessions run Tuesday to Thursday, by video call, in English or Spanish.',
    },
  },
  es: {
    meta: {
      title: 'Captación y calificación de prospectos',
      description:
        'Cada formulario, respuesta a un anuncio y llamada perdida se registra, se responde en cinco minutos, se califica y llega al vendedor indicado.',
      keywords:
        'generación de prospectos con IA, calificación de prospectos, puntuación de prospectos, respuesta inmediata, asignación de prospectos, CRM, Marlowe Creative Studio',
    },
    serviceType: 'Captación y calificación de prospectos',
    hero: {
      headline: 'Cada prospecto atendido, calificado y asignado en minutos',
      lead: 'Los formularios web, las respuestas a anuncios, los mensajes de chat y las llamadas perdidas llegan a un solo embudo. Cada prospecto recibe respuesta en menos de cinco minutos, se califica según su cliente ideal y llega al vendedor indicado con las notas ya escritas.',
      primaryCta: 'Califique sus prospectos',
      secondaryCta: { label: 'Ver el proceso', target: 'process' },
      visual: {
        kind: 'progress',
        caption:
          'Ilustración: la puntuación de un prospecto nuevo, calculada con cuatro señales antes de asignarlo a un vendedor.',
        title: 'Prospecto nuevo · 86 puntos',
        subtitle: 'Formulario web · hace 2 minutos',
        items: [
          { label: 'Presupuesto', percent: 90, value: 'Alto' },
          { label: 'Plazo', percent: 80, value: '60 días' },
          { label: 'Zona de servicio', percent: 100, value: 'Dentro' },
          { label: 'Interés', percent: 70, value: '3 respuestas' },
        ],
        footer: 'Asignado a María · mensaje y tarea en el CRM',
      },
    },
    sections: [
      {
        kind: 'stats',
        eyebrow: 'Resultados',
        heading: 'Lo que cambia una respuesta en cinco minutos',
        lead: 'Un prospecto que espera una hora casi siempre ya le preguntó a otro. La rapidez, y saber qué prospectos la merecen, es casi todo.',
        figures: [
          { value: '< 5 min', label: 'de la consulta a la primera respuesta, de día o de noche' },
          { value: '100%', label: 'de los prospectos registrados con su origen' },
          { value: '2x', label: 'conversaciones calificadas por vendedor' },
        ],
        note: 'Son metas para un primer piloto, no garantías. Medimos las suyas frente a sus propios últimos 90 días.',
      },
      {
        kind: 'process',
        id: 'process',
        eyebrow: 'Cómo funciona',
        heading: 'Cuatro pasos del primer contacto al vendedor indicado',
        lead: 'Los mismos cuatro pasos se repiten con cada prospecto, a cualquier hora y venga de donde venga.',
        steps: [
          {
            title: 'Captar',
            text: 'Formularios, plataformas de anuncios, chat, correo y llamadas perdidas alimentan un solo embudo. Nada se queda esperando en el correo personal de alguien.',
          },
          {
            title: 'Calificar',
            text: 'Un agente responde en minutos y hace sus preguntas de calificación: presupuesto, plazo, ubicación y necesidad.',
          },
          {
            title: 'Puntuar',
            text: 'Las respuestas y el comportamiento se puntúan según su cliente ideal, con los motivos escritos junto a la cifra.',
          },
          {
            title: 'Asignar',
            text: 'Los prospectos listos llegan al vendedor indicado por mensaje y tarea en el CRM. Los demás reciben un seguimiento que usted aprobó.',
          },
        ],
      },
      {
        kind: 'cards',
        id: 'features',
        eyebrow: 'Funciones',
        heading: 'Integrado con las herramientas que ya usa',
        items: [
          {
            icon: 'inbox',
            title: 'Un solo embudo para todas las fuentes',
            description:
              'Formularios web, anuncios de Facebook y Google, portales, chat, correo y llamadas perdidas llegan a un mismo lugar, con su origen identificado.',
            detail: 'Ningún prospecto perdido en un buzón',
          },
          {
            icon: 'message-square',
            title: 'Calificación conversacional',
            description:
              'Los prospectos responden unas pocas preguntas amables por mensaje, chat o correo, en español o en inglés, en lugar de llenar un formulario largo.',
            detail: 'Respuesta en menos de 5 minutos',
          },
          {
            icon: 'gauge',
            title: 'Puntuaciones que se entienden',
            description:
              'Cada puntuación muestra las respuestas que la sustentan. Usted define los criterios y los ajusta cuando cambia su mercado.',
            detail: 'Sin calificaciones opacas',
          },
          {
            icon: 'route',
            title: 'Asignación con red de seguridad',
            description:
              'Los prospectos se reparten por zona, producto, idioma o turno. Si nadie responde en 10 minutos, se reasignan.',
            detail: 'Ningún prospecto en espera',
          },
          {
            icon: 'database',
            title: 'Sincronización con su CRM',
            description:
              'Contactos, respuestas y puntuaciones se registran en HubSpot, Salesforce, Pipedrive, Follow Up Boss o una hoja de cálculo compartida.',
            detail: 'Las notas ya están escritas',
          },
          {
            icon: 'mail',
            title: 'Seguimiento sin insistir de más',
            description:
              'Quienes aún no están listos reciben mensajes útiles y aprobados, y vuelven al embudo en cuanto responden.',
            detail: 'Los compradores de mañana, atendidos',
          },
        ],
      },
      {
        kind: 'benefits',
        eyebrow: 'Beneficios',
        heading: 'Por qué los dueños de negocio lo adoptan',
        items: [
          {
            title: 'La rapidez gana la venta',
            text: 'La primera empresa en responder suele ser la que recibe la llamada. Ahora esa es la suya, a las 7 de la mañana y a las 10 de la noche.',
          },
          {
            title: 'Sus vendedores venden en lugar de clasificar',
            text: 'Las consultas no calificadas se responden y se archivan. El día de su equipo empieza con los prospectos que valen una llamada.',
          },
          {
            title: 'Nada se queda en el camino',
            text: 'Cada prospecto tiene un responsable, un siguiente paso y una fecha. Los seguimientos pendientes aparecen en una lista diaria, no al cierre del trimestre.',
          },
          {
            title: 'Sabe de dónde vienen sus ingresos',
            text: 'Cada venta se rastrea hasta su origen, así puede mover su presupuesto a los anuncios y portales que de verdad rinden.',
          },
        ],
      },
    ],
    closing: {
      heading: 'Deje de perder prospectos entre el formulario y el teléfono',
      text: 'Traiga una cuenta aproximada de los prospectos del mes pasado. En una sesión gratuita de 30 minutos vemos de dónde llegan, dónde se estancan y cuánto valdría para usted responder en cinco minutos.',
      button: 'Analice su embudo de ventas',
      note: 'Las sesiones son de martes a jueves, por videollamada, en español o en inglés.',
    },
  },
});
