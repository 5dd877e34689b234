import { z } from 'zod';
import { defineLocalizedContent } from '../localized';
import { text } from './legal-document';

const titledText = z.object({ heading: text, text });

const cardBackSchema = z.object({
  eyebrow: text,
  heading: text,
  bio: z.array(text).min(2).max(3),
  audience: titledText,
  start: titledText,
  links: z.object({ booking: text, story: text }),
  services: titledText,
});

export const cardBackContent = defineLocalizedContent(cardBackSchema, {
  en: {
    eyebrow: 'About Jordan',
    heading: 'An AI engineer who builds what he recommends',
    bio: [
      'Jordan Marlowe is an AI engineer and consultant. He founded Marlowe Creative Studio in 2025 on Chincoteague Island, Virginia, after meeting one business owner after another who had tried a chatbot, been burned by the hype and gone back to doing everything by hand.',
      'He spent the years before that connecting language models to calendars, CRMs, phone lines and knowledge bases, and learning where they fail. He designs, builds and supports every project himself: the person you meet in the first session is the one who answers the phone when something breaks.',
    ],
    audience: {
      heading: 'Who the studio works for',
      text: 'Owner-led businesses: real estate teams, inns and vacation rentals, mortgage offices, law, accounting and insurance practices, and service companies that want a website that books appointments. The studio is based on Virginia’s Eastern Shore, between the Chesapeake Bay and the Atlantic, and works by video call with clients across the United States and Latin America, in English or Spanish.',
    },
    start: {
      heading: 'How work begins',
      text: 'With a free 30-minute strategy session, Tuesday to Thursday. Together you count the tasks that repeat and what each one costs, then agree on one number to move, such as response time. A two-to-four-week pilot follows. Your data, prompts, workflows and code stay in your accounts, and every agent answers to a person.',
    },
    links: {
      booking: 'Book a free strategy session',
      story: 'Read Jordan’s full story',
    },
    services: {
      heading: 'What the studio does',
      text: 'Eight services, each aimed at hours a team loses every week. Most clients start with one and add the next once the first has paid for itself.',
    },
  },
  es: {
    eyebrow: 'Sobre Jordan',
    heading: 'Un ingeniero de IA que construye lo que recomienda',
    bio: [
      'Jordan Marlowe es ingeniero y consultor de IA. Fundó Marlowe Creative Studio en 2025 en Chincoteague Island, Virginia, después de conocer a muchos empresarios que habían probado un chatbot, se habían desencantado y habían vuelto a hacerlo todo a mano.',
      'Antes dedicó años a conectar modelos de lenguaje con calendarios, CRM, líneas telefónicas y bases de conocimiento, y a aprender dónde fallan. Él mismo diseña, construye y mantiene cada proyecto: la persona que usted conoce en la primera sesión es la misma que contesta el teléfono si algo falla.',
    ],
    audience: {
      heading: 'Para quién trabaja el estudio',
      text: 'Negocios dirigidos por sus dueños: equipos inmobiliarios, posadas y alquileres vacacionales, oficinas de crédito hipotecario, despachos legales, contables y de seguros, y empresas de servicios que quieren un sitio web que agende citas. El estudio tiene su sede en la Eastern Shore de Virginia, entre la bahía de Chesapeake y el Atlántico, y trabaja por videollamada con clientes de todo Estados Unidos y América Latina, en español o inglés.',
    },
    start: {
      heading: 'Cómo empieza el trabajo',
      text: 'Con una sesión estratégica gratuita de 30 minutos, de martes a jueves. Juntos contamos las tareas que se repiten y lo que cuesta cada una, y acordamos una cifra que mejorar, como el tiempo de respuesta. Sigue un piloto de dos a cuatro semanas. Sus datos, instrucciones, flujos de trabajo y código quedan en sus cuentas, y cada agente responde ante una persona.',
    },
    links: {
      booking: 'Reserve una sesión estratégica gratuita',
      story: 'Lea la historia completa de Jordan',
    },
    services: {
      heading: 'Lo que hace el estudio',
      text: 'Ocho servicios, cada uno dirigido a horas que un equipo pierde cada semana. La mayoría empieza por uno y suma el siguiente cuando el primero ya se pagó solo.',
    },
  },
});
