import { defineLocalizedContent } from '../localized';
import { servicePageSchema } from './schema';

export const websiteDesign = defineLocalizedContent(servicePageSchema, {
  en: {
    meta: {
      title: 'Website Design That Converts Visitors',
      description:
        'Fast, accessible, bilingual websites built to turn visits into booked calls: mobile-first design, pages that load in under 3 seconds and SEO from day one.',
      keywords:
        'website design, small business website, conversion-focused web design, fast website, mobile-first design, bilingual website, SEO, Marlowe Creative Studio',
    },
    serviceType: 'Website design and development',
    hero: {
      headline: 'Websites That Convert Visitors Into Customers',
      lead: 'Fast, accessible websites in English and Spanish, built around the one thing you want visitors to do, whether that is booking a call, asking for a quote or buying, and measured after launch.',
      primaryCta: 'Get Your Website',
      secondaryCta: { label: 'View Features', target: 'features' },
      stats: [
        { value: '45%', label: 'higher conversions' },
        { value: 'Under 3 s', label: 'load time' },
        { value: '100%', label: 'mobile optimized' },
      ],
      statsNote:
        'Illustrative figures: conversions compared with the site a client had before, load time measured on a mid-range phone.',
      visual: {
        kind: 'scores',
        caption:
          'Illustration: a sample site report with load time, conversion rate, SEO score and mobile score.',
        title: 'Site report',
        subtitle: 'Sample audit',
        metrics: [
          { label: 'Load time', value: '3.8s' },
          { label: 'Conversion', value: '7.2%' },
          { label: 'SEO score', value: '88', score: 88 },
          { label: 'Mobile score', value: '89', score: 89 },
        ],
      },
    },
    sections: [
      {
        kind: 'process',
        id: 'process',
        eyebrow: 'Our process',
        heading: 'From brief to launch in six weeks',
        lead: 'A fixed sequence with a decision at the end of each step, so you always know what happens next and what it costs.',
        steps: [
          {
            title: 'Brief',
            duration: 'Week 1',
            text: 'A 60-minute call and a short questionnaire: who your customers are, what you want them to do and how we will measure it. You approve a one-page brief.',
          },
          {
            title: 'Structure and copy',
            duration: 'Week 2',
            text: 'A page map, page outlines and first drafts of the copy in English and Spanish, written from your brief for you to edit.',
          },
          {
            title: 'Design',
            duration: 'Weeks 3 and 4',
            text: 'Mobile-first page designs in your brand, shown on your own phone. Two rounds of changes are included.',
          },
          {
            title: 'Build',
            duration: 'Weeks 4 and 5',
            text: 'Built for speed and accessibility, and connected to your booking tool, CRM and analytics.',
          },
          {
            title: 'Test and launch',
            duration: 'Week 6',
            text: 'Checked on real phones, for accessibility and for speed, then launched with redirects from your old addresses so no search ranking is lost.',
          },
          {
            title: 'Measure',
            duration: 'After launch',
            text: 'A report 30 days after launch on visits, conversions and speed, with the changes we recommend next.',
          },
        ],
      },
      {
        kind: 'cards',
        id: 'features',
        eyebrow: 'Features',
        heading: 'Built to be found, fast and easy to say yes to',
        items: [
          {
            icon: 'mouse-pointer-click',
            title: 'Conversion-Focused Design',
            description:
              'Every page leads to one clear next step, with the call to action, proof and answers to objections where visitors look for them.',
            detail: 'More visits become enquiries',
          },
          {
            icon: 'gauge',
            title: 'Fast Performance',
            description:
              'Lean pages, optimized images and no heavy plugins, so pages load in under three seconds on an ordinary phone connection.',
            detail: 'Under 3 s to load',
          },
          {
            icon: 'smartphone',
            title: 'Mobile-First Responsive',
            description:
              'Designed for the phone first, where most of your visitors are, then scaled up to tablets and desktops.',
            detail: 'Thumb-friendly on every screen',
          },
          {
            icon: 'search',
            title: 'SEO Optimized',
            description:
              'Clean structure, page titles and descriptions, structured data and a sitemap in both languages, set up before launch.',
            detail: 'Found for what you sell',
          },
        ],
      },
      {
        kind: 'benefits',
        eyebrow: 'Benefits',
        heading: 'What you get besides a good-looking site',
        items: [
          {
            title: 'You own it',
            text: 'The domain, code, content and accounts are in your name. You can take them anywhere.',
          },
          {
            title: 'Bilingual without a plugin',
            text: 'English and Spanish pages are written and built as equals, each with its own address that search engines understand.',
          },
          {
            title: 'Accessible to everyone',
            text: 'Built to WCAG 2.2 AA: readable contrast, keyboard navigation and labelled forms. Better for every visitor and for search.',
          },
          {
            title: 'Edits without a developer',
            text: 'Change text, prices and photos yourself; a short recorded walkthrough shows how.',
          },
          {
            title: 'Leads go where you work',
            text: 'Forms send enquiries straight to your inbox, CRM or booking calendar, and every one is saved.',
          },
          {
            title: 'Support after launch',
            text: 'Thirty days of fixes are included, then an optional care plan for updates, backups and monitoring.',
          },
        ],
      },
    ],
    closing: {
      heading: 'Let’s plan a website that earns its keep',
      text: 'Send us your current site, or tell us you do not have one yet. In a free 30-minute session we review what you have and outline the brief together.',
      button: 'Start Your Website Project',
      note: 'Sessions run Tuesday to Thursday, by video call, in English or Spanish.',
    },
  },
  es: {
    meta: {
      title: 'Diseño web que convierte visitas en clientes',
      description:
        'Sitios web rápidos, accesibles y bilingües que convierten visitas en citas: diseño pensado para móviles, carga en menos de 3 segundos y SEO desde el inicio.',
      keywords:
        'diseño web, sitio web para pymes, diseño web orientado a conversiones, sitio web rápido, diseño para móviles, sitio web bilingüe, SEO, Marlowe Creative Studio',
    },
    serviceType: 'Diseño y desarrollo de sitios web',
    hero: {
      headline: 'Sitios web que convierten visitas en clientes',
      lead: 'Sitios web rápidos y accesibles, en español y en inglés, construidos alrededor de lo único que usted quiere que hagan sus visitantes, ya sea agendar una llamada, pedir una cotización o comprar, y medidos después del lanzamiento.',
      primaryCta: 'Obtenga su sitio web',
      secondaryCta: { label: 'Ver características', target: 'features' },
      stats: [
        { value: '45%', label: 'más conversiones' },
        { value: 'Menos de 3 s', label: 'de carga' },
        { value: '100%', label: 'optimizado para móviles' },
      ],
      statsNote:
        'Cifras ilustrativas: las conversiones se comparan con el sitio anterior de un cliente y el tiempo de carga se mide en un teléfono de gama media.',
      visual: {
        kind: 'scores',
        caption:
          'Ilustración: un informe de muestra con el tiempo de carga, la tasa de conversión y las puntuaciones de SEO y de móviles.',
        title: 'Informe del sitio',
        subtitle: 'Auditoría de muestra',
        metrics: [
          { label: 'Tiempo de carga', value: '3.8s' },
          { label: 'Conversión', value: '7.2%' },
          { label: 'Puntuación SEO', value: '88', score: 88 },
          { label: 'Puntuación móvil', value: '89', score: 89 },
        ],
      },
    },
    sections: [
      {
        kind: 'process',
        id: 'process',
        eyebrow: 'Nuestro proceso',
        heading: 'Del brief al lanzamiento en seis semanas',
        lead: 'Una secuencia fija, con una decisión al final de cada paso, para que usted siempre sepa qué sigue y cuánto cuesta.',
        steps: [
          {
            title: 'Definición',
            duration: 'Semana 1',
            text: 'Una llamada de 60 minutos y un breve cuestionario: quiénes son sus clientes, qué quiere que hagan y cómo lo mediremos. Usted aprueba un brief de una página.',
          },
          {
            title: 'Estructura y textos',
            duration: 'Semana 2',
            text: 'El mapa del sitio, el esquema de cada página y los primeros borradores de los textos en español y en inglés, escritos a partir de su brief para que usted los edite.',
          },
          {
            title: 'Diseño',
            duration: 'Semanas 3 y 4',
            text: 'Diseños de página pensados primero para móviles, con su marca, que usted revisa en su propio teléfono. Incluyen dos rondas de cambios.',
          },
          {
            title: 'Desarrollo',
            duration: 'Semanas 4 y 5',
            text: 'Construido para ser rápido y accesible, y conectado a su herramienta de reservas, su CRM y su analítica.',
          },
          {
            title: 'Pruebas y lanzamiento',
            duration: 'Semana 6',
            text: 'Revisado en teléfonos reales, en accesibilidad y en velocidad, y lanzado con redirecciones desde sus direcciones anteriores para no perder posiciones en los buscadores.',
          },
          {
            title: 'Medición',
            duration: 'Después del lanzamiento',
            text: 'Un informe a los 30 días del lanzamiento sobre visitas, conversiones y velocidad, con los cambios que recomendamos a continuación.',
          },
        ],
      },
      {
        kind: 'cards',
        id: 'features',
        eyebrow: 'Características',
        heading: 'Hecho para que lo encuentren, cargue rápido y sea fácil decir que sí',
        items: [
          {
            icon: 'mouse-pointer-click',
            title: 'Diseño orientado a conversiones',
            description:
              'Cada página lleva a un siguiente paso claro, con la llamada a la acción, las pruebas y las respuestas a las objeciones donde el visitante las busca.',
            detail: 'Más visitas se vuelven consultas',
          },
          {
            icon: 'gauge',
            title: 'Alto rendimiento',
            description:
              'Páginas ligeras, imágenes optimizadas y sin complementos pesados, para que carguen en menos de tres segundos con la conexión de un teléfono común.',
            detail: 'Menos de 3 s de carga',
          },
          {
            icon: 'smartphone',
            title: 'Adaptable, primero para móviles',
            description:
              'Diseñado primero para el teléfono, donde está la mayoría de sus visitantes, y luego ampliado a tabletas y computadoras.',
            detail: 'Cómodo en cualquier pantalla',
          },
          {
            icon: 'search',
            title: 'Optimizado para SEO',
            description:
              'Estructura limpia, títulos y descripciones de página, datos estructurados y un mapa del sitio en ambos idiomas, listos antes del lanzamiento.',
            detail: 'Lo encuentran por lo que vende',
          },
        ],
      },
      {
        kind: 'benefits',
        eyebrow: 'Beneficios',
        heading: 'Lo que recibe además de un sitio atractivo',
        items: [
          {
            title: 'Es suyo',
            text: 'El dominio, el código, los contenidos y las cuentas están a su nombre. Puede llevarlos a donde quiera.',
          },
          {
            title: 'Bilingüe sin complementos',
            text: 'Las páginas en español y en inglés se escriben y se construyen en igualdad, cada una con su propia dirección que los buscadores entienden.',
          },
          {
            title: 'Accesible para todos',
            text: 'Cumple con WCAG 2.2 AA: contraste legible, navegación con teclado y formularios bien etiquetados. Mejor para cada visitante y para los buscadores.',
          },
          {
            title: 'Cambios sin un programador',
            text: 'Usted mismo cambia textos, precios y fotos; un breve video le muestra cómo.',
          },
          {
            title: 'Los prospectos llegan a donde usted trabaja',
            text: 'Los formularios envían cada consulta a su correo, su CRM o su calendario de citas, y todas quedan guardadas.',
          },
          {
            title: 'Soporte después del lanzamiento',
            text: 'Incluye treinta días de correcciones y luego un plan de mantenimiento opcional para actualizaciones, copias de seguridad y monitoreo.',
          },
        ],
      },
    ],
    closing: {
      heading: 'Planifiquemos un sitio web que rinda',
      text: 'Envíenos su sitio actual, o díganos que todavía no tiene uno. En una sesión gratuita de 30 minutos revisamos lo que tiene y esbozamos el brief juntos.',
      button: 'Inicie su proyecto web',
      note: 'Las sesiones son de martes a jueves, por videollamada, en español o en inglés.',
    },
  },
});
