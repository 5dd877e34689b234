import type { WordmarkLogo } from '@/content/home/logos';
import { Icon } from '@/components/icons/icon';

const lettering: Record<WordmarkLogo['style'], string> = {
  serif: 'font-display text-xl font-semibold tracking-tight',
  sans: 'text-lg font-bold tracking-tight',
  caps: 'text-xs font-semibold tracking-[0.16em] uppercase',
  italic: 'text-lg font-medium italic',
};

export function Wordmark({ logo }: { logo: WordmarkLogo }) {
  return (
    <span className="inline-flex items-center gap-2.5 text-muted-foreground">
      <Icon name={`wordmark-${logo.glyph}`} className="size-6 shrink-0" />
      <span className={`leading-tight ${lettering[logo.style]}`}>{logo.name}</span>
    </span>
  );
}
