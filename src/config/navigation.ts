import { site } from './site';

/** The site's map: which services exist, which home sections can be linked to, and where pages live. */
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

/** Ids of the home page's sections that other pages and the header link to. */
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

/** Space the sticky header takes at the top when the page scrolls to a section. */
export const ANCHOR_SCROLL_OFFSET_PX = 64;

/** Scroll distance after which the header turns solid. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

/** Window event that opens the booking dialog from anywhere on the page. */
export const OPEN_BOOKING_EVENT = 'openBookingModal';

/** Marks a server-rendered button whose click opens the booking dialog (see BookSessionButton). */
export const BOOKING_TRIGGER_SELECTOR = '[data-booking-trigger]';
