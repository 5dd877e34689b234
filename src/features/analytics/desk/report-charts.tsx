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

const ROW = 28;
const WIDTH = 320;
const LABEL_WIDTH = 165;
const VALUE_WIDTH = 50;

const truncate = (text: string, length = 27) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

export function BarChart({ bars, label, max }: { bars: Bar[]; label: string; max?: number }) {
  const top = Math.max(max ?? 0, ...bars.map((bar) => bar.value)) || 1;
  const room = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${Math.max(1, bars.length) * ROW}`}
      className="w-full max-w-xl text-[11px]"
    >
      {bars.map((bar, index) => {
        const y = index * ROW;
        return (
          <g key={bar.key}>
            <text x={0} y={y + 18} className="fill-foreground">
              {truncate(bar.label)}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y + 6}
              width={room}
              height={16}
              rx={3}
              className="fill-muted"
            />
            <rect
              x={LABEL_WIDTH}
              y={y + 6}
              width={Math.max(bar.value > 0 ? 2 : 0, (bar.value / top) * room)}
              height={16}
              rx={3}
              className="fill-primary"
            />
            <text
              x={WIDTH}
              y={y + 18}
              textAnchor="end"
              className="fill-muted-foreground tabular-nums"
            >
              {bar.shown}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
