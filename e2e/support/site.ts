import type { Page } from '@playwright/test';

export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

/** Pages the site ships. Each one is checked for accessibility, metadata and console errors. */
export const sitePages = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'assessment center', path: '/ai-assessment-center' },
  { name: 'discover wizard', path: '/discover-ai-readiness' },
  { name: 'blog', path: '/blog' },
  { name: 'blog article', path: '/blog/first-90-days-of-ai' },
  { name: 'contact', path: '/contact' },
  { name: 'team', path: '/team' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
] as const;

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
