import { throwIfResNotOk } from '@/lib/api-client';
import type { SeoAnalysis } from './analysis';
import { analyzeDocument, type SeoAnalysisText } from './analyzer';

/** The document the visitor is looking at, as it is now (edits made in the browser included). */
export function analyzeCurrentPage(text: SeoAnalysisText): SeoAnalysis {
  return analyzeDocument(document, { text, pageUrl: window.location.href });
}

/**
 * Fetches another page of the site and analyses its HTML as served. No cookies go with it, so a
 * remembered language choice cannot redirect the request to the other language's page.
 */
export async function analyzeSitePage(path: string, text: SeoAnalysisText): Promise<SeoAnalysis> {
  const pageUrl = new URL(path, window.location.origin).href;
  const response = await fetch(pageUrl, { credentials: 'omit' });
  await throwIfResNotOk(response);
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  return analyzeDocument(doc, { text, pageUrl });
}
