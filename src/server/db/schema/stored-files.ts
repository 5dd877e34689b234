import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, recordId } from './columns';

// Read and written as base64 through decode/encode: PGlite's bytea conversion goes byte by byte.
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

// Every server sees them, HTTP never does; uncommitted ones are leftovers of interrupted uploads.
export const storedFiles = pgTable(
  'stored_files',
  {
    id: recordId(),
    filename: text('filename').notNull(),
    /** The type found in its bytes, never the one the browser declared. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull().default(0),
    sha256: text('sha256'),
    createdAt: createdAt(),
    committedAt: at('committed_at'),
  },
  (table) => [
    index('stored_files_uncommitted_idx')
      .on(table.createdAt)
      .where(sql`${table.committedAt} is null`),
  ],
);

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.position] })],
);

export type StoredFile = typeof storedFiles.$inferSelect;
