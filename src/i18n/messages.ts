import type { Locale } from './routing';
import type shell from '@messages/en/shell.json';
import type notFound from '@messages/en/not-found.json';
import type about from '@messages/en/about.json';
import type home from '@messages/en/home.json';
import type booking from '@messages/en/booking.json';
import type bookingManage from '@messages/en/booking-manage.json';
import type blog from '@messages/en/blog.json';
import type api from '@messages/en/api.json';
import type company from '@messages/en/company.json';
import type card from '@messages/en/card.json';
import type seo from '@messages/en/seo.json';
import type search from '@messages/en/search.json';
import type leads from '@messages/en/leads.json';
import type newsletter from '@messages/en/newsletter.json';
import type studio from '@messages/en/studio.json';

// A new `messages/<locale>/<file>.json` is listed here and added to both language folders.
export const messageFiles = [
  'shell',
  'not-found',
  'about',
  'home',
  'booking',
  'booking-manage',
  'blog',
  'api',
  'company',
  'card',
  'seo',
  'search',
  'leads',
  'newsletter',
  'studio',
] as const;

export type Messages = typeof shell &
  typeof notFound &
  typeof about &
  typeof home &
  typeof booking &
  typeof bookingManage &
  typeof blog &
  typeof api &
  typeof company &
  typeof card &
  typeof seo &
  typeof search &
  typeof leads &
  typeof newsletter &
  typeof studio;

export async function loadMessages(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(
    messageFiles.map(
      async (file) => (await import(`../../messages/${locale}/${file}.json`)).default as object,
    ),
  );
  return Object.assign({}, ...parts) as Messages;
}
