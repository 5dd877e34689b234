import { studioTimeZone } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import type { CsvTable } from '@/lib/csv';
import { formatSlot } from '@/lib/dates';
import { deskTranslator } from '@/lib/desk-translator';
import { answerText, questionOrder, type Question } from '@/features/leads/server/answers';
import { leadKinds, type LeadKind } from '@/features/leads/options';
import type { LeadFileInfo } from '@/features/leads/server/leads-repository';
import type { Lead } from '@/server/db/schema';

// Answers every lead has a column of its own for, whatever its form called them.
const ownColumns: Partial<Record<Question, 'contactName' | 'email' | 'company'>> = {
  name: 'contactName',
  fullName: 'contactName',
  email: 'email',
  companyName: 'company',
};

const leadColumns = ['id', 'kind', 'receivedAt', 'language', 'email', 'contactName', 'company'];
const reviewColumns = ['files', 'handledAt', 'note'];

function answerColumns(kinds: readonly LeadKind[]): Question[] {
  const questions = kinds.flatMap((kind): readonly Question[] => questionOrder[kind]);
  return [...new Set(questions)].filter((question) => !ownColumns[question]);
}

// One table for every spreadsheet of leads: the desk's download and `npm run leads -- export`.
export function leadTable(
  leads: readonly Lead[],
  files: readonly LeadFileInfo[],
  locale: Locale,
  kinds: readonly LeadKind[] = leadKinds,
): CsvTable {
  const t = deskTranslator(locale);
  const questions = answerColumns(kinds);
  const when = (date: Date | null) =>
    date ? formatSlot(date, locale, studioTimeZone, { year: true }) : '';
  return {
    header: [
      ...leadColumns.map((column) => t(`csv.leads.${column}` as never)),
      ...questions.map((question) => t(`csv.answers.${question}` as never)),
      ...reviewColumns.map((column) => t(`csv.leads.${column}` as never)),
    ],
    rows: leads.map((lead) => [
      lead.id,
      t(`leads.kinds.${lead.kind}`),
      when(lead.createdAt),
      t(`lists.languages.${lead.locale === 'es' ? 'es' : 'en'}`),
      lead.email,
      lead.contactName,
      lead.company,
      ...questions.map((question) => answerText(question, lead.answers[question], locale, '')),
      files
        .filter((file) => file.leadId === lead.id)
        .map((file) => file.filename)
        .join('; '),
      when(lead.handledAt),
      lead.note,
    ]),
  };
}

/** A lead as `npm run leads -- export --format json` gives it, for scripts. */
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
    handledAt: lead.handledAt?.toISOString() ?? null,
    note: lead.note,
  };
}
