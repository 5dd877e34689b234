import type { Page } from '@playwright/test';

export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

export interface SitePage {
  name: string;
  path: string;
  /** Kept out of search engines and the sitemap (`noindex, follow`). */
  noIndex?: true;
}

/** Pages the site ships. Each one is checked for accessibility, metadata and console errors. */
export const sitePages: readonly SitePage[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'custom AI agents', path: '/services/custom-ai-agents' },
  { name: 'lead generation', path: '/services/lead-generation' },
  { name: 'AI automations', path: '/services/ai-automations' },
  { name: 'AI marketing', path: '/services/ai-marketing' },
  { name: 'AI training', path: '/services/ai-training' },
  { name: 'AI customer service', path: '/services/ai-customer-service' },
  { name: 'website design', path: '/services/website-design' },
  { name: 'app development', path: '/services/app-development' },
  { name: 'assessment center', path: '/ai-assessment-center' },
  { name: 'discover wizard', path: '/discover-ai-readiness' },
  { name: 'blog', path: '/blog' },
  { name: 'blog article', path: '/blog/first-90-days-of-ai' },
  { name: 'contact', path: '/contact' },
  { name: 'team', path: '/team' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'business card', path: '/jordan-marlowe' },
  { name: 'SEO dashboard', path: '/seo-dashboard', noIndex: true },
  { name: 'search', path: '/search', noIndex: true },
];

export const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

export function localized(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? '/es' : `/es${path}`;
}

export function absolute(locale: Locale, path: string): string {
  const local = localized(locale, path);
  return local === '/' ? siteUrl : `${siteUrl}${local}`;
}

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

/** Listens for the page-wide booking event so a test can tell whether a button fired it. */
export const recordBookingEvents = () => {
  const w = window as unknown as { __bookingOpened: number };
  w.__bookingOpened = 0;
  window.addEventListener('openBookingModal', () => {
    w.__bookingOpened += 1;
  });
};

export function bookingEventCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __bookingOpened: number }).__bookingOpened);
}
