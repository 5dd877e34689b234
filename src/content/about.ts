import { z } from 'zod';
import { defineLocalizedContent } from './localized';

const text = z.string().trim().min(1);

const pitchPointSchema = z.object({ title: text.optional(), text });

const aboutSchema = z.object({
  hero: z.object({
    eyebrow: text,
    headline: text,
    pitch: text,
    location: text,
    startProject: text,
    learnMore: text,
  }),
  intro: z.object({
    heading: text,
    paragraphs: z.array(text).min(1),
    audienceHeading: text,
    audience: z.array(text).min(3),
  }),
  journey: z.object({
    heading: text,
    lead: text,
    steps: z.array(z.object({ label: text, title: text, text })).length(3),
  }),
  approach: z.object({
    heading: text,
    lead: text,
    points: z.array(pitchPointSchema).min(3),
  }),
  connect: z.object({
    heading: text,
    text,
    button: text,
    note: text,
  }),
});

export const aboutContent = defineLocalizedContent(aboutSchema, {
  en: {
    hero: {
      eyebrow: 'About the studio',
      headline: 'About Marlowe Creative Studio',
      pitch:
        'A small AI studio run by an engineer who builds what he recommends. We design conversational agents, automations and websites for businesses that would rather talk to the person doing the work than to an account manager.',
      location:
        'Chincoteague Island, Virginia. Working with clients across the United States and Latin America, in English and Spanish.',
      startProject: 'Start Your Project',
      learnMore: 'Learn More',
    },
    intro: {
      heading: 'Practical AI, built for the way you already work',
      paragraphs: [
        'Marlowe Creative Studio was founded in 2025 by Jordan Marlowe, an AI engineer and consultant. The idea is simple: most businesses do not need a moonshot. They need the phone answered after hours, leads followed up within five minutes, and the same report stop eating every Monday morning.',
        'We start with the work your team repeats, put a number on it, and build the smallest AI system that removes it. Then we measure. If it does not pay for itself, we say so.',
      ],
      audienceHeading: 'The studio is a good fit for',
      audience: [
        'Real estate teams that lose leads between showings',
        'Hotels, inns and vacation rentals fielding the same questions at midnight',
        'Sales teams whose reps spend more time in the CRM than with buyers',
        'Mortgage and home-loan officers chasing documents and status updates',
        'Law, accounting and insurance offices drowning in intake forms',
        'Owner-led service businesses that want a website that books appointments',
      ],
    },
    journey: {
      heading: 'My AI Journey',
      lead: 'How an engineer with a habit of automating everything ended up building agents for a living.',
      steps: [
        {
          label: 'Curiosity',
          title: 'It started with a chat assistant',
          text: 'The first time I asked a chat assistant to untangle a messy spreadsheet and it got most of the way there, I was hooked. Not by the magic, but by the gap: what would it take to make it right every time?',
        },
        {
          label: 'Mastery',
          title: 'From clever prompts to custom agents',
          text: 'I spent the next years connecting language models to calendars, CRMs, phone lines and knowledge bases, and learning exactly where they fail. Guardrails, evaluation and human hand-offs became the real craft.',
        },
        {
          label: 'Founding',
          title: 'A company of specialised conversational agents',
          text: 'In 2025 I founded Marlowe Creative Studio to build specialised conversational AI agents for small and mid-sized businesses: agents that book, qualify, answer and follow up, and know when to call a human.',
        },
      ],
    },
    approach: {
      heading: 'My Approach',
      lead: 'Five commitments every client gets in writing.',
      points: [
        {
          title: 'Start with the bottleneck, not the tool.',
          text: 'We map the hours your team loses each week before anyone mentions a model or a vendor.',
        },
        {
          title: 'Small pilots, real numbers.',
          text: 'Every engagement begins with a two-to-four-week pilot and one metric we agree on up front.',
        },
        {
          title: 'You own everything.',
          text: 'Your data, prompts, workflows and code stay in your accounts. No lock-in, no hostage subscriptions.',
        },
        {
          title: 'People stay in charge.',
          text: 'Agents hand off to a person whenever a conversation needs judgement, and every hand-off is logged.',
        },
        {
          text: 'And when something breaks at seven on a Friday evening, you call me, not a ticket queue.',
        },
      ],
    },
    connect: {
      heading: "Let's Connect",
      text: 'Tell me where your team loses time. In a completely free 30-minute discovery call we will find the one or two places where AI pays for itself first, and you will leave with a plan whether or not we work together.',
      button: 'Book Your Free Discovery Call',
      note: 'Sessions run Tuesday to Thursday, by video call, in English or Spanish.',
    },
  },
  es: {
    hero: {
      eyebrow: 'Sobre el estudio',
      headline: 'Acerca de Marlowe Creative Studio',
      pitch:
        'Un pequeño estudio de IA dirigido por un ingeniero que construye lo que recomienda. Diseñamos agentes conversacionales, automatizaciones y sitios web para empresas que prefieren hablar con quien hace el trabajo y no con un ejecutivo de cuenta.',
      location:
        'Chincoteague Island, Virginia. Trabajamos con clientes de todo Estados Unidos y América Latina, en inglés y en español.',
      startProject: 'Inicie su proyecto',
      learnMore: 'Conozca más',
    },
    intro: {
      heading: 'IA práctica, hecha a la medida de cómo ya trabaja',
      paragraphs: [
        'Marlowe Creative Studio nació en 2025 de la mano de Jordan Marlowe, ingeniero y consultor de IA. La idea es sencilla: la mayoría de las empresas no necesita un proyecto futurista. Necesita que alguien conteste el teléfono fuera de horario, que cada prospecto reciba respuesta en menos de cinco minutos y que el mismo informe deje de consumir todos los lunes por la mañana.',
        'Empezamos por las tareas que su equipo repite, les ponemos un número y construimos el sistema de IA más pequeño que las elimine. Después medimos. Si no se paga solo, se lo decimos.',
      ],
      audienceHeading: 'El estudio es ideal para',
      audience: [
        'Equipos inmobiliarios que pierden prospectos entre una visita y otra',
        'Hoteles, posadas y alquileres vacacionales que responden las mismas preguntas a medianoche',
        'Equipos de ventas cuyos asesores pasan más tiempo en el CRM que con sus clientes',
        'Oficiales de crédito hipotecario que persiguen documentos y actualizaciones de estado',
        'Despachos legales, contables y de seguros saturados de formularios de admisión',
        'Negocios de servicios dirigidos por sus dueños que quieren un sitio web que agende citas',
      ],
    },
    journey: {
      heading: 'Mi camino en la IA',
      lead: 'Cómo un ingeniero con la costumbre de automatizarlo todo terminó construyendo agentes como oficio.',
      steps: [
        {
          label: 'Curiosidad',
          title: 'Todo empezó con un asistente de chat',
          text: 'La primera vez que le pedí a un asistente de chat que ordenara una hoja de cálculo caótica y casi lo logró, quedé atrapado. No por la magia, sino por la brecha: ¿qué haría falta para que acertara siempre?',
        },
        {
          label: 'Dominio',
          title: 'De las instrucciones ingeniosas a los agentes a medida',
          text: 'Dediqué los años siguientes a conectar modelos de lenguaje con calendarios, CRM, líneas telefónicas y bases de conocimiento, y a aprender con precisión dónde fallan. Los controles, la evaluación y el traspaso a personas se convirtieron en el verdadero oficio.',
        },
        {
          label: 'Fundación',
          title: 'Una empresa de agentes conversacionales especializados',
          text: 'En 2025 fundé Marlowe Creative Studio para crear agentes conversacionales de IA especializados para pequeñas y medianas empresas: agentes que agendan, califican, responden y dan seguimiento, y que saben cuándo llamar a una persona.',
        },
      ],
    },
    approach: {
      heading: 'Mi enfoque',
      lead: 'Cinco compromisos que cada cliente recibe por escrito.',
      points: [
        {
          title: 'Primero el cuello de botella, después la herramienta.',
          text: 'Identificamos las horas que su equipo pierde cada semana antes de hablar de modelos o proveedores.',
        },
        {
          title: 'Pilotos pequeños, cifras reales.',
          text: 'Cada proyecto comienza con un piloto de dos a cuatro semanas y una métrica acordada desde el inicio.',
        },
        {
          title: 'Todo es suyo.',
          text: 'Sus datos, instrucciones, flujos de trabajo y código quedan en sus cuentas. Sin ataduras ni suscripciones obligatorias.',
        },
        {
          title: 'Las personas siguen al mando.',
          text: 'Los agentes pasan la conversación a una persona cuando hace falta criterio, y cada traspaso queda registrado.',
        },
        {
          text: 'Y si algo falla un viernes a las siete de la tarde, me llama a mí, no a una fila de tickets.',
        },
      ],
    },
    connect: {
      heading: 'Conversemos',
      text: 'Cuénteme dónde pierde tiempo su equipo. En una llamada de descubrimiento de 30 minutos, completamente gratuita, encontraremos uno o dos puntos donde la IA se paga sola primero, y usted se llevará un plan, trabajemos juntos o no.',
      button: 'Reserve su llamada de descubrimiento gratuita',
      note: 'Las sesiones son de martes a jueves, por videollamada, en español o en inglés.',
    },
  },
});
