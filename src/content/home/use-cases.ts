import { z } from 'zod';
import { defineLocalizedContent } from '../localized';
import { text } from './shared';

type UseCaseIcon = 'car' | 'hotel' | 'shield-check' | 'house' | 'cloud' | 'shopping-bag';

// The example pages are not published yet, so their links are kept here but not rendered.
export const useCaseIndustries = [
  { id: 'auto-dealerships', icon: 'car', exampleLink: '/examples/auto-dealerships' },
  { id: 'hotels', icon: 'hotel', exampleLink: '/examples/hotels' },
  { id: 'insurance', icon: 'shield-check', exampleLink: '/examples/insurance' },
  { id: 'real-estate', icon: 'house', exampleLink: '/examples/real-estate' },
  { id: 'saas', icon: 'cloud', exampleLink: '/examples/saas' },
  { id: 'retail', icon: 'shopping-bag', exampleLink: '/examples/retail' },
] as const satisfies readonly {
  id: string;
  icon: UseCaseIcon;
  exampleLink: `/examples/${string}`;
}[];

type UseCaseId = (typeof useCaseIndustries)[number]['id'];

const useCaseCopySchema = z.object({ title: text, description: text.max(200) });

export const useCasesContent = defineLocalizedContent(
  z.object({
    eyebrow: text,
    heading: text,
    lead: text,
    cases: z.object(
      Object.fromEntries(useCaseIndustries.map(({ id }) => [id, useCaseCopySchema])) as Record<
        UseCaseId,
        typeof useCaseCopySchema
      >,
    ),
  }),
  {
    en: {
      eyebrow: 'AI use cases',
      heading: 'Where AI pays for itself first',
      lead: 'Six industries where an agent or an automation usually earns back its cost within a quarter. Yours is probably on the list.',
      cases: {
        'auto-dealerships': {
          title: 'Auto Dealerships',
          description:
            'Service-lane scheduling and after-hours sales chat that books test drives, answers trade-in questions and passes hot leads to the floor manager.',
        },
        hotels: {
          title: 'Hotels & Hospitality',
          description:
            'A bilingual concierge on the phone and the website that handles availability, late check-ins and local recommendations at 2 a.m.',
        },
        insurance: {
          title: 'Insurance',
          description:
            'Intake agents that collect policy details, pre-fill quote forms and remind clients about renewals before they lapse.',
        },
        'real-estate': {
          title: 'Real Estate',
          description:
            "Instant replies to listing inquiries, showing scheduling and buyer pre-qualification, synced to the team's CRM.",
        },
        saas: {
          title: 'Software & SaaS',
          description:
            'Support triage that answers how-to questions from your docs, tags bugs for engineering and flags accounts at risk of cancelling.',
        },
        retail: {
          title: 'Retail & E-commerce',
          description:
            'Order-status answers, return requests and product suggestions across chat, email and text, without hiring seasonal staff.',
        },
      },
    },
    es: {
      eyebrow: 'Casos de uso de IA',
      heading: 'Donde la IA se paga sola primero',
      lead: 'Seis industrias en las que un agente o una automatización suele recuperar su costo en un trimestre. Es probable que la suya esté en la lista.',
      cases: {
        'auto-dealerships': {
          title: 'Concesionarios de autos',
          description:
            'Agenda del taller y chat de ventas fuera de horario que reserva pruebas de manejo, responde dudas sobre autos a cuenta y pasa los prospectos calientes al gerente de piso.',
        },
        hotels: {
          title: 'Hoteles y hospitalidad',
          description:
            'Un conserje bilingüe, por teléfono y en el sitio web, que atiende disponibilidad, llegadas tardías y recomendaciones locales a las dos de la mañana.',
        },
        insurance: {
          title: 'Seguros',
          description:
            'Agentes de admisión que recopilan los datos de la póliza, completan de antemano las cotizaciones y recuerdan las renovaciones antes de que venzan.',
        },
        'real-estate': {
          title: 'Bienes raíces',
          description:
            'Respuesta inmediata a consultas sobre propiedades, agenda de visitas y precalificación de compradores, sincronizadas con el CRM del equipo.',
        },
        saas: {
          title: 'Software y SaaS',
          description:
            'Clasificación de soporte que resuelve dudas de uso con su documentación, etiqueta errores para ingeniería y detecta cuentas en riesgo de cancelar.',
        },
        retail: {
          title: 'Comercio minorista y en línea',
          description:
            'Respuestas sobre el estado de pedidos, devoluciones y sugerencias de productos por chat, correo y mensaje de texto, sin contratar personal de temporada.',
        },
      },
    },
  },
);
