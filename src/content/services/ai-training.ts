import { defineLocalizedContent } from '../localized';
import { servicePageSchema } from './schema';

export const aiTraining = defineLocalizedContent(servicePageSchema, {
  en: {
    meta: {
      title: 'AI Training and Workshops for Teams',
      description:
        'Hands-on AI workshops for business teams: fundamentals, prompt engineering, governance and programs for your industry, on site in Virginia or live online.',
      keywords:
        'AI training, AI workshops, corporate AI training, prompt engineering course, AI governance, AI literacy for teams, Marlowe Creative Studio',
    },
    serviceType: 'AI training and workshops',
    hero: {
      headline: 'Empower Your Team with AI Literacy',
      lead: 'Hands-on workshops that take your people from first prompts to safe, repeatable AI habits, using your own documents, tools and policies, so the skills are still in use on Monday morning.',
      primaryCta: 'Start Team Training',
      secondaryCta: { label: 'View Programs', target: 'programs' },
      stats: [
        { value: '300%', label: 'AI adoption' },
        { value: '95%', label: 'satisfaction' },
      ],
      statsNote:
        'Illustrative figures: adoption compares weekly use of AI tools before a program and 60 days after it; satisfaction comes from end-of-session surveys.',
      visual: {
        kind: 'progress',
        caption:
          'Illustration: a sales team’s progress through a training program, module by module.',
        title: 'Team progress',
        subtitle: 'Sales team · 12 people',
        items: [
          { label: 'Fundamentals', percent: 100, value: 'Complete' },
          { label: 'Prompt Engineering', percent: 75, value: '75%' },
          { label: 'Governance', percent: 50, value: '50%' },
        ],
      },
    },
    sections: [
      {
        kind: 'cards',
        id: 'programs',
        eyebrow: 'Programs',
        heading: 'Four programs, one goal: AI your team uses safely every day',
        lead: 'Take one, or combine them into a path. Every session is hands-on, with your team’s own work as the material.',
        items: [
          {
            icon: 'lightbulb',
            title: 'AI Fundamentals',
            description:
              'What today’s AI tools can and cannot do, practiced on your own documents: drafting, summarizing, research and cleaning up data. Everyone leaves with five workflows to use that week.',
            detail: '2-day workshop',
          },
          {
            icon: 'message-square',
            title: 'Prompt Engineering Mastery',
            description:
              'Structure, examples, roles and checks that turn hit-and-miss answers into reliable ones. Your team builds a shared prompt library for its recurring tasks.',
            detail: '1-day intensive',
          },
          {
            icon: 'shield-check',
            title: 'AI Governance & Ethics',
            description:
              'For owners and managers: which data may go into which tool, how to review AI output, and a one-page usage policy your team will actually follow.',
            detail: 'Half-day session',
          },
          {
            icon: 'building-2',
            title: 'Industry-Specific AI Applications',
            description:
              'Built around your sector, such as real estate, hospitality, lending or legal, and your software, with exercises drawn from your real work.',
            detail: 'Custom program',
          },
        ],
      },
      {
        kind: 'benefits',
        eyebrow: 'Benefits',
        heading: 'What your team takes away',
        items: [
          {
            title: 'Hours back every week',
            text: 'Within a month, most participants save two to five hours a week on writing, summarizing and research.',
          },
          {
            title: 'Fewer risky shortcuts',
            text: 'Clear rules on client data stop people pasting sensitive information into free tools.',
          },
          {
            title: 'A shared prompt library',
            text: 'Prompts that work are saved, named and shared, instead of living in one person’s head.',
          },
          {
            title: 'Confidence in every role',
            text: 'Sessions are paced for mixed teams, from the front desk to the owner. Nobody is left behind and nobody is bored.',
          },
          {
            title: 'English or Spanish',
            text: 'Every session and handout is available in either language, or in both for bilingual teams.',
          },
          {
            title: 'Follow-up that makes it stick',
            text: 'Two 30-minute check-ins in the month after the program answer the questions that come up in real use.',
          },
        ],
      },
    ],
    closing: {
      heading: 'Give your team a head start',
      text: 'Tell us how many people you have and which tools they use. In a free 30-minute session we recommend a program and propose dates.',
      button: 'Schedule Team Training',
      note: 'On site in Virginia or live online, for teams of 4 to 40.',
    },
  },
  es: {
    meta: {
      title: 'Capacitación y talleres de IA para equipos',
      description:
        'Talleres prácticos de IA para equipos de trabajo: fundamentos, ingeniería de instrucciones, gobernanza y programas para su sector, presenciales o en línea.',
      keywords:
        'capacitación en IA, talleres de IA, formación en IA para empresas, ingeniería de instrucciones, gobernanza de IA, alfabetización en IA, Marlowe Creative Studio',
    },
    serviceType: 'Capacitación y talleres de IA',
    hero: {
      headline: 'Impulse a su equipo con alfabetización en IA',
      lead: 'Talleres prácticos que llevan a su equipo de las primeras instrucciones a hábitos de IA seguros y repetibles, con sus propios documentos, herramientas y políticas, para que lo aprendido se siga usando el lunes por la mañana.',
      primaryCta: 'Capacite a su equipo',
      secondaryCta: { label: 'Ver programas', target: 'programs' },
      stats: [
        { value: '300%', label: 'de adopción de IA' },
        { value: '95%', label: 'de satisfacción' },
      ],
      statsNote:
        'Cifras ilustrativas: la adopción compara el uso semanal de herramientas de IA antes de un programa y 60 días después; la satisfacción proviene de encuestas al final de cada sesión.',
      visual: {
        kind: 'progress',
        caption:
          'Ilustración: el avance de un equipo de ventas en un programa de capacitación, módulo por módulo.',
        title: 'Avance del equipo',
        subtitle: 'Equipo de ventas · 12 personas',
        items: [
          { label: 'Fundamentos', percent: 100, value: 'Completo' },
          { label: 'Ingeniería de instrucciones', percent: 75, value: '75%' },
          { label: 'Gobernanza', percent: 50, value: '50%' },
        ],
      },
    },
    sections: [
      {
        kind: 'cards',
        id: 'programs',
        eyebrow: 'Programas',
        heading: 'Cuatro programas, una meta: IA que su equipo usa a diario y con seguridad',
        lead: 'Elija uno o combínelos en un recorrido. Cada sesión es práctica y usa como material el trabajo real de su equipo.',
        items: [
          {
            icon: 'lightbulb',
            title: 'Fundamentos de IA',
            description:
              'Qué pueden y qué no pueden hacer las herramientas de IA actuales, practicado con sus propios documentos: redacción, resúmenes, investigación y limpieza de datos. Cada participante se lleva cinco flujos de trabajo para usar esa misma semana.',
            detail: 'Taller de 2 días',
          },
          {
            icon: 'message-square',
            title: 'Dominio de la ingeniería de instrucciones',
            description:
              'Estructura, ejemplos, roles y verificaciones que convierten respuestas irregulares en respuestas confiables. Su equipo arma una biblioteca compartida de instrucciones para sus tareas frecuentes.',
            detail: 'Intensivo de 1 día',
          },
          {
            icon: 'shield-check',
            title: 'Gobernanza y ética de la IA',
            description:
              'Para dueños y gerentes: qué datos pueden ir a qué herramienta, cómo revisar lo que produce la IA y una política de uso de una página que su equipo sí va a seguir.',
            detail: 'Sesión de medio día',
          },
          {
            icon: 'building-2',
            title: 'Aplicaciones de IA por sector',
            description:
              'Diseñado para su sector, como bienes raíces, hotelería, crédito o servicios legales, y para su software, con ejercicios tomados de su trabajo real.',
            detail: 'Programa a medida',
          },
        ],
      },
      {
        kind: 'benefits',
        eyebrow: 'Beneficios',
        heading: 'Lo que se lleva su equipo',
        items: [
          {
            title: 'Horas recuperadas cada semana',
            text: 'En un mes, la mayoría de los participantes ahorra de dos a cinco horas semanales en redacción, resúmenes e investigación.',
          },
          {
            title: 'Menos atajos riesgosos',
            text: 'Reglas claras sobre los datos de clientes evitan que alguien pegue información delicada en herramientas gratuitas.',
          },
          {
            title: 'Una biblioteca de instrucciones compartida',
            text: 'Las instrucciones que funcionan se guardan, se nombran y se comparten, en lugar de quedar en la cabeza de una sola persona.',
          },
          {
            title: 'Confianza en cada puesto',
            text: 'Las sesiones tienen el ritmo de equipos mixtos, de la recepción a la dirección. Nadie se queda atrás y nadie se aburre.',
          },
          {
            title: 'En español o en inglés',
            text: 'Cada sesión y cada material están disponibles en cualquiera de los dos idiomas, o en ambos para equipos bilingües.',
          },
          {
            title: 'Seguimiento para que perdure',
            text: 'Dos sesiones de seguimiento de 30 minutos en el mes posterior al programa resuelven las dudas que surgen con el uso real.',
          },
        ],
      },
    ],
    closing: {
      heading: 'Dele ventaja a su equipo',
      text: 'Cuéntenos cuántas personas tiene y qué herramientas usan. En una sesión gratuita de 30 minutos le recomendamos un programa y le proponemos fechas.',
      button: 'Programe la capacitación',
      note: 'Presencial en Virginia o en línea en vivo, para equipos de 4 a 40 personas.',
    },
  },
});
