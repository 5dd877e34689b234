import { questionOrder } from '@/features/leads/server/answers';
import { leadKinds, type LeadKind } from '@/features/leads/options';
import type { LeadFileInfo } from '@/features/leads/server/leads-repository';
import type { Lead } from '@/server/db/schema';

// One shape for every export of leads: the desk's download and `npm run leads -- export`.
export function leadColumns(kinds: readonly LeadKind[] = leadKinds): string[] {
  const questions = [...new Set(kinds.flatMap((kind) => questionOrder[kind]))];
  return [
    'id',
    'kind',
    'receivedAt',
    'locale',
    'email',
    'contactName',
    'company',
    ...questions,
    'files',
  ];
}

export function leadRecord(lead: Lead, files: readonly LeadFileInfo[]) {
  return {
    id: lead.id,
    kind: lead.kind,
    receivedAt: lead.createdAt.toISOString(),
    locale: lead.locale,
    email: lead.email,
    contactName: lead.contactName,
    company: lead.company,
    answers: lead.answers,
    files: files.map((file) => ({
      id: file.id,
      filename: file.filename,
      contentType: file.contentType,
      size: file.size,
    })),
  };
}

const cell = (value: unknown) => (Array.isArray(value) ? value.join('; ') : value);

export function leadRows(
  leads: readonly Lead[],
  files: readonly LeadFileInfo[],
  columns: readonly string[],
): unknown[][] {
  return leads.map((lead) => {
    const own = files.filter((file) => file.leadId === lead.id);
    const { answers, files: attached, ...fields } = leadRecord(lead, own);
    const values: Record<string, unknown> = {
      ...fields,
      ...answers,
      files: attached.map((file) => file.filename).join('; '),
    };
    return columns.map((column) => cell(values[column]));
  });
}
