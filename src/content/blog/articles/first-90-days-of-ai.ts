import type { z } from 'zod';
import type { articleSchema } from '../schema';

export const first90DaysOfAi = {
  id: 'first-90-days-of-ai',
  slug: 'first-90-days-of-ai',
  category: 'trending',
  date: '2025-10-01',
  author: 'Jordan Marlowe',
  en: {
    title: 'Your First 90 Days of AI: A Practical Plan for Small Businesses',
    excerpt:
      'A three-phase plan for bringing AI into a small business: find one costly task, run a measured pilot, and decide with numbers instead of hype.',
    content: [
      {
        type: 'paragraph',
        text: 'Most small businesses start with AI the wrong way round. Someone buys a subscription, shares the login, and waits for something to improve. Three months later two people use it for emails and nobody can say whether it saved a single hour.',
      },
      {
        type: 'paragraph',
        text: 'There is a better order: the work first, then a measurement, then one tool, then a decision. The plan below fits a business of 5 to 50 people and asks for two to four hours a week from one owner or manager. It ends on day 90 with a decision you can defend: scale it, change it, or stop.',
      },
      { type: 'heading', level: 2, text: 'Days 1 to 30: find the work worth fixing' },
      {
        type: 'paragraph',
        text: 'Do not start with tools. Start with a list. For two weeks, ask each person on the team to jot down the tasks they repeat: answering the same guest question, writing follow-up emails after showings, chasing a borrower for a pay stub, turning meeting notes into a summary. Rough numbers are fine. You want hours per week, not precision.',
      },
      {
        type: 'paragraph',
        text: 'Then put a price on each task. Multiply the weekly hours by a loaded hourly cost; wages plus 20 to 30 percent for taxes and benefits is a common rule of thumb. A task that takes 6 hours a week at $35 an hour costs about $11,000 a year. That number is the ceiling on what any tool for that task is worth to you.',
      },
      {
        type: 'list',
        ordered: true,
        items: [
          'Collect the repeated tasks from everyone who does them, not only from managers.',
          'Estimate the hours per week for each, and multiply by a loaded hourly cost.',
          "Mark the tasks that are mostly text, calls or documents. That is where today's AI tools are strongest.",
          'Cross out anything where a mistake would reach a customer unchecked, or where the data is too sensitive to share with an outside tool.',
          'From what is left, pick one task. Just one.',
        ],
      },
      {
        type: 'icon-callout',
        icon: 'lightbulb',
        color: 'purple',
        title: 'Sort your list in five minutes',
        text: "Try this: 'Here is a list of the tasks my team repeats every week, with rough hours for each. Rank them by the hours a tool could save by writing the first draft, and flag any task that involves customer or financial data.'",
      },
      {
        type: 'graph-placeholder',
        chartType: 'bar',
        title: 'Where a week goes in one illustrative office',
        description:
          'Illustrative figures for a 12-person real estate office, not measured data. Your own tally from the first two weeks replaces them.',
        unit: 'h',
        data: [
          { label: 'Answering repeat questions', value: 9 },
          { label: 'Follow-up emails', value: 7 },
          { label: 'Listing descriptions', value: 5 },
          { label: 'Scheduling and rescheduling', value: 4 },
          { label: 'Weekly reports', value: 3 },
        ],
      },
      { type: 'heading', level: 2, text: 'Days 31 to 60: one pilot, small and measured' },
      {
        type: 'paragraph',
        text: 'Before you change anything, record a baseline for the task you picked. How many hours did it take last week? How many items were done? How long did customers wait? Without a baseline, day 90 turns into a debate about impressions.',
      },
      {
        type: 'paragraph',
        text: 'Then choose the simplest tool that could do the job. For most writing and summarizing tasks, the business plan of a mainstream chat assistant is enough; in 2025 these commonly cost in the range of $20 to $30 per user per month. If the task has to run on its own, like answering the phone or moving data between systems, you are looking at an automation or a custom agent, and a setup cost in the low thousands of dollars is a realistic expectation.',
      },
      {
        type: 'list',
        items: [
          'One task, one small group of two or three people, one number to watch.',
          'A person approves every output before it reaches a customer, for the whole pilot.',
          'Keep a simple log: date, task, minutes spent, and any error the tool made.',
          'Set a spending cap before you start, and do not add a second tool halfway through.',
        ],
      },
      {
        type: 'image',
        src: 'first-90-days-roadmap',
        alt: 'Three concentric orbits on a dark violet gradient, marked 30, 60 and 90, each carrying a small glowing planet for measure, pilot and decide',
        caption: 'Three phases, one task: measure it, pilot it, then decide.',
        position: 'full',
      },
      { type: 'heading', level: 2, text: 'Days 61 to 90: decide with numbers' },
      {
        type: 'paragraph',
        text: 'In the last month, compare the log with the baseline. Suppose follow-up emails took 7 hours a week before and 3 hours a week with a drafted first version and a human edit. That is 4 hours saved, about $7,000 a year at $35 an hour, against a tool that costs a few hundred. The case makes itself. If the saving is one hour and the error log is long, the case also makes itself, the other way.',
      },
      {
        type: 'paragraph',
        text: 'There are three good outcomes. Scale: roll the tool out to the rest of the team and write down how it is used. Adjust: the idea works but the tool or the instructions do not, so run another 30 days with one change. Stop: the task was not a good fit. Stopping is not failure. You bought certainty for the price of a month.',
      },
      {
        type: 'quote',
        text: 'A pilot that ends in a clear no has done its job. The expensive outcome is the one nobody measured.',
        author: 'Jordan Marlowe',
      },
      { type: 'heading', level: 3, text: 'What the whole plan costs' },
      {
        type: 'paragraph',
        text: 'For a typical small business the honest estimate is modest: one manager at two to four hours a week, a few team members at about an hour a week during the pilot, and tool costs from roughly $50 to a few hundred dollars for the quarter. Custom work, if you choose it, comes after day 90, when you know exactly what you are paying for.',
      },
      { type: 'heading', level: 2, text: 'Five mistakes to avoid' },
      {
        type: 'list',
        items: [
          'Starting with five tools at once. You will not know which one helped.',
          'Skipping the baseline. Without a before, there is no after.',
          'Letting the tool write to customers unsupervised in the first month.',
          'Pasting client data into a tool before anyone has read its data policy.',
          'Choosing the task the owner finds most interesting instead of the one that costs the most.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Ninety days is long enough to learn something real and short enough that nobody loses patience. At the end you will have a number, a decision, and a team that has used AI on real work rather than heard about it. That is a better starting point than any subscription.',
      },
    ],
  },
  es: {
    title: 'Sus primeros 90 días con IA: un plan práctico para pequeñas empresas',
    excerpt:
      'Un plan en tres etapas para llevar la IA a una pequeña empresa: elegir una tarea costosa, hacer una prueba medida y decidir con números, no con promesas.',
    content: [
      {
        type: 'paragraph',
        text: 'La mayoría de las pequeñas empresas empieza con la IA al revés. Alguien contrata una suscripción, comparte la contraseña y espera a que algo mejore. Tres meses después, dos personas la usan para redactar correos y nadie puede decir si ahorró una sola hora.',
      },
      {
        type: 'paragraph',
        text: 'Hay un orden mejor: primero el trabajo, luego la medición, después una herramienta y, al final, la decisión. El plan que sigue sirve para empresas de 5 a 50 personas y requiere de dos a cuatro horas por semana de un dueño o gerente. Termina el día 90 con una decisión que usted puede defender: ampliar, ajustar o detener.',
      },
      {
        type: 'heading',
        level: 2,
        text: 'Días 1 a 30: encuentre el trabajo que vale la pena resolver',
      },
      {
        type: 'paragraph',
        text: 'No empiece por las herramientas. Empiece por una lista. Durante dos semanas, pida a cada persona del equipo que anote las tareas que repite: responder la misma pregunta de un huésped, escribir correos de seguimiento después de mostrar una propiedad, pedirle a un solicitante de crédito su comprobante de ingresos, convertir notas de reunión en un resumen. Bastan cifras aproximadas. Lo que importa son las horas por semana, no la precisión.',
      },
      {
        type: 'paragraph',
        text: 'Luego ponga precio a cada tarea. Multiplique las horas semanales por un costo por hora completo; el salario más un 20 a 30 por ciento por impuestos y prestaciones es una regla práctica común. Una tarea de 6 horas semanales a 35 dólares la hora cuesta unos 11 mil dólares al año. Esa cifra es el tope de lo que vale para usted cualquier herramienta que la resuelva.',
      },
      {
        type: 'list',
        ordered: true,
        items: [
          'Reúna las tareas repetidas de todas las personas que las hacen, no solo de los gerentes.',
          'Calcule las horas semanales de cada una y multiplíquelas por el costo por hora completo.',
          'Marque las tareas que consisten sobre todo en textos, llamadas o documentos. Ahí es donde las herramientas de IA actuales rinden más.',
          'Descarte aquellas en las que un error llegaría a un cliente sin revisión, o en las que los datos son demasiado delicados para compartirlos con una herramienta externa.',
          'De lo que quede, elija una sola tarea. Solo una.',
        ],
      },
      {
        type: 'icon-callout',
        icon: 'lightbulb',
        color: 'purple',
        title: 'Ordene su lista en cinco minutos',
        text: "Pruebe esto: 'Esta es la lista de tareas que mi equipo repite cada semana, con las horas aproximadas de cada una. Ordénelas según las horas que una herramienta podría ahorrar al escribir el primer borrador, y señale las que involucran datos de clientes o información financiera.'",
      },
      {
        type: 'graph-placeholder',
        chartType: 'bar',
        title: 'En qué se va una semana en una oficina ilustrativa',
        description:
          'Cifras ilustrativas de una oficina inmobiliaria de 12 personas, no datos medidos. Su propio registro de las dos primeras semanas las reemplaza.',
        unit: 'h',
        data: [
          { label: 'Responder preguntas repetidas', value: 9 },
          { label: 'Correos de seguimiento', value: 7 },
          { label: 'Descripciones de propiedades', value: 5 },
          { label: 'Agendar y reprogramar citas', value: 4 },
          { label: 'Informes semanales', value: 3 },
        ],
      },
      { type: 'heading', level: 2, text: 'Días 31 a 60: una prueba piloto, pequeña y medida' },
      {
        type: 'paragraph',
        text: 'Antes de cambiar nada, registre un punto de partida para la tarea elegida. ¿Cuántas horas tomó la semana pasada? ¿Cuántos casos se resolvieron? ¿Cuánto esperaron los clientes? Sin ese punto de partida, el día 90 se convierte en una discusión de impresiones.',
      },
      {
        type: 'paragraph',
        text: 'Después elija la herramienta más sencilla que pueda hacer el trabajo. Para la mayoría de las tareas de redacción y resumen basta con el plan empresarial de un asistente de chat conocido; en 2025 suelen costar entre 20 y 30 dólares por usuario al mes. Si la tarea debe funcionar sola, como contestar el teléfono o pasar datos de un sistema a otro, hablamos de una automatización o de un agente a la medida, y es realista esperar un costo inicial de algunos miles de dólares.',
      },
      {
        type: 'list',
        items: [
          'Una tarea, un grupo pequeño de dos o tres personas, un solo número que vigilar.',
          'Una persona aprueba cada resultado antes de que llegue a un cliente, durante toda la prueba.',
          'Lleve un registro sencillo: fecha, tarea, minutos dedicados y cualquier error de la herramienta.',
          'Fije un tope de gasto antes de empezar y no agregue una segunda herramienta a mitad de camino.',
        ],
      },
      {
        type: 'image',
        src: 'first-90-days-roadmap',
        alt: 'Tres órbitas concéntricas sobre un degradado violeta oscuro, marcadas 30, 60 y 90, cada una con un pequeño planeta luminoso: medir, probar y decidir',
        caption: 'Tres etapas, una sola tarea: medirla, probarla y decidir.',
        position: 'full',
      },
      { type: 'heading', level: 2, text: 'Días 61 a 90: decida con números' },
      {
        type: 'paragraph',
        text: 'En el último mes, compare el registro con el punto de partida. Suponga que los correos de seguimiento tomaban 7 horas por semana y ahora toman 3, con un primer borrador automático y una revisión humana. Son 4 horas ahorradas, unos 7 mil dólares al año a 35 dólares la hora, frente a una herramienta que cuesta unos cientos. El caso se defiende solo. Si el ahorro es de una hora y la lista de errores es larga, el caso también se defiende solo, pero en sentido contrario.',
      },
      {
        type: 'paragraph',
        text: 'Hay tres buenos desenlaces. Ampliar: extender la herramienta al resto del equipo y dejar por escrito cómo se usa. Ajustar: la idea funciona, pero la herramienta o las instrucciones no, así que se repite la prueba 30 días con un solo cambio. Detener: la tarea no era adecuada. Detenerse no es fracasar. Usted compró certeza al precio de un mes.',
      },
      {
        type: 'quote',
        text: 'Una prueba que termina en un no claro cumplió su función. Lo caro es lo que nadie midió.',
        author: 'Jordan Marlowe',
      },
      { type: 'heading', level: 3, text: 'Cuánto cuesta el plan completo' },
      {
        type: 'paragraph',
        text: 'Para una pequeña empresa típica, el cálculo honesto es modesto: un gerente con dos a cuatro horas por semana, algunos miembros del equipo con cerca de una hora semanal durante la prueba, y herramientas por un monto que va de unos 50 dólares a algunos cientos en el trimestre. El trabajo a la medida, si lo elige, viene después del día 90, cuando ya sabe exactamente qué está pagando.',
      },
      { type: 'heading', level: 2, text: 'Cinco errores que conviene evitar' },
      {
        type: 'list',
        items: [
          'Empezar con cinco herramientas a la vez. No sabrá cuál ayudó.',
          'Omitir el punto de partida. Sin un antes, no hay un después.',
          'Dejar que la herramienta escriba a los clientes sin supervisión durante el primer mes.',
          'Pegar datos de clientes en una herramienta antes de que alguien haya leído su política de datos.',
          'Elegir la tarea que más le interesa al dueño en lugar de la que más le cuesta a la empresa.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Noventa días alcanzan para aprender algo real y son pocos para que alguien pierda la paciencia. Al final tendrá una cifra, una decisión y un equipo que usó la IA en trabajo real, en vez de solo oír hablar de ella. Es un mejor punto de partida que cualquier suscripción.',
      },
    ],
  },
} satisfies z.input<typeof articleSchema>;
