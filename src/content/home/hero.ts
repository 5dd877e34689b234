import { z } from 'zod';
import type { ServiceSlug } from '@/config/navigation';
import { defineLocalizedContent } from '../localized';
import { text, type ProjectArtId } from './shared';

export type GalleryLink =
  | { kind: 'service'; slug: ServiceSlug }
  | { kind: 'portfolio' }
  | { kind: 'external'; href: `https://${string}` };

// The first half fills the first column (the first row on phones), the second half the other.
export const galleryItems = [
  { art: 'bilingual-clinic-website', link: { kind: 'service', slug: 'website-design' } },
  { art: 'team-ai-bootcamp', link: { kind: 'service', slug: 'ai-training' } },
  { art: 'service-lane-agent', link: { kind: 'service', slug: 'custom-ai-agents' } },
  { art: 'loan-document-chaser', link: { kind: 'service', slug: 'ai-automations' } },
  { art: 'five-minute-lead-desk', link: { kind: 'portfolio' } },
  {
    art: 'chamber-lunch-and-learn',
    link: { kind: 'external', href: 'https://www.chincoteaguechamber.com/' },
  },
  { art: 'after-hours-voice-concierge', link: { kind: 'service', slug: 'custom-ai-agents' } },
  { art: 'weekly-report-autopilot', link: { kind: 'service', slug: 'ai-automations' } },
] as const satisfies readonly { art: ProjectArtId; link: GalleryLink }[];

const heroSchema = z.object({
  eyebrow: text,
  /** The first is the headline search engines read. */
  titles: z.array(text.max(60)).length(3),
  description: text,
  galleryLabel: text,
  galleryAlts: z.array(text).length(galleryItems.length),
});

export const heroContent = defineLocalizedContent(heroSchema, {
  en: {
    eyebrow: 'AI consulting and web studio',
    titles: [
      'AI that earns its place in your business',
      'Agents that answer, book and follow up',
      'Fewer busywork hours, more booked customers',
    ],
    description:
      'Strategy, training, custom agents and automations for owners and managers who want fewer busywork hours and more booked customers. Planned with you, built by us, measured from week one.',
    galleryLabel: 'Recent projects',
    galleryAlts: [
      'Website design: a bilingual website for a family dental clinic',
      'AI training: a two-day bootcamp for an insurance office',
      'Custom AI agents: a service-lane booking agent for a car dealership',
      'AI automations: a document chaser for loan officers',
      'Portfolio: a five-minute lead desk for a realty team',
      'Poster of our Practical AI for Main Street lunch-and-learn at the chamber of commerce',
      'Custom AI agents: an after-hours voice concierge for a coastal inn',
      'AI automations: a Monday report that builds itself',
    ],
  },
  es: {
    eyebrow: 'Estudio de consultoría de IA y desarrollo web',
    titles: [
      'IA que se gana su lugar en su empresa',
      'Agentes que responden, agendan y dan seguimiento',
      'Menos trabajo repetitivo, más clientes agendados',
    ],
    description:
      'Estrategia, capacitación, agentes a medida y automatizaciones para dueños y gerentes que quieren menos horas de trabajo repetitivo y más clientes agendados. Lo planificamos con usted, lo construimos nosotros y lo medimos desde la primera semana.',
    galleryLabel: 'Proyectos recientes',
    galleryAlts: [
      'Diseño de sitios web: un sitio bilingüe para una clínica dental familiar',
      'Capacitación en IA: un curso intensivo de dos días para una oficina de seguros',
      'Agentes de IA a medida: un agente que agenda citas de taller para un concesionario',
      'Automatizaciones con IA: seguimiento automático de documentos para oficiales de crédito',
      'Portafolio: respuesta a prospectos en cinco minutos para un equipo inmobiliario',
      'Cartel de nuestra charla-almuerzo «IA práctica para el comercio local» en la cámara de comercio',
      'Agentes de IA a medida: un conserje de voz nocturno para una posada costera',
      'Automatizaciones con IA: un informe de los lunes que se prepara solo',
    ],
  },
});
