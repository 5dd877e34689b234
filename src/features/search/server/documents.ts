import 'server-only';
import { homeSection, serviceSlugs, servicePath } from '@/config/navigation';
import { getArticles } from '@/content/blog';
import { faqContent } from '@/content/home/faq';
import { servicePages } from '@/content/services';
import { articlePath } from '@/features/blog/seo';
import { blockText } from '@/content/blog/read-time';
import { loadMessages, type Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import type { SearchDocument } from '../engine';
import {
  copyStrings,
  homeSectionSearchDocuments,
  joinParts,
  pageSearchDocuments,
} from './page-documents';

async function articleSearchDocuments(locale: Locale): Promise<SearchDocument[]> {
  return (await getArticles(locale)).map((article) => ({
    id: `article:${article.slug}`,
    type: 'article',
    title: article.title,
    href: articlePath(article.slug),
    keywords: `${article.category.name} ${article.author}`,
    text: joinParts([article.excerpt, ...article.content.map(blockText)]),
  }));
}

/** Keys of a service page's content that hold ids, icon names or the hero drawing, not copy. */
const nonCopyKeys = new Set(['kind', 'id', 'icon', 'target', 'visual']);

function serviceCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(serviceCopy);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !nonCopyKeys.has(key))
        .map(([key, entry]) => [key, serviceCopy(entry)]),
    );
  }
  return value;
}

function serviceSearchDocuments(locale: Locale, messages: Messages): SearchDocument[] {
  return serviceSlugs.map((slug) => {
    const { meta, hero, sections, closing } = servicePages[slug][locale];
    return {
      id: `service:${slug}`,
      type: 'service',
      title: messages.ServiceNames[slug],
      href: servicePath(slug),
      keywords: meta.keywords,
      text: joinParts([
        meta.description,
        ...copyStrings(
          serviceCopy({ headline: hero.headline, lead: hero.lead, sections, closing }),
        ),
      ]),
    };
  });
}

function faqSearchDocuments(locale: Locale): SearchDocument[] {
  const { eyebrow, questions } = faqContent[locale];
  return questions.map(({ question, answer }, index) => ({
    id: `faq:${index}`,
    type: 'faq',
    title: question,
    href: `/#${homeSection.faq}`,
    keywords: eyebrow,
    text: answer,
  }));
}

export async function searchDocuments(locale: Locale): Promise<SearchDocument[]> {
  const messages = await loadMessages(locale);
  return [
    ...(await articleSearchDocuments(locale)),
    ...serviceSearchDocuments(locale, messages),
    ...faqSearchDocuments(locale),
    ...pageSearchDocuments(locale, messages),
    ...homeSectionSearchDocuments(locale),
  ];
}
