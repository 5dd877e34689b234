import 'server-only';
import { studioTimeZone } from '@/config/site';
import { formatSlot } from '@/lib/dates';
import { formatBytes } from '@/features/leads/server/emails';
import type { Locale } from '@/i18n/routing';
import { recordActivity } from '@/server/desk/activity-repository';
import { deskJson } from '@/server/desk/cookies';
import { deskRoute } from '@/server/desk/desk-route';
import { eraseSchema } from './schema';
import { erasePerson, findPersonRecords, type PersonRecords } from './erasure';
import { deskText, describeScreenIssue } from '@/server/desk/messages';

const describeIssue = describeScreenIssue('erase');

export interface ErasureSection {
  key: 'bookings' | 'leads' | 'files' | 'subscription' | 'emails';
  title: string;
  items: string[];
}

function listing(records: PersonRecords, locale: Locale): ErasureSection[] {
  const t = (key: string, values?: Record<string, string | number>) =>
    deskText(locale, `erase.found.${key}`, values);
  const date = (at: Date) => formatSlot(at, locale, studioTimeZone, { year: true });
  const sections: ErasureSection[] = [
    {
      key: 'bookings',
      title: t('bookings', { count: records.bookings.length }),
      items: records.bookings.map((booking) =>
        t('booking', {
          time: date(booking.slotStart),
          status: deskText(locale, `bookings.status.${booking.status}`),
        }),
      ),
    },
    {
      key: 'leads',
      title: t('leads', { count: records.leads.length }),
      items: records.leads.map((lead) =>
        t('lead', {
          kind: deskText(locale, `leads.kinds.${lead.kind}`),
          date: date(lead.createdAt),
        }),
      ),
    },
    {
      key: 'files',
      title: t('files', { count: records.files.length }),
      items: records.files.map((file) => `${file.filename} (${formatBytes(file.size)})`),
    },
    {
      key: 'subscription',
      title: t('subscription', { count: records.subscriber ? 1 : 0 }),
      items: records.subscriber
        ? [
            t('subscriber', {
              status: deskText(locale, `subscribers.status.${records.subscriber.status}`),
              consents: records.subscriber.consents,
            }),
          ]
        : [],
    },
    { key: 'emails', title: t('emails', { count: records.emails }), items: [] },
  ];
  return sections.filter((section) =>
    section.key === 'emails' ? records.emails > 0 : section.items.length > 0,
  );
}

export const erasePreviewRoute = deskRoute(
  { name: 'erase-preview', schema: eraseSchema, describeIssue },
  async ({ database, data, locale }) => {
    const records = await findPersonRecords(database.db, data.email);
    return deskJson({ email: data.email, sections: listing(records, locale) });
  },
);

// The activity log keeps that an erasure happened, and nothing of what it erased.
export const eraseRoute = deskRoute(
  { name: 'erase', schema: eraseSchema, describeIssue },
  async ({ database, session, data }) => {
    const erased = await database.db.transaction(async (tx) => {
      const counts = await erasePerson(tx, data.email);
      await recordActivity(tx, session, 'person.erase');
      return counts;
    });
    return deskJson({ erased });
  },
);
