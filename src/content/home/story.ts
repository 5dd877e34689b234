import { z } from 'zod';
import { defineLocalizedContent } from '../localized';
import { text } from './shared';

export const storyContent = defineLocalizedContent(
  z.object({
    eyebrow: text,
    heading: text,
    paragraphs: z.array(text).min(2).max(3),
    facts: z.array(z.object({ figure: text.max(12), label: text })).length(3),
    aboutLink: text,
    /** `lead` and `emphasis` read as one sentence; only the emphasis is set apart. */
    statement: z.object({ lead: text, emphasis: text }),
  }),
  {
    en: {
      eyebrow: 'Our story',
      heading: 'Built on an island where everyone answers their own phone',
      paragraphs: [
        'Marlowe Creative Studio started in 2025 on Chincoteague Island, Virginia, a town of about three thousand people where most business owners also run the front desk. Jordan Marlowe, an AI engineer, kept meeting owners who had tried a chatbot, been burned by the hype and gone back to doing everything by hand.',
        'So the studio works the other way round. We spend a day with your team, count the hours that repeat and build the smallest system that gives them back: an agent that books, a workflow that files, a website that sells. Then we measure it against the number we agreed on.',
      ],
      facts: [
        { figure: '2025', label: 'Founded on Chincoteague Island, Virginia' },
        { figure: '2', label: 'Languages every project ships in: English and Spanish' },
        { figure: '1', label: 'Engineer who designs it, builds it and answers your call' },
      ],
      aboutLink: 'Read the full story',
      statement: {
        lead: "We believe effective AI integration isn't about replacing human talent,",
        emphasis: "It's about enhancing it",
      },
    },
    es: {
      eyebrow: 'Nuestra historia',
      heading: 'Nacimos en una isla donde cada quien contesta su propio teléfono',
      paragraphs: [
        'Marlowe Creative Studio nació en 2025 en Chincoteague Island, Virginia, un pueblo de unos tres mil habitantes donde la mayoría de los dueños de negocio también atiende la recepción. Jordan Marlowe, ingeniero de IA, se encontraba una y otra vez con empresarios que habían probado un chatbot, se habían decepcionado de tanta promesa y habían vuelto a hacerlo todo a mano.',
        'Por eso el estudio trabaja al revés. Pasamos un día con su equipo, contamos las horas que se repiten y construimos el sistema más pequeño que se las devuelva: un agente que agenda, un flujo que archiva, un sitio web que vende. Después lo medimos contra la cifra que acordamos.',
      ],
      facts: [
        { figure: '2025', label: 'Fundado en Chincoteague Island, Virginia' },
        { figure: '2', label: 'Idiomas en los que se entrega cada proyecto: inglés y español' },
        { figure: '1', label: 'Ingeniero que lo diseña, lo construye y atiende su llamada' },
      ],
      aboutLink: 'Lea la historia completa',
      statement: {
        lead: 'Creemos que integrar la IA con eficacia no consiste en reemplazar el talento humano,',
        emphasis: 'sino en potenciarlo',
      },
    },
  },
);
