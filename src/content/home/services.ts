import { z } from 'zod';
import { serviceSlugs, type ServiceSlug } from '@/config/navigation';
import { defineLocalizedContent } from '../localized';
import { text, type AccentColor } from './shared';

type ServiceIcon =
  | 'bot'
  | 'magnet'
  | 'workflow'
  | 'megaphone'
  | 'graduation-cap'
  | 'phone-call'
  | 'layout-template'
  | 'smartphone';

export const serviceCardDesign = {
  'custom-ai-agents': { icon: 'bot', accent: 'purple' },
  'lead-generation': { icon: 'magnet', accent: 'pink' },
  'ai-automations': { icon: 'workflow', accent: 'indigo' },
  'ai-marketing': { icon: 'megaphone', accent: 'amber' },
  'ai-training': { icon: 'graduation-cap', accent: 'green' },
  'ai-customer-service': { icon: 'phone-call', accent: 'blue' },
  'website-design': { icon: 'layout-template', accent: 'orange' },
  'app-development': { icon: 'smartphone', accent: 'purple' },
} as const satisfies Record<ServiceSlug, { icon: ServiceIcon; accent: AccentColor }>;

const descriptionsSchema = z.object(
  Object.fromEntries(serviceSlugs.map((slug) => [slug, text.max(190)])) as Record<
    ServiceSlug,
    typeof text
  >,
);

export const servicesContent = defineLocalizedContent(
  z.object({ eyebrow: text, heading: text, lead: text, descriptions: descriptionsSchema }),
  {
    en: {
      eyebrow: 'Services',
      heading: 'Eight ways to put AI to work',
      lead: 'Start with one. Most clients begin with the service closest to their busiest hour and add the next once the first has paid for itself.',
      descriptions: {
        'custom-ai-agents':
          'Conversational agents trained on your documents and wired into your calendar, CRM and inbox. They answer, book and hand off to a person when judgement is needed.',
        'lead-generation':
          'Every web form, ad reply and missed call is captured, scored against your ideal customer and routed to the right rep within five minutes.',
        'ai-automations':
          'The copy-and-paste work between your CRM, spreadsheets and reports, handled by workflows that log every step and flag the exceptions.',
        'ai-marketing':
          'Campaign drafts, audience segments and weekly performance notes in your brand voice, checked by a person before anything goes out.',
        'ai-training':
          'Hands-on workshops that take your team from first prompts to safe, repeatable AI habits, with a usage policy people actually follow.',
        'ai-customer-service':
          'A voice agent that picks up every call, day or night, answers the common questions and books appointments straight into your calendar.',
        'website-design':
          'Fast, accessible websites in English and Spanish that load in under three seconds and turn visits into booked calls.',
        'app-development':
          'Web and mobile apps for the workflows off-the-shelf software gets wrong, designed around the people who use them every day.',
      },
    },
    es: {
      eyebrow: 'Servicios',
      heading: 'Ocho maneras de poner la IA a trabajar',
      lead: 'Empiece por uno. La mayoría de nuestros clientes comienza por el servicio más cercano a su hora de mayor carga y suma el siguiente cuando el primero ya se pagó solo.',
      descriptions: {
        'custom-ai-agents':
          'Agentes conversacionales entrenados con sus documentos y conectados a su calendario, CRM y correo. Responden, agendan y pasan a una persona cuando hace falta criterio.',
        'lead-generation':
          'Cada formulario, respuesta a un anuncio y llamada perdida se registra, se califica según su cliente ideal y llega al asesor indicado en menos de cinco minutos.',
        'ai-automations':
          'El trabajo de copiar y pegar entre su CRM, sus hojas de cálculo y sus informes, resuelto con flujos que registran cada paso y señalan las excepciones.',
        'ai-marketing':
          'Borradores de campañas, segmentos de audiencia y notas semanales de rendimiento con la voz de su marca, revisados por una persona antes de publicarse.',
        'ai-training':
          'Talleres prácticos que llevan a su equipo de las primeras instrucciones a hábitos de IA seguros y repetibles, con una política de uso que sí se cumple.',
        'ai-customer-service':
          'Un agente de voz que contesta cada llamada, de día o de noche, resuelve las preguntas frecuentes y agenda citas directamente en su calendario.',
        'website-design':
          'Sitios web rápidos y accesibles, en inglés y en español, que cargan en menos de tres segundos y convierten visitas en llamadas agendadas.',
        'app-development':
          'Aplicaciones web y móviles para los procesos que el software genérico resuelve mal, diseñadas para las personas que las usan todos los días.',
      },
    },
  },
);
