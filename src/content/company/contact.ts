import { z } from 'zod';
import { defineLocalizedContent } from '../localized';
import { text } from './legal-document';

const labelled = z.object({ label: text, value: text });

// Phone, email and profiles come from `src/config/site.ts`, the one place that holds them.
const contactPageSchema = z.object({
  hero: z.object({ eyebrow: text, headline: text, lead: text }),
  details: z.object({
    heading: text,
    phoneLabel: text,
    emailLabel: text,
    location: labelled,
    timeZone: labelled,
    response: labelled,
    languages: labelled,
  }),
  booking: z.object({ heading: text, text, schedule: text, button: text }),
  nextSteps: z.object({
    heading: text,
    steps: z.array(z.object({ title: text, text })).min(2),
  }),
  assessment: z.object({ heading: text, text, link: text }),
  social: z.object({ heading: text, text }),
});

export const contactPageContent = defineLocalizedContent(contactPageSchema, {
  en: {
    hero: {
      eyebrow: 'Contact',
      headline: 'Talk to the engineer who will do the work',
      lead: 'Call, write or book a free strategy session. Every message reaches Jordan Marlowe directly: no call center, no account manager, no ticket queue.',
    },
    details: {
      heading: 'Reach the studio',
      phoneLabel: 'Phone',
      emailLabel: 'Email',
      location: { label: 'Location', value: 'Chincoteague Island, Virginia, USA' },
      timeZone: { label: 'Time zone', value: 'US Eastern time (New York)' },
      response: {
        label: 'Response time',
        value: 'A personal reply within one business day, usually sooner.',
      },
      languages: { label: 'Languages', value: 'English and Spanish' },
    },
    booking: {
      heading: 'Book a free strategy session',
      text: 'Bring one process that eats your week. We look at it together, find where AI pays for itself first, and you leave with a plan, whether or not we work together.',
      schedule: 'Sessions run Tuesday to Thursday, US Eastern time, by video call.',
      button: 'Book Strategy Session',
    },
    nextSteps: {
      heading: 'What happens after you get in touch',
      steps: [
        {
          title: 'Jordan answers you personally',
          text: 'Every call, email and booking reaches Jordan Marlowe, the engineer who would do the work. You get a real answer within one business day, in English or Spanish, never a template or a sales sequence.',
        },
        {
          title: 'A free strategy session',
          text: 'In about thirty minutes by video call we look at one process that costs your team time: how it runs today, where its data lives and what a better outcome would be worth to you. No slides and no sales script.',
        },
        {
          title: 'A short written plan',
          text: 'After the session you receive a summary in writing: the first automation or AI agent worth building, what it would take, how long it would run and how we would measure the result. It is yours to keep, whether or not we work together.',
        },
        {
          title: 'Your details stay private',
          text: 'What you tell us is used only to answer you and to prepare the session. It is never sold or shared, and you can ask us to delete it at any time, as the privacy policy explains.',
        },
      ],
    },
    assessment: {
      heading: 'Not ready to talk yet?',
      text: 'Take the free AI readiness assessment or request an AI audit, and get a written roadmap first.',
      link: 'Visit the AI Assessment Center',
    },
    social: {
      heading: 'Follow the studio',
      text: 'Short notes on what works with AI in small businesses, and what does not.',
    },
  },
  es: {
    hero: {
      eyebrow: 'Contacto',
      headline: 'Hable con el ingeniero que hará el trabajo',
      lead: 'Llame, escriba o reserve una sesión estratégica gratuita. Cada mensaje le llega directamente a Jordan Marlowe: sin centro de llamadas, sin ejecutivos de cuenta, sin filas de tickets.',
    },
    details: {
      heading: 'Comuníquese con el estudio',
      phoneLabel: 'Teléfono',
      emailLabel: 'Correo electrónico',
      location: { label: 'Ubicación', value: 'Chincoteague Island, Virginia, EE. UU.' },
      timeZone: { label: 'Zona horaria', value: 'Hora del este de EE. UU. (Nueva York)' },
      response: {
        label: 'Tiempo de respuesta',
        value: 'Una respuesta personal en un día hábil como máximo, casi siempre antes.',
      },
      languages: { label: 'Idiomas', value: 'Español e inglés' },
    },
    booking: {
      heading: 'Reserve una sesión estratégica gratuita',
      text: 'Traiga un proceso que le consuma la semana. Lo revisamos juntos, encontramos dónde la IA se paga sola primero y usted se lleva un plan, trabajemos juntos o no.',
      schedule:
        'Las sesiones son de martes a jueves, en horario del este de EE. UU., por videollamada.',
      button: 'Reservar sesión estratégica',
    },
    nextSteps: {
      heading: 'Qué sucede después de que nos contacta',
      steps: [
        {
          title: 'Jordan le responde personalmente',
          text: 'Cada llamada, correo y reserva le llega a Jordan Marlowe, el ingeniero que haría el trabajo. Usted recibe una respuesta real en un día hábil como máximo, en español o en inglés, nunca una plantilla ni una secuencia de ventas.',
        },
        {
          title: 'Una sesión estratégica gratuita',
          text: 'En unos treinta minutos por videollamada revisamos un proceso que le quita tiempo a su equipo: cómo funciona hoy, dónde están sus datos y cuánto valdría para usted un mejor resultado. Sin diapositivas y sin guion de ventas.',
        },
        {
          title: 'Un plan breve por escrito',
          text: 'Después de la sesión recibe un resumen por escrito: la primera automatización o el primer agente de IA que vale la pena construir, lo que haría falta, cuánto tardaría y cómo mediríamos el resultado. Es suyo, trabajemos juntos o no.',
        },
        {
          title: 'Sus datos se mantienen privados',
          text: 'Lo que nos cuenta se usa solo para responderle y preparar la sesión. Nunca se vende ni se comparte, y puede pedirnos que lo eliminemos en cualquier momento, como explica la política de privacidad.',
        },
      ],
    },
    assessment: {
      heading: '¿Todavía no quiere conversar?',
      text: 'Haga la evaluación gratuita de preparación para la IA o solicite una auditoría de IA, y reciba primero una hoja de ruta por escrito.',
      link: 'Visite el Centro de evaluación de IA',
    },
    social: {
      heading: 'Siga al estudio',
      text: 'Notas breves sobre lo que funciona con la IA en las pequeñas empresas, y lo que no.',
    },
  },
});
