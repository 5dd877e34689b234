import { cn } from '@/lib/utils';

export function OrbitArt({
  className,
  idPrefix = 'orbit',
  cover = false,
}: {
  className?: string;
  idPrefix?: string;
  /** Fill a box of any shape, cropping the square drawing, as a backdrop does. */
  cover?: boolean;
}) {
  const stars = [
    [62, 70, 2.2],
    [318, 58, 1.6],
    [350, 210, 2.4],
    [44, 300, 1.8],
    [296, 340, 1.4],
    [120, 24, 1.2],
    [210, 372, 1.6],
  ] as const;
  return (
    <svg
      viewBox="0 0 400 400"
      preserveAspectRatio={cover ? 'xMidYMid slice' : undefined}
      aria-hidden="true"
      className={cn('h-auto w-full text-foreground', className)}
    >
      <defs>
        <radialGradient id={`${idPrefix}-planet`} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#c4b5fd" />
          <stop offset="0.45" stopColor="#6d28d9" />
          <stop offset="0.8" stopColor="#4338ca" />
          <stop offset="1" stopColor="#be185d" />
        </radialGradient>
        <linearGradient id={`${idPrefix}-ring`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6d28d9" stopOpacity="0.9" />
          <stop offset="1" stopColor="#be185d" stopOpacity="0.4" />
        </linearGradient>
      </defs>
      <g fill="none" stroke="currentColor" strokeOpacity="0.14">
        <circle cx="200" cy="200" r="180" />
        <circle cx="200" cy="200" r="135" strokeDasharray="2 6" />
        <circle cx="200" cy="200" r="92" />
      </g>
      <ellipse
        cx="200"
        cy="200"
        rx="170"
        ry="58"
        fill="none"
        stroke={`url(#${idPrefix}-ring)`}
        strokeWidth="2"
        transform="rotate(-24 200 200)"
      />
      <circle cx="200" cy="200" r="62" fill={`url(#${idPrefix}-planet)`} />
      <circle cx="352" cy="134" r="9" fill="#b45309" />
      <circle cx="82" cy="254" r="6" fill="#be185d" />
      <g fill="none" stroke="currentColor" strokeOpacity="0.35" strokeWidth="1">
        <path d="M62 70 L120 24 M318 58 L350 210 M44 300 L210 372 L296 340" />
      </g>
      <g fill="currentColor">
        {stars.map(([x, y, r]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
        ))}
      </g>
    </svg>
  );
}
