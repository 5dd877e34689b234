import type { z } from 'zod';
import type { articleSchema } from '../schema';

export const voiceAgentsAnswerThePhone = {
  id: 'voice-agents-answer-the-phone',
  slug: 'voice-agents-answer-the-phone',
  category: 'futureNow',
  date: '2025-09-22',
  author: 'Jordan Marlowe',
  en: {
    title: 'Voice Agents Are Answering the Phone. What Changes for Service Businesses',
    excerpt:
      'AI voice agents can now hold a useful phone call. What that changes for service businesses in the next two years, what it does not, and how to try one safely.',
    content: [
      {
        type: 'paragraph',
        text: 'Not long ago, an automated phone line meant a menu: press 1 for sales, press 2 to wait. Today an AI voice agent can listen, understand a question asked in everyday words, look up the answer, and reply in a natural voice, often in under a second. It is not perfect. It is good enough that every small service business should have a view on it.',
      },
      {
        type: 'paragraph',
        text: 'This is a prediction piece, so here is our position up front. Voice agents will not replace the people who make a service business worth calling. They will take over a large share of the calls those people should never have had to take.',
      },
      { type: 'heading', level: 2, text: 'What a voice agent is, in plain terms' },
      {
        type: 'paragraph',
        text: "Three parts work together. Speech recognition turns the caller's words into text. A language model decides what to say, using the instructions and documents you give it. A speech engine turns the reply back into a voice. Around those parts sit the connections that make it useful: your calendar, your booking system, your CRM, a text message to someone on the team.",
      },
      {
        type: 'paragraph',
        text: 'Pricing is usually per minute of conversation plus a setup fee. Per-minute rates vary widely by provider and by how much the agent has to do, so for a small business the useful question is not the rate but the total: how many minutes a month, and what is one answered call worth to you?',
      },
      {
        type: 'graph-placeholder',
        chartType: 'pie',
        title: 'What callers want: an illustrative mix',
        description:
          'An illustrative split for a small service business, not survey data. A week of your own call notes, sorted with the prompt further down, will show your real mix.',
        unit: '%',
        data: [
          { label: 'Quick questions with a known answer', value: 40 },
          { label: 'Booking, changing or cancelling', value: 25 },
          { label: 'New enquiries and leads', value: 20 },
          { label: 'Problems that need a person', value: 15 },
        ],
      },
      { type: 'heading', level: 2, text: 'Five changes we expect in the next two years' },
      {
        type: 'list',
        ordered: true,
        items: [
          'After hours stops meaning voicemail. Evening and weekend calls get answered, and the morning starts with a summary instead of a queue of messages.',
          'The first call becomes triage. The agent answers what it can, and the person who calls back already knows the name, the question and the urgency.',
          "Call notes write themselves. Every call leaves a short summary in the CRM or the booking system, so nothing lives only in someone's memory.",
          'Bilingual becomes normal. A business in Texas, Florida or Virginia can answer in English and Spanish without staffing every shift for both.',
          'Disclosure becomes standard. Callers will expect to be told they are talking to an assistant, and businesses that hide it will lose trust fast.',
        ],
      },
      {
        type: 'paragraph',
        text: 'One caution on that last point: rules on call recording and automated calls differ by state and by industry. Check what applies to you before you record a call or let an agent place one.',
      },
      { type: 'heading', level: 2, text: 'What does not change' },
      {
        type: 'paragraph',
        text: 'Complaints, bad news, negotiations and anything emotional still belong to people. So does judgement: whether to waive a fee, how to treat a regular guest, when a borrower needs a call from the loan officer rather than a status update. A good voice agent recognizes those moments and hands them over quickly. A bad one tries to handle them. That difference lies in the design, not in the technology.',
      },
      { type: 'heading', level: 3, text: 'Where it fits, industry by industry' },
      {
        type: 'list',
        items: [
          'Real estate: answer calls from yard signs and listings at any hour, qualify the buyer with three questions, and book the showing.',
          "Hospitality: availability, directions, policies and booking requests, in the guest's own language.",
          'Mortgage and home loans: document reminders and status updates from the loan system, while rate quotes and advice stay with licensed staff.',
          'Professional services: intake questions before the first appointment, so the first meeting starts with facts.',
          'Local retail: opening hours, stock questions and holds, without pulling a clerk away from the customer standing in the shop.',
        ],
      },
      {
        type: 'icon-callout',
        icon: 'message-square',
        color: 'blue',
        title: 'Sort a week of calls',
        text: "Try this: 'Read these call notes from the past week. Sort each call into one of four groups: answered with a known fact, booked or changed an appointment, new enquiry, or needed a person. Give the count for each group and two examples from each.'",
      },
      { type: 'heading', level: 2, text: 'How to try one without risking your reputation' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Start with after-hours and overflow calls, never with your main line.',
          'Write a fact sheet, and a short list of things the agent must never say or promise.',
          'Set clear hand-over rules: which words, topics or moods send a call to a person.',
          'Have the agent introduce itself as an assistant in its first sentence.',
          'For the first month, listen to at least 20 recordings a week and fix what you hear.',
          'Track three numbers: calls answered, calls handed over, and complaints.',
        ],
      },
      {
        type: 'quote',
        text: 'The question is no longer whether a machine can answer the phone. It is which calls you want it to answer.',
        author: 'Jordan Marlowe',
      },
      {
        type: 'image',
        src: 'voice-agent-soundwave',
        alt: 'A soft violet and pink sound wave crossing a fine grid, then splitting into three thinner paths that end in small points of light for answer, book and hand over',
        caption: 'One call in, three ways out: answer it, book it, or pass it to a person.',
        position: 'full',
      },
      {
        type: 'paragraph',
        text: 'The businesses that benefit first will not be the ones with the most advanced agent. They will be the ones that decided, call by call, what a machine should handle and what deserves a person, and wrote it down before they switched anything on.',
      },
    ],
  },
  es: {
    title: 'Los agentes de voz ya contestan el teléfono: qué cambia para los negocios de servicios',
    excerpt:
      'Los agentes de voz con IA ya sostienen una llamada útil. Qué cambiará en dos años para los negocios de servicios, qué no, y cómo probar uno sin arriesgarse.',
    content: [
      {
        type: 'paragraph',
        text: 'Hasta hace poco, una línea automatizada era un menú: marque 1 para ventas, marque 2 para esperar. Hoy, un agente de voz con IA puede escuchar, entender una pregunta dicha con palabras de todos los días, buscar la respuesta y contestar con una voz natural, muchas veces en menos de un segundo. No es perfecto. Pero es lo bastante bueno como para que cualquier negocio de servicios pequeño tenga una postura al respecto.',
      },
      {
        type: 'paragraph',
        text: 'Este es un artículo de pronósticos, así que dejamos clara nuestra posición desde el principio. Los agentes de voz no van a reemplazar a las personas que hacen que valga la pena llamar a un negocio. Van a quedarse con buena parte de las llamadas que esas personas nunca debieron tener que atender.',
      },
      { type: 'heading', level: 2, text: 'Qué es un agente de voz, en pocas palabras' },
      {
        type: 'paragraph',
        text: 'Funciona con tres piezas. El reconocimiento de voz convierte en texto lo que dice quien llama. Un modelo de lenguaje decide qué responder, a partir de las instrucciones y los documentos que usted le entrega. Un motor de síntesis convierte la respuesta de nuevo en voz. Alrededor de esas piezas están las conexiones que lo vuelven útil: su calendario, su sistema de reservas, su CRM, un mensaje de texto a alguien del equipo.',
      },
      {
        type: 'paragraph',
        text: 'El cobro suele ser por minuto de conversación, más una configuración inicial. Las tarifas por minuto varían mucho según el proveedor y lo que el agente deba hacer, así que, para una empresa pequeña, la pregunta útil no es la tarifa sino el total: cuántos minutos al mes y cuánto vale para usted una llamada atendida.',
      },
      {
        type: 'graph-placeholder',
        chartType: 'pie',
        title: 'Qué buscan quienes llaman: una mezcla ilustrativa',
        description:
          'Una distribución ilustrativa para un negocio de servicios pequeño, no datos de una encuesta. Una semana de sus propias notas de llamadas, clasificadas con la instrucción que aparece más abajo, le mostrará su mezcla real.',
        unit: '%',
        data: [
          { label: 'Preguntas rápidas con respuesta conocida', value: 40 },
          { label: 'Reservar, cambiar o cancelar', value: 25 },
          { label: 'Consultas nuevas y prospectos', value: 20 },
          { label: 'Problemas que requieren a una persona', value: 15 },
        ],
      },
      { type: 'heading', level: 2, text: 'Cinco cambios que esperamos en los próximos dos años' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Fuera de horario deja de significar buzón de voz. Las llamadas de la noche y del fin de semana se atienden, y la mañana empieza con un resumen en lugar de una fila de mensajes.',
          'La primera llamada se convierte en filtro. El agente responde lo que puede, y la persona que devuelve la llamada ya conoce el nombre, la pregunta y la urgencia.',
          'Las notas de llamada se escriben solas. Cada conversación deja un resumen breve en el CRM o en el sistema de reservas, y nada depende solo de la memoria de alguien.',
          'Lo bilingüe se vuelve normal. Un negocio en Texas, Florida o Virginia puede atender en inglés y en español sin cubrir cada turno con personal bilingüe.',
          'Avisar se vuelve la norma. Quien llama esperará que le digan que habla con un asistente, y los negocios que lo oculten perderán la confianza muy rápido.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Una advertencia sobre ese último punto: las reglas sobre grabación de llamadas y llamadas automatizadas cambian según el estado y el sector. Verifique cuáles le aplican antes de grabar una llamada o de dejar que un agente la haga.',
      },
      { type: 'heading', level: 2, text: 'Lo que no cambia' },
      {
        type: 'paragraph',
        text: 'Las quejas, las malas noticias, las negociaciones y todo lo que tenga carga emocional siguen siendo asunto de personas. También el criterio: si se perdona un cargo, cómo tratar a un huésped frecuente, cuándo un solicitante necesita una llamada del oficial de préstamos y no solo una actualización de estado. Un buen agente de voz reconoce esos momentos y los transfiere rápido. Uno malo intenta resolverlos. La diferencia está en el diseño, no en la tecnología.',
      },
      { type: 'heading', level: 3, text: 'Dónde encaja, sector por sector' },
      {
        type: 'list',
        items: [
          'Bienes raíces: contestar a cualquier hora las llamadas que generan los letreros y los anuncios, calificar al comprador con tres preguntas y agendar la visita.',
          'Hotelería: disponibilidad, indicaciones para llegar, políticas y solicitudes de reserva, en el idioma del huésped.',
          'Hipotecas y préstamos para vivienda: recordatorios de documentos y actualizaciones de estado desde el sistema de préstamos, mientras que las tasas y la asesoría se quedan con el personal con licencia.',
          'Servicios profesionales: preguntas de admisión antes de la primera cita, para que la reunión empiece con datos.',
          'Comercio local: horarios, existencias y apartados, sin alejar al vendedor del cliente que está en la tienda.',
        ],
      },
      {
        type: 'icon-callout',
        icon: 'message-square',
        color: 'blue',
        title: 'Clasifique una semana de llamadas',
        text: "Pruebe esto: 'Lea estas notas de llamadas de la última semana. Clasifique cada llamada en uno de cuatro grupos: respondida con un dato conocido, cita agendada o modificada, consulta nueva, o necesitó a una persona. Indique cuántas hay en cada grupo y dé dos ejemplos de cada uno.'",
      },
      { type: 'heading', level: 2, text: 'Cómo probar uno sin arriesgar su reputación' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Empiece por las llamadas fuera de horario y las de desborde, nunca por su línea principal.',
          'Escriba una hoja de datos y una lista corta de lo que el agente nunca debe decir ni prometer.',
          'Defina reglas claras de transferencia: qué palabras, temas o estados de ánimo pasan la llamada a una persona.',
          'Haga que el agente se presente como asistente en su primera frase.',
          'Durante el primer mes, escuche al menos 20 grabaciones por semana y corrija lo que oiga.',
          'Siga tres cifras: llamadas atendidas, llamadas transferidas y quejas.',
        ],
      },
      {
        type: 'quote',
        text: 'La pregunta ya no es si una máquina puede contestar el teléfono. Es qué llamadas quiere usted que conteste.',
        author: 'Jordan Marlowe',
      },
      {
        type: 'image',
        src: 'voice-agent-soundwave',
        alt: 'Una onda de sonido suave en violeta y rosa que cruza una cuadrícula fina y se divide en tres trayectorias más delgadas, que terminan en pequeños puntos de luz: responder, agendar y transferir',
        caption:
          'Entra una llamada y hay tres salidas: responderla, agendarla o pasarla a una persona.',
        position: 'full',
      },
      {
        type: 'paragraph',
        text: 'Los primeros en beneficiarse no serán los negocios con el agente más avanzado. Serán los que decidieron, llamada por llamada, qué puede resolver una máquina y qué merece una persona, y lo dejaron por escrito antes de encender nada.',
      },
    ],
  },
} satisfies z.input<typeof articleSchema>;
