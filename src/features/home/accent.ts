import type { AccentColor } from '@/content/home/shared';

/** Tailwind classes for each palette key (spelled out so the class scanner finds them). */
export const accentClasses: Record<AccentColor, { text: string; tint: string; bar: string }> = {
  purple: { text: 'text-brand-purple', tint: 'bg-brand-purple/10', bar: 'bg-brand-purple' },
  indigo: { text: 'text-brand-indigo', tint: 'bg-brand-indigo/10', bar: 'bg-brand-indigo' },
  pink: { text: 'text-brand-pink', tint: 'bg-brand-pink/10', bar: 'bg-brand-pink' },
  amber: { text: 'text-brand-amber', tint: 'bg-brand-amber/10', bar: 'bg-brand-amber' },
  blue: { text: 'text-brand-blue', tint: 'bg-brand-blue/10', bar: 'bg-brand-blue' },
  green: { text: 'text-brand-green', tint: 'bg-brand-green/10', bar: 'bg-brand-green' },
  orange: { text: 'text-brand-orange', tint: 'bg-brand-orange/10', bar: 'bg-brand-orange' },
};
