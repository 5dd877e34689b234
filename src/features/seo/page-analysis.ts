import { throwIfResNotOk } from '@/lib/api-client';
import type { SeoAnalysis } from '@/lib/seo/analysis';
import { analyzeDocument, type SeoAnalysisText } from '@/lib/seo/analyzer';

export function analyzeCurrentPage(text: SeoAnalysisText): SeoAnalysis {
  return analyzeDocument(document, { text, pageUrl: window.location.href });
}

// No cookies, so a remembered language choice cannot redirect to the other language's page.
export async function analyzeSitePage(path: string, text: SeoAnalysisText): Promise<SeoAnalysis> {
  const pageUrl = new URL(path, window.location.origin).href;
  const response = await fetch(pageUrl, { credentials: 'omit' });
  await throwIfResNotOk(response);
  // Parsed here, each page's hash-allowed <style> would be reported to this page's policy.
  const html = (await response.text()).replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return analyzeDocument(doc, { text, pageUrl });
}
