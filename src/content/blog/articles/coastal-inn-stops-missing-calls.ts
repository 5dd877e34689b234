import type { z } from 'zod';
import type { articleSchema } from '../schema';

export const coastalInnStopsMissingCalls = {
  id: 'coastal-inn-stops-missing-calls',
  slug: 'coastal-inn-stops-missing-calls',
  category: 'spotlight',
  date: '2025-09-29',
  author: 'Jordan Marlowe',
  en: {
    title: 'The Coastal Inn That Stopped Missing Calls After Dark',
    excerpt:
      'An illustrative story of a 14-room coastal inn that let a voice agent take overflow and after-hours calls, and what changed in its first three months.',
    content: [
      {
        type: 'paragraph',
        text: 'A note before the story. Saltmeadow Inn is not a real business. It is a composite of the small coastal inns and vacation rentals we talk with, built from patterns that come up again and again. The figures are rounded and illustrative. The problem, though, is very real.',
      },
      {
        type: 'paragraph',
        text: 'Saltmeadow has 14 rooms, an owner who also keeps the books, and two front desk staff who cover 8 in the morning to 8 at night. Many guests book online, but a large share still call: older guests, families with questions about pets or cribs, and anyone planning a longer stay. For them, the phone is the front door.',
      },
      { type: 'heading', level: 2, text: 'The problem: the phone rang when nobody could answer' },
      {
        type: 'paragraph',
        text: 'The owner suspected calls were slipping through, so she pulled two weeks of logs from her phone provider. About one call in four went unanswered. The misses clustered in two places: the afternoon check-in rush, when both staff were busy with guests at the desk, and the hours after 8 pm, when calls went to a voicemail box that few callers used.',
      },
      {
        type: 'paragraph',
        text: 'A missed call at an inn is not just a missed conversation. If only a handful of those callers wanted two nights at around $225 a night, each lost booking was worth about $450. And a caller who reaches voicemail often tries the next inn down the road instead of leaving a message.',
      },
      {
        type: 'graph-placeholder',
        chartType: 'line',
        title: 'Unanswered calls per week at a composite inn',
        description:
          'Illustrative, rounded figures for a 14-room inn, not measurements from a real business. The voice agent began taking after-hours calls in week 4 and daytime overflow calls in week 7.',
        data: [
          { label: 'Week 1', value: 31 },
          { label: 'Week 2', value: 29 },
          { label: 'Week 3', value: 33 },
          { label: 'Week 4', value: 21 },
          { label: 'Week 5', value: 17 },
          { label: 'Week 6', value: 15 },
          { label: 'Week 7', value: 9 },
          { label: 'Week 8', value: 7 },
          { label: 'Week 9', value: 6 },
          { label: 'Week 10', value: 5 },
          { label: 'Week 11', value: 4 },
          { label: 'Week 12', value: 5 },
        ],
      },
      { type: 'heading', level: 2, text: 'What the inn built, and what it left out' },
      {
        type: 'paragraph',
        text: 'The owner did not want a chatbot on everything. She wanted the phone answered. The inn set up a voice agent that picks up only when the desk has not answered within four rings, and every call after 8 pm. Its job is narrow on purpose.',
      },
      {
        type: 'list',
        items: [
          'Answer the 25 most common questions from a fact sheet the owner wrote and approved: parking, pets, check-in times, beach passes, bike rentals, cancellation terms.',
          'Check room availability in read-only mode, without changing anything in the booking system.',
          'Take a booking request with name, dates, number of guests and a callback number, and text it to the desk.',
          'Never take card numbers, never promise a rate that is not on the website, never argue.',
          'Hand the call to a person, or take a message, the moment a caller asks for one.',
        ],
      },
      {
        type: 'paragraph',
        text: "It introduces itself as the inn's automated assistant in its first sentence. Nobody is fooled, and nobody is meant to be.",
      },
      {
        type: 'icon-callout',
        icon: 'clock',
        color: 'amber',
        title: 'Build the fact sheet first',
        text: "Start here: 'From these guest emails and call notes, list the 25 questions guests ask us most often, each with an answer of two sentences or fewer that a new front desk employee could read aloud. Mark any answer you are unsure of.'",
      },
      { type: 'heading', level: 2, text: 'From idea to daytime overflow in seven weeks' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Week 1: the owner and one staff member wrote the fact sheet, using the prompt above for the first draft.',
          'Week 2: they agreed on the hand-over rules: what the agent answers, what it passes on, and what it never says.',
          'Week 3: staff made about 40 test calls, playing difficult guests on purpose.',
          'Weeks 4 to 6: the agent went live for after-hours calls only, and the owner listened to every recording.',
          'Week 7: with the script tightened, it began taking daytime overflow calls too.',
        ],
      },
      { type: 'heading', level: 2, text: 'The numbers after three months' },
      {
        type: 'paragraph',
        text: 'By the end of the quarter, unanswered calls had fallen from about 30 a week to about 5, most of them callers who hung up before the greeting finished. The agent fully handled roughly 60 percent of the calls it took; the rest became a message or a transfer. Between 6 and 10 booking requests a month now arrived overnight. If a third of those turn into a two-night stay, that is roughly $900 to $1,500 a month in bookings that used to go to voicemail.',
      },
      {
        type: 'paragraph',
        text: 'In this illustrative case, the running cost for that call volume is around $150 to $300 a month in usage fees, plus a one-time setup. The exact figure depends on the minutes used and on the provider, so read it as a range, not a quote.',
      },
      {
        type: 'quote',
        text: 'Guests did not mind talking to an assistant at eleven at night. What they minded was nobody answering.',
      },
      { type: 'heading', level: 2, text: 'What went wrong first' },
      {
        type: 'list',
        items: [
          "The fact sheet still had last year's pet fee, and the agent repeated it faithfully for a week. The fix was a monthly review of the sheet, not a smarter agent.",
          'The first script was too chatty. Shorter answers ended calls sooner and sounded more natural.',
          'Some callers wanted a person straight away. Saying front desk or pressing 0 now transfers them, or takes a message after hours.',
          'Staff worried the agent was the first step toward replacing them. The owner said plainly that it covered the calls they could not take, and showed them the logs every week.',
        ],
      },
      {
        type: 'image',
        src: 'inn-after-hours-calls',
        alt: 'A crescent moon above a grid of small windows, a few of them lit, with thin orbit lines linking them to a softly glowing ring that stands for the phone',
        caption: 'After hours, the calls still come in. Now something answers them.',
        position: 'full',
      },
      { type: 'heading', level: 2, text: 'What carries over to your business' },
      {
        type: 'paragraph',
        text: 'The pattern is not special to inns. A home-loan office misses calls from borrowers asking where their file stands. A real estate team misses calls from yard signs on a Saturday. A law office misses new-client calls at lunchtime. In each case the same steps apply.',
      },
      {
        type: 'list',
        items: [
          'Count the missed calls first. Your phone provider usually has the logs.',
          'Write the fact sheet before choosing any technology.',
          'Start with after-hours calls, where almost any answer beats voicemail.',
          'Say up front that the caller is speaking with an assistant, and make reaching a person easy.',
          'Listen to recordings every week for the first month, and fix the sheet, not the caller.',
        ],
      },
    ],
  },
  es: {
    title: 'La posada costera que dejó de perder llamadas por la noche',
    excerpt:
      'Historia ilustrativa de una posada costera de 14 habitaciones que confió a un agente de voz las llamadas fuera de horario, y lo que cambió en tres meses.',
    content: [
      {
        type: 'paragraph',
        text: 'Una aclaración antes de empezar. Saltmeadow Inn no es un negocio real. Es un retrato compuesto de las pequeñas posadas costeras y casas vacacionales con las que conversamos, armado a partir de situaciones que se repiten una y otra vez. Las cifras están redondeadas y son ilustrativas. El problema, en cambio, es muy real.',
      },
      {
        type: 'paragraph',
        text: 'Saltmeadow tiene 14 habitaciones, una dueña que además lleva la contabilidad y dos recepcionistas que cubren de 8 de la mañana a 8 de la noche. Muchos huéspedes reservan en línea, pero una buena parte todavía llama: personas mayores, familias con preguntas sobre mascotas o cunas y quienes planean estancias largas. Para ellos, el teléfono es la puerta de entrada.',
      },
      {
        type: 'heading',
        level: 2,
        text: 'El problema: el teléfono sonaba cuando nadie podía contestar',
      },
      {
        type: 'paragraph',
        text: 'La dueña sospechaba que se escapaban llamadas, así que pidió a su proveedor de telefonía el registro de dos semanas. Aproximadamente una de cada cuatro llamadas quedó sin respuesta. Las pérdidas se concentraban en dos momentos: la hora pico de llegadas por la tarde, cuando las dos recepcionistas atendían huéspedes en el mostrador, y después de las 8 de la noche, cuando las llamadas iban a un buzón de voz que casi nadie usaba.',
      },
      {
        type: 'paragraph',
        text: 'En una posada, una llamada perdida no es solo una conversación perdida. Si apenas unas cuantas de esas personas querían reservar dos noches a unos 225 dólares por noche, cada reserva perdida valía cerca de 450 dólares. Y quien cae en el buzón de voz suele probar suerte con la siguiente posada del camino en lugar de dejar un mensaje.',
      },
      {
        type: 'graph-placeholder',
        chartType: 'line',
        title: 'Llamadas sin respuesta por semana en una posada compuesta',
        description:
          'Cifras ilustrativas y redondeadas para una posada de 14 habitaciones, no mediciones de un negocio real. El agente de voz empezó a atender las llamadas fuera de horario en la semana 4 y las de desborde durante el día en la semana 7.',
        data: [
          { label: 'Sem. 1', value: 31 },
          { label: 'Sem. 2', value: 29 },
          { label: 'Sem. 3', value: 33 },
          { label: 'Sem. 4', value: 21 },
          { label: 'Sem. 5', value: 17 },
          { label: 'Sem. 6', value: 15 },
          { label: 'Sem. 7', value: 9 },
          { label: 'Sem. 8', value: 7 },
          { label: 'Sem. 9', value: 6 },
          { label: 'Sem. 10', value: 5 },
          { label: 'Sem. 11', value: 4 },
          { label: 'Sem. 12', value: 5 },
        ],
      },
      { type: 'heading', level: 2, text: 'Lo que la posada implementó y lo que dejó fuera' },
      {
        type: 'paragraph',
        text: 'La dueña no quería un chatbot para todo. Quería que alguien contestara el teléfono. La posada configuró un agente de voz que atiende solo cuando recepción no contesta en cuatro timbres, y todas las llamadas después de las 8 de la noche. Su función es limitada a propósito.',
      },
      {
        type: 'list',
        items: [
          'Responder las 25 preguntas más frecuentes a partir de una hoja de datos que la dueña redactó y aprobó: estacionamiento, mascotas, horarios de llegada, pases de playa, alquiler de bicicletas y condiciones de cancelación.',
          'Consultar la disponibilidad de habitaciones en modo de solo lectura, sin modificar nada en el sistema de reservas.',
          'Tomar una solicitud de reserva con nombre, fechas, número de huéspedes y un teléfono de contacto, y enviarla por mensaje de texto a recepción.',
          'Nunca pedir números de tarjeta, nunca prometer una tarifa que no esté en el sitio web, nunca discutir.',
          'Pasar la llamada a una persona, o tomar un recado, en cuanto alguien lo pida.',
        ],
      },
      {
        type: 'paragraph',
        text: 'En su primera frase se presenta como el asistente automático de la posada. Nadie se confunde, y la idea es justamente que nadie se confunda.',
      },
      {
        type: 'icon-callout',
        icon: 'clock',
        color: 'amber',
        title: 'Primero, la hoja de datos',
        text: "Empiece aquí: 'A partir de estos correos de huéspedes y notas de llamadas, enumere las 25 preguntas que los huéspedes nos hacen con más frecuencia, cada una con una respuesta de dos oraciones como máximo que un recepcionista nuevo pueda leer en voz alta. Marque las respuestas de las que no esté seguro.'",
      },
      {
        type: 'heading',
        level: 2,
        text: 'De la idea a las llamadas de desborde en siete semanas',
      },
      {
        type: 'list',
        ordered: true,
        items: [
          'Semana 1: la dueña y una recepcionista escribieron la hoja de datos, con la instrucción anterior como primer borrador.',
          'Semana 2: acordaron las reglas de transferencia: qué responde el agente, qué pasa a una persona y qué no dice nunca.',
          'Semana 3: el personal hizo unas 40 llamadas de prueba, haciéndose pasar a propósito por huéspedes difíciles.',
          'Semanas 4 a 6: el agente empezó a atender solo las llamadas fuera de horario, y la dueña escuchó todas las grabaciones.',
          'Semana 7: con el guion ajustado, comenzó a atender también las llamadas de desborde durante el día.',
        ],
      },
      { type: 'heading', level: 2, text: 'Las cifras después de tres meses' },
      {
        type: 'paragraph',
        text: 'Al cierre del trimestre, las llamadas sin respuesta habían bajado de unas 30 por semana a unas 5, casi todas de personas que colgaron antes de que terminara el saludo. El agente resolvió por completo cerca del 60 por ciento de las llamadas que atendió; el resto terminó en un recado o en una transferencia. Ahora llegan de noche entre 6 y 10 solicitudes de reserva al mes. Si un tercio se convierte en una estancia de dos noches, son aproximadamente entre 900 y 1500 dólares al mes en reservas que antes iban a parar al buzón de voz.',
      },
      {
        type: 'paragraph',
        text: 'En este caso ilustrativo, el costo de operación para ese volumen de llamadas ronda entre 150 y 300 dólares al mes por uso, más una configuración inicial. La cifra exacta depende de los minutos y del proveedor, así que tómela como un rango, no como una cotización.',
      },
      {
        type: 'quote',
        text: 'A los huéspedes no les molestaba hablar con un asistente a las once de la noche. Lo que les molestaba era que nadie contestara.',
      },
      { type: 'heading', level: 2, text: 'Lo que falló al principio' },
      {
        type: 'list',
        items: [
          'La hoja de datos todavía tenía la tarifa por mascota del año anterior, y el agente la repitió fielmente durante una semana. La solución fue revisar la hoja cada mes, no un agente más inteligente.',
          'El primer guion era demasiado conversador. Las respuestas más cortas cerraron las llamadas antes y sonaron más naturales.',
          'Algunas personas pedían hablar con alguien de inmediato. Ahora basta con decir recepción o marcar 0 para que el agente transfiera la llamada, o tome un recado fuera de horario.',
          'Al personal le preocupaba que el agente fuera el primer paso para reemplazarlo. La dueña dijo con claridad que cubría las llamadas que ellos no podían tomar, y cada semana les mostró los registros.',
        ],
      },
      {
        type: 'image',
        src: 'inn-after-hours-calls',
        alt: 'Una luna creciente sobre una cuadrícula de pequeñas ventanas, algunas iluminadas, unidas por finas líneas orbitales a un anillo de luz suave que representa el teléfono',
        caption: 'Fuera de horario, las llamadas siguen llegando. Ahora alguien las contesta.',
        position: 'full',
      },
      { type: 'heading', level: 2, text: 'Lo que sirve para su negocio' },
      {
        type: 'paragraph',
        text: 'Este patrón no es exclusivo de las posadas. Una oficina de préstamos hipotecarios pierde llamadas de solicitantes que preguntan cómo va su trámite. Un equipo inmobiliario pierde las llamadas que generan sus letreros de venta un sábado. Un despacho de abogados pierde llamadas de clientes nuevos a la hora de la comida. En todos los casos sirven los mismos pasos.',
      },
      {
        type: 'list',
        items: [
          'Primero cuente las llamadas perdidas. Su proveedor de telefonía suele tener el registro.',
          'Escriba la hoja de datos antes de elegir cualquier tecnología.',
          'Empiece por las llamadas fuera de horario, donde casi cualquier respuesta es mejor que un buzón de voz.',
          'Diga desde el principio que quien llama habla con un asistente, y facilite llegar a una persona.',
          'Escuche grabaciones cada semana durante el primer mes, y corrija la hoja, no a quien llama.',
        ],
      },
    ],
  },
} satisfies z.input<typeof articleSchema>;
