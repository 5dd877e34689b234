import { z } from 'zod';
import { defineLocalizedContent } from '../localized';
import { text } from './shared';

export const contactContent = defineLocalizedContent(
  z.object({ eyebrow: text, heading: text, text, note: text, reachUs: text }),
  {
    en: {
      eyebrow: 'Contact',
      heading: 'Bring us the task that eats your week',
      text: 'In a free 30-minute strategy session we look at one process together and find where AI pays for itself first. You leave with a plan, whether or not we work together.',
      note: 'Sessions run Tuesday to Thursday, by video call, in English or Spanish.',
      reachUs: 'Prefer to call or write?',
    },
    es: {
      eyebrow: 'Contacto',
      heading: 'Tráiganos la tarea que le consume la semana',
      text: 'En una sesión estratégica gratuita de 30 minutos revisamos juntos un proceso y encontramos dónde la IA se paga sola primero. Usted se lleva un plan, trabajemos juntos o no.',
      note: 'Las sesiones son de martes a jueves, por videollamada, en español o en inglés.',
      reachUs: '¿Prefiere llamar o escribir?',
    },
  },
);
