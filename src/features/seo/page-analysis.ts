import { throwIfResNotOk } from '@/lib/api-client';
import type { SeoAnalysis } from './analysis';
import { analyzeDocument, type SeoAnalysisText } from './analyzer';

export function analyzeCurrentPage(text: SeoAnalysisText): SeoAnalysis {
  return analyzeDocument(document, { text, pageUrl: window.location.href });
}

// No cookies, so a remembered language choice cannot redirect to the other language's page.
export async function analyzeSitePage(path: string, text: SeoAnalysisText): Promise<SeoAnalysis> {
  const pageUrl = new URL(path, window.location.origin).href;
  const response = await fetch(pageUrl, { credentials: 'omit' });
  await throwIfResNotOk(response);
  // Each page's style element is allowed by its own hash, not this page's: parsed here, Chromium
  // would report it to this page's policy. The analysis reads no styles.
  const html = (await response.text()).replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return analyzeDocument(doc, { text, pageUrl });
}
