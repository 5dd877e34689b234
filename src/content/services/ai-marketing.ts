import { defineLocalizedContent } from '../localized';
import { servicePageSchema } from './schema';

export const aiMarketing = defineLocalizedContent(servicePageSchema, {
  en: {
    meta: {
      title: 'AI Marketing Solutions That Stay On-Brand',
      description:
        'Campaign drafts, audience segments, ad tests and weekly performance notes in your brand voice, in English and Spanish, checked by a person before they go out.',
      keywords:
        'AI marketing, AI content creation, marketing automation, audience segmentation, ad testing, bilingual marketing, Marlowe Creative Studio',
    },
    serviceType: 'AI marketing services',
    hero: {
      headline: 'Marketing That Keeps Up With Your Business',
      lead: 'Campaign drafts, audience segments and weekly performance notes in your brand voice, produced in hours instead of weeks, and always checked by a person before anything reaches a customer.',
      primaryCta: 'Plan My Campaign',
      secondaryCta: { label: 'See Solutions', target: 'solutions' },
      visual: {
        kind: 'dashboard',
        caption:
          'Illustration: the second week of a spring campaign, with its click rate, new leads and cost per lead.',
        title: 'Spring campaign · week 2',
        status: 'Live',
        metrics: [
          { value: '4.1%', label: 'email click rate' },
          { value: '38', label: 'new leads' },
          { value: '$21', label: 'cost per lead' },
        ],
        total: { value: '6 hrs', label: 'of drafting saved this week' },
      },
    },
    sections: [
      {
        kind: 'stats',
        eyebrow: 'What to expect',
        heading: 'More campaigns, tested properly, without more staff',
        figures: [
          { value: '48 h', label: 'from brief to an approved campaign' },
          { value: '5x', label: 'more variations tested each month' },
          { value: '6 hrs', label: 'of drafting saved every week' },
        ],
        note: 'Illustrative figures for a business sending one campaign a month. We set your own targets in the first session.',
      },
      {
        kind: 'cards',
        id: 'solutions',
        eyebrow: 'Solutions',
        heading: 'Six ways AI lifts your marketing',
        lead: 'Pick one to start. Each works with the channels and tools you use today.',
        items: [
          {
            icon: 'pen-line',
            title: 'Brand voice guide',
            description:
              'We capture your tone, the words you use and the words you never use, so every draft sounds like you.',
            detail: 'Drafts need edits, not rewrites',
          },
          {
            icon: 'sparkles',
            title: 'Content from one brief',
            description:
              'Social posts, emails, listings and blog drafts from a single brief, in English and Spanish.',
            detail: 'A month of posts in an afternoon',
          },
          {
            icon: 'users',
            title: 'Audience segments',
            description:
              'Your customer list grouped by what people bought, asked about and opened, so each group gets a message that fits.',
            detail: 'Fewer unsubscribes',
          },
          {
            icon: 'target',
            title: 'Ad testing',
            description:
              'Headline and image variations launched in small tests, then narrowed to the ones that bring enquiries.',
            detail: 'Budget follows results',
          },
          {
            icon: 'trending-up',
            title: 'Weekly performance notes',
            description:
              'A plain-language summary every Monday: what worked, what did not and what to try next.',
            detail: 'Decisions in five minutes',
          },
          {
            icon: 'search',
            title: 'Local search upkeep',
            description:
              'Google Business Profile posts, review replies and FAQ pages kept current, so nearby customers find you first.',
            detail: 'Visible where people look',
          },
        ],
      },
      {
        kind: 'benefits',
        eyebrow: 'Benefits',
        heading: 'Why it works for owner-led businesses',
        items: [
          {
            title: 'A person approves everything',
            text: 'Nothing is published or sent without a yes from you or someone you name. AI drafts; people decide.',
          },
          {
            title: 'Consistent, even in a busy month',
            text: 'The newsletter goes out and the posts keep coming when you are too busy to write them.',
          },
          {
            title: 'Two languages, one effort',
            text: 'Spanish versions are written for Spanish speakers, not run through a translator, and reviewed by a native speaker.',
          },
          {
            title: 'Spend follows evidence',
            text: 'Small tests show what works before the budget moves, so you stop paying for ads that only look good.',
          },
        ],
      },
    ],
    closing: {
      heading: 'Plan your next campaign with us',
      text: 'Bring your last campaign and your next goal. In a free 30-minute session we show where AI saves the most time and what we would test first.',
      button: 'Book a Marketing Session',
      note: 'Sessions run Tuesday to Thursday, by video call, in English or Spanish.',
    },
  },
  es: {
    meta: {
      title: 'Marketing con IA fiel a su marca',
      description:
        'Borradores de campañas, segmentos de audiencia, pruebas de anuncios e informes semanales con la voz de su marca, en español e inglés, revisados por una persona.',
      keywords:
        'marketing con IA, creación de contenido con IA, automatización de marketing, segmentación de audiencias, pruebas de anuncios, marketing bilingüe, Marlowe Creative Studio',
    },
    serviceType: 'Servicios de marketing con IA',
    hero: {
      headline: 'Un marketing que sigue el ritmo de su negocio',
      lead: 'Borradores de campañas, segmentos de audiencia y notas semanales de rendimiento con la voz de su marca, listos en horas y no en semanas, y siempre revisados por una persona antes de llegar a un cliente.',
      primaryCta: 'Planifique su campaña',
      secondaryCta: { label: 'Ver soluciones', target: 'solutions' },
      visual: {
        kind: 'dashboard',
        caption:
          'Ilustración: la segunda semana de una campaña de primavera, con su tasa de clics, prospectos nuevos y costo por prospecto.',
        title: 'Campaña de primavera · semana 2',
        status: 'Activa',
        metrics: [
          { value: '4.1%', label: 'clics en correos' },
          { value: '38', label: 'prospectos nuevos' },
          { value: 'US$21', label: 'costo por prospecto' },
        ],
        total: { value: '6 h', label: 'de redacción ahorradas esta semana' },
      },
    },
    sections: [
      {
        kind: 'stats',
        eyebrow: 'Qué esperar',
        heading: 'Más campañas, bien probadas, sin sumar personal',
        figures: [
          { value: '48 h', label: 'del brief a una campaña aprobada' },
          { value: '5x', label: 'más variantes probadas cada mes' },
          { value: '6 h', label: 'de redacción ahorradas cada semana' },
        ],
        note: 'Cifras ilustrativas para una empresa que envía una campaña al mes. Fijamos sus propias metas en la primera sesión.',
      },
      {
        kind: 'cards',
        id: 'solutions',
        eyebrow: 'Soluciones',
        heading: 'Seis maneras en que la IA impulsa su marketing',
        lead: 'Elija una para empezar. Todas funcionan con los canales y herramientas que ya usa.',
        items: [
          {
            icon: 'pen-line',
            title: 'Guía de voz de marca',
            description:
              'Documentamos su tono, las palabras que usa y las que nunca usaría, para que cada borrador suene a usted.',
            detail: 'Borradores para ajustar, no para rehacer',
          },
          {
            icon: 'sparkles',
            title: 'Contenido a partir de un brief',
            description:
              'Publicaciones, correos, fichas de productos y borradores de blog a partir de un solo brief, en español y en inglés.',
            detail: 'Un mes de publicaciones en una tarde',
          },
          {
            icon: 'users',
            title: 'Segmentos de audiencia',
            description:
              'Su lista de clientes agrupada según lo que compraron, preguntaron y abrieron, para que cada grupo reciba un mensaje a su medida.',
            detail: 'Menos bajas de suscripción',
          },
          {
            icon: 'target',
            title: 'Pruebas de anuncios',
            description:
              'Variantes de títulos e imágenes lanzadas en pruebas pequeñas y luego reducidas a las que generan consultas.',
            detail: 'El presupuesto sigue a los resultados',
          },
          {
            icon: 'trending-up',
            title: 'Notas semanales de rendimiento',
            description:
              'Un resumen en lenguaje claro cada lunes: qué funcionó, qué no y qué conviene probar después.',
            detail: 'Decisiones en cinco minutos',
          },
          {
            icon: 'search',
            title: 'Presencia en búsquedas locales',
            description:
              'Publicaciones en su perfil de Google Business, respuestas a reseñas y preguntas frecuentes al día, para que los clientes cercanos lo encuentren primero.',
            detail: 'Visible donde la gente busca',
          },
        ],
      },
      {
        kind: 'benefits',
        eyebrow: 'Beneficios',
        heading: 'Por qué funciona en empresas dirigidas por sus dueños',
        items: [
          {
            title: 'Una persona aprueba todo',
            text: 'Nada se publica ni se envía sin el visto bueno suyo o de alguien que usted designe. La IA redacta; las personas deciden.',
          },
          {
            title: 'Constancia, aun en un mes ajetreado',
            text: 'El boletín sale y las publicaciones siguen llegando aunque usted no tenga tiempo de escribirlas.',
          },
          {
            title: 'Dos idiomas, un solo esfuerzo',
            text: 'Las versiones en español se escriben para hispanohablantes, no se pasan por un traductor, y las revisa un hablante nativo.',
          },
          {
            title: 'La inversión sigue a la evidencia',
            text: 'Las pruebas pequeñas muestran qué funciona antes de mover el presupuesto, y usted deja de pagar anuncios que solo se ven bien.',
          },
        ],
      },
    ],
    closing: {
      heading: 'Planifiquemos juntos su próxima campaña',
      text: 'Traiga su última campaña y su próxima meta. En una sesión gratuita de 30 minutos le mostramos dónde la IA ahorra más tiempo y qué probaríamos primero.',
      button: 'Reserve una sesión de marketing',
      note: 'Las sesiones son de martes a jueves, por videollamada, en español o en inglés.',
    },
  },
});
