import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { deskNav, deskNavLabels } from './desk-nav';
import { DeskNavLink } from './desk-nav-link';

// From 1024 px the screens are listed down the side, where all thirteen fit on one line each.
export async function DeskSideNav({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Studio.shell' });
  const labels = deskNavLabels(t);
  return (
    <nav aria-label={t('navLabel')} className="hidden w-56 shrink-0 py-12 lg:block">
      <ul className="sticky top-6 -mx-2.5 flex flex-col gap-0.5">
        {deskNav.map(({ key, href, icon: NavIcon }) => (
          <li key={key}>
            <DeskNavLink href={href} className="nav-item flex gap-2.5">
              <NavIcon aria-hidden="true" className="size-4 shrink-0" />
              {labels[key]}
            </DeskNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
