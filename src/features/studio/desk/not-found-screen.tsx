import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { DeskHeading } from '@/components/desk/desk-heading';
import { deskPath } from '@/config/desk';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

// A record the address names no longer exists (erased, or the address is cut short).
export async function DeskNotFoundScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Studio.notFound' });
  const links = [
    { href: deskPath.today, label: t('today') },
    { href: deskPath.bookings, label: t('bookings') },
    { href: deskPath.leads, label: t('leads') },
  ];
  return (
    <>
      <DeskHeading title={t('heading')} intro={t('intro')} />
      <ul className="flex flex-wrap gap-3">
        {links.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} className={buttonVariants({ variant: 'outline' })}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
