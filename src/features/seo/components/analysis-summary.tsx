import { Progress } from '@/components/ui/progress';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SCORE_MAX, type SeoAnalysis } from '@/lib/seo/analysis';
import { fill } from '@/lib/fill-placeholders';
import type { SeoDashboardText } from './dashboard-text';
import { scoreColors } from './score-colors';

export function AnalysisSummary({
  analysis,
  text,
}: {
  analysis: SeoAnalysis | null;
  text: SeoDashboardText;
}) {
  const colors = analysis ? scoreColors(analysis.score) : null;
  const counts = [
    { label: text.counts.strengths, value: analysis?.strengths.length },
    { label: text.counts.issues, value: analysis?.issues.length },
    { label: text.counts.recommendations, value: analysis?.recommendations.length },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Card className="gap-3 sm:col-span-2 lg:col-span-1">
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-base">{text.scoreCard.title}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="flex items-baseline gap-2">
            <span
              data-testid="seo-score"
              className={`font-display text-5xl font-semibold tabular-nums ${colors?.text ?? ''}`}
            >
              {analysis ? analysis.score : '–'}
            </span>
            <span className="text-sm text-muted-foreground">{text.scoreCard.outOf}</span>
            {colors && (
              <span className={`ml-auto text-sm font-semibold ${colors.text}`}>
                {text.scoreCard.ratings[colors.rating]}
              </span>
            )}
          </p>
          <Progress
            value={analysis?.score ?? 0}
            max={SCORE_MAX}
            indicatorClassName={colors?.bar}
            aria-label={fill(text.scoreCard.progressLabel, {
              score: analysis?.score ?? 0,
            })}
          />
        </CardContent>
      </Card>
      {counts.map(({ label, value }) => (
        <Card key={label} className="gap-2">
          <CardContent>
            <p className="text-sm text-muted-foreground">{label}</p>
            <p className="mt-1 font-display text-4xl font-semibold tabular-nums">{value ?? '–'}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
