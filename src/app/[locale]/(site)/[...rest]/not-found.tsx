import {
  NotFoundContent,
  notFoundLocale,
  notFoundRouteMetadata,
} from '@/features/not-found/not-found-route';

export const generateMetadata = notFoundRouteMetadata;

// Rendered inside the site frame's layout, which brings the header and footer.
export default async function SiteNotFound() {
  return <NotFoundContent locale={await notFoundLocale()} />;
}
