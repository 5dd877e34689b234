import type { z } from 'zod';
import type { articleSchema } from '../schema';

export const promptsThatWorkAtWork = {
  id: 'prompts-that-work-at-work',
  slug: 'prompts-that-work-at-work',
  category: 'trending',
  date: '2025-09-08',
  author: 'Jordan Marlowe',
  en: {
    title: 'Prompts That Work at Work: A Practical Guide for Busy Teams',
    excerpt:
      'A practical guide to writing AI prompts at work: the four parts of a good brief, ready-to-adapt examples for five industries, and how to check the answer.',
    content: [
      {
        type: 'paragraph',
        text: 'Most disappointing AI results come from disappointing instructions. Ask a chat assistant to write a follow-up email and you get something polite, vague and long. Ask it the way you would brief a capable new employee, with the facts, the reader and the length, and you get a draft worth editing.',
      },
      {
        type: 'paragraph',
        text: 'This guide is for owners and teams who already have an AI assistant and want better results on ordinary work: emails, listings, summaries, replies. No tricks and no secret phrases. Just the habit of giving a clear brief, every time.',
      },
      { type: 'heading', level: 2, text: 'The four parts of a prompt that works' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Context: who you are, who the reader is, and why it matters. A mortgage office writing to a first-time buyer needs a different tone from a sales team writing to a purchasing manager.',
          'Task: one clear job. Write, summarize, compare, list or rewrite. If you have three jobs, write three prompts.',
          'Material: paste the facts the answer must use, and say that it must use only those. This is the best single protection against invented details.',
          'Format: length, structure and tone. 120 words. Three bullet points. Plain language. No exclamation marks.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Compare two prompts. The first says: write a follow-up email to a buyer. The second names the buyer, lists the two homes they saw, mentions the one concern they raised about the commute, and asks for a 100-word email offering a second showing on Saturday. The second takes a minute longer to write and saves ten minutes of editing.',
      },
      {
        type: 'icon-callout',
        icon: 'sparkles',
        color: 'pink',
        title: 'A listing description you can trust',
        text: "Copy and adapt: 'You are helping a real estate agent. Using only the facts below, write a 120-word listing description for first-time buyers in a warm, plain tone. Do not add features, numbers or claims that are not in the facts. Facts: [paste the facts here]'",
      },
      { type: 'heading', level: 2, text: 'Prompts to adapt for five kinds of business' },
      {
        type: 'list',
        items: [
          'Hospitality: paste a week of guest reviews and ask for three things guests praised, three complaints, and one fix that would cost less than $200.',
          'Mortgage and home loans: paste your document checklist and ask for a friendly text reminder, under 300 characters, for a borrower who is missing two items.',
          "Sales teams: paste your notes from a discovery call and ask for a four-line summary with the buyer's problem, budget, timeline and next step.",
          'Professional services: paste a long client email and ask for a numbered list of every question in it, so none goes unanswered in your reply.',
          'Local retail: paste your return policy and ask for answers to the five questions customers ask most about it, in the voice of your shop.',
        ],
      },
      {
        type: 'icon-callout',
        icon: 'target',
        color: 'orange',
        title: 'Turn meeting notes into next steps',
        text: "Try this: 'Here are my rough notes from a meeting. List every decision made, every open question, and every task with its owner and due date. If an owner or a date is missing, write MISSING instead of guessing.'",
      },
      { type: 'heading', level: 2, text: 'How to check what comes back' },
      {
        type: 'paragraph',
        text: 'AI assistants write fluently whether or not they are right. That is the risk. A two-minute check catches most problems, and it is the part of the process you should never skip.',
      },
      {
        type: 'list',
        items: [
          'Facts: does every fact appear in the material you gave it?',
          'Numbers: prices, dates, rates, square footage. Check each one against the source.',
          'Names: people, streets, products. They are easy to garble and embarrassing to get wrong.',
          'Promises: look for anything that commits your business to something you did not intend.',
          'Tone: read it aloud. If it does not sound like your business, say so in the next prompt.',
        ],
      },
      { type: 'heading', level: 3, text: 'When the answer misses, fix the brief' },
      {
        type: 'paragraph',
        text: 'Resist the urge to start over. Tell the assistant exactly what was wrong: too long, too formal, invented a feature, forgot the Saturday showing. Two or three rounds of specific feedback usually get you there. Then put what you learned back into the saved prompt, so the next person starts from the better version instead of repeating your edits.',
      },
      {
        type: 'graph-placeholder',
        chartType: 'bar',
        title: 'Hours a week on first drafts, before and after',
        description:
          'Illustrative estimates for a five-person team, not measured data. The times with AI include the human review, which should never be skipped.',
        unit: 'h',
        data: [
          { label: 'Emails, by hand', value: 6 },
          { label: 'Emails, AI draft and review', value: 2.5 },
          { label: 'Summaries, by hand', value: 4 },
          { label: 'Summaries, AI draft and review', value: 1.5 },
          { label: 'Listings, by hand', value: 3 },
          { label: 'Listings, AI draft and review', value: 1 },
        ],
      },
      { type: 'heading', level: 2, text: 'Build a shared prompt library' },
      {
        type: 'paragraph',
        text: "When a prompt works, do not let it live in one person's chat history. Keep a shared document with the prompts your team relies on, each with a name, the full text, an example of a good result, and who to ask about it. Review it once a month and retire the ones nobody uses. Ten good prompts used by everyone are worth more than a hundred in one person's head.",
      },
      {
        type: 'quote',
        text: 'A vague prompt is not the tool failing. It is a vague brief, and a new hire would have given you the same result.',
      },
      {
        type: 'image',
        src: 'prompt-anatomy',
        alt: 'Four translucent layers in violet, indigo, pink and amber, stacked on a fine grid and slightly offset, resolving into one sharp shape at the top',
        caption: 'Context, task, material, format: four layers that turn a question into a brief.',
        position: 'full',
      },
      {
        type: 'paragraph',
        text: 'Start with one task you do every week. Write the prompt with all four parts, check the result, fix the prompt, and save it. Within a month you will have a small library that fits your business better than any template you could download.',
      },
    ],
  },
  es: {
    title: 'Prompts que sí funcionan en el trabajo: guía práctica para equipos ocupados',
    excerpt:
      'Guía práctica para escribir prompts de IA en el trabajo: las cuatro partes de una buena instrucción, ejemplos para cinco sectores y cómo revisar la respuesta.',
    content: [
      {
        type: 'paragraph',
        text: 'La mayoría de los resultados decepcionantes de la IA nacen de instrucciones decepcionantes. Pida a un asistente de chat que escriba un correo de seguimiento y recibirá algo cortés, vago y largo. Pídaselo como se lo explicaría a un empleado nuevo y capaz, con los datos, el destinatario y la extensión, y recibirá un borrador que vale la pena editar.',
      },
      {
        type: 'paragraph',
        text: 'Esta guía es para dueños y equipos que ya tienen un asistente de IA y quieren mejores resultados en el trabajo de todos los días: correos, anuncios, resúmenes, respuestas. Sin trucos ni frases secretas. Solo el hábito de dar una instrucción clara cada vez, lo que en inglés se conoce como prompt.',
      },
      { type: 'heading', level: 2, text: 'Las cuatro partes de un prompt que funciona' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Contexto: quién es usted, quién leerá el texto y por qué importa. Una oficina hipotecaria que escribe a alguien que compra su primera casa necesita un tono distinto al de un equipo de ventas que escribe a un gerente de compras.',
          'Tarea: un solo trabajo claro. Redactar, resumir, comparar, enumerar o reescribir. Si tiene tres trabajos, escriba tres prompts.',
          'Material: pegue los datos que la respuesta debe usar, y aclare que debe usar solo esos. Es la mejor protección contra los detalles inventados.',
          'Formato: extensión, estructura y tono. 120 palabras. Tres viñetas. Lenguaje sencillo. Sin signos de exclamación.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Compare dos prompts. El primero dice: escribe un correo de seguimiento a un comprador. El segundo da el nombre del comprador, menciona las dos casas que visitó, recoge la única duda que planteó sobre el trayecto al trabajo y pide un correo de 100 palabras que ofrezca una segunda visita el sábado. El segundo toma un minuto más en escribirse y ahorra diez minutos de edición.',
      },
      {
        type: 'icon-callout',
        icon: 'sparkles',
        color: 'pink',
        title: 'Una descripción de propiedad confiable',
        text: "Copie y adapte: 'Usted ayuda a un agente inmobiliario. Usando solo los datos de abajo, escriba una descripción de 120 palabras para quienes compran su primera vivienda, con un tono cálido y sencillo. No agregue características, cifras ni afirmaciones que no estén en los datos. Datos: [pegue aquí los datos]'",
      },
      { type: 'heading', level: 2, text: 'Prompts para adaptar en cinco tipos de negocio' },
      {
        type: 'list',
        items: [
          'Hotelería: pegue una semana de reseñas de huéspedes y pida tres cosas que elogiaron, tres quejas y una mejora que cueste menos de 200 dólares.',
          'Hipotecas y préstamos para vivienda: pegue su lista de documentos y pida un recordatorio amable por mensaje de texto, de menos de 300 caracteres, para un solicitante al que le faltan dos documentos.',
          'Equipos de ventas: pegue sus notas de una llamada de descubrimiento y pida un resumen de cuatro líneas con el problema del comprador, el presupuesto, los plazos y el siguiente paso.',
          'Servicios profesionales: pegue un correo largo de un cliente y pida la lista numerada de todas las preguntas que contiene, para que ninguna quede sin respuesta.',
          'Comercio local: pegue su política de devoluciones y pida respuestas a las cinco preguntas que más hacen los clientes sobre ella, con el estilo de su tienda.',
        ],
      },
      {
        type: 'icon-callout',
        icon: 'target',
        color: 'orange',
        title: 'De notas de reunión a próximos pasos',
        text: "Pruebe esto: 'Estas son mis notas sueltas de una reunión. Enumere cada decisión tomada, cada pregunta abierta y cada tarea con su responsable y su fecha límite. Si falta un responsable o una fecha, escriba FALTA en lugar de suponer.'",
      },
      { type: 'heading', level: 2, text: 'Cómo revisar lo que recibe' },
      {
        type: 'paragraph',
        text: 'Los asistentes de IA escriben con fluidez, tengan razón o no. Ese es el riesgo. Una revisión de dos minutos detecta la mayoría de los problemas, y es la parte del proceso que nunca debe saltarse.',
      },
      {
        type: 'list',
        items: [
          'Datos: ¿cada dato aparece en el material que usted entregó?',
          'Cifras: precios, fechas, tasas, superficies. Compare cada una con la fuente.',
          'Nombres: personas, calles, productos. Es fácil alterarlos y es vergonzoso equivocarse.',
          'Compromisos: busque cualquier frase que comprometa a su empresa a algo que usted no pretendía.',
          'Tono: léalo en voz alta. Si no suena a su empresa, dígalo en el siguiente prompt.',
        ],
      },
      { type: 'heading', level: 3, text: 'Si la respuesta no sirve, corrija la instrucción' },
      {
        type: 'paragraph',
        text: 'Evite la tentación de empezar de cero. Dígale al asistente exactamente qué estuvo mal: demasiado largo, demasiado formal, inventó una característica, olvidó la visita del sábado. Dos o tres rondas de comentarios concretos suelen bastar. Después, incorpore lo aprendido al prompt guardado, para que la siguiente persona parta de la versión mejorada en lugar de repetir sus correcciones.',
      },
      {
        type: 'graph-placeholder',
        chartType: 'bar',
        title: 'Horas semanales en primeros borradores, antes y después',
        description:
          'Estimaciones ilustrativas para un equipo de cinco personas, no datos medidos. Los tiempos con IA incluyen la revisión humana, que nunca debe omitirse.',
        unit: 'h',
        data: [
          { label: 'Correos, a mano', value: 6 },
          { label: 'Correos, borrador de IA y revisión', value: 2.5 },
          { label: 'Resúmenes, a mano', value: 4 },
          { label: 'Resúmenes, borrador de IA y revisión', value: 1.5 },
          { label: 'Anuncios, a mano', value: 3 },
          { label: 'Anuncios, borrador de IA y revisión', value: 1 },
        ],
      },
      { type: 'heading', level: 2, text: 'Arme una biblioteca compartida de prompts' },
      {
        type: 'paragraph',
        text: 'Cuando un prompt funciona, no lo deje perdido en el historial de una sola persona. Mantenga un documento compartido con los prompts de los que depende su equipo, cada uno con un nombre, el texto completo, un ejemplo de buen resultado y a quién preguntar. Revíselo una vez al mes y retire los que nadie usa. Diez buenos prompts que usa todo el equipo valen más que cien en la cabeza de una sola persona.',
      },
      {
        type: 'quote',
        text: 'Un prompt vago no es una falla de la herramienta. Es una instrucción vaga, y un empleado nuevo le habría dado el mismo resultado.',
      },
      {
        type: 'image',
        src: 'prompt-anatomy',
        alt: 'Cuatro capas translúcidas en violeta, índigo, rosa y ámbar, apiladas sobre una cuadrícula fina y ligeramente desplazadas, que forman una figura nítida en la parte superior',
        caption:
          'Contexto, tarea, material y formato: cuatro capas que convierten una pregunta en una instrucción.',
        position: 'full',
      },
      {
        type: 'paragraph',
        text: 'Empiece por una tarea que haga cada semana. Escriba el prompt con sus cuatro partes, revise el resultado, corrija el prompt y guárdelo. En un mes tendrá una pequeña biblioteca que se ajusta a su negocio mejor que cualquier plantilla descargada.',
      },
    ],
  },
} satisfies z.input<typeof articleSchema>;
