import 'server-only';
import { homeSection, type HomeSectionId } from '@/config/navigation';
import { site } from '@/config/site';
import { aboutContent } from '@/content/about';
import { blogLabels } from '@/content/blog';
import { contactPageContent } from '@/content/company/contact';
import type { LegalDocument } from '@/content/company/legal-document';
import { privacyContent } from '@/content/company/privacy';
import { teamPageContent } from '@/content/company/team';
import { termsContent } from '@/content/company/terms';
import { comparisonContent } from '@/content/home/comparison';
import { contactContent } from '@/content/home/contact';
import { heroContent } from '@/content/home/hero';
import { portfolioContent } from '@/content/home/portfolio';
import { servicesContent } from '@/content/home/services';
import { storyContent } from '@/content/home/story';
import { useCasesContent } from '@/content/home/use-cases';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { discoverGuide } from '@/content/leads/discover-guide';
import { staticPages, type StaticPageKey } from '@/lib/seo/page-seo';
import type { SearchDocument } from '../engine';

export function copyStrings(copy: unknown): string[] {
  if (typeof copy === 'string')
    return [copy.replaceAll('{email}', site.email).replaceAll('{phone}', site.phone.display)];
  if (Array.isArray(copy)) return copy.flatMap(copyStrings);
  if (copy && typeof copy === 'object') return Object.values(copy).flatMap(copyStrings);
  return [];
}

type PageCopy = { title: string; description: string; keywords?: string };

export const joinParts = (parts: string[]) => parts.join('\n');

function legalCopy({ title, intro, sections }: LegalDocument) {
  return [title, intro, sections.map(({ heading, blocks }) => [heading, blocks])];
}

const pageEntries: {
  page: StaticPageKey;
  copy: (locale: Locale, messages: Messages) => unknown;
}[] = [
  { page: 'home', copy: (locale) => heroContent[locale].titles },
  { page: 'about', copy: (locale) => aboutContent[locale] },
  {
    page: 'blog',
    copy: (locale, { Blog }) => [
      Blog.hero.tagline,
      Blog.latest,
      Blog.subscribe,
      Object.values(blogLabels[locale].categories),
    ],
  },
  { page: 'contact', copy: (locale) => contactPageContent[locale] },
  { page: 'team', copy: (locale) => teamPageContent[locale] },
  { page: 'privacy', copy: (locale) => legalCopy(privacyContent[locale]) },
  { page: 'terms', copy: (locale) => legalCopy(termsContent[locale]) },
  {
    page: 'assessment',
    copy: (_, { AssessmentCenter }) => [
      AssessmentCenter.title,
      AssessmentCenter.intro,
      AssessmentCenter.cards,
      AssessmentCenter.footer,
    ],
  },
  {
    page: 'discover',
    copy: (locale, { Discover }) => [
      Discover.title,
      Discover.intro,
      Discover.steps,
      discoverGuide[locale],
    ],
  },
];

export function pageSearchDocuments(locale: Locale, messages: Messages): SearchDocument[] {
  return pageEntries.map(({ page, copy }) => {
    const { namespace, path } = staticPages[page];
    const { title, description, keywords }: PageCopy = messages[namespace].meta;
    return {
      id: `page:${page}`,
      type: 'page',
      title,
      href: path,
      keywords,
      text: joinParts([description, ...copyStrings(copy(locale, messages))]),
    };
  });
}

interface SectionCopy {
  eyebrow: string;
  heading: string;
  body: unknown;
}

// Only the sections the header or footer links to.
const homeSectionEntries: { section: HomeSectionId; copy: (locale: Locale) => SectionCopy }[] = [
  {
    section: homeSection.services,
    copy: (locale) => {
      const { eyebrow, heading, lead } = servicesContent[locale];
      return { eyebrow, heading, body: lead };
    },
  },
  {
    section: homeSection.portfolio,
    copy: (locale) => {
      const { eyebrow, heading, lead, projects } = portfolioContent[locale];
      const body = [lead, Object.values(projects).map(({ title, tags }) => [title, tags])];
      return { eyebrow, heading, body };
    },
  },
  {
    section: homeSection.useCases,
    copy: (locale) => {
      const { eyebrow, heading, lead, cases } = useCasesContent[locale];
      return { eyebrow, heading, body: [lead, cases] };
    },
  },
  {
    section: homeSection.ourStory,
    copy: (locale) => {
      const { eyebrow, heading, paragraphs, facts, statement } = storyContent[locale];
      return { eyebrow, heading, body: [paragraphs, facts.map(({ label }) => label), statement] };
    },
  },
  {
    section: homeSection.comparison,
    copy: (locale) => {
      const { eyebrow, heading, lead, rows, benefitsHeading, benefits, footnote } =
        comparisonContent[locale];
      return { eyebrow, heading, body: [lead, rows, benefitsHeading, benefits, footnote] };
    },
  },
  {
    section: homeSection.contact,
    copy: (locale) => {
      const { eyebrow, heading, text, note } = contactContent[locale];
      return { eyebrow, heading, body: [text, note] };
    },
  },
];

export function homeSectionSearchDocuments(locale: Locale): SearchDocument[] {
  return homeSectionEntries.map(({ section, copy }) => {
    const { eyebrow, heading, body } = copy(locale);
    return {
      id: `section:${section}`,
      type: 'section',
      title: heading,
      href: `/#${section}`,
      keywords: eyebrow,
      text: joinParts(copyStrings(body)),
    };
  });
}
