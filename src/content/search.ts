import { z } from 'zod';
import { defineLocalizedContent } from './localized';

const text = z.string().trim().min(1);

export const searchSuggestionsContent = defineLocalizedContent(
  z.object({ popular: z.array(text.max(40)).min(3).max(8) }),
  {
    en: {
      popular: [
        'AI agents',
        'Voice agent',
        'Automation',
        'AI training',
        'Strategy session',
        'Data ownership',
      ],
    },
    es: {
      popular: [
        'Agentes de IA',
        'Agente de voz',
        'Automatización',
        'Capacitación',
        'Sesión estratégica',
        'Sus datos',
      ],
    },
  },
);
