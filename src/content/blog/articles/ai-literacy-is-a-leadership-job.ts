import type { z } from 'zod';
import type { articleSchema } from '../schema';

export const aiLiteracyIsALeadershipJob = {
  id: 'ai-literacy-is-a-leadership-job',
  slug: 'ai-literacy-is-a-leadership-job',
  category: 'leadershipEdge',
  date: '2025-09-15',
  author: 'Jordan Marlowe',
  en: {
    title: 'AI Literacy Is a Leadership Job, Not an IT Project',
    excerpt:
      'Why owners and managers cannot hand AI to the most tech-savvy employee, what AI literacy means for a leader, and a 30-minute weekly habit that builds it.',
    content: [
      {
        type: 'paragraph',
        text: 'In many small businesses, AI arrives the same way. The owner hears about it, asks the most tech-savvy person on the team to look into it, and goes back to running the business. A few months later that person uses a chat tool every day, two colleagues use it now and then, and everyone else has quietly decided it is not for them.',
      },
      {
        type: 'paragraph',
        text: 'Nothing went wrong with the tool. What went wrong is that the decisions that matter were never made by the people who are supposed to make them. Which work should change? What is an acceptable error? What data never leaves the building? Those are leadership questions. Answering them well takes first-hand understanding of the tools, and that part cannot be delegated.',
      },
      {
        type: 'quote',
        text: 'You cannot set good rules for a tool you have never used yourself.',
        author: 'Jordan Marlowe',
      },
      { type: 'heading', level: 2, text: 'What AI literacy means for a leader' },
      {
        type: 'paragraph',
        text: 'It does not mean learning to code, following every model release or becoming the office expert. For an owner or manager, AI literacy comes down to four practical things.',
      },
      {
        type: 'list',
        items: [
          'Knowing what the tools are good at: drafting, summarizing, sorting, translating, and answering from documents you provide.',
          'Knowing what they are bad at: facts without a source, arithmetic nobody checked, and anything they were never given.',
          'Knowing where your data goes when someone pastes it into a tool, and which plans keep it out of model training.',
          'Knowing the cost of a mistake in each task, so you can decide where a person must check every output.',
        ],
      },
      { type: 'heading', level: 2, text: 'Why it cannot be handed off' },
      {
        type: 'paragraph',
        text: "There are three reasons. The first is priorities. The person who knows which work costs the business the most is the owner or manager, not the most enthusiastic user. The second is risk. A loan officer pasting a borrower's bank statement into a free tool is a leadership problem the moment it happens, whoever did it. The third is permission. Teams copy what leaders do. If the manager never touches the tool, the team reads that as a signal, whatever the memo says.",
      },
      {
        type: 'paragraph',
        text: 'None of this requires hours a week. It requires a small habit, kept up for a few months, until it stops feeling like homework and starts feeling like part of managing.',
      },
      { type: 'heading', level: 2, text: 'A 30-minute weekly habit' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Ten minutes: use an AI tool on a real task of your own, such as a reply you have been putting off or a report you need to summarize.',
          'Ten minutes: look at one way someone on your team uses it. Ask what it saves them and where it slips.',
          'Ten minutes: make or adjust one rule, and tell the team.',
        ],
      },
      { type: 'heading', level: 3, text: 'If your team is already ahead of you' },
      {
        type: 'paragraph',
        text: "That is common, and it is fine. Ask the person who uses AI the most to spend 30 minutes showing you, on your own work. Then ask them to write down the three things they do with it every week. You will learn more from that list than from any webinar, and you will have the start of your approved uses. Thank them in front of the team: the people who experimented early took a small risk on the business's behalf.",
      },
      {
        type: 'icon-callout',
        icon: 'compass',
        color: 'green',
        title: 'Your first ten minutes',
        text: "Try this: 'I manage a team of [number] people in [industry]. In plain language, name three tasks in a business like mine where an AI assistant could save time, one task where using it would be risky, and how I would check its work in each case.'",
      },
      {
        type: 'graph-placeholder',
        chartType: 'bar',
        title: 'A first month of learning, per manager',
        description:
          'A suggested allocation of about 14 hours over four weeks, not a measurement. Shift the hours toward whatever your team needs most.',
        unit: 'h',
        data: [
          { label: 'Hands-on practice with real tasks', value: 6 },
          { label: 'Reviewing how the team uses it', value: 4 },
          { label: 'Data and privacy rules', value: 2 },
          { label: 'Measuring results', value: 2 },
        ],
      },
      { type: 'heading', level: 2, text: 'One page of rules your team will actually follow' },
      {
        type: 'paragraph',
        text: 'Long policies go unread. One page works. Write it in plain language, keep it where people will see it, and update it whenever a mistake teaches you something.',
      },
      {
        type: 'list',
        items: [
          'Which tools are approved, and on which plan.',
          'What never goes into a tool: card numbers, Social Security numbers, bank statements, medical details, or anything a client asked you to keep private.',
          'What always gets a human check: anything sent to a customer, and anything that contains a number or a promise.',
          'When to tell customers that AI was involved.',
          'Who to ask when something is unclear, and how to report a mistake without blame.',
        ],
      },
      {
        type: 'image',
        src: 'leadership-constellation',
        alt: 'A constellation of small stars joined by thin lines on a dark violet gradient, with one brighter star near the centre linked to each of the others',
        caption: 'Literacy spreads from the centre out: teams follow what their leaders use.',
        position: 'full',
      },
      { type: 'heading', level: 2, text: 'Signs it is working' },
      {
        type: 'list',
        items: [
          'You can name the three tasks where AI saves your team the most time, with rough hours for each.',
          'People ask before pasting client data into a tool, not after.',
          'Mistakes get reported and turned into rules instead of being hidden.',
          'New hires learn the approved tools in their first week, from a colleague.',
          'Anyone on the team can say in one sentence what the business uses AI for, and what it does not.',
        ],
      },
      {
        type: 'paragraph',
        text: 'AI literacy is not a course you finish. It is the management job you already do: understand the work, set the standard, check the result. The tools are new. The responsibility is not, and it sits where it always has, with the people who run the business.',
      },
    ],
  },
  es: {
    title: 'La alfabetización en IA es tarea de los líderes, no un proyecto de sistemas',
    excerpt:
      'Por qué dueños y gerentes no pueden delegar la IA en el empleado más tecnológico, qué significa dominarla como líder y un hábito semanal de 30 minutos.',
    content: [
      {
        type: 'paragraph',
        text: 'En muchas pequeñas empresas, la IA llega siempre de la misma forma. El dueño oye hablar de ella, le pide a la persona más hábil con la tecnología que la investigue y vuelve a ocuparse del negocio. Meses después, esa persona usa una herramienta de chat todos los días, dos colegas la usan de vez en cuando y los demás decidieron en silencio que no es para ellos.',
      },
      {
        type: 'paragraph',
        text: 'La herramienta no falló. Lo que falló es que las decisiones importantes nunca las tomaron quienes debían tomarlas. ¿Qué trabajo debe cambiar? ¿Qué error es aceptable? ¿Qué datos no salen nunca de la empresa? Son preguntas de liderazgo. Responderlas bien exige conocer las herramientas de primera mano, y esa parte no se puede delegar.',
      },
      {
        type: 'quote',
        text: 'No se pueden fijar buenas reglas para una herramienta que uno nunca ha usado.',
        author: 'Jordan Marlowe',
      },
      { type: 'heading', level: 2, text: 'Qué significa la alfabetización en IA para un líder' },
      {
        type: 'paragraph',
        text: 'No significa aprender a programar, seguir cada lanzamiento de un modelo nuevo ni convertirse en el experto de la oficina. Para un dueño o un gerente, la alfabetización en IA se reduce a cuatro cosas prácticas.',
      },
      {
        type: 'list',
        items: [
          'Saber en qué son buenas las herramientas: redactar, resumir, clasificar, traducir y responder a partir de documentos que usted les entrega.',
          'Saber en qué fallan: datos sin fuente, cuentas que nadie revisó y cualquier cosa que nunca recibieron.',
          'Saber adónde van sus datos cuando alguien los pega en una herramienta, y qué planes los excluyen del entrenamiento de modelos.',
          'Saber cuánto cuesta un error en cada tarea, para decidir dónde una persona debe revisar cada resultado.',
        ],
      },
      { type: 'heading', level: 2, text: 'Por qué no se puede delegar' },
      {
        type: 'paragraph',
        text: 'Hay tres razones. La primera son las prioridades: quien sabe qué trabajo le cuesta más a la empresa es el dueño o el gerente, no el usuario más entusiasta. La segunda es el riesgo: un oficial de préstamos que pega el estado de cuenta bancario de un solicitante en una herramienta gratuita crea un problema de liderazgo en ese mismo instante, sin importar quién lo haya hecho. La tercera es el permiso: los equipos copian lo que hacen sus líderes. Si el gerente nunca usa la herramienta, el equipo lo interpreta como una señal, diga lo que diga el memorando.',
      },
      {
        type: 'paragraph',
        text: 'Nada de esto exige horas a la semana. Exige un hábito pequeño, sostenido durante algunos meses, hasta que deje de sentirse como tarea escolar y pase a ser parte de la gestión.',
      },
      { type: 'heading', level: 2, text: 'Un hábito semanal de 30 minutos' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Diez minutos: use una herramienta de IA en una tarea real suya, como una respuesta que viene posponiendo o un informe que necesita resumir.',
          'Diez minutos: revise cómo la usa alguien de su equipo. Pregunte qué le ahorra y en qué se equivoca.',
          'Diez minutos: cree o ajuste una regla, y comuníquela al equipo.',
        ],
      },
      { type: 'heading', level: 3, text: 'Si su equipo ya va un paso adelante' },
      {
        type: 'paragraph',
        text: 'Es algo común, y no es un problema. Pida a la persona que más usa la IA que le dedique 30 minutos para mostrarle cómo la aplica a su propio trabajo. Luego pídale que anote las tres cosas que hace con ella cada semana. Aprenderá más con esa lista que con cualquier seminario web, y tendrá el punto de partida de sus usos aprobados. Agradézcale frente al equipo: quienes experimentaron primero asumieron un pequeño riesgo en nombre de la empresa.',
      },
      {
        type: 'icon-callout',
        icon: 'compass',
        color: 'green',
        title: 'Sus primeros diez minutos',
        text: "Pruebe esto: 'Dirijo un equipo de [número] personas en [sector]. En lenguaje sencillo, nombre tres tareas de una empresa como la mía en las que un asistente de IA podría ahorrar tiempo, una tarea en la que usarlo sería riesgoso, y cómo revisaría yo su trabajo en cada caso.'",
      },
      {
        type: 'graph-placeholder',
        chartType: 'bar',
        title: 'Un primer mes de aprendizaje, por gerente',
        description:
          'Una distribución sugerida de unas 14 horas en cuatro semanas, no una medición. Mueva las horas hacia lo que más necesite su equipo.',
        unit: 'h',
        data: [
          { label: 'Práctica con tareas reales', value: 6 },
          { label: 'Revisar cómo la usa el equipo', value: 4 },
          { label: 'Reglas de datos y privacidad', value: 2 },
          { label: 'Medir resultados', value: 2 },
        ],
      },
      { type: 'heading', level: 2, text: 'Una página de reglas que su equipo sí va a seguir' },
      {
        type: 'paragraph',
        text: 'Las políticas largas no se leen. Una página funciona. Escríbala en lenguaje sencillo, déjela donde la gente la vea y actualícela cada vez que un error le enseñe algo.',
      },
      {
        type: 'list',
        items: [
          'Qué herramientas están aprobadas, y con qué plan.',
          'Qué nunca entra en una herramienta: números de tarjeta, números de Seguro Social, estados de cuenta bancarios, datos médicos o cualquier cosa que un cliente le haya pedido mantener en privado.',
          'Qué pasa siempre por revisión humana: todo lo que se envía a un cliente y todo lo que incluya una cifra o un compromiso.',
          'Cuándo avisar a los clientes que se usó IA.',
          'A quién preguntar cuando algo no está claro, y cómo reportar un error sin buscar culpables.',
        ],
      },
      {
        type: 'image',
        src: 'leadership-constellation',
        alt: 'Una constelación de pequeñas estrellas unidas por líneas finas sobre un degradado violeta oscuro, con una estrella más brillante cerca del centro conectada con cada una de las demás',
        caption:
          'La alfabetización se extiende desde el centro: los equipos siguen lo que usan sus líderes.',
        position: 'full',
      },
      { type: 'heading', level: 2, text: 'Señales de que está funcionando' },
      {
        type: 'list',
        items: [
          'Puede nombrar las tres tareas en las que la IA le ahorra más tiempo a su equipo, con horas aproximadas para cada una.',
          'La gente pregunta antes de pegar datos de clientes en una herramienta, no después.',
          'Los errores se reportan y se convierten en reglas, en lugar de esconderse.',
          'Las personas nuevas aprenden las herramientas aprobadas en su primera semana, de la mano de un colega.',
          'Cualquier persona del equipo puede decir en una frase para qué usa la IA la empresa, y para qué no.',
        ],
      },
      {
        type: 'paragraph',
        text: 'La alfabetización en IA no es un curso que se termina. Es el mismo trabajo de gestión que usted ya hace: entender el trabajo, fijar el estándar y revisar el resultado. Las herramientas son nuevas. La responsabilidad no lo es, y sigue donde siempre ha estado: en quienes dirigen el negocio.',
      },
    ],
  },
} satisfies z.input<typeof articleSchema>;
