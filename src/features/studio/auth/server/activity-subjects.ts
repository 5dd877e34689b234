import 'server-only';
import { deskPath } from '@/config/desk';
import { pagePath } from '@/config/navigation';
import { studioTimeZone } from '@/config/site';
import { publishedArticles } from '@/content/blog/published';
import { findBookingsByIds } from '@/features/booking/server/bookings-repository';
import { findLeadsByIds } from '@/features/leads/server/leads-repository';
import type { Locale } from '@/i18n/routing';
import { formatCalendarDay, formatSlot } from '@/lib/dates';
import { deskTranslator } from '@/lib/desk-translator';
import type { Queryable } from '@/server/db/types';
import { isRecordId } from '@/server/desk/record-id';
import type { ActivityEntry } from './activity-log-repository';
import { listPasskeys } from './passkeys-repository';

export interface ActivitySubject {
  text: string;
  /** Where the thing changed is now, while it still exists. */
  href?: string;
}

const idsOf = (entries: readonly ActivityEntry[], kind: ActivityEntry['subjectKind']) => [
  ...new Set(
    entries
      .filter((entry) => entry.subjectKind === kind && isRecordId(entry.subjectId))
      .map((entry) => entry.subjectId!),
  ),
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

// Names what each change was about as it stands now: an erased person is no longer named.
export async function activitySubjects(
  db: Queryable,
  entries: readonly ActivityEntry[],
  locale: Locale,
): Promise<Map<number, ActivitySubject>> {
  const desk = deskTranslator(locale);
  const t = (key: string, values?: Record<string, string | number>) =>
    desk(`security.activity.subjects.${key}` as never, values as never);
  const has = (key: string) => desk.has(key as never);
  const [bookings, leads, passkeys, { articles }] = await Promise.all([
    findBookingsByIds(db, idsOf(entries, 'booking')),
    findLeadsByIds(db, idsOf(entries, 'lead')),
    listPasskeys(db),
    publishedArticles(),
  ]);
  const when = (iso: unknown) =>
    text(iso) ? formatSlot(new Date(text(iso)), locale, studioTimeZone, { year: true }) : '';
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const ruleNames = (rules: unknown) => {
    const names = (Array.isArray(rules) ? rules : []).map((rule) =>
      has(`security.activity.subjects.rules.${rule}`) ? t(`rules.${rule}`) : String(rule),
    );
    const joined = list.format(names);
    return joined.charAt(0).toUpperCase() + joined.slice(1);
  };

  const describe = ({ action, subjectKind, subjectId, details }: ActivityEntry) => {
    switch (subjectKind) {
      case 'booking': {
        const booking = bookings.find((row) => row.id === subjectId);
        const times = { time: when(details.at), from: when(details.from) };
        const key = action === 'booking.move' ? 'moved' : 'session';
        if (!booking) return { text: t(`${key}Gone`, times) };
        const name = `${booking.firstName} ${booking.lastName}`;
        return { text: t(key, { ...times, name }), href: `${deskPath.bookings}/${booking.id}` };
      }
      case 'lead': {
        const lead = leads.find((row) => row.id === subjectId);
        const kindKey = `leads.kinds.${text(details.kind)}`;
        const kind = has(kindKey) ? desk(kindKey as never) : text(details.kind);
        const time = when(details.at);
        return lead
          ? {
              text: t('lead', { kind, time, name: lead.contactName || lead.company }),
              href: `${deskPath.leads}/${lead.id}`,
            }
          : { text: t('leadGone', { kind, time }) };
      }
      case 'article': {
        // A published article by its title; a draft by its slug, leading to the editor.
        const article = articles.find((candidate) => candidate.id === subjectId);
        const title = article?.[locale].title ?? (text(details.slug) || subjectId) ?? '';
        const recipients = Number(details.recipients);
        return {
          text: Number.isInteger(recipients)
            ? t('sent', { title, count: recipients })
            : t('article', { title }),
          href: article
            ? `${pagePath.blog}/${article.slug}`
            : subjectId
              ? `${deskPath.articles}/${subjectId}`
              : undefined,
        };
      }
      case 'passkey': {
        const live = passkeys.some((passkey) => passkey.id === subjectId);
        const names = { name: text(details.name), from: text(details.from) };
        return {
          text: t(action === 'passkey.rename' ? 'renamed' : 'passkey', names),
          href: live ? `${deskPath.security}#passkeys` : undefined,
        };
      }
    }
    switch (action) {
      case 'dayOff.close':
      case 'dayOff.reopen': {
        const [from, until] = [text(details.from), text(details.until)];
        if (!from) return undefined;
        const day = (value: string) => formatCalendarDay(value, locale);
        return {
          text:
            until && until !== from ? t('days', { from: day(from), until: day(until) }) : day(from),
          href: deskPath.daysOff,
        };
      }
      case 'settings.save':
        return Array.isArray(details.rules)
          ? { text: ruleNames(details.rules), href: deskPath.settings }
          : undefined;
      case 'calendar.connect':
      case 'calendar.remove':
      case 'calendar.roles':
        return details.name
          ? { text: t('calendar', { name: text(details.name) }), href: deskPath.calendars }
          : undefined;
      case 'backup.download':
        return details.at ? { text: t('backup', { time: when(details.at) }) } : undefined;
    }
    return undefined;
  };

  const subjects = new Map<number, ActivitySubject>();
  for (const entry of entries) {
    const subject = describe(entry) ?? (entry.summary ? { text: entry.summary } : undefined);
    if (subject) subjects.set(entry.id, subject);
  }
  return subjects;
}
