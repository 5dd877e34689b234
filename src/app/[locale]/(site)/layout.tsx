import { SiteFrame } from '@/components/layout/site-frame';
import { resolvePageLocale } from '@/i18n/page-locale';

export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  return <SiteFrame locale={await resolvePageLocale(params)}>{children}</SiteFrame>;
}
