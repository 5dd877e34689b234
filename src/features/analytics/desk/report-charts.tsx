import type { DailyPoint } from '@/features/analytics/server/report-queries';

// Server-drawn, no script: the figures are in the table beside each chart.

const DAY_WIDTH = 10;
const HEIGHT = 100;

export function DailyChart({ points, label }: { points: DailyPoint[]; label: string }) {
  const max = Math.max(1, ...points.map((point) => point.views));
  const height = (value: number) => (value / max) * (HEIGHT - 4);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${points.length * DAY_WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="h-48 w-full"
    >
      {points.map((point, index) => {
        const x = index * DAY_WIDTH;
        return (
          <g key={point.day}>
            <rect
              x={x + 1}
              y={HEIGHT - height(point.views)}
              width={DAY_WIDTH - 2}
              height={height(point.views)}
              className="fill-primary/30"
            />
            <rect
              x={x + 3}
              y={HEIGHT - height(point.visitors)}
              width={DAY_WIDTH - 6}
              height={height(point.visitors)}
              className="fill-primary"
            />
          </g>
        );
      })}
      <line
        x1={0}
        x2={points.length * DAY_WIDTH}
        y1={HEIGHT - 0.5}
        y2={HEIGHT - 0.5}
        vectorEffect="non-scaling-stroke"
        className="stroke-muted-foreground"
      />
    </svg>
  );
}

export interface Bar {
  key: string;
  label: string;
  value: number;
  shown: string;
}

// Labels are text that wraps, never cut; each bar is drawn to scale in its own row.
export function BarChart({ bars, label, max }: { bars: Bar[]; label: string; max?: number }) {
  const top = Math.max(max ?? 0, ...bars.map((bar) => bar.value)) || 1;
  return (
    <div role="img" aria-label={label} className="grid w-full max-w-xl gap-2 text-sm">
      {bars.map((bar) => (
        <div key={bar.key} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 wrap-anywhere">{bar.label}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">{bar.shown}</span>
          </div>
          <svg viewBox="0 0 100 4" preserveAspectRatio="none" className="h-3 w-full">
            <rect width={100} height={4} className="fill-muted" />
            <rect
              width={Math.max(bar.value > 0 ? 1 : 0, (bar.value / top) * 100)}
              height={4}

              className="fill-primary"
            />
          </svg>
        </div>
      ))}
    </div>
  );
}
