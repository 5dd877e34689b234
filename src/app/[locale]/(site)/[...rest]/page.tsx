import { notFound } from 'next/navigation';
import { resolvePageLocale } from '@/i18n/page-locale';

// Any path no route claims ends here and renders the language's 404 screen with status 404.
export default async function UnknownPage({ params }: PageProps<'/[locale]/[...rest]'>) {
  await resolvePageLocale(params);
  notFound();
}
