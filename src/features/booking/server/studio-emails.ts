import type { Booking, OutboxMessage } from '@/server/db/schema';
import { detailRows, emailLayout, escapeMultiline } from '@/server/mail/html';
import { studioTimeZone } from '@/config/site';
import { formatSlot } from '@/lib/dates';
import { bookingCalendar } from './calendar';
import type { MailContext } from './mail-context';

const studioTime = (date: Date, year = false) => formatSlot(date, 'en', studioTimeZone, { year });

export function studioDetails(booking: Booking): [string, string][] {
  return [
    ['Name', `${booking.firstName} ${booking.lastName}`],
    ['Email', booking.email],
    ['Company', booking.company || '(not given)'],
    ['Studio time', studioTime(booking.slotStart, true)],
    [
      'Visitor time',
      `${formatSlot(booking.slotStart, 'en', booking.timeZone, { year: true })} (${booking.timeZone})`,
    ],
    ...(booking.previousSlotStart
      ? [
          [
            'Moved',
            `from ${studioTime(booking.previousSlotStart, true)} by the ${booking.movedBy}`,
          ] as [string, string],
        ]
      : []),
    ['Language', booking.locale],
    ['Current challenges', booking.challenges],
    ['Goals', booking.goals],
    ...(booking.cancelNote
      ? [['Note to the visitor', booking.cancelNote] as [string, string]]
      : []),
    ['Booking', booking.id],
  ];
}

const who = (booking: Booking) => `${booking.firstName} ${booking.lastName}`;

// Under the visitor's UID, so the owner's calendar follows the session as the visitor's does.
function studioEmail(
  booking: Booking,
  mail: MailContext,
  subject: string,
  lead: string,
): OutboxMessage {
  const rows = studioDetails(booking);
  const details = rows.map(([label, value]) => `${label}: ${value}`);
  return {
    to: mail.studioEmail,
    replyTo: booking.email,
    subject,
    text: [lead, '', ...details].join('\n'),
    html: emailLayout({
      lang: 'en',
      title: subject,
      body: `<p>${escapeMultiline(lead)}</p><table role="presentation" style="border-collapse:collapse">${detailRows(rows)}</table>`,
    }),
    calendar: {
      method: booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
      filename: 'strategy-session.ics',
      content: bookingCalendar(booking, {
        summary: `Strategy session: ${who(booking)}`,
        description: details.join('\n'),
        location: mail.meetingUrl ?? 'Video call',
        url: mail.meetingUrl ?? mail.siteUrl,
      }),
    },
  };
}

export function studioBookingEmail(booking: Booking, mail: MailContext): OutboxMessage {
  return studioEmail(
    booking,
    mail,
    `New strategy session: ${who(booking)}, ${studioTime(booking.slotStart)}`,
    'A strategy session was booked on the website.',
  );
}

export function studioCancellationEmail(booking: Booking, mail: MailContext): OutboxMessage {
  return studioEmail(
    booking,
    mail,
    `Cancelled: strategy session with ${who(booking)}, ${studioTime(booking.slotStart)}`,
    booking.cancelledBy === 'studio'
      ? 'You cancelled this strategy session from the desk; the visitor has been told. The time is free again.'
      : 'The visitor cancelled this strategy session through the link in their confirmation. The time is free again.',
  );
}

export function studioMovedEmail(booking: Booking, mail: MailContext): OutboxMessage {
  const lead =
    booking.movedBy === 'studio'
      ? 'You moved this strategy session from the desk; the visitor has an updated invitation.'
      : 'The visitor moved this strategy session through the link in their email.';
  return studioEmail(
    booking,
    mail,
    `Moved: strategy session with ${who(booking)}, now ${studioTime(booking.slotStart)}`,
    `${lead} The old time, ${studioTime(booking.previousSlotStart!)}, is free again.`,
  );
}
