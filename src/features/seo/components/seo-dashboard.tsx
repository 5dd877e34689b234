'use client';

import { ScanSearch } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { inputBaseClassName } from '@/components/ui/input-styles';
import { locales, type Locale } from '@/i18n/routing';
import type { SeoAnalysis } from '@/lib/seo/analysis';
import type { SeoAnalysisText } from '@/lib/seo/analyzer';
import { analyzeCurrentPage, analyzeSitePage } from '../page-analysis';
import type { SitePage } from '../site-report';
import { fill } from '@/lib/fill-placeholders';
import { IssueList, RecommendationList, StrengthList } from './analysis-lists';
import { AnalysisSummary } from './analysis-summary';
import type { SeoDashboardText } from './dashboard-text';
import { SitemapCard } from './sitemap-card';
import { SiteWideReport } from './site-wide-report';

const CURRENT_PAGE = '';
const PICKER_ID = 'seo-page-picker';

interface SeoDashboardProps {
  locale: Locale;
  pages: SitePage[];
  text: SeoDashboardText;
  analysisText: SeoAnalysisText;
}

export function SeoDashboard({ locale, pages, text, analysisText }: SeoDashboardProps) {
  const [target, setTarget] = useState(CURRENT_PAGE);
  const [analysis, setAnalysis] = useState<SeoAnalysis | null>(null);
  const [running, setRunning] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const latestRun = useRef(0);
  const picker = useRef<HTMLSelectElement>(null);

  // Only the latest of overlapping runs shows its result.
  async function analyze(path: string) {
    const run = ++latestRun.current;
    const page = path || text.pagePicker.current;
    setRunning(true);
    try {
      const result = path
        ? await analyzeSitePage(path, analysisText)
        : analyzeCurrentPage(analysisText);
      if (run !== latestRun.current) return;
      setAnalysis(result);
      setAnnouncement(fill(text.analyzed, { page, score: result.score }));
    } catch (error) {
      console.warn(`Analyzing ${page} failed:`, error);
      if (run === latestRun.current) setAnnouncement(fill(text.analysisFailed, { page }));
    } finally {
      if (run === latestRun.current) setRunning(false);
    }
  }

  const analyzeOnLoad = useEffectEvent(() => void analyze(CURRENT_PAGE));
  useEffect(() => {
    // After the first paint, so the page is analysed as the visitor sees it.
    const frame = requestAnimationFrame(analyzeOnLoad);
    return () => cancelAnimationFrame(frame);
  }, []);

  function choose(path: string) {
    setTarget(path);
    void analyze(path);
  }

  function openFromReport(path: string) {
    choose(path);
    picker.current?.focus();
    picker.current?.scrollIntoView({ block: 'center' });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-soft sm:flex-row sm:items-end sm:p-6">
        <div className="min-w-0 flex-1">
          <label htmlFor={PICKER_ID} className="text-sm font-medium">
            {text.pagePicker.label}
          </label>
          <select
            id={PICKER_ID}
            ref={picker}
            value={target}
            onChange={(event) => choose(event.target.value)}
            className={`${inputBaseClassName} mt-2 h-11`}
          >
            <option value={CURRENT_PAGE}>{text.pagePicker.current}</option>
            {locales.map((language) => (
              <optgroup key={language} label={text.pagePicker.languages[language]}>
                {pages
                  .filter((page) => page.locale === language)
                  .map((page) => (
                    <option key={page.path} value={page.path}>
                      {page.path}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonVariants()}
          onClick={() => void analyze(target)}
          disabled={running}
        >
          <ScanSearch aria-hidden="true" />
          {running ? text.analyzing : text.analyze}
        </button>
      </div>
      <p role="status" className="min-h-6 text-sm text-muted-foreground">
        {announcement}
      </p>
      <AnalysisSummary analysis={analysis} text={text} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <IssueList issues={analysis?.issues ?? []} analyzed={Boolean(analysis)} text={text} />
        <StrengthList strengths={analysis?.strengths ?? []} text={text} />
        <RecommendationList
          recommendations={analysis?.recommendations ?? []}
          analyzed={Boolean(analysis)}
          text={text}
        />
        <SitemapCard locale={locale} text={text} />
      </div>
      <SiteWideReport
        pages={pages}
        text={text}
        analysisText={analysisText}
        onOpen={openFromReport}
      />
    </div>
  );
}
