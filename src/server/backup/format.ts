import { z } from 'zod';

// gzip'd NDJSON: this header, per table a `table` line and a text array per row, then a sha256 line.
export const BACKUP_FORMAT = 'marlowe-studio-backup';
export const BACKUP_FORMAT_VERSION = 1;

const identifier = z.string().min(1);

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  database: z.enum(['embedded', 'postgresql']),
  schema: z.object({ migration: identifier, hash: identifier }),
  tables: z.array(
    z.object({
      schema: identifier,
      name: identifier,
      columns: z.array(z.object({ name: identifier, type: identifier })).min(1),
      rows: z.number().int().nonnegative(),
    }),
  ),
  sequences: z.array(
    z.object({ schema: identifier, name: identifier, value: z.string(), called: z.boolean() }),
  ),
});

export type BackupHeader = z.infer<typeof backupHeaderSchema>;
export type BackupTable = BackupHeader['tables'][number];

export const tableMarkerSchema = z.object({ table: z.string() });
export const trailerSchema = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export function tableKey(table: { schema: string; name: string }): string {
  return `${table.schema}.${table.name}`;
}

const NAME_PATTERN = /^backup-(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})(\d{2})Z\.ndjson\.gz$/;

export function backupFileName(createdAt: Date): string {
  const [date, time] = createdAt.toISOString().split('T') as [string, string];
  return `backup-${date}-${time.slice(0, 8).replaceAll(':', '')}Z.ndjson.gz`;
}

export function backupTimeOf(name: string): Date | undefined {
  const match = NAME_PATTERN.exec(name);
  if (!match) return undefined;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number) as number[];
  return new Date(Date.UTC(year!, month! - 1, day, hours, minutes, seconds));
}

// The process id keeps two writers apart.
export function partialFileName(name: string): string {
  return `.${name}.${process.pid}.partial`;
}

export const PARTIAL_PATTERN = /^\.backup-.*\.partial$/;
