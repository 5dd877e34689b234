import { z } from 'zod';
import { defineLocalizedContent } from '../localized';
import { text } from './legal-document';

const titledText = z.object({ title: text, text });

const teamPageSchema = z.object({
  hero: z.object({ eyebrow: text, headline: text, role: text, lead: text }),
  /** Where and when come from `src/config/site.ts`; only their labels are copy. */
  facts: z.object({
    basedLabel: text,
    foundedLabel: text,
    languages: z.object({ label: text, value: text }),
    focus: z.object({ label: text, value: text }),
  }),
  work: z.object({
    heading: text,
    paragraphs: z.array(text).min(1),
    areas: z.array(titledText).min(3),
  }),
  method: z.object({ heading: text, lead: text, steps: z.array(titledText).min(3) }),
  built: z.object({
    heading: text,
    lead: text,
    items: z.array(titledText).length(3),
    portfolioLink: text,
  }),
  studio: z.object({ heading: text, paragraphs: z.array(text).min(2) }),
  cta: z.object({ heading: text, text, button: text, note: text }),
});

export const teamPageContent = defineLocalizedContent(teamPageSchema, {
  en: {
    hero: {
      eyebrow: 'The team',
      headline: 'Meet Jordan Marlowe',
      role: 'Founder, AI engineer and consultant',
      lead: 'Jordan founded Marlowe Creative Studio in 2025 on Chincoteague Island, Virginia, to help small and mid-sized businesses put AI to work without the hype. He designs, builds and supports every project himself.',
    },
    facts: {
      basedLabel: 'Home base',
      foundedLabel: 'Founded the studio',
      languages: { label: 'Works in', value: 'English and Spanish' },
      focus: { label: 'Builds', value: 'Conversational agents, automations and websites' },
    },
    work: {
      heading: 'What Jordan does',
      paragraphs: [
        'Jordan is an AI engineer who spends much of his time translating between technology and the people who run a business. His work usually starts with a conversation about where the hours go, and ends with a small system that gives some of them back.',
      ],
      areas: [
        {
          title: 'Strategy',
          text: 'Deciding where AI is worth the effort in your business, and where it is not.',
        },
        {
          title: 'Training',
          text: 'Hands-on workshops that get a team using AI tools safely and well.',
        },
        {
          title: 'Building',
          text: 'Agents, automations, websites and apps, connected to the tools you already use.',
        },
        {
          title: 'Support',
          text: 'Keeping what he built running, and improving it as the business changes.',
        },
      ],
    },
    method: {
      heading: 'How he works',
      lead: 'The same four steps on every project, large or small.',
      steps: [
        {
          title: 'Listen first',
          text: 'Time with your team, counting the tasks that repeat and what each one costs, before anyone mentions a tool.',
        },
        {
          title: 'Pilot small',
          text: 'A two-to-four-week pilot aimed at one number you care about, such as response time or hours saved.',
        },
        {
          title: 'Build in your accounts',
          text: 'Data, prompts, workflows and code live in your accounts, documented, so you own all of it.',
        },
        {
          title: 'Measure and hand over',
          text: 'Results are checked against the agreed number, your team is trained, and a person stays in charge of every agent.',
        },
      ],
    },
    built: {
      heading: 'What he has built',
      lead: 'Modest systems that do one job well. These are the kinds of work he is asked for most.',
      items: [
        {
          title: 'Conversational agents',
          text: 'Chat and voice agents that answer common questions from a business’s own documents, book appointments into its calendar, qualify new leads and pass the conversation to a person when judgement is needed.',
        },
        {
          title: 'Automations',
          text: 'Workflows that chase missing documents, keep the CRM up to date, turn meeting notes into follow-ups and assemble the weekly report before Monday morning.',
        },
        {
          title: 'Websites',
          text: 'Fast, accessible websites in English and Spanish that explain a business clearly and let visitors book, ask or buy without a phone call.',
        },
      ],
      portfolioLink: 'See examples in the portfolio',
    },
    studio: {
      heading: 'One engineer, trusted specialists',
      paragraphs: [
        'Marlowe Creative Studio is one engineer. There is no sales team and no bench of juniors: the person you meet in the first session is the person who writes the code and answers the phone when something needs fixing.',
        'When a project needs skills beyond his, such as brand design, illustration, professional voice recording or a legal review, Jordan brings in trusted independent specialists for that project only. You know who they are and what they will do before they start, they work under the same confidentiality terms, and Jordan stays responsible for the result.',
      ],
    },
    cta: {
      heading: 'Work with Jordan',
      text: 'Start with a free strategy session: one process, one conversation, and a plan you keep whether or not we work together.',
      button: 'Book Strategy Session',
      note: 'Sessions run Tuesday to Thursday, US Eastern time, by video call, in English or Spanish.',
    },
  },
  es: {
    hero: {
      eyebrow: 'El equipo',
      headline: 'Conozca a Jordan Marlowe',
      role: 'Fundador, ingeniero y consultor de IA',
      lead: 'Jordan fundó Marlowe Creative Studio en 2025 en Chincoteague Island, Virginia, para ayudar a pequeñas y medianas empresas a aprovechar la IA sin exageraciones. Él mismo diseña, construye y mantiene cada proyecto.',
    },
    facts: {
      basedLabel: 'Con base en',
      foundedLabel: 'Fundó el estudio en',
      languages: { label: 'Trabaja en', value: 'Español e inglés' },
      focus: {
        label: 'Construye',
        value: 'Agentes conversacionales, automatizaciones y sitios web',
      },
    },
    work: {
      heading: 'A qué se dedica Jordan',
      paragraphs: [
        'Jordan es un ingeniero de IA que dedica buena parte de su tiempo a traducir entre la tecnología y las personas que dirigen un negocio. Su trabajo suele empezar con una conversación sobre en qué se van las horas y terminar con un sistema pequeño que le devuelve algunas a su equipo.',
      ],
      areas: [
        {
          title: 'Estrategia',
          text: 'Decidir dónde vale la pena la IA en su empresa, y dónde no.',
        },
        {
          title: 'Capacitación',
          text: 'Talleres prácticos para que un equipo use las herramientas de IA con seguridad y buen criterio.',
        },
        {
          title: 'Desarrollo',
          text: 'Agentes, automatizaciones, sitios web y aplicaciones, conectados a las herramientas que usted ya usa.',
        },
        {
          title: 'Soporte',
          text: 'Mantener en marcha lo que construyó y mejorarlo a medida que cambia el negocio.',
        },
      ],
    },
    method: {
      heading: 'Cómo trabaja',
      lead: 'Los mismos cuatro pasos en cada proyecto, grande o pequeño.',
      steps: [
        {
          title: 'Primero escuchar',
          text: 'Tiempo con su equipo para contar las tareas que se repiten y lo que cuesta cada una, antes de hablar de cualquier herramienta.',
        },
        {
          title: 'Un piloto pequeño',
          text: 'Un piloto de dos a cuatro semanas orientado a una cifra que a usted le importe, como el tiempo de respuesta o las horas ahorradas.',
        },
        {
          title: 'Todo en sus cuentas',
          text: 'Los datos, las instrucciones, los flujos de trabajo y el código quedan documentados en sus cuentas, así que todo es suyo.',
        },
        {
          title: 'Medir y entregar',
          text: 'Los resultados se comparan con la cifra acordada, su equipo recibe capacitación y una persona sigue al mando de cada agente.',
        },
      ],
    },
    built: {
      heading: 'Lo que ha construido',
      lead: 'Sistemas modestos que hacen bien una sola tarea. Estos son los trabajos que más le piden.',
      items: [
        {
          title: 'Agentes conversacionales',
          text: 'Agentes de chat y de voz que responden las preguntas frecuentes a partir de los documentos de la propia empresa, agendan citas en su calendario, califican prospectos nuevos y pasan la conversación a una persona cuando hace falta criterio.',
        },
        {
          title: 'Automatizaciones',
          text: 'Flujos que persiguen documentos pendientes, mantienen el CRM al día, convierten las notas de reunión en tareas de seguimiento y preparan el informe semanal antes del lunes por la mañana.',
        },
        {
          title: 'Sitios web',
          text: 'Sitios web rápidos y accesibles, en español y en inglés, que explican con claridad un negocio y permiten reservar, preguntar o comprar sin necesidad de llamar.',
        },
      ],
      portfolioLink: 'Vea ejemplos en el portafolio',
    },
    studio: {
      heading: 'Un ingeniero y especialistas de confianza',
      paragraphs: [
        'Marlowe Creative Studio es un solo ingeniero. No hay equipo de ventas ni un grupo de programadores junior: la persona que usted conoce en la primera sesión es la misma que escribe el código y contesta el teléfono cuando algo hay que arreglar.',
        'Cuando un proyecto requiere habilidades que él no tiene, como diseño de marca, ilustración, locución profesional o una revisión legal, Jordan suma especialistas independientes de su confianza solo para ese proyecto. Usted sabe quiénes son y qué harán antes de que empiecen, trabajan con las mismas condiciones de confidencialidad y Jordan sigue siendo responsable del resultado.',
      ],
    },
    cta: {
      heading: 'Trabaje con Jordan',
      text: 'Empiece con una sesión estratégica gratuita: un proceso, una conversación y un plan que usted conserva, trabajemos juntos o no.',
      button: 'Reservar sesión estratégica',
      note: 'Las sesiones son de martes a jueves, en horario del este de EE. UU., por videollamada, en español o en inglés.',
    },
  },
});
