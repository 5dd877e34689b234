import { SiteFrame } from '@/components/layout/site-frame';
import {
  NotFoundContent,
  notFoundLocale,
  notFoundRouteMetadata,
} from '@/features/not-found/not-found-route';

export const generateMetadata = notFoundRouteMetadata;

// A one-segment address that is not the card: the card's route group has no site frame, so the
// 404 brings it. The other 404s render inside the frame (`FramedPageNotFound`), so pages do not
// carry a second copy of the header and footer.
export default async function CardRouteNotFound() {
  const locale = await notFoundLocale();
  return (
    <SiteFrame locale={locale}>
      <NotFoundContent locale={locale} />
    </SiteFrame>
  );
}
