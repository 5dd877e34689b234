import { site } from './site';

export const serviceSlugs = [
  'custom-ai-agents',
  'lead-generation',
  'ai-automations',
  'ai-marketing',
  'ai-training',
  'ai-customer-service',
  'website-design',
  'app-development',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export function servicePath(slug: ServiceSlug) {
  return `/services/${slug}` as const;
}

export const homeSection = {
  services: 'services',
  portfolio: 'portfolio',
  caseStudies: 'case-studies',
  useCases: 'ai-use-cases',
  ourStory: 'our-story',
  comparison: 'comparison',
  faq: 'faq',
  contact: 'contact',
} as const;

export type HomeSectionId = (typeof homeSection)[keyof typeof homeSection];

export const pagePath = {
  home: '/',
  about: '/about',
  assessment: '/ai-assessment-center',
  discover: '/discover-ai-readiness',
  blog: '/blog',
  contact: '/contact',
  team: '/team',
  privacy: '/privacy',
  terms: '/terms',
  card: `/${site.cardSlug}`,
  seoDashboard: '/seo-dashboard',
  search: '/search',
} as const;

// Only server code links to these, so the browser's copy of pagePath stays without them.
export const linkedPagePath = {
  bookingCancel: '/booking/cancel',
  bookingReschedule: '/booking/reschedule',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  articlePreview: '/blog/preview',
  // The proxy shows these with status 404 at unknown addresses.
  notFound: '/page-not-found',
  articleNotFound: '/blog/article-not-found',
} as const;

// The sticky header's height, kept clear above a section scrolled to.
export const ANCHOR_SCROLL_OFFSET_PX = 64;

export const HEADER_SCROLL_THRESHOLD_PX = 10;

export const OPEN_BOOKING_EVENT = 'openBookingModal';

// Opens the booking dialog on any page: links in emails and posts end with it.
export const BOOKING_HASH = '#book';

export const BOOKING_TRIGGER_SELECTOR = '[data-booking-trigger]';
