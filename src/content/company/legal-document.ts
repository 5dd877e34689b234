import { z } from 'zod';

export const text = z.string().trim().min(1);

// Prose writes `{email}` and `{phone}`; the page links them from `src/config/site.ts`.
const contactPlaceholders = ['email', 'phone'] as const;
export type ContactPlaceholder = (typeof contactPlaceholders)[number];

const prose = text.refine(
  (value) =>
    [...value.matchAll(/\{([^}]*)\}/g)].every(([, name]) =>
      (contactPlaceholders as readonly string[]).includes(name ?? ''),
    ),
  { message: 'Only {email} and {phone} may appear in braces' },
);

const anchorId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

// Told apart by fields, not a `type` tag, so every string is copy the translation check compares.
const paragraphBlock = z.strictObject({ text: prose });
const listBlock = z.strictObject({ items: z.array(prose).min(2) });

const recordBlock = z.strictObject({
  name: text,
  collected: prose,
  purpose: prose,
  retention: prose,
  choices: prose,
});

const legalBlockSchema = z.union([paragraphBlock, listBlock, recordBlock]);
export type LegalBlock = z.infer<typeof legalBlockSchema>;

export const legalDocumentSchema = z
  .object({
    eyebrow: text,
    title: text,
    intro: z.array(prose).min(1),
    sections: z
      .array(z.object({ id: anchorId, heading: text, blocks: z.array(legalBlockSchema).min(1) }))
      .min(3),
  })
  .refine(
    (document) => new Set(document.sections.map((s) => s.id)).size === document.sections.length,
    {
      message: 'Section ids must be unique',
    },
  );

export type LegalDocument = z.infer<typeof legalDocumentSchema>;
