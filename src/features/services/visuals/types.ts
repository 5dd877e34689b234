import type { AccentColor } from '@/content/home/shared';
import type { HeroVisual } from '@/content/services';

/** What each decorative card draws: its own kind of content, in the page's accent colour. */
export type VisualProps<K extends HeroVisual['kind']> = {
  visual: Extract<HeroVisual, { kind: K }>;
  accent: AccentColor;
};

/** The panel every decorative card is drawn on. */
export const visualCardClass =
  'rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-lifted sm:p-6';
