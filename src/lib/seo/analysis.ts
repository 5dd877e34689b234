export const issueTypes = ['critical', 'warning', 'info'] as const;
export type IssueType = (typeof issueTypes)[number];

export type IssueCategory = 'meta' | 'content' | 'accessibility' | 'technical';
export type RecommendationPriority = 'high' | 'medium' | 'low';

export interface SeoIssue {
  type: IssueType;
  category: IssueCategory;
  message: string;
  element?: string;
  fix: string;
}

export interface SeoRecommendation {
  priority: RecommendationPriority;
  category: IssueCategory;
  action: string;
  impact: string;
}

export interface SeoAnalysis {
  score: number;
  issues: SeoIssue[];
  recommendations: SeoRecommendation[];
  strengths: string[];
}

const ISSUE_PENALTY: Record<IssueType, number> = { critical: 15, warning: 8, info: 3 };

const STRENGTH_BONUS = 2;
const STRENGTH_BONUS_CAP = 20;

export const SCORE_MAX = 100;

export function seoScore(issues: readonly Pick<SeoIssue, 'type'>[], strengthCount: number): number {
  const penalties = issues.reduce((sum, issue) => sum + ISSUE_PENALTY[issue.type], 0);
  const bonus = Math.min(STRENGTH_BONUS_CAP, STRENGTH_BONUS * strengthCount);
  return Math.min(SCORE_MAX, Math.max(0, SCORE_MAX - penalties + bonus));
}

export type ScoreRating = 'good' | 'fair' | 'poor';

export function scoreRating(score: number): ScoreRating {
  if (score >= 90) return 'good';
  if (score >= 70) return 'fair';
  return 'poor';
}

export const issuePriority: Record<IssueType, RecommendationPriority> = {
  critical: 'high',
  warning: 'medium',
  info: 'low',
};

export function countIssues(issues: readonly Pick<SeoIssue, 'type'>[]): Record<IssueType, number> {
  const counts: Record<IssueType, number> = { critical: 0, warning: 0, info: 0 };
  for (const issue of issues) counts[issue.type] += 1;
  return counts;
}
