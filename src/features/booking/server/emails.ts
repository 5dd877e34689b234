import { createTranslator } from 'next-intl';
import en from '@messages/en/booking.json';
import es from '@messages/es/booking.json';
import { isLocale, localizedPath, type Locale } from '@/i18n/routing';
import type { Booking, OutboxMessage } from '@/server/db/schema';
import {
  detailRows,
  emailLayout,
  escapeHtml,
  escapeMultiline,
  signoffHtml,
  signoffLines,
} from '@/server/mail/html';
import { availabilityConfig, CANCEL_PAGE_PATH } from '../config';
import { describeTimeZone, formatSlot } from '../slot-format';
import { bookingCalendar } from './calendar';

/** Emails about bookings: the visitor's in their language, the studio's in English. */
const messages = { en, es } as const;
const studioZone = availabilityConfig.timeZone;

function visitorLocale(booking: Booking): Locale {
  return isLocale(booking.locale) ? booking.locale : 'en';
}

// A translator compiles each message on first use and keeps it: one per language, for good.
const translators = {
  en: createTranslator({ locale: 'en', messages: messages.en, namespace: 'BookingEmail' }),
  es: createTranslator({ locale: 'es', messages: messages.es, namespace: 'BookingEmail' }),
};

function translator(locale: Locale) {
  return translators[locale];
}

export function cancelUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${localizedPath(locale, CANCEL_PAGE_PATH)}?token=${encodeURIComponent(token)}`;
}

function bookingUrl(siteUrl: string, locale: Locale): string {
  return `${siteUrl}${localizedPath(locale, '/')}`;
}

function visitorTimes(booking: Booking, locale: Locale) {
  const t = translator(locale);
  return {
    yourTime: [
      t('yourTime', { zone: describeTimeZone(booking.timeZone, locale, booking.slotStart) }),
      formatSlot(booking.slotStart, locale, booking.timeZone, { year: true }),
    ] as const,
    studioTime: [
      t('studioTime', { zone: describeTimeZone(studioZone, locale, booking.slotStart) }),
      formatSlot(booking.slotStart, locale, studioZone, { year: true }),
    ] as const,
  };
}

/** The visitor's confirmation, with the calendar invitation and the cancel link. */
export function confirmationEmail(booking: Booking, siteUrl: string, token: string): OutboxMessage {
  const locale = visitorLocale(booking);
  const t = translator(locale);
  const link = cancelUrl(siteUrl, locale, token);
  const minutes = availabilityConfig.sessionMinutes;
  const date = formatSlot(booking.slotStart, locale, booking.timeZone);
  const { yourTime, studioTime } = visitorTimes(booking, locale);
  const details = [
    yourTime,
    studioTime,
    [t('length'), t('lengthValue', { minutes })],
    [t('where'), t('whereValue')],
  ] as const;
  const notes = [
    ...(booking.company ? [[t('company'), booking.company] as const] : []),
    [t('challenges'), booking.challenges] as const,
    [t('goals'), booking.goals] as const,
  ];
  const subject = t('subject', { date });

  const text = [
    t('greeting', { firstName: booking.firstName }),
    '',
    t('intro'),
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t('yourNotes')}:`,
    ...notes.map(([label, value]) => `${label}: ${value}`),
    '',
    t('calendar'),
    '',
    t('cancelPrompt'),
    link,
    '',
    ...signoffLines(t('signoff')),
  ].join('\n');

  const html = emailLayout({
    lang: locale,
    title: subject,
    body: `<p>${escapeHtml(t('greeting', { firstName: booking.firstName }))}</p>
<p>${escapeHtml(t('intro'))}</p>
<table role="presentation" style="border-collapse:collapse;margin:16px 0">${detailRows(details)}</table>
<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t('yourNotes'))}</h2>
<table role="presentation" style="border-collapse:collapse">${detailRows(notes)}</table>
<p>${escapeHtml(t('calendar'))}</p>
<p>${escapeHtml(t('cancelPrompt'))}<br><a href="${escapeHtml(link)}" style="color:#5b21b6">${escapeHtml(t('cancelButton'))}</a></p>
${signoffHtml(t('signoff'))}`,
  });

  return {
    to: booking.email,
    subject,
    text,
    html,
    calendar: {
      method: 'REQUEST',
      filename: 'strategy-session.ics',
      content: bookingCalendar(
        booking,
        'REQUEST',
        {
          summary: t('eventSummary'),
          description: t('eventDescription', { minutes, url: link }),
          location: t('eventLocation'),
        },
        link,
      ),
    },
  };
}

