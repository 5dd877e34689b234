import type { AccentColor } from '@/content/home/shared';
import type { HeroVisual } from '@/content/services';

export type VisualProps<K extends HeroVisual['kind']> = {
  visual: Extract<HeroVisual, { kind: K }>;
  accent: AccentColor;
};

export const visualCardClass =
  'rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-lifted sm:p-6';
