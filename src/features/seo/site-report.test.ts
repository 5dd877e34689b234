import { describe, expect, it } from 'vitest';
import type { SeoAnalysis, SeoIssue } from '@/lib/seo/analysis';
import { reportRow, worstFirst } from './site-report';

const issue = (type: SeoIssue['type']): SeoIssue => ({
  type,
  category: 'meta',
  message: type,
  fix: 'fix',
});

const analysis = (score: number, ...types: SeoIssue['type'][]): SeoAnalysis => ({
  score,
  issues: types.map(issue),
  recommendations: [],
  strengths: [],
});

describe('site-wide report', () => {
  it('counts each row’s issues by type', () => {
    const row = reportRow({ path: '/', locale: 'en' }, analysis(70, 'critical', 'info', 'info'));
    expect(row.analysis && row.counts).toEqual({ critical: 1, warning: 0, info: 2 });
  });

  it('puts failed pages first, then the lowest scores, then the most serious issues', () => {
    const rows = [
      reportRow({ path: '/a', locale: 'en' }, analysis(100)),
      reportRow({ path: '/b', locale: 'en' }, analysis(92, 'warning')),
      reportRow({ path: '/c', locale: 'en' }, analysis(92, 'critical')),
      reportRow({ path: '/d', locale: 'en' }, null),
      reportRow({ path: '/e', locale: 'en' }, analysis(60)),
      reportRow({ path: '/es/e', locale: 'es' }, analysis(60)),
      reportRow({ path: '/f', locale: 'en' }, analysis(92, 'warning', 'info')),
    ];
    expect(worstFirst(rows).map((row) => row.page.path)).toEqual([
      '/d',
      '/e',
      '/es/e',
      '/c',
      '/f',
      '/b',
      '/a',
    ]);
  });
});
