/**
 * Each public page's budget, in bytes as the server sends them: the HTML document (brotli; gzip
 * for `/search`, rendered on request) and its first-load JavaScript (every `<script src>` it
 * loads, in brotli). The figures are 12800d8's build; the headroom is explained, and the way a
 * budget is raised, in docs/performance.md#budgets.
 */
export interface PageSizes {
  document: number;
  firstLoadJs: number;
}

export const BUDGET_HEADROOM: PageSizes = { document: 0.01, firstLoadJs: 0.005 };

export const pageBudgets: Record<string, PageSizes> = {
  '/': { document: 22438, firstLoadJs: 130489 },
  '/about': { document: 12548, firstLoadJs: 128180 },
  '/services/custom-ai-agents': { document: 13983, firstLoadJs: 128180 },
  '/services/lead-generation': { document: 13793, firstLoadJs: 128180 },
  '/services/ai-automations': { document: 13276, firstLoadJs: 128180 },
  '/services/ai-marketing': { document: 13396, firstLoadJs: 128180 },
  '/services/ai-training': { document: 12962, firstLoadJs: 128180 },
  '/services/ai-customer-service': { document: 13203, firstLoadJs: 128180 },
  '/services/website-design': { document: 13735, firstLoadJs: 128180 },
  '/services/app-development': { document: 13224, firstLoadJs: 128180 },
  '/ai-assessment-center': { document: 14414, firstLoadJs: 147616 },
  '/discover-ai-readiness': { document: 13978, firstLoadJs: 147403 },
  '/blog': { document: 13771, firstLoadJs: 129400 },
  '/blog/first-90-days-of-ai': { document: 14831, firstLoadJs: 129180 },
  '/contact': { document: 11494, firstLoadJs: 127942 },
  '/team': { document: 12794, firstLoadJs: 127942 },
  '/privacy': { document: 14871, firstLoadJs: 128180 },
  '/terms': { document: 12275, firstLoadJs: 128180 },
  '/jordan-marlowe': { document: 11900, firstLoadJs: 124689 },
  '/seo-dashboard': { document: 13942, firstLoadJs: 135802 },
  '/search': { document: 15233, firstLoadJs: 130014 },
  '/es': { document: 23486, firstLoadJs: 130489 },
  '/es/about': { document: 13116, firstLoadJs: 128180 },
  '/es/services/custom-ai-agents': { document: 14537, firstLoadJs: 128180 },
  '/es/services/lead-generation': { document: 14205, firstLoadJs: 128180 },
  '/es/services/ai-automations': { document: 13781, firstLoadJs: 128180 },
  '/es/services/ai-marketing': { document: 13810, firstLoadJs: 128180 },
  '/es/services/ai-training': { document: 13427, firstLoadJs: 128180 },
  '/es/services/ai-customer-service': { document: 13677, firstLoadJs: 128180 },
  '/es/services/website-design': { document: 14359, firstLoadJs: 128180 },
  '/es/services/app-development': { document: 13731, firstLoadJs: 128180 },
  '/es/ai-assessment-center': { document: 15066, firstLoadJs: 147616 },
  '/es/discover-ai-readiness': { document: 14689, firstLoadJs: 147403 },
  '/es/blog': { document: 14097, firstLoadJs: 129400 },
  '/es/blog/first-90-days-of-ai': { document: 15498, firstLoadJs: 129180 },
  '/es/contact': { document: 11941, firstLoadJs: 127942 },
  '/es/team': { document: 13326, firstLoadJs: 127942 },
  '/es/privacy': { document: 15854, firstLoadJs: 128180 },
  '/es/terms': { document: 12950, firstLoadJs: 128180 },
  '/es/jordan-marlowe': { document: 12301, firstLoadJs: 124689 },
  '/es/seo-dashboard': { document: 14518, firstLoadJs: 135802 },
  '/es/search': { document: 15762, firstLoadJs: 130014 },
};
