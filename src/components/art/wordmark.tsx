import type { WordmarkLogo } from '@/content/home/logos';
import { cn } from '@/lib/utils';

/** The small mark each invented brand carries, drawn on a 24 px grid in the current colour. */
const glyphs: Record<WordmarkLogo['glyph'], React.ReactNode> = {
  orbit: (
    <>
      <circle cx="12" cy="12" r="4" fill="currentColor" />
      <ellipse cx="12" cy="12" rx="10" ry="4.5" transform="rotate(-25 12 12)" />
    </>
  ),
  wave: <path d="M2 15c3-5 6-5 9 0s6 5 9 0M2 9c3-4 6-4 9 0s6 4 9 0" />,
  peak: <path d="M2 20 9 7l4 7 3-4 6 10Z" fill="currentColor" stroke="none" />,
  leaf: <path d="M4 20C4 10 10 4 20 4c0 10-6 16-16 16Zm0 0 9-9" />,
  spark: (
    <path
      d="m12 2 2.4 7.6L22 12l-7.6 2.4L12 22l-2.4-7.6L2 12l7.6-2.4Z"
      fill="currentColor"
      stroke="none"
    />
  ),
  anchor: (
    <path d="M12 7v14M7 11h10M4 14c0 4 4 7 8 7s8-3 8-7M12 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
  ),
  diamond: <path d="m12 2 10 10-10 10L2 12Zm0 5 5 5-5 5-5-5Z" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
};

const lettering: Record<WordmarkLogo['style'], string> = {
  serif: 'font-display text-xl font-semibold tracking-tight',
  sans: 'text-lg font-bold tracking-tight',
  caps: 'text-xs font-semibold tracking-[0.16em] uppercase',
  italic: 'text-lg font-medium italic',
};

/** An invented client's wordmark: its glyph and its name, set in the brand's lettering style. */
export function Wordmark({ logo, className }: { logo: WordmarkLogo; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 text-muted-foreground', className)}>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-6 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {glyphs[logo.glyph]}
      </svg>
      <span className={cn('leading-tight', lettering[logo.style])}>{logo.name}</span>
    </span>
  );
}
