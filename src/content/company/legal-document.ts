import { z } from 'zod';

export const text = z.string().trim().min(1);

/**
 * Prose may name the studio's email address and phone number as `{email}` and `{phone}`: the
 * page fills them in from `src/config/site.ts` as links, so the details live in one place.
 */
export const contactPlaceholders = ['email', 'phone'] as const;
export type ContactPlaceholder = (typeof contactPlaceholders)[number];

const prose = text.refine(
  (value) =>
    [...value.matchAll(/\{([^}]*)\}/g)].every(([, name]) =>
      (contactPlaceholders as readonly string[]).includes(name ?? ''),
    ),
  { message: 'Only {email} and {phone} may appear in braces' },
);

/** An anchor a table of contents can link to: lower-case words joined by hyphens. */
const anchorId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/*
 * Blocks are told apart by their fields rather than by a `type` tag, so every string in the
 * content is copy that the translation check can compare between languages.
 */
const paragraphBlock = z.strictObject({ text: prose });
const listBlock = z.strictObject({ items: z.array(prose).min(2) });

/**
 * One form (or one kind of data) in the privacy policy: what it collects, why, how long it is
 * kept, and what the visitor can do about it.
 */
const recordBlock = z.strictObject({
  name: text,
  collected: prose,
  purpose: prose,
  retention: prose,
  choices: prose,
});

export const legalBlockSchema = z.union([paragraphBlock, listBlock, recordBlock]);
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
