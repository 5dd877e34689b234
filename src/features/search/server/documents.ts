import 'server-only';
import { homeSection, serviceSlugs, servicePath } from '@/config/navigation';
import { getArticles } from '@/content/blog';
import { faqContent } from '@/content/home/faq';
import { servicesContent } from '@/content/home/services';
import { articlePath } from '@/features/blog/seo';
import { blockText } from '@/features/blog/read-time';
import { loadMessages, type Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import type { SearchDocument } from '../engine';
import { homeSectionSearchDocuments, joinParts, pageSearchDocuments } from './page-documents';

export function articleSearchDocuments(locale: Locale): SearchDocument[] {
  return getArticles(locale).map((article) => ({
    id: `article:${article.slug}`,
    type: 'article',
    title: article.title,
    href: articlePath(article.slug),
    keywords: `${article.category.name} ${article.author}`,
    text: joinParts([article.excerpt, ...article.content.map(blockText)]),
  }));
}

/**
 * The services as the search knows them: each one's name and the description the home page's
 * services grid shows. The one place to point at richer service content.
 */
export function serviceSearchDocuments(locale: Locale, messages: Messages): SearchDocument[] {
  return serviceSlugs.map((slug) => ({
    id: `service:${slug}`,
    type: 'service',
    title: messages.ServiceNames[slug],
    href: servicePath(slug),
    keywords: servicesContent[locale].eyebrow,
    text: servicesContent[locale].descriptions[slug],
  }));
}

/** Each question of the home page's FAQ, leading to that section. */
export function faqSearchDocuments(locale: Locale): SearchDocument[] {
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

/** Everything the search finds in one language. */
export async function searchDocuments(locale: Locale): Promise<SearchDocument[]> {
  const messages = await loadMessages(locale);
  return [
    ...articleSearchDocuments(locale),
    ...serviceSearchDocuments(locale, messages),
    ...faqSearchDocuments(locale),
    ...pageSearchDocuments(locale, messages),
    ...homeSectionSearchDocuments(locale),
  ];
}