/** The visitor's cancellation notice, with the calendar update that removes the event. */
export function cancellationEmail(booking: Booking, siteUrl: string): OutboxMessage {
  const locale = visitorLocale(booking);
  const t = translator(locale);
  const date = formatSlot(booking.slotStart, locale, booking.timeZone);
  const rebook = bookingUrl(siteUrl, locale);
  const subject = t('cancelledSubject', { date });
  const text = [
    t('greeting', { firstName: booking.firstName }),
    '',
    t('cancelledIntro', { date }),
    '',
    t('rebook', { url: rebook }),
    '',
    ...signoffLines(t('signoff')),
  ].join('\n');
  const html = emailLayout({
    lang: locale,
    title: subject,
    body: `<p>${escapeHtml(t('greeting', { firstName: booking.firstName }))}</p>
<p>${escapeHtml(t('cancelledIntro', { date }))}</p>
<p>${escapeHtml(t('rebook', { url: rebook }))}</p>
${signoffHtml(t('signoff'))}`,
  });
  return {
    to: booking.email,
    subject,
    text,
    html,
    calendar: {
      method: 'CANCEL',
      filename: 'strategy-session-cancelled.ics',
      content: bookingCalendar(
        booking,
        'CANCEL',
        {
          summary: t('eventSummary'),
          description: t('cancelledIntro', { date }),
          location: t('eventLocation'),
        },
        rebook,
      ),
    },
  };
}

/** Everything the studio knows about a booking, labelled in English: for its emails and feed. */
export function studioDetails(booking: Booking): [string, string][] {
  return [
    ['Name', `${booking.firstName} ${booking.lastName}`],
    ['Email', booking.email],
    ['Company', booking.company || '(not given)'],
    ['Studio time', formatSlot(booking.slotStart, 'en', studioZone, { year: true })],
    [
      'Visitor time',
      `${formatSlot(booking.slotStart, 'en', booking.timeZone, { year: true })} (${booking.timeZone})`,
    ],
    ['Language', booking.locale],
    ['Current challenges', booking.challenges],
    ['Goals', booking.goals],
    ['Booking', booking.id],
  ];
}

function studioEmail(
  booking: Booking,
  studioAddress: string,
  subject: string,
  lead: string,
): OutboxMessage {
  const rows = studioDetails(booking);
  return {
    to: studioAddress,
    replyTo: booking.email,
    subject,
    text: [lead, '', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n'),
    html: emailLayout({
      lang: 'en',
      title: subject,
      body: `<p>${escapeMultiline(lead)}</p><table role="presentation" style="border-collapse:collapse">${detailRows(rows)}</table>`,
    }),
  };
}

/** The studio's notice of a new booking: every field, escaped; replying writes to the visitor. */
export function studioBookingEmail(booking: Booking, studioAddress: string): OutboxMessage {
  const when = formatSlot(booking.slotStart, 'en', studioZone);
  return studioEmail(
    booking,
    studioAddress,
    `New strategy session: ${booking.firstName} ${booking.lastName}, ${when}`,
    'A strategy session was booked on the website.',
  );
}

export function studioCancellationEmail(booking: Booking, studioAddress: string): OutboxMessage {
  const when = formatSlot(booking.slotStart, 'en', studioZone);
  return studioEmail(
    booking,
    studioAddress,
    `Cancelled: strategy session with ${booking.firstName} ${booking.lastName}, ${when}`,
    'The visitor cancelled this strategy session through the link in their confirmation. The time is free again.',
  );
}
