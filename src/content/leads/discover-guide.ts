import { z } from 'zod';
import { defineLocalizedContent } from '../localized';

const text = z.string().trim().min(1);
const titledText = z.object({ title: text, text });

const discoverGuideSchema = z.object({
  report: z.object({ heading: text, lead: text, items: z.array(titledText).length(4) }),
  answers: z.object({ heading: text, paragraphs: z.array(text).min(2), talk: text, button: text }),
});

export const discoverGuide = defineLocalizedContent(discoverGuideSchema, {
  en: {
    report: {
      heading: 'What your readiness report covers',
      lead: 'Jordan reads every set of answers and writes the report himself. It is short, specific to your business and free, with no obligation to hire us afterwards.',
      items: [
        {
          title: 'Where you stand',
          text: 'A plain-language read of your starting point: the tools you already pay for, how your data is kept, and how comfortable your team is with AI today.',
        },
        {
          title: 'Three places to start',
          text: 'The tasks where AI would save your team the most hours or win you the most customers, ranked by effort and payback rather than by novelty.',
        },
        {
          title: 'What it would take',
          text: 'For each idea, the people, systems and rough budget involved, so you can weigh it against your timeline before anyone builds anything.',
        },
        {
          title: 'Risks to watch',
          text: 'Where customer data, accuracy or compliance need care in your industry, and the safeguards we would put in place from the first day.',
        },
      ],
    },
    answers: {
      heading: 'What happens with your answers',
      paragraphs: [
        'Your answers go to the studio alone. We use them to write your report and to prepare for a conversation if you ask for one; we never sell them or add you to a mailing list without your consent.',
        'Nothing is sent until you press the button on the last step. If the page reloads halfway, the answers you gave stay in this browser tab, so you pick up where you left off.',
      ],
      talk: 'Prefer to talk it through? We can go through the same questions together in thirty minutes.',
      button: 'Book a strategy session',
    },
  },
  es: {
    report: {
      heading: 'Qué incluye su informe de preparación',
      lead: 'Jordan lee cada conjunto de respuestas y redacta el informe personalmente. Es breve, específico para su negocio y gratuito, sin ningún compromiso de contratarnos después.',
      items: [
        {
          title: 'Dónde se encuentra',
          text: 'Una lectura clara de su punto de partida: las herramientas que ya paga, cómo guarda sus datos y qué tan cómodo se siente su equipo hoy con la IA.',
        },
        {
          title: 'Tres puntos de partida',
          text: 'Las tareas en las que la IA le ahorraría más horas a su equipo o le traería más clientes, ordenadas por esfuerzo y retorno, no por novedad.',
        },
        {
          title: 'Lo que haría falta',
          text: 'Para cada idea, las personas, los sistemas y el presupuesto aproximado que requiere, para que pueda compararla con sus plazos antes de construir nada.',
        },
        {
          title: 'Riesgos a vigilar',
          text: 'Dónde los datos de sus clientes, la precisión o las normas de su sector exigen cuidado, y las salvaguardas que pondríamos desde el primer día.',
        },
      ],
    },
    answers: {
      heading: 'Qué pasa con sus respuestas',
      paragraphs: [
        'Sus respuestas llegan solo al estudio. Las usamos para redactar su informe y para preparar una conversación si usted la solicita; nunca las vendemos ni lo suscribimos a una lista de correo sin su consentimiento.',
        'No se envía nada hasta que pulse el botón del último paso. Si la página se recarga a mitad de camino, sus respuestas se conservan en esta pestaña del navegador y usted continúa donde lo dejó.',
      ],
      talk: '¿Prefiere conversarlo? Podemos repasar juntos las mismas preguntas en treinta minutos.',
      button: 'Reservar una sesión estratégica',
    },
  },
});
