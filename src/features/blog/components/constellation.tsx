import { cn } from '@/lib/utils';

const stars = [
  [60, 80, 2.5],
  [180, 40, 1.5],
  [250, 150, 3],
  [120, 260, 2],
  [40, 380, 1.5],
  [960, 60, 2],
  [1080, 140, 3],
  [1010, 270, 1.5],
  [1140, 330, 2.5],
  [880, 390, 1.5],
  [330, 420, 1.2],
  [780, 30, 1.2],
] as const;

export function Constellation({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 1200 460"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      className={cn(className)}
    >
      <g fill="none" stroke="currentColor" strokeOpacity="0.28" strokeWidth="1">
        <path d="M60 80 L180 40 L250 150 L120 260 L40 380" />
        <path d="M960 60 L1080 140 L1010 270 L1140 330 M1010 270 L880 390" />
        <circle cx="1080" cy="140" r="90" strokeDasharray="2 8" />
        <circle cx="250" cy="150" r="130" strokeDasharray="2 8" />
      </g>
      <g fill="currentColor" fillOpacity="0.6">
        {stars.map(([x, y, r]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
        ))}
      </g>
    </svg>
  );
}
