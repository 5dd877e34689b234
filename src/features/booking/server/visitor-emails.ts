import { createTranslator } from 'next-intl';
import { BOOKING_HASH, linkedPagePath, pagePath } from '@/config/navigation';
import { site } from '@/config/site';
import en from '@messages/en/booking-manage.json';
import es from '@messages/es/booking-manage.json';
import { isLocale, localizedPath, type Locale } from '@/i18n/routing';
import type { Booking, OutboxMessage } from '@/server/db/schema';
import { detailRows, emailLayout, escapeHtml, escapeMultiline, signoff } from '@/server/mail/html';
import { studioTimeZone } from '@/config/site';
import { formatSlot } from '@/lib/dates';
import { bookingCalendar } from './calendar';
import type { MailContext } from './mail-context';
import { durationText } from './messages';

const translators = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'BookingEmail' }),
  es: createTranslator({ locale: 'es', messages: es, namespace: 'BookingEmail' }),
};

export function visitorLocale(booking: Pick<Booking, 'locale'>): Locale {
  return isLocale(booking.locale) ? booking.locale : 'en';
}

function pageUrl(siteUrl: string, locale: Locale, path: string, token: string): string {
  return `${siteUrl}${localizedPath(locale, path)}?token=${encodeURIComponent(token)}`;
}

function rebookUrl(siteUrl: string, locale: Locale): string {
  return `${siteUrl}${localizedPath(locale, pagePath.home)}${BOOKING_HASH}`;
}

export function sessionMinutes(booking: Booking): number {
  return Math.round((booking.slotEnd.getTime() - booking.slotStart.getTime()) / 60_000);
}

export interface VisitorLinks {
  mail: MailContext;
  token: string;
  deadline: Date;
}

type Row = readonly [label: string, value: string];
type LinkGroup = { prompt: string; items: { label: string; url: string }[] };

interface Email {
  booking: Booking;
  subject: string;
  paragraphs: string[];
  details?: Row[];
  notes?: Row[];
  links?: LinkGroup[];
  closing?: string[];
  calendar?: { filename: string; content: string };
}

