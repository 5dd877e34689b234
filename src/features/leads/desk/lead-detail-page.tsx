import { Download } from 'lucide-react';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { deskPath } from '@/config/desk';
import { studioTimeZone } from '@/config/site';
import { formatSlot } from '@/lib/dates';
import { answerEntries, type Answer } from '@/features/leads/server/answers';
import { formatBytes } from '@/features/leads/server/emails';
import { filesOfLeads, findLead } from '@/features/leads/server/leads-repository';
import type { Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { DeskHeading } from '@/components/desk/desk-heading';
import { LeadReviewForm } from './lead-review-form';
import { isRecordId } from '@/server/desk/record-id';
import { DeskSection } from '@/components/desk/desk-section';
import { deskTexts } from '@/server/desk/desk-texts';
import { BackLink, DetailList } from '@/components/desk/detail-list';
import { leadName } from './leads-page';

// An address is a tap away: to write from the phone's mail app, or to open the site.
function answerValue({ question, text }: Answer, notGiven: string): ReactNode {
  if (text === notGiven) return text;
  if (question === 'email') {
    return (
      <a href={`mailto:${text}`} className="prose-link wrap-anywhere">
        {text}
      </a>
    );
  }
  if (question === 'website' && /^https?:\/\//i.test(text)) {
    return (
      <a href={text} rel="noopener noreferrer" target="_blank" className="prose-link wrap-anywhere">
        {text}
      </a>
    );
  }
  return text;
}

export async function LeadDetailPage({ locale, id }: { locale: Locale; id: string }) {
  const { db } = await getDatabase();
  const [texts, lead] = await Promise.all([
    deskTexts(locale),
    isRecordId(id) ? findLead(db, id) : undefined,
  ]);
  if (!lead) notFound();
  const files = await filesOfLeads(db, [lead.id]);
  const { t, common } = texts;
  const when = (date: Date) => formatSlot(date, locale, studioTimeZone, { year: true });
  const notGiven = t('leads.notGiven');
  const answers = answerEntries(lead.kind, lead.answers, locale, notGiven).map(
    (answer): [string, ReactNode] => [answer.label, answerValue(answer, notGiven)],
  );

  return (
    <div className="grid gap-6">
      <BackLink href={deskPath.leads}>{t('leads.back')}</BackLink>
      <DeskHeading
        title={leadName(lead)}
        intro={t('leads.received', { date: when(lead.createdAt) })}
      >
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{t(`leads.kinds.${lead.kind}`)}</Badge>
          <Badge variant={lead.handledAt ? 'secondary' : 'default'}>
            {lead.handledAt
              ? t('leads.handledOn', { date: when(lead.handledAt) })
              : t('leads.states.unhandled')}
          </Badge>
        </div>
      </DeskHeading>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <DeskSection id="answers" title={t('leads.answers')}>
          <DetailList
            rows={[
              [t('leads.language'), t(`lists.languages.${lead.locale === 'es' ? 'es' : 'en'}`)],
              ...answers,
            ]}
          />
        </DeskSection>
        <div className="grid gap-6">
          <DeskSection id="review" title={t('leads.review')}>
            <LeadReviewForm
              locale={locale}
              leadId={lead.id}
              review={{ handled: Boolean(lead.handledAt), note: lead.note }}
              texts={{
                ...common,
                handled: t('leads.handledLabel'),
                handledHint: t('leads.handledHint'),
                note: t('leads.noteLabel'),
                noteHint: t('leads.noteHint'),
                save: t('leads.save'),
                saved: t('leads.saved'),
                errors: texts.errors('leads'),
              }}
            />
          </DeskSection>
          {files.length > 0 && (
            <DeskSection id="files" title={t('leads.files')}>
              <ul className="grid gap-3">
                {files.map((file) => (
                  <li key={file.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 text-sm break-words">
                      {file.filename}
                      <span className="block text-muted-foreground">{formatBytes(file.size)}</span>
                    </span>
                    <a
                      href={`/api/studio/leads/${lead.id}/files/${file.position}?locale=${locale}`}
                      download
                      className="inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
                    >
                      <Download aria-hidden="true" className="size-4" />
                      {t('leads.download')}
                      <span className="sr-only">: {file.filename}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </DeskSection>
          )}
        </div>
      </div>
    </div>
  );
}
