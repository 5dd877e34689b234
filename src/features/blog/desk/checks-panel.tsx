'use client';

import { useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import type { ArticleDraft } from '@/content/blog/schema';
import type { Locale } from '@/i18n/routing';
import type { SeoAnalysis } from '@/lib/seo/analysis';
import type { SeoAnalysisText } from '@/lib/seo/analyzer';
import { fill } from '@/lib/fill-placeholders';
import { analyzeDraft, articleGaps, languageGaps, type Gap } from './article-checks';
import type { ArticleTexts } from './editor-types';

export interface LanguageChecks {
  gaps: Gap[];
  /** Absent until the page runs in the browser, which builds the document the analyzer reads. */
  analysis?: SeoAnalysis;
}

export interface ArticleChecks {
  article: Gap[];
  languages: Record<Locale, LanguageChecks>;
}

const noSubscription = () => () => {};

// The checks trail the typing by a render, so a long article never slows the keys down.
export function useArticleChecks(draft: ArticleDraft, seoText: SeoAnalysisText): ArticleChecks {
  const checked = useDeferredValue(draft);
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return useMemo(() => {
    const language = (locale: Locale): LanguageChecks => ({
      gaps: languageGaps(checked, locale),
      analysis: inBrowser ? analyzeDraft(checked, locale, seoText) : undefined,
    });
    return { article: articleGaps(checked), languages: { en: language('en'), es: language('es') } };
  }, [checked, inBrowser, seoText]);
}

export function gapText(gap: Gap, texts: ArticleTexts): string {
  const type = gap.values?.type as keyof ArticleTexts['editor']['blockTypes'] | undefined;
  const values = type ? { ...gap.values, type: texts.editor.blockTypes[type] } : gap.values;
  return fill(texts.completeness[gap.key], values);
}

export function failingChecks(checks: ArticleChecks, texts: ArticleTexts): string[] {
  const gap = (item: Gap) => gapText(item, texts);
  const failing = checks.article.map(gap);
  for (const locale of ['en', 'es'] as const) {
    const { gaps, analysis } = checks.languages[locale];
    const language = texts.editor.languages[locale];
    const failed = [
      ...gaps.map(gap),
      ...(analysis?.issues ?? [])
        .filter((issue) => issue.type !== 'info')
        .map((issue) => issue.message),
    ];
    failing.push(...failed.map((text) => `${language}: ${text}`));
  }
  return failing;
}

const severityStyle = {
  missing: 'border-destructive/60 text-destructive',
  critical: 'border-destructive/60 text-destructive',
  warning: 'border-amber-600/60 text-amber-800 dark:text-amber-300',
  info: 'border-border text-muted-foreground',
} as const;

export function ChecksPanel({
  locale,
  checks,
  texts,
}: {
  locale: Locale;
  checks: LanguageChecks;
  texts: ArticleTexts;
}) {
  const editor = texts.editor;
  const items = [
    ...checks.gaps.map((gap) => ({
      severity: 'missing' as const,
      text: gapText(gap, texts),
    })),
    ...(checks.analysis?.issues ?? []).map((issue) => ({
      severity: issue.type,
      text: `${issue.message} ${issue.fix}`,
    })),
  ];
  return (
    <section
      aria-label={fill(editor.checks, { language: editor.languages[locale] })}
      className="grid gap-2 rounded-lg border border-border bg-background p-3 text-sm"
    >
      <h3 className="font-semibold">
        {fill(editor.checks, { language: editor.languages[locale] })}
      </h3>
      {checks.analysis && (
        <p className="text-muted-foreground">
          {fill(editor.score, { score: checks.analysis.score })}
        </p>
      )}
      <div>
        {items.length === 0 ? (
          <p>{editor.allPass}</p>
        ) : (
          <ul className="grid gap-1.5">
            {items.map((item, index) => (
              <li
                key={index}
                className={`border-l-4 pl-2 [overflow-wrap:anywhere] ${severityStyle[item.severity]}`}
              >
                <span className="font-medium">{editor.severity[item.severity]}:</span>{' '}
                <span className="text-foreground">{item.text}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