function compose({
  booking,
  subject,
  paragraphs,
  details,
  notes,
  links = [],
  closing = [],
  calendar,
}: Email): OutboxMessage {
  const locale = visitorLocale(booking);
  const t = translators[locale];
  const greeting = t('greeting', { firstName: booking.firstName });
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(details ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(notes ? [`${t('yourNotes')}:`, ...notes.map(([l, v]) => `${l}: ${v}`), ''] : []),
    ...links.flatMap((group) => [
      group.prompt,
      ...group.items.map((link) => `${link.label}: ${link.url}`),
      '',
    ]),
    ...closing.flatMap((paragraph) => [paragraph, '']),
    ...signoff(t('signoff')).lines,
  ].join('\n');
  const table = (rows: Row[]) =>
    `<table role="presentation" style="border-collapse:collapse;margin:16px 0">${detailRows(rows)}</table>`;
  const html = emailLayout({
    lang: locale,
    title: subject,
    body: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...paragraphs.map((paragraph) => `<p>${escapeMultiline(paragraph)}</p>`),
      details ? table(details) : '',
      notes
        ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t('yourNotes'))}</h2>${table(notes)}`
        : '',
      ...links.map(
        (group) =>
          `<p>${escapeHtml(group.prompt)}<br>${group.items
            .map(
              (link) =>
                `<a href="${escapeHtml(link.url)}" style="color:#5b21b6;font-weight:600">${escapeHtml(link.label)}</a>`,
            )
            .join(' · ')}</p>`,
      ),
      ...closing.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      signoff(t('signoff')).html,
    ]
      .filter(Boolean)
      .join('\n'),
  });
  return {
    to: booking.email,
    subject,
    text,
    html,
    calendar: calendar && {
      method: booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
      ...calendar,
    },
  };
}

function sessionDetails(booking: Booking, meetingUrl: string | undefined): Row[] {
  const locale = visitorLocale(booking);
  const t = translators[locale];
  return [
    [t('yourTime'), formatSlot(booking.slotStart, locale, booking.timeZone, { year: true })],
    [t('studioTime'), formatSlot(booking.slotStart, locale, studioTimeZone, { year: true })],
    [t('length'), t('lengthValue', { minutes: sessionMinutes(booking) })],
    [t('where'), meetingUrl ? t('whereLink', { url: meetingUrl }) : t('whereValue')],
  ];
}

function manageLinks(
  booking: Booking,
  { mail, token, deadline }: VisitorLinks,
  late: boolean,
): LinkGroup {
  const locale = visitorLocale(booking);
  const t = translators[locale];
  const prompt = late
    ? t('lateChange', { email: site.email, phone: site.phone.display })
    : t('managePrompt', { deadline: formatSlot(deadline, locale, booking.timeZone) });
  return {
    prompt,
    items: [
      {
        label: t('rescheduleButton'),
        url: pageUrl(mail.siteUrl, locale, linkedPagePath.bookingReschedule, token),
      },
      {
        label: t('cancelButton'),
        url: pageUrl(mail.siteUrl, locale, linkedPagePath.bookingCancel, token),
      },
    ],
  };
}

function invitation(booking: Booking, links: VisitorLinks) {
  const locale = visitorLocale(booking);
  const t = translators[locale];
  const manage = pageUrl(links.mail.siteUrl, locale, linkedPagePath.bookingReschedule, links.token);
  const { meetingUrl } = links.mail;
  const minutes = sessionMinutes(booking);
  return {
    filename: 'strategy-session.ics',
    content: bookingCalendar(booking, {
      summary: t('eventSummary'),
      description: meetingUrl
        ? t('eventDescriptionJoin', { minutes, join: meetingUrl, url: manage })
        : t('eventDescription', { minutes, url: manage }),
      location: meetingUrl ?? t('eventLocation'),
      url: meetingUrl ?? manage,
    }),
  };
}

function joinLink(booking: Booking, meetingUrl: string | undefined): LinkGroup[] {
  const t = translators[visitorLocale(booking)];
  return meetingUrl
    ? [{ prompt: t('joinPrompt'), items: [{ label: t('joinButton'), url: meetingUrl }] }]
    : [];
}

export function confirmationEmail(booking: Booking, links: VisitorLinks): OutboxMessage {
  const locale = visitorLocale(booking);
  const t = translators[locale];
  return compose({
    booking,
    subject: t('subject', { date: formatSlot(booking.slotStart, locale, booking.timeZone) }),
    paragraphs: [t('intro')],
    details: sessionDetails(booking, links.mail.meetingUrl),
    notes: [
      ...(booking.company ? [[t('company'), booking.company] as const] : []),
      [t('challenges'), booking.challenges],
      [t('goals'), booking.goals],
    ],
    links: [...joinLink(booking, links.mail.meetingUrl), manageLinks(booking, links, false)],
    closing: [t('calendar')],
    calendar: invitation(booking, links),
  });
}

export function movedEmail(booking: Booking, links: VisitorLinks): OutboxMessage {
  const locale = visitorLocale(booking);
  const t = translators[locale];
  const previous = formatSlot(booking.previousSlotStart!, locale, booking.timeZone);
  return compose({
    booking,
    subject: t('movedSubject', { date: formatSlot(booking.slotStart, locale, booking.timeZone) }),
    paragraphs: [t(booking.movedBy === 'studio' ? 'movedIntroStudio' : 'movedIntro', { previous })],
    details: sessionDetails(booking, links.mail.meetingUrl),
    links: [...joinLink(booking, links.mail.meetingUrl), manageLinks(booking, links, false)],
    closing: [t('updatedCalendar')],
    calendar: invitation(booking, links),
  });
}

export function reminderEmail(
  booking: Booking,
  minutesBefore: number,
  links: VisitorLinks,
  sendAt: Date,
): OutboxMessage {
  const locale = visitorLocale(booking);
  const t = translators[locale];
  const when = durationText(locale, minutesBefore);
  const date = formatSlot(booking.slotStart, locale, booking.timeZone);
  return compose({
    booking,
    subject: t('reminderSubject', { when, date }),
    paragraphs: [t('reminderIntro', { when })],
    details: sessionDetails(booking, links.mail.meetingUrl),
    links: [
      ...joinLink(booking, links.mail.meetingUrl),
      manageLinks(booking, links, sendAt.getTime() >= links.deadline.getTime()),
    ],
  });
}

export function cancellationEmail(booking: Booking, mail: MailContext): OutboxMessage {
  const locale = visitorLocale(booking);
  const t = translators[locale];
  const date = formatSlot(booking.slotStart, locale, booking.timeZone);
  const intro = t(booking.cancelledBy === 'studio' ? 'cancelledIntroStudio' : 'cancelledIntro', {
    date,
  });
  const rebook = rebookUrl(mail.siteUrl, locale);
  return compose({
    booking,
    subject: t('cancelledSubject', { date }),
    paragraphs: [
      intro,
      ...(booking.cancelNote ? [t('studioNote', { note: booking.cancelNote })] : []),
    ],
    closing: [t('rebook', { url: rebook })],
    calendar: {
      filename: 'strategy-session-cancelled.ics',
      content: bookingCalendar(booking, {
        summary: t('eventSummary'),
        description: intro,
        location: mail.meetingUrl ?? t('eventLocation'),
        url: rebook,
      }),
    },
  });
}
