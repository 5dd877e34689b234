// One issue per rule, so twenty unlabelled images weigh no more than a missing title.
import type { Messages } from '@/i18n/messages';
import {
  issuePriority,
  issueTypes,
  seoScore,
  type IssueCategory,
  type IssueType,
  type SeoAnalysis,
  type SeoIssue,
  type SeoRecommendation,
} from './analysis';
import {
  characterCount,
  countWords,
  describeElement,
  metaContent,
  parseUrl,
  truncate,
} from './document-reading';
import { fill } from '@/lib/fill-placeholders';

export type SeoAnalysisText = Messages['SeoAnalysis'];
type RuleKey = keyof SeoAnalysisText['rules'];
type StrengthKey = keyof SeoAnalysisText['strengths'];
type Values = Record<string, string | number>;

const TITLE_LENGTH = { min: 30, max: 60 } as const;
const DESCRIPTION_LENGTH = { min: 120, max: 160 } as const;
const MIN_WORDS = 300;
const SUGGESTED_WORDS = 500;
const SOCIAL_TAGS = ['og:title', 'og:description', 'og:image', 'twitter:card'] as const;

interface AnalyzeOptions {
  text: SeoAnalysisText;
  /** Needed for a parsed document, which has no URL of its own to resolve links against. */
  pageUrl?: string;
}

interface Finding {
  rule: RuleKey;
  type: IssueType;
  category: IssueCategory;
  values?: Values;
  element?: string;
}

interface Outcome {
  findings: Finding[];
  strengths: { key: StrengthKey; values?: Values }[];
  /** Advice that costs no points (a page between the minimum and the suggested length). */
  advice: { category: IssueCategory; values: Values }[];
}

type Check = (doc: Document, outcome: Outcome, pageUrl: string) => void;

export function analyzeDocument(doc: Document, { text, pageUrl }: AnalyzeOptions): SeoAnalysis {
  const outcome: Outcome = { findings: [], strengths: [], advice: [] };
  for (const check of checks) check(doc, outcome, pageUrl ?? doc.URL);

  const byType = (type: IssueType) => outcome.findings.filter((finding) => finding.type === type);
  const findings = issueTypes.flatMap(byType);
  const issues: SeoIssue[] = findings.map(({ rule, type, category, values, element }) => ({
    type,
    category,
    message: fill(text.rules[rule].message, values),
    ...(element ? { element } : {}),
    fix: fill(text.rules[rule].fix, values),
  }));
  const recommendations: SeoRecommendation[] = [
    ...findings.map(({ rule, type, category, values }) => ({
      priority: issuePriority[type],
      category,
      action: fill(text.rules[rule].action, values),
      impact: fill(text.rules[rule].impact, values),
    })),
    ...outcome.advice.map(({ category, values }) => ({
      priority: 'low' as const,
      category,
      action: fill(text.expandContent.action, values),
      impact: text.expandContent.impact,
    })),
  ];
  const strengths = outcome.strengths.map(({ key, values }) => fill(text.strengths[key], values));
  return { score: seoScore(issues, strengths.length), issues, recommendations, strengths };
}

function checkTitle(doc: Document, outcome: Outcome) {
  const title = doc.title.trim();
  const length = characterCount(title);
  if (!title) {
    outcome.findings.push({ rule: 'titleMissing', type: 'critical', category: 'meta' });
  } else if (length < TITLE_LENGTH.min || length > TITLE_LENGTH.max) {
    outcome.findings.push({
      rule: 'titleLength',
      type: 'warning',
      category: 'meta',
      values: { length },
      element: `<title>${title}</title>`,
    });
  } else {
    outcome.strengths.push({ key: 'title', values: { length } });
  }
}

function checkDescription(doc: Document, outcome: Outcome) {
  const description = metaContent(doc, 'description');
  const length = characterCount(description);
  if (!description) {
    outcome.findings.push({ rule: 'descriptionMissing', type: 'critical', category: 'meta' });
  } else if (length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max) {
    outcome.findings.push({
      rule: 'descriptionLength',
      type: 'warning',
      category: 'meta',
      values: { length },
      element: `<meta name="description" content="${truncate(description)}">`,
    });
  } else {
    outcome.strengths.push({ key: 'description', values: { length } });
  }
}

