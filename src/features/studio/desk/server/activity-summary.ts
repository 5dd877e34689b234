import { studioTimeZone } from '@/features/booking/config';

// Activity summaries name times, never people: the log outlives an erasure.
const stampFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: studioTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const studioStamp = (date: Date) => stampFormat.format(date).replace(',', '');
