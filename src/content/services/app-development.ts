import { defineLocalizedContent } from '../localized';
import { servicePageSchema } from './schema';

export const appDevelopment = defineLocalizedContent(servicePageSchema, {
  en: {
    meta: {
      title: 'Custom App Development for Business',
      description:
        'Custom web and mobile apps for iOS and Android, designed with the people who use them, built to be fast and secure, and supported around the clock.',
      keywords:
        'custom app development, mobile app development, iOS and Android apps, business app, web app development, app support, Marlowe Creative Studio',
    },
    serviceType: 'Custom web and mobile app development',
    hero: {
      headline: 'Apps That Solve Real Problems',
      lead: 'Web and mobile apps for the work that off-the-shelf software gets wrong, designed with the people who will use them every day and built to run reliably for years.',
      primaryCta: 'Start Your App',
      secondaryCta: { label: 'See Features', target: 'features' },
      stats: [
        { value: '100%', label: 'custom built' },
        { value: 'iOS + Android', label: 'from one codebase' },
        { value: '24/7', label: 'support and monitoring' },
      ],
      statsNote:
        'Every app is written for one client and stays theirs. Monitoring alerts us at any hour; agreed response times are in each support plan.',
      visual: {
        kind: 'app-rating',
        caption:
          'Illustration: an app’s store rating of 4.8 with its load time, 30-day retention and crash rate.',
        appName: 'Field service app',
        store: 'App Store and Google Play',
        rating: 4.8,
        ratingLabel: 'rating',
        metrics: [
          { value: '1.2s', label: 'Load time' },
          { value: '95%', label: '30-day retention' },
          { value: '0.1%', label: 'Crash rate' },
        ],
      },
    },
    sections: [
      {
        kind: 'cards',
        id: 'features',
        eyebrow: 'Features',
        heading: 'Built for the people who use it, and for the years after launch',
        items: [
          {
            icon: 'users',
            title: 'User-Centric Design',
            description:
              'We watch how your team or customers work today, then design screens around those tasks and test them with real users before building.',
            detail: 'Fewer taps, less training',
          },
          {
            icon: 'gauge',
            title: 'High Performance',
            description:
              'Screens open in about a second, and the app keeps working on a weak signal or offline, syncing when the connection returns.',
            detail: 'Works in the field',
          },
          {
            icon: 'lock-keyhole',
            title: 'Enterprise Security',
            description:
              'Encrypted data, single sign-on, role-based access and audit logs, with customer data stored only where you decide.',
            detail: 'Your data, your rules',
          },
          {
            icon: 'layers',
            title: 'Scalable Architecture',
            description:
              'A clean, documented codebase and managed cloud services that grow from ten users to ten thousand without a rewrite.',
            detail: 'Grows with you',
          },
        ],
      },
      {
        kind: 'benefits',
        eyebrow: 'Benefits',
        heading: 'Why a custom app pays off',
        items: [
          {
            title: 'It fits your process',
            text: 'No more workarounds for software built for someone else. The app does your steps, in your order.',
          },
          {
            title: 'One codebase, two stores',
            text: 'iOS and Android apps share one codebase, so new features reach both at once and cost less to maintain.',
          },
          {
            title: 'AI where it helps',
            text: 'Photo-to-form capture, smart search and drafted replies are built in where they save time, and left out where they do not.',
          },
          {
            title: 'You own the code',
            text: 'The source code, store accounts and cloud services are yours, documented for any developer to pick up.',
          },
          {
            title: 'Small releases, often',
            text: 'A working version in your hands within weeks, then improvements every two weeks based on real use.',
          },
          {
            title: 'Support that stays',
            text: 'Monitoring, updates for new phone systems and security patches continue after launch, under a plan you choose.',
          },
        ],
      },
    ],
    closing: {
      heading: 'Turn the problem into an app',
      text: 'Describe the task your team struggles with. In a free 30-minute session we sketch the first version, estimate the time it takes to build and tell you honestly whether an app is the right answer.',
      button: 'Start Your App Project',
      note: 'Sessions run Tuesday to Thursday, by video call, in English or Spanish.',
    },
  },
  es: {
    meta: {
      title: 'Desarrollo de aplicaciones a medida',
      description:
        'Aplicaciones web y móviles a medida para iOS y Android, diseñadas con quienes las usan, rápidas y seguras, y con soporte y monitoreo a toda hora.',
      keywords:
        'desarrollo de aplicaciones a medida, desarrollo de apps móviles, apps para iOS y Android, aplicación empresarial, aplicaciones web, soporte de apps, Marlowe Creative Studio',
    },
    serviceType: 'Desarrollo de aplicaciones web y móviles a medida',
    hero: {
      headline: 'Aplicaciones que resuelven problemas reales',
      lead: 'Aplicaciones web y móviles para el trabajo que el software genérico resuelve mal, diseñadas con las personas que las usarán a diario y construidas para funcionar con confianza durante años.',
      primaryCta: 'Cree su aplicación',
      secondaryCta: { label: 'Ver funciones', target: 'features' },
      stats: [
        { value: '100%', label: 'hecho a medida' },
        { value: 'iOS + Android', label: 'con un solo código' },
        { value: '24/7', label: 'soporte y monitoreo' },
      ],
      statsNote:
        'Cada aplicación se escribe para un solo cliente y sigue siendo suya. El monitoreo nos alerta a cualquier hora; los tiempos de respuesta acordados constan en cada plan de soporte.',
      visual: {
        kind: 'app-rating',
        caption:
          'Ilustración: la calificación de 4.8 de una aplicación en las tiendas, con su tiempo de carga, retención a 30 días y tasa de fallos.',
        appName: 'App de servicio en campo',
        store: 'App Store y Google Play',
        rating: 4.8,
        ratingLabel: 'calificación',
        metrics: [
          { value: '1.2s', label: 'Tiempo de carga' },
          { value: '95%', label: 'Retención a 30 días' },
          { value: '0.1%', label: 'Tasa de fallos' },
        ],
      },
    },
    sections: [
      {
        kind: 'cards',
        id: 'features',
        eyebrow: 'Funciones',
        heading: 'Hecha para quienes la usan y para los años después del lanzamiento',
        items: [
          {
            icon: 'users',
            title: 'Diseño centrado en el usuario',
            description:
              'Observamos cómo trabajan hoy su equipo o sus clientes, diseñamos las pantallas alrededor de esas tareas y las probamos con usuarios reales antes de programar.',
            detail: 'Menos toques, menos capacitación',
          },
          {
            icon: 'gauge',
            title: 'Alto rendimiento',
            description:
              'Las pantallas abren en alrededor de un segundo y la aplicación sigue funcionando con poca señal o sin conexión, y se sincroniza al volver la red.',
            detail: 'Funciona en el campo',
          },
          {
            icon: 'lock-keyhole',
            title: 'Seguridad empresarial',
            description:
              'Datos cifrados, inicio de sesión único, permisos por rol y registros de auditoría, con los datos de sus clientes guardados solo donde usted decida.',
            detail: 'Sus datos, sus reglas',
          },
          {
            icon: 'layers',
            title: 'Arquitectura escalable',
            description:
              'Un código limpio y documentado, y servicios en la nube administrados que crecen de diez usuarios a diez mil sin reescribir nada.',
            detail: 'Crece con usted',
          },
        ],
      },
      {
        kind: 'benefits',
        eyebrow: 'Beneficios',
        heading: 'Por qué una aplicación a medida vale la pena',
        items: [
          {
            title: 'Se adapta a su proceso',
            text: 'Se acabaron los rodeos con software hecho para otros. La aplicación sigue sus pasos, en su orden.',
          },
          {
            title: 'Un código, dos tiendas',
            text: 'Las versiones para iOS y Android comparten el mismo código, así las novedades llegan a ambas a la vez y el mantenimiento cuesta menos.',
          },
          {
            title: 'IA donde ayuda',
            text: 'Formularios que se llenan desde una foto, búsqueda inteligente y respuestas sugeridas, incluidos donde ahorran tiempo y omitidos donde no.',
          },
          {
            title: 'El código es suyo',
            text: 'El código fuente, las cuentas de las tiendas y los servicios en la nube son suyos, documentados para que cualquier desarrollador los retome.',
          },
          {
            title: 'Entregas pequeñas y frecuentes',
            text: 'Una versión funcional en sus manos en pocas semanas y luego mejoras cada dos semanas, según el uso real.',
          },
          {
            title: 'Soporte que se queda',
            text: 'El monitoreo, las actualizaciones para nuevas versiones de los teléfonos y los parches de seguridad continúan después del lanzamiento, con el plan que usted elija.',
          },
        ],
      },
    ],
    closing: {
      heading: 'Convierta el problema en una aplicación',
      text: 'Describa la tarea que le cuesta a su equipo. En una sesión gratuita de 30 minutos esbozamos la primera versión, estimamos el tiempo de desarrollo y le decimos con franqueza si una aplicación es la respuesta correcta.',
      button: 'Inicie su proyecto de app',
      note: 'Las sesiones son de martes a jueves, por videollamada, en español o en inglés.',
    },
  },
});
