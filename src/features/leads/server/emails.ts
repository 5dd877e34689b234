import { site } from '@/config/site';
import { isLocale, type Locale } from '@/i18n/routing';
import type { Lead, OutboxMessage } from '@/server/db/schema';
import { detailRows, emailLayout, escapeHtml, escapeMultiline, signoff } from '@/server/mail/html';
import { MAX_ATTACHMENT_BYTES } from '../config';
import type { LeadKind } from '../options';
import { answerRows } from './answers';
import { leadEmailTranslator } from './messages';
import type { ReceivedFile } from './uploads';

function leadLocale(lead: Lead): Locale {
  return isLocale(lead.locale) ? lead.locale : 'en';
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const fileLine = (file: ReceivedFile) => `${file.filename} (${formatBytes(file.size)})`;

const table = (rows: readonly (readonly [string, string])[]) =>
  `<table role="presentation" style="border-collapse:collapse">${detailRows(rows)}</table>`;

const heading = (text: string) =>
  `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(text)}</h2>`;

const list = (items: string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

function nextSteps(lead: Lead, t: ReturnType<typeof leadEmailTranslator>): string[] {
  const answers = lead.answers;
  switch (lead.kind) {
    case 'readiness':
      return [
        answers.wantsRoadmap === 'no' ? t('nextText.readinessNoRoadmap') : t('nextText.readiness'),
      ];
    case 'audit':
      return [
        t('nextText.audit'),
        ...(answers.wantsStrategyCall === 'yes' ? [t('nextText.auditCall')] : []),
      ];
    case 'wizard':
      return [t('nextText.wizard')];
  }
}

export function visitorAcknowledgment(lead: Lead, files: readonly ReceivedFile[]): OutboxMessage {
  const locale = leadLocale(lead);
  const t = leadEmailTranslator(locale);
  const greeting = lead.contactName
    ? t('greeting', { name: lead.contactName })
    : t('greetingNoName');
  const intro = t(`intro.${lead.kind}`, { company: lead.company });
  const next = nextSteps(lead, t);
  const rows = answerRows(lead.kind, lead.answers, locale, t('notGiven'));
  const questions = t('questions', { phone: site.phone.display });
  const subject = t(`subject.${lead.kind}`);

  const text = [
    greeting,
    '',
    intro,
    '',
    `${t('next')}:`,
    ...next,
    ...(files.length ? ['', `${t('files')}:`, ...files.map(fileLine)] : []),
    '',
    `${t('copy')}:`,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    questions,
    '',
    ...signoff(t('signoff')).lines,
  ].join('\n');

  const html = emailLayout({
    lang: locale,
    title: subject,
    body: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${heading(t('next'))}
${next.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${files.length ? `${heading(t('files'))}${list(files.map(fileLine))}` : ''}
${heading(t('copy'))}
${table(rows)}
<p>${escapeHtml(questions)}</p>
${signoff(t('signoff')).html}`,
  });
  return { to: lead.email, subject, text, html };
}

const studioTitles: Record<LeadKind, string> = {
  readiness: 'AI readiness assessment',
  audit: 'AI audit request',
  wizard: 'Discover AI readiness wizard',
};

function filesCommand(leadId: string): string {
  return `npm run leads -- files ${leadId} --out ./lead-files`;
}

// Attached while they total under 10 MB, else listed with the command that fetches them.
export function studioNotification(
  lead: Lead,
  files: readonly ReceivedFile[],
  studioAddress: string,
): OutboxMessage {
  const title = studioTitles[lead.kind];
  const who = lead.contactName ? `${lead.contactName}, ${lead.company}` : lead.company;
  const subject = `New ${title}: ${who}`;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const attach = files.length > 0 && total < MAX_ATTACHMENT_BYTES;
  const rows: [string, string][] = [
    ...answerRows(lead.kind, lead.answers, 'en', '(not given)'),
    ['Language', lead.locale === 'es' ? 'Spanish' : 'English'],
    ['Received', lead.createdAt.toISOString()],
    ['Lead', lead.id],
  ];
  const opening = `A new ${title} arrived on the website.`;
  const filesNote = !files.length
    ? []
    : attach
      ? [`${files.length} file(s) attached (${formatBytes(total)}):`]
      : [
          `${files.length} file(s), ${formatBytes(total)} in all: too large to attach. Fetch them with:`,
          filesCommand(lead.id),
        ];

  const text = [
    opening,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(files.length ? ['', ...filesNote, ...files.map(fileLine)] : []),
  ].join('\n');

  const filesHtml = files.length
    ? `${heading('Files')}<p>${escapeMultiline(filesNote.join('\n'))}</p>${list(files.map(fileLine))}`
    : '';
  return {
    to: studioAddress,
    replyTo: lead.email,
    subject,
    text,
    html: emailLayout({
      lang: 'en',
      title: subject,
      body: `<p>${escapeHtml(opening)}</p>${table(rows)}${filesHtml}`,
    }),
    attachments: attach
      ? files.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          storedFileId: file.id,
        }))
      : undefined,
  };
}
