import type { Locale, serviceSlugs } from './site';

export type ServiceSlug = (typeof serviceSlugs)[number];

interface PageCopy {
  headline: string;
  primary: string;
  secondary: string;
  closing: string;
}

interface ServicePageExpectations {
  /** Ids of the page's sections, top to bottom; the hero's second button leads to the first `target`. */
  sectionIds: string[];
  target: string;
  copy: Record<Locale, PageCopy>;
  /** Names and figures the English page must show (the decorative cards included). */
  englishTexts: string[];
}

/**
 * What each service page must show: its markup is read after the build
 * (tests/integration/after-build/page-copy.test.ts), its buttons are used in e2e/services.spec.ts.
 */
export const servicePageCopy: Record<ServiceSlug, ServicePageExpectations> = {
  'custom-ai-agents': {
    sectionIds: ['features', 'use-cases'],
    target: 'features',
    copy: {
      en: {
        headline: 'AI Agents Built Around Your Business',
        primary: 'Build Your AI Agent',
        secondary: 'See Features',
        closing: 'Start Your Agent Pilot',
      },
      es: {
        headline: 'Agentes de IA hechos a la medida de su empresa',
        primary: 'Cree su agente de IA',
        secondary: 'Ver funciones',
        closing: 'Inicie su piloto',
      },
    },
    englishTexts: ['0.5 s', '24/7', '90%', 'Typical result'],
  },
  'lead-generation': {
    sectionIds: ['process', 'features'],
    target: 'process',
    copy: {
      en: {
        headline: 'Every Lead Answered, Scored and Routed in Minutes',
        primary: 'Start Qualifying Leads',
        secondary: 'See the Process',
        closing: 'Map Your Lead Pipeline',
      },
      es: {
        headline: 'Cada prospecto atendido, calificado y asignado en minutos',
        primary: 'Califique sus prospectos',
        secondary: 'Ver el proceso',
        closing: 'Analice su embudo de ventas',
      },
    },
    englishTexts: ['Capture', 'Qualify', 'Score', 'Route', '< 5 min'],
  },
  'ai-automations': {
    sectionIds: ['automations', 'roi'],
    target: 'automations',
    copy: {
      en: {
        headline: 'Hand the Busywork to Workflows That Never Forget',
        primary: 'Automate My Workflows',
        secondary: 'See Automations',
        closing: 'Book a Workflow Review',
      },
      es: {
        headline: 'Deje el trabajo repetitivo a flujos que nunca olvidan',
        primary: 'Automatice sus procesos',
        secondary: 'Ver automatizaciones',
        closing: 'Reserve una revisión de procesos',
      },
    },
    englishTexts: [
      '15 hours saved per week',
      '20 hours saved per week',
      '10 hours saved per week',
      '8 hours saved per week',
      '40 hrs/week',
      '$2,000',
      'per week',
      '3 months',
    ],
  },
  'ai-marketing': {
    sectionIds: ['solutions'],
    target: 'solutions',
    copy: {
      en: {
        headline: 'Marketing That Keeps Up With Your Business',
        primary: 'Plan My Campaign',
        secondary: 'See Solutions',
        closing: 'Book a Marketing Session',
      },
      es: {
        headline: 'Un marketing que sigue el ritmo de su negocio',
        primary: 'Planifique su campaña',
        secondary: 'Ver soluciones',
        closing: 'Reserve una sesión de marketing',
      },
    },
    englishTexts: ['Brand voice guide', 'Weekly performance notes'],
  },
  'ai-training': {
    sectionIds: ['programs'],
    target: 'programs',
    copy: {
      en: {
        headline: 'Empower Your Team with AI Literacy',
        primary: 'Start Team Training',
        secondary: 'View Programs',
        closing: 'Schedule Team Training',
      },
      es: {
        headline: 'Impulse a su equipo con alfabetización en IA',
        primary: 'Capacite a su equipo',
        secondary: 'Ver programas',
        closing: 'Programe la capacitación',
      },
    },
    englishTexts: [
      '300%',
      'AI adoption',
      '95%',
      'satisfaction',
      'Fundamentals',
      'Complete',
      'Prompt Engineering',
      '75%',
      'Governance',
      '50%',
      'AI Fundamentals',
      '2-day workshop',
      'Prompt Engineering Mastery',
      '1-day intensive',
      'AI Governance & Ethics',
      'Half-day session',
      'Industry-Specific AI Applications',
      'Custom program',
    ],
  },
  'ai-customer-service': {
    sectionIds: ['features'],
    target: 'features',
    copy: {
      en: {
        headline: 'Never Miss Another Customer Call',
        primary: 'Get 24/7 AI Support',
        secondary: 'See Features',
        closing: 'Start AI Customer Service',
      },
      es: {
        headline: 'No vuelva a perder la llamada de un cliente',
        primary: 'Obtenga soporte 24/7 con IA',
        secondary: 'Ver funciones',
        closing: 'Active la atención con IA',
      },
    },
    englishTexts: [
      '24/7',
      'faster response',
      'cost savings',
      'active calls',
      'leads qualified',
      'meetings booked',
      '127',
      'calls handled today',
      '24/7 Voice AI',
      'Appointment Booking',
      'calendar integration',
      'Lead Qualification',
      'Multi-language Support',
    ],
  },
  'website-design': {
    sectionIds: ['process', 'features'],
    target: 'features',
    copy: {
      en: {
        headline: 'Websites That Convert Visitors Into Customers',
        primary: 'Get Your Website',
        secondary: 'View Features',
        closing: 'Start Your Website Project',
      },
      es: {
        headline: 'Sitios web que convierten visitas en clientes',
        primary: 'Obtenga su sitio web',
        secondary: 'Ver características',
        closing: 'Inicie su proyecto web',
      },
    },
    englishTexts: [
      '45%',
      'higher conversions',
      'Under 3 s',
      'mobile optimized',
      '3.8s',
      '7.2%',
      '88',
      '89',
      'Brief',
      'Test and launch',
      'Conversion-Focused Design',
      'Fast Performance',
      'Mobile-First Responsive',
      'SEO Optimized',
    ],
  },
  'app-development': {
    sectionIds: ['features'],
    target: 'features',
    copy: {
      en: {
        headline: 'Apps That Solve Real Problems',
        primary: 'Start Your App',
        secondary: 'See Features',
        closing: 'Start Your App Project',
      },
      es: {
        headline: 'Aplicaciones que resuelven problemas reales',
        primary: 'Cree su aplicación',
        secondary: 'Ver funciones',
        closing: 'Inicie su proyecto de app',
      },
    },
    englishTexts: [
      'custom built',
      'iOS + Android',
      '4.8',
      '1.2s',
      '30-day retention',
      '0.1%',
      'User-Centric Design',
      'High Performance',
      'Enterprise Security',
      'Scalable Architecture',
    ],
  },
};
