import { SiteFrame } from '@/components/layout/site-frame';
import {
  NotFoundContent,
  notFoundLocale,
  notFoundRouteMetadata,
} from '@/features/not-found/not-found-route';

export const generateMetadata = notFoundRouteMetadata;

// A one-segment address that is not the card: the card's route group has no site frame, so the
// 404 brings it. Every other page's boundary is `(site)/not-found.tsx`, inside the frame, so
// their documents do not carry a second copy of the header and footer.
export default async function CardRouteNotFound() {
  const locale = await notFoundLocale();
  return (
    <SiteFrame locale={locale}>
      <NotFoundContent locale={locale} />
    </SiteFrame>
  );
}
