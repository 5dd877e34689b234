/**
 * The studio's view of leads (readiness assessments, audit requests, wizard answers):
 *   npm run leads -- list [--kind readiness|audit|wizard]
 *   npm run leads -- export --format csv|json [--kind readiness|audit|wizard]
 *   npm run leads -- files <lead id> --out <folder>
 * Read from the configured database. With the embedded one, stop the server first (only one
 * process may open it); with DATABASE_URL, run it any time.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { formatBytes } from '../../src/features/leads/server/emails';
import {
  filesOfLeads,
  findLead,
  listLeads,
  type LeadFileInfo,
} from '../../src/features/leads/server/leads-repository';
import { leadKinds, type LeadKind } from '../../src/features/leads/options';
import type { Lead } from '../../src/server/db/schema';
import { readStoredFileChunks } from '@/server/files/file-store-repository';
import { csvFile } from '../../src/lib/csv';
import { leadRecord, leadTable } from '@/features/leads/desk/lead-table';
import { openConfiguredDatabase } from './lib/database';
import { formatOption, optionValue } from './lib/options';

const usage = `Usage:
  npm run leads -- list [--kind readiness|audit|wizard]                 newest first
  npm run leads -- export --format csv|json [--kind readiness|audit|wizard]   to standard output
  npm run leads -- files <lead id> --out <folder>                       an audit request's files`;

function kindOption(args: string[]): LeadKind | undefined | 'invalid' {
  const value = optionValue(args, 'kind');
  if (value === undefined) return undefined;
  return (leadKinds as readonly string[]).includes(value) ? (value as LeadKind) : 'invalid';
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function printList(leads: Lead[], files: LeadFileInfo[]) {
  console.log(`${leads.length} lead${leads.length === 1 ? '' : 's'}`);
  for (const lead of leads) {
    const own = files.filter((file) => file.leadId === lead.id);
    const who = lead.contactName ? `${lead.contactName}, ${lead.company}` : lead.company;
    const attached = own.length ? `  [${own.length} file${own.length === 1 ? '' : 's'}]` : '';
    console.log(
      `  ${lead.createdAt.toISOString().slice(0, 16).replace('T', ' ')}  ${lead.kind.padEnd(9)}  ${who} <${lead.email}>${attached}  ${lead.id}`,
    );
  }
}

async function saveFiles(db: Parameters<typeof findLead>[0], leadId: string, folder: string) {
  const lead = await findLead(db, leadId);
  if (!lead) fail(`No lead ${leadId}.`);
  const files = await filesOfLeads(db, [leadId]);
  if (files.length === 0) {
    console.log(`Lead ${leadId} has no files.`);
    return;
  }
  await mkdir(folder, { recursive: true });
  for (const file of files) {
    const target = path.join(folder, `${file.position + 1}-${file.filename}`);
    const out = createWriteStream(target, { flags: 'wx' });
    for await (const chunk of readStoredFileChunks(db, file.id)) {
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    console.log(`${target}  (${formatBytes(file.size)}, ${file.contentType})`);
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const kind = kindOption(rest);
  if (kind === 'invalid') fail(usage);
  const format = formatOption(rest);
  const ready =
    command === 'list' ||
    (command === 'export' && format) ||
    (command === 'files' && rest[0] && optionValue(rest, 'out'));
  if (!ready) fail(usage);

  const handle = await openConfiguredDatabase();
  try {
    if (command === 'files') {
      await saveFiles(handle.db, rest[0]!, path.resolve(optionValue(rest, 'out')!));
      return;
    }
    const leads = await listLeads(handle.db, { kind });
    const files = await filesOfLeads(
      handle.db,
      leads.map((lead) => lead.id),
    );
    if (command === 'list') {
      printList(leads, files);
    } else if (format === 'json') {
      const own = (lead: Lead) => files.filter((file) => file.leadId === lead.id);
      console.log(
        JSON.stringify(
          leads.map((lead) => leadRecord(lead, own(lead))),
          null,
          2,
        ),
      );
    } else {
      process.stdout.write(csvFile(leadTable(leads, files, 'en', kind ? [kind] : leadKinds)));
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
