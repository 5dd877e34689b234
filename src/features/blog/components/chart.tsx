import type { ContentBlock } from '@/content/blog';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/utils';
import { formatFigure, pieSlices } from '../figures';

type ChartBlock = Extract<ContentBlock, { type: 'graph-placeholder' }>;

// Brand tokens: AA contrast for graphics in both themes.
const swatches = [
  { bg: 'bg-brand-purple', fill: 'fill-brand-purple' },
  { bg: 'bg-brand-pink', fill: 'fill-brand-pink' },
  { bg: 'bg-brand-amber', fill: 'fill-brand-amber' },
  { bg: 'bg-brand-green', fill: 'fill-brand-green' },
  { bg: 'bg-brand-blue', fill: 'fill-brand-blue' },
  { bg: 'bg-brand-indigo', fill: 'fill-brand-indigo' },
  { bg: 'bg-brand-orange', fill: 'fill-brand-orange' },
] as const;

const swatch = (index: number) => swatches[index % swatches.length]!;

// Real text numbers read at any width and reach screen readers; the drawing is decoration.
export function Chart({
  block,
  locale,
  kindLabel,
}: {
  block: ChartBlock;
  locale: Locale;
  kindLabel: string;
}) {
  const figure = (value: number) => formatFigure(locale, value, block.unit);
  return (
    <figure className="my-10 rounded-2xl border border-border bg-card p-5 shadow-soft sm:p-7">
      <figcaption className="mb-6">
        <span className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {kindLabel}
        </span>
        <span className="mt-1 block font-display text-xl font-semibold">{block.title}</span>
        <span className="mt-2 block text-sm leading-relaxed text-muted-foreground">
          {block.description}
        </span>
      </figcaption>
      {block.chartType === 'bar' ? <BarChart block={block} figure={figure} /> : null}
      {block.chartType === 'pie' ? (
        <PieChart block={block} figure={figure} locale={locale} />
      ) : null}
      {block.chartType === 'line' ? <LineChart block={block} figure={figure} /> : null}
    </figure>
  );
}

type ChartProps = { block: ChartBlock; figure: (value: number) => string };

function BarChart({ block, figure }: ChartProps) {
  const max = Math.max(...block.data.map((point) => point.value)) || 1;
  return (
    <ul className="space-y-4">
      {block.data.map((point, index) => (
        <li key={point.label}>
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <span>{point.label}</span>
            <span className="font-semibold tabular-nums">{figure(point.value)}</span>
          </div>
          <div aria-hidden="true" className="mt-1.5 h-3 overflow-hidden rounded-full bg-muted">
            <div
              className={cn('h-full rounded-full', swatch(index).bg)}
              style={{ width: `${Math.max(2, (point.value / max) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function polar(fraction: number) {
  const angle = fraction * 2 * Math.PI - Math.PI / 2;
  return [Math.cos(angle), Math.sin(angle)] as const;
}

function PieChart({ block, figure, locale }: ChartProps & { locale: Locale }) {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const slices = pieSlices(block.data.map((point) => point.value)).map(
    ({ start, fraction }, index) => {
      const [x1, y1] = polar(start);
      const [x2, y2] = polar(start + fraction);
      const large = fraction > 0.5 ? 1 : 0;
      const d =
        fraction >= 0.9999
          ? 'M 0 -1 A 1 1 0 1 1 0 1 A 1 1 0 1 1 0 -1 Z'
          : `M 0 0 L ${x1} ${y1} A 1 1 0 ${large} 1 ${x2} ${y2} Z`;
      return { d, index, fraction, point: block.data[index]! };
    },
  );
  return (
    <div className="grid items-center gap-8 sm:grid-cols-[minmax(0,14rem)_1fr]">
      <svg
        viewBox="-1.05 -1.05 2.1 2.1"
        aria-hidden="true"
        strokeWidth="0.02"
        className="mx-auto w-full max-w-56 stroke-card"
      >
        {slices.map((slice) => (
          <path key={slice.point.label} d={slice.d} className={swatch(slice.index).fill} />
        ))}
        <circle r="0.52" className="fill-card" />
      </svg>
      <ul className="space-y-3">
        {slices.map((slice) => (
          <li key={slice.point.label} className="flex items-center gap-3 text-sm">
            <span
              aria-hidden="true"
              className={cn('size-3.5 shrink-0 rounded-sm', swatch(slice.index).bg)}
            />
            <span className="flex-1">{slice.point.label}</span>
            <span className="font-semibold tabular-nums">
              {block.unit === '%'
                ? figure(slice.point.value)
                : `${figure(slice.point.value)} (${percent.format(slice.fraction)})`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LineChart({ block, figure }: ChartProps) {
  const values = block.data.map((point) => point.value);
  const max = Math.max(...values) * 1.1 || 1;
  // Points sit at the centres of the label columns below, so each value lines up with its label.
  const x = (index: number) => ((index + 0.5) / block.data.length) * 100;
  const y = (value: number) => 100 - (value / max) * 100;
  const line = block.data.map((point, index) => `${x(index)},${y(point.value)}`).join(' ');
  return (
    <div>
      <div className="relative h-48 sm:h-56">
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden="true"
          className="absolute inset-0 size-full overflow-visible"
        >
          {[25, 50, 75, 100].map((gridY) => (
            <line
              key={gridY}
              x1="0"
              x2="100"
              y1={gridY}
              y2={gridY}
              vectorEffect="non-scaling-stroke"
              className="stroke-border"
            />
          ))}
          <polygon
            points={`${x(0)},100 ${line} ${x(block.data.length - 1)},100`}
            className="fill-brand-purple opacity-10"
          />
          <polyline
            points={line}
            fill="none"
            strokeWidth="3"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            className="stroke-brand-purple"
          />
        </svg>
        {block.data.map((point, index) => (
          <span
            key={point.label}
            aria-hidden="true"
            className="absolute size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-card bg-brand-purple"
            style={{ left: `${x(index)}%`, top: `${y(point.value)}%` }}
          />
        ))}
      </div>
      <ol
        className="mt-4 grid gap-x-2 gap-y-1 text-center text-xs"
        style={{ gridTemplateColumns: `repeat(${block.data.length}, minmax(0, 1fr))` }}
      >
        {block.data.map((point) => (
          <li key={point.label} className="flex flex-col">
            <span className="font-semibold tabular-nums">{figure(point.value)}</span>
            <span className="text-muted-foreground">{point.label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
