import { z } from 'zod';
import type { ServiceSlug } from '@/config/navigation';
import { defineLocalizedContent } from '../localized';
import { text, type ProjectArtId } from './shared';

export const portfolioProjects = [
  { id: 'after-hours-voice-concierge', service: 'ai-customer-service' },
  { id: 'five-minute-lead-desk', service: 'lead-generation' },
  { id: 'loan-document-chaser', service: 'ai-automations' },
  { id: 'service-lane-agent', service: 'custom-ai-agents' },
  { id: 'bilingual-clinic-website', service: 'website-design' },
  { id: 'team-ai-bootcamp', service: 'ai-training' },
  { id: 'seasonal-campaign-engine', service: 'ai-marketing' },
  { id: 'field-service-app', service: 'app-development' },
  { id: 'weekly-report-autopilot', service: 'ai-automations' },
] as const satisfies readonly { id: ProjectArtId; service: ServiceSlug }[];

type PortfolioProjectId = (typeof portfolioProjects)[number]['id'];

const projectCopySchema = z.object({
  title: text.max(70),
  tags: z.array(text.max(32)).min(2).max(4),
  alt: text,
});

const projectsSchema = z.object(
  Object.fromEntries(portfolioProjects.map(({ id }) => [id, projectCopySchema])) as Record<
    PortfolioProjectId,
    typeof projectCopySchema
  >,
);

export const portfolioContent = defineLocalizedContent(
  z.object({
    eyebrow: text,
    heading: text,
    lead: text,
    stripLabel: text,
    projects: projectsSchema,
  }),
  {
    en: {
      eyebrow: 'Portfolio',
      heading: 'Case studies: small systems, measured results',
      lead: 'Nine recent projects, each scoped to one bottleneck and judged by one number agreed before work began.',
      stripLabel: 'Portfolio projects',
      projects: {
        'after-hours-voice-concierge': {
          title: 'After-hours voice concierge for a coastal inn',
          tags: ['Voice agent', 'Room bookings', 'Bilingual'],
          alt: 'A voice wave crossing the night sky under a crescent moon',
        },
        'five-minute-lead-desk': {
          title: 'Five-minute lead desk for a realty team',
          tags: ['Lead scoring', 'Text follow-up', 'CRM sync'],
          alt: 'Scattered points of light drawn into a funnel that ends in a check mark',
        },
        'loan-document-chaser': {
          title: 'Document chaser for home loan officers',
          tags: ['Mortgage', 'Reminders', 'Status updates'],
          alt: 'A stack of paperwork circled by a ring of completed check marks',
        },
        'service-lane-agent': {
          title: 'Service-lane booking agent for a car dealership',
          tags: ['Chat agent', 'Scheduling', 'Human handoff'],
          alt: 'A constellation of connected points around one bright central node',
        },
        'bilingual-clinic-website': {
          title: 'Bilingual website for a family dental clinic',
          tags: ['Accessibility', 'Online booking', 'English and Spanish'],
          alt: 'A browser window with a page layout and a small planet rising behind it',
        },
        'team-ai-bootcamp': {
          title: 'Two-day AI bootcamp for an insurance office',
          tags: ['Workshops', 'Prompt library', 'Usage policy'],
          alt: 'Five ascending steps with a line of progress climbing to a bright point',
        },
        'seasonal-campaign-engine': {
          title: 'Seasonal campaign engine for a boutique retailer',
          tags: ['Email', 'Segments', 'Brand voice'],
          alt: 'Golden waves rising across the frame toward a small sun',
        },
        'field-service-app': {
          title: 'Job-sheet app for a field-service crew',
          tags: ['Mobile', 'Works offline', 'Photo reports'],
          alt: 'A phone showing a list of job cards, circled by an orbit',
        },
        'weekly-report-autopilot': {
          title: 'Monday report on autopilot for a software team',
          tags: ['Dashboards', 'Data sync', 'Team chat'],
          alt: 'A rising bar chart inside a ring, with a trend line climbing to the top',
        },
      },
    },
    es: {
      eyebrow: 'Portafolio',
      heading: 'Casos de estudio: sistemas pequeños, resultados medidos',
      lead: 'Nueve proyectos recientes, cada uno enfocado en un solo cuello de botella y evaluado con una cifra acordada antes de empezar.',
      stripLabel: 'Proyectos del portafolio',
      projects: {
        'after-hours-voice-concierge': {
          title: 'Conserje de voz nocturno para una posada costera',
          tags: ['Agente de voz', 'Reservas', 'Bilingüe'],
          alt: 'Una onda de voz que cruza el cielo nocturno bajo una luna creciente',
        },
        'five-minute-lead-desk': {
          title: 'Respuesta a prospectos en cinco minutos para un equipo inmobiliario',
          tags: ['Calificación', 'Seguimiento por mensaje', 'Sincronía con el CRM'],
          alt: 'Puntos de luz dispersos que se reúnen en un embudo y terminan en una marca de verificación',
        },
        'loan-document-chaser': {
          title: 'Seguimiento de documentos para oficiales de crédito hipotecario',
          tags: ['Hipotecas', 'Recordatorios', 'Avisos de estado'],
          alt: 'Una pila de documentos rodeada por un anillo de marcas de verificación',
        },
        'service-lane-agent': {
          title: 'Agente de citas de taller para un concesionario de autos',
          tags: ['Agente de chat', 'Agenda', 'Traspaso a una persona'],
          alt: 'Una constelación de puntos conectados alrededor de un nodo central brillante',
        },
        'bilingual-clinic-website': {
          title: 'Sitio web bilingüe para una clínica dental familiar',
          tags: ['Accesibilidad', 'Citas en línea', 'Inglés y español'],
          alt: 'Una ventana de navegador con el diseño de una página y un pequeño planeta detrás',
        },
        'team-ai-bootcamp': {
          title: 'Curso intensivo de IA de dos días para una oficina de seguros',
          tags: ['Talleres', 'Biblioteca de instrucciones', 'Política de uso'],
          alt: 'Cinco escalones ascendentes y una línea de progreso que sube hasta un punto brillante',
        },
        'seasonal-campaign-engine': {
          title: 'Motor de campañas de temporada para una tienda boutique',
          tags: ['Correo electrónico', 'Segmentos', 'Voz de marca'],
          alt: 'Ondas doradas que ascienden por la imagen hacia un pequeño sol',
        },
        'field-service-app': {
          title: 'Aplicación de órdenes de trabajo para un equipo de campo',
          tags: ['Móvil', 'Funciona sin conexión', 'Informes con fotos'],
          alt: 'Un teléfono con una lista de tarjetas de trabajo, rodeado por una órbita',
        },
        'weekly-report-autopilot': {
          title: 'Informe de los lunes en piloto automático para un equipo de software',
          tags: ['Tableros', 'Sincronización de datos', 'Chat del equipo'],
          alt: 'Un gráfico de barras ascendente dentro de un anillo, con una línea de tendencia que sube',
        },
      },
    },
  },
);
