import { z } from 'zod';
import { defineLocalizedContent } from '../localized';
import { text } from './shared';

export const faqContent = defineLocalizedContent(
  z.object({
    eyebrow: text,
    heading: text,
    lead: text,
    /** Also published as the page's FAQPage structured data. */
    questions: z.array(z.object({ question: text, answer: text })).length(6),
  }),
  {
    en: {
      eyebrow: 'FAQ',
      heading: 'Questions owners ask before the first call',
      lead: 'Straight answers about timelines, ownership and what changes for your team.',
      questions: [
        {
          question: 'How long does an AI project take?',
          answer:
            'Simple integrations, such as a website chat agent or a lead-routing workflow, take 2-4 weeks. Comprehensive transformations that touch several departments take 3-6 months, delivered in stages so you see results from the first month.',
        },
        {
          question: 'Do we need technical staff to use what you build?',
          answer:
            'No. We build for the people who will use the system every day, train them in a hands-on session and leave a one-page guide for each tool. When something needs to change, you can ask for it in plain language.',
        },
        {
          question: 'Who owns the data, prompts and code?',
          answer:
            'You do. Everything is set up in your own accounts from the start, documented and handed over at the end of the project. If we stop working together, nothing stops working for you.',
        },
        {
          question: 'Will an AI agent replace my staff?',
          answer:
            'That is not the goal. Agents take the repetitive first touch, such as after-hours calls, status questions and form intake, and pass anything that needs judgement to a person, with the whole conversation attached.',
        },
        {
          question: 'How do you measure return on investment?',
          answer:
            'Before we build, we record a baseline: hours spent, response times, leads lost. Each pilot has one agreed metric and a weekly report against it. If a pilot does not pay for itself, we tell you and stop.',
        },
        {
          question: 'Do you work outside Virginia, and in Spanish?',
          answer:
            'Yes. We work remotely with clients across the United States and Latin America, and every session, document and agent can be in English, Spanish or both.',
        },
      ],
    },
    es: {
      eyebrow: 'Preguntas frecuentes',
      heading: 'Lo que preguntan los dueños antes de la primera llamada',
      lead: 'Respuestas directas sobre plazos, propiedad y lo que cambia para su equipo.',
      questions: [
        {
          question: '¿Cuánto tarda un proyecto de IA?',
          answer:
            'Las integraciones sencillas, como un agente de chat en su sitio web o un flujo de reparto de prospectos, toman de 2 a 4 semanas. Las transformaciones integrales que abarcan varios departamentos toman de 3 a 6 meses y se entregan por etapas, para que vea resultados desde el primer mes.',
        },
        {
          question: '¿Necesitamos personal técnico para usar lo que construyen?',
          answer:
            'No. Construimos para las personas que usarán el sistema a diario, las capacitamos en una sesión práctica y dejamos una guía de una página por cada herramienta. Cuando algo deba cambiar, puede pedirlo con sus propias palabras.',
        },
        {
          question: '¿De quién son los datos, las instrucciones y el código?',
          answer:
            'Suyos. Todo se configura en sus propias cuentas desde el inicio, se documenta y se le entrega al final del proyecto. Si dejamos de trabajar juntos, nada deja de funcionar para usted.',
        },
        {
          question: '¿Un agente de IA reemplazará a mi personal?',
          answer:
            'Ese no es el objetivo. Los agentes se encargan del primer contacto repetitivo, como las llamadas fuera de horario, las consultas de estado o la recepción de formularios, y pasan a una persona todo lo que requiere criterio, con la conversación completa.',
        },
        {
          question: '¿Cómo miden el retorno de la inversión?',
          answer:
            'Antes de construir registramos una línea base: horas dedicadas, tiempos de respuesta, prospectos perdidos. Cada piloto tiene una métrica acordada y un informe semanal sobre ella. Si un piloto no se paga solo, se lo decimos y nos detenemos.',
        },
        {
          question: '¿Trabajan fuera de Virginia y en español?',
          answer:
            'Sí. Trabajamos a distancia con clientes de todo Estados Unidos y América Latina, y cada sesión, documento y agente puede estar en inglés, en español o en ambos.',
        },
      ],
    },
  },
);
