import { defineLocalizedContent } from '../localized';
import { servicePageSchema } from './schema';

export const aiCustomerService = defineLocalizedContent(servicePageSchema, {
  en: {
    meta: {
      title: 'AI Customer Service and Voice Agents',
      description:
        'A voice agent that answers every call 24/7, books appointments into your calendar, qualifies leads and speaks English and Spanish. Never miss a call again.',
      keywords:
        'AI customer service, AI voice agent, AI receptionist, 24/7 answering service, appointment booking AI, bilingual voice agent, Marlowe Creative Studio',
    },
    serviceType: 'AI customer service and voice agents',
    hero: {
      headline: 'Never Miss Another Customer Call',
      lead: 'A voice agent answers every call in your business’s name, day or night. It handles the common questions, books appointments into your calendar and passes anything delicate to your team with a summary.',
      primaryCta: 'Get 24/7 AI Support',
      secondaryCta: { label: 'See Features', target: 'features' },
      stats: [
        { value: '24/7', label: 'answering, holidays included' },
        { value: '90%', label: 'faster response' },
        { value: '50%', label: 'cost savings' },
      ],
      statsNote:
        'Illustrative figures, compared with calling back from voicemail and with a staffed answering service. Your pilot measures your own.',
      visual: {
        kind: 'dashboard',
        caption: 'Illustration: a live dashboard of the calls a voice agent is handling today.',
        title: 'Voice agent · today',
        status: 'Live',
        metrics: [
          { value: '3', label: 'active calls' },
          { value: '2', label: 'leads qualified' },
          { value: '5', label: 'meetings booked' },
        ],
        total: { value: '127', label: 'calls handled today' },
      },
    },
    sections: [
      {
        kind: 'cards',
        id: 'features',
        eyebrow: 'Features',
        heading: 'Everything a good receptionist does, at any hour',
        lead: 'The agent follows a script you approve, learns your services and knows when a call belongs with a person.',
        items: [
          {
            icon: 'phone-call',
            title: '24/7 Voice AI',
            description:
              'A natural voice answers in your business’s name within two rings, understands follow-up questions and never puts a caller on hold.',
            detail: 'No voicemail, no hold music',
          },
          {
            icon: 'calendar-check',
            title: 'Appointment Booking',
            description:
              'It checks your live availability and books, moves or cancels appointments, with calendar integration for Google, Outlook and most booking tools.',
            detail: 'Calendar integration',
          },
          {
            icon: 'filter',
            title: 'Lead Qualification',
            description:
              'It asks new callers your qualifying questions and texts the promising ones to your phone, with a summary and the recording.',
            detail: 'Hot leads within a minute',
          },
          {
            icon: 'languages',
            title: 'Multi-language Support',
            description:
              'It speaks English and Spanish and switches when the caller does. Transcripts are kept in both languages.',
            detail: 'English and Spanish',
          },
        ],
      },
      {
        kind: 'benefits',
        eyebrow: 'Benefits',
        heading: 'Why businesses hand their phones to an agent',
        items: [
          {
            title: 'No more voicemail',
            text: 'Callers who reach voicemail often ring the next business on their list. Now every call is answered.',
          },
          {
            title: 'Fewer interruptions',
            text: 'Your team finishes the job in front of them instead of stopping for the fifth “what time do you close?” of the day.',
          },
          {
            title: 'The same right answer every time',
            text: 'Prices, hours and policies come from the script you approve, not from whoever picked up.',
          },
          {
            title: 'Calls become information',
            text: 'Every call is transcribed and tagged, so you see why people call, when, and what they ask for most.',
          },
          {
            title: 'Ready for the busy season',
            text: 'Ten callers at once are answered as well as one. No extra staff to hire for the summer rush.',
          },
          {
            title: 'A person when it matters',
            text: 'Complaints, emergencies and your most valued customers are transferred live to the person you choose.',
          },
        ],
      },
    ],
    closing: {
      heading: 'Answer every call, starting next month',
      text: 'In a free 30-minute session we listen to how your calls go today, draft the agent’s script together and plan a pilot on your overflow or after-hours calls.',
      button: 'Start AI Customer Service',
      note: 'Sessions run Tuesday to Thursday, by video call, in English or Spanish.',
    },
  },
  es: {
    meta: {
      title: 'Atención al cliente con IA y agentes de voz',
      description:
        'Un agente de voz que contesta cada llamada las 24 horas, agenda citas en su calendario, califica prospectos y habla español e inglés. No pierda otra llamada.',
      keywords:
        'atención al cliente con IA, agente de voz con IA, recepcionista virtual, contestador 24/7, agenda de citas con IA, agente de voz bilingüe, Marlowe Creative Studio',
    },
    serviceType: 'Atención al cliente con IA y agentes de voz',
    hero: {
      headline: 'No vuelva a perder la llamada de un cliente',
      lead: 'Un agente de voz contesta cada llamada en nombre de su empresa, de día o de noche. Resuelve las preguntas frecuentes, agenda citas en su calendario y pasa a su equipo todo lo delicado, con un resumen.',
      primaryCta: 'Obtenga soporte 24/7 con IA',
      secondaryCta: { label: 'Ver funciones', target: 'features' },
      stats: [
        { value: '24/7', label: 'atención, feriados incluidos' },
        { value: '90%', label: 'respuesta más rápida' },
        { value: '50%', label: 'de ahorro en costos' },
      ],
      statsNote:
        'Cifras ilustrativas, comparadas con devolver llamadas desde el buzón de voz y con un servicio de contestación con personal. Su piloto mide las suyas.',
      visual: {
        kind: 'dashboard',
        caption: 'Ilustración: un panel en vivo de las llamadas que atiende hoy un agente de voz.',
        title: 'Agente de voz · hoy',
        status: 'En vivo',
        metrics: [
          { value: '3', label: 'llamadas activas' },
          { value: '2', label: 'prospectos calificados' },
          { value: '5', label: 'reuniones agendadas' },
        ],
        total: { value: '127', label: 'llamadas atendidas hoy' },
      },
    },
    sections: [
      {
        kind: 'cards',
        id: 'features',
        eyebrow: 'Funciones',
        heading: 'Todo lo que hace una buena recepcionista, a cualquier hora',
        lead: 'El agente sigue un guion que usted aprueba, conoce sus servicios y sabe cuándo una llamada le corresponde a una persona.',
        items: [
          {
            icon: 'phone-call',
            title: 'IA de voz 24/7',
            description:
              'Una voz natural contesta en nombre de su empresa antes del segundo timbre, entiende preguntas de seguimiento y nunca deja a nadie en espera.',
            detail: 'Sin buzón de voz ni música de espera',
          },
          {
            icon: 'calendar-check',
            title: 'Agenda de citas',
            description:
              'Consulta su disponibilidad en tiempo real y agenda, mueve o cancela citas, con integración para Google, Outlook y la mayoría de las herramientas de reservas.',
            detail: 'Integración con su calendario',
          },
          {
            icon: 'filter',
            title: 'Calificación de prospectos',
            description:
              'Hace sus preguntas de calificación a quienes llaman por primera vez y le envía por mensaje los casos prometedores, con un resumen y la grabación.',
            detail: 'Prospectos listos en un minuto',
          },
          {
            icon: 'languages',
            title: 'Atención en varios idiomas',
            description:
              'Habla español e inglés y cambia de idioma cuando lo hace quien llama. Las transcripciones se guardan en ambos idiomas.',
            detail: 'Español e inglés',
          },
        ],
      },
      {
        kind: 'benefits',
        eyebrow: 'Beneficios',
        heading: 'Por qué las empresas confían sus teléfonos a un agente',
        items: [
          {
            title: 'Adiós al buzón de voz',
            text: 'Quien cae en el buzón de voz suele llamar a la siguiente empresa de su lista. Ahora cada llamada recibe respuesta.',
          },
          {
            title: 'Menos interrupciones',
            text: 'Su equipo termina lo que está haciendo en lugar de detenerse por quinta vez en el día para decir a qué hora cierran.',
          },
          {
            title: 'La misma respuesta correcta siempre',
            text: 'Precios, horarios y políticas salen del guion que usted aprueba, no de quien haya contestado.',
          },
          {
            title: 'Las llamadas se vuelven información',
            text: 'Cada llamada se transcribe y se clasifica, así usted ve por qué llaman, cuándo y qué piden más.',
          },
          {
            title: 'Listo para la temporada alta',
            text: 'Diez llamadas a la vez se atienden tan bien como una. No hace falta contratar personal extra para el verano.',
          },
          {
            title: 'Una persona cuando importa',
            text: 'Las quejas, las emergencias y sus clientes más valiosos se transfieren en vivo a la persona que usted elija.',
          },
        ],
      },
    ],
    closing: {
      heading: 'Conteste cada llamada a partir del próximo mes',
      text: 'En una sesión gratuita de 30 minutos escuchamos cómo se atienden hoy sus llamadas, redactamos juntos el guion del agente y planeamos un piloto con sus llamadas fuera de horario o de mayor demanda.',
      button: 'Active la atención con IA',
      note: 'Las sesiones son de martes a jueves, por videollamada, en español o en inglés.',
    },
  },
});
