import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, recordId } from './columns';
import { storedFiles } from './stored-files';

const leadKindValues = ['readiness', 'audit', 'wizard'] as const;

/**
 * Requests from the AI assessment center (readiness assessment, audit request) and the discover
 * wizard. The answers are the validated payload of the form, kept as sent.
 */
export const leads = pgTable(
  'leads',
  {
    id: recordId(),
    kind: text('kind', { enum: leadKindValues }).notNull(),
    /** Language the visitor used; their acknowledgment was written in it. */
    locale: text('locale').notNull(),
    email: text('email').notNull(),
    /** The person's name where the form asks for it (not the wizard). */
    contactName: text('contact_name').notNull().default(''),
    company: text('company').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** When the studio marked it dealt with; null while it waits. */
    handledAt: at('handled_at'),
    /** The studio's own note, never shown to the visitor. */
    note: text('note').notNull().default(''),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt),
    index('leads_kind_created_at_idx').on(table.kind, table.createdAt),
  ],
);

/** The files attached to a lead (audit requests), in the order they were sent. */
export const leadFiles = pgTable(
  'lead_files',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.leadId, table.position] }),
    index('lead_files_file_idx').on(table.fileId),
  ],
);

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
