import type { z } from 'zod';
import type { articleSchema } from '../schema';

export const ownYourDataWhenBuyingAi = {
  id: 'own-your-data-when-buying-ai',
  slug: 'own-your-data-when-buying-ai',
  category: 'leadershipEdge',
  date: '2025-09-02',
  author: 'Jordan Marlowe',
  en: {
    title: 'Own Your Data When You Buy AI Tools: What to Ask Before You Sign',
    excerpt:
      'Before you sign up for an AI tool, know who owns what you put in and what comes out. Ten questions for vendors, the red flags, and how to stay portable.',
    content: [
      {
        type: 'paragraph',
        text: 'Every AI tool you buy runs on something you supply: your documents, your customer messages, your call recordings, the instructions your team spent weeks refining. The subscription is the smallest part of what you hand over. The knowledge is the valuable part, and the terms of service decide what happens to it.',
      },
      {
        type: 'paragraph',
        text: 'That is not a reason to avoid AI tools. It is a reason to read the data terms with the same care as the price. Most answers take fifteen minutes to find, and a vendor that makes them hard to find is already telling you something.',
      },
      {
        type: 'paragraph',
        text: 'A note first: this is practical guidance from a studio that sets these tools up for clients, not legal advice. For contracts with real exposure, involve your lawyer.',
      },
      { type: 'heading', level: 2, text: 'Three kinds of data are at stake' },
      {
        type: 'list',
        items: [
          'What you put in: documents, emails, spreadsheets, customer records, and anything your team pastes into a chat.',
          'What the tool produces and keeps: answers, call transcripts, recordings, summaries and activity logs.',
          'What you build inside it: prompts, instructions, fact sheets, workflows and settings. This is the part people forget, and often the hardest part to move.',
        ],
      },
      { type: 'heading', level: 2, text: 'Ten questions to ask any AI vendor' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Who owns what we upload, and who owns what the tool produces from it?',
          'Is our data used to train or improve your models? On our plan, is that off by default, or do we have to opt out?',
          'Where is our data stored, and which other companies process it on your behalf?',
          'How long do you keep inputs, outputs, recordings and logs?',
          'Can we export everything, including prompts, settings and history, in a standard format?',
          'How do we delete our data, and will you confirm the deletion in writing?',
          'Who on your side can see our data, and in what situations?',
          'How, and how quickly, will you tell us about a security incident?',
          'What happens to our data if we cancel, or if your company is acquired or shuts down?',
          'Can you change these terms, and how much notice will we get?',
        ],
      },
      {
        type: 'icon-callout',
        icon: 'shield-check',
        color: 'green',
        title: 'Let a tool read the fine print first',
        text: "Try this: 'Read the terms of service and data policy pasted below. In plain language, tell me who owns what we upload and what the tool produces, whether our data is used for training, how long it is kept, how we export it, and how we delete it. Quote the exact section for each answer, and say so when the document does not answer a question.'",
      },
      {
        type: 'paragraph',
        text: 'Then read the quoted sections yourself. An AI assistant is a fast first reader of a contract, not your lawyer, and a missing answer is as informative as a bad one.',
      },
      { type: 'heading', level: 2, text: 'Red flags' },
      {
        type: 'list',
        items: [
          'Your data is used for training unless you find the setting and switch it off.',
          'There is no export, or only an export of final outputs, without the prompts and settings you built.',
          'Ownership of outputs is vague, or the vendor claims a broad licence to use them.',
          'Retention is described as long as necessary, with no number of days.',
          'The terms can change at any time, without notice.',
        ],
      },
      { type: 'heading', level: 3, text: 'A word on free and personal plans' },
      {
        type: 'paragraph',
        text: 'Free and personal plans of AI tools often come with different data terms from business plans, and they rarely have admin controls. If your team uses personal accounts for work, you do not have one data policy; you have a dozen, one per person, none of which you have read. Moving everyone to a single business plan is often the cheapest data protection you can buy.',
      },
      {
        type: 'graph-placeholder',
        chartType: 'line',
        title: 'How switching cost grows when nothing can be exported',
        description:
          'An illustrative estimate, not measured data: hours for a small team that uses a tool daily to rebuild its prompts, fact sheets and workflows in a new one. What matters is the shape of the curve.',
        unit: 'h',
        data: [
          { label: 'Month 1', value: 2 },
          { label: 'Month 3', value: 6 },
          { label: 'Month 6', value: 14 },
          { label: 'Month 12', value: 30 },
          { label: 'Month 24', value: 60 },
        ],
      },
      { type: 'heading', level: 2, text: 'A note for regulated businesses' },
      {
        type: 'paragraph',
        text: 'If you handle borrower financials, client legal matters, health details or payment data, your existing obligations do not pause because a tool is new. The privacy and record-keeping rules that apply to email apply just as much to what goes into an AI system. For a mortgage office, for example, that means checking the tool against the information security program you already have, and keeping borrower documents out of any tool that has not passed that check.',
      },
      { type: 'heading', level: 2, text: 'Stay portable from day one' },
      {
        type: 'list',
        items: [
          'Keep the master copy of every prompt, instruction and fact sheet in your own shared drive, and paste it into the tool, not the other way round.',
          'Export conversation history and transcripts on a schedule. Monthly is enough for most teams.',
          'Prefer business plans with an admin console, so accounts belong to the company and not to individuals.',
          'When someone leaves, remove their access the same day.',
        ],
      },
      {
        type: 'quote',
        text: 'Rent the tool. Own what you teach it.',
        author: 'Jordan Marlowe',
      },
      {
        type: 'image',
        src: 'data-ownership-orbit',
        alt: 'A bright core at the centre of a fine grid, circled by thin orbits that carry small squares out to distant rented tools and back again',
        caption: 'The tools orbit. Your data and your instructions stay at the centre.',
        position: 'full',
      },
      {
        type: 'paragraph',
        text: 'The best AI tools two years from now may not be the ones you use today. If your data and your know-how stay yours, switching will take an afternoon. If they do not, you will keep paying for a tool you have outgrown, simply because leaving costs too much.',
      },
    ],
  },
  es: {
    title: 'Sus datos son suyos: qué preguntar antes de contratar herramientas de IA',
    excerpt:
      'Antes de contratar una herramienta de IA, sepa de quién es lo que carga y lo que genera: diez preguntas al proveedor, señales de alerta y cómo no quedar atado.',
    content: [
      {
        type: 'paragraph',
        text: 'Toda herramienta de IA que usted contrata funciona con algo que usted le da: sus documentos, los mensajes de sus clientes, las grabaciones de sus llamadas, las instrucciones que su equipo tardó semanas en afinar. La suscripción es la parte más pequeña de lo que entrega. El conocimiento es lo valioso, y los términos de servicio deciden qué pasa con él.',
      },
      {
        type: 'paragraph',
        text: 'Esto no es un motivo para evitar las herramientas de IA. Es un motivo para leer las condiciones sobre datos con el mismo cuidado que el precio. Casi todas las respuestas se encuentran en quince minutos, y un proveedor que las esconde ya le está diciendo algo.',
      },
      {
        type: 'paragraph',
        text: 'Una aclaración previa: esta es una guía práctica de un estudio que configura estas herramientas para sus clientes, no asesoría legal. Para contratos con un riesgo real, consulte a su abogado.',
      },
      { type: 'heading', level: 2, text: 'Hay tres tipos de datos en juego' },
      {
        type: 'list',
        items: [
          'Lo que usted introduce: documentos, correos, hojas de cálculo, registros de clientes y todo lo que su equipo pega en un chat.',
          'Lo que la herramienta produce y guarda: respuestas, transcripciones de llamadas, grabaciones, resúmenes y registros de actividad.',
          'Lo que usted construye dentro de ella: prompts, instrucciones, hojas de datos, flujos de trabajo y configuraciones. Es la parte que se olvida y, a menudo, la más difícil de trasladar.',
        ],
      },
      { type: 'heading', level: 2, text: 'Diez preguntas para cualquier proveedor de IA' },
      {
        type: 'list',
        ordered: true,
        items: [
          '¿De quién es lo que cargamos, y de quién es lo que la herramienta produce a partir de ello?',
          '¿Usan nuestros datos para entrenar o mejorar sus modelos? En nuestro plan, ¿eso está desactivado por defecto o tenemos que desactivarlo nosotros?',
          '¿Dónde se almacenan nuestros datos y qué otras empresas los procesan por cuenta de ustedes?',
          '¿Cuánto tiempo conservan las entradas, los resultados, las grabaciones y los registros?',
          '¿Podemos exportarlo todo, incluidos los prompts, la configuración y el historial, en un formato estándar?',
          '¿Cómo eliminamos nuestros datos, y confirmarán ustedes la eliminación por escrito?',
          '¿Quién de su lado puede ver nuestros datos, y en qué situaciones?',
          '¿Cómo y con qué rapidez nos avisarán de un incidente de seguridad?',
          '¿Qué pasa con nuestros datos si cancelamos, o si su empresa es adquirida o cierra?',
          '¿Pueden cambiar estas condiciones, y con cuánta anticipación nos avisarán?',
        ],
      },
      {
        type: 'icon-callout',
        icon: 'shield-check',
        color: 'green',
        title: 'Que una herramienta lea primero la letra pequeña',
        text: "Pruebe esto: 'Lea los términos de servicio y la política de datos que pego abajo. En lenguaje sencillo, dígame de quién es lo que cargamos y lo que produce la herramienta, si nuestros datos se usan para entrenar modelos, cuánto tiempo se conservan, cómo los exportamos y cómo los eliminamos. Cite la sección exacta de cada respuesta, y avíseme cuando el documento no responda alguna pregunta.'",
      },
      {
        type: 'paragraph',
        text: 'Después, lea usted mismo las secciones citadas. Un asistente de IA es un primer lector rápido de un contrato, no su abogado, y una respuesta que falta dice tanto como una respuesta mala.',
      },
      { type: 'heading', level: 2, text: 'Señales de alerta' },
      {
        type: 'list',
        items: [
          'Sus datos se usan para entrenar modelos, salvo que usted encuentre la opción y la desactive.',
          'No hay exportación, o solo se exportan los resultados finales, sin los prompts ni la configuración que usted construyó.',
          'La propiedad de los resultados es ambigua, o el proveedor se reserva una licencia amplia para usarlos.',
          'La conservación se describe como el tiempo que sea necesario, sin un número de días.',
          'Las condiciones pueden cambiar en cualquier momento y sin aviso.',
        ],
      },
      { type: 'heading', level: 3, text: 'Una palabra sobre los planes gratuitos y personales' },
      {
        type: 'paragraph',
        text: 'Los planes gratuitos y personales de las herramientas de IA suelen tener condiciones de datos distintas a las de los planes empresariales, y casi nunca ofrecen controles de administración. Si su equipo usa cuentas personales para trabajar, usted no tiene una política de datos: tiene una docena, una por persona, y no ha leído ninguna. Pasar a todo el equipo a un solo plan empresarial suele ser la protección de datos más barata que puede comprar.',
      },
      {
        type: 'graph-placeholder',
        chartType: 'line',
        title: 'Cómo crece el costo de cambiar si nada se puede exportar',
        description:
          'Una estimación ilustrativa, no datos medidos: las horas que un equipo pequeño que usa la herramienta a diario necesitaría para reconstruir sus prompts, hojas de datos y flujos de trabajo en otra. Lo importante es la forma de la curva.',
        unit: 'h',
        data: [
          { label: 'Mes 1', value: 2 },
          { label: 'Mes 3', value: 6 },
          { label: 'Mes 6', value: 14 },
          { label: 'Mes 12', value: 30 },
          { label: 'Mes 24', value: 60 },
        ],
      },
      { type: 'heading', level: 2, text: 'Una nota para negocios regulados' },
      {
        type: 'paragraph',
        text: 'Si usted maneja información financiera de solicitantes, asuntos legales de clientes, datos de salud o datos de pago, sus obligaciones actuales no se suspenden porque la herramienta sea nueva. Las mismas reglas de privacidad y conservación de registros que se aplican al correo electrónico se aplican a lo que entra en un sistema de IA. En una oficina hipotecaria, por ejemplo, eso significa evaluar la herramienta según el programa de seguridad de la información que ya tiene, y mantener los documentos de los solicitantes fuera de cualquier herramienta que no haya superado esa evaluación.',
      },
      { type: 'heading', level: 2, text: 'Conserve su libertad de cambiar desde el primer día' },
      {
        type: 'list',
        items: [
          'Guarde la copia maestra de cada prompt, instrucción y hoja de datos en su propia unidad compartida, y péguela en la herramienta, no al revés.',
          'Exporte el historial de conversaciones y las transcripciones con regularidad. Una vez al mes basta para la mayoría de los equipos.',
          'Prefiera planes empresariales con consola de administración, para que las cuentas pertenezcan a la empresa y no a cada persona.',
          'Cuando alguien deje la empresa, retire su acceso ese mismo día.',
        ],
      },
      {
        type: 'quote',
        text: 'Alquile la herramienta. Quédese con lo que le enseña.',
        author: 'Jordan Marlowe',
      },
      {
        type: 'image',
        src: 'data-ownership-orbit',
        alt: 'Un núcleo brillante en el centro de una cuadrícula fina, rodeado de órbitas delgadas que llevan pequeños cuadrados hacia herramientas alquiladas lejanas y los traen de vuelta',
        caption:
          'Las herramientas giran alrededor. Sus datos y sus instrucciones se quedan en el centro.',
        position: 'full',
      },
      {
        type: 'paragraph',
        text: 'Las mejores herramientas de IA dentro de dos años quizá no sean las que usa hoy. Si sus datos y su conocimiento siguen siendo suyos, cambiar le tomará una tarde. Si no, seguirá pagando una herramienta que ya no se ajusta a su negocio, solo porque irse cuesta demasiado.',
      },
    ],
  },
} satisfies z.input<typeof articleSchema>;
