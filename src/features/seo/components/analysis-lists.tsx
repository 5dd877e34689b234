import { CheckCircle2, Info, TriangleAlert, XCircle, type LucideIcon } from 'lucide-react';
import { badgeVariants, type BadgeVariant } from '@/components/ui/badge-variants';
import { SectionCard } from './section-card';
import type { ReactNode } from 'react';
import type {
  IssueType,
  RecommendationPriority,
  SeoIssue,
  SeoRecommendation,
} from '@/lib/seo/analysis';
import type { SeoDashboardText } from './dashboard-text';

const severityIcon: Record<IssueType, { icon: LucideIcon; className: string }> = {
  critical: { icon: XCircle, className: 'text-destructive' },
  warning: { icon: TriangleAlert, className: 'text-brand-amber' },
  info: { icon: Info, className: 'text-brand-blue' },
};

const priorityBadge: Record<RecommendationPriority, BadgeVariant> = {
  high: 'destructive',
  medium: 'default',
  low: 'secondary',
};

/** A badge without the Badge component, whose class merging would bring tailwind-merge along. */
function Tag({ variant, children }: { variant: BadgeVariant; children: ReactNode }) {
  return (
    <span data-slot="badge" className={badgeVariants({ variant })}>
      {children}
    </span>
  );
}

function ListCard({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title}>
      {empty ? <p className="text-muted-foreground">{empty}</p> : children}
    </SectionCard>
  );
}

export function IssueList({
  issues,
  analyzed,
  text,
}: {
  issues: SeoIssue[];
  analyzed: boolean;
  text: SeoDashboardText;
}) {
  const empty = analyzed && !issues.length ? text.issues.empty : null;
  return (
    <ListCard title={text.issues.title} empty={empty}>
      <ul className="divide-y divide-border" data-testid="seo-issues">
        {issues.map((issue) => {
          const { icon: Icon, className } = severityIcon[issue.type];
          return (
            <li
              key={`${issue.type}-${issue.message}`}
              className="flex gap-3 py-4 first:pt-0 last:pb-0"
            >
              <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${className}`} />
              <div className="min-w-0 flex-1 space-y-1.5">
                <p className="font-medium">
                  <span className="sr-only">{text.issues.types[issue.type]}: </span>
                  {issue.message}
                </p>
                <p className="text-sm text-muted-foreground">
                  <span className="font-semibold text-foreground">{text.issues.fix}</span>{' '}
                  {issue.fix}
                </p>
                {issue.element && (
                  <p className="text-sm text-muted-foreground">
                    <span className="font-semibold text-foreground">{text.issues.element}</span>{' '}
                    <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all text-foreground">
                      {issue.element}
                    </code>
                  </p>
                )}
                <Tag variant="outline">{text.categories[issue.category]}</Tag>
              </div>
            </li>
          );
        })}
      </ul>
    </ListCard>
  );
}

export function StrengthList({ strengths, text }: { strengths: string[]; text: SeoDashboardText }) {
  return (
    <ListCard title={text.strengths.title} empty={strengths.length ? null : text.strengths.empty}>
      <ul className="space-y-3" data-testid="seo-strengths">
        {strengths.map((strength) => (
          <li key={strength} className="flex gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-green" />
            <span>{strength}</span>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}

export function RecommendationList({
  recommendations,
  analyzed,
  text,
}: {
  recommendations: SeoRecommendation[];
  analyzed: boolean;
  text: SeoDashboardText;
}) {
  const empty = analyzed && !recommendations.length ? text.recommendations.empty : null;
  return (
    <ListCard title={text.recommendations.title} empty={empty}>
      <ul className="divide-y divide-border" data-testid="seo-recommendations">
        {recommendations.map((recommendation) => (
          <li key={recommendation.action} className="space-y-2 py-4 first:pt-0 last:pb-0">
            <div className="flex flex-wrap gap-2">
              <Tag variant={priorityBadge[recommendation.priority]}>
                {text.recommendations.priorities[recommendation.priority]}
              </Tag>
              <Tag variant="outline">{text.categories[recommendation.category]}</Tag>
            </div>
            <p className="font-medium">{recommendation.action}</p>
            <p className="text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">{text.recommendations.impact}</span>{' '}
              {recommendation.impact}
            </p>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}
