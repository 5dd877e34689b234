import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, recordId } from './columns';
import { storedFiles } from './stored-files';

const leadKindValues = ['readiness', 'audit', 'wizard'] as const;

export const leads = pgTable(
  'leads',
  {
    id: recordId(),
    kind: text('kind', { enum: leadKindValues }).notNull(),
    locale: text('locale').notNull(),
    email: text('email').notNull(),
    /** The person's name where the form asks for it (not the wizard). */
    contactName: text('contact_name').notNull().default(''),
    company: text('company').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    handledAt: at('handled_at'),
    /** The studio's own note, never shown to the visitor. */
    note: text('note').notNull().default(''),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt),
    index('leads_kind_created_at_idx').on(table.kind, table.createdAt),
  ],
);

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
