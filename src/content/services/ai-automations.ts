import { defineLocalizedContent } from '../localized';
import { servicePageSchema } from './schema';

export const aiAutomations = defineLocalizedContent(servicePageSchema, {
  en: {
    meta: {
      title: 'AI Automations for Small Businesses',
      description:
        'Hand CRM updates, data entry, system syncing and weekly reports to AI workflows that log every step and flag exceptions. Typical payback in three months.',
      keywords:
        'AI automation, workflow automation, business process automation, CRM automation, automated reports, data entry automation, Marlowe Creative Studio',
    },
    serviceType: 'Business process automation',
    hero: {
      headline: 'Hand the Busywork to Workflows That Never Forget',
      lead: 'The copying, updating and reporting that eats your team’s week, done by automations that run in the tools you already pay for, log every step and hand anything unusual to a person.',
      primaryCta: 'Automate My Workflows',
      secondaryCta: { label: 'See Automations', target: 'automations' },
      visual: {
        kind: 'dashboard',
        caption:
          'Illustration: a week of automated workflows, with the exceptions they passed to a person.',
        title: 'Workflows · this week',
        status: 'Running',
        metrics: [
          { value: '1,284', label: 'records synced' },
          { value: '46', label: 'reports sent' },
          { value: '7', label: 'exceptions flagged' },
        ],
        total: { value: '40 hrs', label: 'handed back to the team' },
      },
    },
    sections: [
      {
        kind: 'cards',
        id: 'automations',
        eyebrow: 'Automation types',
        heading: 'Four automations that pay back fastest',
        lead: 'Each one replaces work your team does by hand today. The hours are typical for a business of 10 to 50 people.',
        items: [
          {
            icon: 'database',
            title: 'CRM Automation',
            description:
              'Contacts, deals and notes updated from email, forms and calls, duplicates merged and nothing typed twice.',
            detail: '15 hours saved per week',
          },
          {
            icon: 'file-text',
            title: 'Data Processing',
            description:
              'Invoices, applications and orders read, checked against your rules and entered into your systems. Anything unclear goes to a person.',
            detail: '20 hours saved per week',
          },
          {
            icon: 'plug',
            title: 'System Integration',
            description:
              'Your booking tool, accounting software and CRM kept in step, so a change in one shows up in the others within minutes.',
            detail: '10 hours saved per week',
          },
          {
            icon: 'chart-column',
            title: 'Automated Reports',
            description:
              'The Monday report assembled, checked and sent before anyone arrives, with the three numbers that moved explained in plain words.',
            detail: '8 hours saved per week',
          },
        ],
        note: 'Hours are illustrative, from the time audits we run before building. Your own audit comes first.',
      },
      {
        kind: 'benefits',
        eyebrow: 'Benefits',
        heading: 'Why automate now',
        items: [
          {
            title: 'Fewer errors than copy and paste',
            text: 'A workflow copies the same field the same way every time, and checks its own work against your rules.',
          },
          {
            title: 'Exceptions reach a person',
            text: 'When something does not fit, such as a missing signature or an odd amount, the workflow stops and asks, rather than guessing.',
          },
          {
            title: 'Every step is logged',
            text: 'You can see what ran, when, and what it changed. Nothing happens in a black box.',
          },
          {
            title: 'Your tools, your accounts',
            text: 'Automations run on services you own, documented so any capable developer can maintain them. No lock-in.',
          },
        ],
      },
      {
        kind: 'roi',
        id: 'roi',
        eyebrow: 'Return on investment',
        heading: 'What a typical first project returns',
        lead: 'A team that automates two or three of the workflows above usually gets back a full working week, every week.',
        figures: [
          { value: '40 hrs/week', label: 'of routine work handed back' },
          { value: '$2,000', label: 'per week in staff time, at $50 an hour' },
          { value: '3 months', label: 'to pay back the build' },
        ],
        note: 'An illustrative estimate, not a quote. Your figures come from the time audit in our first session, using your own hours and costs.',
      },
    ],
    closing: {
      heading: 'Find the hours hiding in your week',
      text: 'In a free 30-minute session we list the tasks your team repeats, put hours on them and pick the first workflow worth automating.',
      button: 'Book a Workflow Review',
      note: 'Sessions run Tuesday to Thursday, by video call, in English or Spanish.',
    },
  },
  es: {
    meta: {
      title: 'Automatizaciones con IA para pymes',
      description:
        'Delegue la actualización del CRM, la captura de datos, la sincronización de sistemas y los informes en flujos con IA que registran cada paso. Se pagan en meses.',
      keywords:
        'automatización con IA, automatización de procesos, automatización del CRM, informes automáticos, captura de datos, flujos de trabajo, Marlowe Creative Studio',
    },
    serviceType: 'Automatización de procesos de negocio',
    hero: {
      headline: 'Deje el trabajo repetitivo a flujos que nunca olvidan',
      lead: 'Copiar, actualizar y armar informes le quita la semana a su equipo. Nuestras automatizaciones lo hacen en las herramientas que usted ya paga, registran cada paso y pasan a una persona todo lo que se sale de lo normal.',
      primaryCta: 'Automatice sus procesos',
      secondaryCta: { label: 'Ver automatizaciones', target: 'automations' },
      visual: {
        kind: 'dashboard',
        caption:
          'Ilustración: una semana de flujos automatizados, con las excepciones que pasaron a una persona.',
        title: 'Flujos · esta semana',
        status: 'Activos',
        metrics: [
          { value: '1,284', label: 'registros sincronizados' },
          { value: '46', label: 'informes enviados' },
          { value: '7', label: 'excepciones señaladas' },
        ],
        total: { value: '40 h', label: 'devueltas al equipo' },
      },
    },
    sections: [
      {
        kind: 'cards',
        id: 'automations',
        eyebrow: 'Tipos de automatización',
        heading: 'Las cuatro automatizaciones que se pagan más rápido',
        lead: 'Cada una reemplaza trabajo que su equipo hoy hace a mano. Las horas son típicas de una empresa de 10 a 50 personas.',
        items: [
          {
            icon: 'database',
            title: 'Automatización del CRM',
            description:
              'Contactos, oportunidades y notas actualizados a partir de correos, formularios y llamadas, sin duplicados y sin escribir nada dos veces.',
            detail: '15 horas ahorradas por semana',
          },
          {
            icon: 'file-text',
            title: 'Procesamiento de datos',
            description:
              'Facturas, solicitudes y pedidos leídos, revisados según sus reglas y cargados en sus sistemas. Lo que no esté claro pasa a una persona.',
            detail: '20 horas ahorradas por semana',
          },
          {
            icon: 'plug',
            title: 'Integración de sistemas',
            description:
              'Su herramienta de reservas, su software contable y su CRM sincronizados: un cambio en uno aparece en los demás en minutos.',
            detail: '10 horas ahorradas por semana',
          },
          {
            icon: 'chart-column',
            title: 'Informes automáticos',
            description:
              'El informe del lunes armado, revisado y enviado antes de que llegue el equipo, con las tres cifras que cambiaron explicadas en palabras simples.',
            detail: '8 horas ahorradas por semana',
          },
        ],
        note: 'Las horas son ilustrativas y provienen de los análisis de tiempo que hacemos antes de construir. Primero va el análisis de su empresa.',
      },
      {
        kind: 'benefits',
        eyebrow: 'Beneficios',
        heading: 'Por qué automatizar ahora',
        items: [
          {
            title: 'Menos errores que copiar y pegar',
            text: 'Un flujo copia el mismo dato de la misma manera cada vez y revisa su propio trabajo según sus reglas.',
          },
          {
            title: 'Las excepciones llegan a una persona',
            text: 'Cuando algo no encaja, como una firma faltante o un monto extraño, el flujo se detiene y pregunta en lugar de adivinar.',
          },
          {
            title: 'Cada paso queda registrado',
            text: 'Usted ve qué se ejecutó, cuándo y qué cambió. Nada ocurre a ciegas.',
          },
          {
            title: 'Sus herramientas, sus cuentas',
            text: 'Las automatizaciones funcionan en servicios que son suyos, documentadas para que cualquier desarrollador capaz pueda mantenerlas. Sin ataduras.',
          },
        ],
      },
      {
        kind: 'roi',
        id: 'roi',
        eyebrow: 'Retorno de la inversión',
        heading: 'Lo que devuelve un primer proyecto típico',
        lead: 'Un equipo que automatiza dos o tres de los flujos anteriores suele recuperar una semana laboral completa, cada semana.',
        figures: [
          { value: '40 h/semana', label: 'de trabajo rutinario devueltas al equipo' },
          { value: 'US$2,000', label: 'por semana en tiempo del personal, a 50 dólares la hora' },
          { value: '3 meses', label: 'para recuperar la inversión' },
        ],
        note: 'Una estimación ilustrativa, no una cotización. Sus cifras salen del análisis de tiempo de nuestra primera sesión, con sus propias horas y costos.',
      },
    ],
    closing: {
      heading: 'Encuentre las horas escondidas en su semana',
      text: 'En una sesión gratuita de 30 minutos anotamos las tareas que su equipo repite, les ponemos horas y elegimos el primer flujo que vale la pena automatizar.',
      button: 'Reserve una revisión de procesos',
      note: 'Las sesiones son de martes a jueves, por videollamada, en español o en inglés.',
    },
  },
});
