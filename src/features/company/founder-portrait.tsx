import { site } from '@/config/site';
import { cn } from '@/lib/utils';

const monogram = `${site.founder.givenName[0]}${site.founder.familyName[0]}`;

/** Points on a circle around the centre, in degrees from twelve o'clock. */
function onOrbit(radius: number, degrees: number) {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return { cx: 200 + radius * Math.cos(radians), cy: 200 + radius * Math.sin(radians) };
}

const stars = [
  [48, 92, 1.8],
  [344, 70, 1.4],
  [366, 250, 2],
  [30, 232, 1.2],
  [104, 356, 1.6],
  [300, 372, 1.3],
  [190, 18, 1.1],
] as const;

// Decorative: the page names him in text.
export function FounderPortrait({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 400"
      width="400"
      height="400"
      aria-hidden="true"
      className={cn('h-auto w-full text-foreground', className)}
    >
      <defs>
        <radialGradient id="founder-planet" cx="0.32" cy="0.28" r="0.85">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="0.45" stopColor="#6d28d9" />
          <stop offset="0.8" stopColor="#4338ca" />
          <stop offset="1" stopColor="#be185d" />
        </radialGradient>
        <linearGradient id="founder-ring" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#be185d" stopOpacity="0.5" />
          <stop offset="1" stopColor="#6d28d9" stopOpacity="0.95" />
        </linearGradient>
        <clipPath id="founder-disc">
          <circle cx="200" cy="200" r="112" />
        </clipPath>
      </defs>

      <g fill="none" stroke="currentColor" strokeOpacity="0.14">
        <circle cx="200" cy="200" r="186" />
        <circle cx="200" cy="200" r="152" strokeDasharray="2 6" />
      </g>

      <circle cx="200" cy="200" r="112" fill="url(#founder-planet)" />
      <g clipPath="url(#founder-disc)" fill="none" stroke="#ffffff" strokeOpacity="0.22">
        <path d="M80 262 C120 248 150 276 200 262 S280 248 320 262" strokeWidth="2" />
        <path d="M80 284 C120 270 150 298 200 284 S280 270 320 284" strokeWidth="1.5" />
      </g>
      <circle
        cx="200"
        cy="200"
        r="124"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.3"
        strokeDasharray="1 5"
      />
      <text
        x="200"
        y="200"
        dy="0.35em"
        textAnchor="middle"
        fill="#ffffff"
        className="font-display"
        fontSize="92"
        fontWeight="600"
        letterSpacing="-2"
      >
        {monogram}
      </text>

      <ellipse
        cx="200"
        cy="200"
        rx="184"
        ry="52"
        fill="none"
        stroke="url(#founder-ring)"
        strokeWidth="2"
        transform="rotate(-18 200 200)"
      />
      <circle {...onOrbit(152, 58)} r="10" fill="#b45309" />
      <circle {...onOrbit(186, 236)} r="6" fill="#be185d" />
      <circle {...onOrbit(124, 320)} r="4" fill="#4338ca" />

      <g fill="currentColor">
        {stars.map(([x, y, r]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
        ))}
      </g>
    </svg>
  );
}