function checkHeadings(doc: Document, outcome: Outcome) {
  const h1s = [...doc.querySelectorAll('h1')];
  if (h1s.length === 0) {
    outcome.findings.push({ rule: 'h1Missing', type: 'critical', category: 'content' });
  } else if (h1s.length > 1) {
    outcome.findings.push({
      rule: 'h1Multiple',
      type: 'warning',
      category: 'content',
      values: { count: h1s.length },
      element: describeElement(h1s[1]!),
    });
  } else {
    outcome.strengths.push({ key: 'h1' });
  }

  const outline = [...doc.querySelectorAll('h2, h3')];
  const firstH2 = outline.findIndex((heading) => heading.localName === 'h2');
  const orphan = outline.find(
    (heading, index) => heading.localName === 'h3' && (firstH2 === -1 || index < firstH2),
  );
  if (orphan) {
    outcome.findings.push({
      rule: 'h3WithoutH2',
      type: 'warning',
      category: 'accessibility',
      element: describeElement(orphan),
    });
  } else if (firstH2 !== -1) {
    const count = doc.querySelectorAll('h2, h3, h4, h5, h6').length;
    outcome.strengths.push({ key: 'headings', values: { count } });
  }
}

function checkContent(doc: Document, outcome: Outcome) {
  const words = countWords(doc);
  if (words < MIN_WORDS) {
    outcome.findings.push({
      rule: 'thinContent',
      type: 'warning',
      category: 'content',
      values: { words },
    });
    return;
  }
  outcome.strengths.push({ key: 'content', values: { words } });
  if (words < SUGGESTED_WORDS) outcome.advice.push({ category: 'content', values: { words } });
}

function checkImages(doc: Document, outcome: Outcome) {
  const images = [...doc.querySelectorAll('img')];
  const unlabelled = images.filter((image) => !image.hasAttribute('alt'));
  if (unlabelled.length > 0) {
    outcome.findings.push({
      rule: 'imagesWithoutAlt',
      type: 'warning',
      category: 'accessibility',
      values: { count: unlabelled.length },
      element: describeElement(unlabelled[0]!),
    });
  } else if (images.length > 0) {
    outcome.strengths.push({ key: 'images', values: { count: images.length } });
  }
}

function checkExternalLinks(doc: Document, outcome: Outcome, pageUrl: string) {
  const base = parseUrl(pageUrl);
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const internalHosts = new Set(
    [base, canonical ? parseUrl(canonical, base) : undefined]
      .filter((url): url is URL => url !== undefined)
      .map((url) => url.host),
  );
  const external = [...doc.querySelectorAll('a[href]')].filter((link) => {
    const url = parseUrl(link.getAttribute('href') ?? '', base);
    return url && /^https?:$/.test(url.protocol) && !internalHosts.has(url.host);
  });
  const followed = external.filter(
    (link) => !(link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('nofollow'),
  );
  if (followed.length > 0) {
    outcome.findings.push({
      rule: 'externalLinksFollowed',
      type: 'info',
      category: 'technical',
      values: { count: followed.length },
      element: describeElement(followed[0]!),
    });
  } else if (external.length > 0) {
    outcome.strengths.push({ key: 'externalLinks', values: { count: external.length } });
  }
}

function checkStructuredData(doc: Document, outcome: Outcome) {
  const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].filter(
    (script) => {
      try {
        return JSON.parse(script.textContent ?? '') !== null;
      } catch {
        return false;
      }
    },
  );
  if (blocks.length === 0) {
    outcome.findings.push({ rule: 'jsonLdMissing', type: 'warning', category: 'technical' });
  } else {
    outcome.strengths.push({ key: 'jsonLd', values: { count: blocks.length } });
  }
}

function checkSocialTags(doc: Document, outcome: Outcome) {
  const missing = SOCIAL_TAGS.filter((tag) => !metaContent(doc, tag));
  if (missing.length > 0) {
    outcome.findings.push({
      rule: 'socialTagsMissing',
      type: 'warning',
      category: 'meta',
      values: { tags: missing.join(', ') },
    });
  } else {
    outcome.strengths.push({ key: 'social' });
  }
}

const checks: Check[] = [
  checkTitle,
  checkDescription,
  checkHeadings,
  checkContent,
  checkImages,
  checkExternalLinks,
  checkStructuredData,
  checkSocialTags,
];
