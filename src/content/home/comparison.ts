import { z } from 'zod';
import { defineLocalizedContent } from '../localized';
import { text } from './shared';

export const keyBenefits = [
  { id: 'productivity', icon: 'zap' },
  { id: 'ownership', icon: 'lock-keyhole' },
  { id: 'roi', icon: 'chart-line' },
] as const;

const benefitSchema = z.object({ title: text, text });

export const comparisonContent = defineLocalizedContent(
  z.object({
    eyebrow: text,
    heading: text,
    lead: text,
    otherFirms: text,
    studio: text,
    rows: z
      .array(z.object({ topic: text, others: text, studio: text }))
      .min(4)
      .max(6),
    benefitsHeading: text,
    benefits: z.object({
      productivity: benefitSchema,
      ownership: benefitSchema,
      roi: benefitSchema,
    }),
    /** Says what the figures are: typical results on targeted tasks, not promises. */
    footnote: text,
  }),
  {
    en: {
      eyebrow: 'Why Marlowe',
      heading: 'A different way to buy AI',
      lead: 'Most AI projects stall for the same reasons: too big, too vague and owned by someone else. We built the studio around avoiding all three.',
      otherFirms: 'Other Firms',
      studio: 'Marlowe Creative Studio',
      rows: [
        {
          topic: 'How it starts',
          others: 'A platform licence and a six-month roadmap',
          studio: 'A two-to-four-week pilot with one agreed metric',
        },
        {
          topic: 'Who you talk to',
          others: 'An account manager, once the contract is signed',
          studio: 'The engineer who builds your system, on the phone',
        },
        {
          topic: 'Who owns the work',
          others: 'Your prompts, data and workflows live on their platform',
          studio: 'Everything lives in your accounts and stays with you',
        },
        {
          topic: 'What gets reported',
          others: 'Activity: meetings held, tickets closed',
          studio: 'Outcomes: hours saved, leads answered, revenue booked',
        },
        {
          topic: 'Languages',
          others: 'English, with translation sold as an extra',
          studio: 'English and Spanish from the first day',
        },
      ],
      benefitsHeading: 'Key Benefits',
      benefits: {
        productivity: {
          title: '20x productivity boost',
          text: 'On the tasks we automate, such as first replies to new leads and the weekly report, work that took twenty minutes takes one.',
        },
        ownership: {
          title: 'Full data ownership',
          text: 'Your data, prompts and code stay in your accounts, documented and handed over. No lock-in, no hostage subscriptions.',
        },
        roi: {
          title: 'Measurable ROI',
          text: 'Every project starts from a recorded baseline, so the return is a number in a weekly report, not a feeling.',
        },
      },
      footnote:
        'Figures describe typical results on the specific tasks automated in a pilot. They are not a guarantee for every process.',
    },
    es: {
      eyebrow: 'Por qué Marlowe',
      heading: 'Otra manera de contratar IA',
      lead: 'La mayoría de los proyectos de IA se estancan por las mismas razones: son demasiado grandes, demasiado vagos y le pertenecen a otro. Construimos el estudio para evitar las tres.',
      otherFirms: 'Otras firmas',
      studio: 'Marlowe Creative Studio',
      rows: [
        {
          topic: 'Cómo empieza',
          others: 'Una licencia de plataforma y un plan de seis meses',
          studio: 'Un piloto de dos a cuatro semanas con una métrica acordada',
        },
        {
          topic: 'Con quién habla',
          others: 'Con un ejecutivo de cuenta, una vez firmado el contrato',
          studio: 'Con el ingeniero que construye su sistema, por teléfono',
        },
        {
          topic: 'De quién es el trabajo',
          others: 'Sus instrucciones, datos y flujos viven en la plataforma del proveedor',
          studio: 'Todo vive en sus cuentas y se queda con usted',
        },
        {
          topic: 'Qué se informa',
          others: 'Actividad: reuniones realizadas, tickets cerrados',
          studio: 'Resultados: horas ahorradas, prospectos atendidos, ventas cerradas',
        },
        {
          topic: 'Idiomas',
          others: 'Inglés, con la traducción como costo adicional',
          studio: 'Inglés y español desde el primer día',
        },
      ],
      benefitsHeading: 'Beneficios clave',
      benefits: {
        productivity: {
          title: 'Productividad 20 veces mayor',
          text: 'En las tareas que automatizamos, como la primera respuesta a un prospecto o el informe semanal, lo que tomaba veinte minutos toma uno.',
        },
        ownership: {
          title: 'Propiedad total de sus datos',
          text: 'Sus datos, instrucciones y código quedan en sus cuentas, documentados y entregados. Sin ataduras ni suscripciones obligatorias.',
        },
        roi: {
          title: 'Retorno de inversión medible',
          text: 'Cada proyecto parte de una línea base registrada, así que el retorno es una cifra en un informe semanal, no una impresión.',
        },
      },
      footnote:
        'Las cifras describen resultados típicos en las tareas concretas que se automatizan en un piloto. No son una garantía para todos los procesos.',
    },
  },
);
