import { getLocale } from 'next-intl/server';
import { DeskNotFoundScreen } from '@/features/studio/desk/not-found-screen';
import { defaultLocale, isLocale } from '@/i18n/routing';

// A booking or lead the address names that does not exist: the desk's own 404, in its frame.
export default async function DeskNotFound() {
  const locale = await getLocale();
  return <DeskNotFoundScreen locale={isLocale(locale) ? locale : defaultLocale} />;
}
