import { defineLocalizedContent } from '../localized';
import { servicePageSchema } from './schema';

export const customAiAgents = defineLocalizedContent(servicePageSchema, {
  en: {
    meta: {
      title: 'Custom AI Agents for Your Business',
      description:
        'Conversational AI agents trained on your documents and wired into your calendar, CRM and inbox. They answer, book and hand off to a person when needed.',
      keywords:
        'custom AI agents, AI agent for small business, conversational AI, AI chatbot, AI assistant with CRM integration, Marlowe Creative Studio',
    },
    serviceType: 'Custom AI agent development',
    hero: {
      headline: 'AI Agents Built Around Your Business',
      lead: 'An agent that knows your services, prices and policies. It answers customers on your website, by text and by email, books straight into your calendar, and passes the conversation to a person the moment it needs judgement.',
      primaryCta: 'Build Your AI Agent',
      secondaryCta: { label: 'See Features', target: 'features' },
      stats: [
        { value: '0.5 s', label: 'to the first reply' },
        { value: '24/7', label: 'weekends and holidays included' },
        { value: '90%', label: 'accuracy on your own test questions' },
      ],
      statsNote:
        'Targets we set and measure in every pilot, on questions your customers really ask. Your figures come from your pilot, before you commit to more.',
      visual: {
        kind: 'chat',
        caption:
          'Illustration: a website agent answers a buyer’s question and books a showing on a Friday night.',
        title: 'Website assistant',
        messages: [
          {
            from: 'customer',
            text: 'Is the 3-bedroom on Bay Street still available? Could I see it Saturday?',
          },
          { from: 'agent', text: 'It is. Saturday has 10:00 or 2:30 open. Which suits you?' },
          { from: 'customer', text: '2:30, please.' },
          {
            from: 'agent',
            text: 'Booked for Saturday at 2:30. The details are on their way to your phone, and Dana will meet you at the door.',
          },
        ],
        outcome: 'Showing booked · added to Dana’s calendar',
      },
    },
    sections: [
      {
        kind: 'benefits',
        eyebrow: 'Why an agent',
        heading: 'What changes when an agent takes the first conversation',
        lead: 'Most customer questions are the same twenty questions. An agent answers those well, so your people can spend their time on the ones that are not.',
        items: [
          {
            title: 'Every question answered in seconds',
            text: 'A customer writing at 11 pm on a Sunday gets an accurate answer and a booking, not a form that promises a call on Monday.',
          },
          {
            title: 'Your team keeps the conversations that need them',
            text: 'Routine questions, bookings and status checks are handled. Pricing exceptions, complaints and anything sensitive go to a person, with the full transcript.',
          },
          {
            title: 'Answers you can check',
            text: 'The agent answers only from the documents you approve, and says it does not know rather than guessing. Every conversation is logged for review.',
          },
          {
            title: 'Nothing to rip out',
            text: 'It works inside the website, calendar, CRM and inbox you already use, and it all stays in your accounts.',
          },
        ],
      },
      {
        kind: 'cards',
        id: 'features',
        eyebrow: 'Features',
        heading: 'What every agent we build can do',
        lead: 'Each agent is built for one business and tested on its real questions before a single customer talks to it.',
        items: [
          {
            icon: 'book-open',
            title: 'Trained on your knowledge',
            description:
              'We load your service menu, prices, policies and FAQs, and retest the agent every time they change.',
            detail: 'Answers only from approved sources',
          },
          {
            icon: 'calendar-check',
            title: 'Books and reschedules',
            description:
              'It reads your real availability and books, moves or cancels appointments in Google Calendar, Outlook or your booking tool.',
            detail: 'Calendar integration',
          },
          {
            icon: 'filter',
            title: 'Qualifies before it hands off',
            description:
              'It asks the questions your best salesperson would ask and writes the answers into your CRM.',
            detail: 'Notes land in your CRM',
          },
          {
            icon: 'users',
            title: 'Hands off to a person',
            description:
              'When a rule you set is met, it passes the conversation to the right person by text, email or Slack, with a summary.',
            detail: 'Rules you control',
          },
          {
            icon: 'languages',
            title: 'English and Spanish',
            description:
              'It replies in the customer’s language and keeps the transcript in both for your team.',
            detail: 'Bilingual from day one',
          },
          {
            icon: 'chart-column',
            title: 'Logs and weekly reports',
            description:
              'Every conversation is logged. A weekly summary shows the questions asked, the bookings made and every hand-off.',
            detail: 'See what customers ask',
          },
        ],
      },
      {
        kind: 'use-cases',
        id: 'use-cases',
        eyebrow: 'Use cases',
        heading: 'Where agents pay for themselves first',
        lead: 'The best first agent sits where questions pile up and every slow answer costs a customer.',
        resultLabel: 'Typical result',
        items: [
          {
            title: 'Real estate',
            text: 'Answers listing questions from portals and your website at any hour, pre-qualifies buyers and books showings into each agent’s calendar.',
            result: 'Enquiries answered in under a minute, evenings and weekends included',
          },
          {
            title: 'Hotels and vacation rentals',
            text: 'Handles check-in times, parking, pets and availability, and sends booking requests to the front desk with the guest’s details filled in.',
            result: 'About 7 in 10 routine guest questions resolved without staff',
          },
          {
            title: 'Home loans',
            text: 'Tells borrowers which documents are still missing, answers “where is my file?” and sends reminders before each deadline.',
            result: 'Document chasing cut from hours a week to one daily summary',
          },
          {
            title: 'Law, accounting and insurance offices',
            text: 'Runs intake: gathers the facts of a new matter or claim, checks them against your criteria and books the consultation.',
            result: 'A 30-minute intake call becomes a 5-minute review',
          },
        ],
        note: 'Results are examples of what we aim for in a pilot, not guarantees. We agree your own target before we build.',
      },
    ],
    closing: {
      heading: 'Put an agent on your busiest conversation',
      text: 'In a free 30-minute strategy session we pick the conversation to hand over first, agree how we will measure it and sketch a two-to-four-week pilot.',
      button: 'Start Your Agent Pilot',
      note: 'Sessions run Tuesday to Thursday, by video call, in English or Spanish.',
    },
  },
  es: {
    meta: {
      title: 'Agentes de IA a medida para su empresa',
      description:
        'Agentes conversacionales entrenados con sus documentos y conectados a su calendario, CRM y correo. Responden, agendan y pasan a una persona cuando hace falta.',
      keywords:
        'agentes de IA a medida, agente de IA para pymes, IA conversacional, chatbot con IA, asistente de IA con CRM, Marlowe Creative Studio',
    },
    serviceType: 'Desarrollo de agentes de IA a medida',
    hero: {
      headline: 'Agentes de IA hechos a la medida de su empresa',
      lead: 'Un agente que conoce sus servicios, precios y políticas. Atiende a sus clientes en su sitio web, por mensaje de texto y por correo, agenda directamente en su calendario y pasa la conversación a una persona en cuanto hace falta criterio.',
      primaryCta: 'Cree su agente de IA',
      secondaryCta: { label: 'Ver funciones', target: 'features' },
      stats: [
        { value: '0.5 s', label: 'hasta la primera respuesta' },
        { value: '24/7', label: 'fines de semana y feriados incluidos' },
        { value: '90%', label: 'de precisión con sus propias preguntas de prueba' },
      ],
      statsNote:
        'Son las metas que fijamos y medimos en cada piloto, con preguntas reales de sus clientes. Sus cifras salen de su piloto, antes de que decida ampliar.',
      visual: {
        kind: 'chat',
        caption:
          'Ilustración: un agente en un sitio web responde a un comprador y agenda una visita un viernes por la noche.',
        title: 'Asistente del sitio web',
        messages: [
          {
            from: 'customer',
            text: '¿Sigue disponible la casa de 3 habitaciones en Bay Street? ¿Podría verla el sábado?',
          },
          {
            from: 'agent',
            text: 'Sí, sigue disponible. El sábado hay lugar a las 10:00 o a las 2:30. ¿Cuál le conviene?',
          },
          { from: 'customer', text: 'A las 2:30, por favor.' },
          {
            from: 'agent',
            text: 'Listo: sábado a las 2:30. Le envié los detalles a su teléfono y Dana le dará la bienvenida en la puerta.',
          },
        ],
        outcome: 'Visita agendada · en el calendario de Dana',
      },
    },
    sections: [
      {
        kind: 'benefits',
        eyebrow: 'Por qué un agente',
        heading: 'Qué cambia cuando un agente atiende la primera conversación',
        lead: 'La mayoría de las consultas son las mismas veinte preguntas. Un agente las responde bien, y su equipo puede dedicarse a las que no lo son.',
        items: [
          {
            title: 'Cada pregunta, respondida en segundos',
            text: 'Un cliente que escribe un domingo a las 11 de la noche recibe una respuesta precisa y una cita, no un formulario que promete una llamada el lunes.',
          },
          {
            title: 'Su equipo conserva las conversaciones importantes',
            text: 'Las preguntas de rutina, las citas y las consultas de estado quedan resueltas. Las excepciones de precio, las quejas y todo lo delicado pasan a una persona, con la conversación completa.',
          },
          {
            title: 'Respuestas que usted puede verificar',
            text: 'El agente responde solo con los documentos que usted aprueba y, si no sabe algo, lo dice en lugar de adivinar. Cada conversación queda registrada.',
          },
          {
            title: 'Sin reemplazar nada',
            text: 'Funciona dentro del sitio web, el calendario, el CRM y el correo que ya usa, y todo queda en sus cuentas.',
          },
        ],
      },
      {
        kind: 'cards',
        id: 'features',
        eyebrow: 'Funciones',
        heading: 'Lo que puede hacer cada agente que construimos',
        lead: 'Cada agente se construye para una sola empresa y se prueba con sus preguntas reales antes de hablar con un solo cliente.',
        items: [
          {
            icon: 'book-open',
            title: 'Entrenado con su información',
            description:
              'Cargamos su catálogo de servicios, precios, políticas y preguntas frecuentes, y volvemos a probar el agente cada vez que cambian.',
            detail: 'Responde solo con fuentes aprobadas',
          },
          {
            icon: 'calendar-check',
            title: 'Agenda y reprograma',
            description:
              'Consulta su disponibilidad real y agenda, mueve o cancela citas en Google Calendar, Outlook o su herramienta de reservas.',
            detail: 'Integración con su calendario',
          },
          {
            icon: 'filter',
            title: 'Califica antes de transferir',
            description:
              'Hace las preguntas que haría su mejor vendedor y registra las respuestas en su CRM.',
            detail: 'Las notas quedan en su CRM',
          },
          {
            icon: 'users',
            title: 'Transfiere a una persona',
            description:
              'Cuando se cumple una regla que usted define, pasa la conversación a la persona indicada por mensaje, correo o Slack, con un resumen.',
            detail: 'Usted define las reglas',
          },
          {
            icon: 'languages',
            title: 'Inglés y español',
            description:
              'Responde en el idioma del cliente y guarda la conversación en ambos idiomas para su equipo.',
            detail: 'Bilingüe desde el primer día',
          },
          {
            icon: 'chart-column',
            title: 'Registros e informes semanales',
            description:
              'Cada conversación queda registrada. Un resumen semanal muestra las preguntas recibidas, las citas agendadas y cada transferencia.',
            detail: 'Vea qué preguntan sus clientes',
          },
        ],
      },
      {
        kind: 'use-cases',
        id: 'use-cases',
        eyebrow: 'Casos de uso',
        heading: 'Dónde un agente se paga solo primero',
        lead: 'El mejor primer agente se ubica donde se acumulan las preguntas y cada respuesta lenta cuesta un cliente.',
        resultLabel: 'Resultado típico',
        items: [
          {
            title: 'Bienes raíces',
            text: 'Responde preguntas sobre propiedades que llegan de portales y de su sitio web a cualquier hora, precalifica a los compradores y agenda visitas en el calendario de cada agente.',
            result: 'Consultas respondidas en menos de un minuto, también noches y fines de semana',
          },
          {
            title: 'Hoteles y alquileres vacacionales',
            text: 'Resuelve horarios de entrada, estacionamiento, mascotas y disponibilidad, y envía las solicitudes de reserva a recepción con los datos del huésped ya completos.',
            result: 'Cerca de 7 de cada 10 preguntas de rutina resueltas sin personal',
          },
          {
            title: 'Créditos hipotecarios',
            text: 'Indica a cada solicitante qué documentos faltan, responde “¿cómo va mi trámite?” y envía recordatorios antes de cada fecha límite.',
            result: 'La búsqueda de documentos pasa de horas a la semana a un resumen diario',
          },
          {
            title: 'Despachos legales, contables y de seguros',
            text: 'Se encarga de la admisión: reúne los datos de un caso o siniestro nuevo, los compara con sus criterios y agenda la consulta.',
            result: 'Una llamada de admisión de 30 minutos se convierte en una revisión de 5',
          },
        ],
        note: 'Los resultados son ejemplos de lo que buscamos en un piloto, no garantías. Acordamos su propia meta antes de construir.',
      },
    ],
    closing: {
      heading: 'Ponga un agente en su conversación más concurrida',
      text: 'En una sesión estratégica gratuita de 30 minutos elegimos la primera conversación que conviene delegar, acordamos cómo medirla y trazamos un piloto de dos a cuatro semanas.',
      button: 'Inicie su piloto',
      note: 'Las sesiones son de martes a jueves, por videollamada, en español o en inglés.',
    },
  },
});
